import BridgeContract
import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// Lint on corpus/realworld, scored against the labels written before it ran: it may not fall
/// below the figures committed in corpus/realworld/scores.json.
final class RealWorldCorpusTests: XCTestCase {
    private struct Label: Decodable {
        struct Call: Decodable { let file: String; let line: Int }
        struct Expected: Decodable { let file: String; let line: Int; let rule: String }
        let calls: [Call]
        let findings: [Expected]
    }

    private struct Scores: Decodable {
        let precision: Double
        let recall: Double
        let calls_recognised: Double
        let repositories: Int
    }

    func testLintKeepsItsScoresOnTheRealWorldCorpus() throws {
        let corpus = Fixtures.packageRoot.appendingPathComponent("corpus/realworld")
        let committed = try JSONDecoder().decode(Scores.self, from: Data(contentsOf: corpus.appendingPathComponent("scores.json")))
        let entries = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
            .filter { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("\($0)/labels.json").path) }
        XCTAssertEqual(entries.count, committed.repositories, "scores.json was committed for another set of repositories")
        var reported = 0, expected = 0, matched = 0, calls = 0, recognised = 0
        var report: [String] = []
        for entry in entries {
            let folder = corpus.appendingPathComponent(entry)
            let labels = try JSONDecoder().decode(Label.self, from: Data(contentsOf: folder.appendingPathComponent("labels.json")))
            let manifestPath = folder.appendingPathComponent("bridge-manifest.json").path
            var options = LintOptions()
            options.prefilter = false
            options.allowEmpty = true
            options.manifestPath = "bridge-manifest.json"
            options.manifestLines = ManifestSourceMap([UInt8](try Data(contentsOf: URL(fileURLWithPath: manifestPath))))
            let manifest = try ManifestLoader.load(contentsOf: manifestPath)
            let previous = FileManager.default.currentDirectoryPath
            FileManager.default.changeCurrentDirectoryPath(folder.path)
            let result = Linter(manifest: manifest, options: options).run(paths: ["site"])
            FileManager.default.changeCurrentDirectoryPath(previous)

            let found = Set(result.allFindings.filter { $0.severity == .error || $0.severity == .warning }.map { "\($0.file):\($0.line) \($0.ruleID)" })
            let wanted = Set(labels.findings.map { "\($0.file):\($0.line) \($0.rule)" })
            let seen = Set(result.files.flatMap { file in file.calls.map { "\(file.path):\($0.location.line)" } })
            let callSites = Set(labels.calls.map { "\($0.file):\($0.line)" })
            reported += found.count
            expected += wanted.count
            matched += found.intersection(wanted).count
            calls += callSites.count
            recognised += callSites.intersection(seen).count
            report += found.subtracting(wanted).sorted().map { "\(entry): reported, not labelled: \($0)" }
            report += wanted.subtracting(found).sorted().map { "\(entry): labelled, not reported: \($0)" }
            report += callSites.subtracting(seen).sorted().map { "\(entry): call not recognised: \($0)" }
        }
        func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 1 : Double(a) / Double(b) }
        let details = report.joined(separator: "\n")
        XCTAssertGreaterThanOrEqual(ratio(matched, reported), committed.precision, "precision fell\n\(details)")
        XCTAssertGreaterThanOrEqual(ratio(matched, expected), committed.recall, "recall fell\n\(details)")
        XCTAssertGreaterThanOrEqual(ratio(recognised, calls), committed.calls_recognised, "fewer calls recognised\n\(details)")
    }
}
