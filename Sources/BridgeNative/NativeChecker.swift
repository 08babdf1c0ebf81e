import BridgeContract
import BridgeReport

/// Judges what native does against the manifest with every native rule, applies the sources'
/// suppression comments, and gives the shared report, so formats and baselines are lint's.
public struct NativeChecker: Sendable {
    public let context: NativeContext

    public init(facts: NativeFacts, manifest: Manifest, manifestPath: String, manifestSource: [UInt8]?) {
        context = NativeContext(facts: facts, manifest: manifest, manifestPath: manifestPath, manifestSource: manifestSource)
    }

    public func report() -> Report {
        var findings: [Finding] = []
        for rule in NativeRuleRegistry.all { findings += rule.check(context) }
        findings = Array(Set(findings)).sorted(by: Finding.sortKey)
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        var files: [FileResult] = []
        for source in context.facts.files {
            let (kept, extra) = Self.applySuppressions(source.suppressions, to: byFile[source.path] ?? [])
            byFile[source.path] = nil
            files.append(FileResult(path: source.path, findings: (kept + extra).sorted(by: Finding.sortKey)))
        }
        // What points into the manifest (a handler native never registers) is site-wide.
        let rest = byFile.values.joined().sorted(by: Finding.sortKey)
        var report = Report(files: files, siteFindings: Array(rest), rules: NativeRuleRegistry.infos)
        let handlers = Set(context.facts.registrations.filter { $0.kind != .remove }.map(\.name)).count
        let callbacks = Set(context.facts.scripts.compactMap(\.callee)).count
        report.subject = "\(handlers) handler\(handlers == 1 ? "" : "s") registered, \(callbacks) callback\(callbacks == 1 ? "" : "s") called"
        return report
    }

    /// Findings a `// bridgecheck-disable-next-line rule -- reason` silences are dropped; a
    /// suppression without a reason, or one that silences nothing, is reported as lint does.
    static func applySuppressions(_ suppressions: [NativeSuppression], to findings: [Finding]) -> (kept: [Finding], extra: [Finding]) {
        guard !suppressions.isEmpty else { return (findings, []) }
        var used = Array(repeating: false, count: suppressions.count)
        let kept = findings.filter { finding in
            for (k, s) in suppressions.enumerated() where s.targetLine == finding.line && s.rules.contains(finding.ruleID) {
                used[k] = true
                return false
            }
            return true
        }
        var extra: [Finding] = []
        for (k, s) in suppressions.enumerated() {
            if s.reason == nil {
                extra.append(
                    Finding(
                        ruleID: "unjustified-suppression", severity: .warning, message: "this suppression gives no reason", file: s.position.file, line: s.position.line,
                        column: s.position.column, hint: "add one after --, e.g. // bridgecheck-disable-next-line \(s.rules.first ?? "rule-id") -- why it is safe here"))
            }
            if !used[k] {
                extra.append(
                    Finding(
                        ruleID: "unused-suppression", severity: .warning, message: "this suppression silences nothing on the next line", file: s.position.file,
                        line: s.position.line, column: s.position.column, hint: "remove it"))
            }
        }
        return (kept, extra)
    }
}
