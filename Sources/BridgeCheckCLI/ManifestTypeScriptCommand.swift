import BridgeContract
import BridgeReport
import Foundation

enum ManifestTypeScriptCommand {
    struct Options: CommandOptions {
        var manifest: String?
        var output: String?
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["manifest", "typescript"],
        summary: "Write a .d.ts that types window.webkit.messageHandlers and the wrappers from the manifest.",
        discussion: """
            The declarations type each handler's postMessage body (and its reply Promise), the message
            bodies, each function's parameters, and the manifest's wrappers, so the web team's
            TypeScript compiler catches a renamed handler or a wrong parameter before bridgecheck does.
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .text("output", \.output, value: "FILE", help: "Write the declarations here (atomically) instead of standard output."),
        ],
        positionals: [PositionalSpec(name: "FILE", help: "The manifest (default: \(Manifest.defaultFileName)); --manifest FILE says the same.", optional: true)],
        run: { options, console in
            guard let path = Commands.manifestPath(flag: options.manifest, positional: options.positionals.first, console) else { return ExitCode.usage }
            let manifest: Manifest
            do {
                manifest = try ManifestLoader.load(contentsOf: path)
            } catch {
                console.err("\(error)\n")
                return ExitCode.usage
            }
            let text = TypeScriptDeclarations.render(manifest, source: (path as NSString).lastPathComponent)
            guard let output = options.output else {
                console.out(text)
                return ExitCode.ok
            }
            do {
                try AtomicFile.write(Data(text.utf8), to: output)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
            return ExitCode.ok
        })
}
