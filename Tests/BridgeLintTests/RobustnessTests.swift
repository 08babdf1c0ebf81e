import BridgeContract
import BridgeLint
import BridgeReport
import Foundation
import XCTest

/// Hostile trees: every bad file gives a finding or a skip with its reason, and the good file's
/// call is still found.
final class RobustnessTests: XCTestCase {
    private let good = (path: "good.js", contents: "window.webkit.messageHandlers.nativeHandler.postMessage('x');")

    private func assertGoodCallFound(_ report: Report, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(report.files.contains { $0.path.hasSuffix("good.js") && $0.calls.count == 1 }, "the good file's call was lost", file: file, line: line)
    }

    func testBinaryInvalidUTF8AndUnterminatedFiles() throws {
        let site = try TemporarySite([
            good,
            (path: "binary.html", contents: "\u{0}\u{1}PNG\u{0}messageHandlers"),
            (path: "comment.js", contents: "/* window.webkit.messageHandlers.x.postMessage(1)"),
            (path: "string.js", contents: "var s = 'messageHandlers"),
            (path: "template.js", contents: "var s = `${window.webkit.messageHandlers.nativeHandler.postMessage('y')"),
            (path: "regex.html", contents: "<script>var r = /messageHandlers\n</script><script>window.webkit.messageHandlers.nativeHandler.postMessage('z')</script>"),
        ])
        defer { site.remove() }
        let invalid = site.root.appendingPathComponent("invalid.js")
        try Data(Array("window.webkit.messageHandlers.nativeHandler.postMessage('".utf8) + [0xFF] + Array("');".utf8)).write(to: invalid)
        let report = site.lint(manifest: ExampleManifest.rules)
        assertGoodCallFound(report)
        XCTAssertEqual(site.relative(report.allFindings.filter { $0.ruleID != "unused-handler" && $0.ruleID != "missing-callback" }), [
            "binary.html:1:1 unreadable-file",
            "comment.js:1:1 unparsable-script",
            "invalid.js:1:58 unparsable-script",
            "regex.html:1:17 unparsable-script",
            "string.js:1:9 unparsable-script",
            "template.js:1:72 unparsable-script",
        ])
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("binary.html") }?.skipped, "binary file (it contains NUL bytes)")
        XCTAssertEqual(report.callCount, 4, "good.js, template.js, regex.html and invalid.js each still yield their call")
    }

    func testLargeFilesAreSkippedWithoutBeingRead() throws {
        let site = try TemporarySite([good])
        defer { site.remove() }
        let huge = site.root.appendingPathComponent("huge.html")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 200 << 20)  // 200 MB, sparse
        try handle.close()
        let report = site.lint(manifest: ExampleManifest.rules)
        assertGoodCallFound(report)
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("huge.html") }?.skipped, "209715200 bytes is more than the 104857600-byte limit (--max-file-bytes)")
    }

    func testDeepNestingAndUnterminatedMarkup() throws {
        let deep = String(repeating: "<div>", count: 100_000) + "<script>window.webkit.messageHandlers.nativeHandler.postMessage('deep')</script>"
        let site = try TemporarySite([good, (path: "deep.html", contents: deep), (path: "open.html", contents: "<!-- <script>window.webkit.messageHandlers.nativeHandler.postMessage(1)")])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        assertGoodCallFound(report)
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("deep.html") }?.calls.count, 1)
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("open.html") }?.calls.count, 0, "inside an unterminated comment there is no script")
    }

    func testSymbolicLinksNeverLeadOutOfTheRootOrIntoLoops() throws {
        let outside = try TemporarySite([(path: "secret.js", contents: "window.webkit.messageHandlers.nativeHandler.postMessage('outside');")])
        defer { outside.remove() }
        let site = try TemporarySite([good, (path: "sub/inner.js", contents: "window.webkit.messageHandlers.nativeHandler.postMessage('inner');")])
        defer { site.remove() }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("sub/loop").path, withDestinationPath: site.root.path)
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("leak.js").path, withDestinationPath: outside.root.appendingPathComponent("secret.js").path)
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("dangling.js").path, withDestinationPath: site.root.appendingPathComponent("nothing.js").path)
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("again.js").path, withDestinationPath: site.root.appendingPathComponent("good.js").path)
        XCTAssertEqual(mkfifo(site.root.appendingPathComponent("fifo").path, 0o644), 0)
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("pipe.html").path, withDestinationPath: site.root.appendingPathComponent("fifo").path)
        // A FIFO with a page's name is named in the report, not dropped.
        XCTAssertEqual(mkfifo(site.root.appendingPathComponent("sub/page.html").path, 0o644), 0)
        let report = site.lint(manifest: ExampleManifest.rules)
        assertGoodCallFound(report)
        XCTAssertEqual(report.callCount, 2, "good.js and sub/inner.js, each once")
        let skipped = report.files.compactMap { f in f.skipped.map { "\((f.path as NSString).lastPathComponent): \($0)" } }
        XCTAssertEqual(skipped.sorted(), [
            "dangling.js: symbolic link to nothing (or a loop)",
            "leak.js: symbolic link to a file outside \(site.root.path) is not followed",
            "page.html: not a regular file (a FIFO, socket or device); not read",
            "pipe.html: not a regular file (a FIFO, socket or device); not read",
        ])
        XCTAssertEqual(report.allFindings.filter { $0.file.hasSuffix("sub/page.html") }.map(\.ruleID), ["unreadable-file"])
    }

    func testJUnitOutputValidatesAgainstBothSchemas() throws {
        guard let conformance = TestSupportLocator.conformance else { throw XCTSkip(TestSupportLocator.missing) }
        let site = try TemporarySite([
            good,
            (path: "bad.html", contents: "<script>\u{1}window.webkit.messageHandlers.nope.postMessage(']]>');\nfunction p(n) { window.webkit.messageHandlers[n].postMessage(1) }</script>"),
        ])
        defer { site.remove() }
        let xml = JUnitWriter().xml(site.lint(manifest: ExampleManifest.rules).junit(manifestPath: "m.json", strict: false))
        for schema in ["jenkins-junit-10.xsd", "windyroad-JUnit.xsd"] {
            XCTAssertEqual(XMLSchemaCheckBridge.problems(xml, conformance.appendingPathComponent("junit-xsd/\(schema)").path), [], schema)
        }
        XCTAssertTrue(xml.contains(#"<testcase name="1:10 nope""#), xml)
        XCTAssertTrue(xml.contains("<skipped message=\"handler name `n` is computed at run time; this call is not checked\"/>"), xml)
        XCTAssertTrue(xml.contains(#"<testcase name="1:1 nativeHandler" classname=""#), xml)
    }
}
