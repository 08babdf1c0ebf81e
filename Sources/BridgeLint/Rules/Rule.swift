import BridgeReport

/// A page for a rule example: files by relative path. `↓` in a file marks where the rule must fire
/// (it is removed before scanning).
public struct RuleExample: Sendable {
    public let files: [(path: String, contents: String)]
    /// The manifest the example is checked against, for rules about the manifest itself; nil
    /// means `RuleExamples.manifest`.
    public let manifest: String?

    public init(_ html: String) { files = [(path: "page.html", contents: html)]; manifest = nil }
    public init(javascript: String, manifest: String? = nil) { files = [(path: "page.js", contents: javascript)]; self.manifest = manifest }
    public init(files: [(path: String, contents: String)]) { self.files = files; manifest = nil }
}

/// What a rule is, for people and for the generic test that runs its examples.
public struct RuleDescription: Sendable {
    /// kebab-case, as it appears in `[rule-id]` and in suppressions.
    public let id: String
    public let severity: Severity
    public let summary: String
    /// Pages on which the rule fires (at each `↓`), checked against `RuleExamples.manifest`.
    public let triggering: [RuleExample]
    /// Pages on which it stays silent.
    public let nonTriggering: [RuleExample]
}

/// A lint rule: a type that carries its identity, documentation and examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    public static var id: String { description.id }

    /// A finding of this rule at its default severity.
    static func finding(_ message: String, at location: SourceLocation, hint: String? = nil, subject: FindingSubject = FindingSubject()) -> Finding {
        Finding(
            ruleID: description.id, severity: description.severity, message: message, file: location.file, line: location.line, column: location.column, hint: hint,
            subject: subject)
    }
}
