import BridgeContract
import BridgeJSON

/// A custom-scheme call such as `mgapp://openBrowser?url=https%3A%2F%2Fexample.com&x=1`:
/// the function in the host, the parameters in the query.
public struct SchemeURL: Sendable, Hashable {
    public struct QueryItem: Sendable, Hashable {
        public let name: String
        public let value: String
    }

    /// Lowercased scheme, e.g. `mgapp`.
    public var scheme: String
    /// Percent-decoded host: the function name.
    public var host: String
    /// Percent-decoded path, usually empty.
    public var path: String
    /// Query items in order, percent-decoded. `+` stays `+` (as URLComponents reads it).
    public var query: [QueryItem]

    /// Longest URL accepted by default: 64 KiB.
    public static let defaultMaxBytes = 64 << 10

    public static func parse(_ input: String, maxBytes: Int = defaultMaxBytes) throws(SchemeURLError) -> SchemeURL {
        guard input.utf8.count <= maxBytes else { throw .tooLong(limit: maxBytes) }
        // UTF-8 bytes, not Characters, as the URL standard reads code points: "=" followed by a
        // combining mark is still a separator. Every delimiter is ASCII and no byte of a multi-byte
        // sequence is, so cutting at them keeps the UTF-8 valid; and the code points the standard
        // trims (C0 controls and space, at most U+0020) are exactly the bytes up to 0x20. Bytes
        // rather than an array of scalars: the fuzzer found the scalar version spending most of its
        // time building Strings back from scalar slices, and trimming with removeFirst quadratic.
        let all = Array(input.utf8)
        let first = all.firstIndex { $0 > 0x20 } ?? all.endIndex
        let last = all.lastIndex { $0 > 0x20 }.map { $0 + 1 } ?? first
        var s = all[first..<max(first, last)]
        if s.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { s.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
        func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
        func decoded(_ part: ArraySlice<UInt8>) -> String { PercentDecoding.decodeToString(bytes: part) }

        guard let colon = s.firstIndex(of: UInt8(ascii: ":")) else { throw .missingScheme }
        let scheme = text(s[..<colon])
        guard isScheme(scheme) else { throw .invalidScheme(scheme) }
        var rest = s[(colon + 1)...]
        guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { throw .missingHost(scheme: scheme.lowercased()) }
        rest = rest.dropFirst(2)
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if authority.contains(UInt8(ascii: "@")) { throw .unexpectedUserInfo }
        let host = decoded(authority)
        guard !host.isEmpty else { throw .missingHost(scheme: scheme.lowercased()) }
        var afterHost = rest[authorityEnd...]
        var queryText = afterHost[afterHost.endIndex...]
        if let q = afterHost.firstIndex(of: UInt8(ascii: "?")) {
            queryText = afterHost[(q + 1)...]
            afterHost = afterHost[..<q]
        }
        var items: [QueryItem] = []
        items.reserveCapacity(queryText.isEmpty ? 0 : queryText.reduce(1) { $1 == UInt8(ascii: "&") ? $0 + 1 : $0 })
        for piece in queryText.split(separator: UInt8(ascii: "&")) where !piece.isEmpty {
            if let eq = piece.firstIndex(of: UInt8(ascii: "=")) {
                items.append(QueryItem(name: decoded(piece[..<eq]), value: decoded(piece[(eq + 1)...])))
            } else {
                items.append(QueryItem(name: decoded(piece), value: ""))
            }
        }
        return SchemeURL(scheme: scheme.lowercased(), host: host, path: decoded(afterHost), query: items)
    }

    /// The last value of a query parameter.
    public func value(_ name: String) -> String? { query.last { $0.name == name }?.value }

    /// The query as an object (a later duplicate wins). Where `schema` declares a property as
    /// integer, number or boolean and the text reads as one, the value is converted; otherwise it
    /// stays a string, so validation reports `expected integer, got string "x"`.
    public func queryObject(schema: Schema?) -> JSONValue {
        // Each name once, at its last occurrence (what assigning in order would give), without
        // JSONObject's linear-time subscript: a URL with thousands of parameters stays linear.
        var last: [String: Int] = [:]
        for (i, item) in query.enumerated() { last[item.name] = i }
        let extra = schema.flatMap { if case .schema(let s) = $0.additionalProperties { s } else { nil } }
        let members = query.enumerated().compactMap { i, item in
            last[item.name] == i ? JSONObject.Member(key: item.name, value: Self.coerce(item.value, to: schema?.property(item.name) ?? extra)) : nil
        }
        return .object(JSONObject(members))
    }

    static func coerce(_ text: String, to schema: Schema?) -> JSONValue {
        guard let schema, let types = schema.types, !types.contains(.string) else { return .string(text) }
        if types.contains(.boolean), let b = Bool(text) { return .bool(b) }
        if types.contains(.integer) || types.contains(.number),
            case .number(let n)? = try? JSONParser(limits: JSONLimits(maxBytes: 64)).parse(text), types.contains(.number) || n.isInteger
        {
            return .number(n)
        }
        if types.contains(.null), text.isEmpty { return .null }
        return .string(text)
    }

    /// An ASCII letter, then ASCII letters, digits, `+`, `-` and `.` (URL §4.4's scheme state).
    static func isScheme(_ s: String) -> Bool {
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        guard let first = s.utf8.first, isLetter(first) else { return false }
        return s.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }
}

/// Why a scheme URL was rejected.
public enum SchemeURLError: Error, Sendable, Hashable, CustomStringConvertible {
    case tooLong(limit: Int)
    case missingScheme
    case invalidScheme(String)
    case missingHost(scheme: String)
    case unexpectedUserInfo
    case wrongScheme(expected: String, got: String)
    case wrongHost(expected: String, got: String)
    case deeplink(parameter: String, problem: String)

    public var description: String {
        switch self {
        case .tooLong(let limit): return "the URL is longer than the \(limit)-byte limit"
        case .missingScheme: return "not a URL: no scheme (expected scheme://function?key=value)"
        case .invalidScheme(let s): return "'\(s)' is not a URL scheme"
        case .missingHost(let scheme): return "no function name: expected \(scheme)://function?key=value"
        case .unexpectedUserInfo: return "a bridge URL has no user name or password ('@' before the host)"
        case .wrongScheme(let expected, let got): return "scheme '\(got)' is not this handler's '\(expected)'"
        case .wrongHost(let expected, let got): return "deeplink host '\(got)' is not '\(expected)'"
        case .deeplink(let parameter, let problem): return "deeplink parameter '\(parameter)': \(problem)"
        }
    }
}
