import Foundation

/// What a web team's repository already says not to scan: dependency folders
/// (`node_modules`, `bower_components`) and the paths its `.gitignore` files name.
///
/// A `.gitignore` is read as git reads it, for the forms real ones use: blank lines and `#`
/// comments skipped, `!` re-includes, a trailing `/` matches folders only, a `/` at the start or
/// in the middle anchors the pattern to the `.gitignore`'s folder, otherwise it matches a name at
/// any depth; `*`, `?` and `**` as in `Glob` (a pattern with a `[…]` class is left out). Files in the scanned folders and in the folders
/// above them up to the repository root (the folder holding `.git`) apply, nearer ones last.
struct IgnoreRules {
    static let dependencyFolders: Set<String> = ["node_modules", "bower_components"]

    struct Rule {
        let base: String
        let glob: Glob
        let negated: Bool
        let folderOnly: Bool
    }

    private(set) var rules: [Rule] = []

    /// Rules from `.gitignore` files in `folder` and its ancestors up to the repository root.
    static func above(_ folder: String) -> IgnoreRules {
        var folders: [String] = []
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<64 {
            folders.append(dir.path)
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { break }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        var rules = IgnoreRules()
        for f in folders.reversed() { rules.read(folder: f) }
        return rules
    }

    /// Adds the rules of `folder/.gitignore`, if there is one.
    mutating func read(folder: String) {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(".gitignore")), data.count < 1 << 20 else { return }
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(raw)
            // Trailing spaces are ignored unless escaped; leading ones are part of the pattern.
            while line.hasSuffix(" "), !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line.removeFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line.removeFirst()
            }
            var folderOnly = false
            if line.hasSuffix("/") {
                folderOnly = true
                line.removeLast()
            }
            // Bracket expressions (`[Bb]uild`) are not in `Glob`: such a pattern is left out, so
            // those paths are scanned rather than hidden by a wrong reading.
            guard !line.isEmpty, !line.contains("[") else { continue }
            // Anchored when a slash starts it or stands inside it; then it is a path from `folder`.
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            let pattern = anchored && !line.contains("/") ? "./" + line : line
            rules.append(Rule(base: folder, glob: Glob(pattern), negated: negated, folderOnly: folderOnly))
        }
    }

    /// Whether `path` (absolute) is ignored; the last rule that matches decides.
    func ignores(_ path: String, isFolder: Bool) -> Bool {
        var ignored = false
        for rule in rules where !rule.folderOnly || isFolder {
            let prefix = rule.base.hasSuffix("/") ? rule.base : rule.base + "/"
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if rule.glob.matches(relative) { ignored = !rule.negated }
        }
        return ignored
    }
}
