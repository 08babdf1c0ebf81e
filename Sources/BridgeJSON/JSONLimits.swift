/// Bounds on what a parser will build from untrusted text. Every limit gives an error, never a trap.
public struct JSONLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes.
    public var maxBytes: Int
    /// Deepest nesting of arrays and objects; the outermost container is depth 1. Capped at
    /// `hardMaxDepth`, because Swift frees (and compares) nested values recursively.
    public var maxDepth: Int {
        get { _maxDepth }
        set { _maxDepth = min(max(newValue, 0), Self.hardMaxDepth) }
    }
    private var _maxDepth: Int

    /// The deepest nesting any configuration allows: 1,000 levels free in well under the 512 KiB
    /// stack of a secondary thread.
    public static let hardMaxDepth = 1_000
    /// Longest string (after unescaping) or number literal, in UTF-8 bytes.
    public var maxStringBytes: Int
    /// Most members in any one object.
    public var maxObjectKeys: Int
    /// Most elements in any one array.
    public var maxArrayElements: Int

    public init(
        maxBytes: Int = 1 << 20, maxDepth: Int = 64, maxStringBytes: Int = 1 << 20,
        maxObjectKeys: Int = 1_000, maxArrayElements: Int = 100_000
    ) {
        self.maxBytes = maxBytes
        self._maxDepth = min(max(maxDepth, 0), Self.hardMaxDepth)
        self.maxStringBytes = maxStringBytes
        self.maxObjectKeys = maxObjectKeys
        self.maxArrayElements = maxArrayElements
    }

    /// Defaults suited to a message from a page: 1 MiB, depth 64, 1 MiB strings, 1,000 keys.
    public static let `default` = JSONLimits()
}

/// Why JSON text was rejected, and the byte offset (0-based) where the parser stopped.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case unexpectedEnd(expected: String)
        case unexpectedCharacter(found: String, expected: String)
        case invalidUTF8
        case controlCharacterInString(UInt8)
        case invalidEscape(String)
        case invalidNumber(String)
        case trailingContent
        case tooLarge(limit: Int)
        case tooDeep(limit: Int)
        case stringTooLong(limit: Int)
        case tooManyKeys(limit: Int)
        case tooManyElements(limit: Int)
    }

    public var kind: Kind
    public var offset: Int

    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// True for the errors that come from `JSONLimits` rather than from the grammar.
    public var isLimit: Bool {
        switch kind {
        case .tooLarge, .tooDeep, .stringTooLong, .tooManyKeys, .tooManyElements: return true
        default: return false
        }
    }

    public var message: String {
        switch kind {
        case .unexpectedEnd(let expected): return "unexpected end of input, expected \(expected)"
        case .unexpectedCharacter(let found, let expected): return "expected \(expected), found \(found)"
        case .invalidUTF8: return "invalid UTF-8"
        case .controlCharacterInString(let b):
            return "control character U+\(hex4(b)) must be escaped inside a string"
        case .invalidEscape(let e): return "invalid escape \(e)"
        case .invalidNumber(let t): return "invalid number \(t)"
        case .trailingContent: return "unexpected content after the JSON value"
        case .tooLarge(let limit): return "input is larger than the \(limit)-byte limit"
        case .tooDeep(let limit): return "nesting is deeper than the limit of \(limit)"
        case .stringTooLong(let limit): return "string is longer than the \(limit)-byte limit"
        case .tooManyKeys(let limit): return "object has more than the limit of \(limit) keys"
        case .tooManyElements(let limit): return "array has more than the limit of \(limit) elements"
        }
    }

    public var description: String { "byte \(offset): \(message)" }
}

/// Four uppercase hex digits.
func hex4(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
