import BridgeJSON
import Foundation

/// `data:` URLs: valid ones, and the variants the seeds and the WHATWG processor trip over.
package enum DataURLGenerator {
    package static let types = ["image/gif", "image/png", "image/jpeg", "application/pdf", "text/plain", "video/mp4", "x/y", "text/html"]

    package static func valid(_ rng: inout FuzzRandom) -> String {
        let type = rng.pick(types) ?? "text/plain"
        let payload = (0..<rng.int(0...48)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let name = rng.chance(0.5) ? ";" + (rng.pick(["photo.gif", "report.pdf", "a b.png", "x"]) ?? "x") : ""
        return "data:\(type)\(name);base64,\(Data(payload).base64EncodedString())"
    }

    package static func input(seed: UInt64, index: UInt64, pool: [[UInt8]], mutator: ByteMutator, maxLength: Int) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: "data-url", index: index)
        let base = valid(&rng)
        if rng.chance(0.25), !pool.isEmpty, let entry = rng.pick(pool) {
            let (bytes, name) = mutator.mutate(entry, pool: pool, rng: &rng, maxLength: maxLength)
            return FuzzInput(bytes, .any, name)
        }
        let comma = base.firstIndex(of: ",") ?? base.endIndex
        let head = String(base[..<comma]), body = base[base.index(after: comma)...]
        let variants: [(String, FuzzInput.Expectation, String)] = [
            (base, .accept, "valid"),
            (head + String(body), .reject, "missing comma"),
            ("data" + String(base.dropFirst(5)), .reject, "missing colon"),
            ("data:," + body, .accept, "no parameters"),
            (head.replacingOccurrences(of: ";base64", with: ";BASE64") + "," + body, .accept, ";BASE64"),
            (head.replacingOccurrences(of: ";base64", with: "; base64") + "," + body, .accept, "; base64 (not base64)"),
            (head.replacingOccurrences(of: ";base64", with: ";base64;base64") + "," + body, .any, ";base64;base64"),
            (head + "," + body + "=", .any, "extra padding"),
            (head + "," + body.dropLast(), .any, "missing padding"),
            (head + "," + body.map { " \($0)" }.joined(), .any, "whitespace everywhere"),
            (head + "," + body.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"), .any, "URL-safe alphabet"),
            (head + "," + String(repeating: "A", count: 4 * rng.int(0...8) + 1), .reject, "length 1 mod 4"),
            (head + "," + body.map { "%" + String(format: "%02X", $0.asciiValue ?? 0) }.joined(), .any, "percent escapes"),
            ("data:image/gif;../../etc/passwd;base64," + body, .accept, "filename with ../"),
            ("data:image/gif;a%00b.gif;base64," + body, .accept, "filename with NUL"),
            ("data:image/gif;" + "한글😀\u{202E}.gif;base64," + body, .accept, "filename with unicode"),
            ("data:image/gif;filename=\"x.gif\";base64," + body, .accept, "filename parameter"),
            ("data:text/plain;base64," + String(repeating: "QUJD", count: maxLength / 4 + 1), .any, "payload over --max-len"),
            (" \t" + base + "#frag\n", .accept, "whitespace and fragment"),
            ("DATA:" + base.dropFirst(5), .accept, "upper-case scheme"),
            ("data://host:99999/,x", .reject, "bad port"),
        ]
        let pick = rng.pick(variants) ?? (base, .accept, "valid")
        return FuzzInput(Array(pick.0.utf8), pick.1, "data-url: \(pick.2)")
    }
}

/// Scheme URLs (`mgapp://fn?k=v`) and MKWebViewBridge deeplinks.
package enum SchemeURLGenerator {
    /// Percent-encodes every byte but ASCII letters, digits and `-._~`. On bytes with a hex table:
    /// `String(format:)` per byte cost about a microsecond each, which made the scheme-url fuzz
    /// target's round trip take 5 ms for a 4 KB URL.
    package static func percentEncode(_ s: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(b)
            default:
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let s): return s
        case .number(let n): return n.text
        case .bool(let b): return b ? "true" : "false"
        default: return JSONWriter().string(value)
        }
    }

    package static func url(scheme: String, function: String, params: JSONValue) -> String {
        let query = (params.objectValue?.members ?? []).map { percentEncode($0.key) + "=" + percentEncode(text(of: $0.value)) }
        return "\(scheme)://\(percentEncode(function))" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    package static func deeplink(scheme: String, host: String, _ rng: inout FuzzRandom) -> String {
        var query = ["url=" + percentEncode(rng.pick(["https://smbh.kr/mk_bridge/sample", "http://example.com/a?b=1"]) ?? "https://a.b")]
        if rng.chance(0.5) { query.append("title=" + percentEncode(rng.pick(["테스트", "Title", ""]) ?? "")) }
        for key in ["navigationColor", "statusBarColor", "tintColor"] where rng.chance(0.4) { query.append("\(key)=" + (rng.pick(["FFFFFF", "000000", "%23ff00ff", "12345678"]) ?? "FFFFFF")) }
        for key in ["leftBtn", "rightBtn", "removeStack"] where rng.chance(0.3) { query.append("\(key)=" + (rng.pick(["true", "false", "Y", "0"]) ?? "true")) }
        return "\(scheme)://\(host)?" + query.joined(separator: "&")
    }

    package static let edgeParts = ["%", "%2", "%ZZ", "%00", "%FF%FE", "+", "&&", "==", "?", "#", "//", "@", ":", "%25", "%2525", "\u{0}", "한글", " "]

    package static func input(seed: UInt64, index: UInt64, schemes: [String], pool: [[UInt8]], mutator: ByteMutator, maxLength: Int) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: "scheme-url", index: index)
        if rng.chance(0.3), let entry = rng.pick(pool) {
            let (bytes, name) = mutator.mutate(entry, pool: pool, rng: &rng, maxLength: maxLength)
            return FuzzInput(bytes, .any, name)
        }
        let scheme = rng.pick(schemes) ?? "app"
        var parts = ["\(scheme)://", rng.pick(["fn", "setBadge", "webview", "", "%66n"]) ?? "fn"]
        if rng.chance(0.8) {
            parts.append("?")
            for k in 0..<rng.int(0...4) {
                if k > 0 { parts.append("&") }
                parts.append(rng.pick(["count", "url", "x", "", "a+b"]) ?? "x")
                if rng.chance(0.8) { parts.append("=" + (rng.pick(edgeParts + ["1", "abc", "https%3A%2F%2Fexample.com"]) ?? "")) }
            }
        }
        if rng.chance(0.2) { parts.insert(rng.pick(edgeParts) ?? "", at: rng.int(1...parts.count)) }
        return FuzzInput(Array(parts.joined().utf8), .any, "scheme-url")
    }
}
