/// What a report says about one of its rules: SARIF's rule metadata. Each engine makes these
/// from its own rule registry, so a rule's id, summary and example are written once, in the rule.
public struct RuleInfo: Sendable, Hashable {
    /// kebab-case, as in `[rule-id]` and in suppressions.
    public let id: String
    public let severity: Severity
    public let summary: String
    /// Source on which the rule fires (a page, a script, Swift), without markers; nil when a rule
    /// has none to show (a page that times out).
    public let example: String?

    public init(id: String, severity: Severity, summary: String, example: String?) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.example = example
    }
}

extension SARIF.Rule {
    /// The rule as SARIF lists it: a CamelCase name, the summary, and help that shows the example
    /// and how to silence one occurrence (the same comment in pages, scripts and native sources).
    public init(_ rule: RuleInfo) {
        self.init(
            id: rule.id, name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: rule.summary, fullDescription: rule.summary,
            help: "\(rule.summary)\n\nExample that triggers it:\n\n```\n\(rule.example ?? "")\n```\n\nSilence one occurrence with `bridgecheck-disable-next-line \(rule.id) -- reason`.",
            level: rule.severity)
    }
}
