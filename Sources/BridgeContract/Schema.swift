import BridgeJSON
import BridgePattern
import Foundation

/// The JSON Schema subset a contract uses to describe parameters and bodies, with the 2020-12
/// meaning of each keyword: `type`, `properties`, `required`, `additionalProperties`, `enum`,
/// `const`, `anyOf`, `oneOf`, `items`, `prefixItems`, `minItems`, `maxItems`, `uniqueItems`,
/// `minimum`, `maximum`, `minLength`, `maxLength`, `pattern`, plus `description` and `title`.
public final class Schema: Sendable {
    public enum TypeName: String, Sendable, CaseIterable {
        case object, array, string, number, integer, boolean, null
    }

    public enum Additional: Sendable {
        case allowed
        case forbidden
        case schema(Schema)
    }

    public struct Property: Sendable {
        public let name: String
        public let schema: Schema
    }

    /// Allowed types; nil allows any.
    public let types: [TypeName]?
    public let properties: [Property]
    public let required: [String]
    public let additionalProperties: Additional
    public let enumValues: [JSONValue]?
    /// `const`: the one value allowed.
    public let constValue: JSONValue?
    /// `anyOf`: at least one must hold.
    public let anyOf: [Schema]?
    /// `oneOf`: exactly one must hold.
    public let oneOf: [Schema]?
    /// `items`: elements after `prefixItems` (all elements when there are none).
    public let items: Schema?
    /// `prefixItems`: the schemas of the first elements, in order.
    public let prefixItems: [Schema]
    public let minItems: Int?
    public let maxItems: Int?
    public let uniqueItems: Bool
    public let minimum: Double?
    public let maximum: Double?
    public let minLength: Int?
    public let maxLength: Int?
    public let pattern: String?
    public let description: String?
    /// `refersTo`: this value is one an earlier message of the session carried in the field of
    /// that name (`"task": {"type": "string", "refersTo": "id"}`: a task is finished by the id
    /// it was started with). Not a check of one message: sequence generation uses it first, and
    /// `manifest check` makes sure the name is a field of the same handler.
    public let refersTo: String?
    private let regex: Pattern?

    /// Keywords a schema may use; anything else is an error in the manifest.
    public static let keywords = [
        "type", "properties", "required", "additionalProperties", "enum", "const", "anyOf", "oneOf", "items", "prefixItems",
        "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "minLength", "maxLength", "pattern", "description", "title", "refersTo",
    ]

    public init(
        types: [TypeName]? = nil, properties: [Property] = [], required: [String] = [],
        additionalProperties: Additional = .allowed, enumValues: [JSONValue]? = nil, constValue: JSONValue? = nil,
        anyOf: [Schema]? = nil, oneOf: [Schema]? = nil, items: Schema? = nil, prefixItems: [Schema] = [],
        minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false,
        minimum: Double? = nil, maximum: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        pattern: String? = nil, description: String? = nil, refersTo: String? = nil
    ) throws(SchemaPatternError) {
        self.refersTo = refersTo
        self.types = types
        self.properties = properties
        self.required = required
        self.additionalProperties = additionalProperties
        self.enumValues = enumValues
        self.constValue = constValue
        self.anyOf = anyOf
        self.oneOf = oneOf
        self.items = items
        self.prefixItems = prefixItems
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.description = description
        if let pattern {
            let compiled: Pattern
            do {
                compiled = try Pattern(pattern)
            } catch {
                throw SchemaPatternError(pattern: pattern, problem: error)
            }
            // What one match may cost is bounded against the longest string it can be given:
            // `a{0,16000}c` on a 1 MiB string was 139 s.
            let longest = maxLength ?? Pattern.defaultInputBound
            if longest > compiled.maxInputLength {
                throw SchemaPatternError(pattern: pattern, problem: PatternSyntaxError(
                    position: 1,
                    reason: "matching it costs up to \(compiled.programSize) steps a character, too many for strings of up to \(longest) characters; give the schema \"maxLength\" of at most \(compiled.maxInputLength), or shorten the counted repetitions"))
            }
            regex = compiled
        } else {
            regex = nil
        }
    }

    public func property(_ name: String) -> Schema? { properties.first { $0.name == name }?.schema }

    /// Every schema inside this one (itself first), with the keywords that lead to each.
    public func descendants(at path: [String] = []) -> [(path: [String], schema: Schema)] {
        var out: [(path: [String], schema: Schema)] = [(path, self)]
        for p in properties { out += p.schema.descendants(at: path + ["properties", p.name]) }
        if case .schema(let extra) = additionalProperties { out += extra.descendants(at: path + ["additionalProperties"]) }
        if let items { out += items.descendants(at: path + ["items"]) }
        for (k, s) in prefixItems.enumerated() { out += s.descendants(at: path + ["prefixItems", String(k)]) }
        for (k, s) in (anyOf ?? []).enumerated() { out += s.descendants(at: path + ["anyOf", String(k)]) }
        for (k, s) in (oneOf ?? []).enumerated() { out += s.descendants(at: path + ["oneOf", String(k)]) }
        return out
    }

    public func allows(_ type: TypeName) -> Bool { types?.contains(type) ?? true }

    /// The schema of element `index` of an array: its `prefixItems` entry, else `items`.
    public func itemSchema(at index: Int) -> Schema? { index < prefixItems.count ? prefixItems[index] : items }

    /// Whether `value` passes (no violation at all).
    public func accepts(_ value: JSONValue) -> Bool { validate(value, limit: 1).isEmpty }

    /// Everything wrong with `value`, first problems first, at most `limit` of them.
    public func validate(_ value: JSONValue, at path: JSONPath = .root, limit: Int = 20) -> [SchemaViolation] {
        var out: [SchemaViolation] = []
        check(value, path, &out, limit)
        return out
    }

    private func check(_ value: JSONValue, _ path: JSONPath, _ out: inout [SchemaViolation], _ limit: Int) {
        guard out.count < limit else { return }
        if let types, !types.contains(where: { Self.matches(value, $0) }) {
            let expected = types.map(\.rawValue).joined(separator: " or ")
            out.append(SchemaViolation(path: path, kind: .typeMismatch, message: "expected \(expected), got \(value.shortDescription)"))
            return
        }
        if let constValue, !constValue.isSemanticallyEqual(to: value) {
            out.append(SchemaViolation(path: path, kind: .notInEnum, message: "\(value.shortDescription) is not the constant \(JSONWriter().string(constValue))"))
        }
        if let anyOf, !anyOf.contains(where: { $0.accepts(value) }) {
            out.append(SchemaViolation(path: path, kind: .noAlternative, message: "\(value.shortDescription) matches none of the \(anyOf.count) alternatives (anyOf)\(Self.closest(anyOf, value, at: path))"))
        }
        if let oneOf {
            let matching = oneOf.filter { $0.accepts(value) }.count
            if matching == 0 {
                out.append(SchemaViolation(path: path, kind: .noAlternative, message: "\(value.shortDescription) matches none of the \(oneOf.count) alternatives (oneOf)\(Self.closest(oneOf, value, at: path))"))
            } else if matching > 1 {
                out.append(SchemaViolation(path: path, kind: .noAlternative, message: "\(value.shortDescription) matches \(matching) of the alternatives; oneOf allows exactly one"))
            }
        }
        if let enumValues, !enumValues.contains(where: { $0.isSemanticallyEqual(to: value) }) {
            let allowed = enumValues.map { JSONWriter().string($0) }.joined(separator: ", ")
            var hint = ""
            if let s = value.stringValue {
                hint = Suggestion.hint(for: s, in: enumValues.compactMap(\.stringValue))
            }
            out.append(SchemaViolation(path: path, kind: .notInEnum, message: "\(value.shortDescription) is not one of \(allowed)\(hint)"))
        }
        switch value {
        case .number(let n):
            let d = n.double
            if let minimum, !(d >= minimum) {
                out.append(SchemaViolation(path: path, kind: .outOfRange, message: "\(n.text) is less than the minimum \(Self.format(minimum))"))
            }
            if let maximum, !(d <= maximum) {
                out.append(SchemaViolation(path: path, kind: .outOfRange, message: "\(n.text) is greater than the maximum \(Self.format(maximum))"))
            }
        case .string(let s):
            let length = s.unicodeScalars.count
            if let minLength, length < minLength {
                out.append(SchemaViolation(path: path, kind: .badLength, message: "string of \(length) characters is shorter than the minimum length \(minLength)"))
            }
            if let maxLength, length > maxLength {
                out.append(SchemaViolation(path: path, kind: .badLength, message: "string of \(length) characters is longer than the maximum length \(maxLength)"))
            }
            // Never matched against more than the bound the pattern was accepted for (a string
            // beyond maxLength has its violation already).
            if regex != nil, maxLength == nil, length > Pattern.defaultInputBound {
                out.append(SchemaViolation(path: path, kind: .patternMismatch, message: "string of \(length) characters is longer than the \(Pattern.defaultInputBound) a pattern is matched against (give the schema a maxLength)"))
            } else if let regex, let pattern, length <= maxLength ?? Int.max, !regex.matches(s) {
                out.append(SchemaViolation(path: path, kind: .patternMismatch, message: "\(value.shortDescription) does not match the pattern \(JSONWriter.quoted(pattern))"))
            }
        case .array(let elements):
            if let minItems, elements.count < minItems {
                out.append(SchemaViolation(path: path, kind: .badLength, message: "array of \(elements.count) items is shorter than the minimum of \(minItems)"))
            }
            if let maxItems, elements.count > maxItems {
                out.append(SchemaViolation(path: path, kind: .badLength, message: "array of \(elements.count) items is longer than the maximum of \(maxItems)"))
            }
            if uniqueItems, let (a, b) = Self.firstDuplicate(elements) {
                out.append(SchemaViolation(path: path.appending(index: b), kind: .notUnique, message: "item \(b) repeats item \(a); uniqueItems is true"))
            }
            for (k, element) in elements.enumerated() where out.count < limit {
                itemSchema(at: k)?.check(element, path.appending(index: k), &out, limit)
            }
        case .object(let object):
            let members = object.distinctMembers
            var present = Set<String>()
            present.reserveCapacity(members.count)
            for member in members { present.insert(member.key) }
            for key in required where !present.contains(key) {
                let hint = Suggestion.closest(to: key, in: members.map(\.key)).map { " (found '\($0)')" } ?? ""
                out.append(SchemaViolation(path: path, kind: .missingKey, message: "missing required key '\(key)'\(hint)"))
            }
            for (key, member) in members.lazy.map({ ($0.key, $0.value) }) {
                guard out.count < limit else { break }
                if let schema = property(key) {
                    schema.check(member, path.appending(key), &out, limit)
                    continue
                }
                switch additionalProperties {
                case .allowed: break
                case .forbidden:
                    let hint = Suggestion.hint(for: key, in: properties.map(\.name))
                    out.append(SchemaViolation(path: path.appending(key), kind: .unknownKey, message: "unknown key '\(key)'\(hint)"))
                case .schema(let schema):
                    schema.check(member, path.appending(key), &out, limit)
                }
            }
        default: break
        }
    }

    static func matches(_ value: JSONValue, _ type: TypeName) -> Bool {
        switch (type, value) {
        case (.null, .null), (.boolean, .bool), (.string, .string), (.array, .array), (.object, .object): return true
        case (.number, .number): return true
        case (.integer, .number(let n)): return n.isInteger
        default: return false
        }
    }

    /// The first pair of equal elements, compared by their canonical JSON text (sorted keys,
    /// numbers by value), so the check stays linear-ish rather than comparing every pair.
    public static func firstDuplicate(_ elements: [JSONValue]) -> (Int, Int)? {
        var seen: [String: Int] = [:]
        for (k, element) in elements.enumerated() {
            let key = element.canonicalText
            if let first = seen[key] { return (first, k) }
            seen[key] = k
        }
        return nil
    }

    /// Why `value` fails the alternative it comes closest to, for messages.
    private static func closest(_ alternatives: [Schema], _ value: JSONValue, at path: JSONPath) -> String {
        let best = alternatives.map { $0.validate(value, at: path, limit: 3) }.min { $0.count < $1.count }
        guard let first = best?.first else { return "" }
        return "; closest: " + (first.path == path ? first.message : first.description)
    }

    private static func format(_ d: Double) -> String {
        d.rounded(.towardZero) == d && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
    }
}

/// A schema `pattern` that is not a regular expression bridgecheck can match (see `Pattern`).
public struct SchemaPatternError: Error, Sendable {
    public let pattern: String
    public let problem: PatternSyntaxError
}

/// One way a value breaks its schema: where, what kind of break, and a message such as
/// `expected integer, got string "x"`.
public struct SchemaViolation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case typeMismatch, missingKey, unknownKey, notInEnum, outOfRange, badLength, patternMismatch, notUnique, noAlternative
    }

    public let path: JSONPath
    public let kind: Kind
    public let message: String

    public init(path: JSONPath, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
