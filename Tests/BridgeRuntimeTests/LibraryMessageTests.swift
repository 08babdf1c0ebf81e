import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import XCTest

/// The messages Cordova and Capacitor post, decoded against the services and plugins a contract declares.
final class LibraryMessageTests: XCTestCase {
    private let manifest = #"""
        {"version":1,"handlers":{
          "cordova":{"body":["object","json-string"],"envelope":"cordova","functions":{
            "Echo.echo":{"params":{"type":"array","prefixItems":[{"type":"string"}],"minItems":1,"maxItems":1}}}},
          "bridge":{"body":"object","envelope":"capacitor","functions":{
            "Camera.getPhoto":{"params":{"type":"object","required":["resultType"],"properties":{"resultType":{"enum":["uri","base64"]}}}}}},
          "wvjb":{"body":["json-string","object"],"envelope":"webviewjavascriptbridge","functions":{
            "share":{"params":{"type":"object","required":["text"]}},"ping":{}}},
          "ds":{"body":"object","envelope":"dsbridge","functions":{
            "testSyn":{"async":false,"params":{"type":"string"}},"user.getToken":{"async":true},"either":{}}}
        }}
        """#

    private func outcome(_ body: MessageBody, _ handler: String) throws -> String {
        let decoder = MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json"))
        do {
            let call = try decoder.decode(body, handler: handler)
            return "ok \(call.function ?? "-") \(call.callbackID ?? "-") " + JSONWriter().string(call.params)
        } catch {
            return "\(error.kind.rawValue): \(error.path): \(error.message)"
        }
    }

    func testCordovaCommands() throws {
        XCTAssertEqual(try outcome(.value(["Echo1", "Echo", "echo", ["hi"]]), "cordova"), #"ok Echo.echo Echo1 ["hi"]"#)
        XCTAssertEqual(try outcome(.string(#"["INVALID","Echo","echo",["hi"]]"#), "cordova"), #"ok Echo.echo INVALID ["hi"]"#, "the stringified form")
        XCTAssertEqual(try outcome(.value(["Echo1", "Echo", "ehco", ["hi"]]), "cordova"), "unknown-function: $[1]: handler 'cordova' has no function 'Echo.ehco' (did you mean 'Echo.echo'?)")
        XCTAssertEqual(try outcome(.value(["Echo1", "Echo", "echo", [1]]), "cordova"), "schema-violation: $[3][0]: expected string, got integer 1")
        XCTAssertEqual(try outcome(.value(["Echo1", "Echo", "echo"]), "cordova"), #"bad-envelope: $: expected [callbackId, "Service", "action", [args]], got array of 3"#)
        XCTAssertEqual(try outcome(.value(["Echo1", 7, "echo", []]), "cordova"), "bad-envelope: $[1]: expected the service name as a string, got integer 7")
        XCTAssertEqual(try outcome(.value(["Echo1", "Echo", "echo", "hi"]), "cordova"), #"bad-envelope: $[3]: expected the arguments as an array, got string "hi""#)
    }

    func testCapacitorMessages() throws {
        let photo: JSONValue = ["type": "message", "callbackId": "7", "pluginId": "Camera", "methodName": "getPhoto", "options": ["resultType": "uri"]]
        XCTAssertEqual(try outcome(.value(photo), "bridge"), #"ok Camera.getPhoto 7 {"resultType":"uri"}"#)
        XCTAssertEqual(try outcome(.value(["callbackId": "8", "pluginId": "Camera", "methodName": "addListener", "options": ["eventName": "x"]]), "bridge"),
                       #"ok Camera.addListener 8 {"eventName":"x"}"#, "every plugin has CAPPlugin's listener methods")
        XCTAssertEqual(try outcome(.value(["callbackId": "8", "pluginId": "Echo", "methodName": "addListener"]), "bridge").prefix(15), "unknown-functio", "not for a plugin the contract does not declare")
        XCTAssertEqual(try outcome(.value(["type": "js.error", "error": ["message": "boom"]]), "bridge"), #"ok - - {"message":"boom"}"#)
        XCTAssertEqual(try outcome(.value(["type": "message", "callbackId": "7", "pluginId": "Camera", "methodName": "getPhoto", "options": [:]]), "bridge"),
                       "schema-violation: $.options: missing required key 'resultType'")
        XCTAssertEqual(try outcome(.value(["type": "message", "pluginId": "Camera", "methodName": "getPhoto"]), "bridge"), "bad-envelope: $: missing 'callbackId'")
        XCTAssertEqual(try outcome(.value(["type": "cancel"]), "bridge"), "bad-envelope: $.type: 'cancel' is not a message type Capacitor's bridge sends (message, js.error)")
    }

    func testWebViewJavascriptBridgeMessagesAndQueues() throws {
        XCTAssertEqual(try outcome(.value(["handlerName": "share", "data": ["text": "hi"], "callbackId": "cb_1"]), "wvjb"), #"ok share cb_1 {"text":"hi"}"#)
        XCTAssertEqual(try outcome(.value(["responseId": "objc_cb_3", "responseData": ["ok": true]]), "wvjb"), #"ok - objc_cb_3 {"ok":true}"#, "a response to a native call")
        XCTAssertEqual(try outcome(.string(#"[{"handlerName":"ping"},{"handlerName":"share","data":{"text":"x"}}]"#), "wvjb"),
                       #"ok - - [{"handlerName":"ping"},{"handlerName":"share","data":{"text":"x"}}]"#, "the _fetchQueue() string")
        XCTAssertEqual(try outcome(.string(#"[{"handlerName":"ping"},{"handlerName":"share","data":{}}]"#), "wvjb"), "schema-violation: $[1].data: missing required key 'text'")
        XCTAssertEqual(try outcome(.string(#"[{"handlerName":"pong"}]"#), "wvjb"), "unknown-function: $[0].handlerName: handler 'wvjb' has no function 'pong' (did you mean 'ping'?)")
        let queue = try MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json"))
            .decode(.string(#"[{"handlerName":"ping","callbackId":"a"},{"handlerName":"share","data":{"text":"x"}}]"#), handler: "wvjb")
        XCTAssertEqual(queue.batch.map(\.function), ["ping", "share"])
        XCTAssertEqual(queue.batch.map(\.callbackID), ["a", nil])
    }

    func testDSBridgePrompts() throws {
        let decoder = MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json"))
        func prompt(_ text: String, _ argument: String?) -> String {
            do {
                let call = try decoder.decode(dsBridgePrompt: text, defaultText: argument, handler: "ds")
                return "ok \(call.function ?? "-") \(call.callbackID ?? "-") " + JSONWriter().string(call.params)
            } catch {
                return "\(error.kind.rawValue): \(error.path): \(error.message)"
            }
        }
        XCTAssertEqual(prompt("_dsbridge=testSyn", #"{"data":"hello"}"#), #"ok testSyn - "hello""#)
        XCTAssertEqual(prompt("_dsbridge=user.getToken", #"{"data":null,"_dscbstub":"_dscbstub3"}"#), "ok user.getToken _dscbstub3 null")
        XCTAssertEqual(prompt("_dsbridge=either", nil), "ok either - null")
        XCTAssertEqual(prompt("_dsbridge=testSyn", #"{"data":"x","_dscbstub":"s"}"#), "bad-envelope: $: 'testSyn' answers synchronously: a call with a callback finds no asynchronous method")
        XCTAssertEqual(prompt("_dsbridge=user.getToken", #"{"data":1}"#), "bad-envelope: $: 'user.getToken' answers asynchronously (method:handler:): the page must call it with a callback")
        XCTAssertEqual(prompt("_dsbridge=testSyn", #"{"data":5}"#), "schema-violation: $.data: expected string, got integer 5")
        XCTAssertEqual(prompt("alert", "x"), "bad-envelope: $: not a DSBridge prompt: it starts with '_dsbridge='")
        XCTAssertEqual(prompt("_dsbridge=testSyn", "[1"), "malformed-json: $: the prompt's argument is not valid JSON: unexpected end of input, expected ',' or ']' after an array element")
    }

    func testLibraryFunctionsAreNamedServiceDotAction() {
        let text = #"{"version":1,"handlers":{"c":{"body":"object","envelope":"cordova","functions":{"echo":{},"Echo.echo":{"params":{"type":"object"}}}}}}"#
        XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")) { error in
            guard case .invalid(_, let problems)? = error as? ManifestError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.description), [
                "$.handlers.c.functions.echo: a 'cordova' function is named Service.action, e.g. Camera.takePicture",
                #"$.handlers.c.functions["Echo.echo"].params: Cordova passes a function's arguments as an array: its params schema must allow type array"#,
            ])
        }
    }
}
