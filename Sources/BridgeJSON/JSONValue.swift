/// A JSON value exactly as the text said it: numbers keep their literal, objects keep member order.
///
/// Strings are Swift strings (Unicode scalars). A lone surrogate escape such as `\ud800` decodes to
/// U+FFFD, as Swift's own UTF-16 decoding does, so native code never holds an ill-formed string.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON Schema type name of this value (`integer` for integral numbers).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let n): return n.isInteger ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// A short human description for error messages: `string "x"`, `integer 3`, `object`.
    public var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "boolean \(b)"
        case .number(let n): return "\(typeName) \(n.text)"
        case .string(let s):
            let clipped = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "string \(JSONWriter.quoted(clipped))"
        case .array(let a): return "array of \(a.count)"
        case .object(let o): return "object with \(o.count) key\(o.count == 1 ? "" : "s")"
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var numberValue: JSONNumber? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// Equality as JSON Schema defines it for `enum`: numbers compare by value, objects ignore order.
    public func isSemanticallyEqual(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.double == b.double
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSemanticallyEqual(to: $1) }
        case (.object(let a), .object(let b)):
            let am = a.distinctMembers, bm = b.distinctMembers
            guard am.count == bm.count else { return false }
            var other: [String: JSONValue] = [:]
            other.reserveCapacity(bm.count)
            for member in bm { other[member.key] = member.value }
            return am.allSatisfy { member in
                guard let y = other[member.key] else { return false }
                return member.value.isSemanticallyEqual(to: y)
            }
        default: return false
        }
    }
}

extension JSONValue {
    /// Text that is equal for two values exactly when `isSemanticallyEqual` holds: keys sorted
    /// (the last of duplicates wins), numbers by value, strings JSON-quoted.
    public var canonicalText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            let d = n.double
            return d == 0 ? "0" : "\(d)"
        case .string(let s): return JSONWriter.quoted(s)
        case .array(let a): return "[" + a.map(\.canonicalText).joined(separator: ",") + "]"
        case .object(let o):
            let members = o.distinctMembers.sorted { $0.key < $1.key }
            return "{" + members.map { JSONWriter.quoted($0.key) + ":" + $0.value.canonicalText }.joined(separator: ",") + "}"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    /// A float literal is finite; were it not, it would be `null`, JSON's stand-in (as JSON.stringify).
    public init(floatLiteral value: Double) { self = JSONNumber(value).map(JSONValue.number) ?? .null }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}

/// A JSON number, kept as its literal so that `9007199254740993` or `1e400` lose nothing until asked.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal, always valid JSON number grammar.
    public let text: String

    /// Creates a number from a literal the caller has already checked against the JSON grammar.
    public init(validatedText text: String) { self.text = text }

    public init(_ value: Int) { self.text = String(value) }
    public init(_ value: Int64) { self.text = String(value) }

    /// The shortest literal for `value`; nil for NaN and the infinities, which have no JSON form
    /// (they used to become "0" silently).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            self.text = value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
        } else {
            self.text = "\(value)"
        }
    }

    /// The nearest double; `1e400` is `+infinity`, as JavaScript's `JSON.parse` gives.
    public var double: Double { Double(text) ?? .nan }

    /// True when the literal's value has no fractional part (`1`, `1.0`, `1e2`, `9007199254740993`),
    /// as JSON Schema's `integer`, decided on the decimal digits, not on the nearest double (which
    /// calls `9007199254740993.5` an integer); a value beyond the doubles (`1e400`) is not.
    public var isInteger: Bool {
        // A plain run of digits (the commonest number) is integral and, this short, finite:
        // decided without parsing a Double and the decimal (2 K instructions a value).
        let utf8 = text.utf8
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        if !digits.isEmpty, digits.count <= 300, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        guard double.isFinite, let decimal = Decimal(text) else { return false }
        return decimal.isIntegral
    }

    /// The exact integer, when the value is integral and fits in 64 bits (`1e2` is 100;
    /// `9007199254740993.0` is 9007199254740993).
    public var int64: Int64? {
        if let exact = Int64(text) { return exact }
        guard let decimal = Decimal(text), decimal.isIntegral else { return nil }
        return decimal.int64
    }

    /// A literal as sign, significant digits and the position of the decimal point in them.
    /// Why not Foundation's `Decimal`: it keeps 38 digits and rounds beyond, which is the very
    /// loss this exists to avoid; the literal's own digits are exact.
    private struct Decimal {
        var negative: Bool
        /// Digits with leading zeros removed (`"0012.50"` → `1250`).
        var digits: [UInt8]
        /// Digits before the decimal point (may be negative or beyond `digits.count`).
        var point: Int

        init?(_ text: String) {
            let bytes = Array(text.utf8)
            var i = 0
            negative = bytes.first == UInt8(ascii: "-")
            if negative { i += 1 }
            var all: [UInt8] = []
            var integerCount = 0
            while i < bytes.count, (48...57).contains(bytes[i]) {
                all.append(bytes[i] - 48)
                integerCount += 1
                i += 1
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                while i < bytes.count, (48...57).contains(bytes[i]) {
                    all.append(bytes[i] - 48)
                    i += 1
                }
            }
            var exponent = 0
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                var sign = 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                    sign = bytes[i] == UInt8(ascii: "-") ? -1 : 1
                    i += 1
                }
                // Saturating: a finite double's exponent is within ±400, anything beyond only
                // needs to stay large.
                while i < bytes.count, (48...57).contains(bytes[i]) {
                    exponent = min(exponent * 10 + Int(bytes[i] - 48), 1_000_000)
                    i += 1
                }
                exponent *= sign
            }
            guard i == bytes.count, !all.isEmpty else { return nil }
            let leading = all.prefix { $0 == 0 }.count
            digits = Array(all.dropFirst(leading))
            point = integerCount - leading + exponent
        }

        /// No nonzero digit after the point.
        var isIntegral: Bool {
            let after = max(0, point)
            return after >= digits.count || digits[after...].allSatisfy { $0 == 0 }
        }

        /// The integral value, if it fits.
        var int64: Int64? {
            guard point <= 19 else { return digits.isEmpty ? 0 : nil }
            var magnitude: UInt64 = 0
            for k in 0..<max(0, point) {
                let digit = UInt64(k < digits.count ? digits[k] : 0)
                let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(digit)
                guard !o1, !o2 else { return nil }
                magnitude = sum
            }
            if negative {
                guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
                return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
            }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return Int64(magnitude)
        }
    }

    public var description: String { text }
}

/// A JSON object: members in source order. Lookups see the last member with a key, as
/// JavaScript's `JSON.parse` does; `duplicateKeys` lists the keys that occurred more than once.
public struct JSONObject: Sendable, Hashable {
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var members: [Member]

    public init(_ members: [Member] = []) { self.members = members }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    /// Distinct keys in order of first appearance.
    public var keys: [String] {
        var seen = Set<String>()
        return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    public var duplicateKeys: [String] {
        var seen = Set<String>(), reported = Set<String>(), dup = [String]()
        for m in members where !seen.insert(m.key).inserted && reported.insert(m.key).inserted { dup.append(m.key) }
        return dup
    }

    /// One member per distinct key, in order of first appearance, holding the key's last value
    /// (what `self[key]` gives): `keys` with their values in one linear pass, where looking each
    /// key up would be quadratic in the object's size.
    public var distinctMembers: [Member] {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        var out: [Member] = []
        out.reserveCapacity(members.count)
        for member in members {
            if let k = index[member.key] {
                out[k].value = member.value
            } else {
                index[member.key] = out.count
                out.append(member)
            }
        }
        return out
    }

    public subscript(key: String) -> JSONValue? {
        get { members.last(where: { $0.key == key })?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append(Member(key: key, value: newValue)) }
        }
    }

    /// This object without `key`.
    public func removing(_ key: String) -> JSONObject {
        JSONObject(members.filter { $0.key != key })
    }
}

extension JSONValue {
    /// Every key that occurs more than once in one object, anywhere in this value, with the path
    /// of that member: for files people write (a configuration), where the second of two
    /// keys silently replacing the first hides a mistake. Iterative, so any depth is safe.
    public var duplicateKeys: [(path: JSONPath, key: String)] {
        var out: [(path: JSONPath, key: String)] = []
        var pending: [(JSONValue, JSONPath)] = [(self, .root)]
        while let (value, path) = pending.popLast() {
            switch value {
            case .array(let elements):
                for (k, element) in elements.enumerated().reversed() { pending.append((element, path.appending(index: k))) }
            case .object(let object):
                for key in object.duplicateKeys { out.append((path.appending(key), key)) }
                for member in object.distinctMembers.reversed() { pending.append((member.value, path.appending(member.key))) }
            default: break
            }
        }
        return out
    }
}
