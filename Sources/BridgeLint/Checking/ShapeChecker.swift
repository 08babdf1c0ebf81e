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
        case .dynamic, .function, .parameter, .alternative, .parameterMember:
            return
        case .null, .bool, .number, .string:
            guard let value = shape.json else { return }
            out += schema.validate(value, at: path).map { Violation(violation: $0, offset: offset) }
        case .someNumber:
            // An integer schema may take it: which number it is, is not known.
            if !schema.allows(.number), !schema.allows(.integer) { typeMismatch(schema, "a number", path, offset, &out) }
        case .someBool:
            if !schema.allows(.boolean) { typeMismatch(schema, "a boolean", path, offset, &out) }
        case .stringified, .concatenated:
            if !schema.allows(.string) {
                let expected = schema.types?.map(\.rawValue).joined(separator: " or ") ?? "any"
                let got = shape.isStringified ? "a JSON string (JSON.stringify)" : "a string"
                out.append(Violation(violation: SchemaViolation(path: path, kind: .typeMismatch, message: "expected \(expected), got \(got)"), offset: offset))
            }
        case .array(let elements, let open):
            guard schema.allows(.array) else { return typeMismatch(schema, "array", path, offset, &out) }
            alternatives(shape, schema, path, offset, &out)
            if let minItems = schema.minItems, !open, elements.count < minItems {
                out.append(Violation(violation: SchemaViolation(path: path, kind: .badLength, message: "array of \(elements.count) items is shorter than the minimum of \(minItems)"), offset: offset))
            }
            if let maxItems = schema.maxItems, elements.count > maxItems {
                out.append(Violation(violation: SchemaViolation(path: path, kind: .badLength, message: "array of \(elements.count) items is longer than the maximum of \(maxItems)"), offset: offset))
            }
            if schema.uniqueItems {
                // Only elements known exactly can be compared; a spread may hold anything.
                let known = elements.enumerated().compactMap { k, e in e.json.map { (k, $0) } }
                if let (a, b) = Schema.firstDuplicate(known.map(\.1)) {
                    out.append(Violation(violation: SchemaViolation(path: path.appending(index: known[b].0), kind: .notUnique, message: "item \(known[b].0) repeats item \(known[a].0); uniqueItems is true"), offset: offset))
                }
            }
            // After a spread the positions of later elements are unknown.
            for (k, element) in elements.enumerated() where !open || schema.prefixItems.isEmpty {
                walk(element, schema.itemSchema(at: k), path.appending(index: k), offset, &out)
            }
        case .object(let members, let open):
            guard schema.allows(.object) else { return typeMismatch(schema, "object", path, offset, &out) }
            alternatives(shape, schema, path, offset, &out)
            for member in members {
                if let property = schema.property(member.key) {
                    walk(member.value, property, path.appending(member.key), member.offset, &out)
                    continue
                }
                switch schema.additionalProperties {
                case .allowed:
                    // Other keys are allowed, but one a letter or two from a property the object
                    // lacks (`pasword` where native reads `password`) is that property misspelt:
                    // native reads nothing there.
                    let missing = schema.properties.map(\.name).filter { name in !members.contains { $0.key == name } }
                    if !missing.isEmpty, let meant = Suggestion.closest(to: member.key, in: missing) {
                        out.append(Violation(
                            violation: SchemaViolation(path: path.appending(member.key), kind: .unknownKey, message: "unknown key '\(member.key)' (did you mean '\(meant)'? the object has no '\(meant)')"),
                            offset: member.offset))
                    }
                case .forbidden:
                    let hint = Suggestion.hint(for: member.key, in: schema.properties.map(\.name))
                    out.append(Violation(violation: SchemaViolation(path: path.appending(member.key), kind: .unknownKey, message: "unknown key '\(member.key)'\(hint)"), offset: member.offset))
                case .schema(let s):
                    walk(member.value, s, path.appending(member.key), member.offset, &out)
                }
            }
            if !open {
                // A linear search: objects in calls have a handful of keys, and a Set of them
                // cost more to build than every lookup (callgrind on the worst-case site).
                for key in schema.required where !members.contains(where: { $0.key == key }) {
                    let hint = Suggestion.closest(to: key, in: Set(members.map(\.key))).map { " (found '\($0)')" } ?? ""
                    out.append(Violation(violation: SchemaViolation(path: path, kind: .missingKey, message: "missing required key '\(key)'\(hint)"), offset: offset))
                }
            }
        }
    }

    /// `const`, `anyOf` and `oneOf` on an object or array: a literal must pass one alternative.
    /// With dynamic parts, an alternative counts as passed when nothing known breaks it.
    private static func alternatives(_ shape: Shape, _ schema: Schema, _ path: JSONPath, _ offset: Int, _ out: inout [Violation]) {
        if let constValue = schema.constValue, let value = shape.json, !constValue.isSemanticallyEqual(to: value) {
            out.append(Violation(violation: SchemaViolation(path: path, kind: .notInEnum, message: "\(value.shortDescription) is not the constant \(JSONWriter().string(constValue))"), offset: offset))
        }
        for (keyword, list) in [("anyOf", schema.anyOf), ("oneOf", schema.oneOf)] {
            guard let list else { continue }
            let results = list.map { alternative -> [Violation] in
                var found: [Violation] = []
                walk(shape, alternative, path, offset, &found)
                return found
            }
            // The closest alternative has the fewest violations and, among those, is of the
            // value's own type: `{MessageName: 'renam'}` is closest to the object alternative
            // whose enum it misses, not to a string one.
            func rank(_ found: [Violation]) -> (Int, Int) {
                (found.count, found.first.map { $0.violation.kind == .typeMismatch && $0.violation.path == path ? 1 : 0 } ?? 0)
            }
            if let best = results.min(by: { rank($0) < rank($1) }), let first = best.first {
                out.append(Violation(violation: SchemaViolation(path: path, kind: .noAlternative, message: "matches none of the \(list.count) alternatives (\(keyword)); closest: \(first.violation)"), offset: first.offset))
            } else if keyword == "oneOf", let value = shape.json, list.filter({ $0.accepts(value) }).count > 1 {
                out.append(Violation(violation: SchemaViolation(path: path, kind: .noAlternative, message: "matches \(list.filter { $0.accepts(value) }.count) of the alternatives; oneOf allows exactly one"), offset: offset))
            }
        }
    }

    private static func typeMismatch(_ schema: Schema, _ got: String, _ path: JSONPath, _ offset: Int, _ out: inout [Violation]) {
        let expected = schema.types?.map(\.rawValue).joined(separator: " or ") ?? "any"
        out.append(Violation(violation: SchemaViolation(path: path, kind: .typeMismatch, message: "expected \(expected), got \(got)"), offset: offset))
    }
}
