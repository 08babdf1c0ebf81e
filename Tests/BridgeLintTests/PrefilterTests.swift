import TestSupport
import XCTest

@testable import BridgeLint

/// The prefilter passes a file exactly when one of its needles occurs in it.
final class PrefilterTests: XCTestCase {
    func testAFileMayHoldBridgeCodeExactlyWhenANeedleOccurs() {
        let seed = SeededGenerator.seedFromEnvironment()
        var random = SeededGenerator(seed: seed)
        let needles = ["messageHandlers", "mgapp:", "me", "x"].map { Array($0.utf8) }
        let alphabet = Array("mesagHndlrpx: ".utf8)
        let long = ["messageHandlers", "mgapp:", "Handler", "pxpx:"].map { Array($0.utf8) }
        for needleSet in [needles, Array(needles.prefix(3)), [Array("ab".utf8)], long, Array(long.prefix(2))] {
            let filter = Prefilter(needles: needleSet)
            for _ in 0..<3000 {
                var bytes = (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
                // Often a needle, or its first bytes (a near miss), at a random place.
                if Bool.random(using: &random), let needle = needleSet.randomElement(using: &random) {
                    let piece = needle.prefix(Int.random(in: 1...needle.count, using: &random))
                    bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
                }
                let expected = needleSet.contains { needle in
                    needle.count <= bytes.count && (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
                }
                XCTAssertEqual(filter.mayContainBridgeCode(bytes), expected, "seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
        XCTAssertTrue(Prefilter(needles: [Array("ab".utf8)]).mayContainBridgeCode(Array("xxab".utf8)), "at the very end")
        XCTAssertFalse(Prefilter(needles: [Array("abc".utf8)]).mayContainBridgeCode(Array("xxab".utf8)), "cut off by the end")
    }
}
