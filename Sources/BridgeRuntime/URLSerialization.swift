/// The parts of the WHATWG URL parser and serializer a `data:` URL goes through before the
/// data: URL processor sees it (URL §4.4, §4.5): trimming, tab/newline removal, percent-encoding
/// of controls and non-ASCII, an optional authority, and dropping the fragment.
enum URLSerialization {
    /// The serialized URL without its fragment, with the leading `data:` removed, as bytes.
    static func dataURLWithoutFragment(_ input: String) throws(DataURLError) -> [UInt8] {
        var scalars = Array(input.unicodeScalars)
        while let f = scalars.first, f.value <= 0x20 { scalars.removeFirst() }
        while let l = scalars.last, l.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard scalars.count >= 5, String(String.UnicodeScalarView(scalars[0..<5])).lowercased() == "data:" else {
            throw .notDataURL
        }
        var rest = Array(scalars[5...])
        if let hash = rest.firstIndex(of: "#") { rest = Array(rest[..<hash]) }
        var out: [UInt8] = []
        var p = 0
        if rest.count >= 2, rest[0] == "/", rest[1] == "/" {
            // An authority: data://host[:port]/path. Validate the way the URL parser would.
            var end = 2
            while end < rest.count, rest[end] != "/", rest[end] != "?" { end += 1 }
            var authority = Array(rest[2..<end])
            if let at = authority.lastIndex(of: "@") { authority = Array(authority[(at + 1)...]) }
            var host = authority
            if let colon = authority.lastIndex(of: ":") {
                host = Array(authority[..<colon])
                let port = authority[(colon + 1)...]
                guard port.allSatisfy({ ("0"..."9").contains($0) }), port.count <= 5,
                    port.isEmpty || Int(String(String.UnicodeScalarView(port))).map({ $0 <= 65535 }) == true
                else { throw .invalidURL("the port is not a number from 0 to 65535") }
            }
            let forbidden: Set<Unicode.Scalar> = ["\0", " ", "#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|"]
            if host.contains(where: { forbidden.contains($0) }) { throw .invalidURL("the host contains a forbidden character") }
            if host.isEmpty, authority.count > 0 { throw .invalidURL("the host is empty") }
            out.append(contentsOf: Array("//".utf8))
            encode(authority, into: &out, keepSpace: false)
            p = end
        }
        encode(rest[p...], into: &out, keepSpace: true)
        return out
    }

    /// UTF-8 percent-encodes C0 controls, DEL and non-ASCII (the C0 control percent-encode set).
    private static func encode(_ scalars: some Sequence<Unicode.Scalar>, into out: inout [UInt8], keepSpace: Bool) {
        for c in scalars {
            if c.value > 0x20 && c.value < 0x7F || c == " " && keepSpace {
                out.append(UInt8(c.value))
            } else {
                for byte in String(Character(c)).utf8 {
                    out.append(UInt8(ascii: "%"))
                    out.append(contentsOf: Array(String(byte, radix: 16, uppercase: true).leftPadded(to: 2).utf8))
                }
            }
        }
    }
}
