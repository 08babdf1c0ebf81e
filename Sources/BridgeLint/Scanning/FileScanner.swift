import BridgeContract
import BridgeJSON
import BridgeReport
import Foundation

/// Scans one file: reads it within limits, finds its scripts, recognizes and checks the calls.
struct FileScanner: Sendable {
    let manifest: Manifest
    let options: LintOptions
    let prefilter: Prefilter
    let recognizer: CallRecognizer
    let schemes: Set<String>
    /// The last names of the callbacks native evaluates.
    let callbackNames: Set<String>
    /// Lint's rules, and every engine's, for the suppressions pages and scripts hold.
    let suppressionScope: SuppressionScope

    init(manifest: Manifest, options: LintOptions) {
        self.manifest = manifest
        self.options = options
        prefilter = Prefilter(manifest: manifest)
        schemes = Set(manifest.handlers.compactMap { $0.envelope.scheme?.lowercased() })
        recognizer = CallRecognizer(manifest: manifest)
        callbackNames = Set(manifest.callbacks.compactMap { CallRecognizer.normalize($0.path.split(separator: ".").map(String.init)).last })
        let own = RuleRegistry.all.map { $0.description.id }
        suppressionScope = SuppressionScope(judged: own, known: own + options.otherEnginesRuleIDs) { Suggestion.closest(to: $0, in: $1) }
    }

    /// Scans one file. `imports` are the global wrappers other scripts of its pages define;
    /// for a page, `loaded` gives those of the scripts it loads, from their references.
    func scan(_ entry: FileWalker.Entry, imports: GlobalWrappers = GlobalWrappers(), loaded: ScriptTable? = nil) -> ScannedFile {
        var result = ScannedFile(path: entry.path)
        let start = SourceLocation(file: entry.path, line: 1, column: 1)
        func skip(_ reason: String) -> ScannedFile {
            result.report.skipped = reason
            result.report.findings.append(UnreadableFileRule.finding("skipped: \(reason)", at: start))
            return result
        }
        // Look at what the path finally names: a FIFO or device would block or never end.
        var bytes: [UInt8]
        switch FileSystem.readRegularFile(entry.path, limit: options.maxFileBytes) {
        case .success(let read): bytes = read
        case .failure(.noAttributes): return skip("cannot read its attributes")
        case .failure(.notRegular): return skip(FileWalker.notRegular)
        case .failure(.tooLarge(let size?)): return skip("\(size) bytes is more than the \(options.maxFileBytes)-byte limit (--max-file-bytes)")
        case .failure(.tooLarge(nil)): return skip("more than the \(options.maxFileBytes)-byte limit (--max-file-bytes)")
        case .failure(.cannotOpen): return skip("cannot open it: permission denied or not a regular file")
        case .failure(.cannotRead(let reason)): return skip("cannot read it: \(reason)")
        }
        // The encoding, found as a browser finds it; from here on the text is UTF-8, and lines
        // and columns count its characters.
        let (encoding, unknownLabel) = PageEncoding.detect(bytes, isHTML: entry.kind == .html)
        if let unknownLabel {
            result.report.findings.append(UnreadableFileRule.finding("the page declares charset '\(unknownLabel)', which bridgecheck does not know; it was read as UTF-8", at: start))
        }
        if encoding.bomLength > 0 || !encoding.isUTF8 {
            guard let (text, invalid) = encoding.decode(bytes) else { return skip("cannot decode \(encoding.name) (no converter for it here)") }
            bytes = text
            if invalid > 0 {
                result.report.findings.append(UnreadableFileRule.finding(
                    "\(invalid) byte\(invalid == 1 ? " is" : "s are") not valid \(encoding.name) (from the \(encoding.source)); read as U+FFFD", at: start))
            }
        }
        // libc's memchr rather than a byte loop: this runs over the start of every file.
        let hasNUL = bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { memchr($0, 0, min(buffer.count, 8192)) != nil } ?? false }
        if hasNUL { return skip("binary file (it contains NUL bytes)") }
        // A file with no bridge code of its own may still call a wrapper another script defines.
        // A page that loads a script defining one is read for the scripts it loads together.
        if options.prefilter, !entry.named, !prefilter.mayContainBridgeCode(bytes), !imports.mayBeCalled(in: bytes), !(loaded?.mayBeCalled(in: bytes) ?? false),
            !(loaded?.mayBeLoaded(by: bytes) ?? false)
        {
            result.report.prefiltered = true
            return result
        }
        let lines = LazyLineIndex(bytes)
        let path = entry.path
        let locate: (Int) -> SourceLocation = { fileOffset in
            let (line, column) = lines.location(of: fileOffset)
            return SourceLocation(file: path, line: line, column: column)
        }

        var suppressions: [Suppression] = []
        switch entry.kind {
        case .javascript:
            if let bad = firstInvalidUTF8(bytes) {
                result.report.findings.append(UnparsableScriptRule.finding("not valid UTF-8 at byte \(bad); invalid bytes were read as U+FFFD", at: locate(bad)))
            }
            // JSX's markup becomes spaces (offsets kept), its expressions stay.
            let script = JSXBlanking.isJSX(entry.path) ? JSXBlanking.blank(bytes) : bytes
            let analysis = analyze(script, fileOffset: { $0 }, imports: imports, typeScript: TypeScriptErasure.isTypeScript(entry.path), into: &result, locate: locate)
            suppressions += analysis.suppressions
            result.exports = analysis.exports
            result.moduleExports = analysis.moduleExports
            result.moduleImports = analysis.moduleImports
        case .html:
            let page = HTMLScanner.scan(bytes, bridgeSchemes: schemes)
            (result.references, result.report.remoteScripts) = references(page, of: entry)
            var external = imports
            if let loaded { external.merge(loaded.exports(of: result.references)) }
            /// Analyses every source of the page, the scripts with `imports(i)` for source `i`;
            /// returns what each script defines globally, by source.
            func analyzeSources(imports: (Int) -> GlobalWrappers) -> [Int: GlobalWrappers] {
                var exports: [Int: GlobalWrappers] = [:]
                for (i, source) in page.sources.enumerated() {
                    switch source.kind {
                    case .urlAttribute(let attribute):
                        let url = String(decoding: source.text, as: UTF8.self)
                        guard recognizer.isBridgeURL(url, prefix: false) else { continue }
                        // A frame's or object's `src`/`data` loads at once; a link or a form may be
                        // intercepted by the page's own click or submit handler, so its way is unknown.
                        let transport: Transport? = attribute == "src" || attribute == "data" ? .navigation : nil
                        let call = BridgeCallSite(kind: .schemeURL(url), offset: 0, arguments: [], argumentOffsets: [], expectsReply: false, text: CallRecognizer.clip(url), transport: transport)
                        result.report.calls.append(CallChecker(manifest: manifest, locate: { locate(source.fileOffset(of: $0)) }).check(call))
                    default:
                        let analysis = analyze(source.text, fileOffset: { source.fileOffset(of: $0) }, imports: imports(i), typeScript: source.typeScript, into: &result, locate: locate)
                        suppressions += analysis.suppressions
                        if !analysis.exports.isEmpty { exports[i] = analysis.exports }
                        // An inline module's imports, from modules beside the page.
                        for found in analysis.moduleImports where !result.moduleImports.contains(found) { result.moduleImports.append(found) }
                    }
                }
                return exports
            }
            let before = (findings: result.report.findings, calls: result.report.calls, definitions: result.definitions, suppressions: suppressions)
            let inline = analyzeSources { _ in external }
            // The page's scripts share one global scope: an event handler or script calling a
            // function another of its scripts defines (in any order: handlers run after the
            // page loads) is read again with it. Only pages that define such a function and
            // mention it elsewhere pay for the second reading.
            if !inline.isEmpty {
                var all = GlobalWrappers()
                for i in inline.keys.sorted() { all.merge(inline[i] ?? GlobalWrappers()) }
                result.exports = all
                let calledElsewhere = page.sources.indices.contains { i in
                    if case .urlAttribute = page.sources[i].kind { return false }
                    return inline.contains { $0.key != i && $0.value.mayBeCalled(in: page.sources[i].text) }
                }
                if calledElsewhere {
                    (result.report.findings, result.report.calls, result.definitions, suppressions) = before
                    _ = analyzeSources { i in
                        var visible = external
                        for j in inline.keys.sorted() where j != i { visible.merge(inline[j] ?? GlobalWrappers()) }
                        return visible
                    }
                }
            }
            for comment in page.comments where Suppression.isMentioned(in: comment.text) {
                let start = locate(comment.offset)
                let end = locate(comment.offset + comment.text.utf8.count + 7)
                if let s = Suppression.parse(comment.text, at: start, endLine: end.line) { suppressions.append(s) }
            }
        }
        suppressionScope.apply(suppressions, to: &result.report)
        return result
    }

    /// The local scripts a page loads, as paths under the site (in the order it loads them), and
    /// its remote ones as written.
    private func references(_ page: HTMLScan, of entry: FileWalker.Entry) -> (local: [String], remote: [String]) {
        // Paths are joined on bytes and normalized once: NSString's path methods cost 20 K
        // instructions a page here (callgrind on the worst-case lint site).
        let directory = entry.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(entry.path[..<$0]) } ?? ""
        var paths: [String] = []
        var remote: [String] = []
        for reference in page.scriptReferences {
            let src = reference.src.trimmingWhitespace()
            if src.hasPrefix("//") || CallRecognizer.scheme(of: src).map({ $0.count > 1 }) == true {
                remote.append(src)
                continue
            }
            let local = src[..<(src.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? src.endIndex)]
            guard !local.isEmpty else { continue }
            let decoded = local.utf8.contains(UInt8(ascii: "%")) ? local.removingPercentEncoding ?? String(local) : String(local)
            let base = decoded.hasPrefix("/") ? entry.root : directory
            paths.append(ReportPath.normalized(base.isEmpty ? decoded : base + "/" + decoded))
        }
        return (paths, remote)
    }

    /// Tokenizes one script, records syntax issues, recognizes and checks its calls and definitions;
    /// returns the suppressions its comments hold.
    private func analyze(
        _ script: [UInt8], fileOffset: @escaping (Int) -> Int, imports: GlobalWrappers, typeScript: Bool = false, into result: inout ScannedFile, locate: @escaping (Int) -> SourceLocation
    ) -> (suppressions: [Suppression], exports: GlobalWrappers, moduleExports: GlobalWrappers, moduleImports: [ModuleImport]) {
        var tokenization = JSTokenizer.tokenize(script)
        var enums: [String: [String: Shape]]?
        var parameterProperties: Set<Int> = []
        if typeScript {
            let erased = TypeScriptErasure.eraseReadingEnums(tokenization)
            tokenization = erased.tokenization
            if !erased.enums.isEmpty { enums = erased.enums }
            parameterProperties = erased.parameterProperties
        } else if !tokenization.issues.isEmpty, JSXBlanking.mayHoldMarkup(script) {
            // JSX in a `.js` file (Create React App's habit, and many React apps') or in a
            // `text/babel` script: read as JavaScript, its markup's text breaks strings and
            // regular expressions. When the script does not read cleanly, it is read again with
            // its markup blanked, and that reading is kept if it reads better.
            let blanked = JSTokenizer.tokenize(JSXBlanking.blank(script))
            if blanked.issues.count < tokenization.issues.count { tokenization = blanked }
        }
        for issue in tokenization.issues.prefix(20) {
            result.report.findings.append(UnparsableScriptRule.finding("\(issue.message); the rest of the script was still scanned", at: locate(fileOffset(issue.offset))))
        }
        var analysis = recognizer.analyzeScript(tokenization, imports: imports, enums: enums, parameterProperties: parameterProperties)
        // Only names native calls as global callbacks matter for missing-callback's message.
        for (name, offset) in analysis.closureDeclarations where callbackNames.contains(name) {
            analysis.definitions.closureDeclarations[name] = locate(fileOffset(offset))
        }
        result.definitions.formUnion(analysis.definitions)
        let checker = CallChecker(manifest: manifest, locate: { locate(fileOffset($0)) })
        // One at a time: appending a mapped array copied every checked call and freed the original.
        // (No reserveCapacity for the exact count: once per script, it defeated the array's
        // doubling, and a page of a thousand event handlers copied its calls a thousand times.)
        // Read in place: iterating the array copied each call site out, retaining every field.
        analysis.calls.withUnsafeBufferPointer { calls in
            for k in calls.indices { result.report.calls.append(checker.check(calls[k])) }
        }
        let suppressions: [Suppression] = tokenization.comments.compactMap { comment in
            guard Suppression.isMentioned(in: comment.text) else { return nil }
            let end = locate(fileOffset(comment.offset + comment.text.utf8.count))
            return Suppression.parse(comment.text, at: locate(fileOffset(comment.offset)), endLine: end.line)
        }
        return (suppressions, analysis.exports, analysis.moduleExports, analysis.moduleImports)
    }

    private func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        // Nearly every script is valid: let the standard library's validation (which skips
        // ASCII a word at a time) say so before looking for where it is not.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var k = 0
        while k < bytes.count {
            if bytes[k] < 0x80 {
                k += 1
                continue
            }
            let length = UTF8Validation.sequenceLength(in: bytes, at: k)
            if length == 0 { return k }
            k += length
        }
        return nil
    }
}

extension GlobalWrappers {
    /// Whether the UTF-8 text may call one of them: it holds one's last name and, for a member
    /// path, names its first where a chain starts (not after another object's `.`, save a
    /// global object's: `window.Bridge`). `_ios.MessageHandler.postMessage` is not a call of a
    /// script's `MessageHandler.postMessage`, and reading such a script again found nothing.
    func mayBeCalled(in text: [UInt8]) -> Bool {
        byPath.keys.contains { path in
            guard let last = path.last, text.contains(utf8: last) else { return false }
            guard path.count > 1, let first = path.first else { return true }
            // A Vue plugin's `$bridge` is reached through `this.$bridge`, after a dot.
            if first.hasPrefix("$") { return text.contains(utf8: first) }
            return text.containsChainHead(first)
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `name` stands in the text as a whole name where a chain starts: not after a `.`
    /// or `?.`, unless what is before that is a global object (`window.`, `self.`,
    /// `globalThis.`, `global.`). Read on bytes (no tokenizer): a name in a comment or a
    /// string may say yes, which only costs a reading.
    func containsChainHead(_ name: String) -> Bool {
        let n = Array(name.utf8)
        guard let first = n.first else { return false }
        func isNamePart(_ b: UInt8) -> Bool {
            b >= 0x80 || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        return withUnsafeBufferPointer { h in
            guard let base = h.baseAddress, h.count >= n.count else { return false }
            var from = 0
            // Each candidate's first byte by memchr, then memcmp, as `contains(utf8:)` does.
            while from + n.count <= h.count, let found = memchr(base + from, Int32(first), h.count - from - n.count + 1) {
                let hit = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                from = hit + 1
                guard memcmp(base + hit, n, n.count) == 0, hit == 0 || !isNamePart(h[hit - 1]), hit + n.count == h.count || !isNamePart(h[hit + n.count]) else { continue }
                var k = hit - 1
                while k >= 0, isSpace(h[k]) { k -= 1 }
                guard k >= 0, h[k] == UInt8(ascii: ".") else { return true }
                k -= 1
                if k >= 0, h[k] == UInt8(ascii: "?") { k -= 1 }
                while k >= 0, isSpace(h[k]) { k -= 1 }
                let end = k + 1
                while k >= 0, isNamePart(h[k]) { k -= 1 }
                if ValueResolver.isGlobalName(String(decoding: UnsafeBufferPointer(rebasing: h[(k + 1)..<end]), as: UTF8.self)) { return true }
            }
            return false
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold `needle`'s UTF-8: libc's memchr finds each candidate first byte
    /// (memmem is a GNU extension Swift's Glibc module does not export; the standard library's
    /// `firstRange(of:)` compares generically, byte by byte, and this runs on every script
    /// with calls). For many needles over one text, `Prefilter` scans once.
    func contains(utf8 needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard let first = n.first else { return true }
        return withUnsafeBufferPointer { h in
            guard let base = h.baseAddress, h.count >= n.count else { return false }
            var from = 0
            while from + n.count <= h.count, let hit = memchr(base + from, Int32(first), h.count - from - n.count + 1) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, n, n.count) == 0 { return true }
                from = at + 1
            }
            return false
        }
    }
}
