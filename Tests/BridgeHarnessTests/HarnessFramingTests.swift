@testable import BridgeHarness
import Foundation
import XCTest

/// The harness side of the protocol, in process: frames in through one pipe, answers out through
/// another, exactly as the protocol's documentation (and bridgecheck's client) lays them out.
final class HarnessFramingTests: XCTestCase {
    private func frame(_ bytes: [UInt8]) -> [UInt8] { Harness.littleEndian(UInt32(bytes.count)) + bytes }

    /// Writes `input` to a pipe, serves it with `handle`, and returns what the harness wrote.
    private func serve(_ input: [UInt8], _ handle: ([UInt8]) -> Harness.Verdict) throws -> [UInt8] {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&inPipe), 0)
        XCTAssertEqual(pipe(&outPipe), 0)
        // Small inputs only: the pipe's buffer holds them before anything reads.
        XCTAssertEqual(input.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }, input.count)
        close(inPipe[1])
        var reader = FrameReader(fd: inPipe[0])
        var writer = BufferedWriter(fd: outPipe[1])
        Harness.serve(&reader, &writer, handle)
        close(inPipe[0])
        close(outPipe[1])
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let n = chunk.withUnsafeMutableBytes({ read(outPipe[0], $0.baseAddress, $0.count) }), n > 0 { out += chunk[0..<n] }
        close(outPipe[0])
        return out
    }

    func testEachInputGetsStatusLengthAndOutputInOrder() throws {
        let out = try serve(frame(Array("ok".utf8)) + frame([]) + frame(Array("bad".utf8))) { input in
            input == Array("bad".utf8) ? .rejected(Array("no".utf8)) : .accepted(input)
        }
        XCTAssertEqual(out, [0, 2, 0, 0, 0] + Array("ok".utf8) + [0, 0, 0, 0, 0] + [1, 2, 0, 0, 0] + Array("no".utf8))
    }

    /// A frame cut short, or longer than the limit, ends the input: what came before is answered.
    func testATruncatedOrOversizedFrameEndsTheInput() throws {
        var handled = 0
        let cut = try serve(frame([7]) + [9, 0, 0, 0, 1, 2]) { _ in
            handled += 1
            return .accepted()
        }
        XCTAssertEqual(cut, [0, 0, 0, 0, 0])
        XCTAssertEqual(handled, 1)
        let huge = try serve(Harness.littleEndian(UInt32(Harness.maxInputBytes + 1)) + [1, 2, 3]) { _ in .accepted() }
        XCTAssertEqual(huge, [])
    }

    /// Protocol v2's sequence frames: a count, then each message with its length; anything else
    /// (a count past the limit, trailing bytes, a message running past the end) is no sequence.
    func testSequenceFramesAreReadExactly() {
        let two = Harness.littleEndian(2) + frame(Array("a".utf8)) + frame(Array("bc".utf8))
        XCTAssertEqual(Harness.sequence(two), [Array("a".utf8), Array("bc".utf8)])
        XCTAssertEqual(Harness.sequence(Harness.littleEndian(0)), [])
        XCTAssertNil(Harness.sequence(two + [0]), "trailing bytes")
        XCTAssertNil(Harness.sequence(Harness.littleEndian(1) + Harness.littleEndian(5) + [1]), "a message past the end")
        XCTAssertNil(Harness.sequence(Harness.littleEndian(UInt32(Harness.maxSequenceMessages + 1))), "more messages than a sequence holds")
        XCTAssertNil(Harness.sequence([1, 0]), "no count")
    }
}
