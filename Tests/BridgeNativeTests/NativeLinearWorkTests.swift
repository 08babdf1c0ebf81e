import Foundation
import TestSupport
import XCTest

/// `native` does work linear in the app's sources: each test counts the instructions
/// `bridgecheck-native` executes (callgrind) on an input at 1 and 10 times its size and asserts
/// at most 12 times the work (see TestSupport.WorkCount).
final class NativeLinearWorkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-native-linear-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"version":1,"handlers":{"h":{"body":"string"}},"callbacks":{"cb":{},"f":{}}}"#.utf8).write(to: folder.appendingPathComponent("bridge-manifest.json"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `native` on one Swift file whose message handler's body is `body`.
    private func native(_ name: String, _ body: String) throws -> UInt64 {
        let source = """
            import WebKit
            class C: NSObject, WKScriptMessageHandler {
                let webView = WKWebView()
                func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {
                    let v = "x"
            \(body)
                }
            }

            """
        let app = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: app.appendingPathComponent("App.swift"))
        return try WorkCount.instructions("bridgecheck-native", ["native", "--manifest", "bridge-manifest.json", name], currentDirectory: folder)
    }

    /// A script built up in steps: every step was followed through every assignment of the
    /// variable, exponential in the steps (fourteen took 57 s).
    func testAScriptBuiltUpInSteps() throws {
        try WorkCount.assertLinear("native, a script built in n steps of s = s + v", small: 30) { n in
            try native("steps-\(n)", "        var s = \"f(\"\n" + String(repeating: "        s = s + v\n", count: n) + "        webView.evaluateJavaScript(s)")
        }
    }

    /// Each evaluated variable was looked for by reading the whole function again.
    func testManyEvaluateJavaScriptCallsInOneFunction() throws {
        try WorkCount.assertLinear("native, n evaluateJavaScript calls in one function", small: 50) { n in
            try native("calls-\(n)", "        let s = \"cb()\"\n" + String(repeating: "        webView.evaluateJavaScript(s)\n", count: n))
        }
    }

    /// Each index into page data's parts looks back for the guards before it: through a table of
    /// the block's guards, not every statement again (and a guard hundreds of lines up still counts).
    func testManyGuardedIndexesInOneFunction() throws {
        try WorkCount.assertLinear("native, n guards and guarded indexes in one function", small: 50) { n in
            let guarded = "        guard let t = message.body as? String else { return }\n        let p = t.components(separatedBy: \":\")\n        guard p.count == 3 else { return }\n"
                + String(repeating: "        print(p[2])\n        if p.count < 5 { return }\n", count: n)
            return try native("guards-\(n)", guarded)
        }
    }

    /// The first syntax error was worded by a generator that is quadratic in the errors.
    func testManyInvalidLines() throws {
        try WorkCount.assertLinear("native, n invalid lines", small: 50) { n in
            try native("invalid-\(n)", String(repeating: "        let = = ;\n", count: n))
        }
    }
}
