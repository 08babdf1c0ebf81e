/// Bracket matching and argument splitting over a token array, bounded so hostile input stays linear.
/// A class: the scope analysis, the resolver and the recognizer share one, and copying a struct of
/// five arrays retained each of them at every copy.
final class TokenStream {
    let tokenization: JSTokenization
    /// The tokenization's tokens, kept here too so the hot loops index a stored array.
    let tokens: [JSToken]
    /// One table for both directions: for each opening `(`, `[`, `{` or template head, the index
    /// of its closer (or `tokens.count` when it is never closed); for each closer, the index of the
    /// innermost opener it closes; -1 for every other token. No token both opens and closes, so
    /// the sign of `partner - k` says which a token is; two tables cost 4 bytes a token more, and
    /// on a script of one-byte tokens the per-token tables are most of lint's peak memory.
    private let partner: [Int32]

    /// A TypeScript file's enums, whose declarations erasure removed (see
    /// `TypeScriptErasure.eraseReadingEnums`); nil for JavaScript.
    var enumValues: [String: [String: Shape]]?

    init(_ tokenization: JSTokenization) {
        self.tokenization = tokenization
        let tokens = tokenization.tokens
        self.tokens = tokens
        var partner = [Int32](repeating: -1, count: tokens.count)
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
            } else if token.kind == .template {
                if token.templatePart == .head { stack.append((k, UInt8(ascii: "`"))) } else if token.templatePart == .tail { closes = UInt8(ascii: "`") }
            }
            // Pop to the matching opener, closing every opener above it here too; unmatched
            // closers are ignored. The closer's own opener is the innermost of them.
            if let closes, let index = stack.lastIndex(where: { $0.1 == closes }) {
                for (opener, _) in stack[index...] { partner[opener] = Int32(clamping: k) }
                if let innermost = stack.last { partner[k] = Int32(clamping: innermost.0) }
                stack.removeSubrange(index...)
            }
        }
        for (opener, _) in stack { partner[opener] = Int32(clamping: tokens.count) }
        self.partner = partner
    }

    /// For an opening `(`, `[`, `{` or template head, the index of its closer (`tokens.count`
    /// when it is never closed); nil for every other token.
    @inline(__always)
    func closer(of k: Int) -> Int? {
        guard k >= 0, k < partner.count else { return nil }
        let p = Int(partner[k])
        return p > k ? p : nil
    }

    /// For a closer, the index of its opener; nil for every other token.
    @inline(__always)
    func opener(of k: Int) -> Int? {
        guard k >= 0, k < partner.count else { return nil }
        let p = Int(partner[k])
        return p >= 0 && p < k ? p : nil
    }

    subscript(k: Int) -> JSToken? { k >= 0 && k < tokens.count ? tokens[k] : nil }

    /// Whether token `k` is the punctuator `p`: the analysis asks this for nearly every token, so
    /// it reads the packed code in place rather than copying the token out.
    @inline(__always)
    func isPunctuator(_ k: Int, _ p: StaticString) -> Bool {
        guard k >= 0, k < tokens.count else { return false }
        let code = tokens[k].punctuatorCode
        return code != 0 && code == JSToken.code(p)
    }

    /// True when the token at `k` is a member name (`x.name`, `x?.name`) rather than a reference.
    func isMemberName(_ k: Int) -> Bool { isPunctuator(k - 1, ".") || isPunctuator(k - 1, "?.") }

    /// Whether token `k` is an identifier.
    @inline(__always)
    func isIdentifier(_ k: Int) -> Bool { k >= 0 && k < tokens.count && tokens[k].kind == .identifier }

    /// Whether token `k` is the identifier `name` (compared on bytes, no String made).
    func isIdentifier(_ k: Int, _ name: StaticString) -> Bool { self[k].map { tokenization.isIdentifier($0, name) } ?? false }

    /// Whether token `k` is one of the identifiers `names`.
    func isIdentifier(_ k: Int, in names: [StaticString]) -> Bool {
        guard let token = self[k], token.kind == .identifier else { return false }
        return names.contains { tokenization.isIdentifier(token, $0) }
    }

    /// The name of identifier token `k`; nil for other tokens.
    func identifier(_ k: Int) -> String? { self[k].flatMap { tokenization.identifier(of: $0) } }

    func identifier(of token: JSToken) -> String? { tokenization.identifier(of: token) }

    /// The value of string literal `k`, or of a template without substitutions.
    func stringValue(_ k: Int) -> String? { self[k].flatMap { tokenization.stringValue(of: $0) } }

    func stringValue(of token: JSToken) -> String? { tokenization.stringValue(of: token) }

    /// Token `k`'s text (cooked for literals).
    func text(of token: JSToken) -> String { tokenization.text(of: token) }

    /// Index just past the bracketed group that opens at `k`.
    func skipGroup(_ k: Int) -> Int { min((closer(of: k) ?? k) + 1, tokens.count) }

    /// The argument ranges of a call whose `(` is at `open`, split on top-level commas.
    func arguments(open: Int) -> [Range<Int>] {
        let close = closer(of: open) ?? tokens.count
        var ranges: [Range<Int>] = []
        var start = open + 1
        var k = open + 1
        while k < close {
            if let c = closer(of: k) {
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

    /// Which argument of the call whose `(` is at `open` starts at token `start`, split as
    /// `arguments(open:)` splits them, without building the list: a function expression asks
    /// this of the call around it, and most are callbacks in calls with arguments to spare.
    func argumentPosition(open: Int, startingAt target: Int) -> Int? {
        let close = closer(of: open) ?? tokens.count
        var position = 0
        var start = open + 1
        var k = open + 1
        while k < close, start <= target {
            if let c = closer(of: k) {
                k = c + 1
                continue
            }
            if isPunctuator(k, ",") {
                if start == target { return position }
                position += 1
                start = k + 1
            }
            k += 1
        }
        return start == target && start < close ? position : nil
    }

    /// The shape of the expression in `range`: literals exactly, `JSON.stringify(<literal>)`,
    /// negative numbers, string concatenations and templates as their literal prefix; names as
    /// `identifier` resolves them (a constant's literal); anything else `dynamic`.
    func shape(_ range: Range<Int>, identifier: ((Int) -> Shape?)? = nil, depth: Int = 0) -> Shape {
        // Literals nested deeper than any real message are not followed (the stack is finite).
        guard !range.isEmpty, depth < Self.maxShapeDepth, let first = self[range.lowerBound] else { return .dynamic }
        if let concatenation = concatenation(range, identifier: identifier, depth: depth) { return concatenation }
        if isFunctionExpression(range) { return .function }
        // `data || {}` (or `??`) where `data` stands for a parameter: the argument given there,
        // which a caller that passes one passes as written (`{}` is for a caller passing none).
        if range.count >= 4, let identifier, self[range.lowerBound]?.isIdentifier == true, isPunctuator(range.lowerBound + 1, "||") || isPunctuator(range.lowerBound + 1, "??"),
            isPunctuator(range.lowerBound + 2, "{") || isPunctuator(range.lowerBound + 2, "["), closer(of: range.lowerBound + 2) == range.upperBound - 1,
            case .parameter(let position)? = identifier(range.lowerBound)
        {
            return .parameter(position)
        }
        // `dataStr || null` where `dataStr` holds a value that is never falsy (an object, an array,
        // `JSON.stringify(…)`'s text, a non-empty string): that value.
        if range.count >= 3, let identifier, self[range.lowerBound]?.isIdentifier == true, isPunctuator(range.lowerBound + 1, "||") || isPunctuator(range.lowerBound + 1, "??"),
            let value = identifier(range.lowerBound)
        {
            switch value {
            case .object, .array, .stringified: return value
            case .string(let text) where !text.isEmpty: return value
            default: break
            }
        }
        // `attributes ? { MessageName: name, Values: attributes } : name` where `attributes` stands
        // for a parameter: one body when a call passes it, the other when it does not.
        if let identifier, let (question, colon) = topLevelConditional(range), let (tested, passedIsTrue) = presenceTest(range.lowerBound..<question),
            case .parameter(let position)? = identifier(tested)
        {
            let whenTrue = shape((question + 1)..<colon, identifier: identifier, depth: depth + 1)
            let whenFalse = shape((colon + 1)..<range.upperBound, identifier: identifier, depth: depth + 1)
            return .alternative(parameter: position, given: passedIsTrue ? whenTrue : whenFalse, otherwise: passedIsTrue ? whenFalse : whenTrue)
        }
        // `Actions.OPEN` where `Actions` is a constant object (`const Actions = { OPEN: 'open' }`,
        // or frozen): that member's value. The name of an action is commonly kept so.
        if range.count == 3, self[range.lowerBound]?.isIdentifier == true, isPunctuator(range.lowerBound + 1, "."), let key = self.identifier(range.lowerBound + 2) {
            if let identifier, let base = identifier(range.lowerBound) {
                if case .object(let members, _) = base, let member = members.last(where: { $0.key == key }) { return member.value }
                // `params.action` in a wrapper's body: the member of what each call passes.
                if case .parameter(let position) = base { return .parameterMember(position, key: key) }
            }
            // A TypeScript enum's member (`Action.Open`), whose declaration erasure removed.
            if let enums = enumValues, let name = self.identifier(range.lowerBound), let value = enums[name]?[key] { return value }
        }
        // `Object.freeze({…})` is the object it freezes.
        if isIdentifier(range.lowerBound, "Object"), isPunctuator(range.lowerBound + 1, "."), isIdentifier(range.lowerBound + 2, "freeze"), isPunctuator(range.lowerBound + 3, "("),
            closer(of: range.lowerBound + 3) == range.upperBound - 1, let argument = arguments(open: range.lowerBound + 3).first
        {
            return shape(argument, identifier: identifier, depth: depth + 1)
        }
        let single = range.count == 1
        let k = range.lowerBound
        let bracketed = closer(of: k) == range.upperBound - 1
        switch first.kind {
        case .string where single: return .string(text(of: first))
        case .template where single && first.templatePart == .whole: return .string(text(of: first))
        case .template where first.templatePart == .head && bracketed: return .concatenated(text(of: first))
        case .number where single: return .number(text(of: first))
        case .identifier where single:
            if isIdentifier(k, "null") { return .null }
            if isIdentifier(k, "true") { return .bool(true) }
            if isIdentifier(k, "false") { return .bool(false) }
            return identifier?(k) ?? .dynamic
        case .punctuator where first.isPunctuator("-") && range.count == 2:
            if let number = self[k + 1], number.kind == .number { return .number("-" + text(of: number)) }
        case .punctuator where first.isPunctuator("{") && bracketed:
            return objectShape(open: k, identifier: identifier, depth: depth + 1)
        case .punctuator where first.isPunctuator("[") && bracketed:
            let elements = arguments(open: k)
            let open = elements.contains { isPunctuator($0.lowerBound, "...") }
            return .array(elements.filter { !isPunctuator($0.lowerBound, "...") }.map { shape($0, identifier: identifier, depth: depth + 1) }, open: open)
        case .punctuator where first.isPunctuator("(") && bracketed:
            return shape((k + 1)..<(range.upperBound - 1), identifier: identifier, depth: depth + 1)
        case .identifier where isIdentifier(k, "JSON"):
            if isPunctuator(k + 1, "."), isIdentifier(k + 2, "stringify"), isPunctuator(k + 3, "("), closer(of: k + 3) == range.upperBound - 1 {
                let args = arguments(open: k + 3)
                return .stringified(args.first.map { shape($0, identifier: identifier, depth: depth + 1) } ?? .dynamic)
            }
        default: break
        }
        return typedValue(range) ?? .dynamic
    }

    static let maxShapeDepth = 64

    /// The `?` and `:` of a conditional expression at the top level of `range`.
    private func topLevelConditional(_ range: Range<Int>) -> (question: Int, colon: Int)? {
        var k = range.lowerBound
        var question: Int?
        var nested = 0
        while k < range.upperBound {
            if isPunctuator(k, "(") || isPunctuator(k, "[") || isPunctuator(k, "{") {
                k = skipGroup(k)
                continue
            }
            if isPunctuator(k, "?") {
                if question == nil { question = k } else { nested += 1 }
            } else if isPunctuator(k, ":"), let question {
                if nested == 0 { return k > question + 1 && k + 1 < range.upperBound ? (question, k) : nil }
                nested -= 1
            }
            k += 1
        }
        return nil
    }

    /// A test of whether a name holds a value: `p`, `!p`, `p !== undefined`, `p != null`,
    /// `typeof p !== 'undefined'` and their opposites. The name's token, and whether the test
    /// holds when it does.
    func presenceTest(_ condition: Range<Int>) -> (name: Int, passedIsTrue: Bool)? {
        let k = condition.lowerBound
        switch condition.count {
        case 1 where isIdentifier(k):
            return (k, true)
        case 2 where isPunctuator(k, "!") && isIdentifier(k + 1):
            return (k + 1, false)
        case 3 where isIdentifier(k) && (isIdentifier(k + 2, "undefined") || isIdentifier(k + 2, "null")):
            let loose = isPunctuator(k + 1, "!=") || isPunctuator(k + 1, "==")
            guard loose || isIdentifier(k + 2, "undefined") else { return nil }
            if isPunctuator(k + 1, "!==") || isPunctuator(k + 1, "!=") { return (k, true) }
            if isPunctuator(k + 1, "===") || isPunctuator(k + 1, "==") { return (k, false) }
            return nil
        case 4 where isIdentifier(k, "typeof") && isIdentifier(k + 1) && stringValue(k + 3) == "undefined":
            if isPunctuator(k + 2, "!==") || isPunctuator(k + 2, "!=") { return (k + 1, true) }
            if isPunctuator(k + 2, "===") || isPunctuator(k + 2, "==") { return (k + 1, false) }
            return nil
        default:
            return nil
        }
    }

    /// The type of a computed value when JavaScript fixes it whatever the operands are:
    /// `Number(v)`, `parseInt(v, 10)`, `+v`, `Math.round(v)`, `Date.now()`, `s.indexOf(t)` are
    /// numbers; `!!v`, `!v`, `s.includes(t)` booleans; `String(v)`, `typeof v`, `v.trim()`,
    /// `a.join(',')` strings; `a.map(f)`, `Object.keys(o)`, `Array.from(x)` arrays. Only a
    /// whole operand (a name, member or call chain) is read: `+a + b` is not `+a`.
    private func typedValue(_ range: Range<Int>) -> Shape? {
        let k = range.lowerBound
        if isPunctuator(k, "!") {
            let rest = isPunctuator(k + 1, "!") ? k + 2 : k + 1
            return rest < range.upperBound && isChain(rest..<range.upperBound) ? .someBool : nil
        }
        if isPunctuator(k, "+"), k + 1 < range.upperBound, isChain((k + 1)..<range.upperBound) { return .someNumber }
        if isIdentifier(k, "typeof"), k + 1 < range.upperBound, isChain((k + 1)..<range.upperBound) { return .concatenated("") }
        guard isChain(range), let head = identifier(k) else { return nil }
        // A global function called alone: `Number(v)`.
        if isPunctuator(k + 1, "("), closer(of: k + 1) == range.upperBound - 1 {
            switch head {
            case "Number", "parseInt", "parseFloat": return .someNumber
            case "String": return .concatenated("")
            case "Boolean", "isNaN", "isFinite": return .someBool
            default: return nil
            }
        }
        // The last call of the chain: `….name(…)` ending the range.
        guard let close = self[range.upperBound - 1].flatMap({ $0.isPunctuator(")") ? range.upperBound - 1 : nil }),
            let open = (k..<close).last(where: { isPunctuator($0, "(") && self.closer(of: $0) == close }), open >= k + 2,
            isPunctuator(open - 2, ".") || isPunctuator(open - 2, "?."), let method = identifier(open - 1)
        else { return nil }
        let onlyName = open - 2 == k + 1 ? head : nil
        switch (onlyName, method) {
        case ("Math", _), ("Date", "now"), ("Number", "parseInt"), ("Number", "parseFloat"): return .someNumber
        case ("Object", "keys"), ("Object", "values"), ("Object", "entries"), ("Array", "from"), ("Array", "of"): return .array([], open: true)
        case ("Array", "isArray"), ("Number", "isInteger"), ("Number", "isFinite"), ("Number", "isNaN"): return .someBool
        case (_, "indexOf"), (_, "lastIndexOf"), (_, "findIndex"), (_, "charCodeAt"), (_, "getTime"), (_, "getFullYear"), (_, "getMonth"), (_, "getDate"),
            (_, "getHours"), (_, "getMinutes"), (_, "getSeconds"):
            return .someNumber
        case (_, "includes"), (_, "startsWith"), (_, "endsWith"), (_, "some"), (_, "every"), (_, "hasOwnProperty"):
            return .someBool
        case (_, "toString"), (_, "trim"), (_, "trimStart"), (_, "trimEnd"), (_, "toUpperCase"), (_, "toLowerCase"), (_, "toFixed"), (_, "toISOString"),
            (_, "join"), (_, "padStart"), (_, "padEnd"):
            return .concatenated("")
        case (_, "map"), (_, "filter"), (_, "split"), (_, "flat"), (_, "flatMap"):
            return .array([], open: true)
        default: return nil
        }
    }

    /// One operand with no operator at its top level: a name, then members, calls and
    /// subscripts (`a`, `a.b?.c`, `a.b(…)[0]`).
    private func isChain(_ range: Range<Int>) -> Bool {
        var k = range.lowerBound
        guard isIdentifier(k), !isIdentifier(k, "new"), !isIdentifier(k, "typeof"), !isIdentifier(k, "await") else { return false }
        k += 1
        while k < range.upperBound {
            if isPunctuator(k, ".") || isPunctuator(k, "?."), k + 1 < range.upperBound, isIdentifier(k + 1) {
                k += 2
            } else if isPunctuator(k, "?."), isPunctuator(k + 1, "(") || isPunctuator(k + 1, "[") {
                k += 1
            } else if isPunctuator(k, "(") || isPunctuator(k, "["), let close = closer(of: k), close < range.upperBound {
                k = close + 1
            } else {
                return false
            }
        }
        return true
    }

    /// `function (…) {…}`, `async function …`, `(a, b) => …`, `a => …`, `async (a) => …`.
    func isFunctionExpression(_ range: Range<Int>) -> Bool {
        var k = range.lowerBound
        if isIdentifier(k, "async"), k + 1 < range.upperBound { k += 1 }
        if isIdentifier(k, "function") { return true }
        if isPunctuator(k, "("), let close = closer(of: k), isPunctuator(close + 1, "=>") { return close + 1 < range.upperBound }
        return isIdentifier(k) && isPunctuator(k + 1, "=>") && k + 1 < range.upperBound
    }

    /// Operators that bind at least as tightly as `+` and keep a sum's operands apart.
    private static let sumOperators = JSToken.codes(["+", ".", "?.", "*", "/", "%", "**", "!", "~", "++", "--"])

    /// `'app://copy?text=' + enc(v)`: the literal text the string starts with, as far as it is
    /// known; a sum whose every part is known is that string. Nil when `range` is not a sum that
    /// starts with a string.
    private func concatenation(_ range: Range<Int>, identifier: ((Int) -> Shape?)?, depth: Int) -> Shape? {
        var operands: [Range<Int>] = []
        var start = range.lowerBound
        var k = range.lowerBound
        while k < range.upperBound {
            if let close = closer(of: k) {
                k = close + 1
                continue
            }
            if let token = self[k], token.kind == .punctuator {
                guard token.isPunctuator(in: Self.sumOperators) else { return nil }
                if token.isPunctuator("+"), k > start {
                    operands.append(start..<k)
                    start = k + 1
                }
            } else if isIdentifier(k, "in") || isIdentifier(k, "instanceof") {
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
            case .identifier, .string, .number: key = text(of: keyToken)
            case .punctuator where keyToken.isPunctuator("...") || keyToken.isPunctuator("["):
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
                let value = range.count == 1 && keyToken.isIdentifier ? identifier?(range.lowerBound) ?? .dynamic : .dynamic
                members.append(Shape.Member(key: key, value: value, offset: keyToken.offset))
            }
        }
        return .object(members, open: isOpen)
    }
}
