import BridgeContract
import BridgeJSON

/// Checks what is literal in a shape against a schema; dynamic parts are never guessed at.
enum ShapeChecker {
    struct Violation {
        let violation: SchemaViolation
        /// Offset in the script of the member or argument it concerns.
        let offset: Int
    }

    static func check(_ shape: Shape, against schema: Schema?, at path: JSONPath, offset: Int) -> [Violation] {
        var out: [Violation] = []
        walk(shape, schema, path, offset, &out)
        return out
    }

    private static func walk(_ shape: Shape, _ schema: Schema?, _ path: JSONPath, _ offset: Int, _ out: inout [Violation]) {
        guard let schema, out.count < 20 else { return }
        switch shape {
        case .dynamic:
            return
        case .null, .bool, .number, .string:
            guard let value = shape.json else { return }
            out += schema.validate(value, at: path).map { Violation(violation: $0, offset: offset) }
        case .stringified, .concatenated:
            if !schema.allows(.string) {
                let expected = schema.types?.map(\.rawValue).joined(separator: " or ") ?? "any"
                let got = isStringified(shape) ? "a JSON string (JSON.stringify)" : "a string"
                out.append(Violation(violation: SchemaViolation(path: path, kind: .typeMismatch, message: "expected \(expected), got \(got)"), offset: offset))
            }
        case .array(let elements, _):
            guard schema.allows(.array) else { return typeMismatch(schema, "array", path, offset, &out) }
            for (k, element) in elements.enumerated() { walk(element, schema.items, path.appending(index: k), offset, &out) }
        case .object(let members, let open):
            guard schema.allows(.object) else { return typeMismatch(schema, "object", path, offset, &out) }
            var seen = Set<String>()
            for member in members {
                seen.insert(member.key)
                if let property = schema.property(member.key) {
                    walk(member.value, property, path.appending(member.key), member.offset, &out)
                    continue
                }
                switch schema.additionalProperties {
                case .allowed: break
                case .forbidden:
                    let hint = Suggestion.hint(for: member.key, in: schema.properties.map(\.name))
                    out.append(Violation(violation: SchemaViolation(path: path.appending(member.key), kind: .unknownKey, message: "unknown key '\(member.key)'\(hint)"), offset: member.offset))
                case .schema(let s):
                    walk(member.value, s, path.appending(member.key), member.offset, &out)
                }
            }
            if !open {
                for key in schema.required where !seen.contains(key) {
                    let hint = Suggestion.closest(to: key, in: seen).map { " (found '\($0)')" } ?? ""
                    out.append(Violation(violation: SchemaViolation(path: path, kind: .missingKey, message: "missing required key '\(key)'\(hint)"), offset: offset))
                }
            }
        }
    }

    private static func isStringified(_ shape: Shape) -> Bool {
        if case .stringified = shape { return true }
        return false
    }

    private static func typeMismatch(_ schema: Schema, _ got: String, _ path: JSONPath, _ offset: Int, _ out: inout [Violation]) {
        let expected = schema.types?.map(\.rawValue).joined(separator: " or ") ?? "any"
        out.append(Violation(violation: SchemaViolation(path: path, kind: .typeMismatch, message: "expected \(expected), got \(got)"), offset: offset))
    }
}
