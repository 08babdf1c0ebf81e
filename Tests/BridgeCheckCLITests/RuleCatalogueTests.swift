@testable import BridgeCheckCLI
import BridgeReport
import XCTest

/// The rule catalogue is assembled from each engine's registry: ids are kebab-case, no two
/// engines claim one (but the rules about suppressions, which every engine reports), and
/// configuration and suppressions accept every one.
final class RuleCatalogueTests: XCTestCase {
    func testEveryEnginesRulesAreInTheCatalogueOnce() {
        let shared = Set(SuppressionRules.infos.map(\.id))
        var owner: [String: RuleCatalogue.Engine] = [:]
        for engine in RuleCatalogue.Engine.allCases {
            let ids = RuleCatalogue.rules(of: engine).map(\.id)
            XCTAssertEqual(Set(ids).count, ids.count, "\(engine) lists a rule twice")
            for id in ids {
                XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id)
                XCTAssertTrue(RuleCatalogue.ids.contains(id), id)
                if let other = owner[id], !shared.contains(id) { XCTFail("\(id) is both \(other)'s and \(engine)'s") }
                owner[id] = engine
            }
        }
        XCTAssertEqual(Set(RuleCatalogue.ids).count, RuleCatalogue.ids.count)
        XCTAssertTrue(Set(RuleCatalogue.ids(besides: .lint)).isDisjoint(with: RuleCatalogue.rules(of: .lint).map(\.id)))
        XCTAssertTrue(RuleCatalogue.ids(besides: .lint).contains("uncaught-error"), "run's rules are other engines' for lint")
        XCTAssertTrue(RuleCatalogue.ids(besides: .native).contains("unknown-handler"), "lint's rules are other engines' for native")
    }
}
