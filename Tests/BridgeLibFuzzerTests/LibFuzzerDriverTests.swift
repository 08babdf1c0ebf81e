import BridgeLibFuzzer
import Foundation
import TestSupport
import XCTest

/// The driver libFuzzer's entry points call: the contract's oracles, and mutation that keeps to
/// libFuzzer's size limit and repeats for a seed.
final class LibFuzzerDriverTests: XCTestCase {
    private var manifest: [UInt8] {
        get throws { [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("examples/bridge-manifest.json"))) }
    }

    func testTheOraclesCompareTheDecoderWithTheContract() throws {
        let valid = Array(#"{"action":"pong","param":{"count":"3"}}"#.utf8)
        let invalid = Array(#"{"action":"pong","param":{"count":3}}"#.utf8)
        let rejecting = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .rejected }
        XCTAssertTrue(rejecting.contractAccepts(valid))
        XCTAssertEqual(rejecting.test(valid), "valid-rejected: the contract accepts this 'EXAMPLE' message, but the decoder rejects it")
        XCTAssertNil(rejecting.test(invalid))
        let accepting = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .accepted }
        XCTAssertNil(accepting.test(valid))
        XCTAssertEqual(accepting.test(invalid), "invalid-accepted: the contract rejects this 'EXAMPLE' message, but the decoder accepts it")
        let crashesOnly = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE", oracles: try XCTUnwrap(.init(names: "none"))) { _ in .accepted }
        XCTAssertNil(crashesOnly.test(invalid))
        XCTAssertNil(LibFuzzerDriver.Oracles(names: "valid-rejected,sometimes"))
    }

    func testSetupErrorsSayWhatIsWrong() throws {
        XCTAssertThrowsError(try LibFuzzerDriver(manifest: manifest, handler: "EXAMPL") { _ in .accepted }) { error in
            XCTAssertTrue("\(error)".hasPrefix("the manifest has no handler 'EXAMPL'; it has ios_javascript, customScheme"), "\(error)")
        }
        XCTAssertThrowsError(try LibFuzzerDriver(manifest: Array("{".utf8), handler: "EXAMPLE") { _ in .accepted }) { error in
            XCTAssertTrue("\(error)".hasPrefix("the manifest built into this fuzzer does not load"), "\(error)")
        }
    }

    /// libFuzzer gives a seed and a size limit: the same seed gives the same bytes, never more
    /// than the limit, and the generator's messages (not only libFuzzer's byte mutation) appear.
    func testMutationRepeatsForASeedAndKeepsToTheLimit() throws {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let start = Array(#"{"action":"pong","param":{"count":"3"}}"#.utf8)
        var generated = 0
        for _ in 0..<300 {
            let limit = Int.random(in: 0...200, using: &rng)
            let s = UInt32.random(in: 0...UInt32.max, using: &rng)
            let a = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .accepted }
            let b = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .accepted }
            var usedFallback = false
            let x = a.mutate(start, maxSize: limit, seed: s) { bytes, _ in
                usedFallback = true
                return bytes.reversed()
            }
            let y = b.mutate(start, maxSize: limit, seed: s) { bytes, _ in bytes.reversed() }
            XCTAssertEqual(x, y, "seed \(seed)")
            XCTAssertLessThanOrEqual(x.count, limit, "seed \(seed)")
            if !usedFallback { generated += 1 }
        }
        XCTAssertGreaterThan(generated, 50, "seed \(seed): the contract's generator should make a good part of the mutations")
    }

    /// The sequence layout: every byte string reads as messages, and a joined sequence reads back.
    func testASequenceIsLengthPrefixedMessagesAndAnyBytesReadAsOne() {
        let messages = [Array(#"{"action":"start","id":"a1b2c3d4"}"#.utf8), [], Array("x".utf8)]
        let joined = SequenceLayout.join(messages)
        XCTAssertEqual(Array(joined.prefix(2)), [0, 34])
        XCTAssertEqual(SequenceLayout.split(joined), messages)
        XCTAssertEqual(SequenceLayout.split([0, 5, 65, 66]), [[65, 66]], "a length past the end takes what is left")
        XCTAssertEqual(SequenceLayout.split([7]), [], "an odd last byte is no message")
        XCTAssertEqual(SequenceLayout.split([UInt8](repeating: 0, count: 200)).count, SequenceLayout.maxMessages)
        XCTAssertEqual(SequenceLayout.join(messages, maxSize: 40), SequenceLayout.join([messages[0], messages[1]]), "messages are dropped from the end to fit")
    }

    /// Sequence mutation repeats for a seed, keeps to the limit, and among its operations puts a
    /// value one message carries into another message: what a task table keyed across messages needs.
    func testSequenceMutationReusesValuesAcrossMessages() throws {
        let tasks = [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("examples/planted-bugs/tasks-manifest.json")))
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let start = SequenceLayout.join([Array(#"{"action":"start","id":"upload-0001"}"#.utf8), Array(#"{"action":"finish","task":"upload-0002"}"#.utf8)])
        var reused = 0
        for _ in 0..<400 {
            let limit = Int.random(in: 0...300, using: &rng)
            let s = UInt32.random(in: 0...UInt32.max, using: &rng)
            let a = try LibFuzzerDriver(manifest: tasks, handler: "tasks") { _ in .accepted }
            let b = try LibFuzzerDriver(manifest: tasks, handler: "tasks") { _ in .accepted }
            let x = a.mutateSequence(start, maxSize: limit, seed: s) { bytes, _ in bytes.reversed() }
            XCTAssertEqual(x, b.mutateSequence(start, maxSize: limit, seed: s) { bytes, _ in bytes.reversed() }, "seed \(seed)")
            XCTAssertLessThanOrEqual(x.count, limit, "seed \(seed)")
            if SequenceLayout.split(x).contains(Array(#"{"action":"finish","task":"upload-0001"}"#.utf8)) { reused += 1 }
        }
        XCTAssertGreaterThan(reused, 0, "seed \(seed): the start's id should reach the finish's task")
        // Each input is a sequence sent after the reset, in order.
        var log: [String] = []
        let driver = try LibFuzzerDriver(manifest: tasks, handler: "tasks") { log.append(String(decoding: $0, as: UTF8.self)); return .accepted }
        driver.testSequence(start) { log.append("reset") }
        XCTAssertEqual(log, ["reset", #"{"action":"start","id":"upload-0001"}"#, #"{"action":"finish","task":"upload-0002"}"#])
    }

    func testCrossOverMergesTwoObjectsAndSplicesOtherBytes() throws {
        let driver = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .accepted }
        let merged = driver.crossOver(Array(#"{"action":"pong"}"#.utf8), Array(#"{"param":{"count":"1"}}"#.utf8), maxSize: 100, seed: 7)
        XCTAssertEqual(String(decoding: merged, as: UTF8.self), #"{"action":"pong","param":{"count":"1"}}"#)
        let spliced = driver.crossOver(Array("abc".utf8), Array("xyz".utf8), maxSize: 2, seed: 7)
        XCTAssertLessThanOrEqual(spliced.count, 2)
    }

    func testSeedsAreTheExamplesAndGeneratedMessages() throws {
        let driver = try LibFuzzerDriver(manifest: manifest, handler: "EXAMPLE") { _ in .accepted }
        let seeds = driver.seeds(count: 10, seed: 1)
        let texts = seeds.map { String(decoding: $0, as: UTF8.self) }
        XCTAssertTrue(texts.contains(#"{"action":"pong","param":{"count":"0"}}"#), "the manifest's example is a seed: \(texts)")
        XCTAssertEqual(Set(seeds).count, seeds.count)
        XCTAssertGreaterThan(seeds.count, 1)
    }
}
