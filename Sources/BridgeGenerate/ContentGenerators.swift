import BridgeContract
import BridgeJSON

/// JSON values for the reply-script target, weighted to what breaks string splicing.
package enum ReplyValueGenerator {
    package static let strings = ["'", "\\", "\"", "\u{2028}", "\u{2029}", "</script>", "<!--", "\u{0}", "\u{1F}", "😀", "한글", "${x}", "`", "__proto__", "\\u0041", "]]>"]

    package static func input(seed: UInt64, index: UInt64, pool: [[UInt8]], replies: [Schema] = [], mutator: ByteMutator, maxLength: Int) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: "reply-script", index: index)
        if rng.chance(0.2), let entry = rng.pick(pool) {
            let (bytes, name) = mutator.mutate(entry, pool: pool, rng: &rng, maxLength: maxLength)
            return FuzzInput(bytes, .any, name)
        }
        if rng.chance(0.3), let schema = rng.pick(replies) {
            return FuzzInput(Array(JSONWriter().string(ValueGenerator.valid(schema, &rng)).utf8), .accept, "contract reply")
        }
        var text = JSONWriter().string(value(&rng, depth: 0))
        if rng.chance(0.1) { text = text.replacingOccurrences(of: "\u{E000}", with: "\\ud800") }
        return FuzzInput(Array(text.utf8), .accept, "reply value")
    }

    package static func value(_ rng: inout FuzzRandom, depth: Int) -> JSONValue {
        switch rng.int(0...(depth >= 3 ? 3 : 5)) {
        case 0: return .null
        case 1: return .bool(rng.chance(0.5))
        case 2: return .number(JSONNumber(validatedText: rng.pick(ValueGenerator.boundaryNumbers) ?? "0"))
        case 3:
            var s = ""
            for _ in 0..<rng.int(0...4) { s += rng.chance(0.6) ? (rng.pick(strings) ?? "") : String(UnicodeScalar(UInt8(rng.int(0x20...0x7E)))) }
            if rng.chance(0.05) { s += "\u{E000}" }
            return .string(s)
        case 4: return .array((0..<rng.int(0...3)).map { _ in value(&rng, depth: depth + 1) })
        default:
            return .object(JSONObject((0..<rng.int(0...3)).map { _ in
                JSONObject.Member(key: rng.pick(strings + ["a", "b", "__proto__", "constructor"]) ?? "k", value: value(&rng, depth: depth + 1))
            }))
        }
    }
}

/// Pages and scripts for the lint scanner: bridge calls among hostile markup and code.
package enum PageGenerator {
    package static let pieces = [
        "<script>", "</script>", "<script type=\"module\">", "<div>", "</div>", "<a href=\"mgapp://setBadge?count=1\">", "<!--", "-->",
        "<button onclick=\"window.webkit.messageHandlers.EXAMPLE.postMessage({action:'pong',param:{count:'1'}})\">",
        "window.webkit.messageHandlers.", "nativeHandler", ".postMessage(", "JSON.stringify({", "})", "'", "\"", "`", "${", "}",
        "/*", "*/", "//", "\n", "/re[/]/g", "a / b", "iosInterface.callNativeFunction(\"pushTokenInfo\", ", "await ", ".then(x)",
        "&amp;", "&#", "<![CDATA[", "]]>", "\u{0}", "\u{FEFF}", "\u{2028}", "\\u0061", "<", ">", "=", "(", ")", "[", "]",
        "const h = webkit.messageHandlers;", "h.test.postMessage({metadata:{sequence:1}})", "function fromNative(d){}",
    ]

    package static func input(seed: UInt64, index: UInt64, pool: [[UInt8]], mutator: ByteMutator, maxLength: Int) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: "lint-scanner", index: index)
        if rng.chance(0.3), let entry = rng.pick(pool) {
            let (bytes, name) = mutator.mutate(entry, pool: pool, rng: &rng, maxLength: maxLength)
            return FuzzInput(bytes, .any, name)
        }
        var page = ""
        for _ in 0..<rng.int(1...40) { page += rng.pick(pieces) ?? "" }
        if rng.chance(0.05) { page = String(repeating: "<div>", count: rng.int(1_000...20_000)) + page }
        return FuzzInput(Array(page.utf8.prefix(maxLength)), .any, "page")
    }
}
