@testable import BridgeFuzz
import BridgeGenerate
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

    /// Issue 29 §4: the summary and the JUnit properties say how many inputs each generator made
    /// and how many reached a new outcome, most used first; a run with no generated input says
    /// nothing of them.
    func testTheSummarySaysWhereTheInputsCameFrom() throws {
        var result = TargetResult(name: "harness-test")
        result.runs = 1000
        XCTAssertEqual(FuzzReport.summary(result), "harness-test: 1000 runs, 0 exec/s, corpus 0 (+0 new), 0 failures")
        result.generators = [.init(name: "valid", inputs: 300, new: 2), .init(name: "mutant", inputs: 500, new: 5), .init(name: "envelope field", inputs: 70), .init(name: "byte mutation", inputs: 130, new: 1)]
        XCTAssertEqual(FuzzReport.summary(result).split(separator: "\n").dropFirst().map(String.init), [
            "  inputs: mutant 500 (5 new), valid 300 (2 new), byte mutation 130 (1 new), envelope field 70"
        ])
        let suite = try XCTUnwrap(FuzzReport.junit([result], seed: 7).suites.first)
        XCTAssertEqual(suite.properties.filter { $0.name.contains(" from ") }.map { "\($0.name)=\($0.value)" }, [
            "inputs from valid=300", "new outcomes from valid=2", "inputs from mutant=500", "new outcomes from mutant=5",
            "inputs from envelope field=70", "new outcomes from envelope field=0", "inputs from byte mutation=130", "new outcomes from byte mutation=1",
        ])
    }

    /// Each input's generator is read from its origin.
    func testAnInputsGeneratorIsReadFromItsOrigin() {
        let origins = [
            ("valid pong", "valid"), ("mutant pong: key added at $", "mutant"), ("mutant test: envelope field $.metadata.sequence = -1", "envelope field"),
            ("bytes: flip+splice", "byte mutation"), ("sequence out-of-order of 4 (ids 3, 2, 1, 0)", "sequence: out-of-order"),
            ("sequence completion of a call never made of 3", "sequence: completion of a call never made"), ("corpus sequence: message 2 dropped", "corpus sequence"),
            ("data-url: missing comma", "data-url"), ("page", "page"), ("valid pong (cut to --max-len)", "valid"), ("sequence of 2", "sequence of 2"),
        ]
        for (origin, generator) in origins { XCTAssertEqual(FuzzInput([], .any, origin).generator, generator, origin) }
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

    /// Issue 28 §3: with the time fixed (`SOURCE_DATE_EPOCH`) a report holds no clock reading,
    /// only what the seed, the inputs and the corpus decide; with it, durations and speeds too.
    func testAReportWithoutTheClockHoldsOnlyWhatTheInputsDecide() throws {
        var result = TargetResult(name: "message-share")
        result.runs = 812
        result.duration = 1.25
        result.inputsAskedFor = 2000
        result.timeBudgetReached = true
        result.newCorpusEntries = 3
        result.corpusSize = 5
        result.newEntriesSaved = false
        result.failures = [
            FuzzFailure(kind: .crash, message: "b", input: [], origin: "o", elapsed: 1.5, runs: 700),
            FuzzFailure(kind: .invalidAccepted, message: "a", input: [], origin: "o", elapsed: 0.25, runs: 40),
        ]
        let still = try XCTUnwrap(FuzzReport.junit([result], seed: 1, clock: false).suites.first)
        XCTAssertEqual(still.time, 0)
        XCTAssertEqual(still.properties.map { "\($0.name)=\($0.value)" }, [
            "seed=1", "runs=812", "inputs per target=2000", "corpus size=5", "new corpus entries=3", "new corpus entries saved=no",
            "interrupted=no", "time budget reached=yes", "runs to first invalid-accepted=40", "runs to first crash=700",
        ])
        XCTAssertEqual(
            still.systemOut.split(separator: "\n").first.map(String.init),
            "message-share: 812 runs, corpus 5 (+3 new, not saved), 2 failures (the time budget ended it after 812 of 2000 inputs)")
        let timed = try XCTUnwrap(FuzzReport.junit([result], seed: 1, clock: true).suites.first)
        XCTAssertEqual(timed.time, 1.25)
        XCTAssertEqual(timed.properties.map(\.name).filter { $0.contains("(s)") || $0 == "exec/s" || $0 == "duration" }, [
            "exec/s", "duration", "first failure after (s)", "first invalid-accepted after (s)", "first crash after (s)",
        ])
        // A run given no number of inputs says nothing of one.
        result.inputsAskedFor = nil
        result.timeBudgetReached = false
        result.newEntriesSaved = true
        let open = try XCTUnwrap(FuzzReport.junit([result], seed: 1, clock: false).suites.first)
        XCTAssertFalse(open.properties.contains { $0.name == "inputs per target" || $0.name == "time budget reached" || $0.name == "new corpus entries saved" })
        XCTAssertEqual(FuzzReport.summary(result, clock: false).split(separator: "\n").first.map(String.init), "message-share: 812 runs, corpus 5 (+3 new), 2 failures")
    }
}
