import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation

enum LintCommand {
    static let spec = CommandSpec(
        path: ["lint"],
        summary: "Check every bridge call in a site against the manifest.",
        discussion: """
            Scans .html/.htm pages (inline scripts, event-handler attributes, javascript: URLs, URL
            attributes with a declared scheme) and .js files under each PATH, finds every call into
            native and every callback native evaluates, and checks each against the manifest.
            Prints `path:line:col: severity: message [rule-id]` lines and a summary. A scan that finds
            no bridge call is an error unless --allow-empty. Local <script src> files are scanned
            once, under their own path; remote ones are listed, never fetched.
            """,
        options: [
            Commands.manifestOption,
            OptionSpec(name: "format", value: "FORMAT", help: "text (default), json or junit."),
            OptionSpec(name: "output", value: "FILE", help: "Write the report here (atomically) instead of standard output."),
            OptionSpec(name: "strict", value: nil, help: "Warnings fail the run too."),
            OptionSpec(name: "allow-empty", value: nil, help: "Pass even when no bridge call is found."),
            OptionSpec(name: "ext", value: "EXT", help: "Also scan files with this extension as HTML (repeatable).", repeatable: true),
            OptionSpec(name: "jobs", value: "N", help: "Files scanned at once (default: the number of cores)."),
            OptionSpec(name: "no-prefilter", value: nil, help: "Parse every file, even those whose bytes hold no bridge token."),
            OptionSpec(name: "max-file-bytes", value: "N", help: "Skip larger files with a finding (default: 104857600)."),
            OptionSpec(name: "quiet", value: nil, help: "Leave out notes (info findings) in text output."),
        ],
        positionals: [PositionalSpec(name: "PATH", help: "Folders or files to scan (default: .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 clean, 1 an error (or a warning with --strict), 2 usage or configuration error.",
        run: run)

    static func run(_ invocation: Invocation, _ console: Console) -> Int32 {
        let format = invocation.value("format") ?? "text"
        guard ["text", "json", "junit"].contains(format) else {
            console.err("error: --format takes text, json or junit, got '\(format)'\n")
            return ExitCode.usage
        }
        var options = LintOptions()
        if let jobs = invocation.value("jobs") {
            guard let n = Int(jobs), n >= 1, n <= 1024 else {
                console.err("error: --jobs takes a whole number from 1 to 1024, got '\(jobs)'\n")
                return ExitCode.usage
            }
            options.jobs = n
        }
        if let max = invocation.value("max-file-bytes") {
            guard let n = Int(max), n >= 0 else {
                console.err("error: --max-file-bytes takes a whole number of bytes, got '\(max)'\n")
                return ExitCode.usage
            }
            options.maxFileBytes = n
        }
        for ext in invocation.all("ext") {
            let cleaned = ext.lowercased().drop { $0 == "." }
            guard !cleaned.isEmpty, !cleaned.contains("/") else {
                console.err("error: --ext takes an extension such as 'php' or '.vue', got '\(ext)'\n")
                return ExitCode.usage
            }
            options.htmlExtensions.insert(String(cleaned))
        }
        options.prefilter = !invocation.flag("no-prefilter")
        options.allowEmpty = invocation.flag("allow-empty")
        let manifestPath = invocation.value("manifest") ?? Manifest.defaultFileName
        guard let manifest = Commands.loadManifest(invocation, console) else { return ExitCode.usage }
        options.manifestPath = manifestPath
        if let bytes = FileManager.default.contents(atPath: manifestPath) { options.manifestLines = ManifestSourceMap([UInt8](bytes)) }
        let paths = invocation.positionals.isEmpty ? ["."] : invocation.positionals
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            console.err("error: \(path): no such file or folder\n")
            return ExitCode.usage
        }

        let report = Linter(manifest: manifest, options: options).run(paths: paths)
        let strict = invocation.flag("strict")
        let output: String
        switch format {
        case "json": output = JSONWriter(pretty: true).string(report.json) + "\n"
        case "junit": output = JUnitWriter().xml(report.junit(manifestPath: manifestPath, strict: strict))
        default: output = report.text(showInfo: !invocation.flag("quiet"))
        }
        if let file = invocation.value("output") {
            do {
                try AtomicFile.write(Data(output.utf8), to: file)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
            console.err(report.summary + "\n")
        } else {
            console.out(output)
            if format != "text" { console.err(report.summary + "\n") }
        }
        return report.exitCode(strict: strict)
    }
}
