import BridgeGenerate
import Foundation

/// Locations the tests read from: the package root and `../shared` beside it.
public enum Fixtures {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/conformance`, or `$BRIDGECHECK_SHARED/conformance`; nil when absent.
    public static var conformance: URL? {
        let shared = ProcessInfo.processInfo.environment["BRIDGECHECK_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let url = shared.appendingPathComponent("conformance")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The message a test skips with when `../shared` is missing.
    public static let missingSharedMessage = "../shared/conformance is not beside the package (set BRIDGECHECK_SHARED to its folder); conformance vectors skipped"

    public static var exampleManifest: URL { packageRoot.appendingPathComponent("examples/bridge-manifest.json") }
}

/// The fuzzer's seeded generator (SplitMix64), so randomized tests replay from their seed.
public typealias SeededGenerator = FuzzRandom

extension FuzzRandom {
    /// The seed from `$BRIDGECHECK_SEED`, or a fresh one; tests print it on failure.
    public static func seedFromEnvironment() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["BRIDGECHECK_SEED"], let seed = UInt64(text) { return seed }
        return UInt64.random(in: 0...UInt64.max)
    }
}

/// Runs programs for tests: node for JavaScript oracles, xmllint for schemas.
public enum Tool {
    /// The path of `executable`: a product in the test bundle's folder, or a path as given.
    public static func product(_ executable: String) -> String {
        executable.contains("/") ? executable : Bundle.main.bundleURL.appendingPathComponent(executable).path
    }

    /// The full path of `name` on PATH, or nil.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public struct Result {
        public let status: Int32
        public let stdout: Data
        public let stderr: Data
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, feeding `stdin`, and waits.
    public static func run(_ executable: String, _ arguments: [String], stdin: Data = Data(), currentDirectory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        // A program that exits without reading its input must not end the test run: no SIGPIPE,
        // and the throwing write below (`FileHandle.write(_:)` aborts on EPIPE).
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes while the process runs so neither can fill up and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        DispatchQueue.global().async { out = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { err = error.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }
}

/// The `↓` markers rule examples use to say where a finding belongs.
public enum ExampleMarkers {
    /// 1-based line and column (in characters) of each `↓`, as if the markers were removed.
    public static func positions(in text: String) -> [(line: Int, column: Int)] {
        var out: [(Int, Int)] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "↓" {
                out.append((line, column))
                continue
            }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return out
    }
}

/// Whether `binary` (`bridgecheck` or `bridgecheck-native`) reads Objective-C here: its `native`
/// command reads an empty `.m` file instead of refusing it (bridgecheck-native built without
/// libclang refuses; an error of any other kind would hide the answer).
public enum ObjectiveCProbe {
    public static func reads(with binary: String) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? Data(#"{"version": 1, "handlers": {"h": {"body": "string"}}}"#.utf8).write(to: folder.appendingPathComponent("m.json"))) != nil,
            (try? Data().write(to: folder.appendingPathComponent("A.m"))) != nil,
            let result = try? Tool.run(binary, ["native", "--manifest", "m.json", "A.m"], currentDirectory: folder)
        else { return false }
        return result.stdoutText.contains("1 file scanned")
    }
}
