import BridgeContract
import BridgeFuzz
import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation

enum CheckCommand {
    static let spec = CommandSpec(
        path: ["check"],
        summary: "The CI gate: lint the site and fuzz the decoders briefly, writing every report.",
        discussion: """
            Reads .bridgecheck.json (found upward from the working directory, or --config), lints its
            paths against its manifest, then fuzzes for its fuzz budget (default 20 s): every built-in
            target, or its fuzz targets and harnesses. Writes REPORTS/lint.junit.xml,
            REPORTS/fuzz.junit.xml and REPORTS/bridgecheck.sarif (REPORTS: its reports folder, default
            reports/), prints the lint findings and both summaries. The exit code is the worse of the two.
            """,
        options: [
            OptionSpec(name: "config", value: "FILE", help: "Settings (default: the nearest .bridgecheck.json)."),
            Commands.manifestOption,
            OptionSpec(name: "reports", value: "DIR", help: "Where the reports go (default: the configuration's, or reports)."),
            OptionSpec(name: "fuzz-time", value: "SECONDS", help: "Fuzz budget (default: the configuration's, or 20)."),
            OptionSpec(name: "strict", value: nil, help: "Lint warnings fail the run too."),
            Commands.rootOption,
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Folders or files to lint (default: the configuration's paths, or .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 lint errors or fuzz failures, 2 usage or configuration error.",
        run: run)

    static func run(_ invocation: Invocation, _ console: Console) -> Int32 {
        let config: Configuration
        switch Commands.loadConfiguration(invocation, console) {
        case .failure: return ExitCode.usage
        case .success(let c): config = c ?? Configuration()
        }
        let reports = invocation.value("reports") ?? config.reports
        var lint = LintCommand.Options()
        lint.manifest = invocation.value("manifest") ?? config.manifest
        lint.paths = invocation.positionals.isEmpty ? config.paths : invocation.positionals
        lint.formats = ["text", "junit=\((reports as NSString).appendingPathComponent("lint.junit.xml"))", "sarif=\((reports as NSString).appendingPathComponent("bridgecheck.sarif"))"]
        lint.strict = invocation.flag("strict")
        lint.config = config.file
        lint.root = invocation.value("root")
        console.err("bridgecheck check: lint\n")
        let lintCode = LintCommand.execute(lint, console)
        guard lintCode != ExitCode.usage else { return ExitCode.usage }

        var fuzz = FuzzCommand.Options()
        fuzz.manifest = lint.manifest
        fuzz.maxTotalTime = invocation.value("fuzz-time") ?? String(config.fuzzBudget)
        fuzz.junit = (reports as NSString).appendingPathComponent("fuzz.junit.xml")
        fuzz.seed = config.fuzzSeed.map(String.init)
        if let file = config.file { fuzz.corpus = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("corpus") }
        fuzz.targets = config.fuzzTargets
        console.err("bridgecheck check: fuzz\n")
        var fuzzCode = ExitCode.ok
        if config.harnesses.isEmpty {
            fuzzCode = FuzzCommand.execute(fuzz, console)
        } else {
            // One fuzz run per harness, then the built-in targets the configuration names.
            for (k, harness) in config.harnesses.enumerated() {
                var one = fuzz
                one.targets = []
                one.harness = harness.command
                one.handler = harness.handler
                one.function = harness.function
                one.junit = (reports as NSString).appendingPathComponent("fuzz-\(k + 1).junit.xml")
                fuzzCode = max(fuzzCode, FuzzCommand.execute(one, console))
            }
            if !config.fuzzTargets.isEmpty { fuzzCode = max(fuzzCode, FuzzCommand.execute(fuzz, console)) }
        }
        if fuzzCode == 130 { return 130 }
        if fuzzCode == ExitCode.usage { return ExitCode.usage }
        console.err("bridgecheck check: reports in \(reports)\n")
        return max(lintCode, fuzzCode)
    }
}
