import TestSupport
import XCTest

@testable import BridgeLint

/// A call's text as reports quote it: one line, each line trimmed, at most 120 characters.
final class ClipTests: XCTestCase {
    /// The definition, on Characters; `clip`'s byte paths must agree with it.
    private func reference(_ s: String) -> String {
        let oneLine = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map { $0.trimmingWhitespace() }.joined(separator: " ")
        return oneLine.count > 120 ? String(oneLine.prefix(117)) + "…" : oneLine
    }

    func testExamples() {
        XCTAssertEqual(CallRecognizer.clip("f(1)"), "f(1)")
        XCTAssertEqual(CallRecognizer.clip("  f(\n\t  a,\r\n  b\n)  "), "f( a, b )")
        XCTAssertEqual(CallRecognizer.clip(String(repeating: "x", count: 121)), String(repeating: "x", count: 117) + "…")
        XCTAssertEqual(CallRecognizer.clip(String(repeating: "é", count: 120)), String(repeating: "é", count: 120))
        // From source bytes, lines past the limit are never read: the non-ASCII tail is not decoded.
        let long = "f(function () {\n" + String(repeating: "  x();\n", count: 40) + "  é\u{A0}\n})"
        XCTAssertEqual(CallRecognizer.clip(ArraySlice(long.utf8)), "f(function () { " + String(repeating: "x(); ", count: 25).prefix(101) + "…")
        XCTAssertEqual(CallRecognizer.clip(ArraySlice(long.utf8)), reference(long))
    }

    func testRandomTextsAgreeWithTheDefinition() {
        let seed = SeededGenerator.seedFromEnvironment()
        var random = SeededGenerator(seed: seed)
        let pieces = ["a", "(", "\"x\"", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1F}", "é", "e\u{301}", "😀", "\u{85}", "\u{A0}", "한"]
        for _ in 0..<3000 {
            let asciiOnly = Bool.random(using: &random)
            let choices = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
            let text = (0..<Int.random(in: 0...200, using: &random)).map { _ in choices[Int.random(in: 0..<choices.count, using: &random)] }.joined()
            XCTAssertEqual(CallRecognizer.clip(text), reference(text), "seed \(seed): \(text.debugDescription)")
            XCTAssertEqual(CallRecognizer.clip(ArraySlice(text.utf8)), reference(text), "seed \(seed), from source bytes: \(text.debugDescription)")
        }
    }
}
