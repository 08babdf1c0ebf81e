import BridgeContract
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `bridgecheck` command line: parsing and dispatch over `Commands.all`. Takes its streams
/// as a parameter and returns the exit code, so tests run it in process.
public enum BridgeCheck {
    public static let version = "0.1.0"

    /// The process's entry point for `bridgecheck` and the engine executables: a closed pipe
    /// is a failed write (reported, exit 2), not a death by SIGPIPE.
    public static func main(_ arguments: [String]) -> Never {
        signal(SIGPIPE, SIG_IGN)
        // Started by `bridgecheck` (Handover): end with it.
        ParentWatch.start()
        let code = run(arguments)
        // Nothing this process started outlives it (a web process in a page's endless loop did).
        ChildProcesses.endAll()
        exit(code)
    }

    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        let code = dispatch(arguments, console: console)
        // Results that did not reach standard output are no success (nor any other result).
        if let reason = console.outFailure() {
            console.err("error: cannot write standard output: \(reason)\n")
            return ExitCode.usage
        }
        return code
    }

    /// The commit an installed bundle was built from: scripts/install.sh writes
    /// `share/bridgecheck/version` ("VERSION COMMIT") beside `bin/`. nil for a build in a checkout.
    static var installedCommit: String? {
        let file = ((Handover.folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/bridgecheck/version")
        guard let data = FileManager.default.contents(atPath: file), data.count < 256 else { return nil }
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return words.count >= 2 ? String(words[1]) : nil
    }

    private static func dispatch(_ arguments: [String], console: Console) -> Int32 {
        let commands = Commands.all
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            console.out(overview(commands))
            return arguments.isEmpty ? ExitCode.usage : ExitCode.ok
        }
        if arguments == ["--version"] {
            console.out("bridgecheck \(version)\(installedCommit.map { " (commit \($0))" } ?? "")\n")
            return ExitCode.ok
        }
        // The longest run of leading words that names a command.
        let words = arguments.prefix { !$0.hasPrefix("-") }
        guard let spec = commands.filter({ words.starts(with: $0.path) }).max(by: { $0.path.count < $1.path.count }) else {
            let group = commands.filter { $0.path.first == arguments.first }
            if !group.isEmpty {
                let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
                var text = wantsHelp ? "" : "error: '\(arguments.joined(separator: " ").prefix(60))' is not a command\n\n"
                text += "Commands under '\(arguments[0])':\n" + group.map { "  \($0.name.padding(24))\($0.summary)\n" }.joined()
                if wantsHelp { console.out(text) } else { console.err(text) }
                return wantsHelp ? ExitCode.ok : ExitCode.usage
            }
            let hint = ArgumentParser.closest(arguments[0], Array(Set(commands.compactMap(\.path.first)))).map { " (did you mean '\($0)'?)" } ?? ""
            console.err("error: unknown command '\(arguments[0])'\(hint)\nRun 'bridgecheck --help' for the list of commands.\n")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst(spec.path.count))
        if rest.contains("--help") || rest.contains("-h") {
            console.out(spec.help)
            return ExitCode.ok
        }
        do {
            return try spec.execute(rest, console)
        } catch {
            if error.showsUsage {
                console.err("error: \(error.message)\nUsage: \(spec.usage)\nRun 'bridgecheck \(spec.name) --help' for more.\n")
            } else {
                console.err("error: \(error.message)\n")
            }
            return ExitCode.usage
        }
    }

    static func overview(_ commands: [CommandSpec]) -> String {
        var out = """
            bridgecheck \(version): contract testing for WKWebView JavaScript↔native bridges.

            Usage: bridgecheck <command> [options]

            Commands:

            """
        for c in commands { out += "  \(c.name.padding(24))\(c.summary)\n" }
        out += """

            Run 'bridgecheck <command> --help' for a command's options.
            Exit codes: 0 ok, 1 rejected input, invalid manifest, findings or failures, 2 usage or configuration error,
            130 interrupted (fuzz).

            """
        return out
    }
}
