import BridgeContract
import BridgeLint
import BridgeReport
import Foundation
import XCTest

/// The site findings (a handler no page calls, a callback no page defines, a placeholder entry)
/// say what they are about as data, as call findings do: readers take the handler or callback
/// from the subject, never from the wording.
final class SiteFindingSubjectTests: XCTestCase {
    func testSiteFindingsNameTheirHandlerOrCallback() throws {
        let manifest = try ManifestLoader.load(
            bytes: Array(
                #"""
                {
                  "version": 1,
                  "handlers": {
                    "share": { "body": "string" },
                    "logout": { "body": "any" },
                    "TODO-login": { "body": "any" }
                  },
                  "callbacks": { "app.onResult": { "arguments": [{ "name": "value" }] }, "app.defined": {} }
                }
                """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "index.html", contents: "<script>window.webkit.messageHandlers.share.postMessage('x'); window.app = { defined: function () {} };</script>")
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        let found = report.siteFindings.map { "\($0.ruleID) \($0.subject.handler ?? "-") \($0.subject.callback ?? "-")" }.sorted()
        XCTAssertEqual(found, [
            "manifest-incomplete TODO-login -",
            "missing-callback - app.onResult",
            "unused-handler TODO-login -",
            "unused-handler logout -",
        ])
    }
}
