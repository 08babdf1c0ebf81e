import BridgeJSON
import BridgeLint
import BridgeReport
import XCTest

/// A finding carries what it is about as data beside its message: the handler and function the
/// call reaches, the body path, what was expected and found. `manifest init` reads these.
final class FindingSubjectTests: XCTestCase {
    func testCallFindingsNameTheirHandlerFunctionAndPath() throws {
        let site = try TemporarySite([
            (
                "page.js",
                """
                window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "1", extra: 2, "we ird": 3, deep: { x: 1 } } });
                window.webkit.messageHandlers.nativeHandlr.postMessage("hi");
                window.webkit.messageHandlers.nativeHandler.postMessage(42);

                """
            )
        ])
        defer { site.remove() }
        let findings = site.lint(manifest: ExampleManifest.rules).allFindings.filter { $0.file.hasSuffix("page.js") }
        let described = findings.map { f -> String in
            let s = f.subject
            return [f.ruleID, s.handler ?? "-", s.function ?? "-", s.path?.description ?? "-", s.topLevelKey ?? "-", s.expected ?? "-", s.actual ?? "-"].joined(separator: " ")
        }
        XCTAssertEqual(
            described,
            [
                // The path within the function's params: the message says `$.param.extra`.
                #"param-unknown EXAMPLE pong $.extra extra - -"#,
                #"param-unknown EXAMPLE pong $["we ird"] we ird - -"#,
                #"param-unknown EXAMPLE pong $.deep deep - -"#,
                "unknown-handler nativeHandlr - - - - -",
                "body-kind-mismatch nativeHandler - - - a string a number",
            ], findings.map(\.compilerStyle).joined(separator: "\n"))
    }

    /// The subject is data only: the printed finding is what it was.
    func testTheSubjectIsNotPrinted() {
        let plain = Finding(ruleID: "unknown-handler", severity: .error, message: "m", file: "a.js", line: 2, column: 3)
        var with = plain
        with.subject = FindingSubject(handler: "h", function: "f", path: JSONPath.root.appending("k"))
        XCTAssertEqual(with.compilerStyle, plain.compilerStyle)
        XCTAssertEqual(with.subject.topLevelKey, "k")
        XCTAssertNil(FindingSubject(path: JSONPath.root.appending("a").appending("b")).topLevelKey)
        XCTAssertNil(FindingSubject(path: .root).topLevelKey)
    }
}
