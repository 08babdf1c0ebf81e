import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the bytes a parser is given (a manifest, a configuration, a baseline, standard input)
/// and stops at a limit: a file that is larger, or a stream that never ends (`/dev/zero`, a pipe
/// from `yes`), is refused after `limit + 1` bytes instead of filling memory.
///
/// Written on POSIX reads rather than `Data(contentsOf:)` or `readDataToEndOfFile()`, which read to
/// the end whatever the size and say "no such file" for a symbolic-link loop.
public enum BoundedRead {
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case noSuchFile
        case symbolicLinkLoop
        case isFolder
        /// Larger than `limit` bytes; `limitName` says which limit, as the message ends it ("for a
        /// manifest", "of --max-bytes").
        case tooLarge(limit: Int, limitName: String)
        case cannotRead(String)

        public var description: String {
            switch self {
            case .noSuchFile: return "no such file"
            case .symbolicLinkLoop: return "its symbolic links form a loop"
            case .isFolder: return "it is a folder, not a file"
            case .tooLarge(let limit, let name): return "it is larger than the \(BoundedRead.size(limit)) limit \(name)"
            case .cannotRead(let reason): return reason
            }
        }
    }

    /// The whole file at `path` (following symbolic links; devices and FIFOs are read as streams).
    public static func file(_ path: String, limit: Int, limitName: String) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.noSuchFile)
            case ELOOP: return .failure(.symbolicLinkLoop)
            case EISDIR: return .failure(.isFolder)
            default: return .failure(.cannotRead(String(cString: strerror(errno))))
            }
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return .failure(.isFolder) }
        return descriptor(fd, limit: limit, limitName: limitName)
    }

    /// Everything `fd` gives until its end, or a failure once more than `limit` bytes came.
    public static func descriptor(_ fd: Int32, limit: Int, limitName: String) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EISDIR { return .failure(.isFolder) }
                return .failure(.cannotRead(String(cString: strerror(errno))))
            }
            if n == 0 { return .success(bytes) }
            guard bytes.count + n <= limit else { return .failure(.tooLarge(limit: limit, limitName: limitName)) }
            bytes.append(contentsOf: chunk[..<n])
        }
    }

    /// `16 MiB`, `64 KiB`, `1,000 bytes`.
    public static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes)-byte"
    }
}
