import Foundation

/// A JUnit XML report: the one model lint and fuzz both fill and `JUnitWriter` writes.
public struct JUnitReport: Sendable, Hashable {
    public var suites: [JUnitSuite]
    public init(suites: [JUnitSuite] = []) { self.suites = suites }

    public var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
    public var failures: Int { suites.reduce(0) { $0 + $1.failures } }
    public var errors: Int { suites.reduce(0) { $0 + $1.errors } }
}

public struct JUnitSuite: Sendable, Hashable {
    /// When a report says it was made: now, or `SOURCE_DATE_EPOCH` (seconds since 1970, the
    /// reproducible-builds convention) when it is set, so two runs on the same commit write the
    /// same bytes (`SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) bridgecheck check`).
    public static var now: Date { fixedTime ?? Date() }

    /// Whether `SOURCE_DATE_EPOCH` fixes the time: reports then hold no clock reading at all
    /// (no durations or speeds either).
    public static var timeIsFixed: Bool { fixedTime != nil }

    static var fixedTime: Date? {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text), seconds >= 0, seconds < 253_402_300_800 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    public var name: String
    /// Ant's `package` attribute; defaults to the report's tool name.
    public var package: String
    public var timestamp: Date
    public var hostname: String
    /// Seconds.
    public var time: Double
    /// Name/value pairs; the strict schema wants the element even when empty.
    public var properties: [(name: String, value: String)]
    public var cases: [JUnitCase]
    public var systemOut: String
    public var systemErr: String

    public init(
        name: String, package: String = "bridgecheck", timestamp: Date = JUnitSuite.now, hostname: String = JUnitSuite.currentHostname,
        time: Double = 0, properties: [(name: String, value: String)] = [], cases: [JUnitCase] = [], systemOut: String = "", systemErr: String = ""
    ) {
        self.name = name
        self.package = package
        self.timestamp = timestamp
        self.hostname = hostname
        self.time = time
        self.properties = properties
        self.cases = cases
        self.systemOut = systemOut
        self.systemErr = systemErr
    }

    public var failures: Int { cases.filter { if case .failure = $0.outcome { true } else { false } }.count }
    public var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }
    public var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }

    /// This machine's name, or `localhost` when it has none.
    public static var currentHostname: String {
        let name = ProcessInfo.processInfo.hostName
        return name.isEmpty ? "localhost" : name
    }

    public static func == (a: JUnitSuite, b: JUnitSuite) -> Bool {
        a.name == b.name && a.package == b.package && a.timestamp == b.timestamp && a.hostname == b.hostname && a.time == b.time
            && a.properties.map { [$0.name, $0.value] } == b.properties.map { [$0.name, $0.value] } && a.cases == b.cases
            && a.systemOut == b.systemOut && a.systemErr == b.systemErr
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(cases)
    }
}

public struct JUnitCase: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case passed
        /// A check that ran and found a problem.
        case failure(message: String, type: String, details: String)
        /// A check that could not run.
        case error(message: String, type: String, details: String)
        case skipped(message: String)
    }

    public var name: String
    public var classname: String
    /// Seconds.
    public var time: Double
    public var outcome: Outcome

    public init(name: String, classname: String, time: Double = 0, outcome: Outcome = .passed) {
        self.name = name
        self.classname = classname
        self.time = time
        self.outcome = outcome
    }
}
