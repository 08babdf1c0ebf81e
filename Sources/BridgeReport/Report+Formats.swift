import BridgeJSON
import BridgeReport
import Foundation

extension Report {
    /// Compiler-style lines (`path:line:col: severity: message [rule-id]`) and a summary line.
    public func text(showInfo: Bool = true, color: Bool = false) -> String {
        var out = ""
        for finding in allFindings where showInfo || finding.severity != .info {
            out += finding.compilerStyle(color: color) + "\n"
        }
        out += summary + "\n"
        return out
    }

    /// `12 files, 30 bridge calls: 2 errors, 1 warning, 3 notes`.
    public var summary: String {
        let scanned = files.filter { $0.skipped == nil }.count
        let skipped = files.count - scanned
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var out = pagesRun.map { "\(plural($0, "page")) run" } ?? "\(plural(scanned, "file")) scanned"
        if skipped > 0 { out += ", \(skipped) skipped" }
        // Calls seen but not checked (a computed handler or function name) are counted, so a
        // team sees what the gate does not cover.
        var unchecked = 0
        if subject == nil, pagesRun == nil {
            for f in files.indices {
                for c in files[f].calls.indices where files[f].calls[c].findings.contains(where: \.subject.callNotChecked) { unchecked += 1 }
            }
        }
        let calls = subject ?? plural(callCount, "bridge call") + (unchecked > 0 ? " (\(unchecked) not checked)" : "")
        out += ", \(calls): \(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.info), "note"))"
        let remote = Set(files.flatMap(\.remoteScripts))
        if !remote.isEmpty { out += "; \(plural(remote.count, "remote script")) not fetched: \(remote.sorted().prefix(5).joined(separator: ", "))\(remote.count > 5 ? ", …" : "")" }
        if !ignored.isEmpty {
            out += "; ignored (--no-ignore scans them): \(ignored.prefix(5).joined(separator: ", "))\(ignored.count > 5 ? " and \(ignored.count - 5) more" : "")"
        }
        // Script URLs and paths come from the pages and the repository.
        return VisibleText.escaped(out)
    }

    /// Every finding and every call, as JSON.
    public var json: JSONValue {
        func finding(_ f: Finding) -> JSONValue {
            var o = JSONObject()
            o["rule"] = .string(f.ruleID)
            o["severity"] = .string(f.severity.rawValue)
            o["message"] = .string(f.message)
            o["file"] = .string(f.file)
            o["line"] = .number(JSONNumber(f.line))
            o["column"] = .number(JSONNumber(f.column))
            if let hint = f.hint { o["hint"] = .string(hint) }
            return .object(o)
        }
        var root = JSONObject()
        root["findings"] = .array(allFindings.map(finding))
        root["files"] = .array(files.map { file in
            var o = JSONObject()
            o["path"] = .string(file.path)
            if let skipped = file.skipped { o["skipped"] = .string(skipped) }
            if file.prefiltered { o["prefiltered"] = .bool(true) }
            o["calls"] = .array(file.calls.map { call in
                var c = JSONObject()
                c["name"] = .string(call.name)
                c["line"] = .number(JSONNumber(call.location.line))
                c["column"] = .number(JSONNumber(call.location.column))
                c["handler"] = call.handler.map(JSONValue.string) ?? .null
                c["text"] = .string(call.text)
                c["findings"] = .number(JSONNumber(call.findings.count))
                return .object(c)
            })
            if !file.remoteScripts.isEmpty { o["remoteScripts"] = .array(file.remoteScripts.map(JSONValue.string)) }
            return .object(o)
        })
        var counts = JSONObject()
        counts["files"] = .number(JSONNumber(files.filter { $0.skipped == nil }.count))
        counts["calls"] = .number(JSONNumber(callCount))
        for severity in Severity.allCases { counts[severity.rawValue] = .number(JSONNumber(count(severity))) }
        root["summary"] = .object(counts)
        if !ignored.isEmpty { root["ignored"] = .array(ignored.map(JSONValue.string)) }
        return .object(root)
    }

    /// One suite per scanned file, one case per bridge call (passing calls pass), findings as failures.
    public func junit(manifestPath: String, strict: Bool, timestamp: Date = JUnitSuite.now) -> JUnitReport {
        func outcome(_ findings: [Finding]) -> JUnitCase.Outcome {
            let failing = findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
            if let first = failing.first {
                return .failure(message: first.message, type: first.ruleID, details: failing.map(\.compilerStyle).joined(separator: "\n"))
            }
            if let note = findings.first(where: \.subject.callNotChecked) { return .skipped(message: note.message) }
            return .passed
        }
        var suites: [JUnitSuite] = []
        for file in files {
            var cases = file.calls.map { call in
                JUnitCase(name: "\(call.location.line):\(call.location.column) \(call.name)", classname: file.path, outcome: outcome(call.findings))
            }
            for finding in file.findings {
                cases.append(JUnitCase(name: "\(finding.line):\(finding.column) \(finding.ruleID)", classname: file.path, outcome: outcome([finding])))
            }
            if let skipped = file.skipped, file.findings.isEmpty {
                cases.append(JUnitCase(name: "scan", classname: file.path, outcome: .skipped(message: skipped)))
            }
            let remote = file.remoteScripts.isEmpty ? "" : "remote scripts (not fetched, not checked):\n" + file.remoteScripts.map { "  \($0)\n" }.joined()
            suites.append(JUnitSuite(name: file.path, timestamp: timestamp, properties: [(name: "manifest", value: manifestPath)], cases: cases, systemOut: remote))
        }
        if !siteFindings.isEmpty {
            let cases = siteFindings.map { JUnitCase(name: "\($0.ruleID): \($0.message)", classname: "site", outcome: outcome([$0])) }
            suites.append(JUnitSuite(name: "site", timestamp: timestamp, properties: [(name: "manifest", value: manifestPath)], cases: cases))
        }
        return JUnitReport(suites: suites)
    }
}
