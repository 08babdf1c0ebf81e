import BridgeReport
import Foundation

/// JUnit and text summaries of a fuzz run.
public enum FuzzReport {
    /// One suite per target, one case per oracle; failures carry the reproducer, the replay
    /// command and the input in base64 (and hex when short), so any bytes stay well-formed XML.
    /// Without `clock` (the time is fixed: `SOURCE_DATE_EPOCH`) it holds no clock reading: no
    /// durations, speeds or times to a failure, only what the seed, the inputs and the corpus
    /// decide, so two runs of the same commit write the same bytes.
    public static func junit(_ results: [TargetResult], seed: UInt64, timestamp: Date = JUnitSuite.now, clock: Bool = !JUnitSuite.timeIsFixed) -> JUnitReport {
        JUnitReport(suites: results.map { result in
            let cases = result.oracles.map { oracle -> JUnitCase in
                let failures = result.failures.filter { $0.kind.oracle == oracle }
                if let first = failures.first {
                    let details = failures.map(describe).joined(separator: "\n\n")
                    return JUnitCase(name: oracle, classname: "bridgecheck.fuzz.\(result.name)", outcome: .failure(message: first.message, type: first.kind.rawValue, details: details))
                }
                if let why = result.skipped[oracle] {
                    return JUnitCase(name: oracle, classname: "bridgecheck.fuzz.\(result.name)", outcome: .skipped(message: why))
                }
                return JUnitCase(name: oracle, classname: "bridgecheck.fuzz.\(result.name)", time: 0)
            }
            var properties: [(name: String, value: String)] = [("seed", String(seed)), ("runs", String(result.runs))]
            if let asked = result.inputsAskedFor { properties.append(("inputs per target", String(asked))) }
            if clock { properties += [("exec/s", String(format: "%.0f", result.execsPerSecond)), ("duration", String(format: "%.3f", result.duration))] }
            properties += [("corpus size", String(result.corpusSize)), ("new corpus entries", String(result.newCorpusEntries))]
            if !result.newEntriesSaved { properties.append(("new corpus entries saved", "no")) }
            properties.append(("interrupted", result.interrupted ? "yes" : "no"))
            if result.inputsAskedFor != nil { properties.append(("time budget reached", result.timeBudgetReached ? "yes" : "no")) }
            if clock { properties += result.failures.min { $0.elapsed < $1.elapsed }.map { [("first failure after (s)", String(format: "%.3f", $0.elapsed))] } ?? [] }
            properties += firstOfEachKind(result.failures, clock: clock)
                + result.generators.flatMap { [("inputs from \($0.name)", String($0.inputs)), ("new outcomes from \($0.name)", String($0.new))] }
            return JUnitSuite(name: result.name, timestamp: timestamp, time: clock ? result.duration : 0, properties: properties, cases: cases, systemOut: summary(result, clock: clock))
        })
    }

    /// When each kind of failure was first seen (before minimization) and after how many runs,
    /// so a benchmark can time the kind it planted rather than whatever came first.
    static func firstOfEachKind(_ failures: [FuzzFailure], clock: Bool = true) -> [(name: String, value: String)] {
        var seen = Set<FailureKind>()
        // Without the clock, ordered by the inputs run (what the seed decides), not by time.
        let ordered = clock ? failures.sorted { $0.elapsed < $1.elapsed } : failures.sorted { $0.runs < $1.runs }
        return ordered.flatMap { failure -> [(name: String, value: String)] in
            guard seen.insert(failure.kind).inserted else { return [] }
            return (clock ? [("first \(failure.kind.rawValue) after (s)", String(format: "%.3f", failure.elapsed))] : []) + [("runs to first \(failure.kind.rawValue)", String(failure.runs))]
        }
    }

    static func describe(_ failure: FuzzFailure) -> String {
        var lines = ["\(failure.kind.rawValue): \(failure.message)", "made by: \(failure.origin)"]
        if let file = failure.file { lines.append("reproducer: \(file)") }
        if let replay = failure.replay { lines.append("replay: \(replay)") }
        lines.append("input (\(failure.input.count) bytes, base64): \(Data(failure.input.prefix(4096)).base64EncodedString())")
        if failure.input.count <= 64 { lines.append("input (hex): \(failure.input.map { String(format: "%02x", $0) }.joined(separator: " "))") }
        return lines.joined(separator: "\n")
    }

    /// `message-EXAMPLE: 12034 runs, 2406 exec/s, corpus 31 (+5 new), 0 failures`; without
    /// `clock`, no exec/s.
    public static func summary(_ result: TargetResult, clock: Bool = true) -> String {
        let speed = clock ? " \(String(format: "%.0f", result.execsPerSecond)) exec/s," : ""
        let new = "+\(result.newCorpusEntries) new\(result.newEntriesSaved || result.newCorpusEntries == 0 ? "" : ", not saved")"
        var out = "\(result.name): \(result.runs) runs,\(speed) corpus \(result.corpusSize) (\(new)), \(result.failures.count) failure\(result.failures.count == 1 ? "" : "s")"
        if result.interrupted { out += " (interrupted)" }
        if result.timeBudgetReached, let asked = result.inputsAskedFor { out += " (the time budget ended it after \(result.runs) of \(asked) inputs)" }
        // Where the inputs came from, so a run that spent its budget on one kind shows it.
        if !result.generators.isEmpty {
            out += "\n  inputs: " + result.generators.sorted { ($0.inputs, $1.name) > ($1.inputs, $0.name) }.map { "\($0.name) \($0.inputs)\($0.new > 0 ? " (\($0.new) new)" : "")" }.joined(separator: ", ")
        }
        // Grouped by kind: the first two of a kind in full, the rest counted, so seven
        // invalid-accepted mutants do not bury one crash.
        var kinds: [FailureKind] = []
        for failure in result.failures where !kinds.contains(failure.kind) { kinds.append(failure.kind) }
        for kind in kinds {
            let ofKind = result.failures.filter { $0.kind == kind }
            for failure in ofKind.prefix(2) {
                // A failure's message holds what the harness printed and the input's text.
                out += "\n  \(failure.kind.rawValue): \(VisibleText.escaped(failure.message))"
                if let file = failure.file { out += "\n    saved: \(file)" }
                if let replay = failure.replay { out += "\n    replay: \(replay)" }
            }
            if ofKind.count > 2 {
                let folder = ofKind.compactMap(\.file).first.map { " (all saved in \(($0 as NSString).deletingLastPathComponent)/\(kind == .crash ? "crash" : kind.rawValue)-*)" } ?? ""
                out += "\n  … and \(ofKind.count - 2) more \(kind.rawValue)\(folder)"
            }
        }
        for (oracle, why) in result.skipped.sorted(by: { $0.key < $1.key }) { out += "\n  skipped \(oracle): \(why)" }
        return out
    }
}
