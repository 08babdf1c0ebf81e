import BridgeReport
import XCTest

/// The one suppression engine lint, native and run share: the comment syntax, and the findings
/// about suppressions, worded alike for every engine.
final class SuppressionTests: XCTestCase {
    func testTheKeywordIsFoundAfterNearMissesAndNonASCIIText() {
        XCTAssertTrue(Suppression.isMentioned(in: "// bridgecheck-disable-next-line unknown-handler -- legacy"))
        XCTAssertTrue(Suppression.isMentioned(in: "/* bridgecheck-disable bridgecheck-disable-next-line x */"), "a near miss first")
        XCTAssertTrue(Suppression.isMentioned(in: "<!-- 한국어 bridgecheck-disable-next-line x -->"))
        XCTAssertTrue(Suppression.isMentioned(in: "bridgecheck-disable-next-line"))
        XCTAssertFalse(Suppression.isMentioned(in: "// bridgecheck-disable-next-lin"))
        XCTAssertFalse(Suppression.isMentioned(in: "// BRIDGECHECK-DISABLE-NEXT-LINE x"), "the keyword is lower case, as parse reads it")
        XCTAssertFalse(Suppression.isMentioned(in: ""))
    }

    private let here = SourceLocation(file: "a.js", line: 4, column: 3)

    func testEveryCommentFormReadsTheSame() throws {
        for comment in [
            "// bridgecheck-disable-next-line a-rule, b-rule -- why",
            "/* bridgecheck-disable-next-line a-rule b-rule -- why */",
            " bridgecheck-disable-next-line a-rule,b-rule -- why -->",
        ] {
            let s = try XCTUnwrap(Suppression.parse(comment, at: here), comment)
            XCTAssertEqual(s.rules, ["a-rule", "b-rule"], comment)
            XCTAssertEqual(s.reason, "why", comment)
            XCTAssertEqual(s.targetLine, 5, comment)
        }
        XCTAssertNil(Suppression.parse("// nothing here", at: here))
        XCTAssertNil(Suppression.parse("// bridgecheck-disable-next-line a-rule --   ", at: here)?.reason, "an empty reason is none")
        // A block comment over three lines silences the line after its end; a given end line wins.
        XCTAssertEqual(Suppression.parse("/* bridgecheck-disable-next-line a-rule\n -- why\n */", at: here)?.targetLine, 7)
        XCTAssertEqual(Suppression.parse("/* bridgecheck-disable-next-line a-rule */", at: here, endLine: 9)?.targetLine, 10)
    }

    private func apply(_ comments: [String], to findings: [Finding], judged: [String], known: [String]) -> [String] {
        var file = FileResult(path: "a.js", findings: findings)
        let scope = SuppressionScope(judged: judged, known: known) { word, candidates in candidates.first { $0.hasPrefix(String(word.prefix(4))) } }
        scope.apply(comments.enumerated().compactMap { k, c in Suppression.parse(c, at: SourceLocation(file: "a.js", line: 1 + 2 * k, column: 1)) }, to: &file)
        return file.findings.map { "\($0.line) \($0.ruleID): \($0.message)\($0.hint.map { " (\($0))" } ?? "")" }
    }

    private func finding(_ rule: String, line: Int) -> Finding { Finding(ruleID: rule, severity: .error, message: "m", file: "a.js", line: line, column: 1) }

    func testWhatASuppressionSilencesAndWhatIsSaidOfIt() {
        let known = ["own-rule", "other-rule"]
        // Used and justified: silent, and the finding is gone.
        XCTAssertEqual(apply(["// bridgecheck-disable-next-line own-rule -- why"], to: [finding("own-rule", line: 2)], judged: ["own-rule"], known: known), [])
        // No reason: still silences, and says so.
        XCTAssertEqual(
            apply(["// bridgecheck-disable-next-line own-rule"], to: [finding("own-rule", line: 2)], judged: ["own-rule"], known: known),
            ["1 unjustified-suppression: suppression of own-rule gives no reason (add ' -- why' after the rule ids)"])
        // Nothing on the next line to silence.
        XCTAssertEqual(
            apply(["// bridgecheck-disable-next-line own-rule -- why"], to: [finding("own-rule", line: 3)], judged: ["own-rule"], known: known),
            ["3 own-rule: m", "1 unused-suppression: suppression of own-rule silences nothing on line 2 (remove it)"])
        // Another engine's rule alone: this engine cannot tell, and says nothing.
        XCTAssertEqual(apply(["// bridgecheck-disable-next-line other-rule -- why"], to: [], judged: ["own-rule"], known: known), [])
        // A rule no engine has, with the closest one; and no rule at all.
        XCTAssertEqual(
            apply(["// bridgecheck-disable-next-line own-rul -- typo", "// bridgecheck-disable-next-line -- empty"], to: [], judged: ["own-rule"], known: known),
            ["1 unused-suppression: suppression names 'own-rul', which is not a rule (did you mean 'own-rule'?)", "3 unused-suppression: suppression names no rule"])
    }

    func testTheRulesAboutSuppressionsAreAlwaysKnown() {
        let scope = SuppressionScope(judged: ["own-rule"], known: [])
        XCTAssertEqual(scope.known, ["own-rule", "unjustified-suppression", "unused-suppression"])
    }
}
