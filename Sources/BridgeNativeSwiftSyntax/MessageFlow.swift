import BridgeNative
internal import SwiftSyntax

/// What a value in native code holds, as far as the bridge is concerned.
indirect enum Role: Equatable {
    case message
    /// `message.body`, not cast yet.
    case body
    /// The body cast to a dictionary, or a dictionary found at `path` inside it.
    case bodyObject(path: String?)
    /// The body cast to a string; `cast` indexes the BodyCast, so parsing it can be noted.
    case bodyString(cast: Int)
    /// JSON parsed from page data, not cast yet.
    case parsedJSON
    /// `object["key"]` read from the body (`path` is the dotted key).
    case bodyKey(String)
    /// A function's parameter object, or a key read from it.
    case params(function: String?)
    case paramKey(String)
    case messageName
    /// A name the page chose for the function to call.
    case functionName(HandledFunction.Source, key: String?)
    /// `dictionary.keys` of the body.
    case keys
    /// A selector made from a name the page chose (`NSSelectorFromString(method + ":")`), and
    /// the body key that names it.
    case selector(HandledFunction.Source, key: String? = nil)
    /// A one-argument selector made from the message's name (`Selector("\(message.name):")`):
    /// performed on the receiver, each handler's messages go to its method of that name.
    case nameSelector
    case navigationAction
    case request(SchemeCheck.Context)
    case url(SchemeCheck.Context)
    case scheme(SchemeCheck.Context)
    case host(SchemeCheck.Context)
    /// A URL's whole text (`url.absoluteString`), tested with `hasPrefix("myapp://")`.
    case urlText(SchemeCheck.Context)
    /// The query items of a navigation URL's components (`components.queryItems`): one found by
    /// its name (`first(where: { $0.name == "title" })`) is that query parameter.
    case queryItems
    /// The result of `components(separatedBy:)` (never empty) or `split` (may be empty).
    case split(components: Bool)
    case replyHandler
    /// A Cordova action's CDVInvokedUrlCommand: its `arguments` are what the page passed to exec.
    case cordovaCommand
    /// A Capacitor plugin method's CAPPluginCall: its `options` and getters are the page's.
    case capacitorCall
    /// The body (or an object at `path` inside it) decoded by `JSONDecoder` into the app's
    /// `type`: its properties are the keys read (`decoded.action` reads `action`).
    case decoded(type: String, path: String?)
    /// An object property of a decoded body read in a function's branch: the function's
    /// parameters, decoded into `type`.
    case decodedParams(type: String, function: String)
    /// `T.self` of one of the app's types with stored properties, handed to a generic helper
    /// that decodes into it (`decode(Share.self, from: message.body)`).
    case metatype(String)
}

struct Value {
    /// Derived from what a page sent (a message body, a navigation URL).
    var tainted = false
    var role: Role?
    /// A number or a Bool by its type (`as? Int`, `Int(text)`, `?? 0` after one): page data still,
    /// so an index from it is unchecked, but its text in a script is digits or a keyword, which
    /// cannot close a string or start code.
    var numeric = false
    /// An array by its type (`as? [String]`): page data whose length the page chose.
    var array = false
    /// JSON an encoder wrote (`JSONSerialization.data(withJSONObject:)`, `JSONEncoder().encode`,
    /// and the String made from it): put where a script expects an expression, it is a value,
    /// never code. (Inside quotes it can still end them: the script reader judges that.)
    var encoded = false
    /// The literal `nil` (`webViewActionHandler(message, nil)`): an `if let` of it never runs.
    var isNil = false
    /// An instance of the app's type made from page data (`BridgeRequest(body: message.body)`):
    /// its properties hold what the initializer stored (`MessageFlow.storedFields`).
    var madeAs: String?
    /// The kind of every value of a dictionary by its type (`as? [String: String]`): what each
    /// key read from it holds, cast or not.
    var values: ValueKind?

    static let plain = Value()

    /// Swift's number and Bool types, whose description cannot carry code into a script.
    static func isNumeric(swiftType: String) -> Bool {
        let t = swiftType.hasSuffix("?") || swiftType.hasSuffix("!") ? String(swiftType.dropLast()) : swiftType
        return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "TimeInterval"].contains(t)
    }
}

/// The code path being walked: which handlers and function it serves.
struct FlowContext {
    var handlers: [String]?
    /// The handlers are what is left after branches on message.name took theirs and left
    /// (`if message.name == "a" { …; return }` then code for every other name).
    var remainder = false
    var receiverType: String?
    var function: String?
    var scheme: String?
    var navigation = false
    var depth = 0
}

final class Scope {
    private var values: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) { self.parent = parent }

    func lookup(_ name: String) -> Value? { values[name] ?? parent?.lookup(name) }

    /// Names tested `!= nil` (`guard array != nil else { return }`): unwrapping them is safe.
    private var nonNil: Set<String> = []

    func markNonNil(_ name: String) { nonNil.insert(name) }

    func isNonNil(_ name: String) -> Bool { nonNil.contains(name) || (parent?.isNonNil(name) ?? false) }

    func bind(_ name: String, _ value: Value) {
        values[name] = value
        texts[name] = nil
    }

    /// The text a `let` names when it is built as a script would be (a literal with
    /// interpolations, a `+` chain): a script held in it and evaluated later is judged by it.
    private var texts: [String: ExprSyntax] = [:]

    func bindText(_ name: String, _ text: ExprSyntax) { texts[name] = text }

    /// The text bound to the nearest declaration of `name` (nil when that one has none).
    func lookupText(_ name: String) -> ExprSyntax? { values[name] != nil ? texts[name] : parent?.lookupText(name) }

    /// `name = value`: updates the scope that declared it, joining the taint (a branch may or may
    /// not have run).
    func assign(_ name: String, _ value: Value) {
        var scope: Scope? = self
        while let s = scope {
            if let old = s.values[name] {
                s.values[name] = Value(tainted: old.tainted || value.tainted, role: value.role ?? old.role)
                return
            }
            scope = s.parent
        }
        values[name] = value
    }
}

/// Walks the code that receives messages (and navigation URLs), following page data through
/// variables, casts, subscripts and calls into the app's own functions, and records what it
/// decodes and the unsafe things done with it.
///
/// This is a hand-written abstract interpretation over SwiftSyntax rather than the compiler's
/// type checker, which SwiftPM and the toolchain do not offer as a library: it knows the shapes
/// the seeds and the bridge libraries use, and gives up (stays quiet) on anything else.
final class MessageFlow {
    let index: SourceIndex
    let recorder: FactRecorder
    private var file: ParsedFile
    private var visited: Set<String> = []
    /// The type whose initializer is being followed, and what initializers stored in their
    /// instances' properties, by type and property.
    private var fieldOwner: String?
    private var storedFields: [String: [String: Value]] = [:]
    /// The app's types the function being followed returns instances of.
    private var returnedTypes: Set<String> = []
    /// `evaluatedParameters(_:)` by function.
    private var evaluatedMemo: [String: Set<Int>] = [:]
    /// The blocks `Established` has read, for the guards before each unsafe-looking line.
    private let guardCache = Established.Cache()
    private var urlDictionaryMemo: [String: Bool] = [:]
    private var lastStringCast: Int?
    /// Set while walking a receiver: did it test `message.name`, read `message.frameInfo`?
    private(set) var sawNameTest = false
    private(set) var sawOriginCheck = false
    private(set) var testedNames: [String] = []
    /// The types whose code registers each handler (`add(ScriptMessageHandler(delegate: self),
    /// name: "turbo")` in WebViewBridge): where a call the handler's message reaches names a
    /// method several types implement (a weak proxy's `delegate?.didReceive(message)`), the
    /// registering type's own is the one that runs.
    var registrars: [String: Set<String>] = [:]

    init(index: SourceIndex, recorder: FactRecorder, file: ParsedFile) {
        self.index = index
        self.recorder = recorder
        self.file = file
    }

    // MARK: Entry points

    func walkReceiver(_ function: FunctionInfo, messageParameter: String, replyParameter: String?, serves: [String]) {
        sawNameTest = false
        sawOriginCheck = false
        testedNames = []
        let scope = Scope()
        scope.bind(messageParameter, Value(role: .message))
        if let replyParameter { scope.bind(replyParameter, Value(role: .replyHandler)) }
        file = function.file
        walk(function.decl.body?.statements, scope, FlowContext(handlers: serves, receiverType: function.type))
    }

    /// `isMessage`: the closure is known to receive the message itself (a receiver that forwards
    /// it); otherwise its use says.
    func walkHandlerClosure(_ closure: ClosureExprSyntax, in file: ParsedFile, handler: String, receiverType: String?, isMessage: Bool = false) {
        let names = closureParameterNames(closure)
        let scope = Scope()
        if let first = names.first {
            // Some helpers hand their closure the body (MKWebViewBridge's `res`), others the
            // message itself (`addScriptMessageHandler(name: "share") { message in message.body … }`).
            scope.bind(first, isMessage || receivesMessage(closure, parameter: first) ? Value(role: .message) : Value(tainted: true, role: .body))
        }
        if names.count > 1 { scope.bind(names[1], Value(role: .replyHandler)) }
        self.file = file
        walk(closure.statements, scope, FlowContext(handlers: [handler], receiverType: receiverType))
    }

    /// Whether a handler closure's first parameter is the WKScriptMessage rather than its body:
    /// declared so (`{ (message: WKScriptMessage) in … }`), or read as one (`message.body`,
    /// `message.name`, `message.frameInfo`), which no decoded body allows without a cast first.
    func receivesMessage(_ closure: ClosureExprSyntax, parameter: String) -> Bool {
        if case .parameterClause(let clause)? = closure.signature?.parameterClause,
            let type = clause.parameters.first?.type, simpleTypeName(type.trimmedText) == "WKScriptMessage"
        {
            return true
        }
        final class MessageUse: SyntaxVisitor {
            let parameter: String
            var found = false
            init(_ parameter: String) {
                self.parameter = parameter
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if !found, let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == parameter,
                    ["body", "name", "frameInfo", "world"].contains(node.declName.baseName.text)
                {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let use = MessageUse(parameter)
        use.walk(closure.statements)
        return use.found
    }

    /// A Cordova plugin's action written in Swift (`@objc(echo:) func echo(_ command: CDVInvokedUrlCommand)`):
    /// the page's exec arguments arrive in `command.arguments`.
    func walkCordovaAction(_ function: FunctionInfo, parameter: String, name: String) {
        let scope = Scope()
        scope.bind(parameter, Value(role: .cordovaCommand))
        file = function.file
        walk(function.decl.body?.statements, scope, FlowContext(receiverType: function.type, function: name))
    }

    /// A Capacitor plugin method written in Swift (`@objc func echo(_ call: CAPPluginCall)`): the
    /// page's options arrive in `call.options` and `call.getString("key")` and the other getters.
    func walkCapacitorMethod(_ function: FunctionInfo, parameter: String, name: String) {
        let scope = Scope()
        scope.bind(parameter, Value(role: .capacitorCall))
        file = function.file
        walk(function.decl.body?.statements, scope, FlowContext(receiverType: function.type, function: name))
    }

    func walkNavigation(_ function: FunctionInfo, parameter: String, isURL: Bool) {
        let scope = Scope()
        scope.bind(parameter, isURL ? Value(tainted: true, role: .url(.other)) : Value(role: .navigationAction))
        file = function.file
        walk(function.decl.body?.statements, scope, FlowContext(receiverType: function.type, navigation: !isURL))
    }

    /// A completion handler of a script native evaluates, its first parameter the page's answer.
    func walkCompletion(_ closure: ClosureExprSyntax, result: String, in file: ParsedFile) {
        let scope = Scope()
        scope.bind(result, Value(tainted: true))
        for name in closureParameterNames(closure).dropFirst() { scope.bind(name, .plain) }
        self.file = file
        walk(closure.statements, scope, FlowContext(receiverType: enclosingTypeName(closure)))
    }

    func walkNavigationRequest(_ function: FunctionInfo, parameter: String) {
        let scope = Scope()
        scope.bind(parameter, Value(role: .request(.navigation)))
        file = function.file
        walk(function.decl.body?.statements, scope, FlowContext(receiverType: function.type, navigation: true))
    }

    // MARK: Statements

    private func walk(_ items: CodeBlockItemListSyntax?, _ scope: Scope, _ ctx: FlowContext) {
        guard let items else { return }
        var ctx = ctx
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) { declare(variable, scope, ctx) }
            case .stmt(let stmt):
                let narrowed = statement(stmt, scope, ctx)
                // `guard message.name == "a" else { return }`: the rest of the block is a's.
                if let g = stmt.as(GuardStmtSyntax.self), let names = nameTest(g.conditions, scope, ctx), Self.leaves(g.body.statements) {
                    ctx.handlers = names
                    ctx.remainder = false
                }
                // `guard url.host == "share" else { return }` (or `action == "share"`): the rest of
                // the block is that function's (its query or parameter keys are that function's).
                if let narrowed, ctx.function == nil, let function = narrowed.function {
                    ctx.function = function
                    if ctx.scheme == nil { ctx.scheme = narrowed.scheme }
                }
            case .expr(let expr):
                _ = eval(expr, scope, ctx)
            @unknown default:
                break
            }
            // `if message.name == "a" { …; return }` with no else: what follows is every other name's.
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression
            if let i = expression?.as(IfExprSyntax.self), i.elseBody == nil, Self.leaves(i.body.statements), let names = nameTest(i.conditions, scope, ctx), let all = ctx.handlers {
                ctx.handlers = all.filter { !names.contains($0) }
                ctx.remainder = true
            }
        }
    }

    /// The handlers a condition list that is only a test of message.name (`message.name == "a"`,
    /// `"a" == message.name`, `a || b` of such) selects, or nil for any other condition.
    private func nameTest(_ list: ConditionElementListSyntax, _ scope: Scope, _ ctx: FlowContext) -> [String]? {
        guard list.count == 1, case .expression(let expr) = list.first?.condition else { return nil }
        var names: [String] = []
        for part in operands(of: expr, operator: "||") {
            guard let infix = part.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            let left = eval(infix.leftOperand, scope, ctx), right = eval(infix.rightOperand, scope, ctx)
            let subject = left.role == .messageName ? left : right
            let pattern = left.role == .messageName ? infix.rightOperand : infix.leftOperand
            guard subject.role == .messageName else { return nil }
            // What the pattern names, as `match` reads it (without recording the test again).
            var texts = NameResolver(index: index).resolve(pattern, in: file, depth: 0).map(\.text)
            if texts.isEmpty, let member = pattern.as(MemberAccessExprSyntax.self) {
                texts = index.enumCase(member.declName.baseName.text, in: member.base.map { simpleTypeName($0.trimmedText) }).map { [$0.raw] } ?? []
            }
            guard !texts.isEmpty else { return nil }
            names += texts
        }
        return names.isEmpty ? nil : names
    }

    /// Whether a block always leaves (its last statement returns, throws, breaks or continues).
    private static func leaves(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let last = items.last?.item else { return false }
        guard case .stmt(let stmt) = last else { return false }
        return stmt.is(ReturnStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self) || stmt.is(BreakStmtSyntax.self) || stmt.is(ContinueStmtSyntax.self)
    }

    private func declare(_ variable: VariableDeclSyntax, _ scope: Scope, _ ctx: FlowContext) {
        for binding in variable.bindings {
            guard let initializer = binding.initializer?.value else { continue }
            let value = eval(initializer, scope, ctx)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                scope.bind(name, value)
                // `let data = text.data(using: .utf8)`: never nil (see encodesAsUnicode).
                if variable.bindingSpecifier.tokenKind == .keyword(.let), Self.encodesAsUnicode(initializer) || (value.encoded && Self.decodesUnicode(initializer)) {
                    scope.markNonNil(name)
                }
                // `let script = "\(callback)(true)"` evaluated later: the script is this text.
                if variable.bindingSpecifier.tokenKind == .keyword(.let),
                    initializer.is(StringLiteralExprSyntax.self) || initializer.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
                {
                    scope.bindText(name, initializer)
                }
            }
        }
    }

    /// Returns, for a guard, the context its conditions narrow to (what holds after it).
    @discardableResult
    private func statement(_ stmt: StmtSyntax, _ scope: Scope, _ ctx: FlowContext) -> FlowContext? {
        var narrowed: FlowContext?
        if let e = stmt.as(ExpressionStmtSyntax.self) {
            _ = eval(e.expression, scope, ctx)
        } else if let g = stmt.as(GuardStmtSyntax.self) {
            // A guard's bindings hold for the rest of the block: they go into this scope.
            var bindsPageData = false
            var bindsNil = false
            narrowed = conditions(g.conditions, scope, ctx, bindsPageData: &bindsPageData, bindsNil: &bindsNil)
            // `guard let kind = body["kind"] as? String else { fatalError(…) }`: the app traps
            // on a message the page chose, as a force unwrap would.
            if bindsPageData { noteTrap(in: g.body.statements) }
            walk(g.body.statements, Scope(parent: scope), ctx)
        } else if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
            let returned = eval(e, scope, ctx)
            // What a followed function returns of the app's own types (`return BridgeRequest(…)`).
            if let type = returned.madeAs { returnedTypes.insert(type) }
        } else if let f = stmt.as(ForStmtSyntax.self) {
            let sequence = eval(f.sequence, scope, ctx)
            let inner = Scope(parent: scope)
            if let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { inner.bind(name, Value(tainted: sequence.tainted)) }
            walk(f.body.statements, inner, ctx)
        } else if let w = stmt.as(WhileStmtSyntax.self) {
            let inner = Scope(parent: scope)
            let narrowed = conditions(w.conditions, inner, ctx)
            walk(w.body.statements, inner, narrowed)
        } else if let r = stmt.as(RepeatStmtSyntax.self) {
            walk(r.body.statements, Scope(parent: scope), ctx)
            _ = eval(r.condition, scope, ctx)
        } else if let d = stmt.as(DoStmtSyntax.self) {
            walk(d.body.statements, Scope(parent: scope), ctx)
            for clause in d.catchClauses { walk(clause.body.statements, Scope(parent: scope), ctx) }
        } else if let t = stmt.as(ThrowStmtSyntax.self) {
            _ = eval(t.expression, scope, ctx)
        } else if let l = stmt.as(LabeledStmtSyntax.self) {
            statement(l.statement, scope, ctx)
        } else if let d = stmt.as(DeferStmtSyntax.self) {
            walk(d.body.statements, Scope(parent: scope), ctx)
        }
        return narrowed
    }

    /// Binds what `if let`/`guard let` conditions bind into `scope` and gives the context the
    /// conditions narrow to (`message.name == "x"` → handler x).
    private func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ ctx: FlowContext) -> FlowContext {
        var ignored = false
        var bindsNil = false
        return conditions(list, scope, ctx, bindsPageData: &ignored, bindsNil: &bindsNil)
    }

    /// A call that stops the app in a release build (`fatalError`, `preconditionFailure`), among
    /// a block's statements: `assertionFailure` and `assert` stop only debug builds.
    static func trap(in statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        for item in statements {
            guard let call = item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self) ?? item.item.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "fatalError" || name == "preconditionFailure"
            else { continue }
            return call
        }
        return nil
    }

    /// The trap in the block a failed check on page data runs: a crash the page chooses.
    private func noteTrap(in statements: CodeBlockItemListSyntax, chosenByPage: Bool = false) {
        guard let trap = Self.trap(in: statements) else { return }
        if chosenByPage {
            hazard(
                "force-unwrap-page-data", "`\(trap.trimmedText)` runs for any value from the page no case handles: a page that sends another crashes the app",
                hint: "return instead (and reject the message)", at: trap)
            return
        }
        hazard(
            "force-unwrap-page-data", "`\(trap.trimmedText)` runs when a value from the page does not check out: a message without it crashes the app",
            hint: "return instead (and reject the message), as for a value the page leaves out", at: trap)
    }

    /// As above; `bindsPageData` is set when a binding's value derives from the page.
    private func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ ctx: FlowContext, bindsPageData: inout Bool, bindsNil: inout Bool) -> FlowContext {
        var narrowed = ctx
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value: Value
                if let initializer = binding.initializer?.value {
                    value = eval(initializer, scope, narrowed)
                } else {
                    value = name.flatMap { scope.lookup($0) } ?? .plain
                }
                if value.tainted { bindsPageData = true }
                if value.isNil { bindsNil = true }
                if let name { scope.bind(name, value) }
            case .expression(let expr):
                narrowed = condition(expr, scope, narrowed)
            case .matchingPattern(let pattern):
                let subject = eval(pattern.initializer.value, scope, narrowed)
                if let e = pattern.pattern.as(ExpressionPatternSyntax.self) {
                    narrowed = match(subject, e.expression, narrowed) ?? narrowed
                }
            default:
                break
            }
        }
        return narrowed
    }

    private func condition(_ expr: ExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> FlowContext {
        if let call = expr.as(FunctionCallExprSyntax.self), let narrowed = schemeTest(call, scope, ctx) { return narrowed }
        guard let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            _ = eval(expr, scope, ctx)
            return ctx
        }
        switch op.operator.text {
        case "&&":
            var narrowed = ctx
            for part in operands(of: expr, operator: "&&") { narrowed = condition(part, scope, narrowed) }
            return narrowed
        case "==":
            let left = eval(infix.leftOperand, scope, ctx)
            let right = eval(infix.rightOperand, scope, ctx)
            if left.role != nil, let narrowed = match(left, infix.rightOperand, ctx) { return narrowed }
            if right.role != nil, let narrowed = match(right, infix.leftOperand, ctx) { return narrowed }
            return ctx
        default:
            // `x != nil`: x may be unwrapped from here on in this scope (a guard's scope is the
            // rest of the block; an if's is its body).
            // Also a subscript or member as written (`body["title"] != nil`, then `body["title"]!`),
            // and `nil != x`.
            if op.operator.text == "!=" {
                if infix.rightOperand.is(NilLiteralExprSyntax.self) {
                    scope.markNonNil(infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text ?? infix.leftOperand.trimmedText)
                } else if infix.leftOperand.is(NilLiteralExprSyntax.self) {
                    scope.markNonNil(infix.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text ?? infix.rightOperand.trimmedText)
                }
            }
            // `!=`, `||`…: evaluated for their effects, narrowing nothing.
            _ = eval(infix.leftOperand, scope, ctx)
            _ = eval(infix.rightOperand, scope, ctx)
            return ctx
        }
    }

    /// A URL's scheme tested by a call rather than `==`: its text's start or content
    /// (`url.absoluteString.hasPrefix("myapp://")`, `urlString.contains("\(scheme)://")`, a
    /// host after it too), or a list of schemes (`["myapp", "tel"].contains(url.scheme)`). Gives
    /// the context inside the branch, or nil when the call is no such test.
    private func schemeTest(_ call: FunctionCallExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> FlowContext? {
        guard let name = calleeName(call), let baseExpr = calleeBase(call), let argument = call.arguments.first?.expression else { return nil }
        var narrowed = ctx
        if ["hasPrefix", "starts", "contains"].contains(name), case .urlText(let context)? = eval(baseExpr, scope, ctx).role {
            guard !handsOff(argument) else { return nil }
            let texts = composedTexts(argument)
            var found = false
            for text in texts {
                guard let (scheme, host) = Self.schemeAndHost(text) else { continue }
                // The scheme tested, and the host after it (`myapp://share`) as a `url.host` test.
                recorder.schemes.append(SchemeCheck(scheme: scheme, context: context, position: file.position(argument)))
                if let host {
                    recorder.schemes.append(SchemeCheck(scheme: scheme, host: host, context: context, position: file.position(argument)))
                    recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: host, source: .urlHost, position: file.position(argument)))
                    narrowed.function = host
                }
                narrowed.scheme = scheme
                found = true
            }
            return found ? narrowed : nil
        }
        if name == "contains", let list = baseExpr.as(ArrayExprSyntax.self), case .scheme(let context)? = eval(argument, scope, ctx).role {
            guard !handsOff(argument) else { return nil }
            for element in list.elements {
                for text in composedTexts(element.expression) where Self.isScheme(text) {
                    recorder.schemes.append(SchemeCheck(scheme: text.lowercased(), context: context, position: file.position(element.expression)))
                }
            }
            return narrowed
        }
        return nil
    }

    /// The texts an expression is in the module: a literal, a constant, or a literal whose
    /// interpolations are each one constant (`"\(scheme)://"`).
    private func composedTexts(_ expr: ExprSyntax) -> [String] {
        let names = NameResolver(index: index)
        guard let literal = expr.as(StringLiteralExprSyntax.self), literalText(expr) == nil else { return names.resolve(expr, in: file, depth: 0).map(\.text) }
        var out = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part): out += unescapeSwift(part.content.text)
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let inner = part.expressions.first?.expression else { return [] }
                let values = names.resolve(inner, in: file, depth: 0)
                guard values.count == 1, let only = values.first else { return [] }
                out += only.text
            @unknown default: return []
            }
        }
        return [out]
    }

    /// `myapp://share?x` → ("myapp", "share"); `myapp:` → ("myapp", nil); nil for text that
    /// does not start with a scheme.
    static func schemeAndHost(_ text: String) -> (String, String?)? {
        if let separator = text.range(of: "://") {
            let scheme = String(text[..<separator.lowerBound])
            guard isScheme(scheme) else { return nil }
            let rest = text[separator.upperBound...]
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return (scheme.lowercased(), host.isEmpty ? nil : String(host))
        }
        guard text.hasSuffix(":"), isScheme(String(text.dropLast())) else { return nil }
        return (String(text.dropLast()).lowercased(), nil)
    }

    /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// `subject` compared with `pattern` (a literal or an enum case): records what the test
    /// means and gives the context inside the branch, or nil when it means nothing here.
    private func match(_ subject: Value, _ pattern: ExprSyntax, _ ctx: FlowContext) -> FlowContext? {
        guard let role = subject.role else { return nil }
        let position = file.position(pattern)
        // What the pattern is bound to in the module (a literal, `Handler.share.rawValue`, a
        // static or stored constant, `self.name`), else an enum case (`case .share:` on
        // `Handler(rawValue: message.name)`).
        var texts = NameResolver(index: index).resolve(pattern, in: file, depth: 0).map(\.text)
        if texts.isEmpty, let member = pattern.as(MemberAccessExprSyntax.self) {
            let type = member.base.map { simpleTypeName($0.trimmedText) }
            texts = index.enumCase(member.declName.baseName.text, in: type).map { [$0.raw] } ?? []
        }
        guard let value = texts.first else { return nil }
        var narrowed = ctx
        switch role {
        case .messageName:
            // A test for names this walk does not serve is never true here (the replying
            // receiver's walk reaching a method it shares with the plain one, which tests
            // `message.name == "highlightAction"`, a name registered with add): the branch
            // serves no handler, and the receiver does not dispatch on it.
            if let handlers = ctx.handlers, !handlers.isEmpty, !texts.contains(where: handlers.contains) {
                narrowed.handlers = []
                return narrowed
            }
            // A protocol requirement (`$0.name == message.name`) can be several handlers' names.
            sawNameTest = true
            testedNames += texts
            for name in texts { recorder.handled.append(HandledName(name: name, receiverType: ctx.receiverType, position: position)) }
            narrowed.handlers = texts
        // A top-level key names the function (the action envelope's `{"action": …}`); a value
        // further in (Brave's `body["data"]["type"] == "submit"`) is data the handler branches on.
        case .bodyKey(let key) where !key.contains("."):
            recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: value, source: .actionKey, key: key, position: position))
            narrowed.function = value
        case .functionName(let source, let key):
            recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: value, source: source, key: key, position: position))
            narrowed.function = value
        case .scheme(let context):
            guard !handsOff(pattern) else { return nil }
            recorder.schemes.append(SchemeCheck(scheme: value.lowercased(), context: context, position: position))
            narrowed.scheme = value.lowercased()
        case .host(let context):
            if let scheme = ctx.scheme {
                recorder.schemes.append(SchemeCheck(scheme: scheme, host: value, context: context, position: position))
            }
            // `scheme://<function>?…`: the host names what to do.
            recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: value, source: .urlHost, position: position))
            narrowed.function = value
        default:
            return nil
        }
        return narrowed
    }

    /// Whether the `if` or `case` a scheme test decides hands the URL on to another app (see
    /// SchemeHandOff): its branch gives a URL to `open` or `load`, and neither the test nor the
    /// branch reads a part of one or calls a function of the module.
    private func handsOff(_ pattern: ExprSyntax) -> Bool {
        var node = Syntax(pattern)
        var parts: [Syntax] = []
        while let parent = node.parent {
            if let branch = parent.as(IfExprSyntax.self), node.id == branch.conditions.id {
                parts = [Syntax(branch.conditions), Syntax(branch.body)]
                break
            }
            if let branch = parent.as(SwitchCaseSyntax.self) {
                parts = [Syntax(branch.label), Syntax(branch.statements)]
                break
            }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            node = parent
        }
        var handsOn = false
        for part in parts {
            for n in part.descendants() {
                if let call = n.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression
                    let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                    if SchemeHandOff.calls.contains(name) { handsOn = true }
                    if !index.functions(named: name, labels: call.arguments.map { $0.label?.text ?? "_" }, trailingClosures: call.trailingClosure == nil ? 0 : 1).isEmpty { return false }
                } else if let member = n.as(MemberAccessExprSyntax.self), SchemeHandOff.partReads.contains(member.declName.baseName.text) {
                    return false
                }
            }
        }
        return handsOn
    }

    // MARK: Expressions

    @discardableResult
    func eval(_ expr: ExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        if expr.is(NilLiteralExprSyntax.self) {
            var value = Value()
            value.isNil = true
            return value
        }
        if let d = expr.as(DeclReferenceExprSyntax.self) {
            return scope.lookup(d.baseName.text) ?? .plain
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            guard let baseExpr = m.base else { return .plain }
            if m.declName.baseName.text == "self", let type = decodedType(ExprSyntax(m)) { return Value(role: .metatype(type)) }
            let base = eval(baseExpr, scope, ctx)
            // `request.action` of an instance its initializer filled from page data.
            if let type = base.madeAs, let field = storedFields[type]?[m.declName.baseName.text] { return field }
            // The body read for the names the branches before left: those names are handled here.
            if ctx.remainder, base.role == .message, m.declName.baseName.text == "body", let names = ctx.handlers { testedNames += names }
            if let decoded = decodedMember(base, m, ctx) { return decoded }
            if base.role == .message, let value = messageExtension(m.declName.baseName.text, base, ctx) { return value }
            return member(base, m.declName.baseName.text)
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return eval(o.expression, scope, ctx) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) {
            let inner = eval(f.expression, scope, ctx)
            let checked = f.expression.as(DeclReferenceExprSyntax.self).map { scope.isNonNil($0.baseName.text) } ?? scope.isNonNil(f.expression.trimmedText) || nilOnlyForNilArguments(f.expression)
                || Self.encodesAsUnicode(f.expression) || (inner.encoded && Self.decodesUnicode(f.expression))
            if inner.tainted, !checked {
                hazard(
                    "force-unwrap-page-data", "`\(f.trimmedText)` force-unwraps a value derived from page data; a message that does not have it crashes the app",
                    hint: "use if let / guard let and reject the message", at: f)
            }
            return inner
        }
        if let t = expr.as(TryExprSyntax.self) {
            let inner = eval(t.expression, scope, ctx)
            // An encoder's `try!` (`JSONSerialization.data(withJSONObject:)`, `JSONEncoder().encode`)
            // fails on no JSON the page can send: what it throws for is the app's own values.
            if t.questionOrExclamationMark?.tokenKind == .exclamationMark, inner.tainted, !inner.encoded {
                hazard(
                    "force-unwrap-page-data", "`try!` on a value derived from page data crashes the app when the page sends something that does not decode",
                    hint: "use try? or do/catch and reject the message", at: t)
            }
            return inner
        }
        if let a = expr.as(AwaitExprSyntax.self) { return eval(a.expression, scope, ctx) }
        if let t = expr.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first { return eval(only.expression, scope, ctx) }
            return Value(tainted: t.elements.map { eval($0.expression, scope, ctx).tainted }.contains(true))
        }
        if let a = expr.as(AsExprSyntax.self) { return cast(a, scope, ctx) }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return subscriptRead(s, scope, ctx) }
        if let c = expr.as(FunctionCallExprSyntax.self) { return call(c, scope, ctx) }
        if let i = expr.as(InfixOperatorExprSyntax.self) { return infix(i, scope, ctx) }
        if let t = expr.as(TernaryExprSyntax.self) {
            _ = eval(t.condition, scope, ctx)
            let a = eval(t.thenExpression, scope, ctx), b = eval(t.elseExpression, scope, ctx)
            return Value(tainted: a.tainted || b.tainted, role: a.role ?? b.role)
        }
        if let s = expr.as(StringLiteralExprSyntax.self) {
            var tainted = false
            for segment in s.segments {
                if case .expressionSegment(let e) = segment {
                    for argument in e.expressions where eval(argument.expression, scope, ctx).tainted { tainted = true }
                }
            }
            return Value(tainted: tainted)
        }
        if let c = expr.as(ClosureExprSyntax.self) {
            let inner = Scope(parent: scope)
            for name in closureParameterNames(c) { inner.bind(name, .plain) }
            walk(c.statements, inner, ctx)
            return .plain
        }
        if let i = expr.as(IfExprSyntax.self) {
            ifExpr(i, scope, ctx)
            return .plain
        }
        if let s = expr.as(SwitchExprSyntax.self) {
            switchExpr(s, scope, ctx)
            return .plain
        }
        // Anything else (arrays, dictionaries, key paths…): tainted if a part is.
        var tainted = false
        for child in expr.children(viewMode: .sourceAccurate) {
            if let e = child.as(ExprSyntax.self), eval(e, scope, ctx).tainted { tainted = true }
            if let list = child.as(ArrayElementListSyntax.self) {
                for element in list where eval(element.expression, scope, ctx).tainted { tainted = true }
            }
            // `["value": call.options["value"] as! String]`: each key and value is evaluated (a
            // force cast in one was not seen).
            if let list = child.as(DictionaryElementListSyntax.self) {
                for element in list {
                    if eval(element.key, scope, ctx).tainted { tainted = true }
                    if eval(element.value, scope, ctx).tainted { tainted = true }
                }
            }
        }
        return Value(tainted: tainted)
    }

    private func ifExpr(_ i: IfExprSyntax, _ scope: Scope, _ ctx: FlowContext) {
        let inner = Scope(parent: scope)
        var bindsPageData = false
        var bindsNil = false
        let narrowed = conditions(i.conditions, inner, ctx, bindsPageData: &bindsPageData, bindsNil: &bindsNil)
        // `if let replyHandler = replyHandler` where the caller passed `nil`: never runs.
        if !bindsNil { walk(i.body.statements, inner, narrowed) }
        switch i.elseBody {
        case .ifExpr(let next): ifExpr(next, scope, ctx)
        case .codeBlock(let block):
            // `if let n = Int(text) { … } else { fatalError(…) }`: the guard's trap, written as an if.
            if bindsPageData { noteTrap(in: block.statements) }
            walk(block.statements, Scope(parent: scope), ctx)
        default: break
        }
    }

    private func switchExpr(_ s: SwitchExprSyntax, _ scope: Scope, _ ctx: FlowContext) {
        let subject = eval(s.subject, scope, ctx)
        for item in s.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            var narrowed = ctx
            if case .case(let label) = switchCase.label {
                var handlers: [String] = []
                for caseItem in label.caseItems {
                    guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else { continue }
                    if let n = match(subject, pattern.expression, ctx) {
                        narrowed = n
                        if let h = n.handlers, subject.role == .messageName { handlers += h }
                    }
                }
                // `case "a", "b":` serves both.
                if subject.role == .messageName, !handlers.isEmpty { narrowed.handlers = handlers }
                if label.caseItems.count > 1, subject.role != .messageName { narrowed.function = nil }
            }
            let inner = Scope(parent: scope)
            if case .case(let label) = switchCase.label, label.caseItems.count == 1, let item = label.caseItems.first {
                bindCastPattern(item.pattern, subject, inner, narrowed)
            }
            // `switch action { … default: fatalError("unknown action") }` on a value the page
            // chose: any other value crashes the app. (Not on `message.name`: only the names
            // native registers arrive.)
            if case .default = switchCase.label, subject.tainted, subject.role != .messageName { noteTrap(in: switchCase.statements, chosenByPage: true) }
            walk(switchCase.statements, inner, narrowed)
        }
    }

    /// `case let text as String:` in a switch on page data (`switch message.body { … }`): the
    /// name is the subject cast to that type, as `let text = message.body as? String` makes it,
    /// and a cast of the body is one of the kinds the handler accepts. Read from the pattern's
    /// text (`let NAME as TYPE`), which SwiftParser leaves as an unfolded sequence.
    private func bindCastPattern(_ pattern: PatternSyntax, _ subject: Value, _ scope: Scope, _ ctx: FlowContext) {
        guard subject.tainted else { return }
        let words = pattern.trimmedText.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard words.count == 4, words[0] == "let" || words[0] == "var", words[2] == "as" else { return }
        let name = String(words[1]), typeText = String(words[3])
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        let kind = ValueKind.of(swiftType: typeText)
        switch subject.role {
        case .body?:
            var value = kind.map { castBody(to: $0, element: ValueKind.element(ofSwiftType: typeText), at: Syntax(pattern), recorded: true, ctx) } ?? Value(tainted: true)
            if let kind, [.integer, .number, .boolean].contains(kind) { value.numeric = true }
            scope.bind(name, value)
        case .bodyKey(let key)? where kind == .object && ctx.function == nil:
            scope.bind(name, Value(tainted: true, role: .bodyObject(path: key)))
        default:
            scope.bind(name, Value(tainted: true, numeric: kind.map { [.integer, .number, .boolean].contains($0) } ?? false))
        }
    }

    /// The body cast to `kind` at `node` (`message.body as? T`, `case let x as T:`): one of the
    /// kinds the handler accepts, unless `recorded` is false, and what the cast value is.
    private func castBody(to kind: ValueKind, element: ValueKind? = nil, at node: Syntax, recorded: Bool, _ ctx: FlowContext) -> Value {
        if recorded {
            recorder.bodyCasts.append(BodyCast(handlers: ctx.handlers, receiverType: ctx.receiverType, kind: kind, elementKind: element, position: file.position(node)))
        }
        switch kind {
        case .object: return Value(tainted: true, role: .bodyObject(path: nil))
        case .string:
            lastStringCast = recorder.bodyCasts.count - 1
            return Value(tainted: true, role: .bodyString(cast: recorder.bodyCasts.count - 1))
        default: return Value(tainted: true)
        }
    }

    /// `T.self` naming a type the app declares with stored properties: what `decode` makes.
    private func decodedType(_ expr: ExprSyntax?) -> String? {
        guard let m = expr?.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base else { return nil }
        let type = simpleTypeName(base.trimmedText)
        return index.declaredProperties[type]?.isEmpty == false ? type : nil
    }

    /// The body decoded into a flat type the app declares (every stored property a string, a
    /// number, a boolean or an optional one, none a type of its own or a collection): each
    /// property it decodes is a key of the body, whether the handler reads it or not, and a
    /// non-Optional one is required, since synthesized decoding throws without it
    /// (NetNewsWire's `ImageClickMessage` decodes `x`, `y`, `width`, `height` and reads two).
    /// A type with a nested or collection property may be an envelope whose parts belong to
    /// functions: its keys are read where the handler reads them, as before.
    private func decodedKeys(_ type: String, _ ctx: FlowContext) {
        guard ctx.function == nil, !index.customDecoders.contains(type), let properties = index.declaredProperties[type] else { return }
        var reads: [KeyRead] = []
        for property in properties where !property.constant {
            let inner = simpleTypeName(property.type)
            guard index.declaredProperties[inner]?.isEmpty != false, let kind = ValueKind.of(swiftType: property.type) ?? (["URL", "UUID"].contains(inner) || index.stringEnums[inner] != nil ? .string : nil),
                kind != .object, kind != .array
            else { return }
            let key = index.codingKeys[type]?[property.name] ?? property.name
            var read = KeyRead(handlers: ctx.handlers, receiverType: ctx.receiverType, function: nil, key: key, kind: kind, position: property.place.position)
            read.required = !(property.type.hasSuffix("?") || property.type.hasSuffix("!") || property.type.hasPrefix("Optional<"))
            reads.append(read)
        }
        for (read, property) in zip(reads, properties.filter { !$0.constant }) { recorder.keyRead(read, at: property.place) }
    }

    /// A property of a decoded body read as the key it decodes from (`CodingKeys` name it, else
    /// the property's name), with the kind its declared type gives, as a subscript of the body
    /// would be read (`subscriptRead`): a top-level key read in a function's branch is that
    /// function's, an object property read there is the function's parameters (the envelope's
    /// paramKey), and one bound before the branches becomes them where a branch reads it.
    private func decodedMember(_ base: Value, _ m: MemberAccessExprSyntax, _ ctx: FlowContext) -> Value? {
        let type: String, path: String?, function: String?
        switch base.role {
        case .decoded(let t, let p)?: (type, path, function) = (t, p, nil)
        case .decodedParams(let t, let f)?: (type, path, function) = (t, nil, f)
        default: return nil
        }
        let name = m.declName.baseName.text
        // A method or a computed property: page data still, no key.
        guard let property = index.declaredProperties[type]?.first(where: { $0.name == name }) else { return Value(tainted: true) }
        let key = index.codingKeys[type]?[name] ?? name
        let inner = simpleTypeName(property.type)
        let nested = index.declaredProperties[inner]?.isEmpty == false
        // What JSONDecoder reads each from: Foundation's URL and UUID, and an enum with String
        // raw values, decode from a string.
        let kind: ValueKind? = nested ? .object : ValueKind.of(swiftType: property.type) ?? (["URL", "UUID"].contains(inner) || index.stringEnums[inner] != nil ? .string : nil)
        let position = file.position(m)
        // Synthesized decoding throws on a missing key of a non-Optional property, so the page
        // must send it (a `let` with a value is not decoded, a `var` with one still is).
        let optional = property.type.hasSuffix("?") || property.type.hasSuffix("!") || property.type.hasPrefix("Optional<")
        let required = !optional && !index.customDecoders.contains(type) && !property.constant
        func read(function: String?, key: String, container: Bool = false) {
            var read = KeyRead(handlers: ctx.handlers, receiverType: ctx.receiverType, function: function, key: key, kind: kind, isParamsContainer: container, position: position)
            read.required = required && !container
            recorder.keyRead(read, node: m.declName, file: file)
        }
        func scalar(_ role: Role) -> Value { Value(tainted: true, role: role, numeric: Value.isNumeric(swiftType: property.type), array: kind == .array) }
        // The function whose parameters these are: the parameter object's, or the branch's for
        // an object the body held at a top-level key, bound before the branches.
        var paramsOf = function
        if paramsOf == nil, let path, !path.contains("."), let branch = ctx.function {
            recorder.markParamsContainer(key: path, handlers: ctx.handlers)
            paramsOf = branch
        }
        if let paramsOf {
            // A key of a function's parameters; deeper objects are not followed.
            read(function: paramsOf, key: key)
            return nested ? Value(tainted: true) : scalar(.paramKey(key))
        }
        if let path {
            let full = "\(path).\(key)"
            read(function: nil, key: full)
            return nested ? Value(tainted: true, role: .decoded(type: inner, path: full)) : scalar(.bodyKey(full))
        }
        if nested {
            guard let function = ctx.function else {
                read(function: nil, key: key)
                return Value(tainted: true, role: .decoded(type: inner, path: key))
            }
            read(function: nil, key: key, container: true)
            return Value(tainted: true, role: .decodedParams(type: inner, function: function))
        }
        read(function: ctx.function, key: key)
        return scalar(ctx.function == nil ? .bodyKey(key) : .paramKey(key))
    }

    /// Whether a call is of the app's own function of that name, called on self or on nothing
    /// (a generic `decode(_:from:)` helper), not of a decoder's method.
    private func callsOwnFunction(_ c: FunctionCallExprSyntax, _ baseExpr: ExprSyntax?, _ labels: [String]) -> Bool {
        guard baseExpr == nil || baseExpr?.trimmedText == "self", let name = calleeName(c) else { return false }
        return !index.functions(named: name, labels: labels, trailingClosures: c.trailingClosure == nil ? 0 : 1).isEmpty
    }

    /// A computed property the app adds to the message (`extension WKScriptMessage { var json:
    /// [String: Any]? { body as? [String: Any] } }`, then `message.json?["text"]`): what its one
    /// returned expression makes of this message, its `body` and `name` this message's.
    private func messageExtension(_ name: String, _ message: Value, _ ctx: FlowContext) -> Value? {
        guard !["body", "name", "frameInfo", "webView", "world"].contains(name) else { return nil }
        for (variable, declared) in index.computedProperties[name] ?? [] where enclosingTypeName(variable) == "WKScriptMessage" {
            guard variable.bindings.count == 1, let returned = IndexVisitor.returnedExpression(variable.bindings.first?.accessorBlock) else { continue }
            let scope = Scope()
            scope.bind("self", message)
            scope.bind("body", member(message, "body"))
            scope.bind("name", member(message, "name"))
            let saved = file
            file = declared
            defer { file = saved }
            return eval(returned, scope, ctx)
        }
        return nil
    }

    /// Whether `name` is a computed property of an extension of URL (or NSURL) the app declares
    /// with a dictionary type (`var queryParameters: [String: String] { … }`).
    private func urlDictionaryProperty(_ name: String) -> Bool {
        if let known = urlDictionaryMemo[name] { return known }
        var found = false
        for (decl, _) in index.computedProperties[name] ?? [] {
            guard let type = decl.bindings.first?.typeAnnotation?.type.trimmedText, ValueKind.of(swiftType: type) == .object else { continue }
            var current = decl.parent
            while let n = current {
                if let e = n.as(ExtensionDeclSyntax.self) {
                    if ["URL", "NSURL", "Foundation.URL"].contains(e.extendedType.trimmedText) { found = true }
                    break
                }
                current = n.parent
            }
        }
        urlDictionaryMemo[name] = found
        return found
    }

    private func member(_ base: Value, _ name: String) -> Value {
        switch (base.role, name) {
        case (.message?, "body"): return Value(tainted: true, role: .body)
        case (.message?, "name"): return Value(role: .messageName)
        case (.message?, "frameInfo"), (.message?, "webView"), (.message?, "world"):
            sawOriginCheck = true
            return .plain
        // The exec arguments as the page sent them: an NSArray, whose subscript traps out of range.
        case (.cordovaCommand?, "arguments"): return Value(tainted: true, array: true)
        // The options object the page passed, keyed by name.
        case (.capacitorCall?, "options"): return Value(tainted: true)
        case (.navigationAction?, "request"): return Value(role: .request(.navigation))
        case (.request(let c)?, "url"), (.request(let c)?, "mainDocumentURL"): return Value(tainted: true, role: .url(c))
        case (.url(let c)?, "scheme"): return Value(tainted: true, role: .scheme(c))
        case (.url(let c)?, "host"): return Value(tainted: true, role: .host(c))
        case (.url(let c)?, "absoluteString"), (.url(let c)?, "description"), (.url(let c)?, "relativeString"): return Value(tainted: true, role: .urlText(c))
        case (.url?, "queryItems"): return Value(tainted: true, role: .queryItems)
        // `url.queryParameters`, an extension of URL the app declares that makes a dictionary.
        case (.url?, _) where urlDictionaryProperty(name): return Value(tainted: true, role: .params(function: nil))
        case (.bodyObject?, "keys"): return Value(tainted: true, role: .keys)
        case (.keys?, "first"): return Value(tainted: true, role: .functionName(.onlyKey, key: nil))
        case (.functionName?, "description"), (.host?, "description"), (.scheme?, "description"): return base
        // A count or a flag says nothing the page chose.
        case (_, "count"), (_, "isEmpty"), (_, "startIndex"), (_, "endIndex"): return .plain
        // The app serializing a value (`locator.jsonString`): JSON text, an expression in a script.
        case (let role, _) where Self.namesJSONText(name) && !Self.isBodyString(role): return Value(tainted: base.tainted, encoded: true)
        case (.bodyString?, _): return base.tainted ? Value(tainted: true, role: base.role) : .plain
        // A property the app declares only as a number (`spot.progression`, `let progression: Double`).
        case _ where base.tainted && index.numericProperties.contains(name): return Value(tainted: true, numeric: true)
        default: return Value(tainted: base.tainted)
        }
    }

    /// A member or method named for the JSON text it makes (`jsonString`, `toJSONString()`):
    /// the app's own serializer, whose output is an encoded JavaScript expression.
    static func namesJSONText(_ name: String) -> Bool {
        ["jsonstring", "tojsonstring", "asjsonstring", "jsontext"].contains(name.lowercased())
    }

    private static func isBodyString(_ role: Role?) -> Bool {
        if case .bodyString? = role { return true }
        return false
    }

    private func cast(_ a: AsExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        var value = castValue(a, scope, ctx)
        let type = a.type.trimmedText
        value.numeric = Value.isNumeric(swiftType: type)
        value.array = value.tainted && ValueKind.of(swiftType: type) == .array
        return value
    }

    /// The literal a `first(where: { $0.name == "title" })` (or `{ item in item.name == "title" }`)
    /// closure compares a query item's name with.
    static func queryItemName(_ c: FunctionCallExprSyntax) -> String? {
        guard let closure = c.trailingClosure ?? c.arguments.first(where: { $0.label?.text == "where" })?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1, let statement = closure.statements.first,
            let test = (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?.as(InfixOperatorExprSyntax.self),
            test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
        else { return nil }
        let item = closureParameterNames(closure).first ?? "$0"
        for (side, other) in [(test.leftOperand, test.rightOperand), (test.rightOperand, test.leftOperand)] {
            if let m = side.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "name", m.base?.trimmedText == item, let key = literalText(other) { return key }
        }
        return nil
    }

    /// Types every object a page can post is: NSObject and the protocols it conforms to.
    static func everyBodyIs(_ typeText: String) -> Bool {
        let t = typeText.hasPrefix("any ") ? String(typeText.dropFirst(4)) : typeText
        return ["AnyObject", "NSObject", "NSObjectProtocol", "CVarArg", "CustomStringConvertible", "CustomDebugStringConvertible", "Hashable", "Equatable", "NSCopying"].contains(t)
    }

    private func castValue(_ a: AsExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        let inner = eval(a.expression, scope, ctx)
        let typeText = a.type.trimmedText
        let kind = ValueKind.of(swiftType: typeText)
        var forced = a.questionOrExclamationMark?.tokenKind == .exclamationMark
        // Swift 1's `x as T` (before `as!` existed) of a value whose static type is Any or
        // AnyObject (the body, a value read from it) was a forced downcast; today it does not
        // compile, so it can only be that.
        // (`x as AnyObject?` and `x as Any` compile today, and always succeed: an upcast.)
        let upcast = ["Any", "AnyObject"].contains(typeText.hasSuffix("?") || typeText.hasSuffix("!") ? String(typeText.dropLast()) : typeText)
        if a.questionOrExclamationMark == nil, inner.tainted, !inner.numeric, !upcast {
            switch inner.role {
            case .body?, .bodyKey?, .paramKey?: forced = true
            default: break
            }
        }
        // The body itself is never nil, and whatever a page posts arrives as an NSObject
        // (NSString, NSNumber, NSArray, NSDictionary, NSNull): a cast to a type every such object
        // is (`message.body as! CVarArg`, to format it) cannot fail.
        if forced, case .body? = inner.role, Self.everyBodyIs(typeText) { forced = false }
        if forced, inner.tainted, !Established.isKnownType(a.expression.trimmedText, typeText, at: a, cache: guardCache) {
            hazard(
                "force-cast-page-data", "`\(a.trimmedText)` force-casts a value derived from page data; a message of another shape crashes the app",
                hint: "use as? and reject the message when the cast fails", at: a)
        }
        switch inner.role {
        case .body?:
            guard let kind else { return inner }
            // A cast on the way out of a guard that rejected the message (Brave's
            // `else { if let body = message.body as? String { log(body) }; return }`) only
            // describes what was rejected: it is not a kind native accepts.
            let values = kind == .object ? ValueKind.values(ofSwiftType: typeText) : nil
            var cast = castBody(to: kind, element: values ?? ValueKind.element(ofSwiftType: typeText), at: Syntax(a), recorded: !Self.inGuardElse(a), ctx)
            cast.values = values
            return cast
        case .parsedJSON?:
            return kind == .object ? Value(tainted: true, role: .bodyObject(path: nil)) : Value(tainted: true)
        case .bodyKey(let key)?:
            recorder.setKind(kind, at: a.expression, in: file)
            if kind == .object {
                if ctx.function != nil {
                    recorder.markParamsContainer(at: a.expression, in: file)
                    return Value(tainted: true, role: .params(function: ctx.function))
                }
                return Value(tainted: true, role: .bodyObject(path: key))
            }
            return Value(tainted: true, role: .bodyKey(key))
        case .paramKey?:
            recorder.setKind(kind, at: a.expression, in: file)
            return Value(tainted: true)
        case .params?:
            return inner
        default:
            return Value(tainted: inner.tainted)
        }
    }

    /// `T.fromMap(map: value)!` where the app's `fromMap` returns nil only from
    /// `guard let map = map else { return nil }` (or `guard let map`) on its Optional parameters,
    /// and each such argument is a name an `if let` / `guard let` bound, so not nil
    /// (flutter_inappwebview's HitTestResult): the result is never nil.
    private func nilOnlyForNilArguments(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = calleeName(call) else { return false }
        let functions = index.functions(named: name, labels: callLabels(call), trailingClosures: trailingClosureCount(call))
        guard functions.count == 1, let function = functions.first, let body = function.decl.body else { return false }
        var guarded: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.nil) {
            // Each `return nil` must be the else of a guard that only unwraps parameters.
            guard let returned = token.parent?.parent?.as(ReturnStmtSyntax.self) else { continue }
            var n = Syntax(returned).parent
            var guardStmt: GuardStmtSyntax?
            while let node = n, guardStmt == nil {
                if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { break }
                guardStmt = node.as(GuardStmtSyntax.self)
                n = node.parent
            }
            guard let g = guardStmt, g.body.statements.count == 1 else { return false }
            for condition in g.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                    let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.initializer == nil || binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == bound,
                    function.parameterNames.contains(bound)
                else { return false }
                guarded.insert(bound)
            }
        }
        for parameter in guarded {
            guard let k = function.parameterNames.firstIndex(of: parameter), let argument = argument(k, of: function, in: call),
                let reference = argument.as(DeclReferenceExprSyntax.self), Self.boundByOptionalBinding(reference.baseName.text, at: argument)
            else { return false }
        }
        return true
    }

    /// Whether `node` is inside the `else` block of a guard, in the same function or closure.
    static func inGuardElse(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var current = child.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(InitializerDeclSyntax.self) { return false }
            if let g = n.as(GuardStmtSyntax.self), child.id == g.body.id { return true }
            child = n
            current = n.parent
        }
        return false
    }

    /// `text.data(using: .utf8)`: every String has a UTF-8 (or UTF-16, UTF-32) form, so the
    /// Optional is never nil and unwrapping it cannot trap (Fingerprint AIO's keychain secret).
    /// `String(data: d, encoding: .utf8)` (or another Unicode encoding): of an encoder's output,
    /// which is UTF-8, never nil.
    static func decodesUnicode(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), calleeName(call) == "String", call.arguments.count == 2,
            call.arguments.first?.label?.text == "data", let encoding = call.arguments.last, encoding.label?.text == "encoding"
        else { return false }
        return [".utf8", ".unicode"].contains(encodingName(encoding.expression))
    }

    static func encodesAsUnicode(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), calleeName(call) == "data", let first = call.arguments.first,
            first.label?.text == "using", call.arguments.count <= 2
        else { return false }
        return [".utf8", ".utf16", ".utf32", ".unicode"].contains(encodingName(first.expression))
    }

    /// `.utf8` for `.utf8` or `String.Encoding.utf8`.
    private static func encodingName(_ expr: ExprSyntax) -> String {
        expr.trimmedText.replacingOccurrences(of: "String.Encoding", with: "")
    }

    /// Whether `name` at `node` is a name an enclosing `if let` (or an earlier `guard let` of an
    /// enclosing block) bound: not nil there.
    static func boundByOptionalBinding(_ name: String, at node: some SyntaxProtocol) -> Bool {
        func binds(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        var current = Syntax(node).parent
        var child = Syntax(node)
        while let n = current {
            if let i = n.as(IfExprSyntax.self), child.id == i.body.id, binds(i.conditions) { return true }
            if let block = n.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < child.position {
                    if case .stmt(let st) = item.item, let g = st.as(GuardStmtSyntax.self), binds(g.conditions) { return true }
                }
            }
            if n.is(FunctionDeclSyntax.self) { return false }
            child = n
            current = n.parent
        }
        return false
    }

    /// A subscript whose result is unwrapped as an Optional (`if let v = table[id]`,
    /// `guard let …`, `table[id]?.x`, `table[id] ?? d`) reads a dictionary, not an array: an
    /// array's subscript is not optional (flutter_inappwebview's `windowWebViews[wId]`, an
    /// `[Int64: WebViewTransport]` declared in a file not read).
    static func readsOptional(_ s: SubscriptCallExprSyntax) -> Bool {
        guard let parent = s.parent else { return false }
        if parent.is(OptionalChainingExprSyntax.self) { return true }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent, binding.is(OptionalBindingConditionSyntax.self) { return true }
        if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == s.id,
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" { return true }
        return false
    }

    /// A subscript key of page data written as a literal or as a name bound to one: a local
    /// constant, a stored or static constant of the module (`private let actionKey = "action"`,
    /// `Keys.action`), a String enum case's raw value (Wikipedia's and many apps' habit of naming
    /// the envelope's keys once). Resolved only on page data, and only to one text.
    private func keyText(_ key: ExprSyntax, _ base: Value) -> String? {
        if let text = literalText(key) { return text }
        guard base.role != nil, key.is(DeclReferenceExprSyntax.self) || key.is(MemberAccessExprSyntax.self) else { return nil }
        let texts = Set(NameResolver(index: index).resolve(key, in: file, depth: 0).map(\.text))
        return texts.count == 1 ? texts.first : nil
    }

    private func subscriptRead(_ s: SubscriptCallExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        let base = eval(s.calledExpression, scope, ctx)
        guard let first = s.arguments.first?.expression else { return Value(tainted: base.tainted) }
        let key = eval(first, scope, ctx)
        if let read = keyedRead(base, first, Syntax(s), ctx) { return read }
        return unkeyedRead(s, base, key, first, ctx)
    }

    /// `object["key"]`, `object.value(forKey: "key")` or `object.object(forKey: "key")` of the
    /// body or a params object, with the key written as a literal or a constant: a key read.
    private func keyedRead(_ base: Value, _ first: ExprSyntax, _ s: Syntax, _ ctx: FlowContext) -> Value? {
        let position = file.position(s)
        if let text = keyText(first, base) {
            switch base.role {
            case .bodyObject(let path?)? where ctx.function != nil && !path.contains("."):
                // `let param = body["param"] as? [String: Any]` before `switch action`, then
                // `param["text"]` in the branch: a key of that function's parameters.
                recorder.markParamsContainer(key: path, handlers: ctx.handlers)
                recorder.keyRead(
                    KeyRead(handlers: ctx.handlers, receiverType: ctx.receiverType, function: ctx.function, key: text, kind: nil, position: position),
                    node: s, file: file)
                return Value(tainted: true, role: .paramKey(text))
            case .bodyObject(let path)?:
                let full = path.map { "\($0).\(text)" } ?? text
                recorder.keyRead(
                    KeyRead(
                        handlers: ctx.handlers, receiverType: ctx.receiverType, function: path == nil ? ctx.function : nil, key: full, kind: base.values,
                        position: position), node: s, file: file)
                var value = Value(tainted: true, role: .bodyKey(full))
                value.numeric = base.values.map { [.integer, .number, .boolean].contains($0) } ?? false
                return value
            case .params(let function)?:
                recorder.keyRead(
                    KeyRead(handlers: ctx.handlers, receiverType: ctx.receiverType, function: function ?? ctx.function, key: text, kind: nil, position: position),
                    node: s, file: file)
                return Value(tainted: true, role: .paramKey(text))
            default:
                break
            }
        }
        return nil
    }

    /// The rest of a subscript of page data: a key the page chose, an index, a split part.
    private func unkeyedRead(_ s: SubscriptCallExprSyntax, _ base: Value, _ key: Value, _ first: ExprSyntax, _ ctx: FlowContext) -> Value {
        let position = file.position(s)
        if case .functionName? = key.role, case .bodyObject? = base.role {
            return Value(tainted: true, role: .params(function: ctx.function))
        }
        if case .messageName? = key.role {
            // `handlers[message.name]`: a table of handlers, every registered name served.
            sawNameTest = true
            testedNames.append("*")
            recorder.handled.append(HandledName(name: "*", receiverType: ctx.receiverType, position: position))
        }
        if s.arguments.count == 1, s.arguments.first?.label == nil, base.role == nil || base.array {
            let baseText = s.calledExpression.trimmedText
            if key.tainted, key.numeric, !Established.boundsChecked(baseText, index: first.trimmedText, at: s, cache: guardCache), !Self.readsOptional(s) {
                // `list[index]` with a number the page sent.
                hazard(
                    "unchecked-page-index",
                    "`\(s.trimmedText)` indexes with a number from the page without checking it against the count; a page that sends a negative or too large index crashes the app",
                    hint: "check it first (guard \(baseText).indices.contains(\(first.trimmedText)) else { return })", at: s.leftSquare)
            } else if base.tainted, base.array, let n = first.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                !Established.covers(baseText, index: n, at: s, cache: guardCache)
            {
                // `items[0]` of an array the page sent.
                hazard(
                    "unchecked-page-index",
                    "`\(s.trimmedText)` indexes an array from the page without checking how many elements it has; a page that sends fewer crashes the app",
                    hint: "check the count first (guard \(baseText).count > \(n) else { return }), or use .first", at: s.leftSquare)
            }
        }
        if case .split(let components)? = base.role, let n = first.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
            // components(separatedBy:) returns at least one element; split can return none. A
            // count check the code has already passed (`guard parts.count == 3`) makes it safe.
            if !(components && n == 0), !Established.covers(s.calledExpression.trimmedText, index: n, at: s, cache: guardCache) {
                hazard(
                    "unchecked-split-index",
                    "`\(s.trimmedText)` indexes the parts of page data without checking how many there are; a message without the separator crashes the app",
                    hint: "check the count first (guard parts.count > \(n)), or use BridgeRuntime's DataURL.parse for data: URLs", at: s.leftSquare)
            }
            return Value(tainted: true)
        }
        return Value(tainted: base.tainted)
    }

    private func infix(_ i: InfixOperatorExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        if i.operator.is(AssignmentExprSyntax.self) {
            let value = eval(i.rightOperand, scope, ctx)
            if let name = i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text { scope.assign(name, value) }
            // `self.action = action` in an initializer being followed: the instance's property.
            if let owner = fieldOwner, let member = i.leftOperand.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self", value.tainted || value.role != nil {
                storedFields[owner, default: [:]][member.declName.baseName.text] = value
            }
            return .plain
        }
        let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        if op == "==" || op == "!=" || op == "&&" || op == "||" {
            _ = condition(ExprSyntax(i), scope, ctx)
            return .plain
        }
        if op == "+" {
            // A chain, walked flat (see `operands(of:operator:)`); the first operand's role stays
            // (`jsFunc + ":"` is still the function's name).
            let parts = operands(of: ExprSyntax(i), operator: "+").map { eval($0, scope, ctx) }
            var role: Role? = nil
            switch parts.first?.role {
            case .functionName?, .host?, .bodyString?: role = parts.first?.role
            default: break
            }
            return Value(tainted: parts.contains { $0.tainted }, role: role)
        }
        let left = eval(i.leftOperand, scope, ctx)
        let right = eval(i.rightOperand, scope, ctx)
        // `x ?? default` is still x; a number with a number or a literal for default is a number.
        let literal = i.rightOperand.is(IntegerLiteralExprSyntax.self) || i.rightOperand.is(FloatLiteralExprSyntax.self) || i.rightOperand.is(BooleanLiteralExprSyntax.self)
        return Value(
            tainted: left.tainted || right.tainted, role: op == "??" ? left.role : nil, numeric: op == "??" && left.numeric && (right.numeric || literal),
            array: op == "??" && left.array, encoded: op == "??" && left.encoded && (right.encoded || !right.tainted))
    }

    // MARK: Calls

    private func call(_ c: FunctionCallExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Value {
        let name = calleeName(c)
        let baseExpr = calleeBase(c)
        let base = baseExpr.map { eval($0, scope, ctx) } ?? .plain
        // `command.argument(at: 0)`: an exec argument, nil out of range (no index to check).
        if base.role == .cordovaCommand, name == "argument" { return Value(tainted: true) }
        // `call.getString("k")`, `call.getInt("k")`, `call.getArray("k")`: the page's value, nil
        // when it is missing or of another type (unwrapping it is what can trap).
        if base.role == .capacitorCall, let name, let kind = LibraryReader.getters[name] {
            return Value(tainted: true, numeric: kind.map { [.integer, .number, .boolean].contains($0) } ?? false, array: kind == .array)
        }
        // `components.queryItems?.first(where: { $0.name == "title" })?.value` of a navigation URL's
        // components: the query parameter `title` of the function the host names.
        if name == "first", let key = Self.queryItemName(c), base.role == .queryItems {
            recorder.keyRead(
                KeyRead(handlers: ctx.handlers, receiverType: ctx.receiverType, function: ctx.function, key: key, kind: nil, position: file.position(c)),
                node: Syntax(c), file: file)
            return Value(tainted: true)
        }
        let arguments = c.arguments.map { eval($0.expression, scope, ctx) }
        let labels = callLabels(c)
        // `dict.value(forKey: "title")`, `dict.object(forKey: "count")` (an NSDictionary body):
        // the same key read as `dict["title"]`.
        if name == "value" || name == "object", labels == ["forKey"], let key = c.arguments.first?.expression {
            switch base.role {
            case .bodyObject?, .params?: if let read = keyedRead(base, key, Syntax(c), ctx) { return read }
            default: break
            }
        }
        var tainted = base.tainted || arguments.contains { $0.tainted }
        let closures = [c.trailingClosure].compactMap { $0 } + c.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            let inner = Scope(parent: scope)
            let parameters = closureParameterNames(closure)
            for p in parameters { inner.bind(p, .plain) }
            // `parts.forEach { part in … }` over page data (a split, an array the page sent): each
            // element is the page's too.
            if base.tainted, let name, NameResolver.elementClosures.contains(name), closures.count == 1 {
                inner.bind(parameters.first ?? "$0", Value(tainted: true))
            }
            walk(closure.statements, inner, ctx)
        }

        if let (table, methods, role, unnamed) = closureTable(called: c.calledExpression, scope, ctx) {
            // `actions[message.name]?(message.body)`: each key's closure serves that handler alone.
            // `actions[action]?(params)` with the action key's text: each key is a function,
            // its closure that function's code (what it reads of `params` its parameters).
            if role == .messageName { sawNameTest = true }
            /// The context an entry's code runs in, once what selects it is recorded.
            func entryContext(key entryKey: String, at position: NativePosition) -> FlowContext {
                var inner = ctx
                switch role {
                case .bodyKey(let key) where !key.contains("."):
                    recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: entryKey, source: .actionKey, key: key, position: position))
                    inner.function = entryKey
                case .functionName(let source, let key):
                    recorder.functions.append(HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: entryKey, source: source, key: key, position: position))
                    inner.function = entryKey
                case .messageName:
                    testedNames.append(entryKey)
                    recorder.handled.append(HandledName(name: entryKey, receiverType: ctx.receiverType, position: position))
                    inner.handlers = [entryKey]
                default:
                    // Some other page value picks the closure: each may run with what it is given.
                    break
                }
                return inner
            }
            let named = table.map { (context: entryContext(key: $0.key, at: $0.file.position($0.closure)), closure: $0.closure, file: $0.file) }
            for entry in named + unnamed.map({ (context: ctx, closure: $0.closure, file: $0.file) }) {
                let closureScope = Scope()
                for (k, parameter) in closureParameterNames(entry.closure).enumerated() where k < arguments.count { closureScope.bind(parameter, arguments[k]) }
                let saved = file
                file = entry.file
                walk(entry.closure.statements, closureScope, entry.context)
                file = saved
            }
            // `["share": share, "open": self.open(_:)]`: the type's own method runs with the arguments.
            for entry in methods {
                let inner = entryContext(key: entry.key, at: entry.place.position)
                let candidates = (index.functions[entry.method] ?? []).filter { function in
                    function.type == ctx.receiverType && (entry.labels.map { function.labels == $0 } ?? (function.labels.count == arguments.count))
                }
                for function in candidates { _ = follow(function, arguments, inner) }
            }
            return .plain
        }
        if let name, ScriptReader.evaluates(name, label: labels.first == "_" ? nil : labels.first), let script = c.arguments.first?.expression,
            !Self.runsInSender(c)
        {
            scriptHazards(script, scope, ctx)
        }
        switch name {
        case let type? where baseExpr == nil && Value.isNumeric(swiftType: type):
            // `Int(text)`, `Double(value)`: a number, or nil.
            return Value(tainted: tainted, numeric: true)
        case "URL"? where labels.first == "string", "URLComponents"? where labels.first == "string", "URLComponents"? where labels.first == "url":
            if case .bodyString(let k)? = arguments.first?.role { recorder.noteParsed(k, as: "url") }
            let context: SchemeCheck.Context = ctx.navigation ? .navigation : .message
            return Value(tainted: tainted, role: tainted ? .url(context) : nil)
        case "call"? where baseExpr?.trimmedText == "ReplyScript":
            // BridgeRuntime's encoder: what it returns is safe to evaluate, whatever went in.
            return .plain
        case "parse"? where baseExpr?.trimmedText == "DataURL":
            if case .bodyString(let k)? = arguments.first?.role { recorder.noteParsed(k, as: "data-url") }
            return Value(tainted: tainted)
        case "Data"? where labels.first == "base64Encoded":
            if tainted, let k = lastStringCast { recorder.noteParsed(k, as: "data-url") }
            return Value(tainted: tainted)
        case "data"? where labels.first == "withJSONObject" && baseExpr?.trimmedText == "JSONSerialization",
            "encode"? where baseExpr.map({ $0.trimmedText.contains("JSONEncoder") || $0.trimmedText.lowercased().contains("encoder") }) == true:
            // The body itself turned back into JSON (to decode it into a type): only a
            // dictionary or an array converts, so the handler takes an object.
            if name == "data", arguments.first?.role == .body, let argument = c.arguments.first {
                recorder.bodyCasts.append(BodyCast(handlers: ctx.handlers, receiverType: ctx.receiverType, kind: .object, position: file.position(argument.expression)))
            }
            return Value(tainted: tainted, encoded: true)
        case "String"? where baseExpr == nil && (labels.first == "data" || labels.first == "decoding") && arguments.first?.encoded == true:
            return Value(tainted: tainted, encoded: true)
        case "String"? where baseExpr == nil && labels == ["_"] && arguments.first?.encoded == true:
            // `String(json.dropFirst().dropLast())`: the same text.
            return Value(tainted: tainted, encoded: true)
        case "dropFirst"? where c.arguments.isEmpty && base.encoded, "dropLast"? where c.arguments.isEmpty && base.encoded:
            // An encoded array's brackets dropped (`json.dropFirst().dropLast()`, to splice its
            // elements in as arguments): JSON values still, each one whole.
            return Value(tainted: base.tainted, encoded: true)
        case "jsonObject"? where labels.first == "with", "decode"? where labels.contains("from") && !callsOwnFunction(c, baseExpr, labels):
            if let k = lastStringCast, tainted { recorder.noteParsed(k, as: "json-string") }
            // `JSONDecoder().decode(Message.self, from: data)` into a type the app declares: its
            // properties are what is read.
            // The type is written there, or is a generic helper's parameter given `T.self`.
            var metatype: String?
            if case .metatype(let t)? = arguments.first?.role { metatype = t }
            if tainted, name == "decode", let type = decodedType(c.arguments.first?.expression) ?? metatype {
                decodedKeys(type, ctx)
                return Value(tainted: true, role: .decoded(type: type, path: nil))
            }
            return Value(tainted: tainted, role: tainted ? .parsedJSON : nil)
        case "Selector"?, "NSSelectorFromString"?:
            if case .functionName(let source, let key)? = arguments.first?.role { return Value(tainted: true, role: .selector(source, key: key)) }
            if case .host? = arguments.first?.role { return Value(tainted: true, role: .selector(.urlHost)) }
            // The action key's text, with the colon of a one-argument method added
            // (`NSSelectorFromString(method + ":")`, `Selector("\(method):")`): the page names one of
            // the class's @objc methods.
            if let argument = c.arguments.first?.expression, let key = selectorKey(argument, scope, ctx) { return Value(tainted: true, role: .selector(.actionKey, key: key)) }
            if let argument = c.arguments.first?.expression, let named = selectorName(argument), eval(named, scope, ctx).role == .messageName { return Value(role: .nameSelector) }
            return Value(tainted: tainted)
        case "class_getInstanceMethod"?, "class_respondsToSelector"?:
            if arguments.count == 2, case .selector(let source, let key)? = arguments[1].role, let type = selfType(c.arguments.first?.expression) {
                dispatchObjC(type, source: source, key: key, params: nil, ctx)
            }
            return .plain
        case "perform"? where arguments.first?.role == .nameSelector:
            // `perform(Selector("\(message.name):"), with: message.body)` on the receiver itself.
            if baseExpr == nil || baseExpr?.trimmedText == "self", let type = ctx.receiverType { dispatchByName(type, with: arguments.count > 1 ? arguments[1] : nil, ctx) }
            return .plain
        case "perform"?:
            // A method the page names, performed with no `responds(to:)` asked of it in the
            // function: a name the class lacks throws (unrecognized selector).
            if let first = arguments.first, first.tainted, first.role != .nameSelector, let selector = c.arguments.first?.expression, !isNameSelector(selector, scope, ctx),
                !asksResponds(selector, around: c)
            {
                hazard(
                    "force-cast-page-data",
                    "`\(c.trimmedText)` calls the method the page names without checking that the class has it; a page that names another crashes the app (unrecognized selector)",
                    hint: "check responds(to: selector) first and reject other messages", at: c)
            }
            // On an instance, or on self (`perform(selector, with: params)` in the receiver).
            if case .selector(let source, let key)? = arguments.first?.role, let type = baseExpr.map({ $0.trimmedText == "self" ? ctx.receiverType : instanceType($0) }) ?? ctx.receiverType {
                let params = arguments.count > 1 ? arguments[1] : nil
                if key != nil, let params {
                    switch params.role {
                    case .bodyKey(let k)? where !k.contains("."): recorder.markParamsContainer(key: k, handlers: ctx.handlers)
                    case .bodyObject(let k?)? where !k.contains("."): recorder.markParamsContainer(key: k, handlers: ctx.handlers)
                    default: break
                    }
                }
                dispatchObjC(type, source: source, key: key, params: params, ctx)
            }
            return .plain
        case "index"? where labels == ["_", "offsetBy"] && base.tainted:
            // `text.index(text.startIndex, offsetBy: 3)` on a page string shorter than that traps.
            if let baseText = baseExpr?.trimmedText, let from = c.arguments.first?.expression.trimmedText, let offset = c.arguments.last?.expression,
                from.hasSuffix("startIndex") || from.hasSuffix("endIndex")
            {
                let literal = offset.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
                    ?? offset.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } : nil }
                let checked = literal.map { $0 == 0 || Established.covers(baseText, index: $0 - 1, at: c, cache: guardCache) }
                    ?? Established.boundsChecked(baseText, index: offset.trimmedText, at: c, cache: guardCache)
                if !checked {
                    hazard(
                        "unchecked-page-index",
                        "`\(c.trimmedText)` moves an index through a string from the page without checking its length; a shorter string crashes the app",
                        hint: "check the length first (guard \(baseText).count >= \(literal.map(String.init) ?? offset.trimmedText) else { return }), or use index(_:offsetBy:limitedBy:) or prefix", at: c)
                }
            }
            return Value(tainted: true)
        case "components"? where labels.first == "separatedBy":
            return Value(tainted: base.tainted, role: base.tainted ? .split(components: true) : nil)
        case "split"?:
            return Value(tainted: base.tainted, role: base.tainted ? .split(components: false) : nil)
        case "data"? where labels.first == "using":
            return Value(tainted: base.tainted, role: base.role)
        case "replacingOccurrences"?, "trimmingCharacters"?, "lowercased"?, "uppercased"?:
            if case .bodyString? = base.role { return base }
            // `url.scheme?.lowercased()` is still the scheme, compared the same way.
            switch base.role {
            case .scheme?, .host?, .urlText?: if name == "lowercased" || name == "uppercased" { return base }
            default: break
            }
            return Value(tainted: base.tainted)
        default:
            break
        }
        // `spread.jsonString(…)`, `payload.toJSONString()`: the app serializing a value.
        if let name, baseExpr != nil, Self.namesJSONText(name), !Self.isBodyString(base.role) { return Value(tainted: tainted, encoded: true) }
        if let callee = c.calledExpression.as(DeclReferenceExprSyntax.self), let value = scope.lookup(callee.baseName.text), value.role == .replyHandler {
            recorder.replies.append(ReplyUse(handlers: ctx.handlers, receiverType: ctx.receiverType, position: file.position(c)))
            return .plain
        }
        if let name, name.first?.isUppercase == true, case .messageName? = arguments.first?.role, labels.first == "rawValue" {
            // `WebMessageHandler(rawValue: message.name)`: still the handler's name.
            return Value(role: .messageName)
        }
        if let name, name.first?.isUppercase == true, arguments.count == 1, case .bodyKey(let key)? = arguments.first?.role, !key.contains("."), index.stringEnums[name] != nil {
            // `MessageType(rawValue: body["type"] as? String)`: the key still names the function,
            // each case by its raw value (`switch type { case .login: … }`). So does an init of
            // the enum's own that takes the text (`init?(pcsActionString:)` cleaning it, then
            // `self.init(rawValue:)`): the page names a case by its raw value.
            return Value(tainted: true, role: .bodyKey(key))
        }
        // The app's own type made from the message or from page data (`BridgeMessage(message)`,
        // an enum whose `init?(_ message: WKScriptMessage)` casts the body and switches on its
        // `type`; `BridgeRequest(body: message.body)`, whose init stores the action it read):
        // its initializer is the handler's code, walked with those values, and the instance's
        // properties hold what it stored.
        if let name, name.first?.isUppercase == true, ctx.depth < 4, arguments.contains(where: { $0.tainted || $0.role != nil }),
            let initializer = (index.initializers[name] ?? []).first(where: { Self.accepts($0.decl, labels: labels) })
        {
            followInitializer(initializer.decl, of: name, in: initializer.file, arguments, ctx)
            var made = Value(tainted: true)
            made.madeAs = name
            return made
        }
        // A struct's memberwise initializer given page data (`BridgeRequest(action: action,
        // params: …)`): each property holds what its label was given.
        if let name, name.first?.isUppercase == true, arguments.contains(where: { $0.tainted || $0.role != nil }), (index.initializers[name] ?? []).isEmpty,
            let properties = index.declaredProperties[name], !labels.isEmpty, labels.allSatisfy({ label in properties.contains { $0.name == label } })
        {
            for (label, value) in zip(labels, arguments) where value.tainted || value.role != nil { storedFields[name, default: [:]][label] = value }
            var made = Value(tainted: true)
            made.madeAs = name
            return made
        }
        // An instance of one of the app's own classes or structs made from the message or from
        // page data (`ScriptMessage(message: message)`, Hotwire's): what its properties hold
        // came from the page, so forcing one open crashes on a message without it.
        if let name, name.first?.isUppercase == true, index.declaredTypes.contains(name), arguments.contains(where: { $0.tainted || $0.role == .message }) {
            return Value(tainted: true)
        }
        // A method of the enum a key's text was made into (`PCSAction(…)?.getAction(with: data)`,
        // whose body switches on `self`): `self` there is that key, so its cases are the functions.
        var selfValue: Value?
        if baseExpr != nil, case .bodyKey(let key)? = base.role, !key.contains(".") { selfValue = base }
        // The app's own function: follow the page data into it (a few calls deep).
        if let name, ctx.depth < 4, selfValue != nil || arguments.contains(where: { $0.tainted || $0.role != nil }) {
            var candidates = index.functions(named: name, labels: labels, trailingClosures: closures.count)
            // A stored closure called with the message (a SwiftUI coordinator's
            // `webViewActionHandler(message, nil)`): the app's methods assigned to it.
            if candidates.isEmpty, baseExpr == nil || baseExpr?.trimmedText == "self", let owner = enclosingTypeName(c) {
                candidates = closurePropertyTargets(name, owner: owner, arguments: arguments.count)
            }
            // A script built here and handed to a function that evaluates it whole
            // (`send("\(callback)(…)")`) is judged here, where its holes' values are known.
            var judged: Set<Int> = []
            for function in candidates {
                for k in evaluatedParameters(function).sorted() where judged.insert(k).inserted {
                    if let script = argument(k, of: function, in: c) { scriptHazards(script, scope, ctx) }
                }
            }
            // Several types' methods of this name, some of them registering the handlers being
            // served: each registering type's method gets the messages of its own handlers.
            var registered: [String: [String]] = [:]
            if candidates.count > 1, let handlers = ctx.handlers {
                for handler in handlers { for type in registrars[handler] ?? [] { registered[type, default: []].append(handler) } }
                let own = candidates.filter { $0.type.map { registered[$0] != nil } ?? false }
                if !own.isEmpty { candidates = own }
            }
            for function in candidates {
                var narrowed = ctx
                if let type = function.type, let own = registered[type] { narrowed.handlers = own }
                if let result = follow(function, arguments, narrowed, self: function.type.flatMap { index.stringEnums[$0] } != nil ? selfValue : nil) {
                    tainted = tainted || result.tainted
                    if result.role != nil { return Value(tainted: true, role: result.role) }
                    if result.madeAs != nil { return result }
                }
            }
        }
        return Value(tainted: tainted)
    }

    /// The closures of a table called through the message's name (`actions[message.name]?(…)`,
    /// `self.actions[message.name]!(…)`), when the table is a property the module fills with
    /// closures under literal keys.
    private func closureTable(called: ExprSyntax, _ scope: Scope, _ ctx: FlowContext)
        -> (
            entries: [(key: String, closure: ClosureExprSyntax, file: ParsedFile)], methods: [(key: String, method: String, labels: [String]?, place: Place)], role: Role,
            unnamed: [(closure: ClosureExprSyntax, file: ParsedFile)]
        )?
    {
        var callee = called
        while true {
            if let o = callee.as(OptionalChainingExprSyntax.self) { callee = o.expression; continue }
            if let f = callee.as(ForceUnwrapExprSyntax.self) { callee = f.expression; continue }
            break
        }
        guard let s = callee.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let key = s.arguments.first?.expression else { return nil }
        let value = eval(key, scope, ctx)
        guard value.tainted || value.role != nil else { return nil }
        let role = value.role ?? .body
        let property = s.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? s.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let property else { return nil }
        var table = index.closureTables[property] ?? []
        // Entries a registrar adds where it is called: `bridge.on("share") { data in … }`; one
        // under a key that is not a literal still runs with what the page sent, for no name.
        var unnamed: [(closure: ClosureExprSyntax, file: ParsedFile)] = []
        for registrar in index.tableRegistrars[property] ?? [] {
            let functions = (index.functions[registrar.function] ?? []).filter { $0.labels == registrar.labels }
            guard let function = functions.first, functions.count == 1 else { continue }
            for site in index.calls[registrar.function] ?? [] where function.accepts(labels: callLabels(site.call), trailingClosures: trailingClosureCount(site.call)) {
                let last = registrar.value == function.labels.count - 1
                guard let keyArgument = argument(registrar.key, of: function, in: site.call),
                    let closure = argument(registrar.value, of: function, in: site.call)?.as(ClosureExprSyntax.self) ?? (last ? site.call.trailingClosure : nil)
                else { continue }
                if let key = literalText(keyArgument) { table.append((key, closure, site.file)) } else { unnamed.append((closure, site.file)) }
            }
        }
        let methods = index.methodTables[property] ?? []
        guard !table.isEmpty || !methods.isEmpty || !unnamed.isEmpty else { return nil }
        return (table, methods, role, unnamed)
    }

    /// `evaluateJavaScript(script, in: message.frameInfo, in: .page)`: the script runs in the
    /// frame that sent the message, in the page's own world (DuckDuckGo's autoconsent evaluates
    /// the rule snippets its content script asks for): what the page put in it, it could have
    /// run there itself, so it gains nothing.
    static func runsInSender(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        let frame = arguments.first { $0.label?.text == "in" && $0.expression.trimmedText.hasSuffix(".frameInfo") }
        let world = arguments.last { $0.label?.text == "in" }?.expression.trimmedText
        return frame != nil && (world == ".page" || world == "WKContentWorld.page")
    }

    /// Page data spliced into a script native evaluates (interpolated or concatenated, quoted or
    /// not) without an encoder: the page chooses code that runs in itself with native's answer.
    private func scriptHazards(_ script: ExprSyntax, _ scope: Scope, _ ctx: FlowContext) {
        var parts: [ExprSyntax] = []
        // The script as text and holes, to know which holes sit inside a string literal of it.
        var pieces: [ScriptPiece] = []
        func hole(_ x: ExprSyntax) {
            pieces.append(.hole(id: parts.count))
            parts.append(x)
        }
        func collect(_ e: ExprSyntax) {
            if let literal = e.as(StringLiteralExprSyntax.self) {
                for segment in literal.segments {
                    switch segment {
                    case .stringSegment(let s): pieces.append(.text(literal.openingPounds == nil ? unescapeSwift(s.content.text) : s.content.text, file.position(s)))
                    case .expressionSegment(let s): if let x = s.expressions.first?.expression { hole(x) }
                    @unknown default: break
                    }
                }
            } else if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
                for part in operands(of: ExprSyntax(infix), operator: "+") { collect(part) }
            } else if let call = e.as(FunctionCallExprSyntax.self), let (_, arguments) = stringFormat(call) {
                // `String(format:…)`: what fills the format is what goes into the script.
                for argument in arguments { collect(argument) }
            } else {
                hole(e)
            }
        }
        // A `let` of this function holding the whole script is judged by its text, with what its
        // holes hold here; another variable was built elsewhere, and the script reader judges its
        // literal where it is written.
        if let reference = script.as(DeclReferenceExprSyntax.self) {
            guard let text = scope.lookupText(reference.baseName.text) else { return }
            collect(text)
        } else {
            collect(script)
        }
        var quoted: [Int: Character] = [:]
        for (id, kind) in ScriptTemplate.quotedHoles(pieces) { quoted[id] = kind == "single-quoted" ? "'" : (kind == "double-quoted" ? "\"" : "`") }
        for (id, part) in parts.enumerated() where !part.trimmedText.contains("ReplyScript.") {
            let value = eval(part, scope, ctx)
            guard value.tainted, !value.numeric, !value.encoded else { continue }
            if let reference = part.as(DeclReferenceExprSyntax.self), Established.holdsPlainLiteral(reference.baseName.text, at: reference, cache: guardCache) { continue }
            // Escaped by hand for the quotes it stands in: text, not code.
            if let quote = quoted[id], HandEscape.quotes(part, functions: { [index] name in index.functions[name]?.map(\.decl) ?? [] }).contains(quote) { continue }
            hazard(
                "unencoded-script-interpolation",
                "`\(part.trimmedText)` is put into a script native evaluates, and it comes from the page: the page chooses the code that runs",
                hint: "build the script with BridgeRuntime's ReplyScript.call(path, arguments), which encodes every argument", at: part)
        }
    }

    /// The parameters of an app function that it evaluates whole as a script: `func send(_ js:
    /// String) { webView.evaluateJavaScript(js) }` (in a closure too, as `DispatchQueue.main.async
    /// { … }`), directly or by handing the parameter to another such function, three calls deep.
    private func evaluatedParameters(_ function: FunctionInfo, depth: Int = 0) -> Set<Int> {
        if let known = evaluatedMemo[function.key] { return known }
        // A cycle (or a chain deeper than followed) evaluates nothing more.
        evaluatedMemo[function.key] = []
        guard depth < 3, let body = function.decl.body else { return [] }
        var out: Set<Int> = []
        for node in Syntax(body).descendants() {
            guard let call = node.as(FunctionCallExprSyntax.self), let name = calleeName(call) else { continue }
            let labels = callLabels(call)
            if ScriptReader.evaluates(name, label: labels.first == "_" ? nil : labels.first), !Self.runsInSender(call) {
                if let first = call.arguments.first?.expression, let k = parameterIndex(first, in: function) { out.insert(k) }
                continue
            }
            // Handed on, bare, to another function that evaluates it.
            let passed = call.arguments.enumerated().compactMap { j, a in parameterIndex(a.expression, in: function).map { (j, $0) } }
            guard !passed.isEmpty else { continue }
            for callee in index.functions(named: name, labels: labels, trailingClosures: trailingClosureCount(call)) {
                for j in evaluatedParameters(callee, depth: depth + 1) {
                    guard let handed = argument(j, of: callee, in: call), let k = parameterIndex(handed, in: function) else { continue }
                    out.insert(k)
                }
            }
        }
        evaluatedMemo[function.key] = out
        return out
    }

    /// The app's methods a stored closure property may hold when it is called: a method (or
    /// another such property) assigned to it by name, or given for it to an initializer of its
    /// type, a few steps deep (a coordinator's `webViewActionHandler`, set from its SwiftUI
    /// view's property, which the parent view makes with its own method:
    /// `WebReader(…, webViewActionHandler: webViewActionHandler)`). Methods taking as many
    /// parameters as the call passes, since a closure is called without labels.
    private func closurePropertyTargets(_ property: String, owner: String, arguments: Int) -> [FunctionInfo] {
        var seen: Set<String> = []
        return closurePropertyTargets(property, owner: owner, arguments: arguments, depth: 0, seen: &seen)
    }

    /// `seen`: every (name, type) followed in this search, so each is read once however the
    /// assignments branch.
    private func closurePropertyTargets(_ property: String, owner: String, arguments: Int, depth: Int, seen: inout Set<String>) -> [FunctionInfo] {
        guard depth < 4, let declared = index.declaredProperties[owner]?.first(where: { $0.name == property }), declared.type.contains("->") else { return [] }
        var references: [(name: String, type: String?)] = index.propertyReferences[property] ?? []
        for site in index.calls[owner] ?? [] where SourceIndex.constructs(site.call) {
            guard let given = index.initializerArgument(site.call, type: owner, property: property) else { continue }
            let name = given.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? given.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
            if let name { references.append((name, enclosingTypeName(site.call))) }
        }
        var out: [FunctionInfo] = []
        for (name, type) in references {
            guard let type, seen.insert(name + "|" + type).inserted else { continue }
            let methods = (index.functions[name] ?? []).filter { $0.type == type && $0.parameterNames.count == arguments }
            if !methods.isEmpty {
                out += methods
            } else if name != property || type != owner {
                out += closurePropertyTargets(name, owner: type, arguments: arguments, depth: depth + 1, seen: &seen)
            }
        }
        return out
    }

    /// Whether a call with these labels can call the initializer (no defaulted parameter left out).
    private static func accepts(_ initializer: InitializerDeclSyntax, labels: [String]) -> Bool {
        initializer.signature.parameterClause.parameters.map { $0.firstName.text } == labels
    }

    /// Walks an initializer of the app's message type with its parameters bound to the call's
    /// values, once for each handler context.
    private func followInitializer(_ decl: InitializerDeclSyntax, of type: String, in initializerFile: ParsedFile, _ arguments: [Value], _ ctx: FlowContext) {
        let key = "\(initializerFile.path):\(decl.position.utf8Offset)|" + (ctx.handlers?.joined(separator: ",") ?? "*") + "|" + (ctx.function ?? "")
        guard !visited.contains(key) else { return }
        visited.insert(key)
        let scope = Scope()
        for (k, parameter) in decl.signature.parameterClause.parameters.enumerated() where k < arguments.count {
            scope.bind((parameter.secondName ?? parameter.firstName).text, arguments[k])
        }
        var inner = ctx
        inner.depth += 1
        let saved = file
        let savedOwner = fieldOwner
        file = initializerFile
        fieldOwner = type
        walk(decl.body?.statements, scope, inner)
        file = saved
        fieldOwner = savedOwner
    }

    /// Walks a function with its parameters bound to the call's values; gives what it returns,
    /// roughly: a function that turns a body string into a dictionary parsed JSON.
    private func follow(_ function: FunctionInfo, _ arguments: [Value], _ ctx: FlowContext, self selfValue: Value? = nil) -> Value? {
        let signature = arguments.map { "\($0.tainted)\(String(describing: $0.role))" }.joined(separator: ",") + (selfValue.map { "|self:\(String(describing: $0.role))" } ?? "")
        let key = function.key + "|" + signature + "|" + (ctx.handlers?.joined(separator: ",") ?? "*") + "|" + (ctx.function ?? "")
        let returnsObject = function.decl.signature.returnClause.map { ValueKind.of(swiftType: $0.type.trimmedText) == .object } ?? false
        let fromString = arguments.contains { if case .bodyString? = $0.role { return true } else { return false } }
        if returnsObject, fromString, let k = lastStringCast { recorder.noteParsed(k, as: "json-string") }
        // The app's own parse of a navigation URL (`parameters(of: url) -> [String: String]`):
        // the keys read from it are the parameters of the function the host names.
        let fromURL = arguments.contains {
            switch $0.role {
            case .url?, .urlText?: return true
            default: return false
            }
        }
        let result = Value(tainted: true, role: returnsObject && fromString ? .bodyObject(path: nil) : (returnsObject && fromURL ? .params(function: nil) : nil))
        guard !visited.contains(key) else { return result }
        visited.insert(key)
        let scope = Scope()
        for (k, name) in function.parameterNames.enumerated() where k < arguments.count {
            // A parameter declared as a number holds a number, whatever the caller had.
            var value = arguments[k]
            if k < function.parameterTypes.count, Value.isNumeric(swiftType: function.parameterTypes[k]) { value.numeric = true }
            scope.bind(name, value)
        }
        if let selfValue { scope.bind("self", selfValue) }
        var inner = ctx
        inner.depth += 1
        // A method of another type that names itself after one of the handlers being served
        // (`struct ShareHandler: BridgeHandler { let name = "share" }`) serves that one alone.
        if let handlers = ctx.handlers, handlers.count > 1, let type = function.type, type != ctx.receiverType,
            let own = index.handlerNamed(byType: type, among: handlers)
        {
            inner.handlers = [own]
        }
        let saved = file
        let savedReturns = returnedTypes
        file = function.file
        returnedTypes = []
        walk(function.decl.body?.statements, scope, inner)
        file = saved
        var out = result
        if returnedTypes.count == 1 { out.madeAs = returnedTypes.first }
        returnedTypes = savedReturns
        return out
    }

    /// `perform(Selector(name + ":"), with: params)` on an instance of `type`: every @objc method
    /// of it with an argument is a function the page may name.
    /// The top-level body key whose text, with one colon added, a selector is made from.
    private func selectorKey(_ expr: ExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> String? {
        guard let named = selectorName(expr), case .bodyKey(let key)? = eval(named, scope, ctx).role, !key.contains(".") else { return nil }
        return key
    }

    /// The expression a one-argument selector's text is made from: `name + ":"`, `"\(name):"`.
    private func selectorName(_ expr: ExprSyntax) -> ExprSyntax? {
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+", literalText(infix.rightOperand) == ":" {
            return infix.leftOperand
        }
        // (SwiftParser gives `"\(name):"` an empty text segment before the hole.)
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            let segments = literal.segments.filter { segment in
                if case .stringSegment(let text) = segment { return !text.content.text.isEmpty }
                return true
            }
            if segments.count == 2, case .expressionSegment(let hole)? = segments.first, case .stringSegment(let colon)? = segments.last, colon.content.text == ":" {
                return hole.expressions.first?.expression
            }
        }
        return nil
    }

    /// `perform(Selector("\(message.name):"), with: value)` in a receiver of `type`: each handler
    /// it serves is handled by the @objc method of its name, which is walked as that handler's
    /// code with its parameter holding `value`.
    private func dispatchByName(_ type: String, with value: Value?, _ ctx: FlowContext) {
        sawNameTest = true
        for method in index.objcMethods(of: type) where ctx.handlers?.contains(method.name) ?? false {
            testedNames.append(method.name)
            recorder.handled.append(HandledName(name: method.name, receiverType: type, position: method.file.position(method.decl.name)))
            let key = "objc-name|" + method.key
            guard !visited.contains(key) else { continue }
            visited.insert(key)
            var inner = ctx
            inner.handlers = [method.name]
            walkMethod(method, given: value ?? .plain, inner)
        }
    }

    /// Walks an @objc method a selector reaches, its first parameter holding `value`, one call
    /// deeper than `ctx`.
    private func walkMethod(_ method: FunctionInfo, given value: Value, _ ctx: FlowContext) {
        let scope = Scope()
        if let first = method.parameterNames.first { scope.bind(first, value) }
        var inner = ctx
        inner.depth += 1
        let saved = file
        file = method.file
        walk(method.decl.body?.statements, scope, inner)
        file = saved
    }

    private func dispatchObjC(_ type: String, source: HandledFunction.Source, key actionKey: String? = nil, params: Value?, _ ctx: FlowContext) {
        // Not the type's plumbing: a method taking a WebKit or UIKit object, a notification, a
        // timer or an error (`install(_ c: WKUserContentController)`), or an @IBAction, which no
        // page is meant to name (as in Objective-C, ObjCFileReader.isFrameworkObject).
        for method in index.objcMethods(of: type) where !Self.isPlumbing(method) {
            let key = "objc|" + method.key + "|" + (ctx.handlers?.joined(separator: ",") ?? "*")
            guard !visited.contains(key) else { continue }
            visited.insert(key)
            recorder.functions.append(
                HandledFunction(handlers: ctx.handlers, receiverType: ctx.receiverType, name: method.name, source: source, key: actionKey, position: method.file.position(method.decl.name)))
            var inner = ctx
            inner.function = method.name
            walkMethod(method, given: Value(tainted: true, role: .params(function: method.name)), inner)
        }
    }

    static func isPlumbing(_ method: FunctionInfo) -> Bool {
        if method.decl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBAction" }) { return true }
        guard let first = method.parameterTypes.first else { return false }
        let name = first.filter { $0 != "?" && $0 != "!" && $0 != " " }.split(separator: ".").last.map(String.init) ?? first
        return Plumbing.isFrameworkType(name)
    }

    /// `T.self` → T.
    private func selfType(_ expr: ExprSyntax?) -> String? {
        guard let m = expr?.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base else { return nil }
        return simpleTypeName(base.trimmedText)
    }

    /// The type of `self.handler` / `handler` from the enclosing type's property declarations.
    private func instanceType(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression }
        let name: String
        if let m = e.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text
        } else if let d = e.as(DeclReferenceExprSyntax.self) {
            name = d.baseName.text
        } else {
            return nil
        }
        for types in index.propertyTypes.values.sorted(by: { $0.count < $1.count }) {
            if let t = types[name] { return t }
        }
        return nil
    }

    /// `Selector("\(message.name):")` (or `NSSelectorFromString`): only registered names reach it.
    private func isNameSelector(_ selector: ExprSyntax, _ scope: Scope, _ ctx: FlowContext) -> Bool {
        guard let made = selector.as(FunctionCallExprSyntax.self), let name = calleeName(made), name == "Selector" || name == "NSSelectorFromString",
            let inner = made.arguments.first?.expression, let named = selectorName(inner)
        else { return false }
        return eval(named, scope, ctx).role == .messageName
    }

    /// Whether the function around `call` asks `responds(to:)` (or `instancesRespond(to:)`,
    /// `class_respondsToSelector`, `class_getInstanceMethod`, as seed 000 does) of the selector
    /// written as `selector` is.
    static let selectorChecks: Set<String> = ["responds", "instancesRespond", "class_respondsToSelector", "class_getInstanceMethod"]

    func asksResponds(_ selector: ExprSyntax, around call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax? = Syntax(call)
        while let n = node, !n.is(FunctionDeclSyntax.self), !n.is(ClosureExprSyntax.self), !n.is(InitializerDeclSyntax.self) { node = n.parent }
        guard let scope = node else { return false }
        // The selectors a function asks about, read once a function: a function of many
        // performs walked its whole body for each.
        if let known = askedSelectors[scope.id] { return known.contains(selector.trimmedText) }
        var asked: Set<String> = []
        var stack: [Syntax] = [scope]
        while let n = stack.popLast() {
            if let c = n.as(FunctionCallExprSyntax.self), let name = calleeName(c), Self.selectorChecks.contains(name) {
                for argument in c.arguments { asked.insert(argument.expression.trimmedText) }
            }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate))
        }
        askedSelectors[scope.id] = asked
        return asked.contains(selector.trimmedText)
    }

    private var askedSelectors: [SyntaxIdentifier: Set<String>] = [:]

    private func hazard(_ rule: String, _ message: String, hint: String?, at node: some SyntaxProtocol) {
        recorder.hazards.insert(Hazard(rule: rule, message: message, hint: hint, position: file.position(node)))
    }
}
