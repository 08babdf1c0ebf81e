import BridgeJSON

/// What the linter knows about an argument from the source alone: literal parts exactly,
/// everything else as `dynamic`. Nothing is guessed.
public indirect enum Shape: Sendable, Hashable {
    case dynamic
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    /// An object literal; `open` when it has spreads or computed keys, so keys may be missing from view.
    case object([Member], open: Bool)
    /// An array literal; `open` when it has spreads.
    case array([Shape], open: Bool)
    /// `JSON.stringify(x)`: a string holding the JSON of `x`.
    case stringified(Shape)
    /// A function expression or arrow function (a callback), which postMessage cannot send.
    case function
    /// A string that starts with this literal text, the rest computed: `'app://copy?text=' + v`,
    /// `` `app://copy?text=${v}` ``.
    case concatenated(String)
    /// A value whose type JavaScript fixes though its value is computed (`Number(v)`,
    /// `parseInt(v, 10)`, `Date.now()` are numbers; `!!v` and `typeof` tests booleans): its
    /// type is checked, nothing else.
    case someNumber
    case someBool
    /// A wrapper's parameter at this position, in the body it builds from its parameters
    /// (`JSON.stringify({ action: action, data: data })`): a hole each call fills with what it
    /// passes (`filled(with:)`). Checked as dynamic until filled.
    case parameter(Int)
    /// A wrapper's body that depends on whether a call passes the parameter at this position
    /// (`let message = name; if (typeof attributes !== 'undefined') { message = { MessageName:
    /// name, Values: attributes } }`): `given` when it does, `otherwise` when it does not.
    /// Only in templates; a call's `filled(with:)` picks one.
    case alternative(parameter: Int, given: Shape, otherwise: Shape)
    /// A member of a wrapper's parameter (`params.action` in `{ action: params.action, data:
    /// params.data }`): a hole each call fills with that member of the object literal it passes.
    case parameterMember(Int, key: String)

    public struct Member: Sendable, Hashable {
        public let key: String
        public let value: Shape
        /// Offset of the key in the script, for findings about this member.
        public let offset: Int
        /// Offset of the value's first token (the key's, for shorthand members).
        public let valueOffset: Int

        public init(key: String, value: Shape, offset: Int, valueOffset: Int? = nil) {
            self.key = key
            self.value = value
            self.offset = offset
            self.valueOffset = valueOffset ?? offset
        }
    }

    /// The JavaScript type name for messages: `object`, `string`, …; nil when dynamic.
    public var typeName: String? {
        switch self {
        case .dynamic, .parameter, .alternative, .parameterMember: return nil
        case .function: return "function"
        case .null: return "null"
        case .bool, .someBool: return "boolean"
        case .number, .someNumber: return "number"
        case .string, .stringified, .concatenated: return "string"
        case .object: return "object"
        case .array: return "array"
        }
    }

    /// Whether a wrapper's parameter stands somewhere in it.
    public var hasParameter: Bool {
        switch self {
        case .parameter, .alternative, .parameterMember: return true
        case .stringified(let inner): return inner.hasParameter
        case .object(let members, _): return members.contains { $0.value.hasParameter }
        case .array(let elements, _): return elements.contains { $0.hasParameter }
        default: return false
        }
    }

    /// The body a call of the wrapper posts: each parameter hole given the shape the call passes
    /// there (a missing argument is `undefined`: dynamic). The template's own members are placed
    /// at `offset`, the call (they are written in the wrapper, perhaps in another script); a
    /// filled hole keeps the offsets of what the call wrote.
    public func filled(with arguments: [Shape], offsets: [Int], at offset: Int) -> Shape {
        switch self {
        case .parameter(let k):
            return k < arguments.count ? arguments[k] : .dynamic
        case .parameterMember(let k, let key):
            return Self.member(key, of: k < arguments.count ? arguments[k] : .dynamic)?.value ?? .dynamic
        case .alternative(let k, let given, let otherwise):
            return (k < arguments.count ? given : otherwise).filled(with: arguments, offsets: offsets, at: offset)
        case .stringified(let inner):
            return .stringified(inner.filled(with: arguments, offsets: offsets, at: offset))
        case .object(let members, let open):
            return .object(
                members.map { m in
                    if case .parameter(let k) = m.value, k < offsets.count {
                        return Member(key: m.key, value: m.value.filled(with: arguments, offsets: offsets, at: offset), offset: offsets[k], valueOffset: offsets[k])
                    }
                    // The member the call wrote, where it wrote it.
                    if case .parameterMember(let k, let key) = m.value, k < arguments.count, let source = Self.member(key, of: arguments[k]) {
                        return Member(key: m.key, value: source.value, offset: source.valueOffset, valueOffset: source.valueOffset)
                    }
                    return Member(key: m.key, value: m.value.filled(with: arguments, offsets: offsets, at: offset), offset: offset, valueOffset: offset)
                }, open: open)
        case .array(let elements, let open):
            return .array(elements.map { $0.filled(with: arguments, offsets: offsets, at: offset) }, open: open)
        default:
            return self
        }
    }

    /// The member `key` of an object literal's shape (the last, as JavaScript keeps it).
    static func member(_ key: String, of shape: Shape) -> Member? {
        guard case .object(let members, _) = shape else { return nil }
        return members.last { $0.key == key }
    }

    /// `JSON.stringify(x)`.
    public var isStringified: Bool {
        if case .stringified = self { return true }
        return false
    }

    /// The value when every part is literal.
    public var json: JSONValue? {
        switch self {
        case .dynamic, .stringified, .concatenated, .function, .parameter, .alternative, .parameterMember, .someNumber, .someBool: return nil
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let text): return (try? JSONParser().parse(text)).flatMap { $0.numberValue.map(JSONValue.number) }
        case .string(let s): return .string(s)
        case .array(let elements, let open):
            guard !open else { return nil }
            var out: [JSONValue] = []
            for e in elements {
                guard let j = e.json else { return nil }
                out.append(j)
            }
            return .array(out)
        case .object(let members, let open):
            guard !open else { return nil }
            var o: [JSONObject.Member] = []
            for m in members {
                guard let j = m.value.json else { return nil }
                o.append(JSONObject.Member(key: m.key, value: j))
            }
            return .object(JSONObject(o))
        }
    }

    /// A shape from a JSON value (a string literal that holds JSON), members at `offset`.
    public init(_ value: JSONValue, offset: Int) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n.text)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map { Shape($0, offset: offset) }, open: false)
        case .object(let o): self = .object(o.members.map { Member(key: $0.key, value: Shape($0.value, offset: offset), offset: offset) }, open: false)
        }
    }

    /// What the value of a JSON string is, when the string is known: a stringified shape, or a
    /// string literal whose text parses as JSON.
    public func jsonContent(offset: Int) -> Shape? {
        switch self {
        case .stringified(let inner): return inner
        case .string(let s): return (try? JSONParser().parse(s)).map { Shape($0, offset: offset) }
        default: return nil
        }
    }
}
