import Foundation

/// A place in a scanned file.
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A call after checking: what it reaches, what was found, and a name for reports.
public struct CheckedCall: Sendable, Hashable {
    public var location: SourceLocation
    /// `EXAMPLE.pong`, `ios_javascript.deviceInfoSetting via iosInterface.callNativeFunction`, …
    public let name: String
    /// The handler the call reaches, when known (for unused-handler).
    public let handler: String?
    public let text: String
    public var findings: [Finding]
    /// A computed handler name whose every reachable handler is known (see `BridgeCallSite.reachKnown`).
    public var reachKnown = false

    public init(location: SourceLocation, name: String, handler: String?, text: String, findings: [Finding], reachKnown: Bool = false) {
        self.location = location
        self.name = name
        self.handler = handler
        self.text = text
        self.findings = findings
        self.reachKnown = reachKnown
    }
}

/// A line a suppression comment silences, and the rules it names: what `bridgecheck run` honours
/// in the same files.
public struct SuppressionTarget: Sendable, Hashable {
    public let line: Int
    public let rules: [String]

    public init(line: Int, rules: [String]) {
        self.line = line
        self.rules = rules
    }
}

/// What one scanned file gave.
public struct FileResult: Sendable {
    public var path: String
    public var calls: [CheckedCall] = []
    /// Findings not tied to one call: unparsable scripts, an unreadable file.
    public var findings: [Finding] = []
    /// Why the file was not scanned, if it was not.
    public var skipped: String?
    /// The prefilter saw nothing a bridge call needs, so the file was not parsed.
    public var prefiltered = false
    public var remoteScripts: [String] = []
    /// The lines the file's suppression comments silence.
    public var suppressionTargets: [SuppressionTarget] = []

    public init(path: String, calls: [CheckedCall] = [], findings: [Finding] = []) {
        self.path = path
        self.calls = calls
        self.findings = findings
    }

    /// This file's findings, its calls' included, passed through `transform`; nil drops one.
    public func mapFindings(_ transform: (Finding) -> Finding?) -> FileResult {
        var copy = self
        copy.findings = findings.compactMap(transform)
        for k in copy.calls.indices { copy.calls[k].findings = calls[k].findings.compactMap(transform) }
        return copy
    }
}

/// The outcome of a run: per file, and findings about the whole site.
public struct Report: Sendable {
    public var files: [FileResult]
    public var siteFindings: [Finding]
    /// The folder the report's relative paths start from (set by `relativized(to:)`); the
    /// working directory when nil.
    public var root: String?
    /// Folders and files not scanned because the repository ignores them (dependency folders,
    /// `.gitignore`); `--no-ignore` scans them.
    public var ignored: [String] = []
    /// Set by `bridgecheck run`: how many pages it loaded, which its summary counts instead of files.
    public var pagesRun: Int?
    /// What the summary counts in place of bridge calls (`bridgecheck native`: handlers and callbacks).
    public var subject: String?
    /// The rules the engine checked, for SARIF's rule metadata.
    public var rules: [RuleInfo] = []

    public init(files: [FileResult], siteFindings: [Finding], rules: [RuleInfo] = []) {
        self.files = files
        self.siteFindings = siteFindings
        self.rules = rules
    }

    public var allFindings: [Finding] {
        (files.flatMap { $0.findings + $0.calls.flatMap(\.findings) } + siteFindings).sorted(by: Finding.sortKey)
    }

    public var callCount: Int { files.reduce(0) { $0 + $1.calls.count } }

    public func count(_ severity: Severity) -> Int {
        var count = 0
        forEachFinding { if $0.severity == severity { count += 1 } }
        return count
    }

    /// Every finding, unsorted, without gathering them into an array: the summary's counts and
    /// the exit code only look, and building the sorted list for each of them was 1% of a lint
    /// of the worst-case site (callgrind), most of it retaining every call's findings.
    private func forEachFinding(_ body: (Finding) -> Void) {
        for file in files.indices {
            files[file].findings.forEach(body)
            for call in files[file].calls.indices where !files[file].calls[call].findings.isEmpty { files[file].calls[call].findings.forEach(body) }
        }
        siteFindings.forEach(body)
    }

    /// The report with every finding passed through `transform`; nil drops it.
    public func mapFindings(_ transform: (Finding) -> Finding?) -> Report {
        var copy = self
        copy.files = files.map { $0.mapFindings(transform) }
        copy.siteFindings = siteFindings.compactMap(transform)
        return copy
    }

    /// The report with every path (files, findings, call locations) relative to `root` when
    /// inside it (`ReportPath`), so reports and baselines mean the same in every checkout.
    public consuming func relativized(to root: String) -> Report {
        let paths = ReportPath.Relativizer(root: root)
        // A file's calls and findings all name it: work each path out once, and remember the
        // last one, which nearly every next lookup asks for again.
        var known: [String: String] = [:]
        var last: (path: String, shown: String)?
        func relative(_ path: String) -> String {
            if let last, last.path == path { return last.shown }
            let shown = known[path] ?? paths.relative(path)
            known[path] = shown
            last = (path, shown)
            return shown
        }
        // In place: the report is consumed, so its arrays are not copied (copying every call to
        // change one field was 1% of a lint of the worst-case site).
        var report = self
        for k in report.files.indices {
            report.files[k].path = relative(report.files[k].path)
            for f in report.files[k].findings.indices { report.files[k].findings[f].file = relative(report.files[k].findings[f].file) }
            for c in report.files[k].calls.indices {
                report.files[k].calls[c].location.file = relative(report.files[k].calls[c].location.file)
                for f in report.files[k].calls[c].findings.indices {
                    report.files[k].calls[c].findings[f].file = relative(report.files[k].calls[c].findings[f].file)
                }
            }
        }
        for f in report.siteFindings.indices { report.siteFindings[f].file = relative(report.siteFindings[f].file) }
        report.ignored = report.ignored.map(relative)
        report.root = root
        return report
    }

    /// The report with severities changed per rule, and rules set to nil (off) removed.
    public func applying(_ severities: [String: Severity?]) -> Report {
        mapFindings { f in
            guard let override = severities[f.ruleID] else { return f }
            guard let level = override else { return nil }
            var changed = f
            changed.severity = level
            return changed
        }
    }

    /// 1 when a finding is an error (or a warning under `strict`), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        var failing = false
        forEachFinding { if $0.severity == .error || (strict && $0.severity == .warning) { failing = true } }
        return failing ? 1 : 0
    }
}
