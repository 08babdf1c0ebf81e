@testable import BridgeFuzz
import Foundation
import TestSupport
import XCTest

/// Writing to a program that has already exited fails cleanly: no SIGPIPE, no trap on EPIPE.
final class ReplyOracleTests: XCTestCase {
    func testANodeThatExitsAtOnceEndsNothing() throws {
        let exitsAtOnce = try XCTUnwrap(Tool.find("true"))
        let oracle = ReplyOracle(node: exitsAtOnce)
        // Well over a pipe's 64 KiB, so the writer meets the closed pipe.
        for k in 0..<5_000 {
            oracle.add(input: Array("\"\(k)\"".utf8), script: Array(("f(" + String(repeating: "1", count: 100) + ")").utf8))
        }
        XCTAssertEqual(oracle.flush().count, 0)
        XCTAssertEqual(oracle.pending, 0)
    }

    func testTheOracleStillJudgesWithNode() throws {
        guard let node = Tool.find("node") else { throw XCTSkip("node is not on PATH") }
        let oracle = ReplyOracle(node: node)
        oracle.add(input: Array(#"{"a":1}"#.utf8), script: Array(#"f({"a":1}, '{"a":1}')"#.utf8))
        oracle.add(input: Array(#"{"a":1}"#.utf8), script: Array(#"f({"a":2}, '{"a":2}')"#.utf8))
        let failures = oracle.flush()
        XCTAssertEqual(failures.map { String(decoding: $0.0, as: UTF8.self) }, [#"{"a":1}"#])
        XCTAssertEqual(failures.first?.1, "node: the script's callback received a different value: value differs")
    }

    func testToolRunSurvivesAProgramThatReadsNothing() throws {
        let exitsAtOnce = try XCTUnwrap(Tool.find("true"))
        let result = try Tool.run(exitsAtOnce, [], stdin: Data(count: 1 << 20))
        XCTAssertEqual(result.status, 0)
    }
}
