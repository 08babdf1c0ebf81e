import BridgeConfiguration
import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeReport
import Foundation

/// `bridgecheck init`: a commented `.bridgecheck.json`, and a manifest skeleton made from the
/// site's own calls, so a team starts from what its pages already do.
enum InitCommand {
    struct Options: CommandOptions {
        var manifest: String?
        var force = false
        /// The site to scan.
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["init"],
        summary: "Write a commented .bridgecheck.json and, from the site's calls, a manifest skeleton to fill in.",
        discussion: """
            Scans PATH (default: .) for bridge calls and writes .bridgecheck.json in the working
            directory, and the manifest (default bridge-manifest.json) when there is none yet: one
            handler per name the pages post to, each marked to be filled in from the native code.
            Existing files are left alone unless --force.
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .flag("force", \.force, help: "Overwrite .bridgecheck.json (and the manifest skeleton) if they exist."),
        ],
        positionals: [PositionalSpec(name: "PATH", help: "The site to scan (default: .).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 written, 2 usage error or a file already there.",
        run: run)

    static func run(_ options: Options, _ console: Console) -> Int32 {
        let paths = options.positionals.isEmpty ? ["."] : options.positionals
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            console.err("error: \(path): no such file or folder\n")
            return ExitCode.usage
        }
        let manifestPath = options.manifest ?? Manifest.defaultFileName
        let configPath = Configuration.fileName
        let force = options.force
        if !force, FileManager.default.fileExists(atPath: configPath) {
            console.err("error: \(configPath) already exists; edit it, or run init --force to replace it\n")
            return ExitCode.usage
        }
        let writeManifest = force || !FileManager.default.fileExists(atPath: manifestPath)

        // The calls the pages make today, checked against an empty contract: every handler name
        // they post to, and where.
        let cwd = FileManager.default.currentDirectoryPath
        var lintOptions = LintOptions()
        lintOptions.otherEnginesRuleIDs = RuleCatalogue.ids(besides: .lint)
        lintOptions.allowEmpty = true
        let empty = Manifest(handlers: [])
        let report = Linter(manifest: empty, options: lintOptions).run(paths: paths).relativized(to: cwd)
        var handlers: [(name: String, firstCall: String, count: Int)] = []
        for file in report.files {
            for call in file.calls {
                guard let name = call.handler else { continue }
                if let k = handlers.firstIndex(where: { $0.name == name }) {
                    handlers[k].count += 1
                } else {
                    handlers.append((name, "\(call.location.file):\(call.location.line)", 1))
                }
            }
        }

        // Written through the type check reads, so what init writes always loads.
        var config = Configuration()
        config.file = configPath
        config.comment = "bridgecheck's settings: `bridgecheck check` reads them. Paths are relative to this file. See the README's 'bridgecheck check' section."
        config.manifest = manifestPath
        config.paths = paths
        config.exclude = ["**/*.min.js"]
        config.fuzz.comment = "A short fuzz of bridgecheck's own decoders per CI run; add {\"command\": \"path/to/your-harness\", \"handler\": \"NAME\"} under harnesses to fuzz your app's decoder (and \"sequences\": true when it keeps state between messages and speaks harness protocol v2)."
        config.fuzz.budget = 20
        config.reports = "reports"
        do {
            try AtomicFile.write(Data(config.text.utf8), to: configPath)
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.usage
        }
        console.out("wrote \(configPath)\n")

        guard writeManifest else {
            console.out("kept \(manifestPath) (it exists)\n")
            return ExitCode.ok
        }
        var manifestHandlers = JSONObject()
        for handler in handlers {
            var h = JSONObject()
            h["summary"] = .string("TODO: posted \(handler.count) time\(handler.count == 1 ? "" : "s"), first at \(handler.firstCall). Say what native's handler accepts: body, envelope, functions, schema.")
            h["body"] = "any"
            manifestHandlers[handler.name] = .object(h)
        }
        var manifest = JSONObject()
        manifest["$schema"] = .string(Manifest.schemaURL)
        manifest["version"] = 1
        manifest["description"] = .string("Made by bridgecheck init from the calls the pages make; fill in each handler from the native code, then run bridgecheck manifest check.")
        manifest["handlers"] = .object(manifestHandlers)
        do {
            try AtomicFile.write(Data((JSONWriter(pretty: true).string(.object(manifest)) + "\n").utf8), to: manifestPath)
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.usage
        }
        console.out("wrote \(manifestPath): \(handlers.count) handler\(handlers.count == 1 ? "" : "s") the pages post to (\(handlers.map(\.name).joined(separator: ", "))); fill each in from the native code\n")
        return ExitCode.ok
    }
}
