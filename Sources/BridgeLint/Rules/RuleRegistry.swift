import BridgeReport

/// Every lint rule. A test checks the ids are unique and that every rule's examples behave.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        UnknownHandlerRule.self,
        UnknownFunctionRule.self,
        BodyKindMismatchRule.self,
        ParamMissingRule.self,
        ParamUnknownRule.self,
        ParamTypeRule.self,
        ReplyNotDeclaredRule.self,
        UnknownSchemeActionRule.self,
        UnhandledTransportRule.self,
        MissingCallbackRule.self,
        UnusedHandlerRule.self,
        DynamicCallRule.self,
        UnparsableScriptRule.self,
        UnreadableFileRule.self,
        NoBridgeCallsRule.self,
        UnjustifiedSuppressionRule.self,
        UnusedSuppressionRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }

    /// Every rule as a report lists it (SARIF's rule metadata), with its first triggering example.
    public static let infos: [RuleInfo] = all.map { rule in
        let d = rule.description
        return RuleInfo(id: d.id, severity: d.severity, summary: d.summary, example: d.triggering.first?.files.first?.contents.replacingOccurrences(of: "↓", with: "") ?? "")
    }

    /// The rules `bridgecheck run` adds (BridgeRun's `RunRule.all`; a test keeps the two in step):
    /// known here so that suppressions and configured severities may name them.
    public static let runRuleIDs = [
        "uncaught-error", "unhandled-rejection", "callback-threw", "page-timeout", "web-process-crashed", "blocked-request", "missing-file",
        "page-dialog", "page-navigates", "lint-missed", "decoder-rejects", "too-many-events", "page-not-run",
    ]

    /// The rules `bridgecheck native` adds (BridgeNative's `NativeRuleRegistry.all`; a test keeps
    /// the two in step), for suppressions and configured severities.
    public static let nativeRuleIDs = [
        "handler-not-in-manifest", "handler-never-registered", "handler-never-handled", "reply-disagrees", "body-kind-disagrees",
        "function-not-in-manifest", "function-never-handled", "param-not-in-manifest", "param-type-disagrees", "callback-not-in-manifest",
        "callback-arguments-disagree", "callback-never-evaluated", "scheme-not-in-manifest", "scheme-never-handled", "force-cast-page-data", "force-unwrap-page-data",
        "unchecked-split-index", "unchecked-page-index", "unencoded-script-interpolation", "unchecked-message-origin", "native-not-followed", "swift-syntax-error",
    ]

    /// The rules that judge single calls, in the order they are asked.
    public static let callRules: [any CallRule.Type] = all.compactMap { $0 as? any CallRule.Type }
}

/// Rule ids, for configuration checks outside the linter.
public enum BridgeLintRules {
    public static var ids: [String] { RuleRegistry.all.map { $0.description.id } + RuleRegistry.runRuleIDs + RuleRegistry.nativeRuleIDs }
}
