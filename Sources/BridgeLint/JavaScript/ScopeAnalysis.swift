/// Scopes and declarations of one script: enough to tell what a name refers to where it is used.
///
/// It is not a parser. It reads brace structure, `var`/`let`/`const` declarators (plain names and
/// destructuring patterns), `function` and `class` declarations, parameters and `catch` bindings,
/// and which functions are invoked where they are written (IIFEs). Whatever it cannot read leaves
/// a name unresolved or opaque, so callers treat it as dynamic: nothing is guessed.
struct ScopeAnalysis {
    // Scopes, bindings and function facts keep token indexes as 32-bit numbers (a script has
    // fewer than 2^32 tokens): a script of nested one-line arrows (`x=>x=>…`) has a scope and a
    // binding every three bytes, and at full width they were most of lint's peak memory on it.
    struct Scope {
        private let openIndex: Int32
        private let closeIndex: Int32
        private let parentIndex: Int32
        let isFunction: Bool
        /// An arrow function: `this` is the enclosing one's.
        let isArrow: Bool
        /// Token index of the `{` (or `=>` of an expression-bodied arrow); -1 for the script.
        var open: Int { Int(openIndex) }
        /// Token index of the closer (inclusive), or `tokens.count` for the script.
        var close: Int { Int(closeIndex) }
        var parent: Int { Int(parentIndex) }

        init(open: Int, close: Int, parent: Int, isFunction: Bool, isArrow: Bool) {
            openIndex = Int32(clamping: open)
            closeIndex = Int32(clamping: close)
            parentIndex = Int32(clamping: parent)
            self.isFunction = isFunction
            self.isArrow = isArrow
        }
    }

    enum VariableKeyword: String {
        case `var`, `let`, `const`
    }

    enum Declaration {
        /// `var`/`let`/`const` NAME, with the token range of its initializer.
        case variable(keyword: VariableKeyword, initializer: Range<Int>?)
        /// Parameter `position` of the function whose scope is `function`.
        case parameter(function: Int, position: Int)
        /// A name in a destructuring pattern read from `source` (its key path is `patternPath(of:)`).
        case pattern(source: Range<Int>?)
        case function
        case `class`
        /// `catch (e)`, a function expression's own name: a name whose value is unknown.
        case opaque

        /// A variable's initializer or a pattern's source.
        var source: Range<Int>? {
            switch self {
            case .variable(_, let initializer): return initializer
            case .pattern(let source): return source
            default: return nil
            }
        }
    }

    /// A declared name. Twenty bytes: nested arrows (`x=>x=>…`) declare a name every three bytes,
    /// and at 64 (the declaration as an enum of full-width ranges and a key path inline) the
    /// bindings were a third of lint's peak memory on them. The declaration is kept as a kind and
    /// two 32-bit numbers; a pattern's key path, which few bindings have, is kept beside them. The
    /// name is not kept: it is the text of the name token (`ScopeAnalysis.name(of:)`), which the
    /// tokenization holds once per distinct name, where a String here cost sixteen bytes a binding.
    struct Binding {
        private let tokenIndex: Int32
        private let scopeIndex: Int32
        private let first: Int32
        private let second: Int32
        private let kind: UInt8
        private let keyword: UInt8
        var token: Int { Int(tokenIndex) }
        var scope: Int { Int(scopeIndex) }

        var declaration: Declaration {
            switch kind {
            case 0: return .variable(keyword: keyword == 0 ? .var : keyword == 1 ? .let : .const, initializer: first >= 0 ? Int(first)..<Int(second) : nil)
            case 1: return .parameter(function: Int(first), position: Int(second))
            case 2: return .pattern(source: first >= 0 ? Int(first)..<Int(second) : nil)
            case 3: return .function
            case 4: return .class
            default: return .opaque
            }
        }

        init(token: Int, scope: Int, declaration: Declaration) {
            tokenIndex = Int32(clamping: token)
            scopeIndex = Int32(clamping: scope)
            func range(_ r: Range<Int>?) -> (Int32, Int32) { r.map { (Int32(clamping: $0.lowerBound), Int32(clamping: $0.upperBound)) } ?? (-1, -1) }
            var keyword: UInt8 = 0
            switch declaration {
            case .variable(let k, let initializer):
                kind = 0
                keyword = k == .var ? 0 : k == .let ? 1 : 2
                (first, second) = range(initializer)
            case .parameter(let function, let position):
                kind = 1
                (first, second) = (Int32(clamping: function), Int32(clamping: position))
            case .pattern(let source):
                kind = 2
                (first, second) = range(source)
            case .function: kind = 3; (first, second) = (-1, -1)
            case .class: kind = 4; (first, second) = (-1, -1)
            case .opaque: kind = 5; (first, second) = (-1, -1)
            }
            self.keyword = keyword
        }
    }

    enum Resolution: Equatable {
        /// No declaration in scope: a property of the global object.
        case unbound
        case binding(Int)
        /// Declared more than once in the same scope: never treated as a constant.
        case ambiguous
    }

    /// What is known about a function scope: its parameter list and, when the function is
    /// invoked where it is written, the argument ranges of that call.
    struct FunctionInfo {
        let arguments: [Range<Int>]?
        /// The name the function is bound to (`function NAME`, `const NAME = (…) => {…}`), for its calls.
        let nameToken: Int?
        /// The call it is passed to, as the `(` of that call and the argument position.
        let passedTo: (open: Int, position: Int)?
    }

    /// A function scope's facts as kept: twelve bytes (nested arrows make a function every three
    /// bytes), the arguments of the rare function invoked where it is written kept beside them.
    struct StoredFunction {
        private let nameIndex: Int32
        private let passedToOpen: Int32
        private let passedToPosition: Int32
        var nameToken: Int? { nameIndex >= 0 ? Int(nameIndex) : nil }
        var passedTo: (open: Int, position: Int)? { passedToOpen >= 0 ? (Int(passedToOpen), Int(passedToPosition)) : nil }

        /// What a block or the script keeps in the table of functions.
        static let none = StoredFunction(nameToken: nil, passedTo: nil)

        init(nameToken: Int?, passedTo: (open: Int, position: Int)?) {
            nameIndex = nameToken.map { Int32(clamping: $0) } ?? -1
            passedToOpen = passedTo.map { Int32(clamping: $0.open) } ?? -1
            passedToPosition = passedTo.map { Int32(clamping: $0.position) } ?? -1
        }
    }

    let stream: TokenStream
    private(set) var scopes: [Scope]
    private(set) var bindings: [Binding] = []
    /// The names declared in a scope, as a list through the bindings that first declared each:
    /// the scope's first such binding, then `nextName` of each (-1 ends the list). A scope of a
    /// few names is looked up by walking its list; only a scope of more than `listedNames` has its
    /// names in `table` too. Most scopes of a minified script or of nested arrows (`x=>x=>…`)
    /// declare one or two names, and a hashed entry for each cost about 66 bytes, a third of
    /// lint's peak memory on such a script.
    private var firstName: [Int32]
    private var nextName: [Int32] = []
    /// Bindings whose name is declared again in the same scope (never treated as a constant).
    private var redeclared: Set<Int32> = []
    /// Each name of each scope with more than `listedNames` names: its first binding.
    private var table: [ScopedName: Int32] = [:]
    /// The key paths of destructured names (`const { a: { b } } = o` binds `b` at `a.b`), by binding.
    private var patternPaths: [Int32: [String]] = [:]
    /// Scopes whose names are in `table`.
    private var hashedScopes: Set<Int32> = []
    /// How many names a scope holds before they are hashed.
    static let listedNames = 8

    struct ScopedName: Hashable {
        let scope: Int32
        let name: String
    }
    /// For each token, its innermost scope, as runs of tokens that share one.
    private var scopeAt = TokenRuns(initial: 0)
    /// For each token, the innermost open bracket or template head around it (-1 for none), as runs.
    private var parentOpen = TokenRuns(initial: -1)
    /// By scope index: what is known of each function scope (`StoredFunction.none` for blocks and
    /// the script, which `scopes` tells apart; not an Optional, which took sixteen bytes a scope
    /// for twelve). An array beside `scopes` rather than a dictionary, which cost a hash and a
    /// resize per function.
    private var functionInfos: [StoredFunction] = [.none]
    /// The argument ranges of each function invoked where it is written, by scope.
    private var invocations: [Int32: [Range<Int>]] = [:]
    /// Class bodies: the `{` of each, with the class's name (`class C {`, `const C = class {`).
    private(set) var classBodies: [Int: String] = [:]
    /// For each closer, its opener.
    func opener(of k: Int) -> Int? { stream.opener(of: k) }

    /// Whether a name can be `var`, `let`, `const`, `function` or `class`, by its first byte as
    /// written (a keyword cannot be written with escapes).
    static func mayDeclare(_ b: UInt8?) -> Bool {
        b == UInt8(ascii: "v") || b == UInt8(ascii: "l") || b == UInt8(ascii: "c") || b == UInt8(ascii: "f")
    }

    static let controlKeywords: Set<String> = ["if", "for", "while", "switch", "catch", "with", "return", "typeof", "new", "delete", "void", "await", "yield", "in", "of", "instanceof", "do", "else", "case", "throw", "function"]

    init(_ s: TokenStream) {
        stream = s
        let n = s.tokens.count
        scopes = [Scope(open: -1, close: n, parent: -1, isFunction: true, isArrow: false)]
        firstName = [-1]
        // Without a `{`, an `=>` or a `var`/`let`/`const` a script has one scope and binds no name
        // (an event handler such as `app.toast('Saved')`): every name is unbound, and the per-token
        // tables, which only bindings are looked up through, stay empty.
        // Counted on the way: every scope opens at a `{` or an `=>`, so their number bounds the
        // scopes, and the arrays of scopes are reserved once at that size instead of regrowing
        // (a regrowth held the old and the new buffer at once).
        // Each binding is a name token, so the bindings are reserved at the identifiers' number:
        // address space, of which only the bindings made are written and so resident.
        var openers = 0
        var identifiers = 0
        var declares = false
        for token in s.tokens {
            if token.isPunctuator("{") || token.isPunctuator("=>") {
                openers += 1
            } else if token.kind == .identifier {
                identifiers += 1
                if !declares, token.shortLength == 3 || token.shortLength == 5, Self.mayDeclare(s.tokenization.firstByte(of: token)) { declares = true }
            }
        }
        guard openers > 0 || declares else { return }
        scopes.reserveCapacity(openers + 1)
        firstName.reserveCapacity(openers + 1)
        functionInfos.reserveCapacity(openers + 1)
        bindings.reserveCapacity(identifiers)
        nextName.reserveCapacity(identifiers)
        // A run starts at most at every token.
        scopeAt.reserve(n)
        parentOpen.reserve(n)
        // The open brackets, as 32-bit indexes: `((((…` keeps one open every byte.
        var groups: [(open: Int32, close: Int32)] = []
        // The open scopes, as 32-bit indexes: nested arrows keep one open every three bytes.
        var stack: [Int32] = [0]
        for k in 0..<n {
            while stack.count > 1, let top = stack.last, k > scopes[Int(top)].close { stack.removeLast() }
            let current = Int(stack.last ?? 0)
            scopeAt.set(k, Int32(current))
            while let top = groups.last, Int(top.close) < k { groups.removeLast() }
            parentOpen.set(k, groups.last?.open ?? -1)
            if let close = s.closer(of: k) { groups.append((Int32(truncatingIfNeeded: k), Int32(truncatingIfNeeded: close))) }
            let token = s.tokens[k]
            switch token.kind {
            case .punctuator where token.isPunctuator("{"):
                let scope = openScope(open: k, close: s.closer(of: k) ?? n, parent: current, function: functionHead(body: k))
                stack.append(Int32(truncatingIfNeeded: scope))
                scopeAt.set(k, Int32(scope))
            case .punctuator where token.isPunctuator("=>") && !s.isPunctuator(k + 1, "{"):
                let end = expressionEnd(from: k + 1)
                let scope = openScope(open: k, close: max(k, end - 1), parent: current, function: arrowHead(arrow: k))
                stack.append(Int32(truncatingIfNeeded: scope))
            // Only `var`, `let`, `const`, `function` and `class` declare: the length and first
            // byte rule out most names before any comparison.
            case .identifier where token.shortLength >= 3 && token.shortLength <= 8 && Self.mayDeclare(s.tokenization.firstByte(of: token)) && !s.isMemberName(k):
                // Compared on bytes, no String made: most names that get here are not keywords.
                let t = s.tokenization
                if let keyword = t.isIdentifier(token, "var") ? VariableKeyword.var : t.isIdentifier(token, "let") ? .let : t.isIdentifier(token, "const") ? .const : nil {
                    declareVariables(at: k, keyword: keyword, scope: current)
                } else if t.isIdentifier(token, "function") {
                    guard isDeclarationPosition(k) else { break }
                    var nameIndex = k + 1
                    if s.isPunctuator(nameIndex, "*") { nameIndex += 1 }
                    if let name = s.identifier(nameIndex), s.isPunctuator(nameIndex + 1, "(") {
                        bind(name, token: nameIndex, scope: functionScope(of: current), .function)
                    }
                } else if t.isIdentifier(token, "class") {
                    var name = s.identifier(k + 1).flatMap { $0 == "extends" ? nil : $0 }
                    if isDeclarationPosition(k) {
                        if let name { bind(name, token: k + 1, scope: current, .class) }
                    } else if name == nil, s.isPunctuator(k - 1, "="), let variable = s.identifier(k - 2) {
                        name = variable
                    }
                    // The body is the first `{` after the name and any `extends` expression.
                    var j = k + 1
                    while j < n, !s.isPunctuator(j, "{"), j - k < 64 {
                        j = s.closer(of: j).map { $0 + 1 } ?? j + 1
                    }
                    if let name, s.isPunctuator(j, "{") { classBodies[j] = name }
                }
            default: break
            }
        }
    }

    // MARK: Queries

    /// The name a binding declares: the text of its name token (escapes decoded).
    func name(of b: Int) -> String {
        guard b >= 0, b < bindings.count, let token = stream[bindings[b].token] else { return "" }
        return stream.tokenization.text(of: token)
    }

    /// The keys from a destructured binding's source to its value (nil when not a plain key path).
    func patternPath(of b: Int) -> [String]? { patternPaths[Int32(clamping: b)] }

    /// What is known of the function whose scope is `scope`; nil for a block or no scope.
    func function(_ scope: Int) -> FunctionInfo? {
        guard scope > 0, scope < functionInfos.count, scope < scopes.count, scopes[scope].isFunction else { return nil }
        let stored = functionInfos[scope]
        return FunctionInfo(arguments: invocations[Int32(clamping: scope)], nameToken: stored.nameToken, passedTo: stored.passedTo)
    }

    /// What `name` refers to at token `k`.
    func resolve(_ name: String, at k: Int) -> Resolution {
        var steps = 0
        return resolve(name, at: k, steps: &steps)
    }

    /// The same, adding the scopes it looked in to `steps` (a walk is as long as the nesting).
    func resolve(_ name: String, at k: Int, steps: inout Int) -> Resolution {
        guard k >= 0, k < stream.tokens.count else { return .unbound }
        var scope = Int(scopeAt[k])
        while scope >= 0 {
            steps += 1
            let found = lookup(name, in: scope)
            if found >= 0 { return !redeclared.isEmpty && redeclared.contains(found) ? .ambiguous : .binding(Int(found)) }
            scope = scopes[scope].parent
        }
        return .unbound
    }

    /// `resolveAll`'s code for a token that is no name (or a member name).
    static let notAName: Int32 = -3
    /// `resolveAll`'s codes for an unbound and an ambiguous name; others are binding indices.
    static let unboundName: Int32 = -1
    static let ambiguousName: Int32 = -2

    /// What every identifier that is not a member name refers to (`resolve(name, at: k)` for each),
    /// in one pass: each name keeps a stack of its declarations in the scopes around the token,
    /// pushed as a scope is entered and popped as it ends, so a token costs one lookup however
    /// deep it is nested (resolving each one by walking up its scopes was quadratic in the
    /// nesting: 100,000 nested functions).
    func resolveAll() -> [Int32] {
        let n = stream.tokens.count
        var out = [Int32](repeating: Self.notAName, count: n)
        var active: [String: [Int32]] = [:]
        var chain: [Int] = []
        var onChain = [Bool](repeating: false, count: scopes.count)
        func push(_ scope: Int) {
            chain.append(scope)
            onChain[scope] = true
            forEachName(in: scope) { name, binding in active[name, default: []].append(binding) }
        }
        func pop() {
            guard let scope = chain.popLast() else { return }
            onChain[scope] = false
            forEachName(in: scope) { name, _ in active[name]?.removeLast() }
        }
        push(0)
        var runs = scopeAt.cursor()
        for k in 0..<n {
            let token = stream.tokens[k]
            guard token.kind == .identifier, !stream.isMemberName(k) else { continue }
            let target = Int(runs.value(at: k))
            if chain.last != target {
                // Scopes are entered and left in token order (the ones around a token are the
                // stack the analysis kept there), so each is pushed and popped once.
                var path: [Int] = []
                var scope = target
                while scope >= 0, !onChain[scope] {
                    path.append(scope)
                    scope = scopes[scope].parent
                }
                while let top = chain.last, top != scope { pop() }
                for entered in path.reversed() { push(entered) }
            }
            if let found = active[stream.text(of: token)]?.last {
                out[k] = found >= 0 ? found : Self.ambiguousName
            } else {
                out[k] = Self.unboundName
            }
        }
        return out
    }

    /// The innermost scope at token `k`.
    func scope(at k: Int) -> Int { k >= 0 && k < stream.tokens.count ? Int(scopeAt[k]) : 0 }

    /// The class whose method `this` at token `k` is in (through arrow functions), if any.
    func enclosingClass(ofThisAt k: Int) -> String? {
        var scope = self.scope(at: k)
        while scope > 0 {
            let s = scopes[scope]
            if s.isFunction, !s.isArrow {
                let parent = scopes[s.parent]
                return classBodies[parent.open]
            }
            scope = s.parent
        }
        return nil
    }

    /// The innermost function scope around token `k` that is not an arrow function (whose
    /// `this` an arrow shares); nil at the top of the script.
    func thisFunction(at k: Int) -> Int? {
        var scope = self.scope(at: k)
        while scope > 0 {
            if scopes[scope].isFunction, !scopes[scope].isArrow { return scope }
            scope = scopes[scope].parent
        }
        return nil
    }

    /// Whether `this` at token `k` is the global object (no enclosing non-arrow function).
    func thisIsGlobal(at k: Int) -> Bool {
        var scope = self.scope(at: k)
        while scope > 0 {
            if scopes[scope].isFunction, !scopes[scope].isArrow { return false }
            scope = scopes[scope].parent
        }
        return true
    }


    /// The innermost bracket (or template head) that contains token `k`.
    func enclosingOpener(of k: Int) -> Int? {
        guard k >= 0, k < stream.tokens.count else { return nil }
        let open = parentOpen[k]
        return open >= 0 ? Int(open) : nil
    }

    /// Where an expression starting at `start` ends: a top-level `,` `;` or closer, or a line
    /// break where automatic semicolon insertion ends the statement.
    ///
    /// Where a scan that reaches token `j` ends depends on `j` alone, so the tokens a scan passes
    /// where another could start are remembered with its end: nested expressions
    /// (`x = () => x = () => …`, each arrow body ending where the outermost does) scanned to the
    /// same end again and again, quadratic in their depth. Every scan starts after an `=` or an
    /// `=>` (an initializer, an assignment, an arrow body), so only those tokens are remembered:
    /// a table for every token cost four bytes a token, most of them never read.
    func expressionEnd(from start: Int) -> Int {
        let s = stream
        let n = s.tokens.count
        guard start < n else { return n }
        if !endMemo.built {
            endMemo.built = true
            for k in 1..<max(n, 1) where Self.mayStartScan(s.tokens[k - 1]) { endMemo.positions.append(Int32(truncatingIfNeeded: k)) }
            endMemo.ends = [Int32](repeating: -1, count: endMemo.positions.count)
        }
        let slot = memoSlot(start)
        if let slot, endMemo.ends[slot] >= 0 { return Int(endMemo.ends[slot]) }
        // The scan, then the same steps again to record the end at each token passed (walking
        // twice costs less memory than keeping the list).
        let end = scanEnd(from: start, recording: nil)
        _ = scanEnd(from: start, recording: Int32(end))
        if let slot { endMemo.ends[slot] = Int32(end) }
        return end
    }

    /// Whether a scan can start after this token (`=`, `=>`).
    private static func mayStartScan(_ token: JSToken) -> Bool { token.isPunctuator("=") || token.isPunctuator("=>") }

    /// Where token `j`'s end is remembered, if it is a token a scan can start at.
    private func memoSlot(_ j: Int) -> Int? {
        guard j > 0, j < stream.tokens.count, Self.mayStartScan(stream.tokens[j - 1]) else { return nil }
        let positions = endMemo.positions
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if Int(positions[mid]) < j { low = mid + 1 } else { high = mid }
        }
        return low < positions.count && Int(positions[low]) == j ? low : nil
    }

    /// The steps of `expressionEnd`: stops at a known end, a statement-ending line break or an
    /// ender; with `recording`, stores that end for every token passed after `start`.
    private func scanEnd(from start: Int, recording: Int32?) -> Int {
        let s = stream
        let n = s.tokens.count
        var j = start
        while j < n {
            if j > start {
                if let slot = memoSlot(j) {
                    let known = endMemo.ends[slot]
                    if known >= 0 { return Int(known) }
                    if let recording { endMemo.ends[slot] = recording }
                }
                let token = s.tokens[j]
                if token.newlineBefore, !continues(previous: s.tokens[j - 1], next: token) { return j }
            }
            let token = s.tokens[j]
            switch token.kind {
            case .punctuator where token.isPunctuator("(") || token.isPunctuator("[") || token.isPunctuator("{"):
                j = max(s.skipGroup(j), j + 1)
            case .template where token.templatePart == .head:
                j = max(s.skipGroup(j), j + 1)
            case .punctuator where token.isPunctuator(in: Self.expressionEnders):
                return j
            default:
                j += 1
            }
        }
        return n
    }

    /// `expressionEnd`'s answers at the tokens a scan can start at (-1: not yet known), shared by
    /// copies of the analysis.
    final class EndMemo {
        var built = false
        /// The tokens after an `=` or `=>`, in order.
        var positions: [Int32] = []
        var ends: [Int32] = []
    }

    private let endMemo = EndMemo()

    private static let expressionEnders = JSToken.codes([",", ";", ")", "]", "}"])
    private static let statementEnders = JSToken.codes([")", "]", "}", "++", "--"])
    private static let statementStarters = JSToken.codes(["{", "!", "~", "++", "--", "...", "@", ";"])

    /// Whether `next`, after a line break, continues the expression that `previous` is part of.
    func continues(previous: JSToken, next: JSToken) -> Bool {
        if previous.kind == .punctuator, !previous.isPunctuator(in: Self.statementEnders) { return true }
        switch next.kind {
        case .punctuator: return !next.isPunctuator(in: Self.statementStarters)
        case .template: return true
        case .identifier: return stream.tokenization.isIdentifier(next, "in") || stream.tokenization.isIdentifier(next, "instanceof")
        default: return false
        }
    }

    // MARK: Building

    private mutating func openScope(open: Int, close: Int, parent: Int, function: (params: [ParamSlot], isArrow: Bool, start: Int, name: Int?)?) -> Int {
        let index = scopes.count
        scopes.append(Scope(open: open, close: close, parent: parent, isFunction: function != nil, isArrow: function?.isArrow ?? false))
        functionInfos.append(.none)
        firstName.append(-1)
        guard let function else {
            // `catch (e) {`: the parameter belongs to the block.
            if stream.isPunctuator(open - 1, ")"), let p = opener(of: open - 1), stream.isIdentifier(p - 1, "catch") {
                for k in (p + 1)..<(open - 1) where stream.isIdentifier(k) && !stream.isMemberName(k) { bind(stream.identifier(k) ?? "", token: k, scope: index, .opaque) }
            }
            return index
        }
        for slot in function.params {
            switch slot {
            case .name(let name, let token, let position): bind(name, token: token, scope: index, .parameter(function: index, position: position))
            case .pattern(let range): bindPattern(range, source: nil, path: nil, scope: index)
            }
        }
        if let name = function.name, let text = stream.identifier(name) { bind(text, token: name, scope: index, .opaque) }
        if let arguments = invocationArguments(start: function.start, close: close) { invocations[Int32(clamping: index)] = arguments }
        functionInfos[index] = StoredFunction(nameToken: boundName(start: function.start), passedTo: passedAsArgument(start: function.start, close: close))
        return index
    }

    private enum ParamSlot {
        case name(String, token: Int, position: Int)
        case pattern(Range<Int>)
    }

    /// The parameters of the function whose body opens at `body`, or nil when the brace is not a function body.
    private func functionHead(body: Int) -> (params: [ParamSlot], isArrow: Bool, start: Int, name: Int?)? {
        let s = stream
        if s.isPunctuator(body - 1, "=>") { return arrowHead(arrow: body - 1) }
        guard s.isPunctuator(body - 1, ")"), let p = opener(of: body - 1) else { return nil }
        var start = p
        var name: Int?
        if s.isIdentifier(p - 1, "function") {
            start = p - 1
        } else if s.isPunctuator(p - 1, "*"), s.isIdentifier(p - 2, "function") {
            start = p - 2
        } else if let word = s.identifier(p - 1), s.isIdentifier(p - 2, "function") {
            _ = word
            start = p - 2
            name = p - 1
        } else if let word = s.identifier(p - 1), s.isPunctuator(p - 2, "*"), s.isIdentifier(p - 3, "function") {
            _ = word
            start = p - 3
            name = p - 1
        } else if let word = s.identifier(p - 1) {
            // A method `name(…) {` in an object literal or class; never a control statement.
            guard !Self.controlKeywords.contains(word) else { return nil }
        } else if !(s.stringValue(p - 1) != nil || s.isPunctuator(p - 1, "]")) {
            return nil
        }
        if s.isIdentifier(start - 1, "async") { start -= 1 }
        // A named function expression binds its name inside; a declaration was bound outside.
        if name != nil, isDeclarationPosition(start) { name = nil }
        return (parameters(open: p), false, start, name)
    }

    private func arrowHead(arrow: Int) -> (params: [ParamSlot], isArrow: Bool, start: Int, name: Int?)? {
        let s = stream
        if s.isPunctuator(arrow - 1, ")"), let p = opener(of: arrow - 1) {
            let start = s.isIdentifier(p - 1, "async") ? p - 1 : p
            return (parameters(open: p), true, start, nil)
        }
        if let name = s.identifier(arrow - 1) {
            let start = s.isIdentifier(arrow - 2, "async") ? arrow - 2 : arrow - 1
            return ([.name(name, token: arrow - 1, position: 0)], true, start, nil)
        }
        return nil
    }

    private func parameters(open: Int) -> [ParamSlot] {
        stream.arguments(open: open).enumerated().map { position, range in
            if range.count >= 1, let name = stream.identifier(range.lowerBound), range.count == 1 || stream.isPunctuator(range.lowerBound + 1, "=") {
                return .name(name, token: range.lowerBound, position: position)
            }
            return .pattern(range)
        }
    }

    /// The argument ranges when the function starting at `start` and ending at `close` is called
    /// where it is written: `(function (w) {…})(window)`, `!function (e) {…}(window)`,
    /// `(function (w) {…}).call(this, window)`, `((w) => {…})(window)`.
    private func invocationArguments(start: Int, close: Int) -> [Range<Int>]? {
        let s = stream
        if s.isPunctuator(close + 1, "("), !isDeclarationPosition(start), s.isIdentifier(start, "function") || s.isIdentifier(start + 1, "function") {
            return s.arguments(open: close + 1)
        }
        guard s.isPunctuator(start - 1, "("), s.closer(of: start - 1) == close + 1 else { return nil }
        if s.isPunctuator(close + 2, "(") { return s.arguments(open: close + 2) }
        if s.isPunctuator(close + 2, "."), s.isIdentifier(close + 3, "call"), s.isPunctuator(close + 4, "(") {
            return Array(s.arguments(open: close + 4).dropFirst())
        }
        return nil
    }

    /// The call a function expression from `start` to `close` is an argument of, and its position.
    private func passedAsArgument(start: Int, close: Int) -> (open: Int, position: Int)? {
        let s = stream
        guard s.isPunctuator(start - 1, "(") || s.isPunctuator(start - 1, ","), s.isPunctuator(close + 1, ")") || s.isPunctuator(close + 1, ","),
            // (`}(`: the arguments of a function expression invoked where it is written, UMD's
            // `(function (root, factory) {…}(this, function () {…}))`.)
            let open = enclosingOpener(of: start), s.isPunctuator(open, "("), s.isIdentifier(open - 1) || s.isPunctuator(open - 1, ")") || s.isPunctuator(open - 1, "}"),
            let position = s.argumentPosition(open: open, startingAt: start)
        else { return nil }
        return (open, position)
    }

    /// The name a function starting at `start` is bound to: `function NAME(` (`async function
    /// NAME(`, `function* NAME(`), or `const NAME = ` before it.
    private func boundName(start: Int) -> Int? {
        let s = stream
        let keyword = s.isIdentifier(start, "async") && s.isIdentifier(start + 1, "function") ? start + 1 : start
        if s.isIdentifier(keyword, "function"), isDeclarationPosition(keyword) {
            let name = s.isPunctuator(keyword + 1, "*") ? keyword + 2 : keyword + 1
            if s.isIdentifier(name) { return name }
        }
        if s.isPunctuator(start - 1, "="), s.isIdentifier(start - 2), let keyword = s.identifier(start - 3), ["const", "let", "var"].contains(keyword) { return start - 2 }
        // `name = (…) => {…}`: assigned to a name declared elsewhere (not a member).
        if s.isPunctuator(start - 1, "="), s.isIdentifier(start - 2), !s.isMemberName(start - 2) { return start - 2 }
        // `const send = useCallback((type, payload) => {…}, [])` (React's, also `React.`), or
        // lodash's `debounce(fn, 300)`/`throttle(fn, 100)`: the function the name holds calls
        // this one with its own arguments, so it is this one's name.
        if s.isPunctuator(start - 1, "("), let callee = s.identifier(start - 2), Self.argumentForwarders.contains(callee) {
            var head = start - 2
            if s.isPunctuator(head - 1, "."), s.isIdentifier(head - 2), !s.isMemberName(head - 2) { head -= 2 }
            if s.isPunctuator(head - 1, "="), s.isIdentifier(head - 2), let keyword = s.identifier(head - 3), ["const", "let", "var"].contains(keyword) { return head - 2 }
        }
        return nil
    }

    /// Functions that return a function calling their first argument with the arguments it is
    /// called with.
    static let argumentForwarders: Set<String> = ["useCallback", "debounce", "throttle"]

    /// A `function`/`class` keyword that starts a declaration, not an expression.
    func isDeclarationPosition(_ k: Int) -> Bool {
        var j = k
        if stream.isIdentifier(j - 1, "async") { j -= 1 }
        guard let previous = stream[j - 1] else { return true }
        switch previous.kind {
        case .punctuator: return previous.isPunctuator(";") || previous.isPunctuator("{") || previous.isPunctuator("}")
        case .identifier:
            let word = stream.text(of: previous)
            return ["else", "do", "export", "default"].contains(word) || (stream[j]?.newlineBefore ?? false) && !Self.controlKeywords.contains(word)
        default: return stream[j]?.newlineBefore ?? false
        }
    }

    func functionScope(of scope: Int) -> Int {
        var s = scope
        while s > 0, !scopes[s].isFunction { s = scopes[s].parent }
        return max(s, 0)
    }

    /// The function scope around function scope `function` (0, the script, at the top).
    func enclosingFunction(of function: Int) -> Int {
        guard function > 0, function < scopes.count else { return 0 }
        return functionScope(of: scopes[function].parent)
    }

    /// The binding that first declared `name` at the top of the script, if one did.
    func topLevelBinding(named name: String) -> Int? {
        let b = lookup(name, in: 0)
        return b >= 0 ? Int(b) : nil
    }

    /// The binding that first declared `name` in `scope`, or -1.
    private func lookup(_ name: String, in scope: Int) -> Int32 {
        let key = Int32(truncatingIfNeeded: scope)
        if !hashedScopes.isEmpty, hashedScopes.contains(key) { return table[ScopedName(scope: key, name: name)] ?? -1 }
        guard scope >= 0, scope < firstName.count else { return -1 }
        var b = firstName[scope]
        var steps = 0
        while b >= 0, Int(b) < bindings.count, steps <= Self.listedNames {
            if self.name(of: Int(b)) == name { return b }
            b = nextName[Int(b)]
            steps += 1
        }
        return -1
    }

    private mutating func bind(_ name: String, token: Int, scope: Int, _ declaration: Declaration) {
        guard !name.isEmpty else { return }
        let index = bindings.count
        let first = lookup(name, in: scope)
        bindings.append(Binding(token: token, scope: scope, declaration: declaration))
        nextName.append(-1)
        if first >= 0 {
            redeclared.insert(first)
            return
        }
        // The name's first declaration in the scope: it joins the scope's list.
        guard scope >= 0, scope < firstName.count else { return }
        let key = Int32(truncatingIfNeeded: scope)
        nextName[index] = firstName[scope]
        firstName[scope] = Int32(truncatingIfNeeded: index)
        if !hashedScopes.isEmpty, hashedScopes.contains(key) {
            table[ScopedName(scope: key, name: name)] = Int32(truncatingIfNeeded: index)
            return
        }
        var count = 0
        var b = firstName[scope]
        while b >= 0, count <= Self.listedNames {
            count += 1
            b = nextName[Int(b)]
        }
        guard count > Self.listedNames else { return }
        // The scope outgrew its list: its names are hashed from now on.
        hashedScopes.insert(key)
        b = firstName[scope]
        while b >= 0 {
            table[ScopedName(scope: key, name: self.name(of: Int(b)))] = b
            b = nextName[Int(b)]
        }
    }

    /// Each name declared in `scope` with what it is bound to there (a binding, or -1 when the
    /// name is declared more than once).
    private func forEachName(in scope: Int, _ body: (String, Int32) -> Void) {
        guard scope >= 0, scope < firstName.count else { return }
        var b = Int(firstName[scope])
        while b >= 0, b < bindings.count {
            body(name(of: b), !redeclared.isEmpty && redeclared.contains(Int32(b)) ? -1 : Int32(b))
            b = Int(nextName[b])
        }
    }

    private mutating func declareVariables(at k: Int, keyword: VariableKeyword, scope current: Int) {
        let s = stream
        // `let` is also an ordinary name in sloppy code: only a declaration when a binding follows.
        guard let next = s[k + 1], next.isIdentifier || next.isPunctuator("{") || next.isPunctuator("[") else { return }
        let scope = keyword == .var ? functionScope(of: current) : current
        var j = k + 1
        var declarators = 0
        while j < s.tokens.count, declarators < 10_000 {
            declarators += 1
            if let name = s.identifier(j) {
                if s.isPunctuator(j + 1, "=") {
                    let end = expressionEnd(from: j + 2)
                    bind(name, token: j, scope: scope, .variable(keyword: keyword, initializer: (j + 2)..<end))
                    j = end
                } else {
                    bind(name, token: j, scope: scope, .variable(keyword: keyword, initializer: nil))
                    j += 1
                }
            } else if s.isPunctuator(j, "{") || s.isPunctuator(j, "[") {
                let close = s.closer(of: j) ?? s.tokens.count
                var source: Range<Int>?
                var end = close + 1
                if s.isPunctuator(close + 1, "=") {
                    end = expressionEnd(from: close + 2)
                    source = (close + 2)..<end
                }
                bindPattern(j..<min(close + 1, s.tokens.count), source: source, path: [], scope: scope)
                j = end
            } else {
                return
            }
            guard s.isPunctuator(j, ",") else { return }
            j += 1
        }
    }

    /// Binds the names of a destructuring pattern (`{ a, b: { c: d }, ...rest }`, `[x, y]`);
    /// `path` is the key path from `source` so far, nil once it is not a plain key path.
    private mutating func bindPattern(_ range: Range<Int>, source: Range<Int>?, path: [String]?, scope: Int, depth: Int = 0) {
        let s = stream
        guard depth < 32 else { return }
        guard let first = s[range.lowerBound] else { return }
        if let name = s.identifier(of: first) {
            if let path { patternPaths[Int32(clamping: bindings.count)] = path }
            bind(name, token: range.lowerBound, scope: scope, .pattern(source: source))
            return
        }
        let isObject = first.isPunctuator("{")
        guard isObject || first.isPunctuator("[") else { return }
        for element in s.arguments(open: range.lowerBound) {
            guard let head = s[element.lowerBound] else { continue }
            if head.isPunctuator("...") {
                if let name = s.identifier(element.lowerBound + 1) { bind(name, token: element.lowerBound + 1, scope: scope, .opaque) }
                continue
            }
            guard isObject else {
                bindPattern(element.lowerBound..<targetEnd(element), source: source, path: nil, scope: scope, depth: depth + 1)
                continue
            }
            let key = s.identifier(of: head) ?? s.stringValue(of: head)
            if s.isPunctuator(element.lowerBound + 1, ":") || head.isPunctuator("[") {
                let targetStart = head.isPunctuator("[") ? s.skipGroup(element.lowerBound) + 1 : element.lowerBound + 2
                guard targetStart < element.upperBound else { continue }
                let keyed = head.isPunctuator("[") ? nil : key.flatMap { k in path.map { $0 + [k] } }
                bindPattern(targetStart..<targetEnd(targetStart..<element.upperBound), source: source, path: keyed, scope: scope, depth: depth + 1)
            } else if let name = s.identifier(of: head) {
                if let path { patternPaths[Int32(clamping: bindings.count)] = path + [name] }
                bind(name, token: element.lowerBound, scope: scope, .pattern(source: source))
            }
        }
    }

    /// The end of a pattern target, before any `= default`.
    private func targetEnd(_ range: Range<Int>) -> Int {
        var j = range.lowerBound
        while j < range.upperBound {
            if stream.isPunctuator(j, "=") { return j }
            j = stream.closer(of: j).map { $0 + 1 } ?? j + 1
        }
        return range.upperBound
    }
}

/// A value for every token, kept as the runs of tokens that share one: where each run starts and
/// its value, read by binary search. The innermost scope and bracket change only at brackets and
/// arrows, so a script of a token a byte (`a+a+…`) has one run where a table had four bytes a
/// token, and no script has more runs than tokens.
struct TokenRuns {
    private var starts: [Int32] = []
    private var values: [Int32] = []
    /// The value before the first run.
    let initial: Int32

    init(initial: Int32) { self.initial = initial }

    /// Makes room for `count` runs at once: address space, of which only the runs made are written
    /// and so resident, where regrowing held the old and the new buffer at once.
    mutating func reserve(_ count: Int) {
        starts.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// How many runs start after the first token (each is eight bytes).
    var count: Int { starts.count }

    /// Gives token `k` (not before the last one given) `value`, and the tokens after it until the next call.
    mutating func set(_ k: Int, _ value: Int32) {
        let k32 = Int32(clamping: k)
        if let last = starts.last, last == k32 {
            values[values.count - 1] = value
            if (values.count >= 2 ? values[values.count - 2] : initial) == value {
                starts.removeLast()
                values.removeLast()
            }
            return
        }
        if (values.last ?? initial) == value { return }
        starts.append(k32)
        values.append(value)
    }

    subscript(k: Int) -> Int32 {
        // The last run starting at or before `k`.
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if Int(starts[mid]) <= k { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initial : values[low - 1]
    }

    /// Reads tokens in increasing order in constant time a token.
    struct Cursor {
        let runs: TokenRuns
        var next = 0
        var current: Int32

        mutating func value(at k: Int) -> Int32 {
            while next < runs.starts.count, Int(runs.starts[next]) <= k {
                current = runs.values[next]
                next += 1
            }
            return current
        }
    }

    func cursor() -> Cursor { Cursor(runs: self, current: initial) }
}
