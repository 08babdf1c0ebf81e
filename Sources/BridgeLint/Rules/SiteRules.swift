import BridgeReport

/// Reported at the callback's entry in the manifest.
public struct MissingCallbackRule: Rule {
    public static let description = RuleDescription(
        id: "missing-callback", severity: .warning,
        summary: "Native evaluates a callback that no scanned page defines.",
        triggering: [
            RuleExample(javascript: "function fromNatve(d) {}\nNativeAppInterface.deviceInfoSetting = (r) => {};\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            // Declared only inside a closure: native's global evaluation cannot reach it.
            RuleExample(javascript: "$(function () { function fromNative(d) {} });\nNativeAppInterface.deviceInfoSetting = (r) => {};\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            // A member of an object nothing defines globally.
            RuleExample(javascript: "function fromNative(d) {}\nconst handlers = { deviceInfoSetting: (r) => {} };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            // A parameter, a catch binding and a method of the same name define no global.
            RuleExample(javascript: "function handle(fromNative) { fromNative(1); }\ntry { x(); } catch (fromNative) {}\nvar o = { fromNative(d) {} };\nNativeAppInterface.deviceInfoSetting = (r) => {};\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            // A class instance as the global, but the class lacks the method: after a block, a call is a call.
            RuleExample(javascript: "class Bridge {\n  constructor() { this.ready = true; }\n  send(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }\n}\nwindow.NativeAppInterface = new Bridge();\nif (ready) { start(); }\ndeviceInfoSetting(r);\nfunction fromNative(d) {}"),
        ],
        nonTriggering: [
            RuleExample(javascript: "function fromNative(d) {}\nwindow.NativeAppInterface[name] = cb;\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            RuleExample(javascript: "var handlers = { deviceInfoSetting: (r) => {} };\nwindow.NativeAppInterface = handlers;\nfunction fromNative(d) {}\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            RuleExample(javascript: "(function () {\n  window.fromNative = function (d) {};\n  window.NativeAppInterface = { deviceInfoSetting: function (r) {} };\n})();\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            RuleExample(javascript: "window.NativeAppInterface = {};\nObject.assign(NativeAppInterface, { deviceInfoSetting(r) {} });\nObject.defineProperty(window, 'fromNative', { get() { return f; } });\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            RuleExample(javascript: "Object.defineProperty(window, 'NativeAppInterface', { value: { deviceInfoSetting(r) {} } });\n$(function () { fromNative = function (d) {}; });\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
            // A class whose instance is the global: its methods, each after the one before
            // (Hotwire's and Strada's `window.nativeBridge = new NativeBridge()`).
            RuleExample(javascript: "class Bridge {\n  constructor() { this.ready = true; }\n  send(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }\n  deviceInfoSetting(r) { this.ready = r; }\n}\nwindow.NativeAppInterface = new Bridge();\nfunction fromNative(d) {}"),
            // A destructuring declaration and a named function expression define their names.
            RuleExample(javascript: "const { fromNative, other } = makeHandlers();\nvar NativeAppInterface = { deviceInfoSetting: function deviceInfoSetting(r) {} };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);"),
        ])
    // A callback marked "injected" (native defines it itself) is never reported: the examples'
    // manifest holds one, `_nativeOwn`, that no example page defines.
}

/// Reported at the handler's entry in the manifest.
public struct UnusedHandlerRule: Rule {
    public static let description = RuleDescription(
        id: "unused-handler", severity: .warning,
        summary: "A handler the manifest declares is never called anywhere in the site.",
        triggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            // A computed name whose every value is known reaches only those handlers.
            RuleExample(javascript: "function post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\npost('nativeHandler', 'x');"),
        ],
        nonTriggering: [
            RuleExample(javascript: RuleExamples.quietSite),
            // A handler handed on as a value is used, wherever it is posted to.
            RuleExample(javascript: RuleExamples.quietSite.replacingOccurrences(of: "window.webkit.messageHandlers.ping.postMessage(null);", with: "const ping = window.webkit.messageHandlers.ping;\nqueue(ping);")),
            // A name computed at run time may reach any handler.
            RuleExample(javascript: RuleExamples.quietSite.replacingOccurrences(of: "window.webkit.messageHandlers.flexible.postMessage({ id: 1 });", with: "window.webkit.messageHandlers[command.name].postMessage(command);")),
        ])
    // A handler marked "injected" (posted to by a script native injects) is never reported.
}

/// Reported at the entry in the manifest. `init` marks what it could not know (a handler only the
/// pages name, a name native computes): a contract that still says TODO has not been written,
/// and a gate that passes on it checks nothing.
public struct ManifestIncompleteRule: Rule {
    public static let description = RuleDescription(
        id: "manifest-incomplete", severity: .error,
        summary: "A manifest entry is still a placeholder that init left (its summary starts with TODO or Placeholder, or its name with TODO-): fill it in from the native code.",
        triggering: [
            RuleExample(
                javascript: "window.webkit.messageHandlers.save.postMessage({ id: 1 });",
                manifest: #"{"version": 1, "handlers": {"save": {"summary": "TODO: posted once, first at page.js:1. Say what native's handler accepts.", "body": "any"}}}"#),
            RuleExample(
                javascript: "window.webkit.messageHandlers.save.postMessage({ id: 1 });",
                manifest: #"{"version": 1, "handlers": {"save": {"body": "object"}, "TODO-unfollowed-1": {"summary": "Placeholder: native registers a handler named by `name`.", "body": "any"}}}"#),
        ],
        nonTriggering: [
            RuleExample(
                javascript: "window.webkit.messageHandlers.save.postMessage({ id: 1 });",
                manifest: #"{"version": 1, "handlers": {"save": {"summary": "Saves a draft. TODO later: say which ids are valid.", "body": "object"}}}"#),
        ])

    /// Whether an entry is one of init's placeholders: the marks init writes, which a team
    /// removes when it fills the entry in.
    public static func isPlaceholder(name: String, summary: String?) -> Bool {
        if name.hasPrefix("TODO-") { return true }
        guard let summary = summary?.drop(while: { $0 == " " }) else { return false }
        return summary.hasPrefix("TODO") || summary.hasPrefix("Placeholder")
    }
}

public struct UnparsableScriptRule: Rule {
    public static let description = RuleDescription(
        id: "unparsable-script", severity: .warning,
        summary: "A script could not be read completely (unterminated string, comment, template or regex); the rest was still scanned.",
        triggering: [
            RuleExample(javascript: "var a = ↓'unterminated\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            RuleExample("<script>↓/* never closed\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');\n</script>"),
        ],
        nonTriggering: [
            RuleExample(javascript: "var re = /['\"]/g; var t = `a${ `b${c}` }`; // 'x"),
        ])
}

public struct UnreadableFileRule: Rule {
    public static let description = RuleDescription(
        id: "unreadable-file", severity: .warning,
        summary: "A file could not be read or was skipped (too large, not text); other files are still scanned.",
        triggering: [
            RuleExample(files: [(path: "↓binary.js", contents: "\u{0}\u{1}\u{2}\u{0}")]),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
        ])
}

public struct NoBridgeCallsRule: Rule {
    public static let description = RuleDescription(
        id: "no-bridge-calls", severity: .error,
        summary: "The scan found no bridge call at all: a contract check that matched nothing must not pass (use --allow-empty).",
        triggering: [
            RuleExample(javascript: "↓console.log('no bridge here');"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
        ])
}

public struct UnjustifiedSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: SuppressionRules.unjustified.id, severity: SuppressionRules.unjustified.severity, summary: SuppressionRules.unjustified.summary,
        triggering: [
            RuleExample(javascript: "↓// bridgecheck-disable-next-line unknown-handler\nwindow.webkit.messageHandlers.legacyHandler.postMessage('x');"),
        ],
        nonTriggering: [
            RuleExample(javascript: "// bridgecheck-disable-next-line unknown-handler -- removed from the app in 4.2, kept for old builds\nwindow.webkit.messageHandlers.legacyHandler.postMessage('x');"),
        ])
}

public struct UnusedSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: SuppressionRules.unused.id, severity: SuppressionRules.unused.severity, summary: SuppressionRules.unused.summary,
        triggering: [
            RuleExample(javascript: "↓// bridgecheck-disable-next-line unknown-handler -- old\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            RuleExample("↓<!-- bridgecheck-disable-next-line unknown-handlr -- typo -->\n<script>window.webkit.messageHandlers.nativeHandler.postMessage('x')</script>"),
        ],
        nonTriggering: [
            RuleExample("<!-- bridgecheck-disable-next-line unknown-handler -- kept for old builds -->\n<a onclick=\"window.webkit.messageHandlers.gone.postMessage('x')\">x</a>"),
        ])
}
