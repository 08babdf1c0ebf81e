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
            _exit(130)
        }
        thread.name = "bridgecheck parent watch"
        thread.start()
    }
}
