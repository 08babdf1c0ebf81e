/// Text from a page, a harness or a scanned repository, made safe to print on one line: every
/// character that moves the cursor, clears the screen or reorders what follows is shown as an
/// escape instead of acting. Without it a handler named `"\r\n::error::forged"` prints a GitHub
/// workflow command of its own on its own line, and an ESC sequence rewrites the terminal.
///
/// Escaped: the C0 and C1 controls and DEL (`\n`, `\r`, `\t` by name, the rest as `\u{1B}`),
/// the line and paragraph separators U+2028/U+2029, and the bidirectional formatting controls
/// (U+202A–U+202E, U+2066–U+2069), which make a line read differently from what it holds;
/// and a file name's byte that is not UTF-8 (`RawPath`) is shown as `\x{E9}`.
/// A backslash itself is left alone, so ordinary text reads as written.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        // The common case, plain printable ASCII, is returned as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let shown: String
            if let byte = RawPath.carried(scalar) {
                out.append(contentsOf: ("\\x{" + String(byte, radix: 16, uppercase: true) + "}").unicodeScalars)
                continue
            }
            switch scalar {
            case "\n": shown = "\\n"
            case "\r": shown = "\\r"
            case "\t": shown = "\\t"
            default: shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: shown.unicodeScalars)
        }
        return String(out)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x10FF80...0x10FFFF: return true
        default: return false
        }
    }
}
