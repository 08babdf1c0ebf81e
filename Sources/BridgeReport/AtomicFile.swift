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

/// Whole-file writes that never leave a half-written file behind.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `path`, then renames it over `path`
    /// (Foundation's `.atomic` option), creating missing parent folders first.
    public static func write(_ data: Data, to path: String) throws(ReportWriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // The usual cause: a file where a folder must go.
            var ancestor = folder
            while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) { ancestor.deleteLastPathComponent() }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw .cannotWrite(path: path, reason: "\(ancestor.path) is a file, not a folder")
            }
            throw .cannotWrite(path: path, reason: "cannot make the folder \(folder.path): \(plainReason(error))")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: plainReason(error))
        }
    }

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
