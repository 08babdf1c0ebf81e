@testable import BridgeLint
import BridgeReport
import Foundation
import XCTest

/// Pages in the encodings real sites use are read as browsers read them (byte-order mark, then
/// <meta charset> / http-equiv, then UTF-8): each gives exactly the findings of its UTF-8 twin,
/// at the same line and column (in characters), quoting the same text.
final class EncodingTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/encodings")

    private func findings(_ file: URL) -> [String] {
        let report = Linter(manifest: ExampleManifest.rules, options: LintOptions()).run(paths: [file.path])
        return report.allFindings.filter { $0.file == file.path }.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
    }

    func testEachEncodingReadsLikeItsUTF8Twin() throws {
        let cases: [(String, String, String)] = [
            ("shift_jis", "Shift_JIS", "日本語"), ("euc-jp", "EUC-JP", "日本語"), ("euc-kr", "EUC-KR", "한국어"),
            ("gb18030", "gb18030", "中文字"), ("windows-1252", "windows-1252", "café"), ("iso-8859-1", "windows-1252", "naïve"),
            ("utf-16le", "UTF-16LE", "日本語"), ("utf-16be", "UTF-16BE", "한국어"), ("utf-8-bom", "UTF-8", "中文字"),
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-encodings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, encoding, word) in cases {
            let page = Self.fixtures.appendingPathComponent("\(name).html")
            let bytes = [UInt8](try Data(contentsOf: page))
            XCTAssertEqual(PageEncoding.detect(bytes, isHTML: true).encoding.name, encoding, name)
            // The twin is the same page in UTF-8 (`.utf8`, linted under an .html name).
            let twin = dir.appendingPathComponent("\(name).html")
            try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).utf8")).write(to: twin)
            let got = findings(page)
            XCTAssertEqual(got, findings(twin), name)
            // Line 3: "<p>WORD</p><script>var s = \"WORD\"; window…": the call starts after
            // 3 + n + 4 + 8 + 9 + n + 3 characters.
            let column = 27 + 2 * word.count + 1
            XCTAssertEqual(got, ["3:\(column) unknown-handler handler '\(word)' is not in the manifest"], name)
        }
    }

    func testInvalidBytesAndUnknownLabelsAreNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-encodings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.html")
        try Data(Array("<meta charset=shift_jis>\n<script>window.webkit.messageHandlers.nope.postMessage(1)</script>\n".utf8) + [0x81, 0xFF, 0x82]).write(to: bad)
        XCTAssertEqual(findings(bad), [
            "1:1 unreadable-file 3 bytes are not valid Shift_JIS (from the <meta charset>); read as U+FFFD",
            "2:9 unknown-handler handler 'nope' is not in the manifest",
        ])
        let unknown = dir.appendingPathComponent("unknown.html")
        try Data("<meta charset=x-klingon>\n<script>window.webkit.messageHandlers.nope.postMessage(1)</script>\n".utf8).write(to: unknown)
        XCTAssertEqual(findings(unknown), [
            "1:1 unreadable-file the page declares charset 'x-klingon', which bridgecheck does not know; it was read as UTF-8",
            "2:9 unknown-handler handler 'nope' is not in the manifest",
        ])
    }

    func testThePrescanFindsWhatBrowsersFind() {
        func label(_ html: String) -> String? { PageEncoding.metaCharset(Array(html.utf8)[...]) }
        XCTAssertEqual(label(#"<meta charset="Shift_JIS">"#), "shift_jis")
        XCTAssertEqual(label("<META CHARSET=EUC-KR >"), "euc-kr")
        XCTAssertEqual(label(#"<meta http-equiv="Content-Type" content="text/html; charset='gb2312'">"#), "gb2312")
        XCTAssertEqual(label(#"<meta content="text/html;charset=iso-8859-1" http-equiv=content-type>"#), "iso-8859-1")
        XCTAssertNil(label(#"<!-- <meta charset="big5"> --><p>"#))
        XCTAssertNil(label(#"<meta name="description" content="charset=koi8-r">"#))
        XCTAssertNil(label(#"<metadata charset="big5">"#))
        XCTAssertEqual(PageEncoding.detect(Array(#"<meta charset="utf-16">"#.utf8), isHTML: true).encoding.name, "UTF-8", "a UTF-16 label in ASCII bytes means UTF-8")
        XCTAssertEqual(PageEncoding.detect(Array(#"<meta charset="shift_jis">"#.utf8), isHTML: false).encoding.name, "UTF-8", "scripts have no meta")
    }
}
