import Foundation
import TestSupport
import XCTest

@testable import BridgeFuzz
@testable import BridgeGenerate

/// The driver side of protocol v2: the hello on every start, sequences in flight together, state
/// that lasts one sequence, a crash blamed on its message, and harnesses that cannot speak v2.
final class SequenceProtocolTests: XCTestCase {
    private func fixture(_ name: String) -> String { Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/\(name)").path }

    private func client(_ script: String = "sequence-harness.py", timeout: Double = 5, _ extra: [String] = []) throws -> HarnessClient {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        return HarnessClient(command: [python, fixture(script)] + extra, timeout: timeout, sequences: true)
    }

    private func b(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testSequencesInFlightComeBackInOrderEachWithItsOwnState() throws {
        let c = try client()
        defer { c.stop() }
        let sequences = (0..<300).map { k in (0...(k % 4)).map { _ in b("count") } + [b("reject \(k)"), b("echo \(k)")] }
        let answered = try c.runSequences(sequences)
        XCTAssertEqual(answered.count, sequences.count)
        for (k, answers) in answered.enumerated() {
            let counts = (1...(k % 4 + 1)).map { HarnessOutcome.accepted(b(String($0))) }
            XCTAssertEqual(answers, counts + [.rejected(b("reject \(k)")), .accepted(b("echo \(k)"))], "sequence \(k)")
        }
        XCTAssertEqual(c.starts, 1)
    }

    func testACrashIsBlamedOnItsMessageAndTheRestartSaysHelloAgain() throws {
        let c = try client()
        defer { c.stop() }
        let answered = try c.runSequences([[b("a")], [b("b"), b("c")], [b("count"), b("crash"), b("never")], [b("never either")]])
        XCTAssertEqual(answered.count, 3)
        XCTAssertEqual(answered[0], [.accepted(b("a"))])
        XCTAssertEqual(answered[1], [.accepted(b("b")), .accepted(b("c"))])
        XCTAssertEqual(answered[2], [.accepted(b("1")), .crashed(reason: "killed by SIGABRT")])
        XCTAssertTrue(String(decoding: c.stderrTail, as: UTF8.self).contains("planted crash in a sequence"))
        XCTAssertEqual(try c.runSequences([[b("count"), b("count")]]), [[.accepted(b("1")), .accepted(b("2"))]])
        XCTAssertEqual(c.starts, 2)
        // `run` judges a whole sequence: its first failure, else its last answer.
        let whole = try c.run([MessageSequence.encode([b("x"), b("reject y")]), MessageSequence.encode([b("crash"), b("z")])])
        XCTAssertEqual(whole, [.rejected(b("reject y")), .crashed(reason: "killed by SIGABRT")])
    }

    /// The harness side: after the hello, a frame that is not one sequence ends the harness with
    /// status 2 and says why on standard error, rather than reading past the frame.
    func testTheHarnessLibraryRefusesAFrameThatIsNotASequence() throws {
        let harness = Bundle.main.bundleURL.appendingPathComponent("planted-bugs-harness").path
        func frame(_ bytes: [UInt8]) -> [UInt8] { HarnessClient.littleEndian(UInt32(bytes.count)) + bytes }
        for bad: [UInt8] in [[1, 0, 0, 0], [2, 0, 0, 0, 1, 0, 0, 0, 0x41], [1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF], [0x01, 0x04, 0, 0]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: harness)
            process.arguments = ["--bug", "sequence"]
            let input = Pipe()
            let output = Pipe()
            let error = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: Data(frame(HarnessClient.hello) + frame(bad)))
            try input.fileHandleForWriting.close()
            let answered = output.fileHandleForReading.readDataToEndOfFile()
            let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual([UInt8](answered), [2, 1, 0, 0, 0, 0x32], "\(bad): the hello is answered, nothing else")
            XCTAssertEqual(process.terminationStatus, 2, "\(bad)")
            XCTAssertEqual(said, "bridgecheck harness: a protocol v2 frame that is not a sequence (\(bad.count) bytes)\n")
        }
    }

    func testHarnessesThatCannotSpeakV2AreSetupErrors() throws {
        let v1 = try client("misbehaving-harness.py")
        XCTAssertEqual(
            v1.probe([MessageSequence.encode([b("x")])]),
            "it speaks harness protocol v1; sequences need v2 (BridgeHarness's Harness.runSequences, or answer the hello frame with status 2: see docs/fuzz.md)")
        let wrong = try client("sequence-harness.py", ["--version", "3"])
        XCTAssertEqual(wrong.probe([MessageSequence.encode([b("x")])]), "it answered the protocol v2 hello with version '3', not '2'")
        let silent = try client(timeout: 0.3, ["--hang-hello"])
        XCTAssertEqual(silent.probe([MessageSequence.encode([b("x")])]), "it did not answer the protocol v2 hello within 0.3 s")
    }
}
