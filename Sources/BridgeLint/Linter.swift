import BridgeContract
import BridgeReport
import Foundation

/// Settings of one lint run.
public struct LintOptions: Sendable {
    /// Vue and Svelte components are pages too: their `<script>` blocks (`lang="ts"` erased).
    public var htmlExtensions: Set<String> = ["html", "htm", "vue", "svelte"]
    /// TypeScript (`ts`, `mts`, `cts`) is read with its types erased (`TypeScriptErasure`), and
    /// JSX (`jsx`, `tsx`) with its markup blanked (`JSXBlanking`).
    public var scriptExtensions: Set<String> = ["js", "mjs", "cjs", "ts", "mts", "cts", "jsx", "tsx"]
    /// Files scanned at once; default the number of cores.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Skip parsing files whose bytes hold no token a bridge call needs (see `Prefilter`).
    public var prefilter = true
    /// Larger files are skipped with a finding: 100 MiB.
    public var maxFileBytes = 100 << 20
    /// A scan that finds no bridge call passes instead of failing.
    public var allowEmpty = false
    /// Skip `node_modules`, `bower_components` and `.gitignore`d paths.
    public var respectIgnores = true
    /// Globs over paths relative to each scanned folder: files must match one `include` (when
    /// any are given) and no `exclude`.
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    /// Rule id → severity, or nil to turn the rule off.
    public var severities: [String: Severity?] = [:]
    /// Called after each file with (files done, files to scan), from the scanning threads.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// The manifest's path and text, so findings about it point at the right line.
    public var manifestPath: String?
    public var manifestLines: ManifestSourceMap?
    /// The rules of the other engines (`native`, `run`), from the catalogue the command line
    /// assembles: suppressions and severities may name them, and lint leaves them to their engine.
    public var otherEnginesRuleIDs: [String] = []

    public init() {}
}

/// A file's report and what lint keeps of it for the rest of the site (callback definitions,
/// the scripts a page loads, the wrappers a script defines), which no report shows.
struct ScannedFile: Sendable {
    var report: FileResult
    var definitions = CallbackDefinitions()
    var references: [String] = []
    /// What the file's scripts define globally that posts to native, for the other scripts of
    /// its pages.
    var exports = GlobalWrappers()
    /// An ES module's exported wrappers, and the imports of its (or a page's inline) modules.
    var moduleExports = GlobalWrappers()
    var moduleImports: [ModuleImport] = []

    init(path: String) { report = FileResult(path: path) }

    var path: String { report.path }
}

/// The global wrappers each script defines, found by the references pages make to it.
struct ScriptTable: Sendable {
    private var byPath: [String: GlobalWrappers] = [:]
    private var byRealPath: [String: GlobalWrappers] = [:]
    /// The scripts scanned that define none, as the walk spelt them: a page's reference to one
    /// is answered here, not by resolving its links (a system call a reference, and most of what
    /// the worst-case site's pages paid once one of their scripts defined a wrapper).
    private var definingNone: Set<String> = []
    /// The last names of every script's wrappers, searched for with the prefilter's own scan:
    /// a page that spells none of them cannot call one.
    private let names: Prefilter

    /// The file names of those scripts, searched for the same way: a page that spells one may
    /// load it, and so must be read for what it loads, whatever else it holds.
    private let fileNames: Prefilter

    /// The table of the scripts among `entries` (with `results`, index for index) that define one.
    init(_ entries: [FileWalker.Entry], _ results: [ScannedFile?]) {
        var names: Set<String> = []
        var files: Set<String> = []
        for (entry, result) in zip(entries, results) {
            guard entry.kind == .javascript, let exports = result?.exports else { continue }
            guard !exports.isEmpty else {
                definingNone.insert(ReportPath.normalized(entry.path))
                continue
            }
            byPath[ReportPath.normalized(entry.path)] = exports
            byRealPath[entry.realPath] = exports
            names.formUnion(exports.byPath.keys.compactMap(\.last))
            files.insert(String(entry.path.split(separator: "/").last ?? Substring(entry.path)))
        }
        self.names = Prefilter(needles: names.sorted().map { Array($0.utf8) })
        fileNames = Prefilter(needles: files.sorted().map { Array($0.utf8) })
    }

    var isEmpty: Bool { byPath.isEmpty }

    /// Whether the bytes may call one of the scripts' wrappers.
    func mayBeCalled(in bytes: [UInt8]) -> Bool { !isEmpty && names.mayContainBridgeCode(bytes) }

    /// Whether the page may load one of the scripts: then the scripts it loads beside it may call
    /// that one's wrappers (`bridge.js` defining `Bridge.send`, `app.js` calling it), which only
    /// the page's list of scripts tells, even when the page itself holds no bridge code.
    func mayBeLoaded(by bytes: [UInt8]) -> Bool { !isEmpty && fileNames.mayContainBridgeCode(bytes) }

    /// What the scripts at `references` (a page's, in load order) define, later ones winning.
    func exports(of references: [String]) -> GlobalWrappers {
        var all = GlobalWrappers()
        for reference in references where !definingNone.contains(reference) {
            // The reference is usually spelt as the walk spelt the script; else through links.
            if let found = byPath[reference] ?? FileSystem.realPath(reference).flatMap({ byRealPath[$0] }) { all.merge(found) }
        }
        return all
    }
}

/// Scans a site for bridge calls and checks each against the manifest.
public struct Linter: Sendable {
    public let manifest: Manifest
    public let options: LintOptions

    public init(manifest: Manifest, options: LintOptions = LintOptions()) {
        self.manifest = manifest
        self.options = options
    }

    public func run(paths: [String]) -> Report {
        var walker = FileWalker(htmlExtensions: options.htmlExtensions, scriptExtensions: options.scriptExtensions)
        walker.respectIgnores = options.respectIgnores
        let (walked, skips, ignored) = walker.walk(paths)
        let entries = walked.filter { entry in
            guard !options.include.isEmpty || !options.exclude.isEmpty else { return true }
            let relative = Self.relative(entry.path, to: paths)
            if !options.include.isEmpty, !options.include.contains(where: { $0.matches(relative) }) { return false }
            return !options.exclude.contains { $0.matches(relative) }
        }
        let scanner = FileScanner(manifest: manifest, options: options)
        let done = ProgressCounter()
        let total = entries.count
        let progress = options.progress
        // Scripts first: what they define globally is what the pages that load them can call.
        let scriptIndexes = entries.indices.filter { entries[$0].kind == .javascript }
        let pageIndexes = entries.indices.filter { entries[$0].kind != .javascript }
        var byIndex = [ScannedFile?](repeating: nil, count: entries.count)
        for (i, result) in zip(scriptIndexes, parallelMap(scriptIndexes.map { entries[$0] }) { entry in
            let result = scanner.scan(entry)
            if let progress { progress(done.increment(), total) }
            return result
        }) { byIndex[i] = result }
        let exporters = ScriptTable(entries, byIndex)
        let loadedExports = exporters.isEmpty ? nil : exporters
        for (i, result) in zip(pageIndexes, parallelMap(pageIndexes.map { entries[$0] }) { entry in
            let result = scanner.scan(entry, loaded: loadedExports)
            if let progress { progress(done.increment(), total) }
            return result
        }) { byIndex[i] = result }
        var scannedEntries = entries
        var results = byIndex.compactMap { $0 }

        // Local scripts that pages load but the walk did not list (another extension): scan them once, under their own path.
        var scanned = Set(entries.map(\.realPath))
        var extra: [FileWalker.Entry] = []
        // Most pages of a site load the same few scripts: resolve each reference once.
        var resolutions: [String: String?] = [:]
        for (entry, result) in zip(entries, results) {
            for reference in result.references {
                let resolved: String?
                if let known = resolutions[reference] {
                    resolved = known
                } else {
                    resolved = FileSystem.realPath(reference)
                    resolutions[reference] = resolved
                }
                let root = entry.root.hasSuffix("/") ? entry.root : entry.root + "/"
                guard let resolved, resolved.hasPrefix(root), scanned.insert(resolved).inserted else { continue }
                extra.append(FileWalker.Entry(path: reference, kind: .javascript, root: entry.root, realPath: resolved))
            }
        }
        results += parallelMap(extra) { scanner.scan($0) }
        scannedEntries += extra
        rescanAcrossScripts(&results, scannedEntries, firstExtra: entries.count, resolutions: resolutions, scanner: scanner)
        linkModules(&results, scannedEntries, scanner: scanner)
        for skip in skips {
            var result = ScannedFile(path: skip.path)
            result.report.skipped = skip.reason
            if skip.reason.hasPrefix("symbolic link") {
                result.report.findings.append(Finding(ruleID: "unreadable-file", severity: .info, message: "skipped: \(skip.reason)", file: skip.path))
            } else {
                result.report.findings.append(UnreadableFileRule.finding("skipped: \(skip.reason)", at: SourceLocation(file: skip.path, line: 1, column: 1)))
            }
            results.append(result)
        }
        results.sort { $0.path < $1.path }
        var report = Report(files: results.map(\.report), siteFindings: siteFindings(results, paths: paths), rules: RuleRegistry.infos)
        report.ignored = ignored
        if !options.severities.isEmpty { report = report.applying(options.severities) }
        return report
    }

    /// A page's scripts share one global scope: a script that calls a wrapper another script of
    /// the same page defines (app.js calling bridge.js's `Bridge.send`) is read again with it, as
    /// is a page that loads a script the walk did not list (read after the page) defining one.
    /// Nothing is read again unless some script defines such a wrapper. Load order is not
    /// followed: calls inside functions and event handlers run after every script has loaded.
    private func rescanAcrossScripts(_ results: inout [ScannedFile], _ entries: [FileWalker.Entry], firstExtra: Int, resolutions: [String: String?], scanner: FileScanner) {
        guard results.contains(where: { !$0.exports.isEmpty }) else { return }
        let table = ScriptTable(entries, results)
        var indexByRealPath: [String: Int] = [:]
        for (i, entry) in entries.enumerated() where entry.kind == .javascript { indexByRealPath[entry.realPath] = i }
        var imports: [Int: GlobalWrappers] = [:]
        var pagesAgain: [Int] = []
        for (p, entry) in entries.enumerated() where entry.kind != .javascript && !results[p].references.isEmpty {
            let loaded = results[p].references.compactMap { reference in (resolutions[reference] ?? nil).flatMap { indexByRealPath[$0] } }
            if loaded.contains(where: { $0 >= firstExtra && !results[$0].exports.isEmpty }) { pagesAgain.append(p) }
            for f in loaded {
                var visible = imports[f] ?? GlobalWrappers()
                visible.merge(results[p].exports)
                for g in loaded where g != f { visible.merge(results[g].exports) }
                if !visible.isEmpty { imports[f] = visible }
            }
        }
        // Read again only the scripts that mention one of the wrappers they could call.
        let again = imports.keys.sorted().filter { f in
            guard let visible = imports[f], case .success(let bytes) = FileSystem.readRegularFile(entries[f].path, limit: options.maxFileBytes) else { return false }
            return visible.mayBeCalled(in: bytes)
        }
        let visible = imports
        let rescanned = parallelMap(again) { f in scanner.scan(entries[f], imports: visible[f] ?? GlobalWrappers()) }
        for (f, result) in zip(again, rescanned) { results[f] = result }
        let repaged = parallelMap(pagesAgain) { p in scanner.scan(entries[p], loaded: table) }
        for (p, result) in zip(pagesAgain, repaged) { results[p] = result }
    }

    /// ES modules import what they call: a module (or a page's inline module) that imports a
    /// wrapper another scanned module exports (`import { callNative } from './bridge.js'`) is
    /// read again with it under its local name, and so, for a module that wraps an imported
    /// wrapper and exports its own, are its importers (three rounds at most). Relative and
    /// root-relative specifiers name a file here, and so do a project's aliases (`@/utils/bridge`,
    /// tsconfig `paths`: `ModuleAliases`); any other bare one (`'lodash'`) is a package's.
    private func linkModules(_ results: inout [ScannedFile], _ entries: [FileWalker.Entry], scanner: FileScanner) {
        guard results.contains(where: { !$0.moduleExports.isEmpty }) else { return }
        // A module that only imports a wrapper holds no bridge code of its own: the prefilter
        // passed over it. Those that spell `import` and an exported name (any name, for a default
        // export) are read now, as if named, for their imports.
        let exportedNames = Set(results.flatMap { $0.moduleExports.byPath.keys.compactMap(\.first) })
        // A Vue plugin's app-wide properties (`$bridge`): every module that spells one sees them,
        // import or not (a component reaches them through `this`).
        var plugins = GlobalWrappers()
        for result in results { for (path, wrapper) in result.moduleExports.byPath where path.first?.hasPrefix("$") ?? false { plugins[path] = wrapper } }
        let pluginNames = Set(plugins.byPath.keys.compactMap(\.first))
        let unread = results.indices.filter { f in
            guard f < entries.count, results[f].report.prefiltered, case .success(let bytes) = FileSystem.readRegularFile(entries[f].path, limit: options.maxFileBytes) else { return false }
            if pluginNames.contains(where: { bytes.contains(utf8: "this." + $0) }) { return true }
            guard bytes.contains(utf8: "import") || bytes.contains(utf8: "quire") else { return false }  // `require`, found by its rare `q`
            return exportedNames.contains("default") || exportedNames.contains { bytes.contains(utf8: $0) }
        }
        let read = parallelMap(unread) { f in
            var entry = entries[f]
            entry.named = true
            return scanner.scan(entry)
        }
        for (f, result) in zip(unread, read) { results[f] = result }
        var spellsPlugin: Set<Int> = []
        if !pluginNames.isEmpty {
            for f in results.indices where f < entries.count && !results[f].report.prefiltered {
                guard case .success(let bytes) = FileSystem.readRegularFile(entries[f].path, limit: options.maxFileBytes) else { continue }
                if pluginNames.contains(where: { bytes.contains(utf8: "this." + $0) }) { spellsPlugin.insert(f) }
            }
        }
        guard results.contains(where: { !$0.moduleImports.isEmpty }) || !spellsPlugin.isEmpty else { return }
        var indexByPath: [String: Int] = [:]
        for (i, entry) in entries.enumerated() where entry.kind == .javascript {
            indexByPath[ReportPath.normalized(entry.path)] = i
            indexByPath[entry.realPath] = i
        }
        let aliases = ModuleAliases()
        func exporter(_ specifier: String, from importer: FileWalker.Entry) -> Int? {
            let directory = importer.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(importer.path[..<$0]) } ?? "."
            let bases: [String]
            if specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier.hasPrefix("/") {
                bases = [specifier.hasPrefix("/") ? importer.root + specifier : directory + "/" + specifier]
            } else {
                // `@/utils/bridge`, a tsconfig `paths` alias, or a name under its `baseUrl`.
                bases = aliases.candidates(specifier, from: directory, root: importer.root)
            }
            for base in bases {
                for candidate in [
                    base, base + ".js", base + ".mjs", base + ".cjs", base + "/index.js", base + ".ts", base + ".mts", base + "/index.ts", base + ".jsx", base + "/index.jsx", base + ".tsx",
                    base + "/index.tsx",
                ] {
                    let normalized = ReportPath.normalized(candidate)
                    if let i = indexByPath[normalized] ?? FileSystem.realPath(normalized).flatMap({ indexByPath[$0] }) { return i }
                }
            }
            return nil
        }
        var given: [Int: GlobalWrappers] = [:]
        for _ in 0..<3 {
            var again: [(Int, GlobalWrappers)] = []
            for (f, result) in results.enumerated() where f < entries.count && (!result.moduleImports.isEmpty || spellsPlugin.contains(f)) {
                var visible = GlobalWrappers()
                if spellsPlugin.contains(f) { visible.merge(plugins) }
                for found in result.moduleImports {
                    guard let g = exporter(found.specifier, from: entries[f]), g != f, g < results.count, !results[g].moduleExports.isEmpty else { continue }
                    for (path, wrapper) in results[g].moduleExports.byPath {
                        for name in found.names where path.first == name.imported { visible[[name.local] + path.dropFirst()] = wrapper }
                        if let namespace = found.namespace { visible[[namespace] + path] = wrapper }
                    }
                }
                if !visible.isEmpty, given[f] != visible { again.append((f, visible)) }
            }
            if again.isEmpty { return }
            let table = ScriptTable(entries, results)
            let rescanned = parallelMap(again) { f, visible in
                entries[f].kind == .javascript ? scanner.scan(entries[f], imports: visible) : scanner.scan(entries[f], imports: visible, loaded: table)
            }
            for ((f, visible), result) in zip(again, rescanned) {
                results[f] = result
                given[f] = visible
            }
        }
    }

    /// `path` relative to whichever of `roots` holds it.
    static func relative(_ path: String, to roots: [String]) -> String {
        for root in roots {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// Rules about the site as a whole: unused handlers, missing callbacks, an empty scan.
    private func siteFindings(_ results: [ScannedFile], paths: [String]) -> [Finding] {
        var findings: [Finding] = []
        let manifestLocation = SourceLocation(file: options.manifestPath ?? Manifest.defaultFileName, line: 1, column: 1)
        // Read in place: copying every call of the site into one array showed in the profile.
        let hasCalls = results.contains { !$0.report.calls.isEmpty }
        let scannedAny = results.contains { $0.report.skipped == nil }
        if !hasCalls, !options.allowEmpty {
            let first = results.first { $0.report.skipped == nil }?.path ?? paths.first ?? "."
            let scannedCount = results.filter { $0.report.skipped == nil }.count
            findings.append(NoBridgeCallsRule.finding("no bridge call found in \(scannedCount) scanned file\(scannedCount == 1 ? "" : "s"); a contract check that matched nothing must not pass", at: SourceLocation(file: first, line: 1, column: 1), hint: "check the paths and --ext, or pass --allow-empty"))
        }
        // Placeholders are reported whatever the pages hold: the contract is unwritten.
        for handler in manifest.handlers where ManifestIncompleteRule.isPlaceholder(name: handler.name, summary: handler.summary) {
            let why = handler.name.hasPrefix("TODO-") ? "its name is a placeholder" : "its summary still starts with \(handler.summary?.hasPrefix("Placeholder") == true ? "Placeholder" : "TODO")"
            findings.append(ManifestIncompleteRule.finding(
                "handler '\(handler.name)' is not filled in yet: \(why)", at: location(ofHandler: handler.name, fallback: manifestLocation),
                hint: handler.name.hasPrefix("TODO-") ? "rename it to the name native registers and give it a body" : "say what native's handler accepts (body, envelope, functions, schema), then remove the TODO",
                subject: FindingSubject(handler: handler.name)))
        }
        for callback in manifest.callbacks where ManifestIncompleteRule.isPlaceholder(name: callback.path, summary: callback.summary) {
            findings.append(ManifestIncompleteRule.finding(
                "callback '\(callback.path)' is not filled in yet: its summary still starts with TODO", at: location(ofCallback: callback.path, fallback: manifestLocation),
                hint: "give each argument a schema, then remove the TODO", subject: FindingSubject(callback: callback.path)))
        }
        // With no call at all, every handler is unused: the empty-scan error says it once.
        guard scannedAny, hasCalls else { return findings }
        var used = Set<String>()
        for r in results.indices { used.formUnion(results[r].definitions.referencedHandlers) }
        var dynamic = false
        // By index: a `for` over the calls copied each one, retaining its strings and findings.
        for r in results.indices {
            for c in results[r].report.calls.indices {
                if let handler = results[r].report.calls[c].handler {
                    used.insert(handler)
                } else if !dynamic, !results[r].report.calls[c].reachKnown, results[r].report.calls[c].findings.contains(where: { $0.ruleID == DynamicCallRule.id }) {
                    dynamic = true
                }
            }
        }
        // A call that computes its handler's name may reach any handler: none is reported as
        // unused then (the call's dynamic-call note says what the gate does not cover).
        for handler in manifest.handlers where !dynamic && !used.contains(handler.name) && !handler.injected {
            findings.append(UnusedHandlerRule.finding("handler '\(handler.name)' is declared but never called in the scanned pages", at: location(ofHandler: handler.name, fallback: manifestLocation),
                subject: FindingSubject(handler: handler.name)))
        }
        var definitions = CallbackDefinitions()
        for r in results.indices { definitions.formUnion(results[r].definitions) }
        for callback in manifest.callbacks where !callback.injected && !definitions.defines(callback.path) {
            let parts = CallRecognizer.normalize(callback.path.split(separator: ".").map(String.init))
            var message = "native evaluates '\(callback.path)(…)', but no scanned page defines it"
            var hint = "define it in a page, or remove it from the manifest"
            if parts.count == 1, let name = parts.first, let local = definitions.closureDeclarations[name] {
                message += " globally: \(local.file):\(local.line):\(local.column) declares it inside a function, where native's global evaluation cannot reach it"
                hint = "assign it to window (window.\(name) = \(name)) or declare it at the top level of a script"
            }
            findings.append(MissingCallbackRule.finding(message, at: location(ofCallback: callback.path, fallback: manifestLocation), hint: hint, subject: FindingSubject(callback: callback.path)))
        }
        return findings
    }

    /// Where a handler is declared in the manifest file, for findings about the manifest.
    private func location(ofHandler name: String, fallback: SourceLocation) -> SourceLocation {
        options.manifestLines.flatMap { $0.location(ofKey: name, under: "handlers", file: fallback.file) } ?? fallback
    }

    private func location(ofCallback path: String, fallback: SourceLocation) -> SourceLocation {
        options.manifestLines.flatMap { $0.location(ofKey: path, under: "callbacks", file: fallback.file) } ?? fallback
    }

    /// Runs `body` over `items` on `options.jobs` threads, keeping order.
    private func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ body: @escaping @Sendable (T) -> R) -> [R] {
        Parallel.map(items, jobs: options.jobs, body)
    }
}

/// Counts finished files across scanning threads.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int { lock.withLock { value += 1; return value } }
}

