/// Bracket matching and argument splitting over a token array, bounded so hostile input stays linear.
struct TokenStream {
    let tokens: [JSToken]
    /// For each opening `(`, `[`, `{` or template head, the index of its closer (or `tokens.count`).
    let closer: BracketTable
    /// For each closer, the index of its opener.
    let opener: BracketTable

    init(_ tokens: [JSToken]) {
        self.tokens = tokens
        var closer = BracketTable(count: tokens.count)
        // Openers as (index, closing byte); a template head closes at its tail.
        var stack: [(Int, UInt8)] = []
        for (k, token) in tokens.enumerated() {
            var closes: UInt8?
            if token.isPunctuator("(") {
                stack.append((k, UInt8(ascii: ")")))
            } else if token.isPunctuator("[") {
                stack.append((k, UInt8(ascii: "]")))
            } else if token.isPunctuator("{") {
                stack.append((k, UInt8(ascii: "}")))
            } else if token.isPunctuator(")") {
                closes = UInt8(ascii: ")")
            } else if token.isPunctuator("]") {
                closes = UInt8(ascii: "]")
            } else if token.isPunctuator("}") {
                closes = UInt8(ascii: "}")
            } else if case .template(let part, _) = token.kind {
                if part == .head { stack.append((k, UInt8(ascii: "`"))) } else if part == .tail { closes = UInt8(ascii: "`") }
            }
            // Pop to the matching opener; unmatched closers are ignored.
            if let closes, let index = stack.lastIndex(where: { $0.1 == closes }) {
                for (opener, _) in stack[index...] { closer[opener] = k }
                stack.removeSubrange(index...)
            }
        }
        for (opener, _) in stack { closer[opener] = tokens.count }
        var opener = BracketTable(count: tokens.count)
        for open in tokens.indices { if let close = closer[open], close < tokens.count { opener[close] = open } }
        self.closer = closer
        self.opener = opener
    }

    subscript(k: Int) -> JSToken? { k >= 0 && k < tokens.count ? tokens[k] : nil }

    func isPunctuator(_ k: Int, _ p: StaticString) -> Bool { self[k]?.isPunctuator(p) ?? false }

    /// Index just past the bracketed group that opens at `k`.
    func skipGroup(_ k: Int) -> Int { min((closer[k] ?? k) + 1, tokens.count) }

    /// The argument ranges of a call whose `(` is at `open`, split on top-level commas.
    func arguments(open: Int) -> [Range<Int>] {
        let close = closer[open] ?? tokens.count
        var ranges: [Range<Int>] = []
        var start = open + 1
        var k = open + 1
        while k < close {
            if let c = closer[k] {
                k = c + 1
                continue
            }
            if isPunctuator(k, ",") {
                ranges.append(start..<k)
                start = k + 1
            }
            k += 1
        }
        if start < close { ranges.append(start..<close) }
        return ranges
    }

    /// The shape of the expression in `range`: literals exactly, `JSON.stringify(<literal>)`,
    /// negative numbers, string concatenations and templates as their literal prefix; names as
    /// `identifier` resolves them (a constant's literal); anything else `dynamic`.
    func shape(_ range: Range<Int>, identifier: ((Int) -> Shape?)? = nil, depth: Int = 0) -> Shape {
        // Literals nested deeper than any real message are not followed (the stack is finite).
        guard !range.isEmpty, depth < Self.maxShapeDepth, let first = self[range.lowerBound] else { return .dynamic }
        if let concatenation = concatenation(range, identifier: identifier, depth: depth) { return concatenation }
        if isFunctionExpression(range) { return .function }
        let single = range.count == 1
        switch first.kind {
        case .string(let s) where single: return .string(s)
        case .template(.whole, let s) where single: return .string(s)
        case .template(.head, let s) where closer[range.lowerBound] == range.upperBound - 1: return .concatenated(s)
        case .number(let n) where single: return .number(n)
        case .identifier("null") where single: return .null
        case .identifier("true") where single: return .bool(true)
        case .identifier("false") where single: return .bool(false)
        case .identifier where single:
            return identifier?(range.lowerBound) ?? .dynamic
        case .punctuator("-") where range.count == 2:
            if case .number(let n)? = self[range.lowerBound + 1]?.kind { return .number("-" + n) }
        case .punctuator("{") where closer[range.lowerBound] == range.upperBound - 1:
            return objectShape(open: range.lowerBound, identifier: identifier, depth: depth + 1)
        case .punctuator("[") where closer[range.lowerBound] == range.upperBound - 1:
            let elements = arguments(open: range.lowerBound)
            let open = elements.contains { isPunctuator($0.lowerBound, "...") }
            return .array(elements.filter { !isPunctuator($0.lowerBound, "...") }.map { shape($0, identifier: identifier, depth: depth + 1) }, open: open)
        case .punctuator("(") where closer[range.lowerBound] == range.upperBound - 1:
            return shape((range.lowerBound + 1)..<(range.upperBound - 1), identifier: identifier, depth: depth + 1)
        case .identifier("JSON"):
            let k = range.lowerBound
            if isPunctuator(k + 1, "."), self[k + 2]?.identifier == "stringify", isPunctuator(k + 3, "("), closer[k + 3] == range.upperBound - 1 {
                let args = arguments(open: k + 3)
                return .stringified(args.first.map { shape($0, identifier: identifier, depth: depth + 1) } ?? .dynamic)
            }
        default: break
        }
        return .dynamic
    }

    static let maxShapeDepth = 64

    /// `function (…) {…}`, `async function …`, `(a, b) => …`, `a => …`, `async (a) => …`.
    func isFunctionExpression(_ range: Range<Int>) -> Bool {
        var k = range.lowerBound
        if self[k]?.identifier == "async", k + 1 < range.upperBound { k += 1 }
        if self[k]?.identifier == "function" { return true }
        if isPunctuator(k, "("), let close = closer[k], isPunctuator(close + 1, "=>") { return close + 1 < range.upperBound }
        return self[k]?.identifier != nil && isPunctuator(k + 1, "=>") && k + 1 < range.upperBound
    }

    /// Operators that bind at least as tightly as `+` and keep a sum's operands apart.
    private static let sumOperators: Set<String> = ["+", ".", "?.", "*", "/", "%", "**", "!", "~", "++", "--"]

    /// `'app://copy?text=' + enc(v)`: the literal text the string starts with, as far as it is
    /// known; a sum whose every part is known is that string. Nil when `range` is not a sum that
    /// starts with a string.
    private func concatenation(_ range: Range<Int>, identifier: ((Int) -> Shape?)?, depth: Int) -> Shape? {
        var operands: [Range<Int>] = []
        var start = range.lowerBound
        var k = range.lowerBound
        while k < range.upperBound {
            if let close = closer[k] {
                k = close + 1
                continue
            }
            if case .punctuator(let p)? = self[k]?.kind {
                guard Self.sumOperators.contains(p) else { return nil }
                if p == "+", k > start {
                    operands.append(start..<k)
                    start = k + 1
                }
            } else if let word = self[k]?.identifier, word == "in" || word == "instanceof" {
                return nil
            }
            k += 1
        }
        guard !operands.isEmpty else { return nil }
        operands.append(start..<range.upperBound)
        var text = ""
        for (index, operand) in operands.enumerated() {
            let part = shape(operand, identifier: identifier, depth: depth + 1)
            switch part {
            case .string(let s): text += s
            case .concatenated(let s): return .concatenated(text + s)
            case .number(let n) where index > 0 && n.allSatisfy(\.isNumber) && (n == "0" || !n.hasPrefix("0")): text += n
            default:
                // The sum is a string only when it starts with one.
                return index == 0 ? nil : .concatenated(text)
            }
        }
        return .string(text)
    }

    private func objectShape(open: Int, identifier: ((Int) -> Shape?)?, depth: Int) -> Shape {
        var members: [Shape.Member] = []
        var isOpen = false
        for range in arguments(open: open) {
            guard let keyToken = self[range.lowerBound] else { continue }
            let key: String?
            switch keyToken.kind {
            case .identifier(let name): key = name
            case .string(let s): key = s
            case .number(let n): key = n
            case .punctuator("..."), .punctuator("["):
                isOpen = true
                continue
            default: key = nil
            }
            guard let key else {
                isOpen = true
                continue
            }
            if isPunctuator(range.lowerBound + 1, ":") {
                members.append(Shape.Member(key: key, value: shape((range.lowerBound + 2)..<range.upperBound, identifier: identifier, depth: depth), offset: keyToken.offset, valueOffset: self[range.lowerBound + 2]?.offset))
            } else {
                // Shorthand `{a}` (a constant's value when it is one), a method `a() {}`, or a getter.
                let value = range.count == 1 && keyToken.identifier != nil ? identifier?(range.lowerBound) ?? .dynamic : .dynamic
                members.append(Shape.Member(key: key, value: value, offset: keyToken.offset))
            }
        }
        return .object(members, open: isOpen)
    }
}

/// A partial map from token index to token index, stored as one array over the tokens: the
/// bracket lookups run for nearly every token, and a dictionary spent more time hashing than the
/// analysis spent deciding (perf on the generated worst-case site).
struct BracketTable {
    private var targets: [Int32]

    init(count: Int) { targets = Array(repeating: -1, count: count) }

    subscript(k: Int) -> Int? {
        get {
            guard k >= 0, k < targets.count, targets[k] >= 0 else { return nil }
            return Int(targets[k])
        }
        set {
            guard k >= 0, k < targets.count else { return }
            targets[k] = newValue.map { Int32(clamping: $0) } ?? -1
        }
    }
}
