import BridgeConfiguration
import BridgeContract
import BridgeLint
import BridgeNative
import BridgeReport
import Foundation

enum NativeCommand {
    static let executableName = "bridgecheck-native"

    static let spec = CommandSpec(
        path: ["native"],
        summary: "Check the app's native Swift code against the manifest: handlers, functions, parameters, callbacks, schemes, and unsafe use of page data.",
        discussion: """
            Reads every .swift file under PATH with SwiftParser (the toolchain's own parser) and
            finds what native registers (add(_:name:), addScriptMessageHandler, helpers that wrap
            them), what each message handler decodes (message.name branches, body casts, actions,
            parameter keys and their types), the callbacks it evaluates (evaluateJavaScript and the
            helpers around it) and the URL schemes it checks; then reports where that drifts from
            the manifest, both ways, and force casts, force unwraps, unchecked split indexes and
            unencoded script interpolation of page data. Same formats, baselines, suppressions
            (// bridgecheck-disable-next-line rule -- reason) and exit codes as lint.
            Needs the bridgecheck-native executable (built where the toolchain ships SwiftSyntax)
            beside bridgecheck.
            """,
        options: Options.reportOptions + [
            Options.quietOption,
            .integer("jobs", \.jobs, in: 1...1024, help: "Swift files parsed at once (default: the number of cores); the findings do not depend on it."),
            Options.rootOption,
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Swift source folders or files (default: the configuration's native paths, or .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 an error (or a warning with --strict), 2 usage or configuration error.",
        run: execute)

    /// What every findings command takes, and how many files are parsed at once.
    @dynamicMemberLookup
    struct Options: ReportingOptions {
        var report = ReportRequest()
        var jobs: Int?

        init() {}

        subscript<T>(dynamicMember path: WritableKeyPath<ReportRequest, T>) -> T {
            get { report[keyPath: path] }
            set { report[keyPath: path] = newValue }
        }

        /// The same request as command-line arguments, for `bridgecheck-native`.
        var arguments: [String] { report.arguments + (jobs.map { ["--jobs", String($0)] } ?? []) + ["--"] + report.paths }
    }

    /// The Swift and Objective-C files under `paths`, read into facts; nil after saying why not (no such path,
    /// no source file, an unreadable file, no Objective-C reader). `native` and `manifest init` share it.
    static func readSources(_ paths: [String], missing suffix: String, prefix: String = "", _ console: Console) -> (files: [String], facts: NativeFacts)? {
        let files: [String]
        do {
            files = try NativeSources.find(paths)
        } catch {
            console.err("error: \(prefix)\(error)\(suffix)\n")
            return nil
        }
        guard files.contains(where: { !NativeSources.isCordovaManifest($0) }) else {
            console.err("error: no .swift, .m or .mm files under \(paths.joined(separator: ", "))\n")
            return nil
        }
        do {
            return (files, try NativeReaders.read(files))
        } catch {
            console.err("error: \(error)\n")
            return nil
        }
    }

    static func execute(_ request: Options, _ console: Console) -> Int32 {
        guard NativeReaders.swift != nil else { return handOver(request, console) }
        guard let setup = Setup.load(config: request.config, console) else { return ExitCode.usage }
        return execute(request, setup, console)
    }

    /// `bridgecheck` has no parser: run the same command in `bridgecheck-native` beside it.
    static func handOver(_ request: Options, _ console: Console) -> Int32 {
        Handover.run(
            executableName, arguments: ["native"] + request.arguments,
            missing: """
                error: bridgecheck native needs \(executableName), which is built where the Swift toolchain ships SwiftSyntax (usr/lib/swift/host).
                  swift build -c release --product \(executableName)  (in a checkout of bridgecheck), then
                  \(Handover.whereItGoes(executableName))
                  On macOS, see docs/native.md for where the parser comes from.

                """, console)
    }

    /// Checks with the configuration and manifest `setup` holds (`check` reads them once).
    static func execute(_ request: Options, _ setup: Setup, _ console: Console) -> Int32 {
        guard NativeReaders.swift != nil else { return handOver(request, console) }
        let config = setup.configuration
        let formats = request.formats.isEmpty ? config?.formats ?? [] : request.formats
        guard let outputs = ReportOutputs.parse(formats, output: request.output, console) else { return ExitCode.usage }
        let manifestPath = request.manifest ?? config?.manifest ?? Manifest.defaultFileName
        guard let loaded = setup.manifest(at: manifestPath, console) else { return ExitCode.usage }
        if let jobs = request.jobs { NativeReaders.jobs = jobs }
        let configured = config?.native?.paths ?? []
        let paths = request.paths.isEmpty ? (configured.isEmpty ? ["."] : configured) : request.paths
        guard let (_, facts) = readSources(paths, missing: " (native takes Swift or Objective-C source folders or files)", console) else { return ExitCode.usage }
        if ProcessInfo.processInfo.environment["BRIDGECHECK_TRACE"] == "1" { console.err(NativeTrace.describe(facts)) }
        var report = NativeChecker(facts: facts, manifest: loaded.manifest, manifestPath: manifestPath, manifestSource: loaded.source, otherEnginesRuleIDs: RuleCatalogue.ids(besides: .native)).report()
        if let rules = config?.rules, !rules.isEmpty { report = report.applying(rules) }
        let reportRoot = Commands.reportRoot(request.root, config: config)
        return outputs.emit(
            report.relativized(to: reportRoot), command: "native", manifestPath: manifestPath, request: request.report, root: reportRoot, console)
    }
}
