import BridgeContract
import BridgeJSON
@testable import BridgeGenerate
import BridgeRuntime
import TestSupport
import XCTest

/// Values and URLs generated from the contract, on their own: what the fuzzers (built-in and
/// libFuzzer) build their inputs from. Randomized: a failure prints its seed, and
/// BRIDGECHECK_SEED=N replays it.
final class ValueGeneratorTests: XCTestCase {
    /// Every byte but ASCII letters, digits and `-._~` is escaped, in upper-case hex; what the
    /// scheme-url round trip builds its URLs with.
    func testPercentEncodingEscapesAllButTheUnreservedBytes() {
        XCTAssertEqual(SchemeURLGenerator.percentEncode("aZ09-._~ /%?&=+é\u{0}\u{7F}"), "aZ09-._~%20%2F%25%3F%26%3D%2B%C3%A9%00%7F")
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let encoded = SchemeURLGenerator.percentEncode(every)
        XCTAssertEqual(PercentDecoding.decodeToString(encoded), every)
        XCTAssertEqual(encoded.count, 66 + 62 * 3, "66 unreserved bytes kept, 62 escaped")
    }

    func testValidValuesPassConstAlternativesTuplesAndUniqueItems() throws {
        let text = #"""
            {"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","required":["kind","to","speed","tags","id"],"properties":{
              "kind":{"const":"move"},
              "to":{"type":"array","prefixItems":[{"type":"number"},{"type":"string","minLength":1}],"items":{"type":"boolean"},"minItems":2,"maxItems":4},
              "speed":{"oneOf":[{"type":"integer","minimum":1,"maximum":5},{"enum":["slow","fast"]}]},
              "tags":{"type":"array","items":{"enum":["a","b","c","d"]},"uniqueItems":true,"maxItems":3},
              "id":{"anyOf":[{"type":"string","pattern":"^[0-9]+$"},{"type":"integer","minimum":0}]}}}}}}
            """#
        let schema = try XCTUnwrap(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json").handlers.first?.schema)
        let seed = FuzzRandom.seedFromEnvironment()
        var rng = FuzzRandom(seed: seed)
        for k in 0..<500 {
            let value = ValueGenerator.valid(schema, &rng)
            XCTAssertEqual(schema.validate(value).map(\.description), [], "seed \(seed), value \(k): \(JSONWriter().string(value))")
        }
    }

    /// A quarter of valid integers sit on the range's edges or at 0, which a uniform draw from a
    /// million values would not reach.
    func testValidIntegersReachTheEdgesOfTheirRange() throws {
        let schema = try Schema(types: [.integer], minimum: 0, maximum: 1_000_000)
        let seed = FuzzRandom.seedFromEnvironment()
        var rng = FuzzRandom(seed: seed)
        var counts: [Int64: Int] = [:]
        for _ in 0..<400 {
            let n = try XCTUnwrap(ValueGenerator.valid(schema, &rng).numberValue?.int64, "seed \(seed)")
            XCTAssertTrue((0...1_000_000).contains(n), "seed \(seed): \(n)")
            counts[n, default: 0] += 1
        }
        for edge: Int64 in [0, 1, 999_999, 1_000_000] { XCTAssertGreaterThan(counts[edge] ?? 0, 0, "seed \(seed): \(edge) never drawn") }
    }

    /// A required key with no property schema (`NativeAppInterface.deviceInfoSetting`'s
    /// `{"type": "object", "required": ["code"]}`) is generated too, from additionalProperties.
    func testRequiredKeysWithoutPropertiesAreGenerated() throws {
        let text = #"""
            {"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","required":["code","n"],"properties":{"x":{"type":"string"}}}},
              "g":{"body":"object","schema":{"type":"object","required":["n"],"additionalProperties":{"type":"integer","minimum":3}}}}}
            """#
        let handlers = try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json").handlers
        let seed = FuzzRandom.seedFromEnvironment()
        var rng = FuzzRandom(seed: seed)
        for handler in handlers {
            let schema = try XCTUnwrap(handler.schema)
            for k in 0..<100 {
                let value = ValueGenerator.valid(schema, &rng)
                XCTAssertEqual(schema.validate(value).map(\.description), [], "seed \(seed), \(handler.name) value \(k): \(JSONWriter().string(value))")
            }
        }
    }
}
