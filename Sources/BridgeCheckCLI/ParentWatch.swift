import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An engine (`bridgecheck-native`, `bridgecheck-run`) started by `bridgecheck` ends when
/// `bridgecheck` does, whatever ended it: SIGKILL gives the parent no chance to pass anything on,
/// so the engine itself looks at its parent five times a second. Once the parent is gone it is
/// sent SIGTERM (its own interruption handling ends its web engine and display), and if still
/// alive three seconds later it exits. Polling `getppid()` works on Linux and macOS alike, where
/// Linux's parent-death signal would fire when the parent's spawning thread (not the process)
/// ends.
enum ParentWatch {
    /// The environment variable `Handover` sets to its own pid.
    static let variable = "BRIDGECHECK_PARENT_PID"

    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let text = environment[variable], let parent = pid_t(text), parent > 1 else { return }
        // Not handed on: a process this engine starts has another parent.
        unsetenv(variable)
        // Already orphaned before the watch began, the loop ends at once: the parent is gone.
        let thread = Thread {
            while getppid() == parent { usleep(200_000) }
            kill(getpid(), SIGTERM)
            sleep(3)
            ChildProcesses.endAll()
            _exit(130)
        }
        thread.name = "bridgecheck parent watch"
        thread.start()
    }
}

/// The processes this one started and that are still running when it exits: a web process busy
/// in a page's endless loop never notices its UI process is gone, and would run on at full
/// speed, orphaned. Ended (TERM, then KILL a moment later) as the executable exits. Linux reads
/// them from /proc; elsewhere there is nothing to scan and nothing is done.
enum ChildProcesses {
    static func endAll() {
        let children = running()
        guard !children.isEmpty else { return }
        for child in children { kill(child, SIGTERM) }
        let deadline = Date().addingTimeInterval(0.3)
        while Date() < deadline, running().contains(where: children.contains) { usleep(10_000) }
        for child in running() { kill(child, SIGKILL) }
    }

    /// Live (not zombie) children of this process.
    static func running() -> [pid_t] {
        #if os(Linux)
            // A process that never started one (lint, check without engines) skips the scan of
            // every process on the machine: waitid answers ECHILD, and WNOWAIT leaves any child
            // for its own waiter.
            var info = siginfo_t()
            if waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == -1, errno == ECHILD { return [] }
            let me = getpid()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
            return entries.compactMap { entry -> pid_t? in
                guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { return nil }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 2, fields[0] != "Z", pid_t(fields[1]) == me else { return nil }
                return pid
            }
        #else
            return []
        #endif
    }
}
