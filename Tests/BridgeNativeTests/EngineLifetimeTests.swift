import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// An engine `bridgecheck` hands a command to ends with `bridgecheck`, however `bridgecheck` is
/// ended: Ctrl-C and SIGTERM are passed on (exit 130), and SIGKILL, which passes nothing, is
/// seen by the engine's watch of its parent.
final class EngineLifetimeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { throw XCTSkip("reading process parents needs /proc") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-lifetime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Sources that take bridgecheck-native seconds to read (a debug build: about twelve), so an engine still running after three is one that was not ended.
        var lines = ["import WebKit", "class C: NSObject {", "  let webView = WKWebView()"]
        for k in 0..<15_000 {
            lines.append("  func f\(k)(x: String) { webView.evaluateJavaScript(\"cb(\" + x + \")\"); let d = [\"a\": 1]; print(d[\"a\"]!) }")
        }
        lines.append("}")
        try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("A.swift"))
        try Data(#"{"version":1,"handlers":{"h":{"body":"string"}},"callbacks":{"cb":{}}}"#.utf8).write(to: folder.appendingPathComponent("m.json"))
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The children of `pid`, from /proc/*/stat.
    private func children(of pid: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    private func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        // A zombie is dead.
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// Starts `bridgecheck native` and waits for its engine; returns both.
    private func startNative() throws -> (Process, pid_t) {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("bridgecheck")
        process.arguments = ["native", "--manifest", "m.json", "A.swift"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 {
            if let engine = children(of: process.processIdentifier).first { return (process, engine) }
            usleep(10_000)
        }
        process.terminate()
        throw XCTSkip("bridgecheck-native did not start within 2 s")
    }

    private func waitGone(_ pid: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !isAlive(pid) { return true }
            usleep(20_000)
        }
        return !isAlive(pid)
    }

    func testSIGTERMAndCtrlCArePassedOnAndExit130() throws {
        for signal in [SIGTERM, SIGINT] {
            let (process, engine) = try startNative()
            usleep(300_000)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "bridgecheck died by signal \(signal)")
            XCTAssertEqual(process.terminationStatus, 130, "signal \(signal)")
            XCTAssertTrue(waitGone(engine, within: 2), "bridgecheck-native outlived bridgecheck's signal \(signal)")
        }
    }

    func testSIGKILLOfBridgecheckEndsItsEngine() throws {
        let (process, engine) = try startNative()
        usleep(300_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertTrue(waitGone(engine, within: 3), "bridgecheck-native outlived a SIGKILL of bridgecheck")
        if isAlive(engine) { kill(engine, SIGKILL) }
    }
}
