import BridgeContract
import BridgeJSON
import BridgeReport

// MARK: Drift: handlers

public struct HandlerNotInManifestRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "handler-not-in-manifest", severity: .error,
        summary: "Native registers a handler the manifest does not declare: lint cannot check the pages that call it.",
        triggering: [
            // Names an object of another type is made with, registered in a loop over its property.
            NativeExample(NativeRuleExamples.scriptNamesApp.replacingOccurrences(of: #"messageHandlerNames: ["login", "logout"])"#, with: #"messageHandlerNames: ["login", "logout", ↓"signup"])"#), manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample("enum Names { static let all = [\"login\", \"logout\"] }\nfinal class Reg: NSObject, WKScriptMessageHandler {\n    func install(_ c: WKUserContentController) { for name in Names.all { c.add(self, name: name) } }\n    func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {}\n}\n".replacingOccurrences(of: #""logout"]"#, with: #""logout", ↓"signup"]"#), manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample(NativeRuleExamples.quietApp + #"final class Old: NSObject, WKScriptMessageHandler { func install(_ c: WKUserContentController) { c.addScriptMessageHandler(self, name: ↓"legacyHandler") } }"#),
            // Names a handler type lists for a registrar outside the app (DuckDuckGo's messageNames).
            NativeExample(NativeRuleExamples.listedNamesApp.replacingOccurrences(of: "case login, `logout` }", with: "case login, `logout`, ↓signup }"), manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample(NativeRuleExamples.initializerNamesApp.replacingOccurrences(of: #"ScriptHandler(names: ["login", "logout"])"#, with: #"ScriptHandler(names: ["login", "logout", ↓"signup"])"#), manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample(NativeRuleExamples.protocolHandlersApp.replacingOccurrences(of: #"var name: String { "track" }"#, with: #"var name: String { ↓"tracking" }"#), manifest: NativeRuleExamples.protocolHandlersManifest),
            NativeExample(NativeRuleExamples.quietApp + #"func more(_ c: WKUserContentController, _ h: WKScriptMessageHandler) { c.add(h, name: ↓"nativeHandlr") }"#),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"[controller addScriptMessageHandler:self name:@"guarded"];"#, with: #"[controller addScriptMessageHandler:self name:@"guarded"]; [controller addScriptMessageHandler:self name:↓@"nativeHandlr"];"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.scriptNamesApp, manifest: NativeRuleExamples.initializerNamesManifest),NativeExample(NativeRuleExamples.proxyApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.fallThroughApp, manifest: NativeRuleExamples.fallThroughManifest), NativeExample(NativeRuleExamples.closureTableApp, manifest: NativeRuleExamples.closureTableManifest), NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest), NativeExample(NativeRuleExamples.protocolHandlersApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.quietApp), NativeExample(objectiveC: NativeRuleExamples.quietAppObjC)])

    public static func check(_ c: NativeContext) -> [Finding] {
        let declared = c.manifest.handlers.map(\.name)
        return c.facts.registrations.filter { $0.kind != .remove && c.manifest.handler(named: $0.name) == nil }.map {
            finding(
                "native registers the handler '\($0.name)', which \(c.manifestPath) does not declare", at: $0.position,
                hint: Suggestion.closest(to: $0.name, in: declared).map { "did you mean '\($0)'? Otherwise declare it under \"handlers\"" } ?? "declare it under \"handlers\"",
                subject: FindingSubject(handler: $0.name))
        }
    }
}

public struct HandlerNeverRegisteredRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "handler-never-registered", severity: .error,
        summary: "The manifest declares a handler native never registers: every page that calls it gets a TypeError.",
        triggering: [
            NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest.replacingOccurrences(of: #""logout": { "body": "any" }"#, with: #""logout": { "body": "any" }, ↓"signup": { "body": "any" }"#)),
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(of: #"controller.add(self, name: "guarded")"#, with: ""),
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""guarded":"#, with: #"↓"guarded":"#))
        ],
        nonTriggering: [
            NativeExample("enum Names { static let all = [\"login\", \"logout\"] }\nfinal class Reg: NSObject, WKScriptMessageHandler {\n    func install(_ c: WKUserContentController) { for name in Names.all { c.add(self, name: name) } }\n    func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {}\n}\n", manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample(NativeRuleExamples.listedNamesApp, manifest: NativeRuleExamples.initializerNamesManifest),
            NativeExample(NativeRuleExamples.closureTableApp.replacingOccurrences(of: "actions.keys.forEach { c.add(self, name: $0) }", with: "for (name, _) in actions { c.add(self, name: name) }"), manifest: NativeRuleExamples.closureTableManifest),NativeExample(NativeRuleExamples.closureTableApp, manifest: NativeRuleExamples.closureTableManifest), NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest), NativeExample(NativeRuleExamples.protocolHandlersApp, manifest: NativeRuleExamples.protocolHandlersManifest), 
            NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants),
            // A name native computes: bridgecheck cannot tell, so it says nothing.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"controller.add(self, name: "guarded")"#, with: "controller.add(self, name: prefix + \"ed\")")),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        guard !c.hasUnresolvedNames else { return [] }
        let registered = c.registeredNames
        return c.manifest.handlers.filter { !registered.contains($0.name) && !NativeContext.registeredElsewhere($0) }.map {
            finding(
                "the manifest declares the handler '\($0.name)', but native never registers it: pages calling it get a TypeError",
                at: c.manifestPosition($0.name, under: "handlers"),
                hint: registered.isEmpty ? "native registers no handler" : "native registers \(registered.sorted().joined(separator: ", "))",
                subject: FindingSubject(handler: $0.name))
        }
    }
}

public struct InjectedPostUnregisteredRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "injected-post-unregistered", severity: .error,
        summary: "A script native injects or evaluates, or a page it loads from a string, posts to a handler that native never registers and the manifest does not declare: the script throws a TypeError in every page.",
        triggering: [
            NativeExample(
                NativeRuleExamples.quietApp
                    + "\nfunc relay(_ c: WKUserContentController) { c.addUserScript(WKUserScript(source: \"window.addEventListener('scroll', () => window.webkit.messageHandlers.↓guardd.postMessage(window.scrollY))\", injectionTime: .atDocumentEnd, forMainFrameOnly: true)) }\n"),
            NativeExample(NativeRuleExamples.quietApp + "\nfunc ready(_ w: WKWebView) { w.evaluateJavaScript(\"window.webkit.messageHandlers['↓nativeHandlr'].postMessage(1)\") }\n"),
            // A page native loads from a string.
            NativeExample(NativeRuleExamples.quietApp + "\nfunc show(_ w: WKWebView) { w.loadHTMLString(\"<button onclick=\\\"window.webkit.messageHandlers.↓guardd.postMessage(1)\\\">x</button>\", baseURL: nil) }\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\nstatic void show(WKWebView *w) { [w loadHTMLString:@\"<a onclick=\\\"webkit.messageHandlers.↓guardd.postMessage(1)\\\">x</a>\" baseURL:nil]; }\n"),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\nstatic WKUserScript *relay(void) { return [[WKUserScript alloc] initWithSource:@\"window.webkit.messageHandlers.↓guardd.postMessage(1)\" injectionTime:WKUserScriptInjectionTimeAtDocumentEnd forMainFrameOnly:YES]; }\n"),
        ],
        nonTriggering: [
            NativeExample(
                NativeRuleExamples.quietApp
                    + "\nfunc relay(_ c: WKUserContentController) { c.addUserScript(WKUserScript(source: \"window.addEventListener('scroll', () => window.webkit.messageHandlers.guarded.postMessage(window.scrollY))\", injectionTime: .atDocumentEnd, forMainFrameOnly: true)) }\n"),
            NativeExample(NativeRuleExamples.quietApp + "\nfunc show(_ w: WKWebView) { w.loadHTMLString(\"<button onclick=\\\"window.webkit.messageHandlers.guarded.postMessage('it\\\\'s')\\\">x</button>\", baseURL: nil) }\n"),
            NativeExample(NativeRuleExamples.quietApp),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        // A name native computes could be the one: bridgecheck cannot tell, so it says nothing.
        guard !c.hasUnresolvedNames else { return [] }
        let registered = c.registeredNames
        var seen: Set<String> = []
        return c.facts.injectedPosts.filter { !registered.contains($0.handler) && c.manifest.handler(named: $0.handler) == nil && seen.insert("\($0.handler)|\($0.position)").inserted }.map {
            finding(
                $0.inLoadedPage
                    ? "the page native loads from a string posts to the handler '\($0.handler)', which native never registers: the call throws a TypeError"
                    : "a script native injects posts to the handler '\($0.handler)', which native never registers: the script throws a TypeError in every page",
                at: $0.position,
                hint: Suggestion.closest(to: $0.handler, in: registered.sorted()).map { "did you mean '\($0)'?" } ?? "register it, or post to one native registers",
                subject: FindingSubject(handler: $0.handler))
        }
    }
}

public struct HandlerNeverHandledRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "handler-never-handled", severity: .warning,
        summary: "Native registers a handler, but the message handler that receives it never tests for its name: its messages are dropped.",
        triggering: [
            NativeExample(NativeRuleExamples.closureTableApp.replacingOccurrences(of: "actions.keys.forEach { c.add(self, name: $0) }", with: #"actions.keys.forEach { c.add(self, name: $0) }; c.add(self, name: ↓"close")"#), manifest: NativeRuleExamples.closureTableManifest),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"case "nativeHandler", "guarded":"#, with: #"case "nativeHandler":"#)
                .replacingOccurrences(of: #"controller.add(self, name: "guarded")"#, with: #"controller.add(self, name: ↓"guarded")"#)),
            // After the branch that returns, nothing reads the other names' messages.
            NativeExample(
                NativeRuleExamples.fallThroughApp.replacingOccurrences(of: #"guard let body = message.body as? [String: String], let url = body["url"] else { return }"#, with: "let url = \"unknown\"")
                    .replacingOccurrences(of: #"c.add(self, name: "blocked")"#, with: #"c.add(self, name: ↓"blocked")"#)
                    .replacingOccurrences(of: #"c.add(self, name: "blockedLate")"#, with: #"c.add(self, name: ↓"blockedLate")"#),
                manifest: NativeRuleExamples.fallThroughManifest),
            // A branch tested through the enum: the case it leaves out is not handled.
            NativeExample(NativeRuleExamples.quietAppThroughConstants.replacingOccurrences(of: "case Handler.nativeHandler.rawValue, Handler.guarded.rawValue:", with: "case Handler.nativeHandler.rawValue:")
                .replacingOccurrences(of: "    case guarded", with: "    case ↓guarded")),
        ],
        nonTriggering: [
            // A table of the type's own methods by message name handles each name it holds.
            NativeExample(
                NativeRuleExamples.closureTableApp
                    .replacingOccurrences(of: "{ [weak self] body in guard let t = body as? String else { return }; self?.title = t },", with: "self.setTitle(_:),")
                    .replacingOccurrences(of: "var title = \"\"", with: "var title = \"\"\n    func setTitle(_ body: Any) { if let t = body as? String { title = t } }"),
                manifest: NativeRuleExamples.closureTableManifest),
            // A cast on the way out of a guard that rejected the message only logs what was rejected.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(
                of: #"guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }"#,
                with: #"guard let body = message.body as? [String: Any], let action = body["action"] as? String else { if let text = message.body as? String { print(text) }; return }"#)),
            NativeExample(NativeRuleExamples.proxyApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.fallThroughApp, manifest: NativeRuleExamples.fallThroughManifest), NativeExample(NativeRuleExamples.closureTableApp, manifest: NativeRuleExamples.closureTableManifest), NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest), NativeExample(NativeRuleExamples.protocolHandlersApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants)])

    public static func check(_ c: NativeContext) -> [Finding] {
        var out: [Finding] = []
        for receiver in c.facts.receivers where receiver.dispatchesOnName {
            let tested = Set(receiver.tests)
            guard !tested.contains("*") else { continue }
            for registration in c.facts.registrations where registration.kind != .remove && receiver.serves.contains(registration.name) {
                guard !tested.contains(registration.name) else { continue }
                out.append(
                    finding(
                        "native registers '\(registration.name)', but \(NativeAPI.receiver(at: receiver.position)) at \(receiver.position.description) never tests message.name for it: its messages are dropped",
                        at: registration.position, subject: FindingSubject(handler: registration.name)))
            }
        }
        return out
    }
}

public struct ReplyDisagreesRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "reply-disagrees", severity: .error,
        summary: "The manifest and native disagree on whether a handler replies (addScriptMessageHandler vs add).",
        triggering: [
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: #"controller.addScriptMessageHandler(self, contentWorld: .page, name: "replyHandler")"#, with: #"controller.add(self, name: ↓"replyHandler")"#))
        ],
        nonTriggering: [NativeExample(NativeRuleExamples.quietApp)])

    public static func check(_ c: NativeContext) -> [Finding] {
        var out: [Finding] = []
        for registration in c.facts.registrations where registration.kind != .remove {
            guard let handler = c.manifest.handler(named: registration.name) else { continue }
            if registration.kind == .add, handler.replies {
                out.append(
                    finding(
                        "'\(registration.name)' replies in the manifest (\(c.declared(handler.name))), but native registers it with \(NativeAPI.add(at: registration.position)): the page's await gets undefined",
                        at: registration.position, hint: "register it with \(NativeAPI.addReplying(at: registration.position)) and answer through replyHandler",
                        subject: FindingSubject(handler: registration.name, expected: "replies", actual: "no reply")))
            } else if registration.kind == .addReplying, !handler.replies {
                out.append(
                    finding(
                        "native registers '\(registration.name)' with addScriptMessageHandler (it replies), but the manifest (\(c.declared(handler.name))) does not say it replies",
                        at: registration.position, hint: "add \"replies\": true and a \"reply\" schema to the handler",
                        subject: FindingSubject(handler: registration.name, expected: "no reply", actual: "replies")))
            }
        }
        return out
    }
}

// MARK: Drift: bodies, functions, parameters

public struct BodyKindDisagreesRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "body-kind-disagrees", severity: .error,
        summary: "Native casts a handler's message.body to a type the manifest's body kind never arrives as: the cast fails and the message is dropped.",
        triggering: [
            NativeExample(NativeRuleExamples.closureTableApp.replacingOccurrences(of: "guard let t = body as? String", with: "guard let t = ↓body as? [String: Any]"), manifest: NativeRuleExamples.closureTableManifest),
            NativeExample(NativeRuleExamples.protocolHandlersApp.replacingOccurrences(of: "guard let text = body as? String", with: "guard let text = ↓body as? [String: Any]"), manifest: NativeRuleExamples.protocolHandlersManifest),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "guard let text = message.body as? String else { return }\n", with: "guard let text = ↓message.body as? [String: Any] else { return }\n")),
            // Through a proxy shared by two types: the registering type's method is the handler's.
            NativeExample(NativeRuleExamples.proxyApp.replacingOccurrences(of: "guard let event = message.body as? [String: Any]", with: "guard let event = ↓message.body as? String"), manifest: NativeRuleExamples.protocolHandlersManifest),
            // A branch tested through the enum: its cast is its handlers' alone.
            NativeExample(NativeRuleExamples.quietAppThroughConstants.replacingOccurrences(of: "guard let text = message.body as? String else { return }\n", with: "guard let text = ↓message.body as? [String: Any] else { return }\n")),
        ],
        nonTriggering: [
            // A cast on the way out of a guard that rejected the message only logs what was rejected.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(
                of: #"guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }"#,
                with: #"guard let body = message.body as? [String: Any], let action = body["action"] as? String else { if let text = message.body as? String { print(text) }; return }"#)),
            NativeExample(NativeRuleExamples.proxyApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.fallThroughApp, manifest: NativeRuleExamples.fallThroughManifest), NativeExample(NativeRuleExamples.closureTableApp, manifest: NativeRuleExamples.closureTableManifest), NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest), NativeExample(NativeRuleExamples.protocolHandlersApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants)])

    public static func check(_ c: NativeContext) -> [Finding] {
        var out: [Finding] = []
        for cast in c.facts.bodyCasts {
            // One finding per cast, naming every handler it disagrees with.
            let disagreeing = c.served(cast.handlers, receiverType: cast.receiverType).compactMap { name -> Handler? in
                guard let handler = c.manifest.handler(named: name), !handler.accepts(.any), !compatible(cast.kind, handler.bodies) else { return nil }
                return handler
            }
            guard let first = disagreeing.first else { continue }
            let names = disagreeing.map { "'\($0.name)'" }.joined(separator: ", ")
            out.append(
                finding(
                    "native casts the body of \(names) to \(swiftName(cast.kind)), but the manifest (\(c.declared(first.name))) says it is \(first.bodyDescription)",
                    at: cast.position, subject: FindingSubject(handler: first.name, expected: first.bodies.map(\.rawValue).joined(separator: " or "), actual: cast.kind.rawValue)))
        }
        return out
    }

    static func compatible(_ kind: ValueKind, _ bodies: [BodyKind]) -> Bool {
        switch kind {
        case .string: return bodies.contains { $0.isString }
        case .object, .array: return bodies.contains(.object)
        case .null: return bodies.contains(.null)
        case .number, .integer, .boolean: return false
        }
    }

    static func swiftName(_ kind: ValueKind) -> String {
        switch kind {
        case .string: return "String"
        case .object: return "a dictionary"
        case .array: return "an array"
        case .number: return "a number"
        case .integer: return "Int"
        case .boolean: return "Bool"
        case .null: return "NSNull"
        }
    }
}

public struct FunctionNotInManifestRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "function-not-in-manifest", severity: .error,
        summary: "Native handles a function (an action, a selector, a URL host) the manifest does not declare for that handler.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"case "pong":"#, with: #"case ↓"ping": break"# + "\n" + #"case "pong":"#)),
            // A field the schema declares, compared with a value its enum does not allow.
            NativeExample(
                NativeRuleExamples.taggedFieldApp.replacingOccurrences(of: #"if event == "Request"#, with: #"if event == ↓"Request"#),
                manifest: NativeRuleExamples.taggedFieldManifest.replacingOccurrences(of: #""event": { "type": "string" }"#, with: #""event": { "enum": ["Generic"] }"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants),
            // A plain handler's field the schema declares: the values native branches on are the field's.
            NativeExample(NativeRuleExamples.taggedFieldApp, manifest: NativeRuleExamples.taggedFieldManifest),
            // A value further in than the action key is data the handler branches on, not a function.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(
                of: "switch action {",
                with: #"if let param = body["param"] as? [String: Any], let mode = param["mode"] as? String { switch mode { case "fast": print(mode); default: break } }"# + "\n switch action {")),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        var out: [Finding] = []
        for function in c.handledFunctions where !function.alsoCalledByNative {
            for name in c.served(function.handlers, receiverType: function.receiverType, library: function.library) {
                guard let handler = c.manifest.handler(named: name) else { continue }
                if !handler.envelope.namesFunctions {
                    // A key the handler's schema declares (`"event": {"type": "string"}`) whose
                    // values native branches on is a field of the message, not an envelope: each
                    // value it allows is consistent with the manifest.
                    if function.source == .actionKey, let key = function.key, let property = handler.schema?.properties.first(where: { $0.name == key })?.schema,
                        property.accepts(.string(function.name))
                    {
                        continue
                    }
                    out.append(
                        finding(
                            "native handles the function '\(function.name)' of '\(name)', but the manifest gives '\(name)' the \(handler.envelope.typeName) envelope, which names no functions",
                            at: function.position, hint: "declare the envelope native decodes and its functions", subject: FindingSubject(handler: name, function: function.name)))
                } else if handler.function(named: function.name) == nil {
                    out.append(
                        finding(
                            "native handles the function '\(function.name)' of '\(name)', which the manifest (\(c.declared(name))) does not declare",
                            at: function.position,
                            hint: Suggestion.closest(to: function.name, in: handler.functions.map(\.name)).map { "did you mean '\($0)'?" } ?? "declare it under the handler's \"functions\"",
                            subject: FindingSubject(handler: name, function: function.name)))
                }
            }
        }
        return out
    }
}

public struct FunctionNeverHandledRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "function-never-handled", severity: .error,
        summary: "The manifest declares a function native never handles, while native handles others of the same handler: calls to it do nothing.",
        triggering: [
            NativeExample(
                NativeRuleExamples.quietApp,
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""pong": {"#, with: #"↓"ping": {}, "pong": {"#))
        ],
        nonTriggering: [NativeExample(NativeRuleExamples.quietApp)])

    public static func check(_ c: NativeContext) -> [Finding] {
        // A registration not followed may register the functions missing here.
        guard !c.hasUnresolvedNames else { return [] }
        var handled: [String: Set<String>] = [:]
        for function in c.handledFunctions {
            for name in c.served(function.handlers, receiverType: function.receiverType, library: function.library) { handled[name, default: []].insert(function.name) }
        }
        var out: [Finding] = []
        for handler in c.manifest.handlers where handler.envelope.namesFunctions {
            guard let names = handled[handler.name], !names.isEmpty else { continue }
            // Cordova and Capacitor functions are Service.method: a plugin whose code is not
            // among the sources read (the framework's own Camera) handles its methods unseen.
            let byService: Bool
            switch handler.envelope {
            case .cordova, .capacitor: byService = true
            default: byService = false
            }
            let services = Set(names.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
            for function in handler.functions where !names.contains(function.name) {
                if byService, !services.contains(function.name.split(separator: ".").first.map(String.init) ?? function.name) { continue }
                out.append(
                    finding(
                        "the manifest declares the function '\(function.name)' of '\(handler.name)', but native never handles it (it handles \(names.sorted().joined(separator: ", ")))",
                        at: c.manifestPosition(function.name, under: handler.name), subject: FindingSubject(handler: handler.name, function: function.name)))
            }
        }
        return out
    }
}

public struct ParamNotInManifestRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "param-not-in-manifest", severity: .warning,
        summary: "Native reads a parameter (or body key) the manifest does not declare: pages never send it, so the code behind it never runs.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"let count = param["count"] as? String"#, with: #"let count = ↓param["cuont"] as? String"#)),
            // A property of the type the message is decoded into is a key read.
            NativeExample(
                NativeRuleExamples.decodedApp.replacingOccurrences(of: "let count = decoded.param?.count", with: "let count = ↓decoded.param?.cuont")
                    .replacingOccurrences(of: "let count: String?", with: "let cuont: String?")),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp),
            NativeExample(NativeRuleExamples.decodedApp),
            // The code after a branch that returns is the other names', not the branch's.
            NativeExample(NativeRuleExamples.fallThroughApp, manifest: NativeRuleExamples.fallThroughManifest),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        ParamChecks.problems(c).compactMap { $0.rule == id ? finding($0.message, at: $0.position, hint: $0.hint, subject: $0.subject) : nil }
    }
}

public struct ParamTypeDisagreesRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "param-type-disagrees", severity: .error,
        summary: "Native casts a parameter to a type the manifest's schema does not allow: the cast fails for every valid message.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"let count = param["count"] as? String"#, with: #"let count = ↓param["count"] as? Int"#)),
            // Decoded into a property of another type.
            NativeExample(
                NativeRuleExamples.decodedApp.replacingOccurrences(of: "let count = decoded.param?.count", with: "let count = ↓decoded.param?.count")
                    .replacingOccurrences(of: "let count: String?", with: "let count: Int?")
                    .replacingOccurrences(of: "[.string(count)]", with: "[.string(String(count))]")),
        ],
        nonTriggering: [NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.decodedApp)])

    public static func check(_ c: NativeContext) -> [Finding] {
        ParamChecks.problems(c).compactMap { $0.rule == id ? finding($0.message, at: $0.position, hint: $0.hint, subject: $0.subject) : nil }
    }
}

/// The key reads of both parameter rules, judged once.
enum ParamChecks {
    struct Problem {
        let rule: String
        let message: String
        let hint: String?
        let position: NativePosition
        let subject: FindingSubject
    }

    static func problems(_ c: NativeContext) -> [Problem] {
        var out: [Problem] = []
        for read in c.facts.keyReads where !read.isParamsContainer {
            for name in c.served(read.handlers, receiverType: read.receiverType, library: read.library) {
                guard let handler = c.manifest.handler(named: name) else { continue }
                var read = read
                if read.key.contains(".") {
                    // `body["pong"]["count"]` where the body's only key names the function.
                    let parts = read.key.split(separator: ".", omittingEmptySubsequences: false)
                    guard case .function = handler.envelope, read.function == nil, parts.count == 2 else { continue }
                    read.function = String(parts[0])
                    read.key = String(parts[1])
                }
                let schema: Schema?
                let what: String
                if let function = read.function {
                    guard let declared = handler.function(named: function) else { continue }
                    schema = declared.params
                    what = "parameter '\(read.key)' of \(name).\(function)"
                } else {
                    // Keys of the envelope itself are not parameters.
                    switch handler.envelope {
                    case .action(let actionKey, let paramKey) where read.key == actionKey || read.key == paramKey: continue
                    case .sequence where read.key == "metadata": continue
                    case .plain, .sequence: break
                    default: continue
                    }
                    schema = handler.schema
                    what = "body key '\(read.key)' of \(name)"
                }
                guard let schema else { continue }
                if let property = schema.property(read.key) {
                    if let kind = read.kind, let types = property.types, !allows(types, kind) {
                        out.append(
                            Problem(
                                rule: ParamTypeDisagreesRule.id,
                                message: "native casts the \(what) to \(BodyKindDisagreesRule.swiftName(kind)), but the manifest says it is \(types.map(\.rawValue).joined(separator: " or "))",
                                hint: "cast it to the schema's type, or correct the schema", position: read.position,
                                subject: FindingSubject(
                                    handler: name, function: read.function, path: JSONPath.root.appending(read.key), expected: types.map(\.rawValue).joined(separator: " or "),
                                    actual: kind.rawValue)))
                    }
                } else if !schema.properties.isEmpty || isClosed(schema) {
                    out.append(
                        Problem(
                            rule: ParamNotInManifestRule.id, message: "native reads the \(what), which the manifest does not declare",
                            hint: Suggestion.closest(to: read.key, in: schema.properties.map(\.name)).map { "did you mean '\($0)'?" } ?? "declare it under the schema's \"properties\"",
                            position: read.position, subject: FindingSubject(handler: name, function: read.function, path: JSONPath.root.appending(read.key))))
                }
            }
        }
        return out
    }

    private static func isClosed(_ schema: Schema) -> Bool {
        if case .forbidden = schema.additionalProperties { return true }
        return false
    }

    static func allows(_ types: [Schema.TypeName], _ kind: ValueKind) -> Bool {
        switch kind {
        case .string: return types.contains(.string)
        case .object: return types.contains(.object)
        case .array: return types.contains(.array)
        case .integer: return types.contains(.integer)
        // A Double (or NSNumber) holds an integer too; JSON's true and false arrive in an
        // NSNumber as well (and cast to Double on Apple's Foundation).
        case .number: return types.contains(.number) || types.contains(.integer) || types.contains(.boolean)
        case .boolean: return types.contains(.boolean)
        case .null: return types.contains(.null)
        }
    }
}

// MARK: Drift: callbacks and schemes

/// JavaScript globals a native script may call that no page defines: ECMAScript's global
/// objects and functions, and the members of `window` a browser gives every page (HTML's
/// Window, with the CSSOM View and Selection API parts apps evaluate: `window.getSelection()`,
/// `window.scrollTo(0, y)`, `document.body.scrollHeight`). Written out here because neither
/// SwiftSyntax nor libclang knows the web platform's names.
let builtInScriptRoots: Set<String> = [
    // ECMAScript
    "globalThis", "Object", "Function", "Array", "String", "Number", "Boolean", "Symbol", "BigInt", "Math", "JSON", "Date", "RegExp", "Error",
    "TypeError", "RangeError", "Promise", "Proxy", "Reflect", "Map", "Set", "WeakMap", "WeakSet", "ArrayBuffer", "DataView", "Uint8Array", "Intl",
    "parseInt", "parseFloat", "isNaN", "isFinite", "encodeURI", "decodeURI", "encodeURIComponent", "decodeURIComponent", "escape", "unescape", "eval",
    // Window
    "window", "document", "console", "navigator", "location", "history", "screen", "performance",
    "localStorage", "sessionStorage", "indexedDB", "crypto", "caches", "customElements", "visualViewport", "speechSynthesis",
    "alert", "confirm", "prompt", "print", "open", "close", "stop", "focus", "blur", "find", "postMessage",
    "setTimeout", "setInterval", "clearTimeout", "clearInterval", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame",
    "requestIdleCallback", "cancelIdleCallback", "structuredClone", "atob", "btoa", "fetch", "matchMedia", "getComputedStyle", "getSelection",
    "scroll", "scrollTo", "scrollBy", "moveTo", "resizeTo", "addEventListener", "removeEventListener", "dispatchEvent",
    "Event", "CustomEvent", "MessageEvent", "URL", "URLSearchParams", "Blob", "File", "FileReader", "FormData", "Headers", "Request", "Response",
    "XMLHttpRequest", "WebSocket", "Image", "Audio", "MutationObserver", "IntersectionObserver", "ResizeObserver", "TextEncoder", "TextDecoder",
]

func isBuiltIn(_ path: String) -> Bool {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first else { return true }
    if first == "window" { return parts.count < 2 || builtInScriptRoots.contains(parts[1]) }
    return builtInScriptRoots.contains(first)
}

/// The page objects a bridge library's own script defines and its native side calls (its
/// message pump, not the app's callbacks), for the libraries whose envelope the manifest uses.
func libraryCallbackRoots(_ manifest: Manifest) -> Set<String> {
    var roots: Set<String> = []
    for handler in manifest.handlers {
        switch handler.envelope {
        case .webViewJavascriptBridge: roots.formUnion(["WebViewJavascriptBridge", "WKWebViewJavascriptBridge"])
        case .dsBridge: roots.formUnion(["_handleMessageFromNative", "_dsbridge", "_dsf", "_dsaf"])
        case .cordova: roots.insert("cordova")
        case .capacitor: roots.insert("Capacitor")
        default: break
        }
    }
    return roots
}

/// The URL schemes a bridge library's own code checks for its plumbing, where the manifest uses
/// that library: WebViewJavascriptBridge's legacy `wvjbscheme://__wvjb_queue_message__` (its
/// `https://__bridge_loaded__` is declared like any navigation handler).
func libraryOwnedSchemes(_ manifest: Manifest) -> Set<String> {
    manifest.handlers.contains { if case .webViewJavascriptBridge = $0.envelope { return true } else { return false } } ? ["wvjbscheme"] : []
}

/// `window.x.y` and `x.y` name the same callback.
func normalizedCallback(_ path: String) -> String { path.hasPrefix("window.") ? String(path.dropFirst(7)) : path }

public struct CallbackNotInManifestRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "callback-not-in-manifest", severity: .warning,
        summary: "Native evaluates a call to a JavaScript function the manifest does not declare as a callback: lint cannot check that pages define it.",
        triggering: [
            // A script a method returns as one literal, called on a class the app declares, in a file
            // that also uses a pod (whose stand-ins must not shadow the app's own class).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Scripts : NSObject\n- (NSString *)pump;\n@end\n@implementation Scripts\n- (NSString *)pump { return @\"↓fromNativ()\"; }\n@end\n@interface Pump : NSObject\n@property (nonatomic, strong) Scripts *scripts;\n@end\n@implementation Pump\n- (void)run:(WKWebView *)webView {\n    [SVProgressHUD show];\n    [webView evaluateJavaScript:[self.scripts pump] completionHandler:nil];\n}\n@end\n"),
            // A library's page object is a callback like any other where the manifest does not use that library.
            NativeExample(NativeRuleExamples.quietApp + #"func pump(_ w: WKWebView) { w.evaluateJavaScript("↓WebViewJavascriptBridge._handleMessageFromObjC('{}')") }"#),
            // A format held in a constant: the callee is reported where the constant's text is.
            NativeExample(
                objectiveC: "static NSString * const kScript = @\"↓fromNativ(%@)\";\n"
                    + NativeRuleExamples.quietAppObjC.replacingOccurrences(of: #"[NSString stringWithFormat:@"fromNative(%@)", argument]"#, with: "[NSString stringWithFormat:kScript, argument]")),
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript(String(format: "↓fromNativ(%d, '%@')", 1, "x")) }"#),
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript("↓fromNativ('1')") }"#),
            // A name an enum parameter's callers pass (`send(.ready)`, its raw value), through
            // a helper that shadows its parameter with a trimmed copy (Strada's and Hotwire's).
            NativeExample(NativeRuleExamples.quietApp + "\n" + #"""
                final class Relay {
                    weak var webView: WKWebView?
                    func ready() { send(.ready) }
                    private func send(_ event: Event) { call(event.rawValue) }
                    private func call(_ name: String) {
                        let name = name.hasSuffix("()") ? String(name.dropLast(2)) : name
                        webView?.evaluateJavaScript("window.relay.\(name)()")
                    }
                    private enum Event: String { case ready = ↓"onReady" }
                }
                """#),
            // A script one of the app's functions returns, as an element of a tuple (Brave's
            // evaluateSafeJavaScript(functionName:args:) and generateJSFunctionString).
            NativeExample(NativeRuleExamples.quietApp + "\n" + #"""
                extension WKWebView {
                    func script(functionName: String, args: [String]) -> (javascript: String, error: Error?) {
                        ("\(functionName)(\(args.joined(separator: ", ")))", nil)
                    }
                    func evaluateSafe(functionName: String, args: [String]) {
                        let js = script(functionName: functionName, args: args)
                        evaluateJavaScript(js.javascript)
                    }
                }
                func paste(_ w: WKWebView) { w.evaluateSafe(functionName: "↓window.forcePaste", args: ["a", "b"]) }
                """#),
            // A call behind a guard is the call: `f && f(…)`, `typeof`, `if`, `try`.
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript("window.fromNativ && ↓window.fromNativ('1')") }"#),
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript("if (typeof fromNativ === 'function') { ↓fromNativ('1') }") }"#),
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript("try { ↓fromNativ('1') } catch (e) {}") }"#),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: #"@"fromNative(%@)", argument]"#, with: #"@"window.fromNativ && ↓window.fromNativ(%@)", argument]"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Legacy : NSObject\n@end\n@implementation Legacy\n- (void)ping:(UIWebView *)webView {\n    [webView stringByEvaluatingJavaScriptFromString:@\"↓fromNativ(1)\"];\n}\n@end\n"),
            // A statement naming a pod's class and selectors that no header here declares is
            // still read (clang drops it, block and all, unless they are declared).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n#import <AFNetworking/AFNetworking.h>\n@interface Loader : NSObject\n@property (nonatomic, strong) WKWebView *webView;\n@end\n@implementation Loader\n- (void)load {\n    [[AFHTTPSessionManager manager] GET:@\"https://example.com\" parameters:nil headers:nil progress:nil success:^(NSURLSessionDataTask *task, id response) {\n        [self.webView evaluateJavaScript:@\"↓fromNativ(1)\" completionHandler:nil];\n    } failure:nil];\n}\n@end\n"),
            // UIWebView's stringByEvaluatingJavaScript(from:) runs a script too.
            NativeExample(NativeRuleExamples.quietApp + #"func legacy(_ w: UIWebView) { _ = w.stringByEvaluatingJavaScript(from: "↓fromNativ('1')") }"#),
            // The callee held in a stored constant: reported where its text is written.
            NativeExample(NativeRuleExamples.quietAppThroughConstants.replacingOccurrences(of: #"private let resultCallback = "fromNative""#, with: #"private let resultCallback = "↓fromNativ""#)),
            // Through a helper and a struct that builds the script (Hotwire's JavaScriptExpression):
            // reported where the caller names the function.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.expressionBuilder.replacingOccurrences(of: #"call(w, function: "fromNative")"#, with: #"call(w, function: "↓fromNativ")"#)),
            // A struct's maker binds its properties together: the object with the enum's name,
            // the bare name with no object (not `window.bridge.fromNative`, not a bare `onReady`).
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.scriptStruct.replacingOccurrences(of: #"case ready = "onReady""#, with: #"case ready = ↓"onReady""#)),
            // A format built by one stringWithFormat: (its `%%@` left as `%@`) and formatted
            // again by the helper it is passed to (InAppBrowser's injectDeferredObject:withWrapper:).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Injector : NSObject\n@property (nonatomic, strong) WKWebView *webView;\n@end\n@implementation Injector\n- (void)inject:(NSString *)source withWrapper:(NSString *)wrapper {\n    NSString *script = [NSString stringWithFormat:wrapper, source];\n    [self.webView evaluateJavaScript:script completionHandler:nil];\n}\n- (void)run:(NSString *)code serial:(NSInteger)serial {\n    NSString *wrapper = nil;\n    if (serial > 0) {\n        wrapper = [NSString stringWithFormat:@\"↓fromNativ(%ld, %%@);\", (long)serial];\n    }\n    [self inject:code withWrapper:wrapper];\n}\n@end\n"),
        ],
        nonTriggering: [
            // Where it does, the library's own message pump is the library's.
            NativeExample(
                NativeRuleExamples.quietApp + #"func pump(_ w: WKWebView) { w.evaluateJavaScript("WebViewJavascriptBridge._handleMessageFromObjC('{}')") }"#,
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""handlers": {"#, with: #""handlers": { "wvjb": { "body": "object", "envelope": "webviewjavascriptbridge", "functions": { "ping": {} } },"#)),
            NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.expressionBuilder),
            NativeExample(
                NativeRuleExamples.quietApp + NativeRuleExamples.scriptStruct,
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""callbacks": {"#, with: #""callbacks": { "bridge.onReady": {},"#)),
            NativeExample(NativeRuleExamples.quietApp + #"func ua(_ w: WKWebView) { w.evaluateJavaScript("document.title = 'x'") }"#),
            // What the browser gives every page: the selection, scrolling, timers.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Menu : NSObject\n@end\n@implementation Menu\n- (void)copy:(WKWebView *)webView {\n    [webView evaluateJavaScript:@\"window.getSelection().toString()\" completionHandler:nil];\n    [webView evaluateJavaScript:@\"requestAnimationFrame(function () { window.scrollTo(0, 0); })\" completionHandler:nil];\n}\n@end\n"),
            NativeExample(NativeRuleExamples.quietApp + #"func ping(_ w: WKWebView) { w.evaluateJavaScript("window.fromNative && window.fromNative('1')") }"#),
            NativeExample(NativeRuleExamples.quietApp + #"func ua(_ w: WKWebView) { w.evaluateJavaScript("if (window.ready) { document.title = 'x' }") }"#),
            // A wrapper's parameter is what it is invoked with: `d` is the page's document.
            NativeExample(NativeRuleExamples.quietApp + #"func style(_ w: WKWebView) { w.evaluateJavaScript("(function(d) { var c = d.createElement('style'); d.body.appendChild(c); })(document)") }"#),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        let declared = Set(c.manifest.callbacks.map { normalizedCallback($0.path) } + c.manifest.handlers.flatMap { $0.functions.compactMap { $0.callback.map(normalizedCallback) } })
        let libraries = libraryCallbackRoots(c.manifest)
        return c.facts.scripts.compactMap { script in
            guard let callee = script.callee, !isBuiltIn(callee), !declared.contains(normalizedCallback(callee)) else { return nil }
            // The library's own message pump (`WebViewJavascriptBridge._handleMessageFromObjC`).
            if let root = normalizedCallback(callee).split(separator: ".").first, libraries.contains(String(root)) { return nil }
            return finding(
                "native evaluates a call to '\(callee)', which the manifest does not declare as a callback", at: script.position,
                hint: Suggestion.closest(to: callee, in: c.manifest.callbacks.map(\.path)).map { "did you mean '\($0)'?" } ?? "declare it under \"callbacks\"",
                subject: FindingSubject(callback: callee))
        }
    }
}

public struct CallbackArgumentsDisagreeRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "callback-arguments-disagree", severity: .warning,
        summary: "Native calls a declared callback with another number of arguments than the manifest gives it: the page's function reads undefined, or misses one.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp + #"func twice(_ w: WKWebView) { w.evaluateJavaScript("↓fromNative('1', '2')") }"#),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: #"@"fromNative(%@)", argument]"#, with: #"@"↓fromNative()"]"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp),
            // A count that cannot be told (a spread) says nothing.
            NativeExample(NativeRuleExamples.quietApp + #"func spread(_ w: WKWebView, _ args: String) { w.evaluateJavaScript("fromNative(...\(args))") }"#),
            // A trailing argument the manifest marks optional may be left out.
            NativeExample(
                NativeRuleExamples.quietApp + #"func bare(_ w: WKWebView) { w.evaluateJavaScript("fromNative()") }"#,
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""arguments": [{ "name": "data" }]"#, with: #""arguments": [{ "name": "data", "optional": true }]"#)),
            // Nor does a list joined with commas.
            NativeExample(
                NativeRuleExamples.quietApp + #"func answer(_ w: WKWebView, _ args: [String]) { w.evaluateJavaScript("fromBoth(\(args.joined(separator: ", ")))") }"#,
                manifest: NativeRuleExamples.manifest.replacingOccurrences(
                    of: #""callbacks": { "fromNative""#, with: #""callbacks": { "fromBoth": { "arguments": [{ "name": "a" }, { "name": "b" }] }, "fromNative""#)),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        var declared: [String: Callback] = [:]
        for callback in c.manifest.callbacks where !callback.arguments.isEmpty { declared[normalizedCallback(callback.path)] = callback }
        return c.facts.scripts.compactMap { script in
            guard let callee = script.callee, let count = script.argumentCount, let callback = declared[normalizedCallback(callee)],
                !(callback.requiredArgumentCount...callback.arguments.count).contains(count), !script.text.contains("...")
            else { return nil }
            let names = callback.arguments.map { $0.name + ($0.optional ? "?" : "") }.joined(separator: ", ")
            let expected = callback.requiredArgumentCount == callback.arguments.count ? "\(callback.arguments.count)" : "\(callback.requiredArgumentCount) to \(callback.arguments.count)"
            return finding(
                "native calls \(callee) with \(count) argument\(count == 1 ? "" : "s"), but the manifest gives it \(expected) (\(names))",
                at: script.position, hint: "pass \(names), or correct the callback's \"arguments\" in the manifest",
                subject: FindingSubject(expected: String(callback.arguments.count), actual: String(count), callback: callee))
        }
    }
}

public struct CallbackNeverEvaluatedRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "callback-never-evaluated", severity: .warning,
        summary: "The manifest declares a callback native never calls: pages wait for an answer that never comes.",
        triggering: [
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(of: #"ReplyScript.call("fromNative""#, with: #"ReplyScript.call("toNative""#),
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""callbacks": { "fromNative""#, with: #""callbacks": { ↓"fromNative""#)),
            // The port's call names another page handler than the manifest's.
            NativeExample(
                NativeRuleExamples.quietApp + "\nfinal class Page { var bridge: WebViewJavascriptBridge?\n func go() { bridge?.call(handlerName: \"GetTokn\", data: [\"a\": 1]) { _ in } } }\n",
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""callbacks": { "fromNative": { "arguments": [{ "name": "data" }] } }"#, with: #""callbacks": { "fromNative": { "arguments": [{ "name": "data" }] }, ↓"WebViewJavascriptBridge.GetToken": {} }"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants),
            // A Swift WebViewJavascriptBridge port's call(handlerName:) calls the page's handler.
            NativeExample(
                NativeRuleExamples.quietApp + "\nfinal class Page { var bridge: WebViewJavascriptBridge?\n func go() { bridge?.call(handlerName: \"GetToken\", data: [\"a\": 1]) { _ in } } }\n",
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""callbacks": { "fromNative": { "arguments": [{ "name": "data" }] } }"#, with: #""callbacks": { "fromNative": { "arguments": [{ "name": "data" }] }, "WebViewJavascriptBridge.GetToken": {} }"#)),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        guard !c.hasUnresolvedScripts else { return [] }
        let called = Set(c.facts.scripts.compactMap { $0.callee.map(normalizedCallback) })
        return c.manifest.callbacks.filter { !called.contains(normalizedCallback($0.path)) }.map {
            finding(
                "the manifest declares the callback '\($0.path)', but native never evaluates a call to it", at: c.manifestPosition($0.path, under: "callbacks"),
                subject: FindingSubject(callback: $0.path))
        }
    }
}

/// Schemes every app sees; checking them says nothing about the bridge.
let standardSchemes: Set<String> = [
    "http", "https", "file", "about", "data", "blob", "javascript", "tel", "mailto", "sms", "facetime", "facetime-audio", "itms", "itms-apps",
    "itms-appss", "maps", "app-settings", "ws", "wss",
]

public struct SchemeNotInManifestRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "scheme-not-in-manifest", severity: .warning,
        summary: "Native handles a custom URL scheme the manifest does not declare: lint cannot check the links and messages that use it.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: #"url?.scheme == "myapp""#, with: #"url?.scheme == ↓"otherapp" || navigationAction.request.url?.scheme == "myapp""#)),
            // UIWebView's navigation decision, in Swift and Objective-C.
            NativeExample(
                NativeRuleExamples.quietApp
                    + #"final class Legacy: NSObject, UIWebViewDelegate { func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { if request.url?.scheme == ↓"legacyapp" { return false }; return true } }"#),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Legacy : NSObject <UIWebViewDelegate>\n@end\n@implementation Legacy\n- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)navigationType {\n    if ([request.URL.scheme isEqualToString:↓@\"legacyapp\"]) { return NO; }\n    return YES;\n}\n@end\n"),
            // A branch that opens a URL it reads out of the navigation's query decodes the URL:
            // a bridge's scheme, not a hand-off to another app.
            NativeExample(
                NativeRuleExamples.quietApp + NativeRuleExamples.handOffSwift(scheme: "↓\"shopapp\"", branch: "if let target = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value, let link = URL(string: target) { UIApplication.shared.open(link) }")),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.handOffObjC(scheme: "↓@\"shopapp\"", branch: "[[UIApplication sharedApplication] openURL:[NSURL URLWithString:url.query] options:@{} completionHandler:nil];")),
            // The scheme tested through the URL's text, a lowercased scheme, or a list of schemes.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.absoluteString.hasPrefix(↓"linkapp://share")"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.absoluteString.lowercased().contains(↓"\(Links.bridgeScheme)://")"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"["tel", ↓"linkapp"].contains(url.scheme?.lowercased() ?? "")"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.scheme?.lowercased() == ↓"linkapp""#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp),
            // WebViewJavascriptBridge's own legacy scheme, where the manifest uses that library.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Nav : NSObject <WKNavigationDelegate>\n@end\n@implementation Nav\n- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {\n    NSString *scheme = navigationAction.request.URL.scheme.lowercaseString;\n    if ([scheme isEqualToString:@\"wvjbscheme\"]) { decisionHandler(WKNavigationActionPolicyCancel); return; }\n    decisionHandler(WKNavigationActionPolicyAllow);\n}\n@end\n",
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""handlers": {"#, with: #""handlers": { "wvjb": { "body": "object", "envelope": "webviewjavascriptbridge", "functions": { "ping": {} } },"#)),
            // Another app's scheme: the branch hands the URL on whole (a payment app's, rewritten
            // to come back to this app) and reads none of its parts.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.handOffSwift(scheme: "\"alipays\"", branch: "UIApplication.shared.open(url)")),
            // The same tests of the web's own schemes, of text that names no scheme, and of
            // another app's scheme whose URL the branch hands on.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.absoluteString.hasPrefix("https://")"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.absoluteString.contains("linkapp")"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.navigationSwift(test: #"url.absoluteString.hasPrefix("alipays://")"#, branch: "UIApplication.shared.open(url)")),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + NativeRuleExamples.handOffObjC(
                        scheme: "@\"alipay\"",
                        branch: "NSString *text = [url.absoluteString stringByReplacingOccurrencesOfString:@\"alipays\" withString:@\"myshop\"];\n        [webView loadRequest:[NSURLRequest requestWithURL:[NSURL URLWithString:text]]];")),
            // A bridge library's argument tested for a prefix is data (media's `documents://` paths).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Player : CDVPlugin\n@end\n@implementation Player\n- (void)play:(CDVInvokedUrlCommand *)command {\n    NSString *path = [command argumentAtIndex:0];\n    if ([path isKindOfClass:[NSString class]] && [path hasPrefix:@\"documents://\"]) { NSLog(@\"%@\", path); }\n}\n@end\n"),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        var seen: Set<String> = []
        let owned = libraryOwnedSchemes(c.manifest)
        return c.facts.schemes.compactMap { check in
            guard check.host == nil, !standardSchemes.contains(check.scheme), !owned.contains(check.scheme), c.manifest.handlers(forScheme: check.scheme).isEmpty, seen.insert(check.scheme).inserted else { return nil }
            return finding("native handles the URL scheme '\(check.scheme)', which no handler in the manifest declares", at: check.position, hint: "declare a handler with a scheme or deeplink envelope for it",
                subject: FindingSubject(scheme: check.scheme))
        }
    }
}

public struct SchemeNeverHandledRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "scheme-never-handled", severity: .error,
        summary: "The manifest declares a URL scheme native never checks where it arrives (decidePolicyFor for navigations, the handler for posted URLs).",
        triggering: [
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(of: #"url?.scheme == "myapp""#, with: #"url?.scheme == "tel""#),
                manifest: NativeRuleExamples.manifest.replacingOccurrences(of: #""opener":"#, with: #"↓"opener":"#))
        ],
        nonTriggering: [NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants)])

    public static func check(_ c: NativeContext) -> [Finding] {
        var out: [Finding] = []
        for handler in c.manifest.handlers {
            guard let scheme = handler.envelope.scheme?.lowercased(), !standardSchemes.contains(scheme) else { continue }
            let contexts: Set<SchemeCheck.Context>
            switch handler.transport {
            case .navigation: contexts = [.navigation, .other]
            case .postMessage: contexts = [.message]
            case .both: contexts = [.navigation, .other, .message]
            }
            let checked = c.facts.schemes.contains { $0.scheme == scheme && contexts.contains($0.context) }
            guard !checked else { continue }
            let where_ = handler.transport == .postMessage ? "on the URLs its handler receives" : "in decidePolicyFor (or the app's open-URL entry)"
            out.append(
                finding(
                    "the manifest declares the scheme '\(scheme)' for '\(handler.name)', but native never checks for it \(where_)",
                    at: c.manifestPosition(handler.name, under: "handlers"), subject: FindingSubject(handler: handler.name, scheme: scheme)))
        }
        return out
    }
}

// MARK: Native safety

/// Rules whose findings the reader makes where it sees the pattern.
protocol HazardRule: NativeRule {}

extension HazardRule {
    public static func check(_ c: NativeContext) -> [Finding] {
        c.facts.hazards.filter { $0.rule == id }.map { finding($0.message, at: $0.position, hint: $0.hint) }
    }
}

public struct ForceCastPageDataRule: HazardRule {
    public static let description = NativeRuleDescription(
        id: "force-cast-page-data", severity: .error,
        summary: "A force cast (as!) of message.body or something derived from it: a page that sends another shape crashes the app (seed 001).",
        triggering: [
            // A value read from the body may be missing: nil fails even a cast to CVarArg.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let d = message.body as? [String: Any] { print(String(format: \"%@\", ↓d[\"x\"] as! CVarArg)) }")),
            // A method the page names, performed with no responds(to:) asked of it.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "↓perform(Selector(text))")),
            // Objective-C: block enumeration of a page array or dictionary gives each element (each
            // value) as the page sent it.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                of: #"NSLog(@"%@", message.body);"#,
                with: #"if ([message.body isKindOfClass:[NSArray class]]) { [message.body enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { NSLog(@"%@", ↓obj[@"name"]); }]; }"#)),
            // A framework class whose header is not on this machine (MessageUI's): the app declared
            // the value NSString, and the framework's setter takes one. Once a message to the value
            // has run, handing it on is no new crash point; a category the app implements on a
            // framework class is followed, not taken for the framework's; `%@` takes any object.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n#import <MessageUI/MFMailComposeViewController.h>\n@interface UIView (Note)\n- (void)note:(NSString *)text;\n@end\n@implementation UIView (Note)\n- (void)note:(NSString *)text { NSLog(@\"%@\", text); }\n@end\n@interface Mailer : CDVPlugin\n@end\n@implementation Mailer\n- (void)setSubject:(NSString *)subject ofDraft:(MFMailComposeViewController *)draft {\n    [draft setSubject:↓subject];\n}\n- (void)setBody:(NSString *)body ofDraft:(MFMailComposeViewController *)draft {\n    if (↓[body length] > 0) { [draft setMessageBody:body isHTML:NO]; }\n}\n- (void)open:(CDVInvokedUrlCommand *)command {\n    NSDictionary *props = [command argumentAtIndex:0];\n    if (![props isKindOfClass:[NSDictionary class]]) { return; }\n    MFMailComposeViewController *draft = [[MFMailComposeViewController alloc] init];\n    [self setSubject:[props objectForKey:@\"subject\"] ofDraft:draft];\n    [self setBody:[props objectForKey:@\"body\"] ofDraft:draft];\n    [self.webView note:[props objectForKey:@\"note\"]];\n    NSString *t = [props objectForKey:@\"t\"];\n    if (↓[t length] > 0) { NSLog(@\"%@\", [UIAlertController alertControllerWithTitle:t message:nil preferredStyle:UIAlertControllerStyleAlert]); }\n    NSLog(@\"%@\", [NSString stringWithFormat:@\"%@\", [props objectForKey:@\"any\"]]);\n}\n@end\n"),
            // Made a string by NSString's own method: that message is the finding; from there on the
            // variable holds an NSString, so handing it to NSURL is none.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Mailer : CDVPlugin\n@end\n@implementation Mailer\n- (void)open:(CDVInvokedUrlCommand *)command {\n    NSString *link = [command argumentAtIndex:0];\n    link = ↓[link stringByAddingPercentEncodingWithAllowedCharacters:[NSCharacterSet URLQueryAllowedCharacterSet]];\n    NSLog(@\"%@\", [NSURL URLWithString:link]);\n}\n@end\n"),
            // A property of an object filled from the page by key-value coding, in the delegate
            // method it is handed to.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.keyValueDelegateObjC.replacingOccurrences(of: "if ([m.method isEqualToString:", with: "if (↓[m.method isEqualToString:")),
            // Key-value coding into a class that takes no key it lacks: another key throws.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + NativeRuleExamples.keyValueDelegateObjC.replacingOccurrences(of: "- (void)setValue:(id)value forUndefinedKey:(NSString *)key {}\n", with: "")
                    .replacingOccurrences(of: "[m setValuesForKeysWithDictionary:", with: "↓[m setValuesForKeysWithDictionary:")
                    .replacingOccurrences(of: "if ([m.method isEqualToString:", with: "if ([m.method isKindOfClass:[NSString class]] && [m.method isEqualToString:")),
            // A page value handed to a Foundation method that takes a dictionary (KKJSBridge's engine).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "NSDictionary *body = message.body;", with: "NSMutableDictionary *copy = [[NSMutableDictionary alloc] initWithDictionary:↓message.body];\n        NSDictionary *body = copy;").replacingOccurrences(of: "if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n", with: "")),
            // Objective-C: what the page returns to a completion handler, messaged with no class check,
            // there or in a method of another class it is passed to.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Fetch : NSObject\n@end\n@implementation Fetch\n- (void)fetch:(WKWebView *)webView {\n    [webView evaluateJavaScript:@\"document.title\" completionHandler:^(id result, NSError *error) {\n        NSLog(@\"%lu\", (unsigned long)↓[result length]);\n    }];\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Queue : NSObject\n- (void)flush:(NSString *)text;\n@end\n@implementation Queue\n- (void)flush:(NSString *)text { NSLog(@\"%lu\", (unsigned long)↓text.length); }\n@end\n@interface Fetch : NSObject\n@property (nonatomic, strong) Queue *queue;\n@end\n@implementation Fetch\n- (void)fetch:(WKWebView *)webView {\n    [webView evaluateJavaScript:@\"f()\" completionHandler:^(NSString *result, NSError *error) { [self.queue flush:result]; }];\n}\n@end\n"),
            // Objective-C: a Cordova action's argument is whatever JSON value the page passed to exec.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSArray *buttons = [command argumentAtIndex:1];\n    NSLog(@\"%lu\", (unsigned long)↓[buttons count]);\n}\n@end\n"),
            // A class method the action hands its command to (an options factory) is followed.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface PictureOptions : NSObject\n@property (nonatomic) BOOL editable;\n+ (instancetype)fromArguments:(CDVInvokedUrlCommand *)command;\n@end\n@implementation PictureOptions\n+ (instancetype)fromArguments:(CDVInvokedUrlCommand *)command {\n    PictureOptions *o = [[PictureOptions alloc] init];\n    o.editable = ↓[[command argumentAtIndex:0 withDefault:@(NO)] boolValue];\n    return o;\n}\n@end\n@interface Camera : CDVPlugin\n@end\n@implementation Camera\n- (void)takePicture:(CDVInvokedUrlCommand *)command {\n    NSLog(@\"%@\", [PictureOptions fromArguments:command]);\n}\n@end\n"),
            // A C cast names the class; it checks nothing.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSString *path = (NSString *)[command argumentAtIndex:0];\n    NSLog(@\"%d\", ↓[path hasPrefix:@\"/\"]);\n}\n@end\n"),
            // Objective-C: a page value given to UIKit or Foundation as NSString, which they send string messages.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSString *title = [command argumentAtIndex:0];\n    UIAlertController *a = [UIAlertController alertControllerWithTitle:↓title message:nil preferredStyle:UIAlertControllerStyleAlert];\n    NSLog(@\"%@ %@\", a, [NSURL fileURLWithPath:↓title]);\n}\n@end\n"),
            // Objective-C: fast enumeration of JSON the page sent, through a helper that parses it:
            // a string or a number is not a collection.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Inbox : NSObject <WKScriptMessageHandler>\n@end\n@implementation Inbox\n- (NSArray *)parse:(NSString *)text {\n    return [NSJSONSerialization JSONObjectWithData:[text dataUsingEncoding:NSUTF8StringEncoding] options:NSJSONReadingAllowFragments error:nil];\n}\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSString class]]) { return; }\n    id messages = [self parse:message.body];\n    \n    for (NSDictionary *m in ↓messages) {\n        if ([m isKindOfClass:[NSDictionary class]]) { NSLog(@\"%@\", m[@\"id\"]); }\n    }\n}\n@end\n"),
            // A table of closures by message name, filled in a method rather than where it is
            // declared: each closure is given the body.
            NativeExample(
                NativeRuleExamples.closureTableApp
                    .replacingOccurrences(of: "private lazy var actions: [String: (Any) -> Void] = [", with: "private var actions: [String: (Any) -> Void] = [:]\n    func setUp() {\n        actions = [")
                    .replacingOccurrences(of: "guard let t = body as? String else { return }; self?.title = t },\n    ]", with: "self?.title = ↓body as! String },\n    ]\n    }"),
                manifest: NativeRuleExamples.closureTableManifest),
            // A selector made from the message's name: each handler's messages go to its method.
            NativeExample(
                "final class Web: NSObject, WKScriptMessageHandler {\n    func install(_ c: WKUserContentController) { [\"setTitle\"].forEach { c.add(self, name: $0) } }\n    func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {\n        perform(Selector(\"\\(message.name):\"), with: message.body)\n    }\n    @objc func setTitle(_ body: Any) { print(↓body as! String) }\n}\n",
                manifest: #"{ "version": 1, "handlers": { "setTitle": { "body": "string" } } }"#),
            // A selector made from the action key's text, interpolated: the page names the method
            // (and, unchecked, one the class lacks crashes the app).
            NativeExample(
                "final class Web: NSObject, WKScriptMessageHandler {\n    func install(_ c: WKUserContentController) { c.add(self, name: \"bridge\") }\n    func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {\n        guard let body = message.body as? [String: Any], let action = body[\"action\"] as? String else { return }\n        ↓perform(Selector(\"\\(action):\"), with: body[\"param\"])\n    }\n    @objc func setTitle(_ param: Any) { print(↓param as! String) }\n}\n",
                manifest: #"{ "version": 1, "handlers": { "bridge": { "body": "object", "envelope": { "type": "action", "actionKey": "action", "paramKey": "param" }, "functions": { "setTitle": {} } } } }"#),
            // A table whose entries are the type's own methods (`"setTitle": setTitle`,
            // `self.setTitle(_:)`): each method is given the body.
            NativeExample(
                NativeRuleExamples.closureTableApp
                    .replacingOccurrences(of: "{ [weak self] body in guard let t = body as? String else { return }; self?.title = t },", with: "setTitle,")
                    .replacingOccurrences(of: "var title = \"\"", with: "var title = \"\"\n    func setTitle(_ body: Any) { title = ↓body as! String }"),
                manifest: NativeRuleExamples.closureTableManifest),
            // The page's answer to a script native evaluates is the page's to choose.
            NativeExample(NativeRuleExamples.quietApp + #"func title(_ w: WKWebView) { w.evaluateJavaScript("document.title") { result, _ in print(↓result as! String) } }"#),
            NativeExample(NativeRuleExamples.quietApp + #"final class Old: NSObject, WKScriptMessageHandler { func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) { if let body = message.body as? NSDictionary { let id: String = ↓body["id"] as String; print(id) } } }"#),
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: #"guard let text = message.body as? String else { return replyHandler(nil, "not a string") }"#, with: "let text = ↓message.body as! String")),
            // Objective-C: a typed assignment of the body without a class check.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if (![message.body isKindOfClass:[NSString class]]) { replyHandler(nil, @"not a string"); return; }"#, with: ""
                ).replacingOccurrences(of: "    NSString *text = message.body;", with: "    ↓NSString *text = message.body;")),
            // An explicit cast assigned to a typed variable is one unchecked use, where the cast is.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if (![message.body isKindOfClass:[NSString class]]) { replyHandler(nil, @"not a string"); return; }"#, with: ""
                ).replacingOccurrences(of: "    NSString *text = message.body;", with: "    NSString *text = ↓(NSString *)message.body;")),
            // An `is` test of another type does not make the cast safe.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let value: Any = text; if value is Int { print(↓value as! String) }"#)),
            // Objective-C: a message sent to a value read from the page, whose class nothing checked
            // (a page sending {"action": 1} makes isEqualToString: throw).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"]) {"#, with: #"if (↓[action isEqualToString:@"pong"]) {"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "if (![param isKindOfClass:[NSDictionary class]]) { return; }", with: "")
                    .replacingOccurrences(of: #"NSString *count = param[@"count"];"#, with: #"NSString *count = ↓param[@"count"];"#)),
            // The else of a positive class check is where the value is not of that class.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([message.body isKindOfClass:[NSString class]]) { NSLog(@"%@", message.body); }"#,
                    with: #"if ([message.body isKindOfClass:[NSString class]]) { NSLog(@"%@", message.body); } else { ↓NSString *t = message.body; NSLog(@"%@", t); }"#)),
            // A class check in another handler's branch says nothing about this one.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "if (![message.body isKindOfClass:[NSDictionary class]]) { return; }", with: "")
                    .replacingOccurrences(of: "NSDictionary *body = message.body;", with: "↓NSDictionary *body = message.body;")),
            // A file-level static given page data, read by the method called next (Toast's styling),
            // and a page string handed to NSScanner.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\nstatic id styling;\n@interface Toast : CDVPlugin\n@end\n@implementation Toast\n- (void)show:(CDVInvokedUrlCommand *)command {\n    NSDictionary *options = [command argumentAtIndex:0];\n    if (![options isKindOfClass:[NSDictionary class]]) { return; }\n    styling = options[@\"styling\"];\n    [self layout];\n}\n- (void)layout {\n    NSNumber *opacity = ↓styling[@\"opacity\"];\n    NSLog(@\"%@\", opacity);\n}\n- (void)paint:(CDVInvokedUrlCommand *)command {\n    NSString *hex = [command argumentAtIndex:0];\n    NSLog(@\"%@\", [NSScanner scannerWithString:↓hex]);\n}\n@end\n"),
            // @finally catches nothing: a @try without a @catch lets the exception through.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Nfc : CDVPlugin\n@end\n@implementation Nfc\n- (void)write:(CDVInvokedUrlCommand *)command {\n    NSArray *records = [command argumentAtIndex:0];\n    @try {\n        for (id record in ↓records) { NSLog(@\"%@\", record); }\n    } @finally {\n        NSLog(@\"done\");\n    }\n}\n@end\n"),
            // A property an action stored the page's value in, read where the picture comes back
            // (cordova-plugin-camera's quality): the page's value there too.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Camera : CDVPlugin\n@property (nonatomic, strong) id quality;\n@end\n@implementation Camera\n- (void)takePicture:(CDVInvokedUrlCommand *)command {\n    self.quality = [command argumentAtIndex:0 withDefault:@(50)];\n}\n- (void)pictureTaken {\n    NSLog(@\"%ld\", (long)↓[self.quality integerValue]);\n}\n@end\n"),
            // A Capacitor plugin method's options, as the page passed them.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.capacitorEcho(#"call.resolve(["value": ↓call.options["value"] as! String])"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if responds(to: Selector(text)) { perform(Selector(text)) }")),
            // The body is never nil and always an NSObject: a cast to what every object a page
            // posts is (to format it with %@) cannot fail.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(String(format: \"%@\", message.body as! CVarArg), message.body as! NSObject)")),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                of: #"NSLog(@"%@", message.body);"#,
                with: #"if ([message.body isKindOfClass:[NSArray class]]) { [message.body enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { if ([obj isKindOfClass:[NSDictionary class]]) { NSLog(@"%@", obj[@"name"]); } }]; }"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.capacitorEcho(#"call.resolve(["value": call.options["value"] as? String ?? "", "other": call.getString("other") ?? ""])"#)),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Camera : CDVPlugin\n@property (nonatomic, strong) id quality;\n@end\n@implementation Camera\n- (void)takePicture:(CDVInvokedUrlCommand *)command {\n    id q = [command argumentAtIndex:0 withDefault:@(50)];\n    if ([q isKindOfClass:[NSNumber class]]) { self.quality = q; }\n}\n- (void)pictureTaken {\n    NSLog(@\"%ld\", (long)[self.quality integerValue]);\n}\n@end\n"),
            // An upcast to Any or AnyObject always succeeds.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(message.body as AnyObject, message.body as Any?, text)")),
            // Inside @try with a @catch, and in a method called from there: an unrecognized selector is caught.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Nfc : CDVPlugin\n@end\n@implementation Nfc\n- (void)write:(CDVInvokedUrlCommand *)command {\n    NSArray *records = [command argumentAtIndex:0];\n    @try {\n        for (id record in records) { NSLog(@\"%@\", [record objectForKey:@\"tnf\"]); }\n        [self bytes:[command argumentAtIndex:1]];\n    } @catch (NSException *e) {\n        NSLog(@\"%@\", e);\n    }\n}\n- (void)bytes:(NSArray *)array {\n    NSLog(@\"%lu\", (unsigned long)[array count]);\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\nstatic id styling;\n@interface Toast : CDVPlugin\n@end\n@implementation Toast\n- (void)show:(CDVInvokedUrlCommand *)command {\n    NSDictionary *options = [command argumentAtIndex:0];\n    if (![options isKindOfClass:[NSDictionary class]]) { return; }\n    id s = options[@\"styling\"];\n    styling = [s isKindOfClass:[NSDictionary class]] ? s : nil;\n    [self layout];\n}\n- (void)layout {\n    NSNumber *opacity = styling[@\"opacity\"];\n    NSLog(@\"%@\", opacity);\n}\n- (void)paint:(CDVInvokedUrlCommand *)command {\n    NSString *hex = [command argumentAtIndex:0];\n    if ([hex isKindOfClass:[NSString class]]) { NSLog(@\"%@\", [NSScanner scannerWithString:hex]); }\n}\n@end\n"),
            // The same property, its class checked first.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.keyValueDelegateObjC.replacingOccurrences(of: "if ([m.method isEqualToString:", with: "if ([m.method isKindOfClass:[NSString class]] && [m.method isEqualToString:")),
            // The same after the class check.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "NSDictionary *body = message.body;", with: "NSMutableDictionary *copy = [[NSMutableDictionary alloc] initWithDictionary:message.body];\n        NSDictionary *body = copy;")),
            // The keys of a JSON object are strings; a copy made inside a class check is checked.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSDictionary *options = [command argumentAtIndex:0];\n    if (![options isKindOfClass:[NSDictionary class]]) { return; }\n    for (NSString *key in options) { NSLog(@\"%d\", [key hasPrefix:@\"x-\"]); }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    id value = [command argumentAtIndex:0];\n    NSString *code = @\"USD\";\n    if ([value isKindOfClass:[NSString class]]) { code = (NSString *)value; }\n    NSLog(@\"%@\", [NSURL fileURLWithPath:code]);\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSString *title = [command argumentAtIndex:0];\n    if (![title isKindOfClass:[NSString class]]) { return; }\n    UIAlertController *a = [UIAlertController alertControllerWithTitle:title message:nil preferredStyle:UIAlertControllerStyleAlert];\n    NSLog(@\"%@ %@\", a, [NSURL fileURLWithPath:title]);\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSArray *buttons = [command argumentAtIndex:1];\n    if ([buttons isKindOfClass:[NSArray class]]) { NSLog(@\"%lu\", (unsigned long)[buttons count]); }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Inbox : NSObject <WKScriptMessageHandler>\n@end\n@implementation Inbox\n- (NSArray *)parse:(NSString *)text {\n    return [NSJSONSerialization JSONObjectWithData:[text dataUsingEncoding:NSUTF8StringEncoding] options:NSJSONReadingAllowFragments error:nil];\n}\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSString class]]) { return; }\n    id messages = [self parse:message.body];\n    if (![messages isKindOfClass:[NSArray class]]) { return; }\n    for (NSDictionary *m in messages) {\n        if ([m isKindOfClass:[NSDictionary class]]) { NSLog(@\"%@\", m[@\"id\"]); }\n    }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Fetch : NSObject\n@end\n@implementation Fetch\n- (void)fetch:(WKWebView *)webView {\n    [webView evaluateJavaScript:@\"document.title\" completionHandler:^(id result, NSError *error) {\n        if ([result isKindOfClass:[NSString class]]) { NSLog(@\"%lu\", (unsigned long)[result length]); }\n    }];\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Queue : NSObject\n- (void)flush:(NSString *)text;\n@end\n@implementation Queue\n- (void)flush:(NSString *)text { NSLog(@\"%lu\", (unsigned long)text.length); }\n@end\n@interface Fetch : NSObject\n@property (nonatomic, strong) Queue *queue;\n@end\n@implementation Fetch\n- (void)fetch:(WKWebView *)webView {\n    [webView evaluateJavaScript:@\"f()\" completionHandler:^(NSString *result, NSError *error) { if ([result isKindOfClass:[NSString class]]) { [self.queue flush:result]; } }];\n}\n@end\n"),
            NativeExample(NativeRuleExamples.quietApp + #"func title(_ w: WKWebView) { w.evaluateJavaScript("document.title") { result, _ in print(result as? String ?? "") } }"#),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(text as String)")),
            NativeExample(NativeRuleExamples.quietApp),
            NativeExample(NativeRuleExamples.quietApp + "\nfunc local() { let x: Any = 1; print(x as! Int) }\n"),
            // An `is` test of the same value the code is inside, or has guarded on.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let value: Any = text; if value is String { print(value as! String) }"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let value: Any = text; guard value is String else { return }; print(value as! String)"#)),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "    NSString *text = message.body;", with: "    NSString *text = (NSString *)message.body;")),
            // The class checked where the value is used: in a ternary, or inside the `if` that tests it.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"]) {"#,
                    with: #"NSString *name = [action isKindOfClass:[NSString class]] ? action : @""; if ([name isEqualToString:@"pong"]) {"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"]) {"#,
                    with: #"if ([action isKindOfClass:[NSString class]]) { NSLog(@"%lu", (unsigned long)action.length); } if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"]) {"#)),
        ])
}

public struct ForceUnwrapPageDataRule: HazardRule {
    public static let description = NativeRuleDescription(
        id: "force-unwrap-page-data", severity: .error,
        summary: "A force unwrap (!) or try! of something derived from message.body or a navigation URL, or in Objective-C a page value that may be nil called as a block or put in a collection: a page that leaves it out crashes the app (seed 001's Int(count)!).",
        triggering: [
            // A nil test of another key says nothing of this one.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"if let d = message.body as? [String: Any], d["y"] != nil { print(↓d["x"]!) }"#)),
            // Objective-C: a block looked up with the page's id and called unchecked calls nil for an unknown id.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Pending : NSObject <WKScriptMessageHandler>\n@property (nonatomic, strong) NSMutableDictionary *callbacks;\n@end\n@implementation Pending\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    void (^callback)(id) = self.callbacks[body[@\"id\"]];\n    ↓callback(body[@\"data\"]);\n}\n@end\n"),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(↓Int(text)!)")),
            // ASCII cannot hold every String.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(↓text.data(using: .ascii)!)")),
            // A property of the app's own type made from the message (Hotwire's ScriptMessage):
            // `data["identifier"] as? String`, nil when the page leaves it out.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let visit = Visit(message: message) { print(↓visit.identifier!) }") + NativeRuleExamples.visitType),
            // A factory that also returns nil for an empty string, or given a value that may be nil.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let t = Optional(text) { print(↓Hit.nonEmpty(text: t)!) }") + NativeRuleExamples.hitType),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(↓Hit.from(text: text.isEmpty ? nil : text)!)") + NativeRuleExamples.hitType),
            // A nil value in a collection literal throws: postMessage(undefined) gives a nil body.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Forward : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) void (^onMessage)(NSDictionary *event);\n@property (nonatomic, strong) NSMutableArray *log;\n@end\n@implementation Forward\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    self.onMessage(@{@\"data\": ↓message.body});\n}\n@end\n"),
            // A Cordova action's argument the page left out (or passed null) is nil.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSString *label = [command argumentAtIndex:0];\n    NSLog(@\"%@\", @[↓label]);\n}\n@end\n"),
            // A nil key throws too.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Watch : CDVPlugin\n@property (nonatomic, strong) NSMutableDictionary *watches;\n@end\n@implementation Watch\n- (void)addWatch:(CDVInvokedUrlCommand *)command {\n    NSString *timerId = [command argumentAtIndex:0];\n    [self.watches setObject:command.callbackId forKey:↓timerId];\n}\n@end\n"),
            // A key the page leaves out reads nil; addObject: and setObject:forKey: throw on nil too.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Forward : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) void (^onMessage)(NSDictionary *event);\n@property (nonatomic, strong) NSMutableArray *log;\n@end\n@implementation Forward\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    NSString *item = body[@\"item\"];\n    [self.log addObject:↓item];\n}\n@end\n"),
            // A Capacitor getter gives nil for a missing or mistyped value.
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.capacitorEcho(#"call.resolve(["count": ↓call.getInt("count")!])"#)),
            // A guard on the page's value that traps instead of returning.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"guard let n = Int(text) else { ↓fatalError("not a number: \(text)") }; print(n)"#)),
            // A switch on what the page sent whose default traps: any other value crashes the app.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"switch text { case "a": print(1); default: ↓fatalError("unknown \(text)") }"#)),
            // The same written as an if.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"if let n = Int(text) { print(n) } else { ↓preconditionFailure("not a number") }"#)),
        ],
        nonTriggering: [
            // Tested for nil first, as written (`d["x"] != nil`, `nil != d["z"]`).
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"if let d = message.body as? [String: Any], d["x"] != nil, nil != d["z"] { print(d["x"]!, d["z"]!) }"#)),
            // An encoder's output: `try!` on JSONSerialization of page strings, and its UTF-8 text, never fail.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(
                of: "print(text)",
                with: "let data = try! JSONSerialization.data(withJSONObject: [\"text\": text])\n            webView.evaluateJavaScript(\"show(\\(String(data: data, encoding: .utf8)!))\")")),
            // The same guard on the app's own values, and an assertion that stops only debug builds.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"guard let url = URL(string: "https://app.example.com") else { fatalError("bad URL") }; print(url, text)"#)),
            // A switch on message.name: only the names native registers arrive.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"switch message.name { case "nativeHandler", "guarded": print(text); default: fatalError("unregistered") }"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"guard let n = Int(text) else { assertionFailure("not a number"); return }; print(n)"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"if let url = URL(string: "https://app.example.com") { print(url, text) } else { fatalError("bad URL") }"#)),
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.capacitorEcho(#"call.resolve(["count": call.getInt("count") ?? 0])"#)),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Pending : NSObject <WKScriptMessageHandler>\n@property (nonatomic, strong) NSMutableDictionary *callbacks;\n@end\n@implementation Pending\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    void (^callback)(id) = self.callbacks[body[@\"id\"]];\n    if (callback) { callback(body[@\"data\"]); }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Pending : NSObject <WKScriptMessageHandler>\n@property (nonatomic, strong) NSMutableDictionary *callbacks;\n@end\n@implementation Pending\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    void (^callback)(id) = self.callbacks[body[@\"id\"]];\n    if (!callback) { return; }\n    callback(body[@\"data\"]);\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Pending : NSObject <WKScriptMessageHandler>\n@property (nonatomic, strong) NSMutableDictionary *callbacks;\n@end\n@implementation Pending\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    void (^callback)(id) = self.callbacks[body[@\"id\"]];\n    if (callback == nil) { return; }\n    callback(body[@\"data\"]);\n}\n@end\n"),
            NativeExample(NativeRuleExamples.quietApp),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(Int(text) ?? 0, Int(\"1\")!)")),
            // Every String has a UTF-8 and a UTF-16 form: the Optional is never nil.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(text.data(using: .utf8)!, text.data(using: String.Encoding.utf16)!)")),
            // The same encoding bound to a `let` first, then unwrapped.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "let data = text.data(using: .utf8)\n            print(data!.count)")),
            // A factory that returns nil only for a nil argument, given a name an if let bound.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let t = Optional(text) { print(Hit.from(text: t)!) }") + NativeRuleExamples.hitType),
            // The same property unwrapped with a check, or of an instance made from native data.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let visit = Visit(message: message), let id = visit.identifier { print(id) }") + NativeRuleExamples.visitType),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "print(text, Visit(data: [\"identifier\": \"home\"]).identifier!)") + NativeRuleExamples.visitType),
            // Tested first, as MKWebViewBridge's queryToDictionary does.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "let n = Int(text)\n guard n != nil else { return }\n print(n!)")),
       
            // Checked first, or replaced: a nil value never reaches the literal.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Watch : CDVPlugin\n@property (nonatomic, strong) NSMutableDictionary *watches;\n@end\n@implementation Watch\n- (void)clearWatch:(CDVInvokedUrlCommand *)command {\n    NSString *timerId = [command argumentAtIndex:0];\n    if ([self.watches objectForKey:timerId]) { [self.watches removeObjectForKey:timerId]; }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Dialogs : CDVPlugin\n@end\n@implementation Dialogs\n- (void)alert:(CDVInvokedUrlCommand *)command {\n    NSString *label = [command argumentAtIndex:0 withDefault:@\"OK\"];\n    NSLog(@\"%@\", @[label]);\n}\n@end\n"),
            // NSUserDefaults takes nil (it removes the key), also through a method written as a property.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Badge : CDVPlugin\n@end\n@implementation Badge\n- (void)save:(CDVInvokedUrlCommand *)command {\n    [self.settings setObject:[command argumentAtIndex:0] forKey:@\"config\"];\n    [[NSUserDefaults standardUserDefaults] setObject:[command argumentAtIndex:1] forKey:@\"other\"];\n}\n- (NSUserDefaults *)settings {\n    return [NSUserDefaults standardUserDefaults];\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Forward : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) void (^onMessage)(NSDictionary *event);\n@property (nonatomic, strong) NSMutableArray *log;\n@end\n@implementation Forward\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (message.body) { self.onMessage(@{@\"data\": message.body}); }\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Forward : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) void (^onMessage)(NSDictionary *event);\n@property (nonatomic, strong) NSMutableArray *log;\n@end\n@implementation Forward\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    self.onMessage(@{@\"data\": message.body ?: [NSNull null]});\n}\n@end\n"),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Forward : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) void (^onMessage)(NSDictionary *event);\n@property (nonatomic, strong) NSMutableArray *log;\n@end\n@implementation Forward\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    NSString *item = body[@\"item\"];\n    if (!item) { return; }\n    [self.log addObject:item];\n}\n@end\n"),
        ])
}

public struct UncheckedSplitIndexRule: HazardRule {
    public static let description = NativeRuleDescription(
        id: "unchecked-split-index", severity: .error,
        summary: "An index into components(separatedBy:) or split(…) of page data without checking the count: a message without the separator crashes the app (seed 000's data: URL parsing).",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"print(text.components(separatedBy: ",")↓[1])"#)),
            // A check that does not cover the index, or that the code does not leave on.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let parts = text.components(separatedBy: ","); guard parts.count >= 2 else { return }; print(parts↓[2])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let parts = text.split(separator: ","); if parts.count > 1 { print("two") }; print(parts↓[1])"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSLog(@"%@", message.body);"#, with: #"NSLog(@"%@", ↓[message.body componentsSeparatedByString:@","][1]);"#)),
            // Swift: each element a closure is given of split page text is page text.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"text.split(separator: "&").forEach { pair in let kv = pair.split(separator: "="); print(kv↓[1]) }"#)),
            // Each part of a split URL query, split again (`key=value` pairs).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([navigationAction.request.URL.scheme isEqualToString:@"myapp"]) { decisionHandler(WKNavigationActionPolicyCancel); return; }"#,
                    with: #"if ([navigationAction.request.URL.scheme isEqualToString:@"myapp"]) { for (NSString *pair in [navigationAction.request.URL.query componentsSeparatedByString:@"&"]) { NSArray *kv = [pair componentsSeparatedByString:@"="]; NSLog(@"%@", ↓kv[1]); } decisionHandler(WKNavigationActionPolicyCancel); return; }"#)),
        ],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"print(text.components(separatedBy: ",")[0])"#)),
            // The count is checked first: a guard, an enclosing if, an early exit, an earlier clause.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let parts = text.components(separatedBy: ":"); guard parts.count == 3 else { return }; print(parts[2])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let words = text.split(separator: " "); if words.count > 1 { print(words[1]) }"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let parts = text.split(separator: ";"); if parts.count < 2 { return }; print(parts[1])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let pair = text.components(separatedBy: "="); if pair.count == 2, let n = Int(pair[1]) { print(n) }"#)),
            // The app's own list's elements are not the page's.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"["a=1", "b=2"].forEach { pair in let kv = pair.split(separator: "="); print(kv[1], text) }"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let parts = text.split(separator: "/"); if !parts.isEmpty && parts.count >= 2 && parts[1] == "x" { print("x") }"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSLog(@"%@", message.body);"#,
                    with: #"NSArray *parts = [message.body componentsSeparatedByString:@","]; if (parts.count > 1) { NSLog(@"%@", parts[1]); }"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"if ([navigationAction.request.URL.scheme isEqualToString:@"myapp"]) { decisionHandler(WKNavigationActionPolicyCancel); return; }"#,
                    with: #"if ([navigationAction.request.URL.scheme isEqualToString:@"myapp"]) { for (NSString *pair in [navigationAction.request.URL.query componentsSeparatedByString:@"&"]) { NSArray *kv = [pair componentsSeparatedByString:@"="]; if (kv.count == 2) { NSLog(@"%@", kv[1]); } } decisionHandler(WKNavigationActionPolicyCancel); return; }"#)),
        ])
}

public struct UncheckedPageIndexRule: HazardRule {
    public static let description = NativeRuleDescription(
        id: "unchecked-page-index", severity: .error,
        summary: "An array indexed with a number the page sent, an array the page sent indexed at a fixed place, or an index moved through a string the page sent, without checking the count: a page that sends another index, fewer elements or a shorter string crashes the app.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let i = Int(text) ?? 0; let names = ["a", "b"]; print(names↓[i])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let items = (message.body as? [String]) ?? []; print(items↓[0])"#)),
            // A string the page sent, cut at a fixed place: shorter, it traps.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"print(text[↓text.index(text.startIndex, offsetBy: 2)...])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let n = Int(text.prefix(1)) ?? 0; print(text[..<↓text.index(text.endIndex, offsetBy: -n)])"#)),
            // A count check of another array does not bound this one.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let i = Int(text) ?? 0; let names = ["a", "b"]; let other = [1]; guard i < other.count else { return }; print(names↓[i])"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSLog(@"%@", message.body);"#, with: #"NSArray *names = @[@"a", @"b"]; NSLog(@"%@", ↓[names objectAtIndex:[message.body integerValue]]);"#)),
            // A Cordova action's arguments: exec(…, []) sends none.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Opener : CDVPlugin\n@end\n@implementation Opener\n- (void)open:(CDVInvokedUrlCommand *)command {\n    id path = ↓[command.arguments objectAtIndex:0];\n    NSArray *args = [command arguments];\n    NSLog(@\"%@ %@\", path, ↓args[1]);\n}\n@end\n"),
            // A guard that leaves when there is none ensures one argument, not two (AppsFlyer's).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Opener : CDVPlugin\n@end\n@implementation Opener\n- (void)open:(CDVInvokedUrlCommand *)command {\n    if ([command.arguments count] == 0) { return; }\n    NSLog(@\"%@ %@\", [command.arguments objectAtIndex:0], ↓[command.arguments objectAtIndex:1]);\n}\n@end\n"),
        ],
        nonTriggering: [
            // Unwrapped as an Optional: a dictionary keyed by the number, whatever its declaration.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let n = Int(text), let view = Registry.views[n] { print(view) }\n        print(Registry.views[Int(text) ?? 0]?.count ?? 0, Registry.views[Int(text) ?? 0] ?? \"\")") + "\nenum Registry { static var views: [Int: String] = [:] }\n"),
            NativeExample(NativeRuleExamples.quietApp),
            // Checked against the count first, or a native index into page data's array.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let i = Int(text) ?? 0; let names = ["a", "b"]; guard names.indices.contains(i) else { return }; print(names[i])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let i = Int(text) ?? 0; let names = ["a", "b"]; if i >= 0 && i < names.count { print(names[i]) }"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let items = (message.body as? [String]) ?? []; guard items.count > 0 else { return }; print(items[0], items.first ?? "")"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"let names = ["a", "b"]; print(names[1], text)"#)),
            // The string's length checked first, a limited offset, or no offset at all.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"guard text.count > 2 else { return }; print(text[text.index(text.startIndex, offsetBy: 2)...])"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"if let i = text.index(text.startIndex, offsetBy: 2, limitedBy: text.endIndex) { print(text[i...]) }; print(text[text.index(text.startIndex, offsetBy: 0)...])"#)),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSLog(@"%@", message.body);"#,
                    with: #"NSArray *names = @[@"a", @"b"]; NSInteger i = [message.body integerValue]; if (i >= 0 && i < names.count) { NSLog(@"%@", [names objectAtIndex:i]); }"#)),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Opener : CDVPlugin\n@end\n@implementation Opener\n- (void)open:(CDVInvokedUrlCommand *)command {\n    if ([command.arguments count] >= 2) { NSLog(@\"%@\", [command.arguments objectAtIndex:1]); }\n    NSLog(@\"%@\", [command argumentAtIndex:3]);\n}\n@end\n"),
            // A guard that leaves when there are too few: `== 0` before index 0, `< 2` before index 1.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Opener : CDVPlugin\n@end\n@implementation Opener\n- (void)open:(CDVInvokedUrlCommand *)command {\n    if ([command.arguments count] == 0) { return; }\n    NSLog(@\"%@\", [command.arguments objectAtIndex:0]);\n}\n- (void)close:(CDVInvokedUrlCommand *)command {\n    if (command.arguments.count < 2) { return; }\n    NSLog(@\"%@\", [command.arguments objectAtIndex:1]);\n}\n@end\n"),
        ])
}

public struct UnencodedScriptInterpolationRule: HazardRule {
    public static let description = NativeRuleDescription(
        id: "unencoded-script-interpolation", severity: .error,
        summary: "A value interpolated into a JavaScript string literal (or page data put into a script) that native evaluates, without an encoder: a quote or line break breaks the script, or runs the page's code (seed 003's onSuccess(seq, '\\(json)')).",
        triggering: [
            // Tested, but the value reaches the script where the test failed, or the literal
            // itself holds a quote.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if text != \"ping\" { webView.evaluateJavaScript(\"callback('\\(↓text)')\") }")),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if text == \"it's\" { webView.evaluateJavaScript(\"callback('\\(↓text)')\") }")),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSData *json ="#, with: #"if (![count isEqualToString:@"one"]) { [self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative('%@')", ↓count] completionHandler:nil]; } NSData *json ="#)),
            // The page's own text with a character dropped is still the page's text.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"show(\\(↓String(text.dropFirst())))\")")),
            // The same property given the page's text by the message handler: reported.
            NativeExample(objectiveC: "@interface Assets : NSObject <WKScriptMessageHandler>\n@property (nonatomic, copy) NSString *assetsURL;\n@property (nonatomic, strong) WKWebView *webView;\n@end\n@implementation Assets\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSString class]]) { return; }\n    self.assetsURL = message.body;\n}\n- (void)show {\n    [self.webView evaluateJavaScript:[NSString stringWithFormat:@\"window.ASSETS = '%@';\", ↓self.assetsURL] completionHandler:nil];\n}\n@end\n"),
            // Built by a helper from its parameter and called with page data: reported where the
            // helper puts the value inside the quotes (media's onStatus:mediaId:param:).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n#import <Cordova/CDVPlugin.h>\n@interface Player : CDVPlugin\n@end\n@implementation Player\n- (void)status:(NSString *)mediaId {\n    NSString *js = [NSString stringWithFormat:@\"%@(\\\"%@\\\");\", @\"window.onStatus\", ↓mediaId];\n    [self.commandDelegate evalJs:js];\n}\n- (void)play:(CDVInvokedUrlCommand *)command {\n    NSString *mediaId = [command argumentAtIndex:0];\n    [self status:mediaId];\n}\n@end\n"),
            // Escaped by hand, but not the backslash: `\'` in the value ends the string.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: #"[self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative(%@)", argument] completionHandler:nil];"#, with: #"NSString *s = count; s = [s stringByReplacingOccurrencesOfString:@"'" withString:@"\\'"]; s = [s stringByReplacingOccurrencesOfString:@"\n" withString:@"\\n"]; s = [s stringByReplacingOccurrencesOfString:@"\r" withString:@"\\r"]; s = [s stringByReplacingOccurrencesOfString:@"\u2028" withString:@"\\u2028"]; s = [s stringByReplacingOccurrencesOfString:@"\u2029" withString:@"\\u2029"]; [self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative('%@')", ↓s] completionHandler:nil];"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"webView.evaluateJavaScript(String(format: "fromNative('%@')", ↓text))"#)),
            NativeExample(NativeRuleExamples.quietApp + "\nfunc answer(_ w: WKWebView, _ json: String) { w.evaluateJavaScript(\"fromNative('\\(↓json)')\") }\n"),
            // Through a helper: reported in the caller's quotes, where the fix goes.
            NativeExample(
                NativeRuleExamples.quietApp
                    + "\nfunc run(_ w: WKWebView, _ script: String) { w.evaluateJavaScript(\"\\(script)\") }\nfunc answer(_ w: WKWebView, _ v: String) { run(w, \"fromNative('\\(↓v)')\") }\n"),
            // Page data in a script, even unquoted: the page writes code.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"fromNative(\" + ↓text + \")\")")),
            // Built from page data, unquoted, and handed whole to a helper that evaluates it on the
            // main queue: reported where it is built, the one place that knows what it holds.
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "send(\"\\(↓text)(true)\")")
                    + "\nextension Bridge {\n    func send(_ script: String) {\n        DispatchQueue.main.async { self.webView.evaluateJavaScript(script) }\n    }\n}\n"),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"fromNative(\\(↓text))\")")),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"[NSString stringWithFormat:@"fromNative(%@)", argument]"#, with: #"[NSString stringWithFormat:@"fromNative('%@')", ↓count]"#)),
            // Escaped by hand, but the quote before the backslash: `\'` in the value comes back as `\\'`.
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"let e = text.replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")"# + "\n        webView.evaluateJavaScript(\"fromNative('\\(↓e)')\")")),
            // Declared by a `guard var` and escaped step by step, but not the backslash.
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"guard var e = Optional(text) else { return }; e = e.replacingOccurrences(of: "'", with: "\\'"); e = e.replacingOccurrences(of: "\n", with: "\\n"); e = e.replacingOccurrences(of: "\r", with: "\\r"); e = e.replacingOccurrences(of: "\u{2028}", with: "\\u2028"); e = e.replacingOccurrences(of: "\u{2029}", with: "\\u2029")"# + "\n        webView.evaluateJavaScript(\"fromNative('\\(↓e)')\")")),
            // A script held in a `let` and evaluated later, with the function the page names as its callee.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "let script = \"\\(↓text)(true)\"\n        webView.evaluateJavaScript(script)")),
            // Run in the page's world of the main frame, not of the frame that sent it.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"!!(\\(↓text))\", in: nil, in: .page) { _ in }")),
            // A user script's source is a script too.
            NativeExample(NativeRuleExamples.quietApp + "\nfunc install(_ c: WKUserContentController, _ json: String) { c.addUserScript(WKUserScript(source: \"window.config = JSON.parse('\\(↓json)')\", injectionTime: .atDocumentStart, forMainFrameOnly: true)) }\n"),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Config : NSObject\n@end\n@implementation Config\n- (void)install:(WKUserContentController *)c json:(NSString *)json {\n    [c addUserScript:[[WKUserScript alloc] initWithSource:[NSString stringWithFormat:@\"window.config = function () { return `%@`; };\", ↓json] injectionTime:WKUserScriptInjectionTimeAtDocumentStart forMainFrameOnly:YES]];\n}\n@end\n"),
            // A callee the page names, through the app's own method that evaluates it (XYWKWebView's callJS:).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.keyValueDelegateObjC + NativeRuleExamples.callJSObjC.replacingOccurrences(of: "FORMAT", with: #"@"%@()", ↓m.method"#)),
            // Escaped by a helper method, but without the backslash.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + NativeRuleExamples.escapingHelperObjC.replacingOccurrences(of: #"    e = [e stringByReplacingOccurrencesOfString:@"\\" withString:@"\\\\"];"# + "\n", with: "")
                    .replacingOccurrences(of: "fromNative('%@')\", m]", with: "fromNative('%@')\", ↓m]")),
            // The same helper in Swift, and without the backslash.
            NativeExample(
                NativeRuleExamples.quietApp
                    + NativeRuleExamples.escapingHelperSwift.replacingOccurrences(of: #"        escaped = escaped.replacingOccurrences(of: "\\", with: "\\\\")"# + "\n", with: "")
                    .replacingOccurrences(of: "fromNative('\\(m)')", with: "fromNative('\\(↓m)')")),
            // A URL is percent-encoded, but `'` is a character URLs may hold.
            NativeExample(NativeRuleExamples.quietApp + "\nfunc open(_ w: WKWebView, _ url: URL) { w.evaluateJavaScript(\"openLink('\\(↓url.absoluteString)')\") }\n"),
            // The page's callback name kept in a file-level variable and used by another method later
            // (XYWKWebView's image picker, whose delegate method answers the page).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\nstatic NSString *pendingCallback;\n@interface Picker : NSObject\n+ (void)pick:(NSString *)callback;\n+ (void)picked:(WKWebView *)web;\n@end\n@implementation Picker\n+ (void)pick:(NSString *)callback {\n    pendingCallback = callback;\n}\n+ (void)picked:(WKWebView *)web {\n    [web evaluateJavaScript:[NSString stringWithFormat:@\"%@(1)\", ↓pendingCallback] completionHandler:nil];\n}\n@end\n@interface Chooser : NSObject <WKScriptMessageHandler>\n@end\n@implementation Chooser\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    [Picker pick:body[@\"callback\"]];\n}\n@end\n"),
        ],
        nonTriggering: [
            // The name a test fixed to a literal, quoted back: `if action == "getVersion"`, a
            // `case` of `switch action`, after `guard action == "ping"`; in Objective-C the branch
            // of `[funcName isEqualToString:@"getVersion"]`.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if text == \"ping\" { webView.evaluateJavaScript(\"callback('\\(text)', 1)\") }")),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "switch text {\n            case \"ping\", \"pong\": webView.evaluateJavaScript(\"callback('\\(text)')\")\n            default: break\n            }")),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "guard text == \"ping\" else { return }\n            webView.evaluateJavaScript(\"callback(\\(text))\")")),
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"NSData *json ="#, with: #"if ([count isKindOfClass:[NSString class]] && [count isEqualToString:@"one"]) { [self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative('%@')", count] completionHandler:nil]; } NSData *json ="#)),
            // An encoded array's brackets dropped, to splice its elements in as arguments.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(
                of: "print(text)",
                with: "if let data = try? JSONSerialization.data(withJSONObject: [text, 3]), let json = String(data: data, encoding: .utf8) { webView.evaluateJavaScript(\"show(\\(json.dropFirst().dropLast()))\") }")),
            // A public function's parameter nothing in the module passes: the text of the app that
            // uses this library (Readium's decoration group names), not the page's.
            NativeExample(NativeRuleExamples.quietApp + "\npublic final class Decorator {\n    weak var webView: WKWebView?\n    public func activate(group: String) { webView?.evaluateJavaScript(\"readium.getDecorations('\\(group)').setActivable()\") }\n}\n"),
            // A property of self no method gives page data (cordova-ios's CDV_ASSETS_URL, built
            // from the app's settings) holds native text.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\n@interface Assets : NSObject\n@property (nonatomic, copy) NSString *assetsURL;\n@end\n@implementation Assets\n- (void)configure:(NSDictionary *)settings {\n    self.assetsURL = [NSString stringWithFormat:@\"%@://%@\", settings[@\"scheme\"], settings[@\"host\"]];\n}\n- (void)install:(WKUserContentController *)c {\n    NSString *code = [NSString stringWithFormat:@\"window.ASSETS = '%@';\", self.assetsURL];\n    [c addUserScript:[[WKUserScript alloc] initWithSource:code injectionTime:WKUserScriptInjectionTimeAtDocumentStart forMainFrameOnly:YES]];\n}\n@end\n"),
            // Run back in the frame that sent it, in the page's own world (DuckDuckGo's autoconsent):
            // the page could have run it there itself.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "message.webView?.evaluateJavaScript(\"!!(\\(text))\", in: message.frameInfo, in: .page) { _ in }")),
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + "\nstatic NSString *pendingCallback;\n@interface Picker : NSObject\n+ (void)pick:(NSString *)callback;\n+ (void)picked:(WKWebView *)web;\n@end\n@implementation Picker\n+ (void)pick:(NSString *)callback {\n    pendingCallback = @\"window.onPicked\";\n}\n+ (void)picked:(WKWebView *)web {\n    [web evaluateJavaScript:[NSString stringWithFormat:@\"%@(1)\", pendingCallback] completionHandler:nil];\n}\n@end\n@interface Chooser : NSObject <WKScriptMessageHandler>\n@end\n@implementation Chooser\n- (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {\n    if (![message.body isKindOfClass:[NSDictionary class]]) { return; }\n    NSDictionary *body = message.body;\n    [Picker pick:body[@\"callback\"]];\n}\n@end\n"),
            // The same method given a script with a native value.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.keyValueDelegateObjC + NativeRuleExamples.callJSObjC.replacingOccurrences(of: "FORMAT", with: #"@"onClose(%d)", 1"#)),
            // Page data reaching a script only as a number (a parameter declared Double: Readium's
            // scroll(toProgression:); a property every type declares a Double) or as the app's own
            // JSON text (`spot.jsonString`), through helpers.
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)", with: "let spot = Spot(text)\n        scroll(to: spot.progress())\n        send(\"move(\\(spot.progression))\")\n        send(\"restore(\\(spot.jsonString))\")")
                    + "\nstruct Spot {\n    let progression: Double\n    let jsonString: String\n    init(_ text: String) { progression = 0; jsonString = \"{}\" }\n    func progress() -> Double { progression }\n}\n"
                    + "extension Bridge {\n    func scroll(to progression: Double) { send(\"scrollTo('\\(progression)')\") }\n    func send(_ script: String) { webView.evaluateJavaScript(script) }\n}\n"),
            // Escaped by hand for every character that can end the string, backslash first.
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: #"[self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative(%@)", argument] completionHandler:nil];"#, with: #"NSString *s = count; s = [s stringByReplacingOccurrencesOfString:@"\\" withString:@"\\\\"]; s = [s stringByReplacingOccurrencesOfString:@"'" withString:@"\\'"]; s = [s stringByReplacingOccurrencesOfString:@"\n" withString:@"\\n"]; s = [s stringByReplacingOccurrencesOfString:@"\r" withString:@"\\r"]; s = [s stringByReplacingOccurrencesOfString:@"\u2028" withString:@"\\u2028"]; s = [s stringByReplacingOccurrencesOfString:@"\u2029" withString:@"\\u2029"]; [self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative('%@')", s] completionHandler:nil];"#)),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: #"webView.evaluateJavaScript(String(format: "fromNative('%d')", text.count))"#)),
            NativeExample(NativeRuleExamples.quietApp + "\nfunc answer(_ w: WKWebView, _ n: Int) { w.evaluateJavaScript(\"fromNative('\\(n)')\") }\n"),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"fromNative(\" + String(text.count) + \")\")")),
            // Page data typed as a number or a Bool is digits or a keyword in the script.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "webView.evaluateJavaScript(\"fromNative(\\(Int(text) ?? 0))\")")),
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "if let n = Double(text) { webView.evaluateJavaScript(\"fromNative(\\(n))\") }")),
            // A number conversion cannot break out of the quotes.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(
                    of: #"[NSString stringWithFormat:@"fromNative(%@)", argument]"#, with: #"[NSString stringWithFormat:@"fromNative('%ld')", (long)count.integerValue]"#)),
            // Page data as JSON from an encoder, put where the script expects an expression.
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"if let data = try? JSONSerialization.data(withJSONObject: [text], options: .fragmentsAllowed), let json = String(data: data, encoding: .utf8) { webView.evaluateJavaScript("fromNative(\(json))") }"#)),
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)", with: #"if let data = try? JSONEncoder().encode([text]) { webView.evaluateJavaScript("fromNative(" + String(decoding: data, as: UTF8.self) + ")") }"#)),
            // Native text that cannot hold a quote: a UUID, base64, a count, a cast number.
            NativeExample(
                NativeRuleExamples.quietApp + #"""

                func stamp(_ w: WKWebView, _ data: Data, _ items: [String], _ any: Any) {
                    let id = UUID().uuidString
                    w.evaluateJavaScript("fromNative('\(id)')")
                    w.evaluateJavaScript("fromNative('\(data.base64EncodedString())')")
                    w.evaluateJavaScript("fromNative('\(items.count)')")
                    w.evaluateJavaScript("fromNative('\((any as? Int) ?? 0)')")
                    w.evaluateJavaScript("fromNative('\(Theme.dark.rawValue)')")
                }
                """#),
            // Escaped by hand for the quotes it stands in, backslash first (chained, or step by step).
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"let e = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")"# + "\n        webView.evaluateJavaScript(\"fromNative('\\(e)')\")")),
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"var e = text; e = e.replacingOccurrences(of: "\\", with: "\\\\"); e = e.replacingOccurrences(of: "\"", with: "\\\""); e = e.replacingOccurrences(of: "\n", with: "\\n"); e = e.replacingOccurrences(of: "\r", with: "\\r"); e = e.replacingOccurrences(of: "\u{2028}", with: "\\u2028"); e = e.replacingOccurrences(of: "\u{2029}", with: "\\u2029")"# + "\n        webView.evaluateJavaScript(\"fromNative(\\\"\\(e)\\\")\")")),
            // The same steps from a `guard var` (WKWebViewJavascriptBridge's dispatch(message:)).
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(
                    of: "print(text)",
                    with: #"guard var e = Optional(text) else { return }; e = e.replacingOccurrences(of: "\\", with: "\\\\"); e = e.replacingOccurrences(of: "'", with: "\\'"); e = e.replacingOccurrences(of: "\n", with: "\\n"); e = e.replacingOccurrences(of: "\r", with: "\\r"); e = e.replacingOccurrences(of: "\u{2028}", with: "\\u2028"); e = e.replacingOccurrences(of: "\u{2029}", with: "\\u2029")"# + "\n        webView.evaluateJavaScript(\"fromNative('\\(e)')\")")),
            // Escaped by hand in a helper method whose result is pasted (KKJSBridge's jsSerializeWithJson:).
            NativeExample(objectiveC: NativeRuleExamples.quietAppObjC + NativeRuleExamples.escapingHelperObjC),
            // A Swift helper that escapes a `var` step by step and returns it (the Swift
            // WebViewJavascriptBridge ports' escapeJSONString(_:)).
            NativeExample(NativeRuleExamples.quietApp + NativeRuleExamples.escapingHelperSwift),
            // A user script with JSON where it expects an expression.
            NativeExample(NativeRuleExamples.quietApp + "\nfunc install(_ c: WKUserContentController, _ label: String) { if let data = try? JSONSerialization.data(withJSONObject: label, options: .fragmentsAllowed), let json = String(data: data, encoding: .utf8) { c.addUserScript(WKUserScript(source: \"const label = \\(json);\", injectionTime: .atDocumentStart, forMainFrameOnly: true)) } }\n"),
            // Held in a `let`, page data that is a number is digits in the script.
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "print(text)", with: "let script = \"fromNative(\\(text.count))\"\n        webView.evaluateJavaScript(script)")),
            // A URL's text is percent-encoded: no `"`, backslash, backquote or line break is left
            // to end a double-quoted or template string.
            NativeExample(
                NativeRuleExamples.quietApp + #"""

                func reload(_ w: WKWebView, _ id: String, _ url: URL) {
                    var components = URLComponents()
                    components.path = id
                    if let src = components.string { w.evaluateJavaScript("reloadImage(\"\(src)\")") }
                    w.evaluateJavaScript("openLink(`\(url.absoluteString)`)")
                    guard let query = id.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) else { return }
                    w.evaluateJavaScript("search(\"\(query)\")")
                }
                """#),
        ])
}

public struct UncheckedMessageOriginRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "unchecked-message-origin", severity: .warning,
        summary: "A message handler serves a handler whose manifest entry lists origins, but never reads message.frameInfo: any page the web view loads (an ad frame, a redirect) can call it.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp.replacingOccurrences(of: "func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {\n        guard message.frameInfo.securityOrigin.host == \"app.example.com\" else { return }", with: "func ↓userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {"))
        ],
        nonTriggering: [NativeExample(NativeRuleExamples.quietApp)])

    public static func check(_ c: NativeContext) -> [Finding] {
        c.facts.receivers.compactMap { receiver in
            guard !receiver.checksOrigin else { return nil }
            let guarded = receiver.serves.filter { !(c.manifest.handler(named: $0)?.origins.isEmpty ?? true) }
            guard !guarded.isEmpty else { return nil }
            return finding(
                "this message handler serves \(guarded.map { "'\($0)'" }.joined(separator: ", ")), which the manifest allows only from \(c.manifest.handler(named: guarded[0])?.origins.joined(separator: ", ") ?? ""), but it never checks message.frameInfo",
                at: receiver.position, hint: "compare message.frameInfo.securityOrigin with the allowed origins before acting on the message")
        }
    }
}

// MARK: What could not be read

public struct NativeNotFollowedRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "native-not-followed", severity: .info,
        summary: "A handler name or script native computes in a way bridgecheck cannot follow; rules that need every name stay quiet.",
        triggering: [
            NativeExample(NativeRuleExamples.quietApp + "\nfunc more(_ c: WKUserContentController, _ h: WKScriptMessageHandler, _ s: String) { c.add(h, name: ↓s + \"2\") }\n"),
            // A loop over names that are not constants.
            NativeExample(NativeRuleExamples.quietApp + "\nfunc more(_ c: WKUserContentController, _ h: WKScriptMessageHandler, _ s: String) { for name in [s] { c.add(h, name: ↓name) } }\n"),
            // An instance variable set from a parameter.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Named : NSObject { NSString *_appName; }\n@end\n@implementation Named\n- (instancetype)initWithName:(NSString *)name { if ((self = [super init])) { _appName = name; } return self; }\n- (void)install:(WKUserContentController *)c handler:(id<WKScriptMessageHandler>)h { [c addScriptMessageHandler:h name:↓_appName]; }\n@end\n"),
        ],
        nonTriggering: [
            // An instance variable the initializer sets to a literal (XYWKWebView's _webViewAppName).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC.replacingOccurrences(of: "[controller addScriptMessageHandler:self name:@\"nativeHandler\"];", with: "[controller addScriptMessageHandler:self name:_nativeName];")
                    .replacingOccurrences(of: "@implementation Bridge\n", with: "@implementation Bridge { NSString *_nativeName; }\n- (instancetype)init { if ((self = [super init])) { _nativeName = @\"nativeHandler\"; } return self; }\n")),
            // A loop over a list of a string enum's cases, named by raw value (implicit or written).
            NativeExample(
                NativeRuleExamples.quietApp.replacingOccurrences(of: "controller.add(self, name: \"nativeHandler\")\n        controller.add(self, name: \"EXAMPLE\")", with: "for pipe in [Pipe.nativeHandler, .example] { controller.add(self, name: pipe.rawValue) }")
                    + "\nenum Pipe: String { case nativeHandler\n case example = \"EXAMPLE\" }\n"),
            NativeExample(NativeRuleExamples.proxyApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.fallThroughApp, manifest: NativeRuleExamples.fallThroughManifest), NativeExample(NativeRuleExamples.closureTableApp, manifest: NativeRuleExamples.closureTableManifest), NativeExample(NativeRuleExamples.initializerNamesApp, manifest: NativeRuleExamples.initializerNamesManifest), NativeExample(NativeRuleExamples.protocolHandlersApp, manifest: NativeRuleExamples.protocolHandlersManifest), NativeExample(NativeRuleExamples.quietApp), NativeExample(NativeRuleExamples.quietAppThroughConstants)])

    public static func check(_ c: NativeContext) -> [Finding] {
        c.facts.unresolved.map {
            switch $0.kind {
            case .handlerName:
                return finding("native registers a handler named by `\($0.expression)`, which bridgecheck cannot follow", at: $0.position, hint: "use a string literal, a string enum or a static constant")
            case .script:
                return finding("native evaluates a script whose callee is computed (`\($0.expression.prefix(80))`), which bridgecheck cannot follow", at: $0.position)
            }
        }
    }
}

public struct SwiftSyntaxErrorRule: NativeRule {
    public static let description = NativeRuleDescription(
        id: "swift-syntax-error", severity: .warning,
        summary: "A Swift or Objective-C file does not parse; what follows the error may be missed.",
        triggering: [NativeExample(NativeRuleExamples.quietApp + "\nfunc broken( ↓{\n")],
        nonTriggering: [
            NativeExample(NativeRuleExamples.quietApp),
            // A block literal whose return type no header here declares (advanced-http's AFNetworking challenge block).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n#import <AFNetworking/AFNetworking.h>\n@interface Pinner : NSObject\n@end\n@implementation Pinner\n- (void)pin:(AFHTTPSessionManager *)manager {\n    [manager setSessionDidReceiveAuthenticationChallengeBlock:^NSURLSessionAuthChallengeDisposition(NSURLSession *session, NSURLAuthenticationChallenge *challenge, NSURLCredential * __autoreleasing *credential) {\n        return NSURLSessionAuthChallengePerformDefaultHandling;\n    }];\n}\n@end\n"),
            // A block type's parameter of a type the stand-ins lack, and a block copied.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Auth : NSObject\n@property (nonatomic, copy) id saved;\n@end\n@implementation Auth\n- (void)webView:(WKWebView *)webView didReceiveAuthenticationChallenge:(NSURLAuthenticationChallenge *)challenge completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition, NSURLCredential *))completionHandler {\n    self.saved = [completionHandler copy];\n    completionHandler(NSURLSessionAuthChallengePerformDefaultHandling, nil);\n}\n@end\n"),
            // Ordinary Objective-C against headers that are not here (a pod's class, its block types).
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n#import <AFNetworking/AFNetworking.h>\n@interface Loader : NSObject\n@end\n@implementation Loader\n- (void)load:(WKWebView *)webView {\n    [[AFHTTPSessionManager manager] GET:@\"https://example.com\" parameters:nil headers:nil progress:nil success:^(NSURLSessionDataTask *task, id response) {\n        [webView evaluateJavaScript:@\"fromNative(1)\" completionHandler:nil];\n    } failure:nil];\n    [SVProgressHUD show];\n}\n@end\n"),
            // Enum and option-set constants the stand-ins lack, as arguments and or-ed, and a
            // variable of such a type declared after a comment.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Layout : NSObject\n@end\n@implementation Layout\n- (void)fit:(WKWebView *)webView {\n    // the mask\n    UIViewAutoresizing mask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;\n    [webView setAutoresizingMask:mask];\n    id json = [NSJSONSerialization JSONObjectWithData:[NSData data] options:NSJSONReadingAllowFragments | kNilOptions error:nil];\n    NSLog(@\"%@\", json);\n}\n@end\n"),
            // A variable of a C type the stand-ins lack (libdispatch's group), declared in a method.
            NativeExample(
                objectiveC: NativeRuleExamples.quietAppObjC
                    + "\n@interface Cookies : NSObject\n@end\n@implementation Cookies\n- (void)sync:(NSArray *)cookies done:(void (^)(void))done {\n    dispatch_group_t group = dispatch_group_create();\n    for (id cookie in cookies) { dispatch_group_enter(group); }\n    dispatch_group_notify(group, dispatch_get_main_queue(), ^{ done(); });\n}\n@end\n"),
        ])

    public static func check(_ c: NativeContext) -> [Finding] {
        c.facts.files.compactMap { file in
            let language = NativeSources.isObjectiveC(file.path) || file.path.hasSuffix(".h") ? "Objective-C" : "Swift"
            return file.syntaxError.map { finding("\(language) syntax error: \($0.message)", at: $0.position) }
        }
    }
}

/// WebKit's API as the finding's language spells it.
enum NativeAPI {
    static func objectiveC(_ position: NativePosition) -> Bool { NativeSources.isObjectiveC(position.file) }
    static func receiver(at p: NativePosition) -> String { objectiveC(p) ? "`userContentController:didReceiveScriptMessage:`" : "userContentController(_:didReceive:)" }
    static func add(at p: NativePosition) -> String { objectiveC(p) ? "`addScriptMessageHandler:name:`" : "add(_:name:)" }
    static func addReplying(at p: NativePosition) -> String {
        objectiveC(p) ? "`addScriptMessageHandlerWithReply:contentWorld:name:`" : "addScriptMessageHandler(_:contentWorld:name:)"
    }
}

/// Every native rule; a test checks ids are unique and runs every example.
public enum NativeRuleRegistry {
    public static let all: [any NativeRule.Type] = [
        HandlerNotInManifestRule.self, HandlerNeverRegisteredRule.self, InjectedPostUnregisteredRule.self, HandlerNeverHandledRule.self, ReplyDisagreesRule.self, BodyKindDisagreesRule.self,
        FunctionNotInManifestRule.self, FunctionNeverHandledRule.self, ParamNotInManifestRule.self, ParamTypeDisagreesRule.self,
        CallbackNotInManifestRule.self, CallbackArgumentsDisagreeRule.self, CallbackNeverEvaluatedRule.self, SchemeNotInManifestRule.self, SchemeNeverHandledRule.self,
        ForceCastPageDataRule.self, ForceUnwrapPageDataRule.self, UncheckedSplitIndexRule.self, UncheckedPageIndexRule.self, UnencodedScriptInterpolationRule.self,
        UncheckedMessageOriginRule.self, NativeNotFollowedRule.self, SwiftSyntaxErrorRule.self,
    ]

    /// Every rule's id, without building its examples.
    public static var ids: [String] { all.map { $0.description.id } }

    /// Every rule as a report lists it (SARIF's rule metadata), with its first triggering example.
    public static let infos: [RuleInfo] = all.map { rule in
        let d = rule.description
        return RuleInfo(id: d.id, severity: d.severity, summary: d.summary, example: d.triggering.first?.swift.replacingOccurrences(of: "↓", with: ""))
    }
}
