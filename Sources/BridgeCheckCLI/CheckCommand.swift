import BridgeConfiguration
import BridgeContract
import BridgeFuzz
import BridgeJSON
import BridgeLint
import BridgeNative
import BridgeReport
import BridgeRun
import Foundation

enum CheckCommand {
    struct Options: CommandOptions {
        var config: String?
        var manifest: String?
        var reports: String?
        var fuzzTime: Double?
        var fuzzInputs: Int?
        var corpus: String?
        var strict = false
        var root: String?
        /// Folders or files to lint (default: the configuration's paths).
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["check"],
        summary: "The CI gate: lint the site and fuzz the decoders briefly, writing every report.",
        discussion: """
            Reads .bridgecheck.json (found upward from the working directory, or --config), lints its
            paths against its manifest, then fuzzes the decoder of each handler the manifest declares
            (or its fuzz targets) and its harnesses: 2000 inputs per target from a fixed seed, within
            its fuzz budget (default 20 s), reading the corpus and adding only failures to it, so the
            same commit gives the same findings. Writes REPORTS/lint.junit.xml,
            REPORTS/fuzz.junit.xml and REPORTS/bridgecheck.sarif (REPORTS: its reports folder, default
            reports/), prints the lint findings and both summaries. With a "run" section it also runs
            the site in WebKit (bridgecheck run), writing REPORTS/run.junit.xml and REPORTS/run.sarif;
            with a "native" section ({"paths": ["Sources/App"]}) it checks the app's Swift sources
            (bridgecheck native), writing REPORTS/native.junit.xml and REPORTS/native.sarif.
            The exit code is the worst of them.
            """,
        options: [
            .text("config", \Options.config, value: "FILE", help: "Settings (default: the nearest .bridgecheck.json)."),
            Commands.manifestOption(\.manifest),
            .text("reports", \.reports, value: "DIR", help: "Where the reports go (default: the configuration's, or reports)."),
            .number(
                "fuzz-time", \.fuzzTime, in: Double.leastNonzeroMagnitude...1e7, takes: "a number of seconds above 0",
                help: "Fuzz budget for the whole run, shared by every harness and the built-in targets (default: the configuration's, or 20)."),
            .integer(
                "fuzz-inputs", \.fuzzInputs, in: 1...1_000_000_000,
                help: "Generated inputs per fuzz target, within the budget (default: the configuration's, or \(Configuration.Fuzz.defaultInputs))."),
            .text("corpus", \.corpus, value: "DIR", help: "Corpus folder (default: corpus beside the configuration file)."),
            .flag("strict", \.strict, help: "Lint warnings fail the run too."),
            Commands.rootOption(\.root),
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Folders or files to lint (default: the configuration's paths, or .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 lint errors or fuzz failures, 2 usage or configuration error.",
        run: run)

    /// The seed `check` fuzzes with unless the configuration gives one (or "random").
    static let defaultSeed: UInt64 = 1

    /// Removes what `check` wrote in `reports` for sections it will not run now.
    static func removeStaleReports(in reports: String, run: Bool, native: Bool, harnesses: Int, builtin: Bool) {
        var stale: [String] = []
        if !run { stale += ["run.junit.xml", "run.sarif"] }
        if !native { stale += ["native.junit.xml", "native.sarif"] }
        if !builtin { stale.append("fuzz.junit.xml") }
        let numbered = ((try? FileManager.default.contentsOfDirectory(atPath: reports)) ?? []).filter { name in
            guard name.hasPrefix("fuzz-"), name.hasSuffix(".junit.xml"), let n = Int(name.dropFirst(5).dropLast(10)) else { return false }
            return n > harnesses
        }
        for name in stale + numbered { try? FileManager.default.removeItem(atPath: (reports as NSString).appendingPathComponent(name)) }
    }

    static func run(_ options: Options, _ console: Console) -> Int32 {
        // The configuration and the manifest are read once, here, and handed to every section.
        guard let setup = Setup.load(config: options.config, console) else { return ExitCode.usage }
        let config = setup.configuration ?? Configuration()
        let folder = config.file.map { ($0 as NSString).deletingLastPathComponent }
        let reports = options.reports ?? config.reports

        // The lint request: the configuration's formats, else text (GitHub annotations instead
        // when GITHUB_ACTIONS=true), plus the JUnit and SARIF reports.
        var lint = LintCommand.Options()
        lint.manifest = options.manifest ?? config.manifest
        lint.paths = options.positionals.isEmpty ? config.paths : options.positionals
        let onActions = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"
        var formats = config.formats.isEmpty ? [onActions ? "github" : "text"] : config.formats
        for (name, file) in [("junit", "lint.junit.xml"), ("sarif", "bridgecheck.sarif")] where !formats.contains(where: { $0.hasPrefix(name + "=") }) {
            formats.append("\(name)=\((reports as NSString).appendingPathComponent(file))")
        }
        lint.formats = formats
        lint.strict = options.strict
        lint.config = config.file
        lint.root = options.root

        // The contract first (setup first): what the fuzz targets are depends on it.
        guard let manifestPath = lint.manifest, let loaded = setup.manifest(at: manifestPath, console) else { return ExitCode.usage }

        // The fuzz groups: one per harness, then the built-in targets, sharing one budget. By
        // default that is what the app owns: the decoder of each handler the contract declares
        // (bridgecheck's own URL, reply-script and scanner targets only when "targets" names
        // them). The seed is fixed unless the configuration says "random", so the same commit
        // fuzzes the same inputs.
        var fuzz = FuzzCommand.Options()
        fuzz.manifest = lint.manifest
        fuzz.seed = config.fuzz.randomSeed ? nil : (config.fuzz.seed ?? defaultSeed)
        // A fixed number of inputs from a fixed seed, and a corpus that only failures are added
        // to: the same commit and corpus give the same report. The budget is then a ceiling.
        let inputs = options.fuzzInputs ?? config.fuzz.inputs
        fuzz.runs = inputs
        // Exploring (a random seed, or inputs until the budget ends) grows the corpus too.
        fuzz.saveCorpus = config.fuzz.randomSeed || inputs == nil
        fuzz.corpus = options.corpus ?? folder.map { ($0 as NSString).appendingPathComponent("corpus") }
        fuzz.harnessDirectory = folder
        var groups: [FuzzCommand.Options] = []
        for (k, harness) in config.fuzz.harnesses.enumerated() {
            var one = fuzz
            one.harness = harness.command
            one.handler = harness.handler
            one.function = harness.function
            one.sequences = harness.sequences
            one.junit = (reports as NSString).appendingPathComponent("fuzz-\(k + 1).junit.xml")
            groups.append(one)
        }
        let builtinTargets = config.fuzz.targets.isEmpty && config.fuzz.harnesses.isEmpty
            ? BuiltinTarget.messages(for: loaded.manifest).map(\.name)
            : config.fuzz.targets
        if !builtinTargets.isEmpty {
            var builtin = fuzz
            builtin.targets = builtinTargets
            builtin.junit = (reports as NSString).appendingPathComponent("fuzz.junit.xml")
            groups.append(builtin)
        }
        let budget = options.fuzzTime ?? config.fuzz.budget
        for k in groups.indices { groups[k].maxTotalTime = max(0.5, budget / Double(groups.count)) }

        // Setup first: every group's targets and harnesses, and the reports folder, before any
        // work or any file is written.
        if let why = Commands.unwritable((reports as NSString).appendingPathComponent("lint.junit.xml")) {
            console.err("error: reports folder \(reports): \(why)\n")
            return ExitCode.usage
        }
        if let native = config.native {
            do {
                if try !NativeSources.find(native.paths).contains(where: { !NativeSources.isCordovaManifest($0) }) {
                    console.err("error: \(config.file ?? Configuration.fileName): \"native\" names \(native.paths.map { ReportPath.relative($0, to: folder ?? ".") }.joined(separator: ", ")), which hold no .swift, .m or .mm files\n")
                    return ExitCode.usage
                }
            } catch {
                console.err("error: \(config.file ?? Configuration.fileName): \"native\": \(error)\n")
                return ExitCode.usage
            }
        }
        // The engines the sections need: without them lint would write its reports and the run
        // would still end in a setup error, beside stale reports of the sections that did not run.
        if config.run != nil, RunEngines.make == nil, Handover.find(RunCommand.executableName) == nil {
            console.err("error: \(config.file ?? Configuration.fileName): \"run\" needs \(RunCommand.executableName), which is built only where WebKitGTK is installed; \(Handover.whereItGoes(RunCommand.executableName)), or remove \"run\"\n")
            return ExitCode.usage
        }
        if config.native != nil, NativeReaders.swift == nil, Handover.find(NativeCommand.executableName) == nil {
            console.err("error: \(config.file ?? Configuration.fileName): \"native\" needs \(NativeCommand.executableName), which is built where the Swift toolchain ships SwiftSyntax; \(Handover.whereItGoes(NativeCommand.executableName)), or remove \"native\"\n")
            return ExitCode.usage
        }
        for path in (config.run?.paths ?? []) where !FileManager.default.fileExists(atPath: path) {
            console.err("error: \(config.file ?? Configuration.fileName): \"run\" names \(ReportPath.relative(path, to: folder ?? ".")), which does not exist\n")
            return ExitCode.usage
        }
        var prepared: [(FuzzCommand.Options, FuzzCommand.Prepared)] = []
        var ready = true
        for group in groups {
            if let p = FuzzCommand.prepare(group, console, setup: setup) { prepared.append((group, p)) } else { ready = false }
        }
        guard ready else { return ExitCode.usage }
        // Everything is ready: the reports of sections this configuration no longer has go, so
        // none is left to be read as this run's.
        removeStaleReports(in: reports, run: config.run != nil, native: config.native != nil, harnesses: config.fuzz.harnesses.count, builtin: !builtinTargets.isEmpty)

        console.err("bridgecheck check: lint\n")
        let (lintCode, lintView) = LintCommand.lint(lint, setup, console, keepView: config.run != nil)
        guard lintCode != ExitCode.usage else { return ExitCode.usage }
        // "run": the site's pages in WebKit too, reported beside lint's.
        var runCode = ExitCode.ok
        if let settings = config.run {
            var run = RunCommand.Options()
            run.manifest = lint.manifest
            run.config = config.file
            run.paths = options.positionals.isEmpty ? (settings.paths ?? config.paths) : options.positionals
            run.formats = [
                onActions ? "github" : "text",
                "junit=\((reports as NSString).appendingPathComponent("run.junit.xml"))", "sarif=\((reports as NSString).appendingPathComponent("run.sarif"))",
            ]
            run.strict = lint.strict
            run.root = lint.root
            // What lint just found in the pages: the run reads it rather than linting again.
            run.lintView = lintView
            console.err("bridgecheck check: run\n")
            runCode = RunCommand.execute(run, setup, console)
            guard runCode != ExitCode.usage else { return ExitCode.usage }
        }
        // "native": the app's Swift sources against the manifest too.
        var nativeCode = ExitCode.ok
        if let settings = config.native {
            var native = NativeCommand.Options()
            native.manifest = lint.manifest
            native.config = config.file
            native.paths = settings.paths
            native.formats = [
                onActions ? "github" : "text",
                "junit=\((reports as NSString).appendingPathComponent("native.junit.xml"))", "sarif=\((reports as NSString).appendingPathComponent("native.sarif"))",
            ]
            native.strict = lint.strict
            native.root = lint.root
            console.err("bridgecheck check: native\n")
            nativeCode = NativeCommand.execute(native, setup, console)
            guard nativeCode != ExitCode.usage else { return ExitCode.usage }
        }
        let reading = fuzz.saveCorpus ? "" : "; the corpus is read, and only failures are added to it"
        console.err("bridgecheck check: fuzz, \(String(format: "%g", budget)) s shared by \(groups.count) group\(groups.count == 1 ? "" : "s")\(reading)\n")
        var fuzzCode = ExitCode.ok
        for (group, setup) in prepared {
            // Set up before lint and run (setup first), fuzzed now: the budget counts from here.
            var setup = setup
            setup.started = Date()
            let code = FuzzCommand.run(setup, group, console)
            if code == 130 { return 130 }
            fuzzCode = max(fuzzCode, code)
        }
        if fuzzCode == ExitCode.usage { return ExitCode.usage }
        console.err("bridgecheck check: reports in \(reports)\n")
        return max(lintCode, runCode, nativeCode, fuzzCode)
    }
}
