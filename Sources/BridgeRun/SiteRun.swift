import BridgeContract
import BridgeReport
import Foundation

/// Options of a run, as `bridgecheck run` takes them.
public struct RunOptions: Sendable {
    /// Longest a page may take to load and settle (and each evaluation after it).
    public var timeout: TimeInterval = 10
    /// Quiet time after which a loaded page with nothing pending counts as settled.
    public var quietPeriod: TimeInterval = 0.05
    /// Pages run at once, each in its own web view: twice the cores (at most 8), since a page
    /// spends much of its time waiting to settle (Benchmarks/run/run.py measured 4 fastest on 2).
    public var jobs = min(8, 2 * ProcessInfo.processInfo.activeProcessorCount)
    /// The web process's memory limit in MiB (nil: none).
    public var memoryLimitMB: Int?
    /// Stop starting pages after this long; those left are reported as not run.
    public var maxTotalTime: TimeInterval?
    /// User scripts native injects (seed 004's CustomScripts), as file contents, in order.
    public var userScripts: [String] = []
    /// Page extensions.
    public var htmlExtensions: Set<String> = ["html", "htm"]
    public var manifestPath: String?
    public var manifestLines: ManifestSourceMap?
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init() {}
}

/// Runs every page of a site in an engine and judges what each did against the contract.
public struct SiteRun {
    public let manifest: Manifest
    public let options: RunOptions
    /// Lint's call rules, which judge every message the pages send.
    public let judge: any CallJudge

    public init(judge: any CallJudge, options: RunOptions = RunOptions()) {
        manifest = judge.manifest
        self.judge = judge
        self.options = options
    }

    /// The rules a run's report can hold: its own, then lint's call rules, which judge messages.
    public var rules: [RuleInfo] { RunRule.all.map(\.info) + judge.rules }

    /// The pages under `root` (a folder), relative to it, in path order; `node_modules` and
    /// hidden folders are left out, as lint leaves them.
    public func pages(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var pages: [String] = []
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" || name == "bower_components" {
                walker.skipDescendants()
                continue
            }
            if options.htmlExtensions.contains((name as NSString).pathExtension.lowercased()) { pages.append(next) }
        }
        return pages.sorted()
    }

    /// Runs `pages` (relative to `root`) in `engine`. `lint` is lint's report of `root`: what the
    /// run saw where lint found no call is noted, and the pages' suppression comments apply.
    public func run(root: String, pages: [String], engine: PageEngine, lint: LintView, deadline: Date? = nil) -> Report {
        let native = ContractNative(manifest: manifest)
        let handlers = native.registrations
        let userScripts = [Instrumentation.script(handlers: handlers.map(\.name), replying: Set(handlers.filter(\.replies).map(\.name)))] + options.userScripts
        let probes = manifest.callbacks.compactMap { callback in native.probe(callback).map { (label: "callback \(callback.path)", script: Instrumentation.guarded($0)) } }
        let jobs = pages.map { page -> PageJob in
            var job = PageJob(
                siteRoot: root, page: page, handlers: handlers, userScripts: userScripts, exercise: Instrumentation.exerciseCall, afterSettle: probes,
                timeout: options.timeout, quietPeriod: options.quietPeriod, busyCheck: Instrumentation.busyCall)
            job.memoryLimitMB = options.memoryLimitMB
            return job
        }
        let progress = options.progress
        let outcomes = engine.run(jobs, parallel: options.jobs, deadline: deadline, native: native, progress: progress.map { p in { p($0, $1) } })
        let judge = PageReport(check: self.judge, siteRoot: root, origin: "bridgecheck://site/")
        var files = outcomes.map(judge.result)
        // A callback is missing when no page defines it when it runs; one that is defined but
        // throws is the page's finding.
        var siteFindings: [Finding] = []
        let manifestFile = options.manifestPath ?? Manifest.defaultFileName
        for callback in manifest.callbacks where !callback.injected {
            let label = "callback \(callback.path)"
            // Per page: nil when the probe did not run, .some(nil) when it ran and threw nothing.
            let results: [(message: String, stack: String?)??] = outcomes.map { outcome in
                outcome.events.compactMap { event -> (message: String, stack: String?)?? in
                    if case .evaluated(label, let error, let value) = event { return .some(PageReport.thrown(error: error, result: value)) }
                    return nil
                }.first
            }
            let ran = results.compactMap { $0 }
            guard !ran.isEmpty else { continue }
            if ran.allSatisfy({ $0.map { Self.isUndefined($0.message) } ?? false }) {
                let location = options.manifestLines?.location(ofKey: callback.path, under: "callbacks", file: manifestFile) ?? SourceLocation(file: manifestFile, line: 1, column: 1)
                siteFindings.append(self.judge.missingCallback(callback.path, detail: ran.first.flatMap { $0?.message } ?? "undefined", at: location))
            }
            for (k, result) in results.enumerated() {
                guard let thrown = result ?? nil, !Self.isUndefined(thrown.message) else { continue }
                let location = judge.location(stack: thrown.stack, url: nil, line: nil, column: nil)
                files[k].findings.append(RunRule.callbackThrew.finding(
                    "'\(callback.path)(…)' threw when native called it with values the contract allows: \(thrown.message)", file: location?.file ?? files[k].path,
                    line: location?.line ?? 1, column: location?.column ?? 1, subject: FindingSubject(callback: callback.path)))
            }
        }
        markWhatLintMissed(by: lint, in: &files)
        // The pages' suppression comments silence run findings on their lines, as lint's.
        let regrouped = Self.regrouped(files).map { file in
            file.mapFindings { finding in lint.silences(finding.ruleID, in: finding.file, line: finding.line) ? nil : finding }
        }
        return Report(files: regrouped, siteFindings: siteFindings, rules: rules)
    }

    /// Notes each message the run saw on a line where lint found no call, or only a call it could
    /// not check: what running the pages adds to reading them.
    func markWhatLintMissed(by lint: LintView, in files: inout [FileResult]) {
        for k in files.indices {
            for call in files[k].calls where call.location.line > 1 || call.location.column > 1 {
                let reached = call.handler.map { "'\($0)'" } ?? "a handler"
                let found = Set(call.findings.filter { $0.severity != .info }.map(\.ruleID))
                let message: String
                if let linted = lint.call(in: call.location.file, line: call.location.line) {
                    if let rule = linted.notChecked {
                        message = "lint could not check the call here (\(rule)); at run time it called \(reached)"
                    } else if !found.isEmpty, found.isDisjoint(with: linted.rules) {
                        message = "lint found nothing wrong with the call here; at run time it broke the contract (\(found.sorted().joined(separator: ", ")))"
                    } else {
                        continue
                    }
                } else {
                    message = "lint found no call here; at run time this line called \(reached)"
                }
                files[k].findings.append(
                    RunRule.lintMissed.finding(message, file: call.location.file, line: call.location.line, column: call.location.column, subject: FindingSubject(handler: call.handler)))
            }
        }
    }

    /// Each call under the file it is in: a page's call made from one of its scripts (a wrapper
    /// in `ios-interface.js`, a function in `message-handler.js`) belongs to that script, as in lint.
    static func regrouped(_ files: [FileResult]) -> [FileResult] {
        var out = files.map { FileResult(path: $0.path, calls: [], findings: $0.findings) }
        var index = Dictionary(out.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            for call in file.calls {
                let path = call.location.file
                if index[path] == nil {
                    index[path] = out.count
                    out.append(FileResult(path: path))
                }
                if let k = index[path] { out[k].calls.append(call) }
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// Whether an evaluation's error says the function is not there (not that it threw).
    static func isUndefined(_ error: String) -> Bool {
        error.contains("ReferenceError: Can't find variable") || error.contains("is not a function") || error.contains("undefined is not an object")
    }
}
