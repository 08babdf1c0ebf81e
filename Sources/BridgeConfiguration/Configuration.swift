import BridgeContract
import BridgeJSON
import BridgeReport
import Foundation

/// `.bridgecheck.json`: the settings a team keeps beside its code, found upward from the working
/// directory (or given with `--config`). Paths in it are relative to its own folder: read, they
/// are resolved against it; written, they are made relative to it again, so `init` writes the
/// file from the same type `check` reads. Each section has its own decoder and encoder, and every
/// problem names its JSON path (`$.fuzz.budget: expected seconds, more than 0`).
public struct Configuration: Sendable, Equatable {
    public static let fileName = ".bridgecheck.json"

    /// The file it was read from; nil for one made in code.
    public var file: String?
    /// `$schema` and `$comment` (JSON Schema's keywords), kept for people and editors.
    public var schema: String?
    public var comment: String?
    public var manifest = Manifest.defaultFileName
    public var paths: [String] = ["."]
    public var include: [String] = []
    public var exclude: [String] = []
    /// Rule id → severity, or nil for off.
    public var rules: [String: Severity?] = [:]
    public var fuzz = Fuzz()
    public var formats: [String] = []
    public var reports = "reports"
    /// `"run": {…}`: check also runs the site in WebKit. Nil when the configuration has no "run".
    public var run: Run?
    /// `"native": {"paths": […]}`: check also checks the app's native sources. Nil when absent.
    public var native: Native?

    public init() {}

    /// The folder relative paths are taken from: the file's, or the working directory's.
    public var folder: String? { file.map { ($0 as NSString).deletingLastPathComponent } }

    // MARK: Sections

    /// `"fuzz"`: the budget of `check`'s fuzzing, its seed, built-in targets and harnesses.
    public struct Fuzz: Sendable, Equatable {
        public static let keys = ["$comment", "budget", "inputs", "targets", "harnesses", "seed"]
        public var comment: String?
        /// Seconds for the whole fuzz of one `check`: a ceiling when `inputs` is set.
        public var budget: Double = 20
        /// Generated inputs per target: a fixed number, so the same commit and corpus give the
        /// same report; nil (`"inputs": "unlimited"`) for as many as the budget allows.
        public var inputs: Int? = Self.defaultInputs
        public static let defaultInputs = 2_000
        public var targets: [String] = []
        public var harnesses: [Harness] = []
        public var seed: UInt64?
        /// `"seed": "random"`: a new seed each run (printed), to explore; without it `check` fuzzes
        /// with one fixed seed, so the same commit fuzzes the same inputs.
        public var randomSeed = false

        public init() {}
    }

    /// One harness under `"fuzz"`: a team's own decoder behind the harness protocol.
    public struct Harness: Sendable, Equatable {
        public static let keys = ["$comment", "command", "handler", "function", "sequences"]
        public var comment: String?
        public var command: String
        public var handler: String
        public var function: String?
        /// Fuzz with sequences of messages (protocol v2), as `fuzz --sequences`.
        public var sequences = false

        public init(command: String, handler: String, function: String? = nil, sequences: Bool = false) {
            self.command = command
            self.handler = handler
            self.function = function
            self.sequences = sequences
        }
    }

    /// `"run"`: `check` also loads the pages in WebKit.
    public struct Run: Sendable, Equatable {
        public static let keys = ["$comment", "paths", "timeout", "jobs", "settle"]
        public var comment: String?
        /// Site folders (default: the configuration's paths).
        public var paths: [String]?
        public var timeout: Double?
        public var jobs: Int?
        public var settle: Double?

        public init() {}
    }

    /// `"native"`: `check` also reads the app's Swift and Objective-C.
    public struct Native: Sendable, Equatable {
        public static let keys = ["paths"]
        public var paths: [String]

        public init(paths: [String]) { self.paths = paths }
    }

    public static let keys = ["$schema", "$comment", "manifest", "paths", "include", "exclude", "rules", "fuzz", "run", "native", "formats", "reports"]

    // MARK: Finding and reading

    /// The nearest `.bridgecheck.json` at or above `directory`, within its project: the search
    /// stops at a folder that holds a `bridge-manifest.json` or a `.git` (a project's own root),
    /// as ESLint's stops at `root: true`. A project nested in another repository (a vendored
    /// app, a corpus entry, a sample under `examples/`) is its own root: the settings of the one
    /// around it, whose paths and report root are not its, are not applied to it.
    public static func find(from directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<128 {
            let candidate = dir.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            for marker in [Manifest.defaultFileName, ".git"] where FileManager.default.fileExists(atPath: dir.appendingPathComponent(marker).path) { return nil }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
        return nil
    }

    /// Reads and checks a configuration file; `rules` are the rule ids its "rules" may name
    /// (every engine's: the catalogue the command line assembles).
    public static func load(_ path: String, rules known: [String]) throws(ConfigurationError) -> Configuration {
        let limits = JSONLimits(maxBytes: 4 << 20)
        let data: [UInt8]
        switch BoundedRead.file(path, limit: limits.maxBytes, limitName: "for a configuration") {
        case .success(let bytes): data = bytes
        case .failure(let failure): throw .unreadable(path, failure.description)
        }
        let value: JSONValue
        do {
            value = try JSONParser(limits: limits).parse(data)
        } catch {
            let (line, column) = ManifestLoader.lineAndColumn(of: error.offset, in: data)
            throw .invalid(path, ["\(line):\(column): not valid JSON: \(error.message) (byte \(error.offset))"])
        }
        // As in the manifest: the second of two keys would silently replace the first.
        let duplicates = value.duplicateKeys
        if !duplicates.isEmpty { throw .invalid(path, duplicates.map { "\($0.path): key '\($0.key)' appears more than once" }) }
        return try decode(value, file: path, rules: known)
    }

    /// The configuration a JSON value holds, its paths resolved against `file`'s folder.
    public static func decode(_ value: JSONValue, file: String?, rules known: [String]) throws(ConfigurationError) -> Configuration {
        var reader = Reader(folder: file.map { ($0 as NSString).deletingLastPathComponent })
        var config = Configuration()
        config.file = file
        guard case .object(let root) = value else { throw .invalid(file ?? fileName, ["$: expected an object"]) }
        reader.unknown(root, keys, at: .root)
        config.schema = root["$schema"]?.stringValue
        config.comment = root["$comment"]?.stringValue
        if let m = root["manifest"] {
            if let s = m.stringValue { config.manifest = reader.resolve(s) } else { reader.problem(JSONPath.root.appending("manifest"), "expected a path") }
        } else {
            config.manifest = reader.resolve(Manifest.defaultFileName)
        }
        config.paths = (reader.strings(root["paths"], at: JSONPath.root.appending("paths")) ?? ["."]).map(reader.resolve)
        config.include = reader.strings(root["include"], at: JSONPath.root.appending("include")) ?? []
        config.exclude = reader.strings(root["exclude"], at: JSONPath.root.appending("exclude")) ?? []
        config.formats = reader.strings(root["formats"], at: JSONPath.root.appending("formats")) ?? []
        if let r = root["reports"] {
            if let s = r.stringValue { config.reports = reader.resolve(s) } else { reader.problem(JSONPath.root.appending("reports"), "expected a folder path") }
        } else {
            config.reports = reader.resolve("reports")
        }
        if let rules = root["rules"] { config.rules = decodeRules(rules, known: known, &reader) }
        if let fuzz = root["fuzz"] { config.fuzz = Fuzz.decode(fuzz, at: JSONPath.root.appending("fuzz"), &reader) }
        if let run = root["run"] { config.run = Run.decode(run, at: JSONPath.root.appending("run"), &reader) }
        if let native = root["native"] { config.native = Native.decode(native, at: JSONPath.root.appending("native"), &reader) }
        if !reader.problems.isEmpty { throw .invalid(file ?? fileName, reader.problems) }
        return config
    }

    private static func decodeRules(_ value: JSONValue, known: [String], _ reader: inout Reader) -> [String: Severity?] {
        guard case .object(let o) = value else {
            reader.problem(JSONPath.root.appending("rules"), "expected an object of rule ids")
            return [:]
        }
        var rules: [String: Severity?] = [:]
        let ids = Set(known)
        for member in o.members {
            let p = JSONPath.root.appending("rules").appending(member.key)
            guard ids.contains(member.key) else {
                reader.problem(p, "no rule '\(member.key)'\(Suggestion.hint(for: member.key, in: known))")
                continue
            }
            switch member.value.stringValue {
            case "off": rules[member.key] = .some(nil)
            // ESLint's spelling, which teams bring with them.
            case "warn": rules[member.key] = .warning
            case let level? where Severity(rawValue: level) != nil: rules[member.key] = Severity(rawValue: level)
            default: reader.problem(p, "expected \"error\", \"warning\" (or \"warn\"), \"info\" or \"off\"")
            }
        }
        return rules
    }

    // MARK: Writing

    /// The file's JSON: paths relative to the file's folder again, sections only when set.
    public var json: JSONValue {
        let writer = Writer(folder: folder)
        var o = JSONObject()
        if let schema { o["$schema"] = .string(schema) }
        if let comment { o["$comment"] = .string(comment) }
        o["manifest"] = .string(writer.relative(manifest))
        o["paths"] = .array(paths.map { .string(writer.relative($0)) })
        if !include.isEmpty { o["include"] = .array(include.map(JSONValue.string)) }
        if !exclude.isEmpty { o["exclude"] = .array(exclude.map(JSONValue.string)) }
        if !rules.isEmpty {
            var r = JSONObject()
            for id in rules.keys.sorted() { r[id] = .string((rules[id] ?? nil)?.rawValue ?? "off") }
            o["rules"] = .object(r)
        }
        if !formats.isEmpty { o["formats"] = .array(formats.map(JSONValue.string)) }
        if let run { o["run"] = run.json(writer) }
        if let native { o["native"] = native.json(writer) }
        o["fuzz"] = fuzz.json
        o["reports"] = .string(writer.relative(reports))
        return .object(o)
    }

    /// The file's text, as `init` writes it.
    public var text: String { JSONWriter(pretty: true).string(json) + "\n" }
}

extension Configuration.Fuzz {
    static func decode(_ value: JSONValue, at path: JSONPath, _ reader: inout Configuration.Reader) -> Self {
        var fuzz = Self()
        guard case .object(let o) = value else {
            reader.problem(path, "expected an object")
            return fuzz
        }
        reader.unknown(o, Self.keys, at: path)
        fuzz.comment = o["$comment"]?.stringValue
        if let b = o["budget"] {
            if let n = b.numberValue?.double, n > 0, n < 1e7 { fuzz.budget = n } else { reader.problem(path.appending("budget"), "expected seconds, more than 0") }
        }
        if let i = o["inputs"] {
            if let n = i.numberValue.flatMap({ Int($0.text) }), n > 0, n <= 1_000_000_000 {
                fuzz.inputs = n
            } else if i.stringValue == "unlimited" {
                fuzz.inputs = nil
            } else {
                reader.problem(path.appending("inputs"), "expected a whole number of inputs per target, more than 0, or \"unlimited\"")
            }
        }
        if let s = o["seed"] {
            if let n = s.numberValue.flatMap({ UInt64($0.text) }) {
                fuzz.seed = n
            } else if s.stringValue == "random" {
                fuzz.randomSeed = true
            } else {
                reader.problem(path.appending("seed"), "expected a whole number, or \"random\"")
            }
        }
        fuzz.targets = reader.strings(o["targets"], at: path.appending("targets")) ?? []
        if let hs = o["harnesses"] {
            if let list = hs.arrayValue {
                for (k, h) in list.enumerated() {
                    if let harness = Configuration.Harness.decode(h, at: path.appending("harnesses").appending(index: k), &reader) { fuzz.harnesses.append(harness) }
                }
            } else {
                reader.problem(path.appending("harnesses"), "expected an array")
            }
        }
        return fuzz
    }

    var json: JSONValue {
        var o = JSONObject()
        if let comment { o["$comment"] = .string(comment) }
        o["budget"] = JSONNumber(budget).map(JSONValue.number) ?? 20
        if let inputs { if inputs != Self.defaultInputs { o["inputs"] = .number(JSONNumber(validatedText: String(inputs))) } } else { o["inputs"] = "unlimited" }
        if let seed { o["seed"] = .number(JSONNumber(validatedText: String(seed))) } else if randomSeed { o["seed"] = "random" }
        if !targets.isEmpty { o["targets"] = .array(targets.map(JSONValue.string)) }
        o["harnesses"] = .array(harnesses.map(\.json))
        return .object(o)
    }
}

extension Configuration.Harness {
    static func decode(_ value: JSONValue, at path: JSONPath, _ reader: inout Configuration.Reader) -> Self? {
        guard case .object(let o) = value else {
            reader.problem(path, "expected {\"command\": …, \"handler\": …}")
            return nil
        }
        reader.unknown(o, Self.keys, at: path)
        guard let command = o["command"]?.stringValue, let handler = o["handler"]?.stringValue else {
            reader.problem(path, "needs \"command\" and \"handler\"")
            return nil
        }
        var harness = Self(command: command, handler: handler, function: o["function"]?.stringValue)
        harness.comment = o["$comment"]?.stringValue
        if let flag = o["sequences"] {
            if case .bool(let b) = flag { harness.sequences = b } else { reader.problem(path.appending("sequences"), "expected true or false") }
        }
        return harness
    }

    var json: JSONValue {
        var o = JSONObject()
        if let comment { o["$comment"] = .string(comment) }
        o["command"] = .string(command)
        o["handler"] = .string(handler)
        if let function { o["function"] = .string(function) }
        if sequences { o["sequences"] = true }
        return .object(o)
    }
}

extension Configuration.Run {
    static func decode(_ value: JSONValue, at path: JSONPath, _ reader: inout Configuration.Reader) -> Self? {
        guard case .object(let o) = value else {
            reader.problem(path, "expected an object")
            return nil
        }
        reader.unknown(o, Self.keys, at: path)
        var run = Self()
        run.comment = o["$comment"]?.stringValue
        run.paths = reader.strings(o["paths"], at: path.appending("paths"))?.map(reader.resolve)
        for key in ["timeout", "settle"] {
            guard let v = o[key] else { continue }
            if let n = v.numberValue?.double, n > 0, n <= 86_400 {
                if key == "timeout" { run.timeout = n } else { run.settle = n }
            } else {
                reader.problem(path.appending(key), "expected seconds, more than 0")
            }
        }
        if let j = o["jobs"] {
            if let n = j.numberValue.flatMap({ Int($0.text) }), n >= 1, n <= 64 { run.jobs = n } else { reader.problem(path.appending("jobs"), "expected a whole number from 1 to 64") }
        }
        return run
    }

    func json(_ writer: Configuration.Writer) -> JSONValue {
        var o = JSONObject()
        if let comment { o["$comment"] = .string(comment) }
        if let paths { o["paths"] = .array(paths.map { .string(writer.relative($0)) }) }
        if let timeout, let n = JSONNumber(timeout) { o["timeout"] = .number(n) }
        if let jobs { o["jobs"] = .number(JSONNumber(jobs)) }
        if let settle, let n = JSONNumber(settle) { o["settle"] = .number(n) }
        return .object(o)
    }
}

extension Configuration.Native {
    static func decode(_ value: JSONValue, at path: JSONPath, _ reader: inout Configuration.Reader) -> Self? {
        guard case .object(let o) = value else {
            reader.problem(path, "expected an object")
            return nil
        }
        reader.unknown(o, Self.keys, at: path)
        guard let paths = reader.strings(o["paths"], at: path.appending("paths")), !paths.isEmpty else {
            reader.problem(path.appending("paths"), "expected a non-empty array of Swift source folders")
            return nil
        }
        return Self(paths: paths.map(reader.resolve))
    }

    func json(_ writer: Configuration.Writer) -> JSONValue {
        var o = JSONObject()
        o["paths"] = .array(paths.map { .string(writer.relative($0)) })
        return .object(o)
    }
}

extension Configuration {
    /// What every section's decoder shares: the folder paths resolve against, and the problems
    /// found so far (all are reported at once).
    struct Reader {
        let folder: String?
        var problems: [String] = []

        func resolve(_ p: String) -> String {
            guard let folder, !p.hasPrefix("/") else { return p }
            return ((folder as NSString).appendingPathComponent(p) as NSString).standardizingPath
        }

        mutating func problem(_ path: JSONPath, _ message: String) { problems.append("\(path): \(message)") }

        mutating func unknown(_ object: JSONObject, _ allowed: [String], at path: JSONPath) {
            for key in object.keys where !allowed.contains(key) {
                problem(path.appending(key), "unknown key '\(key)'\(Suggestion.hint(for: key, in: allowed)); allowed: \(allowed.joined(separator: ", "))")
            }
        }

        mutating func strings(_ v: JSONValue?, at path: JSONPath) -> [String]? {
            guard let v else { return nil }
            guard let list = v.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                problem(path, "expected an array of strings")
                return nil
            }
            return list.compactMap(\.stringValue)
        }
    }

    /// Paths written relative to the file's folder (absolute ones outside it stay absolute).
    struct Writer {
        let folder: String?

        func relative(_ path: String) -> String {
            guard let folder else { return path }
            return ReportPath.relative(path, to: folder.isEmpty ? "." : folder)
        }
    }
}

public enum ConfigurationError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, String)
    case invalid(String, [String])

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read the configuration: \(reason)"
        case .invalid(let file, let problems): return problems.map { "\(file): \($0)" }.joined(separator: "\n")
        }
    }
}
