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
        var lint = Invocation()
        lint.values["manifest"] = invocation.value("manifest") ?? config.manifest
        lint.positionals = invocation.positionals.isEmpty ? config.paths : invocation.positionals
        lint.repeated["format"] = ["text", "junit=\((reports as NSString).appendingPathComponent("lint.junit.xml"))", "sarif=\((reports as NSString).appendingPathComponent("bridgecheck.sarif"))"]
        if invocation.flag("strict") { lint.flags.insert("strict") }
        if let file = config.file { lint.values["config"] = file }
        console.err("bridgecheck check: lint\n")
        let lintCode = LintCommand.run(lint, console)
        guard lintCode != ExitCode.usage else { return ExitCode.usage }

        var fuzz = Invocation()
        fuzz.values["manifest"] = lint.values["manifest"]
        fuzz.values["max-total-time"] = invocation.value("fuzz-time") ?? String(config.fuzzBudget)
        fuzz.values["junit"] = (reports as NSString).appendingPathComponent("fuzz.junit.xml")
        if let seed = config.fuzzSeed { fuzz.values["seed"] = String(seed) }
        if let file = config.file { fuzz.values["corpus"] = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("corpus") }
        fuzz.repeated["target"] = config.fuzzTargets
        console.err("bridgecheck check: fuzz\n")
        var fuzzCode = ExitCode.ok
        if config.harnesses.isEmpty {
            fuzzCode = FuzzCommand.run(fuzz, console)
        } else {
            // One fuzz run per harness, then the built-in targets the configuration names.
            for (k, harness) in config.harnesses.enumerated() {
                var one = fuzz
                one.repeated["target"] = []
                one.values["harness"] = harness.command
                one.values["handler"] = harness.handler
                if let function = harness.function { one.values["function"] = function }
                one.values["junit"] = (reports as NSString).appendingPathComponent("fuzz-\(k + 1).junit.xml")
                fuzzCode = max(fuzzCode, FuzzCommand.run(one, console))
            }
            if !config.fuzzTargets.isEmpty { fuzzCode = max(fuzzCode, FuzzCommand.run(fuzz, console)) }
        }
        if fuzzCode == 130 { return 130 }
        if fuzzCode == ExitCode.usage { return ExitCode.usage }
        console.err("bridgecheck check: reports in \(reports)\n")
        return max(lintCode, fuzzCode)
    }
}
