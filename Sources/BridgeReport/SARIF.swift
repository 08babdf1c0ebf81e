import BridgeJSON
import Foundation

/// SARIF 2.1.0 as GitHub code scanning reads it.
public enum SARIF {
    public struct Rule: Sendable {
        public let id: String
        public let name: String
        public let shortDescription: String
        public let fullDescription: String
        public let help: String
        public let level: Severity

        public init(id: String, name: String, shortDescription: String, fullDescription: String, help: String, level: Severity) {
            self.id = id
            self.name = name
            self.shortDescription = shortDescription
            self.fullDescription = fullDescription
            self.help = help
            self.level = level
        }
    }

    public struct Result: Sendable {
        public let finding: Finding
        /// Stable across line shifts: rule, file, context and the normalized line, hashed.
        public let fingerprint: String

        public init(finding: Finding, fingerprint: String) {
            self.finding = finding
            self.fingerprint = fingerprint
        }
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// The log: one run, its rules, and results whose URIs are relative to `root`. `category`
    /// (`lint`, `native`, `run`) becomes the run's `automationDetails.id`, `bridgecheck/CATEGORY/`:
    /// GitHub code scanning keeps one analysis per category, so each command's upload replaces
    /// its own last one and never another command's.
    public static func log(tool version: String, rules: [Rule], results: [Result], root: String, category: String? = nil, properties: JSONObject = JSONObject()) -> JSONValue {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: JSONValue = .object(JSONObject([
            .init(key: "name", value: "bridgecheck"),
            .init(key: "version", value: .string(version)),
            .init(key: "semanticVersion", value: .string(version)),
            .init(key: "informationUri", value: "https://github.com/bridgecheck/bridgecheck"),
            .init(key: "rules", value: .array(rules.map { rule in
                .object(JSONObject([
                    .init(key: "id", value: .string(rule.id)),
                    .init(key: "name", value: .string(rule.name)),
                    .init(key: "shortDescription", value: ["text": .string(rule.shortDescription)]),
                    .init(key: "fullDescription", value: ["text": .string(rule.fullDescription)]),
                    .init(key: "help", value: ["text": .string(rule.help), "markdown": .string(rule.help)]),
                    .init(key: "defaultConfiguration", value: ["level": .string(level(rule.level))]),
                ]))
            })),
        ]))
        let sarifResults: [JSONValue] = results.map { r in
            let f = r.finding
            var members: [JSONObject.Member] = [
                .init(key: "ruleId", value: .string(f.ruleID)),
            ]
            if let index = ruleIndex[f.ruleID] { members.append(.init(key: "ruleIndex", value: .number(JSONNumber(index)))) }
            members += [
                .init(key: "level", value: .string(level(f.severity))),
                .init(key: "message", value: ["text": .string(f.message + (f.hint.map { " (\($0))" } ?? ""))]),
                .init(key: "locations", value: .array([.object(JSONObject([
                    .init(key: "physicalLocation", value: .object(JSONObject([
                        .init(key: "artifactLocation", value: .object(JSONObject([
                            .init(key: "uri", value: .string(relativeURI(f.file, root: root))),
                            .init(key: "uriBaseId", value: "%SRCROOT%"),
                        ]))),
                        .init(key: "region", value: .object(JSONObject([
                            .init(key: "startLine", value: .number(JSONNumber(max(1, f.line)))),
                            .init(key: "startColumn", value: .number(JSONNumber(max(1, f.column)))),
                        ]))),
                    ]))),
                ]))])),
                .init(key: "partialFingerprints", value: ["primaryLocationLineHash": .string(r.fingerprint)]),
            ]
            return .object(JSONObject(members))
        }
        var runMembers: [JSONObject.Member] = [
            .init(key: "tool", value: ["driver": driver]),
        ]
        if let category { runMembers.append(.init(key: "automationDetails", value: ["id": .string("bridgecheck/\(category)/")])) }
        runMembers += [
            .init(key: "originalUriBaseIds", value: ["%SRCROOT%": ["uri": .string(URL(fileURLWithPath: root, isDirectory: true).absoluteString)]]),
            .init(key: "columnKind", value: "unicodeCodePoints"),
            .init(key: "results", value: .array(sarifResults)),
        ]
        if !properties.isEmpty { runMembers.append(.init(key: "properties", value: .object(properties))) }
        let run: JSONValue = .object(JSONObject(runMembers))
        return .object(JSONObject([
            .init(key: "$schema", value: "https://json.schemastore.org/sarif-2.1.0.json"),
            .init(key: "version", value: "2.1.0"),
            .init(key: "runs", value: .array([run])),
        ]))
    }

    /// `path` relative to `root`, with `/` separators and percent-encoding where a URI needs it.
    public static func relativeURI(_ path: String, root: String) -> String {
        // A relative path is already relative to the report's root (`ReportPath`).
        let relative = path.hasPrefix("/") ? ReportPath.relative(path, to: root) : path
        return relative.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@!$&'()*+,;="))) ?? relative
    }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
public enum GitHubAnnotations {
    public static func line(_ f: Finding) -> String {
        let command = f.severity == .error ? "error" : (f.severity == .warning ? "warning" : "notice")
        let message = escapeData(f.message + (f.hint.map { " (\($0))" } ?? ""))
        return "::\(command) file=\(escapeProperty(f.file)),line=\(f.line),col=\(f.column),title=\(escapeProperty(f.ruleID))::\(message)"
    }

    /// Control characters are shown as escapes first (`VisibleText`): the runner reads ESC,
    /// BEL or NUL raw; then `%`, CR and LF as the workflow-command syntax escapes them.
    static func escapeData(_ s: String) -> String {
        VisibleText.escaped(s).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
