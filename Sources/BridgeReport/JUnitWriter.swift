import Foundation

/// Writes `JUnitReport`s as XML that validates against both the strict Ant schema (windyroad)
/// and the Jenkins xUnit schema.
///
/// Hand-written rather than built with FoundationXML's `XMLDocument`: that API is absent from
/// Foundation on some platforms, pulls libxml2 into the runtime, and does not replace the
/// characters XML 1.0 cannot hold. The format is small and fixed, so a direct writer is clearer.
public struct JUnitWriter: Sendable {
    public init() {}

    public func xml(_ report: JUnitReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (id, suite) in report.suites.enumerated() {
            write(suite, id: id, into: &out)
        }
        out += "</testsuites>\n"
        return out
    }

    /// Writes the report to `path` atomically (temporary file, then rename), creating folders.
    public func write(_ report: JUnitReport, to path: String) throws(ReportWriteError) {
        try AtomicFile.write(Data(xml(report).utf8), to: path)
    }

    private func write(_ suite: JUnitSuite, id: Int, into out: inout String) {
        out += "  <testsuite"
        attribute("name", nonBlank(suite.name), &out)
        attribute("package", nonBlank(suite.package), &out)
        attribute("id", String(id), &out)
        attribute("timestamp", Self.timestamp(suite.timestamp), &out)
        attribute("hostname", nonBlank(suite.hostname), &out)
        attribute("tests", String(suite.cases.count), &out)
        attribute("failures", String(suite.failures), &out)
        attribute("errors", String(suite.errors), &out)
        attribute("skipped", String(suite.skipped), &out)
        attribute("time", Self.seconds(suite.time), &out)
        out += ">\n    <properties>\n"
        // Consumers such as the strict Ant schema's users expect at least one property.
        let properties = suite.properties.isEmpty ? [(name: "generator", value: "bridgecheck")] : suite.properties
        for property in properties {
            out += "      <property"
            attribute("name", nonBlank(property.name), &out)
            attribute("value", property.value, &out)
            out += "/>\n"
        }
        out += "    </properties>\n"
        for testCase in suite.cases {
            out += "    <testcase"
            attribute("name", testCase.name, &out)
            attribute("classname", testCase.classname, &out)
            attribute("time", Self.seconds(testCase.time), &out)
            switch testCase.outcome {
            case .passed:
                out += "/>\n"
            case .failure(let message, let type, let details), .error(let message, let type, let details):
                let element = if case .failure = testCase.outcome { "failure" } else { "error" }
                out += ">\n      <\(element)"
                attribute("message", message, &out)
                attribute("type", type, &out)
                out += ">" + XMLText.escape(details) + "</\(element)>\n    </testcase>\n"
            case .skipped(let message):
                out += ">\n      <skipped"
                attribute("message", message, &out)
                out += "/>\n    </testcase>\n"
            }
        }
        out += "    <system-out>" + XMLText.escape(suite.systemOut) + "</system-out>\n"
        out += "    <system-err>" + XMLText.escape(suite.systemErr) + "</system-err>\n"
        out += "  </testsuite>\n"
    }

    private func attribute(_ name: String, _ value: String, _ out: inout String) {
        out += " \(name)=\"" + XMLText.escape(value, attribute: true) + "\""
    }

    private func nonBlank(_ s: String) -> String {
        s.allSatisfy(\.isWhitespace) ? "(unnamed)" : s
    }

    /// `2026-11-29T12:00:00` in UTC, without a zone, as the Ant schema requires.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ v: Int?, _ width: Int) -> String {
            let s = String(v ?? 0)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))"
    }

    /// Seconds with three decimals; negative or non-finite become 0.
    static func seconds(_ t: Double) -> String {
        let ms = t.isFinite && t > 0 ? Int64(min(t, 1e12) * 1000 + 0.5) : 0
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
