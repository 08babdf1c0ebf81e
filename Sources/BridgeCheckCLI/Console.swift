import Foundation

/// Where a command reads and writes. The real one uses the process's streams; tests capture.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var readStdin: @Sendable () -> [UInt8]

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, readStdin: @escaping @Sendable () -> [UInt8]) {
        self.out = out
        self.err = err
        self.readStdin = readStdin
    }

    /// The process's standard streams.
    public static let standard = Console(
        out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
        err: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
        readStdin: { Array(FileHandle.standardInput.readDataToEndOfFile()) })
}

/// Exit codes every command uses.
public enum ExitCode {
    public static let ok: Int32 = 0
    /// Input rejected, manifest invalid, findings or failures.
    public static let rejected: Int32 = 1
    /// Usage, configuration or internal error.
    public static let usage: Int32 = 2
}
