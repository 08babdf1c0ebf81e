/// Answers, for one script, the two questions recognition needs about a name: which global
/// property it stands for (`win` in `(function (win) {…})(window)` is the global object, `h` after
/// `const h = window.webkit && window.webkit.messageHandlers` is `webkit.messageHandlers`), and
/// which literal value it holds (`const msg = {…}` never reassigned nor mutated).
///
/// Each answer is exact or absent: a binding that is reassigned, declared twice, mutated, or
/// initialized by anything but a chain of property reads or a literal is dynamic.
final class ValueResolver {
    let scopes: ScopeAnalysis
    var stream: TokenStream { scopes.stream }
    /// Whether the call whose `(` is at the given index reaches native (postMessage, a wrapper,
    /// `JSON.stringify`): passing a literal there does not let anyone mutate it.
    let isBridgeCall: (Int) -> Bool
    /// The `(` of calls found to be calls of a method that posts its parameter: handing a value
    /// to one, like to postMessage itself, does not let anyone change it.
    var wrapperCalls: Set<Int> = []
    /// Aliases being checked by `isShared`, so a cycle of them ends.
    private var sharingVisited: Set<Int> = []

    /// Whether `name` is a global object name, which names the same thing as no prefix:
    /// `window`, `self`, `globalThis`, `global`. Compared, not looked up in a Set: every chain
    /// head asks, and hashing the name cost more than four comparisons of short strings.
    static func isGlobalName(_ name: String) -> Bool { name == "window" || name == "self" || name == "globalThis" || name == "global" }
    /// How many bindings deep a path is followed.
    private static let maxDepth = 12
    /// How many expressions deep (`a ? b : c` inside a branch, a guard, parentheses, bindings):
    /// each level scans its range again, so `a ? a ? … : b : b` thousands deep took quadratic
    /// time and as many stack frames before this bound.
    private static let maxNesting = 48
    private var nesting = 0
    private static let guardOperators = JSToken.codes(["||", "??", "&&", "?", ":"])

    private var referenceCache: [Int: [String?]?] = [:]
    /// Names a module imports that stand for a global path (`import { Camera } from
    /// '@capacitor/camera'` is `Capacitor.Plugins.Camera`), by local name. (A constant: a stored
    /// `var` of the class cost a dynamic exclusivity check at every name the resolver reads.)
    let importedGlobals: [String: [String?]]
    private var literalCache: [Int: Shape?] = [:]
    private var inProgress: Set<Int> = []
    /// Token indexes as 32-bit numbers (a script has fewer than 2^32 tokens), like every per-token
    /// table: on a script of one-byte tokens these lists are a large part of lint's peak memory.
    private var occurrenceIndex: [String: [Int32]]?
    /// Scopes of fewer tokens than this are read directly for a binding's uses.
    private static let directScanLimit = 512
    private var instanceCache: [String: [String?]?] = [:]
    private var memberAliasTable: [[String]: [String?]]?
    /// Function scopes by the token of the name each is bound to (`function NAME`, `const NAME
    /// = (…) => …`), made the first time a call of a named function is asked about.
    private var functionsByNameToken: [Int: Int]?
    private var functionsByMethodPath: [[String]: Int]?

    /// Work spent resolving names one at a time (scopes walked, tokens scanned for uses). Past a
    /// bound linear in the script every name is resolved at once (`ScopeAnalysis.resolveAll`),
    /// so nesting cannot make lookups quadratic, while a script that asks little pays little.
    private var lookupWork = 0
    /// Each token's resolution and each binding's uses, once `lookupWork` crossed its bound.
    private var resolvedTokens: [Int32]?
    private var usesByBinding: [[Int32]]?
    private var lookupBudget: Int { 4 * stream.tokens.count + 4_096 }

    init(scopes: ScopeAnalysis, importedGlobals: (ScopeAnalysis) -> [String: [String?]] = { _ in [:] }, isBridgeCall: @escaping (Int) -> Bool) {
        self.importedGlobals = importedGlobals(scopes)
        self.scopes = scopes
        self.isBridgeCall = isBridgeCall
    }

    // MARK: Names

    /// What the name at token `k` refers to there.
    func resolve(at k: Int) -> ScopeAnalysis.Resolution {
        if let table = resolvedTokens, k >= 0, k < table.count, table[k] != ScopeAnalysis.notAName { return Self.resolution(table[k]) }
        guard let name = stream.identifier(k) else { return .unbound }
        let result = scopes.resolve(name, at: k, steps: &lookupWork)
        if lookupWork > lookupBudget { resolveEveryName() }
        return result
    }

    private static func resolution(_ code: Int32) -> ScopeAnalysis.Resolution {
        switch code {
        case ScopeAnalysis.ambiguousName: return .ambiguous
        case ..<0: return .unbound
        default: return .binding(Int(code))
        }
    }

    private func resolveEveryName() {
        guard resolvedTokens == nil else { return }
        let table = scopes.resolveAll()
        var uses = [[Int32]](repeating: [], count: scopes.bindings.count)
        for (k, code) in table.enumerated() where code >= 0 && Int(code) < uses.count { uses[Int(code)].append(Int32(truncatingIfNeeded: k)) }
        resolvedTokens = table
        usesByBinding = uses
    }

    // MARK: Global paths

    /// The global path a chain head at token `k` stands for: `[]` for the global object itself,
    /// `["webkit", "messageHandlers"]` for an alias of it; nil when it is local or unknown.
    func base(ofHead k: Int, depth: Int = 0) -> [String?]? {
        guard let name = stream.identifier(k) else { return nil }
        if name == "this" {
            guard let function = scopes.thisFunction(at: k) else { return [] }
            return receiver(ofFunction: function, depth: depth)
        }
        switch resolve(at: k) {
        case .unbound:
            if let path = importedGlobals[name] { return path }
            return Self.isGlobalName(name) ? [] : [name]
        case .ambiguous: return nil
        case .binding(let b): return reference(ofBinding: b, depth: depth + 1)
        }
    }

    /// The global path an expression evaluates to, through guards (`a && b`, `a || {}`, `a ?? b`),
    /// parentheses, conditionals whose branches agree, and chains of property reads.
    func reference(of range: Range<Int>, depth: Int = 0) -> [String?]? {
        let s = stream
        guard !range.isEmpty, depth < Self.maxDepth, nesting < Self.maxNesting else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        var range = range
        while s.isPunctuator(range.lowerBound, "("), s.closer(of: range.lowerBound) == range.upperBound - 1, range.count > 2 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        let (operators, parts) = split(range, on: Self.guardOperators)
        let (question, colon) = (JSToken.code("?"), JSToken.code(":"))
        if let q = operators.firstIndex(of: question) {
            // `test ? a : b`: the branches must agree; an empty `{}` fallback is no branch.
            var nesting = 0
            var match: Int?
            for j in (q + 1)..<operators.count {
                if operators[j] == question { nesting += 1 } else if operators[j] == colon {
                    if nesting == 0 {
                        match = j
                        break
                    }
                    nesting -= 1
                }
            }
            guard let match else { return nil }
            let branches = [parts[q + 1].lowerBound..<parts[match].upperBound, parts[match + 1].lowerBound..<range.upperBound]
            let values = branches.filter { !isNoValue($0) }.map { reference(of: $0, depth: depth) }
            guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
            return value
        }
        if !operators.isEmpty {
            // `a || fallback` and `a ?? fallback` are `a` when it exists; `guard && a` is `a`.
            let first = operators.firstIndex { $0 == JSToken.code("||") || $0 == JSToken.code("??") }
            let group = first.map { parts[...$0] } ?? parts[...]
            guard let last = group.last else { return nil }
            return reference(of: last, depth: depth + 1)
        }
        if let library = libraryObject(range, depth: depth) { return library }
        // `(function () { … return api; })()`: what the function returns (every return alike).
        if let function = invokedFunction(range) { return returnedReference(ofFunction: function, depth: depth + 1) }
        // `createBridge()`, a factory this script declares: what it returns.
        if range.count >= 3, s.isIdentifier(range.lowerBound), s.isPunctuator(range.lowerBound + 1, "("), s.closer(of: range.lowerBound + 1) == range.upperBound - 1,
            let function = function(calledAt: range.lowerBound)
        {
            return returnedReference(ofFunction: function, depth: depth + 1)
        }
        // An object literal is the object it makes; `new T(…)` an instance of T.
        if s.isPunctuator(range.lowerBound, "{"), s.closer(of: range.lowerBound) == range.upperBound - 1 {
            return objectPath(literalAt: range.lowerBound, depth: depth)
        }
        if s.isIdentifier(range.lowerBound, "new"), let type = s.identifier(range.lowerBound + 1), !s.isPunctuator(range.lowerBound + 2, "."),
            range.count == 2 || s.isPunctuator(range.lowerBound + 2, "(") && s.closer(of: range.lowerBound + 2) == range.upperBound - 1
        {
            return instance(of: type, depth: depth)
        }
        var base: [String?]?
        var k = range.lowerBound + 1
        if s.isPunctuator(range.lowerBound, "("), let close = s.closer(of: range.lowerBound), close < range.upperBound {
            // `(window.webkit || {}).messageHandlers`
            base = reference(of: (range.lowerBound + 1)..<close, depth: depth + 1)
            k = close + 1
        } else if s.isIdentifier(range.lowerBound) {
            base = self.base(ofHead: range.lowerBound, depth: depth)
        }
        guard var path = base else { return nil }
        while k < range.upperBound {
            if s.isPunctuator(k, ".") || s.isPunctuator(k, "?."), k + 1 < range.upperBound, let name = s.identifier(k + 1) {
                path.append(name)
                k += 2
            } else if s.isPunctuator(k, "[") || (s.isPunctuator(k, "?.") && s.isPunctuator(k + 1, "[")) {
                let open = s.isPunctuator(k, "[") ? k : k + 1
                let close = s.closer(of: open) ?? s.tokens.count
                path.append(close == open + 2 ? s.stringValue(open + 1) : nil)
                k = close + 1
            } else {
                return nil
            }
        }
        return k == range.upperBound ? path : nil
    }

    /// What bridge libraries hand out, as the global paths the recognizer knows:
    /// `require('cordova/exec')` is `cordova.exec`, and Capacitor's `registerPlugin('Camera', …)`
    /// is `Capacitor.Plugins.Camera`.
    private func libraryObject(_ range: Range<Int>, depth: Int) -> [String?]? {
        let s = stream
        guard let last = s[range.upperBound - 1], last.isPunctuator(")") , let open = scopes.opener(of: range.upperBound - 1), open > range.lowerBound else { return nil }
        guard let first = s.arguments(open: open).first, first.count == 1, let text = s.stringValue(first.lowerBound) else { return nil }
        // A module's `require` is its factory's parameter (`cordova.define(id, function (require, …) {…})`):
        // the module name is what identifies Cordova's exec.
        if text == "cordova/exec", open == range.lowerBound + 1, s.isIdentifier(range.lowerBound, "require") { return ["cordova", "exec"] }
        var calleeRange = range.lowerBound..<open
        // `(0, r.registerPlugin)("Camera")`: how bundlers (esbuild, webpack 5, terser) and
        // TypeScript's CommonJS output call an imported function.
        if let inner = Self.indirectCallee(calleeRange, in: s) { calleeRange = inner }
        // Capacitor's registerPlugin is known by its name on a module object a bundle renamed
        // (`var r = n(5678); (0, r.registerPlugin)("Camera")`); only plugins the manifest
        // declares are checked, so another library's registerPlugin names none of them.
        if s.isIdentifier(calleeRange.lowerBound), Self.isModuleMember(calleeRange, named: "registerPlugin", in: s),
            reference(of: calleeRange.lowerBound..<(calleeRange.lowerBound + 1), depth: depth + 1) == nil
        {
            return ["Capacitor", "Plugins", text]
        }
        guard let callee = reference(of: calleeRange, depth: depth + 1)?.compactMap({ $0 }) else { return nil }
        if (callee == ["require"] || callee == ["cordova", "require"]), text == "cordova/exec" { return ["cordova", "exec"] }
        if callee == ["registerPlugin"] || callee == ["Capacitor", "registerPlugin"] { return ["Capacitor", "Plugins", text] }
        if callee == ["require"], text == "dsbridge" { return ["dsBridge"] }
        return nil
    }

    /// `X` of `(0, X)` or `Object(X)`, the forms bundlers write to call an imported function
    /// without a `this` (`(0, core.registerPlugin)(…)`: esbuild, webpack 5, terser, TypeScript's
    /// CommonJS output; `Object(core["registerPlugin"])(…)`: webpack 4): the range of `X`, or nil.
    static func indirectCallee(_ range: Range<Int>, in s: TokenStream) -> Range<Int>? {
        if range.count >= 5, s.isPunctuator(range.lowerBound, "("), s.closer(of: range.lowerBound) == range.upperBound - 1,
            let zero = s[range.lowerBound + 1], zero.kind == .number, s.isPunctuator(range.lowerBound + 2, ",")
        {
            return (range.lowerBound + 3)..<(range.upperBound - 1)
        }
        if range.count >= 4, s.isIdentifier(range.lowerBound, "Object"), !s.isMemberName(range.lowerBound), s.isPunctuator(range.lowerBound + 1, "("),
            s.closer(of: range.lowerBound + 1) == range.upperBound - 1
        {
            return (range.lowerBound + 2)..<(range.upperBound - 1)
        }
        return nil
    }

    /// Whether `range` is `m.NAME` or `m["NAME"]` for an identifier `m`.
    static func isModuleMember(_ range: Range<Int>, named name: StaticString, in s: TokenStream) -> Bool {
        guard s.isIdentifier(range.lowerBound) else { return false }
        if range.count == 3 { return s.isPunctuator(range.lowerBound + 1, ".") && s.isIdentifier(range.lowerBound + 2, name) }
        if range.count == 4 { return s.isPunctuator(range.lowerBound + 1, "[") && s.stringValue(range.lowerBound + 2) == name.description && s.isPunctuator(range.lowerBound + 3, "]") }
        return false
    }

    /// A branch that yields no object to call into: `{}`, `void 0`, `undefined`, `null` (what
    /// compiled optional chaining, `a === null || a === void 0 ? void 0 : a.b`, falls back to).
    func isNoValue(_ range: Range<Int>) -> Bool {
        let s = stream
        if range.count == 2, s.isPunctuator(range.lowerBound, "{"), s.isPunctuator(range.lowerBound + 1, "}") { return true }
        if range.count == 2, s.isIdentifier(range.lowerBound, "void"), s[range.lowerBound + 1]?.kind == .number { return true }
        return range.count == 1 && (s.isIdentifier(range.lowerBound, "undefined") || s.isIdentifier(range.lowerBound, "null"))
    }

    private func reference(ofBinding b: Int, depth: Int) -> [String?]? {
        if let cached = referenceCache[b] { return cached }
        guard depth < Self.maxDepth, !inProgress.contains(b) else { return nil }
        inProgress.insert(b)
        defer { inProgress.remove(b) }
        let binding = scopes.bindings[b]
        var result: [String?]?
        if case .variable(_, nil) = binding.declaration, let value = singleAssignment(of: b) {
            // `var _a;` then exactly one `_a = …` (compiled optional chaining): that value.
            result = reference(of: value, depth: depth)
        } else if case .variable(_, let initializer?) = binding.declaration, isNoValue(initializer), let value = singleAssignment(of: b) {
            // `let instance = null` then exactly one `instance = {…}` (a singleton made on first
            // use): that value, the only one it ever holds.
            result = reference(of: value, depth: depth)
        } else if !isWritten(b) {
            switch binding.declaration {
            case .variable(_, let initializer?):
                result = reference(of: initializer, depth: depth)
            case .parameter(let function, let position):
                result = parameterReference(function: function, position: position, depth: depth)
            case .pattern(let source?):
                result = scopes.patternPath(of: b).flatMap { path in reference(of: source, depth: depth).map { $0 + path.map(Optional.some) } }
            case .function where isNamespace(b):
                // A function that is also a namespace (`function msg() {}`, then `msg.send =
                // function (…) {…}`): its members are read through where it lives, its name at
                // the top of the script, or the global an IIFE returning it is kept in
                // (`window.msg = (function () { function msg() {} … return msg; })()`).
                let name = scopes.name(of: b)
                if binding.scope == 0 {
                    result = [name]
                } else {
                    let function = scopes.functionScope(of: binding.scope)
                    if function != 0, returnsOnly(name, function: function) { result = keptResult(ofFunction: function, depth: depth + 1) }
                }
            case .class where binding.scope == 0:
                // A class the script declares at its top level: its static members are read
                // through its name (`Native.send(…)` for `class Native { static send(…) {…} }`),
                // the path a static method's receiver is.
                result = [scopes.name(of: b)]
            default:
                result = nil
            }
        }
        if result == nil, binding.scope == 0, let source = binding.declaration.source, isRequireCall(source), !isWritten(b) {
            // A CommonJS import (`const bridge = require('./bridge')`, `const { send } =
            // require('./bridge')`) that is nothing known already (Cordova's `require('cordova/exec')`
            // is): the name stands for what the other module exports, which the linker hands this
            // script under the local name (Linter.linkModules).
            result = [scopes.name(of: b)]
        }
        referenceCache[b] = result
        return result
    }

    /// `require('…')` with one string, `require` not a name the script declares.
    func isRequireCall(_ range: Range<Int>) -> Bool {
        let s = stream
        guard range.count == 4, s.isIdentifier(range.lowerBound, "require"), s.isPunctuator(range.lowerBound + 1, "("), s.stringValue(range.lowerBound + 2) != nil,
            s.isPunctuator(range.lowerBound + 3, ")")
        else { return false }
        if case .unbound = resolve(at: range.lowerBound) { return true }
        return false
    }

    /// What a parameter holds when every call of its function passes the same global path there:
    /// an IIFE's arguments, or every call of a function bound to a name that is only ever called
    /// (Capacitor's `const initBridge = (w) => {…}; initBridge(globalThis)`).
    private func parameterReference(function: Int, position: Int, depth: Int) -> [String?]? {
        guard let info = scopes.function(function) else { return nil }
        // WebViewJavascriptBridge hands its bridge to the setup callback:
        // `setupWebViewJavascriptBridge(function (bridge) {…})`.
        // A clone's setup, renamed (`setupFDBridge(function (bridge) {…})`), is known by its body.
        if position == 0, let (open, index) = info.passedTo, index == 0, let callee = stream.identifier(open - 1),
            callee.hasSuffix("WebViewJavascriptBridge") && (callee.hasPrefix("setup") || callee.hasPrefix("connect"))
                || self.function(calledAt: open - 1).map({ bridgeSetupGlobal(of: $0) != nil }) == true
        {
            return ["WebViewJavascriptBridge"]
        }
        var argumentLists: [[Range<Int>]] = []
        if let arguments = info.arguments {
            argumentLists = [arguments]
        } else if let nameToken = info.nameToken, stream.isIdentifier(nameToken), case .binding(let b) = resolve(at: nameToken), !isWritten(b) {
            // Every direct call must pass the same global path; a use that only hands the function
            // on (Capacitor's bundle keeps `dummy = initBridge`) calls nothing here.
            for use in uses(of: b) where stream.isPunctuator(use + 1, "(") && !stream.isMemberName(use) {
                argumentLists.append(stream.arguments(open: use + 1))
            }
        }
        // A factory handed to an IIFE (UMD: `(function (root, factory) {… factory(root) …})(this,
        // function (window) {…})`): what the IIFE's parameter is called with, at every call.
        if argumentLists.isEmpty, let (open, index) = info.passedTo, stream.isPunctuator(open - 1, ")") && stream.isPunctuator(open - 2, "}") || stream.isPunctuator(open - 1, "}") {
            let iife = scopes.scope(at: stream.isPunctuator(open - 1, "}") ? open - 1 : open - 2)
            if scopes.function(iife)?.arguments != nil, let parameter = parameterBinding(function: iife, position: index), !isWritten(parameter) {
                for use in uses(of: parameter) where stream.isPunctuator(use + 1, "(") && !stream.isMemberName(use) {
                    argumentLists.append(stream.arguments(open: use + 1))
                }
            }
        }
        guard !argumentLists.isEmpty else { return nil }
        var agreed: [String?]?
        for arguments in argumentLists {
            guard position < arguments.count, let value = reference(of: arguments[position], depth: depth + 1) else { return nil }
            if let agreed, agreed != value { return nil }
            agreed = value
        }
        return agreed
    }

    /// The binding of parameter `position` of function scope `function`, from a table of every
    /// function's parameters made once.
    private func parameterBinding(function: Int, position: Int) -> Int? {
        if parameterTable == nil {
            var table: [Int: [Int: Int]] = [:]
            for (b, binding) in scopes.bindings.enumerated() {
                if case .parameter(let f, let p) = binding.declaration { table[f, default: [:]][p] = b }
            }
            parameterTable = table
        }
        return parameterTable?[function]?[position]
    }

    private var parameterTable: [Int: [Int: Int]]?

    // MARK: Receivers

    /// Where `this` is fixed by how a function is written, what it is: for a class's method and
    /// a constructor function's (`F.prototype.m = function`, `F.prototype = {m() {}}`, `function
    /// F() {…}` made with `new F`), an instance of the type; for a method of an object literal
    /// (`{m() {}}`, `{m: function () {}}`), the object; for `X.m = function`, X. Nil where the
    /// call decides (a plain function, a callback): JavaScript does not fix `this` there.
    func receiver(ofFunction function: Int, depth: Int) -> [String?]? {
        // An arrow function has no `this` of its own: it is the enclosing function's.
        guard depth < Self.maxDepth, function < scopes.scopes.count, !scopes.scopes[function].isArrow, let head = functionHead(function) else { return nil }
        switch head {
        case .method(let container, let isStatic):
            if let type = scopes.classBodies[container] { return isStatic ? [type] : instance(of: type, depth: depth + 1) }
            return isStatic ? nil : objectPath(literalAt: container, depth: depth + 1)
        case .expression(let start):
            let s = stream
            // `key: function () {…}` in an object literal.
            if s.isPunctuator(start - 1, ":"), let open = scopes.enclosingOpener(of: start - 1), s.isPunctuator(open, "{"), scopes.classBodies[open] == nil {
                return objectPath(literalAt: open, depth: depth + 1)
            }
            // `PATH = function () {…}`: `F.prototype.m` is an instance of F's, `X.m` X's.
            if s.isPunctuator(start - 1, "="), let chain = chainStart(endingAt: start - 2), let prototype = prototypeMember(chain, start - 1), prototype.member != nil {
                return instance(of: prototype.type, depth: depth + 1)
            }
            if s.isPunctuator(start - 1, "="), let chain = chainStart(endingAt: start - 2), chain < start - 2 || !isDeclared(chain),
                let path = reference(of: chain..<(start - 1), depth: depth + 1), path.count >= 2
            {
                if path.count >= 3, path[path.count - 2] == "prototype", let type = path[path.count - 3] ?? nil { return instance(of: type, depth: depth + 1) }
                return Array(path.dropLast())
            }
            // A callback handed on with the `this` it is to be called with: the thisArg of
            // `forEach(function () {…}, this)` and of a `(callback, scope)` pair, or
            // `function () {…}.bind(this)`. Its `this` is the `this` written there.
            let close = scopes.scopes[function].close
            if s.isPunctuator(close + 1, ","), s.isIdentifier(close + 2, "this"), s.isPunctuator(close + 3, ")") {
                return base(ofHead: close + 2, depth: depth + 1)
            }
            if s.isPunctuator(close + 1, "."), s.isIdentifier(close + 2, "bind"), s.isPunctuator(close + 3, "("), s.isIdentifier(close + 4, "this"), s.isPunctuator(close + 5, ")") {
                return base(ofHead: close + 4, depth: depth + 1)
            }
            return nil
        case .declaration(let name):
            return isConstructor(name) ? instance(of: name, depth: depth + 1) : nil
        }
    }

    /// The path a function is called through, when it is a method (`receiver` plus its name)
    /// or assigned to a path; nil for other functions.
    func methodPath(ofFunction function: Int, depth: Int = 0) -> [String?]? {
        guard let head = functionHead(function) else { return nil }
        let s = stream
        switch head {
        case .method:
            guard let receiver = receiver(ofFunction: function, depth: depth), let open = functionOpen(function), let name = methodName(before: open) else { return nil }
            return receiver + [name]
        case .expression(let start):
            // `key: function (…) {…}` and `key: (…) => …` in an object literal: the literal's
            // path and the key (an arrow's `this` is not the object, but its path is).
            if s.isPunctuator(start - 1, ":"), let key = s.identifier(start - 2) ?? s.stringValue(start - 2), let open = scopes.enclosingOpener(of: start - 1), s.isPunctuator(open, "{"),
                scopes.classBodies[open] == nil, depth < Self.maxDepth
            {
                let receiver = objectPath(literalAt: open, depth: depth + 1)
                return receiver + [key]
            }
            // A class field holding a function (`post = (name, body) => {…}`, TypeScript's
            // `private send = …` once its modifier is erased): an instance's method, or the
            // class's own when the field is `static`.
            if s.isPunctuator(start - 1, "="), let name = s.identifier(start - 2), !s.isMemberName(start - 2), let container = scopes.enclosingOpener(of: start - 2),
                let type = scopes.classBodies[container], depth < Self.maxDepth
            {
                return s.isIdentifier(start - 3, "static") ? [type, name] : instance(of: type, depth: depth + 1) + [name]
            }
            if s.isPunctuator(start - 1, "="), let chain = chainStart(endingAt: start - 2), let prototype = prototypeMember(chain, start - 1), let member = prototype.member {
                return instance(of: prototype.type, depth: depth + 1) + [member]
            }
            // `X.m = function`; also `window.send = function` (and `self.`, `globalThis.`), a
            // global function whose path is its name alone.
            if s.isPunctuator(start - 1, "="), let chain = chainStart(endingAt: start - 2), chain < start - 2,
                let path = reference(of: chain..<(start - 1), depth: depth + 1), !path.isEmpty
            {
                if path.count >= 3, path[path.count - 2] == "prototype", let type = path[path.count - 3] ?? nil, let name = path[path.count - 1] {
                    return instance(of: type, depth: depth + 1) + [name]
                }
                return path
            }
            return nil
        case .declaration:
            return nil
        }
    }

    private enum FunctionHead {
        /// `name(…) {…}` in a class body or an object literal whose `{` is `container`.
        case method(container: Int, isStatic: Bool)
        /// `function (…) {…}` (named or not) where an expression stands; `start` is `function`.
        case expression(start: Int)
        /// `function NAME(…) {…}` as a statement.
        case declaration(name: String)
    }

    /// The `(` of the parameters of the function whose body is scope `function`.
    private func functionOpen(_ function: Int) -> Int? {
        let body = scopes.scopes[function].open
        guard stream.isPunctuator(body - 1, ")") else { return nil }
        return scopes.opener(of: body - 1)
    }

    /// A method's name before its parameters' `(`: `name(`, `"name"(`.
    private func methodName(before open: Int) -> String? {
        stream.identifier(open - 1) ?? stream.stringValue(open - 1)
    }

    private func functionHead(_ function: Int) -> FunctionHead? {
        let s = stream
        guard function > 0, function < scopes.scopes.count else { return nil }
        // An arrow function (`X.send = (m) => {…}`, `send: m => …`): an expression from its
        // parameters (or `async`).
        if scopes.scopes[function].isArrow {
            let open = scopes.scopes[function].open
            let arrow = s.isPunctuator(open, "=>") ? open : open - 1
            guard s.isPunctuator(arrow, "=>") else { return nil }
            var start: Int
            if s.isPunctuator(arrow - 1, ")"), let p = scopes.opener(of: arrow - 1) {
                start = p
            } else if s.isIdentifier(arrow - 1) {
                start = arrow - 1
            } else {
                return nil
            }
            if s.isIdentifier(start - 1, "async") { start -= 1 }
            return .expression(start: start)
        }
        guard let p = functionOpen(function) else { return nil }
        var start = p - 1
        if s.isIdentifier(start), !s.isIdentifier(start, "function"), s.isIdentifier(start - 1, "function") || s.isPunctuator(start - 1, "*") && s.isIdentifier(start - 2, "function") {
            // `function NAME (`: a declaration where a statement stands, else an expression.
            let keyword = s.isIdentifier(start - 1, "function") ? start - 1 : start - 2
            if let name = s.identifier(start), scopes.isDeclarationPosition(keyword) { return .declaration(name: name) }
            start = keyword
        } else if s.isPunctuator(start, "*"), s.isIdentifier(start - 1, "function") {
            start -= 1
        }
        if s.isIdentifier(start, "function") { return .expression(start: start) }
        // A method: `name(`, `get name(`, `static async *name(`, inside `{`.
        guard methodName(before: p) != nil, !s.isMemberName(p - 1), let container = scopes.enclosingOpener(of: p - 1), s.isPunctuator(container, "{") else { return nil }
        var k = p - 2
        if s.isPunctuator(k, "*") { k -= 1 }
        while s.isIdentifier(k, "get") || s.isIdentifier(k, "set") || s.isIdentifier(k, "async") { k -= 1 }
        // In an object literal the method follows `{` or `,`; in a class body a `}`, `;` or
        // `static` may stand before it too.
        let isStatic = s.isIdentifier(k, "static")
        guard isStatic || k == container || s.isPunctuator(k, ",") || scopes.classBodies[container] != nil else { return nil }
        return .method(container: container, isStatic: isStatic)
    }

    /// `TYPE.prototype` or `TYPE.prototype.NAME` written from `chain` to `end` (exclusive): the
    /// type and the member's name (nil for the prototype itself). Read from the tokens: the
    /// type is a function or class, which is no global path to resolve.
    private func prototypeMember(_ chain: Int, _ end: Int) -> (type: String, member: String?)? {
        let s = stream
        guard let type = s.identifier(chain), s.isPunctuator(chain + 1, "."), s.isIdentifier(chain + 2, "prototype") else { return nil }
        if end == chain + 3 { return (type, nil) }
        if end == chain + 5, s.isPunctuator(chain + 3, "."), let member = s.identifier(chain + 4) { return (type, member) }
        return nil
    }

    /// The function an expression calls where it is written: `(function () {…})()`,
    /// `(function () {…}())` (its parentheses already taken off), `(() => {…})()`.
    private func invokedFunction(_ range: Range<Int>) -> Int? {
        let s = stream
        guard range.count > 4, s.isPunctuator(range.upperBound - 1, ")"), let open = scopes.opener(of: range.upperBound - 1), open > range.lowerBound else { return nil }
        // The callee ends just before the arguments' `(`: a parenthesized function, or the body's `}`.
        var callee = range.lowerBound..<open
        if s.isPunctuator(callee.lowerBound, "("), s.closer(of: callee.lowerBound) == callee.upperBound - 1 { callee = (callee.lowerBound + 1)..<(callee.upperBound - 1) }
        guard let last = s[callee.upperBound - 1], last.isPunctuator("}") else { return nil }
        let function = scopes.functionScope(of: scopes.scope(at: callee.upperBound - 1))
        guard function > 0, scopes.scopes[function].close == callee.upperBound - 1, case .expression(let start)? = functionHead(function), start == callee.lowerBound else { return nil }
        return function
    }

    /// For a function with WebViewJavascriptBridge's setup shape (a clone's included: its body
    /// loads `…://__bridge_loaded__`, any case, and calls its first parameter with the bridge,
    /// `callback(FDJSBridge)`), the global it hands on: that name, or "" when it hands on
    /// something else. Nil for other functions.
    func bridgeSetupGlobal(of function: Int) -> String? {
        guard function > 0, function < scopes.scopes.count, scopes.scopes[function].isFunction else { return nil }
        let scope = scopes.scopes[function]
        let body = max(scope.open, 0)..<min(scope.close, stream.tokens.count)
        guard bridgeLoadedStrings.contains(where: { body.contains($0) }) else { return nil }
        for k in body where stream.isIdentifier(k) && stream.isPunctuator(k + 1, "(") && !stream.isMemberName(k) {
            guard case .binding(let b) = resolve(at: k), case .parameter(function, 0) = scopes.bindings[b].declaration else { continue }
            let arguments = stream.arguments(open: k + 1)
            guard arguments.count == 1, let path = reference(of: arguments[0]).map({ CallRecognizer.normalize($0) }), path.count == 1, let name = path[0] else { return "" }
            return name
        }
        return ""
    }

    /// The string literals that load WebViewJavascriptBridge (`…://__bridge_loaded__`, any case),
    /// found the first time a setup is asked about: most scripts have none.
    private lazy var bridgeLoadedStrings: [Int] = stream.tokens.indices.filter { stream.stringValue($0).map(Self.mentionsBridgeLoaded) ?? false }

    /// The global names this script's bridge setups hand on (`FDJSBridge` of a clone's
    /// `if (window.FDJSBridge) { return callback(FDJSBridge) }`): WebViewJavascriptBridge's.
    func bridgeCloneGlobals() -> Set<String> {
        if let cloneGlobals { return cloneGlobals }
        var out: Set<String> = []
        if !bridgeLoadedStrings.isEmpty {
            for f in scopes.scopes.indices where scopes.scopes[f].isFunction {
                if let name = bridgeSetupGlobal(of: f), !name.isEmpty { out.insert(name) }
            }
        }
        // The clone itself: `window.FDJSBridge = { registerHandler: …, callHandler: …,
        // _fetchQueue: …, _handleMessageFromObjC: … }` (the library's own members).
        let s = stream
        for k in s.tokens.indices where s.isIdentifier(k, in: ["_fetchQueue", "_handleMessageFromObjC", "_handleMessageFromNative"]) {
            guard s.isPunctuator(k + 1, ":") || s.isPunctuator(k + 1, ",") || s.isPunctuator(k + 1, "}"), s.isPunctuator(k - 1, "{") || s.isPunctuator(k - 1, ","),
                let open = scopes.enclosingOpener(of: k), s.isPunctuator(open, "{"), s.isPunctuator(open - 1, "=")
            else { continue }
            let keys = Set(s.arguments(open: open).compactMap { $0.isEmpty ? nil : s.identifier($0.lowerBound) })
            guard keys.contains("callHandler"), keys.contains("registerHandler") else { continue }
            // The target: `window.X`, `X`, or `var X`.
            var target = open - 2
            var names: [String] = []
            while let name = s.identifier(target), !s.isIdentifier(target, in: ["var", "let", "const"]) {
                names.insert(name, at: 0)
                guard s.isPunctuator(target - 1, ".") else { break }
                target -= 2
            }
            let path = CallRecognizer.normalize(names)
            if path.count == 1 { out.insert(path[0]) }
        }
        cloneGlobals = out
        return out
    }
    private var cloneGlobals: Set<String>?

    /// Whether a string holds `__bridge_loaded__`, in any ASCII case, compared on bytes.
    static func mentionsBridgeLoaded(_ text: String) -> Bool {
        let needle: StaticString = "__bridge_loaded__"
        let count = needle.utf8CodeUnitCount
        guard text.utf8.count >= count else { return false }
        let utf8 = Array(text.utf8)
        return needle.withUTF8Buffer { expected in
            for start in 0...(utf8.count - count) {
                var k = 0
                while k < count, StartTagLexer.lower(utf8[start + k]) == expected[k] { k += 1 }
                if k == count { return true }
            }
            return false
        }
    }

    /// The function scope a call's name (at `k`) is bound to, when a declaration of this script
    /// binds it to a function.
    func function(calledAt k: Int) -> Int? {
        guard case .binding(let b) = resolve(at: k) else { return nil }
        if functionsByNameToken == nil {
            var table: [Int: Int] = [:]
            for f in scopes.scopes.indices where scopes.scopes[f].isFunction {
                if let name = scopes.function(f)?.nameToken, table[name] == nil { table[name] = f }
            }
            functionsByNameToken = table
        }
        return functionsByNameToken?[scopes.bindings[b].token]
    }

    /// What a call at `head` of a function or method the script declares returns, as a path:
    /// `getBridge()`, `Bridge.getInstance()` (the head's chain then `(…)` ending at `close`).
    /// The methods' table is made the first time one is asked about.
    func returnedPath(ofCallAt head: Int, segments: [String?]) -> [String?]? {
        if segments.count == 1 {
            return function(calledAt: head).flatMap { returnedReference(ofFunction: $0, depth: 1) }
        }
        guard let base = base(ofHead: head) else { return nil }
        let path = base + segments.dropFirst()
        guard !path.contains(where: { $0 == nil }) else { return nil }
        if functionsByMethodPath == nil {
            var table: [[String]: Int] = [:]
            for f in scopes.scopes.indices where scopes.scopes[f].isFunction {
                guard case .method? = functionHead(f), let method = methodPath(ofFunction: f), !method.contains(where: { $0 == nil }) else { continue }
                let key = method.compactMap { $0 }
                if table[key] == nil { table[key] = f }
            }
            functionsByMethodPath = table
        }
        return functionsByMethodPath?[path.compactMap { $0 }].flatMap { returnedReference(ofFunction: $0, depth: 1) }
    }

    /// What a function returns, when each of its own `return`s gives the same path.
    private func returnedReference(ofFunction function: Int, depth: Int) -> [String?]? {
        guard depth < Self.maxDepth else { return nil }
        var found: [String?]?
        for k in returnStatements(of: function) {
            let end = scopes.expressionEnd(from: k + 1)
            guard end > k + 1, let value = reference(of: (k + 1)..<end, depth: depth + 1), found == nil || found == value else { return nil }
            found = value
        }
        return found
    }

    /// The `return` tokens of a function's own body (not those of functions inside it). Every
    /// function's are found in one pass over the script, the first time one is asked for: a
    /// bundle's factory holds thousands of object literals, each of which asks whether it is
    /// what the factory returns, and nested factories would each read those inside them again.
    func returnStatements(of function: Int) -> [Int] {
        if returnsByFunction == nil {
            let s = stream
            var table: [Int: [Int]] = [:]
            for k in 0..<s.tokens.count where s.isIdentifier(k, "return") && !s.isMemberName(k) {
                table[scopes.functionScope(of: scopes.scope(at: k)), default: []].append(k)
            }
            returnsByFunction = table
        }
        return returnsByFunction?[function] ?? []
    }

    private var returnsByFunction: [Int: [Int]]?

    /// Whether every `return` of the function gives the local `name` alone (and there is one).
    private func returnsOnly(_ name: String, function: Int) -> Bool {
        let returns = returnStatements(of: function)
        return !returns.isEmpty && returns.allSatisfy { k in stream.identifier(k + 1) == name && scopes.expressionEnd(from: k + 1) == k + 2 }
    }

    /// `iifeTarget`, asked once a function (most functions are no factory: one look each).
    private func keptResult(ofFunction function: Int, depth: Int) -> [String?]? {
        if let known = keptResults[function] { return known }
        let found = iifeTarget(ofFunction: function, depth: depth)
        keptResults[function] = .some(found)
        return found
    }

    private var keptResults: [Int: [String?]?] = [:]

    /// Where the value an immediately invoked function returns is kept: the top-level name
    /// (`var Bridge = (function () {…})()`) or global path (`window.Bridge = (() => {…})()`) its
    /// result is assigned to, or for a UMD wrapper's factory (`(function (root, factory) {
    /// root.Bridge = factory(); }(this, function () {…}))`) what the factory's call is assigned
    /// to. nil when it is kept nowhere a script can name.
    private func iifeTarget(ofFunction function: Int, depth: Int) -> [String?]? {
        let s = stream
        guard depth < Self.maxDepth, function > 0, function < scopes.scopes.count, case .expression(let start)? = functionHead(function) else { return nil }
        let close = scopes.scopes[function].close
        var call: Range<Int>?
        if s.isPunctuator(start - 1, "("), s.closer(of: start - 1) == close + 1, s.isPunctuator(close + 2, "("), let end = s.closer(of: close + 2) {
            call = (start - 1)..<(end + 1)
        } else if s.isPunctuator(close + 1, "("), let end = s.closer(of: close + 1), s.isPunctuator(start - 1, "("), s.closer(of: start - 1) == end + 1 {
            call = (start - 1)..<(end + 2)
        } else if let (open, position) = scopes.function(function)?.passedTo, s.isPunctuator(open - 1, ")") || s.isPunctuator(open - 1, "}") {
            // The wrapper's own scope ends just before its arguments (`…})(this, factory)`, or
            // `…}(this, factory))`); the factory is its parameter at that position.
            let wrapperEnd = s.isPunctuator(open - 1, ")") ? open - 2 : open - 1
            let wrapper = scopes.functionScope(of: scopes.scope(at: wrapperEnd))
            guard wrapper > 0, wrapper != function, scopes.scopes[wrapper].close == wrapperEnd, let factory = parameterBinding(function: wrapper, position: position) else { return nil }
            // (CommonJS's `module.exports = factory()` is a module's, not the page's.)
            for use in callSites(of: factory) where s.isPunctuator(use - 1, "=") {
                if let target = assignmentTarget(before: use, depth: depth), target.first.map({ $0 != "module" && $0 != "exports" }) ?? false { return target }
            }
            return nil
        }
        guard let call, !s.isPunctuator(call.upperBound, "."), !s.isPunctuator(call.upperBound, "?."), !s.isPunctuator(call.upperBound, "("), !s.isPunctuator(call.upperBound, "["),
            s.isPunctuator(call.lowerBound - 1, "=")
        else { return nil }
        return assignmentTarget(before: call.lowerBound, depth: depth)
    }

    /// The global path a function's local is handed to whole: a module that builds its object in
    /// a local and exports it (`(function () { var api = {…}; window.nb = api; })()`, or in an
    /// `init` it calls). nil unless every such assignment names the same path; a local also kept
    /// elsewhere stays the local's own.
    private func exportedPath(ofLocal k: Int, depth: Int) -> [String?]? {
        let s = stream
        guard depth < Self.maxDepth, case .binding(let b) = resolve(at: k), !isWritten(b) else { return nil }
        var found: [String?]?
        for use in uses(of: b) where s.isPunctuator(use - 1, "=") && scopes.expressionEnd(from: use) == use + 1 {
            guard let target = assignmentTarget(before: use, depth: depth), found == nil || found == target else { return nil }
            found = target
        }
        return found
    }

    /// What the value at `k` (after `=` at `k - 1`) is assigned to: a top-level declared name, or
    /// a global path.
    private func assignmentTarget(before k: Int, depth: Int) -> [String?]? {
        let s = stream
        guard s.isPunctuator(k - 1, "=") else { return nil }
        if let name = s.identifier(k - 2), isDeclared(k - 2) { return isGlobalDeclaration(k - 2) ? [name] : nil }
        guard let chain = chainStart(endingAt: k - 2), let path = reference(of: chain..<(k - 1), depth: depth + 1), !path.isEmpty, !path.contains(where: { $0 == nil }) else { return nil }
        return path
    }

    /// Whether the name declared at `k` is a classic script's global: declared at its top level,
    /// or with `var` in a block there.
    private func isGlobalDeclaration(_ k: Int) -> Bool {
        let scope = scopes.scope(at: k)
        return scope == 0 || stream.isIdentifier(k - 1, "var") && scopes.functionScope(of: scope) == 0
    }

    /// Whether the chain head at `k` is the name a `var`/`let`/`const` declares there.
    private func isDeclared(_ k: Int) -> Bool {
        stream.isIdentifier(k - 1, "var") || stream.isIdentifier(k - 1, "let") || stream.isIdentifier(k - 1, "const")
    }

    /// The object an object literal makes: the global it is bound to (`var Bridge = {…}` at the top
    /// of the script, `window.Bridge = {…}`), an instance of F for `F.prototype = {…}`, else an
    /// object of its own, named by where it is written (`⟨object@N⟩`, which no page or native
    /// path can spell).
    func objectPath(literalAt open: Int, depth: Int) -> [String?] {
        let s = stream
        let own: [String?] = ["\u{27E8}object@\(open)\u{27E9}"]
        guard depth < Self.maxDepth else { return own }
        // `Object.assign(target, {…})`: the members are the target's.
        if let target = assignedTarget(ofLiteralAt: open, depth: depth) { return target }
        // `Object.freeze({…})` (or `seal`, `preventExtensions`) is the object itself: where the
        // call's value goes, the literal's does.
        let open = Self.frozenValueStart(open, in: s) ?? open
        // The revealing module pattern: `var Bridge = (function () { … return { send: send }; })()`,
        // or the object kept in a local the function returns (`var api = {}; … return api;`).
        if s.isIdentifier(open - 1, "return") {
            return keptResult(ofFunction: scopes.functionScope(of: scopes.scope(at: open - 1)), depth: depth + 1) ?? own
        }
        // `Object.defineProperty(window, 'Bridge', { value: {…} })`: the property it defines.
        if s.isPunctuator(open - 1, ":"), s.isIdentifier(open - 2, "value"), let descriptor = scopes.enclosingOpener(of: open - 2), s.isPunctuator(descriptor, "{"),
            let paren = scopes.enclosingOpener(of: descriptor), s.isPunctuator(paren, "("), s.isIdentifier(paren - 1, "defineProperty"), s.isPunctuator(paren - 2, "."),
            s.isIdentifier(paren - 3, "Object")
        {
            let arguments = s.arguments(open: paren)
            if arguments.count == 3, arguments[2].lowerBound == descriptor, arguments[1].count == 1, let name = s.stringValue(arguments[1].lowerBound),
                let target = reference(of: arguments[0], depth: depth + 1), !target.contains(where: { $0 == nil })
            {
                return target + [name]
            }
            return own
        }
        // A module's `export default { send(m) {…} }`: its methods are the module's `default.send`
        // (a classic script has no `export`, so no global is named so).
        if s.isIdentifier(open - 1, "default"), s.isIdentifier(open - 2, "export"), scopes.scope(at: open - 2) == 0 { return ["default"] }
        guard s.isPunctuator(open - 1, "=") else { return own }
        if let name = s.identifier(open - 2), isDeclared(open - 2) {
            if isGlobalDeclaration(open - 2) { return [name] }
            let function = scopes.functionScope(of: scopes.scope(at: open - 2))
            if let target = keptResult(ofFunction: function, depth: depth + 1), returnsOnly(name, function: function) { return target }
            return exportedPath(ofLocal: open - 2, depth: depth + 1) ?? own
        }
        guard let chain = chainStart(endingAt: open - 2) else { return own }
        if let prototype = prototypeMember(chain, open - 1), prototype.member == nil { return instance(of: prototype.type, depth: depth + 1) }
        guard let path = reference(of: chain..<(open - 1), depth: depth + 1), !path.isEmpty else { return own }
        if path.count >= 2, path[path.count - 1] == "prototype", let type = path[path.count - 2] ?? nil { return instance(of: type, depth: depth + 1) }
        return path
    }

    /// The `Object` of `Object.freeze({…})` (also `seal`, `preventExtensions`) when the literal
    /// opened at `open` is its only argument, else nil.
    static func frozenValueStart(_ open: Int, in s: TokenStream) -> Int? {
        guard s.isPunctuator(open - 1, "("), let name = s.identifier(open - 2), name == "freeze" || name == "seal" || name == "preventExtensions",
            s.isPunctuator(open - 3, "."), s.isIdentifier(open - 4, "Object"), !s.isMemberName(open - 4),
            let close = s.closer(of: open), s.isPunctuator(close + 1, ")"), s.closer(of: open - 1) == close + 1
        else { return nil }
        return open - 4
    }

    /// For a literal given to `Object.assign(target, …, {…})` after its target: the target's
    /// path (`[]` for the global object, `Object.assign(window, { send })`), when it is one.
    private func assignedTarget(ofLiteralAt open: Int, depth: Int) -> [String?]? {
        let s = stream
        guard let paren = scopes.enclosingOpener(of: open), s.isPunctuator(paren, "("), s.isIdentifier(paren - 1, "assign"), s.isPunctuator(paren - 2, "."),
            s.isIdentifier(paren - 3, "Object"), !s.isMemberName(paren - 3)
        else { return nil }
        // An argument after the first: a `,` of the call's own stands before it. (Not the whole
        // argument list, which for every literal of a call of thousands was quadratic.)
        guard s.isPunctuator(open - 1, ","), open - 1 > paren else { return nil }
        var end = paren + 1
        while end < open - 1, !s.isPunctuator(end, ",") {
            end = s.isPunctuator(end, "(") || s.isPunctuator(end, "[") || s.isPunctuator(end, "{") ? s.skipGroup(end) : end + 1
        }
        guard end > paren + 1, s.isPunctuator(end, ",") else { return nil }
        let first = (paren + 1)..<end
        if first.count == 1, let name = s.identifier(first.lowerBound), ValueResolver.isGlobalName(name), case .unbound = resolve(at: first.lowerBound) { return [] }
        guard let target = reference(of: first, depth: depth + 1), !target.contains(where: { $0 == nil }) else { return nil }
        return CallRecognizer.normalize(target)
    }

    /// An instance of type `name`: where its one instance lives when it is kept in a global
    /// (`window.turboNative = new TurboNative()`), else `⟨name⟩`, the instances' own path.
    func instance(of name: String, depth: Int) -> [String?] {
        instancePath(of: name, depth: depth) ?? ["\u{27E8}\(name)\u{27E9}"]
    }

    /// Whether `function NAME` is a constructor: made with `new NAME` or given a prototype.
    private func isConstructor(_ name: String) -> Bool {
        typeIndex.constructed.contains(name)
    }

    /// For each name, the `new` tokens that make one (`new NAME`), and the names made with `new`
    /// or given a prototype: read in one pass, so a script of thousands of types stays linear.
    private struct TypeIndex {
        var newSites: [String: [Int]] = [:]
        var constructed: Set<String> = []
    }

    /// Names written as the head of a member assignment, `NAME.member = …` (not `prototype`).
    private lazy var assignedMemberHeads: Set<String> = {
        let s = stream
        var out: Set<String> = []
        for k in 0..<s.tokens.count where s.isPunctuator(k, "=") {
            guard k >= 3, s.isPunctuator(k - 2, "."), let member = s.identifier(k - 1), member != "prototype", let head = s.identifier(k - 3), !s.isMemberName(k - 3) else { continue }
            out.insert(head)
        }
        return out
    }()

    private lazy var typeIndex: TypeIndex = {
        let s = stream
        var index = TypeIndex()
        for k in 0..<s.tokens.count where s.isIdentifier(k) {
            if s.isIdentifier(k, "new"), let name = s.identifier(k + 1) {
                index.newSites[name, default: []].append(k)
                index.constructed.insert(name)
            } else if s.isPunctuator(k + 1, "."), s.isIdentifier(k + 2, "prototype"), !s.isMemberName(k), let name = s.identifier(k) {
                index.constructed.insert(name)
            }
        }
        return index
    }()

    /// Where the one instance of class `name` lives: `window.turboNative = new TurboNative()`.
    /// Nil when it is made more than once, or kept anywhere but a global.
    private func instancePath(of name: String, depth: Int) -> [String?]? {
        if let cached = instanceCache[name] { return cached }
        instanceCache[name] = .some(nil)
        let s = stream
        var found: [String?]?
        var count = 0
        for k in typeIndex.newSites[name] ?? [] {
            count += 1
            guard count == 1 else { found = nil; break }
            // `PATH = new C(…)` or `const X = new C(…)`.
            guard s.isPunctuator(k - 1, "=") else { break }
            if let variable = s.identifier(k - 2), let keyword = s.identifier(k - 3), ["const", "let", "var"].contains(keyword) {
                found = scopes.scope(at: k - 2) == 0 ? [variable] : exportedPath(ofLocal: k - 2, depth: depth + 1)
            } else if let field = classField(endingAt: k - 2) {
                // `static shared = new Bridge()` in a class body: the class's own member.
                found = field
            } else if let start = chainStart(endingAt: k - 2) {
                found = reference(of: start..<(k - 1), depth: depth + 1)
            }
        }
        instanceCache[name] = .some(found)
        return found
    }

    /// The first token of a member chain ending at token `end` (`window.a.b`, `this.x`).
    func chainStart(endingAt end: Int) -> Int? {
        let s = stream
        var k = end
        guard s.isIdentifier(k) || s.isPunctuator(k, "]") else { return nil }
        while k >= 0 {
            if s.isPunctuator(k, "]"), let open = scopes.opener(of: k) {
                k = open - 1
                continue
            }
            guard s.isIdentifier(k) else { return nil }
            if s.isPunctuator(k - 1, ".") || s.isPunctuator(k - 1, "?.") { k -= 2 } else { return k }
        }
        return nil
    }

    /// Global members assigned once to another global path: `this.messageHandler =
    /// webkit.messageHandlers.turbo` in a class with one global instance. Read in one pass over
    /// every assignment, so a use before the assignment in the text resolves too.
    func memberAliases() -> [[String]: [String?]] {
        if let table = memberAliasTable { return table }
        memberAliasTable = [:]
        let s = stream
        var table: [[String]: [String?]] = [:]
        var seen: [[String]: Int] = [:]
        for k in 0..<s.tokens.count where s.isPunctuator(k, "=") {
            let path: [String]
            if let field = classField(endingAt: k - 1) {
                // A class field (`handlers = window.webkit.messageHandlers;` in a class body):
                // `this.handlers` in its methods, or the class's own for a static one.
                path = field
            } else {
                guard let start = chainStart(endingAt: k - 1), k - start > 1,
                    let target = reference(of: start..<k), !target.isEmpty, !target.contains(where: { $0 == nil })
                else { continue }
                path = target.compactMap { $0 }
            }
            seen[path, default: 0] += 1
            let end = scopes.expressionEnd(from: k + 1)
            if let value = reference(of: (k + 1)..<end), value.count >= 2 { table[path] = value }
        }
        for (path, count) in seen where count > 1 { table[path] = nil }
        memberAliasTable = table
        return table
    }

    /// The path of the class field whose name is token `k` (`name = …` directly in a class
    /// body): an instance's member, or the class's for a `static` one; nil for anything else.
    private func classField(endingAt k: Int) -> [String]? {
        let s = stream
        // Most scripts declare no class: no opener is looked up for their `=`s.
        guard !scopes.classBodies.isEmpty, let name = s.identifier(k), let open = scopes.enclosingOpener(of: k), let type = scopes.classBodies[open] else { return nil }
        let isStatic = s.isIdentifier(k - 1, "static")
        let before = isStatic ? k - 2 : k - 1
        guard before == open || s.isPunctuator(before, ";") || s.isPunctuator(before, "}") || (s[k]?.newlineBefore ?? false) || isStatic else { return nil }
        if isStatic { return [type, name] }
        let instance = instance(of: type, depth: 1)
        guard !instance.contains(where: { $0 == nil }) else { return nil }
        return instance.compactMap { $0 } + [name]
    }

    /// Splits `range` at top-level occurrences of the given operators (packed punctuator codes),
    /// giving the codes found and the parts between them.
    private func split(_ range: Range<Int>, on operators: Set<UInt32>) -> ([UInt32], [Range<Int>]) {
        let s = stream
        var found: [UInt32] = []
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var k = range.lowerBound
        while k < range.upperBound {
            if let close = s.closer(of: k) {
                k = close + 1
                continue
            }
            if let token = s[k], token.isPunctuator(in: operators) {
                found.append(token.punctuatorCode)
                parts.append(start..<k)
                start = k + 1
            }
            k += 1
        }
        parts.append(start..<range.upperBound)
        return (found, parts)
    }

    // MARK: Literal values

    /// The literal a name at token `k` holds, when it is a binding assigned once to a literal and
    /// neither reassigned nor (for objects and arrays) mutated or handed to other code.
    func literal(at k: Int, depth: Int = 0) -> Shape? {
        guard stream.isIdentifier(k), depth < Self.maxDepth, case .binding(let b) = resolve(at: k) else { return nil }
        if let cached = literalCache[b] { return cached }
        guard !inProgress.contains(b) else { return nil }
        inProgress.insert(b)
        defer { inProgress.remove(b) }
        var result: Shape?
        if case .variable(_, let initializer?) = scopes.bindings[b].declaration, !initializer.isEmpty {
            let shape = stream.shape(initializer) { self.literal(at: $0, depth: depth + 1) }
            if shape != .dynamic, !isWritten(b) {
                if !shape.isMutable || !isShared(b) {
                    result = shape
                } else if case .object(let members, let open) = shape {
                    result = builtObject(b, from: members, open: open, depth: depth)
                }
            }
        }
        literalCache[b] = result
        return result
    }

    /// An object made by a literal and then given its members one statement at a time before it
    /// is posted (`var message = {}; message.action = 'pong'; message['param'] = {…};
    /// post(message)`): the literal with those members. Only writes in the declaration's own
    /// block, before any other use, count (a write in an `if` may not happen, one after the post
    /// comes too late); every other use must be one `isShared` allows. nil otherwise.
    private func builtObject(_ b: Int, from literal: [Shape.Member], open: Bool, depth: Int) -> Shape? {
        let s = stream
        let block = scopes.enclosingOpener(of: scopes.bindings[b].token)
        var members = literal
        var building = true
        for k in uses(of: b) {
            if building, scopes.enclosingOpener(of: k) == block, let write = memberWrite(at: k) {
                let valueEnd = scopes.expressionEnd(from: write.equals + 1)
                guard valueEnd > write.equals + 1, let keyToken = s[write.keyToken] else { return nil }
                let value = s.shape((write.equals + 1)..<valueEnd) { self.literal(at: $0, depth: depth + 1) }
                members.removeAll { $0.key == write.key }
                members.append(Shape.Member(key: write.key, value: value, offset: keyToken.offset, valueOffset: s[write.equals + 1]?.offset))
                continue
            }
            building = false
            if shares(b, at: k) { return nil }
        }
        return building ? nil : .object(members, open: open)
    }

    /// `NAME.key = …` or `NAME['key'] = …` as a statement of its own, for the name at `k`.
    private func memberWrite(at k: Int) -> (key: String, keyToken: Int, equals: Int)? {
        let s = stream
        guard k == 0 || s.isPunctuator(k - 1, ";") || s.isPunctuator(k - 1, "{") || s.isPunctuator(k - 1, "}") || (s[k]?.newlineBefore ?? false) else { return nil }
        if s.isPunctuator(k + 1, "."), let key = s.identifier(k + 2), s.isPunctuator(k + 3, "=") { return (key, k + 2, k + 3) }
        if s.isPunctuator(k + 1, "["), let key = s.stringValue(k + 2), s.isPunctuator(k + 3, "]"), s.isPunctuator(k + 4, "=") { return (key, k + 2, k + 4) }
        return nil
    }

    /// The value `range` builds from the parameters of one function, each a hole
    /// (`.parameter(position)`), following names bound once to such a value (`var msg =
    /// JSON.stringify({ action: action, data: data }); …postMessage(msg)`): the body a wrapper
    /// posts, which each call fills with its arguments. Nil unless a parameter stands in it, all
    /// of one function and none reassigned.
    func template(_ range: Range<Int>) -> (shape: Shape, function: Int)? {
        var owners = Set<Int>()
        var reassigned = false
        func identifier(_ k: Int, depth: Int) -> Shape? {
            guard depth < Self.maxDepth, case .binding(let b) = resolve(at: k) else { return nil }
            switch scopes.bindings[b].declaration {
            case .parameter(let function, let position):
                if isWritten(b) {
                    reassigned = true
                    return nil
                }
                owners.insert(function)
                return .parameter(position)
            case .variable(_, let initializer?) where !initializer.isEmpty && isWritten(b):
                // `let message = name; if (typeof attributes !== 'undefined') { message = {…} }`:
                // one body when the call passes `attributes`, the other when it does not.
                guard let write = guardedWrite(of: b), !uses(of: b).contains(where: { $0 != write.value.lowerBound - 2 && shares(b, at: $0) }) else {
                    return literal(at: k, depth: depth + 1)
                }
                owners.insert(write.function)
                let otherwise = stream.shape(initializer) { identifier($0, depth: depth + 1) }
                let given = stream.shape(write.value) { identifier($0, depth: depth + 1) }
                return .alternative(parameter: write.parameter, given: given, otherwise: otherwise)
            case .variable(_, let initializer?) where !initializer.isEmpty && !isWritten(b):
                let shape = stream.shape(initializer) { identifier($0, depth: depth + 1) }
                if !shape.isMutable || !isShared(b) { return shape }
                // `var message = { action, params }; if (callback) message.callback = callback;`
                return withAssignedMembers(shape, of: b, before: range.lowerBound) { identifier($0, depth: depth + 1) }
            default:
                return literal(at: k, depth: depth + 1)
            }
        }
        let shape = stream.shape(range) { identifier($0, depth: 0) }
        guard !reassigned, owners.count == 1, let owner = owners.first, shape.hasParameter else { return nil }
        return (shape, owner)
    }

    /// An object literal a local holds, with the members the function then assigns on it before
    /// `end` (`message.callbackId = id;`): each a member of the body. One assigned only on some
    /// path (`if (callback) message.callback = callback;`) may be missing, so the object is then
    /// open (no key is reported missing). Nil when the local is handed on or changed otherwise.
    private func withAssignedMembers(_ shape: Shape, of b: Int, before end: Int, _ identifier: @escaping (Int) -> Shape?) -> Shape? {
        guard case .object(var members, var open) = shape else { return nil }
        let s = stream
        let declared = scopes.bindings[b].scope
        for use in uses(of: b) where shares(b, at: use) {
            guard use < end, s.isPunctuator(use + 1, "."), let key = s.identifier(use + 2), s.isPunctuator(use + 3, "=") else { return nil }
            let valueEnd = scopes.expressionEnd(from: use + 4)
            guard valueEnd > use + 4 else { return nil }
            let value = s.shape((use + 4)..<valueEnd, identifier: identifier)
            // A statement of the block that declares it runs whenever the post does.
            let always = scopes.scope(at: use) == declared && (s.isPunctuator(use - 1, ";") || s.isPunctuator(use - 1, "{") || s.isPunctuator(use - 1, "}"))
            if !always { open = true }
            let member = Shape.Member(key: key, value: value, offset: s[use + 2]?.offset ?? 0, valueOffset: s[use + 4]?.offset)
            if let i = members.firstIndex(where: { $0.key == key }) { members[i] = member } else { members.append(member) }
        }
        return .object(members, open: open)
    }

    /// The one plain assignment to binding `b` (`message = {…}`) when it is all an `if` runs and
    /// the `if` tests whether a parameter was passed (`typeof p !== 'undefined'`, `p !==
    /// undefined`, `p != null`, `p`): that parameter's function and position, and the value.
    /// Written here because the choice is the caller's: whether it passes the argument.
    private func guardedWrite(of b: Int) -> (function: Int, parameter: Int, value: Range<Int>)? {
        let s = stream
        guard let value = singleAssignment(of: b) else { return nil }
        let k = value.lowerBound - 2
        // `if (…) message = …` or `if (…) { message = … }`, the assignment the block's only statement.
        var close = k - 1
        if s.isPunctuator(close, "{") {
            var after = value.upperBound
            if s.isPunctuator(after, ";") { after += 1 }
            guard s.closer(of: close) == after else { return nil }
            close -= 1
        }
        guard s.isPunctuator(close, ")"), let open = s.opener(of: close), s.isIdentifier(open - 1, "if") else { return nil }
        guard let (name, passedIsTrue) = s.presenceTest((open + 1)..<close), passedIsTrue, case .binding(let p) = resolve(at: name),
            case .parameter(let function, let position) = scopes.bindings[p].declaration, !isWritten(p)
        else { return nil }
        return (function, position, value)
    }

    /// Whether a parameter reaches native as it was passed: never reassigned, mutated
    /// (`params.metadata = …`) or handed to other code on the way.
    func isPassedThrough(_ b: Int) -> Bool { !isWritten(b) && !isShared(b) }

    /// Whether binding `b` is assigned after its declaration.
    func isWrittenBinding(_ b: Int) -> Bool { isWritten(b) }

    /// Tokens where binding `b` is called: `name(…)`. A function expression's own name
    /// (`signpostEvent = function signpostEvent (data) {…}`) stands before its parameters'
    /// `(`, outside the function's scope, and resolves to the outer name: it defines, it is
    /// not a call.
    func callSites(of b: Int) -> [Int] {
        let uses = uses(of: b)
        var sites = uses.filter { isCallSite($0) }
        // `return { post }` from `useBridge`, then `const { post } = useBridge()` (a Vue
        // composable, a React hook): the name the caller destructures is the same function.
        for alias in destructuredAliases(of: b, uses: uses) { sites += self.uses(of: alias).filter { isCallSite($0) } }
        // `const callNative = ios`, or the platform's choice `const callNative = isAndroid ?
        // android : ios`: the constant is the function, on iOS the branch that is it.
        for alias in chosenAliases(of: b, uses: uses) { sites += self.uses(of: alias).filter { isCallSite($0) } }
        return sites
    }

    /// The constants that are binding `b` (`chosenAliases`): calling one calls `b`.
    func aliases(of b: Int) -> [Int] { chosenAliases(of: b, uses: uses(of: b)) }

    /// The constants declared with binding `b` as their whole initializer (`const send = post`),
    /// or as a branch of the conditional expression that is (`const send = a ? other : post`,
    /// nested), and never assigned again: calling one calls `b` (the branch that is `b` is the
    /// platform's the contract describes; the other branches are other platforms' or none).
    /// One level: an alias of an alias is not followed.
    private func chosenAliases(of b: Int, uses: [Int]) -> [Int] {
        let s = stream
        var out: [Int] = []
        for u in uses where !s.isPunctuator(u + 1, "(") && !s.isMemberName(u) {
            // A whole initializer, or a branch: after `=`, `?` or `:`, and before its end or a `:`.
            guard s.isPunctuator(u - 1, "=") || s.isPunctuator(u - 1, "?") || s.isPunctuator(u - 1, ":") else { continue }
            // Back to the declaration's `=` over the conditional's tokens (bounded: a choice is short).
            let level = scopes.enclosingOpener(of: u)
            var k = u - 1
            var steps = 0
            while k > 0, steps < 64, !s.isPunctuator(k, "="), k != level, !s.isPunctuator(k, ";"), !s.isPunctuator(k, ","), !s.isPunctuator(k, "{") {
                // A bracketed part of a condition is passed whole.
                if let open = s.opener(of: k), open < k { k = open - 1 } else { k -= 1 }
                steps += 1
            }
            guard s.isPunctuator(k, "="), scopes.enclosingOpener(of: k) == level, s.isIdentifier(k - 2, in: ["const", "let", "var"]), s.isIdentifier(k - 1),
                case .binding(let a) = resolve(at: k - 1), a != b, !isWritten(a),
                case .variable(_, let initializer?) = scopes.bindings[a].declaration, initializer.contains(u)
            else { continue }
            let wholeOrLast = u + 1 == initializer.upperBound || s.isPunctuator(u + 1, ";")
            let isBranch = (s.isPunctuator(u - 1, "?") || s.isPunctuator(u - 1, ":")) && (wholeOrLast || s.isPunctuator(u + 1, ":"))
            guard (k == u - 1 && wholeOrLast) || isBranch else { continue }
            out.append(a)
        }
        return out
    }

    private func isCallSite(_ k: Int) -> Bool {
        stream.isPunctuator(k + 1, "(") && !stream.isMemberName(k) && !stream.isIdentifier(k - 1, "function")
            && !(stream.isPunctuator(k - 1, "*") && stream.isIdentifier(k - 2, "function"))
            // `{ send(m) {…} }`: a method of that name defined, not the function called.
            && !CallRecognizer.isMethodDefinition(head: k, open: k + 1, in: stream, scopes: scopes)
    }

    /// The bindings a caller destructures binding `b` into, when a function returns it in an
    /// object literal (`return { post }`, `return { post: post }`) and a declaration takes that
    /// member from a call of the function (`const { post } = useBridge()`, `const { post: send }
    /// = useBridge()`). One level: an alias's own returns are not followed.
    private func destructuredAliases(of b: Int, uses: [Int]) -> [Int] {
        let s = stream
        var out: [Int] = []
        for u in uses {
            // A member of an object literal: shorthand (`{ post }`) or `key: post`.
            let key: String?
            var open: Int?
            if (s.isPunctuator(u - 1, "{") || s.isPunctuator(u - 1, ",")) && (s.isPunctuator(u + 1, "}") || s.isPunctuator(u + 1, ",")) {
                key = s.identifier(u)
            } else if s.isPunctuator(u - 1, ":"), s.isIdentifier(u - 2), s.isPunctuator(u - 3, "{") || s.isPunctuator(u - 3, ","), s.isPunctuator(u + 1, "}") || s.isPunctuator(u + 1, ",") {
                key = s.identifier(u - 2)
            } else {
                continue
            }
            open = scopes.enclosingOpener(of: u)
            guard let key, let open, s.isPunctuator(open, "{"), s.isIdentifier(open - 1, "return") else { continue }
            let function = scopes.functionScope(of: scopes.scope(at: open))
            guard function > 0, let name = scopes.function(function)?.nameToken, s.isIdentifier(name), case .binding(let f) = resolve(at: name) else { continue }
            for call in self.uses(of: f) where isCallSite(call) {
                // `const { KEY } = F(…)` or `const { KEY: local } = F(…)`.
                guard s.isPunctuator(call - 1, "="), s.isPunctuator(call - 2, "}"), let pattern = s.opener(of: call - 2), pattern < call - 2,
                    s.isIdentifier(pattern - 1, in: ["const", "let", "var"])
                else { continue }
                for t in (pattern + 1)..<(call - 2) where s.identifier(t) == key && (s.isPunctuator(t - 1, "{") || s.isPunctuator(t - 1, ",")) {
                    let local = s.isPunctuator(t + 1, ":") && s.isIdentifier(t + 2) ? t + 2 : t
                    if case .binding(let alias) = resolve(at: local), alias != b { out.append(alias) }
                }
            }
        }
        return out
    }

    /// Tokens where binding `b`'s name is used and means `b`.
    func references(of b: Int) -> [Int] { uses(of: b) }

    /// Tokens where binding `b`'s name is used and means `b`.
    private func uses(of b: Int) -> [Int] {
        let binding = scopes.bindings[b]
        let name = scopes.name(of: b)
        if let table = usesByBinding, b < table.count {
            return table[b].lazy.map { Int($0) }.filter { $0 != binding.token && !isObjectKey($0) }
        }
        defer { if lookupWork > lookupBudget { resolveEveryName() } }
        let scope = scopes.scopes[binding.scope]
        var out: [Int] = []
        func consider(_ token: Int) {
            if token != binding.token, scopes.resolve(name, at: token, steps: &lookupWork) == .binding(b), !isObjectKey(token) { out.append(token) }
        }
        // Most bindings are a parameter or a local of a small function: reading the tokens of its
        // scope is cheaper than indexing every name of the script (which was most of the cost of
        // resolving a parameter, callgrind on the worst-case lint site). A scope over many tokens
        // uses the index, so a minified script's thousands of functions stay linear.
        let first = max(scope.open + 1, 0)
        let last = min(scope.close, stream.tokens.count - 1)
        if last - first < Self.directScanLimit {
            lookupWork += max(0, last - first + 1)
            if first <= last {
                let length = name.utf8.count
                for k in first...last {
                    let token = stream.tokens[k]
                    // The length first: a name written with escapes is the only one whose bytes differ.
                    guard token.kind == .identifier, stream.tokenization.length(of: token) == length || token.hasEscape, stream.text(of: token) == name, !stream.isMemberName(k) else { continue }
                    consider(k)
                }
            }
            return out
        }
        if occurrenceIndex == nil {
            var index: [String: [Int32]] = [:]
            for (k, token) in stream.tokens.enumerated() {
                if token.kind == .identifier, !stream.isMemberName(k) { index[stream.text(of: token), default: []].append(Int32(truncatingIfNeeded: k)) }
            }
            occurrenceIndex = index
        }
        // Occurrences are in token order: only those inside the binding's scope are looked at, so
        // a name used in thousands of functions costs each of them only its own uses.
        let all = occurrenceIndex?[name] ?? []
        var low = 0, high = all.count
        while low < high {
            let mid = (low + high) / 2
            if Int(all[mid]) <= scope.open { low = mid + 1 } else { high = mid }
        }
        var k = low
        while k < all.count, Int(all[k]) <= scope.close {
            consider(Int(all[k]))
            k += 1
        }
        lookupWork += k - low
        return out
    }

    private func isObjectKey(_ k: Int) -> Bool {
        let s = stream
        guard s.isPunctuator(k + 1, ":") else { return false }
        return s.isPunctuator(k - 1, "{") || s.isPunctuator(k - 1, ",")
    }

    /// Assignment operators, `++` and `--`: what writes the name before it.
    static let writeOperators = JSToken.codes(["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??=", "++", "--"])

    /// The value of the one plain assignment to a binding declared without an initializer, when
    /// there is exactly one and nothing else writes it.
    private func singleAssignment(of b: Int) -> Range<Int>? {
        let s = stream
        var value: Range<Int>?
        for k in uses(of: b) {
            if let next = s[k + 1], next.isPunctuator(in: Self.writeOperators) {
                guard next.isPunctuator("="), value == nil else { return nil }
                value = (k + 2)..<scopes.expressionEnd(from: k + 2)
            } else if s.isPunctuator(k - 1, "++") || s.isPunctuator(k - 1, "--") {
                return nil
            }
        }
        return value
    }

    /// Whether the binding is ever assigned after its declaration.
    /// Whether a member other than `prototype` is assigned on binding `b` (`msg.send = …`).
    /// (Names so written are found in one pass first: reading every function's uses cost a
    /// tenth of a percent of the worst-case site.)
    private func isNamespace(_ b: Int) -> Bool {
        let s = stream
        guard assignedMemberHeads.contains(scopes.name(of: b)) else { return false }
        return uses(of: b).contains { k in
            guard s.isPunctuator(k + 1, "."), let member = s.identifier(k + 2) else { return false }
            return member != "prototype" && s.isPunctuator(k + 3, "=")
        }
    }

    private func isWritten(_ b: Int) -> Bool {
        let s = stream
        if case .variable(let keyword, nil) = scopes.bindings[b].declaration, keyword != .const {
            // `let x;` then assigned somewhere: what it holds depends on the path taken.
            return true
        }
        for k in uses(of: b) {
            if s[k + 1]?.isPunctuator(in: Self.writeOperators) == true { return true }
            if s.isPunctuator(k - 1, "++") || s.isPunctuator(k - 1, "--") { return true }
            if s.isIdentifier(k + 1, "of") || s.isIdentifier(k + 1, "in"), s.isPunctuator(k - 1, "(") { return true }
            // A destructuring assignment target: `[a, x] = …`, `({ x } = …)`.
            if let open = scopes.enclosingOpener(of: k), s.isPunctuator(open, "[") || s.isPunctuator(open, "{"), let close = s.closer(of: open), s.isPunctuator(close + 1, "=") {
                return true
            }
        }
        return false
    }

    /// Whether an object or array binding is used anywhere but as a direct argument of a call
    /// that reaches native, or in a plain property read: anything else may mutate it.
    private func isShared(_ b: Int) -> Bool {
        uses(of: b).contains { shares(b, at: $0) }
    }

    /// Whether the use of binding `b` at `k` may mutate it or hand it on (see `isShared`).
    private func shares(_ b: Int, at k: Int) -> Bool {
        let s = stream
        if s.isIdentifier(k - 1, "delete") { return true }
        if s.isPunctuator(k + 1, ".") || s.isPunctuator(k + 1, "?.") || s.isPunctuator(k + 1, "[") {
            var j = k + 1
            while j < s.tokens.count {
                if (s.isPunctuator(j, ".") || s.isPunctuator(j, "?.")), s.isIdentifier(j + 1) {
                    j += 2
                } else if s.isPunctuator(j, "[") {
                    j = s.skipGroup(j)
                } else {
                    break
                }
            }
            if let next = s[j], next.isPunctuator(in: Self.writeOperators) || next.isPunctuator("(") { return true }
            return false
        }
        // `const alias = value`: shared only as the alias is (one name for the same object).
        if s.isPunctuator(k - 1, "="), s.isIdentifier(k - 2), case .binding(let a) = resolve(at: k - 2), a != b,
            case .variable(_, let initializer?) = scopes.bindings[a].declaration, initializer == k..<(k + 1), !sharingVisited.contains(a)
        {
            sharingVisited.insert(a)
            defer { sharingVisited.remove(a) }
            return isWritten(a) || isShared(a)
        }
        let direct = (s.isPunctuator(k - 1, "(") || s.isPunctuator(k - 1, ",")) && (s.isPunctuator(k + 1, ")") || s.isPunctuator(k + 1, ","))
        guard direct, let open = scopes.enclosingOpener(of: k), s.isPunctuator(open, "("), isBridgeCall(open) || wrapperCalls.contains(open) else { return true }
        return false
    }
}

extension Shape {
    /// Objects and arrays can change after they are made; other literals cannot.
    var isMutable: Bool {
        switch self {
        case .object, .array: return true
        default: return false
        }
    }
}
