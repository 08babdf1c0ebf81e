import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

/// Seeded mutations of every example body through every decoder. A trap ends the test process, so
/// reaching the end is the assertion that nothing traps; invariants on what does decode are
/// checked as well. Replay a failure with BRIDGECHECK_SEED=<seed>.
final class HostileInputTests: XCTestCase {
    static let tokens: [[UInt8]] = [
        "{", "}", "[", "]", "\"", "\\", "\\u", "\\ud800", ",", ":", "%", "%2", "%00", "%FF", ";base64", ";", "=", "==",
        "//", "?", "&", "#", "data:", "mgapp://", "mkwebview://webview?", "url=", "metadata", "sequence", "1e309", "-0",
        "9223372036854775808", "\u{2028}", "\u{0}", "../", "\u{202E}",
    ].map { Array($0.utf8) }

    static func mutate(_ input: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0 where !bytes.isEmpty: bytes[min(position, bytes.count - 1)] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: min(position, bytes.count - 1))
            case 3: bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &rng)], at: position)
            case 4: bytes = Array(bytes.prefix(position))
            case 5 where !bytes.isEmpty:
                let end = Int.random(in: position...bytes.count, using: &rng)
                bytes.insert(contentsOf: bytes[position..<end], at: end)
            default:
                let depth = Int.random(in: 1...2_000, using: &rng)
                bytes = Array(repeating: UInt8(ascii: "["), count: depth) + bytes
            }
        }
        return bytes
    }

    func testMutatedExamplesNeverTrapAnyDecoder() throws {
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        let decoder = MessageDecoder(manifest: manifest)
        let seeds = ContractExamples.all(in: manifest).map { example -> [UInt8] in
            switch example.body {
            case .string(let s): return Array(s.utf8)
            case .value(let v): return Array(JSONWriter().string(v).utf8)
            }
        }
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        var accepted = 0, rejected = 0
        for _ in 0..<20_000 {
            let input = Self.mutate(seeds[Int.random(in: 0..<seeds.count, using: &rng)], &rng)
            let text = String(decoding: input, as: UTF8.self)
            for handler in manifest.handlers {
                let results: [Result<DecodedCall, MessageError>] = [
                    Result { () throws(MessageError) in try decoder.decode(jsonText: input, handler: handler.name) },
                    Result { () throws(MessageError) in try decoder.decode(.string(text), handler: handler.name) },
                ]
                for result in results {
                    switch result {
                    case .success(let call):
                        accepted += 1
                        XCTAssertEqual(call.handler, handler.name, "seed \(seed)")
                        if let data = call.dataURL { assertSafe(data.safeFileName(), seed: seed, input: input) }
                    case .failure(let error):
                        rejected += 1
                        XCTAssertFalse(error.message.isEmpty, "seed \(seed)")
                    }
                }
            }
            if let data = try? DataURL.parse(text) { assertSafe(data.safeFileName(), seed: seed, input: input) }
            _ = try? SchemeURL.parse(text)
            _ = MIMEType(text)
            _ = ForgivingBase64.decode(input)
        }
        XCTAssertGreaterThan(accepted, 1_000, "seed \(seed): mutations should still decode sometimes")
        XCTAssertGreaterThan(rejected, 100_000, "seed \(seed)")
    }

    private func assertSafe(_ name: String, seed: UInt64, input: [UInt8]) {
        let scalars = Array(name.unicodeScalars)
        let bad = scalars.isEmpty || scalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
            || zip(scalars, scalars.dropFirst()).contains { $0 == "." && $1 == "." }
        XCTAssertFalse(bad, "seed \(seed): unsafe file name \(JSONWriter.quoted(name)) from \(input)")
    }

    /// A schema pattern that makes a backtracking engine take exponential time (`(a+)+$`: 28.8 s on
    /// 67 characters under NSRegularExpression) is decided at once: the message is rejected.
    func testCatastrophicPatternDecidesAtOnce() throws {
        let manifest = try ManifestLoader.load(
            bytes: Array(#"{"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","properties":{"s":{"type":"string","pattern":"(a+)+$"}}}}}}"#.utf8),
            file: "m.json")
        let decoder = MessageDecoder(manifest: manifest)
        let hostile = String(repeating: "a", count: 100_000) + "!"
        XCTAssertThrowsError(try decoder.decode(jsonText: Array(#"{"s":"\#(hostile)"}"#.utf8), handler: "h")) { error in
            XCTAssertEqual((error as? MessageError)?.kind, .schemaViolation)
        }
        XCTAssertNoThrow(try decoder.decode(jsonText: Array(#"{"s":"\#(String(repeating: "a", count: 66))"}"#.utf8), handler: "h"))
    }

    /// Limits up to Int.max, through DataURL and MessageDecoder.Limits, check sizes without overflow.
    func testTheLargestLimitsDoNotOverflow() throws {
        XCTAssertEqual(try DataURL.parse("data:,x", maxDecodedBytes: .max).body, Array("x".utf8))
        XCTAssertEqual(try DataURL.parse("data:;base64,eHk=", maxDecodedBytes: .max).body, Array("xy".utf8))
        XCTAssertThrowsError(try DataURL.parse("data:,xy", maxDecodedBytes: 1))
        XCTAssertThrowsError(try DataURL.parse("data:,x", maxDecodedBytes: .min))
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        for limit in [Int.max, Int.max - 1, Int.max / 3, 0] {
            let decoder = MessageDecoder(manifest: manifest, limits: MessageDecoder.Limits(maxDecodedDataBytes: limit))
            let result = Result { () throws(MessageError) in try decoder.decode(.string("data:image/png;base64,iVBORw0KGgo="), handler: "download") }
            if limit == 0 {
                XCTAssertThrowsError(try result.get())
            } else {
                XCTAssertNoThrow(try result.get(), "limit \(limit)")
            }
        }
    }
}
