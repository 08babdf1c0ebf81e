import BridgeContract
import BridgeLint
import BridgeReport
import BridgeRun
import Foundation
import TestSupport
import XCTest

/// examples/site passes; examples/site-broken reports exactly what its `expect:` comments say.
final class ExampleSiteTests: XCTestCase {
    private let root = Fixtures.packageRoot

    private func lint(_ relative: String, manifest manifestRelative: String = "examples/bridge-manifest.json") throws -> Report {
        try lint([relative], manifest: manifestRelative)
    }

    private func lint(_ paths: [String], manifest manifestRelative: String = "examples/bridge-manifest.json") throws -> Report {
        let manifestPath = root.appendingPathComponent(manifestRelative).path
        var options = LintOptions()
        options.manifestPath = manifestRelative
        // As the command line hands it the catalogue: run.html silences one of run's rules.
        options.otherEnginesRuleIDs = RunRule.all.map(\.id)
        options.manifestLines = ManifestSourceMap([UInt8](try Data(contentsOf: URL(fileURLWithPath: manifestPath))))
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return Linter(manifest: manifest, options: options).run(paths: paths)
    }

    /// `file:line rule` for every `marker RULE` comment under `folder` (recursively unless `shallow`).
    private func expectations(_ marker: String, in folder: String) throws -> [String] {
        var out: [String] = []
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.sorted() ?? []
        for file in files {
            guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(file).path) else { continue }
            for (k, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: marker + " ") else { continue }
                let rest = line[range.upperBound...].split(separator: " ")
                guard let rule = rest.first.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: "-> ")) }) else { continue }
                if marker == "expect-manifest:" {
                    out.append("examples/bridge-manifest.json \(rule) \(rest.dropFirst().first ?? "")")
                } else {
                    out.append("\(folder)/\(file):\(k + 1) \(rule)")
                }
            }
        }
        return out.sorted()
    }

    func testTheExampleSitePassesStrictly() throws {
        let report = try lint("examples/site")
        XCTAssertEqual(report.allFindings.filter { $0.severity != .info }.map(\.compilerStyle), [])
        XCTAssertEqual(report.exitCode(strict: true), 0)
        XCTAssertEqual(report.callCount, 18)
        XCTAssertEqual(report.allFindings.map { "\($0.file):\($0.line) \($0.ruleID)" }, ["examples/site/message-handler.js:18 dynamic-call"])
    }

    func testTheBrokenSiteReportsExactlyTheExpectedFindings() throws {
        // run.html computes a handler name lint cannot follow, which may reach any handler: the
        // site-wide rules are shown on the other pages, and run.html is linted by itself.
        let report = try lint(["examples/site-broken/index.html", "examples/site-broken/binary.js", "examples/site-broken/empty"])
        let onPages = report.allFindings.filter { $0.file != "examples/bridge-manifest.json" }.map { "\($0.file):\($0.line) \($0.ruleID)" }.sorted()
        let expected = try expectations("expect:", in: "examples/site-broken")
        XCTAssertEqual(onPages, expected.filter { !$0.hasPrefix("examples/site-broken/run.html:") })
        let runPage = try lint(["examples/site-broken/run.html"])
        XCTAssertEqual(
            runPage.allFindings.filter { $0.file != "examples/bridge-manifest.json" }.map { "\($0.file):\($0.line) \($0.ruleID)" }.sorted(),
            expected.filter { $0.hasPrefix("examples/site-broken/run.html:") })
        XCTAssertEqual(runPage.allFindings.filter { $0.ruleID == UnusedHandlerRule.id }.map(\.message), [], "a computed name may reach every handler")
        let onManifest = report.allFindings.filter { $0.file == "examples/bridge-manifest.json" }.map { finding -> String in
            let name = finding.message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
            return "\(finding.file) \(finding.ruleID) \(name.replacingOccurrences(of: "(…)", with: ""))"
        }.sorted()
        XCTAssertEqual(onManifest, try expectations("expect-manifest:", in: "examples/site-broken"))
        let covered = Set((onPages + onManifest).map { String($0.split(separator: " ")[1]) })
        let alone = try lint("examples/site-broken/empty")
        XCTAssertEqual(alone.allFindings.map { "\($0.file):\($0.line) \($0.ruleID)" }, ["examples/site-broken/empty/index.html:1 no-bridge-calls"])
        XCTAssertEqual(try expectations("expect-alone:", in: "examples/site-broken/empty").map { String($0.split(separator: " ")[1]) }, ["no-bridge-calls"])
        // A contract half filled in (the shared manifest is complete): only the TODO is reported.
        let unfinished = try lint("examples/unfinished/site", manifest: "examples/unfinished/bridge-manifest.json")
        XCTAssertEqual(unfinished.allFindings.map(\.compilerStyle), [
            "examples/unfinished/bridge-manifest.json:11:5: error: handler 'save' is not filled in yet: its summary still starts with TODO (say what native's handler accepts (body, envelope, functions, schema), then remove the TODO) [manifest-incomplete]",
        ])
        // Every rule is shown somewhere in the broken examples.
        XCTAssertEqual(covered.union(["no-bridge-calls", ManifestIncompleteRule.id]).sorted(), RuleRegistry.all.map { $0.description.id }.sorted())
    }

    /// Each bridge library has an example manifest, a site that keeps it and a broken one.
    func testTheLibraryExamplesPassAndBreakWhereTheirCommentsSay() throws {
        for (library, calls) in [("capacitor", 6), ("cordova", 3), ("webviewjavascriptbridge", 3), ("dsbridge", 3)] {
            let manifest = "examples/\(library)/bridge-manifest.json"
            let good = try lint("examples/\(library)/site", manifest: manifest)
            XCTAssertEqual(good.allFindings.map(\.compilerStyle), [], library)
            XCTAssertEqual(good.callCount, calls, library)
            let broken = try lint("examples/\(library)/site-broken", manifest: manifest)
            let onPages = broken.allFindings.filter { $0.file != manifest }.map { "\($0.file):\($0.line) \($0.ruleID)" }.sorted()
            XCTAssertEqual(onPages, try expectations("expect:", in: "examples/\(library)/site-broken"), library)
            let onManifest = broken.allFindings.filter { $0.file == manifest }.map { finding -> String in
                let name = finding.message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
                return "examples/bridge-manifest.json \(finding.ruleID) \(name.replacingOccurrences(of: "(…)", with: ""))"
            }.sorted()
            XCTAssertEqual(onManifest, try expectations("expect-manifest:", in: "examples/\(library)/site-broken"), library)
        }
    }
}
