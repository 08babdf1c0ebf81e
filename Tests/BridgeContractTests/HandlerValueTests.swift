import BridgeContract
import BridgeJSON
import XCTest

/// `Handler` keeps its fields in a shared box: copies must still behave as values.
final class HandlerValueTests: XCTestCase {
    func testAChangeToACopyLeavesTheOriginalAsItWas() {
        let original = Handler(name: "EXAMPLE", body: .object, envelope: .plain, functions: [Function(name: "pong")])
        var copy = original
        copy.name = "renamed"
        copy.functions.append(Function(name: "ping"))
        copy.urlHost = "__bridge_loaded__"
        copy.transport = .navigation
        copy.injected = true
        XCTAssertEqual(original.name, "EXAMPLE")
        XCTAssertEqual(original.functions.map(\.name), ["pong"])
        XCTAssertNil(original.urlHost)
        XCTAssertEqual(original.transport, .both)
        XCTAssertFalse(original.injected)
        XCTAssertEqual(copy.name, "renamed")
        XCTAssertEqual(copy.functions.map(\.name), ["pong", "ping"])
        XCTAssertEqual(copy.urlHost, "__bridge_loaded__")
        XCTAssertEqual(copy.transport, .navigation)
        XCTAssertTrue(copy.injected)
    }

    func testACopyMadeAfterAChangeKeepsEveryField() {
        var handler = Handler(name: "download", summary: "files", bodies: [.dataURL, .string], envelope: .plain, replies: true, origins: ["https://app.example.com"])
        handler.reply = nil
        handler.injected = true
        let copy = handler
        handler.summary = nil
        XCTAssertEqual(copy.summary, "files")
        XCTAssertEqual(copy.bodies, [.dataURL, .string])
        XCTAssertTrue(copy.replies)
        XCTAssertEqual(copy.origins, ["https://app.example.com"])
        XCTAssertTrue(copy.injected)
        XCTAssertNil(handler.summary)
    }
}
