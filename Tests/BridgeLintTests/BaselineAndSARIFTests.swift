import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

final class BaselineAndSARIFTests: XCTestCase {
    private let page = """
        window.webkit.messageHandlers.nativeHandlr.postMessage('x');
        window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: 3 } });
        """

    func testFingerprintsSurviveALineShift() throws {
        let site = try TemporarySite([(path: "a.js", contents: page)])
        defer { site.remove() }
        let before = site.lint(manifest: ExampleManifest.rules).fingerprinted().filter { $0.finding.file.hasSuffix("a.js") }
        try Data(("// a new first line\n\n" + page).utf8).write(to: site.root.appendingPathComponent("a.js"))
        let after = site.lint(manifest: ExampleManifest.rules).fingerprinted().filter { $0.finding.file.hasSuffix("a.js") }
        XCTAssertEqual(before.map(\.finding.line), [1, 2])
        XCTAssertEqual(after.map(\.finding.line), [3, 4])
        XCTAssertEqual(before.map(\.fingerprint), after.map(\.fingerprint))
        XCTAssertEqual(Set(before.map(\.fingerprint)).count, 2)
    }

    func testSARIFHasWhatGitHubRequires() throws {
        let site = try TemporarySite([(path: "sub/a.js", contents: page)])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        let log = try XCTUnwrap(report.sarif(root: site.root.path, version: "0.1.0").objectValue)
        XCTAssertEqual(log["version"], "2.1.0")
        XCTAssertEqual(log["$schema"], "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap(log["runs"]?.arrayValue?.first?.objectValue)
        let driver = try XCTUnwrap(run["tool"]?.objectValue?["driver"]?.objectValue)
        XCTAssertEqual(driver["name"], "bridgecheck")
        let rules = try XCTUnwrap(driver["rules"]?.arrayValue)
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        for rule in rules {
            let r = try XCTUnwrap(rule.objectValue)
            for key in ["id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration"] { XCTAssertNotNil(r[key], key) }
        }
        let results = try XCTUnwrap(run["results"]?.arrayValue)
        let first = try XCTUnwrap(results.first { $0.objectValue?["ruleId"] == "unknown-handler" }?.objectValue)
        XCTAssertEqual(first["level"], "error")
        let location = try XCTUnwrap(first["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue)
        XCTAssertEqual(location["artifactLocation"]?.objectValue?["uri"], "sub/a.js", "relative to the repository root")
        XCTAssertEqual(location["region"], ["startLine": 1, "startColumn": 1])
        XCTAssertEqual(first["partialFingerprints"]?.objectValue?["primaryLocationLineHash"]?.stringValue?.count, 40)
        XCTAssertEqual(first["ruleIndex"]?.numberValue?.int64, Int64(RuleRegistry.all.firstIndex { $0.description.id == "unknown-handler" } ?? -1))
        do {
            let problems = try SARIFSchemaCheck.problems(Data(JSONWriter(pretty: true).string(.object(log)).utf8))
            XCTAssertEqual(problems, [], "every lint rule and finding conforms to SARIF 2.1.0")
        } catch SARIFSchemaCheck.CheckError.missingValidator {
            throw XCTSkip(SARIFSchemaCheck.missingValidatorMessage)
        }
    }

    func testBaselineWriteCompareAndPrune() throws {
        let site = try TemporarySite([(path: "a.js", contents: page)])
        defer { site.remove() }
        let first = site.lint(manifest: ExampleManifest.rules)
        let baseline = try Baseline.load(try write(Baseline(first), in: site))
        XCTAssertEqual(baseline.entries.count, first.allFindings.count)
        // The same findings, shifted: nothing new, nothing stale.
        try Data(("\n" + page).utf8).write(to: site.root.appendingPathComponent("a.js"))
        let (same, staleNone) = baseline.filter(site.lint(manifest: ExampleManifest.rules))
        XCTAssertEqual(same.allFindings, [])
        XCTAssertEqual(staleNone, [])
        // One fixed, one new.
        try Data("window.webkit.messageHandlers.nativeHandlr.postMessage('x');\nwindow.webkit.messageHandlers.missing.postMessage(1);\n".utf8).write(to: site.root.appendingPathComponent("a.js"))
        let (new, stale) = baseline.filter(site.lint(manifest: ExampleManifest.rules))
        XCTAssertEqual(site.relative(new.allFindings.filter { $0.file.hasSuffix("a.js") }), ["a.js:2:1 unknown-handler"])
        XCTAssertEqual(stale.map(\.rule), ["param-type"])
    }

    func testABaselineThatIsNotOneSaysSo() throws {
        let site = try TemporarySite([(path: "b.json", contents: "{\"entries\": []}")])
        defer { site.remove() }
        XCTAssertThrowsError(try Baseline.load(site.root.appendingPathComponent("b.json").path)) {
            XCTAssertTrue("\($0)".hasSuffix("b.json: not a bridgecheck baseline: expected {\"version\": 1, \"entries\": [...]}"), "\($0)")
        }
    }

    private func write(_ baseline: Baseline, in site: TemporarySite) throws -> String {
        let path = site.root.appendingPathComponent("baseline.json").path
        try Data(JSONWriter(pretty: true).string(baseline.json).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
