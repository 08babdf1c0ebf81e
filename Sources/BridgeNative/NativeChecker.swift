import BridgeContract
import BridgeReport

/// Judges what native does against the manifest with every native rule, applies the sources'
/// suppression comments, and gives the shared report, so formats and baselines are lint's.
public struct NativeChecker: Sendable {
    public let context: NativeContext

    /// Native's rules, and every engine's (the catalogue the command line assembles), for the
    /// suppressions the sources hold.
    let suppressionScope: SuppressionScope

    public init(facts: NativeFacts, manifest: Manifest, manifestPath: String, manifestSource: [UInt8]?, otherEnginesRuleIDs: [String] = []) {
        context = NativeContext(facts: facts, manifest: manifest, manifestPath: manifestPath, manifestSource: manifestSource)
        let own = NativeRuleRegistry.all.map { $0.description.id }
        suppressionScope = SuppressionScope(judged: own, known: own + otherEnginesRuleIDs) { Suggestion.closest(to: $0, in: $1) }
    }

    public func report() -> Report {
        var findings: [Finding] = []
        for rule in NativeRuleRegistry.all { findings += rule.check(context) }
        findings = Array(Set(findings)).sorted(by: Finding.sortKey)
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        var files: [FileResult] = []
        for source in context.facts.files {
            var file = FileResult(path: source.path, findings: byFile[source.path] ?? [])
            byFile[source.path] = nil
            suppressionScope.apply(source.suppressions, to: &file)
            file.findings.sort(by: Finding.sortKey)
            files.append(file)
        }
        // What points into the manifest (a handler native never registers) is site-wide.
        let rest = byFile.values.joined().sorted(by: Finding.sortKey)
        var report = Report(files: files, siteFindings: Array(rest), rules: NativeRuleRegistry.infos + SuppressionRules.infos)
        let handlers = Set(context.facts.registrations.filter { $0.kind != .remove }.map(\.name)).count
        let callbacks = Set(context.facts.scripts.compactMap(\.callee)).count
        report.subject = "\(handlers) handler\(handlers == 1 ? "" : "s") registered, \(callbacks) callback\(callbacks == 1 ? "" : "s") called"
        return report
    }
}
