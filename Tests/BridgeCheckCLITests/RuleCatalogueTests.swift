@testable import BridgeCheckCLI
import BridgeReport
import Foundation
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
            XCTAssertEqual(RuleCatalogue.ids(of: engine), ids, "\(engine)'s ids, read without building its examples, are its rules' ids")
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

    /// Reading the running children first asks the kernel whether there is any child at all: a
    /// child that is running must still be found (and so ended as bridgecheck exits).
    func testARunningChildIsFound() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer {
            child.terminate()
            child.waitUntilExit()
        }
        #if os(Linux)
            XCTAssertTrue(ChildProcesses.running().contains(child.processIdentifier))
        #endif
    }
}
