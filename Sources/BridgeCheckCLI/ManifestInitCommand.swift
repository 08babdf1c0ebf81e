import BridgeContract
import BridgeJSON
import BridgeLint
import BridgeNative
import BridgeReport
import Foundation

/// `bridgecheck manifest init --swift Sources/`: a manifest from what the app's native code does.
enum ManifestInitCommand {
    static let spec = CommandSpec(
        path: ["manifest", "init"],
        summary: "Write a first manifest from the app's Swift and Objective-C sources (and the site's calls), every entry marked as inferred.",
        discussion: """
            Reads the Swift sources as bridgecheck native does and writes one handler per name
            native registers (body kind from its casts, envelope from how it dispatches, functions
            and their parameters from the keys it reads and the types it casts them to, replies
            where it registers with addScriptMessageHandler), a handler per custom URL scheme it
            intercepts, and one callback per JavaScript function it evaluates. With --site, the
            site's literal calls add the parameters the pages send that native never reads, and
            the handlers the pages post to that native never registers are listed. Every entry's
            summary says where it came from: review it, then run manifest check, lint and native.
            """,
        options: [
            OptionSpec(name: "swift", value: "PATH", help: "Swift source folder or file (repeatable; required).", repeatable: true),
            OptionSpec(name: "site", value: "PATH", help: "Site folder whose literal calls refine the parameters (repeatable).", repeatable: true),
            OptionSpec(name: "output", value: "FILE", help: "Where to write it (default: \(Manifest.defaultFileName); - prints it)."),
            OptionSpec(name: "force", value: nil, help: "Replace the output file if it exists."),
        ],
        positionals: [],
        exitCodes: "Exit codes: 0 written, 2 usage error, unreadable sources or an output file already there.",
        run: run)

    static func run(_ invocation: Invocation, _ console: Console) -> Int32 {
        let swiftPaths = invocation.all("swift")
        guard !swiftPaths.isEmpty else {
            console.err("error: manifest init needs --swift PATH (the app's Swift sources), e.g. bridgecheck manifest init --swift Sources/App --site site\n")
            return ExitCode.usage
        }
        guard NativeReaders.swift != nil else {
            var arguments = ["manifest", "init"]
            for path in swiftPaths { arguments += ["--swift", path] }
            for path in invocation.all("site") { arguments += ["--site", path] }
            if let output = invocation.value("output") { arguments += ["--output", output] }
            if invocation.flag("force") { arguments.append("--force") }
            return Handover.run(
                NativeCommand.executableName, arguments: arguments,
                missing: "error: manifest init --swift reads Swift with bridgecheck-native, which is not beside bridgecheck.\n  swift build -c release --product bridgecheck-native\n",
                console)
        }
        let output = invocation.value("output") ?? Manifest.defaultFileName
        if output != "-", !invocation.flag("force"), FileManager.default.fileExists(atPath: output) {
            console.err("error: \(output) already exists; choose another --output, or --force to replace it\n")
            return ExitCode.usage
        }
        let sites = invocation.all("site")
        for site in sites where !FileManager.default.fileExists(atPath: site) {
            console.err("error: --site \(site): no such file or folder\n")
            return ExitCode.usage
        }
        guard let (files, facts) = NativeCommand.readSources(swiftPaths, missing: "", prefix: "--swift ", console) else { return ExitCode.usage }
        let cwd = FileManager.default.currentDirectoryPath
        guard facts.registrations.contains(where: { $0.kind != .remove }) || facts.schemes.contains(where: { $0.context != .message }) else {
            var message = "error: found no handler registration (add(_:name:), addScriptMessageHandler, or a helper around them) in \(files.count) source file\(files.count == 1 ? "" : "s"); nothing to write"
            let names = facts.unresolved.filter { $0.kind == .handlerName }
            if !names.isEmpty {
                message += "\n  names bridgecheck could not follow: " + names.prefix(5).map { "`\($0.expression)` at \(ReportPath.relative($0.position.file, to: cwd)):\($0.position.line)" }.joined(separator: ", ")
            }
            console.err(message + "\n")
            return ExitCode.usage
        }
        var json = ManifestInference(facts: facts) { "\(ReportPath.relative($0.file, to: cwd)):\($0.line)" }.manifest()
        if !sites.isEmpty { json = refine(json, with: sites, cwd: cwd, console) }

        // What is written must load: a manifest init cannot parse is a bug here, not the user's.
        let text = JSONWriter(pretty: true).string(.object(json)) + "\n"
        do {
            _ = try ManifestLoader.decode(.object(json), file: output)
        } catch {
            console.err("error: the inferred manifest does not load (a bridgecheck bug; please report it): \(error)\n")
            return ExitCode.usage
        }
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
        let handlers = json["handlers"]?.objectValue?.count ?? 0
        let callbacks = json["callbacks"]?.objectValue?.count ?? 0
        console.err(
            "\(output == "-" ? "printed" : "wrote \(output):") \(handlers) handler\(handlers == 1 ? "" : "s") and \(callbacks) callback\(callbacks == 1 ? "" : "s") inferred from \(files.count) source file\(files.count == 1 ? "" : "s"); review every entry, then run bridgecheck manifest check\n"
        )
        return ExitCode.ok
    }

    /// Lints the site against the inferred manifest with every parameter object closed: each
    /// parameter a page sends that native never reads comes back as a param-unknown finding, and
    /// is added (marked as seen only in the pages).
    static func refine(_ manifest: JSONObject, with sites: [String], cwd: String, _ console: Console) -> JSONObject {
        var closed = manifest
        mapParamSchemas(&closed) { schema in
            var s = schema
            if s["type"] == "object" { s["additionalProperties"] = false }
            return s
        }
        guard let contract = try? ManifestLoader.decode(.object(closed), file: "inferred") else { return manifest }
        var options = LintOptions()
        options.allowEmpty = true
        let report = Linter(manifest: contract, options: options).run(paths: sites).relativized(to: cwd)
        var sent: [String: [(key: String, at: String)]] = [:]
        var unknownHandlers: [String: String] = [:]
        for file in report.files {
            for call in file.calls {
                for finding in call.findings {
                    let at = "\(finding.file):\(finding.line)"
                    if finding.ruleID == "param-unknown", finding.message.hasPrefix("$."), let key = finding.message.dropFirst(2).split(separator: ":").first {
                        sent[call.name, default: []].append((String(key), at))
                    } else if finding.ruleID == "unknown-handler", let name = finding.message.split(separator: "'").dropFirst().first {
                        unknownHandlers[String(name)] = unknownHandlers[String(name)] ?? at
                    }
                }
            }
        }
        for (name, at) in unknownHandlers.sorted(by: { $0.key < $1.key }) {
            console.err("note: the pages post to '\(name)' (first at \(at)), which native does not register; it is left out\n")
        }
        var out = manifest
        mapParamSchemas(&out) { schema, handler, function in
            let callName = function.map { "\(handler).\($0)" } ?? handler
            guard let keys = sent[callName], !keys.isEmpty, case .object(var properties)? = schema["properties"] else { return schema }
            for (key, at) in keys where properties[key] == nil {
                properties[key] = ["description": .string("sent by the page at \(at); bridgecheck saw no native code read it")]
            }
            var s = schema
            s["properties"] = .object(properties)
            return s
        }
        return out
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
