import CLibXML2

/// A page's character encoding, found as browsers find it, and its text as UTF-8.
///
/// Order (the HTML standard's, without the network's Content-Type): a byte-order mark, then a
/// `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` in the first
/// 1024 bytes, then UTF-8. Labels are read as the WHATWG Encoding Standard maps them, so
/// `iso-8859-1` and `us-ascii` are windows-1252, `shift_jis` is Windows-31J, `euc-kr` is
/// windows-949 and `gb2312` is GBK, as in every browser. Transcoding is libxml2's (iconv);
/// invalid bytes become U+FFFD, one per byte, and are counted.
public struct PageEncoding: Sendable, Hashable {
    /// The WHATWG name (`Shift_JIS`, `UTF-16LE`, `windows-1252`).
    public let name: String
    /// The name libxml2 (iconv) knows it by.
    let converterName: String
    /// Where it came from, for messages: "byte-order mark", "<meta charset>", "default".
    public let source: String
    /// Bytes of byte-order mark to drop.
    let bomLength: Int

    public var isUTF8: Bool { name == "UTF-8" }

    /// The encoding of `bytes`: BOM, then (for pages) the meta prescan, then UTF-8.
    public static func detect(_ bytes: [UInt8], isHTML: Bool) -> (encoding: PageEncoding, unknownLabel: String?) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (PageEncoding(name: "UTF-8", converterName: "UTF-8", source: "byte-order mark", bomLength: 3), nil) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (PageEncoding(name: "UTF-16LE", converterName: "UTF-16LE", source: "byte-order mark", bomLength: 2), nil) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (PageEncoding(name: "UTF-16BE", converterName: "UTF-16BE", source: "byte-order mark", bomLength: 2), nil) }
        let utf8 = PageEncoding(name: "UTF-8", converterName: "UTF-8", source: "default", bomLength: 0)
        guard isHTML, let label = metaCharset(bytes.prefix(1024)) else { return (utf8, nil) }
        guard let known = labels[label] else { return (utf8, label) }
        // A meta that names UTF-16 in an ASCII-compatible file means UTF-8 (HTML § 13.2.3.2).
        if known.name.hasPrefix("UTF-16") { return (PageEncoding(name: "UTF-8", converterName: "UTF-8", source: "<meta charset>", bomLength: 0), nil) }
        return (PageEncoding(name: known.name, converterName: known.converter, source: "<meta charset>", bomLength: 0), nil)
    }

    /// The text as UTF-8, and how many bytes could not be decoded (each became U+FFFD); nil
    /// when libxml2 has no converter for the encoding.
    public func decode(_ bytes: [UInt8]) -> (utf8: [UInt8], invalid: Int)? {
        let body = Array(bytes.dropFirst(bomLength))
        if isUTF8 { return (body, 0) }
        _ = HTMLScanner.initialized
        // libxml2 reports each invalid sequence through its error channel (stderr by default);
        // they are counted here instead. The channel is per thread; a structured handler wins
        // over the generic one (which, being variadic, Swift cannot provide).
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        guard let handler = xmlFindCharEncodingHandler(converterName) else { return nil }
        defer { _ = xmlCharEncCloseFunc(handler) }
        guard let input = xmlBufferCreate(), let output = xmlBufferCreate() else { return nil }
        defer {
            xmlBufferFree(input)
            xmlBufferFree(output)
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count + body.count / 2)
        var invalid = 0
        var position = 0
        // Chunks bound the buffers; a chunk ends where the converter stops (an invalid or a cut
        // sequence), and the rest is carried into the next round.
        let chunk = 1 << 16
        while position < body.count || xmlBufferLength(input) > 0 {
            if position < body.count, xmlBufferLength(input) < Int32(chunk) {
                let end = min(body.count, position + chunk)
                body[position..<end].withUnsafeBufferPointer { part in
                    _ = xmlBufferAdd(input, part.baseAddress, Int32(part.count))
                }
                position = end
            }
            let before = xmlBufferLength(input)
            let written = xmlCharEncInFunc(handler, output, input)
            if let content = xmlBufferContent(output), xmlBufferLength(output) > 0 {
                out.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(output))))
                xmlBufferEmpty(output)
            }
            let after = xmlBufferLength(input)
            if written < 0 || after == before {
                // No progress: an invalid byte, or a sequence cut by the end of the file. Replace
                // one byte and go on (the Encoding Standard's replacement mode, byte-wise).
                guard after > 0 else { break }
                if position < body.count, written >= 0 {
                    continue  // a sequence cut by the chunk: read more first
                }
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                invalid += 1
                _ = xmlBufferShrink(input, 1)
            }
        }
        return (out, invalid)
    }

    /// WHATWG Encoding Standard labels (a subset: the encodings real pages use) → the encoding's
    /// name and the iconv converter that decodes it as browsers do.
    static let labels: [String: (name: String, converter: String)] = {
        var out: [String: (String, String)] = [:]
        func add(_ name: String, _ converter: String, _ labels: String) {
            for label in labels.split(separator: " ") { out[String(label)] = (name, converter) }
        }
        add("UTF-8", "UTF-8", "unicode-1-1-utf-8 unicode11utf8 unicode20utf8 utf-8 utf8 x-unicode20utf8")
        add("UTF-16LE", "UTF-16LE", "csunicode iso-10646-ucs-2 ucs-2 unicode unicodefeff utf-16 utf-16le")
        add("UTF-16BE", "UTF-16BE", "unicodefffe utf-16be")
        add(
            "windows-1252", "CP1252",
            "ansi_x3.4-1968 ascii cp1252 cp819 csisolatin1 ibm819 iso-8859-1 iso-ir-100 iso8859-1 iso88591 iso_8859-1 iso_8859-1:1987 l1 latin1 us-ascii windows-1252 x-cp1252")
        add("ISO-8859-2", "ISO-8859-2", "csisolatin2 iso-8859-2 iso-ir-101 iso8859-2 iso88592 iso_8859-2 iso_8859-2:1987 l2 latin2")
        add("ISO-8859-15", "ISO-8859-15", "csisolatin9 iso-8859-15 iso8859-15 iso885915 iso_8859-15 l9")
        add("windows-1251", "CP1251", "cp1251 windows-1251 x-cp1251")
        add("KOI8-R", "KOI8-R", "cskoi8r koi koi8 koi8-r koi8_r")
        add("Shift_JIS", "CP932", "csshiftjis ms932 ms_kanji shift-jis shift_jis sjis windows-31j x-sjis")
        add("EUC-JP", "EUC-JP", "cseucpkdfmtjapanese euc-jp x-euc-jp")
        add("ISO-2022-JP", "ISO-2022-JP", "csiso2022jp iso-2022-jp")
        add("EUC-KR", "CP949", "cseuckr csksc56011987 euc-kr iso-ir-149 korean ks_c_5601-1987 ks_c_5601-1989 ksc5601 ksc_5601 windows-949")
        add("GBK", "GBK", "chinese csgb2312 csiso58gb231280 gb2312 gb_2312 gb_2312-80 gbk iso-ir-58 x-gbk")
        add("gb18030", "GB18030", "gb18030")
        add("Big5", "BIG5-HKSCS", "big5 big5-hkscs cn-big5 csbig5 x-x-big5")
        return out
    }()

    /// The charset a `<meta>` in `head` declares, lowercased and trimmed, as the HTML prescan
    /// finds it (simplified: the first meta that declares one wins).
    // Made once: an array literal here was built again at every `<` of every page (a fifth of
    // a lint's per-page work outside parsing, callgrind on the worst-case site).
    private static let commentOpen = Array("<!--".utf8)
    private static let metaName = Array("meta".utf8)

    /// Whitespace or `/`: the bytes that end a tag name.
    private static func endsTagName(_ b: UInt8) -> Bool { b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D || b == 0x20 || b == 0x2F }

    static func metaCharset(_ head: ArraySlice<UInt8>) -> String? {
        let bytes = Array(head)
        // Lowered in place in one plain loop: a `map` with a range test per byte cost as much
        // as the rest of reading a page's encoding.
        var lower = bytes
        for i in lower.indices where lower[i] &- 0x41 < 26 { lower[i] |= 0x20 }
        var k = 0
        while k + 5 < lower.count {
            guard lower[k] == UInt8(ascii: "<") else {
                k += 1
                continue
            }
            if lower[k...].starts(with: Self.commentOpen) {
                // Skip comments, as the prescan does.
                var j = k + 4
                while j + 2 < lower.count, !(lower[j] == UInt8(ascii: "-") && lower[j + 1] == UInt8(ascii: "-") && lower[j + 2] == UInt8(ascii: ">")) { j += 1 }
                k = j + 3
                continue
            }
            let isMeta = lower[(k + 1)...].starts(with: Self.metaName) && k + 5 < lower.count && Self.endsTagName(lower[k + 5])
            var end = k + 1
            var quote: UInt8?
            while end < lower.count {
                let b = lower[end]
                if let q = quote {
                    if b == q { quote = nil }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            if isMeta, end < bytes.count, let tag = StartTagLexer.locate(name: "meta", endingAt: end, in: bytes) {
                let pairs = tag.attributes.mapValues { String(decoding: $0, as: UTF8.self).lowercased() }
                if let charset = charset(inMeta: pairs) { return charset }
            }
            k = end + 1
        }
        return nil
    }

    /// `charset=x`, or `http-equiv=content-type` with `content="…charset=x"` (values lowercased).
    private static func charset(inMeta pairs: [String: String]) -> String? {
        if let value = pairs["charset"] { return value.trimmingWhitespace() }
        guard pairs["http-equiv"].map { $0.trimmingWhitespace() } == "content-type", let content = pairs["content"] else { return nil }
        guard let range = content.range(of: "charset") else { return nil }
        var rest = content[range.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        if let q = rest.first, q == "\"" || q == "'" {
            let inner = rest.dropFirst()
            return inner.firstIndex(of: q).map { inner[..<$0].trimmingWhitespace() }
        }
        return rest.prefix { $0 != ";" && $0 != " " && $0 != "\t" }.trimmingWhitespace()
    }

}
