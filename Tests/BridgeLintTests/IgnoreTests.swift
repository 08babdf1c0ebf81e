@testable import BridgeLint
import Foundation
import TestSupport
import XCTest

/// What a web team's repository ignores is not scanned: dependency folders and `.gitignore`d
/// paths, listed in the summary; `--no-ignore` scans them. `.gitignore` is read as git reads it.
final class IgnoreTests: XCTestCase {
    private let call = "window.webkit.messageHandlers.nativeHandler.postMessage('x');\n"

    private func repository() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-ignore-\(UUID().uuidString)")
        let files = [
            "site/page.js", "site/node_modules/lib/a.js", "site/bower_components/b.js", "site/dist/c.js", "site/x.gen.js",
            "site/keep/ok.gen.js", "site/sub/local.js", "site/sub/secret.js", "site/build.js", "site/build/out.js", "site/docs/a.html",
        ]
        for file in files {
            let url = dir.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(call.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("# generated\ndist/\n*.gen.js\n!site/keep/ok.gen.js\n/site/docs/*.html\nbuild/\n".utf8).write(to: dir.appendingPathComponent(".gitignore"))
        try Data("secret.js\n".utf8).write(to: dir.appendingPathComponent("site/sub/.gitignore"))
        return dir
    }

    func testIgnoredPathsAreSkippedAndListed() throws {
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let site = dir.appendingPathComponent("site").path
        let report = Linter(manifest: ExampleManifest.rules).run(paths: [site]).relativized(to: dir.path)
        XCTAssertEqual(report.files.map(\.path).sorted(), ["site/build.js", "site/keep/ok.gen.js", "site/page.js", "site/sub/local.js"])
        XCTAssertEqual(report.ignored.sorted(), [
            "site/bower_components", "site/build", "site/dist", "site/docs/a.html", "site/node_modules", "site/sub/secret.js", "site/x.gen.js",
        ])
        XCTAssertTrue(report.summary.contains("; ignored (--no-ignore scans them): "), report.summary)
        var options = LintOptions()
        options.respectIgnores = false
        XCTAssertEqual(Linter(manifest: ExampleManifest.rules, options: options).run(paths: [site]).files.count, 11)
    }

    /// The rules agree with `git check-ignore` on every file of the repository.
    func testGitignoreReadsAsGitReadsIt() throws {
        guard let git = Tool.find("git") else { throw XCTSkip("git is not on PATH") }
        let dir = try repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".git"))
        XCTAssertEqual(try Tool.run(git, ["init", "-q", "."], currentDirectory: dir).status, 0)
        var rules = IgnoreRules.above(dir.path)
        rules.read(folder: dir.appendingPathComponent("site/sub").path)
        let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".js") || $0.hasSuffix(".html") } ?? []
        XCTAssertEqual(files.count, 11)
        for file in files {
            let byGit = try Tool.run(git, ["check-ignore", "-q", file], currentDirectory: dir).status == 0
            // Ours looks at folders on the way down; a file inside an ignored folder is ignored too.
            var path = dir.path
            var ours = false
            for component in file.split(separator: "/") {
                path += "/" + component
                let isFolder = path != dir.path + "/" + file
                if rules.ignores(path, isFolder: isFolder) || (isFolder && IgnoreRules.dependencyFolders.contains(String(component))) { ours = true }
            }
            if !file.contains("node_modules"), !file.contains("bower_components") {
                XCTAssertEqual(ours, byGit, file)
            }
        }
    }

    /// Odd and broken lines neither trap nor hang, and mean what git makes of them.
    func testMalformedGitignoreLines() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-ignore-odd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = ["!", "/", "//", "\\", "[", "a[b", "\\!x", "   ", "#!", "é/", String(repeating: "*?", count: 2_000) + "z"]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: dir.appendingPathComponent(".gitignore"))
        let files = ["!x", "x", "a[b", "é/page.js", "é.js", "site/page.js", String(repeating: "y", count: 200) + "z"]
        for file in files {
            let url = dir.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let rules = IgnoreRules.above(dir.path)
        func ours(_ file: String) -> Bool {
            var path = dir.path
            for component in file.split(separator: "/") {
                path += "/" + component
                if rules.ignores(path, isFolder: path != dir.path + "/" + file) { return true }
            }
            return false
        }
        let verdicts = files.map(ours)
        XCTAssertEqual(verdicts, [true, false, false, true, false, false, false])
        guard let git = Tool.find("git") else { return }
        XCTAssertEqual(try Tool.run(git, ["init", "-q", "."], currentDirectory: dir).status, 0)
        for (file, verdict) in zip(files, verdicts) {
            XCTAssertEqual(verdict, try Tool.run(git, ["check-ignore", "-q", file], currentDirectory: dir).status == 0, file)
        }
    }
}
