import BridgeJSON
import BridgeReport
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
    /// Standard input to its end, or a failure once it gives more than the limit.
    public var readStdin: @Sendable (_ limit: Int, _ limitName: String) -> Result<[UInt8], BoundedRead.Failure>
    /// Standard output is a terminal (so text may be coloured).
    public var outIsTerminal: Bool
    /// Why a write to `out` failed, or nil: a command whose results were not written does not
    /// succeed (`BridgeCheck.run` turns it into exit 2).
    public var outFailure: @Sendable () -> String?

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, readStdin: @escaping @Sendable (_ limit: Int, _ limitName: String) -> Result<[UInt8], BoundedRead.Failure>, outIsTerminal: Bool = false,
        outFailure: @escaping @Sendable () -> String? = { nil }
    ) {
        self.out = out
        self.err = err
        self.readStdin = readStdin
        self.outIsTerminal = outIsTerminal
        self.outFailure = outFailure
    }

    /// Colour on a terminal, unless `NO_COLOR` is set (no-color.org) or the terminal is dumb.
    public static func wantsColor(terminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard terminal else { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The process's standard streams.
    public static let standard = Console(
        out: { CheckedStream.standardOutput.write($0) },
        err: { CheckedStream.standardError.write($0) },
        readStdin: { BoundedRead.descriptor(0, limit: $0, limitName: $1) },
        outIsTerminal: isatty(1) != 0,
        outFailure: { CheckedStream.standardOutput.failure })
}

/// Exit codes every command uses.
public enum ExitCode {
    public static let ok: Int32 = 0
    /// Input rejected, manifest invalid, findings or failures.
    public static let rejected: Int32 = 1
    /// Usage, configuration or internal error.
    public static let usage: Int32 = 2
}
