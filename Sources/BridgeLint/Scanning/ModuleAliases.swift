import BridgeJSON

/// Where a project's non-relative import specifiers point: the `paths` and `baseUrl` of the
/// nearest `tsconfig.json` or `jsconfig.json` (TypeScript's, and the editors' and bundlers' that
/// read them), and the `@/` and `~/` prefixes that Vue CLI, Vite and Nuxt templates map to the
/// project's `src` folder without a config the scanner can read (theirs is JavaScript:
/// `vite.config.js`, `vue.config.js`).
///
/// The resolution TypeScript does (`moduleResolution`) is not available as a library here, so
/// this is a small part of it: a pattern with at most one `*`, its targets relative to `baseUrl`
/// (or to the config's folder), first match wins; `extends` is not followed.
final class ModuleAliases {
    private struct Config {
        /// The folder `paths` targets are relative to.
        let base: String
        /// Patterns in the order written, each with its targets.
        let paths: [(pattern: String, targets: [String])]
        /// `baseUrl`, resolved: a bare specifier may name a file under it.
        let baseURL: String?
    }

    /// By folder: the config found there or above (nil when there is none up to the root).
    private var configs: [String: Config?] = [:]
    private let maxConfigBytes = 1 << 20

    /// The paths (without an extension) `specifier`, imported by a file in `directory`, may
    /// name; empty for a relative specifier (resolved by the caller) or one no alias covers.
    func candidates(_ specifier: String, from directory: String, root: String) -> [String] {
        guard !specifier.hasPrefix("./"), !specifier.hasPrefix("../"), !specifier.hasPrefix("/"), !specifier.isEmpty else { return [] }
        var out: [String] = []
        if let config = config(for: directory, root: root) {
            for (pattern, targets) in config.paths {
                guard let captured = Self.match(specifier, pattern) else { continue }
                out += targets.map { config.base + "/" + $0.replacingOccurrences(of: "*", with: captured) }
                break
            }
            if out.isEmpty, let baseURL = config.baseURL { out.append(baseURL + "/" + specifier) }
        }
        // `@/components/x` and `~/x`: the `src` folder the importer is in (or the root's).
        if out.isEmpty, specifier.hasPrefix("@/") || specifier.hasPrefix("~/") {
            let rest = String(specifier.dropFirst(2))
            var folder = directory
            while folder.count >= root.count {
                if folder.hasSuffix("/src") || folder == "src" { out.append(folder + "/" + rest) }
                guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
                folder = String(folder[..<slash])
            }
            out.append(root + "/src/" + rest)
        }
        return out
    }

    /// The part of `specifier` a pattern's `*` stands for (`""` for a pattern without one).
    static func match(_ specifier: String, _ pattern: String) -> String? {
        guard let star = pattern.firstIndex(of: "*") else { return specifier == pattern ? "" : nil }
        let prefix = pattern[..<star]
        let suffix = pattern[pattern.index(after: star)...]
        guard specifier.count >= prefix.count + suffix.count, specifier.hasPrefix(prefix), specifier.hasSuffix(suffix) else { return nil }
        return String(specifier.dropFirst(prefix.count).dropLast(suffix.count))
    }

    private func config(for directory: String, root: String) -> Config? {
        if let known = configs[directory] { return known }
        var found: Config?
        for name in ["tsconfig.json", "jsconfig.json"] {
            if case .success(let bytes) = FileSystem.readRegularFile(directory + "/" + name, limit: maxConfigBytes), let config = Self.parse(bytes, in: directory) {
                found = config
                break
            }
        }
        if found == nil, directory.count > root.count, let slash = directory.utf8.lastIndex(of: UInt8(ascii: "/")) {
            found = config(for: String(directory[..<slash]), root: root)
        }
        configs[directory] = .some(found)
        return found
    }

    /// A config's `compilerOptions.paths` and `baseUrl`. tsconfig files are JSON with comments
    /// and trailing commas (JSONC), which the strict parser refuses: they are blanked first.
    private static func parse(_ bytes: [UInt8], in directory: String) -> Config? {
        guard case .object(let document)? = try? JSONParser().parse(Self.strictJSON(bytes)), case .object(let options)? = document["compilerOptions"] else { return nil }
        let baseURL = options["baseUrl"]?.stringValue.map { directory + "/" + $0 }
        var paths: [(pattern: String, targets: [String])] = []
        if case .object(let table)? = options["paths"] {
            for member in table.members {
                guard case .array(let targets) = member.value else { continue }
                paths.append((member.key, targets.compactMap(\.stringValue)))
            }
        }
        guard baseURL != nil || !paths.isEmpty else { return nil }
        return Config(base: baseURL ?? directory, paths: paths, baseURL: baseURL)
    }

    /// JSONC made JSON: comments blanked (newlines kept) and a comma before `}` or `]` dropped;
    /// strings are left as they are.
    static func strictJSON(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var inString = false
        while i < bytes.count {
            let c = bytes[i]
            if inString {
                out.append(c)
                if c == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    out.append(bytes[i + 1])
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            let next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
                    i += 1
                }
                i += 2
                continue
            }
            if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                // A trailing comma: the last non-space byte written.
                var k = out.count - 1
                while k >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(out[k]) { k -= 1 }
                if k >= 0, out[k] == UInt8(ascii: ",") { out[k] = 0x20 }
            }
            if c == UInt8(ascii: "\"") { inString = true }
            out.append(c)
            i += 1
        }
        return out
    }
}
