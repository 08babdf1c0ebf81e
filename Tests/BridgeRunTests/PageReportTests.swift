import BridgeCheckCLI
import BridgeContract
import BridgeLint
import BridgeReport
import TestSupport
import XCTest

@testable import BridgeRun

/// Reading what WebKit says: its TypeErrors about the bridge, and JavaScriptCore's stack frames.
final class PageReportTests: XCTestCase {
    func testWebKitsTypeErrorsNameTheBridgeMistake() {
        XCTAssertEqual(
            PageReport.bridgeError("TypeError: undefined is not an object (evaluating 'window.webkit.messageHandlers.nope.postMessage')"), .unregistered("nope"))
        XCTAssertEqual(PageReport.bridgeError("TypeError: undefined is not an object (evaluating 'window.webkit.messageHandlers[which].postMessage')"), .unregistered(nil))
        XCTAssertEqual(
            PageReport.bridgeError("TypeError: undefined is not an object (evaluating 'webkit.messageHandlers.plain.postMessage(\"?\").then')"), .awaited("plain"))
        XCTAssertNil(PageReport.bridgeError("TypeError: undefined is not an object (evaluating 'window._ios.MessageHandler')"))
        XCTAssertNil(PageReport.bridgeError("ReferenceError: Can't find variable: messageHandlers"))
    }

    func testStackFramesMapToSiteFiles() {
        let report = PageReport(check: LintCallJudge(manifest: Manifest(handlers: [])), siteRoot: "/site", origin: "bridgecheck://site/")
        let stack = "postMessage@\nsend@bridgecheck://site/js/a%20b.js?v=2:12:34\nglobal code@bridgecheck://site/index.html:3:5"
        XCTAssertEqual(report.location(stack: stack, url: nil, line: nil, column: nil), SourceLocation(file: "/site/js/a b.js", line: 12, column: 34))
        XCTAssertEqual(report.location(stack: nil, url: "bridgecheck://site/p.html", line: 7, column: 0), SourceLocation(file: "/site/p.html", line: 7, column: 1))
        XCTAssertNil(report.location(stack: "f@https://cdn.example.com/x.js:1:1", url: nil, line: nil, column: nil))
    }

    /// The runtime's decoder has the last word: a body nested past its depth limit passes lint's
    /// rules (the schema allows extra keys) but not the code the app links.
    func testWhatTheDecoderRejectsIsAFindingEvenWhenLintsRulesPass() throws {
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        let report = PageReport(check: LintCallJudge(manifest: manifest), siteRoot: "/site", origin: "bridgecheck://site/")
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        var outcome = PageOutcome(page: "p.html")
        outcome.events = [.message(handler: "testWithPromise", bodyJSON: #"{"id":"1","extra":\#(deep)}"#, stack: nil)]
        let findings = report.result(outcome).calls.flatMap(\.findings).map(\.ruleID)
        XCTAssertEqual(findings, ["decoder-rejects"])
    }

    func testTextIsLocatedByLineAndByteColumn() {
        let page = Array("<p>\n  <a href=\"mgapp://x\">é</a>\n".utf8)
        let offset = PageReport.find(Array("mgapp://x".utf8), in: page)
        XCTAssertEqual(offset, 15)
        XCTAssertEqual(PageReport.location(of: 15, in: page, file: "f"), SourceLocation(file: "f", line: 2, column: 12))
        XCTAssertNil(PageReport.find(Array(repeating: 0x61, count: 5000), in: Array(repeating: 0x61, count: 6000)))
    }
}
