@testable import BridgeLint
import TestSupport
import XCTest

final class JSTokenizerTests: XCTestCase {
    private func kinds(_ source: String) -> [String] {
        let t = JSTokenizer.tokenize(source)
        return t.tokens.map { token in
            let text = t.text(of: token)
            switch token.kind {
            case .identifier: return "id:\(text)"
            case .privateName: return "#\(text)"
            case .punctuator: return text
            case .string: return "str:\(text)"
            case .template: return "tpl-\(token.templatePart):\(text)"
            case .number: return "num:\(text)"
            case .regex: return "re:\(text)"
            }
        }
    }

    func testStringsInEveryQuoteStyleWithEscapes() {
        XCTAssertEqual(kinds(#"'a\'b' "c\"d\n" `e\`f`"#), ["str:a'b", "str:c\"d\n", "tpl-whole:e`f"])
        XCTAssertEqual(kinds(#"'\x41\u0042\u{43}\u{1F600}\ud83d\ude00'"#), ["str:ABC😀😀"])
        XCTAssertEqual(kinds("'a\\\nb'"), ["str:ab"], "line continuation")
    }

    func testTemplatesWithNestedSubstitutions() {
        XCTAssertEqual(kinds("`a${ b + `c${ {d: 1}.d }` }e`"), [
            "tpl-head:a", "id:b", "+", "tpl-head:c", "{", "id:d", ":", "num:1", "}", ".", "id:d", "tpl-tail:", "tpl-tail:e",
        ])
    }

    func testCommentsAreSkippedAndKept() {
        let t = JSTokenizer.tokenize("a // x 'y\n/* b `c */ d <!-- e\n--> f\ng")
        XCTAssertEqual(t.tokens.compactMap(t.identifier(of:)), ["a", "d", "g"])
        XCTAssertEqual(t.comments.map(\.text), ["// x 'y", "/* b `c */", "<!-- e", "--> f"])
    }

    func testRegularExpressionsVersusDivision() {
        XCTAssertEqual(kinds("a / b / c"), ["id:a", "/", "id:b", "/", "id:c"])
        XCTAssertEqual(kinds("x = /'[/]\\//g.test(y)"), ["id:x", "=", "re:/'[/]\\//g", ".", "id:test", "(", "id:y", ")"])
        XCTAssertEqual(kinds("return /a/"), ["id:return", "re:/a/"])
        XCTAssertEqual(kinds("(a) / 2"), ["(", "id:a", ")", "/", "num:2"])
        XCTAssertEqual(kinds("x /= 2"), ["id:x", "/=", "num:2"])
        // After the `)` of a condition and the `}` of a block a statement starts: a regex.
        XCTAssertEqual(kinds("if (a) /'/.test(s)"), ["id:if", "(", "id:a", ")", "re:/'/", ".", "id:test", "(", "id:s", ")"])
        XCTAssertEqual(kinds("while (f(a)) /x/g"), ["id:while", "(", "id:f", "(", "id:a", ")", ")", "re:/x/g"])
        XCTAssertEqual(kinds("{}\n/a/"), ["{", "}", "re:/a/"])
        // After an object literal's `}` and a call's `)` it divides.
        XCTAssertEqual(kinds("x = {} / 2"), ["id:x", "=", "{", "}", "/", "num:2"])
        XCTAssertEqual(kinds("if (f(a) / 2) b"), ["id:if", "(", "id:f", "(", "id:a", ")", "/", "num:2", ")", "id:b"])
    }

    func testNumbersAndIdentifiersWithEscapes() {
        XCTAssertEqual(kinds("0x1F 1_000 .5 1e-7 10n 0b101"), ["num:0x1F", "num:1_000", "num:.5", "num:1e-7", "num:10n", "num:0b101"])
        XCTAssertEqual(kinds("messageH\\u0061ndlers \\u{77}ebkit 한글 #p"), ["id:messageHandlers", "id:webkit", "id:한글", "#p"])
        XCTAssertEqual(kinds("a?.b ?? c?.[0] a?.5:1"), ["id:a", "?.", "id:b", "??", "id:c", "?.", "[", "num:0", "]", "id:a", "?", "num:.5", ":", "num:1"])
    }

    func testUnterminatedConstructsGiveIssuesAndScanningGoesOn() {
        let cases: [(String, String)] = [
            ("a = 'x\nb", "unterminated string: a line break before the closing '"),
            ("a = \"x", "unterminated string: the script ends before the closing quote"),
            ("a = `x${b", "unterminated template literal substitution: missing '}'"),
            ("a = `x", "unterminated template literal: the script ends before the closing '`'"),
            ("/* x", "unterminated comment: '/*' has no '*/'"),
            ("x = /ab\nc", "unterminated regular expression"),
        ]
        for (source, message) in cases {
            let t = JSTokenizer.tokenize(source)
            XCTAssertEqual(t.issues.first?.message, message, source)
        }
        let unterminated = JSTokenizer.tokenize("a = 'x\nwindow.b")
        XCTAssertEqual(unterminated.tokens.compactMap(unterminated.identifier(of:)), ["a", "window", "b"])
    }

    func testHostileBytesNeverTrap() {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let alphabet = Array("'\"`${}()[]/\\*\n\r<!-->=.?:;,abc0123 \u{2028}é".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in
                Bool.random(using: &rng) ? alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] : UInt8.random(in: 0...255, using: &rng)
            }
            let t = JSTokenizer.tokenize(bytes)
            // Tokens lie inside the input and in order; a trap would end the test run (seed \(seed)).
            XCTAssertTrue(t.tokens.allSatisfy { $0.offset >= 0 && $0.offset + t.length(of: $0) <= bytes.count }, "seed \(seed): \(bytes)")
            XCTAssertEqual(t.tokens.map(\.offset), t.tokens.map(\.offset).sorted(), "seed \(seed): \(bytes)")
        }
        _ = JSTokenizer.tokenize(Array(String(repeating: "`${", count: 50_000).utf8))
        _ = JSTokenizer.tokenize(Array(String(repeating: "(", count: 100_000).utf8))
    }

    /// A token is twelve bytes (lint's peak memory on a script of one-byte tokens is mostly its
    /// tokens), and one too long to hold its length still reports it exactly.
    func testTokensAreTwelveBytesAndLongOnesKeepTheirLength() {
        XCTAssertEqual(MemoryLayout<JSToken>.stride, 12)
        let long = Int(JSToken.lengthMask) + 5
        let script = Array("a = '".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: long - 2) + Array("'; b".utf8)
        let t = JSTokenizer.tokenize(script)
        XCTAssertEqual(t.tokens.count, 5)
        guard t.tokens.count == 5 else { return }
        XCTAssertEqual(t.tokens[2].kind, .string)
        XCTAssertEqual(t.length(of: t.tokens[2]), long)
        XCTAssertEqual(t.bytes(of: t.tokens[2]).count, long)
        XCTAssertEqual(t.end(of: t.tokens[2]), t.tokens[3].offset)
        XCTAssertEqual(t.stringValue(of: t.tokens[2])?.utf8.count, long - 2)
        XCTAssertEqual(t.identifier(of: t.tokens[4]), "b")
        XCTAssertEqual(t.length(of: t.tokens[4]), 1)
        // One byte shorter than the mask holds its own length.
        let short = JSTokenizer.tokenize(Array("'".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: Int(JSToken.lengthMask) - 3) + Array("'".utf8))
        XCTAssertEqual(short.tokens.map { short.length(of: $0) }, [Int(JSToken.lengthMask) - 1])
        XCTAssertTrue(short.longLengths.isEmpty)
    }

    /// A binding, a scope and a function stay this size: nested arrows make one of each every three bytes.
    func testABindingIsTwentyBytesAScopeSixteenAndAFunctionTwelve() {
        XCTAssertEqual(MemoryLayout<ScopeAnalysis.Binding>.stride, 20)
        XCTAssertEqual(MemoryLayout<ScopeAnalysis.Scope>.stride, 16)
        XCTAssertEqual(MemoryLayout<ScopeAnalysis.StoredFunction>.stride, 12)
    }

    /// Runs give every token the value last set at or before it, as the dense table they replace
    /// did, read at random and in order; a script of one value is one run.
    func testTokenRunsReadAsTheDenseTable() {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let n = Int.random(in: 0...80, using: &rng)
            var runs = TokenRuns(initial: -1)
            var dense: [Int32] = []
            for k in 0..<n {
                // A value, sometimes replaced at the same token (a `{` opening its scope).
                var value = Bool.random(using: &rng) ? (dense.last ?? -1) : Int32.random(in: -1...3, using: &rng)
                runs.set(k, value)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    value = Int32.random(in: -1...3, using: &rng)
                    runs.set(k, value)
                }
                dense.append(value)
            }
            var cursor = runs.cursor()
            for k in 0..<n {
                XCTAssertEqual(runs[k], dense[k], "seed \(seed): token \(k) of \(dense)")
                XCTAssertEqual(cursor.value(at: k), dense[k], "seed \(seed): token \(k) of \(dense), in order")
            }
        }
        var one = TokenRuns(initial: 0)
        for k in 0..<1_000 { one.set(k, 0) }
        XCTAssertEqual(one.count, 0)
        one.set(1_000, 2)
        one.set(1_000, 0)
        XCTAssertEqual(one.count, 0, "a value replaced by the one before it merges")
    }

    func testPunctuatorLengthIsTheLongestListedPunctuatorForEveryFourBytes() {
        // Every string of up to four bytes from the punctuators' own bytes, a digit and a letter,
        // against the longest match in the list (and `?.` before a digit being `?`).
        let alphabet = Array(Set(JSTokenizer.punctuators.joined().utf8)).sorted() + [UInt8(ascii: "5"), UInt8(ascii: "a")]
        let listed = JSTokenizer.punctuators.map { Array($0.utf8) }
        func expected(_ bytes: [UInt8]) -> Int? {
            let longest = listed.filter { bytes.starts(with: $0) }.map(\.count).max()
            if longest == 2, bytes.starts(with: Array("?.".utf8)), bytes.count > 2, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[2]) { return 1 }
            return longest
        }
        var checked = 0
        func check(_ bytes: [UInt8]) {
            let got = JSTokenizer.punctuatorLength(bytes[0], bytes.count > 1 ? bytes[1] : nil, bytes.count > 2 ? bytes[2] : nil, bytes.count > 3 ? bytes[3] : nil)
            XCTAssertEqual(got, expected(bytes), String(decoding: bytes, as: UTF8.self))
            checked += 1
        }
        for a in alphabet {
            check([a])
            for b in alphabet {
                check([a, b])
                for c in alphabet {
                    check([a, b, c])
                    for d in alphabet { check([a, b, c, d]) }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
    }
}
