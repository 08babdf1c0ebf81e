import Foundation
import TestSupport
import XCTest

/// Lint on corpus/realworld, scored against the labels written before it ran, by the command the
/// README gives (`Benchmarks/realworld/score.py`, on this build's `bridgecheck`): it may not fall
/// below the figures committed in corpus/realworld/scores.json. Running the command rather than
/// the library is what found that the command scored 0 %: the repository's own
/// `.bridgecheck.json` above each entry re-rooted the report's paths.
final class RealWorldCorpusTests: XCTestCase {
    private struct Scores: Decodable {
        let precision: Double
        let recall: Double
        let calls_recognised: Double
        let repositories: Int
    }

    private struct Output: Decodable {
        struct Entry: Decodable {
            let entry: String
            let `false`: [[JSONScalar]]
            let missed: [[JSONScalar]]
            let unrecognised: [[JSONScalar]]
        }
        struct Total: Decodable {
            let precision: Double
            let recall: Double
            let calls_recognised: Double
        }
        let entries: [Entry]
        let total: Total
    }

    /// A string or a number, as score.py's (file, line, rule) lists hold.
    private enum JSONScalar: Decodable, CustomStringConvertible {
        case text(String), number(Int)
        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let n = try? value.decode(Int.self) { self = .number(n) } else { self = .text(try value.decode(String.self)) }
        }
        var description: String {
            switch self {
            case .text(let s): return s
            case .number(let n): return String(n)
            }
        }
    }

    func testLintKeepsItsScoresOnTheRealWorldCorpus() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not installed: the corpus is not scored") }
        let corpus = Fixtures.packageRoot.appendingPathComponent("corpus/realworld")
        let committed = try JSONDecoder().decode(Scores.self, from: Data(contentsOf: corpus.appendingPathComponent("scores.json")))
        let binary = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let script = Fixtures.packageRoot.appendingPathComponent("Benchmarks/realworld/score.py").path
        let result = try Tool.run(python, [script, "--bridgecheck", binary, "--json"])
        XCTAssertEqual(result.status, 0, result.stderrText)
        let output = try JSONDecoder().decode(Output.self, from: result.stdout)
        XCTAssertEqual(output.entries.count, committed.repositories, "scores.json was committed for another set of repositories")
        var details: [String] = []
        for entry in output.entries {
            details += entry.false.map { "\(entry.entry): reported, not labelled: \($0.map(\.description).joined(separator: ":"))" }
            details += entry.missed.map { "\(entry.entry): labelled, not reported: \($0.map(\.description).joined(separator: ":"))" }
            details += entry.unrecognised.map { "\(entry.entry): call not recognised: \($0.map(\.description).joined(separator: ":"))" }
        }
        let text = details.joined(separator: "\n")
        XCTAssertGreaterThanOrEqual(output.total.precision, committed.precision, "precision fell\n\(text)")
        XCTAssertGreaterThanOrEqual(output.total.recall, committed.recall, "recall fell\n\(text)")
        XCTAssertGreaterThanOrEqual(output.total.calls_recognised, committed.calls_recognised, "fewer calls recognised\n\(text)")
    }
}
