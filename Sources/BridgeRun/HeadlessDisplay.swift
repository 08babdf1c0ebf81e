import Foundation

/// An X server of its own for a machine with no display (CI): WebKitGTK needs one to start, even
/// though nothing is shown. Started only when neither DISPLAY nor WAYLAND_DISPLAY is set.
public final class HeadlessDisplay {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let server: Process
    public let display: String

    /// Starts `Xvfb` on a free display number (it writes the number it chose to the pipe given by
    /// `-displayfd`) and points DISPLAY at it.
    public static func start(timeout: TimeInterval = 10) throws(Failure) -> HeadlessDisplay {
        let search = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let xvfb = search.map({ $0 + "/Xvfb" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "no display (DISPLAY is not set) and no Xvfb to start one: install it (Debian: apt-get install xvfb) or run under xvfb-run -a")
        }
        let server = Process()
        let arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"]
        // The server must not outlive this process, however it ends (SIGKILL included): on Linux
        // util-linux's setpriv gives it a parent-death signal that survives the exec. This runs
        // on the thread that stays for the run (the signal fires when the spawning thread ends).
        if let setpriv = search.map({ $0 + "/setpriv" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            server.executableURL = URL(fileURLWithPath: setpriv)
            server.arguments = ["--pdeathsig", "KILL", xvfb] + arguments
        } else {
            server.executableURL = URL(fileURLWithPath: xvfb)
            server.arguments = arguments
        }
        let pipe = Pipe()
        server.standardOutput = pipe
        server.standardError = FileHandle.nullDevice
        do {
            try server.run()
        } catch {
            throw Failure(description: "could not start \(xvfb): \(error)")
        }
        // The number arrives as one line on the pipe once the server accepts connections.
        let handle = pipe.fileHandleForReading
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains("\n"), Date() < deadline, server.isRunning {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
            if server.isRunning { server.terminate() }
            throw Failure(description: "Xvfb did not report a display within \(Int(timeout)) s")
        }
        setenv("DISPLAY", ":" + number, 1)
        return HeadlessDisplay(server: server, display: ":" + number)
    }

    /// Whether the process has a display to open.
    public static var needed: Bool {
        let environment = ProcessInfo.processInfo.environment
        return (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    private init(server: Process, display: String) {
        self.server = server
        self.display = display
    }

    public func stop() {
        if server.isRunning {
            server.terminate()
            server.waitUntilExit()
        }
    }

    deinit { stop() }
}

/// How `bridgecheck run` gets its engine: the `bridgecheck-run` executable sets it before running
/// the command; in `bridgecheck`, which is built without an engine, it stays nil and `run` hands
/// over to `bridgecheck-run`.
public enum RunEngines {
    nonisolated(unsafe) public static var make: (() throws -> PageEngine)?
}
