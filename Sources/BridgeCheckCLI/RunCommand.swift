import BridgeConfiguration
import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import BridgeRun
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum RunCommand {
    static let executableName = "bridgecheck-run"

    static let spec = CommandSpec(
        path: ["run"],
        summary: "Load every page of a site in a real WebKit and check each bridge message it sends.",
        discussion: """
            Registers every handler the manifest declares (with reply where it says so) and loads
            each .html/.htm page under PATH from the site's own files; nothing reaches the network.
            Each message a page posts is checked with lint's rules at the place the page's stack
            names; uncaught errors, unhandled rejections, requests outside the site and pages that
            never settle are findings too. Once a page settles, each callback the manifest declares
            is evaluated with values its contract allows, as native would; one no page defines is
            a missing-callback. Same formats, baselines and exit codes as lint.
            Needs the bridgecheck-run executable (built where WebKitGTK is installed: Debian
            libwebkit2gtk-4.1-dev) beside bridgecheck; starts Xvfb when there is no display.
            """,
        options: Options.reportOptions + [
            Options.quietOption,
            .seconds("timeout", \.timeout, upTo: 86_400, help: "Longest a page may take to load and settle (default: 10)."),
            .seconds("settle", \.settle, upTo: 86_400, help: "Quiet time after which a page with no short timer or request pending counts as settled (default: 0.05)."),
            .integer(
                "memory-limit", \.memoryLimitMB, in: 64...(1 << 20), value: "MB", takes: "a whole number of MiB from 64",
                help: "Kill a page's web process past this much memory, as iOS does (a web-process-crashed finding)."),
            .seconds("max-total-time", \.maxTotalTime, upTo: 86_400, help: "Start no page after this long; pages left are listed as not run."),
            .integer("jobs", \.jobs, in: 1...64, help: "Pages run at once, each in its own web view (default: twice the cores, at most 8)."),
            .texts(
                "user-script", \.userScripts, value: "FILE",
                help: "A script native injects at document start (seed 004's CustomScripts), after the instrumentation (repeatable)."),
            Options.rootOption,
            .text(
                "lint-view", \.lintViewFile, value: "FILE",
                help: "What lint found in these pages, as `check` writes it for the run (the site is then not linted again)."),
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Site folders (default: .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 an error (or a warning with --strict), 2 usage, configuration or engine error.",
        run: execute)

    /// What `run` is asked to do, typed, so `check` can build one: the shared report request
    /// and run's own options.
    @dynamicMemberLookup
    struct Options: ReportingOptions {
        var report = ReportRequest()
        var timeout: Double?
        var settle: Double?
        var maxTotalTime: Double?
        var jobs: Int?
        var memoryLimitMB: Int?
        var userScripts: [String] = []
        /// Lint's findings in the same pages: `check` hands over its lint step's, so the run
        /// reads the site once. In this process the view itself; across to `bridgecheck-run`, a
        /// file (`--lint-view`).
        var lintView: LintView?
        var lintViewFile: String?

        init() {}

        subscript<T>(dynamicMember path: WritableKeyPath<ReportRequest, T>) -> T {
            get { report[keyPath: path] }
            set { report[keyPath: path] = newValue }
        }

        /// The same request as command-line arguments, for `bridgecheck-run`: the one place its
        /// values become text again, to cross into the other process.
        var arguments: [String] {
            var out = report.arguments
            for (name, value) in [("timeout", timeout), ("settle", settle), ("max-total-time", maxTotalTime)] {
                if let value { out += ["--\(name)", "\(value)"] }
            }
            for (name, value) in [("jobs", jobs), ("memory-limit", memoryLimitMB)] {
                if let value { out += ["--\(name)", String(value)] }
            }
            for script in userScripts { out += ["--user-script", script] }
            if let lintViewFile { out += ["--lint-view", lintViewFile] }
            return out + ["--"] + report.paths
        }
    }

    static func execute(_ request: Options, _ console: Console) -> Int32 {
        guard RunEngines.make != nil else { return handOver(request, console) }
        guard let setup = Setup.load(config: request.config, console) else { return ExitCode.usage }
        return execute(request, setup, console)
    }

    /// Runs with the configuration and manifest `setup` holds (`check` reads them once).
    static func execute(_ request: Options, _ setup: Setup, _ console: Console) -> Int32 {
        guard let make = RunEngines.make else { return handOver(request, console) }
        let config = setup.configuration
        let formats = request.formats.isEmpty ? config?.formats ?? [] : request.formats
        guard let outputs = ReportOutputs.parse(formats, output: request.output, console) else { return ExitCode.usage }
        var options = RunOptions()
        // The command line's values, else the configuration's "run" section (both typed, both
        // checked where they were read).
        if let timeout = request.timeout ?? config?.run?.timeout { options.timeout = timeout }
        if let settle = request.settle ?? config?.run?.settle { options.quietPeriod = settle }
        options.maxTotalTime = request.maxTotalTime
        if let jobs = request.jobs ?? config?.run?.jobs { options.jobs = jobs }
        if let limit = request.memoryLimitMB { options.memoryLimitMB = limit }
        for file in request.userScripts {
            guard let bytes = FileManager.default.contents(atPath: file) else {
                console.err("error: --user-script \(file): cannot read it\n")
                return ExitCode.usage
            }
            options.userScripts.append(String(decoding: bytes, as: UTF8.self))
        }
        let manifestPath = request.manifest ?? config?.manifest ?? Manifest.defaultFileName
        guard let loaded = setup.manifest(at: manifestPath, console) else { return ExitCode.usage }
        let manifest = loaded.manifest
        options.manifestPath = manifestPath
        // The manifest's user scripts first, as native adds them, then any given here.
        let manifestFolder = (manifestPath as NSString).deletingLastPathComponent
        var injected: [String] = []
        for name in manifest.userScripts {
            let file = name.hasPrefix("/") ? name : (manifestFolder.isEmpty ? name : manifestFolder + "/" + name)
            guard let bytes = FileManager.default.contents(atPath: file) else {
                console.err("error: \(manifestPath): userScripts names \(name), which cannot be read (looked for \(file))\n")
                return ExitCode.usage
            }
            injected.append(String(decoding: bytes, as: UTF8.self))
        }
        options.userScripts = injected + options.userScripts
        options.manifestLines = loaded.lines
        let configured = config?.run?.paths ?? config?.paths ?? []
        let paths = request.paths.isEmpty ? (configured.isEmpty ? ["."] : configured) : request.paths
        var isFolder: ObjCBool = false
        for path in paths where !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
            console.err("error: \(path): no such folder (run takes site folders)\n")
            return ExitCode.usage
        }

        var display: HeadlessDisplay?
        if HeadlessDisplay.needed {
            do {
                display = try HeadlessDisplay.start()
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
        }
        defer { display?.stop() }
        let engine: PageEngine
        do {
            engine = try make()
        } catch {
            console.err("error: the web engine did not start: \(error)\n")
            return ExitCode.usage
        }
        if isatty(2) != 0 {
            options.progress = { done, total in
                try? FileHandle.standardError.write(contentsOf: Data("\r\u{1B}[Kran \(done) of \(total) pages\(done == total ? "\r\u{1B}[K" : "")".utf8))
            }
        }
        // Ctrl-C or SIGTERM: the pages running end, the report of those run is written, exit 130.
        let interruption = Interruption { _ in RunInterruption.shared.request() }
        defer { interruption.cancel() }
        var given = request.lintView
        if given == nil, let file = request.lintViewFile {
            do {
                given = try LintView.load(file)
            } catch {
                console.err("error: --lint-view \(file): \(error)\n")
                return ExitCode.usage
            }
        }
        let run = SiteRun(judge: LintCallJudge(manifest: manifest), options: options)
        var report = Report(files: [], siteFindings: [], rules: run.rules)
        report.pagesRun = 0
        let deadline = options.maxTotalTime.map { Date().addingTimeInterval($0) }
        for path in paths {
            let root = URL(fileURLWithPath: path).standardizedFileURL.path
            let pages = run.pages(under: root)
            // Lint's findings in the same pages: the run notes what it saw where lint saw no call.
            // `check` hands over its own lint's; otherwise (or for a folder that lint did not
            // read) the pages are linted here.
            let lint: LintView
            if let given, given.covers(root) {
                lint = given
            } else {
                var lintOptions = LintOptions()
                lintOptions.allowEmpty = true
                lintOptions.htmlExtensions = options.htmlExtensions
                lintOptions.otherEnginesRuleIDs = RuleCatalogue.ids(besides: .lint)
                lint = LintView(Linter(manifest: manifest, options: lintOptions).run(paths: [root]), scanned: [root])
            }
            let part = run.run(root: root, pages: pages, engine: engine, lint: lint, deadline: deadline)
            report.pagesRun = (report.pagesRun ?? 0) + pages.count
            report.files += part.files
            report.siteFindings += part.siteFindings
        }
        // The configuration's rule severities apply to run's findings as to lint's.
        if let rules = config?.rules, !rules.isEmpty { report = report.applying(rules) }
        let reportRoot = Commands.reportRoot(request.root, config: config)
        let code = outputs.emit(
            report.relativized(to: reportRoot), command: "run", manifestPath: manifestPath, request: request.report, root: reportRoot, console)
        if RunInterruption.shared.requested {
            console.err("run: interrupted; pages not run are listed in the report\n")
            return 130
        }
        return code
    }

    /// `bridgecheck` has no engine: run the same command in `bridgecheck-run` beside it.
    static func handOver(_ request: Options, _ console: Console) -> Int32 {
        var request = request
        // `check`'s lint view crosses as a file; if it cannot be written, the run lints again.
        var written: String?
        if let view = request.lintView, request.lintViewFile == nil {
            let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("bridgecheck-lint-view-\(UUID().uuidString).json")
            if FileManager.default.createFile(atPath: file, contents: Data(JSONWriter().string(view.json).utf8)) {
                request.lintViewFile = file
                written = file
            }
        }
        defer { if let written { try? FileManager.default.removeItem(atPath: written) } }
        return Handover.run(
            executableName, arguments: ["run"] + request.arguments,
            missing: """
                error: bridgecheck run needs \(executableName), which is built only where WebKitGTK is installed.
                  Debian/Ubuntu: sudo apt-get install libwebkit2gtk-4.1-dev xvfb
                  then: swift build -c release --product \(executableName)  (in a checkout of bridgecheck), and
                  \(Handover.whereItGoes(executableName))

                """, console)
    }
}
