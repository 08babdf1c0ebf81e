import BridgeJSON
import XCTest

final class JSONParserTests: XCTestCase {
    private func error(_ text: String, limits: JSONLimits = .default) -> JSONError? {
        do {
            _ = try JSONParser(limits: limits).parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testValuesKeepTheirLiteralsAndOrder() throws {
        let value = try JSONParser().parse(#"{"b": 9007199254740993, "a": [1e400, -0, 1.50], "b": "last"}"#)
        guard case .object(let o) = value else { return XCTFail("not an object") }
        XCTAssertEqual(o.members.map(\.key), ["b", "a", "b"])
        XCTAssertEqual(o["b"], "last", "lookups see the last duplicate, as JSON.parse does")
        XCTAssertEqual(o.duplicateKeys, ["b"])
        XCTAssertEqual(o["a"], .array([.number(JSONNumber(validatedText: "1e400")), .number(JSONNumber(validatedText: "-0")), .number(JSONNumber(validatedText: "1.50"))]))
        XCTAssertEqual(o.members[0].value.numberValue?.int64, 9_007_199_254_740_993)
    }

    func testEscapesDecodeAndLoneSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try JSONParser().parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#), .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
        XCTAssertEqual(try JSONParser().parse(#""\ud800x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try JSONParser().parse(#""\udc00\ud800\u0041""#), .string("\u{FFFD}\u{FFFD}A"))
    }

    func testErrorsNameTheByteOffsetAndWhatWasExpected() {
        XCTAssertEqual(error("[1,]")?.description, "byte 3: expected a value, found ']'")
        XCTAssertEqual(error(#"{"a" 1}"#)?.description, "byte 5: expected ':' after an object key, found '1'")
        XCTAssertEqual(error("[1 2]")?.description, "byte 3: expected ',' or ']' after an array element, found '2'")
        XCTAssertEqual(error(#""abc"#)?.description, "byte 4: unexpected end of input, expected '\"' to close the string")
        XCTAssertEqual(error("01")?.description, "byte 1: unexpected content after the JSON value")
        XCTAssertEqual(error("-")?.description, "byte 0: invalid number -")
        XCTAssertEqual(error("tru")?.description, "byte 3: unexpected end of input, expected 'true'")
        XCTAssertEqual(error("\"a\u{1}\"")?.description, "byte 2: control character U+0001 must be escaped inside a string")
        XCTAssertEqual(error(#""\x""#)?.description, "byte 1: invalid escape \\x")
        XCTAssertEqual(error("\u{FEFF}{}")?.description, "byte 0: expected a value, found byte 0xEF")
        XCTAssertEqual(error("")?.description, "byte 0: unexpected end of input, expected a value")
    }

    func testInvalidUTF8IsRejectedAtItsOffset() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
            XCTAssertThrowsError(try JSONParser().parse(bytes)) { error in
                XCTAssertEqual((error as? JSONError)?.kind, .invalidUTF8, "\(bytes)")
                XCTAssertEqual((error as? JSONError)?.offset, 1)
            }
        }
    }

    func testLimitsGiveErrorsNotTraps() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(error(deep)?.kind, .tooDeep(limit: 64))
        XCTAssertEqual(error(deep)?.offset, 64)
        XCTAssertEqual(error(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)), nil)
        XCTAssertEqual(error("[1,2,3]", limits: JSONLimits(maxBytes: 6))?.kind, .tooLarge(limit: 6))
        XCTAssertEqual(error(#"["abcdef"]"#, limits: JSONLimits(maxStringBytes: 5))?.kind, .stringTooLong(limit: 5))
        XCTAssertEqual(error(#"{"a":1,"b":2,"c":3}"#, limits: JSONLimits(maxObjectKeys: 2))?.kind, .tooManyKeys(limit: 2))
        XCTAssertEqual(error("[1,2,3]", limits: JSONLimits(maxArrayElements: 2))?.kind, .tooManyElements(limit: 2))
        XCTAssertTrue(error(deep)?.isLimit == true)
        XCTAssertFalse(error("[1,]")?.isLimit == true)
    }

    func testDepthLimitsAreCappedSoNoValueIsTooDeepToFree() throws {
        XCTAssertEqual(JSONLimits(maxDepth: 200_000).maxDepth, JSONLimits.hardMaxDepth)
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertEqual(error(text, limits: JSONLimits(maxBytes: 1 << 22, maxDepth: depth))?.kind, .tooDeep(limit: 1_000))
        let ok = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        XCTAssertNil(error(ok, limits: JSONLimits(maxDepth: depth)))
    }

    func testWriterOutputParsesBackToTheSameValue() throws {
        let text = #"{"k":[null,true,false,-1.5e3,"\u0000\u2028 \"é😀",{"":[]}],"z":{}}"#
        let value = try JSONParser().parse(text)
        XCTAssertEqual(JSONWriter().string(value), #"{"k":[null,true,false,-1.5e3,"\u0000\u2028 \"é😀",{"":[]}],"z":{}}"#)
        XCTAssertEqual(try JSONParser().parse(JSONWriter(pretty: true).string(value)), value)
        XCTAssertEqual(JSONWriter(pretty: true).string(["a": [1, 2]]), "{\n  \"a\": [\n    1,\n    2\n  ]\n}")
    }

    func testPathsRenderLikeJavaScriptAccessors() {
        XCTAssertEqual(JSONPath.root.appending("param").appending("count").description, "$.param.count")
        XCTAssertEqual(JSONPath.root.appending("a b").appending(index: 2).description, #"$["a b"][2]"#)
        XCTAssertEqual(JSONPath.root.appending("1x").description, #"$["1x"]"#)
    }
}
