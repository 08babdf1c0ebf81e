import BridgeReport
import Foundation

/// What a reader found in an app's native sources, as data: which handlers it registers, what each
/// decodes, which callbacks it evaluates, which URL schemes it handles, and the unsafe patterns on
/// the way. The reader (SwiftSyntax today, libclang for Objective-C later) fills it in; the checker
/// compares it with the manifest and never looks at source text itself.
public struct NativeFacts: Sendable {
    /// Every source file read, in order, with the suppressions its comments carry.
    public var files: [SourceFile] = []
    public var registrations: [Registration] = []
    /// Handler names a message handler tests for (`case "name":`, `message.name == "name"`).
    public var handled: [HandledName] = []
    public var bodyCasts: [BodyCast] = []
    /// Function or action names native dispatches on, per handler.
    public var functions: [HandledFunction] = []
    /// Keys read from a message body or a function's parameters, with the type they are cast to.
    public var keyReads: [KeyRead] = []
    public var scripts: [EvaluatedScript] = []
    public var schemes: [SchemeCheck] = []
    public var replies: [ReplyUse] = []
    /// One per `userContentController(_:didReceive:)` implementation.
    public var receivers: [MessageReceiver] = []
    public var hazards: [Hazard] = []
    /// What could not be followed (a computed handler name, a script built elsewhere), so rules
    /// that need the whole picture stay quiet instead of guessing.
    public var unresolved: [Unresolved] = []
    /// Handlers a script native injects or evaluates posts to (`window.webkit.messageHandlers.scroll
    /// .postMessage(…)` in a WKUserScript's source), with where the name is written: native's
    /// own plumbing, which the pages need not call.
    public var injectedPosts: [InjectedPost] = []

    public init() {}

    public mutating func append(_ other: NativeFacts) {
        files += other.files
        registrations += other.registrations
        handled += other.handled
        bodyCasts += other.bodyCasts
        functions += other.functions
        keyReads += other.keyReads
        scripts += other.scripts
        schemes += other.schemes
        replies += other.replies
        receivers += other.receivers
        hazards += other.hazards
        unresolved += other.unresolved
        injectedPosts += other.injectedPosts
    }
}

/// A post to a handler written in a script native injects or evaluates.
public struct InjectedPost: Sendable, Hashable {
    public var handler: String
    public var position: NativePosition
    /// The global the script makes the handler object (`window.inAppAPI = window.webkit
    /// .messageHandlers.inAppAPI`), which pages post through: `inAppAPI`.
    public var alias: String?
    /// The alias is a `postMessage` method posting `String(argument)`: the handler receives text.
    public var stringified: Bool
    /// The post is in a page native loads from a string (`loadHTMLString(html, baseURL:)`), not
    /// in a script it injects or evaluates.
    public var inLoadedPage: Bool

    public init(handler: String, position: NativePosition, alias: String? = nil, stringified: Bool = false, inLoadedPage: Bool = false) {
        self.handler = handler
        self.position = position
        self.alias = alias
        self.stringified = stringified
        self.inLoadedPage = inLoadedPage
    }
}

/// A place in a source file: 1-based line and column (in Unicode scalars, as lint counts).
public struct NativePosition: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: NativePosition, b: NativePosition) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }

    public var description: String { "\(file):\(line):\(column)" }
}

public struct SourceFile: Sendable {
    public var path: String
    /// `// bridgecheck-disable-next-line rule -- reason` comments: the line each silences.
    public var suppressions: [Suppression]
    /// The parser's first syntax error, if the file has one (the rest is still read).
    public var syntaxError: NativeDiagnostic?
    /// How a Swift file's tree was kept (for the trace): nil for other files.
    public var tree: TreeUse?

    public enum TreeUse: String, Sendable {
        /// Kept from the first reading to the end.
        case kept
        /// Dropped once its facts were read, and never needed again.
        case setAside = "set aside"
        /// Dropped, then parsed again when a lookup needed what it declares or calls.
        case parsedAgain = "parsed again"
    }

    public init(path: String, suppressions: [Suppression] = [], syntaxError: NativeDiagnostic? = nil) {
        self.path = path
        self.suppressions = suppressions
        self.syntaxError = syntaxError
    }
}

public struct NativeDiagnostic: Sendable {
    public var message: String
    public var position: NativePosition

    public init(message: String, position: NativePosition) {
        self.message = message
        self.position = position
    }
}

/// `add(_:name:)`, `addScriptMessageHandler(_:contentWorld:name:)`, `removeScriptMessageHandler(forName:)`.
public struct Registration: Sendable {
    public enum Kind: String, Sendable {
        case add
        /// `addScriptMessageHandler`: the page's `postMessage` returns a Promise of the reply.
        case addReplying
        case remove
    }

    public var name: String
    public var kind: Kind
    /// The type that receives the messages (`self`'s type, `Coordinator` for
    /// `makeCoordinator()`), when it could be told.
    public var receiverType: String?
    /// Where the name is written (the literal, the enum case, the array element).
    public var position: NativePosition
    /// Where the registering call is, when the name is written elsewhere.
    public var call: NativePosition
    /// The type whose code makes the registering call, when it could be told.
    public var registrarType: String?

    public init(name: String, kind: Kind, receiverType: String?, position: NativePosition, call: NativePosition) {
        self.name = name
        self.kind = kind
        self.receiverType = receiverType
        self.position = position
        self.call = call
    }
}

public struct HandledName: Sendable {
    public var name: String
    public var receiverType: String?
    public var position: NativePosition

    public init(name: String, receiverType: String?, position: NativePosition) {
        self.name = name
        self.receiverType = receiverType
        self.position = position
    }
}

/// The JSON-like kinds Swift code casts a message body or value to.
public enum ValueKind: String, Sendable, CaseIterable {
    case string, object, array, number, integer, boolean, null

    /// The kind a Swift type names (`String`, `[String: Any]`, `Int`…), or nil for `Any` and
    /// types that say nothing about the JSON value.
    public static func of(swiftType text: String) -> ValueKind? {
        var t = text.filter { !$0.isWhitespace }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("[String:") || t.hasPrefix("Dictionary<String,") || t == "NSDictionary" || t == "NSMutableDictionary" { return .object }
        if t.hasPrefix("[") || t.hasPrefix("Array<") || t == "NSArray" { return .array }
        switch t {
        case "String", "NSString", "Substring": return .string
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .integer
        case "Double", "Float", "CGFloat", "NSNumber", "Decimal", "Float64", "Float32": return .number
        case "Bool": return .boolean
        case "NSNull": return .null
        default: return nil
        }
    }

    /// The kind of every value of a dictionary type (`[String: String]`, `Dictionary<String,
    /// Int>`): what each key read from it holds; nil for another type, or values of no JSON kind
    /// (`[String: Any]`).
    public static func values(ofSwiftType text: String) -> ValueKind? {
        var t = text.filter { !$0.isWhitespace }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Dictionary<String,"), t.hasSuffix(">") { return of(swiftType: String(t.dropFirst("Dictionary<String,".count).dropLast())) }
        guard t.hasPrefix("[String:"), t.hasSuffix("]") else { return nil }
        return of(swiftType: String(t.dropFirst("[String:".count).dropLast()))
    }

    /// The element kind of an array type (`[String]`, `Array<Int>`, `[[String: Any]]`); nil for
    /// another type, or an element of no JSON kind (`[Any]`).
    public static func element(ofSwiftType text: String) -> ValueKind? {
        var t = text.filter { !$0.isWhitespace }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Array<"), t.hasSuffix(">") { return of(swiftType: String(t.dropFirst(6).dropLast())) }
        guard t.hasPrefix("["), t.hasSuffix("]"), of(swiftType: t) == .array else { return nil }
        return of(swiftType: String(t.dropFirst().dropLast()))
    }
}

/// `message.body as? T` (or `as! T`) in the code that receives `handlers` (nil: every handler
/// the receiving type is registered for).
public struct BodyCast: Sendable {
    public var handlers: [String]?
    public var receiverType: String?
    public var kind: ValueKind
    /// What the code then does with a string body: parses it as JSON, a URL or a data: URL.
    public var parsedAs: String?
    /// An array's element kind, where the cast names it (`as? [String]`, `NSArray<NSString *> *`).
    /// An array's element kind (`as? [String]`), or a dictionary's value kind (`as? [String: String]`).
    public var elementKind: ValueKind?
    public var position: NativePosition

    public init(handlers: [String]?, receiverType: String?, kind: ValueKind, parsedAs: String? = nil, elementKind: ValueKind? = nil, position: NativePosition) {
        self.handlers = handlers
        self.receiverType = receiverType
        self.kind = kind
        self.parsedAs = parsedAs
        self.elementKind = elementKind
        self.position = position
    }
}

public struct HandledFunction: Sendable {
    public enum Source: String, Sendable {
        /// `switch body["action"] { case "pong": }`: `key` is the action key.
        case actionKey
        /// `{"<function>": {params}}`: the body's only key names the function (seed 000).
        case onlyKey
        /// `scheme://<function>?…`: the URL's host names it.
        case urlHost
        /// A bridge library's registration (`registerHandler:`, a DSBridge object's method, a
        /// Cordova or Capacitor plugin's method).
        case library
    }

    public var handlers: [String]?
    public var receiverType: String?
    public var name: String
    public var source: Source
    /// The action key (`"action"`) for `.actionKey`.
    public var key: String?
    /// The manifest envelope (`webviewjavascriptbridge`, `dsbridge`, `cordova`, `capacitor`)
    /// whose handlers a library registration serves; nil for WebKit's own message handlers.
    public var library: String?
    public var position: NativePosition
    /// A plugin method the page may name that native also calls itself with the command it got
    /// (phonegap-nfc's `[self startScanSession:command]`): a manifest may declare it or not.
    public var alsoCalledByNative = false

    public init(handlers: [String]?, receiverType: String?, name: String, source: Source, key: String? = nil, library: String? = nil, position: NativePosition) {
        self.library = library
        self.handlers = handlers
        self.receiverType = receiverType
        self.name = name
        self.source = source
        self.key = key
        self.position = position
    }
}

public struct KeyRead: Sendable {
    public var handlers: [String]?
    public var receiverType: String?
    /// The function whose parameters are read; nil for the body itself.
    public var function: String?
    public var key: String
    public var kind: ValueKind?
    /// True when the value read is then used as the function's parameter object (`param` in
    /// `{"action": …, "param": {…}}`).
    public var isParamsContainer: Bool
    /// As `HandledFunction.library`: a read in a bridge library's handler.
    public var library: String?
    /// The message is dropped without it: a non-Optional property of a type the message is
    /// decoded into (JSONDecoder throws when the key is missing).
    public var required = false
    public var position: NativePosition

    public init(
        handlers: [String]?, receiverType: String?, function: String?, key: String, kind: ValueKind?, isParamsContainer: Bool = false, library: String? = nil,
        position: NativePosition
    ) {
        self.library = library
        self.handlers = handlers
        self.receiverType = receiverType
        self.function = function
        self.key = key
        self.kind = kind
        self.isParamsContainer = isParamsContainer
        self.position = position
    }
}

/// A script native evaluates: `evaluateJavaScript`, `callAsyncJavaScript`, or a helper that
/// passes its argument to them.
public struct EvaluatedScript: Sendable {
    /// The JavaScript path called (`window._ios.MessageHandler.onSuccess`), nil when the script
    /// does not start with a call.
    public var callee: String?
    /// How many arguments the call passes, when they could be counted.
    public var argumentCount: Int?
    /// The script's text with each interpolation shown as `\(…)`.
    public var text: String
    /// Where the text naming the callee is written.
    public var position: NativePosition

    public init(callee: String?, argumentCount: Int?, text: String, position: NativePosition) {
        self.callee = callee
        self.argumentCount = argumentCount
        self.text = text
        self.position = position
    }
}

/// What tells another app's scheme from a bridge's. A branch that tests a scheme, gives the URL
/// on whole (to the system with `openURL:`, or to the web view again with `loadRequest:`) and
/// reads none of its parts is a hand-off to another app (a payment app's `alipay://`, a
/// messenger's `weixin://`): nothing there is a bridge the page calls. A bridge decodes what to do
/// from the URL's host, path or query, so a branch that reads any of them, or gives the URL to
/// the app's own code, stays a scheme check.
public enum SchemeHandOff {
    /// Calls that give a URL on: Objective-C selectors and Swift base names
    /// (`UIApplication.shared.open(url)`, `webView.load(request)`).
    public static let calls: Set<String> = ["openURL:", "openURL:options:completionHandler:", "loadRequest:", "open", "openURL", "load"]
    /// Reads of a URL's parts (and of its text's parts), in both languages.
    public static let partReads: Set<String> = [
        "host", "path", "query", "fragment", "parameterString", "pathComponents", "lastPathComponent", "queryItems", "resourceSpecifier",
        "port", "user", "password", "relativePath", "relativeString", "componentsSeparatedByString:", "componentsSeparatedByCharactersInSet:",
        "substringFromIndex:", "substringToIndex:", "substringWithRange:", "components", "split", "dropFirst", "suffix", "prefix",
    ]
}

/// `url.scheme == "mgapp"`, `case "mgapp":` on a URL's scheme, with the host when it is tested too.
public struct SchemeCheck: Sendable {
    public enum Context: String, Sendable {
        /// In `webView(_:decidePolicyFor:decisionHandler:)`: a page navigating to the URL.
        case navigation
        /// On a URL a message handler received.
        case message
        /// Elsewhere (an app's `open url`).
        case other
    }

    public var scheme: String
    public var host: String?
    public var context: Context
    public var position: NativePosition

    public init(scheme: String, host: String? = nil, context: Context, position: NativePosition) {
        self.scheme = scheme
        self.host = host
        self.context = context
        self.position = position
    }
}

/// A `replyHandler(…)` call in a replying receiver.
public struct ReplyUse: Sendable {
    public var handlers: [String]?
    public var receiverType: String?
    public var position: NativePosition

    public init(handlers: [String]?, receiverType: String?, position: NativePosition) {
        self.handlers = handlers
        self.receiverType = receiverType
        self.position = position
    }
}

/// A `userContentController(_:didReceive:)` implementation (or a helper's handler closure).
public struct MessageReceiver: Sendable {
    public var type: String?
    public var replying: Bool
    /// True when it reads `message.frameInfo` (the frame's origin) or `message.webView?.url`.
    public var checksOrigin: Bool
    /// True when it tests `message.name`; when false it treats every handler alike.
    public var dispatchesOnName: Bool
    /// The registered handlers whose messages reach it.
    public var serves: [String]
    /// The names it tests `message.name` for (`*`: it looks the name up in a table).
    public var tests: [String] = []
    public var position: NativePosition

    public init(type: String?, replying: Bool, checksOrigin: Bool, dispatchesOnName: Bool, serves: [String], tests: [String] = [], position: NativePosition) {
        self.tests = tests
        self.type = type
        self.replying = replying
        self.checksOrigin = checksOrigin
        self.dispatchesOnName = dispatchesOnName
        self.serves = serves
        self.position = position
    }
}

extension MessageReceiver {
    /// The names a receiver of `type` gets (the replying variant when `replying`): the names
    /// registered that way with its type as receiver; when none, with one such receiver in the
    /// app (`peers`), every name registered that way, else those registered with no known
    /// receiver. Both readers judge receivers so.
    public static func served(by type: String?, replying: Bool, peers: Int, registrations: [Registration]) -> [String] {
        let sameKind = registrations.filter { $0.kind == (replying ? .addReplying : .add) }
        var served = sameKind.filter { $0.receiverType != nil && $0.receiverType == type }.map(\.name)
        if served.isEmpty { served = peers == 1 ? sameKind.map(\.name) : sameKind.filter { $0.receiverType == nil }.map(\.name) }
        var seen: Set<String> = []
        return served.filter { seen.insert($0).inserted }
    }
}

/// An unsafe pattern on page data; `rule` is the native rule that reports it.
public struct Hazard: Sendable, Hashable {
    public var rule: String
    public var message: String
    public var hint: String?
    public var position: NativePosition

    public init(rule: String, message: String, hint: String? = nil, position: NativePosition) {
        self.rule = rule
        self.message = message
        self.hint = hint
        self.position = position
    }
}

public struct Unresolved: Sendable {
    public enum Kind: String, Sendable {
        case handlerName
        case script
    }

    public var kind: Kind
    /// The expression as written.
    public var expression: String
    public var position: NativePosition

    public init(kind: Kind, expression: String, position: NativePosition) {
        self.kind = kind
        self.expression = expression
        self.position = position
    }
}

/// Reads native sources into facts. BridgeNative has no parser of its own: `bridgecheck-native`
/// (built with the toolchain's SwiftSyntax) sets `NativeReaders.swift`.
public enum NativeReaders {
    nonisolated(unsafe) public static var swift: (@Sendable (_ files: [String]) throws -> NativeFacts)?
    /// Objective-C (`.m`, `.mm`), where `bridgecheck-native` was built with libclang.
    nonisolated(unsafe) public static var objectiveC: (@Sendable (_ files: [String]) throws -> NativeFacts)?
    /// Swift files parsed at once (`native --jobs`); the facts do not depend on it.
    nonisolated(unsafe) public static var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
