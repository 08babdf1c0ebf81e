import BridgeJSON

/// The bridge contract: which handlers native registers, what each accepts and replies, which
/// page-side wrappers forward to them, and which page callbacks native evaluates.
public struct Manifest: Sendable {
    /// The format version this build reads.
    public static let currentVersion = 1
    /// The file name looked for when none is given.
    public static let defaultFileName = "bridge-manifest.json"

    public var version: Int
    public var handlers: [Handler]
    public var wrappers: [Wrapper]
    public var callbacks: [Callback]
    /// Scripts native injects into every page at document start (`WKUserScript`), as files
    /// relative to the manifest: what wrappers such as seed 004's `CustomScripts` need to exist.
    public var userScripts: [String] = []

    public init(version: Int = Manifest.currentVersion, handlers: [Handler], wrappers: [Wrapper] = [], callbacks: [Callback] = []) {
        self.version = version
        self.handlers = handlers
        self.wrappers = wrappers
        self.callbacks = callbacks
    }

    public func handler(named name: String) -> Handler? { handlers.first { $0.name == name } }
    public func callback(at path: String) -> Callback? { callbacks.first { $0.path == path } }
    public func wrapper(at path: String) -> Wrapper? { wrappers.first { $0.path == path } }

    /// The first handler with this envelope (the library's message handler: `cordova`, `bridge`).
    public func handler(withEnvelope envelope: Envelope) -> Handler? { handlers.first { $0.envelope == envelope } }

    /// Handlers whose URL bodies use `scheme` (case-insensitive), for scheme and deeplink envelopes.
    public func handlers(forScheme scheme: String) -> [Handler] {
        handlers.filter { Self.uses(scheme, $0) }
    }

    /// Whether a handler's URL bodies use `scheme` (case-insensitive).
    private static func uses(_ scheme: String, _ handler: Handler) -> Bool {
        handler.envelope.scheme.map { equalLowercased($0, scheme) } ?? false
    }

    /// The handler a URL belongs to: its scheme, and its host where the handler is limited to one
    /// (`https://__bridge_loaded__` is a bridge URL, `https://example.com` is not).
    public func handler(forURLScheme scheme: String, host: String?) -> Handler? {
        // One pass, copying only the handler returned: filtering copied every candidate.
        var fallback: Int?
        for k in handlers.indices {
            guard Self.uses(scheme, handlers[k]) else { continue }
            if let urlHost = handlers[k].urlHost {
                // `*`: every URL of the scheme, whatever follows `scheme://` (the decoder
                // rejects a manifest where another handler shares that scheme).
                if urlHost == Handler.anyHost { return handlers[k] }
                if let host, Self.equalLowercased(urlHost, host) { return handlers[k] }
            } else if fallback == nil {
                fallback = k
            }
        }
        return fallback.map { handlers[$0] }
    }

    /// `a.lowercased() == b.lowercased()`, without making either String when both are ASCII (lint
    /// asks this for every scheme URL on a page, and the lowercased copies were most of its cost).
    static func equalLowercased(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.utf8, b.utf8)
        guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return a.lowercased() == b.lowercased() }
        guard x.count == y.count else { return false }
        func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
        return zip(x, y).allSatisfy { lower($0) == lower($1) }
    }

    /// Whether a URL with this scheme and host is a bridge URL at all.
    public func claims(scheme: String, host: String?) -> Bool { handler(forURLScheme: scheme, host: host) != nil }
}

/// What `postMessage` is given, as WebKit hands it to native.
public enum BodyKind: String, Sendable, CaseIterable {
    /// A plain string.
    case string
    /// A structured value (object or array), converted by WebKit to dictionaries and arrays.
    case object
    /// A string that holds JSON text, as `postMessage(JSON.stringify(x))` sends.
    case jsonString = "json-string"
    /// A string that holds a URL such as `mgapp://fn?k=v`.
    case url
    /// A string that holds a `data:` URL.
    case dataURL = "data-url"
    /// `postMessage(null)` (or `undefined`, which WebKit delivers as null): a signal with no data.
    case null
    /// Anything: the handler inspects the body itself.
    case any

    /// The JSON types a body of this kind can be, once decoded (a JSON string can hold any).
    public var valueTypes: Set<Schema.TypeName> {
        switch self {
        case .string, .url, .dataURL: return [.string]
        case .object: return [.object, .array]
        case .null: return [.null]
        case .jsonString, .any: return Set(Schema.TypeName.allCases)
        }
    }

    /// Kinds that arrive as a JavaScript string.
    public var isString: Bool { [.string, .jsonString, .url, .dataURL].contains(self) }

    /// "a string", "an object", … for messages.
    public var article: String {
        switch self {
        case .string: return "a string"
        case .object: return "an object"
        case .jsonString: return "a JSON string"
        case .url: return "a URL string"
        case .dataURL: return "a data: URL string"
        case .null: return "null"
        case .any: return "any value"
        }
    }
}

/// How a URL reaches native: posted to the handler, by navigation (links, `location.href`, an
/// iframe's `src`, `window.open`) that native intercepts in `decidePolicyFor`, or both.
public enum Transport: String, Sendable, CaseIterable {
    case postMessage
    case navigation
    case both

    public func allows(_ other: Transport) -> Bool { self == .both || self == other }
}

/// What a data-URL handler accepts beyond a well-formed URL.
public struct DataURLRules: Sendable, Hashable {
    public enum FileName: String, Sendable, CaseIterable {
        /// `;<filename>;` (or `filename=`) may be given.
        case optional
        /// It must be given: native saves the file under it.
        case required
    }

    /// Allowed MIME type essences, lowercase; `image/*` allows a whole type; nil allows any.
    public var mimeTypes: [String]?
    public var fileName: FileName
    /// Largest decoded body in bytes; nil leaves the decoder's limit.
    public var maxBytes: Int?

    public init(mimeTypes: [String]? = nil, fileName: FileName = .optional, maxBytes: Int? = nil) {
        self.mimeTypes = mimeTypes
        self.fileName = fileName
        self.maxBytes = maxBytes
    }

    /// Whether `essence` (`image/png`) is allowed.
    public func allows(mimeType essence: String) -> Bool {
        guard let mimeTypes else { return true }
        let lower = essence.lowercased()
        return mimeTypes.contains { $0 == lower || ($0.hasSuffix("/*") && lower.hasPrefix(String($0.dropLast()))) }
    }
}

/// How a body names the native function it calls, and where its parameters are.
public enum Envelope: Sendable, Hashable {
    /// The whole body is the message; it is checked against the handler's `schema`.
    case plain
    /// `{"<function>": {params}}`: exactly one key, the function name (seed 000).
    case function
    /// `{"action": "<function>", "param": {params}}`, key names configurable (seed 001).
    case action(actionKey: String, paramKey: String)
    /// An object whose `metadata.sequence` integer ties the reply to the request (seed 003).
    case sequence
    /// `scheme://<function>?k=v`: function in the host, parameters in the query (seed 000).
    case scheme(scheme: String)
    /// The MKWebViewBridge deeplink `scheme://host?url=…&title=…&navigationColor=FFFFFF` (seed 004).
    case deeplink(scheme: String, host: String)
    /// Cordova's `[callbackId, "Service", "action", [args]]` (cordova-ios posts it to the `cordova`
    /// handler); functions are `Service.action`, their params the args array.
    case cordova
    /// Capacitor's `{type: "message", callbackId, pluginId, methodName, options}` (posted to the
    /// `bridge` handler); functions are `Plugin.method`, their params the options.
    case capacitor
    /// WebViewJavascriptBridge's `{handlerName, data, callbackId}`, or the queue of them that
    /// `_fetchQueue()` returns; functions are the handlers native registers (`registerHandler`).
    case webViewJavascriptBridge
    /// DSBridge's `prompt("_dsbridge=ns.method", JSON.stringify({data, _dscbstub}))`, given to the
    /// decoder as `{"method": "ns.method", "data": …, "_dscbstub": …}`; functions are `ns.method`
    /// (`method` in the default namespace).
    case dsBridge

    public var typeName: String {
        switch self {
        case .plain: return "plain"
        case .function: return "function"
        case .action: return "action"
        case .sequence: return "sequence"
        case .scheme: return "scheme"
        case .deeplink: return "deeplink"
        case .cordova: return "cordova"
        case .capacitor: return "capacitor"
        case .webViewJavascriptBridge: return "webviewjavascriptbridge"
        case .dsBridge: return "dsbridge"
        }
    }

    /// The URL scheme, for scheme and deeplink envelopes.
    public var scheme: String? {
        switch self {
        case .scheme(let s), .deeplink(let s, _): return s
        default: return nil
        }
    }

    /// True when the envelope names a function that must be declared under `functions`.
    public var namesFunctions: Bool {
        switch self {
        case .function, .action, .scheme, .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge: return true
        case .plain, .sequence, .deeplink: return false
        }
    }
}

/// One `WKScriptMessageHandler` registered by name.
public struct Handler: Sendable {
    /// The fields live in one shared box, copied on write: lint and the runtime look handlers up
    /// for every call and message, and copying fifteen fields retained and released each of them
    /// (a tenth of lint's reference counting on the worst-case site, callgrind). A copy is now
    /// one retain; a change to a shared copy copies the box first.
    private final class Storage: @unchecked Sendable {
        var name: String
        var summary: String? = nil
        var bodies: [BodyKind]
        var envelope: Envelope
        var replies: Bool
        var origins: [String]
        var functions: [Function]
        var schema: Schema? = nil
        var examples: [JSONValue]
        var reply: Schema? = nil
        var failure: Schema? = nil
        var urlHost: String? = nil
        var transport: Transport = .both
        var dataURL: DataURLRules? = nil
        var injected: Bool = false

        init(name: String, summary: String?, bodies: [BodyKind], envelope: Envelope, replies: Bool, origins: [String], functions: [Function], schema: Schema?, examples: [JSONValue]) {
            self.name = name
            self.summary = summary
            self.bodies = bodies
            self.envelope = envelope
            self.replies = replies
            self.origins = origins
            self.functions = functions
            self.schema = schema
            self.examples = examples
        }

        func copy() -> Storage {
            let c = Storage(name: name, summary: summary, bodies: bodies, envelope: envelope, replies: replies, origins: origins, functions: functions, schema: schema, examples: examples)
            c.reply = reply
            c.failure = failure
            c.urlHost = urlHost
            c.transport = transport
            c.dataURL = dataURL
            c.injected = injected
            return c
        }
    }

    private var storage: Storage

    /// The box, made unique before a change.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public var name: String {
        get { storage.name }
        set { unique.name = newValue }
    }
    public var summary: String? {
        get { storage.summary }
        set { unique.summary = newValue }
    }
    /// Every kind of body the handler takes, in the order native tries them (a string body is
    /// read as the first string kind listed).
    public var bodies: [BodyKind] {
        get { storage.bodies }
        set { unique.bodies = newValue }
    }
    /// The first of `bodies`: the kind generated messages and examples use.
    public var body: BodyKind { bodies.first ?? .any }
    public var envelope: Envelope {
        get { storage.envelope }
        set { unique.envelope = newValue }
    }
    /// A `WKScriptMessageHandlerWithReply` (iOS 14+): `postMessage` returns a Promise.
    public var replies: Bool {
        get { storage.replies }
        set { unique.replies = newValue }
    }
    /// Page origins (`https://app.example.com`) allowed to call; empty allows any.
    public var origins: [String] {
        get { storage.origins }
        set { unique.origins = newValue }
    }
    /// Functions or actions, for envelopes that name one.
    public var functions: [Function] {
        get { storage.functions }
        set { unique.functions = newValue }
    }
    /// Schema of the whole body (plain) or of the parameters without `metadata` (sequence).
    public var schema: Schema? {
        get { storage.schema }
        set { unique.schema = newValue }
    }
    /// Example bodies, for envelopes without functions.
    public var examples: [JSONValue] {
        get { storage.examples }
        set { unique.examples = newValue }
    }
    /// What the reply carries: what `postMessage`'s Promise resolves to for a reply handler, what
    /// `onSuccess` delivers for a sequence handler. Functions may declare their own.
    public var reply: Schema? {
        get { storage.reply }
        set { unique.reply = newValue }
    }
    /// What a sequence handler's `onFailure` delivers (seed 003: `{"message": "…"}`).
    public var failure: Schema? {
        get { storage.failure }
        set { unique.failure = newValue }
    }
    /// For scheme envelopes: only URLs to this host are the handler's (`https://__bridge_loaded__`).
    /// The `host` of a scheme envelope that claims every URL of its scheme: what follows
    /// `scheme://` is the message (FolioReaderKit's `highlight://` + an encoded rect), not a
    /// function name.
    public static let anyHost = "*"

    public var urlHost: String? {
        get { storage.urlHost }
        set { unique.urlHost = newValue }
    }
    /// For URL envelopes: how the URL reaches native.
    public var transport: Transport {
        get { storage.transport }
        set { unique.transport = newValue }
    }
    /// For data-URL bodies: allowed MIME types, file name, size.
    public var dataURL: DataURLRules? {
        get { storage.dataURL }
        set { unique.dataURL = newValue }
    }
    /// A script native injects posts to it (a bridge library's own plumbing), not the pages: lint
    /// does not expect to see it used.
    public var injected: Bool {
        get { storage.injected }
        set { unique.injected = newValue }
    }

    /// Whether the body names a function that must be one of `functions`: a host-limited scheme
    /// URL does not (its query is described by `schema`).
    public var namesFunctions: Bool { envelope.namesFunctions && urlHost == nil }

    public init(
        name: String, summary: String? = nil, body: BodyKind, envelope: Envelope, replies: Bool = false,
        origins: [String] = [], functions: [Function] = [], schema: Schema? = nil, examples: [JSONValue] = []
    ) {
        self.init(name: name, summary: summary, bodies: [body], envelope: envelope, replies: replies, origins: origins, functions: functions, schema: schema, examples: examples)
    }

    public init(
        name: String, summary: String? = nil, bodies: [BodyKind], envelope: Envelope, replies: Bool = false,
        origins: [String] = [], functions: [Function] = [], schema: Schema? = nil, examples: [JSONValue] = []
    ) {
        storage = Storage(name: name, summary: summary, bodies: bodies, envelope: envelope, replies: replies, origins: origins, functions: functions, schema: schema, examples: examples)
    }

    public func function(named name: String) -> Function? {
        if let found = functions.first(where: { $0.name == name }) { return found }
        // Every Capacitor plugin has the listener methods of CAPPlugin, declared or not.
        if envelope == .capacitor, let dot = name.lastIndex(of: "."), Self.capacitorBuiltins.contains(String(name[name.index(after: dot)...])) {
            let plugin = name[..<dot]
            if functions.contains(where: { $0.name.hasPrefix(plugin + ".") }) { return Function(name: name) }
        }
        return nil
    }

    /// Methods every Capacitor plugin has (CAPPlugin's listeners).
    public static let capacitorBuiltins: Set<String> = ["addListener", "removeListener", "removeAllListeners"]

    /// The schema of the reply to `function` (its own, else the handler's).
    public func replySchema(for function: String?) -> Schema? { function.flatMap { self.function(named: $0)?.reply } ?? reply }

    /// Whether a body of `kind` is taken (directly, or because the handler takes any value).
    public func accepts(_ kind: BodyKind) -> Bool { bodies.contains(kind) || bodies.contains(.any) }

    /// The kind a string body is read as: the first string kind listed, or `any`.
    public var stringKind: BodyKind? { bodies.first { $0.isString || $0 == .any } }

    /// "a string or an object", for messages.
    public var bodyDescription: String {
        let parts = bodies.map(\.article)
        return parts.count <= 1 ? (parts.first ?? "any value") : parts.dropLast().joined(separator: ", ") + " or " + (parts.last ?? "")
    }

    /// The iOS version a handler of this kind needs: 14 for reply handlers.
    public var minimumIOSVersion: Int { replies ? 14 : 8 }
}

/// A function or action a handler accepts.
public struct Function: Sendable {
    public var name: String
    public var summary: String?
    /// Schema of the parameters; nil accepts anything.
    public var params: Schema?
    /// Example bodies (whole messages, envelope included).
    public var examples: [JSONValue]
    /// Path of the page callback native evaluates to answer, when it answers by script.
    public var callback: String?
    /// What the reply to this function carries, for reply and sequence handlers (and the
    /// libraries' responses).
    public var reply: Schema?
    /// DSBridge: the native method takes a completion handler (`method:handler:`), so the page
    /// must call it with a callback; false: it returns synchronously. Nil: either.
    public var async: Bool?

    public init(name: String, summary: String? = nil, params: Schema? = nil, examples: [JSONValue] = [], callback: String? = nil) {
        self.name = name
        self.summary = summary
        self.params = params
        self.examples = examples
        self.callback = callback
    }
}

/// How a wrapper argument carries a value.
public enum ValueEncoding: String, Sendable, CaseIterable {
    /// The value itself.
    case value
    /// A string of JSON text, as `JSON.stringify(x)` makes.
    case jsonString = "json-string"
}

/// A page-side function that forwards to a handler, such as `iosInterface.callNativeFunction(name, json, cb)`.
public struct Wrapper: Sendable {
    public enum HandlerSource: Sendable, Hashable {
        /// Always this handler.
        case fixed(String)
        /// The handler named by the string argument at this 0-based position.
        case argument(Int)
    }

    /// Dotted JavaScript path of the function, e.g. `iosInterface.callNativeFunction`.
    public var path: String
    public var handler: HandlerSource
    /// Argument that holds the function or action name.
    public var functionArgument: Int?
    /// Argument that holds the parameters (or the whole body, for plain handlers).
    public var paramsArgument: Int?
    public var paramsEncoding: ValueEncoding
    /// Arguments that may hold the page's callback function, first choice first: `[1, 2]` for
    /// `call(name, cb)` beside `call(name, params, cb)`. A function found at the parameters'
    /// position is the callback, and the call has no parameters.
    public var callbackArguments: [Int]
    /// The first of `callbackArguments`.
    public var callbackArgument: Int? { callbackArguments.first }
    /// The wrapper returns a Promise of its own, so awaiting it needs no reply handler.
    public var returnsPromise: Bool
    /// For a handler named by an argument: the handlers it may reach; nil allows any declared.
    public var handlers: [String]?
    /// The wrapper builds the message and serialises it itself (`JSON.stringify`), so its
    /// parameters are a value whatever the handler's body kind.
    public var relay: Bool

    public init(
        path: String, handler: HandlerSource, functionArgument: Int? = nil, paramsArgument: Int? = nil,
        paramsEncoding: ValueEncoding = .value, callbackArgument: Int? = nil, returnsPromise: Bool = false
    ) {
        self.init(
            path: path, handler: handler, functionArgument: functionArgument, paramsArgument: paramsArgument, paramsEncoding: paramsEncoding,
            callbackArguments: callbackArgument.map { [$0] } ?? [], returnsPromise: returnsPromise)
    }

    public init(
        path: String, handler: HandlerSource, functionArgument: Int? = nil, paramsArgument: Int? = nil,
        paramsEncoding: ValueEncoding = .value, callbackArguments: [Int], returnsPromise: Bool = false, handlers: [String]? = nil, relay: Bool = false
    ) {
        self.path = path
        self.handler = handler
        self.functionArgument = functionArgument
        self.paramsArgument = paramsArgument
        self.paramsEncoding = paramsEncoding
        self.callbackArguments = callbackArguments
        self.returnsPromise = returnsPromise
        self.handlers = handlers
        self.relay = relay
    }
}

/// A page function native evaluates to answer, such as `window._ios.MessageHandler.onSuccess(seq, json)`.
extension Manifest {
    /// The manifest's JSON Schema (`schema/bridge-manifest.schema.json`'s `$id`), which
    /// manifests bridgecheck writes name as their `$schema`, for editors.
    public static let schemaURL = "https://bridgecheck.dev/schema/bridge-manifest-1.schema.json"
}

public struct Callback: Sendable {
    public struct Argument: Sendable {
        public var name: String
        public var encoding: ValueEncoding
        public var schema: Schema?
        /// Native may leave it out (`pasteCallback(handle, 'completed')` beside
        /// `pasteCallback(handle, 'pasteText', text)`): only trailing arguments are.
        public var optional: Bool

        public init(name: String, encoding: ValueEncoding = .value, schema: Schema? = nil, optional: Bool = false) {
            self.name = name
            self.encoding = encoding
            self.schema = schema
            self.optional = optional
        }
    }

    /// Dotted JavaScript path, validated as identifiers joined by dots.
    public var path: String
    public var summary: String?
    public var arguments: [Argument]
    /// Native defines it itself, in a script it evaluates or injects (InAppBrowser's
    /// `_cdvMessageHandler`), so no page is expected to.
    public var injected: Bool

    /// How many arguments native must pass: those before the first optional one.
    public var requiredArgumentCount: Int { arguments.firstIndex(where: \.optional) ?? arguments.count }

    public init(path: String, summary: String? = nil, arguments: [Argument], injected: Bool = false) {
        self.path = path
        self.summary = summary
        self.arguments = arguments
        self.injected = injected
    }
}
