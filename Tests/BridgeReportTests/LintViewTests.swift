import BridgeJSON
import BridgeReport
import Foundation
import XCTest

/// What a run reads of lint's report: the lines with calls (their rules, and whether a call
/// there could not be checked), the suppressions, and the folders lint read, with paths made
/// absolute so lint given `site` and a run given `/work/app/site` agree; and the same view
/// read back from the file `check` hands `bridgecheck-run`.
final class LintViewTests: XCTestCase {
    private let cwd = FileManager.default.currentDirectoryPath

    private func report() -> Report {
        let dynamic = Finding(
            ruleID: "dynamic-call", severity: .info, message: "computed", file: "site/a.html", line: 4, column: 3, subject: FindingSubject(callNotChecked: true))
        let unknown = Finding(ruleID: "unknown-handler", severity: .error, message: "no such handler", file: "site/a.html", line: 9, column: 1)
        var page = FileResult(
            path: "site/a.html",
            calls: [
                CheckedCall(location: SourceLocation(file: "site/a.html", line: 4, column: 3), name: "?", handler: nil, text: "x", findings: [dynamic]),
                CheckedCall(location: SourceLocation(file: "site/a.html", line: 9, column: 1), name: "logg", handler: "logg", text: "y", findings: [unknown]),
                CheckedCall(location: SourceLocation(file: "./site/js/b.js", line: 2, column: 1), name: "log", handler: "log", text: "z", findings: []),
            ])
        page.suppressionTargets = [SuppressionTarget(line: 12, rules: ["uncaught-error"])]
        return Report(files: [page], siteFindings: [])
    }

    func testLinesRulesAndSuppressionsUnderAbsolutePaths() {
        let view = LintView(report(), scanned: ["site"])
        XCTAssertEqual(view.call(in: cwd + "/site/a.html", line: 4), LintView.CallLine(rules: ["dynamic-call"], notChecked: "dynamic-call"))
        XCTAssertEqual(view.call(in: "site/a.html", line: 9), LintView.CallLine(rules: ["unknown-handler"], notChecked: nil))
        XCTAssertEqual(view.call(in: cwd + "/site/js/b.js", line: 2), LintView.CallLine(rules: [], notChecked: nil))
        XCTAssertNil(view.call(in: cwd + "/site/a.html", line: 5), "no call on that line")
        XCTAssertTrue(view.silences("uncaught-error", in: cwd + "/site/a.html", line: 12))
        XCTAssertFalse(view.silences("uncaught-error", in: cwd + "/site/a.html", line: 13))
        XCTAssertFalse(view.silences("navigation", in: cwd + "/site/a.html", line: 12))
        XCTAssertTrue(view.covers(cwd + "/site"))
        XCTAssertTrue(view.covers("./site/pages"))
        XCTAssertFalse(view.covers(cwd + "/site-broken"), "a sibling whose name starts the same is not inside")
        XCTAssertFalse(view.covers(cwd))
    }

    func testTheFileCheckWritesReadsBackAsTheSameView() throws {
        let view = LintView(report(), scanned: ["site"])
        let text = JSONWriter().string(view.json)
        XCTAssertEqual(try LintView(json: JSONParser().parse(text)), view)
    }

    /// A large site's view is many megabytes: it loads from its file (the parser's defaults,
    /// 1 MiB, are for a message), and a file past the view's own limit, a folder or a missing
    /// file is an error that says so.
    func testALargeSitesViewLoadsFromItsFile() throws {
        var files: [FileResult] = []
        for page in 0..<400 {
            let path = "site/page\(page).html"
            files.append(FileResult(path: path, calls: (1...100).map { line in
                CheckedCall(location: SourceLocation(file: path, line: line, column: 1), name: "log", handler: "log", text: "x", findings: [])
            }))
        }
        let view = LintView(Report(files: files, siteFindings: []), scanned: ["site"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("view.json").path
        let text = JSONWriter().string(view.json)
        XCTAssertGreaterThan(text.utf8.count, 1 << 20, "past the parser's default limit")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(try LintView.load(file), view)
        func error(_ path: String) -> String? {
            do {
                _ = try LintView.load(path)
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error(folder.appendingPathComponent("missing.json").path), "cannot read it")
        XCTAssertEqual(error(folder.path), "it is a folder, not a file")
    }

    func testABadFileIsAnErrorSayingWhatIsWrong() throws {
        func error(_ text: String) -> String? {
            do {
                _ = try LintView(json: JSONParser().parse(text))
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error("[]"), "not a lint view of version 1")
        XCTAssertEqual(error(#"{"version": 2, "roots": [], "calls": [], "suppressions": []}"#), "not a lint view of version 1")
        XCTAssertEqual(error(#"{"version": 1, "roots": [3], "calls": [], "suppressions": []}"#), "roots holds a value that is not a string")
        XCTAssertEqual(error(#"{"version": 1, "roots": []}"#), "calls or suppressions is missing")
        XCTAssertEqual(error(#"{"version": 1, "roots": [], "calls": [{}], "suppressions": []}"#), #"a call has no "at""#)
        XCTAssertEqual(
            error(#"{"version": 1, "roots": [], "calls": [], "suppressions": [{"file": "a", "targets": [{"line": 1.5, "rules": []}]}]}"#), "a suppression target has no line")
        XCTAssertNil(error(#"{"version": 1, "roots": [], "calls": [], "suppressions": []}"#))
    }
}
