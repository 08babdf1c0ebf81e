import BridgeGenerate
import BridgeHarness
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
    /// The harness's resident memory passed `HarnessClient.memoryLimit` while the input ran; it
    /// was ended then, at that many bytes.
    case overMemory(bytes: Int)

    public var isFailure: Bool {
        switch self {
        case .accepted, .rejected: return false
        case .crashed, .hung, .protocolError, .overMemory: return true
        }
    }
}

/// Runs a harness command and exchanges inputs with it over protocol v1 (or v2, for sequences), several in flight at once,
/// restarting it after it dies. Not thread-safe: one client per thread.
///
/// The harness runs in its own process group (`HarnessProcess`); a crash, hang, protocol error,
/// restart and `stop()` end the whole group, TERM then KILL. No wait is unbounded: each input has
/// `timeout`, and nothing runs past `deadline`.
public final class HarnessClient {
    public let command: [String]
    public let timeout: Double
    /// Largest output accepted from the harness for one input.
    public let maxOutputBytes = 64 << 20
    /// What the harness last printed on standard error (its last 8 KiB), for crash reports.
    public private(set) var stderrTail: [UInt8] = []
    /// Times the harness had to be started.
    public private(set) var starts = 0
    /// When set, `run` answers what it has by then and ends the harness: a fuzz budget holds
    /// whatever the harness does.
    public var deadline: Date?
    /// Where the harness runs; a relative program path (`build/harness`) is found from here.
    public var workingDirectory: String?

    private var process: HarnessProcess?
    private var stderrOpen = false
    private var pending: [UInt8] = []

    /// Protocol v2: each input is a `MessageSequence`, sent as one frame after the hello that
    /// every start of the harness begins with; a harness that does not answer the hello as v2
    /// cannot start.
    public let sequences: Bool

    /// `command` is the program and its arguments; `timeout` is seconds per input.
    public init(command: [String], timeout: Double, workingDirectory: String? = nil, sequences: Bool = false) {
        self.command = command
        self.timeout = timeout
        self.workingDirectory = workingDirectory
        self.sequences = sequences
        signal(SIGPIPE, SIG_IGN)
        HarnessProcess.becomeSubreaper
    }

    /// The running harness's process group (its pid), for tests.
    var processGroup: pid_t? { process?.pid }

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
        guard let executable = command.first, !executable.isEmpty else { throw .cannotStart("the harness command is empty") }
        var path = Self.resolve(executable)
        if let workingDirectory, path.contains("/"), !path.hasPrefix("/") { path = (workingDirectory as NSString).appendingPathComponent(path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if path != executable, executable.contains("/") { throw .cannotStart("'\(executable)' does not exist in \(workingDirectory ?? ".")") }
            throw .cannotStart(executable.contains("/") ? "'\(executable)' does not exist" : "'\(executable)' is not a file and is not on PATH")
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            throw .cannotStart("'\(path)' is not an executable file (chmod +x it, or name its interpreter first: python3 \(executable))")
        }
        // Swift's crash backtracer takes tens of milliseconds a crash and buries the "Fatal error"
        // line; the fuzzer restarts crashed harnesses often, so it is off unless asked for.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        do {
            process = try HarnessProcess(executable: path, arguments: Array(command.dropFirst()), environment: environment, directory: workingDirectory)
        } catch {
            throw .cannotStart("cannot run '\(executable)': \(error.reason)")
        }
        stderrOpen = true
        starts += 1
        if sequences { try hello() }
    }

    /// The first frame of protocol v2, the one the harness side checks for.
    public static let hello = Harness.hello

    /// Asks the harness just started for protocol v2; one that answers as v1 (status 0 or 1:
    /// it took the hello for a message) or fails on it cannot be used for sequences.
    private func hello() throws(StartError) {
        var statuses: [UInt8] = []
        // The hello is part of starting, which the timeout bounds; the fuzz budget's deadline
        // must not turn a late start into a failed one.
        let budgetEnd = deadline
        deadline = nil
        let answer = exchange([Self.hello], expecting: 1, statuses: &statuses, hello: true).first ?? .hung
        deadline = budgetEnd
        let v1 = "it speaks harness protocol v1; sequences need v2 (BridgeHarness's Harness.runSequences, or answer the hello frame with status 2: see docs/fuzz.md)"
        switch answer {
        case .accepted(let output) where statuses.first == 2:
            guard output == Array("2".utf8) else {
                _ = killNow()
                throw .cannotStart("it answered the protocol v2 hello with version '\(String(decoding: output.prefix(20), as: UTF8.self))', not '2'")
            }
        case .accepted, .rejected:
            stop()
            throw .cannotStart(v1)
        case .crashed(let why):
            throw .cannotStart("it \(why) on the protocol v2 hello; \(v1)")
        case .hung:
            throw .cannotStart("it did not answer the protocol v2 hello within \(timeout) s")
        case .protocolError(let why):
            throw .cannotStart("its answer to the protocol v2 hello broke the protocol: \(why)")
        case .overMemory(let bytes):
            throw .cannotStart("it used \(bytes >> 20) MiB on the protocol v2 hello, over the memory limit")
        }
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

    /// Stops the harness: closes its input, gives it a moment to exit, then ends its group.
    public func stop() {
        guard let process else { return }
        process.closeInput()
        process.waitForExit(upTo: HarnessProcess.grace)
        process.terminateGroup()
        process.closeOutputs()
        self.process = nil
    }

    /// Ends the harness's group now and says how the harness ended.
    private func killNow(grace: Double = HarnessProcess.grace) -> String {
        guard let process else { return "the harness is not running" }
        process.terminateGroup(grace: grace)
        let reason = process.terminationDescription
        process.closeInput()
        process.closeOutputs()
        self.process = nil
        return reason
    }

    /// Resident memory above which the harness is ended while an input runs (read every 50 ms
    /// from /proc, Linux), so one that allocates without bound is a memory failure at the limit
    /// rather than a machine out of memory; nil checks nothing.
    public var memoryLimit: Int?

    /// Whether the harness's peak memory is measured (Linux); elsewhere the memory oracle says
    /// "not measured" instead of passing. Tests may turn it off.
    public var measuresMemory = HarnessProcess.canMeasureMemory

    /// Peak resident memory of the running harness in bytes (Linux), or nil.
    public func peakMemory() -> Int? { measuresMemory ? process?.peakMemory : nil }

    /// Starts the harness and sends `inputs` one per fresh start until one is answered: nil when
    /// the harness works, else why it cannot be used (not startable, or it died, hung or broke
    /// the protocol before answering each of them). A setup check, run before any fuzzing.
    public func probe(_ inputs: [[UInt8]]) -> String? {
        var last = "no probe input"
        for input in inputs {
            let outcome: HarnessOutcome
            do {
                guard let first = try run([input]).first else {
                    // Nothing was answered before the deadline: the budget ran out while setting up.
                    stop()
                    return "it did not answer its first input before the time budget (--max-total-time) ran out"
                }
                outcome = first
            } catch {
                return error.description
            }
            switch outcome {
            case .accepted, .rejected:
                stop()
                return nil
            case .crashed(let why):
                let lastLine = String(decoding: stderrTail, as: UTF8.self).split(separator: "\n").last(where: { !$0.isEmpty }).map { ": \($0.prefix(300))" } ?? ""
                last = "it \(why) before answering its first input\(lastLine)"
            case .hung:
                last = "it did not answer its first input within \(timeout) s"
            case .protocolError(let why):
                last = "its first answer broke the protocol: \(why)"
            case .overMemory(let bytes):
                last = "it used \(bytes >> 20) MiB on its first input, over the memory limit"
            }
            stop()
            clearStderr()
        }
        return inputs.count > 1 ? "\(last) (tried \(inputs.count) times)" : last
    }

    /// Sends `inputs` in order and returns one outcome per input, up to and including the first
    /// failure; inputs after a failure were not run (the caller sends them again), nor were any
    /// left when `deadline` passed. The harness is restarted on the next call after a failure.
    ///
    /// With `sequences`, each input is a `MessageSequence` (anything else is sent as a sequence of
    /// one message) and its outcome is its first failure, else the answer to its last message:
    /// a saved sequence ends with the message it was saved for.
    public func run(_ inputs: [[UInt8]]) throws(StartError) -> [HarnessOutcome] {
        guard sequences else {
            guard try ready() else { return [] }
            var statuses: [UInt8] = []
            return exchange(inputs, expecting: inputs.count, statuses: &statuses)
        }
        let answered = try runSequences(inputs.map(MessageSequence.messages(in:)))
        return answered.compactMap { answers in answers.first(where: \.isFailure) ?? answers.last }
    }

    /// Protocol v2: sends each sequence as one frame and returns, per sequence, the outcome of
    /// each of its messages, up to and including the first failure (the last sequence returned
    /// may be cut short there; sequences after it were not run).
    public func runSequences(_ inputs: [[[UInt8]]]) throws(StartError) -> [[HarnessOutcome]] {
        precondition(sequences, "runSequences needs a client made with sequences: true")
        guard try ready() else { return [] }
        var statuses: [UInt8] = []
        let flat = exchange(inputs.map(MessageSequence.encode), expecting: inputs.reduce(0) { $0 + $1.count }, statuses: &statuses)
        var out: [[HarnessOutcome]] = []
        var k = 0
        for sequence in inputs where k < flat.count {
            let answers = Array(flat[k..<min(flat.count, k + sequence.count)])
            out.append(answers)
            k += answers.count
            if answers.count < sequence.count || answers.last?.isFailure == true { break }
        }
        return out
    }

    /// Whether the harness runs (started now if need be) and the deadline has not passed.
    private func ready() throws(StartError) -> Bool {
        if let deadline, Date() >= deadline {
            stop()
            return false
        }
        if process == nil { try start() }
        return process != nil
    }

    /// Writes `frames` and reads `expected` answers, up to and including the first failure.
    /// `statuses` gets each answer's status byte; 2 is allowed only for the v2 `hello`.
    private func exchange(_ frames: [[UInt8]], expecting expected: Int, statuses: inout [UInt8], hello: Bool = false) -> [HarnessOutcome] {
        guard let process else { return [] }
        let inputs = frames
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

        /// Parses complete answers; a protocol error ends the harness and is the last outcome.
        func parse() -> Bool {
            while incoming.count - consumed >= 5, answers.count < expected {
                let status = incoming[consumed]
                guard status == 0 || status == 1 || (hello && status == 2) else {
                    let shown = incoming[consumed..<min(incoming.count, consumed + 16)].map { String(format: "%02x", $0) }.joined(separator: " ")
                    _ = killNow()
                    answers.append(.protocolError("status byte \(status) (0 or 1 expected); output began \(shown); print diagnostics to standard error"))
                    return false
                }
                let length = Int(UInt32(incoming[consumed + 1]) | UInt32(incoming[consumed + 2]) << 8 | UInt32(incoming[consumed + 3]) << 16 | UInt32(incoming[consumed + 4]) << 24)
                guard length <= maxOutputBytes else {
                    _ = killNow()
                    answers.append(.protocolError("answer of \(length) bytes is over the \(maxOutputBytes)-byte limit"))
                    return false
                }
                guard incoming.count - consumed - 5 >= length else { break }
                let output = Array(incoming[(consumed + 5)..<(consumed + 5 + length)])
                answers.append(status == 1 ? .rejected(output) : .accepted(output))
                statuses.append(status)
                consumed += 5 + length
                lastProgress = Date()
            }
            if consumed > 1 << 20 {
                incoming.removeSubrange(0..<consumed)
                consumed = 0
            }
            return true
        }

        /// Reads what standard output holds now; false at its end (or on a read error).
        func readOutput() -> Bool {
            while true {
                let n = chunk.withUnsafeMutableBytes { read(process.stdoutFD, $0.baseAddress, $0.count) }
                if n > 0 {
                    incoming.append(contentsOf: chunk[0..<n])
                    lastProgress = Date()
                    if n < chunk.count { return true }
                } else if n < 0, errno == EAGAIN || errno == EINTR {
                    return true
                } else {
                    return false
                }
            }
        }

        /// The harness died (or closed its output) with inputs outstanding.
        func died() -> [HarnessOutcome] {
            drainStderr()
            answers.append(.crashed(reason: killNow()))
            return answers
        }

        while answers.count < expected {
            let writing = written < pending.count && process.stdinFD >= 0
            var fds: [pollfd] = [
                pollfd(fd: process.stdoutFD, events: Int16(POLLIN), revents: 0),
                // A closed standard error stays out of the set: POLLHUP would return at once, forever.
                pollfd(fd: stderrOpen ? process.stderrFD : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: writing ? process.stdinFD : -1, events: Int16(POLLOUT), revents: 0),
            ]
            let now = Date()
            if let deadline, now >= deadline {
                // Out of time: the input is not judged, so the harness is ended at once rather
                // than given the grace a clean stop allows (it added 0.6 s a target).
                _ = killNow(grace: 0.05)
                return answers
            }
            if measuresMemory, let memoryLimit, let resident = process.residentMemory, resident > memoryLimit {
                _ = killNow()
                answers.append(.overMemory(bytes: resident))
                return answers
            }
            let remaining = timeout - now.timeIntervalSince(lastProgress)
            if remaining <= 0 {
                _ = killNow()
                answers.append(.hung)
                return answers
            }
            // Short slices: the harness may die while a child it started keeps its output open,
            // which only `waitpid` reveals.
            var slice = min(remaining, 0.05)
            if let deadline { slice = min(slice, max(0, deadline.timeIntervalSince(now))) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(slice * 1000) + 1)
            if ready < 0 {
                if errno == EINTR { continue }
                answers.append(.crashed(reason: "poll failed (errno \(errno))"))
                _ = killNow()
                return answers
            }
            // Standard error: keep the tail; its end is not the harness's end.
            if fds[1].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(process.stderrFD, $0.baseAddress, $0.count) }
                if n > 0 {
                    appendStderr(chunk[0..<n])
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    stderrOpen = false
                }
            }
            // Standard input: write what fits; an error means the harness closed it.
            if fds[2].revents != 0 {
                let n = pending.withUnsafeBytes { write(process.stdinFD, $0.baseAddress.map { $0 + written }, pending.count - written) }
                if n > 0 {
                    written += n
                } else if n < 0, errno != EAGAIN, errno != EINTR {
                    written = pending.count  // the harness closed its input; its output says the rest
                }
            }
            // Standard output: parse answers.
            if fds[0].revents != 0 {
                let open = readOutput()
                guard parse() else { return answers }
                if !open, answers.count < expected { return died() }
            } else if process.hasExited {
                // Whatever it wrote before dying still counts.
                _ = readOutput()
                guard parse() else { return answers }
                if answers.count < expected { return died() }
            }
        }
        return answers
    }

    /// Collects the harness's last words: what standard error holds, for at most 0.2 s (a child
    /// may keep it open forever).
    private func drainStderr() {
        guard let process, stderrOpen else { return }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = Date().addingTimeInterval(0.2)
        while Date() < deadline {
            var fd = pollfd(fd: process.stderrFD, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 20) > 0 else {
                if process.hasExited { return }
                continue
            }
            let n = chunk.withUnsafeMutableBytes { read(process.stderrFD, $0.baseAddress, $0.count) }
            if n == 0 { return }
            if n < 0 { if errno == EAGAIN || errno == EINTR { continue } else { return } }
            appendStderr(chunk[0..<n])
        }
    }

    private func appendStderr(_ bytes: ArraySlice<UInt8>) {
        stderrTail.append(contentsOf: bytes)
        if stderrTail.count > 8192 { stderrTail.removeFirst(stderrTail.count - 8192) }
    }

    public func clearStderr() { stderrTail.removeAll() }

    static func littleEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24)]
    }
}
