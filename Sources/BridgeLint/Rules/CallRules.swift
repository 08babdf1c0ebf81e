public struct UnknownHandlerRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-handler", severity: .error,
        summary: "A page posts to a handler the manifest does not declare; in the app it is a TypeError.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandlers.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const h = webkit.messageHandlers; ↓h.missing.postMessage('x');"),
            RuleExample(javascript: "const p = window.webkit.messageHandlers.nativeHandlr;\n↓p.postMessage('x');"),
            RuleExample(javascript: "_ios.MessageHandler.postMessage(↓'tset', {});"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            RuleExample(javascript: "self.webkit.messageHandlers['nativeHandler']?.postMessage('x');"),
        ])
}

public struct UnknownFunctionRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-function", severity: .error,
        summary: "The envelope names a function or action the handler does not declare.",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify({ ↓deviceInfo: {} }));"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: ↓"ping", param: { count: "1" } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction(↓"pushToken", JSON.stringify({}), cb);"#),
        ],
        nonTriggering: [
            RuleExample(javascript: #"iosInterface.callNativeFunction("pushTokenInfo", JSON.stringify({}), cb);"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction(name, JSON.stringify({}), cb);"#),
        ])
}

public struct BodyKindMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "body-kind-mismatch", severity: .error,
        summary: "An object is posted where the handler takes a JSON string, or the reverse; native drops it.",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(↓{ pushTokenInfo: {} });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(↓JSON.stringify({ action: "pong", param: { count: "1" } }));"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("pushTokenInfo", ↓{}, cb);"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.nativeHandler.postMessage(↓42);"#),
        ],
        nonTriggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify(payload));"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage('{"pushTokenInfo":{}}');"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(message);"#),
        ])
}

public struct ParamMissingRule: Rule {
    public static let description = RuleDescription(
        id: "param-missing", severity: .error,
        summary: "A literal message lacks a parameter the schema requires.",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: ↓{} });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(↓{ action: "pong" });"#),
            RuleExample(javascript: #"location.href = ↓"mgapp://setBadge";"#),
        ],
        nonTriggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { ...rest } });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: String(n) } });"#),
        ])
}

public struct ParamUnknownRule: Rule {
    public static let description = RuleDescription(
        id: "param-unknown", severity: .warning,
        summary: "A literal message has a parameter the schema does not allow (additionalProperties is false).",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "1", ↓cnt: 2 } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ ↓index: 1 }), cb);"#),
        ],
        nonTriggering: [
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ idx: 1 }), cb);"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.test.postMessage({ anything: 1, metadata: { sequence: 1 } });"#),
        ])
}

public struct ParamTypeRule: Rule {
    public static let description = RuleDescription(
        id: "param-type", severity: .error,
        summary: "A literal value does not match its schema (type, enum, range, length or pattern).",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { ↓count: 3 } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ ↓idx: "1" }), cb);"#),
            RuleExample(javascript: #"window.open(↓"mgapp://setBadge?count=many");"#),
            RuleExample(javascript: "let q = globalThis.webkit?.messageHandlers?.['EXAMPLE'];\nq?.postMessage({ action: 'pong', param: { ↓count: 1 } });"),
        ],
        nonTriggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "3" } });"#),
            RuleExample(javascript: #"window.open("mgapp://setBadge?count=3");"#),
        ])
}

public struct ReplyNotDeclaredRule: Rule {
    public static let description = RuleDescription(
        id: "reply-not-declared", severity: .error,
        summary: "The page awaits or then-s postMessage, but the handler does not reply (no WKScriptMessageHandlerWithReply).",
        triggering: [
            RuleExample(javascript: "async function f() { const r = await ↓window.webkit.messageHandlers.nativeHandler.postMessage('x'); }"),
            RuleExample(javascript: "↓window.webkit.messageHandlers.nativeHandler.postMessage('x').then(show);"),
            RuleExample(javascript: "var p = ↓window.webkit.messageHandlers.nativeHandler.postMessage('x');\np.then(show);"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.replyHandler.postMessage('x').then(show);"),
            RuleExample(javascript: "await _ios.MessageHandler.postMessage('test', { q: 'x' });"),
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x'); then(x);"),
        ])
}

public struct UnknownSchemeActionRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-scheme-action", severity: .error,
        summary: "A URL with a declared scheme names a function (its host) the handler does not declare.",
        triggering: [
            RuleExample(#"<a href="↓mgapp://setBadges?count=1">badge</a>"#),
            RuleExample(javascript: #"location.href = ↓'mgapp://clear';"#),
        ],
        nonTriggering: [
            RuleExample(#"<a href="mgapp://setBadge?count=1">badge</a>"#),
            RuleExample(javascript: #"location.href = 'https://mgapp.example/clear';"#),
        ])
}

public struct DynamicCallRule: Rule {
    public static let description = RuleDescription(
        id: "dynamic-call", severity: .info,
        summary: "A handler name is computed at run time, so the call cannot be checked; listed, never dropped.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandlers[name].postMessage(body);"),
            RuleExample(javascript: "↓_ios.MessageHandler.postMessage(task, {});"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers['nativeHandler'].postMessage(body);"),
        ])
}
