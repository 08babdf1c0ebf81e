import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

/// Each seed convention decodes from its example in examples/bridge-manifest.json, and malformed
/// variants give typed errors that name the path.
final class SeedConventionTests: XCTestCase {
    private var decoder: MessageDecoder!

    override func setUpWithError() throws {
        decoder = MessageDecoder(manifest: try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path))
    }

    private func reject(_ body: MessageBody, _ handler: String, origin: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> MessageError? {
        do {
            // URLs are decoded as they arrive: posted, or by navigation for deeplinks (seed 004).
            let call: DecodedCall
            if case .string(let url) = body, decoder.manifest.handler(named: handler)?.envelope.scheme != nil {
                call = try decoder.decode(url: url, handler: handler, origin: origin)
            } else {
                call = try decoder.decode(body, handler: handler, origin: origin)
            }
            XCTFail("accepted: \(call)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertRejected(
        _ body: MessageBody, _ handler: String, _ kind: MessageError.Kind, _ description: String, origin: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = reject(body, handler, origin: origin, file: file, line: line)
        XCTAssertEqual(error?.kind, kind, file: file, line: line)
        XCTAssertEqual(error?.description, description, file: file, line: line)
    }

    // MARK: 000: function envelope in a JSON string, scheme URLs, data URLs

    func testSeed000FunctionEnvelopeInAJSONString() throws {
        let call = try decoder.decode(.string(#"{"deviceInfoSetting":{"idx":1,"name":"twok"}}"#), handler: "ios_javascript", origin: "https://m.example.com")
        XCTAssertEqual(call, DecodedCall(handler: "ios_javascript", function: "deviceInfoSetting", params: ["idx": 1, "name": "twok"], callback: "NativeAppInterface.deviceInfoSetting"))
    }

    /// A key given twice is one key: the last value counts, as in JSON.parse.
    func testSeed000DuplicateFunctionKeyKeepsTheLastValue() throws {
        let call = try decoder.decode(.string(#"{"deviceInfoSetting":{"idx":"x"},"deviceInfoSetting":{"idx":2,"name":"b"}}"#), handler: "ios_javascript", origin: "https://m.example.com")
        XCTAssertEqual(call.function, "deviceInfoSetting")
        XCTAssertEqual(call.params, ["idx": 2, "name": "b"])
        XCTAssertNoThrow(try decoder.decode(.string(#"{"pushTokenInfo":{},"pushTokenInfo":{}}"#), handler: "ios_javascript", origin: "https://m.example.com"))
        assertRejected(.string(#"{"pushTokenInfo":{},"pushTokenInfo":{"x":1}}"#), "ios_javascript", .schemaViolation, "$.pushTokenInfo.x: unknown key 'x'", origin: "https://m.example.com")
    }

    func testSeed000MalformedVariants() {
        // The seed's native side drops a non-string body silently; the decoder says why.
        assertRejected(.value(["deviceInfoSetting": [:]]), "ios_javascript", .wrongBodyKind,
            "$: handler 'ios_javascript' takes a JSON string (postMessage(JSON.stringify(x))), got an object; native would drop it")
        assertRejected(.string(#"{"deviceInfoSetting":{"idx":1,}}"#), "ios_javascript", .malformedJSON,
            "$: body is not valid JSON: expected a string key, found '}' (byte 30)")
        assertRejected(.string(#"{"deviceInfoSetting":{"idx":"1"}}"#), "ios_javascript", .schemaViolation,
            #"$.deviceInfoSetting.idx: expected integer, got string "1""#)
        assertRejected(.string(#"{"deviceInfoSettings":{}}"#), "ios_javascript", .unknownFunction,
            "$: handler 'ios_javascript' has no function 'deviceInfoSettings' (did you mean 'deviceInfoSetting'?)")
        assertRejected(.string(#"{"pushTokenInfo":{},"deviceInfoSetting":{}}"#), "ios_javascript", .badEnvelope,
            "$: a function envelope has exactly one key, the function name; got 2: 'pushTokenInfo', 'deviceInfoSetting'")
        assertRejected(.string(#"[{"pushTokenInfo":{}}]"#), "ios_javascript", .badEnvelope,
            #"$: expected {"<function>": {params}}, got array of 1"#)
        assertRejected(.string(#"{"pushTokenInfo":{"x":1}}"#), "ios_javascript", .schemaViolation,
            "$.pushTokenInfo.x: unknown key 'x'")
        assertRejected(.string(#"{"pushTokenInfo":{}}"#), "ios_javascript", .originNotAllowed,
            "$: origin 'https://evil.example' may not call 'ios_javascript'; allowed: https://m.example.com", origin: "https://evil.example")
    }

    func testSeed000SchemeURL() throws {
        let call = try decoder.decode(.string("mgapp://setBadge?count=3"), handler: "customScheme")
        XCTAssertEqual(call, DecodedCall(handler: "customScheme", function: "setBadge", params: ["count": 3]))
        let open = try decoder.decode(.string("mgapp://openBrowser?url=https%3A%2F%2Fexample.com%2F%3Fa%3D1%26b%3D2"), handler: "customScheme")
        XCTAssertEqual(open.params, ["url": "https://example.com/?a=1&b=2"])
        assertRejected(.string("mgapp://setBadge?count=x"), "customScheme", .schemaViolation, #"$.count: expected integer, got string "x""#)
        assertRejected(.string("mgapp://setBadge"), "customScheme", .schemaViolation, "$: missing required key 'count'")
        assertRejected(.string("mgapp://setBadge?count=1.5"), "customScheme", .schemaViolation, #"$.count: expected integer, got string "1.5""#)
        assertRejected(.string("mgapp://nope?x=1"), "customScheme", .unknownFunction, "$: handler 'customScheme' has no function (the URL's host) 'nope'")
        assertRejected(.string("other://setBadge?count=1"), "customScheme", .malformedURL, "$: scheme 'other' is not this handler's 'mgapp'")
        assertRejected(.string("mgapp:setBadge"), "customScheme", .malformedURL, "$: no function name: expected mgapp://function?key=value")
        assertRejected(.value(["url": "x"]), "customScheme", .wrongBodyKind, "$: handler 'customScheme' takes a URL string, got an object")
    }

    func testSeed000DataURLWithTheFilenameVariant() throws {
        let gif = "data:image/gif;photo.gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
        let call = try decoder.decode(.string(gif), handler: "download")
        XCTAssertEqual(call.params, ["mimeType": "image/gif", "byteCount": 42, "base64": true, "fileName": "photo.gif"])
        XCTAssertEqual(call.dataURL?.body.prefix(6), Array("GIF89a".utf8)[...])
        // The seed trapped on each of these: components(separatedBy:)[1] on a missing part.
        assertRejected(.string("data:image/gif;base64"), "download", .malformedDataURL,
            "$: no ',' separates the media type from the data (write data:<type>[;base64],<data>)")
        assertRejected(.string("data:image/gif;base64,R0lGO"), "download", .malformedDataURL,
            "$: the body is marked ;base64 but is not base64: its length (without whitespace and padding) is 1 more than a multiple of 4")
        assertRejected(.string("image/gif;base64,R0lG"), "download", .malformedDataURL, "$: not a data: URL (it must start with 'data:')")
        let limited = MessageDecoder(manifest: decoder.manifest, limits: .init(maxDecodedDataBytes: 10))
        XCTAssertThrowsError(try limited.decode(.string("data:text/plain," + String(repeating: "a", count: 11)), handler: "download")) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .limitExceeded)
        }
    }

    // MARK: 001: action envelope object

    func testSeed001ActionEnvelope() throws {
        let call = try decoder.decode(.value(["action": "pong", "param": ["count": "41"]]), handler: "EXAMPLE")
        XCTAssertEqual(call, DecodedCall(handler: "EXAMPLE", function: "pong", params: ["count": "41"], callback: "fromNative"))
        // The seed force-cast the body to [String: Any?] and force-unwrapped Int(count).
        assertRejected(.value(["action": "pong", "param": ["count": "x"]]), "EXAMPLE", .schemaViolation,
            #"$.param.count: string "x" does not match the pattern "^-?[0-9]{1,9}$""#)
        assertRejected(.value(["action": "pong", "param": ["count": 3]]), "EXAMPLE", .schemaViolation, "$.param.count: expected string, got integer 3")
        assertRejected(.value(["action": "pong"]), "EXAMPLE", .badEnvelope, "$: missing 'param', the parameters of 'pong'")
        assertRejected(.value(["param": [:]]), "EXAMPLE", .badEnvelope, "$: missing 'action', the name of the action")
        assertRejected(.value(["action": 1, "param": [:]]), "EXAMPLE", .badEnvelope, "$.action: expected the action name as a string, got integer 1")
        assertRejected(.value(["action": "pong", "params": [:]]), "EXAMPLE", .badEnvelope,
            "$.params: unexpected key 'params'; an action envelope has only 'action' and 'param' (did you mean 'param'?)")
        assertRejected(.value(["action": "ping", "param": [:]]), "EXAMPLE", .unknownFunction, "$.action: handler 'EXAMPLE' has no function 'ping' (did you mean 'pong'?)")
        assertRejected(.value([["action": "pong"]]), "EXAMPLE", .badEnvelope, #"$: expected {"action": "<name>", "param": {params}}, got array of 1"#)
        assertRejected(.string(#"{"action":"pong"}"#), "EXAMPLE", .wrongBodyKind, "$: handler 'EXAMPLE' takes an object, got a string; post the object itself, not JSON.stringify(...)")
    }

    // MARK: 002: plain string handlers and reply handlers

    func testSeed002PlainAndReplyHandlers() throws {
        XCTAssertEqual(try decoder.decode(.string("Hello, Swift!"), handler: "nativeHandler"), DecodedCall(handler: "nativeHandler", params: "Hello, Swift!"))
        XCTAssertEqual(try decoder.decode(.string("Hi"), handler: "nativeReplyHandler").replies, true)
        assertRejected(.value(["text": "hi"]), "nativeHandler", .wrongBodyKind, "$: handler 'nativeHandler' takes a string, got an object")
        assertRejected(.string(String(repeating: "a", count: 1001)), "nativeHandler", .schemaViolation,
            "$: string of 1001 characters is longer than the maximum length 1000")
        assertRejected(.string("x"), "nativeHandlr", .unknownHandler, "$: no handler 'nativeHandlr' in the contract (did you mean 'nativeHandler'?)")
    }

    // MARK: 003: sequence envelope

    func testSeed003SequenceEnvelope() throws {
        let call = try decoder.decode(.value(["query": "shoes", "limit": 10, "metadata": ["sequence": 7]]), handler: "test")
        XCTAssertEqual(call, DecodedCall(handler: "test", params: ["query": "shoes", "limit": 10], sequence: 7))
        // The seed's guard dropped these without answering, leaving the page's Promise pending forever.
        assertRejected(.value(["query": "x"]), "test", .badEnvelope, "$: missing 'metadata' with the request's sequence number")
        assertRejected(.value(["metadata": ["sequence": "7"]]), "test", .badEnvelope, #"$.metadata.sequence: expected integer, got string "7""#)
        assertRejected(.value(["metadata": ["sequence": 1.5]]), "test", .badEnvelope, "$.metadata.sequence: expected integer, got number 1.5")
        assertRejected(.value(["metadata": []]), "test", .badEnvelope, "$.metadata: expected an object with 'sequence', got array of 0")
        assertRejected(.value(["limit": 0, "metadata": ["sequence": 1]]), "test", .schemaViolation, "$.limit: 0 is less than the minimum 1")
        assertRejected(.value(["limt": 5, "metadata": ["sequence": 1]]), "test", .schemaViolation, "$.limt: unknown key 'limt' (did you mean 'limit'?)")
    }

    // MARK: 004: user-script wrappers, reply handlers, the deeplink

    func testSeed004UserScriptAndDeeplink() throws {
        XCTAssertEqual(try decoder.decode(.string("Saved"), handler: "showToast").params, "Saved")
        assertRejected(.string(""), "showToast", .schemaViolation, "$: string of 0 characters is shorter than the minimum length 1")
        let link = "mkwebview://webview?url=https://smbh.kr/mk_bridge/sample&title=%ED%85%8C%EC%8A%A4%ED%8A%B8&navigationColor=%23ffffff&leftBtn=Y"
        XCTAssertEqual(try? decoder.decode(.string(link), handler: "webview"), nil, "a deeplink arrives by navigation, never posted")
        let call = try decoder.decode(url: link, handler: "webview")
        XCTAssertEqual(call.deeplink, WebViewDeeplink(url: "https://smbh.kr/mk_bridge/sample", title: "테스트", leftButton: true, navigationColor: "FFFFFF"))
        XCTAssertEqual(call.params, ["urlString": "https://smbh.kr/mk_bridge/sample", "title": "테스트", "leftBtn": true, "navigationColor": "FFFFFF", "navigationBarIsEnable": true])
        assertRejected(.string("mkwebview://webview?url=javascript:alert(1)"), "webview", .malformedURL,
            #"$: deeplink parameter 'url': "javascript:alert(1)" is not an absolute http(s) URL; percent-encode a nested URL's own '&' and '?'"#)
        assertRejected(.string("mkwebview://webview?title=x"), "webview", .malformedURL, "$: deeplink parameter 'url': missing; the deeplink must say which page to open")
        assertRejected(.string("mkwebview://webview?url=https://a.b&tintColour=000000"), "webview", .malformedURL,
            "$: deeplink parameter 'tintColour': unknown parameter (did you mean 'tintColor'?); known: url, title, leftBtn, rightBtn, removeStack, navigationColor, statusBarColor, tintColor")
        assertRejected(.string("mkwebview://webview?url=https://a.b&rightBtn=maybe"), "webview", .malformedURL,
            #"$: deeplink parameter 'rightBtn': "maybe" is not a boolean (true/false, 1/0, yes/no, Y/N)"#)
        assertRejected(.string("mkwebview://other?url=https://a.b"), "webview", .malformedURL, "$: deeplink host 'other' is not 'webview'")
        let promise = try decoder.decode(.value(["id": "42"]), handler: "testWithPromise")
        XCTAssertTrue(promise.replies)
    }

    // MARK: Every example, and the Foundation body path

    func testEveryExampleInTheManifestDecodes() throws {
        XCTAssertEqual(ContractExamples.check(decoder.manifest), [])
        XCTAssertEqual(ContractExamples.all(in: decoder.manifest).count, 16)
    }

    func testFoundationBodiesDecodeAsWebKitHandsThemOver() throws {
        let body: [String: Any] = ["action": "pong", "param": NSDictionary(dictionary: ["count": NSString(string: "5")])]
        XCTAssertEqual(try decoder.decode(foundationBody: body, handler: "EXAMPLE").params, ["count": "5"])
        let sequence: [String: Any] = ["limit": NSNumber(value: 3), "metadata": ["sequence": NSNumber(value: 9)]]
        XCTAssertEqual(try decoder.decode(foundationBody: sequence, handler: "test").sequence, 9)
        XCTAssertEqual(try decoder.decode(foundationBody: NSString(string: "Hi"), handler: "nativeHandler").params, "Hi")
        let flags: [String: Any] = ["id": "1", "on": NSNumber(value: true), "n": NSNull(), "x": [1.5, 2] as [Any]]
        XCTAssertEqual(try decoder.decode(foundationBody: flags, handler: "testWithPromise").params, ["id": "1", "n": nil, "on": true, "x": [1.5, 2]])
        XCTAssertThrowsError(try decoder.decode(foundationBody: ["id": Data()], handler: "testWithPromise")) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .unsupportedValue)
            XCTAssertEqual(($0 as? MessageError)?.path.description, "$.id")
        }
        var deep: Any = ["id": "x"]
        for _ in 0..<100 { deep = ["id": "x", "next": deep] }
        XCTAssertThrowsError(try decoder.decode(foundationBody: deep, handler: "testWithPromise")) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .limitExceeded)
        }
    }

    func testJSONTextBodiesDistinguishStringsFromObjects() throws {
        XCTAssertEqual(try decoder.decode(jsonText: Array(#""{\"pushTokenInfo\":{}}""#.utf8), handler: "ios_javascript").function, "pushTokenInfo")
        XCTAssertThrowsError(try decoder.decode(jsonText: Array(#"{"pushTokenInfo":{}}"#.utf8), handler: "ios_javascript")) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .wrongBodyKind)
        }
        let small = MessageDecoder(manifest: decoder.manifest, limits: .init(json: JSONLimits(maxBytes: 16)))
        XCTAssertEqual(try small.decode(jsonText: Array(#""Hello, Swift! Hello!""#.utf8), handler: "nativeHandler").params, "Hello, Swift! Hello!", "string bodies have their own allowance")
        XCTAssertThrowsError(try small.decode(jsonText: Array(#"{"id":"123456789"}"#.utf8), handler: "testWithPromise")) {
            XCTAssertEqual(($0 as? MessageError)?.description, "$: body is larger than the 16-byte limit (byte 16)")
        }
        XCTAssertThrowsError(try decoder.decode(jsonText: Array("[1,]".utf8), handler: "EXAMPLE")) {
            XCTAssertEqual(($0 as? MessageError)?.description, "$: expected a value, found ']' (byte 3)")
        }
    }
}

final class ErrorDescriptionTests: XCTestCase {
    func testLocalizedDescriptionsSayWhatAndWhere() {
        let error: Error = MessageError(.schemaViolation, at: JSONPath.root.appending("param").appending("count"), #"expected integer, got string "x""#)
        XCTAssertEqual(error.localizedDescription, #"$.param.count: expected integer, got string "x""#)
        XCTAssertEqual((DataURLError.missingComma as Error).localizedDescription, "no ',' separates the media type from the data (write data:<type>[;base64],<data>)")
        XCTAssertEqual((JSONError(.trailingContent, at: 3) as Error).localizedDescription, "byte 3: unexpected content after the JSON value")
    }
}
