import CProcessGroup
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A harness process started in its own process group, with pipes on its standard streams.
///
/// Why not Foundation's `Process`: a harness is a process tree (a wrapper script that leaves a
/// helper holding standard output is a normal shape), and ending it must end the whole group,
/// with TERM and then KILL, and must never wait on a pipe's end. `posix_spawn` with
/// `POSIX_SPAWN_SETPGROUP` gives the group; `waitpid` tells when the harness itself has died,
/// whatever its children still hold open.
final class HarnessProcess {
    let pid: pid_t
    private(set) var stdinFD: Int32
    let stdoutFD: Int32
    let stderrFD: Int32
    /// The `waitpid` status once the harness has been reaped.
    private(set) var exitStatus: Int32?

    /// How long the group gets between TERM and KILL.
    static let grace: Double = 0.3

    struct SpawnError: Error {
        let reason: String
    }

    /// A value only this harness and its descendants hold in their environment
    /// (`BRIDGECHECK_HARNESS_ID`): a descendant that left the process group and the session
    /// (`setsid`), and was reparented when its parent died, is still found by it, as CI
    /// servers find a build's strays.
    let cookie: String
    private static let counter = Counter()

    /// Starts `executable` (a path) with `arguments` and `environment`, in `directory` when given.
    init(executable: String, arguments: [String], environment given: [String: String], directory: String? = nil) throws(SpawnError) {
        cookie = "\(getpid())-\(Self.counter.next())"
        var environment = given
        environment[Self.cookieName] = cookie
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw SpawnError(reason: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&fromChild) == 0 else {
            Self.closeAll(toChild)
            throw SpawnError(reason: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        guard pipe(&errChild) == 0 else {
            Self.closeAll(toChild + fromChild)
            throw SpawnError(reason: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        // Our ends must not leak into this or any later child.
        for fd in [toChild[1], fromChild[0], errChild[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errChild[1], 2)
        for fd in [toChild[0], fromChild[1], errChild[1]] where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
        if let directory {
            let status = bridgecheck_spawn_addchdir(&actions, directory)
            guard status == 0 else {
                Self.closeAll(toChild + fromChild + errChild)
                throw SpawnError(reason: "cannot run it in \(directory): \(String(cString: strerror(status)))")
            }
        }
        // Its own process group (pgid = its pid), default signal dispositions (bridgecheck ignores
        // SIGPIPE, which a child would otherwise inherit) and an empty signal mask.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, s) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        Self.closeAll([toChild[0], fromChild[1], errChild[1]])
        guard status == 0 else {
            Self.closeAll([toChild[1], fromChild[0], errChild[0]])
            throw SpawnError(reason: String(cString: strerror(status)))
        }
        pid = child
        stdinFD = toChild[1]
        stdoutFD = fromChild[0]
        stderrFD = errChild[0]
        for fd in [stdinFD, stdoutFD, stderrFD] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds where fd >= 0 { close(fd) }
    }

    /// Whether the harness itself has exited (reaping it if so); its children may live on.
    var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid || (r < 0 && errno == ECHILD) {
            exitStatus = r == pid ? status : 0
            return true
        }
        return false
    }

    /// Closes the harness's standard input: a well-behaved harness exits at end of input.
    func closeInput() {
        if stdinFD >= 0 {
            close(stdinFD)
            stdinFD = -1
        }
    }

    /// Ends the whole process group: TERM, then KILL after `grace` seconds for whatever is
    /// left, and reaps the harness and (where this process is their subreaper) its orphans.
    /// Bounded: never waits on a pipe; at most `grace` plus one second for KILL to land.
    func terminateGroup(grace: Double = HarnessProcess.grace) {
        // A group lives while any member does, zombies included: reap before looking.
        func groupAlive() -> Bool {
            reapGroup()
            return exitStatus == nil || kill(-pid, 0) == 0
        }
        // Members that left the group (setsid) are found by the cookie in their environment.
        var strays = Self.processes(holding: cookie).filter { getpgid($0) != pid }
        if groupAlive() || !strays.isEmpty {
            kill(-pid, SIGTERM)
            for stray in strays { kill(stray, SIGTERM) }
            let deadline = Date().addingTimeInterval(grace)
            while Date() < deadline, groupAlive() || strays.contains(where: { kill($0, 0) == 0 }) {
                usleep(2_000)
                reap(strays)
            }
            if groupAlive() { kill(-pid, SIGKILL) }
            // Started since (a stray's own child), or still there: killed.
            strays = Self.processes(holding: cookie)
            for stray in strays { kill(stray, SIGKILL) }
        }
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline, groupAlive() || strays.contains(where: { kill($0, 0) == 0 }) {
            usleep(1_000)
            reap(strays)
        }
    }

    static let cookieName = "BRIDGECHECK_HARNESS_ID"

    /// Reaps the strays that have exited and that this process adopted as their subreaper
    /// (only those: another harness's child, or a `Process`, is reaped by its own owner).
    private func reap(_ strays: [pid_t]) {
        var status: Int32 = 0
        for stray in strays { _ = waitpid(stray, &status, WNOHANG) }
    }

    /// Processes whose environment holds `BRIDGECHECK_HARNESS_ID=cookie` (Linux's /proc; none
    /// elsewhere, where the process group is all that is ended).
    static func processes(holding cookie: String) -> [pid_t] {
        #if os(Linux)
            let needle = Array("\(cookieName)=\(cookie)".utf8) + [0]
            var out: [pid_t] = []
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
            for entry in entries {
                guard let pid = pid_t(entry), pid != getpid() else { continue }
                let fd = open("/proc/\(entry)/environ", O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { continue }
                var environ: [UInt8] = [0]
                var chunk = [UInt8](repeating: 0, count: 16 << 10)
                while environ.count < 1 << 20 {
                    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    environ += chunk[..<n]
                }
                close(fd)
                environ.append(0)
                // Each variable is NUL-terminated; the leading NUL makes the first one match too.
                if contains(environ, [0] + needle) { out.append(pid) }
            }
            return out
        #else
            return []
        #endif
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        var k = 0
        while k + needle.count <= haystack.count {
            if haystack[k] == needle[0], haystack[k..<(k + needle.count)].elementsEqual(needle) { return true }
            k += 1
        }
        return false
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    /// Reaps every exited member of the group this process may reap.
    private func reapGroup() {
        while true {
            var status: Int32 = 0
            let r = waitpid(-pid, &status, WNOHANG)
            if r <= 0 { break }
            if r == pid { exitStatus = status }
        }
        _ = hasExited
    }

    /// Makes this process the reaper of harnesses' orphaned children (Linux; a no-op elsewhere).
    static let becomeSubreaper: Void = { _ = bridgecheck_become_subreaper() }()

    /// Waits up to `seconds` for the harness to exit on its own.
    func waitForExit(upTo seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while !hasExited, Date() < deadline { usleep(1_000) }
    }

    func closeOutputs() {
        Self.closeAll([stdoutFD, stderrFD])
    }

    /// "exited with status N" or "killed by SIGSEGV", from the reaped status.
    var terminationDescription: String {
        guard let status = exitStatus else { return "still running" }
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
            SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGPIPE: "SIGPIPE",
        ]
        return "killed by \(names[signal] ?? "signal \(signal)")"
    }

    /// Whether `peakMemory` can be read here (Linux's /proc).
    static var canMeasureMemory: Bool {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }

    /// Peak resident memory of the harness in bytes (Linux), or nil.
    var peakMemory: Int? { statusField("VmHWM:") }

    /// Resident memory of the harness now, in bytes (Linux), or nil.
    var residentMemory: Int? { statusField("VmRSS:") }

    /// A `kB` figure of /proc/PID/status, in bytes.
    private func statusField(_ name: String) -> Int? {
        #if os(Linux)
            guard exitStatus == nil, let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
            else { return nil }
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        #else
            return nil
        #endif
    }
}
