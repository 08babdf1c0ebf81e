@testable import BridgeFuzz
import BridgeContract
import BridgeJSON
import Foundation
import TestSupport
import XCTest

/// `fuzz --reply-script CALLBACK`: a harness's output is the script native would evaluate; node
/// runs it with only the callback defined, and it must call it once with arguments its
/// declaration accepts. Seed 003's `onSuccess(seq, '\(json)')` is what it catches.
final class ReplyScriptOracleTests: XCTestCase {
    private func oracle(_ path: String) throws -> ScriptCallOracle {
        guard let node = Tool.find("node") else { throw XCTSkip("node is not on PATH (the reply-script oracle runs scripts in node's vm)") }
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        return ScriptCallOracle(node: node, callback: try XCTUnwrap(manifest.callbacks.first { $0.path == path }))
    }

    func testEachWayAScriptGoesWrongIsSaid() throws {
        let success = try oracle("window._ios.MessageHandler.onSuccess")
        let cases: [(String, String?)] = [
            (#"window._ios.MessageHandler.onSuccess(1, "{\"a\":1}");"#, nil),
            (#"_ios.MessageHandler.onSuccess(2, '{"a":[1,2]}')"#, nil),
            (#"window._ios.MessageHandler.onSuccess(1, '{"a":1}'); alert(1)"#, "the reply script throws ReferenceError: alert is not defined"),
            (#"window._ios.MessageHandler.onSuccess(1, '{"it's":1}')"#, "the reply script throws SyntaxError: missing ) after argument list"),
            (#"globalThis.pwned = 1; window._ios.MessageHandler.onSuccess(1, '{}')"#, "the reply script defines the global pwned besides calling window._ios.MessageHandler.onSuccess"),
            (#"window._ios.MessageHandler.onSuccess(1, '{}'); window._ios.MessageHandler.onSuccess(2, '{}')"#, "the reply script calls window._ios.MessageHandler.onSuccess 2 times, not once"),
            ("1 + 1", "the reply script calls window._ios.MessageHandler.onSuccess 0 times, not once"),
            (#"window._ios.MessageHandler.onSuccess(1)"#, "the reply script passes 1 argument to window._ios.MessageHandler.onSuccess, which takes 2"),
            (#"window._ios.MessageHandler.onSuccess("1", '{}')"#, "argument 1 (sequence) of window._ios.MessageHandler.onSuccess: $: expected integer, got string \"1\""),
            (#"window._ios.MessageHandler.onSuccess(1, {})"#, "argument 2 (payload) of window._ios.MessageHandler.onSuccess should be JSON text in a string, and is not"),
            (#"window._ios.MessageHandler.onSuccess(1, '{x}')"#, "argument 2 (payload) of window._ios.MessageHandler.onSuccess should be JSON text in a string, and is not"),
            (#"window._ios.MessageHandler.onSuccess(1, () => 1)"#, "argument 2 (payload) of window._ios.MessageHandler.onSuccess is not a JSON value"),
            // A script that never ends is cut off by the sandbox's clock, not waited for.
            ("while (true) {}", "the reply script throws Error: Script execution timed out after 200ms"),
            ("\u{0}\u{FFFF}}{", "the reply script throws SyntaxError: Invalid or unexpected token"),
        ]
        for (k, (script, _)) in cases.enumerated() { success.add(input: Array("\(k)".utf8), script: Array(script.utf8)) }
        var found: [Int: String] = [:]
        for (input, why) in success.flush() { found[Int(String(decoding: input, as: UTF8.self)) ?? -1] = why }
        for (k, (script, expected)) in cases.enumerated() { XCTAssertEqual(found[k], expected, script) }
    }

    /// The whole loop on the planted reply bug: the fuzz run finds it, the printed replay
    /// reproduces it (exit 1), and the fixed decoder passes the same file (exit 0).
    func testThePlantedReplyBugIsFoundAndItsReplayPassesOnceFixed() throws {
        _ = try oracle("fromNative")
        let harness = Bundle.main.bundleURL.appendingPathComponent("planted-bugs-harness").path
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reply-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func fuzz(_ bug: String, _ extra: [String]) throws -> Tool.Result {
            try Tool.run(
                bridgecheck,
                ["fuzz", "--manifest", Fixtures.exampleManifest.path, "--harness", "\(harness) --bug \(bug)", "--handler", "nativeHandler", "--reply-script", "fromNative",
                 "--corpus", folder.path] + extra)
        }
        let run = try fuzz("reply", ["--runs", "3000", "--seed", "1"])
        XCTAssertEqual(run.status, 1, run.stderrText)
        let report = run.stdoutText + run.stderrText
        XCTAssertTrue(report.contains("  reply-script: the reply script "), report)
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("harness-nativeHandler/crashes").path).filter { $0.hasPrefix("reply-script-") }
        let file = folder.appendingPathComponent("harness-nativeHandler/crashes/\(try XCTUnwrap(saved.first))").path
        XCTAssertTrue(report.contains("--reply-script fromNative --replay \(file)"), report)
        let persists = try fuzz("reply", ["--replay", file])
        XCTAssertEqual(persists.status, 1, persists.stdoutText)
        XCTAssertTrue(persists.stdoutText.contains("the failure persists: the reply script "), persists.stdoutText)
        let fixed = try fuzz("reply-fixed", ["--replay", file])
        XCTAssertEqual(fixed.status, 0, fixed.stdoutText)
        XCTAssertTrue(fixed.stdoutText.contains("fixed: the reply script calls fromNative once, as declared, now"), fixed.stdoutText)
        let clean = try fuzz("reply-fixed", ["--runs", "3000", "--seed", "1"])
        XCTAssertEqual(clean.status, 0, clean.stdoutText + clean.stderrText)
    }

    func testReplyScriptNeedsAHarnessAndADeclaredCallback() throws {
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let harness = Bundle.main.bundleURL.appendingPathComponent("planted-bugs-harness").path
        let noHarness = try Tool.run(bridgecheck, ["fuzz", "--manifest", Fixtures.exampleManifest.path, "--reply-script", "fromNative", "--runs", "1"])
        XCTAssertEqual(noHarness.status, 2)
        XCTAssertEqual(noHarness.stderrText, "error: --reply-script needs --harness: it says what the harness's output is\n")
        let unknown = try Tool.run(
            bridgecheck, ["fuzz", "--manifest", Fixtures.exampleManifest.path, "--harness", "\(harness) --bug reply", "--handler", "nativeHandler", "--reply-script", "fromNativ", "--runs", "1"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderrText.hasPrefix("error: --reply-script fromNativ: the manifest declares no such callback (did you mean 'fromNative'?)"), unknown.stderrText)
    }
}
