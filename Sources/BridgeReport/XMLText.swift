import BridgeJSON

/// Escaping for XML 1.0 text and attribute values that holds for any input.
///
/// XML 1.0 cannot carry U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE or U+FFFF even as
/// character references, so those are written visibly as `\u{1F}`. Invalid UTF-8 in byte input
/// is shown as `\x{FF}` per byte. DEL, the C1 controls, U+2028/U+2029 and the bidirectional
/// controls are written as character references. Reports that must carry exact bytes (fuzz inputs) carry them
/// as hex or base64 besides.
/// `]]>` needs no care because text is written escaped, never in CDATA.
public enum XMLText {
    public static func escape(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case "\u{7F}"..."\u{9F}", "\u{2028}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                // DEL, C1, line separators and bidirectional controls: legal XML, written as
                // references so that no viewer of the raw file acts on them.
                out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Bytes that may not be UTF-8 as readable text: valid UTF-8 as is, each invalid byte as `\x{FF}`.
    public static func text(fromBytes bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            let length = UTF8Validation.sequenceLength(in: bytes, at: i)
            if length > 0 {
                out += String(decoding: bytes[i..<(i + length)], as: UTF8.self)
                i += length
            } else {
                out += "\\x{" + String(bytes[i], radix: 16, uppercase: true) + "}"
                i += 1
            }
        }
        return out
    }
}
