import BridgeReport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls lint makes per file, straight to POSIX. Foundation's versions were a
/// fifth of a no-prefilter lint of the Rust documentation (callgrind and perf): each
/// `resolvingSymlinksInPath` and `standardizingPath` reads every component of the path with
/// readlink, and `FileHandle` + `Data` copy each file twice.
enum FileSystem {
    /// The canonical absolute path (`realpath(3)`: links followed, no `.` or `..`), or nil where
    /// it does not exist.
    static func realPath(_ path: String) -> String? { RawPath.realPath(path) }

    enum EntryType { case directory, symbolicLink, regular, other }

    /// The names in a folder, as bytes (`RawPath`); nil when it cannot be listed.
    static func names(in folder: String) -> [String]? { RawPath.names(in: folder) }

    /// What `path` itself is (a link is not followed), or nil where `lstat` fails.
    static func entryType(_ path: String) -> EntryType? {
        var info = stat()
        guard lstat(RawPath.cString(path), &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return .regular
        default: return .other
        }
    }

    /// Why a file was not read, in the words a report shows.
    enum ReadFailure: Error, Equatable {
        case noAttributes
        case notRegular
        /// Larger than the limit: by `stat`'s size, or (nil) found while reading a file that grew.
        case tooLarge(size: Int?)
        case cannotOpen
        case cannotRead(String)
    }

    /// Reads a regular file (links followed) of at most `limit` bytes. A FIFO or device is refused
    /// from `stat` before it is opened, and the open does not block should one appear in between.
    /// One `read` into `count` bytes at `base`, again when a signal interrupts it: the bytes read,
    /// 0 at the end of the file.
    private static func readSome(_ fd: Int32, into base: UnsafeMutablePointer<UInt8>?, count: Int) -> Result<Int, ReadFailure> {
        while true {
            let n = read(fd, base, count)
            if n >= 0 { return .success(n) }
            if errno != EINTR { return .failure(.cannotRead(String(cString: strerror(errno)))) }
        }
    }

    static func readRegularFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        var info = stat()
        let name = RawPath.cString(path)
        guard stat(name, &info) == 0 else { return .failure(.noAttributes) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size: size)) }
        let fd = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.cannotOpen) }
        defer { close(fd) }
        // Read to the end, not to the size stat gave: the file may have grown since, and the limit
        // must still hold. The first reads go into uninitialized memory: zero-filling every file
        // before reading it was a pass over every byte of the site (memset, callgrind).
        var count = 0
        var failure: ReadFailure?
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: min(size, limit) + 1) { buffer, initialized in
            while count < buffer.count {
                switch readSome(fd, into: buffer.baseAddress.map { $0 + count }, count: buffer.count - count) {
                case .success(0): reachedEnd = true
                case .success(let n): count += n
                case .failure(let error): failure = error
                }
                if reachedEnd || failure != nil { break }
            }
            initialized = count
        }
        if let failure { return .failure(failure) }
        while !reachedEnd {
            if count == bytes.count {
                guard bytes.count <= limit else { return .failure(.tooLarge(size: nil)) }
                // Room for one byte past the limit, to see it crossed; `limit + 1` itself could
                // overflow (`--max-file-bytes 9223372036854775807`).
                let growth = max(bytes.count, 4096), room = limit - bytes.count
                bytes.append(contentsOf: repeatElement(0, count: room < growth ? room + 1 : growth))
            }
            let read = bytes.withUnsafeMutableBufferPointer { buffer in readSome(fd, into: buffer.baseAddress.map { $0 + count }, count: buffer.count - count) }
            switch read {
            case .success(0): reachedEnd = true
            case .success(let n): count += n
            case .failure(let error): return .failure(error)
            }
        }
        if count > limit { return .failure(.tooLarge(size: nil)) }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }
}
