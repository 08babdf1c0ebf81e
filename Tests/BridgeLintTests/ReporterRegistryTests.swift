import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// Reporters sit behind one protocol and one registry, which `--format` reads.
final class ReporterRegistryTests: XCTestCase {
    func testEveryReporterIsRegisteredOnceAndRendersTheSameReport() throws {
        XCTAssertEqual(ReporterRegistry.identifiers, ["text", "json", "junit", "sarif", "github"])
        let site = try TemporarySite([(path: "page.js", contents: "window.webkit.messageHandlers.nativeHandlr.postMessage('x');\n")])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        let context = ReportContext(manifestPath: "m.json", root: site.root.path, toolVersion: "test")
        var outputs: [String: String] = [:]
        for reporter in ReporterRegistry.all { outputs[reporter.identifier] = reporter.render(report, context) }
        XCTAssertTrue(outputs["text"]?.contains("page.js:1:1: error: handler 'nativeHandlr' is not in the manifest") ?? false, outputs["text"] ?? "")
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data((outputs["json"] ?? "").utf8)).self is [String: Any], true)
        XCTAssertTrue(outputs["junit"]?.hasPrefix("<?xml") ?? false)
        XCTAssertTrue(outputs["sarif"]?.contains("\"version\": \"2.1.0\"") ?? false)
        XCTAssertTrue(outputs["github"]?.contains("::error file=") ?? false, outputs["github"] ?? "")
        XCTAssertNil(ReporterRegistry.reporter(named: "xml"))
    }
}
