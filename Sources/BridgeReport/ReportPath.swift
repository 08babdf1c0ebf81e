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
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
