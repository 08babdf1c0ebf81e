import BridgeReport
@testable import BridgeLint
import XCTest

final class HTMLScannerTests: XCTestCase {
    private func scan(_ html: String, schemes: Set<String> = ["mgapp"]) -> (HTMLScan, [UInt8]) {
        let bytes = Array(html.utf8)
        return (HTMLScanner.scan(bytes, bridgeSchemes: schemes), bytes)
    }

    private func describe(_ source: ScriptSource, _ bytes: [UInt8]) -> String {
        let (line, column) = LineIndex(bytes).location(of: source.fileOffset)
        return "\(source.kind) \(line):\(column) \(String(decoding: source.text, as: UTF8.self))"
    }

    func testScriptsAttributesAndURLsWithTheirPositions() {
        let html = """
            <!doctype html>
            <html><head>
            <script>a()</script><script type="module">b()</script>
            <script type="application/json">{"not": "js"}</script><script type="text/template">c()</script>
            </head><body>
            <a title="<b>" onclick="d(1)" href="javascript:e(%22x%22)">x</a>
            <a href=" MGAPP://setBadge?count=1">y</a><form action="mgapp://f"><img src="https://x/y.png"></form>
            <p>한글 <span onmouseover='f()'>z</span></p>
            </body></html>
            """
        let (page, bytes) = scan(html)
        XCTAssertEqual(page.sources.map { describe($0, bytes) }, [
            "inlineScript 3:9 a()",
            "inlineScript 3:43 b()",
            "eventHandler(attribute: \"onclick\") 6:25 d(1)",
            "javascriptURL(attribute: \"href\") 6:48 e(\"x\")",
            "urlAttribute(attribute: \"href\") 7:11 MGAPP://setBadge?count=1",
            "urlAttribute(attribute: \"action\") 7:56 mgapp://f",
            "eventHandler(attribute: \"onmouseover\") 8:26 f()",
        ])
    }

    func testCharacterReferencesInAttributesAreDecodedAndMarkedApproximate() {
        let (page, _) = scan(#"<button onclick="x(&quot;a&quot;) &amp;&amp; y()">b</button>"#)
        XCTAssertEqual(page.sources.first.map { String(decoding: $0.text, as: UTF8.self) }, #"x("a") && y()"#)
        XCTAssertEqual(page.sources.first?.approximate, true)
    }

    func testOnlyAttributesThatCanHoldACallAreKept() {
        let html = """
            <a HREF="\t mgApp://a">1</a><a href="mgapp-x://b">2</a><a href="https://c/mgapp://d">3</a>
            <object DATA="mgapp://e"></object><button formaction="JavaScript:f()">4</button>
            <a href="longbridgescheme://g">5</a><a href="#mgapp:h">6</a><div on="x" onx="y()" class="mgapp://i"></div><B ONCLICK="z()">7</B>
            <SCRIPT TYPE="text/plain">not()</SCRIPT><script type="text/javascript" type="text/plain">yes()</script>
            <!-- an ordinary comment -->
            """
        let (page, _) = scan(html, schemes: ["mgapp", "longbridgescheme"])
        XCTAssertEqual(page.sources.map { "\($0.kind) \(String(decoding: $0.text, as: UTF8.self))" }, [
            "urlAttribute(attribute: \"href\") mgApp://a",
            "urlAttribute(attribute: \"data\") mgapp://e",
            "javascriptURL(attribute: \"formaction\") f()",
            "urlAttribute(attribute: \"href\") longbridgescheme://g",
            "eventHandler(attribute: \"onx\") y()",
            "eventHandler(attribute: \"onclick\") z()",
            "inlineScript yes()",
        ])
        XCTAssertEqual(page.comments.count, 0, "only suppression comments are kept")
    }

    func testScriptReferencesAndComments() {
        let (page, _) = scan(#"<script src="js/app.js?v=2"></script><!-- bridgecheck-disable-next-line x --><script src="//cdn/x.js"></script>"#)
        XCTAssertEqual(page.scriptReferences.map(\.src), ["js/app.js?v=2", "//cdn/x.js"])
        XCTAssertEqual(page.comments.map(\.text), [" bridgecheck-disable-next-line x "])
    }

    func testHostilePagesEndWithoutTrapping() {
        let nested = String(repeating: "<div>", count: 100_000) + "<script>a()</script>"
        XCTAssertEqual(scan(nested).0.sources.count, 1)
        XCTAssertEqual(scan("<script>never closed").0.sources.map { String(decoding: $0.text, as: UTF8.self) }, ["never closed"])
        XCTAssertEqual(scan("<!-- never closed <script>a()</script>").0.sources.count, 0)
        _ = scan("<a onclick=\"x\u{0}y\" href='mgapp:\u{FFFF}'>")
        let invalid = HTMLScanner.scan([0x3C, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74, 0x3E, 0xFF, 0xFE, 0x61, 0x28, 0x29, 0x3C, 0x2F, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74, 0x3E], bridgeSchemes: [])
        XCTAssertEqual(invalid.sources.count, 1)
    }
}
