import BridgeContract
import BridgeJSON

/// Builds the JavaScript native evaluates to answer a page: `path(arg, …);`, where each argument
/// is a literal that evaluates to exactly the given value.
///
/// The seeds splice JSON into single-quoted strings (`fromNative('\(value)')`,
/// `onSuccess(1, '\(json)')`) and break on `'`, `\`, U+2028/U+2029, `</script>` and lone
/// surrogates. Here every string literal is double-quoted and pure ASCII: anything outside
/// printable ASCII, and `"`, `\`, `<`, `>`, is a `\uXXXX` escape of its UTF-16 code unit, so
/// the script means the same in any engine, inside an HTML `<script>`, and with any code unit.
public enum ReplyScript {
    public static let defaultMaxDepth = 256

    /// How an argument is passed.
    public enum Argument: Sendable, Hashable {
        /// As a JavaScript literal: the callback receives the value itself.
        case value(ScriptValue)
        /// As a string of JSON text: the callback receives what `JSON.stringify` would give, and parses it.
        case jsonString(ScriptValue)
    }

    /// `path(arguments…);` with `path` checked to be a dotted identifier path.
    public static func call(_ path: String, _ arguments: [Argument], maxDepth: Int = defaultMaxDepth) throws(ReplyScriptError) -> String {
        guard JavaScriptPath.isValid(path) else { throw .invalidPath(path) }
        var out = path + "("
        for (k, argument) in arguments.enumerated() {
            if k > 0 { out += "," }
            switch argument {
            case .value(let v): try literal(v, into: &out, depth: 0, maxDepth: maxDepth)
            case .jsonString(let v):
                var json: [UInt16] = []
                try Self.json(v, into: &json, depth: 0, maxDepth: maxDepth)
                stringLiteral(json, into: &out)
            }
        }
        return out + ");"
    }

    /// A call to a callback the contract declares, with one value per declared argument, each
    /// encoded as the contract says and checked against its schema where it has one.
    public static func call(_ callback: Callback, _ values: [ScriptValue], maxDepth: Int = defaultMaxDepth) throws(ReplyScriptError) -> String {
        guard values.count == callback.arguments.count else {
            throw .argumentCount(callback: callback.path, expected: callback.arguments.count, got: values.count)
        }
        var arguments: [Argument] = []
        for (declared, value) in zip(callback.arguments, values) {
            if let schema = declared.schema, let json = value.jsonValue {
                if let violation = schema.validate(json).first {
                    throw .schemaViolation(argument: declared.name, violation: violation)
                }
            }
            arguments.append(declared.encoding == .jsonString ? .jsonString(value) : .value(value))
        }
        return try call(callback.path, arguments, maxDepth: maxDepth)
    }

    /// The JavaScript literal for one value.
    public static func literal(_ value: ScriptValue, maxDepth: Int = defaultMaxDepth) throws(ReplyScriptError) -> String {
        var out = ""
        try literal(value, into: &out, depth: 0, maxDepth: maxDepth)
        return out
    }

    private static func literal(_ value: ScriptValue, into out: inout String, depth: Int, maxDepth: Int) throws(ReplyScriptError) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += numberLiteral(d)
        case .string(let s): stringLiteral(s.utf16, into: &out)
        case .array(let elements):
            guard depth < maxDepth else { throw .tooDeep(limit: maxDepth) }
            out += "["
            for (k, element) in elements.enumerated() {
                if k > 0 { out += "," }
                try literal(element, into: &out, depth: depth + 1, maxDepth: maxDepth)
            }
            out += "]"
        case .object(let members):
            guard depth < maxDepth else { throw .tooDeep(limit: maxDepth) }
            out += "{"
            for (k, member) in members.enumerated() {
                if k > 0 { out += "," }
                // In a literal, `"__proto__": v` sets the prototype; a computed key makes an own property.
                if member.key.utf16 == Array("__proto__".utf16) {
                    out += "[\"__proto__\"]"
                } else {
                    stringLiteral(member.key.utf16, into: &out)
                }
                out += ":"
                try literal(member.value, into: &out, depth: depth + 1, maxDepth: maxDepth)
            }
            out += "}"
        }
    }

    /// Shortest round-trip form; `-0`, `NaN` and the infinities spelled as JavaScript reads them.
    static func numberLiteral(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        if d == 0 { return d.sign == .minus ? "-0" : "0" }
        if d == d.rounded(.towardZero), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// A double-quoted, pure-ASCII JavaScript string literal for any sequence of UTF-16 code units.
    static func stringLiteral(_ units: [UInt16], into out: inout String) {
        out += "\""
        for unit in units {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x20...0x7E where unit != 0x3C && unit != 0x3E:
                out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                out += "\\u" + String(unit, radix: 16, uppercase: true).leftPadded(to: 4)
            }
        }
        out += "\""
    }

    /// JSON text as `JSON.stringify` writes it (non-finite numbers as `null`, `-0` as `0`),
    /// appended as UTF-16 so lone surrogates survive to the string literal.
    private static func json(_ value: ScriptValue, into out: inout [UInt16], depth: Int, maxDepth: Int) throws(ReplyScriptError) {
        func append(_ s: String) { out.append(contentsOf: s.utf16) }
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .number(let d): append(d.isFinite ? (d == 0 ? "0" : numberLiteral(d)) : "null")
        case .string(let s): jsonString(s.utf16, into: &out)
        case .array(let elements):
            guard depth < maxDepth else { throw .tooDeep(limit: maxDepth) }
            append("[")
            for (k, element) in elements.enumerated() {
                if k > 0 { append(",") }
                try json(element, into: &out, depth: depth + 1, maxDepth: maxDepth)
            }
            append("]")
        case .object(let members):
            guard depth < maxDepth else { throw .tooDeep(limit: maxDepth) }
            append("{")
            for (k, member) in members.enumerated() {
                if k > 0 { append(",") }
                jsonString(member.key.utf16, into: &out)
                append(":")
                try json(member.value, into: &out, depth: depth + 1, maxDepth: maxDepth)
            }
            append("}")
        }
    }

    private static func jsonString(_ units: [UInt16], into out: inout [UInt16]) {
        out.append(0x22)
        for unit in units {
            switch unit {
            case 0x22, 0x5C: out.append(0x5C); out.append(unit)
            case 0x00..<0x20, 0xD800...0xDFFF:
                out.append(contentsOf: ("\\u" + String(unit, radix: 16).leftPadded(to: 4)).utf16)
            default: out.append(unit)
            }
        }
        out.append(0x22)
    }
}

extension ScriptValue {
    /// The same value as JSON, when it has a JSON form (finite numbers, well-formed strings).
    public var jsonValue: JSONValue? {
        switch self {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return JSONNumber(d).map(JSONValue.number)
        case .string(let s): return Self.wellFormed(s).map(JSONValue.string)
        case .array(let a):
            var out: [JSONValue] = []
            for e in a { guard let j = e.jsonValue else { return nil }; out.append(j) }
            return .array(out)
        case .object(let members):
            var o: [JSONObject.Member] = []
            for m in members {
                guard let k = Self.wellFormed(m.key), let v = m.value.jsonValue else { return nil }
                o.append(JSONObject.Member(key: k, value: v))
            }
            return .object(JSONObject(o))
        }
    }

    private static func wellFormed(_ s: JSString) -> String? {
        let decoded = String(decoding: s.utf16, as: UTF16.self)
        return Array(decoded.utf16) == s.utf16 ? decoded : nil
    }
}

/// Why a reply script could not be built.
public enum ReplyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidPath(String)
    case argumentCount(callback: String, expected: Int, got: Int)
    case schemaViolation(argument: String, violation: SchemaViolation)
    case tooDeep(limit: Int)
    case unsupportedValue(String)

    public var description: String {
        switch self {
        case .invalidPath(let p): return "'\(p)' is not a callback path (identifiers joined by dots, e.g. window.app.onReply)"
        case .argumentCount(let c, let e, let g): return "callback '\(c)' takes \(e) argument\(e == 1 ? "" : "s"), got \(g)"
        case .schemaViolation(let a, let v): return "argument '\(a)': \(v)"
        case .tooDeep(let limit): return "value is nested deeper than the limit of \(limit)"
        case .unsupportedValue(let why): return why
        }
    }
}
