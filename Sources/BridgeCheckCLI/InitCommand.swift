import BridgeConfiguration
import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeNative
import BridgeReport
import Foundation

/// `bridgecheck init`: one command for both sides. It reads the app's native sources (Swift and
/// Objective-C) and its pages, writes the contract from native with what only the pages show as
/// notes, writes `.bridgecheck.json` with the pages for lint and the sources for native, and adds
/// the reports and fuzz corpus to `.gitignore`. Without native sources the contract is a skeleton
/// from the pages, each handler marked TODO until it is filled in (`manifest-incomplete`).
enum InitCommand {
    struct Options: CommandOptions {
        var manifest: String?
        var native: [String] = []
        var noNative = false
        var force = false
        /// The pages.
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["init"],
        summary: "Start a project: the manifest from the app's native code and pages, .bridgecheck.json, and .gitignore lines.",
        discussion: """
            Finds the app's two sides under the working directory (the top-level folders holding
            Swift or Objective-C, and those holding pages), or takes them from --native and PATH,
            and says which it picked. It writes the manifest (default bridge-manifest.json) from
            what native registers, decodes and evaluates, refined by the pages' calls; what only
            the pages show (a handler native never registers) is printed as a note, and check
            reports it. Without native sources (or with --no-native) the manifest is a skeleton
            from the pages' calls, every handler marked TODO: check fails on each
            (manifest-incomplete) until it is filled in from the native code. It then writes
            .bridgecheck.json (lint's pages, native's sources, a fuzz budget) and adds the
            reports and corpus folders to .gitignore. An existing .bridgecheck.json is an error
            unless --force; an existing manifest is kept unless --force (bridgecheck manifest
            init --merge adds to it instead). Reading Swift and Objective-C needs
            bridgecheck-native beside bridgecheck or on PATH.
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .texts("native", \.native, value: "PATH", help: "The app's Swift and Objective-C sources (repeatable; default: found under the working directory)."),
            .flag("no-native", \.noNative, help: "Write the manifest from the pages alone, even where there are native sources."),
            .flag("force", \.force, help: "Replace .bridgecheck.json and the manifest if they exist."),
        ],
        positionals: [PositionalSpec(name: "PATH", help: "The pages (default: found under the working directory).", optional: true, variadic: true)],
        exitCodes: "Exit codes: 0 written, 2 usage error, a file already there, or native sources and no bridgecheck-native.",
        run: run)

    static func run(_ options: Options, _ console: Console) -> Int32 {
        // Everything is checked before anything is written.
        for path in options.positionals + options.native where !FileManager.default.fileExists(atPath: path) {
            console.err("error: \(path): no such file or folder\n")
            return ExitCode.usage
        }
        if options.noNative, !options.native.isEmpty {
            console.err("error: --no-native and --native contradict each other; choose one\n")
            return ExitCode.usage
        }
        guard FileManager.default.isWritableFile(atPath: ".") else {
            console.err("error: cannot write in the working directory; run init where the project's files may be written\n")
            return ExitCode.usage
        }
        let configPath = Configuration.fileName
        if !options.force, FileManager.default.fileExists(atPath: configPath) {
            console.err("error: \(configPath) already exists; edit it, or run init --force to replace it\n")
            return ExitCode.usage
        }
        let found = ProjectLayout.discover(in: ".")
        let pages = options.positionals.isEmpty ? found.pages : options.positionals
        let native = options.noNative ? [] : (options.native.isEmpty ? found.native : options.native)
        if pages.isEmpty, native.isEmpty {
            console.err("error: found no pages (.html, .js) and no Swift or Objective-C sources under the working directory; name them: bridgecheck init --native App/Sources web/\n")
            return ExitCode.usage
        }
        if !native.isEmpty, NativeReaders.swift == nil {
            // `bridgecheck` has no Swift parser: the same command, with what was found, in bridgecheck-native.
            var arguments = ["init"] + native.flatMap { ["--native", $0] }
            if let manifest = options.manifest { arguments += ["--manifest", manifest] }
            if options.force { arguments.append("--force") }
            return Handover.run(
                NativeCommand.executableName, arguments: arguments + pages,
                missing: """
                    error: found Swift or Objective-C sources in \(native.joined(separator: ", ")); reading them needs bridgecheck-native, which is neither beside bridgecheck nor on PATH.
                      \(Handover.whereItGoes(NativeCommand.executableName)), or run bridgecheck init --no-native to start from the pages alone.

                    """,
                console)
        }
        console.out("pages: \(pages.isEmpty ? "none found" : pages.joined(separator: ", ")); native sources: \(native.isEmpty ? (options.noNative ? "not read (--no-native)" : "none found") : native.joined(separator: ", "))\n")

        let manifestPath = options.manifest ?? Manifest.defaultFileName
        var readsNative = !native.isEmpty
        if options.force || !FileManager.default.fileExists(atPath: manifestPath) {
            var manifest: JSONObject?
            if readsNative {
                switch ManifestInitCommand.infer(native, sites: pages, prefix: "--native ", console) {
                case .success(let inferred):
                    manifest = inferred.json
                    console.out("wrote \(manifestPath): \(inferred.counted) from \(inferred.sourceFiles) native source file\(inferred.sourceFiles == 1 ? "" : "s"); review every entry\n")
                    for note in inferred.notes { console.out("note: \(note)\n") }
                case .failure(.reported):
                    return ExitCode.usage
                case .failure(.nothingFound(let message)):
                    // Nothing native does can be followed: the pages are all there is to start from,
                    // and a native check against that skeleton would only repeat it.
                    console.out("note: \(message); the manifest starts from the pages instead\n")
                    readsNative = false
                }
            }
            if manifest == nil {
                let handlers = pageHandlers(pages)
                manifest = skeleton(handlers)
                console.out("wrote \(manifestPath): \(handlers.count) handler\(handlers.count == 1 ? "" : "s") the pages post to (\(handlers.map(\.name).joined(separator: ", "))); fill each in from the native code\n")
            }
            do {
                try AtomicFile.write(Data((JSONWriter(pretty: true).string(.object(manifest ?? JSONObject())) + "\n").utf8), to: manifestPath)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
        } else {
            let merge = readsNative ? "; bridgecheck manifest init --native \(native.joined(separator: " --native ")) \(pages.map { "--site \($0) " }.joined())--merge adds what native has that it lacks" : ""
            console.out("kept \(manifestPath) (it exists)\(merge)\n")
        }

        // Written through the type check reads, so what init writes always loads.
        var config = Configuration()
        config.file = configPath
        config.comment = "bridgecheck's settings: `bridgecheck check` reads them. Paths are relative to this file."
        config.manifest = manifestPath
        config.paths = pages.isEmpty ? ["."] : pages
        config.exclude = ["**/*.min.js"]
        config.fuzz.comment = "Each run fuzzes the decoding of the messages the manifest declares, with a fixed seed (\"seed\": \"random\" explores); add {\"command\": \"path/to/your-harness\", \"handler\": \"NAME\"} under harnesses to fuzz your app's own decoder (and \"sequences\": true when it keeps state between messages and speaks harness protocol v2)."
        config.fuzz.budget = 20
        config.reports = "reports"
        if readsNative { config.native = Configuration.Native(paths: native) }
        do {
            try AtomicFile.write(Data(config.text.utf8), to: configPath)
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.usage
        }
        console.out("wrote \(configPath)\n")
        switch ignoreReports(config.reports) {
        case .success(let added) where !added.isEmpty: console.out("added \(added.joined(separator: " and ")) to .gitignore\n")
        case .success: break
        case .failure(let error): console.err("warning: .gitignore: \(error); add reports/ and corpus/ to it yourself\n")
        }
        console.out("next: bridgecheck check\n")
        return ExitCode.ok
    }

    /// The handlers the pages post to, each with its first call and how often, linted against an
    /// empty contract.
    static func pageHandlers(_ pages: [String]) -> [(name: String, firstCall: String, count: Int)] {
        guard !pages.isEmpty else { return [] }
        let cwd = FileManager.default.currentDirectoryPath
        var lintOptions = LintOptions()
        lintOptions.otherEnginesRuleIDs = RuleCatalogue.ids(besides: .lint)
        lintOptions.allowEmpty = true
        let report = Linter(manifest: Manifest(handlers: []), options: lintOptions).run(paths: pages).relativized(to: cwd)
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
        return handlers
    }

    /// A manifest from the pages alone: every handler a TODO that `manifest-incomplete` reports
    /// until someone fills it in from the native code.
    static func skeleton(_ handlers: [(name: String, firstCall: String, count: Int)]) -> JSONObject {
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
        manifest["description"] = .string("Made by bridgecheck init from the calls the pages make; fill in each handler from the native code and remove its TODO, then run bridgecheck manifest check.")
        manifest["handlers"] = .object(manifestHandlers)
        return manifest
    }

    /// Adds the reports and corpus folders to `.gitignore` (created if absent), unless a line
    /// already names them. Returns what was added.
    static func ignoreReports(_ reports: String, file: String = ".gitignore") -> Result<[String], Error> {
        let existing = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let lines = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        var added: [String] = []
        for folder in [reports, "corpus"] {
            let line = "/\(folder)/"
            if [line, "\(folder)/", folder, "/\(folder)"].contains(where: lines.contains) { continue }
            added.append(line)
        }
        guard !added.isEmpty else { return .success([]) }
        var text = existing
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += "# bridgecheck: reports and the fuzz corpus\n" + added.map { "\($0)\n" }.joined()
        do {
            try AtomicFile.write(Data(text.utf8), to: file)
        } catch {
            return .failure(error)
        }
        return .success(added)
    }
}
