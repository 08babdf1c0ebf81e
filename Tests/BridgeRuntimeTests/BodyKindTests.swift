import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import XCTest

/// Handlers that take several kinds of body, `null`, or anything: decoded as native reads them.
final class BodyKindTests: XCTestCase {
    private let manifest = #"""
        {"version":1,"handlers":{
          "flexible":{"body":["object","json-string"],"schema":{"type":"object","required":["id"],"properties":{"id":{"type":"integer"}}}},
          "textOrData":{"body":["data-url","string"]},
          "ping":{"body":"null"},
          "anything":{"body":"any","schema":{"type":["string","number"]}}
        }}
        """#

    private func decoder() throws -> MessageDecoder { MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json")) }

    private func outcome(_ body: MessageBody, _ handler: String) throws -> String {
        do {
            return "ok " + JSONWriter().string(try decoder().decode(body, handler: handler).params)
        } catch let error as MessageError {
            return "\(error.kind.rawValue): \(error.message)"
        }
    }

    func testEveryListedKindIsTakenAndAStringIsReadAsTheFirstStringKind() throws {
        XCTAssertEqual(try outcome(.value(["id": 1]), "flexible"), #"ok {"id":1}"#)
        XCTAssertEqual(try outcome(.string(#"{"id":2}"#), "flexible"), #"ok {"id":2}"#)
        XCTAssertEqual(try outcome(.string(#"{"id":"x"}"#), "flexible"), #"schema-violation: expected integer, got string "x""#)
        XCTAssertEqual(try outcome(.value(3), "flexible"), "wrong-body-kind: handler 'flexible' takes an object or a JSON string, got integer 3")
        XCTAssertEqual(try outcome(.string("data:,hi"), "textOrData").prefix(3), "ok ", "data-url is listed first")
        XCTAssertEqual(try outcome(.string("plain text"), "textOrData"), #"malformed-data-url: not a data: URL (it must start with 'data:')"#)
    }

    func testNullAndAny() throws {
        XCTAssertEqual(try outcome(.value(.null), "ping"), "ok null")
        XCTAssertEqual(try outcome(.string("x"), "ping"), "wrong-body-kind: handler 'ping' takes null, got a string")
        XCTAssertEqual(try outcome(.value(["a": 1]), "ping"), "wrong-body-kind: handler 'ping' takes null, got an object")
        XCTAssertEqual(try outcome(.string("x"), "anything"), #"ok "x""#)
        XCTAssertEqual(try outcome(.value(7), "anything"), "ok 7")
        XCTAssertEqual(try outcome(.value(true), "anything"), "schema-violation: expected string or number, got boolean true")
        XCTAssertEqual(try decoder().decode(foundationBody: NSNull(), handler: "ping").params, .null)
    }

    func testTheManifestRejectsKindsThatCannotWork() {
        let cases: [(String, String)] = [
            (#"{"body":"string","schema":{"type":"object"}}"#, "$.handlers.h.schema.type: the schema contradicts the body: body 'string' is never object, so no message can pass"),
            (#"{"body":["object","null"],"schema":{"type":"string"}}"#, "$.handlers.h.schema.type: the schema contradicts the body: body 'object', 'null' is never string, so no message can pass"),
            (#"{"body":["any","string"]}"#, "$.handlers.h.body: 'any' already takes every body; list it alone"),
            (#"{"body":["object","object"]}"#, "$.handlers.h.body[1]: 'object' is listed twice"),
            (#"{"body":[]}"#, "$.handlers.h.body: expected a body kind (string, object, json-string, url, data-url, null, any) or a non-empty array of them, got array of 0"),
            (#"{"body":"null","envelope":"function","functions":{"f":{}}}"#, "$.handlers.h.body: a 'function' envelope needs body 'object' or 'json-string', not 'null'"),
            (#"{"body":"object","envelope":"sequence","schema":{"type":"array"}}"#, "$.handlers.h.schema.type: the schema contradicts the body: a sequence message's parameters are an object, so no message can pass"),
        ]
        for (handler, expected) in cases {
            let text = #"{"version":1,"handlers":{"h":\#(handler)}}"#
            XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json"), handler) { error in
                guard case .invalid(_, let problems)? = error as? ManifestError else { return XCTFail("\(error)") }
                XCTAssertEqual(problems.map(\.description), [expected], handler)
            }
        }
    }
}

/// What native sends back, checked against the reply the contract promises the page.
final class ReplyContractTests: XCTestCase {
    private let manifest = #"""
        {"version":1,"handlers":{
          "ask":{"body":"string","replies":true,"reply":{"type":"string"}},
          "act":{"body":"object","envelope":"action","replies":true,"reply":{"type":"null"},"functions":{
            "count":{"params":{"type":"object"},"reply":{"type":"integer","minimum":0}},
            "close":{"params":{"type":"object"}}}},
          "task":{"body":"object","envelope":"sequence","reply":{"type":"object","required":["items"]},
                  "failure":{"type":"object","properties":{"message":{"type":"string"}},"required":["message"]}}
        }}
        """#

    func testRepliesAreCheckedAgainstTheHandlerOrTheFunction() throws {
        let decoder = MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json"))
        func verdict(_ reply: JSONValue, _ body: MessageBody, _ handler: String, failure: Bool = false) throws -> String {
            let call = try decoder.decode(body, handler: handler)
            do {
                try decoder.checkReply(reply, to: call, failure: failure)
                return "ok"
            } catch {
                return "\(error.kind.rawValue): \(error.path): \(error.message)"
            }
        }
        XCTAssertEqual(try verdict("hi", .string("q"), "ask"), "ok")
        XCTAssertEqual(try verdict(1, .string("q"), "ask"), "reply-violation: $: expected string, got integer 1")
        XCTAssertEqual(try verdict(3, .value(["action": "count", "param": [:]]), "act"), "ok", "the function's own reply")
        XCTAssertEqual(try verdict(-1, .value(["action": "count", "param": [:]]), "act"), "reply-violation: $: -1 is less than the minimum 0")
        XCTAssertEqual(try verdict(nil, .value(["action": "close", "param": [:]]), "act"), "ok", "the handler's reply")
        XCTAssertEqual(try verdict(["items": []], .value(["metadata": ["sequence": 1]]), "task"), "ok")
        XCTAssertEqual(try verdict(["message": 404], .value(["metadata": ["sequence": 1]]), "task", failure: true), "reply-violation: $.message: expected string, got integer 404")
    }

    func testTheManifestSaysWhichHandlersHaveAReply() {
        let text = #"{"version":1,"handlers":{"h":{"body":"string","reply":{"type":"string"},"failure":{}}}}"#
        XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")) { error in
            guard case .invalid(_, let problems)? = error as? ManifestError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.description), [
                "$.handlers.h.reply: only a handler that replies (\"replies\": true) or a sequence handler has a reply to describe",
                "$.handlers.h.failure: 'failure' describes a sequence handler's onFailure payload; a reply handler fails with an error message",
            ])
        }
    }
}
