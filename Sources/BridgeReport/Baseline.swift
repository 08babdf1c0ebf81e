import BridgeJSON
import BridgeReport
import Foundation

extension Report {
    /// Every finding with a fingerprint that survives line shifts: a hash of the rule, the file, the
    /// call it belongs to (handler and function) and the finding's source line with its
    /// whitespace collapsed. Line numbers are left out on purpose.
    public func fingerprinted() -> [(finding: Finding, fingerprint: String)] {
        var lines: [String: [Substring]] = [:]
        // Each line's collapsed text is made once: findings share lines (a minified script holds
        // thousands on one), and collapsing the line again for each was quadratic.
        var collapsed: [String: [Int: String]] = [:]
        func text(_ file: String, _ line: Int) -> String {
            if let known = collapsed[file]?[line] { return known }
            if lines[file] == nil {
                let path = file.hasPrefix("/") || root == nil ? file : ((root ?? "") as NSString).appendingPathComponent(file)
                let data = FileManager.default.contents(atPath: path) ?? Data()
                lines[file] = String(decoding: data.prefix(64 << 20), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let all = lines[file], line >= 1, line <= all.count else { return "" }
            var text = all[line - 1].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            // A long line (a minified script) stands in the fingerprint by its own digest, made
            // once: hashing the whole line again for each of its findings was quadratic. Lines
            // up to the bound keep the fingerprints baselines already hold.
            if text.utf8.count > Self.longLine { text = "sha1:" + SHA1.hex(Array(text.utf8)) }
            collapsed[file, default: [:]][line] = text
            return text
        }
        var contexts: [Finding: String] = [:]
        for file in files { for call in file.calls { for f in call.findings { contexts[f] = call.name } } }
        var seen: [String: Int] = [:]
        return allFindings.map { f in
            let base = [f.ruleID, f.file, contexts[f] ?? "", text(f.file, f.line)].joined(separator: "\u{0}")
            // Identical findings on identical lines are told apart by their order.
            let n = seen[base, default: 0]
            seen[base] = n + 1
            return (f, SHA1.hex(Array((base + "\u{0}\(n)").utf8)))
        }
    }

    /// Longer lines enter a fingerprint as their digest.
    static let longLine = 4_096

    /// SARIF 2.1.0 for GitHub code scanning: the report's rules, every finding, URIs relative to `root`.
    public func sarif(root: String, version: String, category: String? = nil) -> JSONValue {
        // Remote scripts (never fetched) and ignored paths are listed as the run's properties.
        var properties = JSONObject()
        let remote = files.filter { !$0.remoteScripts.isEmpty }
        if !remote.isEmpty {
            properties["remoteScripts"] = .array(remote.map { ["page": .string($0.path), "scripts": .array($0.remoteScripts.map(JSONValue.string))] })
        }
        if !ignored.isEmpty { properties["ignored"] = .array(ignored.map(JSONValue.string)) }
        return SARIF.log(tool: version, rules: rules.map(SARIF.Rule.init), results: fingerprinted().map { SARIF.Result(finding: $0.finding, fingerprint: $0.fingerprint) }, root: root, category: category, properties: properties)
    }

    /// One GitHub Actions workflow command per finding, and a notice per remote script.
    public var githubAnnotations: String {
        var lines = allFindings.map(GitHubAnnotations.line)
        for file in files {
            for script in file.remoteScripts {
                lines.append(GitHubAnnotations.line(Finding(
                    ruleID: "remote-script", severity: .info, message: "\(script) is loaded from the network; lint does not fetch it, so calls in it are not checked",
                    file: file.path)))
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}

/// Known findings recorded so a site with findings can adopt lint: only new ones are reported.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public let rule: String
        public let file: String
        public let fingerprint: String
        public let message: String
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    public init(_ report: Report) {
        entries = report.fingerprinted().map { Entry(rule: $0.finding.ruleID, file: $0.finding.file, fingerprint: $0.fingerprint, message: $0.finding.message) }
    }

    public var json: JSONValue {
        .object(JSONObject([
            .init(key: "version", value: 1),
            .init(key: "entries", value: .array(entries.map { e in
                ["rule": .string(e.rule), "file": .string(e.file), "fingerprint": .string(e.fingerprint), "message": .string(e.message)]
            })),
        ]))
    }

    public enum LoadError: Error, CustomStringConvertible {
        case unreadable(String, String)
        case invalid(String, String)
        public var description: String {
            switch self {
            case .unreadable(let f, let why): return "\(f): cannot read the baseline: \(why) (write one with --write-baseline FILE)"
            case .invalid(let f, let why): return "\(f): not a bridgecheck baseline: \(why)"
            }
        }
    }

    /// What a baseline file may hold: its size is the only bound (a count of entries would refuse
    /// baselines that `--write-baseline` wrote, which checks its output against `maxBytes`).
    public static let limits = JSONLimits(maxBytes: 256 << 20, maxObjectKeys: 100, maxArrayElements: 256 << 20)

    public static func load(_ path: String) throws(LoadError) -> Baseline {
        let data: [UInt8]
        switch BoundedRead.file(path, limit: limits.maxBytes, limitName: "for a baseline") {
        case .success(let bytes): data = bytes
        case .failure(.noSuchFile): throw .unreadable(path, "no such file")
        case .failure(let failure): throw .unreadable(path, failure.description)
        }
        let value: JSONValue
        do {
            value = try JSONParser(limits: limits).parse(data)
        } catch {
            throw .invalid(path, error.description)
        }
        guard value.objectValue?["version"] == 1, let list = value.objectValue?["entries"]?.arrayValue
        else { throw .invalid(path, "expected {\"version\": 1, \"entries\": [...]}") }
        var entries: [Entry] = []
        for (k, item) in list.enumerated() {
            guard let o = item.objectValue, let rule = o["rule"]?.stringValue, let file = o["file"]?.stringValue, let fingerprint = o["fingerprint"]?.stringValue else {
                throw .invalid(path, "$.entries[\(k)] needs rule, file and fingerprint")
            }
            entries.append(Entry(rule: rule, file: file, fingerprint: fingerprint, message: o["message"]?.stringValue ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// The report without the baseline's findings, and the baseline entries that no longer occur.
    public func filter(_ report: Report) -> (report: Report, stale: [Entry]) {
        let known = Set(entries.map(\.fingerprint))
        let present = report.fingerprinted()
        let keep = Set(present.filter { !known.contains($0.fingerprint) }.map(\.finding))
        let found = Set(present.map(\.fingerprint))
        return (report.mapFindings { keep.contains($0) ? $0 : nil }, entries.filter { !found.contains($0.fingerprint) })
    }
}
