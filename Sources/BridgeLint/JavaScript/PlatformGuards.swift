/// The parts of a script that never run in the iOS app, because a platform test guards them.
///
/// Cordova and Capacitor plugins ship one script to every platform and guard another
/// platform's calls with a test: a comparison (`cordova.platformId === 'android'`), a flag
/// kept in a variable or a property (`isAndroid = ua.indexOf('android') > -1`,
/// `this._isAndroid = device.platform.match(/^android|amazon/i) !== null`), combined with
/// `&&`, `||` and `!`, around a block (`if (flag) {…}`) or ahead of an early return
/// (`if (!isAndroid) return;` before the call). This reads those forms and nothing else: a
/// test it cannot decide leaves the code as code that may run on iOS.
///
/// It is written here rather than taken from a JavaScript engine because the question is not
/// what a test evaluates to but what it evaluates to on one platform, for every run: a
/// three-valued reading (true, false or unknown on iOS) over the tokens the recognizer already has.
struct PlatformGuards {
    /// What a test is on iOS.
    enum OnIOS: Equatable {
        case yes, no, unknown

        var negated: OnIOS { self == .yes ? .no : self == .no ? .yes : .unknown }
    }

    /// The expressions that name the platform a hybrid page runs on, without `window.`.
    static let platformExpressions: Set<String> = ["cordova.platformId", "device.platform", "Capacitor.getPlatform()", "Capacitor.platform"]

    /// A test longer than this is not read: it keeps the work linear however tests nest.
    static let longestTest = 64
    /// How deep `!`, `&&`, `||` and parentheses are followed in one test.
    static let deepestTest = 16
    /// A statement without braces of more steps than this (a bracketed group is one step) is
    /// not taken as guarded: a line of guards with no `;` between them would otherwise be read
    /// to its end once for each.
    static let longestStatement = 256

    private let s: TokenStream
    private let tokenization: JSTokenization
    /// Names assigned a platform test, by their last segment (`isAndroid`, `_isAndroid`), with
    /// what every assignment of that name gives on iOS (unknown when two disagree).
    private var flags: [String: OnIOS] = [:]

    private init(_ s: TokenStream, _ tokenization: JSTokenization) {
        self.s = s
        self.tokenization = tokenization
    }

    /// Byte ranges of the code that runs only on a platform other than iOS, each with the
    /// condition it runs under, as written.
    static func blocks(in s: TokenStream, _ tokenization: JSTokenization) -> [(range: Range<Int>, test: String)] {
        // Every form spells "latform" or "ndroid": a script without either has no such test,
        // and a search of its bytes costs less than reading each `if` (callgrind).
        guard tokenization.source.contains(utf8: "latform") || tokenization.source.contains(utf8: "ndroid") else { return [] }
        var guards = PlatformGuards(s, tokenization)
        guards.readFlags()
        return guards.guardedRanges()
    }

    // MARK: Flags

    /// `NAME = test` and `a.b.NAME = test` (in declarations too), for tests that are decided on iOS.
    private mutating func readFlags() {
        var assigned: [String: OnIOS] = [:]
        for k in 1..<max(1, s.tokens.count) where s.isPunctuator(k, "=") {
            guard s.isIdentifier(k - 1), let name = s.identifier(k - 1) else { continue }
            let end = expressionEnd(from: k + 1)
            let value = end - (k + 1) <= Self.longestTest ? self.value(k + 1, end, depth: 0) : .unknown
            if let earlier = assigned[name] {
                assigned[name] = earlier == value ? value : .unknown
            } else {
                assigned[name] = value
            }
        }
        flags = assigned.filter { $0.value != .unknown }
    }

    /// Where the expression that starts at `start` ends: the first `;`, `,` or closer at its
    /// own depth, or a line break there (an assignment of a flag is one line).
    private func expressionEnd(from start: Int) -> Int {
        var k = start
        let limit = min(s.tokens.count, start + Self.longestTest + 1)
        while k < limit {
            if k > start, s.tokens[k].newlineBefore { return k }
            if s.isPunctuator(k, ";") || s.isPunctuator(k, ",") || s.isPunctuator(k, ")") || s.isPunctuator(k, "]") || s.isPunctuator(k, "}") { return k }
            if let close = s.closer(of: k) {
                k = close + 1
                continue
            }
            k += 1
        }
        return k
    }

    // MARK: Tests

    /// The value on iOS of the expression in tokens `a..<b`.
    private func value(_ a: Int, _ b: Int, depth: Int) -> OnIOS {
        guard a < b, depth <= Self.deepestTest else { return .unknown }
        let ors = topLevel(a, b, "||")
        if !ors.isEmpty {
            let parts = split(a, b, at: ors).map { value($0.lowerBound, $0.upperBound, depth: depth + 1) }
            if parts.contains(.yes) { return .yes }
            return parts.allSatisfy { $0 == .no } ? .no : .unknown
        }
        let ands = topLevel(a, b, "&&")
        if !ands.isEmpty {
            let parts = split(a, b, at: ands).map { value($0.lowerBound, $0.upperBound, depth: depth + 1) }
            if parts.contains(.no) { return .no }
            return parts.allSatisfy { $0 == .yes } ? .yes : .unknown
        }
        if s.isPunctuator(a, "!") { return value(a + 1, b, depth: depth + 1).negated }
        if s.isPunctuator(a, "("), s.closer(of: a) == b - 1 { return value(a + 1, b - 1, depth: depth + 1) }
        return atom(a, b)
    }

    private static let comparisons = JSToken.codes(["===", "==", "!==", "!=", ">", ">=", "<", "<="])

    /// A comparison, a flag, or a call that tests for Android.
    private func atom(_ a: Int, _ b: Int) -> OnIOS {
        var operatorIndex: Int?
        var k = a
        while k < b {
            if let close = s.closer(of: k) {
                k = close + 1
                continue
            }
            if let token = s[k], token.isPunctuator(in: Self.comparisons) {
                guard operatorIndex == nil else { return .unknown }
                operatorIndex = k
            }
            k += 1
        }
        guard let op = operatorIndex else {
            // `flag`, `this._isAndroid`, `ua.match(/android/i)`, `/android/i.test(ua)`.
            if let name = flagName(a, b) { return flags[name] ?? .unknown }
            return findsAndroid(a, b) ? .no : .unknown
        }
        let equal = s.isPunctuator(op, "===") || s.isPunctuator(op, "==")
        let unequal = s.isPunctuator(op, "!==") || s.isPunctuator(op, "!=")
        // `PLATFORM === 'literal'`, either way round.
        if equal || unequal {
            let (expression, literal) = b - op == 2 ? ((a, op), op + 1) : (op - a == 1 ? ((op + 1, b), a) : ((a, a), -1))
            if literal >= 0, let platform = s.stringValue(literal), isPlatformExpression(expression.0, expression.1) {
                let isIOS = platform.lowercased() == "ios"
                // `=== 'ios'` is yes; `=== 'android'` is no; `!== 'ios'` is no; `!== 'android'` is unknown (Windows).
                if equal { return isIOS ? .yes : .no }
                return isIOS ? .no : .unknown
            }
        }
        // `ua.indexOf('android') > -1`, `… !== -1`, `… >= 0`, `… === -1`; `ua.match(/android/) !== null`.
        guard findsAndroid(a, op) else { return .unknown }
        let right = (op + 1..<b)
        let isMinusOne = right.count == 2 && s.isPunctuator(op + 1, "-") && s.text(of: s.tokens[op + 2]) == "1"
        let isZero = right.count == 1 && s[op + 1]?.kind == .number && s.text(of: s.tokens[op + 1]) == "0"
        let isNull = right.count == 1 && s.isIdentifier(op + 1, "null")
        if isMinusOne || isNull {
            if s.isPunctuator(op, ">") || unequal { return .no }
            if equal { return .yes }
        }
        if isZero {
            if s.isPunctuator(op, ">=") { return .no }
            if s.isPunctuator(op, "<") { return .yes }
        }
        return .unknown
    }

    /// For `name`, `this.name` or `a.b.name` alone: `name`.
    private func flagName(_ a: Int, _ b: Int) -> String? {
        guard s.isIdentifier(b - 1) else { return nil }
        var k = a
        while k < b - 1 {
            guard s.isIdentifier(k), s.isPunctuator(k + 1, ".") || s.isPunctuator(k + 1, "?.") else { return nil }
            k += 2
        }
        return k == b - 1 ? s.identifier(b - 1) : nil
    }

    /// Whether `a..<b` is a platform expression (`window.` and `.toLowerCase()` aside).
    private func isPlatformExpression(_ a: Int, _ b: Int) -> Bool {
        guard a < b, let first = s[a], let last = s[b - 1] else { return false }
        let written = tokenization.sourceSlice(from: first.offset, to: tokenization.end(of: last)).filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        var expression = String(decoding: written, as: UTF8.self)
        if expression.hasPrefix("window.") { expression.removeFirst(7) }
        for suffix in [".toLowerCase()", ".toUpperCase()"] where expression.hasSuffix(suffix) { expression.removeLast(suffix.count) }
        return Self.platformExpressions.contains(expression)
    }

    /// Whether `a..<b` searches a string for Android: `.indexOf('android')`, `.includes(…)`,
    /// `.match(/android/i)`, `.search(…)` at its end, or `/android/i.test(…)`.
    private func findsAndroid(_ a: Int, _ b: Int) -> Bool {
        guard b - a >= 4, s.isPunctuator(b - 1, ")"), let open = s.opener(of: b - 1), open > a else { return false }
        let method = s.identifier(open - 1)
        let arguments = s.arguments(open: open)
        if ["indexOf", "includes", "match", "search"].contains(method ?? ""), s.isMemberName(open - 1), arguments.count == 1, arguments[0].count == 1 {
            return namesAndroid(arguments[0].lowerBound)
        }
        if method == "test", s.isPunctuator(open - 2, "."), open - 3 == a, s[a]?.kind == .regex { return namesAndroid(a) }
        return false
    }

    /// A string or regular expression literal that names Android (or Amazon's Fire OS), and no
    /// Apple platform.
    private func namesAndroid(_ k: Int) -> Bool {
        guard let token = s[k], token.kind == .string || token.kind == .regex else { return false }
        let text = s.text(of: token).lowercased()
        guard text.contains("android") || text.contains("amazon") else { return false }
        return !["ios", "iphone", "ipad", "ipod", "mac"].contains(where: { text.contains($0) })
    }

    /// Indexes of `op` at the top level of `a..<b`.
    private func topLevel(_ a: Int, _ b: Int, _ op: StaticString) -> [Int] {
        var found: [Int] = []
        var k = a
        while k < b {
            if let close = s.closer(of: k) {
                k = close + 1
                continue
            }
            if s.isPunctuator(k, op) { found.append(k) }
            k += 1
        }
        return found
    }

    private func split(_ a: Int, _ b: Int, at separators: [Int]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = a
        for separator in separators {
            parts.append(start..<separator)
            start = separator + 1
        }
        parts.append(start..<b)
        return parts
    }

    // MARK: Guarded code

    private func guardedRanges() -> [(range: Range<Int>, test: String)] {
        var blocks: [(range: Range<Int>, test: String)] = []
        /// `if (T) return;` ahead of the rest of a block, when T is true on iOS: the `if`, where
        /// its statement ends, and the test as written.
        var earlyReturns: [(at: Int, end: Int, test: String)] = []
        for k in 0..<s.tokens.count where s.isIdentifier(k, "if") && s.isPunctuator(k + 1, "(") && !s.isMemberName(k) {
            guard let close = s.closer(of: k + 1), close < s.tokens.count, close - (k + 2) <= Self.longestTest else { continue }
            let value = self.value(k + 2, close, depth: 0)
            guard value != .unknown, let testStart = s[k + 2], let testEnd = s[close - 1] else { continue }
            let test = CallRecognizer.clip(tokenization.sourceSlice(from: testStart.offset, to: tokenization.end(of: testEnd)))
            let then = statement(at: close + 1)
            let hasElse = s.isIdentifier(then.upperBound, "else")
            if value == .no, let range = byteRange(then) {
                blocks.append((range, test))
            } else if value == .yes {
                if hasElse {
                    if let range = byteRange(statement(at: then.upperBound + 1)) { blocks.append((range, "!(\(test))")) }
                } else if endsInReturn(then) {
                    earlyReturns.append((k, then.upperBound, "!(\(test))"))
                }
            }
        }
        guard !earlyReturns.isEmpty else { return blocks }
        // The rest of the block around each early return: its `{` found in one pass.
        var open: [Int] = []
        var next = 0
        for k in 0..<s.tokens.count where next < earlyReturns.count {
            while next < earlyReturns.count, earlyReturns[next].at == k {
                let item = earlyReturns[next]
                next += 1
                let blockClose = open.last.flatMap { s.closer(of: $0) } ?? s.tokens.count
                guard item.end < blockClose, let first = s[item.end] else { continue }
                let endOffset = s[min(blockClose, s.tokens.count - 1)].map { $0.offset } ?? tokenization.source.count
                if first.offset < endOffset { blocks.append((first.offset..<endOffset, item.test)) }
            }
            if s.isPunctuator(k, "{") {
                open.append(k)
            } else if s.isPunctuator(k, "}"), let opener = s.opener(of: k) {
                if open.last == opener {
                    open.removeLast()
                } else if let index = open.lastIndex(of: opener) {
                    open.removeSubrange(index...)
                }
            }
        }
        return blocks
    }

    /// The statement that starts at `k`: a block to its `}`, or tokens to the `;` that ends it
    /// (or a line break at its own depth); as token indexes, the end exclusive.
    private func statement(at k: Int) -> Range<Int> {
        guard k < s.tokens.count else { return k..<k }
        if s.isPunctuator(k, "{") { return k..<min((s.closer(of: k) ?? s.tokens.count) + 1, s.tokens.count) }
        var j = k
        var steps = 0
        while j < s.tokens.count {
            steps += 1
            if steps > Self.longestStatement { return k..<k }
            if j > k, s.tokens[j].newlineBefore, s.isIdentifier(j, "else") || !Self.continues(s, j - 1) { return k..<j }
            if s.isPunctuator(j, ";") { return k..<(j + 1) }
            if s.isPunctuator(j, "}") || s.isPunctuator(j, ")") || s.isPunctuator(j, "]") { return k..<j }
            if let close = s.closer(of: j) {
                j = close + 1
                continue
            }
            j += 1
        }
        return k..<j
    }

    /// Whether a line that ends with token `k` goes on to the next (an operator or an opener).
    private static func continues(_ s: TokenStream, _ k: Int) -> Bool {
        guard let token = s[k], token.kind == .punctuator else { return false }
        return !(token.isPunctuator(")") || token.isPunctuator("]") || token.isPunctuator("}") || token.isPunctuator("++") || token.isPunctuator("--"))
    }

    /// Whether the statement leaves the function: `return …;`, `throw …;`, or a block whose
    /// last statement does.
    private func endsInReturn(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if s.isIdentifier(first, "return") || s.isIdentifier(first, "throw") { return true }
        guard s.isPunctuator(first, "{"), range.count >= 2 else { return false }
        return lastStatementReturns(first + 1, range.upperBound - 1)
    }

    /// Whether the final statement of `a..<b` starts with `return` or `throw`.
    private func lastStatementReturns(_ a: Int, _ b: Int) -> Bool {
        var starts: [Int] = [a]
        var k = a
        while k < b {
            if let close = s.closer(of: k) {
                k = close + 1
                continue
            }
            if s.isPunctuator(k, ";"), k + 1 < b { starts.append(k + 1) }
            k += 1
        }
        guard let last = starts.last else { return false }
        return s.isIdentifier(last, "return") || s.isIdentifier(last, "throw")
    }

    /// A statement's tokens as the byte range from its first token to its last.
    private func byteRange(_ range: Range<Int>) -> Range<Int>? {
        guard let first = range.first, range.upperBound - 1 >= first, let start = s[first], let end = s[range.upperBound - 1] else { return nil }
        return start.offset..<max(start.offset, tokenization.end(of: end))
    }
}
