import Foundation

/// Lists the files to scan under the given paths: never following a symbolic link out of its
/// root or into a folder (so no loop), skipping hidden folders, in a stable order.
struct FileWalker {
    enum Kind: Sendable { case html, javascript }

    struct Entry: Sendable {
        let path: String
        let kind: Kind
        /// The folder it was found under (for a file named alone, the file's folder), resolved.
        let root: String
        /// Named on the command line rather than found in a folder: always parsed, so a page
        /// linted alone brings the local scripts it loads.
        var named = false
        /// The canonical path (links followed), which tells two names of one file apart.
        var realPath: String
    }

    struct Skip: Sendable {
        let path: String
        let reason: String
    }

    let htmlExtensions: Set<String>
    let scriptExtensions: Set<String>
    /// Skip dependency folders and `.gitignore`d paths (`IgnoreRules`).
    var respectIgnores = true

    func kind(of path: String) -> Kind? {
        // The extension after the last '.' of the last component, on bytes: NSString's
        // pathExtension cost 20 K instructions a file, fixing slashes first.
        let utf8 = path.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[name...].lastIndex(of: UInt8(ascii: ".")), dot != name else { return nil }
        let ext = String(path[path.index(after: dot)...]).lowercased()
        if htmlExtensions.contains(ext) { return .html }
        // A TypeScript declaration file (`.d.ts`) holds types only: nothing to read.
        if scriptExtensions.contains(ext) { return TypeScriptErasure.isDeclarationFile(path) ? nil : .javascript }
        return nil
    }

    static let notRegular = "not a regular file (a FIFO, socket or device); not read"

    func walk(_ paths: [String]) -> (entries: [Entry], skipped: [Skip], ignored: [String]) {
        var entries: [Entry] = []
        var skipped: [Skip] = []
        var ignored: [String] = []
        var seen = Set<String>()
        // Links are added after every regular file, so a file is listed under its own name.
        var links: [Entry] = []
        let fm = FileManager.default
        for given in paths {
            let root = FileSystem.realPath(given) ?? URL(fileURLWithPath: given).resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: given, isDirectory: &isDirectory) else {
                skipped.append(Skip(path: given, reason: "no such file or folder"))
                continue
            }
            if !isDirectory.boolValue {
                // A file named on the command line is scanned whatever its extension (as HTML unless it is a script);
                // its folder is the root, so the local scripts a page loads are scanned with it.
                let folder = (root as NSString).deletingLastPathComponent
                if seen.insert(root).inserted { entries.append(Entry(path: given, kind: kind(of: given) ?? .html, root: folder.isEmpty ? "/" : folder, named: true, realPath: root)) }
                continue
            }
            var rules = respectIgnores ? IgnoreRules.above(root) : IgnoreRules()
            // Each folder's canonical path travels with it: folders reached by the walk are never
            // links (those are not followed), so a file's canonical path is its folder's plus its name.
            var stack: [(shown: String, real: String, depth: Int)] = [(given, root, 0)]
            while let (directory, realDirectory, depth) = stack.popLast() {
                if respectIgnores, depth > 0 { rules.read(folder: realDirectory) }
                guard let names = FileSystem.names(in: directory)?.sorted() else {
                    skipped.append(Skip(path: directory, reason: "cannot list the folder: permission denied or not readable"))
                    continue
                }
                var subdirectories: [(shown: String, real: String)] = []
                for name in names {
                    let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                    let real = realDirectory.hasSuffix("/") ? realDirectory + name : realDirectory + "/" + name
                    guard let type = FileSystem.entryType(path) else {
                        skipped.append(Skip(path: path, reason: "cannot read its attributes"))
                        continue
                    }
                    if respectIgnores {
                        let isFolder = type == .directory
                        if (isFolder && IgnoreRules.dependencyFolders.contains(name)) || rules.ignores(real, isFolder: isFolder) {
                            if isFolder || kind(of: path) != nil { ignored.append(path) }
                            continue
                        }
                    }
                    switch type {
                    case .directory:
                        if name.hasPrefix(".") { continue }
                        if depth >= 256 {
                            skipped.append(Skip(path: path, reason: "nested more than 256 folders deep"))
                            continue
                        }
                        subdirectories.append((path, real))
                    case .symbolicLink:
                        guard kind(of: path) != nil else { continue }
                        guard let target = FileSystem.realPath(path), let targetType = FileSystem.entryType(target) else {
                            skipped.append(Skip(path: path, reason: "symbolic link to nothing (or a loop)"))
                            continue
                        }
                        if targetType == .directory {
                            skipped.append(Skip(path: path, reason: "symbolic link to a folder is not followed"))
                        } else if !(target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")) {
                            skipped.append(Skip(path: path, reason: "symbolic link to a file outside \(given) is not followed"))
                        } else if let k = kind(of: path) {
                            links.append(Entry(path: path, kind: k, root: root, realPath: target))
                        }
                    case .regular:
                        guard let k = kind(of: path) else { continue }
                        if seen.insert(real).inserted { entries.append(Entry(path: path, kind: k, root: root, realPath: real)) }
                    default:
                        // A FIFO, socket or device with a page's or script's name is named in the
                        // report (reading it could block forever), not dropped silently.
                        if kind(of: path) != nil { skipped.append(Skip(path: path, reason: FileWalker.notRegular)) }
                    }
                }
                // Depth-first in name order: push in reverse so the first name is visited first.
                for sub in subdirectories.reversed() { stack.append((sub.shown, sub.real, depth + 1)) }
            }
        }
        for link in links where seen.insert(link.realPath).inserted { entries.append(link) }
        return (entries, skipped, ignored)
    }
}
