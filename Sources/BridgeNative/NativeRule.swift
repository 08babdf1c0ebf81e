import BridgeContract
import BridgeReport

/// Swift (or Objective-C) sources for a rule example, checked against `manifest` (the rule examples' contract
/// when nil). `↓` marks where the rule must fire, in the Swift or in the manifest; it is removed
/// before reading.
public struct NativeExample: Sendable {
    /// The example's source: Swift, or Objective-C when `objectiveC`.
    public let swift: String
    public let manifest: String?
    public let objectiveC: Bool

    public init(_ swift: String, manifest: String? = nil) {
        self.swift = swift
        self.manifest = manifest
        objectiveC = false
    }

    public init(objectiveC source: String, manifest: String? = nil) {
        swift = source
        self.manifest = manifest
        objectiveC = true
    }

    /// The file the example is written to.
    public var fileName: String { objectiveC ? "App.m" : "App.swift" }
}

public struct NativeRuleDescription: Sendable {
    public let id: String
    public let severity: Severity
    public let summary: String
    /// The examples are built when asked for, not with the description: many are an app's
    /// sources edited with `replacingOccurrences`, which cost every command that only needs a
    /// rule's id (lint names native rules for its suppressions) about 100 M instructions.
    private let makeTriggering: @Sendable () -> [NativeExample]
    private let makeNonTriggering: @Sendable () -> [NativeExample]

    public init(
        id: String, severity: Severity, summary: String, triggering: @autoclosure @escaping @Sendable () -> [NativeExample],
        nonTriggering: @autoclosure @escaping @Sendable () -> [NativeExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }

    public var triggering: [NativeExample] { makeTriggering() }
    public var nonTriggering: [NativeExample] { makeNonTriggering() }
}

/// A rule of `bridgecheck native`: its description, examples and check, in one type.
public protocol NativeRule: Sendable {
    static var description: NativeRuleDescription { get }
    static func check(_ context: NativeContext) -> [Finding]
}

extension NativeRule {
    public static var id: String { description.id }

    static func finding(_ message: String, at position: NativePosition, hint: String? = nil, subject: FindingSubject = FindingSubject()) -> Finding {
        Finding(
            ruleID: description.id, severity: description.severity, message: message, file: position.file, line: position.line, column: position.column, hint: hint,
            subject: subject)
    }
}

/// What every rule reads: the facts, the manifest, and the answers several rules need.
public struct NativeContext: Sendable {
    public let facts: NativeFacts
    public let manifest: Manifest
    public let manifestPath: String
    let manifestLines: ManifestSourceMap?

    public init(facts: NativeFacts, manifest: Manifest, manifestPath: String, manifestSource: [UInt8]?) {
        self.facts = facts
        self.manifest = manifest
        self.manifestPath = manifestPath
        manifestLines = manifestSource.map(ManifestSourceMap.init)
    }

    /// Names native registers (not removals).
    var registeredNames: Set<String> { Set(facts.registrations.filter { $0.kind != .remove }.map(\.name)) }

    var hasUnresolvedNames: Bool { facts.unresolved.contains { $0.kind == .handlerName } }
    var hasUnresolvedScripts: Bool { facts.unresolved.contains { $0.kind == .script } }

    /// The handlers code in `receiverType` serves when it does not test `message.name` itself:
    /// the names registered with that type as receiver; with one receiver in the app, every
    /// registered name.
    /// A bridge library's registration serves the manifest's handlers with that library's
    /// envelope.
    func served(_ handlers: [String]?, receiverType: String?, library: String? = nil) -> [String] {
        if let library { return manifest.handlers.filter { $0.envelope.typeName == library }.map(\.name) }
        if let handlers { return handlers }
        let registrations = facts.registrations.filter { $0.kind != .remove }
        let typed = registrations.filter { $0.receiverType != nil && $0.receiverType == receiverType }.map(\.name)
        if !typed.isEmpty { return unique(typed) }
        let receivers = facts.receivers
        if receivers.count <= 1 { return unique(registrations.map(\.name)) }
        return unique(registrations.filter { $0.receiverType == nil }.map(\.name))
    }

    /// The functions native handles: those the reader saw dispatched, and, for a handler whose
    /// body's only key names the function (seed 000's `{"<function>": {params}}`), each key the
    /// code tests on the body (`if let p = body["pong"]`).
    var handledFunctions: [HandledFunction] {
        var out = facts.functions
        for read in facts.keyReads where read.function == nil && !read.isParamsContainer && !read.key.contains(".") && read.library == nil {
            let named = served(read.handlers, receiverType: read.receiverType).filter { name in
                if case .function? = manifest.handler(named: name)?.envelope { return true }
                return false
            }
            guard !named.isEmpty else { continue }
            out.append(HandledFunction(handlers: named, receiverType: read.receiverType, name: read.key, source: .onlyKey, position: read.position))
        }
        return out
    }

    /// The manifest's own line for a handler, function or callback, for findings that point there.
    func manifestPosition(_ key: String, under section: String) -> NativePosition {
        if let location = manifestLines?.location(ofKey: key, under: section, file: manifestPath) {
            return NativePosition(file: manifestPath, line: location.line, column: location.column)
        }
        return NativePosition(file: manifestPath, line: 1, column: 1)
    }

    /// `file:line` of a handler's declaration, for messages.
    func declared(_ handler: String) -> String {
        let p = manifestPosition(handler, under: "handlers")
        return "\(p.file):\(p.line)"
    }

    /// The handlers a library registers from its own (Objective-C) code, or a script native
    /// injects: native Swift need not register them.
    static func registeredElsewhere(_ handler: Handler) -> Bool {
        if handler.injected { return true }
        switch handler.envelope {
        case .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge: return true
        default: return handler.transport == .navigation
        }
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

/// The contract the rule examples are checked against.
public enum NativeRuleExamples {
    /// A navigation delegate whose branch on `url.scheme == <scheme>` runs `branch` and cancels.
    /// A navigation delegate whose decision starts with `test` (a condition on `url`, the
    /// navigation's URL) and runs `branch` when it holds.
    static func navigationSwift(test: String, branch: String = "") -> String {
        """

        final class Links: NSObject, WKNavigationDelegate {
            static let bridgeScheme = "linkapp"
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                guard let url = navigationAction.request.url else { return decisionHandler(.allow) }
                if \(test) {
                    \(branch)
                    decisionHandler(.cancel)
                    return
                }
                decisionHandler(.allow)
            }
        }

        """
    }

    static func handOffSwift(scheme: String, branch: String) -> String {
        """

        final class Handoff: NSObject, WKNavigationDelegate {
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                if let url = navigationAction.request.url, url.scheme == \(scheme) {
                    \(branch)
                    decisionHandler(.cancel)
                    return
                }
                decisionHandler(.allow)
            }
        }

        """
    }

    /// The same in Objective-C: `[url.scheme isEqualToString:<scheme>]`.
    static func handOffObjC(scheme: String, branch: String) -> String {
        """

        @interface Handoff : NSObject <WKNavigationDelegate>
        @end
        @implementation Handoff
        - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
            NSURL *url = navigationAction.request.URL;
            if ([url.scheme isEqualToString:\(scheme)]) {
                \(branch)
                decisionHandler(WKNavigationActionPolicyCancel);
                return;
            }
            decisionHandler(WKNavigationActionPolicyAllow);
        }
        @end

        """
    }

    public static let manifest = #"""
        {
          "version": 1,
          "handlers": {
            "nativeHandler": { "body": "string" },
            "replyHandler": { "body": "string", "replies": true },
            "guarded": { "body": "string", "origins": ["https://app.example.com"] },
            "EXAMPLE": {
              "body": "object", "envelope": { "type": "action", "actionKey": "action", "paramKey": "param" },
              "functions": {
                "pong": {
                  "params": { "type": "object", "properties": { "count": { "type": "string" } }, "required": ["count"], "additionalProperties": false },
                  "callback": "fromNative"
                }
              }
            },
            "opener": { "body": "url", "envelope": { "type": "scheme", "scheme": "myapp", "transport": "navigation" }, "functions": { "close": {} } }
          },
          "callbacks": { "fromNative": { "arguments": [{ "name": "data" }] } }
        }
        """#

    /// The same app in Objective-C, for the examples that show a rule on Objective-C code.
    public static let quietAppObjC = #"""
        @interface Bridge : NSObject <WKScriptMessageHandler, WKScriptMessageHandlerWithReply, WKNavigationDelegate>
        @property (nonatomic, strong) WKWebView *webView;
        @end
        @implementation Bridge
        - (void)install:(WKUserContentController *)controller {
            [controller addScriptMessageHandler:self name:@"nativeHandler"];
            [controller addScriptMessageHandler:self name:@"EXAMPLE"];
            [controller addScriptMessageHandler:self name:@"guarded"];
            [controller addScriptMessageHandlerWithReply:self contentWorld:WKContentWorld.pageWorld name:@"replyHandler"];
        }
        - (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message {
            if (![message.frameInfo.securityOrigin.host isEqualToString:@"app.example.com"]) { return; }
            if ([message.name isEqualToString:@"nativeHandler"] || [message.name isEqualToString:@"guarded"]) {
                if ([message.body isKindOfClass:[NSString class]]) { NSLog(@"%@", message.body); }
            } else if ([message.name isEqualToString:@"EXAMPLE"]) {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *body = message.body;
                NSString *action = body[@"action"];
                if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"]) {
                    NSDictionary *param = body[@"param"];
                    if (![param isKindOfClass:[NSDictionary class]]) { return; }
                    NSString *count = param[@"count"];
                    NSData *json = [NSJSONSerialization dataWithJSONObject:(count ?: @"") options:NSJSONWritingFragmentsAllowed error:nil];
                    NSString *argument = [[NSString alloc] initWithData:json encoding:NSUTF8StringEncoding];
                    [self.webView evaluateJavaScript:[NSString stringWithFormat:@"fromNative(%@)", argument] completionHandler:nil];
                }
            }
        }
        - (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message replyHandler:(void (^)(id reply, NSString *errorMessage))replyHandler {
            if (![message.body isKindOfClass:[NSString class]]) { replyHandler(nil, @"not a string"); return; }
            NSString *text = message.body;
            replyHandler(text.uppercaseString, nil);
        }
        - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
            if ([navigationAction.request.URL.scheme isEqualToString:@"myapp"]) { decisionHandler(WKNavigationActionPolicyCancel); return; }
            decisionHandler(WKNavigationActionPolicyAllow);
        }
        @end
        """#

    /// `quietApp` as real apps often write it: handler names in a string enum registered through
    /// `allCases` and tested as `case Handler.x.rawValue:`, a name and a callback in stored
    /// `let`s, a scheme in a static constant. Each branch's casts belong to its handlers alone.
    public static let quietAppThroughConstants = #"""
        enum Handler: String, CaseIterable {
            case nativeHandler
            case example = "EXAMPLE"
            case guarded
        }

        final class Bridge: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply, WKNavigationDelegate {
            var webView: WKWebView!
            private let replyName = "replyHandler"
            private let resultCallback = "fromNative"
            static let appScheme = "myapp"

            func install(_ controller: WKUserContentController) {
                for handler in Handler.allCases { controller.add(self, name: handler.rawValue) }
                controller.addScriptMessageHandler(self, contentWorld: .page, name: replyName)
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                guard message.frameInfo.securityOrigin.host == "app.example.com" else { return }
                switch message.name {
                case Handler.nativeHandler.rawValue, Handler.guarded.rawValue:
                    guard let text = message.body as? String else { return }
                    print(text)
                case Handler.example.rawValue:
                    guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    switch action {
                    case "pong":
                        if let param = body["param"] as? [String: Any], let count = param["count"] as? String,
                            let script = try? ReplyScript.call(resultCallback, [.string(count)]) {
                            webView.evaluateJavaScript(script)
                        }
                    default: break
                    }
                default: break
                }
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
                guard let text = message.body as? String else { return replyHandler(nil, "not a string") }
                replyHandler(text.uppercased(), nil)
            }
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                if navigationAction.request.url?.scheme == Self.appScheme { return decisionHandler(.cancel) }
                decisionHandler(.allow)
            }
        }
        """#

    /// Handlers as a table of closures keyed by name, called as `actions[message.name]?(body)`:
    /// each closure is its key's handler.
    public static let closureTableApp = #"""
        final class Bridge: NSObject, WKScriptMessageHandler {
            private lazy var actions: [String: (Any) -> Void] = [
                "vibrate": { _ in print("bzz") },
                "setTitle": { [weak self] body in guard let t = body as? String else { return }; self?.title = t },
            ]
            var title = ""
            func install(_ c: WKUserContentController) {
                actions.keys.forEach { c.add(self, name: $0) }
            }
            func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                actions[message.name]?(message.body)
            }
        }
        """#
    public static let closureTableManifest = #"{ "version": 1, "handlers": { "vibrate": { "body": "any" }, "setTitle": { "body": "string" } } }"#

    /// A handler that takes one name's messages in a branch that returns, and every other
    /// name's in the code after it (Firefox Focus's tracking-protection handler).
    public static let fallThroughApp = #"""
        final class Tracker: NSObject, WKScriptMessageHandler {
            func install(_ c: WKUserContentController) {
                c.add(self, name: "find")
                c.add(self, name: "blocked")
                c.add(self, name: "blockedLate")
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                if message.name == "find" {
                    guard let body = message.body as? [String: Int], let total = body["total"] else { return }
                    print(total)
                    return
                }
                // Every other name: a blocked resource's URL.
                guard let body = message.body as? [String: String], let url = body["url"] else { return }
                print(url)
            }
        }
        """#
    public static let fallThroughManifest = #"""
        { "version": 1, "handlers": {
            "find": { "body": "object", "schema": { "type": "object", "properties": { "total": { "type": "integer" } } } },
            "blocked": { "body": "object", "schema": { "type": "object", "required": ["url"], "properties": { "url": { "type": "string" } } } },
            "blockedLate": { "body": "object", "schema": { "type": "object", "required": ["url"], "properties": { "url": { "type": "string" } } } } } }
        """#

    /// Handler names given to an initializer and registered from the property it sets.
    public static let initializerNamesApp = #"""
        final class ScriptHandler: NSObject, WKScriptMessageHandler {
            private let names: [String]
            init(names: [String]) { self.names = names }
            func install(on controller: WKUserContentController) {
                names.forEach { controller.add(self, name: $0) }
            }
            func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                switch message.name {
                case "login": print(message.body as? String ?? "")
                case "logout": print("bye")
                default: break
                }
            }
        }
        final class VC {
            let handler = ScriptHandler(names: ["login", "logout"])
        }
        """#
    /// Names a script object carries, given to its initializer where it is made and registered
    /// in a loop over the property elsewhere (flutter_inappwebview's PluginScript).
    public static let scriptNamesApp = #"""
        final class PluginScript {
            let source: String
            var messageHandlerNames: [String] = []
            init(source: String, messageHandlerNames: [String] = []) {
                self.source = source
                self.messageHandlerNames = messageHandlerNames
            }
        }
        enum Scripts {
            static let bridge = PluginScript(source: "window.bridge = {}", messageHandlerNames: ["login", "logout"])
            static let zoom = PluginScript(source: "document.body.style.zoom = 1")
        }
        final class Host: NSObject, WKScriptMessageHandler {
            func install(_ c: WKUserContentController, _ pluginScript: PluginScript) {
                for messageHandlerName in pluginScript.messageHandlerNames {
                    c.add(self, name: messageHandlerName)
                }
            }
            func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {
                guard let text = message.body as? String else { return }
                print(text)
            }
        }
        """#

    public static let initializerNamesManifest = #"{ "version": 1, "handlers": { "login": { "body": "string" }, "logout": { "body": "any" } } }"#

    /// A handler type that lists its names for a registrar outside the app (a dependency's
    /// user-script manager, as DuckDuckGo's `messageNames`): a String enum's cases, one written
    /// with backticks.
    public static let listedNamesApp = #"""
        final class Tracker: NSObject, WKScriptMessageHandler {
            enum Name: String, CaseIterable { case login, `logout` }
            var messageNames: [String] { Name.allCases.map(\.rawValue) }
            func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {
                switch Name(rawValue: message.name) {
                case .login?: print("in")
                case .`logout`?: print("out")
                case nil: break
                }
            }
        }
        """#

    /// A handler that branches on a field of its body, and a manifest whose schema declares it.
    public static let taggedFieldApp = #"""
        final class Log: NSObject, WKScriptMessageHandler {
            func install(_ c: WKUserContentController) { c.add(self, name: "signpost") }
            func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {
                guard let dict = message.body as? [String: Any], let event = dict["event"] as? String else { return }
                if event == "Request Allowed", let time = dict["time"] as? Double { print(time) } else if event == "Generic" { print(event) }
            }
        }
        """#
    public static let taggedFieldManifest = #"{ "version": 1, "handlers": { "signpost": { "body": "object", "schema": { "type": "object", "properties": { "event": { "type": "string" }, "time": { "type": "number" } } } } } }"#

    /// A type per handler behind a protocol whose `name` requirement each binds: registered as
    /// `h.name` for every one, and each type's methods serve its own handler.
    public static let protocolHandlersApp = #"""
        protocol BridgeHandler {
            var name: String { get }
            func handle(_ body: Any)
        }
        struct ShareHandler: BridgeHandler {
            let name = "share"
            func handle(_ body: Any) { guard let text = body as? String else { return }; print(text) }
        }
        struct TrackHandler: BridgeHandler {
            var name: String { "track" }
            func handle(_ body: Any) { guard let d = body as? [String: Any], let event = d["event"] as? String else { return }; print(event) }
        }
        final class Bridge: NSObject, WKScriptMessageHandler {
            let handlers: [BridgeHandler] = [ShareHandler(), TrackHandler()]
            func install(_ c: WKUserContentController) {
                for h in handlers { c.add(self, name: h.name) }
            }
            func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                handlers.first { $0.name == message.name }?.handle(message.body)
            }
        }
        """#
    public static let protocolHandlersManifest = #"{ "version": 1, "handlers": { "share": { "body": "string" }, "track": { "body": "object" } } }"#

    /// A type made from the message, its properties read from the body (Hotwire's ScriptMessage).
    public static let visitType = #"""

        struct Visit {
            let data: [String: Any]
            var identifier: String? { data["identifier"] as? String }
            init(data: [String: Any]) { self.data = data }
            init?(message: WKScriptMessage) {
                guard let body = message.body as? [String: Any], let data = body["data"] as? [String: Any] else { return nil }
                self.data = data
            }
        }
        """#

    /// A script built by a struct from the function a helper is given, wrapped so the page's
    /// exception comes back as a value (Hotwire's JavaScriptExpression and WebViewBridge).
    public static let expressionBuilder = #"""

        struct Expression {
            let function: String
            let arguments: [Any?]
            var wrapped: String? {
                guard let data = try? JSONSerialization.data(withJSONObject: arguments.map { $0 ?? NSNull() }), let text = String(data: data, encoding: .utf8) else { return nil }
                return wrap(function: function, arguments: String(text.dropFirst().dropLast()))
            }
            private func wrap(function: String, arguments: String) -> String {
                """
                (function(result) {
                  try {
                    result.value = \(function)(\(arguments))
                  } catch (error) {
                    result.error = error.toString()
                  }
                  return result
                })({})
                """
            }
        }
        func call(_ w: WKWebView, function: String, arguments: [Any?] = []) {
            let expression = Expression(function: function, arguments: arguments)
            guard let script = expression.wrapped else { return }
            w.evaluateJavaScript(script)
        }
        func answer(_ w: WKWebView) { call(w, function: "fromNative") }
        """#

    /// Two types share one weak proxy (`ScriptMessageHandler(delegate: self)`, Hotwire's), each
    /// registering its own handler through it and reading its own body kind in the delegate
    /// method: each handler's messages reach its registering type's method alone.
    public static let proxyApp = #"""
        protocol ProxyDelegate: AnyObject { func proxyDidReceive(_ message: WKScriptMessage) }
        final class Proxy: NSObject, WKScriptMessageHandler {
            weak var delegate: ProxyDelegate?
            init(delegate: ProxyDelegate) { self.delegate = delegate }
            func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) { delegate?.proxyDidReceive(message) }
        }
        final class Share: ProxyDelegate {
            func install(_ c: WKUserContentController) { c.add(Proxy(delegate: self), name: "share") }
            func proxyDidReceive(_ message: WKScriptMessage) {
                guard let text = message.body as? String else { return }
                print(text)
            }
        }
        final class Track: ProxyDelegate {
            func install(_ c: WKUserContentController) {
                let proxy = Proxy(delegate: self)
                c.add(proxy, name: "track")
            }
            func proxyDidReceive(_ message: WKScriptMessage) {
                guard let event = message.body as? [String: Any] else { return }
                print(event)
            }
        }
        """#

    /// A factory that returns nil only for a nil argument (flutter_inappwebview's
    /// HitTestResult.fromMap), and one that also refuses an empty string.
    public static let hitType = #"""

        struct Hit {
            let text: String
            static func from(text: String?) -> Hit? {
                guard let text = text else { return nil }
                return Hit(text: text)
            }
            static func nonEmpty(text: String?) -> Hit? {
                guard let text, !text.isEmpty else { return nil }
                return Hit(text: text)
            }
        }
        """#

    /// An Objective-C helper that escapes a string by hand for single quotes, backslash first,
    /// and a method that pastes its result into a script (KKJSBridge's jsSerializeWithJson:).
    public static let escapingHelperObjC = #"""
        
        @interface Esc : NSObject
        @end
        @implementation Esc
        - (NSString *)escaped:(NSString *)s {
            NSString *e = s;
            e = [e stringByReplacingOccurrencesOfString:@"\\" withString:@"\\\\"];
            e = [e stringByReplacingOccurrencesOfString:@"'" withString:@"\\'"];
            e = [e stringByReplacingOccurrencesOfString:@"\n" withString:@"\\n"];
            e = [e stringByReplacingOccurrencesOfString:@"\r" withString:@"\\r"];
            e = [e stringByReplacingOccurrencesOfString:@"\u2028" withString:@"\\u2028"];
            e = [e stringByReplacingOccurrencesOfString:@"\u2029" withString:@"\\u2029"];
            return e;
        }
        - (void)send:(WKWebView *)w text:(NSString *)text {
            NSString *m = [self escaped:text];
            [w evaluateJavaScript:[NSString stringWithFormat:@"fromNative('%@')", m] completionHandler:nil];
        }
        @end
        
        """#

    /// Objective-C that fills a message object from the page's dictionary by key-value coding and
    /// hands it to a delegate (XYWKWebView's XYScriptMessage and xy_webView:didReceiveScriptMessage:).
    public static let keyValueDelegateObjC = #"""

        @interface Msg : NSObject
        @property (nonatomic, copy) NSString *method;
        @end
        @implementation Msg
        - (void)setValue:(id)value forUndefinedKey:(NSString *)key {}
        @end
        @protocol Handles <NSObject>
        - (void)handle:(Msg *)m;
        @end
        @interface Pipe : NSObject <WKScriptMessageHandler>
        @property (nonatomic, weak) id<Handles> delegate;
        @end
        @implementation Pipe
        - (void)install:(WKUserContentController *)controller {
            [controller addScriptMessageHandler:self name:@"nativeHandler"];
        }
        - (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message {
            if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
            Msg *m = [Msg new];
            [m setValuesForKeysWithDictionary:message.body];
            [self.delegate handle:m];
        }
        @end
        @interface Screen : NSObject <Handles>
        @end
        @implementation Screen
        - (void)handle:(Msg *)m {
            if ([m.method isEqualToString:@"close"]) { NSLog(@"close"); }
        }
        @end

        """#

    /// An app method that evaluates the script it is given (XYWKWebView's callJS:), called from
    /// `keyValueDelegateObjC`'s delegate with a script formatted from FORMAT.
    public static let callJSObjC = #"""

        @interface Runner : NSObject
        @property (nonatomic, strong) WKWebView *webView;
        - (void)callJS:(NSString *)js;
        @end
        @implementation Runner
        - (void)callJS:(NSString *)js { [self.webView evaluateJavaScript:js completionHandler:nil]; }
        @end
        @interface Screen2 : NSObject <Handles>
        @property (nonatomic, strong) Runner *runner;
        @end
        @implementation Screen2
        - (void)handle:(Msg *)m {
            [self.runner callJS:[NSString stringWithFormat:FORMAT]];
        }
        @end

        """#

    /// The same helper in Swift: a `var` escaped step by step and returned, its result pasted
    /// into single quotes (the Swift WebViewJavascriptBridge ports' escapeJSONString(_:)).
    public static let escapingHelperSwift = #"""

        final class Esc {
            func escapeJSONString(_ string: String) -> String {
                var escaped = string
                escaped = escaped.replacingOccurrences(of: "\\", with: "\\\\")
                escaped = escaped.replacingOccurrences(of: "'", with: "\\'")
                escaped = escaped.replacingOccurrences(of: "\n", with: "\\n")
                escaped = escaped.replacingOccurrences(of: "\r", with: "\\r")
                escaped = escaped.replacingOccurrences(of: "\u{2028}", with: "\\u2028")
                escaped = escaped.replacingOccurrences(of: "\u{2029}", with: "\\u2029")
                return escaped
            }
            func send(_ w: WKWebView, _ json: String) {
                let m = escapeJSONString(json)
                w.evaluateJavaScript("fromNative('\(m)')")
            }
        }

        """#

    /// Swift that registers, handles and calls everything the examples' manifest declares, so
    /// an example about one rule can add to it and stay quiet on the others.
    /// A Capacitor plugin (Capacitor 6's CAPBridgedPlugin) whose one method, `Echo.echo`, runs `body`
    /// with the page's call in `call`.
    /// A struct that builds a script from its maker's properties, made two ways (Strada's and
    /// Hotwire's `JavaScript(object:functionName:)`): an object and an enum's raw value, or a
    /// bare name with the object left nil. Each maker's properties belong together.
    public static let scriptStruct = #"""

        struct Script {
            var object: String? = nil
            let functionName: String
            func text() -> String {
                let function = qualified(functionName)
                return "\(function)(0)"
            }
            private func qualified(_ name: String) -> String {
                if let object = object { return "\(object).\(name)" } else { return name }
            }
        }
        final class Caller {
            weak var webView: WKWebView?
            private let global = "window.bridge"
            private enum Function: String { case ready = "onReady" }
            func start() {
                call(.ready)
                run(Script(functionName: "fromNative"))
            }
            private func call(_ function: Function) {
                let script = Script(object: global, functionName: function.rawValue)
                run(script)
            }
            private func run(_ script: Script) { webView?.evaluateJavaScript(script.text()) }
        }
        """#

    public static func capacitorEcho(_ body: String) -> String {
        """

        @objc(EchoPlugin)
        public class EchoPlugin: CAPPlugin, CAPBridgedPlugin {
            public let jsName = "Echo"
            public let pluginMethods: [CAPPluginMethod] = [CAPPluginMethod(name: "echo", returnType: CAPPluginReturnPromise)]
            @objc func echo(_ call: CAPPluginCall) {
                \(body)
            }
        }
        """
    }

    /// The quiet app with the EXAMPLE message decoded into a type of the app (`JSONDecoder`):
    /// its properties are the keys read, `decoded.action` names the function and `param` the
    /// function's parameters.
    public static let decodedApp = quietApp.replacingOccurrences(of: quietAppExample, with: #"""
                case "EXAMPLE":
                    guard let data = try? JSONSerialization.data(withJSONObject: message.body),
                        let decoded = try? JSONDecoder().decode(ExampleMessage.self, from: data) else { return }
                    switch decoded.action {
                    case "pong":
                        if let count = decoded.param?.count, let script = try? ReplyScript.call("fromNative", [.string(count)]) {
                            webView.evaluateJavaScript(script)
                        }
                    default: break
                    }
        """#) + #"""
        struct ExampleMessage: Decodable {
            let action: String
            let param: Param?
            struct Param: Decodable {
                let count: String?
            }
        }
        """#

    /// The quiet app's branch for EXAMPLE's `{action, param}` messages (the decoded app replaces it).
    static let quietAppExample = #"""
                case "EXAMPLE":
                    guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    switch action {
                    case "pong":
                        if let param = body["param"] as? [String: Any], let count = param["count"] as? String,
                            let script = try? ReplyScript.call("fromNative", [.string(count)]) {
                            webView.evaluateJavaScript(script)
                        }
                    default: break
                    }
        """#

    public static let quietApp = #"""
        final class Bridge: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply, WKNavigationDelegate {
            var webView: WKWebView!
            func install(_ controller: WKUserContentController) {
                controller.add(self, name: "nativeHandler")
                controller.add(self, name: "EXAMPLE")
                controller.add(self, name: "guarded")
                controller.addScriptMessageHandler(self, contentWorld: .page, name: "replyHandler")
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                guard message.frameInfo.securityOrigin.host == "app.example.com" else { return }
                switch message.name {
                case "nativeHandler", "guarded":
                    guard let text = message.body as? String else { return }
                    print(text)
        \#(quietAppExample)
                default: break
                }
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
                guard let text = message.body as? String else { return replyHandler(nil, "not a string") }
                replyHandler(text.uppercased(), nil)
            }
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                if navigationAction.request.url?.scheme == "myapp" { return decisionHandler(.cancel) }
                decisionHandler(.allow)
            }
        }
        """#
}
