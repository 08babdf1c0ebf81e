import BridgeContract
import BridgeLint
import BridgeReport
import Foundation
import XCTest

/// Writes files into a fresh temporary folder and lints it.
struct TemporarySite {
    let root: URL

    init(_ files: [(path: String, contents: String)]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    func lint(manifest: Manifest, options: LintOptions = LintOptions()) -> Report {
        Linter(manifest: manifest, options: options).run(paths: [root.path])
    }

    /// The findings of the site's own files, as `relative` gives them: the manifest's (handlers
    /// the site does not use) left out.
    func siteFindings(_ report: Report) -> [String] {
        relative(report.allFindings).filter { !$0.hasPrefix("bridge-manifest.json") }
    }

    /// Findings with the root removed from their paths: `page.html:3:5 rule-id`.
    func relative(_ findings: [Finding]) -> [String] {
        findings.map { f in
            var file = f.file
            if file.hasPrefix(root.path + "/") { file.removeFirst(root.path.count + 1) }
            return "\(file):\(f.line):\(f.column) \(f.ruleID)"
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Lints one script, `app.js`, against the rule examples' manifest, and removes it: the
    /// script's findings (`app.js:3:5 rule-id`) and the report.
    static func lint(script: String) throws -> (findings: [String], report: Report) {
        let site = try TemporarySite([(path: "app.js", contents: script)])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        return (site.siteFindings(report), report)
    }
}

enum ExampleManifest {
    static let rules: Manifest = {
        do {
            return try ManifestLoader.load(bytes: Array(RuleExamples.manifest.utf8), file: "rule-examples.json")
        } catch {
            fatalError("the rule examples' manifest does not load: \(error)")
        }
    }()
}
