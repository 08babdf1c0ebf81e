import BridgeJSON

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

/// What a finding is about, as typed fields beside its wording: the handler and function of the
/// contract it concerns, the key, and what was expected and found. Readers of findings
/// (`manifest init`'s refinement from the pages) read these, never the message text, which is
/// for people and free to change.
public struct FindingSubject: Sendable, Hashable {
    /// The handler named (`nativeHandlr` of an unknown-handler finding).
    public var handler: String?
    /// The function of the handler's envelope (`EXAMPLE.pong`'s `pong`).
    public var function: String?
    /// Where, within the schema the finding is about (a function's params, a handler's body):
    /// a schema violation's path from there (`$.count` for `{action, param: {count}}`'s count).
    public var path: JSONPath?
    /// What the contract expects there, and what was found (body kinds, JSON types).
    public var expected: String?
    public var actual: String?
    /// The page function native calls (`window.app.onResult`), for findings about callbacks.
    public var callback: String?
    /// The URL scheme (lowercase), for findings about schemes.
    public var scheme: String?
    /// The finding says its call could not be checked (a computed handler or function name, a
    /// call only another platform makes): summaries count such calls as not checked, JUnit
    /// reports them skipped, and `run` says where running a page checked one.
    public var callNotChecked: Bool

    public init(
        handler: String? = nil, function: String? = nil, path: JSONPath? = nil, expected: String? = nil, actual: String? = nil, callback: String? = nil,
        scheme: String? = nil, callNotChecked: Bool = false
    ) {
        self.handler = handler
        self.function = function
        self.path = path
        self.expected = expected
        self.actual = actual
        self.callback = callback
        self.scheme = scheme
        self.callNotChecked = callNotChecked
    }

    /// The key a path names at the top level of a body (`$.count` → `count`), nil for the body
    /// itself or a deeper place.
    public var topLevelKey: String? {
        guard let path, path.components.count == 1, case .key(let key)? = path.components.first else { return nil }
        return key
    }
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
    /// What it is about, as data (not printed: the message says it for people).
    public var subject: FindingSubject

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int = 1, column: Int = 1, hint: String? = nil, subject: FindingSubject = FindingSubject()
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.hint = hint
        self.subject = subject
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
