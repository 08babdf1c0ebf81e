import BridgeReport

/// `bridgecheck rules`: every rule of every engine, from the catalogue the engines' registries
/// make, so a team can find an id to configure or silence without reading the sources.
enum RulesCommand {
    struct Options: CommandOptions {
        var engine: RuleCatalogue.Engine?
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["rules"],
        summary: "List every rule: its id, the command that reports it, its default severity and what it finds.",
        discussion: """
            One line a rule: id, command (lint, run or native), default severity, summary. The ids are
            what .bridgecheck.json's "rules" set ({"unknown-handler": "warning"}) and what
            `bridgecheck-disable-next-line ID -- reason` comments silence. The rules about
            suppressions themselves are every command's; they are listed once, under lint.
            """,
        options: [.choice("engine", \Options.engine, value: "COMMAND", help: "Only the rules of lint, run or native.")],
        positionals: [],
        exitCodes: "Exit codes: 0 listed, 2 usage error.",
        run: run)

    static func run(_ options: Options, _ console: Console) -> Int32 {
        var listed = Set<String>()
        var lines: [(String, String, String, String)] = []
        for engine in options.engine.map({ [$0] }) ?? RuleCatalogue.Engine.allCases {
            for rule in RuleCatalogue.rules(of: engine) where listed.insert(rule.id).inserted {
                lines.append((rule.id, engine.rawValue, rule.severity.rawValue, rule.summary))
            }
        }
        let width = (lines.map(\.0.count).max() ?? 0) + 2
        var out = ""
        for (id, engine, severity, summary) in lines { out += id.padding(width) + engine.padding(8) + severity.padding(9) + summary + "\n" }
        console.out(out)
        return ExitCode.ok
    }
}
