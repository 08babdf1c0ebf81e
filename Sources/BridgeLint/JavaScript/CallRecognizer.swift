import BridgeContract
import BridgeReport

/// A place where a page calls into native, found in one script.
public struct BridgeCallSite: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `…messageHandlers.NAME.postMessage(body)`; `handler` nil when the name is computed.
        case postMessage(handler: String?)
        /// A call to a wrapper the manifest declares, by its path (without `window.`).
        case wrapper(path: String)
        /// A string literal holding a URL with a declared scheme.
        case schemeURL(String)
        /// The literal start of a URL with a declared scheme whose rest is computed
        /// (`'app://copy?text=' + v`, `` `app://copy?text=${v}` ``, or `'app://'` alone).
        case schemeURLPrefix(String)
        /// A bridge library's call of a native function, `nil` where its name is computed; the
        /// arguments start at its parameters, and `callback` is the position of a callback after them:
        /// Cordova's `cordova.exec(ok, fail, "Service", "action", [args])` (`Service.action`),
        /// Capacitor's `Capacitor.Plugins.Camera.getPhoto(options)` (`Camera.getPhoto`),
        /// WebViewJavascriptBridge's `bridge.callHandler("name", data, cb)`, DSBridge's
        /// `dsBridge.call("ns.method", args, cb)`.
        case library(Envelope, function: String?, callback: Int?)
    }

    public let kind: Kind
    /// Byte offset in the script of the call's first token.
    public let offset: Int
    public let arguments: [Shape]
    /// Offsets of each argument's first token.
    public let argumentOffsets: [Int]
    /// The result is awaited or `.then`-ed: the page expects a reply.
    public var expectsReply: Bool
    /// The call as written, shortened, for reports.
    public let text: String
    /// How a URL reaches native: by navigation (`location.href = url`, `window.open(url)`, an
    /// `href` or `src`); nil where the code does not say (a string kept in a variable).
    public var transport: Transport? = nil
    /// For a handler name computed in brackets (`messageHandlers[data.command]`), the expression
    /// as written, shortened, for the note that says the call is not checked.
    public var computedName: String? = nil
    /// For a computed handler name, whether every handler it can reach is known: it is a
    /// parameter of a function whose every call passes a literal name (each such call is a call
    /// of that handler), so the other handlers may still be reported unused.
    public var reachKnown = false
    /// For a computed handler name, it is a parameter of a function no other script can call
    /// (inside a function, or a module's own), every call of which in this script passes a
    /// literal name: each of those calls is checked where it is made, so this one is not a call
    /// the gate leaves unchecked (no dynamic-call note).
    public var checkedAtCallers = false
    /// The test of another platform the call runs under (`cordova.platformId === 'android'`), as
    /// written: the contract is the iOS app's, so such a call is listed, not checked.
    public var otherPlatform: String? = nil
    /// A call through a wrapper whose handler is written inside the wrapper, not at this call
    /// (`log(2)` for `function log(level) { …messageHandlers.logg.postMessage(…) }`): a handler
    /// the manifest lacks is reported once, where the wrapper names it, not at every call.
    public var handlerInWrapper = false
    /// Where a call of a wrapper writes the handler's name (`post('shareX', m)`): a handler the
    /// manifest lacks is reported there, on the name to fix. Nil where the name is the call's own.
    public var handlerOffset: Int? = nil
    /// The path as written where it misspells WebKit's (`window.webkit.messageHandler.x.postMessage`,
    /// `webkit.messagehandlers`, `postmessage`): the call throws a TypeError and never reaches
    /// native. The call is still checked as the one the page meant.
    public var misspeltPath: String? = nil
}

/// Definitions of page functions native may evaluate.
public struct CallbackDefinitions: Sendable, Hashable {
    /// Dotted paths defined on the global object (`fromNative`, `NativeAppInterface.onReply`), without `window.`.
    public var paths: Set<String> = []
    /// Every name declared or used as a property key anywhere (`function x`, `{x: …}`, `.x =`).
    public var names: Set<String> = []
    /// Paths with a computed member assigned (`NativeAppInterface[name] = f`): anything under them may exist.
    public var dynamicPrefixes: Set<String> = []
    /// A computed member of the global object itself is assigned (`window[name] = f`).
    public var globalDynamic = false
    /// Functions and variables declared inside a function, where native's global evaluation
    /// cannot reach them, with where the first of each name is.
    public var closureDeclarations: [String: SourceLocation] = [:]
    /// Handlers a page refers to without posting to them there (`send(messageHandlers.x, m)`,
    /// `const h = messageHandlers.x`): each is a use, so never an unused handler.
    public var referencedHandlers: Set<String> = []

    public mutating func formUnion(_ other: CallbackDefinitions) {
        // Into an empty set the other's storage is shared, not rehashed: a file's first script
        // and the site's first file fill empty sets, and most scripts are a file's only one.
        func union(_ set: inout Set<String>, _ other: Set<String>) {
            if set.isEmpty { set = other } else { set.formUnion(other) }
        }
        union(&paths, other.paths)
        union(&names, other.names)
        union(&dynamicPrefixes, other.dynamicPrefixes)
        union(&referencedHandlers, other.referencedHandlers)
        globalDynamic = globalDynamic || other.globalDynamic
        if closureDeclarations.isEmpty { closureDeclarations = other.closureDeclarations } else { closureDeclarations.merge(other.closureDeclarations) { first, _ in first } }
    }

    /// Whether native can evaluate `path` (with or without `window.`): defined exactly, under a
    /// computed assignment, or, for a member of a defined global object, by its last name being
    /// declared somewhere (seed 003 builds `_ios.MessageHandler`'s members inside a closure). A
    /// single name must be a global.
    public func defines(_ path: String) -> Bool {
        let parts = CallRecognizer.normalize(path.split(separator: ".").map(String.init))
        let normalized = parts.joined(separator: ".")
        if paths.contains(normalized) || globalDynamic { return true }
        var prefix = normalized
        while let dot = prefix.lastIndex(of: ".") {
            prefix = String(prefix[..<dot])
            if dynamicPrefixes.contains(prefix) { return true }
        }
        guard parts.count > 1, let root = parts.first, let last = parts.last else { return false }
        let rootDefined = paths.contains(root) || dynamicPrefixes.contains(root) || paths.contains { $0.hasPrefix(root + ".") }
        return rootDefined && names.contains(last)
    }
}

/// A function or method that a classic script defines globally and that posts to native: the
/// other scripts of a page share that global scope and call it by its path (`send(m)`,
/// `Bridge.send(m)`, `post('x', m)`).
public struct GlobalWrapper: Sendable, Hashable {
    /// The handler it posts to; nil when a parameter names it.
    public var handler: String?
    /// The position of the parameter that names the handler, when one does.
    public var namePosition: Int?
    /// The position of the parameter it posts, when it posts one.
    public var bodyPosition: Int?
    /// Whether it posts that parameter as it was passed (else the body is dynamic).
    public var passesThrough: Bool
    /// The body it builds from its parameters, each a `.parameter` hole a call fills
    /// (`sendToApp(action, data)` posting `JSON.stringify({ action: action, data: data })`).
    public var template: Shape? = nil
    /// With `namePosition`, the member of that argument that names the handler (`type` of
    /// `send({ type: 'share', … })` for `messageHandlers[message.type]`).
    var nameKey: String? = nil
    /// For a function that makes a bridge library's call named by its parameters (`callHandler(name,
    /// data, cb) { bridge.callHandler(name, data, cb) }` in a module's `export default {…}`): that
    /// call, which each call of the function makes with its arguments.
    var library: LibraryTarget? = nil
    /// A bridge library's object under a module's exported name (`export default Echo` for
    /// `const Echo = registerPlugin('Echo')`): its global path, `Capacitor.Plugins.Echo`, whose
    /// members an importer calls are that library's calls.
    var globalPath: [String]? = nil
}

/// A bridge library's call a wrapper makes: the library's envelope, the parts of the native
/// function's name (literal, or the wrapper's parameters), and what it hands on.
struct LibraryTarget: Sendable, Hashable {
    let envelope: Envelope
    let name: [CallRecognizer.LibraryWrapper.Part]
    let arguments: CallRecognizer.LibraryWrapper.Arguments
    /// The library itself under another name (a WebViewJavascriptBridge clone's global), not a
    /// wrapper of it: its other methods (`registerHandler`) are the library's too.
    var isLibrary = false
}

/// The global wrappers one or more scripts define, by their path without `window.`.
public struct GlobalWrappers: Sendable, Hashable {
    public private(set) var byPath: [[String]: GlobalWrapper] = [:]
    /// The paths (in the order they were added) and their last names, kept as they change:
    /// every script of a page that loads a wrapper's script is analysed with these, and making
    /// them there again cost each script three allocations (callgrind on the worst-case site,
    /// once its wrapper script was read as a module). Not part of equality: `byPath` says it all.
    private(set) var paths: [[String]] = []
    private(set) var lastNames: Set<String> = []

    public init() {}

    public var isEmpty: Bool { byPath.isEmpty }

    /// The globals other scripts define as WebViewJavascriptBridge clones (`FDJSBridge` of
    /// `FDJSBridge.callHandler`, exported as the library's call).
    var bridgeClones: Set<String> {
        guard !byPath.isEmpty else { return [] }
        var out: Set<String> = []
        for (path, wrapper) in byPath where path.count == 2 && path[1] == "callHandler" && wrapper.library?.isLibrary == true {
            out.insert(path[0])
        }
        return out
    }

    subscript(path: [String]) -> GlobalWrapper? {
        get { byPath[path] }
        set {
            if let newValue {
                if byPath.updateValue(newValue, forKey: path) == nil { add(path) }
            } else if byPath.removeValue(forKey: path) != nil {
                paths.removeAll { $0 == path }
                lastNames = Set(paths.compactMap(\.last))
            }
        }
    }

    /// Adds `other`'s wrappers; a path both define takes `other`'s, as a script loaded later
    /// replaces a global an earlier one defined.
    public mutating func merge(_ other: GlobalWrappers) {
        if byPath.isEmpty {
            self = other
            return
        }
        for path in other.paths {
            guard let wrapper = other.byPath[path] else { continue }
            if byPath.updateValue(wrapper, forKey: path) == nil { add(path) }
        }
    }

    private mutating func add(_ path: [String]) {
        paths.append(path)
        if let last = path.last { lastNames.insert(last) }
    }

    public static func == (a: GlobalWrappers, b: GlobalWrappers) -> Bool { a.byPath == b.byPath }
    public func hash(into hasher: inout Hasher) { hasher.combine(byPath) }
}

/// An ES module's `import` of names from another module.
public struct ModuleImport: Sendable, Hashable {
    /// As written (`./bridge.js`).
    public var specifier: String
    /// `import { a, b as c }` and `import d` (imported `default`): each name and its local name.
    public var names: [Name] = []
    /// `import * as ns`: the local name of the whole module.
    public var namespace: String?

    public struct Name: Sendable, Hashable {
        public var imported: String
        public var local: String
    }
}

/// What one script gives: its bridge calls, and what it defines for native to call.
public struct ScriptAnalysis: Sendable {
    public var calls: [BridgeCallSite] = []
    public var definitions = CallbackDefinitions()
    /// The wrappers it defines globally, for the other scripts of the pages that load it.
    public var exports = GlobalWrappers()
    /// An ES module's: the wrappers it exports, by exported name (`["callNative"]`,
    /// `["Bridge", "send"]`, `["default"]`), and what it imports from other modules.
    public var moduleExports = GlobalWrappers()
    public var moduleImports: [ModuleImport] = []
    /// Names declared inside functions, by the offset of their first declaration.
    public var closureDeclarations: [String: Int] = [:]
}

/// Finds bridge calls and callback definitions in a token stream.
public struct CallRecognizer: Sendable {
    /// Wrapper paths from the manifest, normalized (no `window.`), split into segments.
    let wrappers: [[String]]
    /// Each of `wrappers` joined with dots, the name a call of it reports (joined once here, not
    /// at every call).
    let wrapperNames: [String]
    /// Declared URL schemes, lowercase.
    let schemes: Set<String>
    /// Schemes every handler of which is limited to a host (`https` for `https://__bridge_loaded__`):
    /// only URLs to those hosts are bridge URLs.
    let limitedHosts: [String: Set<String>]

    /// Bridge libraries the manifest declares a handler for: `cordova`, `capacitor`.
    let libraries: Set<String>
    /// The Capacitor plugins the manifest declares (`Camera` of `Camera.getPhoto`): a module's
    /// import of one from its package is a bridge call's receiver. An official plugin the
    /// contract leaves out is the Capacitor runtime's, not the app's, and is not read as one.
    let capacitorPlugins: Set<String>

    /// The member names a recognized call can end with (`a.b.NAME(…)`), or nil when any can
    /// (Capacitor's `Plugins.Camera.getPhoto(…)`): postMessage, the wrappers' last names, the
    /// libraries' methods, and `Object`'s defining methods. A call through a longer chain ending
    /// in another name (`console.log(…)`, `JSON.stringify(…)`) is passed over unresolved.
    let callNames: Set<String>?

    /// The methods `libraryCall` and `defineThroughObject` look for.
    static let libraryMethods: Set<String> = [
        "exec", "nativePromise", "nativeCallback", "toNative", "callHandler", "registerHandler", "call", "register", "registerAsyn",
        "defineProperty", "defineProperties", "assign",
    ]

    public init(wrapperPaths: [String], schemes: Set<String>, limitedHosts: [String: Set<String>] = [:], libraries: Set<String> = [], capacitorPlugins: Set<String> = []) {
        wrappers = wrapperPaths.map { Self.normalize($0.split(separator: ".").map(String.init)) }
        wrapperNames = wrappers.map { $0.joined(separator: ".") }
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.limitedHosts = limitedHosts
        self.libraries = libraries
        self.capacitorPlugins = libraries.contains("capacitor") ? capacitorPlugins : []
        callNames = libraries.contains("capacitor") ? nil : Self.libraryMethods.union(["postMessage"]).union(wrappers.compactMap(\.last))
    }

    /// The recognizer for a manifest's wrappers and URL schemes.
    public init(manifest: Manifest) {
        var limited: [String: Set<String>] = [:]
        var open = Set<String>()
        for handler in manifest.handlers {
            guard let scheme = handler.envelope.scheme?.lowercased() else { continue }
            if let host = handler.urlHost, host != Handler.anyHost { limited[scheme, default: []].insert(host.lowercased()) } else { open.insert(scheme) }
        }
        for scheme in open { limited[scheme] = nil }
        let libraries = Set(manifest.handlers.map(\.envelope.typeName).filter { ["cordova", "capacitor", "webviewjavascriptbridge", "dsbridge"].contains($0) })
        let plugins = manifest.handlers.filter { $0.envelope.typeName == "capacitor" }.flatMap(\.functions).compactMap { $0.name.split(separator: ".").first.map(String.init) }
        self.init(
            wrapperPaths: manifest.wrappers.map(\.path), schemes: Set(manifest.handlers.compactMap { $0.envelope.scheme }), limitedHosts: limited, libraries: libraries,
            capacitorPlugins: Set(plugins))
    }

    /// Whether a URL (or the literal start of one) is a bridge URL: a declared scheme, and for a
    /// scheme limited to hosts, one of them, complete in the literal.
    func isBridgeURL(_ url: String, prefix: Bool) -> Bool {
        guard let scheme = Self.scheme(of: url), schemes.contains(scheme) else { return false }
        guard let hosts = limitedHosts[scheme] else { return true }
        guard let host = Self.host(of: url, complete: !prefix) else { return false }
        return hosts.contains(host)
    }

    /// The host of `scheme://host…`, lowercased; for the start of a URL, only when a `/`, `?` or
    /// `#` after it shows it is complete.
    static func host(of url: String, complete: Bool = false) -> String? {
        guard let range = url.range(of: "://") else { return nil }
        let rest = url[range.upperBound...]
        if let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return rest[..<end].lowercased() }
        return complete ? rest.lowercased() : nil
    }

    /// Where a URL literal at token `k` goes: navigation when it is assigned to `location`,
    /// `location.href`, an element's `href`/`src`, or passed to `window.open`, `location.assign`
    /// or `location.replace`; nil otherwise.
    static func transport(ofLiteralAt k: Int, in s: TokenStream) -> Transport? {
        if s.isPunctuator(k - 1, "="), let target = s.identifier(k - 2) {
            // `location = url`, `location.href = url`, `frame.src = url`; a link's `a.href = url` only sets it.
            if target == "location" || target == "src" || (target == "href" && s.isIdentifier(k - 4, "location")) { return .navigation }
        }
        if s.isPunctuator(k - 1, "("), let callee = s.identifier(k - 2) {
            if callee == "open", s.isIdentifier(k - 4, "window") || !s.isPunctuator(k - 3, ".") { return .navigation }
            if callee == "assign" || callee == "replace", s.isIdentifier(k - 4, "location") { return .navigation }
        }
        // `el.setAttribute('src', url)`
        if s.isPunctuator(k - 1, ","), let name = s.stringValue(k - 2), ["src", "href"].contains(name), s.isPunctuator(k - 3, "("), s.isIdentifier(k - 4, "setAttribute") {
            return .navigation
        }
        return nil
    }

    /// The path without its leading global-object names (`window.`, `self.`…), which name the
    /// same thing as no prefix; a lone one stays. A frame's `parent.` or `top.` before `webkit`
    /// goes too: WebKit gives every frame the same message handlers, so an iframe's
    /// `window.parent.webkit.messageHandlers.x.postMessage(m)` is the bridge call it looks like.
    /// The name `String(x)`, `` `${x}` ``, `x + ''`, `'' + x` or `x.toString()` converts to text:
    /// the token of `x`, or nil.
    static func stringConversion(of range: Range<Int>, in s: TokenStream) -> Int? {
        let a = range.lowerBound
        switch range.count {
        case 4:
            if s.isIdentifier(a, "String"), !s.isMemberName(a), s.isPunctuator(a + 1, "("), s.isIdentifier(a + 2), s.isPunctuator(a + 3, ")") { return a + 2 }
        case 3:
            if s.isIdentifier(a), s.isPunctuator(a + 1, "+"), s.stringValue(a + 2) == "" { return a }
            if s.stringValue(a) == "", s.isPunctuator(a + 1, "+"), s.isIdentifier(a + 2) { return a + 2 }
            if let head = s[a], head.kind == .template, head.templatePart == .head, s.text(of: head).isEmpty, s.isIdentifier(a + 1),
                let tail = s[a + 2], tail.kind == .template, tail.templatePart == .tail, s.text(of: tail).isEmpty
            {
                return a + 1
            }
        case 5:
            if s.isIdentifier(a), s.isPunctuator(a + 1, "."), s.isIdentifier(a + 2, "toString"), s.isPunctuator(a + 3, "("), s.isPunctuator(a + 4, ")") { return a }
        default:
            break
        }
        return nil
    }

    /// `webkit.<handlers>.<name>.<post>` where a part is WebKit's name misspelt: `webkit` in
    /// another case (`webKit`), `messageHandlers` or `postMessage` in another case or within two
    /// edits (`messageHandler`, `messagehandlers`, `postmessage`, `postMesage`). WebKit defines
    /// only `window.webkit.messageHandlers.NAME.postMessage`; nothing else has this shape, so a
    /// near miss is a call the page meant and that throws a TypeError instead.
    static func isMisspeltWebKitPath(_ path: [String]) -> Bool {
        guard path.count == 4, path[0].utf8.count == 6, path[0].lowercased() == "webkit" else { return false }
        return isNear(path[1], "messageHandlers") && isNear(path[3], "postMessage")
    }

    /// Equal, equal but for case, or at most two edits away (as Suggestion measures them).
    private static func isNear(_ word: String, _ target: String) -> Bool {
        if word == target { return true }
        let length = word.utf8.count
        guard abs(length - target.utf8.count) <= 2 else { return false }
        if word.lowercased() == target.lowercased() { return true }
        return Suggestion.isWithin(2, of: target, word)
    }

    /// The member chain of a call as written (`window.webkit.messageHandler.x.postMessage`), shortened.
    static func writtenPath(from start: Int, to end: Int, in s: TokenStream, _ tokenization: JSTokenization) -> String {
        guard let first = s[start], let last = s[max(start, end - 1)] else { return "" }
        return clip(tokenization.sourceSlice(from: first.offset, to: tokenization.end(of: last)))
    }

    static func normalize(_ path: [String]) -> [String] {
        var p = path
        while let first = p.first, p.count > 1, ValueResolver.isGlobalName(first) || isFrameBeforeWebKit(first, p[1]) { p.removeFirst() }
        return p
    }

    static func normalize(_ path: [String?]) -> [String?] {
        var p = path
        while let first = p.first, let name = first, p.count > 1, ValueResolver.isGlobalName(name) || isFrameBeforeWebKit(name, p[1] ?? "") { p.removeFirst() }
        return p
    }

    /// `parent` or `top` before `webkit`, another frame, or that frame's own `window`/`self`
    /// (`top.window.webkit…`).
    private static func isFrameBeforeWebKit(_ name: String, _ next: String) -> Bool {
        (name == "parent" || name == "top") && (next == "webkit" || next == "parent" || next == "top" || next == "window" || next == "self")
    }

    /// A member chain: `a.b['c']?.d` as segments (`nil` for a computed member), and where it ends.
    struct Chain {
        var segments: [String?]
        var end: Int
    }

    private func chain(at start: Int, in s: TokenStream) -> Chain? {
        guard let first = s.identifier(start) else { return nil }
        var segments: [String?] = [first]
        let end = Self.walkChain(after: start, in: s) { segments.append($0) }
        return Chain(segments: segments, end: end)
    }

    /// Walks the members after the chain head at `start`, giving each segment (`nil` when
    /// computed), and returns the token index where the chain ends.
    private static func walkChain(after start: Int, in s: TokenStream, _ segment: (String?) -> Void) -> Int {
        var k = start + 1
        while k < s.tokens.count {
            if (s.isPunctuator(k, ".") || s.isPunctuator(k, "?.")), let name = s.identifier(k + 1) {
                segment(name)
                k += 2
            } else if s.isPunctuator(k, "[") || (s.isPunctuator(k, "?.") && s.isPunctuator(k + 1, "[")) {
                let open = s.isPunctuator(k, "[") ? k : k + 1
                let close = s.closer(of: open) ?? s.tokens.count
                segment(close == open + 2 ? s.stringValue(open + 1) : nil)
                k = min(close + 1, s.tokens.count)
            } else {
                break
            }
        }
        return k
    }

    /// The handler a chain ending before `end` names when it is `….messageHandlers.NAME` or
    /// `….messageHandlers['NAME']` and not called: a reference to it (read syntactically; an
    /// alias of `messageHandlers` is not followed here).
    static func handlerReferenced(chainEnd end: Int, in s: TokenStream) -> String? {
        // Byte comparisons first: this runs for nearly every chain that is not called, and
        // making the name's String is left to the few that end in `messageHandlers.NAME`.
        if s.isPunctuator(end, "."), s.isIdentifier(end + 1, "postMessage") { return nil }
        if s.isIdentifier(end - 3, "messageHandlers"), s.isMemberName(end - 1), let name = s.identifier(end - 1) { return name }
        if s.isPunctuator(end - 1, "]"), let open = s.opener(of: end - 1), open == end - 3, let name = s.stringValue(end - 2), isMessageHandlers(before: open, in: s) { return name }
        return nil
    }

    /// Whether `messageHandlers` is the object the computed member opened at `open` is read
    /// from: `messageHandlers[…]`, or `messageHandlers?.[…]` (TypeScript and guarded code).
    static func isMessageHandlers(before open: Int, in s: TokenStream) -> Bool {
        s.isIdentifier(open - 1, "messageHandlers") || (s.isPunctuator(open - 1, "?.") && s.isIdentifier(open - 2, "messageHandlers"))
    }

    /// The binding of the name the function of scope `function` is bound to (`function NAME`,
    /// `const NAME = (…) => …`), whose calls are that function's calls; nil for others.
    /// Whether function scope `function` is `owner`, or an unnamed function passed as an argument
    /// (a Promise executor, a timer's callback) inside it, every step out to `owner` the same.
    private static func isCallback(_ function: Int, within owner: Int, resolver: ValueResolver) -> Bool {
        var f = function
        var steps = 0
        while f != owner {
            guard f > 0, steps < 8, let info = resolver.scopes.function(f), info.nameToken == nil, info.passedTo != nil else { return false }
            f = resolver.scopes.enclosingFunction(of: f)
            steps += 1
        }
        return owner > 0
    }

    /// The handler a function returns, when the name at `head` is bound to a function each of
    /// whose `return`s gives `window.webkit.messageHandlers.NAME` (or `[NAME]`, `?.[p]` of its
    /// parameter `p`, or such a chain `|| null`): the name, from this call's argument where a
    /// parameter gives it, and the token where that name is written. A computed name is nil.
    private func returnedHandler(ofFunctionAt head: Int, call open: Int, in s: TokenStream, resolver: ValueResolver, literal: @escaping (Int) -> Shape?) -> (String?, Int?)? {
        let scopes = resolver.scopes
        guard let function = resolver.function(calledAt: head) else { return nil }
        let scope = scopes.scopes[function]
        let returned: [Range<Int>]
        if scope.isArrow, s.isPunctuator(scope.open, "=>"), !s.isPunctuator(scope.open + 1, "{") {
            returned = [(scope.open + 1)..<scopes.expressionEnd(from: scope.open + 1)]
        } else {
            returned = resolver.returnStatements(of: function).map { ($0 + 1)..<scopes.expressionEnd(from: $0 + 1) }
        }
        var found: (String?, Int?)?
        for range in returned {
            // `return null` (a `catch`, a platform without the bridge): nothing to post to.
            if range.isEmpty || resolver.isNoValue(range) { continue }
            // `… || null`, `… ?? undefined`: the handler, or nothing to post to. `guard && …`
            // (`window.webkit && window.webkit.messageHandlers && …messageHandlers.native`):
            // what follows the last guard, when every guard holds.
            var start = range.lowerBound
            var end = range.upperBound
            var t = range.lowerBound
            while t < range.upperBound {
                if s.isPunctuator(t, "(") || s.isPunctuator(t, "[") || s.isPunctuator(t, "{") { t = s.skipGroup(t); continue }
                if s.isPunctuator(t, "||") || s.isPunctuator(t, "??") { end = t; break }
                if s.isPunctuator(t, "&&") { start = t + 1 }
                t += 1
            }
            guard start < end, s.isIdentifier(start), let base = resolver.base(ofHead: start) else { return nil }
            var segments: [String?] = [s.identifier(start)]
            let chainEnd = Self.walkChain(after: start, in: s) { segment in segments.append(segment) }
            guard chainEnd == end else { return nil }
            // The token naming the handler: the last segment's (a name, or the `[…]`'s content).
            var last = chainEnd - 1
            if s.isPunctuator(last, "]"), let bracket = s.opener(of: last) { last = bracket + 1 }
            let path = Self.normalize(base + segments.dropFirst())
            guard path.count == 3, path[0] == "webkit", path[1] == "messageHandlers" else { return nil }
            var handler = path[2]
            var named: Int? = last
            if handler == nil, s.isIdentifier(last), case .binding(let p) = resolver.resolve(at: last), case .parameter(let owner, let position) = scopes.bindings[p].declaration,
                owner == function, !resolver.isWrittenBinding(p)
            {
                let arguments = s.arguments(open: open)
                named = position < arguments.count ? arguments[position].lowerBound : nil
                if position < arguments.count, case .string(let name) = s.shape(arguments[position], identifier: literal) { handler = name } else { handler = nil }
            } else if handler == nil {
                handler = Self.constantMember(from: start, to: chainEnd, in: s, literal: literal)
            }
            if let previous = found, previous.0 != handler { return nil }
            found = (handler, named)
        }
        return found
    }

    private static func functionBinding(of function: Int, in s: TokenStream, resolver: ValueResolver) -> Int? {
        guard let nameToken = resolver.scopes.function(function)?.nameToken, s.isIdentifier(nameToken), case .binding(let w) = resolver.resolve(at: nameToken) else { return nil }
        return w
    }

    /// Whether `range` uses a name as a value (not only as a key or a member): a literal body,
    /// `{ action: "pong" }` or `JSON.stringify({…})`, cannot hold a parameter, and is told
    /// without resolving a name.
    static func namesAValue(_ range: Range<Int>, in s: TokenStream) -> Bool {
        for t in range where s.isIdentifier(t) && !s.isMemberName(t) && !s.isPunctuator(t + 1, ":") {
            if s.isIdentifier(t, "JSON") || s.isIdentifier(t, "true") || s.isIdentifier(t, "false") || s.isIdentifier(t, "null") { continue }
            return true
        }
        return false
    }

    /// When `range` is one name, a parameter of the function of scope `function`: its position,
    /// and whether it reaches native as it was passed.
    private static func parameter(_ range: Range<Int>?, of function: Int, in s: TokenStream, resolver: ValueResolver) -> (position: Int, passesThrough: Bool)? {
        guard let range, range.count == 1, s.isIdentifier(range.lowerBound), case .binding(let p) = resolver.resolve(at: range.lowerBound),
            case .parameter(let owner, let position) = resolver.scopes.bindings[p].declaration, owner == function
        else { return nil }
        return (position, resolver.isPassedThrough(p))
    }

    /// A call of a wrapper, found at its callee's first token `use` with its `(` at `open`, as a
    /// call of `handler` posting `body` (written at `bodyOffset`): its text is the call as written.
    private static func wrapperCall(
        use: Int, open: Int, handler: String?, body: Shape, bodyOffset: Int?, handlerInWrapper: Bool = false, in s: TokenStream, _ tokenization: JSTokenization
    ) -> BridgeCallSite? {
        guard let first = s[use] else { return nil }
        let close = s.closer(of: open) ?? s.tokens.count
        let endOffset = s[min(close, s.tokens.count - 1)].map { tokenization.end(of: $0) } ?? first.offset
        var site = BridgeCallSite(
            kind: .postMessage(handler: handler), offset: first.offset, arguments: [body], argumentOffsets: [bodyOffset ?? first.offset], expectsReply: false,
            text: clip(tokenization.sourceSlice(from: first.offset, to: endOffset)))
        site.handlerInWrapper = handlerInWrapper
        return site
    }

    /// A function that makes a bridge library's call whose name is made, in part, of its own
    /// parameters: Cordova plugins' `function execute(action, args) { exec(ok, fail, 'Svc',
    /// action, args) }` and `exports._exec = function (action, …) {…}`, a DSBridge or
    /// WebViewJavascriptBridge helper handed the native method's name.
    struct LibraryWrapper {
        enum Part: Sendable, Hashable {
            case literal(String)
            /// The wrapper's parameter at this position.
            case parameter(Int)
        }

        /// What the wrapper hands the library after the name.
        enum Arguments: Sendable, Hashable {
            /// Nothing (`exec(ok, fail, 'Svc', action)`).
            case none
            /// Something made inside the wrapper: not checked.
            case dynamic
            /// The wrapper's parameter at `position`, as its caller passed it when `passesThrough`.
            case parameter(position: Int, passesThrough: Bool)
        }

        let envelope: Envelope
        /// The parts of the native function's name (`Service`, `action`), joined by `.`.
        let name: [Part]
        let arguments: Arguments
        /// Its calls: through the name it is bound to, or the path it is a method of.
        let binding: Int?
        let path: [String]?
    }

    /// Cordova plugins' module factories receive Cordova's exec as a parameter of that name
    /// (`module.exports = function init(exec, …)`, called from another file with
    /// `require('cordova/exec')`), which no one file shows. In a project whose contract has a
    /// Cordova handler, a parameter named `exec`, never reassigned, called as
    /// `exec(success, fail, 'Service', action, …)` with the service a string, is taken as it.
    private func cordovaExecParameter(_ k: Int, chainEnd end: Int, in s: TokenStream, resolver: ValueResolver) -> [String?]? {
        guard libraries.contains("cordova"), end == k + 1, s.isPunctuator(end, "("), s.isIdentifier(k, "exec"),
            case .binding(let b) = resolver.resolve(at: k), case .parameter = resolver.scopes.bindings[b].declaration, !resolver.isWrittenBinding(b)
        else { return nil }
        let arguments = s.arguments(open: end)
        guard arguments.count >= 4, arguments[2].count == 1, s.stringValue(arguments[2].lowerBound) != nil else { return nil }
        return ["cordova", "exec"]
    }

    /// Where a library's call has the parts of the native function's name, and where the
    /// arguments after the name start.
    private func libraryNameSlots(_ path: [String]) -> (parts: [Int], rest: Int)? {
        switch path {
        case ["cordova", "exec"]: return ([2, 3], 4)
        case ["Capacitor", "nativePromise"], ["Capacitor", "nativeCallback"], ["Capacitor", "toNative"]: return ([0, 1], 2)
        case ["dsBridge", "call"]: return ([0], 1)
        case _ where path.count == 2 && (path[0] == "WebViewJavascriptBridge" || path[0] == "WKWebViewJavascriptBridge") && path[1] == "callHandler": return ([0], 1)
        default: return nil
        }
    }

    /// For a library call whose name is computed: the function around it as a wrapper, when
    /// each part of the name is a literal or a parameter of that function (one at least) that
    /// it never reassigns, and the function is called through a name or a method path.
    private func libraryWrapper(_ path: [String], envelope: Envelope, _ arguments: [Range<Int>], in s: TokenStream, resolver: ValueResolver) -> LibraryWrapper? {
        guard let slots = libraryNameSlots(path) else { return nil }
        var function: Int?
        var parts: [LibraryWrapper.Part] = []
        for slot in slots.parts {
            guard slot < arguments.count, arguments[slot].count == 1 else { return nil }
            let k = arguments[slot].lowerBound
            if let text = s.stringValue(k) {
                parts.append(.literal(text))
                continue
            }
            guard s.isIdentifier(k), case .binding(let b) = resolver.resolve(at: k), case .parameter(let owner, let position) = resolver.scopes.bindings[b].declaration,
                !resolver.isWrittenBinding(b), function == nil || function == owner
            else { return nil }
            function = owner
            parts.append(.parameter(position))
        }
        guard let function else { return nil }
        let rest = Array(arguments.dropFirst(slots.rest))
        let passed: LibraryWrapper.Arguments
        if rest.isEmpty {
            passed = .none
        } else if let (position, passes) = Self.parameter(rest.first, of: function, in: s, resolver: resolver) {
            passed = .parameter(position: position, passesThrough: passes)
        } else {
            passed = .dynamic
        }
        if let binding = Self.functionBinding(of: function, in: s, resolver: resolver) {
            return LibraryWrapper(envelope: envelope, name: parts, arguments: passed, binding: binding, path: nil)
        }
        guard let method = resolver.methodPath(ofFunction: function), !method.contains(where: { $0 == nil }) else { return nil }
        return LibraryWrapper(envelope: envelope, name: parts, arguments: passed, binding: nil, path: Self.normalize(method.compactMap { $0 }).compactMap { $0 })
    }

    /// For `bridge.callHandler.apply(this, arguments)` at `apply` (its `(`), `bridge` the
    /// library, in a function whose own arguments those are (`arguments`, or a name bound once
    /// to them, `let args = arguments`, seen from a callback inside): that function as a wrapper
    /// whose calls are the library's, their first argument its name and the second its data.
    private func forwardedLibraryCall(head: Int, apply open: Int, in s: TokenStream, resolver: ValueResolver) -> LibraryWrapper? {
        let arguments = s.arguments(open: open)
        guard arguments.count == 2, arguments[1].count == 1, let base = resolver.base(ofHead: head) else { return nil }
        var names: [String?] = []
        var j = head + 1
        // The members between the head and `.callHandler.apply(`.
        while j < open - 4, s.isPunctuator(j, "."), let name = s.identifier(j + 1) {
            names.append(name)
            j += 2
        }
        guard j == open - 4 else { return nil }
        let receiver = Self.normalize(base + names)
        guard receiver.count == 1, let global = receiver[0], global == "WebViewJavascriptBridge" || global == "WKWebViewJavascriptBridge" || resolver.bridgeCloneGlobals().contains(global) else {
            return nil
        }
        // Whose `arguments`: the nearest function that is not an arrow, where they are named.
        let named = arguments[1].lowerBound
        var at = named
        if !s.isIdentifier(named, "arguments") {
            guard case .binding(let b) = resolver.resolve(at: named), !resolver.isWrittenBinding(b), case .variable(_, let initializer?) = resolver.scopes.bindings[b].declaration,
                initializer.count == 1, s.isIdentifier(initializer.lowerBound, "arguments")
            else { return nil }
            at = initializer.lowerBound
        }
        var function = resolver.scopes.functionScope(of: resolver.scopes.scope(at: at))
        while function > 0, resolver.scopes.scopes[function].isArrow { function = resolver.scopes.enclosingFunction(of: function) }
        guard function > 0 else { return nil }
        let passed = LibraryWrapper.Arguments.parameter(position: 1, passesThrough: true)
        if let binding = Self.functionBinding(of: function, in: s, resolver: resolver) {
            return LibraryWrapper(envelope: .webViewJavascriptBridge, name: [.parameter(0)], arguments: passed, binding: binding, path: nil)
        }
        guard let method = resolver.methodPath(ofFunction: function), !method.contains(where: { $0 == nil }) else { return nil }
        return LibraryWrapper(envelope: .webViewJavascriptBridge, name: [.parameter(0)], arguments: passed, binding: nil, path: Self.normalize(method.compactMap { $0 }).compactMap { $0 })
    }

    /// The calls of a library wrapper: each as its callee's first token and its `(`.
    private func libraryWrapperCalls(of wrapper: LibraryWrapper, in s: TokenStream, resolver: ValueResolver) -> [(use: Int, open: Int)] {
        if let binding = wrapper.binding {
            return resolver.callSites(of: binding).map { ($0, $0 + 1) }
        }
        guard let path = wrapper.path, let name = path.last else { return [] }
        var found: [(use: Int, open: Int)] = []
        var k = 0
        while k < s.tokens.count {
            guard s.isIdentifier(k), !s.isMemberName(k) else {
                k += 1
                continue
            }
            var segments: [String?] = [s.identifier(k)]
            let end = Self.walkChain(after: k, in: s) { segments.append($0) }
            defer { k = max(k + 1, end) }
            guard segments.count >= 2, segments.last == name else { continue }
            let open = s.isPunctuator(end, "(") ? end : (s.isPunctuator(end, "?.") && s.isPunctuator(end + 1, "(") ? end + 1 : nil)
            guard let open, let base = resolver.base(ofHead: k) else { continue }
            let resolved = Self.normalize(base + segments.dropFirst())
            if !resolved.contains(where: { $0 == nil }), resolved.compactMap({ $0 }) == path { found.append((k, open)) }
        }
        return found
    }

    /// Where a bridge URL written as a name's whole initializer (`var URLBase = "highlight://";`)
    /// is sent: the uses of that name that build a URL from it (`URLBase + …`), navigate to it,
    /// or pass it to a call. nil when the name is written again, or has no such use (the
    /// literal is then the call, as before).
    private static func heldURLUses(literal k: Int, in s: TokenStream, resolver: ValueResolver) -> [Int]? {
        guard s.isPunctuator(k - 1, "="), s.isIdentifier(k - 2), s.isIdentifier(k - 3, in: ["var", "let", "const"]),
            s.isPunctuator(k + 1, ";") || s.isPunctuator(k + 1, ",") || s[k + 1]?.newlineBefore ?? true,
            case .binding(let b) = resolver.resolve(at: k - 2), !resolver.isWrittenBinding(b)
        else { return nil }
        let uses = resolver.references(of: b).filter { use in
            !s.isMemberName(use) && (s.isPunctuator(use + 1, "+") || transport(ofLiteralAt: use, in: s) != nil || s.isPunctuator(use - 1, "(") && s.isPunctuator(use + 1, ")"))
        }
        return uses.isEmpty ? nil : uses
    }

    /// For `messageHandlers[NAME].postMessage(…)` where NAME is a parameter of a function bound
    /// to a name (and not reassigned): that function's binding, NAME's position, and the body's
    /// position when the body is a parameter of the same function, or the body it builds from
    /// its parameters (`JSON.stringify(data)`).
    /// `'myapp://' + action + '?' + query` (or `` `myapp://${action}?${q}` ``) in a named
    /// function whose parameter `action` is: the function's binding, the literal start, the
    /// parameter's position, the literal after it, and whether more is computed after that.
    private func schemeWrapper(literal k: Int, url: String, in s: TokenStream, resolver: ValueResolver) -> (binding: Int, prefix: String, position: Int, next: String?, more: Bool)? {
        guard let token = s[k] else { return nil }
        let name: Int
        var after: Int
        if Self.isTemplateHead(token) {
            // `${action}` then a middle or tail piece.
            guard s.isIdentifier(k + 1), let piece = s[k + 2], piece.kind == .template else { return nil }
            name = k + 1
            after = k + 2
        } else {
            guard s.isPunctuator(k + 1, "+"), s.isIdentifier(k + 2) else { return nil }
            name = k + 2
            after = k + 3
        }
        guard case .binding(let p) = resolver.resolve(at: name), case .parameter(let function, let position) = resolver.scopes.bindings[p].declaration, !resolver.isWrittenBinding(p),
            let w = Self.functionBinding(of: function, in: s, resolver: resolver)
        else { return nil }
        var next: String?
        var more = false
        if let piece = s[after], piece.kind == .template {
            next = s.text(of: piece)
            more = piece.templatePart == .middle
        } else if s.isPunctuator(after, "+"), let literal = s.stringValue(after + 1) {
            next = literal
            more = s.isPunctuator(after + 2, "+")
        } else if s.isPunctuator(after, "+") {
            more = true
        }
        return (w, url, position, next, more)
    }

    /// A function (by its binding) or a method (by the path it is called through: `Native.send`
    /// of `class Native { static send(name, data) {…} }`) that posts to the handler a parameter names.
    ///
    /// `headIsHandlers` says the chain's first name stands for the handlers object itself
    /// (`const handlers = window.webkit.messageHandlers; … handlers[name].postMessage(body)`):
    /// its computed member right after that name is then the handler's.
    ///
    /// `key` is set when a member of the parameter names the handler (`messageHandlers[message.type]`
    /// of `send(message)`): each call's argument there is an object whose `type` is the name.
    /// The `[` of the computed member that names the handler in a post's chain from `start` to
    /// `end` (`messageHandlers[name]`), and whether it comes right after the chain's head; for
    /// `const handler = window.webkit?.messageHandlers?.[name]; … handler.postMessage(body)`, the
    /// constant's own. Nil when there is none.
    private static func handlerMember(chainFrom start: Int, to end: Int, in s: TokenStream, resolver: ValueResolver) -> (open: Int, afterHead: Bool)? {
        var k = start + 1
        while k < end, !s.isPunctuator(k, "[") { k += 1 }
        if k < end { return (k, k == start + 1 || (k == start + 2 && s.isPunctuator(start + 1, "?."))) }
        guard case .binding(let h) = resolver.resolve(at: start), !resolver.isWrittenBinding(h),
            case .variable(_, let initializer?) = resolver.scopes.bindings[h].declaration, initializer.count >= 3,
            s.isPunctuator(initializer.upperBound - 1, "]"), let open = s.opener(of: initializer.upperBound - 1), open > initializer.lowerBound
        else { return nil }
        return (open, false)
    }

    /// For `messageHandlers[this.F].postMessage(body)` in a method of a class or constructor
    /// function whose constructor stores its parameter in `this.F` (`constructor(name) {
    /// this.name = name }`): the method's path (`⟨C⟩.send`), that parameter's position, and the
    /// body's parameter or template. Each instance made with a literal there
    /// (`const share = new C('share')`) posts to that handler.
    private func constructorNameWrapper(
        chainFrom start: Int, to end: Int, headIsHandlers: Bool, body: Range<Int>?, parameterProperties: Set<Int>, in s: TokenStream, resolver: ValueResolver
    )
        -> (path: [String], position: Int, body: (position: Int, passesThrough: Bool)?, template: Shape?)?
    {
        guard let (k, afterHead) = Self.handlerMember(chainFrom: start, to: end, in: s, resolver: resolver), Self.isMessageHandlers(before: k, in: s) || (headIsHandlers && afterHead),
            s.closer(of: k) == k + 4, s.isIdentifier(k + 1, "this"), s.isPunctuator(k + 2, "."), let field = s.identifier(k + 3),
            let method = resolver.scopes.thisFunction(at: k + 1), let type = resolver.scopes.enclosingClass(ofThisAt: k + 1) ?? Self.prototypeType(ofFunction: method, in: s, resolver: resolver),
            let path = resolver.methodPath(ofFunction: method), !path.contains(where: { $0 == nil }),
            let position = Self.constructorParameter(storedIn: field, of: type, parameterProperties: parameterProperties, in: s, resolver: resolver)
        else { return nil }
        let parameter = Self.parameter(body, of: method, in: s, resolver: resolver)
        var template: Shape?
        if parameter == nil, let body, Self.namesAValue(body, in: s), let (shape, owner) = resolver.template(body), owner == method { template = shape }
        return (Self.normalize(path.compactMap { $0 }), position, parameter, template)
    }

    /// `C` for a function written `C.prototype.m = function (…) {…}`.
    private static func prototypeType(ofFunction function: Int, in s: TokenStream, resolver: ValueResolver) -> String? {
        let open = resolver.scopes.scopes[function].open
        guard s.isPunctuator(open - 1, ")"), let parameters = s.opener(of: open - 1) else { return nil }
        var f = parameters - 1
        if s.isIdentifier(f), s.isIdentifier(f - 1, "function") { f -= 1 }
        guard s.isIdentifier(f, "function"), s.isPunctuator(f - 1, "="), s.isIdentifier(f - 2), s.isPunctuator(f - 3, "."), s.isIdentifier(f - 4, "prototype"),
            s.isPunctuator(f - 5, ".")
        else { return nil }
        return s.identifier(f - 6)
    }

    /// The position of the constructor parameter of type `type` (a class's `constructor`, or
    /// `function type(…)`) that its body stores in `this.field` as it is (`this.name = name`), or
    /// that TypeScript makes that property (`constructor(private readonly name: string)`).
    private static func constructorParameter(storedIn field: String, of type: String, parameterProperties: Set<Int>, in s: TokenStream, resolver: ValueResolver) -> Int? {
        var body: Int?
        if let classOpen = resolver.scopes.classBodies.first(where: { $0.value == type })?.key, let close = s.closer(of: classOpen) {
            var j = classOpen + 1
            while j < close {
                if s.isIdentifier(j, "constructor"), s.isPunctuator(j + 1, "("), let parameters = s.closer(of: j + 1), s.isPunctuator(parameters + 1, "{") {
                    body = parameters + 1
                    break
                }
                j = s.closer(of: j).map { $0 + 1 } ?? j + 1
            }
        } else {
            for j in 0..<s.tokens.count where s.isIdentifier(j, "function") && s.identifier(j + 1) == type && s.isPunctuator(j + 2, "(") {
                if let parameters = s.closer(of: j + 2), s.isPunctuator(parameters + 1, "{") { body = parameters + 1 }
                break
            }
        }
        guard let body, let close = s.closer(of: body) else { return nil }
        if !parameterProperties.isEmpty, let open = s.opener(of: body - 1),
            let position = s.arguments(open: open).firstIndex(where: { s.identifier($0.lowerBound) == field && s[$0.lowerBound].map { parameterProperties.contains($0.offset) } == true })
        {
            return position
        }
        let constructor = resolver.scopes.scope(at: body)
        for j in body..<close where s.isIdentifier(j, "this") && s.isPunctuator(j + 1, ".") && s.identifier(j + 2) == field && s.isPunctuator(j + 3, "=") && s.isIdentifier(j + 4) {
            guard s.isPunctuator(j + 5, ";") || s.isPunctuator(j + 5, "}") || s.isPunctuator(j + 5, ",") || s[j + 5]?.newlineBefore == true,
                case .binding(let p) = resolver.resolve(at: j + 4), case .parameter(constructor, let position) = resolver.scopes.bindings[p].declaration, !resolver.isWrittenBinding(p)
            else { return nil }
            return position
        }
        return nil
    }

    private func nameWrapper(chainFrom start: Int, to end: Int, headIsHandlers: Bool = false, body: Range<Int>?, in s: TokenStream, resolver: ValueResolver)
        -> (binding: Int?, path: [String]?, name: Int, key: String?, body: (position: Int, passesThrough: Bool)?, template: Shape?)?
    {
        guard let (k, afterHead) = Self.handlerMember(chainFrom: start, to: end, in: s, resolver: resolver) else { return nil }
        // `[name]`, or `[message.type]`: a parameter, or a member of one.
        let key = s.closer(of: k) == k + 4 && s.isPunctuator(k + 2, ".") ? s.identifier(k + 3) : nil
        guard k < end, s.closer(of: k) == k + 2 || key != nil, s.isIdentifier(k + 1), Self.isMessageHandlers(before: k, in: s) || (headIsHandlers && afterHead),
            case .binding(let n) = resolver.resolve(at: k + 1), case .parameter(let function, let namePosition) = resolver.scopes.bindings[n].declaration, !resolver.isWrittenBinding(n)
        else { return nil }
        let w = Self.functionBinding(of: function, in: s, resolver: resolver)
        var path: [String]?
        if w == nil {
            guard let methodPath = resolver.methodPath(ofFunction: function), !methodPath.contains(where: { $0 == nil }) else { return nil }
            path = Self.normalize(methodPath.compactMap { $0 }).compactMap { $0 }
        }
        let parameter = Self.parameter(body, of: function, in: s, resolver: resolver)
        var template: Shape?
        if parameter == nil, let body, Self.namesAValue(body, in: s), let (shape, owner) = resolver.template(body), owner == function { template = shape }
        return (w, path, namePosition, key, parameter, template)
    }

    /// The string a chain's only computed member holds when it is a name bound once to a string
    /// literal (`messageHandlers[HANDLER]`, `const HANDLER = 'share'`) or another constant
    /// string (`messageHandlers[Names.LOG]`); nil otherwise.
    static func constantMember(from start: Int, to end: Int, in s: TokenStream, literal: @escaping (Int) -> Shape?) -> String? {
        var found: String?
        var k = start + 1
        while k < end {
            guard s.isPunctuator(k, "["), let close = s.closer(of: k), close < end else {
                k += 1
                continue
            }
            // A name bound to a string (`[HANDLER]`), a constant object's member (`[Names.LOG]`),
            // a TypeScript enum's, a template without holes.
            guard found == nil, close > k + 1, case .string(let value) = s.shape((k + 1)..<close, identifier: literal) else { return nil }
            found = value
            k = close + 1
        }
        return found
    }

    /// The first computed member of the chain from `start` to `end` as written
    /// (`data.command` in `messageHandlers[data.command]`), shortened.
    static func computedMember(from start: Int, to end: Int, in s: TokenStream, _ tokenization: JSTokenization) -> String? {
        var k = start + 1
        while k < end {
            if s.isPunctuator(k, "["), let close = s.closer(of: k), close < end {
                if close > k + 1, !(close == k + 2 && s.stringValue(k + 1) != nil), let first = s[k + 1], let last = s[close - 1] {
                    return clip(tokenization.sourceSlice(from: first.offset, to: tokenization.end(of: last)))
                }
                k = close + 1
            } else {
                k += 1
            }
        }
        return nil
    }

    /// Whether the token after a chain makes it a call or an assignment target, the only uses the
    /// loop below records. Most chains (`x` in `x + 1`, the keyword in `return`) are neither, and
    /// building their segments and resolving their heads was a third of the script analysis's
    /// allocations (callgrind on the generated worst-case site).
    /// Whether `name(…) {` at `head` defines a method: its body follows the parameters, and it
    /// stands where a member does, in a class body or first or after a `,` in an object
    /// literal (or after `async`, `get`, `set`, `static`, `*`). A call then a block on the same
    /// line is no JavaScript.
    static func isMethodDefinition(head: Int, open: Int, in s: TokenStream, scopes: ScopeAnalysis) -> Bool {
        guard let close = s.closer(of: open), let brace = s[close + 1], brace.isPunctuator("{"), let container = scopes.enclosingOpener(of: head), s.isPunctuator(container, "{") else { return false }
        if scopes.classBodies[container] != nil { return true }
        guard !brace.newlineBefore else { return false }
        var k = head - 1
        while s.isPunctuator(k, "*") || s.isIdentifier(k, "async") || s.isIdentifier(k, "get") || s.isIdentifier(k, "set") || s.isIdentifier(k, "static") { k -= 1 }
        return k == container || s.isPunctuator(k, ",")
    }

    private static func isCallOrAssignment(at k: Int, in s: TokenStream) -> Bool {
        s.isPunctuator(k, "(") || s.isPunctuator(k, "=") || s.isPunctuator(k, "?.") && s.isPunctuator(k + 1, "(")
            || s.isPunctuator(k, "||=") || s.isPunctuator(k, "??=")
    }

    /// Whether the chain from `head` to `chainEnd` is called (not assigned) through a member name
    /// no recognized call ends with. Resolving the head cannot change that name: it replaces the
    /// head only. Skipping these spared most of the chains of a script (callgrind: a tenth of
    /// the script analysis on the worst-case lint site).
    private func cannotBeBridgeCall(chainEnd end: Int, head: Int, in s: TokenStream, importedNames: Set<String>) -> Bool {
        guard let callNames, end > head + 1, s.isPunctuator(end, "(") || s.isPunctuator(end, "?.") && s.isPunctuator(end + 1, "("),
            s.isMemberName(end - 1), let name = s.identifier(end - 1)
        else { return false }
        return !callNames.contains(name) && !importedNames.contains(name)
    }

    /// Whether the call whose `(` is at `open` reaches native or only reads its argument:
    /// `….postMessage(…)`, a declared wrapper, `JSON.stringify(…)`.
    private static func isBridgeCallee(before open: Int, in s: TokenStream, wrappers: [[String]], imported: [[String]]) -> Bool {
        var names: [String] = []
        var k = open - 1
        while let name = s.identifier(k), names.count < 16 {
            names.insert(name, at: 0)
            guard s.isPunctuator(k - 1, ".") || s.isPunctuator(k - 1, "?.") else { break }
            k -= 2
        }
        guard let last = names.last else { return false }
        if last == "postMessage" || names == ["JSON", "stringify"] { return true }
        let path = Self.normalize(names)
        return wrappers.contains(path) || imported.contains(path)
    }

    /// Recognizes the calls of one script. `imports` are the global wrappers the other scripts
    /// of its pages define: a call of one through a global path is a call of its handler.
    public func analyzeScript(_ tokenization: JSTokenization, imports: GlobalWrappers = GlobalWrappers()) -> ScriptAnalysis {
        analyzeScript(tokenization, imports: imports, enums: nil)
    }

    /// The same, reading TypeScript enums' members (`enums`, from erasure) as their values.
    ///
    /// `parameterProperties` are the offsets of TypeScript's constructor parameters that are
    /// properties too (`constructor(private name: string)`), whose modifiers erasure removed.
    func analyzeScript(_ tokenization: JSTokenization, imports: GlobalWrappers, enums: [String: [String: Shape]]?, parameterProperties: Set<Int> = []) -> ScriptAnalysis {
        let s = TokenStream(tokenization)
        s.enumValues = enums
        // The resolver owns the scope analysis, read through it here, and its closure holds the
        // wrappers alone: a second copy of the analysis, or `self` captured whole, retained and
        // released each of their arrays once per script.
        let callees = self.wrappers
        let imported = imports.paths
        let importedNames = imports.lastNames
        let isModule = Self.isModule(s)
        /// Looked up once a script, not at every chain of the loop below.
        let readsWebViewJavascriptBridge = libraries.contains("webviewjavascriptbridge")
        // A module's imports that stand for a global (a Capacitor plugin from its package), read
        // from the analysis the resolver is made with (a copy of it here retained and released
        // each of its arrays once per script).
        let isBridgeCall: (Int) -> Bool = { open in Self.isBridgeCallee(before: open, in: s, wrappers: callees, imported: imported) }
        let resolver: ValueResolver
        if isModule, !capacitorPlugins.isEmpty {
            let plugins = capacitorPlugins
            resolver = ValueResolver(scopes: ScopeAnalysis(s), importedGlobals: { scopes in
                var globals: [String: [String?]] = [:]
                for found in Self.moduleImports(in: s, scopes: scopes) { globals.merge(Self.capacitorPlugins(found, declared: plugins)) { first, _ in first } }
                // A plugin another module registers and exports, imported by name.
                for (path, wrapper) in imports.byPath where path.count == 1 && globals[path[0]] == nil {
                    if let global = wrapper.globalPath { globals[path[0]] = global }
                }
                return globals
            }, isBridgeCall: isBridgeCall)
        } else {
            resolver = ValueResolver(scopes: ScopeAnalysis(s), isBridgeCall: isBridgeCall)
        }
        let literal: (Int) -> Shape? = { resolver.literal(at: $0) }
        /// A name given as an argument: a string literal, or a constant holding one (`const
        /// SERVICE = 'Camera'`, `Names.LOG` of a constant object, a TypeScript enum's member).
        func constantString(_ range: Range<Int>) -> String? {
            if range.count == 1, let text = s.stringValue(range.lowerBound) { return text }
            guard range.count <= 3, case .string(let text) = s.shape(range, identifier: literal) else { return nil }
            return text
        }
        var out = ScriptAnalysis()
        var calls: [BridgeCallSite] = []
        var definitions = CallbackDefinitions()
        /// Variables holding a call's result, to see a later `.then` or `await`.
        var resultVariables: [String: Int] = [:]
        /// Tokens before this index are inside the arguments of a recorded call, which checks them.
        var coveredEnd = 0
        /// Local functions that post their parameter to a handler (Capacitor's
        /// `postToNative = (data) => { win.webkit.messageHandlers.bridge.postMessage(data) }`):
        /// the function's binding, the handler and the parameter's position.
        var localWrappers: [Int: (handler: String, position: Int, passesThrough: Bool)] = [:]
        /// Local functions that post a body they build from their parameters (`function
        /// sendToApp(action, data) { …postMessage(JSON.stringify({ action: action, data: data })) }`):
        /// the function's binding, the handler and the body with the parameters as holes.
        var templateWrappers: [Int: (handler: String, template: Shape)] = [:]
        /// Methods that post their parameter, by the path they are called through: an object
        /// literal's (`Bridge.send`), a class's or a constructor's (`⟨Sender⟩.send`, which
        /// `this.send` in its methods and `s.send` for `s = new Sender()` resolve to).
        var methodWrappers: [[String]: (handler: String, position: Int, passesThrough: Bool)] = [:]
        /// Methods that post a body they build from their parameters (`call(method, params) {
        /// …postMessage({ method, params }) }` in a class or an object literal), by path.
        var methodTemplates: [[String]: (handler: String, template: Shape)] = [:]
        /// Functions that post through a handler given as a parameter, by their binding: the
        /// handler's position, and the body's when it is a parameter too.
        var handlerWrappers: [Int: (handler: Int, body: (position: Int, passesThrough: Bool)?)] = [:]

        /// Functions that post to a handler named by a parameter (`function post(name, body) {
        /// messageHandlers[name].postMessage(body) }`), by their binding: the name's position,
        /// the body's when it is a parameter, and the index of the computed call in `calls`.
        var nameWrappers: [Int: (name: Int, body: (position: Int, passesThrough: Bool)?, template: Shape?, call: Int)] = [:]
        /// Methods that do so (`static send(name, data) { messageHandlers[name].postMessage(data) }`
        /// in a class or an object literal), by the path they are called through.
        var methodNameWrappers: [[String]: (name: Int, body: (position: Int, passesThrough: Bool)?, template: Shape?, call: Int)] = [:]
        /// Methods posting to the handler their instance was made for (`messageHandlers[this.name]`,
        /// `this.name` the constructor's parameter), by their path: the constructor parameter's
        /// position, and the body's parameter or template.
        var constructorNameWrappers: [[String]: (position: Int, body: (position: Int, passesThrough: Bool)?, template: Shape?)] = [:]
        /// For a name wrapper whose parameter's member names the handler (`[message.type]`), that
        /// member's key, by the index of the wrapper's own computed call in `calls`.
        var nameKeys: [Int: String] = [:]
        /// Functions that make a bridge library's call with a name part taken from a parameter
        /// (`_exec(action, …) { exec(ok, null, 'LocalNotification', action, …) }`), with the
        /// index of the computed call inside in `calls`.
        var libraryWrappers: [(wrapper: LibraryWrapper, call: Int)] = []
        /// Functions that open a scheme URL whose function is a parameter (`iframe.src =
        /// 'myapp://' + action + '?' + query`, the classic iframe bridge), by their binding: the
        /// literal start, the parameter's position, what literal text follows it (a `?` or `/`
        /// says the function's name ends there), whether more is computed after, and the way.
        var schemeWrappers: [Int: (prefix: String, position: Int, next: String?, more: Bool, transport: Transport?)] = [:]
        /// Whether a call of an imported wrapper was found (calls are then sorted again).
        var importedCalls = false
        /// Whether a URL held in a name was reported where the name is used (calls are then sorted again).
        var heldURLs = false
        /// The body a call (first token at offset `at`) of a template wrapper posts: the
        /// template with the call's arguments in it.
        func filled(_ template: Shape, _ arguments: [Range<Int>], at: Int) -> Shape {
            template.filled(with: arguments.map { s.shape($0, identifier: literal) }, offsets: arguments.map { s[$0.lowerBound]?.offset ?? at }, at: at)
        }
        /// The library call a call of a library wrapper makes (at `use`, its `(` at `open`): nil
        /// when a name part it passes is not a literal (the wrapper's own computed call covers
        /// it), `.some(nil)` when the call has no first token.
        func libraryWrapperCall(_ target: LibraryTarget, use: Int, open: Int, arguments: [Range<Int>]) -> BridgeCallSite?? {
            var parts: [String] = []
            for part in target.name {
                switch part {
                case .literal(let text): parts.append(text)
                case .parameter(let position):
                    if position < arguments.count, arguments[position].count == 1, let text = s.stringValue(arguments[position].lowerBound) { parts.append(text) }
                }
            }
            guard parts.count == target.name.count else { return nil }
            var shapes: [Shape] = []
            var offsets: [Int] = []
            switch target.arguments {
            case .none: break
            case .dynamic:
                shapes = [.dynamic]
                offsets = [s[open]?.offset ?? 0]
            case .parameter(let position, let passesThrough):
                if position < arguments.count {
                    shapes = [passesThrough ? s.shape(arguments[position], identifier: literal) : .dynamic]
                    offsets = [s[arguments[position].lowerBound]?.offset ?? 0]
                } else {
                    shapes = [.dynamic]
                    offsets = [s[open]?.offset ?? 0]
                }
            }
            guard let first = s[use] else { return .some(nil) }
            let close = s.closer(of: open) ?? s.tokens.count
            let endOffset = s[min(close, s.tokens.count - 1)].map { tokenization.end(of: $0) } ?? first.offset
            return BridgeCallSite(
                kind: .library(target.envelope, function: parts.joined(separator: "."), callback: nil), offset: first.offset, arguments: shapes, argumentOffsets: offsets,
                expectsReply: false, text: Self.clip(tokenization.sourceSlice(from: first.offset, to: endOffset)))
        }
        /// Records the function around a post of parameter `p` as a wrapper of `handler`.
        func recordWrapper(parameter p: Int, handler: String, passesThrough: Bool = true) {
            guard case .parameter(let function, let position) = resolver.scopes.bindings[p].declaration else { return }
            let passes = passesThrough && resolver.isPassedThrough(p)
            if let w = Self.functionBinding(of: function, in: s, resolver: resolver) {
                localWrappers[w] = (handler, position, passes)
            } else if let path = resolver.methodPath(ofFunction: function), !path.contains(where: { $0 == nil }) {
                let key = Self.normalize(path.compactMap { $0 })
                if methodWrappers[key] == nil { methodWrappers[key] = (handler, position, passes) }
            }
        }
        /// Records the named function (or method) around a post at `k` of a body built from its
        /// parameters as a wrapper whose calls post that body with their arguments in it.
        func recordTemplate(body: Range<Int>, at k: Int, handler: String) {
            let function = resolver.scopes.functionScope(of: resolver.scopes.scope(at: k))
            guard function > 0, Self.namesAValue(body, in: s),
                Self.functionBinding(of: function, in: s, resolver: resolver) != nil || resolver.scopes.function(function)?.passedTo != nil
                    || resolver.methodPath(ofFunction: function) != nil,
                let (template, owner) = resolver.template(body), Self.isCallback(function, within: owner, resolver: resolver)
            else { return }
            if let w = Self.functionBinding(of: owner, in: s, resolver: resolver) {
                if localWrappers[w] == nil { templateWrappers[w] = (handler, template) }
            } else if let path = resolver.methodPath(ofFunction: owner), !path.contains(where: { $0 == nil }) {
                let key = Self.normalize(path.compactMap { $0 })
                if methodWrappers[key] == nil, methodTemplates[key] == nil { methodTemplates[key] = (handler, template) }
            }
        }
        var k = 0
        while k < s.tokens.count {
            let token = s.tokens[k]
            if let url = Self.urlText(token, in: s), k >= coveredEnd, !s.isPunctuator(k - 1, "+"), let scheme = Self.scheme(of: url), schemes.contains(scheme) {
                let isPrefix = s.isPunctuator(k + 1, "+") || Self.isTemplateHead(token) || Self.isOnlyScheme(url)
                if isBridgeURL(url, prefix: isPrefix), let uses = Self.heldURLUses(literal: k, in: s, resolver: resolver) {
                    // `var URLBase = "highlight://"; … window.location = URLBase + rect`: the
                    // URL is sent where the name is used, once per use.
                    for use in uses {
                        let prefix = isPrefix || s.isPunctuator(use + 1, "+")
                        calls.append(BridgeCallSite(kind: prefix ? .schemeURLPrefix(url) : .schemeURL(url), offset: s[use]?.offset ?? token.offset, arguments: [], argumentOffsets: [], expectsReply: false, text: Self.clip(url), transport: Self.transport(ofLiteralAt: use, in: s)))
                    }
                    heldURLs = true
                } else if isBridgeURL(url, prefix: isPrefix) {
                    calls.append(BridgeCallSite(kind: isPrefix ? .schemeURLPrefix(url) : .schemeURL(url), offset: token.offset, arguments: [], argumentOffsets: [], expectsReply: false, text: Self.clip(url), transport: Self.transport(ofLiteralAt: k, in: s)))
                    if Self.isOnlyScheme(url), let wrapper = schemeWrapper(literal: k, url: url, in: s, resolver: resolver) {
                        schemeWrappers[wrapper.binding] = (wrapper.prefix, wrapper.position, wrapper.next, wrapper.more, Self.transport(ofLiteralAt: k, in: s))
                    }
                }
            }
            guard token.kind == .identifier else {
                k += 1
                continue
            }
            // Declarations that make names: `function f`, `class C`, `const x`, and property keys `x:`.
            if s.isIdentifier(k + 1), s.isIdentifier(k, in: ["function", "class", "const", "let", "var"]), let declared = s.identifier(k + 1) {
                definitions.names.insert(declared)
            }
            if s.isPunctuator(k + 1, ":") || (s.isPunctuator(k + 1, "(") && s.isPunctuator(k - 1, ",") || s.isPunctuator(k + 1, "(") && s.isPunctuator(k - 1, "{")) {
                definitions.names.insert(s.text(of: token))
            } else if s.isPunctuator(k + 1, "("), s.isPunctuator(k - 1, "}") || s.isPunctuator(k - 1, ";") || s.isIdentifier(k - 1, in: ["static", "async", "get", "set"]),
                !s.isIdentifier(k, in: ["if", "for", "while", "switch", "catch", "with", "function", "return"]), let close = s.closer(of: k + 1), s.isPunctuator(close + 1, "{")
            {
                // A class method after another member (`}` `register(component) {`, Hotwire's
                // and Strada's bridges): `name(…) {` there is a definition, not a call.
                definitions.names.insert(s.text(of: token))
            }
            // Only chain starts: not `x.name` or `x?.name`.
            if s.isMemberName(k) {
                k += 1
                continue
            }
            let end = Self.walkChain(after: k, in: s) { _ in }
            // `bridge.callHandler.apply(this, arguments)` (or `args` holding them): the function
            // around hands its own arguments to WebViewJavascriptBridge's callHandler.
            if readsWebViewJavascriptBridge, s.isPunctuator(end, "("), s.isIdentifier(end - 1, "apply"), s.isPunctuator(end - 2, "."),
                s.isIdentifier(end - 3, "callHandler"), end - 3 > k, let wrapper = forwardedLibraryCall(head: k, apply: end, in: s, resolver: resolver)
            {
                let close = s.closer(of: end) ?? s.tokens.count
                let endOffset = s[min(close, s.tokens.count - 1)].map { tokenization.end(of: $0) } ?? token.offset
                // (Once a function: it may forward in two branches, with and without the setup.)
                if !libraryWrappers.contains(where: { $0.wrapper.binding == wrapper.binding && $0.wrapper.path == wrapper.path }) {
                    libraryWrappers.append((wrapper, calls.count))
                }
                calls.append(BridgeCallSite(
                    kind: .library(.webViewJavascriptBridge, function: nil, callback: nil), offset: token.offset, arguments: [.dynamic], argumentOffsets: [token.offset],
                    expectsReply: false, text: Self.clip(tokenization.sourceSlice(from: token.offset, to: endOffset))))
                k = max(k + 1, close)
                continue
            }
            // `{ send(m) {…} }`, `class K { send(m) {…} }`: a method defined, not a call of a
            // function of that name.
            if end == k + 1, s.isPunctuator(end, "("), Self.isMethodDefinition(head: k, open: end, in: s, scopes: resolver.scopes) {
                k = end
                continue
            }
            guard Self.isCallOrAssignment(at: end, in: s), !cannotBeBridgeCall(chainEnd: end, head: k, in: s, importedNames: importedNames), let found = chain(at: k, in: s) else {
                if let name = Self.handlerReferenced(chainEnd: end, in: s) { definitions.referencedHandlers.insert(name) }
                k = max(k + 1, end)
                continue
            }
            let afterChain = found.end
            // `getHandler('share').postMessage(m)`, where `getHandler` returns the handler its
            // parameter names (or one it names itself): a call of that handler.
            if found.segments.count == 1, s.isPunctuator(afterChain, "("), let close = s.closer(of: afterChain),
                s.isPunctuator(close + 1, ".") || s.isPunctuator(close + 1, "?."), s.isIdentifier(close + 2, "postMessage"),
                let post = s.isPunctuator(close + 3, "(") ? close + 3 : (s.isPunctuator(close + 3, "?.") && s.isPunctuator(close + 4, "(") ? close + 4 : nil),
                let (handler, named) = returnedHandler(ofFunctionAt: k, call: afterChain, in: s, resolver: resolver, literal: literal)
            {
                let argument = s.arguments(open: post).first
                let body = argument.map { s.shape($0, identifier: literal) } ?? .dynamic
                if var site = Self.wrapperCall(use: k, open: post, handler: handler, body: body, bodyOffset: argument.flatMap { s[$0.lowerBound]?.offset }, in: s, tokenization) {
                    site.handlerOffset = named.flatMap { s[$0]?.offset }
                    calls.append(site)
                }
                k = max(k + 1, post)
                continue
            }
            // `function send(handler, m) { handler.postMessage(m) }`: a function that posts
            // through the handler it is given; each of its calls is a call of the handler it
            // names there (reported where the name is written, not here).
            if found.segments.count == 2, found.segments[1] == "postMessage", s.isPunctuator(afterChain, "("),
                case .binding(let h) = resolver.resolve(at: k), case .parameter(let function, let handlerPosition) = resolver.scopes.bindings[h].declaration,
                let w = Self.functionBinding(of: function, in: s, resolver: resolver), !resolver.isWrittenBinding(h)
            {
                handlerWrappers[w] = (handlerPosition, Self.parameter(s.arguments(open: afterChain).first, of: function, in: s, resolver: resolver))
                k = max(k + 1, afterChain)
                continue
            }
            // What the head stands for: a global path, or nil for a local value.
            // `this.$bridge.share(…)` in a Vue component: the app-wide property a plugin installed
            // (`Vue.prototype.$bridge = bridge`, `app.config.globalProperties.$bridge`), whatever
            // `this` is here.
            let plugin: [String?]? =
                found.segments.count >= 3 && s.isIdentifier(k, "this") && (found.segments[1]?.hasPrefix("$") ?? false) && imported.contains { $0.first == found.segments[1] }
                ? Array(found.segments.dropFirst()) : nil
            guard let base = plugin.map({ _ in [] }) ?? resolver.base(ofHead: k) ?? cordovaExecParameter(k, chainEnd: afterChain, in: s, resolver: resolver) else {
                if s.isPunctuator(afterChain, "="), let last = found.segments.last ?? nil, found.segments.count > 1 { definitions.names.insert(last) }
                k = max(k + 1, found.end)
                continue
            }
            var segments = plugin ?? Self.normalize(base + found.segments.dropFirst())
            // A member that holds another global path (`this.messageHandler = webkit.messageHandlers.turbo`).
            if segments.count > 2, !s.isPunctuator(afterChain, "=") {
                let aliases = resolver.memberAliases()
                if !aliases.isEmpty {
                    for length in stride(from: segments.count - 1, through: 1, by: -1) {
                        let prefix = segments[..<length]
                        guard !prefix.contains(where: { $0 == nil }), let target = aliases[prefix.compactMap { $0 }] else { continue }
                        segments = Self.normalize(target + segments[length...])
                        break
                    }
                }
            }
            let path = segments.map { $0 ?? "" }

            // Assignments define callbacks: `a.b.c = …`, `window.f = …`, `a[x] = …`.
            if s.isPunctuator(afterChain, "=") || s.isPunctuator(afterChain, "||=") || s.isPunctuator(afterChain, "??=") {
                if let firstDynamic = segments.firstIndex(where: { $0 == nil }) {
                    let prefix = segments[..<firstDynamic].map { $0 ?? "" }.joined(separator: ".")
                    if prefix.isEmpty { definitions.globalDynamic = true } else { definitions.dynamicPrefixes.insert(prefix) }
                } else if !path.isEmpty {
                    define(path, value: afterChain + 1, in: s, into: &definitions)
                }
            }

            var callOpen: Int?
            if s.isPunctuator(afterChain, "(") { callOpen = afterChain }
            if s.isPunctuator(afterChain, "?."), s.isPunctuator(afterChain + 1, "(") { callOpen = afterChain + 1 }
            guard let open = callOpen else {
                k = max(k + 1, found.end)
                continue
            }
            let argumentRanges = s.arguments(open: open)
            // Compared element by element: an array literal on the right was built, and freed,
            // three times for every call.
            if path.count == 2, path[0] == "Object", path[1] == "defineProperty" || path[1] == "defineProperties" || path[1] == "assign" {
                defineThroughObject(path[1], argumentRanges, resolver: resolver, in: s, into: &definitions)
            }
            let close = s.closer(of: open) ?? s.tokens.count
            var kind: BridgeCallSite.Kind?
            var misspelt = false
            if path.count == 4, path[0] != "webkit" || path[1] != "messageHandlers" || path[3] != "postMessage", Self.isMisspeltWebKitPath(path) {
                misspelt = true
            }
            if path.count == 4, misspelt || (path[0] == "webkit" && path[1] == "messageHandlers" && path[3] == "postMessage") {
                // `messageHandlers[HANDLER]` where `const HANDLER = 'share'`: the constant's name.
                kind = .postMessage(handler: segments[2] ?? Self.constantMember(from: k, to: afterChain, in: s, literal: literal))
            } else if path.count == 3, path[0] == "webkit", path[1] == "messageHandlers", path[2] == "postMessage" {
                // `messageHandlers.postMessage`, or an alias of a handler missing its name.
                kind = .postMessage(handler: nil)
            } else if let w = wrappers.firstIndex(of: path), !segments.contains(where: { $0 == nil }) {
                kind = .wrapper(path: wrapperNames[w])
            }
            var arguments = argumentRanges
            if kind == nil, let (library, remaining) = libraryCall(path, segments, argumentRanges, in: s, constant: constantString, cloneGlobals: { resolver.bridgeCloneGlobals().union(imports.bridgeClones) }, definitions: &definitions) {
                kind = library
                arguments = remaining
                if case .library(let envelope, nil, _) = library, let wrapper = libraryWrapper(path, envelope: envelope, argumentRanges, in: s, resolver: resolver) {
                    libraryWrappers.append((wrapper, calls.count))
                }
            }
            // A wrapper another script of the page defines globally (`Bridge.send(m)` where
            // bridge.js declares `var Bridge = { send(m) {…} }`): a call of its handler.
            if kind == nil, !imports.isEmpty, let target = imports[path], !segments.contains(where: { $0 == nil }) {
                // A library wrapper of the other script's (`Bridge.callHandler('share', data)`):
                // the library call it makes with this call's arguments.
                if let library = target.library {
                    if let made = libraryWrapperCall(library, use: k, open: open, arguments: arguments), let call = made {
                        calls.append(call)
                        resolver.wrapperCalls.insert(open)
                        importedCalls = true
                    }
                    k = max(k + 1, afterChain)
                    continue
                }
                var handler = target.handler
                var nameOffset: Int?
                if let n = target.namePosition {
                    let named = n < arguments.count ? namedBy(arguments[n], key: target.nameKey) : nil
                    handler = named?.0
                    nameOffset = named?.1
                }
                // A computed name is the other script's computed call, reported there.
                if let handler {
                    let bodyRange = target.bodyPosition.flatMap { $0 < arguments.count ? arguments[$0] : nil }
                    var body = bodyRange.map { target.passesThrough ? s.shape($0, identifier: literal) : .dynamic } ?? .dynamic
                    var bodyOffset = bodyRange.flatMap { s[$0.lowerBound]?.offset }
                    if let template = target.template {
                        // The body the other script's function builds, with this call's arguments in it.
                        body = filled(template, arguments, at: token.offset)
                        bodyOffset = token.offset
                    }
                    if var site = Self.wrapperCall(use: k, open: open, handler: handler, body: body, bodyOffset: bodyOffset, handlerInWrapper: target.namePosition == nil, in: s, tokenization) {
                        if target.namePosition != nil { site.handlerOffset = nameOffset }
                        calls.append(site)
                        resolver.wrapperCalls.insert(open)
                        importedCalls = true
                    }
                    // `function share(m) { Bridge.send(m) }`: a wrapper of this script's own.
                    if let bodyRange, bodyRange.count == 1, s.isIdentifier(bodyRange.lowerBound), case .binding(let p) = resolver.resolve(at: bodyRange.lowerBound) {
                        recordWrapper(parameter: p, handler: handler, passesThrough: target.passesThrough)
                    } else if let bodyRange, target.passesThrough, target.template == nil {
                        // `function send(action, data) { document.handler({ action, data }) }`:
                        // a wrapper of this script's own that builds the body from its parameters.
                        recordTemplate(body: bodyRange, at: k, handler: handler)
                    }
                }
                k = max(k + 1, afterChain)
                continue
            }
            if case .postMessage(let handler?)? = kind, let body = arguments.first {
                var parameter = false
                if body.count == 1, s.isIdentifier(body.lowerBound), case .binding(let p) = resolver.resolve(at: body.lowerBound) {
                    if case .parameter = resolver.scopes.bindings[p].declaration { parameter = true }
                    recordWrapper(parameter: p, handler: handler)
                } else if let converted = Self.stringConversion(of: body, in: s), case .binding(let p) = resolver.resolve(at: converted),
                    case .parameter = resolver.scopes.bindings[p].declaration
                {
                    // `log(text) { …postMessage(String(text)) }`: each call posts its argument
                    // as text, a call of the handler whose body is not the argument itself.
                    parameter = true
                    recordWrapper(parameter: p, handler: handler, passesThrough: false)
                }
                // A body built from the parameters of the named function it is in: each call fills
                // them in. (Only there: at the top level, or in an unnamed callback of its own, no
                // call does.) The post may sit in an unnamed callback the function hands on at once
                // (`return new Promise((resolve) => { …postMessage({ method, params }) })`): the
                // parameters are still the named function's.
                // A method's (`call(method, params) {…}` of a class or an object literal) is found
                // by the path it is called through, as a method posting its parameter is.
                if !parameter { recordTemplate(body: body, at: k, handler: handler) }
            }
            if let kind {
                let shapes = arguments.map { s.shape($0, identifier: literal) }
                let offsets = arguments.map { s[$0.lowerBound]?.offset ?? token.offset }
                var expects = s.isIdentifier(k - 1, "await")
                let after = close + 1
                if (s.isPunctuator(after, ".") || s.isPunctuator(after, "?.")), let method = s.identifier(after + 1), ["then", "catch", "finally"].contains(method) {
                    expects = true
                }
                if k >= 2, s.isPunctuator(k - 1, "="), let variable = s.identifier(k - 2) {
                    resultVariables[variable] = calls.count
                } else if k >= 3, s.isPunctuator(k - 2, "="), s.isIdentifier(k - 1, "await") {
                    expects = true
                }
                let endOffset = s[min(close, s.tokens.count - 1)].map { tokenization.end(of: $0) } ?? token.offset
                let text = Self.clip(tokenization.sourceSlice(from: token.offset, to: endOffset))
                var site = BridgeCallSite(kind: kind, offset: token.offset, arguments: shapes, argumentOffsets: offsets, expectsReply: expects, text: text)
                if misspelt { site.misspeltPath = Self.writtenPath(from: k, to: afterChain, in: s, tokenization) }
                if case .postMessage(nil) = kind {
                    site.computedName = Self.computedMember(from: k, to: afterChain, in: s, tokenization)
                    // `const handler = messageHandlers[name]; handler.postMessage(m)`: the constant's member.
                    if site.computedName == nil, case .binding(let h) = resolver.resolve(at: k), case .variable(_, let initializer?) = resolver.scopes.bindings[h].declaration,
                        !initializer.isEmpty
                    {
                        site.computedName = Self.computedMember(from: initializer.lowerBound - 1, to: initializer.upperBound, in: s, tokenization)
                    }
                    let headIsHandlers = base.count >= 2 && Self.normalize(base) == ["webkit", "messageHandlers"]
                    if let wrapper = constructorNameWrapper(
                        chainFrom: k, to: afterChain, headIsHandlers: headIsHandlers, body: arguments.first, parameterProperties: parameterProperties, in: s, resolver: resolver),
                        constructorNameWrappers[wrapper.path] == nil
                    {
                        constructorNameWrappers[wrapper.path] = (wrapper.position, wrapper.body, wrapper.template)
                    } else if let wrapper = nameWrapper(chainFrom: k, to: afterChain, headIsHandlers: headIsHandlers, body: arguments.first, in: s, resolver: resolver) {
                        if let key = wrapper.key { nameKeys[calls.count] = key }
                        if let binding = wrapper.binding {
                            nameWrappers[binding] = (wrapper.name, wrapper.body, wrapper.template, calls.count)
                        } else if let path = wrapper.path, methodNameWrappers[path] == nil {
                            methodNameWrappers[path] = (wrapper.name, wrapper.body, wrapper.template, calls.count)
                        }
                    }
                }
                calls.append(site)
                coveredEnd = max(coveredEnd, close)
            }
            // Scan inside the arguments too (calls nested in callbacks), so advance only past the callee.
            k = max(k + 1, afterChain)
        }
        // `promise.then(…)` or `await promise` after `const promise = …postMessage(…)`.
        if !resultVariables.isEmpty {
            for k in 0..<s.tokens.count {
                guard let name = s.identifier(k), let index = resultVariables[name] else { continue }
                let thenned = (s.isPunctuator(k + 1, ".") || s.isPunctuator(k + 1, "?.")) && ["then", "catch", "finally"].contains(s.identifier(k + 2) ?? "")
                if thenned || s.isIdentifier(k - 1, "await") { calls[index].expectsReply = true }
            }
        }
        /// Named functions that call a wrapper with a body built from their own parameters
        /// (`function notify(key) { post({ type: 'changed', key }) }`): wrappers in turn, whose
        /// calls post that body with their arguments in it (one level).
        var derivedTemplates: [Int: (handler: String, template: Shape)] = [:]
        /// The function a call at `use` is made in, when `shapes` (its arguments' templates) are
        /// built from that function's parameters, and the function is named.
        func derivingFunction(use: Int, owners: Set<Int>) -> Int? {
            guard owners.count == 1, let owner = owners.first, let w = Self.functionBinding(of: owner, in: s, resolver: resolver),
                Self.isCallback(resolver.scopes.functionScope(of: resolver.scopes.scope(at: use)), within: owner, resolver: resolver)
            else { return nil }
            return w
        }
        /// The same for a method found by its path rather than a binding (`emit(topic, data) {
        /// send(topic, data) }` in an object literal or a class): the path it is called through.
        func derivingMethod(use: Int, owners: Set<Int>) -> [String]? {
            guard owners.count == 1, let owner = owners.first, Self.functionBinding(of: owner, in: s, resolver: resolver) == nil,
                Self.isCallback(resolver.scopes.functionScope(of: resolver.scopes.scope(at: use)), within: owner, resolver: resolver),
                let path = resolver.methodPath(ofFunction: owner), !path.contains(where: { $0 == nil })
            else { return nil }
            let key = Self.normalize(path.compactMap { $0 })
            return methodWrappers[key] == nil && methodTemplates[key] == nil ? key : nil
        }
        // Calls of local functions that post their parameter: calls of that handler.
        func callLocalWrapper(_ binding: Int, _ target: (handler: String, position: Int, passesThrough: Bool)) {
            for use in resolver.callSites(of: binding) {
                let open = use + 1
                let arguments = s.arguments(open: open)
                guard target.position < arguments.count else { continue }
                let body = arguments[target.position]
                // A function that changes its parameter first (`data.type = …`) posts something else: dynamic.
                if let call = Self.wrapperCall(
                    use: use, open: open, handler: target.handler, body: target.passesThrough ? s.shape(body, identifier: literal) : .dynamic, bodyOffset: s[body.lowerBound]?.offset,
                    handlerInWrapper: true, in: s, tokenization)
                {
                    calls.append(call)
                }
                if target.passesThrough, Self.namesAValue(body, in: s), let (template, owner) = resolver.template(body) {
                    if let w = derivingFunction(use: use, owners: [owner]) {
                        if localWrappers[w] == nil, templateWrappers[w] == nil { derivedTemplates[w] = (target.handler, template) }
                    } else if let key = derivingMethod(use: use, owners: [owner]) {
                        methodTemplates[key] = (target.handler, template)
                    }
                }
            }
        }
        for (binding, target) in localWrappers { callLocalWrapper(binding, target) }
        // Calls of functions that open a scheme URL naming the function they are given: each
        // literal name is that URL (its query, computed there, unknown).
        for (binding, target) in schemeWrappers {
            for use in resolver.callSites(of: binding) {
                let arguments = s.arguments(open: use + 1)
                guard target.position < arguments.count, let name = constantString(arguments[target.position]),
                    let first = s[use]
                else { continue }
                var url = target.prefix.hasSuffix("//") ? target.prefix + name : target.prefix + "//" + name
                if let next = target.next, let delimiter = next.first, delimiter == "?" || delimiter == "/" || delimiter == "#" { url.append(next) }
                let open = target.more || target.next.map { !$0.isEmpty && !($0.first == "?" && $0.count == 1) } == true
                let close = s.closer(of: use + 1) ?? s.tokens.count
                let endOffset = s[min(close, s.tokens.count - 1)].map { tokenization.end(of: $0) } ?? first.offset
                var call = BridgeCallSite(
                    kind: open ? .schemeURLPrefix(url) : .schemeURL(url), offset: s[arguments[target.position].lowerBound]?.offset ?? first.offset, arguments: [], argumentOffsets: [],
                    expectsReply: false, text: Self.clip(tokenization.sourceSlice(from: first.offset, to: endOffset)), transport: target.transport)
                call.handlerOffset = s[arguments[target.position].lowerBound]?.offset
                calls.append(call)
                resolver.wrapperCalls.insert(use + 1)
            }
        }
        // Calls of local functions that build their body from their parameters: that body with
        // each call's arguments in it.
        /// The call (first token `use`, `(` at `open`) of a wrapper that builds its body from its
        /// parameters: that body with the call's arguments in it.
        func templateCall(use: Int, open: Int, handler: String, template: Shape) -> BridgeCallSite? {
            let at = s[use]?.offset ?? 0
            return Self.wrapperCall(use: use, open: open, handler: handler, body: filled(template, s.arguments(open: open), at: at), bodyOffset: at, handlerInWrapper: true, in: s, tokenization)
        }
        for (binding, target) in templateWrappers {
            for use in resolver.callSites(of: binding) {
                let open = use + 1
                let arguments = s.arguments(open: open)
                let at = s[use]?.offset ?? 0
                if let call = templateCall(use: use, open: open, handler: target.handler, template: target.template) { calls.append(call) }
                // The arguments built from the calling function's parameters: that function is a wrapper too.
                var owners: Set<Int> = []
                let shapes = arguments.map { range -> Shape in
                    guard let (template, owner) = resolver.template(range) else { return s.shape(range, identifier: literal) }
                    owners.insert(owner)
                    return template
                }
                if !owners.isEmpty, let w = derivingFunction(use: use, owners: owners) {
                    if localWrappers[w] == nil, templateWrappers[w] == nil {
                        derivedTemplates[w] = (target.handler, target.template.filled(with: shapes, offsets: arguments.map { s[$0.lowerBound]?.offset ?? at }, at: at))
                    }
                } else if !owners.isEmpty, let key = derivingMethod(use: use, owners: owners) {
                    methodTemplates[key] = (target.handler, target.template.filled(with: shapes, offsets: arguments.map { s[$0.lowerBound]?.offset ?? at }, at: at))
                }
            }
        }
        for (binding, target) in derivedTemplates {
            for use in resolver.callSites(of: binding) {
                if let call = templateCall(use: use, open: use + 1, handler: target.handler, template: target.template) { calls.append(call) }
            }
            templateWrappers[binding] = target
        }
        /// The body a wrapper's call posts: the argument at the body parameter's position, as a
        /// shape when the wrapper posts its parameter unchanged, else dynamic.
        func bodyArgument(_ arguments: [Range<Int>], _ parameter: (position: Int, passesThrough: Bool)?) -> (Shape, Int?) {
            guard let (position, passesThrough) = parameter, position < arguments.count else { return (.dynamic, nil) }
            return (passesThrough ? s.shape(arguments[position], identifier: literal) : .dynamic, s[arguments[position].lowerBound]?.offset)
        }
        /// The handler name a call passes in `argument` (a literal, or a constant holding one) and
        /// where it is written; with `key`, the argument is an object literal and the name is its
        /// member `key` (`send({ type: 'share', … })`).
        func namedBy(_ argument: Range<Int>, key: String?) -> (String, Int?)? {
            guard let key else { return constantString(argument).map { ($0, s[argument.lowerBound]?.offset) } }
            guard case .object(let members, _) = s.shape(argument, identifier: literal), let member = members.last(where: { $0.key == key }), case .string(let name) = member.value else { return nil }
            return (name, member.valueOffset)
        }
        // Calls of functions that post to the handler a parameter names: a literal name makes
        // the call one of that handler; when every call passes one, the computed call inside
        // reaches only those.
        /// The call of a function or method that posts to the handler its parameter `name`
        /// names: nil when the call does not name it with a literal.
        func nameWrapperCall(use: Int, open: Int, name position: Int, key: String? = nil, body parameter: (position: Int, passesThrough: Bool)?, template: Shape?) -> BridgeCallSite?? {
            let arguments = s.arguments(open: open)
            guard position < arguments.count, let (name, nameOffset) = namedBy(arguments[position], key: key) else { return nil }
            var (body, bodyOffset) = bodyArgument(arguments, parameter)
            if let template {
                let at = s[use]?.offset ?? 0
                body = filled(template, arguments, at: at)
                bodyOffset = at
            }
            var call = Self.wrapperCall(use: use, open: open, handler: name, body: body, bodyOffset: bodyOffset, in: s, tokenization)
            call?.handlerOffset = nameOffset
            return .some(call)
        }
        /// The local wrappers whose calls are made: one found from here on (a function handing its
        /// parameter to a name wrapper) has its calls made once every wrapper is known. (Kept as
        /// the keys known now rather than a dictionary of its own: a variable the nested
        /// functions capture is a heap box every script pays for.)
        let earlyLocalWrappers: Set<Int> = nameWrappers.isEmpty && methodNameWrappers.isEmpty ? [] : Set(localWrappers.keys)
        /// A name wrapper's call (`call('share', data)`, `this.call('share', data)`) whose body is
        /// the calling function's own parameter: that function posts its parameter to the named
        /// handler in turn (`share(data) { call('share', data) }`), so its calls are calls of that
        /// handler. Returns the method path when the caller is a method found by its path.
        func handOn(_ call: BridgeCallSite, open: Int, body parameter: (position: Int, passesThrough: Bool)?) -> [String]? {
            // A parameter's value is unknown here: a literal body (most calls) is no parameter.
            guard case .postMessage(let handler?) = call.kind, let (position, passesThrough) = parameter, call.arguments.first == .dynamic else { return nil }
            let arguments = s.arguments(open: open)
            guard position < arguments.count, arguments[position].count == 1, s.isIdentifier(arguments[position].lowerBound),
                case .binding(let p) = resolver.resolve(at: arguments[position].lowerBound), case .parameter(let function, let at) = resolver.scopes.bindings[p].declaration
            else { return nil }
            let passes = passesThrough && resolver.isPassedThrough(p)
            if let w = Self.functionBinding(of: function, in: s, resolver: resolver) {
                if localWrappers[w] == nil { localWrappers[w] = (handler, at, passes) }
                return nil
            }
            guard let path = resolver.methodPath(ofFunction: function), !path.contains(where: { $0 == nil }) else { return nil }
            let key = Self.normalize(path.compactMap { $0 })
            guard methodWrappers[key] == nil else { return nil }
            methodWrappers[key] = (handler, at, passes)
            return key
        }
        for (binding, target) in nameWrappers {
            var allLiteral = true
            var named = 0
            for use in resolver.callSites(of: binding) {
                guard let made = nameWrapperCall(use: use, open: use + 1, name: target.name, key: nameKeys[target.call], body: target.body, template: target.template) else {
                    allLiteral = false
                    continue
                }
                named += 1
                if let call = made {
                    calls.append(call)
                    // The call reaches native: an object handed to it is not shared by it.
                    resolver.wrapperCalls.insert(use + 1)
                    _ = handOn(call, open: use + 1, body: target.body)
                }
            }
            if allLiteral, target.call < calls.count {
                calls[target.call].reachKnown = true
                // Only a wrapper no other script can call: inside a function, or a module's
                // own that it does not export. (Another script's call of a global or exported
                // one with a computed name is reported through this call's note.)
                let scope = resolver.scopes.bindings[binding].scope
                // The wrapper's name, and the constants that are it (`export const send = post`).
                let names = Set([resolver.scopes.name(of: binding)] + resolver.aliases(of: binding).map { resolver.scopes.name(of: $0) })
                calls[target.call].checkedAtCallers = named > 0
                    && (scope != 0 || (isModule && !Self.moduleExportNames(in: s, resolver: resolver).contains { names.contains($0.local) }))
            }
        }
        // Calls of functions that make a library call named by their parameters: each call
        // that passes literal names is a call of that function; when every call does, the
        // computed call inside reaches only those.
        for (wrapper, inner) in libraryWrappers {
            var allLiteral = true
            for (use, open) in libraryWrapperCalls(of: wrapper, in: s, resolver: resolver) {
                let arguments = s.arguments(open: open)
                let target = LibraryTarget(envelope: wrapper.envelope, name: wrapper.name, arguments: wrapper.arguments)
                guard let made = libraryWrapperCall(target, use: use, open: open, arguments: arguments) else {
                    allLiteral = false
                    continue
                }
                guard let call = made else { continue }
                calls.append(call)
                resolver.wrapperCalls.insert(open)
            }
            if allLiteral, inner < calls.count { calls[inner].reachKnown = true }
        }
        // Calls of functions that post through the handler they are given: each names its
        // handler, and is a call of it (a computed or unknown one, a use at least).
        for (binding, target) in handlerWrappers {
            for use in resolver.callSites(of: binding) {
                let open = use + 1
                let arguments = s.arguments(open: open)
                let handler = target.handler < arguments.count ? arguments[target.handler] : 0..<0
                guard let path = resolver.reference(of: handler).map({ Self.normalize($0) }), path.count == 3, path[0] == "webkit", path[1] == "messageHandlers" else { continue }
                let (body, bodyOffset) = bodyArgument(arguments, target.body)
                guard var site = Self.wrapperCall(use: use, open: open, handler: path[2] ?? nil, body: body, bodyOffset: bodyOffset, in: s, tokenization) else { continue }
                site.handlerOffset = s[handler.lowerBound]?.offset
                if path[2] == nil, let first = s[handler.lowerBound], let last = s[handler.upperBound - 1] {
                    site.computedName = Self.clip(tokenization.sourceSlice(from: first.offset, to: tokenization.end(of: last)))
                }
                calls.append(site)
            }
        }
        // A wrapper function kept as a member (`return { send: send }`, `{ send }`, `api.send =
        // send`): its calls through that member are its calls too.
        if !localWrappers.isEmpty || !templateWrappers.isEmpty || !nameWrappers.isEmpty {
            let functions = Set(localWrappers.keys).union(templateWrappers.keys).union(nameWrappers.keys)
            for w in functions.sorted() {
                for use in resolver.references(of: w) {
                    guard let member = Self.memberPath(holding: use, in: s, resolver: resolver) else { continue }
                    if let target = localWrappers[w], methodWrappers[member] == nil {
                        methodWrappers[member] = target
                    } else if let target = templateWrappers[w], methodTemplates[member] == nil, methodWrappers[member] == nil {
                        methodTemplates[member] = target
                    } else if let target = nameWrappers[w], methodNameWrappers[member] == nil {
                        methodNameWrappers[member] = target
                    }
                }
            }
        }
        // Calls of methods that post their parameter (`Bridge.send(m)`, `this._post(m)`), found
        // by the path they are called through; a method that hands its own parameter to one is
        // a wrapper too, found in the next round (four at most).
        var seenMethodCalls: Set<Int> = []
        var roundWrappers = methodWrappers
        var round = 0
        /// Method name wrappers some call of which passes no literal name.
        var methodNamesComputed: Set<[String]> = []
        while !roundWrappers.isEmpty || (round == 0 && !(methodTemplates.isEmpty && methodNameWrappers.isEmpty && constructorNameWrappers.isEmpty)), round < 4 {
            round += 1
            // Methods that build their body, or post to a handler they are named, are called in
            // the first round only (nothing hands them on).
            let names = Set(roundWrappers.keys.compactMap(\.last))
                .union(round == 1 ? Set(methodTemplates.keys.compactMap(\.last)).union(methodNameWrappers.keys.compactMap(\.last)).union(constructorNameWrappers.keys.compactMap(\.last)) : [])
            var next: [[String]: (handler: String, position: Int, passesThrough: Bool)] = [:]
            for k in 0..<s.tokens.count where s.isIdentifier(k) && !s.isMemberName(k) {
                var segments: [String?] = [s.identifier(k)]
                // `new Sender().send(m)`: the head is an instance of the type made there.
                var made: String?
                var returned: [String?]?
                var end: Int
                if s.isIdentifier(k, "new"), let type = s.identifier(k + 1), s.isPunctuator(k + 2, "("), let close = s.closer(of: k + 2), close < s.tokens.count {
                    made = type
                    end = Self.walkChain(after: close, in: s) { segments.append($0) }
                } else {
                    end = Self.walkChain(after: k, in: s) { segments.append($0) }
                    // `Bridge.getInstance().send(m)`, `getBridge().send(m)`: the head is what the
                    // script's function returns.
                    if s.isPunctuator(end, "("), let close = s.closer(of: end), s.isPunctuator(close + 1, ".") || s.isPunctuator(close + 1, "?."),
                        let member = s.identifier(close + 2), names.contains(member), let path = resolver.returnedPath(ofCallAt: k, segments: segments)
                    {
                        returned = path
                        segments = [nil]
                        end = Self.walkChain(after: close, in: s) { segments.append($0) }
                    }
                }
                // A global function assigned through `window.` is called by its name alone too.
                guard let last = segments.last ?? nil, names.contains(last), !seenMethodCalls.contains(k),
                    segments.count >= 2 || roundWrappers[[last]] != nil || (round == 1 && (methodTemplates[[last]] != nil || methodNameWrappers[[last]] != nil))
                else { continue }
                let open = s.isPunctuator(end, "(") ? end : (s.isPunctuator(end, "?.") && s.isPunctuator(end + 1, "(") ? end + 1 : nil)
                guard let open, end > k + 1 || !Self.isMethodDefinition(head: k, open: open, in: s, scopes: resolver.scopes),
                    let base = returned ?? made.map({ resolver.instance(of: $0, depth: 0) }) ?? resolver.base(ofHead: k)
                else { continue }
                let path = Self.normalize(base + segments.dropFirst())
                guard !path.contains(where: { $0 == nil }) else { continue }
                if round == 1, let target = constructorNameWrappers[path.compactMap { $0 }] {
                    // The instance's construction: `new C('share').send(m)`, or a constant made so.
                    var construction: Int?
                    if made != nil {
                        construction = k + 2
                    } else if segments.count == 2, case .binding(let b) = resolver.resolve(at: k), !resolver.isWrittenBinding(b),
                        case .variable(_, let initializer?) = resolver.scopes.bindings[b].declaration, s.isIdentifier(initializer.lowerBound, "new"),
                        s.isPunctuator(initializer.lowerBound + 2, "(")
                    {
                        construction = initializer.lowerBound + 2
                    }
                    guard let construction else { continue }
                    let made = s.arguments(open: construction)
                    guard target.position < made.count, let handler = constantString(made[target.position]) else { continue }
                    let arguments = s.arguments(open: open)
                    var (body, bodyOffset) = bodyArgument(arguments, target.body)
                    if let template = target.template {
                        let at = s[k]?.offset ?? 0
                        body = filled(template, arguments, at: at)
                        bodyOffset = at
                    }
                    if var call = Self.wrapperCall(use: k, open: open, handler: handler, body: body, bodyOffset: bodyOffset, in: s, tokenization) {
                        call.handlerOffset = s[made[target.position].lowerBound]?.offset
                        seenMethodCalls.insert(k)
                        resolver.wrapperCalls.insert(open)
                        calls.append(call)
                    }
                    continue
                }
                if round == 1, let target = methodNameWrappers[path.compactMap { $0 }] {
                    guard let made = nameWrapperCall(use: k, open: open, name: target.name, key: nameKeys[target.call], body: target.body, template: target.template) else {
                        methodNamesComputed.insert(path.compactMap { $0 })
                        continue
                    }
                    if let call = made {
                        seenMethodCalls.insert(k)
                        resolver.wrapperCalls.insert(open)
                        calls.append(call)
                        if let key = handOn(call, open: open, body: target.body) { next[key] = methodWrappers[key] }
                    }
                    continue
                }
                if round == 1, let target = methodTemplates[path.compactMap { $0 }] {
                    if let call = templateCall(use: k, open: open, handler: target.handler, template: target.template) {
                        seenMethodCalls.insert(k)
                        resolver.wrapperCalls.insert(open)
                        calls.append(call)
                    }
                    continue
                }
                guard let target = roundWrappers[path.compactMap { $0 }] else { continue }
                let arguments = s.arguments(open: open)
                guard target.position < arguments.count,
                    let call = Self.wrapperCall(use: k, open: open, handler: target.handler, body: target.passesThrough ? s.shape(arguments[target.position], identifier: literal) : .dynamic,
                        bodyOffset: s[arguments[target.position].lowerBound]?.offset, handlerInWrapper: true, in: s, tokenization)
                else { continue }
                seenMethodCalls.insert(k)
                resolver.wrapperCalls.insert(open)
                calls.append(call)
                let body = arguments[target.position]
                if body.count == 1, s.isIdentifier(body.lowerBound), case .binding(let p) = resolver.resolve(at: body.lowerBound),
                    case .parameter(let function, let position) = resolver.scopes.bindings[p].declaration,
                    let path = resolver.methodPath(ofFunction: function), !path.contains(where: { $0 == nil })
                {
                    let key = Self.normalize(path.compactMap { $0 })
                    if methodWrappers[key] == nil {
                        methodWrappers[key] = (target.handler, position, target.passesThrough && resolver.isPassedThrough(p))
                        next[key] = methodWrappers[key]
                    }
                }
            }
            roundWrappers = next
        }
        if !nameWrappers.isEmpty || !methodNameWrappers.isEmpty {
            for (binding, target) in localWrappers.sorted(by: { $0.key < $1.key }) where !earlyLocalWrappers.contains(binding) { callLocalWrapper(binding, target) }
        }
        // When every call of a method name wrapper passes a literal name, its computed call reaches only those.
        for (path, target) in methodNameWrappers where !methodNamesComputed.contains(path) && target.call < calls.count && !seenMethodCalls.isEmpty {
            calls[target.call].reachKnown = true
        }
        if !localWrappers.isEmpty || !seenMethodCalls.isEmpty || !handlerWrappers.isEmpty || !nameWrappers.isEmpty || !libraryWrappers.isEmpty || !schemeWrappers.isEmpty || !derivedTemplates.isEmpty
            || importedCalls || heldURLs
        {
            calls.sort { $0.offset < $1.offset }
        }
        // Declarations: at the top of the script they are globals native can call; inside a
        // function they are not, and a missing callback names where they are.
        for (b, binding) in resolver.scopes.bindings.enumerated() {
            switch binding.declaration {
            // A destructuring declaration defines its names (`const { port1, port2 } = …`).
            case .function, .class, .variable, .pattern:
                let name = resolver.scopes.name(of: b)
                if binding.scope == 0 {
                    definitions.paths.insert(name)
                } else if out.closureDeclarations[name] == nil, let token = s[binding.token] {
                    out.closureDeclarations[name] = token.offset
                }
            default: break
            }
        }
        // The wrappers the script's top level defines (its functions and the methods of objects
        // kept there): a classic script's globals, for the other scripts of its pages; an ES
        // module's own top level, not the page's, linked to other modules by what it exports.
        var topLevel = GlobalWrappers()
        if !localWrappers.isEmpty || !nameWrappers.isEmpty || !methodWrappers.isEmpty || !templateWrappers.isEmpty || !methodTemplates.isEmpty || !methodNameWrappers.isEmpty
            || !libraryWrappers.isEmpty || readsWebViewJavascriptBridge
        {
            /// A top-level wrapper by its name, and by the name of each top-level constant that
            /// is it (`const callNative = isAndroid ? android : ios`).
            func define(_ w: Int, _ wrapper: GlobalWrapper) {
                topLevel[[resolver.scopes.name(of: w)]] = wrapper
                for alias in resolver.aliases(of: w) where resolver.scopes.bindings[alias].scope == 0 {
                    let name = [resolver.scopes.name(of: alias)]
                    if topLevel[name] == nil { topLevel[name] = wrapper }
                }
            }
            for (w, target) in templateWrappers where resolver.scopes.bindings[w].scope == 0 {
                define(w, GlobalWrapper(handler: target.handler, bodyPosition: nil, passesThrough: false, template: target.template))
            }
            for (w, target) in localWrappers where resolver.scopes.bindings[w].scope == 0 {
                define(w, GlobalWrapper(handler: target.handler, bodyPosition: target.position, passesThrough: target.passesThrough))
            }
            for (w, target) in nameWrappers where resolver.scopes.bindings[w].scope == 0 {
                define(w, GlobalWrapper(
                    handler: nil, namePosition: target.name, bodyPosition: target.body?.position, passesThrough: target.body?.passesThrough ?? false, template: target.template,
                    nameKey: nameKeys[target.call]))
            }
            // `⟨T⟩.send` and `⟨object@N⟩.send` are reached from this script alone.
            for (path, target) in methodWrappers where !(path.first?.hasPrefix("\u{27E8}") ?? true) {
                topLevel[path] = GlobalWrapper(handler: target.handler, bodyPosition: target.position, passesThrough: target.passesThrough)
            }
            for (path, target) in methodNameWrappers where !(path.first?.hasPrefix("\u{27E8}") ?? true) && topLevel[path] == nil {
                topLevel[path] = GlobalWrapper(
                    handler: nil, namePosition: target.name, bodyPosition: target.body?.position, passesThrough: target.body?.passesThrough ?? false, template: target.template,
                    nameKey: nameKeys[target.call])
            }
            for (path, target) in methodTemplates where !(path.first?.hasPrefix("\u{27E8}") ?? true) && topLevel[path] == nil {
                topLevel[path] = GlobalWrapper(handler: target.handler, bodyPosition: nil, passesThrough: false, template: target.template)
            }
            // A WebViewJavascriptBridge clone this script defines or sets up under its own global
            // (`window.FDJSBridge = {…}`): its callHandler, for the other scripts of the page.
            if readsWebViewJavascriptBridge {
                for clone in resolver.bridgeCloneGlobals() where topLevel[[clone, "callHandler"]] == nil {
                    topLevel[[clone, "callHandler"]] = GlobalWrapper(
                        handler: nil, bodyPosition: nil, passesThrough: false,
                        library: LibraryTarget(envelope: .webViewJavascriptBridge, name: [.parameter(0)], arguments: .parameter(position: 1, passesThrough: true), isLibrary: true))
                }
            }
            // Functions and methods making a library call named by their parameters.
            for (wrapper, _) in libraryWrappers {
                let exported = GlobalWrapper(
                    handler: nil, bodyPosition: nil, passesThrough: false, library: LibraryTarget(envelope: wrapper.envelope, name: wrapper.name, arguments: wrapper.arguments))
                if let w = wrapper.binding, resolver.scopes.bindings[w].scope == 0, topLevel[[resolver.scopes.name(of: w)]] == nil {
                    define(w, exported)
                } else if let path = wrapper.path, !(path.first?.hasPrefix("\u{27E8}") ?? true), topLevel[path] == nil {
                    topLevel[path] = exported
                }
            }
        }
        if !isModule {
            // A global wrapper object given another global name whole (`window.nb = api;`,
            // `var NB = Bridge;` at the top): the other scripts call it by either.
            if !topLevel.isEmpty { Self.addGlobalAliases(to: &topLevel, in: s, resolver: resolver) }
            out.exports = topLevel
            // CommonJS (`module.exports = { send }`, `exports.send = …`, `const b = require('./b')`),
            // as browserify, webpack and older app code write modules: linked as ES modules are.
            Self.readCommonJS(s, resolver: resolver, topLevel: topLevel, into: &out)
        } else {
            out.moduleImports = Self.moduleImports(in: s, scopes: resolver.scopes)
            let exportNames = !topLevel.isEmpty || libraries.contains("capacitor") ? Self.moduleExportNames(in: s, resolver: resolver) : []
            if !topLevel.isEmpty {
                for (exported, local) in exportNames {
                    for (path, wrapper) in topLevel.byPath where path.first == local { out.moduleExports[exported + path.dropFirst()] = wrapper }
                }
            }
            // A Capacitor plugin the module registers and exports (`const Echo =
            // registerPlugin<EchoPlugin>('Echo'); export default Echo;`, a plugin package's
            // own index): its importers call the plugin.
            if libraries.contains("capacitor") {
                for (exported, local) in exportNames where out.moduleExports[exported] == nil {
                    guard let b = resolver.scopes.topLevelBinding(named: local), let token = Optional(resolver.scopes.bindings[b].token), s.isIdentifier(token),
                        let path = resolver.reference(of: token..<(token + 1)), path.count == 3, path[0] == "Capacitor", path[1] == "Plugins", let plugin = path[2]
                    else { continue }
                    out.moduleExports[exported] = GlobalWrapper(handler: nil, bodyPosition: nil, passesThrough: false, globalPath: ["Capacitor", "Plugins", plugin])
                }
            }
            // A Vue plugin's app-wide property (`Vue.prototype.$bridge = bridge`,
            // `app.config.globalProperties.$bridge = {…}`): exported as `$bridge`, which every
            // module that spells it sees (Linter.linkModules), as components reach it through `this`.
            if !methodWrappers.isEmpty || !methodNameWrappers.isEmpty || !methodTemplates.isEmpty || !topLevel.isEmpty {
                for k in 4..<max(4, s.tokens.count) where s.isPunctuator(k, "=") {
                    guard let name = s.identifier(k - 1), name.hasPrefix("$"), s.isPunctuator(k - 2, "."), s.isIdentifier(k - 3, "prototype") || s.isIdentifier(k - 3, "globalProperties"),
                        s.isPunctuator(k - 4, ".")
                    else { continue }
                    let end = resolver.scopes.expressionEnd(from: k + 1)
                    guard end > k + 1, let value = resolver.reference(of: (k + 1)..<end), !value.isEmpty, !value.contains(where: { $0 == nil }) else { continue }
                    let prefix = value.compactMap { $0 }
                    for (path, target) in methodWrappers where path.count > prefix.count && path.starts(with: prefix) {
                        out.moduleExports[[name] + path.dropFirst(prefix.count)] = GlobalWrapper(handler: target.handler, bodyPosition: target.position, passesThrough: target.passesThrough)
                    }
                    for (path, target) in methodNameWrappers where path.count > prefix.count && path.starts(with: prefix) {
                        out.moduleExports[[name] + path.dropFirst(prefix.count)] = GlobalWrapper(
                            handler: nil, namePosition: target.name, bodyPosition: target.body?.position, passesThrough: target.body?.passesThrough ?? false, template: target.template,
                    nameKey: nameKeys[target.call])
                    }
                    for (path, target) in methodTemplates where path.count > prefix.count && path.starts(with: prefix) {
                        out.moduleExports[[name] + path.dropFirst(prefix.count)] = GlobalWrapper(handler: target.handler, bodyPosition: nil, passesThrough: false, template: target.template)
                    }
                    if let wrapper = topLevel[prefix] { out.moduleExports[[name]] = wrapper }
                }
            }
        }
        if !calls.isEmpty {
            let blocks = Self.otherPlatformBlocks(in: s, tokenization)
            if !blocks.isEmpty {
                for i in calls.indices {
                    if let block = blocks.last(where: { $0.range.contains(calls[i].offset) }) { calls[i].otherPlatform = block.test }
                }
            }
        }
        // In the order they are written: wrappers' calls are found a wrapper at a time, from
        // tables whose order changed from run to run, and a report must be the same each time.
        // (Most scripts' are in order already: checked first, by index, as sorting copied every
        // call three times, a percent of the worst-case site's instructions.)
        if calls.indices.dropFirst().contains(where: { calls[$0 - 1].offset > calls[$0].offset }) {
            let order = calls.indices.sorted { calls[$0].offset != calls[$1].offset ? calls[$0].offset < calls[$1].offset : $0 < $1 }
            calls = order.map { calls[$0] }
        }
        out.calls = calls
        out.definitions = definitions
        return out
    }

    /// `TARGET = NAME;` where NAME is a global whose members are wrappers and TARGET another
    /// global path (or a top-level declaration, `var NB = Bridge;`): the same wrappers under it.
    static func addGlobalAliases(to topLevel: inout GlobalWrappers, in s: TokenStream, resolver: ValueResolver) {
        let heads = Set(topLevel.paths.filter { $0.count > 1 }.compactMap(\.first))
        guard !heads.isEmpty else { return }
        for k in 1..<max(1, s.tokens.count) where s.isPunctuator(k, "=") {
            guard let name = s.identifier(k + 1), heads.contains(name), resolver.scopes.expressionEnd(from: k + 1) == k + 2,
                let value = resolver.reference(of: (k + 1)..<(k + 2)), value == [name]
            else { continue }
            let target: [String]
            if let declared = s.identifier(k - 1), s.isIdentifier(k - 2, "var") || s.isIdentifier(k - 2, "let") || s.isIdentifier(k - 2, "const") {
                guard resolver.scopes.scope(at: k - 1) == 0 else { continue }
                target = [declared]
            } else {
                guard let start = resolver.chainStart(endingAt: k - 1), let path = resolver.reference(of: start..<k), !path.isEmpty, !path.contains(where: { $0 == nil }) else { continue }
                target = path.compactMap { $0 }
            }
            guard target != [name], !(target.first?.hasPrefix("\u{27E8}") ?? true) else { continue }
            for path in topLevel.paths where path.count > 1 && path.first == name {
                if let wrapper = topLevel[path], topLevel[target + path.dropFirst()] == nil { topLevel[target + path.dropFirst()] = wrapper }
            }
        }
    }

    /// Byte ranges of the code that runs only on a platform other than iOS, with the test as
    /// written (see `PlatformGuards`).
    static func otherPlatformBlocks(in s: TokenStream, _ tokenization: JSTokenization) -> [(range: Range<Int>, test: String)] {
        PlatformGuards.blocks(in: s, tokenization)
    }

    /// Whether the script is an ES module (an `import` or `export` declaration, which nothing
    /// else spells as a name followed by `{`, `*`, a string or a name): its top level is its
    /// own scope, so it defines no globals by declaring them.
    /// The names a module's top level exports, with the local name each stands for:
    /// `export function f`, `export const f = …`, `export { a, b as c }`, `export default f` and
    /// `export default function f` (exported as `default`). A re-export (`… from '…'`) names
    /// another module's, which this module does not hold.
    static func moduleExportNames(in s: TokenStream, resolver: ValueResolver) -> [(exported: [String], local: String)] {
        var out: [(exported: [String], local: String)] = []
        for k in 0..<s.tokens.count where s.isIdentifier(k, "export") && !s.isMemberName(k) && resolver.scopes.scope(at: k) == 0 {
            var j = k + 1
            if s.isIdentifier(j, "default") {
                j += 1
                // `export default { callNative, share: post, send(m) {…} }`: each member naming
                // a function of the module is `default.member`; the methods written there are
                // the object's own, which the resolver keeps at `default` (`objectPath`).
                if s.isPunctuator(j, "{") {
                    out.append((["default"], "default"))
                    for member in namedMembers(ofObjectAt: j, in: s) { out.append((["default", member.key], member.local)) }
                    continue
                }
                if s.isIdentifier(j, "async") { j += 1 }
                if s.isIdentifier(j, "function") || s.isIdentifier(j, "class") {
                    j += 1
                    if s.isPunctuator(j, "*") { j += 1 }
                }
                if let name = s.identifier(j), !s.isPunctuator(j + 1, ".") { out.append((["default"], name)) }
                continue
            }
            if s.isIdentifier(j, "async") { j += 1 }
            if s.isIdentifier(j, "function") || s.isIdentifier(j, "class") || s.isIdentifier(j, "const") || s.isIdentifier(j, "let") || s.isIdentifier(j, "var") {
                j += 1
                if s.isPunctuator(j, "*") { j += 1 }
                if let name = s.identifier(j) { out.append(([name], name)) }
                continue
            }
            guard s.isPunctuator(j, "{"), let close = s.closer(of: j), !s.isIdentifier(close + 1, "from") else { continue }
            var t = j + 1
            while t < close {
                guard let local = s.identifier(t) else {
                    t += 1
                    continue
                }
                if s.isIdentifier(t + 1, "as"), let exported = s.identifier(t + 2) ?? s.stringValue(t + 2) {
                    out.append(([exported], local))
                    t += 3
                } else {
                    out.append(([local], local))
                    t += 1
                }
            }
        }
        return out
    }

    /// The members of the object literal at `open` that name a local (`{ send }`, `{ share: post,
    /// 'log': log }`), as key and local name: what `export default {…}` and `module.exports = {…}`
    /// export. Methods written in the literal are not among them (the resolver keeps those).
    static func namedMembers(ofObjectAt open: Int, in s: TokenStream) -> [(key: String, local: String)] {
        guard let close = s.closer(of: open) else { return [] }
        var out: [(key: String, local: String)] = []
        for member in s.arguments(open: open) where member.upperBound <= close {
            if member.count == 1, let name = s.identifier(member.lowerBound) {
                out.append((name, name))
            } else if member.count == 3, let key = s.identifier(member.lowerBound) ?? s.stringValue(member.lowerBound), s.isPunctuator(member.lowerBound + 1, ":"),
                let local = s.identifier(member.lowerBound + 2)
            {
                out.append((key, local))
            }
        }
        return out
    }

    /// A module's static imports (`import { a, b as c } from './x.js'`, `import d from …`,
    /// `import * as ns from …`); a bare `import './x.js'` names nothing.
    static func moduleImports(in s: TokenStream, scopes: ScopeAnalysis) -> [ModuleImport] {
        var out: [ModuleImport] = []
        for k in 0..<s.tokens.count where s.isIdentifier(k, "import") && !s.isMemberName(k) && scopes.scope(at: k) == 0 {
            var j = k + 1
            var found = ModuleImport(specifier: "")
            if let name = s.identifier(j), name != "from", !s.isPunctuator(j + 1, "(") {
                found.names.append(.init(imported: "default", local: name))
                j += 1
                if s.isPunctuator(j, ",") { j += 1 }
            }
            if s.isPunctuator(j, "*"), s.isIdentifier(j + 1, "as"), let ns = s.identifier(j + 2) {
                found.namespace = ns
                j += 3
            } else if s.isPunctuator(j, "{"), let close = s.closer(of: j) {
                var t = j + 1
                while t < close {
                    guard let imported = s.identifier(t) ?? s.stringValue(t) else {
                        t += 1
                        continue
                    }
                    if s.isIdentifier(t + 1, "as"), let local = s.identifier(t + 2) {
                        found.names.append(.init(imported: imported, local: local))
                        t += 3
                    } else {
                        found.names.append(.init(imported: imported, local: imported))
                        t += 1
                    }
                }
                j = close + 1
            }
            guard s.isIdentifier(j, "from"), let specifier = s.stringValue(j + 1), !found.names.isEmpty || found.namespace != nil else { continue }
            found.specifier = specifier
            out.append(found)
        }
        return out
    }

    /// A classic script's CommonJS imports and exports, when it spells `require` or `exports`.
    /// Apart from `analyzeScript`, whose every script paid for this code inlined there.
    @inline(never)
    private static func readCommonJS(_ s: TokenStream, resolver: ValueResolver, topLevel: GlobalWrappers, into out: inout ScriptAnalysis) {
        // Looked for by their rare letters (`q`, `x`): `contains` runs memchr on the first byte,
        // and an `r` or `e` stops it every few bytes of any script.
        let source = s.tokenization.source
        guard source.contains(utf8: "quire") || source.contains(utf8: "xports") else { return }
        out.moduleImports = commonJSImports(in: s, resolver: resolver)
        if !topLevel.isEmpty { out.moduleExports = commonJSExports(in: s, resolver: resolver, topLevel: topLevel) }
    }

    /// A CommonJS module's imports: each top-level `const NAME = require('…')` (the whole
    /// module, its `default`) and `const { a, b: c } = require('…')` (its members).
    static func commonJSImports(in s: TokenStream, resolver: ValueResolver) -> [ModuleImport] {
        var out: [ModuleImport] = []
        let scopes = resolver.scopes
        for b in scopes.bindings.indices where scopes.bindings[b].scope == 0 {
            guard let source = scopes.bindings[b].declaration.source, resolver.isRequireCall(source), let specifier = s.stringValue(source.lowerBound + 2) else { continue }
            let local = scopes.name(of: b)
            let name: ModuleImport.Name
            switch scopes.bindings[b].declaration {
            case .variable: name = .init(imported: "default", local: local)
            default:
                guard let path = scopes.patternPath(of: b), path.count == 1 else { continue }
                name = .init(imported: path[0], local: local)
            }
            if let i = out.firstIndex(where: { $0.specifier == specifier }) { out[i].names.append(name) } else { out.append(ModuleImport(specifier: specifier, names: [name])) }
        }
        return out
    }

    /// What a CommonJS module exports of the wrappers it defines at its top level, each under
    /// its member name (`exports.send`, `module.exports = { send }`) and under `default` (the
    /// whole `module.exports`, what `require` returns): `module.exports = NAME`,
    /// `module.exports = { a, b: c, d(…) {…} }`, `module.exports.a = NAME`, `exports.a = NAME`,
    /// and functions assigned there directly (`exports.send = function (…) {…}`).
    static func commonJSExports(in s: TokenStream, resolver: ValueResolver, topLevel: GlobalWrappers) -> GlobalWrappers {
        var out = GlobalWrappers()
        func export(_ local: String, as member: String?) {
            for (path, wrapper) in topLevel.byPath where path.first == local {
                let rest = Array(path.dropFirst())
                if let member {
                    out[[member] + rest] = wrapper
                    out[["default", member] + rest] = wrapper
                } else {
                    out[["default"] + rest] = wrapper
                    if !rest.isEmpty { out[rest] = wrapper }
                }
            }
        }
        // Functions assigned on `module.exports` or `exports` themselves, or as `module.exports`
        // (`module.exports = function (name, data) {…}`, what `require` returns).
        for (path, wrapper) in topLevel.byPath {
            let rest: [String]
            if path.count >= 2, path[0] == "module", path[1] == "exports" { rest = Array(path.dropFirst(2)) } else if path.count > 1, path[0] == "exports" { rest = Array(path.dropFirst()) } else { continue }
            if !rest.isEmpty { out[rest] = wrapper }
            out[["default"] + rest] = wrapper
        }
        for k in 0..<s.tokens.count where s.isIdentifier(k, "exports") && resolver.scopes.scope(at: k) == 0 {
            // `module.exports` or a bare `exports`, neither a name the script declares.
            let head: Int
            if s.isPunctuator(k - 1, "."), s.isIdentifier(k - 2, "module"), !s.isMemberName(k - 2) { head = k - 2 } else if !s.isMemberName(k) { head = k } else { continue }
            guard case .unbound = resolver.resolve(at: head) else { continue }
            if s.isPunctuator(k + 1, "."), let member = s.identifier(k + 2), s.isPunctuator(k + 3, "="), let local = s.identifier(k + 4), !s.isPunctuator(k + 5, ".") {
                export(local, as: member)
            } else if head == k - 2, s.isPunctuator(k + 1, "=") {
                if let local = s.identifier(k + 2), !s.isPunctuator(k + 3, "."), !s.isPunctuator(k + 3, "(") {
                    export(local, as: nil)
                } else if s.isPunctuator(k + 2, "{") {
                    for member in namedMembers(ofObjectAt: k + 2, in: s) { export(member.local, as: member.key) }
                }
            }
        }
        return out
    }

    /// The package scopes Capacitor plugins are published under, and Capacitor's own packages
    /// that hold no plugin.
    static let capacitorPackages = ["@capacitor/", "@capacitor-community/", "@capacitor-firebase/", "@capawesome/", "@capawesome-team/", "@capgo/"]
    static let capacitorTooling: Set<String> = ["@capacitor/core", "@capacitor/cli", "@capacitor/android", "@capacitor/ios", "@capacitor/assets"]

    /// Capacitor plugins a module imports from their packages: `import { Camera } from
    /// '@capacitor/camera'` (and community packages') is the plugin the package registers under
    /// the exported name, `Capacitor.Plugins.Camera`, whose calls are bridge calls. Only the
    /// plugins the manifest declares (the packages' other exports are enums and types, and an
    /// official plugin the contract leaves out is not the app's), and not `@capacitor/core`'s API.
    static func capacitorPlugins(_ found: ModuleImport, declared: Set<String>) -> [String: [String?]] {
        guard !declared.isEmpty, capacitorPackages.contains(where: { found.specifier.hasPrefix($0) }), !capacitorTooling.contains(found.specifier) else { return [:] }
        var out: [String: [String?]] = [:]
        for name in found.names where name.imported != "default" && declared.contains(name.imported) {
            out[name.local] = ["Capacitor", "Plugins", name.imported]
        }
        return out
    }

    private static func isModule(_ s: TokenStream) -> Bool {
        for k in 0..<s.tokens.count where (s.isIdentifier(k, "export") || s.isIdentifier(k, "import")) && !s.isMemberName(k) {
            if s.isPunctuator(k + 1, "{") || s.isPunctuator(k + 1, "*") || s[k + 1]?.kind == .string || s.isIdentifier(k + 1) { return true }
        }
        return false
    }

    /// A bridge library's call at a resolved `path`, with the arguments from its parameters on;
    /// also records the page handlers the libraries register (native calls them by name). Every
    /// method named here must be in `libraryMethods`, or calls of it are passed over unresolved.
    private func libraryCall(
        _ path: [String], _ segments: [String?], _ arguments: [Range<Int>], in s: TokenStream, constant: (Range<Int>) -> String?, cloneGlobals: () -> Set<String>,
        definitions: inout CallbackDefinitions
    ) -> (BridgeCallSite.Kind, [Range<Int>])? {
        func literal(_ k: Int) -> String? {
            guard k < arguments.count else { return nil }
            return constant(arguments[k])
        }
        func rest(_ k: Int) -> [Range<Int>] { Array(arguments.dropFirst(k)) }
        func name(_ a: String?, _ b: String?) -> String? { a.flatMap { a in b.map { "\(a).\($0)" } } }
        // A clone's global, renamed (`FDJSBridge.callHandler(…)`), where this script's setup of it
        // shows it is one (`ValueResolver.bridgeCloneGlobals`).
        let wvjb = path.count == 2 && (path[0] == "WebViewJavascriptBridge" || path[0] == "WKWebViewJavascriptBridge"
            || (path[1] == "callHandler" || path[1] == "registerHandler") && cloneGlobals().contains(path[0]))
        switch path {
        case ["cordova", "exec"] where libraries.contains("cordova"):
            return (.library(.cordova, function: name(literal(2), literal(3)), callback: nil), rest(4))
        case _ where libraries.contains("capacitor") && path.count == 4 && path[0] == "Capacitor" && path[1] == "Plugins":
            return (.library(.capacitor, function: name(segments[2] ?? nil, segments[3] ?? nil), callback: nil), arguments)
        case ["Capacitor", "nativePromise"] where libraries.contains("capacitor"), ["Capacitor", "nativeCallback"] where libraries.contains("capacitor"),
            ["Capacitor", "toNative"] where libraries.contains("capacitor"):
            return (.library(.capacitor, function: name(literal(0), literal(1)), callback: nil), rest(2))
        case _ where wvjb && path[1] == "callHandler" && libraries.contains("webviewjavascriptbridge"):
            // `callHandler(name, cb)` and `callHandler(name, data, cb)`.
            return (.library(.webViewJavascriptBridge, function: literal(0), callback: 1), rest(1))
        case _ where wvjb && path[1] == "registerHandler":
            if let handler = literal(0) { define(["WebViewJavascriptBridge", handler], value: -1, in: s, into: &definitions) }
            return nil
        case ["dsBridge", "call"] where libraries.contains("dsbridge"):
            return (.library(.dsBridge, function: literal(0), callback: 1), rest(1))
        case ["dsBridge", "register"], ["dsBridge", "registerAsyn"]:
            // `register('name', fn)`, or a namespace: `register('ns', { tag() {…} })`.
            if let handler = literal(0) {
                let value = arguments.count > 1 ? arguments[1].lowerBound : -1
                define(["dsBridge", handler], value: value, in: s, into: &definitions)
            }
            return nil
        default:
            return nil
        }
    }

    /// Records `path = value`, and the members of an object literal value.
    /// The member path a function name written at `k` is kept under: an object literal's member
    /// (`{ send: send }`, the shorthand `{ send }`) or an assigned property (`api.send = send;`).
    static func memberPath(holding k: Int, in s: TokenStream, resolver: ValueResolver) -> [String]? {
        guard !s.isMemberName(k), s.isPunctuator(k + 1, ",") || s.isPunctuator(k + 1, "}") || s.isPunctuator(k + 1, ";") || s[k + 1]?.newlineBefore == true || k + 1 == s.tokens.count
        else { return nil }
        var path: [String?]?
        // `window.send = send`: a global's name alone, which the path keeps once `window.` is gone.
        var global = false
        if s.isPunctuator(k - 1, ":") || s.isPunctuator(k - 1, "{") || s.isPunctuator(k - 1, ",") {
            guard !s.isPunctuator(k + 1, ";"), let open = resolver.scopes.enclosingOpener(of: k), s.isPunctuator(open, "{"), resolver.scopes.classBodies[open] == nil,
                s.isPunctuator(open - 1, "=") || s.isPunctuator(open - 1, "(") || s.isPunctuator(open - 1, ",") || s.isPunctuator(open - 1, ":") || s.isIdentifier(open - 1, "return")
            else { return nil }
            let key: String?
            if s.isPunctuator(k - 1, ":") {
                guard s.isPunctuator(k - 3, "{") || s.isPunctuator(k - 3, ",") else { return nil }
                key = s.identifier(k - 2) ?? s.stringValue(k - 2)
            } else {
                key = s.identifier(k)
            }
            guard let key else { return nil }
            path = resolver.objectPath(literalAt: open, depth: 0) + [key]
        } else if s.isPunctuator(k - 1, "="), let chain = resolver.chainStart(endingAt: k - 2), chain < k - 2 {
            path = resolver.reference(of: chain..<(k - 1))
            global = chain + 2 == k - 2 && s.identifier(chain).map(ValueResolver.isGlobalName) == true
        }
        guard let path, path.count >= 2 || (global && path.count == 1), !path.contains(where: { $0 == nil }) else { return nil }
        return normalize(path.compactMap { $0 })
    }

    private func define(_ path: [String], value: Int, in s: TokenStream, into definitions: inout CallbackDefinitions) {
        definitions.paths.insert(path.joined(separator: "."))
        if let last = path.last { definitions.names.insert(last) }
        guard s.isPunctuator(value, "{") else { return }
        for member in memberNames(open: value, in: s) {
            definitions.paths.insert((path + [member]).joined(separator: "."))
            definitions.names.insert(member)
        }
    }

    /// `Object.defineProperty(target, "name", {value|get})`, `Object.defineProperties(target, {name: {…}})`
    /// and `Object.assign(target, {a, b() {}})` define members of a global target.
    private func defineThroughObject(_ method: String, _ arguments: [Range<Int>], resolver: ValueResolver, in s: TokenStream, into definitions: inout CallbackDefinitions) {
        guard let targetRange = arguments.first, let target = resolver.reference(of: targetRange), !target.contains(where: { $0 == nil }) else { return }
        let base = Self.normalize(target.map { $0 ?? "" }).filter { !ValueResolver.isGlobalName($0) || target.count > 1 }
        switch method {
        case "defineProperty":
            guard arguments.count >= 3, arguments[1].count == 1, let name = s.stringValue(arguments[1].lowerBound),
                s.isPunctuator(arguments[2].lowerBound, "{")
            else { return }
            let descriptor = memberRanges(open: arguments[2].lowerBound, in: s)
            guard let value = descriptor.first(where: { $0.key == "value" || $0.key == "get" }) else { return }
            if value.key == "value", let start = value.value?.lowerBound {
                define(base + [name], value: start, in: s, into: &definitions)
            } else {
                define(base + [name], value: -1, in: s, into: &definitions)
            }
        case "defineProperties":
            guard arguments.count >= 2, s.isPunctuator(arguments[1].lowerBound, "{") else { return }
            for member in memberRanges(open: arguments[1].lowerBound, in: s) {
                var valueStart = -1
                if let range = member.value, s.isPunctuator(range.lowerBound, "{"),
                    let value = memberRanges(open: range.lowerBound, in: s).first(where: { $0.key == "value" }), let start = value.value?.lowerBound
                {
                    valueStart = start
                }
                define(base + [member.key], value: valueStart, in: s, into: &definitions)
            }
        default:
            for source in arguments.dropFirst() where s.isPunctuator(source.lowerBound, "{") {
                for member in memberRanges(open: source.lowerBound, in: s) {
                    define(base + [member.key], value: member.value?.lowerBound ?? -1, in: s, into: &definitions)
                }
            }
        }
    }

    /// Keys of an object literal with the token range of each value (nil for methods and shorthand).
    private func memberRanges(open: Int, in s: TokenStream) -> [(key: String, value: Range<Int>?)] {
        s.arguments(open: open).compactMap { range in
            guard let key = s.identifier(range.lowerBound) ?? s.stringValue(range.lowerBound) else { return nil }
            if s.isPunctuator(range.lowerBound + 1, ":") { return (key, (range.lowerBound + 2)..<range.upperBound) }
            if (key == "get" || key == "set" || key == "async"), let next = s.identifier(range.lowerBound + 1) { return (next, nil) }
            return (key, nil)
        }
    }

    /// Keys of an object literal opening at `open`: `a: …`, `a() {…}`, `"a": …`, shorthand `a`.
    private func memberNames(open: Int, in s: TokenStream) -> [String] {
        s.arguments(open: open).compactMap { range in
            guard let token = s[range.lowerBound] else { return nil }
            if let name = s.identifier(of: token) {
                if (name == "async" || name == "get" || name == "set"), let next = s.identifier(range.lowerBound + 1) { return next }
                return name
            }
            return s.stringValue(of: token)
        }
    }

    /// The text of a string literal, a template without substitutions, or a template's head.
    static func urlText(_ token: JSToken, in s: TokenStream) -> String? {
        token.kind == .string || token.kind == .template && (token.templatePart == .whole || token.templatePart == .head) ? s.text(of: token) : nil
    }

    static func isTemplateHead(_ token: JSToken) -> Bool { token.kind == .template && token.templatePart == .head }

    /// `"app://"` or `"app:"` alone: the start of URLs built elsewhere, not a malformed URL.
    static func isOnlyScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let rest = url[url.index(after: colon)...]
        return rest.isEmpty || rest == "//"
    }

    /// The scheme of a URL (after leading spaces, tabs and line feeds), lowercased: up to 32
    /// ASCII letters, digits, `+`, `-` and `.` before a `:`. On bytes, as every byte of a scheme
    /// is ASCII: the Character version cost 7 K instructions a string literal.
    static func scheme(of url: String) -> String? {
        // Found first and made into a String only when there is one: most string literals are
        // not URLs, and building the bytes for each was an allocation per literal.
        var start: String.UTF8View.Index?
        var count = 0
        var hasUpper = false
        let utf8 = url.utf8
        for k in utf8.indices {
            let b = utf8[k]
            if b == UInt8(ascii: ":") {
                guard let start, count > 0 else { return nil }
                let scheme = String(decoding: utf8[start..<k], as: UTF8.self)
                return hasUpper ? scheme.lowercased() : scheme
            }
            if start == nil, b == 0x20 || b == 0x09 || b == 0x0A { continue }
            guard count < 32 else { return nil }
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): hasUpper = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): break
            default: return nil
            }
            if start == nil { start = k }
            count += 1
        }
        return nil
    }

    /// A call's text as reports quote it (`QuotedCode`).
    public static func clip(_ s: String) -> String { QuotedCode.clip(s) }

    static func clip(_ bytes: ArraySlice<UInt8>) -> String { QuotedCode.clip(bytes) }
}

extension JSTokenization {
    /// The source from `start` to `end`, so call texts can quote it.
    func sourceSlice(from start: Int, to end: Int) -> ArraySlice<UInt8> {
        guard start >= 0, start <= end, end <= source.count else { return [] }
        return source[start..<end]
    }
}
