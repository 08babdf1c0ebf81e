import BridgeContract

/// One command-line option as the help text and the parser spell it: `--name VALUE`, or a flag
/// when `value` is nil.
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

/// What a command's typed options are: made empty, filled by the parser from the command line
/// (or by `check` from the typed configuration), with the positional arguments as given.
protocol CommandOptions {
    init()
    /// The positional arguments (paths, a body, a manifest), as written.
    var positionals: [String] { get set }
}

/// An option of the options type `Root`, declared once: its spelling and help, and how the text
/// given becomes a typed value in `Root`. The value is checked here, where it is read, so a bad
/// one is a usage error naming the option (`--jobs takes a whole number from 1 to 1024, got
/// 'x'`) before the command runs; commands read `Int`s, seconds and enums, never text. (A
/// hand-written parser, not swift-argument-parser: packages cannot be fetched here. Its shape
/// follows that library's: typed options declared once, help made from the declarations, and
/// groups of options shared between commands.)
struct Option<Root>: Sendable {
    let spec: OptionSpec
    /// Stores the value (empty for a flag) into the options, or says why it is not one.
    let apply: @Sendable (inout Root, String) throws(UsageError) -> Void

    /// `--name`: true when given.
    static func flag(_ name: String, _ path: WritableKeyPath<Root, Bool> & Sendable, help: String) -> Option {
        Option(spec: OptionSpec(name: name, value: nil, help: help)) { root, _ in root[keyPath: path] = true }
    }

    /// `--name TEXT`: any text (a name, a path, an expression).
    static func text(_ name: String, _ path: WritableKeyPath<Root, String?> & Sendable, value: String, help: String) -> Option {
        Option(spec: OptionSpec(name: name, value: value, help: help)) { root, text in root[keyPath: path] = text }
    }

    /// `--name TEXT`, repeatable: every value, in order.
    static func texts(_ name: String, _ path: WritableKeyPath<Root, [String]> & Sendable, value: String, help: String) -> Option {
        Option(spec: OptionSpec(name: name, value: value, help: help, repeatable: true)) { root, text in root[keyPath: path].append(text) }
    }

    /// `--name N`: a whole number within `range`; `takes` words it for the error (default: "a
    /// whole number from A to B").
    static func integer(
        _ name: String, _ path: WritableKeyPath<Root, Int?> & Sendable, in range: ClosedRange<Int>, value: String = "N", takes: String? = nil, help: String
    ) -> Option {
        let takes = takes ?? "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return Option(spec: OptionSpec(name: name, value: value, help: help)) { root, text throws(UsageError) in
            guard let n = Int(text), range.contains(n) else { throw UsageError.badValue(name, takes: takes, got: text) }
            root[keyPath: path] = n
        }
    }

    /// `--name N`: a whole number from 0 to 2^64 - 1 (a seed).
    static func unsigned(_ name: String, _ path: WritableKeyPath<Root, UInt64?> & Sendable, value: String = "N", help: String) -> Option {
        Option(spec: OptionSpec(name: name, value: value, help: help)) { root, text throws(UsageError) in
            guard let n = UInt64(text) else { throw UsageError.badValue(name, takes: "a whole number from 0 to \(UInt64.max)", got: text) }
            root[keyPath: path] = n
        }
    }

    /// `--name SECONDS` (or another unit): a number within `range`; `takes` words it for the error.
    static func number(
        _ name: String, _ path: WritableKeyPath<Root, Double?> & Sendable, in range: ClosedRange<Double>, value: String = "SECONDS", takes: String, help: String
    ) -> Option {
        Option(spec: OptionSpec(name: name, value: value, help: help)) { root, text throws(UsageError) in
            guard let n = Double(text), n.isFinite, range.contains(n) else { throw UsageError.badValue(name, takes: takes, got: text) }
            root[keyPath: path] = n
        }
    }

    /// `--name SECONDS`: seconds above 0, at most `limit`.
    static func seconds(_ name: String, _ path: WritableKeyPath<Root, Double?> & Sendable, upTo limit: Double, help: String) -> Option {
        Option(spec: OptionSpec(name: name, value: "SECONDS", help: help)) { root, text throws(UsageError) in
            guard let n = Double(text), n > 0, n <= limit else { throw UsageError.badValue(name, takes: "a number of seconds above 0", got: text) }
            root[keyPath: path] = n
        }
    }

    /// `--name VALUE`: one of an enum's spellings.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Root, Value?> & Sendable, value: String, help: String
    ) -> Option where Value.RawValue == String {
        Option(spec: OptionSpec(name: name, value: value, help: help)) { root, text throws(UsageError) in
            guard let chosen = Value(rawValue: text) else {
                let names = Value.allCases.map(\.rawValue)
                let takes = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
                throw UsageError.badValue(name, takes: takes, got: text)
            }
            root[keyPath: path] = chosen
        }
    }

    /// The same option in a larger options type that holds this one's (a shared group, such as
    /// the report options every findings command takes).
    func within<Outer>(_ outer: WritableKeyPath<Outer, Root> & Sendable) -> Option<Outer> {
        let apply = self.apply
        return Option<Outer>(spec: spec) { root, text throws(UsageError) in try apply(&root[keyPath: outer], text) }
    }
}

/// A command: its words, documentation, typed options and what it runs. Adding a command is
/// adding one of these to `Commands.all`; the parser and the help text come from the table.
struct CommandSpec: Sendable {
    let path: [String]
    let summary: String
    let discussion: String
    let options: [OptionSpec]
    let positionals: [PositionalSpec]
    var exitCodes = "Exit codes: 0 ok, 1 rejected input or invalid manifest, 2 usage or configuration error."
    /// Parses the arguments (after the command's words) into its typed options and runs it.
    let execute: @Sendable ([String], Console) throws(UsageError) -> Int32

    init<Options: CommandOptions>(
        path: [String], summary: String, discussion: String, options: [Option<Options>], positionals: [PositionalSpec],
        exitCodes: String = "Exit codes: 0 ok, 1 rejected input or invalid manifest, 2 usage or configuration error.",
        run: @escaping @Sendable (Options, Console) -> Int32
    ) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.positionals = positionals
        self.exitCodes = exitCodes
        let name = path.joined(separator: " ")
        execute = { arguments, console throws(UsageError) in
            let parsed = try ArgumentParser.parse(arguments, options: options, positionals: positionals, command: name)
            return run(parsed, console)
        }
    }

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

/// A usage error, exit code 2. One about the shape of the command line (an unknown option, a
/// missing value or argument) is printed with the command's usage line; one about a value
/// (`--jobs takes a whole number from 1 to 1024, got 'x'`) names the option and what it takes.
struct UsageError: Error {
    let message: String
    var showsUsage = true

    static func badValue(_ option: String, takes: String, got text: String) -> UsageError {
        UsageError(message: "--\(option) takes \(takes), got '\(text)'", showsUsage: false)
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

enum ArgumentParser {
    /// Parses `arguments` (without the program name and the command's words) into a command's
    /// typed options: each option's value is checked as it is stored.
    static func parse<Options: CommandOptions>(
        _ arguments: [String], options: [Option<Options>], positionals: [PositionalSpec], command: String
    ) throws(UsageError) -> Options {
        var result = Options()
        var given: Set<String> = []
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
            guard let option = options.first(where: { $0.spec.name == name }) else {
                let hint = closest(name, options.map(\.spec.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                throw UsageError(message: "unknown option '\(arg)' for '\(command)'\(hint)")
            }
            if option.spec.value == nil {
                if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                try option.apply(&result, "")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard k < arguments.count else { throw UsageError(message: "option '--\(name)' needs a value: --\(name) \(option.spec.value ?? "")") }
                value = arguments[k]
                k += 1
            }
            if !given.insert(name).inserted, !option.spec.repeatable {
                throw UsageError(message: "option '--\(name)' is given more than once")
            }
            try option.apply(&result, value)
        }
        let required = positionals.filter { !$0.optional }.count
        if result.positionals.count < required {
            let missing = positionals[result.positionals.count].name
            throw UsageError(message: "missing argument \(missing)")
        }
        if result.positionals.count > positionals.count, positionals.last?.variadic != true {
            throw UsageError(message: "unexpected argument '\(result.positionals[positionals.count])'")
        }
        return result
    }

    static func closest(_ word: String, _ candidates: [String]) -> String? {
        candidates.first { $0.hasPrefix(word) && !word.isEmpty } ?? Suggestion.closest(to: word, in: candidates)
    }
}
