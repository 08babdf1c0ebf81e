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
        // Code points, not Characters, as the URL standard reads them: "=" followed by a
        // combining mark is still a separator.
        var s = Array(input.unicodeScalars)
        while let f = s.first, f.value <= 0x20 { s.removeFirst() }
        while let l = s.last, l.value <= 0x20 { s.removeLast() }
        s.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        func text(_ part: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(part)) }
        func decoded(_ part: ArraySlice<Unicode.Scalar>) -> String { PercentDecoding.decodeToString(text(part)) }

        guard let colon = s.firstIndex(of: ":") else { throw .missingScheme }
        let scheme = text(s[..<colon])
        guard isScheme(scheme) else { throw .invalidScheme(scheme) }
        var rest = s[(colon + 1)...]
        guard rest.starts(with: ["/", "/"]) else { throw .missingHost(scheme: scheme.lowercased()) }
        rest = rest.dropFirst(2)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if authority.contains("@") { throw .unexpectedUserInfo }
        let host = decoded(authority)
        guard !host.isEmpty else { throw .missingHost(scheme: scheme.lowercased()) }
        var afterHost = rest[authorityEnd...]
        var queryText = afterHost[afterHost.endIndex...]
        if let q = afterHost.firstIndex(of: "?") {
            queryText = afterHost[(q + 1)...]
            afterHost = afterHost[..<q]
        }
        var items: [QueryItem] = []
        for piece in queryText.split(separator: "&") where !piece.isEmpty {
            if let eq = piece.firstIndex(of: "=") {
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
        var object = JSONObject()
        for item in query {
            object[item.name] = Self.coerce(item.value, to: schema?.property(item.name) ?? (schema.flatMap { if case .schema(let s) = $0.additionalProperties { s } else { nil } }))
        }
        return .object(object)
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

    static func isScheme(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
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
