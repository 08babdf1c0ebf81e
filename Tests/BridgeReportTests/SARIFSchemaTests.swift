import BridgeJSON
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// SARIF as GitHub code scanning reads it: every log bridgecheck writes conforms to the SARIF
/// 2.1.0 schema. The engines' own logs are checked where their tests write them (lint in
/// GateTests, native in NativeCommandTests, run in RunTests); here the writer with every field
/// it can fill, and hostile text in each.
final class SARIFSchemaTests: XCTestCase {
    private func validate(_ log: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        do {
            return try SARIFSchemaCheck.problems(Data(JSONWriter(pretty: true).string(log).utf8))
        } catch SARIFSchemaCheck.CheckError.missingValidator {
            throw XCTSkip(SARIFSchemaCheck.missingValidatorMessage)
        }
    }

    func testEveryFieldTheWriterFillsConforms() throws {
        let nasty = "\u{0}\u{1b}[31m ]]> \"quoted\" \\ \u{FFFE} 한글 \n"
        let rules = [
            SARIF.Rule(id: "unknown-handler", name: "UnknownHandler", shortDescription: nasty, fullDescription: nasty, help: nasty, level: .error),
            SARIF.Rule(id: "dynamic-call", name: "DynamicCall", shortDescription: "s", fullDescription: "f", help: "h", level: .info),
            SARIF.Rule(id: "w", name: "W", shortDescription: "s", fullDescription: "f", help: "h", level: .warning),
        ]
        let results = [
            SARIF.Result(finding: Finding(ruleID: "unknown-handler", severity: .error, message: nasty, file: "/work/site/a b#?.html", line: 3, column: 5, hint: nasty), fingerprint: "abc"),
            // Line and column 0 (a finding about a whole file) become 1: SARIF's minimum.
            SARIF.Result(finding: Finding(ruleID: "dynamic-call", severity: .info, message: "m", file: "site/x.js", line: 0, column: 0), fingerprint: "def"),
            // A rule the run does not list has no ruleIndex.
            SARIF.Result(finding: Finding(ruleID: "not-listed", severity: .warning, message: "m", file: "../outside.js"), fingerprint: "0"),
        ]
        for category in [nil, "lint", "native", "run"] as [String?] {
            let log = SARIF.log(tool: "1.2.3", rules: rules, results: results, root: "/work", category: category, properties: JSONObject([.init(key: "ignored", value: .array([.string(nasty)]))]))
            XCTAssertEqual(try validate(log), [], "category \(category ?? "none")")
        }
        XCTAssertEqual(try validate(SARIF.log(tool: "0", rules: [], results: [], root: "/")), [], "an empty run")
    }

    /// The check can fail: a log that breaks the schema is named with where and why.
    func testALogThatBreaksTheSchemaIsCaught() throws {
        let bad: JSONValue = .object(JSONObject([
            .init(key: "version", value: "2.0.0"),
            .init(key: "runs", value: .array([.object(JSONObject([.init(key: "results", value: .array([]))]))])),
        ]))
        let problems = try validate(bad)
        XCTAssertEqual(problems.count, 2, "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("runs/0: ") && $0.contains("'tool' is a required property") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("version: ") && $0.contains("2.0.0") }, "\(problems)")
    }
}
