/// The parts of the WHATWG URL parser and serializer a `data:` URL goes through before the
/// data: URL processor sees it (URL §4.4, §4.5): trimming, tab/newline removal, percent-encoding
/// of controls and non-ASCII, an optional authority, and dropping the fragment.
///
/// Works on UTF-8 bytes: every code point the C0 control percent-encode set covers is either a
/// single byte below 0x20 or 0x7F, or a multi-byte sequence whose bytes are all 0x80 or more, so
/// encoding byte by byte gives exactly the URL standard's result, without decoding scalars.
enum URLSerialization {
    /// The serialized URL without its fragment, with the leading `data:` removed, as bytes.
    static func dataURLWithoutFragment(_ input: String) throws(DataURLError) -> [UInt8] {
        let utf8 = Array(input.utf8)
        var start = 0, end = utf8.count
        while start < end, utf8[start] <= 0x20 { start += 1 }
        while end > start, utf8[end - 1] <= 0x20 { end -= 1 }
        // Copied whole where there is nothing to drop: a data: URL can be megabytes, and a
        // byte-by-byte append was most of its decode (decode-bench).
        var bytes = Array(utf8[start..<end])
        if bytes.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }

        let prefix = Array("data:".utf8)
        let lowered = bytes.prefix(5).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard lowered == prefix else { throw .notDataURL }
        var rest = bytes[5...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }

        var out: [UInt8] = []
        out.reserveCapacity(rest.count)
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            // An authority: data://host[:port]/path. Validate it the way the URL parser would.
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
            let authority = rest[authorityStart..<authorityEnd]
            let hostAndPort = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[($0 + 1)...] } ?? authority
            var host = hostAndPort
            if let colon = hostAndPort.lastIndex(of: UInt8(ascii: ":")) {
                host = hostAndPort[..<colon]
                let port = hostAndPort[(colon + 1)...]
                let digits = port.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                let value = port.reduce(0) { min($0 * 10 + Int($1 &- UInt8(ascii: "0")), 1_000_000) }
                guard digits, value <= 65535 else { throw .invalidURL("the port is not a number from 0 to 65535") }
            }
            let forbidden = Set(" #/:<>?@[\\]^|".utf8).union([0])
            if host.contains(where: { forbidden.contains($0) }) { throw .invalidURL("the host contains a forbidden character") }
            if host.isEmpty, !authority.isEmpty { throw .invalidURL("the host is empty") }
            out.append(contentsOf: Array("//".utf8))
            encode(authority, into: &out, keepSpace: false)
            rest = rest[authorityEnd...]
        }
        encode(rest, into: &out, keepSpace: true)
        return out
    }

    /// Percent-encodes bytes below 0x20 (and spaces unless `keepSpace`), 0x7F and 0x80 and above.
    private static func encode(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8], keepSpace: Bool) {
        func kept(_ b: UInt8) -> Bool { b > 0x20 && b < 0x7F || b == 0x20 && keepSpace }
        if bytes.allSatisfy(kept) {
            out.append(contentsOf: bytes)
            return
        }
        let hex = Array("0123456789ABCDEF".utf8)
        for b in bytes {
            if b > 0x20 && b < 0x7F || b == 0x20 && keepSpace {
                out.append(b)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            }
        }
    }
}
