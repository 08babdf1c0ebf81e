import Foundation
import TestSupport
import XCTest

/// Every sample session in the README and `docs/` (a ```` ```console ```` block) is run here and
/// what it prints is compared, so no example goes stale.
///
/// A block's lines that start with `$ ` are commands, run in order by `/bin/sh` with the built
/// products first on `PATH` (so `bridgecheck` is the one under test) and `NO_COLOR=1`; the lines
/// after a command, up to the next, are its standard output (standard error too where the command
/// says `2>&1`); blank lines before the next command are for the eye. A line `...` (or `…`)
/// stands for any number of lines, and `…` within a line for any text (a rate, a time). A block
/// that starts with `$ cd DIR` runs in a fresh copy of the repository's DIR, so it may write;
/// other blocks run at the repository's root and only read.
final class DocumentationTests: XCTestCase {
    private var products: URL { Bundle.main.bundleURL }
    private var root: URL { Fixtures.packageRoot }

    struct Sample {
        var file: String
        var line: Int
        var commands: [(command: String, line: Int, expected: [String])]
    }

    func testEverySampleSessionPrintsWhatTheDocsShow() throws {
        let samples = try Self.samples(in: documents())
        XCTAssertGreaterThanOrEqual(samples.count, 8, "the README and docs/ hold the sample sessions")
        let hasNative = FileManager.default.isExecutableFile(atPath: products.appendingPathComponent("bridgecheck-native").path)
        let hasRun = FileManager.default.isExecutableFile(atPath: products.appendingPathComponent("bridgecheck-run").path)
        for sample in samples {
            let text = sample.commands.map(\.command).joined(separator: "\n")
            if !hasNative, text.contains("bridgecheck init") || text.contains("bridgecheck native") || text.contains("bridgecheck check") {
                print("skipped \(sample.file):\(sample.line): bridgecheck-native is not built")
                continue
            }
            if !hasRun, text.contains("bridgecheck run") {
                print("skipped \(sample.file):\(sample.line): bridgecheck-run is not built")
                continue
            }
            try run(sample)
        }
    }

    /// A `$ bridgecheck` line outside a console block would never be run.
    func testEverySampleCommandIsInAConsoleBlock() throws {
        for (file, text) in try documents() {
            var language: String?
            for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") {
                    language = language == nil ? String(line.dropFirst(3)) : nil
                } else if line.hasPrefix("$ bridgecheck"), language != "console" {
                    XCTFail("\(file):\(k + 1): a sample command outside a ```console block is never run")
                }
            }
        }
    }

    private func documents() throws -> [(file: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("docs/\($0)", try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func samples(in documents: [(file: String, text: String)]) throws -> [Sample] {
        var out: [Sample] = []
        for (file, text) in documents {
            var current: Sample?
            for (k, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(raw)
                if current == nil {
                    if line == "```console" { current = Sample(file: file, line: k + 1, commands: []) }
                    continue
                }
                if line == "```" {
                    if let sample = current { out.append(sample) }
                    current = nil
                } else if line.hasPrefix("$ ") {
                    // A blank line between one command's output and the next command is for the eye.
                    if var sample = current, let last = sample.commands.indices.last {
                        while sample.commands[last].expected.last == "" { sample.commands[last].expected.removeLast() }
                        current = sample
                    }
                    current?.commands.append((String(line.dropFirst(2)), k + 1, []))
                } else if var sample = current, !sample.commands.isEmpty {
                    sample.commands[sample.commands.count - 1].expected.append(line)
                    current = sample
                } else {
                    XCTFail("\(file):\(k + 1): output before any command")
                }
            }
        }
        return out
    }

    private func run(_ sample: Sample) throws {
        var commands = sample.commands
        var directory = root
        var scratch: URL?
        if let first = commands.first, first.command.hasPrefix("cd ") {
            let source = root.appendingPathComponent(String(first.command.dropFirst(3)))
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-doc-\(UUID().uuidString)").resolvingSymlinksInPath()
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            directory = copy.appendingPathComponent(source.lastPathComponent)
            try FileManager.default.copyItem(at: source, to: directory)
            scratch = copy
            commands.removeFirst()
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let path = products.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for (command, line, expected) in commands {
            let result = try Tool.run("/bin/sh", ["-c", command], currentDirectory: directory, environment: ["PATH": path, "NO_COLOR": "1", "GITHUB_ACTIONS": "false"])
            let printed = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = printed.last == "" ? Array(printed.dropLast()) : printed
            XCTAssertTrue(
                Self.matches(lines[...], expected[...]),
                "\(sample.file):\(line): `\(command)` printed\n\(result.stdoutText)\(result.stderrText.isEmpty ? "" : "standard error:\n\(result.stderrText)")")
        }
    }

    /// Whether `lines` are `expected`, where a `...` line stands for any number of lines.
    static func matches(_ lines: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return lines.isEmpty }
        if first == "..." || first == "…" {
            let rest = expected.dropFirst()
            var k = lines.startIndex
            while true {
                if matches(lines[k...], rest) { return true }
                if k == lines.endIndex { return false }
                k += 1
            }
        }
        guard let line = lines.first, Self.line(line, matches: first) else { return false }
        return matches(lines.dropFirst(), expected.dropFirst())
    }

    /// Whether `line` is `expected`, where a `…` inside a line stands for any text (a rate, a time).
    static func line(_ line: String, matches expected: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1, let head = parts.first, let tail = parts.last else { return line == expected }
        guard line.hasPrefix(head), line.count >= head.count + tail.count else { return false }
        var rest = line.dropFirst(head.count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(tail)
    }

    func testTheEllipsisMatchesAnyRunOfLines() {
        XCTAssertTrue(Self.matches(["a", "b", "c", "d"][...], ["a", "...", "d"][...]))
        XCTAssertTrue(Self.matches(["a", "d"][...], ["a", "...", "d"][...]))
        XCTAssertFalse(Self.matches(["a", "b", "c"][...], ["a", "...", "d"][...]))
        XCTAssertFalse(Self.matches(["a", "b"][...], ["a"][...]))
        XCTAssertTrue(Self.matches(["t: 3000 runs, 333 exec/s, 2 failures"][...], ["t: 3000 runs, … exec/s, 2 failures"][...]))
        XCTAssertFalse(Self.matches(["t: 2999 runs, 333 exec/s, 2 failures"][...], ["t: 3000 runs, … exec/s, 2 failures"][...]))
    }
}
