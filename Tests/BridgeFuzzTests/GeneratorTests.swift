import BridgeReport
@testable import BridgeFuzz
@testable import BridgeGenerate
import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

final class GeneratorTests: XCTestCase {
    private func manifest() throws -> Manifest { try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path) }

    private func targets(_ seed: UInt64) throws -> [FuzzTarget] {
        var configuration = FuzzConfiguration()
        configuration.seed = seed
        let m = try manifest()
        return BuiltinTarget.all(for: m).map { FuzzTarget.builtin($0, manifest: m, manifestPath: "m.json", worker: "w", configuration: configuration) }
    }

    /// Host-limited schemes, deeplinks with their own parameters, navigation-only handlers, several
    /// body kinds, data-URL rules and the four bridge libraries: what the generator calls valid decodes.
    func testGeneratedURLAndKindInputsAgreeWithTheDecoder() throws {
        let text = #"""
            {"version":1,"handlers":{
              "wvjb":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"__bridge_loaded__","transport":"navigation"},
                      "schema":{"type":"object","properties":{"v":{"type":"integer"}},"additionalProperties":false}},
              "custom":{"body":"url","envelope":{"type":"deeplink","scheme":"shop","host":"open"},
                        "schema":{"type":"object","required":["item"],"properties":{"item":{"type":"integer","minimum":0}},"additionalProperties":false}},
              "flexible":{"body":["object","json-string"],"schema":{"type":"object","properties":{"id":{"type":"integer"}}}},
              "ping":{"body":"null"},
              "photo":{"body":"data-url","dataURL":{"mimeTypes":["image/*"]}},
              "cordova":{"body":"object","envelope":"cordova","functions":{"Echo.echo":{"params":{"type":"array","prefixItems":[{"type":"string"}],"minItems":1}},"Device.info":{}}},
              "bridge":{"body":"object","envelope":"capacitor","functions":{"Camera.getPhoto":{"params":{"type":"object","required":["resultType"],"properties":{"resultType":{"enum":["uri"]}}}}}},
              "queue":{"body":["json-string","object"],"envelope":"webviewjavascriptbridge","functions":{"share":{"params":{"type":"object","required":["text"]}},"ping":{}}},
              "ds":{"body":"object","envelope":"dsbridge","functions":{"testSyn":{"async":false,"params":{"type":"string"}},"user.getToken":{"async":true},"either":{}}}
            }}
            """#
        let m = try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")
        let seed = SeededGenerator.seedFromEnvironment()
        for handler in m.handlers {
            let counts = Self.agreement(handler, MessageDecoder(manifest: m), seed: seed, inputs: 1_500)
            XCTAssertGreaterThan(counts.decoded, 50, "seed \(seed): \(handler.name) gets valid inputs")
        }
    }

    /// Decodes `inputs` generated messages for `handler` as they reach native and fails where the
    /// decoder disagrees with what the generator expects; counts expectations and decoded inputs.
    static func agreement(_ handler: Handler, _ decoder: MessageDecoder, seed: UInt64, inputs: Int) -> (expectations: [FuzzInput.Expectation: Int], decoded: Int) {
        let generator = MessageGenerator(handler: handler, dictionary: [], maxLength: 1 << 16)
        var expectations: [FuzzInput.Expectation: Int] = [:]
        var decoded = 0
        for index in 0..<inputs {
            let input = generator.input(seed: seed, index: UInt64(index))
            expectations[input.expectation, default: 0] += 1
            let result = Result { () throws(MessageError) in try BuiltinTarget.decodeAsDelivered(input.bytes, handler: handler.name, decoder: decoder) }
            switch (input.expectation, result) {
            case (.accept, .failure(let error)):
                XCTFail("seed \(seed) \(handler.name) #\(index) (\(input.origin)) should decode: \(error)\n\(String(decoding: input.bytes.prefix(300), as: UTF8.self))")
            case (.reject, .success):
                XCTFail("seed \(seed) \(handler.name) #\(index) (\(input.origin)) should be rejected\n\(String(decoding: input.bytes.prefix(300), as: UTF8.self))")
            case (_, .success): decoded += 1
            default: break
            }
        }
        return (expectations, decoded)
    }

    /// Single messages vary the envelope's own fields (issue 29 §1): each library's callback id
    /// or response id and seed 003's sequence number take boundary numbers and wrong types, and
    /// are judged by crashes alone; a handler whose envelope has no such field gets none.
    func testSingleMessagesVaryTheEnvelopesOwnFields() throws {
        let seed = FuzzRandom.seedFromEnvironment()
        let cases: [(manifest: String, handler: String, fields: Set<String>)] = [
            ("examples/bridge-manifest.json", "test", ["$.metadata.sequence"]),
            ("examples/cordova/bridge-manifest.json", "cordova", ["$[0]"]),
            ("examples/capacitor/bridge-manifest.json", "bridge", ["$.callbackId"]),
            ("examples/dsbridge/bridge-manifest.json", "dsbridge", ["$._dscbstub"]),
            ("examples/webviewjavascriptbridge/bridge-manifest.json", "WebViewJavascriptBridge", ["$.callbackId", "$.responseId"]),
            ("examples/bridge-manifest.json", "EXAMPLE", []),
            ("examples/bridge-manifest.json", "ios_javascript", []),
        ]
        for (path, name, fields) in cases {
            let m = try ManifestLoader.load(contentsOf: Fixtures.packageRoot.appendingPathComponent(path).path)
            let generator = MessageGenerator(handler: try XCTUnwrap(m.handler(named: name)), dictionary: [], maxLength: 1 << 16)
            var seen = Set<String>()
            var negative = false
            var wrongType = false
            for index in 0..<3_000 {
                let input = generator.input(seed: seed, index: UInt64(index))
                guard let range = input.origin.range(of: ": envelope field ") else { continue }
                let rest = input.origin[range.upperBound...]
                let field = String(rest.prefix { $0 != " " })
                seen.insert(field)
                XCTAssertEqual(input.expectation, .any, "seed \(seed): \(input.origin)")
                if rest.hasSuffix("= -1") || rest.hasSuffix("= -9223372036854775809") { negative = true }
                if rest.hasSuffix("= null") || rest.hasSuffix("= []") || rest.hasSuffix("= true") { wrongType = true }
            }
            XCTAssertEqual(seen, fields, "seed \(seed): \(name)")
            if !fields.isEmpty {
                XCTAssertTrue(negative, "seed \(seed): \(name): no negative number")
                XCTAssertTrue(wrongType, "seed \(seed): \(name): no wrong type")
            }
        }
    }

    func testTheSameSeedGivesTheSameInputs() throws {
        for (a, b) in zip(try targets(42), try targets(42)) {
            let first = (0..<300).map { a.generate(42, UInt64($0), []) }
            let again = (0..<300).map { b.generate(42, UInt64($0), []) }
            XCTAssertEqual(first, again, a.name)
            let other = (0..<300).map { a.generate(43, UInt64($0), []) }
            XCTAssertNotEqual(first, other, "\(a.name): another seed gives other inputs")
        }
    }

    func testInputsDependOnlyOnSeedAndIndex() throws {
        let target = try XCTUnwrap(try targets(7).first)
        let forward = (0..<50).map { target.generate(7, UInt64($0), []) }
        let backward = (0..<50).reversed().map { target.generate(7, UInt64($0), []) }.reversed()
        XCTAssertEqual(forward, Array(backward))
    }

    /// The contract's reference decoder agrees with what the generator says of each input:
    /// every input it calls valid decodes, every input it calls invalid is rejected.
    func testGeneratedExpectationsAgreeWithTheRuntimeDecoder() throws {
        let m = try manifest()
        let seed = SeededGenerator.seedFromEnvironment()
        var counts: [FuzzInput.Expectation: Int] = [:]
        for handler in m.handlers {
            counts.merge(Self.agreement(handler, MessageDecoder(manifest: m), seed: seed, inputs: 3_000).expectations, uniquingKeysWith: +)
        }
        XCTAssertGreaterThan(counts[.accept] ?? 0, 3_000, "seed \(seed)")
        XCTAssertGreaterThan(counts[.reject] ?? 0, 3_000, "seed \(seed)")
    }

    func testDictionariesInAFLFormat() {
        XCTAssertEqual(ByteMutator.loadDictionary("# comment\nkw1=\"pong\"\n\"\\x00\\\"\\\\\"\n  \"a b\"\n"), [Array("pong".utf8), [0, 0x22, 0x5C], Array("a b".utf8)])
    }

    func testSHA1MatchesTheStandard() {
        XCTAssertEqual(SHA1.hex([]), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(SHA1.hex(Array("abc".utf8)), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(SHA1.hex(Array(String(repeating: "a", count: 1000).utf8)), "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }
}
