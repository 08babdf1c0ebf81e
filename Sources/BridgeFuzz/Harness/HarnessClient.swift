import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The answer a harness gave for one input, or how it failed on it.
public enum HarnessOutcome: Sendable, Hashable {
    case accepted([UInt8])
    case rejected([UInt8])
    /// The harness exited or was killed while the input was outstanding.
    case crashed(reason: String)
    /// No answer within the timeout.
    case hung
    /// The harness broke the protocol (a status byte other than 0 or 1, an absurd length).
    case protocolError(String)

    public var isFailure: Bool {
        switch self {
        case .accepted, .rejected: return false
        case .crashed, .hung, .protocolError: return true
        }
    }
}

/// Runs a harness command and exchanges inputs with it over protocol v1, several in flight at once,
/// restarting it after it dies. Not thread-safe: one client per thread.
public final class HarnessClient {
    public let command: [String]
    public let timeout: Double
    /// Largest output accepted from the harness for one input.
    public let maxOutputBytes = 64 << 20
    /// What the harness last printed on standard error (its last 8 KiB), for crash reports.
    public private(set) var stderrTail: [UInt8] = []
    /// Times the harness had to be started.
    public private(set) var starts = 0

    private var process: Process?
    private var stdinFD: Int32 = -1
    private var stdoutFD: Int32 = -1
    private var stderrFD: Int32 = -1
    private var pending: [UInt8] = []

    /// `command` is the program and its arguments; `timeout` is seconds per input.
    public init(command: [String], timeout: Double) {
        self.command = command
        self.timeout = timeout
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { stop() }

    public enum StartError: Error, CustomStringConvertible {
        case cannotStart(String)
        public var description: String {
            switch self {
            case .cannotStart(let why): return why
            }
        }
    }

    private func start() throws(StartError) {
        guard let executable = command.first else { throw .cannotStart("the harness command is empty") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.resolve(executable))
        process.arguments = Array(command.dropFirst())
        // Swift's crash backtracer takes tens of milliseconds a crash and buries the "Fatal error"
        // line; the fuzzer restarts crashed harnesses often, so it is off unless asked for.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw .cannotStart("cannot run '\(executable)': \(error.localizedDescription)")
        }
        self.process = process
        stdinFD = input.fileHandleForWriting.fileDescriptor
        stdoutFD = output.fileHandleForReading.fileDescriptor
        stderrFD = error.fileHandleForReading.fileDescriptor
        // Keep the descriptors alive as long as the pipes: dup them so Foundation may close its own.
        stdinFD = dup(stdinFD)
        stdoutFD = dup(stdoutFD)
        stderrFD = dup(stderrFD)
        try? input.fileHandleForWriting.close()
        try? output.fileHandleForReading.close()
        try? error.fileHandleForReading.close()
        for fd in [stdinFD, stdoutFD, stderrFD] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        starts += 1
    }

    /// A bare program name is looked up on PATH, as a shell would.
    static func resolve(_ name: String) -> String {
        guard !name.contains("/") else { return name }
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return name
    }

    /// Stops the harness: closes its input, waits briefly for it to exit, then kills it.
    public func stop() {
        guard let process else { return }
        if stdinFD >= 0 { close(stdinFD) }
        let deadline = Date().addingTimeInterval(0.5)
        while process.isRunning, Date() < deadline { usleep(1_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        for fd in [stdoutFD, stderrFD] where fd >= 0 { close(fd) }
        stdinFD = -1
        stdoutFD = -1
        stderrFD = -1
        self.process = nil
    }

    private func killNow() -> String {
        guard let process else { return "the harness is not running" }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let reason = Self.describe(process)
        stop()
        return reason
    }

    static func describe(_ process: Process) -> String {
        switch process.terminationReason {
        case .uncaughtSignal:
            let signal = process.terminationStatus
            let name = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 15: "SIGTERM"][Int(signal)] ?? "signal \(signal)"
            return "killed by \(name)"
        default:
            return "exited with status \(process.terminationStatus)"
        }
    }

    /// Peak resident memory of the running harness in bytes (Linux), or nil.
    public func peakMemory() -> Int? {
        #if os(Linux)
            guard let pid = process?.processIdentifier,
                let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
            else { return nil }
            let kb = line.split(separator: " ").compactMap { Int($0) }.first
            return kb.map { $0 * 1024 }
        #else
            return nil
        #endif
    }

    /// Sends `inputs` in order and returns one outcome per input, up to and including the first
    /// failure; inputs after a failure were not run (the caller sends them again). The harness is
    /// restarted on the next call after a failure.
    public func run(_ inputs: [[UInt8]]) throws(StartError) -> [HarnessOutcome] {
        if process == nil { try start() }
        pending.removeAll(keepingCapacity: true)
        for input in inputs {
            pending.append(contentsOf: Self.littleEndian(UInt32(truncatingIfNeeded: input.count)))
            pending.append(contentsOf: input)
        }
        var written = 0
        var answers: [HarnessOutcome] = []
        var incoming: [UInt8] = []
        var consumed = 0
        var lastProgress = Date()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while answers.count < inputs.count {
            var fds: [pollfd] = [
                pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0),
            ]
            if written < pending.count { fds.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
            let remaining = timeout - Date().timeIntervalSince(lastProgress)
            if remaining <= 0 {
                _ = killNow()
                answers.append(.hung)
                return answers
            }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 1) * 1000) + 1)
            if ready < 0 {
                if errno == EINTR { continue }
                answers.append(.crashed(reason: "poll failed (errno \(errno))"))
                _ = killNow()
                return answers
            }
            // Standard error: keep the tail.
            if fds[1].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
                if n > 0 {
                    stderrTail.append(contentsOf: chunk[0..<n])
                    if stderrTail.count > 8192 { stderrTail.removeFirst(stderrTail.count - 8192) }
                }
            }
            // Standard input: write what fits.
            if fds.count > 2, fds[2].revents & Int16(POLLOUT) != 0 {
                let n = pending.withUnsafeBytes { write(stdinFD, $0.baseAddress.map { $0 + written }, pending.count - written) }
                if n > 0 { written += n }
            } else if fds.count > 2, fds[2].revents & Int16(POLLERR | POLLHUP) != 0 {
                written = pending.count  // the harness closed its input; its output says the rest
            }
            // Standard output: parse answers.
            if fds[0].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(stdoutFD, $0.baseAddress, $0.count) }
                if n > 0 {
                    incoming.append(contentsOf: chunk[0..<n])
                    lastProgress = Date()
                } else if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) {
                    // End of output: the harness is gone. Collect its last words, then report.
                    drainStderr()
                    let reason = killNow()
                    answers.append(.crashed(reason: reason))
                    return answers
                }
                while incoming.count - consumed >= 5 {
                    let status = incoming[consumed]
                    guard status == 0 || status == 1 else {
                        let shown = incoming[consumed..<min(incoming.count, consumed + 16)].map { String(format: "%02x", $0) }.joined(separator: " ")
                        _ = killNow()
                        answers.append(.protocolError("status byte \(status) (0 or 1 expected); output began \(shown); print diagnostics to standard error"))
                        return answers
                    }
                    let length = Int(UInt32(incoming[consumed + 1]) | UInt32(incoming[consumed + 2]) << 8 | UInt32(incoming[consumed + 3]) << 16 | UInt32(incoming[consumed + 4]) << 24)
                    guard length <= maxOutputBytes else {
                        _ = killNow()
                        answers.append(.protocolError("answer of \(length) bytes is over the \(maxOutputBytes)-byte limit"))
                        return answers
                    }
                    guard incoming.count - consumed - 5 >= length else { break }
                    let output = Array(incoming[(consumed + 5)..<(consumed + 5 + length)])
                    answers.append(status == 0 ? .accepted(output) : .rejected(output))
                    consumed += 5 + length
                    lastProgress = Date()
                }
                if consumed > 1 << 20 {
                    incoming.removeSubrange(0..<consumed)
                    consumed = 0
                }
            }
        }
        return answers
    }

    private func drainStderr() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = Date().addingTimeInterval(0.2)
        while Date() < deadline {
            var fd = pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 20) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
            if n == 0 { return }
            if n < 0 { if errno == EAGAIN || errno == EINTR { continue } else { return } }
            stderrTail.append(contentsOf: chunk[0..<n])
            if stderrTail.count > 8192 { stderrTail.removeFirst(stderrTail.count - 8192) }
        }
    }

    public func clearStderr() { stderrTail.removeAll() }

    static func littleEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24)]
    }
}
