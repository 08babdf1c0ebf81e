@testable import BridgeLint
import BridgeContract
import Foundation
import XCTest

/// The project aliases an import may go through (`ModuleAliases`).
final class ModuleAliasesTests: XCTestCase {
    func testJSONWithCommentsAndTrailingCommasIsMadeStrict() {
        let text = "{\n  // a comment, \"quoted\"\n  \"a\": \"x // not a comment\", /* block\n */ \"b\": [1, 2,],\n}\n"
        let strict = String(decoding: ModuleAliases.strictJSON(Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(strict, "{\n  \n  \"a\": \"x // not a comment\", \n \"b\": [1, 2 ] \n}\n")
        // An unterminated comment or string ends the text; nothing is read past it.
        XCTAssertEqual(ModuleAliases.strictJSON(Array("{ /* open".utf8)), Array("{ ".utf8))
        XCTAssertEqual(ModuleAliases.strictJSON(Array("{\"a\\".utf8)), Array("{\"a\\".utf8))
    }

    func testPatternsHoldOneStar() {
        XCTAssertEqual(ModuleAliases.match("@app/utils/bridge", "@app/*"), "utils/bridge")
        XCTAssertEqual(ModuleAliases.match("bridge", "bridge"), "")
        XCTAssertEqual(ModuleAliases.match("#native/x.js", "#native/*.js"), "x")
        XCTAssertNil(ModuleAliases.match("@ap", "@app/*"))
        XCTAssertNil(ModuleAliases.match("lodash", "@/*"))
    }

    /// A config that is not JSON, or whose fields have other types, aliases nothing, and lint
    /// goes on; bare names stay packages'.
    func testAConfigThatDoesNotParseAliasesNothing() throws {
        for config in ["{ \"compilerOptions\": { \"paths\": { \"#n/*\": 3 }, \"baseUrl\": [] } }", String(repeating: "[", count: 100_000), "\u{FEFF}{}", "{\"compilerOptions\": {\"paths\": {\"#n/*\": [\"lib/*\", 4]}}}"] {
            let site = try TemporarySite([
                (path: "tsconfig.json", contents: config),
                (path: "app.js", contents: "import { flexible } from '#n/post';\nflexible({ id: 'x' });\n"),
                (path: "lib/post.js", contents: "export function flexible(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n"),
            ])
            defer { site.remove() }
            let report = site.lint(manifest: try ManifestLoader.load(bytes: Array(RuleExamples.manifest.utf8), file: "rule-examples.json"))
            let expected = config.hasSuffix("4]}}}") ? ["app.js:2:12 param-type"] : []
            XCTAssertEqual(site.siteFindings(report), expected, config.prefix(60).description)
        }
    }
}
