/// A strict RFC 8259 parser over UTF-8 bytes, with limits and byte offsets in every error.
///
/// Written here rather than taken from Foundation because `JSONSerialization` on Linux accepts
/// trailing commas (`[1,]`), reports no error position, and its recursion depth is not ours to
/// bound. This parser is iterative (an explicit stack), so no input or limit can exhaust the
/// call stack. It accepts exactly the JSON grammar: no comments, no trailing commas, no BOM
/// (JavaScript's `JSON.parse` rejects a BOM too), and only valid UTF-8.
public struct JSONParser: Sendable {
    public var limits: JSONLimits

    public init(limits: JSONLimits = .default) { self.limits = limits }

    /// Parses a complete JSON text from UTF-8 bytes.
    public func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var reader = Reader(bytes: bytes, limits: limits)
        return try reader.parseDocument()
    }

    /// Parses a complete JSON text from a string (its UTF-8 form).
    public func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct Reader {
    let bytes: [UInt8]
    let limits: JSONLimits
    var i = 0

    init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// An open container. Its finished elements (or members) wait in `values` (or `members`)
    /// from `start` on, shared by every open container, so appending one never copies the
    /// container it belongs to: an enum case holding an array that is popped, appended to and
    /// pushed back is copied on every append (that made a 100,000-element array quadratic).
    private enum Frame {
        case array(start: Int)
        case object(start: Int, pendingKey: String)
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        guard bytes.count <= limits.maxBytes else { throw JSONError(.tooLarge(limit: limits.maxBytes), at: limits.maxBytes) }
        var stack: [Frame] = []
        var values: [JSONValue] = []
        var members: [JSONObject.Member] = []
        while true {
            skipWhitespace()
            // Parse one value; containers push a frame and loop to parse their first element.
            var value: JSONValue
            guard i < bytes.count else { throw JSONError(.unexpectedEnd(expected: "a value"), at: i) }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                guard stack.count < limits.maxDepth else { throw JSONError(.tooDeep(limit: limits.maxDepth), at: i) }
                i += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    i += 1
                    value = .object(JSONObject())
                } else {
                    let key = try parseKey()
                    stack.append(.object(start: members.count, pendingKey: key))
                    continue
                }
            case UInt8(ascii: "["):
                guard stack.count < limits.maxDepth else { throw JSONError(.tooDeep(limit: limits.maxDepth), at: i) }
                i += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    i += 1
                    value = .array([])
                } else {
                    stack.append(.array(start: values.count))
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw unexpected(expected: "a value")
            }

            // Attach the finished value to its container, closing containers as they end.
            while true {
                guard let frame = stack.last else {
                    skipWhitespace()
                    guard i == bytes.count else { throw JSONError(.trailingContent, at: i) }
                    return value
                }
                skipWhitespace()
                switch frame {
                case .array(let start):
                    values.append(value)
                    guard values.count - start <= limits.maxArrayElements else {
                        throw JSONError(.tooManyElements(limit: limits.maxArrayElements), at: i)
                    }
                    if peek(UInt8(ascii: ",")) {
                        i += 1
                    } else if peek(UInt8(ascii: "]")) {
                        i += 1
                        stack.removeLast()
                        value = .array(Array(values[start...]))
                        values.removeSubrange(start...)
                        continue
                    } else {
                        throw unexpected(expected: "',' or ']' after an array element")
                    }
                case .object(let start, let key):
                    members.append(JSONObject.Member(key: key, value: value))
                    guard members.count - start <= limits.maxObjectKeys else {
                        throw JSONError(.tooManyKeys(limit: limits.maxObjectKeys), at: i)
                    }
                    if peek(UInt8(ascii: ",")) {
                        i += 1
                        skipWhitespace()
                        let next = try parseKey()
                        stack[stack.count - 1] = .object(start: start, pendingKey: next)
                    } else if peek(UInt8(ascii: "}")) {
                        i += 1
                        stack.removeLast()
                        value = .object(JSONObject(Array(members[start...])))
                        members.removeSubrange(start...)
                        continue
                    } else {
                        throw unexpected(expected: "',' or '}' after an object member")
                    }
                }
                break
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { i < bytes.count && bytes[i] == byte }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func unexpected(expected: String) -> JSONError {
        guard i < bytes.count else { return JSONError(.unexpectedEnd(expected: expected), at: i) }
        return JSONError(.unexpectedCharacter(found: describe(bytes[i]), expected: expected), at: i)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An object key and the `:` after it.
    private mutating func parseKey() throws(JSONError) -> String {
        guard peek(UInt8(ascii: "\"")) else { throw unexpected(expected: "a string key") }
        let key = try parseString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw unexpected(expected: "':' after an object key") }
        i += 1
        return key
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONError) {
        let start = i
        for expected in literal.utf8 {
            guard i < bytes.count else { throw JSONError(.unexpectedEnd(expected: "'\(literal)'"), at: i) }
            guard bytes[i] == expected else {
                throw JSONError(.unexpectedCharacter(found: describe(bytes[i]), expected: "'\(literal)'"), at: start)
            }
            i += 1
        }
    }

    private mutating func parseNumber() throws(JSONError) -> JSONNumber {
        let start = i
        func digits(_ r: inout Reader) -> Int {
            let s = r.i
            while r.i < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.i]) { r.i += 1 }
            return r.i - s
        }
        func fail(_ r: Reader) -> JSONError {
            let end = min(r.i + 1, r.bytes.count)
            let text = String(decoding: r.bytes[start..<end].prefix(40), as: UTF8.self)
            return JSONError(.invalidNumber(text), at: start)
        }
        if peek(UInt8(ascii: "-")) { i += 1 }
        if peek(UInt8(ascii: "0")) {
            i += 1
        } else if digits(&self) == 0 {
            throw fail(self)
        }
        if peek(UInt8(ascii: ".")) {
            i += 1
            guard digits(&self) > 0 else { throw fail(self) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            i += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { i += 1 }
            guard digits(&self) > 0 else { throw fail(self) }
        }
        guard i - start <= limits.maxStringBytes else {
            throw JSONError(.stringTooLong(limit: limits.maxStringBytes), at: start)
        }
        return JSONNumber(validatedText: String(decoding: bytes[start..<i], as: UTF8.self))
    }

    /// A string starting at the opening quote; validates UTF-8 and decodes escapes.
    private mutating func parseString() throws(JSONError) -> String {
        let open = i
        i += 1
        // Fast path: a run of plain ASCII up to the closing quote needs no copy but the String's own.
        var run = i
        while run < bytes.count, bytes[run] >= 0x20, bytes[run] < 0x80, bytes[run] != UInt8(ascii: "\""), bytes[run] != UInt8(ascii: "\\") {
            run += 1
        }
        if run < bytes.count, bytes[run] == UInt8(ascii: "\""), run - i <= limits.maxStringBytes {
            let s = String(decoding: bytes[i..<run], as: UTF8.self)
            i = run + 1
            return s
        }
        var out: [UInt8] = Array(bytes[i..<run])
        i = run
        while true {
            guard out.count <= limits.maxStringBytes else {
                throw JSONError(.stringTooLong(limit: limits.maxStringBytes), at: open)
            }
            guard i < bytes.count else { throw JSONError(.unexpectedEnd(expected: "'\"' to close the string"), at: i) }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0x00..<0x20:
                throw JSONError(.controlCharacterInString(b), at: i)
            case 0x20..<0x80:
                out.append(b)
                i += 1
            default:
                let length = UTF8Validation.sequenceLength(in: bytes, at: i)
                guard length > 0 else { throw JSONError(.invalidUTF8, at: i) }
                out.append(contentsOf: bytes[i..<(i + length)])
                i += length
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(JSONError) {
        let start = i
        i += 1
        guard i < bytes.count else { throw JSONError(.unexpectedEnd(expected: "an escape character"), at: i) }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hex4(escapeStart: start)
            var scalar: Unicode.Scalar
            if (0xD800...0xDBFF).contains(unit), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
                bytes[i + 1] == UInt8(ascii: "u")
            {
                // Look ahead for the low half; only consume it if it is one.
                let save = i
                i += 2
                let low = try hex4(escapeStart: save)
                if (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                } else {
                    i = save
                    scalar = "\u{FFFD}"
                }
            } else {
                scalar = Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            let shown = c >= 0x21 && c < 0x7F ? "\\" + String(Character(Unicode.Scalar(c))) : "\\ followed by byte 0x" + String(c, radix: 16, uppercase: true)
            throw JSONError(.invalidEscape(shown), at: start)
        }
    }

    private mutating func hex4(escapeStart: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { throw JSONError(.unexpectedEnd(expected: "4 hex digits after \\u"), at: i) }
            let b = bytes[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default:
                let end = min(i + 1, bytes.count)
                throw JSONError(.invalidEscape(String(decoding: bytes[escapeStart..<end], as: UTF8.self)), at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            i += 1
        }
        return value
    }
}
