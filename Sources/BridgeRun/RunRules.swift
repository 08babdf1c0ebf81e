import BridgeReport

/// What only a run in a real engine can see. Findings lint also makes (an unknown handler, a body
/// that breaks the contract, a missing callback) keep lint's rule ids and messages; these are the
/// run's own, each with a page that triggers it (`examples/site-broken` holds them all).
public struct RunRule: Sendable {
    public let id: String
    public let severity: Severity
    public let summary: String
    /// A page on which the rule fires.
    public let example: String

    /// The rule as a report lists it.
    public var info: RuleInfo { RuleInfo(id: id, severity: severity, summary: summary, example: example) }

    func finding(_ message: String, file: String, line: Int = 1, column: Int = 1, hint: String? = nil, subject: FindingSubject = FindingSubject()) -> Finding {
        Finding(ruleID: id, severity: severity, message: message, file: file, line: line, column: column, hint: hint, subject: subject)
    }

    public static let uncaughtError = RunRule(
        id: "uncaught-error", severity: .error, summary: "A script threw and nothing caught it.",
        example: "<script>undefinedFunction();</script>")
    public static let unhandledRejection = RunRule(
        id: "unhandled-rejection", severity: .error, summary: "A Promise was rejected and nothing handled it (a reply handler's error, a failed call).",
        example: "<script>Promise.reject(new Error('no'));</script>")
    public static let callbackThrew = RunRule(
        id: "callback-threw", severity: .error, summary: "A callback native evaluates threw when called with values the contract allows.",
        example: "<script>function fromNative(data) { JSON.parse(data).x.y; }</script>")
    public static let pageTimeout = RunRule(
        id: "page-timeout", severity: .error, summary: "The page did not load and settle within --timeout (a loop, a wait that never ends).",
        example: "<script>while (true) {}</script>")
    public static let webProcessCrashed = RunRule(
        id: "web-process-crashed", severity: .error, summary: "The web process died while the page ran.",
        example: "(a page that exhausts memory)")
    public static let blockedRequest = RunRule(
        id: "blocked-request", severity: .warning, summary: "The page asked for something outside the site; it was refused, as the run never reaches the network.",
        example: "<img src=\"https://example.com/a.png\">")
    public static let missingFile = RunRule(
        id: "missing-file", severity: .warning, summary: "The page asked for a file of the site that does not exist.",
        example: "<script src=\"missing.js\"></script>")
    public static let dialog = RunRule(
        id: "page-dialog", severity: .info, summary: "The page opened alert, confirm, prompt or a before-unload prompt, printed, or asked for a file, a color, a permission or fullscreen; the run answered or refused it at once.",
        example: "<script>alert('hi');</script>")
    public static let navigation = RunRule(
        id: "page-navigates", severity: .info, summary: "The page navigated or opened a window on its own; the run stayed on the page.",
        example: "<script>location.href = 'other.html';</script>")

    public static let lintMissed = RunRule(
        id: "lint-missed", severity: .info,
        summary: "A message the page sent where lint found no call, or only one it could not check (dynamic-call): the run checked it.",
        example: "<script>var h = ['native', 'Handler'].join(''); window.webkit.messageHandlers[h].postMessage('x');</script>")
    public static let decoderRejects = RunRule(
        id: "decoder-rejects", severity: .error,
        summary: "The runtime's MessageDecoder (the code an app links) rejects a message lint's rules let through.",
        example: "(a message whose fault only the decoder's limits or envelope checks see)")
    public static let tooManyEvents = RunRule(
        id: "too-many-events", severity: .warning,
        summary: "The page sent more messages and reports than a run keeps for one page (5,000); the rest were counted, not checked.",
        example: "<script>for (;;) { window.webkit.messageHandlers.nativeHandler.postMessage('x'); }</script>")
    public static let notRun = RunRule(
        id: "page-not-run", severity: .warning, summary: "The run's --max-total-time was up before the page's turn.",
        example: "(any page, with a small --max-total-time)")

    public static let all: [RunRule] = [
        uncaughtError, unhandledRejection, callbackThrew, pageTimeout, webProcessCrashed, blockedRequest, missingFile, dialog, navigation, lintMissed,
        decoderRejects, tooManyEvents, notRun,
    ]
}
