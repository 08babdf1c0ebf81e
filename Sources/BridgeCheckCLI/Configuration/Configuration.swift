import BridgeContract
import BridgeLint
import BridgeJSON
import BridgeReport
import Foundation

/// `.bridgecheck.json`: the settings a team keeps beside its code, found upward from the working
/// directory (or given with `--config`). Paths in it are relative to its own folder.
struct Configuration {
    static let fileName = ".bridgecheck.json"
    /// `$comment` (JSON Schema's comment keyword) may stand anywhere, for notes to people.
    static let keys = ["$schema", "$comment", "manifest", "paths", "include", "exclude", "rules", "fuzz", "run", "native", "formats", "reports"]
    static let runKeys = ["$comment", "paths", "timeout", "jobs", "settle"]
    static let fuzzKeys = ["$comment", "budget", "targets", "harnesses", "seed"]
    static let harnessKeys = ["$comment", "command", "handler", "function", "sequences"]

    struct Harness {
        let command: String
        let handler: String
        let function: String?
        /// Fuzz with sequences of messages (protocol v2), as `fuzz --sequences`.
        var sequences = false
    }

    var file: String?
    var manifest = Manifest.defaultFileName
    var paths: [String] = ["."]
    var include: [String] = []
    var exclude: [String] = []
    /// Rule id → severity, or nil for off.
    var rules: [String: Severity?] = [:]
    var fuzzBudget: Double = 20
    var fuzzTargets: [String] = []
    var harnesses: [Harness] = []
    var fuzzSeed: UInt64?
    var formats: [String] = []
    var reports = "reports"
    /// `"run": {…}`: check also runs the site in WebKit. Nil when the configuration has no "run".
    var run: Run?
    /// `"native": {"paths": […]}`: check also checks the app's Swift sources (bridgecheck native).
    var native: Native?

    struct Native {
        var paths: [String]
    }

    struct Run {
        /// Site folders (default: the configuration's paths).
        var paths: [String]?
        var timeout: Double?
        var jobs: Int?
        var settle: Double?
    }

    /// The nearest `.bridgecheck.json` at or above `directory`, within its project: the search
    /// stops at a folder that holds a `bridge-manifest.json` or a `.git` (a project's own root),
    /// as ESLint's stops at `root: true`. A project nested in another repository (a vendored
    /// app, a corpus entry, a sample under `examples/`) is its own root: the settings of the one
    /// around it, whose paths and report root are not its, are not applied to it.
    static func find(from directory: String) -> String? {
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

    /// Loads and checks a configuration file; every problem names its JSON path.
    static func load(_ path: String) throws(ConfigurationError) -> Configuration {
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
        var problems: [String] = []
        var config = Configuration()
        config.file = path
        let base = (path as NSString).deletingLastPathComponent
        func resolve(_ p: String) -> String { p.hasPrefix("/") ? p : ((base as NSString).appendingPathComponent(p) as NSString).standardizingPath }
        guard case .object(let root) = value else { throw .invalid(path, ["$: expected an object"]) }
        func unknown(_ object: JSONObject, _ allowed: [String], at jsonPath: JSONPath) {
            for key in object.keys where !allowed.contains(key) {
                problems.append("\(jsonPath.appending(key)): unknown key '\(key)'\(Suggestion.hint(for: key, in: allowed)); allowed: \(allowed.joined(separator: ", "))")
            }
        }
        func strings(_ v: JSONValue?, _ jsonPath: JSONPath) -> [String]? {
            guard let v else { return nil }
            guard let list = v.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                problems.append("\(jsonPath): expected an array of strings")
                return nil
            }
            return list.compactMap(\.stringValue)
        }
        unknown(root, keys, at: .root)
        if let m = root["manifest"] {
            if let s = m.stringValue { config.manifest = resolve(s) } else { problems.append("$.manifest: expected a path") }
        } else {
            config.manifest = resolve(Manifest.defaultFileName)
        }
        config.paths = (strings(root["paths"], JSONPath.root.appending("paths")) ?? ["."]).map(resolve)
        config.include = strings(root["include"], JSONPath.root.appending("include")) ?? []
        config.exclude = strings(root["exclude"], JSONPath.root.appending("exclude")) ?? []
        config.formats = strings(root["formats"], JSONPath.root.appending("formats")) ?? []
        if let r = root["reports"] {
            if let s = r.stringValue { config.reports = resolve(s) } else { problems.append("$.reports: expected a folder path") }
        } else {
            config.reports = resolve("reports")
        }
        if let rules = root["rules"] {
            if case .object(let o) = rules {
                let known = Set(RuleCatalogue.ids)
                for member in o.members {
                    let p = JSONPath.root.appending("rules").appending(member.key)
                    guard known.contains(member.key) else {
                        problems.append("\(p): no rule '\(member.key)'\(Suggestion.hint(for: member.key, in: known))")
                        continue
                    }
                    switch member.value.stringValue {
                    case "off": config.rules[member.key] = .some(nil)
                    case let level? where Severity(rawValue: level) != nil: config.rules[member.key] = Severity(rawValue: level)
                    default: problems.append("\(p): expected \"error\", \"warning\", \"info\" or \"off\"")
                    }
                }
            } else {
                problems.append("$.rules: expected an object of rule ids")
            }
        }
        if let fuzz = root["fuzz"] {
            let fp = JSONPath.root.appending("fuzz")
            if case .object(let o) = fuzz {
                unknown(o, fuzzKeys, at: fp)
                if let b = o["budget"] {
                    if let n = b.numberValue?.double, n > 0, n < 1e7 { config.fuzzBudget = n } else { problems.append("\(fp.appending("budget")): expected seconds, more than 0") }
                }
                if let s = o["seed"] {
                    if let n = s.numberValue.flatMap({ UInt64($0.text) }) { config.fuzzSeed = n } else { problems.append("\(fp.appending("seed")): expected a whole number") }
                }
                config.fuzzTargets = strings(o["targets"], fp.appending("targets")) ?? []
                if let hs = o["harnesses"] {
                    if let list = hs.arrayValue {
                        for (k, h) in list.enumerated() {
                            let hp = fp.appending("harnesses").appending(index: k)
                            guard case .object(let ho) = h else {
                                problems.append("\(hp): expected {\"command\": …, \"handler\": …}")
                                continue
                            }
                            unknown(ho, harnessKeys, at: hp)
                            guard let command = ho["command"]?.stringValue, let handler = ho["handler"]?.stringValue else {
                                problems.append("\(hp): needs \"command\" and \"handler\"")
                                continue
                            }
                            var harness = Harness(command: command, handler: handler, function: ho["function"]?.stringValue)
                            if let flag = ho["sequences"] {
                                if case .bool(let b) = flag { harness.sequences = b } else { problems.append("\(hp.appending("sequences")): expected true or false") }
                            }
                            config.harnesses.append(harness)
                        }
                    } else {
                        problems.append("\(fp.appending("harnesses")): expected an array")
                    }
                }
            } else {
                problems.append("$.fuzz: expected an object")
            }
        }
        if let run = root["run"] {
            let rp = JSONPath.root.appending("run")
            if case .object(let o) = run {
                unknown(o, runKeys, at: rp)
                var settings = Run()
                settings.paths = strings(o["paths"], rp.appending("paths"))
                for key in ["timeout", "settle"] {
                    guard let v = o[key] else { continue }
                    if let n = v.numberValue?.double, n > 0, n <= 86_400 {
                        if key == "timeout" { settings.timeout = n } else { settings.settle = n }
                    } else {
                        problems.append("\(rp.appending(key)): expected seconds, more than 0")
                    }
                }
                if let j = o["jobs"] {
                    if let n = j.numberValue.flatMap({ Int($0.text) }), n >= 1, n <= 64 { settings.jobs = n } else { problems.append("\(rp.appending("jobs")): expected a whole number from 1 to 64") }
                }
                config.run = settings
            } else {
                problems.append("$.run: expected an object")
            }
        }
        if let native = root["native"] {
            let np = JSONPath.root.appending("native")
            if case .object(let o) = native {
                unknown(o, ["paths"], at: np)
                if let paths = strings(o["paths"], np.appending("paths")), !paths.isEmpty {
                    config.native = Native(paths: paths)
                } else {
                    problems.append("\(np.appending("paths")): expected a non-empty array of Swift source folders")
                }
            } else {
                problems.append("$.native: expected an object")
            }
        }
        if !problems.isEmpty { throw .invalid(path, problems) }
        return config
    }
}

enum ConfigurationError: Error, CustomStringConvertible {
    case unreadable(String, String)
    case invalid(String, [String])

    var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read the configuration: \(reason)"
        case .invalid(let file, let problems): return problems.map { "\(file): \($0)" }.joined(separator: "\n")
        }
    }
}
