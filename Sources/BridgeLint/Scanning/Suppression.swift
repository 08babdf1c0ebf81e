import BridgeContract
import BridgeReport

/// `// bridgecheck-disable-next-line rule-id -- reason` (or the same in `<!-- -->`): silences the
/// named rules on the next line. A suppression without a reason is itself a finding, and one that
/// silences nothing is reported as unused.
struct Suppression {
    static let keyword = "bridgecheck-disable-next-line"

    /// Whether `text` holds the keyword: compared on UTF-8 bytes, as every comment of every script
    /// is asked, and Foundation's `contains` cost 8 K instructions a comment (callgrind).
    static func isMentioned(in text: String) -> Bool {
        let needle = keyword.utf8
        guard let first = needle.first else { return false }
        let haystack = text.utf8
        guard haystack.count >= needle.count else { return false }
        var k = haystack.startIndex
        while let found = haystack[k...].firstIndex(of: first) {
            if haystack[found...].starts(with: needle) { return true }
            k = haystack.index(after: found)
        }
        return false
    }

    let rules: [String]
    let reason: String?
    /// The comment's own position, for findings about the suppression.
    let location: SourceLocation
    /// The line it applies to.
    let targetLine: Int
    var used = false

    /// Reads a comment's text; nil unless it is a suppression.
    static func parse(_ comment: String, location: SourceLocation, endLine: Int) -> Suppression? {
        guard let range = comment.range(of: keyword) else { return nil }
        var rest = String(comment[range.upperBound...])
        for closer in ["-->", "*/"] where rest.hasSuffix(closer) { rest.removeLast(closer.count) }
        var reason: String?
        if let dashes = rest.range(of: "--") {
            let text = rest[dashes.upperBound...].trimmingWhitespace()
            reason = text.isEmpty ? nil : text
            rest = String(rest[..<dashes.lowerBound])
        }
        let rules = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        return Suppression(rules: rules, reason: reason, location: location, targetLine: endLine + 1)
    }

    /// Removes the findings the suppressions silence and adds findings about the suppressions.
    static func apply(_ suppressions: [Suppression], to result: inout FileResult) {
        guard !suppressions.isEmpty else { return }
        result.suppressionTargets = suppressions.map { SuppressionTarget(line: $0.targetLine, rules: $0.rules) }
        var suppressions = suppressions
        func silenced(_ finding: Finding) -> Bool {
            for k in suppressions.indices where suppressions[k].targetLine == finding.line && suppressions[k].rules.contains(finding.ruleID) {
                suppressions[k].used = true
                return true
            }
            return false
        }
        result = result.mapFindings { silenced($0) ? nil : $0 }
        let known = Set(RuleRegistry.all.map { $0.description.id } + RuleRegistry.runRuleIDs)
        for s in suppressions {
            if s.reason == nil {
                result.findings.append(UnjustifiedSuppressionRule.finding("suppression of \(s.rules.joined(separator: ", ")) gives no reason", at: s.location, hint: "add ' -- why' after the rule ids"))
            }
            if s.rules.isEmpty {
                result.findings.append(UnusedSuppressionRule.finding("suppression names no rule", at: s.location))
            } else if let unknown = s.rules.first(where: { !known.contains($0) }) {
                let hint = Suggestion.closest(to: unknown, in: known).map { "did you mean '\($0)'?" }
                result.findings.append(UnusedSuppressionRule.finding("suppression names '\(unknown)', which is not a rule", at: s.location, hint: hint))
            } else if !s.used, !s.rules.allSatisfy(RuleRegistry.runRuleIDs.contains) {
                // Lint cannot tell whether a suppression of run's rules silences anything.
                result.findings.append(UnusedSuppressionRule.finding("suppression of \(s.rules.joined(separator: ", ")) silences nothing on line \(s.targetLine)", at: s.location, hint: "remove it"))
            }
        }
    }
}
