@testable import BridgeFuzz
import XCTest

/// The run's summary groups repeated failures by kind, so one crash is not buried under many
/// contract failures.
final class FuzzReportTests: XCTestCase {
    func testRepeatedFailuresAreGroupedByKind() {
        var result = TargetResult(name: "harness-EXAMPLE")
        result.runs = 100
        func failure(_ kind: FailureKind, _ n: Int) -> FuzzFailure {
            let name = (kind == .crash ? "crash" : kind.rawValue) + "-\(n)"
            return FuzzFailure(kind: kind, message: "m\(n)", input: [], origin: "o", file: "corpus/harness-EXAMPLE/crashes/\(name)", replay: "replay \(n)", elapsed: 0)
        }
        result.failures = (1...5).map { failure(.invalidAccepted, $0) } + [failure(.crash, 6)]
        XCTAssertEqual(FuzzReport.summary(result).split(separator: "\n").dropFirst().map(String.init), [
            "  invalid-accepted: m1", "    saved: corpus/harness-EXAMPLE/crashes/invalid-accepted-1", "    replay: replay 1",
            "  invalid-accepted: m2", "    saved: corpus/harness-EXAMPLE/crashes/invalid-accepted-2", "    replay: replay 2",
            "  … and 3 more invalid-accepted (all saved in corpus/harness-EXAMPLE/crashes/invalid-accepted-*)",
            "  crash: m6", "    saved: corpus/harness-EXAMPLE/crashes/crash-6", "    replay: replay 6",
        ])
    }

    func testEachKindIsTimedFromItsOwnFirstFailure() throws {
        var result = TargetResult(name: "harness-EXAMPLE")
        result.runs = 5000
        result.failures = [
            FuzzFailure(kind: .invalidAccepted, message: "a", input: [], origin: "o", elapsed: 0.25, runs: 40),
            FuzzFailure(kind: .crash, message: "b", input: [], origin: "o", elapsed: 1.5, runs: 1200),
            FuzzFailure(kind: .invalidAccepted, message: "c", input: [], origin: "o", elapsed: 0.1, runs: 9),
        ]
        let suite = try XCTUnwrap(FuzzReport.junit([result], seed: 7).suites.first)
        let properties = suite.properties.filter { $0.name.hasPrefix("first") || $0.name.hasPrefix("runs to") }
        XCTAssertEqual(properties.map { "\($0.name)=\($0.value)" }, [
            "first failure after (s)=0.100",
            "first invalid-accepted after (s)=0.100", "runs to first invalid-accepted=9",
            "first crash after (s)=1.500", "runs to first crash=1200",
        ])
    }
}
