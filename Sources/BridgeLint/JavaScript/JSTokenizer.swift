import BridgeRuntime
import Foundation

/// A JavaScript tokenizer that is right about what matters for finding calls: strings in all three
/// quote styles with escapes, template literals with nested `${}`, comments (including the HTML-like
/// `<!--` and `-->` of Annex B), regular expressions versus division, numbers, and identifiers with
/// Unicode escapes. Malformed code gives an issue and tokenizing goes on; it never traps, and it
/// makes one pass over the bytes.
public enum JSTokenizer {
    /// The largest script read: token offsets are 32-bit (`JSToken`).
    public static let maxScriptBytes = Int(UInt32.max)

    public static func tokenize(_ source: [UInt8]) -> JSTokenization {
        guard source.count <= maxScriptBytes else {
            var refused = JSTokenization()
            refused.issues.append(JSSyntaxIssue(message: "the script is 4 GiB or larger; it is not read", offset: 0))
            return refused
        }
        var lexer = Lexer(src: source)
        lexer.run()
        return lexer.result
    }

    public static func tokenize(_ source: String) -> JSTokenization { tokenize(Array(source.utf8)) }

    /// Every punctuator but `/`, `/=`, `{` and `}` (which the lexer reads itself): the list
    /// `punctuatorLength` is tested against.
    static let punctuators: [String] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
        "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "%=", "&=", "|=", "^=", "<<", ">>", "**",
        "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "%", "&", "|", "^", "!", "~", "?", ":", "=", ".", "@",
    ]

    /// The length of the longest punctuator in `punctuators` that starts with the bytes `b0`…`b3`
    /// (nil past the end), or nil when none does; `?.` before a digit is `?` (`a?.5:b`). A
    /// switch on the bytes: looping over the candidates as arrays retained and released each one,
    /// and this runs for every punctuator of every script.
    static func punctuatorLength(_ b0: UInt8, _ b1: UInt8?, _ b2: UInt8?, _ b3: UInt8?) -> Int? {
        func one(_ c: UnicodeScalar) -> UInt8 { UInt8(ascii: c) }
        switch b0 {
        case one("("), one(")"), one("["), one("]"), one(";"), one(","), one("~"), one(":"), one("@"):
            return 1
        case one("."):
            return b1 == one(".") && b2 == one(".") ? 3 : 1
        case one("?"):
            if b1 == one("?") { return b2 == one("=") ? 3 : 2 }
            if b1 == one("."), !(b2.map { $0 >= one("0") && $0 <= one("9") } ?? false) { return 2 }
            return 1
        case one("="), one("!"):
            if b1 == one("=") { return b2 == one("=") ? 3 : 2 }
            return b0 == one("=") && b1 == one(">") ? 2 : 1
        case one("<"):
            if b1 == one("<") { return b2 == one("=") ? 3 : 2 }
            return b1 == one("=") ? 2 : 1
        case one(">"):
            if b1 == one(">") {
                if b2 == one(">") { return b3 == one("=") ? 4 : 3 }
                return b2 == one("=") ? 3 : 2
            }
            return b1 == one("=") ? 2 : 1
        case one("&"), one("|"), one("*"):
            if b1 == b0 { return b2 == one("=") ? 3 : 2 }
            return b1 == one("=") ? 2 : 1
        case one("+"), one("-"):
            return b1 == b0 || b1 == one("=") ? 2 : 1
        case one("%"), one("^"):
            return b1 == one("=") ? 2 : 1
        default:
            return nil
        }
    }
}

private struct Lexer {
    let src: [UInt8]
    var i = 0
    var result = JSTokenization()
    var newlineBefore = true
    /// Brace depth at each open `${`, innermost last.
    var templateStack: [Int] = []
    var braceDepth = 0
    /// For each open `(`: whether it holds the condition of `if`/`while`/`for`/`with`, after
    /// whose `)` a statement (and so a regular expression) may start.
    var parenIsCondition: [Bool] = []
    /// For each open `{`: whether it is an object literal (an expression), after whose `}` a `/`
    /// divides; after a block's `}` it starts a regular expression.
    var braceIsExpression: [Bool] = []
    /// Whether the last `)` or `}` emitted may be followed by a regular expression.
    var closerAllowsRegex = false

    init(src: [UInt8]) {
        self.src = src
        result.source = src
        // Every token is at least one byte long, so the script's length bounds the token count:
        // reserving that once means the array never regrows. Regrowing held the old and the new
        // buffer at once (up to three times the tokens' size) and left up to half of the last one
        // unused, on a script of one-byte tokens the largest part of lint's peak memory. The
        // reservation is address space: the allocator leaves the pages no token is written to
        // uncommitted, so what is resident is the tokens there are.
        result.tokens.reserveCapacity(src.count + 1)
        result.texts.reserveCapacity(src.count / 18)
    }

    // MARK: Helpers

    func byte(_ k: Int) -> UInt8? { k >= 0 && k < src.count ? src[k] : nil }

    /// The scalar at `k` and its UTF-8 length; invalid bytes read as U+FFFD of length 1.
    func scalar(at k: Int) -> (Unicode.Scalar, Int) {
        guard let b = byte(k) else { return ("\u{0}", 0) }
        if b < 0x80 { return (Unicode.Scalar(b), 1) }
        var length = 0
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return ("\u{FFFD}", 1)
        }
        guard k + length <= src.count else { return ("\u{FFFD}", 1) }
        var decoder = UTF8()
        var iterator = src[k..<(k + length)].makeIterator()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return (s, length) }
        return ("\u{FFFD}", 1)
    }

    static func isLineTerminator(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}"
    }

    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "\t", "\u{0B}", "\u{0C}", " ", "\u{A0}", "\u{FEFF}": return true
        default: return s.value > 0x7F && s.properties.generalCategory == .spaceSeparator
        }
    }

    static func isIDStart(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? isASCIIIDStart(UInt8(truncatingIfNeeded: s.value)) : s.properties.isIDStart
    }

    static func isIDContinue(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? isASCIIIDContinue(UInt8(truncatingIfNeeded: s.value)) : (s == "\u{200C}" || s == "\u{200D}" || s.properties.isIDContinue)
    }

    /// ASCII letters, `$` and `_`, by range: Unicode property lookups were a tenth of tokenizing.
    static func isASCIIIDStart(_ b: UInt8) -> Bool {
        (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || b == UInt8(ascii: "$") || b == UInt8(ascii: "_")
    }

    static func isASCIIIDContinue(_ b: UInt8) -> Bool {
        isASCIIIDStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    /// Appends a token from `start` to here; `text` is its cooked text when that is not its bytes.
    mutating func emit(_ kind: JSToken.Kind, from start: Int, text: String? = nil, part: JSToken.TemplatePart = .whole, hasEscape: Bool = false) {
        var index: Int32 = -1
        if let text {
            index = Int32(clamping: result.texts.count)
            result.texts.append(text)
        }
        append(JSToken(kind: kind, templatePart: part, offset: start, length: i - start, newlineBefore: newlineBefore, textIndex: index, hasEscape: hasEscape), length: i - start)
        newlineBefore = false
    }

    /// Appends a token, keeping the length of one too long to hold its own (16 MiB or more).
    @inline(__always)
    mutating func append(_ token: JSToken, length: Int) {
        result.tokens.append(token)
        if token.isLong { result.longLengths[token.offset] = length }
    }

    /// `emitIdentifier`'s table of recent names: the text index of the last name in each slot.
    var recentNames = [Int32](repeating: -1, count: 256)

    /// A name's slot in `recentNames`, from its length and first and last bytes.
    @inline(__always)
    static func recentSlot(_ src: [UInt8], _ start: Int, _ end: Int) -> Int {
        guard end > start, end <= src.count else { return -1 }
        return ((end - start) &* 31 &+ Int(src[start]) &* 7 &+ Int(src[end - 1])) & 255
    }

    /// An identifier from `start` to here: its name is its bytes unless `cooked` gives it.
    mutating func emitIdentifier(from start: Int, cooked: String?) {
        // From a buffer pointer, not an ArraySlice of `src`: the slice retained and released the
        // source once per identifier (callgrind on the worst-case lint site). Appended here rather
        // than through `emit`, whose borrowed `text` is copied into the array: moving it in saves
        // a retain and a release per identifier.
        let end = i
        // A name seen a moment ago (minified code repeats `e`, `t`, `n` thousands of times) shares
        // its text: a small table by length and end bytes, checked on bytes. Without it each
        // occurrence was a String of its own, half of lint's memory on a script of short names.
        let slot = cooked == nil ? Self.recentSlot(src, start, end) : -1
        if slot >= 0, case let known = recentNames[slot], known >= 0, Int(known) < result.texts.count, Self.equal(result.texts[Int(known)], src, start, end) {
            append(JSToken(kind: .identifier, offset: start, length: end - start, newlineBefore: newlineBefore, textIndex: known, hasEscape: false), length: end - start)
            newlineBefore = false
            return
        }
        let text = cooked ?? src.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        let index = Int32(clamping: result.texts.count)
        if slot >= 0 { recentNames[slot] = index }
        result.texts.append(consume text)
        append(JSToken(kind: .identifier, offset: start, length: end - start, newlineBefore: newlineBefore, textIndex: index, hasEscape: cooked != nil), length: end - start)
        newlineBefore = false
    }

    /// Whether `text`'s UTF-8 is `src[start..<end]`, compared with memcmp: the generic
    /// `elementsEqual` of a UTF8View with a buffer cost about 400 instructions a name here
    /// (callgrind on the worst-case lint site's scripts).
    static func equal(_ text: String, _ src: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard start >= 0, start <= end, end <= src.count else { return false }
        let count = end - start
        let same = text.utf8.withContiguousStorageIfAvailable { t -> Bool in
            guard t.count == count else { return false }
            return count == 0 || src.withUnsafeBufferPointer { s in
                guard let a = t.baseAddress, let b = s.baseAddress else { return false }
                return memcmp(a, b + start, count) == 0
            }
        }
        return same ?? text.utf8.elementsEqual(src[start..<end])
    }

    mutating func emitPunctuator(from start: Int) {
        // Packed as `JSToken.code` packs a literal: first byte lowest.
        var code: UInt32 = 0
        var k = i
        while k > start, i - start <= 4 {
            k -= 1
            code = code << 8 | UInt32(src[k])
        }
        append(JSToken(kind: .punctuator, offset: start, length: i - start, newlineBefore: newlineBefore, punctuatorCode: code), length: i - start)
        newlineBefore = false
    }

    /// Whether the last token is one of these names.
    func lastIsIdentifier(_ names: [StaticString]) -> Bool {
        guard let last = result.tokens.last, last.kind == .identifier else { return false }
        // A loop, not `contains` with a closure: the closure captured the whole lexer, copying
        // (retaining and releasing) every array it holds at each `(` and `/`.
        for name in names where result.isIdentifier(last, name) { return true }
        return false
    }

    mutating func issue(_ message: String, at offset: Int) {
        result.issues.append(JSSyntaxIssue(message: message, offset: offset))
    }

    /// Whether a `/` here starts a regular expression, judged from the previous token.
    func regexAllowed() -> Bool {
        guard let last = result.tokens.last else { return true }
        switch last.kind {
        case .number, .string, .regex, .privateName: return false
        case .template: return !(last.templatePart == .whole || last.templatePart == .tail)
        case .punctuator:
            if last.isPunctuator(")") || last.isPunctuator("}") { return closerAllowsRegex }
            return !(last.isPunctuator("]") || last.isPunctuator("++") || last.isPunctuator("--"))
        case .identifier:
            return lastIsIdentifier(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await", "extends"])
        }
    }

    /// Whether a `{` here opens an object literal (an expression) rather than a block.
    func startsExpression() -> Bool {
        guard let last = result.tokens.last else { return false }
        switch last.kind {
        case .punctuator:
            return !(last.isPunctuator(";") || last.isPunctuator("{") || last.isPunctuator("}") || last.isPunctuator(")") || last.isPunctuator("=>"))
        case .identifier:
            return lastIsIdentifier(["return", "typeof", "case", "in", "of", "new", "yield", "await", "void", "delete", "instanceof", "throw"])
        case .template:
            return last.templatePart == .head || last.templatePart == .middle
        default:
            return false
        }
    }

    // MARK: Main loop

    mutating func run() {
        if byte(0) == UInt8(ascii: "#"), byte(1) == UInt8(ascii: "!") { skipLineComment(from: 0) }
        while i < src.count {
            // Runs of ASCII spaces and tabs, the commonest bytes between tokens, without decoding.
            if src[i] == 0x20 || src[i] == 0x09 {
                i += 1
                continue
            }
            let (s, length) = scalar(at: i)
            if Self.isLineTerminator(s) {
                newlineBefore = true
                i += length
                // `-->` at the start of a line is a comment (Annex B).
                if matches("-->") { skipLineComment(from: i) }
                continue
            }
            if Self.isWhitespace(s) {
                i += length
                continue
            }
            let start = i
            switch s {
            case "/":
                if byte(i + 1) == UInt8(ascii: "/") {
                    skipLineComment(from: i)
                } else if byte(i + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if regexAllowed() {
                    scanRegex()
                } else {
                    i += byte(i + 1) == UInt8(ascii: "=") ? 2 : 1
                    emitPunctuator(from: start)
                }
            case "<" where matches("<!--"):
                skipLineComment(from: i)
            case "\"", "'":
                scanString(quote: UInt8(s.value))
            case "`":
                i += 1
                scanTemplate(start: start, isHead: true)
            case "0"..."9":
                scanNumber()
            case "." where byte(i + 1).map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true:
                scanNumber()
            case "#":
                i += 1
                let name = scanIdentifierName()
                emit(.privateName, from: start, text: name.cooked ?? String(decoding: src[(start + 1)..<i], as: UTF8.self))
            case "{":
                braceDepth += 1
                braceIsExpression.append(startsExpression())
                i += 1
                emitPunctuator(from: start)
            case "}":
                if let depth = templateStack.last, depth == braceDepth {
                    templateStack.removeLast()
                    i += 1
                    scanTemplate(start: start, isHead: false)
                } else {
                    braceDepth = max(0, braceDepth - 1)
                    closerAllowsRegex = !(braceIsExpression.popLast() ?? false)
                    i += 1
                    emitPunctuator(from: start)
                }
            case "\\":
                let name = scanIdentifierName()
                if !name.found {
                    issue("stray '\\'", at: start)
                    i = max(i, start + 1)
                } else {
                    emitIdentifier(from: start, cooked: name.cooked)
                }
            default:
                if Self.isIDStart(s) {
                    let name = scanIdentifierName()
                    emitIdentifier(from: start, cooked: name.cooked)
                } else if let length = punctuatorLength() {
                    if s == "(" {
                        parenIsCondition.append(lastIsIdentifier(["if", "while", "for", "with"]))
                    } else if s == ")" {
                        closerAllowsRegex = parenIsCondition.popLast() ?? false
                    }
                    i += length
                    emitPunctuator(from: start)
                } else {
                    issue("unexpected character U+\(String(s.value, radix: 16, uppercase: true))", at: start)
                    i += max(1, length)
                }
            }
        }
        if !templateStack.isEmpty { issue("unterminated template literal substitution: missing '}'", at: src.count) }
    }

    /// Whether the source at `i` starts with `literal`, compared in place: making an array of
    /// the literal cost an allocation at every line break (for `-->`).
    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= src.count else { return false }
        for k in 0..<count where src[i + k] != literal.utf8Start[k] { return false }
        return true
    }

    /// The length of the punctuator at `i` (the longest that matches), or nil when none starts
    /// here. A length rather than the punctuator's String: comparing Strings was most of it.
    func punctuatorLength() -> Int? {
        JSTokenizer.punctuatorLength(src[i], byte(i + 1), byte(i + 2), byte(i + 3))
    }

    // MARK: Comments

    mutating func skipLineComment(from start: Int) {
        i = start
        while i < src.count {
            let (s, length) = scalar(at: i)
            if Self.isLineTerminator(s) { break }
            i += length
        }
        result.comments.append(JSComment(text: String(decoding: src[start..<i], as: UTF8.self), offset: start, isBlock: false))
    }

    mutating func skipBlockComment() {
        let start = i
        i += 2
        while i < src.count {
            if src[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                i += 2
                result.comments.append(JSComment(text: String(decoding: src[start..<i], as: UTF8.self), offset: start, isBlock: true))
                return
            }
            if src[i] == 0x0A || src[i] == 0x0D { newlineBefore = true }
            i += 1
        }
        issue("unterminated comment: '/*' has no '*/'", at: start)
        result.comments.append(JSComment(text: String(decoding: src[start..<i], as: UTF8.self), offset: start, isBlock: true))
    }

    // MARK: Literals

    /// Reads an escape after a backslash at `i` and appends the cooked text; false at end of input.
    mutating func cookEscape(into out: inout String) -> Bool {
        i += 1  // the backslash
        guard i < src.count else { return false }
        let (s, length) = scalar(at: i)
        i += length
        switch s {
        case "n": out += "\n"
        case "t": out += "\t"
        case "r": out += "\r"
        case "b": out += "\u{08}"
        case "f": out += "\u{0C}"
        case "v": out += "\u{0B}"
        case "0" where !(byte(i).map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false): out += "\u{0}"
        case "\r":
            if byte(i) == 0x0A { i += 1 }
        case "\n", "\u{2028}", "\u{2029}": break  // line continuation
        case "x":
            if let v = hexValue(count: 2) { out.unicodeScalars.append(Unicode.Scalar(UInt8(v))) } else { out += "x" }
        case "u":
            if let v = unicodeEscapeValue() {
                out.unicodeScalars.append(Unicode.Scalar(v) ?? "\u{FFFD}")
            } else {
                out += "u"
            }
        default: out.unicodeScalars.append(s)
        }
        return true
    }

    /// `XXXX` or `{X…}` after `\u`; advances past it when valid.
    mutating func unicodeEscapeValue() -> UInt32? {
        if byte(i) == UInt8(ascii: "{") {
            var k = i + 1, value: UInt32 = 0, digits = 0
            while let b = byte(k), let d = PercentDecoding.hexValue(b) {
                value = value &* 16 &+ UInt32(d)
                digits += 1
                k += 1
                if value > 0x10FFFF { return nil }
            }
            guard digits > 0, byte(k) == UInt8(ascii: "}") else { return nil }
            i = k + 1
            return value
        }
        var high = hexValue(count: 4)
        // A surrogate pair written as two escapes is one scalar.
        if let h = high, (0xD800...0xDBFF).contains(h), byte(i) == UInt8(ascii: "\\"), byte(i + 1) == UInt8(ascii: "u") {
            let save = i
            i += 2
            if let low = hexValue(count: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((h - 0xD800) << 10) + (low - 0xDC00)
            }
            i = save
        }
        if let h = high, (0xD800...0xDFFF).contains(h) { high = 0xFFFD }
        return high
    }

    mutating func hexValue(count: Int) -> UInt32? {
        guard i + count <= src.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<count {
            guard let d = PercentDecoding.hexValue(src[i + k]) else { return nil }
            value = value << 4 | UInt32(d)
        }
        i += count
        return value
    }

    mutating func scanString(quote: UInt8) {
        let start = i
        i += 1
        var value = ""
        while i < src.count {
            let b = src[i]
            if b == quote {
                i += 1
                emit(.string, from: start, text: value)
                return
            }
            if b == UInt8(ascii: "\\") {
                if !cookEscape(into: &value) { break }
                continue
            }
            if b < 0x80, b != 0x0A, b != 0x0D {
                // A run of plain ASCII is taken whole; appending scalar by scalar was a third of tokenizing.
                var end = i + 1
                while end < src.count, src[end] < 0x80, src[end] != quote, src[end] != UInt8(ascii: "\\"), src[end] != 0x0A, src[end] != 0x0D { end += 1 }
                // Most strings are one such run: it becomes the value itself, with no slice
                // retaining the source and no second copy appended.
                let run = src.withUnsafeBufferPointer { [i] in String(decoding: UnsafeBufferPointer(rebasing: $0[i..<end]), as: UTF8.self) }
                if value.isEmpty { value = run } else { value += run }
                i = end
                continue
            }
            let (s, length) = scalar(at: i)
            if s == "\n" || s == "\r" {
                issue("unterminated string: a line break before the closing \(quote == UInt8(ascii: "'") ? "'" : "\"")", at: start)
                emit(.string, from: start, text: value)
                return
            }
            value.unicodeScalars.append(s)
            i += length
        }
        issue("unterminated string: the script ends before the closing quote", at: start)
        emit(.string, from: start, text: value)
    }

    /// A template piece starting after "`" or after the `}` that closes a substitution.
    mutating func scanTemplate(start: Int, isHead: Bool) {
        var value = ""
        while i < src.count {
            let b = src[i]
            if b == UInt8(ascii: "`") {
                i += 1
                emit(.template, from: start, text: value, part: isHead ? .whole : .tail)
                return
            }
            if b == UInt8(ascii: "$"), byte(i + 1) == UInt8(ascii: "{") {
                i += 2
                emit(.template, from: start, text: value, part: isHead ? .head : .middle)
                templateStack.append(braceDepth)
                return
            }
            if b == UInt8(ascii: "\\") {
                if !cookEscape(into: &value) { break }
                continue
            }
            let (s, length) = scalar(at: i)
            if s == "\n" { newlineBefore = true }
            value.unicodeScalars.append(s)
            i += length
        }
        issue("unterminated template literal: the script ends before the closing '`'", at: start)
        emit(.template, from: start, text: value, part: isHead ? .whole : .tail)
    }

    mutating func scanRegex() {
        let start = i
        i += 1
        var inClass = false
        while i < src.count {
            let b = src[i]
            if b == 0x0A || b == 0x0D {
                issue("unterminated regular expression", at: start)
                emit(.regex, from: start)
                return
            }
            if b == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if b == UInt8(ascii: "[") { inClass = true } else if b == UInt8(ascii: "]") { inClass = false } else if b == UInt8(ascii: "/"), !inClass {
                i += 1
                while i < src.count, Self.isIDContinue(scalar(at: i).0) { i += scalar(at: i).1 }
                i = min(i, src.count)
                emit(.regex, from: start)
                return
            }
            i += 1
        }
        i = min(i, src.count)
        issue("unterminated regular expression", at: start)
        emit(.regex, from: start)
    }

    mutating func scanNumber() {
        let start = i
        while i < src.count {
            let b = src[i]
            let isPart = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
            let isExponentSign = (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")) && (byte(i - 1) == UInt8(ascii: "e") || byte(i - 1) == UInt8(ascii: "E"))
                && !(src[start] == UInt8(ascii: "0") && (byte(start + 1) == UInt8(ascii: "x") || byte(start + 1) == UInt8(ascii: "X")))
            guard isPart || isExponentSign else { break }
            // A second '.' ends the number (`1.5.toFixed` is not valid anyway; `1..toString` is).
            if b == UInt8(ascii: "."), src[start..<i].contains(UInt8(ascii: ".")) { break }
            i += 1
        }
        emit(.number, from: start)
    }

    /// An IdentifierName with `\uXXXX` / `\u{X}` escapes decoded: whether one starts here, and
    /// its cooked text when an escape makes that differ from its bytes (nil when it does not).
    mutating func scanIdentifierName() -> (found: Bool, cooked: String?) {
        // Almost every name is plain ASCII: take it as one slice, and go on scalar by scalar only
        // where an escape or a non-ASCII character follows. A String is made here only for a name
        // with an escape; `emitIdentifier` makes the others from their bytes.
        let start = i
        while i < src.count, i == start ? Self.isASCIIIDStart(src[i]) : Self.isASCIIIDContinue(src[i]) { i += 1 }
        if i == src.count || (src[i] < 0x80 && src[i] != UInt8(ascii: "\\")) { return (i > start, nil) }
        var name: String?
        var first = i == start
        while i < src.count {
            if src[i] == UInt8(ascii: "\\"), byte(i + 1) == UInt8(ascii: "u") {
                let save = i
                if name == nil { name = String(decoding: src[start..<i], as: UTF8.self) }
                i += 2
                guard let v = unicodeEscapeValue(), let s = Unicode.Scalar(v), first ? Self.isIDStart(s) : Self.isIDContinue(s) else {
                    i = save
                    if first { return (false, nil) }
                    issue("invalid Unicode escape in an identifier", at: save)
                    i += 1
                    return (true, name)
                }
                name?.unicodeScalars.append(s)
            } else {
                let (s, length) = scalar(at: i)
                guard first ? Self.isIDStart(s) : Self.isIDContinue(s) else { break }
                name?.unicodeScalars.append(s)
                i += length
            }
            first = false
        }
        return (i > start, name)
    }
}
