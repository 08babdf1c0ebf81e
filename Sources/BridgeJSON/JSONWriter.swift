/// Serializes `JSONValue`s to JSON text: member order kept, numbers as their literals.
public struct JSONWriter: Sendable {
    /// Two-space indentation and a space after `:`, for people; compact otherwise.
    public var pretty: Bool

    public init(pretty: Bool = false) { self.pretty = pretty }

    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.text
        case .string(let s): out += Self.quoted(s)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "["
            for (k, element) in elements.enumerated() {
                if k > 0 { out += "," }
                newline(indent + 1, into: &out)
                write(element, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "]"
        case .object(let object):
            guard !object.isEmpty else { out += "{}"; return }
            out += "{"
            for (k, member) in object.members.enumerated() {
                if k > 0 { out += "," }
                newline(indent + 1, into: &out)
                out += Self.quoted(member.key)
                out += pretty ? ": " : ":"
                write(member.value, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "}"
        }
    }

    private func newline(_ indent: Int, into out: inout String) {
        guard pretty else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// A JSON string literal. Control characters (C0, DEL, C1), U+2028 and U+2029 are escaped, so
    /// the result is also a valid JavaScript string literal on engines older than ES2019, and so
    /// are the bidirectional formatting controls, so no reader of a report sees text reordered.
    public static func quoted(_ s: String) -> String {
        // Works on UTF-8 and copies runs that need no escape in one go: fuzzing quotes strings
        // of hundreds of kilobytes.
        let utf8 = Array(s.utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(utf8.count + 2)
        var runStart = 0
        var k = 0
        func escape(_ text: String, skipping count: Int) {
            out.append(contentsOf: utf8[runStart..<k])
            out.append(contentsOf: Array(text.utf8))
            k += count
            runStart = k
        }
        while k < utf8.count {
            let b = utf8[k]
            switch b {
            case UInt8(ascii: "\""): escape("\\\"", skipping: 1)
            case UInt8(ascii: "\\"): escape("\\\\", skipping: 1)
            case 0x0A: escape("\\n", skipping: 1)
            case 0x0D: escape("\\r", skipping: 1)
            case 0x09: escape("\\t", skipping: 1)
            case 0x08: escape("\\b", skipping: 1)
            case 0x0C: escape("\\f", skipping: 1)
            case 0x00..<0x20:
                let hex = String(b, radix: 16)
                escape("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, skipping: 1)
            case 0x7F: escape("\\u007f", skipping: 1)
            case 0xC2 where k + 1 < utf8.count && (0x80...0x9F).contains(utf8[k + 1]):
                // C1 controls: escaped like C0, so no reader of the text acts on one.
                escape("\\u00" + String(utf8[k + 1], radix: 16), skipping: 2)
            case 0xE2 where k + 2 < utf8.count && utf8[k + 1] == 0x80 && (0xA8...0xAE).contains(utf8[k + 2]):
                // U+2028, U+2029 (line ends to older JavaScript) and the bidirectional embeddings
                // and overrides U+202A–U+202E, which make a line display other than it reads.
                escape("\\u20" + String(utf8[k + 2] - 0x80, radix: 16), skipping: 3)
            case 0xE2 where k + 2 < utf8.count && utf8[k + 1] == 0x81 && (0xA6...0xA9).contains(utf8[k + 2]):
                // The bidirectional isolates U+2066–U+2069.
                escape("\\u20" + String(utf8[k + 2] - 0x80 + 0x40, radix: 16), skipping: 3)
            default:
                k += 1
            }
        }
        out.append(contentsOf: utf8[runStart..<utf8.count])
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
