import BridgeContract
import BridgeJSON
import BridgeReport

/// What checking one call against the contract established. The checker only states facts; the
/// call rule whose concern a fact is judges it and words the finding (`CallRule.judge`), and a
/// test checks every fact is some one rule's concern.
public enum CallFact: Sendable, Hashable {
    // The name of what is called is computed: dynamic-call.
    /// `expression` is the computed member as written (`data.command`), when it is one.
    case computedHandler(expression: String?)
    case computedWrapperHandler(wrapper: String)
    case computedLibraryFunction(library: String)
    /// The call runs only under a test of another platform (`cordova.platformId === 'android'`).
    case otherPlatform(test: String)
    // Who is called: unknown-handler, unknown-function, unknown-scheme-action.
    case unknownHandler(name: String, suggestion: String?)
    case unreachableHandler(name: String, wrapper: String, reachable: [String], suggestion: String?)
    case unknownFunction(handler: String, function: String, library: String?, suggestion: String?)
    case functionEnvelopeKeys(count: Int)
    case missingActionKey(String)
    case asyncMismatch(function: String, async: Bool)
    case notAFunction(url: String, handler: String, suggestion: String?)
    case notAHost(url: String, handler: String, hosts: [String], suggestion: String?)
    case wrongDeeplinkHost(String)
    /// The call misspells WebKit's path (`webkit.messageHandler.x.postMessage`): it throws a
    /// TypeError and native never receives it (misspelt-bridge-path).
    case misspeltBridgePath(written: String, handler: String?)
    /// `postMessage()` with no argument: WebKit rejects it before native sees it (message-missing).
    case messageMissing(handler: String?)
    // The kind of body: body-kind-mismatch.
    case functionPosted(handler: String)
    case functionAsParameters(function: String)
    /// A non-string value where the handler takes `takes`; `nativeDrops` when only a JSON string would do.
    case valuePosted(handler: String, takes: String, got: String, nativeDrops: Bool)
    case stringPosted(handler: String, takes: String, stringified: Bool, objectAccepted: Bool)
    case wrapperNeedsJSONString(wrapper: String, argument: Int, got: String)
    case wrapperGotJSONString(wrapper: String, handler: String, takes: String)
    // The parameters: param-missing, param-unknown, param-type.
    case schema(SchemaViolation)
    case missingParams(paramKey: String, action: String)
    case missingSequence
    case invalidURL(String)
    case invalidDataURL(String)
    case mimeType(handler: String, mime: String, allowed: [String])
    case fileNameMissing(handler: String)
    case deeplinkUnknownParameter(parameter: String, problem: String)
    case deeplinkMissingParameter(parameter: String, problem: String)
    case deeplinkInvalid(String)
    // What the page expects back: reply-not-declared.
    case replyAwaited(handler: String, wrapper: String?)
    // How a URL reaches native: unhandled-transport.
    case unhandledTransport(url: String, handler: String, used: Transport)
}

/// A rule's wording of a fact.
public struct Judgement: Sendable, Hashable {
    public let message: String
    public let hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// A rule about single bridge calls: it decides which facts the checker established are its
/// findings, and says them.
public protocol CallRule: Rule {
    /// The finding this rule makes of `fact`, or nil when the fact is not its concern.
    static func judge(_ fact: CallFact) -> Judgement?
}

extension CallRule {
    /// Did-you-mean hint for a suggestion.
    static func didYouMean(_ suggestion: String?) -> String? { suggestion.map { "did you mean '\($0)'?" } }
}

extension CallFact {
    /// What the fact is about, as data for the finding a rule makes of it (`Finding.subject`).
    public var subject: FindingSubject {
        switch self {
        case .computedHandler, .computedWrapperHandler, .computedLibraryFunction, .otherPlatform:
            return FindingSubject(callNotChecked: true)
        case .functionEnvelopeKeys, .missingActionKey, .wrongDeeplinkHost, .missingSequence, .invalidURL, .invalidDataURL, .deeplinkInvalid:
            return FindingSubject()
        case .unknownHandler(let name, _), .unreachableHandler(let name, _, _, _):
            return FindingSubject(handler: name)
        case .unknownFunction(let handler, let function, _, _):
            return FindingSubject(handler: handler, function: function)
        case .asyncMismatch(let function, let async):
            return FindingSubject(function: function, expected: async ? "async" : "sync")
        case .notAFunction(_, let handler, _), .notAHost(_, let handler, _, _), .functionPosted(let handler), .fileNameMissing(let handler):
            return FindingSubject(handler: handler)
        case .messageMissing(let handler), .misspeltBridgePath(_, let handler):
            return FindingSubject(handler: handler)
        case .functionAsParameters(let function):
            return FindingSubject(function: function)
        case .valuePosted(let handler, let takes, let got, _):
            return FindingSubject(handler: handler, expected: takes, actual: got)
        case .stringPosted(let handler, let takes, _, _):
            return FindingSubject(handler: handler, expected: takes, actual: "string")
        case .wrapperNeedsJSONString(_, _, let got):
            return FindingSubject(expected: "json-string", actual: got)
        case .wrapperGotJSONString(_, let handler, let takes):
            return FindingSubject(handler: handler, expected: takes, actual: "json-string")
        case .schema(let violation):
            return FindingSubject(path: violation.path)
        case .missingParams(let paramKey, let action):
            return FindingSubject(function: action, path: JSONPath.root.appending(paramKey))
        case .mimeType(let handler, let mime, let allowed):
            return FindingSubject(handler: handler, expected: allowed.joined(separator: ", "), actual: mime)
        case .deeplinkUnknownParameter(let parameter, _), .deeplinkMissingParameter(let parameter, _):
            return FindingSubject(path: JSONPath.root.appending(parameter))
        case .replyAwaited(let handler, _), .unhandledTransport(_, let handler, _):
            return FindingSubject(handler: handler)
        }
    }
}
