import Foundation

/// Paths as reports name them: relative to one root (the configuration's folder, or the working
/// directory, or `--root`), so a report or a baseline written in one checkout means the same in
/// another.
public enum ReportPath {
    /// `path` relative to `root` when it lies inside it (`site/page.html`); the root itself is
    /// `.`; a path outside stays absolute. A relative `path` is taken from the working directory.
    public static func relative(_ path: String, to root: String) -> String {
        Relativizer(root: root).relative(path)
    }

    /// `relative(_:to:)` for many paths under one root: the root and the working directory are
    /// read once (a report of thousands of files asked for them per path).
    public struct Relativizer: Sendable {
        let prefix: String
        let base: String
        let workingDirectory: String

        public init(root: String) {
            workingDirectory = FileManager.default.currentDirectoryPath
            base = ReportPath.standardized(root, from: workingDirectory)
            prefix = base.hasSuffix("/") ? base : base + "/"
        }

        public func relative(_ path: String) -> String {
            let absolute = ReportPath.standardized(path, from: workingDirectory)
            if absolute == base { return "." }
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
    }

    /// The absolute, standardized form of `path` (no `.`, `..` or doubled `/`).
    public static func standardized(_ path: String) -> String {
        standardized(path, from: FileManager.default.currentDirectoryPath)
    }

    static func standardized(_ path: String, from workingDirectory: String) -> String {
        normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// `path` with `.` and empty components dropped and `..` applied, without touching the disk
    /// (a `..` above the root stays at the root, as the kernel reads it; a relative path keeps
    /// the `..` it cannot apply). Written here rather than through `URL.standardizedFileURL` or
    /// `NSString.standardizingPath`: the latter reads links on Linux, and a lint of thousands of
    /// pages called these per path.
    public static func normalized(_ path: String) -> String {
        // On UTF-8 bytes, as the file system splits paths: `/` and `.` are ASCII and never inside
        // a multi-byte sequence. Splitting Characters cost 20 K instructions a path, once per
        // script reference of every page (callgrind on the worst-case lint site).
        let bytes = Array(path.utf8)
        let absolute = bytes.first == UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var parts: [ArraySlice<UInt8>] = []
        for part in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.first == dot, part.last == dot {
                if let last = parts.last, !(last.count == 2 && last.first == dot && last.last == dot) {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        var out: [UInt8] = absolute ? [UInt8(ascii: "/")] : []
        out.reserveCapacity(bytes.count + 1)
        for (k, part) in parts.enumerated() {
            if k > 0 { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: part)
        }
        return out.isEmpty ? "." : String(decoding: out, as: UTF8.self)
    }
}
