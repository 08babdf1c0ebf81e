import BridgeJSON
import Foundation

/// A JavaScript value native sends back to the page. Strings are UTF-16 code units, as in
/// JavaScript, so a string from an `NSString` that holds a lone surrogate arrives unchanged.
public indirect enum ScriptValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(JSString)
    case array([ScriptValue])
    case object([Member])

    public struct Member: Sendable, Hashable {
        public var key: JSString
        public var value: ScriptValue
        public init(key: JSString, value: ScriptValue) {
            self.key = key
            self.value = value
        }
    }

    /// A JSON value as JavaScript's `JSON.parse` would give it (numbers become doubles).
    public init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n.double)
        case .string(let s): self = .string(JSString(s))
        case .array(let a): self = .array(a.map(ScriptValue.init))
        case .object(let o): self = .object(o.members.map { Member(key: JSString($0.key), value: ScriptValue($0.value)) })
        }
    }

    /// Converts a Foundation reply (`[String: Any]`, `[Any]`, `String`/`NSString`, `NSNumber`,
    /// `Bool`, `NSNull`, `Date` as ISO 8601). Nested deeper than `maxDepth` or of another type is an error.
    public init(foundation value: Any, maxDepth: Int = ReplyScript.defaultMaxDepth) throws(ReplyScriptError) {
        self = try Self.convert(value, depth: 0, maxDepth: maxDepth)
    }

    private static func convert(_ value: Any, depth: Int, maxDepth: Int) throws(ReplyScriptError) -> ScriptValue {
        if value is NSNull { return .null }
        if type(of: value) == Bool.self, let b = value as? Bool { return .bool(b) }
        if let s = jsString(value) { return .string(s) }
        if let n = value as? NSNumber {
            if String(describing: type(of: n)) == "__NSCFBoolean" { return .bool(n.boolValue) }
            return .number(n.doubleValue)
        }
        if let date = value as? Date { return .string(JSString(ISO8601DateFormatter().string(from: date))) }
        guard depth < maxDepth else { throw .tooDeep(limit: maxDepth) }
        if let array = value as? [Any] {
            var out: [ScriptValue] = []
            for element in array { out.append(try convert(element, depth: depth + 1, maxDepth: maxDepth)) }
            return .array(out)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var members: [Member] = []
            for (key, element) in dictionary {
                guard let k = jsString(key.base) else { throw .unsupportedValue("dictionary key \(key) is not a string") }
                members.append(Member(key: k, value: try convert(element, depth: depth + 1, maxDepth: maxDepth)))
            }
            return .object(members.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) })
        }
        throw .unsupportedValue("\(type(of: value)) has no JavaScript form")
    }

    /// A Swift `String` as it is; anything else that is an `NSString` by its UTF-16 code units,
    /// so a lone surrogate survives. (`value is String` holds for an NSString too, so the Swift
    /// type is asked for exactly, and NSString is read before any bridging to String.)
    private static func jsString(_ value: Any) -> JSString? {
        if type(of: value) == String.self, let s = value as? String { return JSString(s) }
        guard let s = value as? NSString else { return nil }
        var units = [UInt16](repeating: 0, count: s.length)
        units.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { s.getCharacters(base, range: NSRange(location: 0, length: s.length)) }
        }
        return JSString(utf16: units)
    }
}

extension ScriptValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    public init(dictionaryLiteral elements: (String, ScriptValue)...) { self = .object(elements.map { Member(key: JSString($0.0), value: $0.1) }) }
    public init(arrayLiteral elements: ScriptValue...) { self = .array(elements) }
    public init(stringLiteral value: String) { self = .string(JSString(value)) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}

/// A JavaScript string: a sequence of UTF-16 code units, well-formed or not.
public struct JSString: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var utf16: [UInt16]
    public init(_ s: String) { utf16 = Array(s.utf16) }
    public init(utf16: [UInt16]) { self.utf16 = utf16 }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { String(decoding: utf16, as: UTF16.self) }
}
