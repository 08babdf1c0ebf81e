import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Commands whose engine needs a library `bridgecheck` does not link (WebKitGTK for `run`,
/// the toolchain's SwiftSyntax for `native`) live in a second executable beside it; `bridgecheck`
/// runs that one as a child, so `check` goes on after it, with the same standard streams.
enum Handover {
    /// The folder this executable is in (through links): where the engine executables are
    /// looked for first, then PATH. Under `swift package bridgecheck` it is the plugin's own
    /// build folder, so the hints name it rather than "beside bridgecheck".
    static var folder: String {
        // The executable's own path (from the system): argv[0] is only the name typed when
        // bridgecheck is found through PATH.
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "bridgecheck")).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Where an engine executable goes, for the hint when it is missing.
    static func whereItGoes(_ executableName: String) -> String {
        "put \(executableName) in \(folder) (beside this bridgecheck) or in a folder on PATH"
    }

    /// The engine executable: beside this one, else on PATH; nil when there is none.
    static func find(_ executableName: String) -> String? {
        let candidates = [(folder as NSString).appendingPathComponent(executableName)]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(executableName)" }
        return candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    }

    static func run(_ executableName: String, arguments: [String], missing: String, _ console: Console) -> Int32 {
        guard let executable = find(executableName) else {
            console.err(missing)
            return ExitCode.usage
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = arguments
        // The engine watches this process and ends itself if it dies (ParentWatch), however it
        // dies: SIGKILL leaves no chance to end the engine from here.
        var environment = ProcessInfo.processInfo.environment
        environment[ParentWatch.variable] = String(getpid())
        child.environment = environment
        let output = Pipe(), errors = Pipe()
        child.standardOutput = output
        child.standardError = errors
        do {
            try child.run()
        } catch {
            console.err("error: could not start \(executable): \(error)\n")
            return ExitCode.usage
        }
        // Ctrl-C or SIGTERM is passed on: the engine writes its report and exits 130, which is
        // then this command's exit, instead of this process dying and leaving the engine behind.
        // Watched only once the engine runs: the watch ignores the signals, and an ignored signal
        // stays ignored across exec, so an engine started under it would drop one that came
        // before its own handler was set (under load, a SIGTERM 0.3 s after the start was lost
        // and the run went on to its end).
        let interrupted = Flag()
        let forward = Interruption { signal in
            interrupted.set()
            let pid = child.processIdentifier
            if pid > 0 { kill(pid, signal) }
        }
        defer { forward.cancel() }
        // Both streams pass through the console as they come, so nothing is lost or reordered
        // within a stream.
        let group = DispatchGroup()
        for (pipe, write) in [(output, console.out), (errors, console.err)] {
            group.enter()
            DispatchQueue.global().async {
                var pending: [UInt8] = []
                while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty {
                    pending += chunk
                    // Up to the last whole UTF-8 character: a chunk may end inside one.
                    var end = pending.count
                    var back = 0
                    while back < 4, end - back - 1 >= 0, pending[end - back - 1] & 0xC0 == 0x80 { back += 1 }
                    if end - back - 1 >= 0 {
                        let lead = pending[end - back - 1]
                        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                        if length > back + 1 { end -= back + 1 }
                    }
                    write(String(decoding: pending[..<end], as: UTF8.self))
                    pending.removeFirst(end)
                }
                if !pending.isEmpty { write(String(decoding: pending, as: UTF8.self)) }
                group.leave()
            }
        }
        group.wait()
        child.waitUntilExit()
        if child.terminationReason == .uncaughtSignal, child.terminationStatus == SIGINT || child.terminationStatus == SIGTERM { return 130 }
        // Interrupted, whether or not the engine had finished by then: the run was stopped.
        if interrupted.isSet, child.terminationReason == .exit { return 130 }
        return child.terminationReason == .exit ? child.terminationStatus : ExitCode.usage
    }
}

/// A flag set from a signal handler's queue and read on the main thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
