import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

final class ForgivingBase64Tests: XCTestCase {
    /// Random bytes through Foundation's encoder, with padding dropped and whitespace scattered
    /// at random, decode to the same bytes; a character outside the alphabet is reported at its
    /// offset with whitespace ignored.
    func testRandomPayloadsRoundTripAndBadCharactersAreLocated() {
        let seed = SeededGenerator.seedFromEnvironment()
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var text = Array(Data(bytes).base64EncodedString().utf8)
            if Bool.random(using: &random) { while text.last == UInt8(ascii: "=") { text.removeLast() } }
            var spaced: [UInt8] = []
            for c in text {
                if Int.random(in: 0..<8, using: &random) == 0 { spaced.append([0x20, 0x09, 0x0A, 0x0C, 0x0D][Int.random(in: 0..<5, using: &random)]) }
                spaced.append(c)
            }
            XCTAssertEqual(try? ForgivingBase64.decode(spaced).get(), bytes, "seed \(seed): \(String(decoding: spaced, as: UTF8.self).debugDescription)")
            let unpadded = text.filter { $0 != UInt8(ascii: "=") }
            guard unpadded.count >= 2, unpadded.count % 4 != 1 else { continue }
            var broken = unpadded
            let at = Int.random(in: 0..<broken.count, using: &random)
            // '=' only where it cannot be read as end padding.
            let bad: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), 0xC3] + (at < broken.count - 2 ? [UInt8(ascii: "=")] : [])
            broken[at] = bad[Int.random(in: 0..<bad.count, using: &random)]
            XCTAssertEqual(ForgivingBase64.decode(broken), .failure(.invalidCharacter(offset: at)), "seed \(seed): \(String(decoding: broken, as: UTF8.self).debugDescription)")
        }
    }
}

final class PercentDecodingTests: XCTestCase {
    func testInvalidEscapesStayAsTheyAre() {
        XCTAssertEqual(PercentDecoding.decodeToString("a%20b%2"), "a b%2")
        XCTAssertEqual(PercentDecoding.decodeToString("%%41%zz%4"), "%A%zz%4")
        XCTAssertEqual(PercentDecoding.decodeToString("%2541"), "%41", "decoding is one pass, never repeated")
        XCTAssertEqual(PercentDecoding.decodeToString("%FF%C3%A9+"), "\u{FFFD}é+")
        XCTAssertEqual(PercentDecoding.decode(Array("%".utf8)), Array("%".utf8))
    }
}

final class SchemeURLTests: XCTestCase {
    func testPartsArePercentDecodedAndPlusStaysPlus() throws {
        let url = try SchemeURL.parse("  MGAPP://open%42rowser/p%20x?url=https%3A%2F%2Fa.b%2F%3Fq%3D1&empty=&flag&a+b=c%2Bd#frag\n")
        XCTAssertEqual(url.scheme, "mgapp")
        XCTAssertEqual(url.host, "openBrowser")
        XCTAssertEqual(url.path, "/p x")
        XCTAssertEqual(url.query.map { [$0.name, $0.value] }, [["url", "https://a.b/?q=1"], ["empty", ""], ["flag", ""], ["a+b", "c+d"]])
    }

    func testSeparatorsAreCodePointsEvenBeforeCombiningMarks() throws {
        let url = try SchemeURL.parse("x://f?a=\u{301}b&c\u{301}=\u{1161}")
        XCTAssertEqual(url.query.map { [$0.name, $0.value] }, [["a", "\u{301}b"], ["c\u{301}", "\u{1161}"]])
    }

    func testControlsAreTrimmedAndTabsAndNewlinesDropped() throws {
        let url = try SchemeURL.parse("\u{0}\u{1F} \tx:/\n/f\r\no?a\t=1\u{7}&b=%E2%82%AC%FF \u{0}\u{20}")
        XCTAssertEqual(url.host, "fo")
        XCTAssertEqual(url.query.map { [$0.name, $0.value] }, [["a", "1\u{7}"], ["b", "€\u{FFFD}"]], "U+0007 inside stays; only the ends are trimmed")
        XCTAssertThrowsError(try SchemeURL.parse("\u{0} \t\n")) { XCTAssertEqual($0 as? SchemeURLError, .missingScheme) }
        XCTAssertThrowsError(try SchemeURL.parse("")) { XCTAssertEqual($0 as? SchemeURLError, .missingScheme) }
    }

    func testARepeatedParameterKeepsItsLastValueAtItsLastPosition() throws {
        let url = try SchemeURL.parse("x://f?a=1&b=2&a=3&c=4&b=5")
        XCTAssertEqual(url.queryObject(schema: nil), .object(JSONObject([.init(key: "a", value: "3"), .init(key: "c", value: "4"), .init(key: "b", value: "5")])))
        XCTAssertEqual(url.value("a"), "3")
    }

    func testMalformedURLsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("setBadge?count=1", "not a URL: no scheme (expected scheme://function?key=value)"),
            ("1x://a", "'1x' is not a URL scheme"),
            ("é://a", "'é' is not a URL scheme"),
            ("a_b://a", "'a_b' is not a URL scheme"),
            ("mgapp:setBadge", "no function name: expected mgapp://function?key=value"),
            ("mgapp://?x=1", "no function name: expected mgapp://function?key=value"),
            ("mgapp://u:p@fn", "a bridge URL has no user name or password ('@' before the host)"),
        ]
        for (input, message) in cases {
            XCTAssertThrowsError(try SchemeURL.parse(input), input) { XCTAssertEqual("\($0)", message, input) }
        }
        XCTAssertEqual(try? SchemeURL.parse("X+y.Z-1://f").scheme, "x+y.z-1")
        XCTAssertThrowsError(try SchemeURL.parse("mgapp://f?" + String(repeating: "a", count: 70_000))) {
            XCTAssertEqual($0 as? SchemeURLError, .tooLong(limit: 65536))
        }
    }

    func testQueryValuesAreTypedOnlyWhereTheSchemaSaysSo() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version":1,"handlers":{"s":{"body":"url","envelope":{"type":"scheme","scheme":"x"},"functions":{"f":{"params":
            {"type":"object","properties":{"n":{"type":"number"},"i":{"type":"integer"},"b":{"type":"boolean"},"s":{"type":"string"}}}}}}}}
            """#.utf8), file: "t")
        let schema = manifest.handlers.first?.functions.first?.params
        let url = try SchemeURL.parse("x://f?n=1.5&i=7&b=true&s=7&other=1")
        XCTAssertEqual(url.queryObject(schema: schema), ["n": 1.5, "i": 7, "b": true, "s": "7", "other": "1"])
        XCTAssertEqual(try SchemeURL.parse("x://f?i=07&b=yes").queryObject(schema: schema), ["i": "07", "b": "yes"], "not JSON numbers or booleans: left as text for the schema to reject")
    }
}

final class DataURLTests: XCTestCase {
    func testSafeFileNamesCannotEscapeTheFolder() throws {
        let cases: [(String, String)] = [
            ("data:image/png;photo.png;base64,", "photo.png"),
            ("data:image/png;../../etc/passwd;base64,", "passwd.png"),
            ("data:image/png;..%2F..%2Fx.png;base64,", "x.png"),
            ("data:image/png;a%5Cb%5C..%5Cc.exe;base64,", "c.png"),
            ("data:image/png;..;base64,", "download.png"),
            ("data:image/png;...;base64,", "download.png"),
            ("data:image/png;a..b.png;base64,", "a_b.png"),
            ("data:image/png;%00evil%0A%E2%80%AEgnp.exe;base64,", "evilgnp.png"),
            ("data:image/png;a:b*c?.png;base64,", "a_b_c_.png"),
            ("data:image/png;x%2F%CC%81..%CC%81%2F%CC%81y;base64,", "y.png"),
            ("data:image/png;caf%C3%A9%20e%CC%81;base64,", "café e.png"),
            ("data:text/html;page.html,<script>", "page.bin"),
            ("data:image/svg+xml;filename=\"logo.svg\",<svg/>", "logo.bin"),
            ("data:application/pdf;name=report%20Q1.pdf;base64,JVBERi0=", "report Q1.pdf"),
            ("data:,hello", "download.txt"),
            ("data:x/y,hello", "download.bin"),
            ("data:image/gif;" + String(repeating: "x", count: 300) + ";base64,", String(repeating: "x", count: 100) + ".gif"),
        ]
        for (url, expected) in cases {
            let data = try DataURL.parse(url)
            let name = data.safeFileName()
            XCTAssertEqual(name, expected, url)
            let scalars = Array(name.unicodeScalars)
            XCTAssertFalse(scalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 } || zip(scalars, scalars.dropFirst()).contains { $0 == "." && $1 == "." }, name)
        }
    }

    func testTheSeedsMissingPartsAreErrorsNotTraps() {
        let cases: [(String, DataURLError)] = [
            ("data:image/png;base64", .missingComma),
            ("data", .notDataURL),
            ("data\u{1A},x", .notDataURL),
            ("DATA\u{1A}:,x", .notDataURL),
            ("", .notDataURL),
            ("data:;base64,%%%", .invalidBase64(detail: "character 1 (ignoring whitespace) is not in A–Z a–z 0–9 + / or is misplaced '='")),
            ("data:;base64,A", .invalidBase64(detail: "its length (without whitespace and padding) is 1 more than a multiple of 4")),
            ("data://h:99999/,x", .invalidURL("the port is not a number from 0 to 65535")),
        ]
        for (input, error) in cases {
            XCTAssertThrowsError(try DataURL.parse(input), input) { XCTAssertEqual($0 as? DataURLError, error, input) }
        }
    }

    func testTheDecodedSizeLimitIsCheckedBeforeAllocating() throws {
        XCTAssertEqual(try DataURL.parse("data:;base64,QUJD", maxDecodedBytes: 3).body, Array("ABC".utf8))
        XCTAssertThrowsError(try DataURL.parse("data:;base64,QUJDRA==", maxDecodedBytes: 3)) { XCTAssertEqual($0 as? DataURLError, .tooLarge(limit: 3)) }
        XCTAssertThrowsError(try DataURL.parse("data:,abcd", maxDecodedBytes: 3)) { XCTAssertEqual($0 as? DataURLError, .tooLarge(limit: 3)) }
    }
}
