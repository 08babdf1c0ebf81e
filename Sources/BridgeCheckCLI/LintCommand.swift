import BridgeConfiguration
import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum LintCommand {
    static let spec = CommandSpec(
        path: ["lint"],
        summary: "Check every bridge call in a site against the manifest.",
        discussion: """
            Scans .html/.htm pages and .vue/.svelte components (inline scripts, event-handler
            attributes, javascript: URLs, URL attributes with a declared scheme), .js/.mjs/.cjs
            scripts, TypeScript (.ts/.mts/.cts, types erased; not .d.ts) and JSX (.jsx/.tsx, markup
            blanked) under each PATH, finds every call into native and every callback native
            evaluates, and checks each against the manifest.
            Prints `path:line:col: severity: message [rule-id]` lines and a summary. A scan that finds
            no bridge call is an error unless --allow-empty. Local <script src> files are scanned
            once, under their own path; remote ones are listed, never fetched.
            """,
        options: Options.reportOptions + [
            .flag("allow-empty", \.allowEmpty, help: "Pass even when no bridge call is found."),
            .texts("ext", \.extensions, value: "EXT", help: "Also scan files with this extension as HTML (repeatable)."),
            .integer("jobs", \.jobs, in: 1...1024, help: "Files scanned at once (default: the number of cores)."),
            .flag("no-prefilter", \.noPrefilter, help: "Parse every file, even those whose bytes hold no bridge token."),
            .integer("max-file-bytes", \.maxFileBytes, in: 0...Int.max, takes: "a whole number of bytes", help: "Skip larger files with a finding (default: 104857600)."),
            Options.quietOption,
            .flag("no-ignore", \.noIgnore, help: "Also scan node_modules, bower_components and what .gitignore names."),
            Options.rootOption,
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Folders or files to scan (default: .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 an error (or a warning with --strict), 2 usage or configuration error.",
        run: execute)

    /// What `lint` is asked to do, typed: the parser fills it from the command line, and `check`
    /// builds one directly, so a misspelt option is a compile error rather than an option
    /// silently ignored.
    @dynamicMemberLookup
    struct Options: ReportingOptions {
        var report = ReportRequest()
        var allowEmpty = false
        var extensions: [String] = []
        var jobs: Int?
        var noPrefilter = false
        var maxFileBytes: Int?
        var noIgnore = false

        init() {}

        subscript<T>(dynamicMember path: WritableKeyPath<ReportRequest, T>) -> T {
            get { report[keyPath: path] }
            set { report[keyPath: path] = newValue }
        }
    }

    static func execute(_ given: Options, _ console: Console) -> Int32 {
        guard let setup = Setup.load(config: given.config, console) else { return ExitCode.usage }
        return execute(given, setup, console)
    }

    /// Lints with the configuration and manifest `setup` holds (`check` reads them once for
    /// every section).
    static func execute(_ given: Options, _ setup: Setup, _ console: Console) -> Int32 {
        lint(given, setup, console, keepView: false).code
    }

    /// Lints, and with `keepView` gives what a run of the same pages reads of the report
    /// (`check` hands it to its run step, so the site is read once); nil when lint did not get
    /// to scan or was not asked. The view is made only when asked: on a site of 34,515 calls it
    /// cost lint 1.1 G instructions, 13 % of its work.
    static func lint(_ given: Options, _ setup: Setup, _ console: Console, keepView: Bool) -> (code: Int32, view: LintView?) {
        let config = setup.configuration
        var request = given
        if let config {
            if request.manifest == nil { request.manifest = config.manifest }
            if request.paths.isEmpty { request.paths = config.paths }
            if request.formats.isEmpty { request.formats = config.formats }
        }
        guard let outputs = ReportOutputs.parse(request.formats, output: request.output, console) else { return (ExitCode.usage, nil) }
        var options = LintOptions()
        if let jobs = request.jobs { options.jobs = jobs }
        if let max = request.maxFileBytes { options.maxFileBytes = max }
        for ext in request.extensions {
            let cleaned = ext.lowercased().drop { $0 == "." }
            guard !cleaned.isEmpty, !cleaned.contains("/") else {
                console.err("error: --ext takes an extension such as 'php' or '.vue', got '\(ext)'\n")
                return (ExitCode.usage, nil)
            }
            options.htmlExtensions.insert(String(cleaned))
        }
        if let config {
            options.include = config.include.map(Glob.init)
            options.exclude = config.exclude.map(Glob.init)
            options.severities = config.rules
        }
        if isatty(2) != 0 {
            // Live progress on a terminal, at most ten times a second.
            let last = LastPrint()
            options.progress = { done, total in
                guard done == total || last.due() else { return }
                try? FileHandle.standardError.write(contentsOf: Data("\r\u{1B}[Kscanned \(done) of \(total) files\(done == total ? "\r\u{1B}[K" : "")".utf8))
            }
        }
        options.otherEnginesRuleIDs = RuleCatalogue.ids(besides: .lint)
        options.prefilter = !request.noPrefilter
        options.respectIgnores = !request.noIgnore
        options.allowEmpty = request.allowEmpty
        let manifestPath = request.manifest ?? Manifest.defaultFileName
        guard let loaded = setup.manifest(at: manifestPath, console) else { return (ExitCode.usage, nil) }
        let manifest = loaded.manifest
        options.manifestPath = manifestPath
        options.manifestLines = loaded.lines
        let paths = request.paths.isEmpty ? ["."] : request.paths
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            console.err("error: \(path): no such file or folder\n")
            return (ExitCode.usage, nil)
        }

        // One root for every path a report names, so a baseline written in one checkout matches
        // in another.
        let root = Commands.reportRoot(request.root, config: config)
        let report = Linter(manifest: manifest, options: options).run(paths: paths)
        let code = outputs.emit(report.relativized(to: root), command: "lint", manifestPath: manifestPath, request: request.report, root: root, console)
        return (code, keepView ? LintView(report, scanned: paths) : nil)
    }
}

/// Rate-limits progress lines across threads.
final class LastPrint: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date.distantPast
    func due() -> Bool {
        lock.withLock {
            guard Date().timeIntervalSince(last) > 0.1 else { return false }
            last = Date()
            return true
        }
    }
}
