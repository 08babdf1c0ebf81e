import BridgeNative
import BridgeReport
import Foundation
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Collects facts while the walkers run; key reads are kept by position so a later cast can say
/// what type the read value was cast to.
final class FactRecorder {
    var handled: [HandledName] = []
    var bodyCasts: [BodyCast] = []
    var functions: [HandledFunction] = []
    var replies: [ReplyUse] = []
    var schemes: [SchemeCheck] = []
    var hazards: Set<Hazard> = []
    private var reads: [String: KeyRead] = [:]
    private var readOrder: [String] = []

    var keyReads: [KeyRead] { readOrder.compactMap { reads[$0] } }

    private func key(_ node: some SyntaxProtocol, _ file: ParsedFile) -> String { "\(file.path):\(node.position.utf8Offset)" }

    func keyRead(_ read: KeyRead, node: some SyntaxProtocol, file: ParsedFile) {
        let k = key(node, file)
        // A walk where the branch serves no handler (a name test for another receiver's names)
        // does not replace what a walk that serves one read there.
        if read.handlers?.isEmpty == true, let earlier = reads[k], earlier.handlers?.isEmpty != true { return }
        if reads[k] == nil { readOrder.append(k) }
        var read = read
        if !read.required { read.required = Self.dropsMessageWithout(Syntax(node)) }
        reads[k] = read
    }

    /// Whether the code stops handling the message when the value read at `node` is missing:
    /// it is a `guard let` binding (`guard let url = body["url"] as? String else { return }`, the
    /// guard's `else` must leave), or it is force-cast or force-unwrapped (`body["id"] as! Int`,
    /// which crashes instead). A page that leaves the key out gets nothing done, so the contract
    /// requires it. `if let`, `??` and `as?` into an Optional keep it optional.
    static func dropsMessageWithout(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let cast = parent.as(AsExprSyntax.self) {
                if cast.questionOrExclamationMark?.tokenKind == .exclamationMark { return true }
                current = parent
                continue
            }
            if parent.is(ForceUnwrapExprSyntax.self) { return true }
            if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                current = parent
                continue
            }
            if parent.is(LabeledExprSyntax.self), parent.parent?.parent?.as(TupleExprSyntax.self)?.elements.count == 1 {
                current = parent
                continue
            }
            if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(OptionalBindingConditionSyntax.self) {
                return binding.parent?.parent?.parent?.is(GuardStmtSyntax.self) == true
            }
            return false
        }
        return false
    }

    /// A read placed where a declaration is (a decoded type's property), kept once per place
    /// and handlers, whichever decode reached it first.
    func keyRead(_ read: KeyRead, at place: Place) {
        let k = "\(place.text.path):\(place.offset):\(read.handlers ?? [])"
        guard reads[k] == nil else { return }
        readOrder.append(k)
        reads[k] = read
    }

    /// The read a cast or a mark names: a subscript, or a keyed call (`value(forKey:)`,
    /// `object(forKey:)`), which `MessageFlow.keyedRead` keys by its own node.
    private func readNode(_ expr: ExprSyntax) -> Syntax? {
        if let node = expr.as(SubscriptCallExprSyntax.self) { return Syntax(node) }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = calleeName(call), name == "value" || name == "object", callLabels(call) == ["forKey"] { return Syntax(call) }
        return nil
    }

    /// The subscript `expr` (inside `expr as? T`) was cast: note the kind it was cast to.
    func setKind(_ kind: ValueKind?, at expr: ExprSyntax, in file: ParsedFile) {
        guard let node = readNode(expr) else { return }
        reads[key(node, file)]?.kind = kind
    }

    /// The object the body holds at `key`, read (and cast) before the branches on the function
    /// name, is that function's parameters where a branch reads keys of it: the reads of `key`
    /// made with no function are the parameter container's.
    func markParamsContainer(key: String, handlers: [String]?) {
        for k in readOrder where reads[k]?.key == key && reads[k]?.function == nil && reads[k]?.handlers == handlers {
            reads[k]?.isParamsContainer = true
        }
    }

    func markParamsContainer(at expr: ExprSyntax, in file: ParsedFile) {
        guard let node = readNode(expr) else { return }
        reads[key(node, file)]?.isParamsContainer = true
        reads[key(node, file)]?.function = nil
    }

    func noteParsed(_ cast: Int, as kind: String) {
        guard bodyCasts.indices.contains(cast), bodyCasts[cast].parsedAs == nil else { return }
        bodyCasts[cast].parsedAs = kind
    }
}

/// A file parsed and indexed (with what the report says of it), or one that could not be read.
private enum ParsedOrNot: @unchecked Sendable {
    /// With the file's bytes and keys when its trees were dropped (`SourceIndex.setAside`).
    case parsed(SourceIndex, SourceFile, setAside: (SourceText, [SourceIndex.Table: Set<String>])?)
    case notRead(SourceFile)
}

/// Reads Swift sources with SwiftParser (the toolchain's own parser) into `NativeFacts`.
public enum SwiftNativeReader {
    public static func read(files paths: [String]) throws -> NativeFacts {
        let index = SourceIndex()
        var facts = NativeFacts()
        let cordovaServices = CordovaFeatures.read(paths.filter(NativeSources.isCordovaManifest))
        // Files are read, parsed and indexed on `NativeReaders.jobs` threads (parsing is most of
        // the work); their indexes are merged in the files' order, so the facts are the same for
        // any number of jobs. A file that names nothing the readers start from keeps its facts
        // and drops its tree, parsed again only if a lookup needs it (`SourceIndex`).
        let keepsEveryTree = ProcessInfo.processInfo.environment["BRIDGECHECK_KEEP_TREES"] == "1"
        let inputs = Array(paths.filter { !NativeSources.isCordovaManifest($0) }.enumerated())
        let parsed = Parallel.map(inputs, jobs: NativeReaders.jobs) { order, path -> ParsedOrNot in
            switch NativeSources.contents(of: path) {
            case .success(let bytes):
                let text = SourceText(path: path, bytes: bytes, order: order)
                let file = ParsedFile(text)
                let part = SourceIndex()
                part.add(file)
                var source = SourceFile(path: path, suppressions: suppressions(in: file), syntaxError: firstSyntaxError(file))
                if keepsEveryTree || SourceIndex.anchors.contains(where: text.mentions) {
                    source.tree = .kept
                    return .parsed(part, source, setAside: nil)
                }
                source.tree = .setAside
                let keys = part.keys()
                part.dropTrees()
                return .parsed(part, source, setAside: (text, keys))
            case .failure(let notRead):
                // A warning on the file; the others are still read.
                return .notRead(SourceFile(path: path, syntaxError: NativeDiagnostic(message: notRead.message, position: NativePosition(file: path, line: 1, column: 1))))
            }
        }
        for result in parsed {
            switch result {
            case .parsed(let part, let source, let aside):
                index.merge(part)
                if let (text, keys) = aside { index.setAside(text, keys: keys) }
                facts.files.append(source)
            case .notRead(let source):
                facts.files.append(source)
            }
        }
        let recorder = FactRecorder()
        facts.registrations = registrations(index, recorder, &facts.unresolved)
        facts.registrations += listedRegistrations(index, facts.registrations)
        facts.registrations = inheritingReceivers(index, facts.registrations)
        facts.receivers = receivers(index, recorder, facts.registrations)
        navigation(index, recorder)
        completions(index, recorder)
        let scripts = ScriptReader(index: index)
        for site in index.calls(named: ScriptReader.startingNames) {
            scripts.read(site)
        }
        var libraries = LibraryReader(index: index, cordovaServices: cordovaServices)
        libraries.read()
        for action in libraries.cordovaActions {
            MessageFlow(index: index, recorder: recorder, file: action.function.file).walkCordovaAction(action.function, parameter: action.parameter, name: action.name)
        }
        for method in libraries.capacitorMethods {
            MessageFlow(index: index, recorder: recorder, file: method.function.file).walkCapacitorMethod(method.function, parameter: method.parameter, name: method.name)
        }
        let parsedAgain = index.parsedAgain
        for k in facts.files.indices where parsedAgain.contains(facts.files[k].path) { facts.files[k].tree = .parsedAgain }
        facts.scripts = scripts.scripts + libraries.scripts
        facts.injectedPosts = scripts.injectedPosts
        facts.unresolved += scripts.unresolved + libraries.unresolved
        facts.handled = recorder.handled
        facts.bodyCasts = recorder.bodyCasts
        facts.functions = recorder.functions + libraries.functions
        facts.keyReads = recorder.keyReads + libraries.keyReads
        facts.replies = recorder.replies
        facts.schemes = recorder.schemes
        // One finding per rule and place: the script reader and the flow may both see one.
        var seen: Set<String> = []
        facts.hazards = (scripts.hazards + Array(recorder.hazards).sorted { ($0.position, $0.message) < ($1.position, $1.message) })
            .filter { seen.insert("\($0.rule)|\($0.position)").inserted }
            .sorted { ($0.position, $0.rule) < ($1.position, $1.rule) }
        return facts
    }

    // MARK: Registrations

    private static func registrations(_ index: SourceIndex, _ recorder: FactRecorder, _ unresolved: inout [Unresolved]) -> [Registration] {
        var out: [Registration] = []
        let names = NameResolver(index: index)
        for site in index.calls(shapes: registrationShapes) {
            guard let (kind, nameArgument, receiverArgument) = registrationShape(site.call) else { continue }
            let receiverType = receiverArgument.flatMap { typeOfReceiver($0, site.call, index) }
            let helper = enclosingFunction(site.call, index)
            // A helper's parameter is read below, where each caller registers what it passes.
            let fromParameter = helper.map { helper in
                parameterIndex(nameArgument, in: helper) != nil
                    || nameArgument.as(DeclReferenceExprSyntax.self).flatMap { names.iteratedSequence(for: $0.baseName.text, at: $0) }.flatMap { parameterIndex($0, in: helper) } != nil
            } ?? false
            let resolved = fromParameter ? [] : names.resolve(nameArgument, in: site.file, depth: 0)
            if resolved.isEmpty {
                // A name from a parameter: the helper's callers name the handlers (one call deep);
                // or each element of a parameter it iterates (`names.forEach { add(target, name:
                // $0) }` in a `register(_ names: [String], to:)` helper): the lists they pass.
                var parameter = helper.flatMap { parameterIndex(nameArgument, in: $0) }
                var iterated = false
                if parameter == nil, let helper, let reference = nameArgument.as(DeclReferenceExprSyntax.self),
                    let sequence = names.iteratedSequence(for: reference.baseName.text, at: reference), let k = parameterIndex(sequence, in: helper)
                {
                    parameter = k
                    iterated = true
                }
                if let helper, let k = parameter {
                    for caller in index.calls[helper.name] ?? [] where helper.accepts(labels: callLabels(caller.call), trailingClosures: trailingClosureCount(caller.call)) {
                        guard let argument = argument(k, of: helper, in: caller.call) else { continue }
                        let values = iterated ? names.listed(argument, in: caller.file) : names.resolve(argument, in: caller.file, depth: 0)
                        if values.isEmpty {
                            unresolved.append(Unresolved(kind: .handlerName, expression: argument.trimmedText, position: caller.file.position(argument)))
                        }
                        let callerType = enclosingTypeName(caller.call)
                        for value in values {
                            // The helper passes its own `self`: the receiver is the helper's type.
                            var registration = Registration(name: value.text, kind: kind, receiverType: receiverType ?? callerType, position: value.position, call: caller.file.position(caller.call))
                            registration.registrarType = callerType
                            out.append(registration)
                            // The helper's handler closure receives the body (MKWebViewBridge's
                            // `addPostMessageHandler("showToast") { res in … }`).
                            if kind != .remove, let closure = caller.call.trailingClosure ?? caller.call.arguments.last?.expression.as(ClosureExprSyntax.self) {
                                let flow = MessageFlow(index: index, recorder: recorder, file: caller.file)
                                flow.walkHandlerClosure(closure, in: caller.file, handler: value.text, receiverType: callerType)
                            }
                        }
                    }
                    continue
                }
                // `add(handler, name: H.name)` in `func register<H: Handling>(_ handler: H)`: each
                // caller hands a value of a type whose constant names the handler (and, when it
                // is the receiver, receives it).
                if let helper, let access = nameArgument.as(MemberAccessExprSyntax.self), let generic = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    helper.decl.genericParameterClause?.parameters.contains(where: { $0.name.text == generic }) == true,
                    let k = helper.parameterTypes.firstIndex(where: { simpleTypeName($0) == generic })
                {
                    let member = access.declName.baseName.text
                    let receivesIt = receiverArgument.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text } == helper.parameterNames[k]
                    for caller in index.calls[helper.name] ?? [] where helper.accepts(labels: callLabels(caller.call), trailingClosures: trailingClosureCount(caller.call)) {
                        guard let value = argument(k, of: helper, in: caller.call), let type = typeOfReceiver(value, caller.call, index),
                            let constant = index.stringConstant(member, in: nil, qualifiedBy: type)
                        else {
                            unresolved.append(Unresolved(kind: .handlerName, expression: nameArgument.trimmedText, position: site.file.position(nameArgument)))
                            continue
                        }
                        var registration = Registration(
                            name: constant.value, kind: kind, receiverType: receivesIt ? type : receiverType, position: constant.place.position, call: caller.file.position(caller.call))
                        registration.registrarType = enclosingTypeName(caller.call)
                        out.append(registration)
                    }
                    continue
                }
                // `add(messageHandler, name: messageHandler.name)` in `func addMessageHandler<P>(_
                // messageHandler: ScriptMessageHandler<P>)`: each caller hands a handler made where
                // it calls (`OnLoadErrorMessageHandler { … }`), named by what that construction
                // gives the property (Stripe Connect's message handlers).
                if let helper, let access = nameArgument.as(MemberAccessExprSyntax.self), let value = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let k = helper.parameterNames.firstIndex(of: value)
                {
                    let member = access.declName.baseName.text
                    let receivesIt = receiverArgument.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text } == value
                    for caller in index.calls[helper.name] ?? [] where helper.accepts(labels: callLabels(caller.call), trailingClosures: trailingClosureCount(caller.call)) {
                        guard let passed = argument(k, of: helper, in: caller.call) else { continue }
                        let made = passed.as(DeclReferenceExprSyntax.self).flatMap { localInitializer(of: $0.baseName.text, before: caller.call) } ?? passed
                        let found = made.as(FunctionCallExprSyntax.self).map { names.memberValue(member, of: $0, in: caller.file, depth: 0) } ?? []
                        if found.isEmpty {
                            unresolved.append(Unresolved(kind: .handlerName, expression: passed.trimmedText, position: caller.file.position(passed)))
                        }
                        let type = made.as(FunctionCallExprSyntax.self).flatMap(calleeName)
                        for name in found {
                            var registration = Registration(
                                name: name.text, kind: kind, receiverType: receivesIt ? type : receiverType, position: name.position, call: caller.file.position(caller.call))
                            registration.registrarType = enclosingTypeName(caller.call)
                            out.append(registration)
                        }
                    }
                    continue
                }
                // `script.messageNames.forEach { add(script, name: $0) }` in the app's own
                // user-script registrar: each handler type's list is read where the type declares
                // it (`listedRegistrations`), the type being the receiver; nothing is unfollowed.
                if listsHandlerNames(nameArgument, names: names, index) { continue }
                unresolved.append(Unresolved(kind: .handlerName, expression: nameArgument.trimmedText, position: site.file.position(nameArgument)))
                continue
            }
            // `add(WKHelper(callback: { message in self?.onPay(message) }), name: "pay")`: a
            // receiver that hands each message to a closure it was made with; the closure is the handler.
            let forwarded = kind == .remove ? nil : receiverArgument.flatMap { forwardingClosure($0, receiverType: receiverType, at: site.call, index) }
            // `for (name, handler) in handlers { add(handler, name: name) }` over a table of
            // instances (`["share": ShareHandler()]`): each name's receiver is its own value's type.
            let paired = receiverArgument.flatMap { pairedTypes(name: nameArgument, receiver: $0, index) } ?? [:]
            for value in resolved {
                var registration = Registration(name: value.text, kind: kind, receiverType: paired[value.text] ?? receiverType, position: value.position, call: site.file.position(site.call))
                registration.registrarType = enclosingTypeName(site.call)
                out.append(registration)
                if let forwarded {
                    MessageFlow(index: index, recorder: recorder, file: site.file)
                        .walkHandlerClosure(forwarded.closure, in: site.file, handler: value.text, receiverType: enclosingTypeName(site.call), isMessage: forwarded.message)
                }
            }
        }
        return out
    }

    /// The closure a registration's receiver is made with (`WKHelper(callback: { … })`, or a
    /// trailing one) when that receiver type's `userContentController(_:didReceive:)` calls one of
    /// its stored properties with the message: a generic handler that forwards every message.
    /// `message`: whether the closure is handed the message itself (`callback(message)`), or
    /// its body (`onBody(message.body)`).
    private static func forwardingClosure(_ receiver: ExprSyntax, receiverType: String?, at call: FunctionCallExprSyntax, _ index: SourceIndex) -> (closure: ClosureExprSyntax, message: Bool)? {
        // Made in place, or in a local just before (`let handler = WKHelper { … }`).
        let made = receiver.as(DeclReferenceExprSyntax.self).flatMap { localInitializer(of: $0.baseName.text, before: call) } ?? receiver
        guard let type = receiverType, let make = made.as(FunctionCallExprSyntax.self), calleeName(make) == type,
            let closure = make.trailingClosure ?? make.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first,
            let properties = index.propertyTypes[type]
        else { return nil }
        for function in index.functions["userContentController"] ?? [] where function.type == type {
            guard let m = function.parameterTypes.firstIndex(where: { simpleTypeName($0) == "WKScriptMessage" }), let body = function.decl.body else { continue }
            let message = function.parameterNames[m]
            for call in body.statements.compactMap({ $0.item.as(ExprSyntax.self) }).compactMap(forwardedCall) {
                var callee = call.calledExpression
                if let o = callee.as(OptionalChainingExprSyntax.self) { callee = o.expression }
                let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? callee.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
                guard let name, properties[name] != nil else { continue }
                if call.arguments.contains(where: { $0.expression.trimmedText == message }) { return (closure, true) }
                if call.arguments.contains(where: { $0.expression.trimmedText == message + ".body" }) { return (closure, false) }
            }
        }
        return nil
    }

    /// The call a statement of a forwarding receiver makes (`callback(message)`, `self.callback?(message)`).
    private static func forwardedCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = expr.as(FunctionCallExprSyntax.self) { return call }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return o.expression.as(FunctionCallExprSyntax.self) }
        return nil
    }

    /// Whether a registration's name is each element of a value's handler-name list
    /// (`$0` of `script.messageNames.forEach { … }`, `for name in script.messageNames`) that some
    /// type here declares: `listedRegistrations` registers what each such type lists.
    private static func listsHandlerNames(_ nameArgument: ExprSyntax, names: NameResolver, _ index: SourceIndex) -> Bool {
        guard let reference = nameArgument.as(DeclReferenceExprSyntax.self), let sequence = names.iteratedSequence(for: reference.baseName.text, at: reference),
            let access = sequence.as(MemberAccessExprSyntax.self), SourceIndex.handlerNameMembers.contains(access.declName.baseName.text)
        else { return false }
        let member = access.declName.baseName.text
        // The types that receive messages, as `listedRegistrations` reads them.
        let receivers = Set((index.functions["userContentController"] ?? []).compactMap { function in
            function.parameterTypes.contains { simpleTypeName($0) == "WKScriptMessage" } ? function.type : nil
        })
        return receivers.contains { type in (index.handlerNameLists[type] ?? []).contains { $0.member == member } }
    }

    /// The names a message handler type lists for a registrar this source does not hold (a
    /// dependency's user-script manager adds the handler under each): DuckDuckGo's
    /// `var messageNames: [String] { MessageName.allCases.map(\.rawValue) }`, Firefox's
    /// `func scriptMessageHandlerNames() -> [String]?`. Only for a type that receives messages
    /// itself (it implements `userContentController(_:didReceive:)`), and only names no visible
    /// call registers already; the replying method makes them replying registrations.
    private static func listedRegistrations(_ index: SourceIndex, _ registered: [Registration]) -> [Registration] {
        var receiving: [String: Bool] = [:]
        for function in index.functions["userContentController"] ?? [] {
            guard let type = function.type, function.parameterTypes.contains(where: { simpleTypeName($0) == "WKScriptMessage" }) else { continue }
            let replying = function.parameterTypes.contains { $0.contains("->") } || repliesByReturning(function)
            receiving[type] = (receiving[type] ?? false) || replying
        }
        let known = Set(registered.filter { $0.kind != .remove }.map(\.name))
        let names = NameResolver(index: index)
        var out: [Registration] = []
        for type in receiving.keys.sorted() {
            guard let replying = receiving[type] else { continue }
            for list in index.handlerNameLists[type] ?? [] {
                for value in names.listed(list.value, in: list.file) where !known.contains(value.text) && !out.contains(where: { $0.name == value.text }) {
                    var registration = Registration(
                        name: value.text, kind: replying ? .addReplying : .add, receiverType: type, position: value.position, call: list.file.position(list.value))
                    registration.registrarType = type
                    out.append(registration)
                }
            }
        }
        return out
    }

    /// `add(_:name:)`, `add(_:contentWorld:name:)`, `addScriptMessageHandler(_:contentWorld:name:)`,
    /// `removeScriptMessageHandler(forName:)`; and seed 003's `add(self, $0)` on a content controller.
    /// The calls `registrationShape(_:)` reads, by name and labels.
    private static let registrationShapes = ["add(_:name:)", "add(_:contentWorld:name:)", "add(_:_:)", "addScriptMessageHandler(_:contentWorld:name:)",
        "addScriptMessageHandler(_:name:)", "removeScriptMessageHandler(forName:)", "removeScriptMessageHandler(forName:contentWorld:)"]

    private static func registrationShape(_ call: FunctionCallExprSyntax) -> (Registration.Kind, ExprSyntax, ExprSyntax?)? {
        guard let name = calleeName(call) else { return nil }
        let labels = callLabels(call)
        let arguments = Array(call.arguments)
        switch (name, labels) {
        case ("add", ["_", "name"]), ("add", ["_", "contentWorld", "name"]):
            return (.add, arguments[arguments.count - 1].expression, arguments[0].expression)
        case ("add", ["_", "_"]):
            // Not WebKit's signature, but seed 003 writes it; only on a content controller.
            guard let base = calleeBase(call)?.trimmedText, base.lowercased().contains("contentcontroller") else { return nil }
            return (.add, arguments[1].expression, arguments[0].expression)
        case ("addScriptMessageHandler", ["_", "contentWorld", "name"]):
            return (.addReplying, arguments[2].expression, arguments[0].expression)
        case ("addScriptMessageHandler", ["_", "name"]):
            // Swift 1 and 2 named add(_:name:) after the Objective-C selector.
            return (.add, arguments[1].expression, arguments[0].expression)
        case ("removeScriptMessageHandler", ["forName"]), ("removeScriptMessageHandler", ["forName", "contentWorld"]):
            return (.remove, arguments[0].expression, nil)
        default:
            return nil
        }
    }

    /// The type of each name's value when the name and the receiver are the key and the value of
    /// one loop over a table property (`for (name, handler) in handlers`, `handlers.forEach {
    /// name, handler in … }`), and the table makes each value with a type's initializer. A name
    /// whose values differ in type has none.
    private static func pairedTypes(name: ExprSyntax, receiver: ExprSyntax, _ index: SourceIndex) -> [String: String]? {
        guard let key = name.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var sequence: ExprSyntax?
        var current = name.parent
        while let n = current, sequence == nil {
            if let loop = n.as(ForStmtSyntax.self), let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == key,
                tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == value
            {
                sequence = loop.sequence
            } else if let closure = n.as(ClosureExprSyntax.self), closureParameterNames(closure) == [key, value],
                let call = closure.parent?.as(FunctionCallExprSyntax.self), calleeName(call) == "forEach"
            {
                sequence = calleeBase(call)
            }
            if n.is(FunctionDeclSyntax.self) { break }
            current = n.parent
        }
        guard let sequence else { return nil }
        let property = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text ?? sequence.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let property, let pairs = index.dictionaryValueTypes[property], !pairs.isEmpty else { return nil }
        var out: [String: String] = [:]
        var mixed: Set<String> = []
        for (k, type) in pairs {
            if let known = out[k], known != type { mixed.insert(k) }
            out[k] = type
        }
        for k in mixed { out[k] = nil }
        return out
    }

    /// The type whose instance receives the messages (or a value is, where `node` is written):
    /// `self` → the enclosing type, `makeCoordinator()` → its return type, `Handler()` → Handler,
    /// a local made so just before, a property → its type.
    static func typeOfReceiver(_ expr: ExprSyntax, _ call: some SyntaxProtocol, _ index: SourceIndex) -> String? {
        var e = expr
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.trimmedText == "self" { e = ExprSyntax(DeclReferenceExprSyntax(baseName: m.declName.baseName)) }
        if e.trimmedText == "self" { return enclosingTypeName(call) }
        if e.trimmedText.hasSuffix("coordinator") {
            // SwiftUI's `context.coordinator` is what the representable's `makeCoordinator()` makes.
            if let owner = enclosingTypeName(call), let make = (index.functions["makeCoordinator"] ?? []).first(where: { $0.type == owner }),
                let type = make.decl.signature.returnClause?.type.trimmedText
            {
                return simpleTypeName(type)
            }
            return "Coordinator"
        }
        if let inner = e.as(FunctionCallExprSyntax.self), let name = calleeName(inner) {
            if name.first?.isUppercase == true { return name }
            if let function = index.functions[name]?.first, let type = function.decl.signature.returnClause?.type.trimmedText {
                return simpleTypeName(type)
            }
            return nil
        }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            // A local made just before (`let handler = ScriptMessageHandler(delegate: self)`).
            if let local = localInitializer(of: d.baseName.text, before: call), let inner = local.as(FunctionCallExprSyntax.self), let name = calleeName(inner), name.first?.isUppercase == true {
                return name
            }
            if let type = enclosingTypeName(call) { return index.propertyTypes[type]?[d.baseName.text] }
        }
        return nil
    }

    // MARK: Receivers and navigation

    private static func receivers(_ index: SourceIndex, _ recorder: FactRecorder, _ registrations: [Registration]) -> [MessageReceiver] {
        var found: [(function: FunctionInfo, message: Int, reply: Int?, replying: Bool)] = []
        for function in (index.functions["userContentController"] ?? []).sorted(by: { $0.key < $1.key }) {
            guard let m = function.parameterTypes.firstIndex(where: { simpleTypeName($0) == "WKScriptMessage" }) else { continue }
            // The replying variant's third parameter is the reply block (WebKit calls it
            // replyHandler; seed 002 names it completionHandler); its async form (iOS 15)
            // returns the reply instead.
            let reply = function.parameterTypes.indices.first { $0 > m && function.parameterTypes[$0].contains("->") }
            found.append((function, m, reply, reply != nil || Self.repliesByReturning(function)))
        }
        var registrars: [String: Set<String>] = [:]
        for registration in registrations where registration.kind != .remove {
            if let type = registration.registrarType { registrars[registration.name, default: []].insert(type) }
        }
        var out: [MessageReceiver] = []
        for (function, m, reply, replying) in found {
            // The names this receiver gets: registered with its type (add for the plain method,
            // addScriptMessageHandler for the replying one); with one such receiver in the app,
            // every name registered that way.
            let served = MessageReceiver.served(
                by: function.type, replying: replying, peers: found.filter { $0.replying == replying }.count, registrations: registrations)
            let flow = MessageFlow(index: index, recorder: recorder, file: function.file)
            flow.registrars = registrars
            flow.walkReceiver(function, messageParameter: function.parameterNames[m], replyParameter: reply.map { function.parameterNames[$0] }, serves: served)
            out.append(
                MessageReceiver(
                    type: function.type, replying: replying, checksOrigin: flow.sawOriginCheck, dispatchesOnName: flow.sawNameTest, serves: served, tests: flow.testedNames,
                    position: function.file.position(function.decl.name)))
        }
        return out
    }

    /// A registration received by a subclass that inherits its `userContentController(_:didReceive:)`
    /// (`class OnLoadErrorMessageHandler: ScriptMessageHandler<Values>`) is received by the
    /// class that declares it, a few levels up at most.
    private static func inheritingReceivers(_ index: SourceIndex, _ registrations: [Registration]) -> [Registration] {
        let receiving = Set((index.functions["userContentController"] ?? []).compactMap { function in
            function.parameterTypes.contains { simpleTypeName($0) == "WKScriptMessage" } ? function.type : nil
        })
        return registrations.map { registration in
            guard var type = registration.receiverType, !receiving.contains(type) else { return registration }
            for _ in 0..<4 {
                guard let decls = index.classes[type], decls.count == 1, let decl = decls.first?.decl, let superclass = SourceIndex.superclass(of: decl) else { break }
                type = superclass
                guard receiving.contains(type) else { continue }
                var moved = registration
                moved.receiverType = type
                return moved
            }
            return registration
        }
    }

    /// `func userContentController(_:didReceive:) async -> (Any?, String?)`: the replying
    /// handler's async form, which returns the reply.
    static func repliesByReturning(_ function: FunctionInfo) -> Bool {
        function.decl.signature.effectSpecifiers?.asyncSpecifier != nil && function.decl.signature.returnClause != nil
    }

    private static func navigation(_ index: SourceIndex, _ recorder: FactRecorder) {
        // Only the three names are walked, so only they are sorted (into the order of their
        // keys, as before): sorting every function of a large app by a built string was 2 % of
        // the work.
        let candidates = ["webView", "application", "scene"].flatMap { index.functions[$0] ?? [] }
        for function in candidates.sorted(by: { $0.key < $1.key }) {
            if function.name == "webView", let k = function.parameterTypes.firstIndex(where: { simpleTypeName($0) == "WKNavigationAction" }) {
                MessageFlow(index: index, recorder: recorder, file: function.file).walkNavigation(function, parameter: function.parameterNames[k], isURL: false)
            } else if function.name == "webView", function.labels.contains("shouldStartLoadWith"), let k = function.parameterTypes.firstIndex(where: { simpleTypeName($0) == "URLRequest" }) {
                // UIWebView's navigation decision: the request itself.
                MessageFlow(index: index, recorder: recorder, file: function.file).walkNavigationRequest(function, parameter: function.parameterNames[k])
            } else if function.name == "application" || function.name == "scene", let k = function.parameterTypes.firstIndex(where: { simpleTypeName($0) == "URL" }) {
                MessageFlow(index: index, recorder: recorder, file: function.file).walkNavigation(function, parameter: function.parameterNames[k], isURL: true)
            }
        }
    }

    /// What a page returns to `evaluateJavaScript`'s completion handler is page data: the page's
    /// own code can make any script return anything, so `result as! String` there is as unsafe as
    /// a cast of a message body.
    private static func completions(_ index: SourceIndex, _ recorder: FactRecorder) {
        for site in index.calls(named: ["evaluateJavaScript", "stringByEvaluatingJavaScript"]) {
            guard let name = calleeName(site.call), name == "evaluateJavaScript" || name == "stringByEvaluatingJavaScript" else { continue }
            let closure = site.call.trailingClosure ?? site.call.arguments.first { $0.label?.text == "completionHandler" }?.expression.as(ClosureExprSyntax.self)
            guard let closure, let result = closureParameterNames(closure).first, result != "_" else { continue }
            MessageFlow(index: index, recorder: recorder, file: site.file).walkCompletion(closure, result: result, in: site.file)
        }
    }

    // MARK: Comments and syntax errors

    private static func suppressions(in file: ParsedFile) -> [Suppression] {
        var out: [Suppression] = []
        // Most files hold no suppression: a byte search says so without walking every token's
        // trivia (5 % of `native`'s instructions on a large app did that walk for nothing).
        guard file.mentions(Suppression.keyword) else { return out }
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                defer { offset += piece.sourceLength.utf8Length }
                let text: String
                switch piece {
                case .lineComment(let t), .blockComment(let t), .docLineComment(let t), .docBlockComment(let t): text = t
                default: continue
                }
                guard text.contains(Suppression.keyword) else { continue }
                // The column in UTF-8 bytes, as SwiftSyntax's converter counts it.
                let (line, start) = file.line(atOffset: offset)
                if let suppression = Suppression.parse(text, at: BridgeReport.SourceLocation(file: file.path, line: line, column: offset - start + 1)) {
                    out.append(suppression)
                }
            }
        }
        return out
    }

    /// The first syntax error, worded by SwiftParserDiagnostics. The generator is given only the
    /// innermost statement or member that holds the first error, parsed alone: on a whole file
    /// it is quadratic in the errors (it removes handled nodes from a list for each one), and
    /// 5,000 broken lines took 15 s for one message.
    private static func firstSyntaxError(_ file: ParsedFile) -> NativeDiagnostic? {
        guard file.tree.hasError else { return nil }
        var node = Syntax(file.tree)
        var item: Syntax?
        var steps = 0
        while let child = node.children(viewMode: .all).first(where: { $0.hasError }), steps < 100_000 {
            steps += 1
            node = child
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { item = node }
        }
        let fallback = NativeDiagnostic(message: node.is(UnexpectedNodesSyntax.self) ? "unexpected code '\(node.trimmedText.prefix(40))'" : "expected \(node.kind)", position: file.position(node))
        guard let item else { return fallback }
        let alone = Parser.parse(source: item.description)
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: alone).first(where: { $0.diagMessage.severity == .error }) else { return fallback }
        let offset = item.position.utf8Offset + first.node.positionAfterSkippingLeadingTrivia.utf8Offset
        return NativeDiagnostic(message: first.message, position: file.position(atOffset: offset))
    }
}

// MARK: Following names

/// A string value and where it is written.
struct ResolvedString {
    let text: String
    let position: NativePosition
    /// Where the text itself starts (after a literal's opening quote), for readers that place
    /// what they find inside it.
    var contentPosition: NativePosition { textStart ?? position }
    private var textStart: NativePosition?

    init(text: String, position: NativePosition) {
        self.text = text
        self.position = position
    }

    /// A string bound to a literal: positioned at the literal, its text after the quote.
    init(text: String, place: Place) {
        self.text = text
        position = place.position
        textStart = place.contentPosition
    }
}

/// Turns a handler-name expression into the strings it can be: a literal, an enum case's raw
/// value, a string constant, the elements of an array literal or the keys of a dictionary
/// iterated to register (`["a", "b"].forEach { add(self, name: $0) }`,
/// `taskHandlers.keys.forEach { … }`), a local `let`.
struct NameResolver {
    let index: SourceIndex

    func resolve(_ expr: ExprSyntax, in file: ParsedFile, depth: Int) -> [ResolvedString] {
        guard depth < 6 else { return [] }
        if let text = literalText(expr) { return [ResolvedString(text: text, position: file.position(expr))] }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let member = m.declName.baseName.text
            if member == "rawValue", let base = m.base?.as(MemberAccessExprSyntax.self) { return enumCaseRawValue(base) }
            // `for handler in Handlers.allCases { … handler.rawValue … }`, and over a list of cases
            // (`for pipe in [PipeType.normal, .console] { … pipe.rawValue … }`): each case's raw value.
            if member == "rawValue", let base = m.base?.as(DeclReferenceExprSyntax.self), let sequence = iteratedSequence(for: base.baseName.text, at: base) {
                if let array = sequence.as(ArrayExprSyntax.self) {
                    return array.elements.flatMap { element -> [ResolvedString] in
                        guard let access = element.expression.as(MemberAccessExprSyntax.self) else { return resolve(element.expression, in: file, depth: depth + 1) }
                        return enumCaseRawValue(access)
                    }
                }
                return elements(of: sequence, in: file, depth: depth)
            }
            // `actions.forEach { add(self, name: $0.name) }` over a list of the app's values made
            // where the list is written (`[JSAction(name: "share") { … }, …]`): what each element
            // was made with for that property.
            if let base = m.base?.as(DeclReferenceExprSyntax.self), let sequence = iteratedSequence(for: base.baseName.text, at: base), depth < 6,
                let (list, listFile) = arrayLiteral(sequence, in: file)
            {
                var out: [ResolvedString] = []
                for element in list.elements {
                    guard let call = element.expression.as(FunctionCallExprSyntax.self), let type = calleeName(call), type.first?.isUppercase == true,
                        let argument = index.initializerArgument(call, type: type, property: member)
                    else { continue }
                    out += resolve(argument, in: listFile, depth: depth + 1)
                }
                if !out.isEmpty { return out }
            }
            // `type(of: handler).name` where `handler` was made as a known type: that type's
            // constant. (Of a value of unknown type, such as a parameter of a protocol type, it is
            // any conformer's, below.)
            if let base = m.base?.as(FunctionCallExprSyntax.self), calleeName(base) == "type", base.arguments.count == 1,
                base.arguments.first?.label?.text == "of", let value = base.arguments.first?.expression,
                let type = SwiftNativeReader.typeOfReceiver(value, m, index)
            {
                return index.stringConstant(member, in: nil, qualifiedBy: type).map { [ResolvedString(text: $0.value, place: $0.place)] } ?? []
            }
            // `Names.handler` (a static constant), `self.name` or `Self.name` (a constant of the
            // enclosing type), `config.name` (a stored string of the one type that has it).
            let baseText = m.base?.trimmedText
            let constant: (value: String, place: Place)?
            switch baseText {
            case nil, "self"?, "Self"?:
                constant = index.stringConstant(member, in: enclosingTypeName(m))
            case let text? where text.first?.isUppercase == true:
                constant = index.stringConstant(member, in: nil, qualifiedBy: simpleTypeName(text))
            default:
                // `handler.name` where `name` is a protocol requirement: every conformer's value.
                let values = index.requirementValues(member)
                if !values.isEmpty { return values.map { ResolvedString(text: $0.value, place: $0.place) } }
                constant = index.stringConstant(member, in: nil)
            }
            if let constant { return [ResolvedString(text: constant.value, place: constant.place)] }
            if baseText == "self", let type = enclosingTypeName(m) {
                return index.initializerArguments(of: type, property: member).flatMap { resolve($0.expression, in: $0.file, depth: depth + 1) }
            }
            return []
        }
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return [] }
        let name = reference.baseName.text
        // `$0` / a closure parameter of `sequence.forEach { … }`, or a `for name in sequence` variable.
        if let sequence = iteratedSequence(for: name, at: reference) { return elements(of: sequence, in: file, depth: depth) }
        if let local = localInitializer(of: name, before: reference) { return resolve(local, in: file, depth: depth + 1) }
        // An initializer's parameter handed on (`super.init(name: name)`): what its constructions pass.
        if reference.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true, isInitializerParameter(name, at: reference),
            let passed = callerArguments(forParameter: name, at: reference)
        {
            return passed.flatMap { resolve($0.expression, in: $0.file, depth: depth + 1) }
        }
        // A parameter is what the callers pass, not a constant of the same name.
        if let function = enclosingFunction(reference, index), function.parameterNames.contains(name) { return [] }
        if let constant = index.stringConstant(name, in: enclosingTypeName(reference)) {
            return [ResolvedString(text: constant.value, place: constant.place)]
        }
        // A stored property an initializer sets from its parameter: what its callers pass.
        if let type = enclosingTypeName(reference) {
            return index.initializerArguments(of: type, property: name).flatMap { resolve($0.expression, in: $0.file, depth: depth + 1) }
        }
        return []
    }

    /// What a value made where it is written holds in `member`: the argument its initializer
    /// stores there (`ScriptMessageHandler<VoidPayload>(name: "debug") { … }`), what a subclass's
    /// initializer hands `super.init` for it (`OnLoadErrorMessageHandler { … }`, whose `init`
    /// calls `super.init(name: "onLoadError", …)`), or the type's own constant.
    func memberValue(_ member: String, of call: FunctionCallExprSyntax, in file: ParsedFile, depth: Int) -> [ResolvedString] {
        guard depth < 6, SourceIndex.constructs(call), let type = calleeName(call) else { return [] }
        if let given = index.initializerArgument(call, type: type, property: member) {
            let found = resolve(given, in: file, depth: depth + 1)
            if !found.isEmpty { return found }
        }
        var out: [ResolvedString] = []
        for (decl, classFile) in index.classes[type] ?? [] {
            guard let superType = SourceIndex.superclass(of: decl) else { continue }
            for item in decl.memberBlock.members {
                guard let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                let parameters = Array(initializer.signature.parameterClause.parameters)
                for statement in body.statements {
                    guard let superCall = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                        let callee = superCall.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init", callee.base?.trimmedText == "super",
                        let given = index.initializerArgument(superCall, type: superType, property: member)
                    else { continue }
                    // Handed on from the subclass's own parameter: what this call passes for it.
                    if let reference = given.as(DeclReferenceExprSyntax.self),
                        let k = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text })
                    {
                        if let passed = SourceIndex.argument(in: call, for: (parameters.map { $0.firstName.text }, k)) { out += resolve(passed, in: file, depth: depth + 1) }
                        continue
                    }
                    out += resolve(given, in: classFile, depth: depth + 1)
                }
            }
        }
        if !out.isEmpty { return out }
        return index.stringConstant(member, in: nil, qualifiedBy: type).map { [ResolvedString(text: $0.value, place: $0.place)] } ?? []
    }

    /// The raw value of a string enum's case written `Type.name` or `.name`.
    private func enumCaseRawValue(_ access: MemberAccessExprSyntax) -> [ResolvedString] {
        let type = access.base.map { simpleTypeName($0.trimmedText) }
        guard let found = index.enumCase(access.declName.baseName.text, in: type) else { return [] }
        return [ResolvedString(text: found.raw, place: found.place)]
    }

    /// The names a list expression gives: an array of names, `E.allCases` of a string enum (also
    /// mapped to its raw values), a constant array.
    func listed(_ sequence: ExprSyntax, in file: ParsedFile) -> [ResolvedString] {
        if let literal = literalText(sequence) { return [ResolvedString(text: literal, position: file.position(sequence))] }
        return elements(of: sequence, in: file, depth: 0)
    }

    private func elements(of sequence: ExprSyntax, in file: ParsedFile, depth: Int) -> [ResolvedString] {
        // `E.allCases.map(\.rawValue)`, `….map { $0.rawValue }`: the raw values of the sequence.
        if let call = sequence.as(FunctionCallExprSyntax.self), calleeName(call) == "map", let base = calleeBase(call), depth < 6 {
            let transform = call.arguments.first?.expression.trimmedText ?? call.trailingClosure?.statements.trimmedText
            if transform == "\\.rawValue" || transform == "$0.rawValue" { return elements(of: base, in: file, depth: depth + 1) }
        }
        if let array = sequence.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { resolve($0.expression, in: file, depth: depth + 1) }
        }
        // `dictionary.keys`: the keys assigned to that property anywhere.
        if let m = sequence.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "keys", let base = m.base {
            let property = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
            return property.map { tableKeys($0, depth: depth) } ?? []
        }
        // `Handlers.allCases`: every raw value of a string enum.
        if let m = sequence.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "allCases", let base = m.base {
            return (index.stringEnums[simpleTypeName(base.trimmedText)] ?? []).map { ResolvedString(text: $0.raw, position: $0.place.position) }
        }
        if let reference = sequence.as(DeclReferenceExprSyntax.self), let local = localInitializer(of: reference.baseName.text, before: reference) {
            return elements(of: local, in: file, depth: depth + 1)
        }
        // `names.forEach { … }` over a parameter (`init(names: [String])`, a helper's `_ names:`):
        // the lists its callers pass. (Before the stored lists below: a parameter shadows them.)
        if let reference = sequence.as(DeclReferenceExprSyntax.self), let passed = callerArguments(forParameter: reference.baseName.text, at: reference) {
            guard depth < 6 else { return [] }
            return passed.flatMap { elements(of: $0.expression, in: $0.file, depth: depth + 1) }
        }
        if let reference = sequence.as(DeclReferenceExprSyntax.self), let keys = index.constantArrays(named: reference.baseName.text) {
            return elements(of: keys.value, in: keys.file, depth: depth + 1)
        }
        // `script.messageHandlerNames` on an instance of another type (flutter_inappwebview's
        // PluginScript, made with `messageHandlerNames: ["callHandler"]`): what the initializers
        // of the types that declare that property are given.
        if let m = sequence.as(MemberAccessExprSyntax.self), let base = m.base, base.trimmedText != "self", base.trimmedText.first?.isLowercase == true, depth < 6 {
            let name = m.declName.baseName.text
            let owners = index.propertyTypes.filter { $0.value[name] != nil }.map(\.key).sorted()
            // (Before the stored-literal lookup below: the property's own `= []` is only its default.)
            if !owners.isEmpty, owners.count <= 4 {
                return owners.flatMap { owner in index.initializerArguments(of: owner, property: name).flatMap { elements(of: $0.expression, in: $0.file, depth: depth + 1) } }
            }
        }
        // `Constants.messageHandlers`, `self.names`: a stored array literal by its member name.
        if let member = sequence.as(MemberAccessExprSyntax.self), let array = index.constantArrays(named: member.declName.baseName.text) {
            return elements(of: array.value, in: array.file, depth: depth + 1)
        }
        // A dictionary literal iterated as `for (name, _) in table`: its keys.
        if let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text ?? sequence.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            iteratesPairs(sequence)
        {
            let keys = tableKeys(name, depth: depth)
            if !keys.isEmpty { return keys }
        }
        // `names.forEach { … }` over a property an initializer sets: what its callers pass.
        let property = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? sequence.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
        if let property, let type = enclosingTypeName(sequence), depth < 6 {
            return index.initializerArguments(of: type, property: property).flatMap { elements(of: $0.expression, in: $0.file, depth: depth + 1) }
        }
        return []
    }

    /// The sequence a closure parameter or loop variable named `name` walks, if `node` is inside
    /// `sequence.forEach { name in … }` (or `$0`) or `for name in sequence`.
    /// Methods whose closure is given each element of the sequence they are called on.
    static let elementClosures: Set<String> = ["forEach", "first", "filter", "contains", "map", "compactMap", "allSatisfy", "firstIndex", "last", "lastIndex"]

    func iteratedSequence(for name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let n = current {
            if let closure = n.as(ClosureExprSyntax.self) {
                let parameters = closureParameterNames(closure)
                if name == "$0" || parameters.first == name,
                    let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let name = calleeName(call), Self.elementClosures.contains(name), let base = calleeBase(call)
                {
                    return base
                }
            }
            if let loop = n.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return loop.sequence }
            // `for (name, handler) in table`: the first element of each pair, a key.
            if let loop = n.as(ForStmtSyntax.self), let tuple = loop.pattern.as(TuplePatternSyntax.self),
                tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return loop.sequence
            }
            if n.is(FunctionDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The array literal a sequence is: written there, or bound to its name (`actions`,
    /// `self.actions`), with the file it is written in.
    private func arrayLiteral(_ sequence: ExprSyntax, in file: ParsedFile) -> (ArrayExprSyntax, ParsedFile)? {
        if let array = sequence.as(ArrayExprSyntax.self) { return (array, file) }
        // `actions`, `self.actions`, or a type's `Actions.all`: one list bound to that name.
        let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? sequence.as(MemberAccessExprSyntax.self).flatMap { m in m.base.map { $0.trimmedText == "self" || $0.trimmedText.first?.isUppercase == true } == true ? m.declName.baseName.text : nil }
        guard let name, let bound = index.arrayBindings[name], bound.count == 1, let only = bound.first, let array = only.value.as(ArrayExprSyntax.self) else { return nil }
        return (array, only.file)
    }

    /// Whether `sequence` is what a `for (key, value) in …` loop or a `forEach { key, value in … }` walks.
    private func iteratesPairs(_ sequence: ExprSyntax) -> Bool {
        if sequence.parent?.as(ForStmtSyntax.self)?.pattern.is(TuplePatternSyntax.self) == true { return true }
        guard let access = sequence.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "forEach",
            let call = access.parent?.as(FunctionCallExprSyntax.self),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return false }
        return closureParameterNames(closure).count == 2
    }

    /// The keys a dictionary property is given: the literal keys written into it anywhere, and
    /// what the callers of each method that stores under its own parameter pass for that
    /// parameter (`configurator.addMessageHandler(name: "openLink", delegate: self)` for
    /// `messageHandlers[name] = handler`).
    private func tableKeys(_ property: String, depth: Int) -> [ResolvedString] {
        var out = (index.dictionaryKeys[property] ?? []).map { ResolvedString(text: $0.key, place: $0.place) }
        guard depth < 6 else { return out }
        for registrar in index.tableKeyRegistrars[property] ?? [] {
            let functions = (index.functions[registrar.function] ?? []).filter { $0.labels == registrar.labels }
            guard functions.count == 1, let function = functions.first else { continue }
            for site in index.calls[registrar.function] ?? [] where function.accepts(labels: callLabels(site.call), trailingClosures: trailingClosureCount(site.call)) {
                guard let key = argument(registrar.key, of: function, in: site.call) else { continue }
                out += resolve(key, in: site.file, depth: depth + 1)
            }
        }
        return out
    }

    /// Whether `name` is a parameter of the initializer `node` is in (no function or closure between).
    private func isInitializerParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if let decl = n.as(InitializerDeclSyntax.self) { return decl.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name } }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// What the callers of the function or initializer that declares parameter `name` (around
    /// `node`) pass for it, with their files; nil when `name` is not its parameter there.
    func callerArguments(forParameter name: String, at node: some SyntaxProtocol) -> [(expression: ExprSyntax, file: ParsedFile)]? {
        var current = node.parent
        while let n = current {
            // A closure's own parameter of that name is not the function's.
            if let closure = n.as(ClosureExprSyntax.self), closureParameterNames(closure).contains(name) { return nil }
            if let decl = n.as(FunctionDeclSyntax.self) {
                guard let function = index.functions.loaded(decl.name.text)?.first(where: { $0.decl.id == decl.id }),
                    let k = function.parameterNames.firstIndex(of: name)
                else { return nil }
                return (index.calls[function.name] ?? []).compactMap { site in
                    guard function.accepts(labels: callLabels(site.call), trailingClosures: trailingClosureCount(site.call)),
                        let passed = argument(k, of: function, in: site.call)
                    else { return nil }
                    return (passed, site.file)
                }
            }
            if let decl = n.as(InitializerDeclSyntax.self) {
                let parameters = Array(decl.signature.parameterClause.parameters)
                guard let k = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }), let type = enclosingTypeName(decl) else { return nil }
                let labels = parameters.map { $0.firstName.text }
                return (index.calls[type] ?? []).compactMap { site in
                    guard SourceIndex.constructs(site.call), let passed = SourceIndex.argument(in: site.call, for: (labels, k)) else { return nil }
                    return (passed, site.file)
                }
            }
            current = n.parent
        }
        return nil
    }

}

/// `let name = …` earlier in the same function.
func localInitializer(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
    var current = node.parent
    while let n = current {
        if let block = n.as(CodeBlockItemListSyntax.self) {
            for item in block {
                guard item.position < node.position, case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = binding.initializer?.value { return value }
                }
            }
        }
        if n.is(FunctionDeclSyntax.self) { return nil }
        current = n.parent
    }
    return nil
}

extension SourceIndex {
    /// A stored array literal (`let handlerNames = ["a", "b"]`) by name.
    /// With the file it is written in, whose positions its elements' are.
    func constantArrays(named name: String) -> (value: ExprSyntax, file: ParsedFile)? {
        arrayBindings[name]?.first
    }
}

/// The function (or stored closure) a node is in.
func enclosingFunction(_ node: some SyntaxProtocol, _ index: SourceIndex) -> FunctionInfo? {
    var current = node.parent
    while let n = current {
        if let decl = n.as(FunctionDeclSyntax.self) {
            return index.functions.loaded(decl.name.text)?.first { $0.decl.id == decl.id }
        }
        current = n.parent
    }
    return nil
}

/// Which parameter of `function` the expression names, if it is a bare parameter reference.
func parameterIndex(_ expr: ExprSyntax, in function: FunctionInfo) -> Int? {
    guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return nil }
    return function.parameterNames.firstIndex(of: reference.baseName.text)
}

/// The argument a call passes for `function`'s parameter `k` (matched by label).
func argument(_ k: Int, of function: FunctionInfo, in call: FunctionCallExprSyntax) -> ExprSyntax? {
    var next = 0
    let parameters = Array(function.decl.signature.parameterClause.parameters)
    for argument in call.arguments {
        let label = argument.label?.text ?? "_"
        // The unlabelled arguments after a variadic parameter's first are its own (its first is the one returned).
        if label == "_", next > 0, next - 1 < parameters.count, parameters[next - 1].ellipsis != nil, next == function.labels.count || function.labels[next] != "_" { continue }
        while next < function.labels.count, function.labels[next] != label { next += 1 }
        if next == k { return argument.expression }
        next += 1
    }
    return nil
}
