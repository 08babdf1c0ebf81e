import BridgeJSON

/// A decoded `data:` URL: the WHATWG Fetch data: URL processor (§4.2.1 at the WPT vectors'
/// revision), plus the seeds' `data:<mime>;<filename>;base64,<payload>` file-name variant.
public struct DataURL: Sendable, Hashable {
    public var mimeType: MIMEType
    public var body: [UInt8]
    /// The body was base64 (`;base64` before the comma).
    public var isBase64: Bool
    /// The page-supplied file name, undecoded and unsafe: a `filename=`/`name=` parameter or a bare
    /// `;photo.gif;` segment. Use `safeFileName()` to name a file.
    public var suppliedFileName: String?

    /// MIME types a download may be saved as, with the extension each gets (the seed's list and a few more).
    public static let defaultExtensions: [String: String] = [
        "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp", "image/heic": "heic",
        "application/pdf": "pdf", "video/mp4": "mp4", "text/plain": "txt", "text/csv": "csv",
    ]

    /// Largest decoded body by default: 10 MiB.
    public static let defaultMaxDecodedBytes = 10 << 20

    /// Decodes `input`. Errors say what is wrong; nothing here can trap or allocate more than
    /// `maxDecodedBytes` beyond the input's own size.
    public static func parse(_ input: String, maxDecodedBytes: Int = defaultMaxDecodedBytes) throws(DataURLError) -> DataURL {
        let serialized = try URLSerialization.dataURLWithoutFragment(input)
        // Steps 2–8: after "data:", the MIME type runs to the first ','.
        var p = 0
        while p < serialized.count, serialized[p] != UInt8(ascii: ",") { p += 1 }
        guard p < serialized.count else { throw .missingComma }
        var mime = Array(serialized[0..<p])
        let encodedBody = serialized[(p + 1)...]
        while let f = mime.first, isASCIIWhitespace(f) { mime.removeFirst() }
        while let l = mime.last, isASCIIWhitespace(l) { mime.removeLast() }

        // A body that cannot decode within the limit even percent-encoded or in base64 is refused
        // before any work. Saturating: a limit near Int.max (`--max-bytes 9223372036854775807`)
        // must not overflow the bound and trap.
        let encodedBound = maxDecodedBytes <= 0 ? 0 : (maxDecodedBytes >= (Int.max - 4096) / 3 ? Int.max : maxDecodedBytes / 3 * 7 + 7 + 4096)
        if encodedBody.count > encodedBound {
            throw .tooLarge(limit: maxDecodedBytes)
        }
        // Step 9: percent-decode the body.
        var body = PercentDecoding.decode(encodedBody)
        // Step 10: ";base64" at the end of the MIME type, case-insensitively.
        var isBase64 = false
        if mime.count >= 7, mime[mime.count - 7] == UInt8(ascii: ";"),
            String(decoding: mime.suffix(6), as: UTF8.self).lowercased() == "base64"
        {
            switch ForgivingBase64.decode(body, maxDecodedBytes: maxDecodedBytes) {
            case .success(let decoded): body = decoded
            case .failure(.tooLarge): throw .tooLarge(limit: maxDecodedBytes)
            case .failure(.badLength): throw .invalidBase64(detail: "its length (without whitespace and padding) is 1 more than a multiple of 4")
            case .failure(.invalidCharacter(let offset)):
                throw .invalidBase64(detail: "character \(offset + 1) (ignoring whitespace) is not in A–Z a–z 0–9 + / or is misplaced '='")
            }
            mime.removeLast(7)
            isBase64 = true
        }
        guard body.count <= maxDecodedBytes else { throw .tooLarge(limit: maxDecodedBytes) }
        // Step 11–13.
        var mimeString = String(decoding: mime, as: UTF8.self)
        if mimeString.hasPrefix(";") { mimeString = "text/plain" + mimeString }
        let record = MIMEType(mimeString) ?? .usASCIIText
        return DataURL(mimeType: record, body: body, isBase64: isBase64, suppliedFileName: fileName(in: mimeString))
    }

    /// The seed variant `image/gif;photo.gif;…` (a segment with no `=`), or `filename=`/`name=`.
    static func fileName(in mime: String) -> String? {
        // On UTF-8 bytes: ';', '=', '"', space and tab are ASCII and never inside a multi-byte
        // sequence. Splitting Characters was a third of decoding a data: URL.
        let bytes = Array(mime.utf8)
        func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
        func lowercasedASCII(_ part: ArraySlice<UInt8>) -> [UInt8] { part.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 } }
        for segment in bytes.split(separator: UInt8(ascii: ";")).dropFirst() {
            let start = segment.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? segment.endIndex
            let end = segment.lastIndex { $0 != 0x20 && $0 != 0x09 }.map { $0 + 1 } ?? start
            let trimmed = segment[start..<max(start, end)]
            if let eq = trimmed.firstIndex(of: UInt8(ascii: "=")) {
                let name = lowercasedASCII(trimmed[..<eq])
                guard name == Array("filename".utf8) || name == Array("name".utf8) else { continue }
                var value = trimmed[(eq + 1)...]
                if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") { value = value.dropFirst().dropLast() }
                if !value.isEmpty { return text(value) }
            } else if !trimmed.isEmpty, lowercasedASCII(trimmed) != Array("base64".utf8) {
                return text(trimmed)
            }
        }
        return nil
    }

    /// A file name safe to join to a directory: no path separator, no `..`, no NUL, control or
    /// bidirectional-format character, at most 100 characters before the extension, and an
    /// extension chosen from `allowlist` by MIME type (`bin` for types not in it), never the
    /// page's own. Without a supplied name, `fallback` is used.
    public func safeFileName(allowlist: [String: String] = DataURL.defaultExtensions, fallback: String = "download") -> String {
        // Work on scalars, not Characters: "/" followed by a combining mark is one Character
        // that compares unequal to "/", yet still a separator once written to disk.
        var scalars = Array(PercentDecoding.decodeToString(suppliedFileName ?? "").unicodeScalars)
        if let slash = scalars.lastIndex(where: { $0 == "/" || $0 == "\\" }) { scalars = Array(scalars[(slash + 1)...]) }
        scalars = scalars.compactMap { c -> Unicode.Scalar? in
            switch c.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse,
                .nonspacingMark, .spacingMark, .enclosingMark:
                return nil
            default:
                return ":*?\"<>|".unicodeScalars.contains(c) ? "_" : c
            }
        }
        func trim(_ s: inout [Unicode.Scalar]) {
            while let f = s.first, f == " " || f == "." { s.removeFirst() }
            while let l = s.last, l == " " || l == "." { s.removeLast() }
        }
        trim(&scalars)
        if let dot = scalars.lastIndex(of: "."), dot > 0 { scalars = Array(scalars[..<dot]) }
        var k = 0
        var cleaned: [Unicode.Scalar] = []
        while k < scalars.count {
            if scalars[k] == ".", k + 1 < scalars.count, scalars[k + 1] == "." {
                cleaned.append("_")
                k += 2
            } else {
                cleaned.append(scalars[k])
                k += 1
            }
        }
        scalars = Array(cleaned.prefix(100))
        trim(&scalars)
        let base = scalars.isEmpty ? Array(fallback.unicodeScalars) : scalars
        return String(String.UnicodeScalarView(base)) + "." + (allowlist[mimeType.essence] ?? "bin")
    }

    /// What a decoded call reports for it: MIME type, decoded size, whether it was base64, safe file name.
    public var summary: JSONValue {
        var o = JSONObject()
        o["mimeType"] = .string(mimeType.description)
        o["byteCount"] = .number(JSONNumber(body.count))
        o["base64"] = .bool(isBase64)
        o["fileName"] = .string(safeFileName())
        return .object(o)
    }

    /// The extension the allowlist gives this URL's MIME type, or nil when it is not allowed.
    public func allowedExtension(allowlist: [String: String] = DataURL.defaultExtensions) -> String? {
        allowlist[mimeType.essence]
    }

    private static func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D || b == 0x20 }
}

/// Why a `data:` URL was rejected.
public enum DataURLError: Error, Sendable, Hashable, CustomStringConvertible {
    case notDataURL
    case invalidURL(String)
    case missingComma
    case invalidBase64(detail: String)
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .notDataURL: return "not a data: URL (it must start with 'data:')"
        case .invalidURL(let why): return "not a valid URL: \(why)"
        case .missingComma: return "no ',' separates the media type from the data (write data:<type>[;base64],<data>)"
        case .invalidBase64(let detail): return "the body is marked ;base64 but is not base64: \(detail)"
        case .tooLarge(let limit): return "the decoded body is larger than the \(limit)-byte limit"
        }
    }
}
