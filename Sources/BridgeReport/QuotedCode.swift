/// Code as reports quote it: on one line, each line trimmed, at most 120 characters (117 and
/// `…` when longer). Lint quotes calls this way and `run` quotes the lines of what pages did.
public enum QuotedCode {
    public static func clip(_ s: String) -> String {
        // Most call texts are short printable ASCII on one line, which clipping leaves as it is.
        let utf8 = s.utf8
        if utf8.count <= 120, utf8.first != 0x20, utf8.last != 0x20, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s }
        var contiguous = s
        return contiguous.withUTF8 { clipASCII($0) } ?? clipCharacters(s)
    }

    /// The call text of `bytes` (UTF-8 source), without making a String of all of it: a call's
    /// text runs to its closing parenthesis, which after a callback argument can be a whole
    /// function body of which 120 characters are kept.
    public static func clip(_ bytes: ArraySlice<UInt8>) -> String {
        // Most calls are one short line of printable ASCII, which clipping leaves as it is.
        // Tested on the buffer: the slice's generic `allSatisfy` cost more than the String.
        return bytes.withUnsafeBufferPointer { buffer in
            if buffer.count <= 120, buffer.first != 0x20, buffer.last != 0x20, isPrintableASCII(buffer) { return String(decoding: buffer, as: UTF8.self) }
            return clipASCII(buffer) ?? clipCharacters(String(decoding: buffer, as: UTF8.self))
        }
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b &- 0x20 >= 0x5F { return false }
        return true
    }

    /// Clips ASCII text on bytes: once line breaks are gone every Character is one byte, and the
    /// White_Space characters are tab to carriage return and space. Lines are read only until
    /// the text is past the limit; nil when a line read holds a non-ASCII byte, for
    /// `clipCharacters` (lines past the limit cannot change the result of either).
    private static func clipASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        var out: [UInt8] = []
        var first = true
        var k = 0
        while k < bytes.count, out.count <= 120 {
            while k < bytes.count, bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            guard k < bytes.count else { break }
            let lineStart = k
            while k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D {
                if bytes[k] >= 0x80 { return nil }
                k += 1
            }
            if !first { out.append(0x20) }
            first = false
            var start = lineStart
            var end = k
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        return out.count > 120 ? String(decoding: out.prefix(117), as: UTF8.self) + "…" : String(decoding: out, as: UTF8.self)
    }

    /// Clips on Characters, the definition.
    private static func clipCharacters(_ s: String) -> String {
        // Line by line, stopping once the text is past the limit: a call's text can be a whole
        // minified script, and splitting all of it into Characters was an eighth of a lint of
        // pages full of calls (perf).
        var oneLine = ""
        var first = true
        for line in s.utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            if !first { oneLine += " " }
            first = false
            oneLine += trimmingWhitespace(Substring(line))
            if oneLine.utf8.count > 120, oneLine.count > 120 { break }
        }
        return oneLine.count > 120 ? String(oneLine.prefix(117)) + "…" : oneLine
    }

    private static func trimmingWhitespace(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        // Through the UTF-8 bytes: rebuilding from scalars one by one was the slow part.
        return String(decoding: text.utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }
}
