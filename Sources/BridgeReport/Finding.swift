/// How much a finding matters. Errors fail a run; warnings fail it with `--strict`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One thing a check found, as data: rule, severity, message, and where (1-based line and column).
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Path as the user gave it (relative to the working directory when it was relative).
    public var file: String
    public var line: Int
    public var column: Int
    /// How to fix it, when there is something specific to say.
    public var hint: String?

    public init(ruleID: String, severity: Severity, message: String, file: String, line: Int = 1, column: Int = 1, hint: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.hint = hint
    }

    /// `path:line:col: severity: message [rule-id]`, the form Xcode and editors read.
    public var compilerStyle: String { compilerStyle(color: false) }

    /// The same line with the severity in colour (ANSI: red errors, yellow warnings, cyan
    /// notes), for a terminal.
    public func compilerStyle(color: Bool) -> String {
        var level = severity.rawValue + ":"
        if color {
            let code = severity == .error ? "1;31" : (severity == .warning ? "1;33" : "1;36")
            level = "\u{1B}[\(code)m" + level + "\u{1B}[0m"
        }
        // Paths, messages and hints carry text from pages and repositories: shown, never acted on.
        var out = "\(VisibleText.escaped(file)):\(line):\(column): \(level) \(VisibleText.escaped(message))"
        if let hint { out += " (\(VisibleText.escaped(hint)))" }
        return out + " [\(VisibleText.escaped(ruleID))]"
    }

    /// Orders findings by file, then position, then rule.
    public static func sortKey(_ a: Finding, _ b: Finding) -> Bool {
        (a.file, a.line, a.column, a.ruleID, a.message) < (b.file, b.line, b.column, b.ruleID, b.message)
    }
}
