import Foundation

/// Why a report could not be written.
public enum ReportWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "\(path): cannot write the report: \(reason)"
        }
    }
}

/// Whole-file writes that never leave a half-written file behind.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `path`, then renames it over `path`
    /// (Foundation's `.atomic` option), creating missing parent folders first.
    public static func write(_ data: Data, to path: String) throws(ReportWriteError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
