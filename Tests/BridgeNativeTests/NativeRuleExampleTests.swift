import BridgeContract
import BridgeLint
import BridgeNative
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// Runs every native rule's triggering and non-triggering examples through the real reader.
final class NativeRuleExampleTests: XCTestCase {
    func testRuleIDsAreUniqueKebabCaseAndApartFromLints() {
        let ids = NativeRuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
        XCTAssertEqual(Set(ids).intersection(RuleRegistry.all.map { $0.description.id }), [])
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in NativeRuleRegistry.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    func testTheQuietAppIsQuietOnEveryRule() throws {
        let found = try NativeExampleRun(swift: NativeRuleExamples.quietApp, manifest: NativeRuleExamples.manifest).findings
        XCTAssertEqual(found, [])
    }

    /// The same app with its names in an enum, stored `let`s and a static constant: before
    /// the module's constants fed the branch tests and the scripts, it read as five errors
    /// (every branch's casts given to every handler) and two notes.
    func testTheQuietAppThroughConstantsIsQuietOnEveryRule() throws {
        let found = try NativeExampleRun(swift: NativeRuleExamples.quietAppThroughConstants, manifest: NativeRuleExamples.manifest).findings
        XCTAssertEqual(found, [])
    }

    func testTheObjectiveCQuietAppIsQuietOnEveryRule() throws {
        try ObjectiveCReader.skipUnlessBuilt()
        let example = NativeExample(objectiveC: NativeRuleExamples.quietAppObjC)
        XCTAssertEqual(try NativeExampleRun(example, manifest: NativeRuleExamples.manifest).findings, [])
    }

    /// Objective-C examples run where bridgecheck-native was built with libclang; the test says
    /// how many were left out otherwise.
    func testEveryRuleFiresExactlyAtItsMarkersAndNowhereElse() throws {
        let objectiveC = ObjectiveCReader.built
        var skipped = 0
        for rule in NativeRuleRegistry.all {
            let id = rule.id
            for (k, example) in rule.description.triggering.enumerated() {
                guard objectiveC || !example.objectiveC else {
                    skipped += 1
                    continue
                }
                let manifest = example.manifest ?? NativeRuleExamples.manifest
                let expected =
                    ExampleMarkers.positions(in: example.swift).map { "\(example.fileName):\($0.line):\($0.column) \(id)" }
                    + ExampleMarkers.positions(in: manifest).map { "bridge-manifest.json:\($0.line):\($0.column) \(id)" }
                XCTAssertFalse(expected.isEmpty, "\(id) triggering example \(k) has no marker")
                let run = try NativeExampleRun(example, manifest: manifest)
                XCTAssertEqual(run.findings.filter { $0.hasSuffix(" \(id)") }, expected.sorted(), "\(id) triggering example \(k)")
            }
            for (k, example) in rule.description.nonTriggering.enumerated() {
                guard objectiveC || !example.objectiveC else {
                    skipped += 1
                    continue
                }
                let run = try NativeExampleRun(example, manifest: example.manifest ?? NativeRuleExamples.manifest)
                XCTAssertEqual(run.findings.filter { $0.hasSuffix(" \(id)") }, [], "\(id) non-triggering example \(k)")
            }
        }
        if skipped > 0 { print("note: \(skipped) Objective-C rule examples not run: \(ObjectiveCReader.missing)") }
    }

    func testSomeRulesShowObjectiveC() {
        var rules: [String] = []
        for rule in NativeRuleRegistry.all where rule.description.triggering.contains(where: { $0.objectiveC }) { rules.append(rule.description.id) }
        XCTAssertEqual(rules, ["handler-not-in-manifest", "injected-post-unregistered", "callback-not-in-manifest", "callback-arguments-disagree", "scheme-not-in-manifest", "force-cast-page-data", "force-unwrap-page-data", "unchecked-split-index", "unchecked-page-index", "unencoded-script-interpolation", "native-not-followed"])
    }
}

/// An example's Swift and manifest (markers removed) written to a folder and checked by
/// `bridgecheck-native`; findings as `file:line:column rule`, paths relative to the folder.
struct NativeExampleRun {
    static var binary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck-native").path }

    let findings: [String]

    init(swift: String, manifest: String) throws {
        try self.init(NativeExample(swift), manifest: manifest)
    }

    init(_ example: NativeExample, manifest: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("native-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try example.swift.replacingOccurrences(of: "↓", with: "").write(to: folder.appendingPathComponent(example.fileName), atomically: true, encoding: .utf8)
        try manifest.replacingOccurrences(of: "↓", with: "").write(to: folder.appendingPathComponent("bridge-manifest.json"), atomically: true, encoding: .utf8)
        let result = try Tool.run(Self.binary, ["native", "--manifest", "bridge-manifest.json", example.fileName], currentDirectory: folder)
        guard result.status == 0 || result.status == 1 else { throw NativeRunError(status: result.status, stderr: result.stderrText) }
        findings = NativeOutput.findings(result.stdoutText).sorted()
    }
}

struct NativeRunError: Error, CustomStringConvertible {
    let status: Int32
    let stderr: String
    var description: String { "bridgecheck-native exited \(status): \(stderr)" }
}

/// `file:line:column rule` of each finding line of text output.
enum NativeOutput {
    static func findings(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4 else { return nil }
            return "\(parts[0]):\(parts[1]):\(parts[2]) \(rule)"
        }
    }
}

/// Whether this build of bridgecheck-native reads Objective-C (it needs libclang-dev's headers
/// when it is built); found by asking it to read an empty .m file.
enum ObjectiveCReader {
    static let missing = "bridgecheck-native was built without libclang (install libclang-dev and rebuild)"

    static let built = ObjectiveCProbe.reads(with: NativeExampleRun.binary)

    static func skipUnlessBuilt() throws {
        if !built { throw XCTSkip(missing) }
    }
}
