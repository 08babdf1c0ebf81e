import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation

/// Where a findings report goes: `--format NAME[=FILE]` (repeatable) and `--output FILE`, shared
/// by the commands that report findings (`lint`, `run`) with baselines applied or written.
struct ReportOutputs {
    var items: [(format: String, path: String?)]

    static var formats: [String] { ReporterRegistry.identifiers }

    /// The outputs asked for, or nil after printing why they cannot be written.
    static func parse(_ requested: [String], output: String?, _ console: Console) -> ReportOutputs? {
        var items: [(format: String, path: String?)] = []
        for item in requested.isEmpty ? ["text"] : requested {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.first, formats.contains(name) else {
                console.err("error: --format takes \(formats.joined(separator: ", ")), optionally =FILE; got '\(item)'\n")
                return nil
            }
            if parts.count > 1, parts[1].isEmpty {
                console.err("error: --format \(item) needs a file after '=' (or leave out '=' to print \(name) on standard output)\n")
                return nil
            }
            items.append((name, parts.count > 1 ? parts[1] : nil))
        }
        if let file = output, let k = items.firstIndex(where: { $0.path == nil }) { items[k].path = file }
        // One format per stream: two on standard output would interleave into neither.
        let printed = items.filter { $0.path == nil }.map(\.format)
        if printed.count > 1 {
            console.err("error: --format \(printed.joined(separator: " and --format ")) would all print to standard output; write all but one to a file, e.g. --format \(printed[1])=\(printed[1] == "sarif" ? "bridgecheck.sarif" : "report.\(printed[1])")\n")
            return nil
        }
        return ReportOutputs(items: items)
    }

    /// Writes the report (after the baseline, or as a new baseline) and gives the exit code.
    func emit(_ given: Report, command: String, manifestPath: String, request: ReportRequest, root: String, _ console: Console) -> Int32 {
        let (baseline, writeBaseline, strict, quiet) = (request.baseline, request.writeBaseline, request.strict, request.quiet)
        var report = given
        if let file = writeBaseline {
            let baseline = Baseline(report)
            let data = Data((JSONWriter(pretty: true).string(baseline.json) + "\n").utf8)
            // What is written must read back: the reader's only bound is its size.
            guard data.count <= Baseline.limits.maxBytes else {
                console.err("error: cannot write \(file): a baseline of \(baseline.entries.count) findings takes \(data.count >> 20) MiB, more than the \(Baseline.limits.maxBytes >> 20) MiB a baseline may hold\n")
                return ExitCode.usage
            }
            do {
                try AtomicFile.write(data, to: file)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
            console.err("wrote \(baseline.entries.count) findings to \(file); \(command) with --baseline \(file) to see only new ones\n")
            // The other reports asked for are still written (to files; nothing on standard output).
            for output in items where output.path != nil {
                if let code = write(report, output, command: command, manifestPath: manifestPath, strict: strict, quiet: quiet, root: root, console) { return code }
            }
            return ExitCode.ok
        }
        if let file = baseline {
            let loaded: Baseline
            do {
                loaded = try Baseline.load(file)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
            let (filtered, stale) = loaded.filter(report)
            report = filtered
            if !stale.isEmpty {
                console.err("baseline: \(stale.count) entr\(stale.count == 1 ? "y no longer occurs" : "ies no longer occur"); prune with --write-baseline \(file)\n")
                for entry in stale.prefix(20) { console.err("  \(entry.file): \(entry.rule): \(entry.message)\n") }
            }
        }
        for output in items {
            if let code = write(report, output, command: command, manifestPath: manifestPath, strict: strict, quiet: quiet, root: root, console) { return code }
        }
        // The summary once: the text report ends with it; otherwise it goes to standard error.
        if !items.contains(where: { $0.format == "text" && $0.path == nil }) { console.err(report.summary + "\n") }
        if let limit = request.maxWarnings {
            let warnings = report.allFindings.filter { $0.severity == .warning }.count
            if warnings > limit {
                console.err("\(command): \(Commands.counted(warnings, "warning")), more than --max-warnings \(limit) allows\n")
                return max(report.exitCode(strict: strict), 1)
            }
        }
        return report.exitCode(strict: strict)
    }

    /// Writes one report to its file (or standard output); a usage exit code when it cannot.
    private func write(
        _ report: Report, _ output: (format: String, path: String?), command: String, manifestPath: String, strict: Bool, quiet: Bool, root: String, _ console: Console
    ) -> Int32? {
        let color = output.path == nil && Console.wantsColor(terminal: console.outIsTerminal)
        let text = Self.render(report, output.format, command: command, manifestPath: ReportPath.relative(manifestPath, to: root), strict: strict, quiet: quiet, root: root, color: color)
        guard let path = output.path else {
            console.out(text)
            return nil
        }
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.usage
        }
        return nil
    }

    static func render(_ report: Report, _ format: String, command: String? = nil, manifestPath: String, strict: Bool, quiet: Bool, root: String, color: Bool = false) -> String {
        let reporter = ReporterRegistry.reporter(named: format) ?? TextReporter.self
        let context = ReportContext(manifestPath: manifestPath, strict: strict, showInfo: !quiet, root: root, toolVersion: BridgeCheck.version, color: color, command: command)
        return reporter.render(report, context)
    }
}

/// What every command that reports findings (`lint`, `run`, `native`) is asked, typed: its
/// contract, settings, paths, outputs, baselines and strictness. A command's own options wrap it
/// (`@dynamicMemberLookup` keeps `options.manifest` reading as before), and take its options as
/// a group (`ReportRequest.options`, placed with `within`).
struct ReportRequest {
    var manifest: String?
    var config: String?
    var paths: [String] = []
    /// `NAME` or `NAME=FILE` items, as `--format` takes them.
    var formats: [String] = []
    var output: String?
    var baseline: String?
    var writeBaseline: String?
    var strict = false
    var quiet = false
    /// More warnings than this fail the run (exit 1), as ESLint's `--max-warnings`.
    var maxWarnings: Int?
    /// What report paths are relative to (default: the configuration's folder, else the
    /// working directory).
    var root: String?

    init() {}

    /// `--manifest`, then settings, where the report goes, baselines and strictness.
    static let options: [Option<ReportRequest>] = [
        Commands.manifestOption(\.manifest),
        .text("config", \.config, value: "FILE", help: "Settings (default: the nearest .bridgecheck.json above the working directory)."),
        .texts("format", \.formats, value: "FORMAT[=FILE]", help: "text (default), json, junit, sarif or github; with =FILE, written there (repeatable)."),
        .text("output", \.output, value: "FILE", help: "Write the report here (atomically) instead of standard output."),
        .text("baseline", \.baseline, value: "FILE", help: "Report only findings not in this baseline; list its entries that no longer occur."),
        .text("write-baseline", \.writeBaseline, value: "FILE", help: "Record the current findings as the baseline, then exit 0."),
        .flag("strict", \.strict, help: "Warnings fail the run too."),
        .integer(
            "max-warnings", \.maxWarnings, in: 0...Int.max, takes: "a whole number, 0 or more",
            help: "Fail (exit 1) when there are more warnings than this, so a team can hold the count down."),
    ]

    static let quietOption: Option<ReportRequest> = .flag("quiet", \.quiet, help: "Leave out notes (info findings) in text output.")
    static let rootOption: Option<ReportRequest> = Commands.rootOption(\.root)

    /// The same request as command-line options (without the paths), for a command handed over
    /// to another executable.
    var arguments: [String] {
        var out: [String] = []
        for (name, value) in [("manifest", manifest), ("config", config), ("output", output), ("baseline", baseline), ("write-baseline", writeBaseline), ("root", root)] {
            if let value { out += ["--\(name)", value] }
        }
        for format in formats { out += ["--format", format] }
        if strict { out.append("--strict") }
        if quiet { out.append("--quiet") }
        if let maxWarnings { out += ["--max-warnings", String(maxWarnings)] }
        return out
    }
}

/// Options that hold a report request: the report options are theirs too.
protocol ReportingOptions: CommandOptions {
    var report: ReportRequest { get set }
}

extension ReportingOptions {
    var positionals: [String] {
        get { report.paths }
        set { report.paths = newValue }
    }

    /// The report options, as options of this command.
    static var reportOptions: [Option<Self>] { ReportRequest.options.map { $0.within(\Self.report) } }
    static var quietOption: Option<Self> { ReportRequest.quietOption.within(\Self.report) }
    static var rootOption: Option<Self> { ReportRequest.rootOption.within(\Self.report) }
}
