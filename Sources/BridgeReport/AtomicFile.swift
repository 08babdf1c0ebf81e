import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a report could not be written.
public enum ReportWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// Whole-file writes that never leave a half-written file behind, and that go where the path
/// points: a regular file (or a path where nothing is yet) is replaced atomically, through a
/// temporary file beside it renamed over it; a device, FIFO or socket (`/dev/stdout`, `/dev/null`,
/// a named pipe a CI step reads) is written in place, as a shell's `>` would; a symbolic link is
/// followed, so the link stays and what it names is written. Every write and the close are
/// checked, so a full disk (or `/dev/full`) is an error, never a short file and a success.
///
/// Written on POSIX calls rather than `Data.write(to:options: .atomic)`, which replaces a device
/// or a symbolic link by a regular file and reports folders as "NSCocoaErrorDomain error 512".
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(ReportWriteError) {
        try write(data, to: path, shownAs: path, links: 0)
    }

    private static func write(_ data: Data, to path: String, shownAs shown: String, links: Int) throws(ReportWriteError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw .cannotWrite(path: shown, reason: "it is a folder; name a file, e.g. \(path.hasSuffix("/") ? path : path + "/")report")
            case S_IFLNK:
                var target = stat()
                if stat(path, &target) != 0 {
                    // A link to nothing yet: what it names is created, as a shell's `>` would.
                    guard errno == ENOENT, links < 40, let named = linkTarget(path) else {
                        throw .cannotWrite(path: shown, reason: errno == ELOOP || links >= 40 ? "its symbolic links form a loop" : describe(errno))
                    }
                    let next = named.hasPrefix("/") ? named : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(named).path
                    return try write(data, to: next, shownAs: shown, links: links + 1)
                }
                // Not a regular file (/dev/stdout names a pipe as `pipe:[…]`, which no path
                // resolves to): opened through the link, in place.
                guard target.st_mode & S_IFMT == S_IFREG else { return try write(data, toResolved: path, info: target, shownAs: shown) }
                guard let resolved = realPath(path) else { throw .cannotWrite(path: shown, reason: describe(errno)) }
                try write(data, toResolved: resolved, info: target, shownAs: shown)
            default:
                try write(data, toResolved: path, info: info, shownAs: shown)
            }
            return
        }
        let error = errno
        // ENOTDIR: a file stands where a folder of the path must; making the folders says which.
        guard error == ENOENT || error == ENOTDIR else {
            throw .cannotWrite(path: shown, reason: error == ELOOP ? "its symbolic links form a loop" : describe(error))
        }
        try makeFolder(for: path, shownAs: shown)
        try replace(path, with: data, mode: nil, shownAs: shown)
    }

    private static func write(_ data: Data, toResolved path: String, info: stat, shownAs shown: String) throws(ReportWriteError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(path, with: data, mode: info.st_mode & 0o7777, shownAs: shown)
        case S_IFDIR:
            throw .cannotWrite(path: shown, reason: "it names a folder (\(path)); name a file")
        default:
            // A device, FIFO or socket: written in place (opening a FIFO waits for its reader).
            let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw .cannotWrite(path: shown, reason: describe(errno)) }
            if let reason = writeAll(fd, data) {
                close(fd)
                throw .cannotWrite(path: shown, reason: reason)
            }
            guard close(fd) == 0 || errno == EINTR else { throw .cannotWrite(path: shown, reason: describe(errno)) }
        }
    }

    /// Writes a temporary file beside `path` and renames it over `path`. `mode` is the replaced
    /// file's permission bits, or nil for a new file (which gets the usual `0666` less the umask).
    private static func replace(_ path: String, with data: Data, mode: mode_t?, shownAs shown: String) throws(ReportWriteError) {
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw .cannotWrite(path: shown, reason: describe(errno)) }
        let temporary = String(cString: template)
        func fail(_ reason: String) -> ReportWriteError {
            unlink(temporary)
            return .cannotWrite(path: shown, reason: reason)
        }
        _ = fchmod(fd, mode ?? (0o666 & ~processUmask))
        if let reason = writeAll(fd, data) {
            close(fd)
            throw fail(reason)
        }
        guard close(fd) == 0 || errno == EINTR else { throw fail(describe(errno)) }
        guard rename(temporary, path) == 0 else { throw fail(describe(errno)) }
    }

    /// Every byte of `data` to `fd`, retrying interrupted and short writes; the reason on failure.
    static func writeAll(_ fd: Int32, _ data: Data) -> String? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var done = 0
            while done < buffer.count {
                let n = Glibc_write(fd, base + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return describe(errno)
                }
                if n == 0 { return describe(ENOSPC) }
                done += n
            }
            return nil
        }
    }

    private static func makeFolder(for path: String, shownAs shown: String) throws(ReportWriteError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // The usual cause: a file where a folder must go.
            var ancestor = folder
            while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) { ancestor.deleteLastPathComponent() }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw .cannotWrite(path: shown, reason: "\(ancestor.path) is a file, not a folder")
            }
            throw .cannotWrite(path: shown, reason: "cannot make the folder \(folder.path): \(plainReason(error))")
        }
    }

    /// The umask, read once (setting it is the only way to read it).
    private static let processUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink(path, &buffer, 4096)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The system's own words for the failure (`Permission denied`, `Not a directory`, `No space
    /// left on device`), from the POSIX error under Foundation's, rather than Foundation's
    /// generic text.
    static func plainReason(_ error: Error) -> String {
        var current: NSError? = error as NSError
        while let e = current {
            if e.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(e.code))) }
            current = e.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        let ns = error as NSError
        switch ns.code {
        case NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        default: return ns.localizedDescription
        }
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
    #else
        return Darwin.write(fd, buffer, count)
    #endif
}
