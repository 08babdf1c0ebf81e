import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeNative
import BridgeReport
import Foundation

/// `bridgecheck manifest init --swift Sources/`: a manifest from what the app's native code does.
enum ManifestInitCommand {
    struct Options: CommandOptions {
        var native: [String] = []
        /// `--swift`, the earlier name of `--native`.
        var swift: [String] = []
        var sites: [String] = []
        var output: String?
        var force = false
        var merge = false
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["manifest", "init"],
        summary: "Write a first manifest from the app's Swift and Objective-C sources (and the site's calls), every entry marked as inferred.",
        discussion: """
            Reads the Swift and Objective-C sources as bridgecheck native does and writes one handler per name
            native registers (body kind from its casts, envelope from how it dispatches, functions
            and their parameters from the keys it reads and the types it casts them to, replies
            where it registers with addScriptMessageHandler), a handler per custom URL scheme it
            intercepts, and one callback per JavaScript function it evaluates. With --site, the
            site's literal calls add the parameters the pages send that native never reads, and
            the handlers the pages post to that native never registers are listed. Where native
            registers names bridgecheck cannot follow, the handlers the pages post to are written
            instead (or a placeholder per registration when there is no site), and the description
            lists what could not be followed, with its line. Every entry's summary says where it
            came from: review it, then run manifest check, lint and native.
            """,
        options: [
            .texts("native", \Options.native, value: "PATH", help: "Swift and Objective-C source folder or file (repeatable; required)."),
            .texts("swift", \.swift, value: "PATH", help: "The same as --native (its earlier name)."),
            .texts("site", \.sites, value: "PATH", help: "Site folder whose literal calls refine the parameters (repeatable)."),
            .text("output", \.output, value: "FILE", help: "Where to write it (default: \(Manifest.defaultFileName); - prints it)."),
            .flag("force", \.force, help: "Replace the output file if it exists."),
            .flag("merge", \.merge, help: "Add what native has that the existing output file lacks; keep every entry already there as written."),
        ],
        positionals: [],
        exitCodes: "Exit codes: 0 written, 2 usage error, unreadable sources or an output file already there.",
        run: run)

    static func run(_ options: Options, _ console: Console) -> Int32 {
        let swiftPaths = options.native + options.swift
        let spelling = options.native.isEmpty ? "swift" : "native"
        guard !swiftPaths.isEmpty else {
            console.err("error: manifest init needs --native PATH (the app's Swift and Objective-C sources), e.g. bridgecheck manifest init --native App/Sources --site web\n")
            return ExitCode.usage
        }
        guard NativeReaders.swift != nil else {
            var arguments = ["manifest", "init"]
            for path in options.native { arguments += ["--native", path] }
            for path in options.swift { arguments += ["--swift", path] }
            for path in options.sites { arguments += ["--site", path] }
            if let output = options.output { arguments += ["--output", output] }
            if options.force { arguments.append("--force") }
            if options.merge { arguments.append("--merge") }
            return Handover.run(
                NativeCommand.executableName, arguments: arguments,
                missing: """
                    error: manifest init --native reads Swift and Objective-C with bridgecheck-native, which is neither beside bridgecheck nor on PATH.
                      swift build -c release --product bridgecheck-native  (in a checkout of bridgecheck), then
                      \(Handover.whereItGoes(NativeCommand.executableName))

                    """,
                console)
        }
        let output = options.output ?? Manifest.defaultFileName
        if options.merge, options.force {
            console.err("error: --merge keeps the entries of the existing manifest and --force replaces it; choose one\n")
            return ExitCode.usage
        }
        if options.merge, output == "-" {
            console.err("error: --merge adds to an existing manifest file; name it with --output (not -)\n")
            return ExitCode.usage
        }
        let exists = output != "-" && FileManager.default.fileExists(atPath: output)
        if exists, !options.force, !options.merge {
            console.err("error: \(output) already exists; --merge adds what native has that it lacks and keeps every entry already there, --force replaces it, or choose another --output\n")
            return ExitCode.usage
        }
        // The manifest merged into is read before anything else is done, so a broken one is said first.
        var existing: JSONObject?
        if options.merge, exists {
            guard let read = readExisting(output, console) else { return ExitCode.usage }
            existing = read
        }
        let sites = options.sites
        for site in sites where !FileManager.default.fileExists(atPath: site) {
            console.err("error: --site \(site): no such file or folder\n")
            return ExitCode.usage
        }
        let inferred: Inferred
        switch infer(swiftPaths, sites: sites, prefix: "--\(spelling) ", console) {
        case .success(let made): inferred = made
        case .failure(.reported): return ExitCode.usage
        case .failure(.nothingFound(let message)):
            console.err("error: \(message); nothing to write\n")
            return ExitCode.usage
        }
        for note in inferred.notes { console.err("note: \(note)\n") }
        var json = inferred.json
        var added: [String] = []
        var kept = 0
        if let existing {
            (json, added, kept) = merge(inferred.json, into: existing)
        }
        let text = JSONWriter(pretty: true).string(.object(json)) + "\n"
        if output == "-" {
            console.out(text)
        } else {
            do {
                try AtomicFile.write(Data(text.utf8), to: output)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
        }
        if existing != nil {
            console.err(
                "merged into \(output): added \(added.isEmpty ? "nothing" : added.joined(separator: ", ")); kept the \(kept) entr\(kept == 1 ? "y" : "ies") already there as written\n")
            return ExitCode.ok
        }
        console.err(
            "\(output == "-" ? "printed" : "wrote \(output):") \(inferred.counted) inferred from \(inferred.sourceFiles) source file\(inferred.sourceFiles == 1 ? "" : "s"); review every entry, then run bridgecheck manifest check\n"
        )
        return ExitCode.ok
    }

    /// A manifest inferred from native sources, with what the pages add.
    struct Inferred {
        var json: JSONObject
        var sourceFiles: Int
        /// Said to the user, without the `note: ` prefix: what the pages show that native does
        /// not, and the names native computes that could not be followed.
        var notes: [String]

        var handlers: Int { json["handlers"]?.objectValue?.count ?? 0 }
        var callbacks: Int { json["callbacks"]?.objectValue?.count ?? 0 }
        var counted: String {
            "\(handlers) handler\(handlers == 1 ? "" : "s") and \(callbacks) callback\(callbacks == 1 ? "" : "s")"
        }
    }

    enum InferenceFailure: Error {
        /// Said on the console already (unreadable sources).
        case reported
        /// The sources hold nothing to write a manifest from; the message says what was looked for.
        case nothingFound(String)
    }

    /// The first `setURLSchemeHandler` call written in `files` (Swift's `setURLSchemeHandler(_:forURLScheme:)`,
    /// Objective-C's `setURLSchemeHandler:forURLScheme:`), by its file and line.
    static func firstSchemeHandler(in files: [String]) -> (file: String, line: Int)? {
        let needle = Array("setURLSchemeHandler".utf8)
        for file in files {
            guard case .success(let bytes) = NativeSources.contents(of: file), let range = bytes.firstRange(of: needle) else { continue }
            return (file, 1 + bytes[..<range.lowerBound].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        }
        return nil
    }

    /// Reads the native sources (and the pages, with `sites`) into a manifest that loads. Needs
    /// the native readers (`bridgecheck-native`).
    static func infer(_ nativePaths: [String], sites: [String], prefix: String, _ console: Console) -> Result<Inferred, InferenceFailure> {
        guard let (files, facts) = NativeCommand.readSources(nativePaths, missing: "", prefix: prefix, console) else { return .failure(.reported) }
        let cwd = FileManager.default.currentDirectoryPath
        let unfollowed = facts.unresolved.filter { $0.kind == .handlerName }
        guard facts.registrations.contains(where: { $0.kind != .remove }) || facts.schemes.contains(where: { $0.context != .message }) || !unfollowed.isEmpty
            || facts.functions.contains(where: { $0.source == .library })
        else {
            // An app that serves its pages a custom scheme (kiwix-style `setURLSchemeHandler`) has
            // a channel bridgecheck does not read as a bridge: said, so the empty result is not a puzzle.
            let schemeHandler = firstSchemeHandler(in: files).map { "; \(ReportPath.relative($0.file, to: cwd)):\($0.line) serves a custom scheme with setURLSchemeHandler, which bridgecheck does not read as a bridge" } ?? ""
            return .failure(.nothingFound(
                "found no handler registration (add(_:name:), addScriptMessageHandler, or a helper around them) and no bridge library's functions (a Cordova plugin's actions, registerHandler, …) in \(files.count) source file\(files.count == 1 ? "" : "s")\(schemeHandler)"))
        }
        func at(_ p: NativePosition) -> String { "\(ReportPath.relative(p.file, to: cwd)):\(p.line)" }
        var json = ManifestInference(facts: facts) { at($0) }.manifest()
        var notes: [String] = []
        var pageHandlers: [(name: String, at: String)] = []
        if !sites.isEmpty { (json, pageHandlers) = refine(json, with: sites, cwd: cwd, adoptingPageHandlers: !unfollowed.isEmpty, notes: &notes) }
        if !unfollowed.isEmpty {
            json = noteUnfollowed(json, unfollowed.map { ($0.expression, at($0.position)) }, pageHandlers: pageHandlers, notes: &notes)
        }
        // The schema first, for editors that read it.
        json = JSONObject([JSONObject.Member(key: "$schema", value: .string(Manifest.schemaURL))] + json.members.filter { $0.key != "$schema" })
        // What is written must load: a manifest init cannot parse is a bug here, not the user's.
        do {
            _ = try ManifestLoader.decode(.object(json), file: "inferred")
        } catch {
            console.err("error: the inferred manifest does not load (a bridgecheck bug; please report it): \(error)\n")
            return .failure(.reported)
        }
        return .success(Inferred(json: json, sourceFiles: files.count, notes: notes))
    }

    /// The manifest to merge into, read as JSON so every entry and its order are kept as written.
    static func readExisting(_ path: String, _ console: Console) -> JSONObject? {
        do {
            let value = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            _ = try ManifestLoader.decode(value, file: path)
            return value.objectValue
        } catch {
            console.err("error: \(path): \(error); fix it before merging into it, or replace it with --force\n")
            return nil
        }
    }

    /// `inferred`'s handlers and callbacks that `existing` lacks, added to it; every entry
    /// already there is kept as written (a team's edits are never overwritten).
    static func merge(_ inferred: JSONObject, into existing: JSONObject) -> (JSONObject, added: [String], kept: Int) {
        var out = existing
        var added: [String] = []
        var kept = 0
        for (section, noun) in [("handlers", "handler"), ("callbacks", "callback")] {
            guard let new = inferred[section]?.objectValue else {
                kept += existing[section]?.objectValue?.count ?? 0
                continue
            }
            var entries = existing[section]?.objectValue ?? JSONObject()
            kept += entries.count
            for member in new.members where entries[member.key] == nil {
                entries[member.key] = member.value
                added.append("\(noun) '\(member.key)'")
            }
            if !entries.isEmpty { out[section] = .object(entries) }
        }
        return (out, added, kept)
    }

    /// Native registers names bridgecheck could not follow: the description lists each with its
    /// line; where the pages named no handler in its place, a placeholder handler per name keeps
    /// the manifest loadable and the gap visible.
    static func noteUnfollowed(_ manifest: JSONObject, _ names: [(expression: String, at: String)], pageHandlers: [(name: String, at: String)], notes: inout [String]) -> JSONObject {
        let out = manifest
        var handlers = out["handlers"]?.objectValue ?? JSONObject()
        if pageHandlers.isEmpty {
            for (k, name) in names.enumerated() {
                var h = JSONObject()
                h["summary"] = .string(
                    "Placeholder: native registers a handler named by `\(name.expression)` at \(name.at), which bridgecheck could not follow. Rename this entry to the name native registers, and give it a body.")
                h["body"] = "any"
                handlers["TODO-unfollowed-\(k + 1)"] = .object(h)
            }
        }
        let list = names.map { "`\($0.expression)` at \($0.at)" }.joined(separator: "; ")
        let description = out["description"]?.stringValue ?? ""
        // Rebuilt in the order people read a manifest.
        var ordered = JSONObject()
        ordered["version"] = out["version"] ?? 1
        ordered["description"] = .string(description + " Could not follow the handler names native registers through: \(list).")
        ordered["handlers"] = .object(handlers)
        for member in out.members where ordered[member.key] == nil { ordered[member.key] = member.value }
        for name in names { notes.append("could not follow the handler name `\(name.expression)` at \(name.at)") }
        return ordered
    }

    /// Lints the site against the inferred manifest with every parameter object closed: each
    /// parameter a page sends that native never reads comes back as a param-unknown finding, and
    /// is added (marked as seen only in the pages). The handlers the pages post to that native
    /// does not register are listed, or, with `adoptingPageHandlers` (native registers names it
    /// computes), written as handlers named by the pages.
    static func refine(
        _ manifest: JSONObject, with sites: [String], cwd: String, adoptingPageHandlers: Bool = false, notes: inout [String]
    ) -> (JSONObject, [(name: String, at: String)]) {
        var closed = manifest
        mapParamSchemas(&closed) { schema in
            var s = schema
            if s["type"] == "object" { s["additionalProperties"] = false }
            return s
        }
        // With no handler inferred yet, one stand-in lets the site be linted (it never matches a page's call).
        if closed["handlers"]?.objectValue?.isEmpty ?? true { closed["handlers"] = ["\u{0}": ["body": "any"]] }
        guard let contract = try? ManifestLoader.decode(.object(closed), file: "inferred") else { return (manifest, []) }
        var options = LintOptions()
        options.otherEnginesRuleIDs = RuleCatalogue.ids(besides: .lint)
        options.allowEmpty = true
        let report = Linter(manifest: contract, options: options).run(paths: sites).relativized(to: cwd)
        // Read from each finding's subject (its rule, handler, function and path as data),
        // never from its wording: a key a page sends that the schema lacks, by the handler and
        // function the call reaches; a handler the pages post to that native does not register.
        var sent: [String: [(key: String, at: String)]] = [:]
        var unknownHandlers: [String: String] = [:]
        for file in report.files {
            for call in file.calls {
                for finding in call.findings {
                    let at = "\(finding.file):\(finding.line)"
                    if finding.ruleID == ParamUnknownRule.description.id, let handler = finding.subject.handler, let key = finding.subject.topLevelKey {
                        sent[finding.subject.function.map { "\(handler).\($0)" } ?? handler, default: []].append((key, at))
                    } else if finding.ruleID == UnknownHandlerRule.description.id, let name = finding.subject.handler {
                        unknownHandlers[name] = unknownHandlers[name] ?? at
                    }
                }
            }
        }
        var out = manifest
        var adopted: [(name: String, at: String)] = []
        for (name, at) in unknownHandlers.sorted(by: { $0.key < $1.key }) {
            if adoptingPageHandlers {
                var handlers = out["handlers"]?.objectValue ?? JSONObject()
                var h = JSONObject()
                h["summary"] = .string(
                    "Named by the pages (first at \(at)): native registers names bridgecheck could not follow, so check that it registers this one. Review: give it a body.")
                h["body"] = "any"
                handlers[name] = .object(h)
                out["handlers"] = .object(handlers)
                adopted.append((name, at))
                notes.append("the pages post to '\(name)' (first at \(at)); native's handler names could not be followed, so it is written from the pages")
            } else {
                notes.append("the pages post to '\(name)' (first at \(at)), which native does not register; it is left out")
            }
        }
        var misspelt: [String] = []
        mapParamSchemas(&out) { schema, handler, function in
            let callName = function.map { "\(handler).\($0)" } ?? handler
            guard let keys = sent[callName], !keys.isEmpty, case .object(var properties)? = schema["properties"] else { return schema }
            let read = Array(properties.keys)
            for (key, at) in keys where properties[key] == nil {
                // A letter or two from a key native reads (`pasword` for `password`): the page's
                // typo, left out so that lint reports it, not written into the contract.
                if let meant = Suggestion.closest(to: key, in: read) {
                    misspelt.append("the page at \(at) sends '\(key)' to \(callName), which native does not read (did you mean '\(meant)'?); it is left out, and lint reports it")
                    continue
                }
                properties[key] = ["description": .string("sent by the page at \(at); bridgecheck saw no native code read it")]
            }
            var s = schema
            s["properties"] = .object(properties)
            return s
        }
        var said: Set<String> = []
        for note in misspelt where said.insert(note).inserted { notes.append(note) }
        return (out, adopted)
    }

    private static func mapParamSchemas(_ manifest: inout JSONObject, _ transform: (JSONObject) -> JSONObject) {
        mapParamSchemas(&manifest) { schema, _, _ in transform(schema) }
    }

    /// Applies `transform` to each function's params and each handler's schema.
    private static func mapParamSchemas(_ manifest: inout JSONObject, _ transform: (JSONObject, String, String?) -> JSONObject) {
        guard case .object(var handlers)? = manifest["handlers"] else { return }
        for name in handlers.keys {
            guard case .object(var handler)? = handlers[name] else { continue }
            if case .object(let schema)? = handler["schema"] { handler["schema"] = .object(transform(schema, name, nil)) }
            if case .object(var functions)? = handler["functions"] {
                for function in functions.keys {
                    guard case .object(var f)? = functions[function], case .object(let params)? = f["params"] else { continue }
                    f["params"] = .object(transform(params, name, function))
                    functions[function] = .object(f)
                }
                handler["functions"] = .object(functions)
            }
            handlers[name] = .object(handler)
        }
        manifest["handlers"] = .object(handlers)
    }
}
