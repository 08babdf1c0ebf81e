import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A standard stream whose every write is checked: a full disk, a closed pipe (with SIGPIPE
/// ignored, as the executables do) or a device that refuses (`/dev/full`) is remembered as the
/// stream's failure, so the command can end with `error: cannot write standard output: …` and
/// exit 2 instead of a success with a truncated report. Writes after a failure are dropped.
public final class CheckedStream: @unchecked Sendable {
    public static let standardOutput = CheckedStream(fd: 1, name: "standard output")
    public static let standardError = CheckedStream(fd: 2, name: "standard error")

    public let name: String
    private let fd: Int32
    private let lock = NSLock()
    private var firstFailure: String?

    public init(fd: Int32, name: String) {
        self.fd = fd
        self.name = name
    }

    public func write(_ text: String) {
        lock.withLock {
            guard firstFailure == nil else { return }
            firstFailure = AtomicFile.writeAll(fd, Data(text.utf8))
        }
    }

    /// Why a write failed (`No space left on device`, `Broken pipe`), or nil when none has.
    public var failure: String? { lock.withLock { firstFailure } }
}
