import BridgeReport
import Foundation
import TestSupport
import XCTest
import XMLSchemaCheck

final class JUnitWriterTests: XCTestCase {
    /// SOURCE_DATE_EPOCH fixes a report's time; a value that is not whole seconds in range is
    /// ignored (the time now), never a crash or a date nobody wrote.
    func testSourceDateEpochFixesTheTimestampAndABadOneIsIgnored() {
        defer { unsetenv("SOURCE_DATE_EPOCH") }
        setenv("SOURCE_DATE_EPOCH", "1764979200", 1)
        XCTAssertEqual(JUnitSuite.now, Date(timeIntervalSince1970: 1_764_979_200))
        for bad in ["soon", "-5", "1e9", "99999999999999999999", ""] {
            setenv("SOURCE_DATE_EPOCH", bad, 1)
            XCTAssertLessThan(abs(JUnitSuite.now.timeIntervalSinceNow), 60, bad)
        }
    }

    private let date = Date(timeIntervalSince1970: 1_795_953_600)  // 2026-11-29T12:00:00Z

    private func hostileReport() -> JUnitReport {
        let everyControl = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let invalidUTF8 = XMLText.text(fromBytes: [0x61, 0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x62])
        let nasty = "\(everyControl) ]]> <tag attr=\"x\"> & ' \u{FFFE}\u{FFFF} \(invalidUTF8)"
        return JUnitReport(suites: [
            JUnitSuite(
                name: "fuzz: \(nasty)", timestamp: date, hostname: "ci-host", time: 1.23456,
                properties: [(name: "seed", value: "42"), (name: "input", value: nasty)],
                cases: [
                    JUnitCase(name: "no crash", classname: "bridgecheck.fuzz", time: 0.5),
                    JUnitCase(name: nasty, classname: "x", outcome: .failure(message: nasty, type: "crash", details: nasty)),
                    JUnitCase(name: "error", classname: "x", outcome: .error(message: "could not start", type: "harness", details: "")),
                    JUnitCase(name: "skip", classname: "x", outcome: .skipped(message: nasty)),
                ],
                systemOut: nasty, systemErr: "]]>"),
            JUnitSuite(name: " ", timestamp: date, hostname: ""),
        ])
    }

    func testGoldenOutputForASmallReport() {
        let report = JUnitReport(suites: [
            JUnitSuite(
                name: "lint", timestamp: date, hostname: "ci-host", time: 0.0004, properties: [(name: "manifest", value: "bridge-manifest.json")],
                cases: [
                    JUnitCase(name: "site/a.html:3:5 EXAMPLE.pong", classname: "site.a", time: 0.001),
                    JUnitCase(name: "site/a.html:9:1 nope", classname: "site.a", outcome: .failure(message: "handler 'nope' is not in the manifest", type: "unknown-handler", details: "site/a.html:9:1: error: handler 'nope'\n  is not declared")),
                ])
        ])
        XCTAssertEqual(JUnitWriter().xml(report), """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="lint" package="bridgecheck" id="0" timestamp="2026-11-29T12:00:00" hostname="ci-host" tests="2" failures="1" errors="0" skipped="0" time="0.000">
                <properties>
                  <property name="manifest" value="bridge-manifest.json"/>
                </properties>
                <testcase name="site/a.html:3:5 EXAMPLE.pong" classname="site.a" time="0.001"/>
                <testcase name="site/a.html:9:1 nope" classname="site.a" time="0.000">
                  <failure message="handler 'nope' is not in the manifest" type="unknown-handler">site/a.html:9:1: error: handler 'nope'
              is not declared</failure>
                </testcase>
                <system-out></system-out>
                <system-err></system-err>
              </testsuite>
            </testsuites>

            """)
    }

    func testHostileTextStaysWellFormedAndVisible() {
        let xml = JUnitWriter().xml(hostileReport())
        XCTAssertFalse(xml.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFE || $0.value == 0xFFFF })
        XCTAssertTrue(xml.contains(#"\u{0}\u{1}\u{2}"#))
        XCTAssertTrue(xml.contains(#"a\x{FF}\x{C3}(\x{ED}\x{A0}\x{80}b"#))
        XCTAssertTrue(xml.contains("]]&gt; &lt;tag attr=&quot;x&quot;&gt; &amp;"))
        XCTAssertTrue(xml.contains(#"<testsuite name="(unnamed)" package="bridgecheck" id="1""#))
        XCTAssertTrue(xml.contains(#"<property name="generator" value="bridgecheck"/>"#), "a suite always has a property")
        XCTAssertTrue(xml.contains(#"time="1.235""#))
    }

    func testOutputValidatesAgainstBothSchemas() throws {
        guard let conformance = Fixtures.conformance else { throw XCTSkip(Fixtures.missingSharedMessage) }
        let xml = Data(JUnitWriter().xml(hostileReport()).utf8)
        for schema in ["jenkins-junit-10.xsd", "windyroad-JUnit.xsd"] {
            let path = conformance.appendingPathComponent("junit-xsd/\(schema)").path
            XCTAssertEqual(XMLSchemaCheck.problems(xml: xml, schemaPath: path), [], schema)
        }
    }

    func testOutputValidatesWithXmllint() throws {
        guard let conformance = Fixtures.conformance else { throw XCTSkip(Fixtures.missingSharedMessage) }
        guard let xmllint = Tool.find("xmllint") else { throw XCTSkip("xmllint is not installed (Debian package libxml2-utils)") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-junit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("report.xml").path
        try JUnitWriter().write(hostileReport(), to: file)
        for schema in ["jenkins-junit-10.xsd", "windyroad-JUnit.xsd"] {
            let result = try Tool.run(xmllint, ["--noout", "--schema", conformance.appendingPathComponent("junit-xsd/\(schema)").path, file])
            XCTAssertEqual(result.status, 0, "\(schema): \(result.stderrText)")
        }
    }

    func testSchemaCheckRejectsAnInvalidReport() throws {
        guard let conformance = Fixtures.conformance else { throw XCTSkip(Fixtures.missingSharedMessage) }
        let bad = Data(#"<testsuites name="x"><testsuite name="a" tests="1" failures="0" errors="0" time="1"/></testsuites>"#.utf8)
        XCTAssertFalse(XMLSchemaCheck.problems(xml: bad, schemaPath: conformance.appendingPathComponent("junit-xsd/windyroad-JUnit.xsd").path).isEmpty)
        XCTAssertEqual(XMLSchemaCheck.problems(xml: Data("<a>\u{1}</a>".utf8), schemaPath: conformance.appendingPathComponent("junit-xsd/jenkins-junit-10.xsd").path), ["not well-formed XML"])
    }

    func testWritesAreAtomicAndCreateFolders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("nested/reports/lint.junit.xml").path
        try JUnitWriter().write(JUnitReport(), to: file)
        try JUnitWriter().write(hostileReport(), to: file)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), JUnitWriter().xml(hostileReport()))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("nested/reports").path), ["lint.junit.xml"], "no temporary file is left behind")
        let blocker = dir.appendingPathComponent("file").path
        FileManager.default.createFile(atPath: blocker, contents: Data())
        XCTAssertThrowsError(try JUnitWriter().write(JUnitReport(), to: blocker + "/x.xml")) {
            // The system's plain words, not Foundation's generic text.
            XCTAssertEqual("\($0)", "cannot write \(blocker)/x.xml: \(blocker) is a file, not a folder")
        }
    }
}
