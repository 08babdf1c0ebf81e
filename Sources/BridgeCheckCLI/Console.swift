import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads and writes. The real one uses the process's streams; tests capture.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var readStdin: @Sendable () -> [UInt8]
    /// Standard output is a terminal (so text may be coloured).
    public var outIsTerminal: Bool

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, readStdin: @escaping @Sendable () -> [UInt8], outIsTerminal: Bool = false
    ) {
        self.out = out
        self.err = err
        self.readStdin = readStdin
        self.outIsTerminal = outIsTerminal
    }

    /// Colour on a terminal, unless `NO_COLOR` is set (no-color.org) or the terminal is dumb.
    public static func wantsColor(terminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard terminal else { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The process's standard streams.
    public static let standard = Console(
        out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
        err: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
        readStdin: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
        outIsTerminal: isatty(1) != 0)
}

/// Exit codes every command uses.
public enum ExitCode {
    public static let ok: Int32 = 0
    /// Input rejected, manifest invalid, findings or failures.
    public static let rejected: Int32 = 1
    /// Usage, configuration or internal error.
    public static let usage: Int32 = 2
}
