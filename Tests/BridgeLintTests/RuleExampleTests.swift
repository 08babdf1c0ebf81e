import BridgeContract
import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// Runs every rule's triggering and non-triggering examples.
final class RuleExampleTests: XCTestCase {
    func testRuleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, "\(rule.description.id) has no non-triggering example")
            XCTAssertFalse(rule.description.summary.isEmpty, rule.description.id)
        }
    }

    func testEveryRuleFiresExactlyAtItsMarkersAndNowhereElse() throws {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for (k, example) in rule.description.triggering.enumerated() {
                var expected: [String] = []
                var files: [(path: String, contents: String)] = []
                for file in example.files {
                    let path = file.path.replacingOccurrences(of: "↓", with: "")
                    if file.path.contains("↓") { expected.append("\(path):1:1 \(id)") }
                    expected += Self.markers(in: file.contents).map { "\(path):\($0.line):\($0.column) \(id)" }
                    files.append((path: path, contents: file.contents.replacingOccurrences(of: "↓", with: "")))
                }
                let site = try TemporarySite(files)
                defer { site.remove() }
                let found = site.relative(site.lint(manifest: try Self.manifest(of: example)).allFindings.filter { $0.ruleID == id })
                if [UnusedHandlerRule.id, MissingCallbackRule.id, ManifestIncompleteRule.id].contains(id) {
                    // Site-wide rules report at the manifest entry; the example has no marker.
                    XCTAssertTrue(expected.isEmpty, "\(id) example \(k) should have no marker")
                    XCTAssertFalse(found.isEmpty, "\(id) triggering example \(k) did not fire")
                } else {
                    XCTAssertEqual(found, expected, "\(id) triggering example \(k)")
                }
            }
            for (k, example) in rule.description.nonTriggering.enumerated() {
                let site = try TemporarySite(example.files)
                defer { site.remove() }
                let found = site.lint(manifest: try Self.manifest(of: example)).allFindings.filter { $0.ruleID == id }
                XCTAssertEqual(site.relative(found), [], "\(id) non-triggering example \(k)")
            }
        }
    }

    /// The example's own manifest, or the shared one.
    static func manifest(of example: RuleExample) throws -> Manifest {
        guard let text = example.manifest else { return ExampleManifest.rules }
        return try ManifestLoader.load(bytes: Array(text.utf8), file: "rule-example.json")
    }

    static func markers(in text: String) -> [(line: Int, column: Int)] { ExampleMarkers.positions(in: text) }
}
