import BridgeLint
import BridgeNative
import BridgeReport
import BridgeRun

/// Every rule of every engine, assembled from the engines' own registries (no rule id is written
/// here): what `.bridgecheck.json`'s "rules" and suppression comments may name. Each engine
/// judges its own rules and is handed the others', so a page may silence a `run` rule that lint
/// cannot judge without that being "not a rule".
enum RuleCatalogue {
    enum Engine: String, CaseIterable {
        case lint, run, native
    }

    static func rules(of engine: Engine) -> [RuleInfo] {
        switch engine {
        case .lint: return RuleRegistry.infos
        case .run: return RunRule.all.map(\.info)
        case .native: return NativeRuleRegistry.infos + SuppressionRules.infos
        }
    }

    /// Every rule id, each once, in the engines' order.
    static let ids: [String] = {
        var seen = Set<String>()
        return Engine.allCases.flatMap { rules(of: $0).map(\.id) }.filter { seen.insert($0).inserted }
    }()

    /// The ids of every engine but `engine`, for the suppressions its sources hold.
    static func ids(besides engine: Engine) -> [String] {
        let own = Set(rules(of: engine).map(\.id))
        return ids.filter { !own.contains($0) }
    }
}
