import Foundation

/// Paths as reports name them: relative to one root (the configuration's folder, or the working
/// directory, or `--root`), so a report or a baseline written in one checkout means the same in
/// another.
public enum ReportPath {
    /// `path` relative to `root` when it lies inside it (`site/page.html`); the root itself is
    /// `.`; a path outside stays absolute. A relative `path` is taken from the working directory.
    public static func relative(_ path: String, to root: String) -> String {
        let absolute = standardized(path)
        let base = standardized(root)
        if absolute == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The absolute, standardized form of `path` (no `.`, `..` or doubled `/`).
    public static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
}
