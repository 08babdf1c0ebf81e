import BridgeContract
import BridgeJSON
import BridgeReport

/// Checks what reached native at run time (`bridgecheck run`) with the same call rules, rule ids
/// and messages lint applies to a call written with literal arguments: a message is a call
/// whose body is known exactly, at the place the page's stack names.
public struct MessageCheck: Sendable {
    public let manifest: Manifest

    public init(manifest: Manifest) { self.manifest = manifest }

    /// A `postMessage` to `handler` with `body` (nil when the page posted `undefined`).
    public func check(handler: String, body: JSONValue?, expectsReply: Bool, text: String, at location: SourceLocation) -> CheckedCall {
        let call = BridgeCallSite(
            kind: .postMessage(handler: handler), offset: 0, arguments: [body.map { Shape($0, offset: 0) } ?? .dynamic], argumentOffsets: [0],
            expectsReply: expectsReply, text: CallRecognizer.clip(text))
        return CallChecker(manifest: manifest, locate: { _ in location }).check(call)
    }

    /// A URL with a bridge scheme that reached native by `transport` (a navigation the policy
    /// decision saw, or a string posted).
    public func check(url: String, transport: Transport, at location: SourceLocation) -> CheckedCall {
        let call = BridgeCallSite(
            kind: .schemeURL(url), offset: 0, arguments: [], argumentOffsets: [], expectsReply: false, text: CallRecognizer.clip(url), transport: transport)
        return CallChecker(manifest: manifest, locate: { _ in location }).check(call)
    }

    /// A callback native evaluates that no page defined when it ran: lint's `missing-callback`.
    public func missingCallback(_ path: String, detail: String, at location: SourceLocation) -> Finding {
        MissingCallbackRule.finding(
            "native evaluates '\(path)(…)', but no page defines it when it runs (\(detail))", at: location,
            hint: "define it at the top level of a page's script before native answers, or remove it from the manifest", subject: FindingSubject(callback: path))
    }

    /// Native answered a call by evaluating a callback the page did not define at that moment.
    public func missingCallback(answeringCallAt location: SourceLocation, detail: String) -> Finding {
        MissingCallbackRule.finding(
            "native answers this call by evaluating a callback the page does not define when the answer comes (\(detail))", at: location,
            hint: "define the callback before the call is made")
    }
}
