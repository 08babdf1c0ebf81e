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

    /// The ids of an engine's rules: `rules(of:)` without what only a report or `rules` shows
    /// (building native's examples would cost every lint run more than a small site's scan).
    static func ids(of engine: Engine) -> [String] {
        switch engine {
        case .native: return NativeRuleRegistry.ids + SuppressionRules.infos.map(\.id)
        case .lint, .run: return rules(of: engine).map(\.id)
        }
    }

    /// Every rule id, each once, in the engines' order.
    static let ids: [String] = {
        var seen = Set<String>()
        return Engine.allCases.flatMap { ids(of: $0) }.filter { seen.insert($0).inserted }
    }()

    /// The ids of every engine but `engine`, for the suppressions its sources hold.
    static func ids(besides engine: Engine) -> [String] {
        let own = Set(ids(of: engine))
        return ids.filter { !own.contains($0) }
    }
}
