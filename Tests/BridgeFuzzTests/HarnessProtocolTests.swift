@testable import BridgeFuzz
import Foundation
import TestSupport
import XCTest

/// The driver side of protocol v1 against harnesses that die, hang, print garbage, answer short
/// or exit at once; results before a failure are never lost and the harness is restarted.
final class HarnessProtocolTests: XCTestCase {
    private var script: String { Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path }

    private func client(timeout: Double = 5, _ extra: [String] = []) throws -> HarnessClient {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        return HarnessClient(command: [python, script] + extra, timeout: timeout)
    }

    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testManyInputsInFlightComeBackInOrder() throws {
        let c = try client()
        defer { c.stop() }
        let inputs = (0..<2_000).map { bytes(($0 % 7 == 0 ? "reject " : "ok ") + String($0)) } + [[], Array(repeating: 0x41, count: 1 << 20)]
        let outcomes = try c.run(inputs)
        XCTAssertEqual(outcomes.count, inputs.count)
        for (input, outcome) in zip(inputs, outcomes) {
            XCTAssertEqual(outcome, input.starts(with: bytes("reject")) ? .rejected(input) : .accepted(input))
        }
        XCTAssertEqual(c.starts, 1)
    }

    func testACrashIsBlamedOnItsInputAndTheHarnessRestarts() throws {
        let c = try client()
        defer { c.stop() }
        let outcomes = try c.run([bytes("a"), bytes("b"), bytes("crash now"), bytes("never run")])
        XCTAssertEqual(outcomes.count, 3)
        XCTAssertEqual(Array(outcomes.prefix(2)), [.accepted(bytes("a")), .accepted(bytes("b"))])
        XCTAssertEqual(outcomes.last, .crashed(reason: "killed by SIGABRT"))
        XCTAssertTrue(String(decoding: c.stderrTail, as: UTF8.self).contains("planted crash"))
        XCTAssertEqual(try c.run([bytes("after")]), [.accepted(bytes("after"))])
        XCTAssertEqual(c.starts, 2)
    }

    func testExitsAndKillsMidRunLoseNoEarlierResult() throws {
        let c = try client()
        defer { c.stop() }
        XCTAssertEqual(try c.run([bytes("1"), bytes("die")]), [.accepted(bytes("1")), .crashed(reason: "exited with status 3")])
        XCTAssertEqual(try c.run([bytes("2"), bytes("3"), bytes("kill")]), [.accepted(bytes("2")), .accepted(bytes("3")), .crashed(reason: "killed by SIGKILL")])
        XCTAssertEqual(try c.run([bytes("4")]), [.accepted(bytes("4"))])
    }

    func testAHangIsReportedWithinTheTimeout() throws {
        let c = try client(timeout: 0.5)
        defer { c.stop() }
        let start = Date()
        XCTAssertEqual(try c.run([bytes("x"), bytes("hang"), bytes("y")]), [.accepted(bytes("x")), .hung])
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertEqual(try c.run([bytes("y")]), [.accepted(bytes("y"))])
    }

    func testGarbageOnStandardOutputIsAProtocolError() throws {
        let c = try client()
        defer { c.stop() }
        let outcomes = try c.run([bytes("fine"), bytes("garbage")])
        XCTAssertEqual(outcomes.first, .accepted(bytes("fine")))
        guard case .protocolError(let why)? = outcomes.last else { return XCTFail("\(outcomes)") }
        XCTAssertTrue(why.hasPrefix("status byte 104 (0 or 1 expected)"), why)
    }

    func testAShortAnswerThenExitIsACrash() throws {
        let c = try client()
        defer { c.stop() }
        XCTAssertEqual(try c.run([bytes("short")]), [.crashed(reason: "exited with status 0")])
    }

    func testAHarnessThatExitsAtOnce() throws {
        let c = try client(["--exit-at-once"])
        defer { c.stop() }
        XCTAssertEqual(try c.run([bytes("x"), bytes("y")]), [.crashed(reason: "exited with status 4")])
    }

    func testAMissingProgramIsAStartError() {
        let c = HarnessClient(command: ["/nonexistent/harness"], timeout: 1)
        XCTAssertThrowsError(try c.run([[1]])) { XCTAssertEqual("\($0)", "'/nonexistent/harness' does not exist") }
    }

    /// Minimizing keeps the bug it started from: another crash with the same signal is not it.
    func testTheMinimizerDoesNotSlipToAnotherBugWithTheSameSignal() throws {
        let c = try client()
        defer { c.stop() }
        let input = bytes("padding bugA padding bugB padding")
        let outcome = try XCTUnwrap(try c.run([input]).first)
        guard case .crashed(let why) = outcome else { return XCTFail("\(outcome)") }
        let cause = CrashCause.describe(reason: why, stderr: c.stderrTail)
        XCTAssertTrue(cause.message.hasPrefix("killed by SIGABRT: Fatal error: bug A at 0x"), cause.message)
        let minimized = Minimizer(client: c, kind: .crash, message: cause.message).minimize(input)
        XCTAssertEqual(String(decoding: minimized, as: UTF8.self), "bugA")
        XCTAssertEqual(CrashCause.identity("killed by SIGABRT: Fatal error: bug A at 0x7f3a 'x1' \"y\""), "killed by SIGABRT: Fatal error: bug A at 0x_ \"\" \"\"")
    }
}
