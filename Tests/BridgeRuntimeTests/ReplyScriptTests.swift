import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

final class ReplyScriptTests: XCTestCase {
    func testScriptsAreExactAndPureASCII() throws {
        XCTAssertEqual(try ReplyScript.call("fromNative", [.value(.string("it's \\ </script> \u{2028}"))]),
            #"fromNative("it's \\ \u003C/script\u003E \u2028");"#)
        XCTAssertEqual(try ReplyScript.call("window._ios.MessageHandler.onSuccess", [.value(.number(3)), .jsonString(ScriptValue(["message": "ok", "n": [1, -0.5]]))]),
            #"window._ios.MessageHandler.onSuccess(3,"{\"message\":\"ok\",\"n\":[1,-0.5]}");"#)
        XCTAssertEqual(try ReplyScript.literal(.object([.init(key: "__proto__", value: .bool(true)), .init(key: "a", value: .null)])), #"{["__proto__"]:true,"a":null}"#)
        XCTAssertEqual(try ReplyScript.literal(.array([.number(-0.0), .number(.nan), .number(-.infinity), .number(1e21), .number(5e-324)])), "[-0,NaN,-Infinity,1e+21,5e-324]")
        XCTAssertEqual(try ReplyScript.literal(.string(JSString(utf16: [0xD800, 0x41, 0xDC00]))), #""\uD800A\uDC00""#)
        XCTAssertEqual(try ReplyScript.literal(.string("한😀")), #""\uD55C\uD83D\uDE00""#)
    }

    func testCallbackPathsMustBeDottedIdentifiers() {
        for bad in ["", "a.", ".a", "a..b", "alert(1);x", "a b", "a['b']", "new.x", "1a", "a-b", "this is"] {
            XCTAssertThrowsError(try ReplyScript.call(bad, []), bad) {
                XCTAssertEqual($0 as? ReplyScriptError, .invalidPath(bad))
            }
        }
        for good in ["f", "$", "_ios.MessageHandler.onSuccess", "window.app.결과", "a.new.b"] {
            XCTAssertNoThrow(try ReplyScript.call(good, []), good)
        }
    }

    func testDeclaredCallbacksCheckArgumentsAgainstTheContract() throws {
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        let onSuccess = try XCTUnwrap(manifest.callback(at: "window._ios.MessageHandler.onSuccess"))
        XCTAssertEqual(try ReplyScript.call(onSuccess, [.number(7), ScriptValue(["ok": true])]), #"window._ios.MessageHandler.onSuccess(7,"{\"ok\":true}");"#)
        XCTAssertThrowsError(try ReplyScript.call(onSuccess, [.number(7)])) {
            XCTAssertEqual("\($0)", "callback 'window._ios.MessageHandler.onSuccess' takes 2 arguments, got 1")
        }
        XCTAssertThrowsError(try ReplyScript.call(onSuccess, [.string("7"), .null])) {
            XCTAssertEqual("\($0)", #"argument 'sequence': $: expected integer, got string "7""#)
        }
    }

    func testFoundationRepliesConvert() throws {
        let reply: [String: Any] = ["code": 0, "ok": true, "name": NSString(string: "x"), "list": [NSNull(), 1.5] as [Any]]
        XCTAssertEqual(try ReplyScript.literal(try ScriptValue(foundation: reply)), #"{"code":0,"list":[null,1.5],"name":"x","ok":true}"#)
        XCTAssertThrowsError(try ScriptValue(foundation: ["x": Data()])) {
            XCTAssertEqual("\($0)", "Data has no JavaScript form")
        }
        // An NSString keeps a lone surrogate, as a value and as a key; a Swift String is as it is.
        let lone = loneSurrogateString()
        XCTAssertEqual(try ScriptValue(foundation: lone), .string(JSString(utf16: [0x61, 0xD800])))
        XCTAssertEqual(try ScriptValue(foundation: [lone] as [Any]), .array([.string(JSString(utf16: [0x61, 0xD800]))]))
        XCTAssertEqual(try ReplyScript.literal(try ScriptValue(foundation: [lone: lone] as [AnyHashable: Any])), #"{"a\uD800":"a\uD800"}"#)
        XCTAssertEqual(try ScriptValue(foundation: "한😀"), .string(JSString("한😀")))
        var deep: Any = 1
        for _ in 0..<300 { deep = [deep] }
        XCTAssertThrowsError(try ScriptValue(foundation: deep)) { XCTAssertEqual($0 as? ReplyScriptError, .tooDeep(limit: 256)) }
    }
}

#if os(Linux)
    /// An NSString over raw UTF-16 code units, as Darwin's NSString stores them (Linux's stores a
    /// Swift String, which cannot hold a lone surrogate).
    private final class UTF16Storage: NSString {
        private let units: [unichar]
        init(_ units: [unichar]) {
            self.units = units
            super.init(stringLiteral: "")
        }
        required init(string aString: String) {
            units = Array(aString.utf16)
            super.init(stringLiteral: "")
        }
        required convenience init(stringLiteral value: StaticString) { self.init(string: value.description) }
        required convenience init(unicodeScalarLiteral value: StaticString) { self.init(string: value.description) }
        required convenience init(extendedGraphemeClusterLiteral value: StaticString) { self.init(string: value.description) }
        required init?(coder: NSCoder) { nil }
        override var length: Int { units.count }
        override func character(at index: Int) -> unichar { units[index] }
    }

    private func loneSurrogateString() -> NSString { UTF16Storage([0x61, 0xD800]) }
#else
    private func loneSurrogateString() -> NSString { NSString(characters: [0x61, 0xD800], length: 2) }
#endif

/// 10,000 generated values, weighted to the characters the seeds break on, each encoded and
/// evaluated by node; the callback must receive exactly the value.
final class ReplyScriptRoundTripTests: XCTestCase {
    func testTenThousandValuesRoundTripThroughNode() throws {
        guard let node = Tool.find("node") else { throw XCTSkip("node is not on PATH; the reply-script oracle needs it") }
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let paths = ["fromNative", "NativeAppInterface.deviceInfoSetting", "window._ios.MessageHandler.onSuccess", "window.a.b.c.d"]
        var lines: [String] = []
        var scripts: [String] = []
        for k in 0..<10_000 {
            let value = Generator.value(&rng, depth: 0)
            let path = paths[k % paths.count]
            let json = k % 3 == 2
            let script = json
                ? try ReplyScript.call(path, [.value(.number(7)), .jsonString(value)])
                : try ReplyScript.call(path, [.value(value)])
            scripts.append(script)
            lines.append("{\"script\":\(Generator.asciiJSONString(script)),\"path\":\"\(path)\",\"mode\":\"\(json ? "json" : "value")\",\"expected\":\(Generator.tagged(value))}")
        }
        let oracle = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeRuntimeTests/Fixtures/reply-oracle.js").path
        let result = try Tool.run(node, [oracle], stdin: Data(lines.joined(separator: "\n").utf8))
        let output = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard output == "ok 10000" else {
            let first = output.split(separator: "\n").prefix(5).map { line -> String in
                let index = line.split(separator: " ").dropFirst().first.flatMap { Int($0.dropLast()) }
                return String(line) + (index.map { "\n  script: \(scripts[$0].prefix(300))" } ?? "")
            }
            XCTFail("seed \(seed) (rerun with BRIDGECHECK_SEED=\(seed)): node said:\n\(first.joined(separator: "\n"))\n\(result.stderrText.prefix(2000))")
            return
        }
    }

    /// Random values for the round trip, and an expected form built without the encoder.
    enum Generator {
        static let awkward: [[UInt16]] = [
            Array("'".utf16), Array("\\".utf16), Array("\"".utf16), [0x2028], [0x2029], Array("</script>".utf16), Array("<!--".utf16),
            [0xD800], [0xDBFF], [0xDC00], [0xDFFF], [0xD83D, 0xDE00], [0x0000], [0x0008], [0x001F], [0x007F], [0x0085], [0xFEFF],
            [0xFFFE], [0xFFFF], Array("${x}".utf16), Array("`".utf16), Array("\n\r\t".utf16), Array("한글".utf16), Array("\\u0041".utf16),
            Array("]]>".utf16), Array("__proto__".utf16),
        ]

        static func units(_ rng: inout SeededGenerator) -> [UInt16] {
            var out: [UInt16] = []
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: out += awkward[Int.random(in: 0..<awkward.count, using: &rng)]
                case 1: out.append(UInt16.random(in: 0...0xFFFF, using: &rng))
                default: out.append(UInt16.random(in: 0x20...0x7E, using: &rng))
                }
            }
            return out
        }

        static func number(_ rng: inout SeededGenerator) -> Double {
            let special: [Double] = [0, -0.0, 1, -1, 0.1, 1e21, 1e-7, 5e-324, -5e-324, 9007199254740993, Double(Int64.max), .greatestFiniteMagnitude, .nan, .infinity, -.infinity, 2147483648, -2147483649]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return special[Int.random(in: 0..<special.count, using: &rng)]
            case 1: return Double(Int64.random(in: -1_000_000...1_000_000, using: &rng))
            default:
                let d = Double(bitPattern: rng.next())
                return d.isNaN ? .nan : d
            }
        }

        static func value(_ rng: inout SeededGenerator, depth: Int) -> ScriptValue {
            switch Int.random(in: 0..<(depth >= 3 ? 4 : 6), using: &rng) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &rng))
            case 2: return .number(number(&rng))
            case 3: return .string(JSString(utf16: units(&rng)))
            case 4: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(&rng, depth: depth + 1) })
            default:
                return .object((0..<Int.random(in: 0...4, using: &rng)).map { _ in
                    ScriptValue.Member(key: JSString(utf16: units(&rng)), value: value(&rng, depth: depth + 1))
                })
            }
        }

        static func tagged(_ v: ScriptValue) -> String {
            switch v {
            case .null: return #"{"t":"z"}"#
            case .bool(let b): return #"{"t":"b","v":\#(b)}"#
            case .number(let d):
                let bits = String(d.bitPattern, radix: 16)
                return #"{"t":"n","b":"\#(String(repeating: "0", count: 16 - bits.count) + bits)"}"#
            case .string(let s): return #"{"t":"s","u":[\#(s.utf16.map(String.init).joined(separator: ","))]}"#
            case .array(let a): return #"{"t":"a","v":[\#(a.map(tagged).joined(separator: ","))]}"#
            case .object(let members):
                let pairs = members.map { "[[\($0.key.utf16.map(String.init).joined(separator: ","))],\(tagged($0.value))]" }
                return #"{"t":"o","v":[\#(pairs.joined(separator: ","))]}"#
            }
        }

        /// The script is ASCII; escape only what JSON requires.
        static func asciiJSONString(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}

