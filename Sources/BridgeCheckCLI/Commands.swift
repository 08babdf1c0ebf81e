import BridgeConfiguration
import BridgeContract
import BridgeJSON
import BridgeReport
import BridgeRuntime
import Foundation

/// Every command bridgecheck has. A new command is one more entry here.
enum Commands {
    static let all: [CommandSpec] = [
        LintCommand.spec,
        FuzzCommand.spec,
        FuzzLibFuzzerCommand.spec,
        FuzzClusterFuzzLiteCommand.spec,
        CheckCommand.spec,
        InitCommand.spec,
        ManifestCommand.check,
        ManifestTypeScriptCommand.spec,
        RunCommand.spec,
        NativeCommand.spec,
        ManifestInitCommand.spec,
        RulesCommand.spec,
        DecodeCommands.message,
        DecodeCommands.dataURL,
        DecodeCommands.scheme,
    ]

    /// `1 handler`, `2 handlers`: a count with its noun in the number it takes.
    static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `--manifest FILE`, which every command that reads the contract takes.
    static func manifestOption<Root>(_ path: WritableKeyPath<Root, String?> & Sendable) -> Option<Root> {
        .text("manifest", path, value: "FILE", help: "The contract (default: \(Manifest.defaultFileName)).")
    }

    /// Why a report could not be written to `path` (its folder cannot be made, or is not
    /// writable), in plain words; nil when it can. Checked before any work.
    static func unwritable(_ path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        var folder = ((path as NSString).deletingLastPathComponent as NSString).standardizingPath
        if folder.isEmpty { folder = "." }
        // The nearest folder that exists must be writable (the rest is made when writing).
        var existing = folder
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == existing { existing = "."; break }
            existing = parent
        }
        if FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(existing) is a file, not a folder"
        }
        if !FileManager.default.isWritableFile(atPath: existing) { return "the folder \(existing) is not writable" }
        var pathIsDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &pathIsDirectory), pathIsDirectory.boolValue { return "it is a folder" }
        return nil
    }

    /// The manifest a `manifest …` command reads: its FILE, or `--manifest FILE` (every other
    /// command takes that form, and the error for a missing manifest suggests it).
    static func manifestPath(flag: String?, positional: String?, _ console: Console) -> String? {
        if let flag, let positional, flag != positional {
            console.err("error: two manifests given ('\(positional)' and --manifest '\(flag)'); give one\n")
            return nil
        }
        return flag ?? positional ?? Manifest.defaultFileName
    }

    static func rootOption<Root>(_ path: WritableKeyPath<Root, String?> & Sendable) -> Option<Root> {
        .text("root", path, value: "DIR", help: "Report paths relative to this folder (default: the configuration file's folder, else the working directory).")
    }

    /// The folder report paths are relative to: `--root`, else the configuration file's folder,
    /// else the working directory.
    static func reportRoot(_ given: String?, config: Configuration?) -> String {
        if let given { return ReportPath.standardized(given) }
        if let file = config?.file { return ReportPath.standardized((file as NSString).deletingLastPathComponent) }
        return ReportPath.standardized(FileManager.default.currentDirectoryPath)
    }

    /// Loads the manifest for a command that uses it alone; problems are configuration errors
    /// (exit 2). Commands that use the configuration too read both through `Setup`.
    static func loadManifest(at path: String, _ console: Console) -> Manifest? {
        do {
            return try ManifestLoader.load(contentsOf: path)
        } catch {
            console.err("error: \(error)\n")
            return nil
        }
    }

    /// A positional argument's text, or standard input for `-` or when it is absent. Standard
    /// input stops at `limit` bytes (a stream may never end): beyond it, the input is rejected
    /// (exit 1) naming the limit; a read error is exit 2.
    static func argumentOrStdin(_ argument: String?, _ console: Console, limit: Int, limitName: String) -> Result<String, InputRefused> {
        if let argument, argument != "-" { return .success(argument) }
        // Two bytes more for the line end that is dropped below.
        var bytes: [UInt8]
        switch console.readStdin(limit + 2, limitName) {
        case .success(let read): bytes = read
        case .failure(.tooLarge):
            console.err("rejected (limit-exceeded): standard input is larger than the \(BoundedRead.size(limit)) limit \(limitName)\n")
            return .failure(InputRefused(exitCode: ExitCode.rejected))
        case .failure(let failure):
            console.err("error: cannot read standard input: \(failure)\n")
            return .failure(InputRefused(exitCode: ExitCode.usage))
        }
        // A trailing newline from `echo` or a heredoc is not part of the input.
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count <= limit else {
            console.err("rejected (limit-exceeded): standard input is larger than the \(BoundedRead.size(limit)) limit \(limitName)\n")
            return .failure(InputRefused(exitCode: ExitCode.rejected))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}

/// Input a command could not take, already reported; the exit code it ends with.
struct InputRefused: Error {
    let exitCode: Int32
}

enum ManifestCommand {
    /// A manifest given as `FILE` or `--manifest FILE`.
    struct Options: CommandOptions {
        var manifest: String?
        var positionals: [String] = []
    }

    static let check = CommandSpec(
        path: ["manifest", "check"],
        summary: "Check a bridge manifest and decode every example in it.",
        discussion: """
            Reads FILE (default \(Manifest.defaultFileName)), reports every problem with its JSON path,
            then decodes each example message with the runtime decoder: an example that does not decode
            is a problem too.
            """,
        options: [Commands.manifestOption(\Options.manifest)],
        positionals: [PositionalSpec(name: "FILE", help: "The manifest (default: \(Manifest.defaultFileName)); --manifest FILE says the same.", optional: true)],
        run: { options, console in
            guard let path = Commands.manifestPath(flag: options.manifest, positional: options.positionals.first, console) else { return ExitCode.usage }
            let manifest: Manifest
            do throws(ManifestError) {
                manifest = try ManifestLoader.load(contentsOf: path)
            } catch {
                console.err("\(error)\n")
                if case .unreadable = error { return ExitCode.usage }
                if case .invalid(_, let problems) = error { console.err("\(path): \(problems.count) problem\(problems.count == 1 ? "" : "s")\n") }
                return ExitCode.rejected
            }
            let failures = ContractExamples.check(manifest)
            for failure in failures { console.err("\(path): \(failure)\n") }
            let examples = ContractExamples.all(in: manifest).count
            guard failures.isEmpty else {
                console.err("\(path): \(failures.count) of \(examples) examples do not decode\n")
                return ExitCode.rejected
            }
            let functions = manifest.handlers.reduce(0) { $0 + $1.functions.count }
            let counts = [(manifest.handlers.count, "handler"), (functions, "function"), (manifest.wrappers.count, "wrapper"), (manifest.callbacks.count, "callback")]
            console.out("\(path): ok: \(counts.map { Commands.counted($0, $1) }.joined(separator: ", ")); \(Commands.counted(examples, "example")) decode\n")
            return ExitCode.ok
        })
}
