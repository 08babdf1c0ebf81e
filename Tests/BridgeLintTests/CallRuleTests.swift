import BridgeContract
import BridgeJSON
@testable import BridgeLint
import XCTest

/// The checker states facts; every fact is the concern of exactly one call rule, which words it.
final class CallRuleTests: XCTestCase {
    /// One fact of every kind. The exhaustive switch below stops compiling when a kind is added
    /// without a sample here.
    static let samples: [CallFact] = [
        .computedHandler(expression: "x"), .computedWrapperHandler(wrapper: "w"), .computedLibraryFunction(library: "Cordova"), .otherPlatform(test: "cordova.platformId === 'android'"),
        .unknownHandler(name: "h", suggestion: nil), .unreachableHandler(name: "h", wrapper: "w", reachable: ["a"], suggestion: nil),
        .unknownFunction(handler: "h", function: "f", library: nil, suggestion: "g"), .functionEnvelopeKeys(count: 2), .missingActionKey("action"),
        .asyncMismatch(function: "f", async: true), .asyncMismatch(function: "f", async: false),
        .notAFunction(url: "a://b", handler: "h", suggestion: nil), .notAHost(url: "a://b", handler: "h", hosts: ["c"], suggestion: nil), .wrongDeeplinkHost("x"),
        .messageMissing(handler: "h"), .messageMissing(handler: nil),
        .functionPosted(handler: "h"), .functionAsParameters(function: "f"),
        .valuePosted(handler: "h", takes: "a string", got: "a number", nativeDrops: false), .valuePosted(handler: "h", takes: "a JSON string", got: "an object", nativeDrops: true),
        .stringPosted(handler: "h", takes: "an object", stringified: true, objectAccepted: true),
        .wrapperNeedsJSONString(wrapper: "w", argument: 2, got: "an object"), .wrapperGotJSONString(wrapper: "w", handler: "h", takes: "x"),
        .schema(SchemaViolation(path: .root, kind: .missingKey, message: "m")), .schema(SchemaViolation(path: .root, kind: .unknownKey, message: "m")),
        .schema(SchemaViolation(path: .root, kind: .typeMismatch, message: "m")), .schema(SchemaViolation(path: .root, kind: .noAlternative, message: "m")),
        .missingParams(paramKey: "param", action: "a"), .missingSequence, .invalidURL("e"), .invalidDataURL("e"),
        .mimeType(handler: "h", mime: "text/plain", allowed: ["image/*"]), .fileNameMissing(handler: "h"),
        .deeplinkUnknownParameter(parameter: "p", problem: "x"), .deeplinkMissingParameter(parameter: "p", problem: "x"), .deeplinkInvalid("x"),
        .replyAwaited(handler: "h", wrapper: nil), .replyAwaited(handler: "h", wrapper: "w"),
        .unhandledTransport(url: "a://b", handler: "h", used: .navigation), .unhandledTransport(url: "a://b", handler: "h", used: .postMessage),
        .misspeltBridgePath(written: "webkit.messageHandler.h.postMessage", handler: "h"), .misspeltBridgePath(written: "webkit.messagehandlers[n].postMessage", handler: nil),
    ]

    static func kind(_ fact: CallFact) -> String {
        switch fact {
        case .computedHandler, .computedWrapperHandler, .computedLibraryFunction, .otherPlatform: return "computed"
        case .unknownHandler, .unreachableHandler: return "handler"
        case .unknownFunction, .functionEnvelopeKeys, .missingActionKey, .asyncMismatch: return "function"
        case .notAFunction, .notAHost, .wrongDeeplinkHost: return "scheme"
        case .functionPosted, .functionAsParameters, .valuePosted, .stringPosted, .wrapperNeedsJSONString, .wrapperGotJSONString: return "body"
        case .schema, .missingParams, .missingSequence, .invalidURL, .invalidDataURL, .mimeType, .fileNameMissing: return "params"
        case .deeplinkUnknownParameter, .deeplinkMissingParameter, .deeplinkInvalid: return "deeplink"
        case .replyAwaited: return "reply"
        case .messageMissing: return "message"
        case .unhandledTransport: return "transport"
        case .misspeltBridgePath: return "path"
        }
    }

    func testEveryFactIsJudgedByExactlyOneCallRule() {
        XCTAssertEqual(Set(Self.samples.map(Self.kind)).count, 11)
        for fact in Self.samples {
            let judges = RuleRegistry.callRules.filter { $0.judge(fact) != nil }.map { $0.description.id }
            XCTAssertEqual(judges.count, 1, "\(fact) is judged by \(judges)")
        }
        XCTAssertEqual(ParamMissingRule.judge(.schema(SchemaViolation(path: JSONPath.root.appending("a"), kind: .missingKey, message: "missing required key 'b'"))),
                       Judgement("$.a: missing required key 'b'"))
        XCTAssertEqual(UnknownFunctionRule.judge(.unknownFunction(handler: "cordova", function: "Echo.ehco", library: "Cordova", suggestion: "Echo.echo")),
                       Judgement("handler 'cordova' (Cordova) has no function 'Echo.ehco'", hint: "did you mean 'Echo.echo'?"))
        XCTAssertEqual(MessageMissingRule.judge(.messageMissing(handler: "close")),
                       Judgement("postMessage() is called with no message: WebKit rejects the call (TypeError: Not enough arguments) and 'close' never receives it",
                                 hint: "pass the message, or null when there is nothing to send: postMessage(null)"))
    }
}
