import BridgeJSON
import Foundation

/// What a reporter is given besides the report.
public struct ReportContext: Sendable {
    /// The manifest's path, as reports name it.
    public var manifestPath: String
    /// Warnings fail too (JUnit marks them as failures).
    public var strict: Bool
    /// Notes are written (text leaves them out under `--quiet`).
    public var showInfo: Bool
    /// The folder SARIF's URIs are relative to.
    public var root: String
    /// The tool's version, for SARIF.
    public var toolVersion: String
    /// Colour for a terminal (text only).
    public var color: Bool
    /// The command whose report it is (`lint`, `native`, `run`): SARIF's category.
    public var command: String?

    public init(manifestPath: String, strict: Bool = false, showInfo: Bool = true, root: String, toolVersion: String, color: Bool = false, command: String? = nil) {
        self.command = command
        self.manifestPath = manifestPath
        self.strict = strict
        self.showInfo = showInfo
        self.root = root
        self.toolVersion = toolVersion
        self.color = color
    }
}

/// A format a report (lint's, native's, run's) is written in; `ReporterRegistry` lists them, `--format NAME` picks one.
public protocol Reporter: Sendable {
    /// The name `--format` takes.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    static func render(_ report: Report, _ context: ReportContext) -> String
}

public struct TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "compiler-style lines (path:line:col: severity: message [rule]) and a summary"
    public static func render(_ report: Report, _ context: ReportContext) -> String { report.text(showInfo: context.showInfo, color: context.color) }
}

public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "every finding and every call, as JSON"
    public static func render(_ report: Report, _ context: ReportContext) -> String { JSONWriter(pretty: true).string(report.json) + "\n" }
}

public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML: a suite per file, a case per bridge call"
    public static func render(_ report: Report, _ context: ReportContext) -> String {
        JUnitWriter().xml(report.junit(manifestPath: context.manifestPath, strict: context.strict))
    }
}

public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0, for GitHub code scanning"
    public static func render(_ report: Report, _ context: ReportContext) -> String {
        JSONWriter(pretty: true).string(report.sarif(root: context.root, version: context.toolVersion, category: context.command)) + "\n"
    }
}

public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions workflow commands (::error file=…)"
    public static func render(_ report: Report, _ context: ReportContext) -> String { report.githubAnnotations }
}

/// Every reporter. A test checks the identifiers are unique and each renders a report.
public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [TextReporter.self, JSONReporter.self, JUnitReporter.self, SARIFReporter.self, GitHubReporter.self]

    public static var identifiers: [String] { all.map { $0.identifier } }

    public static func reporter(named name: String) -> (any Reporter.Type)? { all.first { $0.identifier == name } }
}
