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

    /// A JSON string literal. Control characters, U+2028 and U+2029 are escaped, so the result is
    /// also a valid JavaScript string literal on engines older than ES2019.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
