import BridgeNative
import BridgeReport
import Foundation

/// What an Objective-C expression holds, as far as the bridge is concerned.
enum ObjCRole: Equatable {
    case message
    case messageName
    /// `message.body` as it came.
    case body
    /// The body as an object: cast to a dictionary or parsed from JSON.
    case bodyObject
    /// `[body dataUsingEncoding:…]` of a string body.
    case bodyData
    /// A value read from the body with `key`.
    case keyValue(String)
    /// `body.allKeys`, and its first element: the name of the function in seed 000's
    /// `{"<function>": {params}}`.
    case bodyKeys
    case onlyKeyName
    /// The parameter object of `function` (a WebViewJavascriptBridge handler's `data`).
    case params(String?)
    /// `navigationAction.request` and its URL, or a URL built from page data.
    case request
    case url
    case urlScheme
    case urlHost
    /// The parts of page data split with `componentsSeparatedByString:`.
    case split
    /// The dictionary the app's own parser makes of a navigation URL's query
    /// (`[self paramsFromQuery:url.query]`): the app made it and its values are text, so no
    /// message to it or its values throws; the keys read from it are the function's parameters.
    case queryParams
    /// Anything else derived from page data.
    case tainted
    /// An object of the app's whose properties hold page values as the page sent them
    /// (`[msg setValuesForKeysWithDictionary:body]`): each property is a value whose class no
    /// one checked.
    case pageObject
    /// A Cordova command's `arguments`: an NSArray (Cordova made it), whose elements are the
    /// values the page passed to exec and whose count the page chose.
    case execArguments

    var isPageData: Bool { self != .message && self != .request }
}

/// Reads the facts out of every file of a program.
struct ObjCFactReader {
    let program: ObjCProgram
    private(set) var facts = NativeFacts()
    /// Key reads already recorded, by file and offset, so a read seen twice is kept once and a
    /// later cast can set its kind.
    private var readIndex: [String: Int] = [:]
    /// Hazards already reported, by rule and position.
    private var flagged: Set<String> = []
    private var scriptSeen: Set<String> = []
    /// Properties and instance variables page data was stored in, by USR (true: unchecked).
    private var carried: [String: Bool] = [:]
    /// Values put inside a script's quotes, held until every method is read: a property's is
    /// reported only if some method stored page data in it (`carried`).
    private var quotedValues: [(hole: ObjCNode, hazard: Hazard)] = []

    init(program: ObjCProgram) { self.program = program }

    static let registrationSelectors: [String: (Registration.Kind, name: Int)] = [
        "addScriptMessageHandler:name:": (.add, 1),
        "addScriptMessageHandler:contentWorld:name:": (.add, 2),
        "addScriptMessageHandlerWithReply:contentWorld:name:": (.addReplying, 2),
        "removeScriptMessageHandlerForName:": (.remove, 0),
        "removeScriptMessageHandlerForName:contentWorld:": (.remove, 0),
    ]
    static let receiverSelectors = ["userContentController:didReceiveScriptMessage:", "userContentController:didReceiveScriptMessage:replyHandler:"]
    /// Selectors whose first argument is a script the page runs.
    static let scriptSelectors: Set<String> = [
        "evaluateJavaScript:completionHandler:", "evaluateJavaScript:inFrame:inContentWorld:completionHandler:",
        "callAsyncJavaScript:arguments:inFrame:inContentWorld:completionHandler:", "evalJs:", "evaluateJavaScript:",
        "stringByEvaluatingJavaScriptFromString:",
    ]

    mutating func read() -> NativeFacts {
        for file in program.files {
            facts.files.append(SourceFile(path: file.path, suppressions: suppressions(in: file), syntaxError: file.parsed.firstError.map {
                NativeDiagnostic(message: $0.message, position: program.position(in: file, offset: $0.offset))
            }))
        }
        for file in program.files {
            file.parsed.root.walk { node in
                if node.kind == .message { message(node) }
            }
        }
        receivers()
        navigation()
        completions()
        libraryClasses()
        carriedReads()
        // A property of self or instance variable no method gave page data (cordova-ios's CDV_ASSETS_URL,
        // built from the app's settings) holds a native value: it cannot break out of the quotes
        // with the page's text.
        for (hole, hazard) in quotedValues {
            let n = hole.unwrapped
            let own = n.kind == .memberRef && n.children.first?.unwrapped.kind == .objcSelf || n.kind == .declRef && program.isInstanceVariable(n)
            if own, let usr = n.referenced, carried[usr] == nil { continue }
            facts.hazards.append(hazard)
        }
        for file in program.files { droppedRegistrations(in: file) }
        return facts
    }

    /// Selectors that register names, as written in the source.
    static let registeringSelectors = ["addScriptMessageHandler:", "addScriptMessageHandlerWithReply:", "registerHandler:", "addJavascriptObject:"]

    /// A registration clang could not type (its argument names a class declared only in Swift,
    /// or in a header not among the sources) is dropped from clang's tree. Found in the text
    /// instead, it is reported as not followed, so the "never" rules stay quiet rather than
    /// call its names missing.
    private mutating func droppedRegistrations(in file: ObjCProgram.File) {
        var seen: [(Int, Int)] = []
        file.parsed.root.walk { node in
            if node.kind == .message, !node.foreign, Self.registeringSelectors.contains(where: { node.spelling.hasPrefix($0) }) { seen.append((node.start, node.end)) }
        }
        let bytes = file.parsed.bytes
        for selector in Self.registeringSelectors {
            for range in bytes.ranges(of: Array(selector.utf8)) {
                let k = range.lowerBound
                // A longer selector name (addScriptMessageHandlerWithReply: for
                // addScriptMessageHandler:) or a method's own name is not this one.
                if k > 0, bytes[k - 1].isIdentifierByte { continue }
                let position = program.position(in: file, offset: k)
                let lineStart = file.lineStarts[position.line - 1]
                let line = String(decoding: bytes[lineStart..<min(bytes.count, lineStart + 400)].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
                let before = line.prefix(position.column - 1)
                // Comments, declarations (`- (void)registerHandler:…`) and recognized calls.
                if before.contains("//") || line.trimmingCharacters(in: .whitespaces).hasPrefix("-") || line.trimmingCharacters(in: .whitespaces).hasPrefix("*") { continue }
                if seen.contains(where: { $0.0 <= k && k < $0.1 }) { continue }
                facts.unresolved.append(Unresolved(kind: .handlerName, expression: line.trimmingCharacters(in: .whitespaces), position: position))
            }
        }
    }

    // MARK: Comments

    private func suppressions(in file: ObjCProgram.File) -> [Suppression] {
        // Comments are not in clang's tree; a line scan finds them (a string literal holding the
        // marker is rare enough, and only ever silences).
        var out: [Suppression] = []
        let bytes = file.parsed.bytes
        for (line, lineStart) in file.lineStarts.enumerated() {
            let end = line + 1 < file.lineStarts.count ? file.lineStarts[line + 1] : bytes.count
            let text = String(decoding: bytes[lineStart..<end], as: UTF8.self)
            guard let comment = text.range(of: "//") ?? text.range(of: "/*"), text[comment.lowerBound...].contains("bridgecheck-disable-next-line") else { continue }
            let column = text[..<comment.lowerBound].unicodeScalars.count + 1
            let body = text[comment.lowerBound...].trimmingCharacters(in: .newlines)
            if let s = Suppression.parse(body, at: SourceLocation(file: file.path, line: line + 1, column: column)) { out.append(s) }
        }
        return out
    }

    // MARK: Messages anywhere

    private mutating func message(_ node: ObjCNode) {
        let selector = node.spelling
        let (receiver, arguments) = ObjCProgram.parts(of: node)
        if let (kind, k) = Self.registrationSelectors[selector], arguments.indices.contains(k) {
            register(kind, name: arguments[k], handler: kind == .remove ? nil : arguments.first, call: node)
        } else if Self.scriptSelectors.contains(selector), let first = arguments.first {
            script(first, call: node)
        } else if selector == "loadHTMLString:baseURL:", let first = arguments.first {
            // A page native writes itself: its posts are read as an injected script's are.
            loadedPage(first)
        } else if selector.hasPrefix("initWithSource:injectionTime:forMainFrameOnly:"), let first = arguments.first {
            // A WKUserScript's source runs in every page: its string literals are judged as an
            // evaluated script's are; it calls no page function native depends on.
            script(first, call: node, userScript: true)
        } else if let receiver, let type = ObjCProgram.className(ofType: ObjCProgram.type(of: receiver)) {
            library(selector, receiverType: type, arguments: arguments, call: node)
        }
    }

    private mutating func register(_ kind: Registration.Kind, name: ObjCNode, handler: ObjCNode?, call: ObjCNode) {
        let callPosition = program.position(call)
        guard let names = registeredNames(name) else {
            if registerThroughWrapper(kind, name: name, handler: handler) { return }
            facts.unresolved.append(Unresolved(kind: .handlerName, expression: program.text(name.unwrapped), position: program.position(name)))
            return
        }
        let receiverType = handler.flatMap { handlerType($0) }
        for (value, written) in names {
            facts.registrations.append(Registration(name: value, kind: kind, receiverType: receiverType, position: program.position(written), call: callPosition))
        }
    }

    /// A name that is a parameter of the method registering it: ShipHub's category
    /// `- (void)addScriptMessageHandlerBlock:(Block)block name:(NSString *)name` on
    /// WKUserContentController. Its callers name the handlers (one call deep, as the Swift reader
    /// follows a helper's), each at its own line; a caller's block whose parameter is the
    /// `WKScriptMessage *` is that handler's receiver and is read as one. False when the name is
    /// no parameter or no caller passes one that can be read (the caller's argument is then the
    /// unfollowed name).
    private mutating func registerThroughWrapper(_ kind: Registration.Kind, name: ObjCNode, handler: ObjCNode?) -> Bool {
        let n = name.unwrapped
        guard n.kind == .declRef, let usr = n.referenced,
            let method = n.ancestors.first(where: { $0.kind == .instanceMethod || $0.kind == .classMethod })
        else { return false }
        let parameters = method.children.filter { $0.kind == .parameter }
        // The name itself, or the variable of a for-in loop over a parameter that is a list
        // (LLWebBrowser's `- (void)addScriptMessageHandler:(NSArray *)scriptNames`, looping
        // `for (NSString *name in scriptNames)`): each caller's list names the handlers.
        var iterated = false
        var k = parameters.firstIndex(where: { $0.usr == usr })
        if k == nil {
            for loop in n.ancestors where loop.kind == .forIn {
                guard let variable = loop.children.first(where: { $0.kind == .declStmt })?.children.first ?? loop.children.first, variable.usr == usr,
                    loop.children.count >= 2, let list = loop.children[1].unwrapped.referenced
                else { continue }
                k = parameters.firstIndex(where: { $0.usr == list })
                iterated = true
                break
            }
        }
        guard let k else { return false }
        let callers = program.callers(of: method).filter { send in !send.ancestors.contains { $0 === method } }
        guard !callers.isEmpty else { return false }
        let receiverType = handler.flatMap { handlerType($0) }
        for caller in callers {
            let arguments = ObjCProgram.parts(of: caller).arguments
            guard arguments.indices.contains(k) else { continue }
            guard let names = iterated ? listedNames(arguments[k]) : registeredNames(arguments[k]) else {
                facts.unresolved.append(Unresolved(kind: .handlerName, expression: program.text(arguments[k].unwrapped), position: program.position(arguments[k])))
                continue
            }
            let callerType = ObjCProgram.enclosingClass(caller)
            for (value, written) in names {
                facts.registrations.append(Registration(name: value, kind: kind, receiverType: receiverType, position: program.position(written), call: program.position(caller)))
            }
            guard kind != .remove, names.count == 1, let handlerName = names.first?.0 else { continue }
            // The block that receives each message: its parameter is the WKScriptMessage.
            for argument in arguments {
                let block = argument.unwrapped
                guard block.kind == .block, case let (blockParameters, body?) = ObjCProgram.blockParts(block),
                    let first = blockParameters.first, let message = first.usr, first.type.contains("WKScriptMessage")
                else { continue }
                var scan = MethodScan(program: program, context: .receiver(type: callerType, serves: [handlerName]), roots: [message: .message])
                scan.run(body)
                absorb(scan)
            }
        }
        return true
    }

    /// The names a registration's name argument can be: literals, constants, the loop
    /// variable of `for (NSString *name in @[…])`, or the element parameter of a block that
    /// `enumerateObjectsUsingBlock:` runs on such an array.
    /// The names a list holds: an array literal (or `arrayWithObjects:`) of literals and constants.
    private func listedNames(_ collection: ObjCNode) -> [(String, ObjCNode)]? {
        guard let elements = program.arrayElements(collection) else { return nil }
        var out: [(String, ObjCNode)] = []
        for element in elements {
            guard let s = program.strings(element) else { return nil }
            out += s
        }
        return out
    }

    private func registeredNames(_ node: ObjCNode) -> [(String, ObjCNode)]? {
        if let strings = program.strings(node) { return strings }
        let n = node.unwrapped
        guard n.kind == .declRef, let usr = n.referenced else { return nil }
        let listed = listedNames
        for block in n.ancestors where block.kind == .block {
            guard ObjCProgram.blockParts(block).parameters.first?.usr == usr else { continue }
            // The block is an argument of the enumeration message (through clang's wrappers).
            guard let message = block.ancestors.first(where: { $0.kind == .message }),
                message.spelling == "enumerateObjectsUsingBlock:" || message.spelling == "enumerateObjectsWithOptions:usingBlock:",
                let receiver = ObjCProgram.parts(of: message).receiver
            else { return nil }
            return listed(receiver)
        }
        // A for-in loop variable: the collection's literal elements.
        for loop in n.ancestors where loop.kind == .forIn {
            guard let variable = loop.children.first(where: { $0.kind == .declStmt })?.children.first ?? loop.children.first, variable.usr == usr,
                loop.children.count >= 2
            else { continue }
            return listed(loop.children[1])
        }
        return nil
    }

    /// The class that receives a handler's messages: `self`'s class, the class allocated, or
    /// the class of the object a weak proxy wraps (`[[WeakProxy alloc] initWithDelegate:self]`).
    private func handlerType(_ node: ObjCNode) -> String? {
        let n = node.unwrapped
        if n.kind == .objcSelf || (n.kind == .declRef && n.spelling == "self") { return ObjCProgram.enclosingClass(n) }
        if let m = ObjCProgram.message(n) {
            let (_, arguments) = ObjCProgram.parts(of: m)
            if let wrapped = arguments.first(where: { $0.unwrapped.kind == .objcSelf }) { return ObjCProgram.enclosingClass(wrapped) }
        }
        return ObjCProgram.className(ofType: n.type)
    }

    // MARK: Receivers

    private mutating func receivers() {
        var found: [(method: ObjCNode, type: String?, replying: Bool)] = []
        for file in program.files {
            file.parsed.root.walk { node in
                guard node.kind == .instanceMethod, Self.receiverSelectors.contains(node.spelling), node.children.contains(where: { $0.kind == .compound }) else { return }
                found.append((node, ObjCProgram.enclosingClass(node), node.spelling.hasSuffix("replyHandler:")))
            }
        }
        for (method, type, replying) in found {
            // As the Swift reader: the names registered with this class; with one receiver of
            // this kind in the app, every name registered that way.
            let served = MessageReceiver.served(by: type, replying: replying, peers: found.filter { $0.replying == replying }.count, registrations: facts.registrations)
            let parameters = method.children.filter { $0.kind == .parameter }
            guard parameters.count >= 2, let messageUSR = parameters[1].usr, let body = method.children.last(where: { $0.kind == .compound }) else { continue }
            var scan = MethodScan(program: program, context: .receiver(type: type, serves: served), roots: [messageUSR: .message])
            scan.run(body)
            if let reply = parameters.count >= 3 ? parameters[2].usr : nil {
                body.walk { n in
                    if n.kind == .call, let callee = n.children.first?.unwrapped, callee.referenced == reply {
                        scan.facts.replies.append(ReplyUse(handlers: scan.handlers(at: n), receiverType: type, position: program.position(n)))
                    }
                }
            }
            absorb(scan)
            for dispatch in scan.dynamicDispatches { dispatched(dispatch, in: type, serves: served, receiverMethod: method) }
            for call in scan.blockTableCalls { blockTable(call, in: type, serves: served) }
            var tests = scan.testedNames
            for dispatch in scan.nameDispatches { tests += dispatchedByName(dispatch, in: type, serves: served, receiverMethod: method) }
            facts.receivers.append(
                MessageReceiver(
                    type: type, replying: replying, checksOrigin: scan.sawOriginCheck, dispatchesOnName: scan.sawNameTest || !scan.nameDispatches.isEmpty, serves: served,
                    tests: tests, position: program.position(parameters[0])))
        }
    }

    /// The methods a selector made from the page's text can reach: the class's own methods of
    /// that many arguments, each an object (a `BOOL` or number parameter is a UIKit override
    /// such as viewWillAppear:, which no page message reaches with a value it can take), and
    /// not an initializer or setter. Each is a function of the handlers the receiver serves,
    /// named by the body key the dispatch read, and is read with its parameter as the
    /// function's parameters.
    private mutating func dispatched(
        _ dispatch: (colons: Int, key: String?, node: ObjCNode, objectIsPageData: Bool, objectIsQuery: Bool), in type: String?, serves: [String], receiverMethod: ObjCNode,
        source: HandledFunction.Source = .actionKey, context: MethodScan.Context? = nil
    ) {
        guard let type, let info = program.classes[type], dispatch.colons <= 1 else { return }
        for method in info.methods where method.kind == .instanceMethod && method !== receiverMethod && !method.foreign {
            let colons = method.spelling.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
            guard colons == dispatch.colons, let first = method.spelling.split(separator: ":").first.map(String.init), !first.hasPrefix("init"), !program.isSetter(first, in: type),
                first != "dealloc", let body = method.children.last(where: { $0.kind == .compound })
            else { continue }
            let parameters = method.children.filter { $0.kind == .parameter }
            // A helper the class calls itself (`[self parseQuery:url.query]`) is its own code,
            // not one the page is meant to name.
            if program.callers(of: method).contains(where: { $0 !== dispatch.node && ObjCProgram.parts(of: $0).receiver?.unwrapped.kind == .objcSelf }) { continue }
            // An object parameter (`NSDictionary *__strong`, `__strong id`), not a BOOL or a number.
            if let parameter = parameters.first, !parameter.type.contains("*"), !parameter.type.split(whereSeparator: { !$0.isLetter && $0 != "_" }).contains("id") { continue }
            // Nor a framework object no message holds (`install:(WKUserContentController *)`,
            // `keyboardWillShow:(NSNotification *)`), nor an action a control sends: the class's
            // own plumbing, which the page is not meant to name.
            if let parameter = parameters.first, Self.isFrameworkObject(parameter.type) { continue }
            if program.text(method).contains("IBAction") { continue }
            facts.functions.append(
                HandledFunction(
                    handlers: serves.isEmpty ? nil : serves, receiverType: source == .urlHost ? nil : type, name: first, source: source, key: source == .urlHost ? nil : dispatch.key,
                    position: program.position(method)))
            // The app's own parse of a URL's query stays what it is: text under the keys read.
            let role: ObjCRole = dispatch.objectIsQuery ? .queryParams : .params(first)
            var scan = MethodScan(program: program, context: context ?? .receiver(type: type, serves: serves), roots: dispatch.objectIsPageData ? parameters.first?.usr.map { [$0: role] } ?? [:] : [:])
            if dispatch.objectIsQuery { scan.inherited = (serves.isEmpty ? nil : serves, first) }
            scan.run(body)
            absorb(scan)
        }
    }

    /// A parameter type naming a WebKit or UIKit class, or a Foundation one no page message
    /// decodes into (a notification, a timer, an error): `Plumbing`'s.
    static func isFrameworkObject(_ type: String) -> Bool {
        guard let name = type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first(where: { $0 != "const" && !$0.hasPrefix("__") }) else { return false }
        return Plumbing.isFrameworkType(name)
    }

    /// A selector made from the message's name (`NSSelectorFromString([NSString
    /// stringWithFormat:@"%@:", message.name])`) performed on `self`: the messages of each handler
    /// the receiver serves go to the class's method of that name, which is read as that
    /// handler's code with its parameter holding what was passed (the body, as it came). Gives
    /// the names so handled.
    private mutating func dispatchedByName(
        _ dispatch: (colons: Int, node: ObjCNode, object: ObjCRole?, unchecked: Bool), in type: String?, serves: [String], receiverMethod: ObjCNode
    ) -> [String] {
        guard let type, let info = program.classes[type], dispatch.colons <= 1 else { return [] }
        var handled: [String] = []
        for method in info.methods where method.kind == .instanceMethod && method !== receiverMethod && !method.foreign {
            let colons = method.spelling.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
            guard colons == dispatch.colons, let first = method.spelling.split(separator: ":").first.map(String.init), serves.contains(first),
                let body = method.children.last(where: { $0.kind == .compound })
            else { continue }
            handled.append(first)
            facts.handled.append(HandledName(name: first, receiverType: type, position: program.position(method)))
            let parameter = method.children.first { $0.kind == .parameter }
            let roots: [String: ObjCRole] = dispatch.object.flatMap { role in parameter?.usr.map { [$0: role] } } ?? [:]
            var scan = MethodScan(program: program, context: .receiver(type: type, serves: [first]), roots: roots)
            if dispatch.unchecked, let usr = parameter?.usr { scan.readVariables = [usr] }
            scan.run(body)
            absorb(scan)
        }
        return handled
    }

    /// A table of blocks by action (`_actions = @{ @"toast": ^(NSDictionary *params) {…}, … }`)
    /// called with the action key's text (`ActionBlock block = self.actions[action]; block(params)`):
    /// each key is a function, its block that function's code, read with its parameter as the
    /// function's parameters when the call passes page data. The table is the dictionary literal
    /// the class assigns to that property or its instance variable.
    private mutating func blockTable(_ call: (table: String, key: String, argumentIsPageData: Bool, node: ObjCNode), in type: String?, serves: [String]) {
        guard let type, let info = program.classes[type] else { return }
        var entries: [(key: String, keyNode: ObjCNode, block: ObjCNode)] = []
        for method in info.methods where !method.foreign {
            method.walk { node in
                guard node.kind == .binary, node.children.count == 2, let target = node.children.first?.unwrapped, target.kind == .memberRef,
                    target.spelling == call.table || target.spelling == "_" + call.table, let pairs = dictionaryLiteral(node.children[1])
                else { return }
                entries += pairs
            }
        }
        entries += registeredBlocks(table: call.table, in: info)
        for entry in entries {
            facts.functions.append(
                HandledFunction(handlers: serves.isEmpty ? nil : serves, receiverType: type, name: entry.key, source: .actionKey, key: call.key, position: program.position(entry.keyNode)))
            let declaration = entry.block.children.first { $0.kind != .compound && $0.kind != .parameter } ?? entry.block
            let parameters = (entry.block.children + declaration.children).filter { $0.kind == .parameter }
            guard let body = (entry.block.children + declaration.children).last(where: { $0.kind == .compound }) else { continue }
            let roots: [String: ObjCRole] = call.argumentIsPageData ? parameters.first?.usr.map { [$0: .params(entry.key)] } ?? [:] : [:]
            var scan = MethodScan(program: program, context: .receiver(type: type, serves: serves), roots: roots)
            scan.inherited = (serves.isEmpty ? nil : serves, entry.key)
            scan.run(body)
            absorb(scan)
        }
    }

    /// The blocks a registrar method of the class puts in the table from its own parameters
    /// (`- (void)on:(NSString *)topic handler:(Handler)handler { self.handlers[topic] = handler; }`,
    /// or `[self.handlers setObject:handler forKey:topic]`), one for each send of that selector
    /// anywhere in the program with a literal key and a block (`[bridge on:@"share" handler:^(…) {…}]`).
    private func registeredBlocks(table: String, in info: ObjCProgram.ClassInfo) -> [(key: String, keyNode: ObjCNode, block: ObjCNode)] {
        func inner(_ node: ObjCNode) -> ObjCNode {
            var n = node
            while n.children.count == 1, n.kind == .unexposed || n.kind == .paren { n = n.children[0] }
            return n
        }
        func isTable(_ node: ObjCNode) -> Bool {
            let n = inner(node)
            return n.kind == .memberRef && (n.spelling == table || n.spelling == "_" + table)
        }
        var registrars: [(selector: String, key: Int, value: Int)] = []
        for method in info.methods where !method.foreign {
            let parameters = method.children.filter { $0.kind == .parameter }.map(\.usr)
            func position(_ node: ObjCNode) -> Int? { inner(node).referenced.flatMap { usr in parameters.firstIndex(of: usr) } }
            method.walk { node in
                if node.kind == .binary, node.children.count == 2, program.isAssignment(node) {
                    let target = inner(node.children[0])
                    guard target.children.count == 2, isTable(target.children[0]), let k = position(target.children[1]), let v = position(node.children[1]) else { return }
                    registrars.append((method.spelling, k, v))
                } else if node.kind == .message, node.spelling == "setObject:forKey:" || node.spelling == "setObject:forKeyedSubscript:" {
                    let (receiver, arguments) = ObjCProgram.parts(of: node)
                    guard let receiver, isTable(receiver), arguments.count == 2, let v = position(arguments[0]), let k = position(arguments[1]) else { return }
                    registrars.append((method.spelling, k, v))
                }
            }
        }
        var out: [(key: String, keyNode: ObjCNode, block: ObjCNode)] = []
        for registrar in registrars {
            for send in program.sends[registrar.selector] ?? [] {
                let arguments = ObjCProgram.parts(of: send).arguments
                guard arguments.indices.contains(registrar.key), arguments.indices.contains(registrar.value), let key = program.literal(arguments[registrar.key]) else { continue }
                var value = arguments[registrar.value]
                while value.kind != .block, value.children.count == 1 { value = value.children[0] }
                if value.kind == .block { out.append((key, arguments[registrar.key], value)) }
            }
        }
        return out
    }

    /// The entries of an Objective-C dictionary literal with string keys (`@{ @"a": x, … }`),
    /// looked up through the casts clang wraps it in: each key's text and node, and its value.
    private func dictionaryLiteral(_ node: ObjCNode) -> [(key: String, keyNode: ObjCNode, block: ObjCNode)]? {
        var n = node
        while n.children.count == 1 { n = n.children[0] }
        guard n.children.count >= 2, n.children.count % 2 == 0 else { return nil }
        var out: [(key: String, keyNode: ObjCNode, block: ObjCNode)] = []
        var k = 0
        while k + 1 < n.children.count {
            var key = n.children[k]
            while key.kind != .objcStringLiteral, key.children.count == 1 { key = key.children[0] }
            var value = n.children[k + 1]
            while value.kind != .block, value.children.count == 1 { value = value.children[0] }
            k += 2
            guard value.kind == .block, let text = program.literal(key) else { continue }
            out.append((text, key, value))
        }
        return out.isEmpty ? nil : out
    }

    /// The completion blocks of `evaluateJavaScript:completionHandler:`: what the page returns is
    /// page data (its own code can make any script return anything).
    private mutating func completions() {
        for file in program.files {
            var blocks: [(ObjCNode, String)] = []
            file.parsed.root.walk { node in
                guard node.kind == .message, node.spelling.hasPrefix("evaluateJavaScript:"), node.spelling.hasSuffix("completionHandler:") else { return }
                // clang gives a block literal its declaration as a child, which holds the parameters.
                guard let block = ObjCProgram.parts(of: node).arguments.last?.unwrapped, block.kind == .block,
                    let result = (block.children + (block.children.first?.children ?? [])).first(where: { $0.kind == .parameter })?.usr
                else { return }
                blocks.append((block, result))
            }
            for (block, result) in blocks {
                guard let body = block.children.last(where: { $0.kind == .compound }) ?? block.children.first?.children.last(where: { $0.kind == .compound }) else { continue }
                var scan = MethodScan.ofPageValues(program: program, context: .completion, roots: [result: .tainted])
                scan.run(body)
                absorb(scan)
            }
        }
    }

    /// `webView:decidePolicyForNavigationAction:decisionHandler:` (and UIWebView's
    /// `webView:shouldStartLoadWithRequest:navigationType:`) and the app delegate's
    /// `application:openURL:options:`.
    private mutating func navigation() {
        for file in program.files {
            var methods: [(ObjCNode, String, SchemeCheck.Context)] = []
            file.parsed.root.walk { node in
                guard node.kind == .instanceMethod, node.children.contains(where: { $0.kind == .compound }) else { return }
                let parameters = node.children.filter { $0.kind == .parameter }
                if node.spelling.hasPrefix("webView:decidePolicyForNavigationAction:"), parameters.count >= 2, let usr = parameters[1].usr {
                    methods.append((node, usr, .navigation))
                } else if node.spelling == "webView:shouldStartLoadWithRequest:navigationType:", parameters.count >= 2, let usr = parameters[1].usr {
                    // UIWebView's navigation decision: the request itself.
                    methods.append((node, usr, .navigation))
                } else if node.spelling.hasPrefix("application:openURL:"), parameters.count >= 2, let usr = parameters[1].usr {
                    methods.append((node, usr, .other))
                }
            }
            for (method, usr, context) in methods {
                guard let body = method.children.last(where: { $0.kind == .compound }) else { continue }
                var scan = MethodScan(program: program, context: .navigation(context), roots: [usr: context == .navigation ? .request : .url])
                scan.run(body)
                absorb(scan)
                // `jsbridge://showAlert?…` dispatched by selector: the URL's host names the method.
                for dispatch in scan.dynamicDispatches {
                    dispatched(dispatch, in: ObjCProgram.enclosingClass(method), serves: [], receiverMethod: method, source: .urlHost, context: .navigation(context))
                }
            }
        }
    }

    private mutating func absorb(_ scan: MethodScan) {
        carried.merge(scan.carriedStores) { $0 || $1 }
        facts.handled += scan.facts.handled
        facts.bodyCasts += scan.facts.bodyCasts
        facts.functions += scan.facts.functions
        facts.keyReads += scan.facts.keyReads
        facts.schemes += scan.facts.schemes
        facts.replies += scan.facts.replies
        for hazard in scan.facts.hazards where flagged.insert("\(hazard.rule)|\(hazard.position)").inserted {
            facts.hazards.append(hazard)
        }
    }

    /// The methods that read a property (or instance variable) page data was stored in by the
    /// code read so far, wherever they are called from (a UIKit delegate method the picture
    /// comes back to): scanned for what they do with it. Only their unsafe uses are kept; what
    /// they decode was decoded where the value came in.
    private mutating func carriedReads() {
        guard !carried.isEmpty else { return }
        for (_, info) in program.classes.sorted(by: { $0.key < $1.key }) {
            for method in info.methods {
                guard !method.foreign, let body = method.children.last(where: { $0.kind == .compound }) else { continue }
                var reads = false
                body.walk { node in
                    if !reads, node.kind == .memberRef || node.kind == .declRef, let usr = node.referenced, carried[usr] != nil { reads = true }
                }
                guard reads else { continue }
                var scan = MethodScan(program: program, context: .carried, roots: [:])
                scan.carried = carried
                scan.run(body)
                for hazard in scan.facts.hazards where flagged.insert("\(hazard.rule)|\(hazard.position)").inserted {
                    facts.hazards.append(hazard)
                }
            }
        }
    }

    // MARK: Scripts

    /// The posts of a page native loads from a string (`loadHTMLString:baseURL:`): HTML, whose
    /// quoting is not a script's.
    private mutating func loadedPage(_ argument: ObjCNode) {
        var builder = ScriptBuilder(program: program)
        for template in builder.templates(argument) {
            for (name, position, alias, stringified) in ScriptTemplate.postedHandlers(template.pieces) {
                let post = InjectedPost(handler: name, position: position, alias: alias, stringified: stringified, inLoadedPage: true)
                if !facts.injectedPosts.contains(post) { facts.injectedPosts.append(post) }
            }
        }
    }

    private mutating func script(_ argument: ObjCNode, call: ObjCNode, userScript: Bool = false) {
        var builder = ScriptBuilder(program: program)
        for template in builder.templates(argument) {
            for (name, position, alias, stringified) in ScriptTemplate.postedHandlers(template.pieces) {
                let post = InjectedPost(handler: name, position: position, alias: alias, stringified: stringified)
                if !facts.injectedPosts.contains(post) { facts.injectedPosts.append(post) }
            }
            // Each statement's call (`[self.webView evaluateJavaScript:@"a(); b();" …]` calls both).
            var fresh = false
            for parsed in userScript ? [ScriptTemplate.callee(of: template.pieces)] : ScriptTemplate.callees(of: template.pieces) {
                let position = parsed.position ?? program.position(call)
                let key = "\(position)|\(template.text)"
                guard scriptSeen.insert(key).inserted else { continue }
                fresh = true
                if userScript {
                    // Only its quotes: see message(_:).
                } else if parsed.dynamic {
                    facts.unresolved.append(Unresolved(kind: .script, expression: template.text, position: position))
                } else {
                    facts.scripts.append(EvaluatedScript(callee: parsed.path, argumentCount: parsed.arguments, text: template.text, position: position))
                }
            }
            guard fresh else { continue }
            for (id, kind) in ScriptTemplate.quotedHoles(template.pieces) where template.holes.indices.contains(id) {
                let hole = template.holes[id]
                guard !builder.isSafe(hole, inside: kind) else { continue }
                let holePosition = program.position(template.origin(id) ?? hole)
                guard flagged.insert("unencoded-script-interpolation|\(holePosition)").inserted else { continue }
                quotedValues.append(
                    (hole,
                        .unencodedScriptInterpolation(
                            program.text((template.origin(id) ?? hole).unwrapped), kind: kind, position: holePosition,
                            hint: "encode the value as JSON (NSJSONSerialization, NSJSONWritingFragmentsAllowed) and pass it outside quotes, or build the script in Swift with BridgeRuntime's ReplyScript.call")))
            }
        }
    }

    // MARK: Bridge libraries

    /// WebViewJavascriptBridge's `registerHandler:handler:` and `callHandler:…`, DSBridge's
    /// `addJavascriptObject:namespace:` and `callHandler:arguments:…`.
    private mutating func library(_ selector: String, receiverType: String, arguments: [ObjCNode], call: ObjCNode) {
        let isWVJB = receiverType.hasSuffix("WebViewJavascriptBridge") || inherits(receiverType, from: "WebViewJavascriptBridge")
        let isDS = receiverType == "DWKWebView" || inherits(receiverType, from: "DWKWebView")
        if isWVJB, selector == "registerHandler:handler:", let name = arguments.first {
            guard let names = program.strings(name) else {
                facts.unresolved.append(Unresolved(kind: .handlerName, expression: program.text(name.unwrapped), position: program.position(name)))
                return
            }
            for (value, written) in names {
                facts.functions.append(
                    HandledFunction(handlers: nil, receiverType: nil, name: value, source: .library, library: "webviewjavascriptbridge", position: program.position(written)))
            }
            // The handler block's first parameter is the data the page sent.
            if names.count == 1, let block = arguments.dropFirst().first?.unwrapped, block.kind == .block,
                case let (parameters, body?) = ObjCProgram.blockParts(block), let data = parameters.first?.usr
            {
                var scan = MethodScan(program: program, context: .library("webviewjavascriptbridge", function: names[0].0), roots: [data: .params(names[0].0)])
                scan.run(body)
                absorb(scan)
            }
        } else if isWVJB, selector.hasPrefix("callHandler:"), let name = arguments.first {
            callback("WebViewJavascriptBridge", name: name, argumentCount: selector.contains("data:") ? 1 : 0, call: call)
        } else if isDS, selector.hasPrefix("callHandler:"), let name = arguments.first {
            let count = selector.contains("arguments:") ? arguments.dropFirst().first.flatMap { program.arrayElements($0)?.count } : 0
            callback("dsBridge", name: name, argumentCount: count, call: call)
        } else if isDS, selector == "addJavascriptObject:namespace:", arguments.count == 2 {
            dsBridgeObject(arguments[0], namespace: arguments[1])
        }
    }

    private mutating func callback(_ object: String, name: ObjCNode, argumentCount: Int?, call: ObjCNode) {
        guard let names = program.strings(name) else {
            facts.unresolved.append(Unresolved(kind: .script, expression: program.text(call), position: program.position(call)))
            return
        }
        for (value, written) in names {
            facts.scripts.append(
                EvaluatedScript(callee: "\(object).\(value)", argumentCount: argumentCount, text: program.text(call), position: program.position(written)))
        }
    }

    /// DSBridge calls the object's methods by their selector's first part: one argument
    /// (synchronous) or two, the second a completion block (asynchronous).
    private mutating func dsBridgeObject(_ object: ObjCNode, namespace: ObjCNode) {
        let n = object.unwrapped
        let type = ObjCProgram.className(ofType: n.type) ?? ObjCProgram.message(n).flatMap { ObjCProgram.className(ofType: $0.type) }
        guard let type, let info = program.classes[type] else {
            facts.unresolved.append(Unresolved(kind: .handlerName, expression: program.text(n), position: program.position(n)))
            return
        }
        let prefix: String
        if let s = program.strings(namespace), s.count == 1, let only = s.first {
            prefix = only.0.isEmpty ? "" : only.0 + "."
        } else if program.text(namespace.unwrapped) == "nil" {
            prefix = ""
        } else {
            facts.unresolved.append(Unresolved(kind: .handlerName, expression: program.text(namespace), position: program.position(namespace)))
            return
        }
        for method in info.methods {
            let parts = method.spelling.split(separator: ":", omittingEmptySubsequences: false)
            let colons = method.spelling.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
            guard colons == 1 || colons == 2, let first = parts.first, !first.isEmpty, !first.hasPrefix("init"), !program.isSetter(String(first), in: type) || colons == 2 else { continue }
            let name = prefix + first
            facts.functions.append(HandledFunction(handlers: nil, receiverType: nil, name: name, source: .library, library: "dsbridge", position: program.position(method)))
            let parameters = method.children.filter { $0.kind == .parameter }
            if let data = parameters.first?.usr, let body = method.children.last(where: { $0.kind == .compound }) {
                var scan = MethodScan(program: program, context: .library("dsbridge", function: name), roots: [data: .params(name)])
                scan.run(body)
                absorb(scan)
            }
        }
    }

    /// Cordova plugins (subclasses of CDVPlugin): each action is a method taking one
    /// `CDVInvokedUrlCommand *`; the service is the class's name. Capacitor plugins declared
    /// with `CAP_PLUGIN(Class, "Name", CAP_PLUGIN_METHOD(method, …);)`.
    private mutating func libraryClasses() {
        for (name, info) in program.classes.sorted(by: { $0.key < $1.key }) where inherits(name, from: "CDVPlugin") {
            // An action is `- (void)name:(CDVInvokedUrlCommand *)command` that the plugin does not
            // send itself: one it sends to self with the command it got (file-transfer's
            // fileDataForUploadCommand:, called from upload:) is a helper, read where it is called.
            func takesCommand(_ method: ObjCNode) -> Bool {
                let parameters = method.children.filter { $0.kind == .parameter }
                guard method.spelling.reduce(0, { $0 + ($1 == ":" ? 1 : 0) }) == 1, parameters.count == 1, parameters[0].type.contains("CDVInvokedUrlCommand") else { return false }
                return program.text(method).replacingOccurrences(of: " ", with: "").hasPrefix("-(void)")
            }
            func sentToSelf(_ method: ObjCNode) -> Bool {
                (program.sends[method.spelling] ?? []).contains { send in
                    let (receiver, arguments) = ObjCProgram.parts(of: send)
                    // (`[self close:nil]` from another method leaves close: an action.)
                    return receiver?.unwrapped.kind == .objcSelf && ObjCProgram.enclosingClass(send) == name
                        && arguments.first.map { $0.unwrapped.kind == .declRef && $0.unwrapped.type.contains("CDVInvokedUrlCommand") } == true
                }
            }
            for method in info.methods where takesCommand(method) && sentToSelf(method) {
                // Still one the page may name: a manifest may declare it (it is not reported
                // missing), and it is read where it is called.
                var helper = HandledFunction(
                    handlers: nil, receiverType: nil, name: "\(program.cordovaServices[name] ?? name).\(method.spelling.dropLast())", source: .library, library: "cordova",
                    position: program.position(method))
                helper.alsoCalledByNative = true
                facts.functions.append(helper)
            }
            for method in info.methods where takesCommand(method) && !sentToSelf(method) {
                let parameters = method.children.filter { $0.kind == .parameter }
                let action = String(method.spelling.dropLast())
                let service = program.cordovaServices[name] ?? name
                let function = "\(service).\(action)"
                facts.functions.append(HandledFunction(handlers: nil, receiverType: nil, name: function, source: .library, library: "cordova", position: program.position(method)))
                // The action's CDVInvokedUrlCommand: its arguments are what the page passed to exec.
                guard let command = parameters[0].usr, let body = method.children.last(where: { $0.kind == .compound }) else { continue }
                var scan = MethodScan(program: program, context: .library("cordova", function: function), roots: [command: .params(function)])
                scan.run(body)
                absorb(scan)
            }
        }
        for file in program.files {
            for node in file.parsed.root.children where node.kind == .macroExpansion && node.spelling == "CAP_PLUGIN" {
                capacitorPlugin(node)
            }
        }
    }

    /// `CAP_PLUGIN(EchoPlugin, "Echo", CAP_PLUGIN_METHOD(echo, CAPPluginReturnPromise); …)`,
    /// read from the invocation's text: clang expands the macro and keeps no names.
    private mutating func capacitorPlugin(_ node: ObjCNode) {
        let text = program.text(node)
        guard let open = text.firstIndex(of: "("), let firstComma = text[open...].firstIndex(of: ",") else { return }
        let className = text[text.index(after: open)..<firstComma].trimmingCharacters(in: .whitespacesAndNewlines)
        let rest = text[text.index(after: firstComma)...]
        guard let q1 = rest.firstIndex(of: "\""), let q2 = rest[rest.index(after: q1)...].firstIndex(of: "\"") else { return }
        let jsName = String(rest[rest.index(after: q1)..<q2])
        var search = rest[q2...]
        while let r = search.range(of: "CAP_PLUGIN_METHOD(") {
            let after = search[r.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            search = after
            guard !name.isEmpty else { continue }
            let offset = text.utf8.distance(from: text.startIndex, to: name.startIndex)
            let function = "\(jsName).\(name)"
            facts.functions.append(
                HandledFunction(handlers: nil, receiverType: nil, name: function, source: .library, library: "capacitor", position: program.position(node, offsetBy: offset)))
            // The method's CAPPluginCall: its options are the parameters.
            guard let implementation = program.classes[className]?.methods.first(where: { $0.spelling == "\(name):" }),
                let call = implementation.children.first(where: { $0.kind == .parameter })?.usr, let body = implementation.children.last(where: { $0.kind == .compound })
            else { continue }
            var scan = MethodScan(program: program, context: .library("capacitor", function: function), roots: [call: .params(function)])
            scan.run(body)
            absorb(scan)
        }
    }

    private func inherits(_ type: String, from ancestor: String) -> Bool { program.inherits(type, from: ancestor) }
}

extension UInt8 {
    var isIdentifierByte: Bool { (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F }
}
