import BridgeContract
import BridgeJSON
import BridgeReport

/// What `run` asks of lint's call rules: a message seen at run time is judged exactly as lint
/// judges a call written with those literal arguments, with the same rule ids and messages.
/// BridgeRun does not link lint; the command hands lint's checker in (`LintCallJudge`).
public protocol CallJudge: Sendable {
    var manifest: Manifest { get }
    /// A `postMessage` to `handler` with `body` (nil when the page posted `undefined`).
    func check(handler: String, body: JSONValue?, expectsReply: Bool, text: String, at location: SourceLocation) -> CheckedCall
    /// A URL with a bridge scheme that reached native by `transport`.
    func check(url: String, transport: Transport, at location: SourceLocation) -> CheckedCall
    /// A callback native evaluates that no page defined when it ran.
    func missingCallback(_ path: String, detail: String, at location: SourceLocation) -> Finding
    /// Native answered a call by evaluating a callback the page did not define at that moment.
    func missingCallback(answeringCallAt location: SourceLocation, detail: String) -> Finding
    /// The rules these checks report, for the report's rule metadata.
    var rules: [RuleInfo] { get }
}
