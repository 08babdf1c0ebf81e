import BridgeNative
internal import SwiftSyntax

/// Reads the scripts native evaluates in the page: the argument of `evaluateJavaScript(_:)` and
/// `callAsyncJavaScript(_:)`, followed back through string concatenation, local variables and
/// the parameters of the helpers that wrap them (seed 000's `evaluateJavaScript(javaScriptFuncString:param:)`,
/// seed 003's `onComplete(_:_:_:_:)`), to the JavaScript path it calls.
final class ScriptReader {
    private let guardCache = Established.Cache()
    /// A piece of a script's text: literal text (and where it is written) or an interpolated
    /// expression that could not be followed further.
    enum Piece {
        case text(String, NativePosition)
        /// `origin` is the interpolation as written in the script's literal; `expr` what it
        /// was followed to.
        case hole(expr: ExprSyntax, file: ParsedFile, origin: ExprSyntax, originFile: ParsedFile, placed: Bool = false)
    }

    let index: SourceIndex
    private(set) var scripts: [EvaluatedScript] = []
    /// Handlers the scripts it reads (evaluated or injected) post to.
    private(set) var injectedPosts: [InjectedPost] = []
    private(set) var unresolved: [Unresolved] = []
    private(set) var hazards: [Hazard] = []
    private var seen: Set<String> = []
    private var flagged: Set<NativePosition> = []
    /// At most this many texts per script: a helper called from many places multiplies them.
    static let maxTemplates = 64
    /// How many steps a text is followed (a call into a helper, a parameter to its callers, an
    /// interpolation). Strada's bridge function names are twelve steps away, through a struct
    /// whose stored properties are bound by more than one maker: each maker's properties are
    /// read together (see `Receiver`), or an object left nil by one maker is combined with
    /// another maker's name.
    static let maxDepth = 12

    /// The instance of one of the app's types a script is being read through: the `T(…)` that
    /// made it (`JavaScript(object: bridgeGlobal, functionName: f.rawValue)`, Strada's), so that
    /// inside `T`'s members a stored property is what that maker passed (or the property's
    /// default when it passed nothing), not the union of every maker's, and a branch on
    /// `if let object` that this maker cannot take is left out.
    final class Receiver {
        let call: FunctionCallExprSyntax
        let file: ParsedFile
        let type: String
        /// The instance the maker's arguments are read in.
        let outer: Receiver?
        init(call: FunctionCallExprSyntax, file: ParsedFile, type: String, outer: Receiver?) {
            self.call = call
            self.file = file
            self.type = type
            self.outer = outer
        }
    }

    private var receiver: Receiver?

    init(index: SourceIndex) { self.index = index }

    /// The calls that run a script in the page, by name and first label: WKWebView's
    /// `evaluateJavaScript(_:)` and `callAsyncJavaScript(_:)`, UIWebView's
    /// `stringByEvaluatingJavaScript(from:)` (older apps still ship it).
    /// The callees `read(_:)` starts from.
    static let startingNames = ["evaluateJavaScript", "callAsyncJavaScript", "stringByEvaluatingJavaScript", "WKUserScript", "loadHTMLString"]

    static func evaluates(_ name: String, label: String?) -> Bool {
        switch (name, label) {
        case ("evaluateJavaScript", nil), ("callAsyncJavaScript", nil), ("stringByEvaluatingJavaScript", "from"?): return true
        default: return false
        }
    }

    func read(_ site: CallSite) {
        guard let name = calleeName(site.call), let first = site.call.arguments.first else { return }
        if Self.evaluates(name, label: first.label?.text) {
            for template in values(of: first.expression, in: site.file, depth: 0) {
                record(template, call: site)
                notePosts(template)
            }
        } else if name == "WKUserScript", first.label?.text == "source" {
            // A user script's source runs in every page too: a value pasted into one of its
            // string literals breaks it or runs code, as in an evaluated script. (It calls no
            // page function native depends on: the page's own scripts have not run yet.)
            for template in values(of: first.expression, in: site.file, depth: 0) {
                quoteHazards(template)
                notePosts(template)
            }
        } else if name == "loadHTMLString", first.label == nil {
            // A page native writes itself (`webView.loadHTMLString(html, baseURL: nil)`, the
            // usual sample app): lint never sees it, so its posts are read here, as an injected
            // script's are. Its text is HTML, not a script: no quoting is judged.
            for template in values(of: first.expression, in: site.file, depth: 0) { notePosts(template, inLoadedPage: true) }
        }
    }

    /// The handlers the script posts to, each once per place.
    private func notePosts(_ template: [Piece], inLoadedPage: Bool = false) {
        for (name, position, alias, stringified) in ScriptTemplate.postedHandlers(Self.pieces(template)) {
            let post = InjectedPost(handler: name, position: position, alias: alias, stringified: stringified, inLoadedPage: inLoadedPage)
            if !injectedPosts.contains(post) { injectedPosts.append(post) }
        }
    }

    private func record(_ template: [Piece], call site: CallSite) {
        var text = ""
        for piece in template {
            switch piece {
            case .text(let t, _): text += t
            case .hole(let expr, _, _, _, _): text += "\\(\(expr.trimmedText))"
            }
        }
        // Each statement's call (`"a(); window.f && window.f(x)"` calls both).
        var fresh = false
        for parsed in ScriptTemplate.callees(of: Self.pieces(template)) {
            let position = parsed.position ?? site.file.position(site.call)
            let key = "\(position)|\(text)"
            guard !seen.contains(key) else { continue }
            seen.insert(key)
            fresh = true
            if parsed.dynamic {
                unresolved.append(Unresolved(kind: .script, expression: text, position: position))
            } else {
                // `\(args.joined(separator: ", "))` between the parentheses is any number of arguments.
                let listed = template.contains { piece in
                    guard case .hole(let expr, _, _, _, _) = piece else { return false }
                    return Self.joinsWithComma(expr)
                }
                scripts.append(EvaluatedScript(callee: parsed.path, argumentCount: listed ? nil : parsed.arguments, text: text, position: position))
            }
        }
        guard fresh else { return }
        quoteHazards(template)
    }

    /// A string segment as text pieces, each at its own place. An escape (`\"`, `\n`, `\u{…}`)
    /// is one character written as several: one piece for the whole segment put every character
    /// after an escape a column early per escape, so a finding in `@"<a onclick=\"…\">"`-style
    /// text pointed beside its name. A raw string (`#"…"#`) has no escapes.
    static func textPieces(_ raw: String, at start: NativePosition, isRaw: Bool) -> [Piece] {
        guard !isRaw, raw.contains("\\") else { return [.text(isRaw ? raw : unescapeSwift(raw), start)] }
        var pieces: [Piece] = []
        var position = start
        var run = ""
        var runStart = start
        func advance(_ c: Character) {
            if c == "\n" {
                position.line += 1
                position.column = 1
            } else {
                position.column += 1
            }
        }
        var characters = raw.makeIterator()
        while let c = characters.next() {
            guard c == "\\" else {
                if run.isEmpty { runStart = position }
                run.append(c)
                advance(c)
                continue
            }
            if !run.isEmpty { pieces.append(.text(run, runStart)) }
            run = ""
            let escapeStart = position
            var escape = String(c)
            advance(c)
            if let e = characters.next() {
                escape.append(e)
                advance(e)
                if e == "u" {
                    while let h = characters.next() {
                        escape.append(h)
                        advance(h)
                        if h == "}" { break }
                    }
                }
            }
            pieces.append(.text(unescapeSwift(escape), escapeStart))
        }
        if !run.isEmpty { pieces.append(.text(run, runStart)) }
        return pieces
    }

    /// `list.joined(separator: ", ")` (any separator with a comma): a list of arguments.
    static func joinsWithComma(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), calleeName(call) == "joined",
            let separator = call.arguments.first(where: { $0.label?.text == "separator" }).flatMap({ literalText($0.expression) })
        else { return false }
        return separator.contains(",")
    }

    // MARK: Following the text

    /// What `values(of:in:depth:)` gave for an expression at a depth: its texts depend on those
    /// two alone. Without it a variable built up in steps (`s = s + v`, twelve times) was
    /// followed through every assignment at every step, exponential in the steps.
    private struct ValuesKey: Hashable {
        let expression: SyntaxIdentifier
        let depth: Int
        let receiver: SyntaxIdentifier?
    }

    private var valuesMemo: [ValuesKey: [[Piece]]] = [:]

    /// What a local name's assignments give, by function body, name and depth.
    private struct NameKey: Hashable {
        let body: SyntaxIdentifier
        let name: String
        let depth: Int
        let receiver: SyntaxIdentifier?
    }

    private var nameMemo: [NameKey: [[Piece]]] = [:]

    private func values(of expr: ExprSyntax, in file: ParsedFile, depth: Int) -> [[Piece]] {
        let key = ValuesKey(expression: expr.id, depth: depth, receiver: receiver?.call.id)
        if let known = valuesMemo[key] { return known }
        // A cycle back to an expression being followed (`s = s + v` reaches itself) is unknown there.
        valuesMemo[key] = [[.hole(expr: expr, file: file, origin: expr, originFile: file)]]
        let found = followedValues(of: expr, in: file, depth: depth)
        valuesMemo[key] = found
        return found
    }

    private func followedValues(of expr: ExprSyntax, in file: ParsedFile, depth: Int) -> [[Piece]] {
        let unknown: [[Piece]] = [[.hole(expr: expr, file: file, origin: expr, originFile: file)]]
        guard depth < Self.maxDepth else { return unknown }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var out: [[Piece]] = [[]]
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let s):
                    let pieces = Self.textPieces(s.content.text, at: file.position(s), isRaw: literal.openingPounds != nil)
                    for k in out.indices { out[k] += pieces }
                case .expressionSegment(let e):
                    guard e.expressions.count == 1, let inner = e.expressions.first?.expression else {
                        out = out.map { $0 + [.hole(expr: ExprSyntax(literal), file: file, origin: ExprSyntax(literal), originFile: file)] }
                        continue
                    }
                    let options = values(of: inner, in: file, depth: depth + 1).map { pieces in
                        pieces.map { piece -> Piece in
                            // The hole's origin is the interpolation as written in the innermost
                            // literal that holds it (a caller's `'\(value)'`, not the helper's
                            // `"\(script)"` it was passed through).
                            if case .hole(let x, let f, _, _, false) = piece { return .hole(expr: x, file: f, origin: inner, originFile: file, placed: true) }
                            return piece
                        }
                    }
                    extend(&out, with: options)
                @unknown default:
                    return unknown
                }
            }
            return out
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            // Concatenation is not a step to follow: a long `"a" + "b" + …` costs no depth. What
            // an operand that is not a literal becomes is reported where it is concatenated.
            func operand(_ e: ExprSyntax) -> [[Piece]] {
                let options = values(of: e, in: file, depth: depth)
                guard !e.is(StringLiteralExprSyntax.self) else { return options }
                return options.map { pieces in
                    pieces.map { piece -> Piece in
                        if case .hole(let x, let f, _, _, false) = piece { return .hole(expr: x, file: f, origin: e, originFile: file, placed: true) }
                        return piece
                    }
                }
            }
            var out: [[Piece]] = [[]]
            for part in operands(of: expr, operator: "+") { extend(&out, with: operand(part)) }
            return out
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return values(of: only.expression, in: file, depth: depth)
        }
        // `c ? a : b`: either (Strada's `name.hasSuffix("()") ? String(name.dropLast(2)) : name`).
        if let ternary = expr.as(TernaryExprSyntax.self) {
            if let decided = decided(ternary.condition, in: file, depth: depth) {
                return values(of: decided ? ternary.thenExpression : ternary.elseExpression, in: file, depth: depth + 1)
            }
            let both = values(of: ternary.thenExpression, in: file, depth: depth + 1) + values(of: ternary.elseExpression, in: file, depth: depth + 1)
            return Array(both.prefix(Self.maxTemplates))
        }
        if let t = expr.as(TryExprSyntax.self) { return values(of: t.expression, in: file, depth: depth) }
        if let call = expr.as(FunctionCallExprSyntax.self), let formatted = formatValues(call, in: file, depth: depth) { return formatted }
        if let call = expr.as(FunctionCallExprSyntax.self), calleeName(call) == "call", calleeBase(call)?.trimmedText == "ReplyScript",
            let first = call.arguments.first
        {
            // BridgeRuntime's encoder: a call of the path (followed like any text) with each
            // argument encoded.
            var arguments: [Piece] = []
            if let array = call.arguments.dropFirst().first?.expression.as(ArrayExprSyntax.self) {
                for (k, element) in array.elements.enumerated() {
                    if k > 0 { arguments.append(.text(",", file.position(element))) }
                    arguments.append(.hole(expr: ExprSyntax(call), file: file, origin: ExprSyntax(call), originFile: file))
                }
            } else {
                arguments.append(.hole(expr: ExprSyntax(call), file: file, origin: ExprSyntax(call), originFile: file))
            }
            let paths = values(of: first.expression, in: file, depth: depth + 1)
            return paths.map { $0 + [.text("(", file.position(call))] + arguments + [.text(")", file.position(call))] }
        }
        // A script built by one of the app's own types (`JavaScriptExpression(function: f,
        // arguments: a).wrappedString`, Hotwire's; `JavaScript(functionName: f).toString()`,
        // Strada's): what that member returns, its stored properties what the type was made with.
        // `function.rawValue` of a parameter whose callers pass enum cases
        // (`callBridgeFunction(.register, …)`, Strada's and Hotwire's): each case's raw value.
        if let member = expr.as(MemberAccessExprSyntax.self), let raw = rawValuesOfParameter(member) { return raw }
        if let returned = builtText(expr, in: file, depth: depth) { return returned }
        // What one of the app's functions returns (`let js = generateJSFunctionString(
        // functionName: f, args: a)` then `js.javascript`, Brave's): its return expressions,
        // the tuple element the member names, followed where the function is written.
        if let call = expr.as(FunctionCallExprSyntax.self), let returned = returnedValues(of: call, member: nil, depth: depth) { return returned }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            case let assigned = localValues(of: base.baseName.text, around: base), assigned.count == 1, let call = assigned.first?.as(FunctionCallExprSyntax.self),
            let returned = returnedValues(of: call, member: member.declName.baseName.text, depth: depth)
        {
            return returned
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if member.base?.trimmedText == "self", let bound = receiverValues(member.declName.baseName.text, around: member, depth: depth) { return bound }
            // `self.callback`, `Scripts.callback`, `Handler.x.rawValue`: the module's constant.
            return constantText(ExprSyntax(member), in: file) ?? unknown
        }
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return unknown }
        let name = reference.baseName.text
        // A local variable: every value assigned to it in the function. The same for every
        // reference to it there (the reading is not by flow), so followed once per name and
        // depth: per reference, a variable assigned n times was n² (s = s + v, 3,000 times: 122 s).
        // `let name = name.hasSuffix("()") ? … : name`: inside its own initializer a name is the
        // one it shadows (a parameter), not the local being declared.
        let shadowing = localValues(of: name, around: reference).contains { $0.position <= reference.position && reference.endPosition <= $0.endPosition }
        if !shadowing, let body = enclosingBody(reference) {
            let key = NameKey(body: body.id, name: name, depth: depth, receiver: receiver?.call.id)
            if let known = nameMemo[key] { return known }
            let assigned = localValues(of: name, around: reference)
            if !assigned.isEmpty {
                nameMemo[key] = unknown
                let out = Array(assigned.lazy.flatMap { self.values(of: $0, in: file, depth: depth + 1) }.prefix(Self.maxTemplates))
                nameMemo[key] = out
                return out
            }
        }
        // A parameter: what the callers pass.
        if let callers = callers(of: name, around: reference) {
            var out: [[Piece]] = []
            let takesText = staticType(of: expr)?.hasPrefix("String") == true
            for (argument, callerFile) in callers {
                // An instance of an app type is not text: that caller calls another function of
                // the same name and labels (`evaluate(javaScript: js)`, `js` a `JavaScript`).
                if takesText, isAppInstance(argument) { continue }
                out += values(of: argument, in: callerFile, depth: depth + 1)
            }
            return out.isEmpty ? unknown : Array(out.prefix(Self.maxTemplates))
        }
        // A stored property of the instance being read through: what its maker passed.
        if let bound = receiverValues(name, around: reference, depth: depth) { return bound }
        // A stored or static constant of the module (`private let callback = "window.onResult"`).
        if let constant = constantText(expr, in: file) { return constant }
        // A stored property of the app's own type that holds what each maker of it passes under
        // its name (`JavaScriptExpression(function: "window.turbo.visit", …)`).
        if let made = madeWith(name, around: reference), !made.isEmpty {
            return Array(made.lazy.flatMap { self.values(of: $0.0, in: $0.1, depth: depth + 1) }.prefix(Self.maxTemplates))
        }
        return unknown
    }

    /// `p.rawValue` where `p` is a parameter of a String enum type: the raw value of each case
    /// the callers pass (`.register`, `Function.register`); a caller passing anything else is
    /// unknown there. Nil when `p` is no parameter.
    private func rawValuesOfParameter(_ member: MemberAccessExprSyntax) -> [[Piece]]? {
        guard member.declName.baseName.text == "rawValue", let base = member.base?.as(DeclReferenceExprSyntax.self),
            let callers = callers(of: base.baseName.text, around: base)
        else { return nil }
        let declared = staticType(of: ExprSyntax(base)).map(simpleTypeName)
        var out: [[Piece]] = []
        for (argument, callerFile) in callers {
            if let m = argument.as(MemberAccessExprSyntax.self),
                let found = index.enumCase(m.declName.baseName.text, in: m.base.map { simpleTypeName($0.trimmedText) } ?? declared)
            {
                // Reported where the name is written: the case's raw value (or the case itself).
                out.append([.text(found.raw, found.place.position)])
            } else {
                out.append([.hole(expr: argument, file: callerFile, origin: argument, originFile: callerFile)])
            }
        }
        return out.isEmpty ? nil : Array(out.prefix(Self.maxTemplates))
    }

    /// The texts a call of one of the app's functions returns: each `return` of its body (or its
    /// single expression), the element labelled `member` of a returned tuple; nil when the call
    /// is not of exactly one app function, or it returns nothing followable.
    private func returnedValues(of call: FunctionCallExprSyntax, member: String?, depth: Int) -> [[Piece]]? {
        guard let name = calleeName(call) else { return nil }
        let candidates = index.functions(named: name, labels: callLabels(call), trailingClosures: trailingClosureCount(call))
        guard candidates.count == 1, let function = candidates.first, let body = function.decl.body else { return nil }
        var returned: [ExprSyntax] = []
        if body.statements.count == 1, case .expr(let only)? = body.statements.first?.item {
            returned.append(only)
        } else {
            // The function's own returns, not those of closures or functions nested in it.
            var stack: [Syntax] = [Syntax(body.statements)]
            while let n = stack.popLast() {
                if let r = n.as(ReturnStmtSyntax.self) {
                    if let e = r.expression { returned.append(e) }
                    continue
                }
                if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) { continue }
                stack.append(contentsOf: n.children(viewMode: .sourceAccurate))
            }
        }
        var elements: [ExprSyntax] = []
        for e in returned {
            guard let member else {
                elements.append(e)
                continue
            }
            guard let tuple = e.as(TupleExprSyntax.self) else { continue }
            let labelled = tuple.elements.first { $0.label?.text == member }
            // Unlabelled elements take the labels of the declared result type, `(javascript: String, error: Error?)`.
            let declared = function.decl.signature.returnClause?.type.as(TupleTypeSyntax.self)?.elements.map { $0.firstName?.text }
            let position = declared?.firstIndex { $0 == member }
            if let element = labelled ?? position.flatMap({ k in tuple.elements.count > k ? Array(tuple.elements)[k] : nil }) { elements.append(element.expression) }
        }
        guard !elements.isEmpty else { return nil }
        let out = Array(elements.lazy.flatMap { self.values(of: $0, in: function.file, depth: depth + 1) }.prefix(Self.maxTemplates))
        return out.isEmpty ? nil : out
    }

    // MARK: Scripts built by the app's own types

    /// `x.member` or `x.member()` where `x` is an instance of one of the app's classes or
    /// structs (a local made with `T(…)`, or a parameter of type `T`) and `member` a computed
    /// property or method of `T` that returns text: the texts it returns. Also `helper(…)` /
    /// `self.helper(…)`, a method of the enclosing type (or a function) that returns a String.
    private func builtText(_ expr: ExprSyntax, in file: ParsedFile, depth: Int) -> [[Piece]]? {
        var base: ExprSyntax?
        var member: String?
        if let m = expr.as(MemberAccessExprSyntax.self) {
            base = m.base
            member = m.declName.baseName.text
        } else if let call = expr.as(FunctionCallExprSyntax.self) {
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
                base = m.base
                member = m.declName.baseName.text
            } else if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.text.first?.isLowercase == true {
                member = d.baseName.text
                base = nil
            }
        }
        guard let member else { return nil }
        let type: String?
        if let base, base.trimmedText != "self" {
            type = instanceType(base, around: expr)
        } else {
            type = enclosingTypeName(expr)
        }
        guard let type, index.declaredTypes.contains(type) else { return nil }
        let returns = returnedTexts(member, of: type)
        guard !returns.isEmpty else { return nil }
        // A member of `self` is read through the instance being read; one of another value
        // through each `T(…)` that value was made by (nil where that is not known).
        var makers: [Receiver?]
        if let base, base.trimmedText != "self" {
            makers = self.makers(of: base, in: file, type: type, steps: 0)
            if makers.isEmpty { makers = [nil] }
        } else {
            makers = [receiver]
        }
        let saved = receiver
        defer { receiver = saved }
        var out: [[Piece]] = []
        for maker in makers {
            receiver = maker
            // `return nil` (no script) gives no text.
            for (returned, returnedFile) in returns where !returned.is(NilLiteralExprSyntax.self) && !unreachable(returned) {
                out += values(of: returned, in: returnedFile, depth: depth + 1)
            }
            if out.count >= Self.maxTemplates { break }
        }
        return out.isEmpty ? nil : Array(out.prefix(Self.maxTemplates))
    }

    /// `T(…)` of one of the app's types, or a local every assignment of which is one.
    private func isAppInstance(_ expr: ExprSyntax) -> Bool {
        func made(_ e: ExprSyntax) -> Bool {
            guard let call = e.as(FunctionCallExprSyntax.self), calleeBase(call) == nil, let callee = calleeName(call) else { return false }
            return index.declaredTypes.contains(callee)
        }
        if made(expr) { return true }
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        let assigned = localValues(of: reference.baseName.text, around: reference)
        return !assigned.isEmpty && assigned.allSatisfy(made)
    }

    /// Each `T(…)` an expression of app type `T` was made by: the call itself, a local assigned
    /// one, or (a parameter) what each caller passes, a few calls back. Nil for a value whose
    /// maker is not known.
    private func makers(of base: ExprSyntax, in file: ParsedFile, type: String, steps: Int) -> [Receiver?] {
        if let call = base.as(FunctionCallExprSyntax.self) {
            if calleeName(call) == type, calleeBase(call) == nil { return [Receiver(call: call, file: file, type: type, outer: receiver)] }
            // Reached through a caller, a call that returns no `T` is a caller of another
            // function of the same name and labels (`evaluate(javaScript: String)` beside
            // `evaluate(javaScript: JavaScript)`): not a maker of this value.
            guard steps > 0, let name = calleeName(call) else { return [nil] }
            let returnsType = (index.functions[name] ?? []).contains { $0.decl.signature.returnClause.map { simpleTypeName($0.type.trimmedText) == type } ?? false }
            return returnsType ? [nil] : []
        }
        if steps > 0, base.is(StringLiteralExprSyntax.self) { return [] }
        guard steps < 4, let reference = base.as(DeclReferenceExprSyntax.self) else { return [nil] }
        let name = reference.baseName.text
        let assigned = localValues(of: name, around: reference)
        if !assigned.isEmpty { return assigned.flatMap { makers(of: $0, in: file, type: type, steps: steps + 1) } }
        if let callers = callers(of: name, around: reference), !callers.isEmpty {
            return callers.prefix(Self.maxTemplates).flatMap { argument, callerFile in makers(of: argument, in: callerFile, type: type, steps: steps + 1) }
        }
        return [nil]
    }

    /// A stored property `name` of the instance being read (inside a member of its type, where
    /// no local or parameter shadows it): the maker's argument of that label, read where the
    /// maker is written; the property's default when the maker leaves it out (nothing for a
    /// `nil` default). Nil when no instance is being read or it does not bind the name.
    private func receiverValues(_ name: String, around node: some SyntaxProtocol, depth: Int) -> [[Piece]]? {
        guard let maker = receiver, enclosingTypeName(node) == maker.type else { return nil }
        if let argument = maker.call.arguments.first(where: { $0.label?.text == name }) {
            receiver = maker.outer
            defer { receiver = maker }
            return values(of: argument.expression, in: maker.file, depth: depth + 1)
        }
        guard let (value, file) = index.storedDefaults[maker.type]?[name] else { return nil }
        if value.is(NilLiteralExprSyntax.self) { return [] }
        receiver = nil
        defer { receiver = maker }
        return values(of: value, in: file, depth: depth + 1)
    }

    /// Whether the stored property `name` of the instance being read is nil (`.some(false)`),
    /// holds a value (`.some(true)`), or is not known.
    private func receiverHolds(_ name: String) -> Bool? {
        guard let maker = receiver else { return nil }
        if let argument = maker.call.arguments.first(where: { $0.label?.text == name }) { return !argument.expression.is(NilLiteralExprSyntax.self) }
        if let (value, _) = index.storedDefaults[maker.type]?[name] { return value.is(NilLiteralExprSyntax.self) ? false : nil }
        return nil
    }

    /// A `return` the instance being read cannot reach: inside `if let p = p { … }` (or
    /// `if let p`) when its maker left the stored property `p` nil, or in that `if`'s `else`
    /// when it gave `p` a value.
    private func unreachable(_ returned: ExprSyntax) -> Bool {
        guard receiver != nil else { return false }
        var child = Syntax(returned)
        var current = returned.parent
        while let n = current, !n.is(FunctionDeclSyntax.self), !n.is(ClosureExprSyntax.self), !n.is(AccessorBlockSyntax.self) {
            if let branch = n.as(IfExprSyntax.self) {
                let inThen = branch.body.id == child.id
                let inElse = branch.elseBody.map { $0.id == child.id } ?? false
                if inThen || inElse {
                    for condition in branch.conditions {
                        guard case .optionalBinding(let binding) = condition.condition, let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        let source = binding.initializer?.value
                        let property: String?
                        if source == nil {
                            property = bound
                        } else if let d = source?.as(DeclReferenceExprSyntax.self) {
                            property = d.baseName.text
                        } else if let m = source?.as(MemberAccessExprSyntax.self), m.base?.trimmedText == "self" {
                            property = m.declName.baseName.text
                        } else {
                            property = nil
                        }
                        guard let property, let holds = receiverHolds(property) else { continue }
                        if inThen && !holds { return true }
                        // The `else` runs when any condition fails: only a sole condition decides it.
                        if inElse && holds && branch.conditions.count == 1 { return true }
                    }
                }
            }
            child = n
            current = n.parent
        }
        return false
    }

    /// `x.hasSuffix("()")` or `x.hasPrefix(…)` where every text `x` can be is known and gives
    /// the same answer: that answer (Strada's `name.hasSuffix("()") ? String(name.dropLast(2)) : name`
    /// for a name that has none). Nil otherwise.
    private func decided(_ condition: ExprSyntax, in file: ParsedFile, depth: Int) -> Bool? {
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = calleeName(call), name == "hasSuffix" || name == "hasPrefix",
            let base = calleeBase(call), call.arguments.count == 1, let affix = call.arguments.first.flatMap({ literalText($0.expression) })
        else { return nil }
        var answers: Set<Bool> = []
        for template in values(of: base, in: file, depth: depth + 1) {
            var text = ""
            for piece in template {
                guard case .text(let t, _) = piece else { return nil }
                text += t
            }
            answers.insert(name == "hasSuffix" ? text.hasSuffix(affix) : text.hasPrefix(affix))
        }
        return answers.count == 1 ? answers.first : nil
    }

    /// The app type an expression holds: a local made with `T(…)`, or a parameter declared `T`.
    private func instanceType(_ base: ExprSyntax, around node: some SyntaxProtocol) -> String? {
        if let call = base.as(FunctionCallExprSyntax.self), let callee = calleeName(call), index.declaredTypes.contains(callee) { return callee }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        for value in localValues(of: name, around: node) {
            if let call = value.as(FunctionCallExprSyntax.self), let callee = calleeName(call), index.declaredTypes.contains(callee) { return callee }
        }
        var current = node.parent
        while let n = current {
            if let decl = n.as(FunctionDeclSyntax.self) {
                for parameter in decl.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return simpleTypeName(parameter.type.trimmedText)
                }
                return nil
            }
            current = n.parent
        }
        return nil
    }

    private var returnsMemo: [String: [(ExprSyntax, ParsedFile)]] = [:]

    /// What the computed property or method `member` of `type` returns, when it is declared to
    /// return a String: each `return` expression of its body, or its single expression.
    private func returnedTexts(_ member: String, of type: String) -> [(ExprSyntax, ParsedFile)] {
        let key = type + "." + member
        if let known = returnsMemo[key] { return known }
        var out: [(ExprSyntax, ParsedFile)] = []
        func collect(_ body: CodeBlockItemListSyntax, _ file: ParsedFile) {
            if body.count == 1, let only = body.first, case .expr(let e) = only.item {
                out.append((e, file))
                return
            }
            for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.return) {
                if let statement = token.parent?.as(ReturnStmtSyntax.self), let e = statement.expression, enclosingMember(statement) == enclosingMember(body) {
                    out.append((e, file))
                }
            }
        }
        for function in index.functions[member] ?? [] where function.type == type {
            guard let returned = function.decl.signature.returnClause?.type.trimmedText, returned.hasPrefix("String"), let body = function.decl.body else { continue }
            collect(body.statements, function.file)
        }
        if out.isEmpty {
            for (variable, file) in index.computedProperties[member] ?? [] where enclosingTypeName(variable) == type {
                for binding in variable.bindings {
                    guard binding.typeAnnotation?.type.trimmedText.hasPrefix("String") == true, let accessors = binding.accessorBlock else { continue }
                    switch accessors.accessors {
                    case .getter(let body): collect(body, file)
                    case .accessors(let list):
                        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                            if let body = accessor.body { collect(body.statements, file) }
                        }
                    @unknown default: break
                    }
                }
            }
        }
        returnsMemo[key] = out
        return out
    }

    /// The function, accessor or closure a node is in: a `return` belongs to it.
    private func enclosingMember(_ node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return n.id }
            current = n.parent
        }
        return nil
    }

    /// `name` inside a member of an app type `T` that declares a stored property `name` with no
    /// value: the argument labelled `name` at each `T(…)` in the module (the memberwise
    /// initializer, or one whose parameter takes the property's name).
    private func madeWith(_ name: String, around node: some SyntaxProtocol) -> [(ExprSyntax, ParsedFile)]? {
        guard let type = enclosingTypeName(node), index.declaredTypes.contains(type), index.storedWithoutValue[type]?.contains(name) == true else { return nil }
        var out: [(ExprSyntax, ParsedFile)] = []
        for site in index.calls[type] ?? [] {
            for argument in site.call.arguments where argument.label?.text == name { out.append((argument.expression, site.file)) }
        }
        return out
    }

    /// The text of a name the module binds to one string literal, placed where that literal's
    /// text is written (so a callee found in it is reported there).
    private func constantText(_ expr: ExprSyntax, in file: ParsedFile) -> [[Piece]]? {
        guard let found = NameResolver(index: index).resolve(expr, in: file, depth: 0).first else { return nil }
        return [[.text(found.text, found.contentPosition)]]
    }

    /// `String(format: "f('%@', %d)", a, n)`: the format's text, each `%@` (or `%s`) what its
    /// argument gives and each number specifier a number. Only a literal format is read.
    private func formatValues(_ call: FunctionCallExprSyntax, in file: ParsedFile, depth: Int) -> [[Piece]]? {
        guard let (format, arguments) = stringFormat(call), let literal = format.as(StringLiteralExprSyntax.self) else { return nil }
        var out: [[Piece]] = [[]]
        var next = 0
        for segment in literal.segments {
            guard case .stringSegment(let raw) = segment else { return nil }
            let bytes = Array(raw.content.text.utf8)
            let base = raw.content.positionAfterSkippingLeadingTrivia.utf8Offset
            var chunkStart = 0
            var k = 0
            func flush(_ end: Int) {
                guard end > chunkStart else { return }
                let text = unescapeSwift(String(decoding: bytes[chunkStart..<end], as: UTF8.self))
                let piece = Piece.text(text, file.position(atOffset: base + chunkStart))
                for j in out.indices { out[j].append(piece) }
            }
            while k < bytes.count {
                guard bytes[k] == UInt8(ascii: "%"), k + 1 < bytes.count else {
                    k += 1
                    continue
                }
                // A specifier: flags, width, length, then its conversion.
                var end = k + 1
                while end < bytes.count, "0123456789.-+# $lhqLzjt".utf8.contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { break }
                let conversion = bytes[end]
                flush(k)
                if conversion == UInt8(ascii: "%") {
                    let piece = Piece.text("%", file.position(atOffset: base + k))
                    for j in out.indices { out[j].append(piece) }
                } else if conversion == UInt8(ascii: "@") || conversion == UInt8(ascii: "s") {
                    guard next < arguments.count else { return nil }
                    let argument = arguments[next]
                    next += 1
                    let options = values(of: argument, in: file, depth: depth + 1).map { pieces in
                        pieces.map { piece -> Piece in
                            if case .hole(let x, let f, _, _, false) = piece { return .hole(expr: x, file: f, origin: argument, originFile: file, placed: true) }
                            return piece
                        }
                    }
                    extend(&out, with: options)
                } else {
                    // A number conversion: digits in the script, whatever the argument.
                    next += 1
                    let piece = Piece.text("0", file.position(atOffset: base + k))
                    for j in out.indices { out[j].append(piece) }
                }
                k = end + 1
                chunkStart = k
            }
            flush(bytes.count)
        }
        return out
    }

    /// Every text of `texts` followed by every text of `next`, at most `maxTemplates`; with one
    /// choice (the common case) in place, so a long concatenation is not quadratic.
    private func extend(_ texts: inout [[Piece]], with next: [[Piece]]) {
        if next.count == 1 {
            for k in texts.indices { texts[k].append(contentsOf: next[0]) }
            return
        }
        var out: [[Piece]] = []
        outer: for x in texts {
            for y in next {
                out.append(x + y)
                if out.count >= Self.maxTemplates { break outer }
            }
        }
        texts = out
    }

    /// By function body: every name's `let name = …` and `name = …` there, read in one pass over
    /// the body when a name of it is first asked (reading the body again for each reference made
    /// 5,000 evaluateJavaScript calls in one function quadratic).
    private var assignmentsByBody: [SyntaxIdentifier: [String: [ExprSyntax]]] = [:]

    /// `let name = …` and `name = …` in the function around `node`.
    private func localValues(of name: String, around node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let body = enclosingBody(node) else { return [] }
        if let known = assignmentsByBody[body.id] { return known[name] ?? [] }
        var table: [String: [ExprSyntax]] = [:]
        for n in body.tokens(viewMode: .sourceAccurate) {
            if let value = Self.assignedValue(at: n) { table[n.text, default: []].append(value) }
        }
        assignmentsByBody[body.id] = table
        return table[name] ?? []
    }

    /// The value a token names in `let NAME = value`, `if let NAME = value` or `NAME = value`.
    private static func assignedValue(at n: TokenSyntax) -> ExprSyntax? {
        if let pattern = n.parent?.as(IdentifierPatternSyntax.self), let binding = pattern.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value {
            return value
        }
        if let pattern = n.parent?.as(IdentifierPatternSyntax.self), let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value {
            return value
        }
        if let reference = n.parent?.as(DeclReferenceExprSyntax.self), let infix = reference.parent?.as(InfixOperatorExprSyntax.self),
            infix.leftOperand.id == reference.id, infix.operator.is(AssignmentExprSyntax.self)
        {
            return infix.rightOperand
        }
        return nil
    }

    private func enclosingBody(_ node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f.body.map(Syntax.init) }
            if let c = n.as(ClosureExprSyntax.self), closureParameterNames(c).isEmpty == false { return Syntax(c.statements) }
            current = n.parent
        }
        return nil
    }

    /// If `name` is a parameter of the function or stored closure around `node`: each caller's
    /// argument for it.
    private func callers(of name: String, around node: some SyntaxProtocol) -> [(ExprSyntax, ParsedFile)]? {
        var current = node.parent
        while let n = current {
            if let closure = n.as(ClosureExprSyntax.self) {
                let parameters = closureParameterNames(closure)
                if let k = parameters.firstIndex(of: name) {
                    // Only a closure stored in a property is called by name.
                    guard let property = storedClosureProperty(closure) else { return nil }
                    var out: [(ExprSyntax, ParsedFile)] = []
                    for site in index.calls[property] ?? [] where site.call.arguments.count > k {
                        out.append((Array(site.call.arguments)[k].expression, site.file))
                    }
                    return out
                }
            }
            if let decl = n.as(FunctionDeclSyntax.self) {
                guard let function = index.functions[decl.name.text]?.first(where: { $0.decl.id == decl.id }),
                    let k = function.parameterNames.firstIndex(of: name)
                else { return nil }
                var out: [(ExprSyntax, ParsedFile)] = []
                for site in index.calls[function.name] ?? [] where function.accepts(labels: callLabels(site.call), trailingClosures: trailingClosureCount(site.call)) {
                    if let argument = argument(k, of: function, in: site.call) { out.append((argument, site.file)) }
                }
                return out
            }
            current = n.parent
        }
        return nil
    }

    private func storedClosureProperty(_ closure: ClosureExprSyntax) -> String? {
        guard let infix = closure.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return nil }
        if let d = infix.leftOperand.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let m = infix.leftOperand.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return nil
    }

    // MARK: Reading the callee

    /// The template as the shared callee and quote readers take it: each hole numbered by its
    /// index in `template`.
    static func pieces(_ template: [Piece]) -> [ScriptPiece] {
        template.enumerated().map { k, piece in
            switch piece {
            case .text(let t, let p): return .text(t, p)
            case .hole: return .hole(id: k)
            }
        }
    }

    // MARK: Hazards

    /// Each interpolation inside a JavaScript string literal of the script: a quote, backslash,
    /// line break or `</script>` in the value breaks out of it.
    private func quoteHazards(_ template: [Piece]) {
        for (id, kind) in ScriptTemplate.quotedHoles(Self.pieces(template)) {
            guard template.indices.contains(id), case .hole(let expr, let file, let origin, let originFile, _) = template[id] else { continue }
            if isSafe(expr, file) || isSafe(origin, originFile) || isHostSupplied(expr) { continue }
            // `if action == "getVersion" { … "callback('\(action)')" }`: the app's own literal there.
            if holdsPlainLiteral(expr) || holdsPlainLiteral(origin) { continue }
            // Percent-encoded URL text holds no `"`, backslash, backquote, brace or line break,
            // but may hold `'` (a URL's sub-delimiter): safe in double quotes and templates only.
            if kind != "single-quoted", isPercentEncoded(expr, depth: 0) || isPercentEncoded(origin, depth: 0) { continue }
            let quote: Character = kind == "single-quoted" ? "'" : (kind == "double-quoted" ? "\"" : "`")
            let functions: HandEscape.Functions = { [index] name in index.functions[name]?.map(\.decl) ?? [] }
            if HandEscape.quotes(expr, functions: functions).contains(quote) || HandEscape.quotes(origin, functions: functions).contains(quote) { continue }
            let position = originFile.position(origin)
            guard !flagged.contains(position) else { continue }
            flagged.insert(position)
            hazards.append(Hazard.unencodedScriptInterpolation(origin.trimmedText, kind: kind, position: position))
        }
    }

    /// A parameter of a `public` or `open` function nothing in the module calls: text the app
    /// that uses this library gives it (Readium's `apply(decorations:in group:)`), not the
    /// page's. The page's reaches a script through a message, which the flow reads.
    private func isHostSupplied(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        var current = expr.parent
        while let n = current {
            if n.is(ClosureExprSyntax.self), let closure = n.as(ClosureExprSyntax.self), closureParameterNames(closure).contains(reference.baseName.text) { return false }
            if let decl = n.as(FunctionDeclSyntax.self) {
                guard decl.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }),
                    decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) })
                else { return false }
                return (callers(of: reference.baseName.text, around: reference) ?? []).isEmpty
            }
            current = n.parent
        }
        return false
    }

    /// Text that cannot break out of a string: a number or a Boolean (by literal, cast,
    /// conversion or declared type), a count, a UUID's or base64's text, what ReplyScript built.
    private func holdsPlainLiteral(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return Established.holdsPlainLiteral(reference.baseName.text, at: reference, cache: guardCache)
    }

    private func isSafe(_ expr: ExprSyntax, _ file: ParsedFile) -> Bool {
        if expr.trimmedText.contains("ReplyScript.") { return true }
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self) { return true }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isSafe(only.expression, file) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return isSafe(o.expression, file) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return isSafe(f.expression, file) }
        if let a = expr.as(AsExprSyntax.self) { return Value.isNumeric(swiftType: a.type.trimmedText) }
        if let i = expr.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            // `n ?? 0`, `a + 1`, `x.count * 2`: numbers if each side is.
            if ["??", "+", "-", "*", "/", "%"].contains(op) { return isSafe(i.leftOperand, file) && isSafe(i.rightOperand, file) }
            if ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op) { return true }
        }
        // A count, a UUID's text, a flag; and an enum's rawValue, which is always one of the
        // literals the enum declares, whatever chose the case.
        if let m = expr.as(MemberAccessExprSyntax.self),
            ["count", "uuidString", "hashValue", "isEmpty", "timeIntervalSince1970", "timeIntervalSinceNow", "rawValue"].contains(m.declName.baseName.text)
        {
            return true
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = calleeName(call) {
            if calleeBase(call) == nil, Value.isNumeric(swiftType: name) { return true }
            if name == "base64EncodedString" { return true }
        }
        guard let type = staticType(of: expr) else { return false }
        return [.integer, .number, .boolean].contains(ValueKind.of(swiftType: type))
    }

    /// Text a URL API gives percent-encoded: `url.absoluteString`, `components.string` of a
    /// `URLComponents`, `addingPercentEncoding(withAllowedCharacters: .url…Allowed)` (each of
    /// Foundation's URL character sets leaves out `"`, `\`, `` ` ``, `{`, `}` and line breaks),
    /// through `let`, `if let` and `guard let` names of the same function.
    private func isPercentEncoded(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return isPercentEncoded(o.expression, depth: depth) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return isPercentEncoded(f.expression, depth: depth) }
        if let i = expr.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return isPercentEncoded(i.leftOperand, depth: depth + 1) && (i.rightOperand.is(StringLiteralExprSyntax.self) && !i.rightOperand.trimmedText.contains("'") || isPercentEncoded(i.rightOperand, depth: depth + 1))
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if name == "absoluteString" { return true }
            if name == "string", let base = m.base { return isURLComponents(base, depth: depth + 1) }
            return false
        }
        if let call = expr.as(FunctionCallExprSyntax.self), calleeName(call) == "addingPercentEncoding",
            let set = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            return ["urlQueryAllowed", "urlPathAllowed", "urlHostAllowed", "urlFragmentAllowed", "urlUserAllowed", "urlPasswordAllowed", "alphanumerics"].contains(set)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), let value = boundValue(of: reference.baseName.text, before: expr) {
            return isPercentEncoded(value, depth: depth + 1)
        }
        return false
    }

    /// Whether `expr` is a `URLComponents`: made by its initializer, or a name bound to one.
    private func isURLComponents(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        if let call = expr.as(FunctionCallExprSyntax.self) { return call.calledExpression.trimmedText == "URLComponents" }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return isURLComponents(o.expression, depth: depth) }
        if let reference = expr.as(DeclReferenceExprSyntax.self), let value = boundValue(of: reference.baseName.text, before: expr) {
            return isURLComponents(value, depth: depth + 1)
        }
        return false
    }

    /// What `name` is bound to before `node` in the same function: `let`/`var name = …`, or the
    /// `if let`/`guard let name = …` condition in scope. Nil for a name assigned again later
    /// (`var c = URLComponents(); c = other` is not followed) or declared elsewhere.
    private func boundValue(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let n = current {
            if let conditions = n.as(ConditionElementListSyntax.self) ?? n.as(IfExprSyntax.self)?.conditions ?? n.as(GuardStmtSyntax.self)?.conditions {
                for condition in conditions where condition.position < node.position {
                    if case .optionalBinding(let binding) = condition.condition, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value {
                        return value
                    }
                }
            }
            if let block = n.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.position < node.position {
                    if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            if let value = binding.initializer?.value, !isReassigned(name, in: block) { return value }
                            return nil
                        }
                    }
                    if case .stmt(let stmt) = item.item, let guardStmt = stmt.as(GuardStmtSyntax.self) {
                        for condition in guardStmt.conditions {
                            if case .optionalBinding(let binding) = condition.condition, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value {
                                return value
                            }
                        }
                    }
                }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// Whether `name = …` is written as a whole-value assignment in `block`.
    private func isReassigned(_ name: String, in block: CodeBlockItemListSyntax) -> Bool {
        Established.assigns(name, in: block)
    }

    /// The declared type of a parameter or a stored property reached from one (`metadata.sequence`
    /// where `metadata: Metadata` and `struct Metadata { let sequence: Int }`).
    private func staticType(of expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            var current = expr.parent
            while let n = current {
                if let decl = n.as(FunctionDeclSyntax.self) {
                    for parameter in decl.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == reference.baseName.text {
                        return parameter.type.trimmedText
                    }
                    return nil
                }
                current = n.parent
            }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = staticType(of: base) {
            return index.propertyTypes[simpleTypeName(baseType)]?[member.declName.baseName.text]
        }
        return nil
    }
}
