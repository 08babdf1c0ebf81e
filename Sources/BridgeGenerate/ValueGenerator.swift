import BridgeContract
import BridgeJSON

/// Builds values from a schema: valid ones, and values that break it in one chosen way.
package struct ValueGenerator {
    /// Strings tried first where a schema has a pattern; the first that matches wins.
    package static let patternCandidates = [
        "0", "1", "42", "-7", "123456", "abc", "twok", "x", "https://example.com/a", "http://example.com", "FFFFFF", "000000", "true",
        "a@b.co", "2026-11-29", "ko", "en-US", "A1", "shoes",
    ]

    package static let boundaryNumbers = [
        "0", "-1", "1", "2147483647", "2147483648", "-2147483648", "-2147483649", "9007199254740991", "9007199254740992",
        "9007199254740993", "-9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "1e309", "-1e309", "-0", "0.5", "1e-7", "4294967296", "1.0",
    ]

    package static let edgeStrings = [
        "", "0", "-0", "123", "1e5", " 42", "42 ", "0x1F", "NaN", "Infinity", "abc", "null", "true", "'", "\"", "\\", "\u{2028}",
        "\u{2029}", "\u{0}", "</script>", "${x}", "한글", "😀", "\u{FEFF}", "\u{202E}gnp.exe", "../../etc/passwd", "%00", "%ZZ",
        // Built to break out of each JavaScript literal kind a reply script may paste them into.
        "');globalThis.pwned=1;('", "\");globalThis.pwned=1;(\"", "`);globalThis.pwned=1;(`", "${globalThis.pwned=1}", "\\');x=('", "a\nb",
    ]

    /// A value the schema accepts when it can find one (checked with the schema itself).
    package static func valid(_ schema: Schema?, _ rng: inout FuzzRandom, depth: Int = 0) -> JSONValue {
        guard let schema else { return .string("x") }
        if let constValue = schema.constValue { return constValue }
        if let options = schema.enumValues, let choice = rng.pick(options) { return choice }
        if let alternatives = schema.oneOf ?? schema.anyOf, depth < 6 {
            // A value from one alternative that the whole schema (base keywords, oneOf's "exactly one") accepts.
            for _ in 0..<8 {
                guard let branch = rng.pick(alternatives) else { break }
                let value = valid(branch, &rng, depth: depth + 1)
                if schema.accepts(value) { return value }
            }
        }
        let types = schema.types ?? [.string, .integer, .boolean]
        let preferred = types.filter { $0 != .null }
        let type = rng.pick(preferred.isEmpty ? types : preferred) ?? .string
        switch type {
        case .null: return .null
        case .boolean: return .bool(rng.chance(0.5))
        case .integer, .number:
            let low = Int(max(schema.minimum ?? -1000, -1e9))
            let high = Int(min(schema.maximum ?? 1000, 1e9))
            // A quarter of valid numbers sit on the edges of the range (and at 0 inside it),
            // where native code divides, indexes and converts wrongly; a uniform draw from a
            // range of a million would almost never reach them.
            let edges = [low, high, low + 1, high - 1, 0].filter { low <= $0 && $0 <= high }
            let value = low <= high ? (rng.chance(0.25) ? rng.pick(edges) ?? low : rng.int(low...high)) : low
            if type == .number, rng.chance(0.3), Double(value) + 0.5 <= (schema.maximum ?? .infinity) { return .number(JSONNumber(validatedText: "\(value).5")) }
            return .number(JSONNumber(value))
        case .string:
            if schema.pattern != nil {
                for candidate in patternCandidates where schema.validate(.string(candidate)).isEmpty { return .string(candidate) }
            }
            let low = schema.minLength ?? 0
            let high = max(low, min(schema.maxLength ?? (low + 12), low + 12))
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789 ")
            return .string(String((0..<rng.int(low...high)).map { _ in rng.pick(alphabet) ?? "a" }))
        case .array:
            guard depth < 6 else { return .array([]) }
            let low = schema.minItems ?? 0
            let high = max(low, min(schema.maxItems ?? max(low + 3, schema.prefixItems.count), low + 3 + schema.prefixItems.count))
            var elements: [JSONValue] = []
            for k in 0..<rng.int(low...high) {
                var element = valid(schema.itemSchema(at: k), &rng, depth: depth + 1)
                // uniqueItems: a few tries for an element not seen yet.
                var tries = 0
                while schema.uniqueItems, tries < 16, elements.contains(where: { $0.isSemanticallyEqual(to: element) }) {
                    element = valid(schema.itemSchema(at: k), &rng, depth: depth + 1)
                    tries += 1
                }
                // Still a repeat: the array stays shorter rather than breaking uniqueItems.
                if schema.uniqueItems, elements.contains(where: { $0.isSemanticallyEqual(to: element) }), elements.count >= low { break }
                elements.append(element)
            }
            return .array(elements)
        case .object:
            var object = JSONObject()
            guard depth < 6 else { return .object(object) }
            for property in schema.properties where schema.required.contains(property.name) || rng.chance(0.6) {
                object[property.name] = valid(property.schema, &rng, depth: depth + 1)
            }
            // A required key the schema gives no property for (`"required": ["code"]` alone)
            // takes any value the additional properties allow.
            for name in schema.required where object[name] == nil {
                if case .schema(let extra) = schema.additionalProperties {
                    object[name] = valid(extra, &rng, depth: depth + 1)
                } else {
                    object[name] = .string("x")
                }
            }
            return .object(object)
        }
    }

    /// A value of some type the schema does not allow, or nil when it allows every type.
    package static func wrongType(for schema: Schema, _ rng: inout FuzzRandom) -> JSONValue? {
        guard let types = schema.types else { return nil }
        var candidates: [JSONValue] = []
        if !types.contains(.string) { candidates += [.string("1"), .string("x"), .string("")] }
        if !types.contains(.number), !types.contains(.integer) { candidates += [.number(JSONNumber(1)), .number(JSONNumber(validatedText: "-0"))] }
        if !types.contains(.number), types.contains(.integer) { candidates.append(.number(JSONNumber(validatedText: "1.5"))) }
        if !types.contains(.boolean) { candidates.append(.bool(true)) }
        if !types.contains(.null) { candidates.append(.null) }
        if !types.contains(.object) { candidates.append(.object(JSONObject())) }
        if !types.contains(.array) { candidates.append(.array([])) }
        return rng.pick(candidates)
    }
}

/// A place inside a value, with the schema that describes it.
package struct SchemaSite {
    package var path: [JSONPath.Component]
    package var schema: Schema
}

extension JSONValue {
    /// Every (path, schema) pair reachable in this value under `schema`.
    package func sites(under schema: Schema?, at path: [JSONPath.Component] = []) -> [SchemaSite] {
        guard let schema else { return [] }
        var out = [SchemaSite(path: path, schema: schema)]
        switch self {
        case .object(let o):
            for member in o.members {
                if let property = schema.property(member.key) { out += member.value.sites(under: property, at: path + [.key(member.key)]) }
            }
        case .array(let a):
            for (k, element) in a.enumerated() { out += element.sites(under: schema.itemSchema(at: k), at: path + [.index(k)]) }
        default: break
        }
        return out
    }

    package func value(at path: [JSONPath.Component]) -> JSONValue? {
        guard let first = path.first else { return self }
        switch (self, first) {
        case (.object(let o), .key(let k)): return o[k]?.value(at: Array(path.dropFirst()))
        case (.array(let a), .index(let i)) where i < a.count: return a[i].value(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// This value with the value at `path` replaced (nil removes an object member).
    package func replacing(at path: [JSONPath.Component], with replacement: JSONValue?) -> JSONValue {
        guard let first = path.first else { return replacement ?? .null }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(var o), .key(let k)):
            if rest.isEmpty {
                o[k] = replacement
            } else if let child = o[k] {
                o[k] = child.replacing(at: rest, with: replacement)
            }
            return .object(o)
        case (.array(var a), .index(let i)) where i < a.count:
            if rest.isEmpty {
                if let replacement { a[i] = replacement } else { a.remove(at: i) }
            } else {
                a[i] = a[i].replacing(at: rest, with: replacement)
            }
            return .array(a)
        default: return self
        }
    }
}

/// Values the contract accepts, for tools that act as one side of the bridge (`bridgecheck run`
/// answers a page's messages with them).
public enum ContractValues {
    /// A value `schema` accepts, the same for the same seed; `"x"` when there is no schema.
    public static func valid(_ schema: Schema?, seed: UInt64 = 1) -> JSONValue {
        var rng = FuzzRandom(seed: seed)
        return ValueGenerator.valid(schema, &rng)
    }
}
