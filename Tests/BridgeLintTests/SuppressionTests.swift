@testable import BridgeLint
import XCTest

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
}
