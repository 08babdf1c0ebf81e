import BridgeReport

/// Every lint rule. A test checks the ids are unique and that every rule's examples behave.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        UnknownHandlerRule.self,
        UnknownFunctionRule.self,
        BodyKindMismatchRule.self,
        MessageMissingRule.self,
        MisspeltBridgePathRule.self,
        ParamMissingRule.self,
        ParamUnknownRule.self,
        ParamTypeRule.self,
        ReplyNotDeclaredRule.self,
        UnknownSchemeActionRule.self,
        UnhandledTransportRule.self,
        MissingCallbackRule.self,
        UnusedHandlerRule.self,
        ManifestIncompleteRule.self,
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

    /// The rules that judge single calls, in the order they are asked.
    public static let callRules: [any CallRule.Type] = all.compactMap { $0 as? any CallRule.Type }
}
