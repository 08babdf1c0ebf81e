import BridgeContract
import BridgeJSON
import BridgeReport
import BridgeRuntime
import Foundation

/// Judges one page's outcome: each message through lint's call rules (exactly as a call with those
/// literal arguments), errors and the rest through the run's own rules, each at the place the
/// page's stack names.
struct PageReport {
    let check: any CallJudge
    var decoder: MessageDecoder { MessageDecoder(manifest: check.manifest) }
    let siteRoot: String
    /// The origin pages load from (`bridgecheck://site/`), to map stack URLs back to files.
    let origin: String

    /// The file result for the page.
    func result(_ outcome: PageOutcome) -> FileResult {
        let pageFile = file(ofPage: outcome.page)
        let source = FileManager.default.contents(atPath: pageFile).map { [UInt8]($0) } ?? []
        var result = FileResult(path: pageFile)
        let here = SourceLocation(file: pageFile, line: 1, column: 1)
        if ProcessInfo.processInfo.environment["BRIDGECHECK_TRACE"] == "1" {
            // What the engine recorded, for someone working out why a finding is (not) there.
            FileHandle.standardError.write(Data(("trace: \(outcome.page) (\(Int(outcome.seconds * 1000)) ms)\n" + outcome.events.map { "  \($0)\n" }.joined()).utf8))
        }
        guard outcome.ran else {
            let why = RunInterruption.shared.requested ? "the run was interrupted (SIGINT or SIGTERM) first" : "--max-total-time was reached first"
            result.findings.append(RunRule.notRun.finding("not run: \(why)", file: pageFile))
            return result
        }
        /// Each file's lines, read and split once for the page (a page can send thousands of
        /// messages, and each was reading and splitting its file twice).
        var linesByFile: [String: [ArraySlice<UInt8>]] = [:]
        func line(_ location: SourceLocation) -> ArraySlice<UInt8>? {
            let lines: [ArraySlice<UInt8>]
            if let cached = linesByFile[location.file] {
                lines = cached
            } else {
                let bytes = location.file == pageFile ? source : (FileManager.default.contents(atPath: location.file).map { [UInt8]($0) } ?? [])
                lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                linesByFile[location.file] = lines
            }
            return location.line >= 1 && location.line <= lines.count ? lines[location.line - 1] : nil
        }
        /// The line a location names, trimmed and clipped as lint quotes calls.
        func sourceLine(_ location: SourceLocation) -> String {
            line(location).map { QuotedCode.clip(String(decoding: $0, as: UTF8.self)) } ?? ""
        }
        /// A call's position as lint gives it: JavaScriptCore points at the call's `(` (or the
        /// member it failed on); lint at the start of the callee, `window.webkit…` or the wrapper's
        /// object. Walks back over the member chain on that line.
        func callStart(_ location: SourceLocation) -> SourceLocation {
            guard let text = line(location) else { return location }
            let line = Array(text)
            var k = min(location.column - 1, line.count)
            func isChain(_ b: UInt8) -> Bool {
                b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
            }
            if k < line.count, line[k] == UInt8(ascii: "(") { k -= 1 } else if k >= line.count || !isChain(line[k]) { return location }
            while k > 0 {
                if isChain(line[k - 1]) {
                    k -= 1
                } else if line[k - 1] == UInt8(ascii: "]") {
                    // A computed member, `messageHandlers[name]`: back to its `[`.
                    var depth = 0
                    var j = k - 1
                    while j >= 0 {
                        if line[j] == UInt8(ascii: "]") { depth += 1 } else if line[j] == UInt8(ascii: "[") {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        j -= 1
                    }
                    guard j > 0 else { break }
                    k = j
                } else {
                    break
                }
            }
            return SourceLocation(file: location.file, line: location.line, column: k + 1)
        }
        /// The next `messageHandlers.NAME` in the page after the last one used, else the top.
        var nextMention: [String: Int] = [:]
        func written(handler: String) -> SourceLocation {
            let from = nextMention[handler] ?? 0
            guard from < source.count, let offset = Self.find(Array("messageHandlers.\(handler)".utf8), in: Array(source[from...])) else { return here }
            nextMention[handler] = from + offset + 1
            return Self.location(of: from + offset, in: source, file: pageFile)
        }
        /// Where `text` (a URL as the page wrote it) first appears in the page, else the top.
        func written(_ text: String) -> SourceLocation {
            let relative = text.hasPrefix(origin) ? String(text.dropFirst(origin.count)) : text
            for candidate in [text, text.replacingOccurrences(of: "&", with: "&amp;"), relative] where !candidate.isEmpty {
                if let offset = Self.find(Array(candidate.utf8), in: source) { return Self.location(of: offset, in: source, file: pageFile) }
            }
            return here
        }
        if outcome.droppedEvents > 0 {
            result.findings.append(RunRule.tooManyEvents.finding(
                "the page sent \(outcome.droppedEvents) more messages and reports than the \(PageOutcome.maxEvents) a run keeps for one page; they were not checked",
                file: pageFile))
        }
        // The instrumentation reports each call's stack just before the message itself.
        var stacks: [String: [String?]] = [:]
        var messageLocations: [SourceLocation] = []
        var absent: (handler: String, stack: String?)?
        var activatedHref: String?
        var opened: Set<String> = []
        for event in outcome.events {
            switch event {
            case .instrumentation(let json):
                guard case .object(let report)? = try? JSONParser().parse(Array(json.utf8)) else { continue }
                let stack = report["stack"]?.stringValue
                switch report["kind"]?.stringValue {
                case "call":
                    if let handler = report["handler"]?.stringValue { stacks[handler, default: []].append(stack) }
                case "absent":
                    if let handler = report["handler"]?.stringValue { absent = (handler, stack) }
                case "awaited":
                    // The page waited on what a handler without reply returned.
                    guard let handler = report["handler"]?.stringValue else { continue }
                    let location = self.location(stack: stack, url: nil, line: nil, column: nil).map(callStart) ?? here
                    result.calls.append(check.check(handler: handler, body: nil, expectsReply: true, text: "window.webkit.messageHandlers.\(handler).postMessage(…)", at: location))
                case "activate":
                    activatedHref = report["href"]?.stringValue
                case "open":
                    // window.open: WebKit refuses windows a page opens on its own, so the
                    // instrumentation is what sees it.
                    guard let url = report["url"]?.stringValue else { continue }
                    opened.insert(url)
                    let location = self.location(stack: stack, url: nil, line: nil, column: nil) ?? written(url)
                    if ContractNative.isBridgeURL(url, in: check.manifest) {
                        result.calls.append(check.check(url: url, transport: .navigation, at: location))
                    } else {
                        result.findings.append(RunRule.navigation.finding("the page opened a window on \(url); the run stayed on the page", file: location.file, line: location.line, column: location.column))
                    }
                case "error":
                    let message = report["message"]?.stringValue ?? "error"
                    let thrownAt = self.location(stack: stack, url: report["url"]?.stringValue, line: Self.int(report["line"]), column: Self.int(report["column"])) ?? here
                    let bridge = Self.bridgeError(message)
                    let location = bridge == nil ? thrownAt : callStart(thrownAt)
                    switch bridge {
                    case .unregistered(let parsed)?:
                        // WebKit's TypeError for a name native never registered: lint's finding,
                        // named by the read the instrumentation saw when the page computed it.
                        let handler = parsed ?? absent?.handler ?? "(computed)"
                        result.calls.append(check.check(handler: handler, body: nil, expectsReply: false, text: "window.webkit.messageHandlers.\(handler).postMessage(…)", at: location))
                    case .awaited(let handler)?:
                        // `.then` on what a handler without reply returns (undefined).
                        result.calls.append(check.check(handler: handler, body: nil, expectsReply: true, text: "window.webkit.messageHandlers.\(handler).postMessage(…).then(…)", at: location))
                    case nil:
                        result.findings.append(RunRule.uncaughtError.finding("uncaught \(message)", file: location.file, line: location.line, column: location.column))
                    }
                    absent = nil
                case "rejection":
                    let message = report["message"]?.stringValue ?? "rejected"
                    let location = self.location(stack: stack, url: nil, line: nil, column: nil) ?? here
                    result.findings.append(RunRule.unhandledRejection.finding("unhandled rejection: \(message)", file: location.file, line: location.line, column: location.column))
                default:
                    continue
                }
            case .message(let handler, let bodyJSON, _):
                let stack = stacks[handler]?.isEmpty == false ? stacks[handler]?.removeFirst() : nil
                // JavaScriptCore leaves out the top-level frame of the first script a document
                // runs; such a call is placed at the next place the page names the handler.
                let location = callStart(self.location(stack: stack ?? nil, url: nil, line: nil, column: nil) ?? written(handler: handler))
                messageLocations.append(location)
                let body = bodyJSON.flatMap { try? JSONParser().parse(Array($0.utf8)) }
                // The call as the page wrote it (its line), else the body; WebKit hands objects
                // over with their keys in no fixed order, so they are sorted to keep reports stable.
                let text = location == here ? "window.webkit.messageHandlers.\(handler).postMessage(\(body.map { JSONWriter().string(Self.sorted($0)) } ?? "undefined"))" : sourceLine(location)
                var checked = check.check(handler: handler, body: body, expectsReply: false, text: text, at: location)
                // The runtime's decoder, the code an app links, has the last word: what it rejects
                // and lint's rules let through is a finding of its own.
                if check.manifest.handler(named: handler) != nil, !checked.findings.contains(where: { $0.severity == .error }) {
                    do {
                        _ = try decoder.decode(jsonText: Array((bodyJSON ?? "null").utf8), handler: handler)
                    } catch {
                        checked.findings.append(RunRule.decoderRejects.finding(
                            "native's decoder rejects this message (\(error.kind.rawValue)): \(error)", file: location.file, line: location.line, column: location.column,
                            subject: FindingSubject(handler: handler, actual: error.kind.rawValue)))
                    }
                }
                result.calls.append(checked)
            case .navigation(let url, _, true, _) where opened.contains(url):
                continue
            case .navigation(let url, let taken, let newWindow, let stack):
                var location = self.location(stack: stack, url: nil, line: nil, column: nil) ?? written(activatedHref ?? url)
                if location == here, activatedHref == nil { location = written(url) }
                activatedHref = nil
                if taken || ContractNative.isBridgeURL(url, in: check.manifest) {
                    result.calls.append(check.check(url: url, transport: .navigation, at: location))
                } else {
                    let what = newWindow ? "opened a window on" : "navigated to"
                    result.findings.append(RunRule.navigation.finding("the page \(what) \(url); the run stayed on the page", file: location.file, line: location.line, column: location.column))
                }
            case .blockedRequest(let url):
                let location = written(url)
                result.findings.append(RunRule.blockedRequest.finding(
                    "refused a request outside the site: \(url)", file: location.file, line: location.line, column: location.column,
                    hint: "bundle the file with the site, or leave it out of what the web view needs"))
            case .missingFile(let url):
                let path = url.hasPrefix(origin) ? String(url.dropFirst(origin.count)) : url
                let location = written((path as NSString).lastPathComponent)
                result.findings.append(RunRule.missingFile.finding("the page asked for \(path), which is not in the site", file: location.file, line: location.line, column: location.column))
            case .dialog(let kind, let message):
                // What waits on a person, answered or refused at once: alert("…"), or print and
                // the pickers and prompts of the browser, which carry no text.
                let refused = ["print": "window.print() (nothing was printed)", "file chooser": "a file chooser (cancelled)", "color chooser": "a color chooser (cancelled)",
                    "permission request": "a permission request (refused)", "fullscreen": "a request for fullscreen (refused)"]
                let text = message.isEmpty ? refused[kind] ?? kind : "\(kind)(\(QuotedCode.clip(message.debugDescription)))"
                result.findings.append(RunRule.dialog.finding(text, file: pageFile))
            case .timeout(let stage):
                result.findings.append(RunRule.pageTimeout.finding("the page was still \(stage) when its time ran out", file: pageFile, hint: "a script that never ends, or a wait on something that never comes; raise --timeout if the page is only slow"))
            case .crashed(let reason):
                result.findings.append(RunRule.webProcessCrashed.finding(reason, file: pageFile))
            case .evaluated(let label, let error, let value) where label.hasPrefix("answer #"):
                // What native evaluated to answer a message threw: the call's finding.
                guard let thrown = Self.thrown(error: error, result: value) else { continue }
                let index = Int(label.dropFirst("answer #".count)) ?? -1
                let call = messageLocations.indices.contains(index) ? messageLocations[index] : here
                if SiteRun.isUndefined(thrown.message) {
                    result.findings.append(check.missingCallback(answeringCallAt: call, detail: thrown.message))
                } else {
                    let location = self.location(stack: thrown.stack, url: nil, line: nil, column: nil) ?? call
                    result.findings.append(RunRule.callbackThrew.finding("native's answer to the call at line \(call.line) threw: \(thrown.message)", file: location.file, line: location.line, column: location.column))
                }
            case .evaluated:
                continue
            }
        }
        return result
    }

    enum BridgeError: Equatable {
        /// `messageHandlers.NAME.postMessage` read from undefined: NAME is not registered (nil
        /// when the name was computed).
        case unregistered(String?)
        /// `.then` (or `catch`, `finally`) on what NAME's postMessage returned: NAME does not reply.
        case awaited(String)
    }

    /// What WebKit's TypeError says about the bridge, from the expression it names:
    /// `undefined is not an object (evaluating 'window.webkit.messageHandlers.nope.postMessage')`.
    static func bridgeError(_ message: String) -> BridgeError? {
        guard message.contains("undefined is not an object"), let start = message.range(of: "(evaluating '"), let end = message.range(of: "')", options: .backwards),
            start.upperBound <= end.lowerBound
        else { return nil }
        let expression = message[start.upperBound..<end.lowerBound]
        guard let handlers = expression.range(of: "messageHandlers") else { return nil }
        let rest = expression[handlers.upperBound...]
        var name: String?
        if rest.hasPrefix(".") {
            let n = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            name = n.isEmpty ? nil : String(n)
        }
        if expression.hasSuffix(".postMessage") { return .unregistered(name) }
        if let name, [".then", ".catch", ".finally"].contains(where: { expression.hasSuffix($0) }), expression.contains(".postMessage(") { return .awaited(name) }
        return nil
    }

    /// The first offset of `needle` in `haystack`. A plain scan: needles are URLs as a page wrote
    /// them, and one longer than 4 KiB (a data URL) is not looked for, which bounds the work.
    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= 4096, needle.count <= haystack.count else { return nil }
        var k = 0
        while k + needle.count <= haystack.count {
            if haystack[k] == needle[0], haystack[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }

    /// Line and column (1-based, columns in UTF-8 bytes as lint counts them) of a byte offset.
    static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    /// What an evaluated script threw: the engine's exception, or what `Instrumentation.guarded`
    /// caught and returned.
    static func thrown(error: String?, result: String?) -> (message: String, stack: String?)? {
        if let error { return (error, nil) }
        guard let result, case .object(let caught)? = try? JSONParser().parse(Array(result.utf8)), let message = caught["threw"]?.stringValue else { return nil }
        return (message, caught["stack"]?.stringValue)
    }

    /// `value` with every object's keys in order.
    static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            var out = JSONObject()
            for key in object.keys.sorted() { out[key] = object[key].map(sorted) }
            return .object(out)
        case .array(let items): return .array(items.map(sorted))
        default: return value
        }
    }

    static func int(_ value: JSONValue?) -> Int? { value?.numberValue.flatMap { Int($0.text) } }

    /// The site file a page path names.
    func file(ofPage page: String) -> String { siteRoot + "/" + page }

    /// The first frame of `stack` in a site file (JavaScriptCore's `name@url:line:column`) after
    /// any frame of a wrapper the manifest declares (so a call through
    /// `iosInterface.callNativeFunction` is placed where the page calls the wrapper, as lint places
    /// it), else the given URL and position.
    func location(stack: String?, url: String?, line: Int?, column: Int?) -> SourceLocation? {
        var frames = (stack ?? "").split(separator: "\n")
        let wrappers = Set(check.manifest.wrappers.compactMap { $0.path.split(separator: ".").last.map(String.init) })
        if let last = frames.lastIndex(where: { frame in frame.firstIndex(of: "@").map { wrappers.contains(String(frame[..<$0])) } ?? false }) {
            frames = Array(frames[(last + 1)...])
        }
        for frame in frames {
            guard let at = frame.range(of: origin) else { continue }
            let rest = frame[at.upperBound...]
            let parts = rest.split(separator: ":")
            guard parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            return SourceLocation(file: file(ofPage: Self.filePath(path)), line: l, column: c)
        }
        if let url, url.hasPrefix(origin), let line, line > 0 {
            return SourceLocation(file: file(ofPage: Self.filePath(String(url.dropFirst(origin.count)))), line: line, column: max(1, column ?? 1))
        }
        return nil
    }

    /// A URL path without its query and fragment, percent-decoded.
    static func filePath(_ path: String) -> String {
        let bare = path.prefix { $0 != "?" && $0 != "#" }
        return String(bare).removingPercentEncoding ?? String(bare)
    }
}
