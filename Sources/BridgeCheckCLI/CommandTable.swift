import BridgeContract

/// One command-line option: `--name VALUE`, or a flag when `value` is nil.
struct OptionSpec: Sendable {
    let name: String
    let value: String?
    let help: String
    /// May be given more than once; every value is kept.
    var repeatable = false
}

/// One positional argument.
struct PositionalSpec: Sendable {
    let name: String
    let help: String
    let optional: Bool
    /// Takes every remaining argument (only the last positional).
    var variadic = false
}

/// A command: its words, documentation, arguments and what it runs. Adding a command is adding
/// one of these to `Commands.all`; the parser and the help text come from the table.
struct CommandSpec: Sendable {
    let path: [String]
    let summary: String
    let discussion: String
    let options: [OptionSpec]
    let positionals: [PositionalSpec]
    var exitCodes = "Exit codes: 0 ok, 1 rejected input or invalid manifest, 2 usage or configuration error."
    let run: @Sendable (Invocation, Console) -> Int32

    var name: String { path.joined(separator: " ") }

    var usage: String {
        var parts = ["bridgecheck", name]
        for option in options { parts.append(option.value.map { "[--\(option.name) \($0)]" } ?? "[--\(option.name)]") }
        for positional in positionals {
            let name = positional.variadic ? "\(positional.name)…" : positional.name
            parts.append(positional.optional ? "[\(name)]" : name)
        }
        return parts.joined(separator: " ")
    }

    var help: String {
        var out = "\(summary)\n\nUsage: \(usage)\n"
        if !discussion.isEmpty { out += "\n\(discussion)\n" }
        if !positionals.isEmpty {
            out += "\nArguments:\n"
            for p in positionals { out += "  \(p.name.padding(20))\(p.help)\n" }
        }
        out += "\nOptions:\n"
        for o in options {
            let left = "--\(o.name)" + (o.value.map { " \($0)" } ?? "")
            out += "  \(left.padding(20))\(o.help)\n"
        }
        out += "  \("-h, --help".padding(20))Show this help.\n"
        out += "\n\(exitCodes)\n"
        return out
    }
}

/// Parsed arguments of one command.
struct Invocation: Sendable {
    var values: [String: String] = [:]
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func all(_ name: String) -> [String] { repeated[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A usage error: printed with the command's usage line, exit code 2.
struct UsageError: Error {
    let message: String
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

enum ArgumentParser {
    /// Splits `arguments` (without the program name) into options, flags and positionals for `spec`.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> Invocation {
        var result = Invocation()
        var k = 0
        var onlyPositionals = false
        while k < arguments.count {
            let arg = arguments[k]
            k += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(arg.drop { $0 == "-" })
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let hint = closest(name, spec.options.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                throw UsageError(message: "unknown option '\(arg)' for '\(spec.name)'\(hint)")
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                result.flags.insert(name)
            } else {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard k < arguments.count else { throw UsageError(message: "option '--\(name)' needs a value: --\(name) \(option.value ?? "")") }
                    value = arguments[k]
                    k += 1
                }
                if result.values[name] != nil, !option.repeatable {
                    throw UsageError(message: "option '--\(name)' is given more than once")
                }
                result.values[name] = value
                result.repeated[name, default: []].append(value)
            }
        }
        let required = spec.positionals.filter { !$0.optional }.count
        if result.positionals.count < required {
            let missing = spec.positionals[result.positionals.count].name
            throw UsageError(message: "missing argument \(missing)")
        }
        if result.positionals.count > spec.positionals.count, spec.positionals.last?.variadic != true {
            throw UsageError(message: "unexpected argument '\(result.positionals[spec.positionals.count])'")
        }
        return result
    }

    static func closest(_ word: String, _ candidates: [String]) -> String? {
        candidates.first { $0.hasPrefix(word) && !word.isEmpty } ?? Suggestion.closest(to: word, in: candidates)
    }
}
