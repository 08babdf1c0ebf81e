import BridgeContract
import BridgeJSON
import BridgeReport
import BridgeRuntime
import Foundation

enum DecodeCommands {
    /// `decode message`'s options.
    struct MessageOptions: CommandOptions {
        var manifest: String?
        var handler: String?
        var origin: String?
        var json = false
        var positionals: [String] = []
    }

    static let message = CommandSpec(
        path: ["decode", "message"],
        summary: "Decode one message body for a handler, as the runtime would.",
        discussion: """
            BODY is what the page posts. For handlers whose body is a string (string, json-string, url,
            data-url) it is that string as is; for object handlers it is the object as JSON text.
            With --json, BODY is always JSON text of the posted value, so '"…"' posts a string and
            '{…}' posts an object (to try a body of the wrong kind). With no BODY or '-', it is read
            from standard input. Prints the normalized call as JSON, or the error with its JSON path.
            """,
        options: [
            Commands.manifestOption(\MessageOptions.manifest),
            .text("handler", \.handler, value: "NAME", help: "The handler the body is posted to (required)."),
            .text("origin", \.origin, value: "ORIGIN", help: "The page origin, checked against the handler's origins."),
            .flag("json", \.json, help: "BODY is JSON text of the posted value."),
        ],
        positionals: [PositionalSpec(name: "BODY", help: "The body, or - for standard input.", optional: true)],
        run: { options, console in
            guard let handler = options.handler else {
                console.err("error: missing --handler NAME (the handler the body is posted to)\n")
                return ExitCode.usage
            }
            guard let manifest = Commands.loadManifest(at: options.manifest ?? Manifest.defaultFileName, console) else { return ExitCode.usage }
            let decoder = MessageDecoder(manifest: manifest)
            // No body the decoder takes is longer than its string-body limit (JSON bodies are
            // held to a smaller one, which the decoder reports itself).
            let text: String
            switch Commands.argumentOrStdin(
                options.positionals.first, console, limit: max(decoder.limits.maxStringBodyBytes, decoder.limits.json.maxBytes), limitName: "for a message body (MessageDecoder.Limits.maxStringBodyBytes)")
            {
            case .success(let read): text = read
            case .failure(let refused): return refused.exitCode
            }
            do throws(MessageError) {
                let call: DecodedCall
                if options.json || [.object, .null, .any].contains(manifest.handler(named: handler)?.body) {
                    call = try decoder.decode(jsonText: Array(text.utf8), handler: handler, origin: options.origin)
                } else {
                    call = try decoder.decode(.string(text), handler: handler, origin: options.origin)
                }
                console.out(JSONWriter(pretty: true).string(call.json) + "\n")
                return ExitCode.ok
            } catch {
                console.err("rejected (\(error.kind.rawValue)): \(VisibleText.escaped("\(error)"))\n")
                return ExitCode.rejected
            }
        })

    /// `decode data-url`'s options.
    struct DataURLOptions: CommandOptions {
        var out: String?
        var maxBytes: Int?
        var positionals: [String] = []
    }

    static let dataURL = CommandSpec(
        path: ["decode", "data-url"],
        summary: "Decode a data: URL as the WHATWG Fetch standard does.",
        discussion: """
            Prints the MIME type, parameters, decoded size and a safe file name (no path separators,
            '..', NUL or control characters; extension from the MIME type allowlist, 'bin' otherwise).
            The seeds' data:<mime>;<filename>;base64,<data> variant supplies the name. With --out, the
            decoded bytes are written to FILE (atomically).
            """,
        options: [
            .text("out", \DataURLOptions.out, value: "FILE", help: "Write the decoded bytes here."),
            .integer(
                "max-bytes", \.maxBytes, in: 0...Int.max, takes: "a whole number of bytes",
                help: "Largest decoded body accepted (default: \(DataURL.defaultMaxDecodedBytes))."),
        ],
        positionals: [PositionalSpec(name: "URL", help: "The data: URL, or - for standard input.", optional: true)],
        run: { options, console in
            let limit = options.maxBytes ?? DataURL.defaultMaxDecodedBytes
            // A data URL is a string body (16 MiB at most), unless --max-bytes allows more:
            // percent-encoding takes three bytes a decoded byte, the header a few more (in MiB).
            let (triple, overflow) = limit.multipliedReportingOverflow(by: 3)
            let textLimit = overflow || triple > Int.max >> 2 ? Int.max >> 2 : max(MessageDecoder.Limits().maxStringBodyBytes, (triple >> 20 + 2) << 20)
            let input: String
            switch Commands.argumentOrStdin(options.positionals.first, console, limit: textLimit, limitName: "for a data: URL") {
            case .success(let read): input = read
            case .failure(let refused): return refused.exitCode
            }
            let data: DataURL
            do {
                data = try DataURL.parse(input, maxDecodedBytes: limit)
            } catch {
                console.err("rejected: \(VisibleText.escaped("\(error)"))\n")
                return ExitCode.rejected
            }
            let parameters = data.mimeType.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
            var out = ""
            out += "mime type:  \(VisibleText.escaped("\(data.mimeType)"))\n"
            out += "parameters: \(parameters.isEmpty ? "(none)" : VisibleText.escaped(parameters))\n"
            out += "base64:     \(data.isBase64 ? "yes" : "no")\n"
            out += "size:       \(data.body.count) bytes\n"
            out += "file name:  \(data.safeFileName())"
            if let supplied = data.suppliedFileName { out += " (page supplied \(JSONWriter.quoted(supplied)))" }
            out += "\n"
            out += "allowed:    \(data.allowedExtension().map { "yes (.\($0))" } ?? "no: \(VisibleText.escaped(data.mimeType.essence)) is not in the download allowlist")\n"
            console.out(out)
            if let path = options.out {
                do {
                    try AtomicFile.write(Data(data.body), to: path)
                } catch {
                    console.err("error: \(error)\n")
                    return ExitCode.usage
                }
                console.err("wrote \(data.body.count) bytes to \(path)\n")
            }
            return ExitCode.ok
        })

    /// `decode scheme`'s options.
    struct SchemeOptions: CommandOptions {
        var manifest: String?
        var positionals: [String] = []
    }

    static let scheme = CommandSpec(
        path: ["decode", "scheme"],
        summary: "Decode a custom-scheme URL (mgapp://fn?k=v) or a deeplink.",
        discussion: """
            Without --manifest, prints the URL's parts: scheme, function (the host), path and query.
            With --manifest, finds the handler that takes the URL's scheme and decodes it as that
            handler would: function and typed parameters, or the MKWebViewBridge deeplink settings.
            Percent-decoding leaves invalid escapes as they are; '+' stays '+'.
            """,
        options: [.text("manifest", \SchemeOptions.manifest, value: "FILE", help: "Decode against this contract.")],
        positionals: [PositionalSpec(name: "URL", help: "The URL, or - for standard input.", optional: true)],
        run: { options, console in
            let input: String
            switch Commands.argumentOrStdin(options.positionals.first, console, limit: SchemeURL.defaultMaxBytes, limitName: "for a scheme URL (MessageDecoder.Limits.maxURLBytes)") {
            case .success(let read): input = read
            case .failure(let refused): return refused.exitCode
            }
            guard let manifestPath = options.manifest else {
                do {
                    let url = try SchemeURL.parse(input)
                    var o = JSONObject()
                    o["scheme"] = .string(url.scheme)
                    o["function"] = .string(url.host)
                    o["path"] = .string(url.path)
                    o["query"] = .array(url.query.map { .object(JSONObject([.init(key: "name", value: .string($0.name)), .init(key: "value", value: .string($0.value))])) })
                    console.out(JSONWriter(pretty: true).string(.object(o)) + "\n")
                    return ExitCode.ok
                } catch {
                    console.err("rejected: \(VisibleText.escaped("\(error)"))\n")
                    return ExitCode.rejected
                }
            }
            guard let manifest = Commands.loadManifest(at: manifestPath, console) else { return ExitCode.usage }
            let scheme: String
            do {
                scheme = try SchemeURL.parse(input).scheme
            } catch {
                console.err("rejected: \(VisibleText.escaped("\(error)"))\n")
                return ExitCode.rejected
            }
            guard let handler = manifest.handler(forURLScheme: scheme, host: try? SchemeURL.parse(input).host) else {
                let known = manifest.handlers.compactMap(\.envelope.scheme)
                console.err("rejected: no handler in the manifest takes '\(scheme)://' URLs\(known.isEmpty ? "" : "; schemes declared: \(known.joined(separator: ", "))")\n")
                return ExitCode.rejected
            }
            do throws(MessageError) {
                let call = try MessageDecoder(manifest: manifest).decode(url: input, handler: handler.name)
                console.out(JSONWriter(pretty: true).string(call.json) + "\n")
                return ExitCode.ok
            } catch {
                console.err("rejected (\(error.kind.rawValue)): \(VisibleText.escaped("\(error)"))\n")
                return ExitCode.rejected
            }
        })
}
