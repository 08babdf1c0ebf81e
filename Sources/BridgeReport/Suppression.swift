/// `bridgecheck-disable-next-line rule-id[, rule-id] -- reason`: the one suppression comment every
/// engine reads, in `//`, `/* */` (JavaScript, Swift, Objective-C) and `<!-- -->` (HTML). It
/// silences the named rules on the line after the comment ends. A suppression without a reason
/// still silences and is itself an `unjustified-suppression`; one that names no rule, a rule no
/// engine has, or silences nothing is an `unused-suppression`. Lint, native and run word these
/// alike because they all come from here.
public struct Suppression: Sendable, Hashable {
    public static let keyword = "bridgecheck-disable-next-line"

    /// The rules named, as written.
    public let rules: [String]
    /// The text after ` -- `, nil when there is none.
    public let reason: String?
    /// The comment's own position, for findings about the suppression.
    public let location: SourceLocation
    /// The line it silences.
    public let targetLine: Int

    public init(rules: [String], reason: String?, location: SourceLocation, targetLine: Int) {
        self.rules = rules
        self.reason = reason
        self.location = location
        self.targetLine = targetLine
    }

    /// Whether `text` holds the keyword: compared on UTF-8 bytes, as every comment of every
    /// script is asked, and Foundation's `contains` cost 8 K instructions a comment (callgrind).
    public static func isMentioned(in text: String) -> Bool {
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

    /// Reads a comment's text (its delimiters may be included); nil unless it is a suppression.
    /// `endLine` is the line the comment ends on; without it, the comment's own line breaks
    /// count from `location`'s line.
    public static func parse(_ comment: String, at location: SourceLocation, endLine: Int? = nil) -> Suppression? {
        guard let range = comment.range(of: keyword) else { return nil }
        var rest = Substring(comment[range.upperBound...])
        for closer in ["-->", "*/"] where rest.hasSuffix(closer) { rest = rest.dropLast(closer.count) }
        var reason: String?
        if let dashes = rest.range(of: "--") {
            let text = trimmed(rest[dashes.upperBound...])
            reason = text.isEmpty ? nil : text
            rest = rest[..<dashes.lowerBound]
        }
        let rules = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        let last = endLine ?? location.line + comment.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return Suppression(rules: rules, reason: reason, location: location, targetLine: last + 1)
    }

    /// What `bridgecheck run` honours of it in the same file.
    public var target: SuppressionTarget { SuppressionTarget(line: targetLine, rules: rules) }

    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[start...end])
    }
}

/// The two rules about suppressions themselves, which every engine reports in its own report
/// (and lists in its SARIF rules).
public enum SuppressionRules {
    public static let unjustified = RuleInfo(
        id: "unjustified-suppression", severity: .warning, summary: "A bridgecheck-disable-next-line comment gives no reason after ' -- '.",
        example: "// bridgecheck-disable-next-line unknown-handler\nwindow.webkit.messageHandlers.legacyHandler.postMessage('x');")
    public static let unused = RuleInfo(
        id: "unused-suppression", severity: .warning, summary: "A bridgecheck-disable-next-line comment silences nothing (or names no rule).",
        example: "// bridgecheck-disable-next-line unknown-handler -- old\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');")
    public static let infos = [unjustified, unused]
}

/// What an engine knows when it applies the suppressions of its sources: the rules it judges
/// itself, and every rule any engine has (the catalogue the command line assembles), so a
/// suppression of another engine's rule is neither "not a rule" nor "silences nothing" here.
public struct SuppressionScope: Sendable {
    /// The rules this engine reports: a suppression naming only others' is not judged unused.
    public let judged: Set<String>
    /// Every rule id of every engine.
    public let known: [String]
    /// The closest known id to a misspelt one (edit distance), for the hint.
    public let closest: @Sendable (String, [String]) -> String?

    public init(judged: some Sequence<String>, known: some Sequence<String>, closest: @escaping @Sendable (String, [String]) -> String? = { _, _ in nil }) {
        self.judged = Set(judged)
        var all = Array(Set(known).union(self.judged)).sorted()
        for info in SuppressionRules.infos where !all.contains(info.id) { all.append(info.id) }
        self.known = all
        self.closest = closest
    }

    /// Removes from `result` (its findings and its calls') those the suppressions silence, adds
    /// the findings about the suppressions, and records the lines they silence for `run`.
    public func apply(_ suppressions: [Suppression], to result: inout FileResult) {
        guard !suppressions.isEmpty else { return }
        result.suppressionTargets = suppressions.map(\.target)
        var used = [Bool](repeating: false, count: suppressions.count)
        result = result.mapFindings { finding in
            for k in suppressions.indices where suppressions[k].targetLine == finding.line && suppressions[k].rules.contains(finding.ruleID) {
                used[k] = true
                return nil
            }
            return finding
        }
        let knownSet = Set(known)
        for (k, s) in suppressions.enumerated() {
            if s.reason == nil {
                result.findings.append(
                    Self.finding(SuppressionRules.unjustified, "suppression of \(s.rules.joined(separator: ", ")) gives no reason", at: s.location, hint: "add ' -- why' after the rule ids"))
            }
            if s.rules.isEmpty {
                result.findings.append(Self.finding(SuppressionRules.unused, "suppression names no rule", at: s.location))
            } else if let unknown = s.rules.first(where: { !knownSet.contains($0) }) {
                let hint = closest(unknown, known).map { "did you mean '\($0)'?" }
                result.findings.append(Self.finding(SuppressionRules.unused, "suppression names '\(unknown)', which is not a rule", at: s.location, hint: hint))
            } else if !used[k], s.rules.contains(where: judged.contains) {
                // Another engine's rules alone: this one cannot tell whether they silence anything.
                result.findings.append(
                    Self.finding(SuppressionRules.unused, "suppression of \(s.rules.joined(separator: ", ")) silences nothing on line \(s.targetLine)", at: s.location, hint: "remove it"))
            }
        }
    }

    private static func finding(_ rule: RuleInfo, _ message: String, at location: SourceLocation, hint: String? = nil) -> Finding {
        Finding(ruleID: rule.id, severity: rule.severity, message: message, file: location.file, line: location.line, column: location.column, hint: hint)
    }
}
