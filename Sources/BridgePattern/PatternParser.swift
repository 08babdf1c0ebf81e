/// A parsed pattern. Captures, greediness and laziness do not change *whether* a pattern matches,
/// which is all JSON Schema asks, so they are not kept.
indirect enum PatternNode: Sendable {
    case empty
    case codePoint(UInt32)
    case set(CodePointSet)
    case concat([PatternNode])
    case alternate([PatternNode])
    /// `min` to `max` copies; `max == nil` is unbounded.
    case repetition(PatternNode, min: Int, max: Int?)
    case assertion(Assertion)

    enum Assertion: Sendable {
        case start, end, wordBoundary, notWordBoundary
    }

    /// Instructions the node compiles to (see `Program`), saturating well above any limit so a
    /// nest of counted repetitions cannot overflow.
    var programSize: Int {
        let cap = 100_000_000
        switch self {
        case .empty: return 0
        case .codePoint, .set, .assertion: return 1
        case .concat(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + $1.programSize) })
        case .alternate(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + $1.programSize + 2) })
        case .repetition(let node, let lo, let hi):
            let body = node.programSize + 2
            let copies = hi.map { $0 } ?? (lo + 1)
            return body == 0 ? 0 : (copies > cap / body ? cap : body * copies)
        }
    }
}

/// Recursive descent over ECMA-262's Pattern grammar (§22.2.1), on code points.
struct PatternParser {
    private let scalars: [UInt32]
    private var i = 0
    /// Nesting depth of groups, bounded so a hostile `((((…` cannot exhaust the stack.
    private var depth = 0
    static let maxDepth = 200
    /// Counted-repetition bounds above this are refused (the program would be too large anyway).
    static let maxCount = 100_000

    init(_ source: String) {
        scalars = source.unicodeScalars.map(\.value)
    }

    mutating func parse() throws(PatternSyntaxError) -> PatternNode {
        let node = try disjunction()
        if i < scalars.count {
            // Only an unbalanced `)` stops a disjunction early.
            throw error("unmatched ')'")
        }
        return node
    }

    // MARK: Helpers

    private var atEnd: Bool { i >= scalars.count }
    private func peek(_ offset: Int = 0) -> UInt32? { i + offset < scalars.count ? scalars[i + offset] : nil }
    private func error(_ reason: String, at position: Int? = nil) -> PatternSyntaxError {
        PatternSyntaxError(position: (position ?? i) + 1, reason: reason)
    }
    private static func char(_ c: Character) -> UInt32 { c.unicodeScalars.first?.value ?? 0 }
    private func isChar(_ c: Character, _ offset: Int = 0) -> Bool { peek(offset) == Self.char(c) }

    // MARK: Grammar

    private mutating func disjunction() throws(PatternSyntaxError) -> PatternNode {
        var alternatives = [try alternative()]
        while isChar("|") {
            i += 1
            alternatives.append(try alternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternate(alternatives)
    }

    private mutating func alternative() throws(PatternSyntaxError) -> PatternNode {
        var terms: [PatternNode] = []
        while !atEnd, !isChar("|"), !isChar(")") {
            terms.append(try term())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .concat(terms)
        }
    }

    private mutating func term() throws(PatternSyntaxError) -> PatternNode {
        let start = i
        let atom: PatternNode
        var quantifiable = true
        guard let c = peek() else { throw error("unexpected end of pattern") }
        switch c {
        case Self.char("^"):
            i += 1
            atom = .assertion(.start)
            quantifiable = false
        case Self.char("$"):
            i += 1
            atom = .assertion(.end)
            quantifiable = false
        case Self.char("\\") where isChar("b", 1) || isChar("B", 1):
            atom = .assertion(isChar("b", 1) ? .wordBoundary : .notWordBoundary)
            i += 2
            quantifiable = false
        case Self.char("("):
            atom = try group()
        case Self.char("."):
            i += 1
            atom = .set(.dot)
        case Self.char("["):
            atom = .set(try characterClass())
        case Self.char("\\"):
            atom = try atomEscape()
        case Self.char("*"), Self.char("+"), Self.char("?"):
            throw error("nothing to repeat before '\(UnicodeScalar(c).map(String.init) ?? "?")'")
        case Self.char("{") where quantifierAhead():
            throw error("nothing to repeat before '{'")
        default:
            // `]`, `}` and a `{` that starts no quantifier are literals (Annex B).
            i += 1
            atom = .codePoint(c)
        }
        guard let (lo, hi) = try quantifier() else { return atom }
        guard quantifiable else { throw error("an assertion cannot be repeated", at: start) }
        return .repetition(atom, min: lo, max: hi)
    }

    /// Whether `{n}`, `{n,}` or `{n,m}` starts at the current position.
    private func quantifierAhead() -> Bool {
        var k = i + 1
        var digits = 0
        while k < scalars.count, (0x30...0x39).contains(scalars[k]) { k += 1; digits += 1 }
        guard digits > 0, k < scalars.count else { return false }
        if scalars[k] == Self.char("}") { return true }
        guard scalars[k] == Self.char(",") else { return false }
        k += 1
        while k < scalars.count, (0x30...0x39).contains(scalars[k]) { k += 1 }
        return k < scalars.count && scalars[k] == Self.char("}")
    }

    private mutating func quantifier() throws(PatternSyntaxError) -> (Int, Int?)? {
        let start = i
        var bounds: (Int, Int?)
        guard let c = peek() else { return nil }
        switch c {
        case Self.char("*"): i += 1; bounds = (0, nil)
        case Self.char("+"): i += 1; bounds = (1, nil)
        case Self.char("?"): i += 1; bounds = (0, 1)
        case Self.char("{") where quantifierAhead():
            i += 1
            let lo = number()
            var hi: Int? = lo
            if isChar(",") {
                i += 1
                hi = isChar("}") ? nil : number()
            }
            i += 1  // `}`
            if let hi, hi < lo { throw error("the quantifier {\(lo),\(hi)} has its bounds out of order", at: start) }
            if lo > Self.maxCount || (hi ?? 0) > Self.maxCount {
                throw error("the quantifier's bound is above \(Self.maxCount)", at: start)
            }
            bounds = (lo, hi)
        default:
            return nil
        }
        if isChar("?") { i += 1 }  // lazy: same language
        return bounds
    }

    /// Decimal digits, saturating above `maxCount` (so `{99999999999999999999}` is refused, not trapped).
    private mutating func number() -> Int {
        var n = 0
        while let c = peek(), (0x30...0x39).contains(c) {
            n = min(n * 10 + Int(c - 0x30), Self.maxCount + 1)
            i += 1
        }
        return n
    }

    private mutating func group() throws(PatternSyntaxError) -> PatternNode {
        let start = i
        i += 1  // `(`
        if isChar("?") {
            if isChar(":", 1) {
                i += 2
            } else if isChar("=", 1) || isChar("!", 1) {
                throw error("lookahead '(?\(isChar("=", 1) ? "=" : "!")' needs backtracking; bridgecheck matches patterns in linear time and does not support it", at: start)
            } else if isChar("<", 1) && (isChar("=", 2) || isChar("!", 2)) {
                throw error("lookbehind '(?<\(isChar("=", 2) ? "=" : "!")' needs backtracking; bridgecheck matches patterns in linear time and does not support it", at: start)
            } else if isChar("<", 1) {
                // A named group: `(?<name>…)`.
                i += 2
                let nameStart = i
                while let c = peek(), c != Self.char(">") {
                    guard Self.isIdentifierPart(c) else { throw error("invalid group name") }
                    i += 1
                }
                guard isChar(">"), i > nameStart else { throw error("unterminated group name", at: start) }
                i += 1
            } else {
                throw error("unknown group '(?' (only '(?:' and '(?<name>' are supported)", at: start)
            }
        }
        depth += 1
        guard depth <= Self.maxDepth else { throw error("groups nest deeper than \(Self.maxDepth)", at: start) }
        let inner = try disjunction()
        depth -= 1
        guard isChar(")") else { throw error("unterminated group", at: start) }
        i += 1
        return inner
    }

    private static func isIdentifierPart(_ c: UInt32) -> Bool {
        CodePointSet.isWord(c) || c == 0x24 || c > 0x7F
    }

    // MARK: Escapes

    /// `\…` outside a class.
    private mutating func atomEscape() throws(PatternSyntaxError) -> PatternNode {
        let start = i
        i += 1  // `\`
        guard let c = peek() else { throw error("'\\' at the end of the pattern", at: start) }
        if (0x31...0x39).contains(c) {
            throw error("backreference '\\\(UnicodeScalar(c).map(String.init) ?? "")' needs backtracking; bridgecheck matches patterns in linear time and does not support it", at: start)
        }
        if c == Self.char("k") {
            throw error("named backreference '\\k' needs backtracking; bridgecheck matches patterns in linear time and does not support it", at: start)
        }
        switch try escape(start: start, inClass: false) {
        case .codePoint(let v): return .codePoint(v)
        case .set(let s): return .set(s)
        }
    }

    private enum Escaped {
        case codePoint(UInt32)
        case set(CodePointSet)
    }

    /// The escape after a `\` (already consumed) at `start`.
    private mutating func escape(start: Int, inClass: Bool) throws(PatternSyntaxError) -> Escaped {
        guard let c = peek() else { throw error("'\\' at the end of the pattern", at: start) }
        i += 1
        switch c {
        case Self.char("d"): return .set(.digits)
        case Self.char("D"): return .set(CodePointSet.digits.complemented())
        case Self.char("w"): return .set(.word)
        case Self.char("W"): return .set(CodePointSet.word.complemented())
        case Self.char("s"): return .set(.space)
        case Self.char("S"): return .set(CodePointSet.space.complemented())
        case Self.char("t"): return .codePoint(0x09)
        case Self.char("n"): return .codePoint(0x0A)
        case Self.char("v"): return .codePoint(0x0B)
        case Self.char("f"): return .codePoint(0x0C)
        case Self.char("r"): return .codePoint(0x0D)
        case Self.char("b") where inClass: return .codePoint(0x08)
        case Self.char("-") where inClass: return .codePoint(0x2D)
        case Self.char("0"):
            if let d = peek(), (0x30...0x39).contains(d) { throw error("octal escapes are not allowed", at: start) }
            return .codePoint(0)
        case Self.char("c"):
            guard let l = peek(), (0x41...0x5A).contains(l) || (0x61...0x7A).contains(l) else {
                throw error("'\\c' must be followed by a letter", at: start)
            }
            i += 1
            return .codePoint(l % 32)
        case Self.char("x"):
            guard let v = hex(count: 2) else { throw error("'\\x' must be followed by two hexadecimal digits", at: start) }
            return .codePoint(v)
        case Self.char("u"):
            return .codePoint(try unicodeEscape(start: start))
        case Self.char("p"), Self.char("P"):
            guard isChar("{") else { throw error("'\\\(c == Self.char("p") ? "p" : "P")' must be followed by '{property}'", at: start) }
            i += 1
            var name = ""
            while let n = peek(), n != Self.char("}") {
                name.unicodeScalars.append(UnicodeScalar(n) ?? "?")
                i += 1
                guard name.unicodeScalars.count <= 64 else { break }
            }
            guard isChar("}") else { throw error("unterminated Unicode property escape", at: start) }
            i += 1
            guard let property = UnicodeProperty.named(name) else {
                throw error("unsupported Unicode property '\(name)' (supported: general categories such as L, Lu, Nd, P; Any, ASCII, Alphabetic, White_Space, Uppercase, Lowercase)", at: start)
            }
            var set = CodePointSet()
            set.properties = [PropertyTest(property: property, negated: c == Self.char("P"))]
            return .set(set)
        default:
            // Identity escapes: syntax characters and other punctuation stand for themselves;
            // an escaped letter or digit that ECMA-262 does not define is a mistake.
            if CodePointSet.word.contains(c) {
                throw error("unknown escape '\\\(UnicodeScalar(c).map(String.init) ?? "")'", at: start)
            }
            return .codePoint(c)
        }
    }

    private mutating func hex(count: Int) -> UInt32? {
        var v: UInt32 = 0
        for k in 0..<count {
            guard let d = peek(k).flatMap(Self.hexValue) else { return nil }
            v = v * 16 + d
        }
        i += count
        return v
    }

    private static func hexValue(_ c: UInt32) -> UInt32? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }

    /// `\uXXXX` (a surrogate pair of them is one code point) or `\u{X…}`; the `u` has been read.
    private mutating func unicodeEscape(start: Int) throws(PatternSyntaxError) -> UInt32 {
        if isChar("{") {
            i += 1
            var v: UInt32 = 0
            var digits = 0
            while let c = peek(), let d = Self.hexValue(c) {
                v = v * 16 + d
                digits += 1
                i += 1
                guard v <= CodePointSet.maxCodePoint else { throw error("'\\u{…}' is above U+10FFFF", at: start) }
            }
            guard digits > 0, isChar("}") else { throw error("'\\u{' must hold hexadecimal digits and end with '}'", at: start) }
            i += 1
            return v
        }
        guard let high = hex(count: 4) else { throw error("'\\u' must be followed by four hexadecimal digits or '{…}'", at: start) }
        if (0xD800...0xDBFF).contains(high), isChar("\\"), isChar("u", 1) {
            let save = i
            i += 2
            if let low = hex(count: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
            i = save
        }
        return high
    }

    // MARK: Classes

    private mutating func characterClass() throws(PatternSyntaxError) -> CodePointSet {
        let start = i
        i += 1  // `[`
        var set = CodePointSet()
        if isChar("^") {
            set.negated = true
            i += 1
        }
        while !isChar("]") {
            guard !atEnd else { throw error("unterminated character class", at: start) }
            let first = try classAtom()
            if isChar("-"), let next = peek(1), next != Self.char("]") {
                let dash = i
                i += 1
                let second = try classAtom()
                guard case .codePoint(let lo) = first, case .codePoint(let hi) = second else {
                    throw error("a range cannot start or end with a class escape such as \\d", at: dash)
                }
                guard lo <= hi else { throw error("the range is out of order", at: dash) }
                set.insert(lo...hi)
                continue
            }
            switch first {
            case .codePoint(let v): set.insert(v...v)
            case .set(let s): set.formUnion(s)
            }
        }
        i += 1  // `]`
        return set
    }

    private mutating func classAtom() throws(PatternSyntaxError) -> Escaped {
        guard let c = peek() else { throw error("unterminated character class") }
        if c == Self.char("\\") {
            let start = i
            i += 1
            if let d = peek(), (0x31...0x39).contains(d) {
                throw error("backreference-like escape '\\\(UnicodeScalar(d).map(String.init) ?? "")' is not allowed in a class", at: start)
            }
            return try escape(start: start, inClass: true)
        }
        i += 1
        return .codePoint(c)
    }
}
