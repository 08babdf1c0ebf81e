import Foundation
import TestSupport
import XCTest

/// Text from a page (a handler name here) is shown in every format, never acted on: no format
/// prints a control character, a line separator or a bidirectional control raw.
final class HostileTextTests: XCTestCase {
    private var binary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path }
    private let manifest = Fixtures.exampleManifest.path

    /// A raw byte or character no report may print: C0 but the line end, DEL, C1, U+2028/2029,
    /// and the bidirectional embeddings, overrides and isolates.
    private func firstRawControl(_ text: String) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: continue
            case 0x00..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return "U+" + String(scalar.value, radix: 16, uppercase: true)
            default: continue
            }
        }
        return nil
    }

    func testAForgedWorkflowCommandInAHandlerNameIsShownNotObeyed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("bridge-manifest.json").path
        try Data(#"{"version":1,"handlers":{"h":{"body":"string"}}}"#.utf8).write(to: URL(fileURLWithPath: manifest))
        let page = #"<script>window.webkit.messageHandlers.h.postMessage("ok"); window.webkit.messageHandlers["\u001b[2J\u0007\u0000\u0085\r\n::error::forged\u202e\u2028"].postMessage("x")</script>"#
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))

        let text = try Tool.run(binary, ["lint", "--manifest", manifest, "index.html"], currentDirectory: folder)
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(
            text.stdoutText,
            #"index.html:1:60: error: handler '\u{1B}[2J\u{7}\u{0}\u{85}\r\n::error::forged\u{202E}\u{2028}' is not in the manifest [unknown-handler]"# + "\n"
                + "1 file scanned, 2 bridge calls: 1 error, 0 warnings, 0 notes\n")

        let github = try Tool.run(binary, ["lint", "--manifest", manifest, "--format", "github", "index.html"], currentDirectory: folder)
        XCTAssertEqual(
            github.stdoutText,
            #"::error file=index.html,line=1,col=60,title=unknown-handler::handler '\u{1B}[2J\u{7}\u{0}\u{85}\r\n::error::forged\u{202E}\u{2028}' is not in the manifest"# + "\n")

        for format in ["text", "github", "json", "junit", "sarif"] {
            let result = try Tool.run(binary, ["lint", "--manifest", manifest, "--format", format, "index.html"], currentDirectory: folder)
            XCTAssertEqual(result.status, 1, format)
            XCTAssertTrue(result.stdoutText.contains("forged"), "\(format) lost the finding")
            XCTAssertNil(firstRawControl(result.stdoutText), "\(format) prints a raw control character")
            XCTAssertNil(firstRawControl(result.stderrText), "\(format)'s summary prints a raw control character")
        }
    }

    func testDecodeRejectionsShowHostileKeysEscaped() throws {
        let result = try Tool.run(binary, ["decode", "message", "--manifest", manifest, "--handler", "EXAMPLE", "{\"action\":\"pong\",\"param\":{\"count\":\"3\"},\"\\u001b[2J\\r\\n::error::x\":1}"])
        XCTAssertEqual(result.status, 1)
        XCTAssertNil(firstRawControl(result.stderrText), result.stderrText)
        XCTAssertTrue(result.stderrText.contains(#"\u{1B}[2J\r\n::error::x"#), result.stderrText)
    }
}
