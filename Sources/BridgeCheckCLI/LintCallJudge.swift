import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import BridgeRun

/// Lint's call rules as `run` asks for them: the command joins the two engines, so neither
/// imports the other.
public struct LintCallJudge: CallJudge {
    let lint: MessageCheck

    public init(manifest: Manifest) { lint = MessageCheck(manifest: manifest) }

    public var manifest: Manifest { lint.manifest }

    public func check(handler: String, body: JSONValue?, expectsReply: Bool, text: String, at location: SourceLocation) -> CheckedCall {
        lint.check(handler: handler, body: body, expectsReply: expectsReply, text: text, at: location)
    }

    public func check(url: String, transport: Transport, at location: SourceLocation) -> CheckedCall {
        lint.check(url: url, transport: transport, at: location)
    }

    public func missingCallback(_ path: String, detail: String, at location: SourceLocation) -> Finding {
        lint.missingCallback(path, detail: detail, at: location)
    }

    public func missingCallback(answeringCallAt location: SourceLocation, detail: String) -> Finding {
        lint.missingCallback(answeringCallAt: location, detail: detail)
    }

    public var rules: [RuleInfo] { RuleRegistry.infos }
}
