import BridgeJSON
import Foundation

/// What a run reads of lint's report of the same pages: each line where lint found a call (the
/// rules of its findings there, and the rule of a note saying it could not check the call), the
/// lines the pages' suppression comments silence, and the folders lint scanned. `check` builds
/// it from the report its lint step made and hands it to the run (through a file when the run is
/// another process), so the site is read once; `bridgecheck run` alone lints each site first.
///
/// Paths are absolute and standardized, whatever lint was given (`site`, `./site`,
/// `/work/app/site`), so the run's locations find them.
public struct LintView: Sendable, Equatable {
    public struct CallLine: Sendable, Equatable {
        /// The rules of lint's findings on the line's calls.
        public var rules: Set<String>
        /// The rule of a note saying a call there could not be checked, if any.
        public var notChecked: String?

        public init(rules: Set<String>, notChecked: String?) {
            self.rules = rules
            self.notChecked = notChecked
        }
    }

    /// `path:line` → what lint found there.
    public private(set) var calls: [String: CallLine] = [:]
    /// Path → the lines its suppression comments silence.
    public private(set) var suppressions: [String: [SuppressionTarget]] = [:]
    /// The folders and files lint scanned.
    public private(set) var roots: [String] = []

    /// The view of `report`, lint's report of `scanned` (the paths it was given, relative to the
    /// working directory when relative).
    public init(_ report: Report, scanned: [String]) {
        roots = scanned.map(Self.absolute)
        // Each file's path made absolute once: calls name a handful of files each, and
        // Foundation's standardizing is thousands of instructions.
        var absolutes: [String: String] = [:]
        func absolute(_ path: String) -> String {
            if let known = absolutes[path] { return known }
            let made = Self.absolute(path)
            absolutes[path] = made
            return made
        }
        for file in report.files {
            for call in file.calls {
                let key = "\(absolute(call.location.file)):\(call.location.line)"
                calls[key, default: CallLine(rules: [], notChecked: nil)].rules.formUnion(call.findings.map(\.ruleID))
                if let note = call.findings.first(where: \.subject.callNotChecked) { calls[key]?.notChecked = note.ruleID }
            }
            if !file.suppressionTargets.isEmpty { suppressions[absolute(file.path), default: []] += file.suppressionTargets }
        }
    }

    /// Whether lint read every page under `root`: it is one of lint's paths or inside one.
    public func covers(_ root: String) -> Bool {
        let folder = Self.absolute(root)
        return roots.contains { folder == $0 || folder.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// What lint found on `line` of `file`, or nil where it found no call.
    public func call(in file: String, line: Int) -> CallLine? { calls[Self.key(file, line)] }

    /// Whether a suppression comment silences `rule` on `line` of `file`.
    public func silences(_ rule: String, in file: String, line: Int) -> Bool {
        suppressions[Self.absolute(file)]?.contains { $0.line == line && $0.rules.contains(rule) } == true
    }

    /// A path as the view keys it: absolute (against the working directory) and standardized.
    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    static func key(_ file: String, _ line: Int) -> String { "\(absolute(file)):\(line)" }

    // MARK: Across processes

    /// The view as JSON, for `bridgecheck-run --lint-view FILE`.
    public var json: JSONValue {
        .object(JSONObject([
            .init(key: "version", value: 1),
            .init(key: "roots", value: .array(roots.map { .string($0) })),
            .init(key: "calls", value: .array(calls.keys.sorted().compactMap { key in
                guard let line = calls[key] else { return nil }
                var members: [JSONObject.Member] = [.init(key: "at", value: .string(key)), .init(key: "rules", value: .array(line.rules.sorted().map { .string($0) }))]
                if let rule = line.notChecked { members.append(.init(key: "notChecked", value: .string(rule))) }
                return .object(JSONObject(members))
            })),
            .init(key: "suppressions", value: .array(suppressions.keys.sorted().map { file in
                .object(JSONObject([
                    .init(key: "file", value: .string(file)),
                    .init(key: "targets", value: .array((suppressions[file] ?? []).map { target in
                        .object(JSONObject([.init(key: "line", value: .number(JSONNumber(target.line))), .init(key: "rules", value: .array(target.rules.map { .string($0) }))]))
                    })),
                ]))
            })),
        ]))
    }

    public struct ReadError: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) { self.description = description }
    }

    /// What a view file may hold: a site's calls run to hundreds of thousands of lines (the
    /// parser's defaults, 1 MiB and 100,000 elements, are for a message).
    public static let limits = JSONLimits(maxBytes: 256 << 20, maxObjectKeys: 100, maxArrayElements: 256 << 20)

    /// The view in the file `check` wrote, read within `limits`.
    public static func load(_ path: String) throws(ReadError) -> LintView {
        let bytes: [UInt8]
        switch BoundedRead.file(path, limit: limits.maxBytes, limitName: "for a lint view") {
        case .success(let read): bytes = read
        case .failure(.noSuchFile): throw ReadError(description: "cannot read it")
        case .failure(let failure): throw ReadError(description: failure.description)
        }
        let value: JSONValue
        do {
            value = try JSONParser(limits: limits).parse(bytes)
        } catch {
            throw ReadError(description: error.description)
        }
        return try LintView(json: value)
    }

    /// Reads what `json` wrote; anything else is an error saying what is wrong.
    public init(json value: JSONValue) throws(ReadError) {
        guard let object = value.objectValue, object["version"]?.numberValue?.int64 == 1 else { throw ReadError(description: "not a lint view of version 1") }
        func strings(_ value: JSONValue?, _ what: String) throws(ReadError) -> [String] {
            guard let array = value?.arrayValue else { throw ReadError(description: "\(what) is not an array") }
            var out: [String] = []
            for item in array {
                guard let text = item.stringValue else { throw ReadError(description: "\(what) holds a value that is not a string") }
                out.append(text)
            }
            return out
        }
        roots = try strings(object["roots"], "roots")
        guard let calls = object["calls"]?.arrayValue, let suppressions = object["suppressions"]?.arrayValue else {
            throw ReadError(description: "calls or suppressions is missing")
        }
        for entry in calls {
            guard let at = entry.objectValue?["at"]?.stringValue else { throw ReadError(description: "a call has no \"at\"") }
            let notChecked = entry.objectValue?["notChecked"]?.stringValue
            self.calls[at] = CallLine(rules: Set(try strings(entry.objectValue?["rules"], "a call's rules")), notChecked: notChecked)
        }
        for entry in suppressions {
            guard let file = entry.objectValue?["file"]?.stringValue, let targets = entry.objectValue?["targets"]?.arrayValue else {
                throw ReadError(description: "a suppression entry has no file or targets")
            }
            for target in targets {
                guard let line = target.objectValue?["line"]?.numberValue?.int64, let lineNumber = Int(exactly: line) else {
                    throw ReadError(description: "a suppression target has no line")
                }
                self.suppressions[file, default: []].append(SuppressionTarget(line: lineNumber, rules: try strings(target.objectValue?["rules"], "a suppression's rules")))
            }
        }
    }
}
