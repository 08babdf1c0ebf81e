import BridgeJSON
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `bridgecheck native` as users run it: the example app, the broken one, the seeds' own code,
/// suppressions, the handover from `bridgecheck`, and `check`.
final class NativeCommandTests: XCTestCase {
    private var products: URL { Bundle.main.bundleURL }
    private var root: URL { Fixtures.packageRoot }

    private func native(_ arguments: [String], binary: String = "bridgecheck-native", in folder: URL? = nil) throws -> Tool.Result {
        try Tool.run(products.appendingPathComponent(binary).path, ["native"] + arguments, currentDirectory: folder ?? root)
    }

    /// Names are bytes: sources under a folder whose name is not UTF-8 (Latin-1 `café`) are read,
    /// and the report shows the byte as `\x{E9}`.
    func testSourcesUnderANameThatIsNotUTF8AreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("native-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"version":1,"handlers":{"share":{"body":"string"}}}"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        // Made through POSIX: Foundation cannot spell the name.
        let inner = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9]
        XCTAssertEqual(mkdir(inner.map { CChar(bitPattern: $0) } + [0], 0o755), 0)
        let source = Array("import WebKit\nfinal class B: NSObject, WKScriptMessageHandler {\n  func install(_ c: WKUserContentController) { c.add(self, name: \"share\") }\n  func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) { _ = message.body as? String }\n}\n".utf8)
        let fd = open((inner + Array("/Bridge.swift".utf8)).map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, source.count)
        close(fd)
        let result = try native(["--manifest", "m.json", "."], in: folder)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, "1 file scanned, 1 handler registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    func testTheExampleAppPassesStrictly() throws {
        let result = try native(["--strict", "--manifest", "examples/bridge-manifest.json", "examples/native"])
        XCTAssertEqual(result.stdoutText, "6 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0, result.stderrText)
    }

    /// Each `// expect: rule…` comment is a finding on its line; `// expect-manifest: rule name` one
    /// on the manifest's entry for `name`.
    /// docs/native.md's sample after `bridgecheck native … examples/native-broken` is an excerpt (`…`
    /// leaves lines out): every line it shows is a line the command prints, in that order.
    func testTheNativeDocsSampleIsWhatTheCommandPrints() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("docs/native.md"), encoding: .utf8)
        let command = try XCTUnwrap(readme.range(of: "swift run bridgecheck native --manifest examples/bridge-manifest.json examples/native-broken\n"))
        let open = try XCTUnwrap(readme.range(of: "```text\n", range: command.upperBound..<readme.endIndex))
        let close = try XCTUnwrap(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let shown = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init).filter { $0 != "…" }
        XCTAssertFalse(shown.isEmpty)
        let printed = try native(["--manifest", "examples/bridge-manifest.json", "examples/native-broken"]).stdoutText.split(separator: "\n").map(String.init)
        var at = 0
        for line in shown {
            guard let k = printed[at...].firstIndex(of: line) else { return XCTFail("docs/native.md shows a line the command does not print (or not in this order):\n\(line)") }
            at = k + 1
        }
    }

    func testTheBrokenAppReportsExactlyWhatItsCommentsSay() throws {
        let result = try native(["--manifest", "examples/bridge-manifest.json", "examples/native-broken"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let expected = try ExpectComments.expected(in: root, folder: "examples/native-broken/App")
        XCTAssertEqual(ExpectComments.found(result.stdoutText, manifest: "examples/bridge-manifest.json").sorted(), expected.sorted())
        // Every drift and safety rule the broken app is about appears.
        let rules = Set(expected.map { String($0.split(separator: " ")[1]) })
        for rule in ["handler-not-in-manifest", "handler-never-registered", "function-never-handled", "callback-not-in-manifest", "callback-never-evaluated",
            "reply-disagrees", "param-type-disagrees", "force-cast-page-data", "force-unwrap-page-data", "unchecked-split-index",
            "unencoded-script-interpolation", "unchecked-message-origin"]
        {
            XCTAssertTrue(rules.contains(rule), rule)
        }
    }

    func testBridgecheckHandsTheCommandToBridgecheckNative() throws {
        let arguments = ["--manifest", "examples/bridge-manifest.json", "--format", "json", "examples/native-broken"]
        let direct = try native(arguments)
        let handed = try native(arguments, binary: "bridgecheck")
        XCTAssertEqual(handed.status, 1)
        XCTAssertEqual(handed.status, direct.status)
        XCTAssertEqual(handed.stdoutText, direct.stdoutText)
        XCTAssertTrue(handed.stdoutText.contains("\"ruleID\" : \"force-cast-page-data\"") || handed.stdoutText.contains("force-cast-page-data"))
    }

    func testWithoutBridgecheckNativeTheCommandSaysHowToGetItAndExits2() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("bridgecheck")
        try FileManager.default.copyItem(at: products.appendingPathComponent("bridgecheck"), to: alone)
        let result = try Tool.run(alone.path, ["native", "--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "."], currentDirectory: folder, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrText.contains("bridgecheck native needs bridgecheck-native"), result.stderrText)
        XCTAssertTrue(result.stderrText.contains("swift build -c release --product bridgecheck-native"), result.stderrText)
    }

    func testBadInputIsAUsageErrorWithItsReason() throws {
        let missing = try native(["--manifest", "examples/bridge-manifest.json", "no/such/folder"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrText, "error: no/such/folder: no such file or folder (native takes Swift or Objective-C source folders or files)\n")
        let noSwift = try native(["--manifest", "examples/bridge-manifest.json", "examples/site"])
        XCTAssertEqual(noSwift.status, 2)
        XCTAssertEqual(noSwift.stderrText, "error: no .swift, .m or .mm files under examples/site\n")
        let noManifest = try native(["--manifest", "nothing.json", "examples/native"])
        XCTAssertEqual(noManifest.status, 2)
        XCTAssertTrue(noManifest.stderrText.contains("nothing.json"), noManifest.stderrText)
    }

    func testSuppressionsSilenceWithAReasonAndAreReportedOtherwise() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("bridge-manifest.json"))
        try """
            final class H: WKScriptMessageHandler {
                func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {
                    // bridgecheck-disable-next-line force-cast-page-data -- the page is bundled with the app
                    let a = message.body as! [String: Any]
                    // bridgecheck-disable-next-line force-cast-page-data
                    let b = message.body as! [String: Any]
                    // bridgecheck-disable-next-line unchecked-split-index -- nothing to silence here
                    print(a, b)
                    // bridgecheck-disable-next-line unknown-handler -- a page's rule: lint's to judge, not native's
                    print(a)
                    // bridgecheck-disable-next-line force-cast-page-dat -- misspelt
                    print(b)
                }
            }

            """.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", "bridge-manifest.json", "App.swift"], in: folder)
        let lines = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("App.swift") }.map { line in
            String(line.split(separator: ":").prefix(3).joined(separator: ":")) + " " + line[line.index(after: line.lastIndex(of: "[")!)...].dropLast()
        }
        // As in lint, a suppression without a reason still silences, and is reported.
        XCTAssertEqual(lines, ["App.swift:5:9 unjustified-suppression", "App.swift:7:9 unused-suppression", "App.swift:11:9 unused-suppression"])
        // Worded as lint words them: one engine reads every suppression.
        XCTAssertEqual(result.stdoutText.split(separator: "\n").filter { $0.contains("-suppression]") }, [
            "App.swift:5:9: warning: suppression of force-cast-page-data gives no reason (add ' -- why' after the rule ids) [unjustified-suppression]",
            "App.swift:7:9: warning: suppression of unchecked-split-index silences nothing on line 8 (remove it) [unused-suppression]",
            "App.swift:11:9: warning: suppression names 'force-cast-page-dat', which is not a rule (did you mean 'force-cast-page-data'?) [unused-suppression]",
        ])
    }

    /// The seeds' own Swift (read from ../shared/seeds) carries the bugs the safety rules are for.
    func testTheSeedsUnsafePatternsAreFoundWhereTheyAre() throws {
        guard let seeds = Fixtures.conformance?.deletingLastPathComponent().appendingPathComponent("seeds") else { throw XCTSkip(Fixtures.missingSharedMessage) }
        func code(_ prefix: String, from start: String, to end: String) throws -> String {
            let name = try FileManager.default.contentsOfDirectory(atPath: seeds.path).first { $0.hasPrefix(prefix) }
            let text = try String(contentsOf: seeds.appendingPathComponent(try XCTUnwrap(name)), encoding: .utf8)
            let from = try XCTUnwrap(text.range(of: start))
            let to = try XCTUnwrap(text.range(of: end, range: from.upperBound..<text.endIndex))
            return String(text[from.lowerBound..<to.lowerBound])
        }
        let cases: [(String, String, String, [String])] = [
            ("000", "import UIKit\nimport WebKit\n\nenum HttpMethod", "JavascriptMessageHandler.swift\n",
             ["unchecked-split-index `dataString.components(separatedBy: \",\")[1]`", "unchecked-split-index `typeString.components(separatedBy: \":\")[1]`",
              "unchecked-split-index `typeString.components(separatedBy: \":\")[1]`", "unchecked-split-index `typeString.components(separatedBy: \":\")[1].components(separatedBy: \";\")[1]`",
              // The blob: URL a page navigated to, pasted into 'GET', '…' of the script native runs.
              "unencoded-script-interpolation `blobUrl`"]),
            ("001", "//\n//  WebView.swift", "struct WebView_Previews",
             ["force-cast-page-data `message.body as! [String : Any?]`", "force-unwrap-page-data `Int(count)!`", "unencoded-script-interpolation `value`"]),
            ("003", "struct Metadata {", "MessageHandler.js를", ["unencoded-script-interpolation `json`"]),
        ]
        for (seed, start, end, expected) in cases {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try code(seed, from: start, to: end).write(to: folder.appendingPathComponent("Seed\(seed).swift"), atomically: true, encoding: .utf8)
            let result = try native(["--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "."], in: folder)
            let safety = Set(["unchecked-split-index", "force-cast-page-data", "force-unwrap-page-data", "unencoded-script-interpolation"])
            let found = result.stdoutText.split(separator: "\n").compactMap { line -> String? in
                guard let open = line.lastIndex(of: "["), safety.contains(String(line[line.index(after: open)..<line.index(before: line.endIndex)])) else { return nil }
                let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
                let quoted = line.split(separator: "`")[1]
                return "\(rule) `\(quoted)`"
            }
            XCTAssertEqual(found.sorted(), expected.sorted(), "seed \(seed)")
        }
    }

    /// The bridge libraries' registrations in Swift (WebViewJavascriptBridge, DSBridge,
    /// Capacitor 6's CAPBridgedPlugin): each example's Swift native side implements its manifest,
    /// and a renamed method drifts both ways.
    func testTheBridgeLibrariesInSwift() throws {
        let cases = [
            ("webviewjavascriptbridge", "1 file scanned, 0 handlers registered, 1 callback called"),
            ("dsbridge", "1 file scanned, 0 handlers registered, 1 callback called"),
            ("capacitor", "1 file scanned, 0 handlers registered, 0 callbacks called"),
        ]
        for (library, summary) in cases {
            let result = try native(["--strict", "--manifest", "examples/\(library)/bridge-manifest.json", "examples/\(library)/native-swift"])
            XCTAssertEqual(result.stdoutText, "\(summary): 0 errors, 0 warnings, 0 notes\n", library)
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: root.appendingPathComponent("examples/capacitor/native-swift/EchoPlugin.swift"), encoding: .utf8)
        try text.replacingOccurrences(of: #"CAPPluginMethod(name: "echo""#, with: #"CAPPluginMethod(name: "echos""#).replacingOccurrences(of: "func echo(", with: "func echos(")
            .replacingOccurrences(of: #"call.getString("value")"#, with: #"call.getInt("value")"#)
            .write(to: folder.appendingPathComponent("EchoPlugin.swift"), atomically: true, encoding: .utf8)
        let renamed = try native(["--manifest", root.appendingPathComponent("examples/capacitor/bridge-manifest.json").path, "EchoPlugin.swift"], in: folder)
        let found = ExpectComments.found(renamed.stdoutText, manifest: root.appendingPathComponent("examples/capacitor/bridge-manifest.json").path)
        XCTAssertEqual(found.sorted(), ["EchoPlugin.swift:14 function-not-in-manifest", "manifest function-never-handled Echo.echo"], renamed.stdoutText)
    }

    /// `--jobs N` parses N Swift files at once; what native reports does not depend on it, and a
    /// number outside 1–1024 is a usage error naming the option.
    func testJobsChangeNothingButTheThreads() throws {
        let arguments = ["--manifest", "examples/bridge-manifest.json", "--format", "json", "examples/native", "examples/fresh-app"]
        let one = try native(["--jobs", "1"] + arguments)
        let three = try native(["--jobs", "3"] + arguments)
        XCTAssertEqual(one.status, three.status)
        XCTAssertEqual(one.stdoutText, three.stdoutText)
        XCTAssertTrue(one.stdoutText.contains("\"findings\""), one.stdoutText)
        // Handed over by bridgecheck, the option goes with the command.
        let handed = try native(["--jobs", "2"] + arguments, binary: "bridgecheck")
        XCTAssertEqual(handed.stdoutText, one.stdoutText)
        for bad in ["0", "many", "2000"] {
            let refused = try native(["--jobs", bad] + arguments)
            XCTAssertEqual(refused.status, 2, bad)
            XCTAssertEqual(refused.stderrText, "error: --jobs takes a whole number from 1 to 1024, got '\(bad)'\n", bad)
            XCTAssertEqual(refused.stdoutText, "", bad)
        }
    }

    /// A file that names nothing the reader starts from (no WebKit type, no evaluated script, no
    /// bridge library) keeps its facts and drops its tree; a lookup that needs what it declares
    /// parses it again. The report is the one every tree kept gives (BRIDGECHECK_KEEP_TREES=1),
    /// down to the body cast found in the router the receiver hands the message to, and the
    /// script it builds from page data for the bridge's `send` to evaluate; the trace
    /// names the files parsed again (the router, and the unrelated file that also declares a
    /// `handle` and a `send`), and the file of constants is never parsed again.
    func testFilesSetAsideAreParsedAgainWhenALookupNeedsThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Bridge.swift": """
                import WebKit

                final class Bridge: NSObject, WKScriptMessageHandler {
                    let webView: WKWebView

                    init(webView: WKWebView) {
                        self.webView = webView
                        super.init()
                        webView.configuration.userContentController.add(self, name: Names.share)
                    }

                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                        Router.shared.handle(message.body, bridge: self)
                    }

                    func send(_ script: String) {
                        webView.evaluateJavaScript(script)
                    }
                }

                """,
            "Names.swift": "enum Names {\n    static let share = \"share\"\n}\n",
            "Router.swift": """
                final class Router {
                    static let shared = Router()

                    func handle(_ body: Any, bridge: Bridge) {
                        let fields = body as! [String: Any]
                        let callback = fields["callback"] as? String ?? "done"
                        bridge.send("\\(callback)('ok')")
                    }
                }

                """,
            "Other.swift": "final class Unrelated {\n    func handle(_ value: Int) -> Int { value + 1 }\n    func send(_ text: String) { print(text) }\n}\n",
            "m.json": #"{"version": 1, "handlers": {"share": {"body": "object"}}}"#,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let binary = products.appendingPathComponent("bridgecheck-native").path
        let arguments = ["native", "--jobs", "1", "--manifest", "m.json", "Bridge.swift", "Names.swift", "Other.swift", "Router.swift"]
        let setAside = try Tool.run(binary, arguments, currentDirectory: folder, environment: ["BRIDGECHECK_TRACE": "1"])
        let kept = try Tool.run(binary, arguments, currentDirectory: folder, environment: ["BRIDGECHECK_TRACE": "1", "BRIDGECHECK_KEEP_TREES": "1"])
        XCTAssertEqual(setAside.status, 1, setAside.stderrText)
        XCTAssertEqual(setAside.stdoutText, """
            Bridge.swift:17:9: info: native evaluates a script whose callee is computed (`\\(fields["callback"] as? String ?? "done")('ok')`), which bridgecheck cannot follow [native-not-followed]
            Router.swift:5:22: error: `body as! [String: Any]` force-casts a value derived from page data; a message of another shape crashes the app (use as? and reject the message when the cast fails) [force-cast-page-data]
            Router.swift:7:24: error: `callback` is put into a script native evaluates, and it comes from the page: the page chooses the code that runs (build the script with BridgeRuntime's ReplyScript.call(path, arguments), which encodes every argument) [unencoded-script-interpolation]
            4 files scanned, 1 handler registered, 0 callbacks called: 2 errors, 0 warnings, 1 note

            """)
        XCTAssertEqual(kept.stdoutText, setAside.stdoutText)
        let trees = { (result: Tool.Result) in result.stderrText.split(separator: "\n").filter { $0.hasPrefix("trees: ") } }
        XCTAssertEqual(trees(setAside), ["trees: 1 kept, 3 set aside, 2 parsed again (Other.swift, Router.swift)"], setAside.stderrText)
        XCTAssertEqual(trees(kept), ["trees: 4 kept, 0 set aside, 0 parsed again"], kept.stderrText)
        // Everything else the trace says is the same.
        XCTAssertEqual(setAside.stderrText.split(separator: "\n").filter { !$0.hasPrefix("trees: ") }, kept.stderrText.split(separator: "\n").filter { !$0.hasPrefix("trees: ") })
    }

    /// A Cordova plugin written in Swift: its actions are the methods Objective-C can see
    /// (`@objc`, `dynamic`, an `@objcMembers` class; all of them in a plugin that marks none, as
    /// before Swift 4), and each reads the page's exec arguments from `command.arguments`, an
    /// NSArray whose subscript traps out of range (Fingerprint AIO, labelled in the corpus).
    func testASwiftCordovaPluginsActionsReadTheExecArguments() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            @objc(Echo) class Echo: CDVPlugin {
                @objc(echo:)
                func echo(_ command: CDVInvokedUrlCommand) {
                    let options = command.arguments[0] as? [String: Any]
                    let title = options?["title"] as! String?
                    let secret = command.argument(at: 1) as? String ?? ""
                    print(title as Any, secret.data(using: .utf8)!, secret.data(using: String.Encoding.utf16)!)
                    print(secret.data(using: .ascii)!)
                    if command.arguments.count > 1 { print(command.arguments[1]) }
                    send(command)
                }
                func send(_ command: CDVInvokedUrlCommand) {
                    print(command.callbackId as Any)
                }
            }
            """#.write(to: folder.appendingPathComponent("Echo.swift"), atomically: true, encoding: .utf8)
        let manifest = root.appendingPathComponent("examples/cordova/bridge-manifest.json").path
        let result = try native(["--manifest", manifest, "Echo.swift"], in: folder)
        let found = ExpectComments.found(result.stdoutText, manifest: manifest)
        XCTAssertEqual(
            found.sorted(),
            [
                "Echo.swift:4 unchecked-page-index", "Echo.swift:5 force-cast-page-data", "Echo.swift:8 force-unwrap-page-data",
            ], result.stdoutText)
        // The same plugin with no method marked: every method is an action, as before Swift 4.
        try String(contentsOf: folder.appendingPathComponent("Echo.swift"), encoding: .utf8).replacingOccurrences(of: "@objc(echo:)\n", with: "")
            .write(to: folder.appendingPathComponent("Echo.swift"), atomically: true, encoding: .utf8)
        let unmarked = ExpectComments.found(try native(["--manifest", manifest, "Echo.swift"], in: folder).stdoutText, manifest: manifest)
        XCTAssertEqual(
            unmarked.sorted(),
            ["Echo.swift:11 function-not-in-manifest", "Echo.swift:3 unchecked-page-index", "Echo.swift:4 force-cast-page-data", "Echo.swift:7 force-unwrap-page-data"])
    }

    /// Seed 000's `{"<function>": {params}}` decoded by testing the body's keys: each key tested
    /// is a function of a handler whose envelope says so, and what is read under it its parameters.
    func testFunctionsNamedByTestingABodyKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ c: WKUserContentController) { c.add(self, name: "ios_javascript") }
                func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard message.frameInfo.securityOrigin.host == "m.example.com", message.name == "ios_javascript", let text = message.body as? String,
                        let data = text.data(using: .utf8), let body = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
                    if let p = body["deviceInfoSetting"] as? [String: Any] {
                        print(p["name"] as? Int as Any)
                    } else if body["pushTokenInf"] != nil {
                        print("push")
                    }
                }
            }

            """#.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "App.swift"], in: folder)
        let found = result.stdoutText.split(separator: "\n").filter { $0.contains("function-") || $0.contains("param-") }.map { line in
            String(line.split(separator: ":").prefix(3).joined(separator: ":").split(separator: "/").last ?? "") + " " + line[line.index(after: line.lastIndex(of: "[")!)...].dropLast()
        }
        XCTAssertEqual(found.sorted(), ["App.swift:7:19 param-type-disagrees", "App.swift:8:19 function-not-in-manifest", "bridge-manifest.json:23:9 function-never-handled"], result.stdoutText)
    }

    /// Hostile sources end in a report, never a crash: a 20,000-term concatenation (once a stack
    /// overflow), nesting past the parser's limit, and bytes that are not Swift (or UTF-8).
    func testPathologicalSourcesEndInAReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("bridge-manifest.json"))
        let terms = Array(repeating: #""a""#, count: 20_000).joined(separator: " + ")
        try "func f(w: WKWebView) { w.evaluateJavaScript(\(terms)) }\n".write(to: folder.appendingPathComponent("Concat.swift"), atomically: true, encoding: .utf8)
        try ("func g() { let x = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000) + " }\n")
            .write(to: folder.appendingPathComponent("Nested.swift"), atomically: true, encoding: .utf8)
        try Data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: folder.appendingPathComponent("Garbage.swift"))
        for file in ["Concat.swift", "Nested.swift", "Garbage.swift"] {
            let result = try native(["--manifest", "bridge-manifest.json", file], in: folder)
            XCTAssertEqual(result.status, 1, "\(file): \(result.stderrText)")
            XCTAssertTrue(result.stdoutText.contains("1 file scanned, 0 handlers registered"), "\(file): \(result.stdoutText)")
        }
        let nested = try native(["--manifest", "bridge-manifest.json", "Nested.swift"], in: folder)
        XCTAssertTrue(nested.stdoutText.contains("warning: Swift syntax error: parsing has exceeded the maximum nesting level [swift-syntax-error]"), nested.stdoutText)
    }

    func testCheckRunsNativeWhenTheConfigurationNamesSwiftSources() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("bridge-manifest.json"))
        try fm.copyItem(at: root.appendingPathComponent("examples/custom-scripts.js"), to: folder.appendingPathComponent("custom-scripts.js"))
        try fm.copyItem(at: root.appendingPathComponent("examples/site"), to: folder.appendingPathComponent("site"))
        try fm.copyItem(at: root.appendingPathComponent("examples/native-broken/App"), to: folder.appendingPathComponent("App"))
        try #"{"manifest": "bridge-manifest.json", "paths": ["site"], "native": {"paths": ["App"]}, "fuzz": {"budget": 1, "targets": ["data-url"]}}"#
            .write(to: folder.appendingPathComponent(".bridgecheck.json"), atomically: true, encoding: .utf8)
        let result = try Tool.run(products.appendingPathComponent("bridgecheck").path, ["check"], currentDirectory: folder)
        XCTAssertEqual(result.status, 1, result.stderrText)
        XCTAssertTrue(result.stderrText.contains("bridgecheck check: native\n"), result.stderrText)
        let junit = try String(contentsOf: folder.appendingPathComponent("reports/native.junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("force-cast-page-data"), junit)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("reports/native.sarif"))) as? [String: Any]
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        XCTAssertEqual((run?["automationDetails"] as? [String: Any])?["id"] as? String, "bridgecheck/native/", "native's SARIF is its own category")
        if let problems = try SARIFSchemaCheck.problems(file: folder.appendingPathComponent("reports/native.sarif")) { XCTAssertEqual(problems, [], "native's SARIF conforms to SARIF 2.1.0") }
        if let problems = try SARIFSchemaCheck.problems(file: folder.appendingPathComponent("reports/bridgecheck.sarif")) { XCTAssertEqual(problems, [], "lint's SARIF beside it conforms") }
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        XCTAssertTrue(rules.contains { $0["id"] as? String == "force-cast-page-data" } && rules.contains { $0["id"] as? String == "unused-suppression" }, "native's SARIF lists its rules")

        // A "native" section naming a folder with no Swift is a setup error: exit 2, nothing run.
        try #"{"manifest": "bridge-manifest.json", "paths": ["site"], "native": {"paths": ["site"]}}"#
            .write(to: folder.appendingPathComponent(".bridgecheck.json"), atomically: true, encoding: .utf8)
        try fm.removeItem(at: folder.appendingPathComponent("reports"))
        let bad = try Tool.run(products.appendingPathComponent("bridgecheck").path, ["check"], currentDirectory: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderrText.contains("\"native\" names site, which hold no .swift, .m or .mm files"), bad.stderrText)
        XCTAssertFalse(fm.fileExists(atPath: folder.appendingPathComponent("reports").path))
    }

    func testAMalformedNativeSectionIsAConfigurationErrorNamingItsPath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".bridgecheck.json")
        for (text, expected) in [
            (#"{"native": {"paths": [], "pathz": 1}}"#, ["$.native.pathz: unknown key 'pathz' (did you mean 'paths'?); allowed: paths", "$.native.paths: expected a non-empty array of Swift source folders"]),
            (#"{"native": "Sources"}"#, ["$.native: expected an object"]),
        ] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            let result = try native(["--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path], in: folder)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.stderrText, expected.map { "\(config.path): \($0)\n" }.joined(), text)
            XCTAssertEqual(result.stdoutText, "", text)
        }
        // Native's rule ids are ones a configuration may set.
        try #"{"rules": {"force-cast-page-data": "warning"}}"#.write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/native-broken/App/Seed001Bridge.swift"), to: folder.appendingPathComponent("A.swift"))
        let relaxed = try native(["--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "A.swift"], in: folder)
        XCTAssertTrue(relaxed.stdoutText.contains("A.swift:22:18: warning: `message.body as! [String: Any]`"), relaxed.stdoutText)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("native-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// `bridgecheck manifest init --swift`: a manifest from the app's code that the other commands accept.
final class ManifestInitTests: XCTestCase {
    private var products: URL { Bundle.main.bundleURL }
    private var root: URL { Fixtures.packageRoot }

    private func bridgecheck(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Tool.Result {
        try Tool.run(products.appendingPathComponent("bridgecheck").path, arguments, currentDirectory: folder ?? root, environment: environment)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testTheExampleAppsManifestPassesCheckAndLintAndNativeAgree() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("bridge-manifest.json").path
        let made = try bridgecheck(["manifest", "init", "--swift", "examples/native", "--site", "examples/site", "--output", output])
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stderrText, "wrote \(output): 10 handlers and 5 callbacks inferred from 6 source files; review every entry, then run bridgecheck manifest check\n")
        let checked = try bridgecheck(["manifest", "check", output])
        XCTAssertEqual(checked.status, 0, checked.stdoutText + checked.stderrText)
        let lint = try bridgecheck(["lint", "--manifest", output, "examples/site"])
        XCTAssertEqual(lint.status, 0, lint.stdoutText)
        XCTAssertTrue(lint.stdoutText.hasSuffix("8 files scanned, 13 bridge calls (1 not checked): 0 errors, 2 warnings, 1 note\n"), lint.stdoutText)
        let native = try bridgecheck(["native", "--strict", "--manifest", output, "examples/native"])
        XCTAssertEqual(native.stdoutText, "6 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")

        // What was inferred, and marked as such.
        let text = try String(contentsOfFile: output, encoding: .utf8)
        for fact in [
            #""body": "json-string""#, #""envelope": "function""#, #""body": "data-url""#, #""actionKey": "action""#, #""paramKey": "param""#,
            #""envelope": "sequence""#, #""replies": true"#, #""type": "deeplink""#, #""host": "webview""#, #""window._ios.MessageHandler.onSuccess""#,
            "Inferred from the native sources (registered at examples/native/App/Seed001Bridge.swift:14",
            // The scheme's query keys native reads (`query.first(where: { $0.name == "count" })`).
            #""description": "read at examples/native/App/Seed000Bridge.swift:72""#,
        ] {
            XCTAssertTrue(text.contains(fact), fact)
        }
    }

    /// Writes `text` at `path` in `folder`, making the folders on the way.
    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Keys a page sends that native was not seen reading are added to the function's params as
    /// the keys themselves, read from each finding's subject (the path within the function's
    /// params). Read from the finding's text, an `{action, param}` envelope gave `param.text`,
    /// and a key that is no identifier `param["sent by"]`.
    func testKeysOnlyThePagesSendAreAddedToTheFunctionsParamsByName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "app")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    switch action {
                    case "share":
                        print("share")
                    default:
                        break
                    }
                }
            }

            """, to: "App/Bridge.swift", in: folder)
        try write(#"window.webkit.messageHandlers.app.postMessage({ action: "share", param: { url: "https://example.com", "sent by": "me" } });"#, to: "web/app.js", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--site", "web", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                      "params": {
                        "type": "object",
                        "properties": {
                          "url": {
                            "description": "sent by the page at web/app.js:1; bridgecheck saw no native code read it"
                          },
                          "sent by": {
                            "description": "sent by the page at web/app.js:1; bridgecheck saw no native code read it"
                          }
                        }
                      }
            """#), made.stdoutText)
        XCTAssertFalse(made.stdoutText.contains("param."), made.stdoutText)
    }

    /// A Swift type whose @objc methods the page names by selector (`perform(NSSelectorFromString(
    /// method + ":"), with: params)`): its plumbing is no function the page is meant to name, a
    /// method taking a WebKit object (`install(_:)`), a notification, or an @IBAction, as in
    /// Objective-C. Not triggering: the one-object method `share(_:)`, which is a function.
    func testASwiftTypesPlumbingIsNoFunctionTheSelectorNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit
            import UIKit

            final class S: NSObject, WKScriptMessageHandler {
                @objc func install(_ c: WKUserContentController) { c.add(self, name: "bridge") }
                @objc func keyboardWillShow(_ note: Notification) { print(note) }
                @IBAction func tapped(_ sender: Any) { print(sender) }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let method = body["method"] as? String else { return }
                    let selector = NSSelectorFromString(method + ":")
                    if responds(to: selector) { perform(selector, with: body["params"]) }
                }

                @objc func share(_ params: Any?) { print(params as Any) }
            }

            """, to: "App/S.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["bridge"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["share"])
    }

    /// A key the page sends a letter or two from a key native reads and the page does not send
    /// (`pasword` where native reads `password`) is the page's typo: init leaves it out of the
    /// contract and says so, and lint then reports it, though the schema allows other keys. Not
    /// triggering: a key the page sends that is like no key native reads (`remember`) is added.
    func testAKeyThePageMisspellsIsLeftOutOfTheContractAndReported() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            final class Login: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "login")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any] else { return }
                    let account = body["account"] as? String
                    let password = body["password"] as? String
                    print(account ?? "", password ?? "")
                }
            }

            """, to: "App/Login.swift", in: folder)
        try write("window.webkit.messageHandlers.login.postMessage({ account: 'a', pasword: 'b', remember: true });\n", to: "web/app.js", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--site", "web", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stderrText.contains(
            "note: the page at web/app.js:1 sends 'pasword' to login, which native does not read (did you mean 'password'?); it is left out, and lint reports it"), made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let schema = try XCTUnwrap(((manifest["handlers"] as? [String: [String: Any]])?["login"]?["schema"]) as? [String: Any])
        XCTAssertEqual((schema["properties"] as? [String: Any]).map { $0.keys.sorted() }, ["account", "password", "remember"])
        let lint = try bridgecheck(["lint", "web"], in: folder)
        XCTAssertEqual(lint.stdoutText, """
            web/app.js:1:65: warning: $.pasword: unknown key 'pasword' (did you mean 'password'? the object has no 'password') [param-unknown]
            1 file scanned, 1 bridge call: 0 errors, 1 warning, 0 notes

            """, lint.stderrText)
    }

    /// The parameter object bound before the branches on the action (`guard let data =
    /// body["data"] as? [String: Any]` ahead of `switch action`) is each branch's parameters: the
    /// keys a branch reads are its function's, and `data` is the envelope's paramKey. Before,
    /// they were read as body keys `data.text` of no function, and the envelope said `param`.
    /// Not triggering: `meta`, also bound before, is read there too, outside every branch.
    func testAParameterObjectBoundBeforeTheActionBranchesIsEachBranchsParameters() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "app")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    let meta = body["meta"] as? [String: Any] ?? [:]
                    let trace = meta["trace"] as? String ?? ""
                    guard let data = body["data"] as? [String: Any] else { return }
                    switch action {
                    case "share":
                        let text = data["text"] as? String ?? ""
                        print(text, trace)
                    case "open":
                        if let url = data["url"] as? String { print(url) }
                    default:
                        break
                    }
                }
            }

            """, to: "App/Bridge.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.hasSuffix(#"""
                  "envelope": {
                    "type": "action",
                    "actionKey": "action",
                    "paramKey": "data"
                  },
                  "functions": {
                    "share": {
                      "summary": "Inferred from App/Bridge.swift:14.",
                      "params": {
                        "type": "object",
                        "properties": {
                          "text": {
                            "type": "string",
                            "description": "read at App/Bridge.swift:15"
                          }
                        }
                      }
                    },
                    "open": {
                      "summary": "Inferred from App/Bridge.swift:17.",
                      "params": {
                        "type": "object",
                        "properties": {
                          "url": {
                            "type": "string",
                            "description": "read at App/Bridge.swift:18"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }

            """#), made.stdoutText)
        XCTAssertFalse(made.stdoutText.contains("trace"), made.stdoutText)
    }

    /// A message decoded into the app's own types (`JSONDecoder().decode(T.self, from:)`, from
    /// `JSONSerialization.data(withJSONObject: message.body)` or a string body's data) is read
    /// through their properties: each property read is a key (under its `CodingKeys` name), with
    /// the kind its declared type gives; `switch decoded.action` names the functions and the
    /// object property read in a branch is their parameters; a non-Optional property is a
    /// required key (the decoder throws without it). Before, the body was `any` and the string
    /// body had no schema.
    func testAMessageDecodedIntoTheAppsTypesIsReadThroughTheirProperties() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            struct BridgeMessage: Decodable {
                let action: String
                let payload: Payload?

                struct Payload: Decodable {
                    let text: String?
                    let count: Int?
                }
            }

            final class Bridge: NSObject, WKScriptMessageHandler {
                weak var webView: WKWebView?

                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "native")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let data = try? JSONSerialization.data(withJSONObject: message.body),
                          let decoded = try? JSONDecoder().decode(BridgeMessage.self, from: data) else { return }
                    switch decoded.action {
                    case "share":
                        print(decoded.payload?.text ?? "")
                    case "count":
                        let n = decoded.payload!.count!
                        webView?.evaluateJavaScript("window.onCount(\(n))")
                    default:
                        break
                    }
                }
            }

            """#, to: "App/Bridge.swift", in: folder)
        try write(#"""
            import WebKit

            struct ShareRequest: Codable {
                let text: String
                let link: String?
                let tags: [String]

                enum CodingKeys: String, CodingKey {
                    case text
                    case link = "url"
                    case tags
                }
            }

            final class ShareHandler: NSObject, WKScriptMessageHandler {
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let string = message.body as? String, let data = string.data(using: .utf8) else { return }
                    do {
                        let request = try JSONDecoder().decode(ShareRequest.self, from: data)
                        print(request.text, request.link ?? "", request.tags.count)
                    } catch {
                        return
                    }
                }
            }

            final class Controller {
                func setUp(_ controller: WKUserContentController) {
                    controller.add(ShareHandler(), name: "share")
                }
            }

            """#, to: "Share/Share.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                "native": {
                  "summary": "Inferred from the native sources (registered at App/Bridge.swift:17; body cast at App/Bridge.swift:21). Review before use.",
                  "body": "object",
                  "envelope": {
                    "type": "action",
                    "actionKey": "action",
                    "paramKey": "payload"
                  },
                  "functions": {
                    "share": {
                      "summary": "Inferred from App/Bridge.swift:24.",
                      "params": {
                        "type": "object",
                        "properties": {
                          "text": {
                            "type": "string",
                            "description": "read at App/Bridge.swift:25"
                          }
                        }
                      }
                    },
                    "count": {
                      "summary": "Inferred from App/Bridge.swift:26.",
                      "params": {
                        "type": "object",
                        "properties": {
                          "count": {
                            "type": "integer",
                            "description": "read at App/Bridge.swift:27"
                          }
                        }
                      }
                    }
                  }
                }
            """#), made.stdoutText)
        let share = try bridgecheck(["manifest", "init", "--native", "Share", "--output", "-"], in: folder)
        XCTAssertEqual(share.status, 0, share.stderrText)
        XCTAssertTrue(share.stdoutText.contains(#"""
                "share": {
                  "summary": "Inferred from the native sources (registered at Share/Share.swift:29; body cast at Share/Share.swift:17). Review before use.",
                  "body": "json-string",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "text": {
                        "type": "string",
                        "description": "read at Share/Share.swift:20"
                      },
                      "url": {
                        "type": "string",
                        "description": "read at Share/Share.swift:20"
                      },
                      "tags": {
                        "type": "array",
                        "description": "read at Share/Share.swift:20"
                      }
                    },
                    "required": [
                      "text",
                      "tags"
                    ]
                  }
                }
            """#), share.stdoutText)
        // Not required where the type decodes itself: its code says what it needs.
        let custom = try String(contentsOf: folder.appendingPathComponent("Share/Share.swift"), encoding: .utf8).replacingOccurrences(
            of: "    enum CodingKeys", with: "    init(from decoder: Decoder) throws {\n        text = \"\"; link = nil; tags = []\n    }\n\n    enum CodingKeys")
        try write(custom, to: "Share/Share.swift", in: folder)
        let decodesItself = try bridgecheck(["manifest", "init", "--native", "Share", "--output", "-"], in: folder)
        XCTAssertEqual(decodesItself.status, 0, decodesItself.stderrText)
        XCTAssertTrue(decodesItself.stdoutText.contains(#""url": {"#), decodesItself.stdoutText)
        XCTAssertFalse(decodesItself.stdoutText.contains(#""required""#), decodesItself.stdoutText)
        // The function named by an enum with String raw values (`case openLink = "open_link"`),
        // a URL property read as a string.
        try write(#"""
            import WebKit

            enum BridgeAction: String, Decodable {
                case share
                case openLink = "open_link"
            }

            struct Envelope: Decodable {
                let type: BridgeAction
                let data: Payload

                struct Payload: Decodable {
                    let text: String?
                    let url: URL?
                }
            }

            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "bridge")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any],
                          let json = try? JSONSerialization.data(withJSONObject: body),
                          let envelope = try? JSONDecoder().decode(Envelope.self, from: json) else { return }
                    switch envelope.type {
                    case .share:
                        print(envelope.data.text ?? "")
                    case .openLink:
                        if let url = envelope.data.url { UIApplication.shared.open(url) }
                    }
                }
            }

            """#, to: "Enum/Bridge.swift", in: folder)
        let named = try bridgecheck(["manifest", "init", "--native", "Enum", "--output", "-"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderrText)
        for fact in [
            #""actionKey": "type""#, #""paramKey": "data""#, #""open_link": {"#,
            "\"url\": {\n                \"type\": \"string\",\n                \"description\": \"read at Enum/Bridge.swift:31\"",
        ] {
            XCTAssertTrue(named.stdoutText.contains(fact), fact + "\n" + named.stdoutText)
        }
    }

    /// The action key turned into a String enum (`MessageType(rawValue: typeString)`) and
    /// passed to a helper that switches on its cases still names the functions, each by its raw
    /// value. Before, the body was a plain object with `type` and `payload` keys and no function.
    /// Not triggering: the same enum made from a value that is not a top-level key.
    func testAnActionKeyMadeIntoAStringEnumNamesTheFunctionsByItsCases() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            enum MessageType: String {
                case login
                case logout
                case track
            }

            final class WebBridge: NSObject, WKScriptMessageHandler {
                static let handlerName = "appBridge"
                weak var webView: WKWebView?

                func attach(to configuration: WKWebViewConfiguration) {
                    configuration.userContentController.add(self, name: WebBridge.handlerName)
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let dict = message.body as? [String: Any],
                          let typeString = dict["type"] as? String,
                          let type = MessageType(rawValue: typeString) else { return }
                    handle(type, payload: dict["payload"] as? [String: Any] ?? [:])
                }

                private func handle(_ type: MessageType, payload: [String: Any]) {
                    switch type {
                    case .login:
                        let token = payload["token"] as! String
                        reply("onLogin", token)
                    case .logout:
                        reply("onLogout", "")
                    case .track:
                        guard let event = payload["event"] as? String else { return }
                        print(event)
                    }
                }

                private func reply(_ callback: String, _ value: String) {
                    webView?.evaluateJavaScript("window.\(callback)('\(value)')")
                }
            }

            """#
        try write(source, to: "App/Bridge.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        for fact in [
            #""actionKey": "type""#, #""paramKey": "payload""#, #""login": {"#, #""logout": {"#, #""track": {"#,
            #""summary": "Inferred from App/Bridge.swift:26.""#, #""description": "read at App/Bridge.swift:27""#,
        ] {
            XCTAssertTrue(made.stdoutText.contains(fact), fact + "\n" + made.stdoutText)
        }
        try write(
            source.replacingOccurrences(of: #"let typeString = dict["type"] as? String"#, with: #"let typeString = (dict["meta"] as? [String: Any])?["type"] as? String"#), to: "App/Bridge.swift", in: folder)
        let nested = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(nested.status, 0, nested.stderrText)
        XCTAssertTrue(nested.stdoutText.contains(#""envelope": "plain""#), nested.stdoutText)
        XCTAssertFalse(nested.stdoutText.contains(#""login""#), nested.stdoutText)
    }

    /// An envelope whose keys are named once as the type's constants (`private let actionKey =
    /// "action"`, Wikipedia's habit and many apps'), with the action made into a String enum by an
    /// init of the enum's own and dispatched by a method of it that switches on `self`: the
    /// constants are the keys, the cases' raw values the functions, and what each case reads of
    /// the parameter it is given their parameters. Before, init wrote a plain object (no keys
    /// resolved) and, with literal keys, two untyped keys and no function.
    /// Not triggering: a key held in a `var` the type assigns again is not a constant.
    func testAnEnvelopeKeyedByConstantsAndDispatchedByAnEnumMethodNamesTheFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            enum ContentService {
                static let handlerName = "pageBridge"
            }

            final class MessagingController: NSObject {
                private let actionKey = "action"
                private let payloadKey = "data"

                func attach(to webView: WKWebView) {
                    webView.configuration.userContentController.add(self, name: ContentService.handlerName)
                }
            }

            extension MessagingController: WKScriptMessageHandler {
                enum Event {
                    case ready
                    case link(href: String, title: String?)
                    case image(src: String, width: Int?)
                }

                private enum PageAction: String {
                    case ready
                    case link = "link_clicked"
                    case image

                    init?(raw: String) {
                        self.init(rawValue: raw.replacingOccurrences(of: "_tapped", with: ""))
                    }

                    func event(from data: [String: Any]?) -> Event? {
                        switch self {
                        case .ready:
                            return .ready
                        case .link:
                            guard let href = data?["href"] as? String else { return nil }
                            return .link(href: href, title: data?["title"] as? String)
                        case .image:
                            let src = data!["src"] as! String
                            return .image(src: src, width: data?["width"] as? Int)
                        }
                    }
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let name = body[actionKey] as? String else { return }
                    let data = body[payloadKey] as? [String: Any]
                    guard let event = PageAction(raw: name)?.event(from: data) else { return }
                    print(event)
                }
            }

            """#
        try write(source, to: "App/Messaging.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        for fact in [
            #""actionKey": "action""#, #""paramKey": "data""#, #""ready": {"#, #""link_clicked": {"#, #""image": {"#,
            #""summary": "Inferred from App/Messaging.swift:36.""#, #""description": "read at App/Messaging.swift:37""#,
            #""description": "read at App/Messaging.swift:40""#,
        ] {
            XCTAssertTrue(made.stdoutText.contains(fact), fact + "\n" + made.stdoutText)
        }
        // The force unwrap and cast in the enum's method are the handler's.
        try write(made.stdoutText, to: "bridge-manifest.json", in: folder)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Messaging.swift:40:27: error: `data![\"src\"] as! String` force-casts"), checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Messaging.swift:40:27: error: `data!` force-unwraps"), checked.stdoutText)

        let reassigned = source.replacingOccurrences(of: "private let actionKey", with: "private var actionKey")
            .replacingOccurrences(of: "    func attach(", with: "    func rename(_ key: String) { actionKey = key }\n\n    func attach(")
        try write(reassigned, to: "App/Messaging.swift", in: folder)
        let variable = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(variable.status, 0, variable.stderrText)
        XCTAssertFalse(variable.stdoutText.contains(#""actionKey": "action""#), variable.stdoutText)
        XCTAssertFalse(variable.stdoutText.contains(#""link_clicked""#), variable.stdoutText)
    }

    /// `manifest init --native App` in `folder` (written to bridge-manifest.json, replaced): the query keys of
    /// each function of the handler of `scheme`, sorted.
    private func schemeFunctionKeys(_ scheme: String, in folder: URL) throws -> [String: [String]] {
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json", "--force"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let functions = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?[scheme]?["functions"] as? [String: [String: Any]])
        return functions.mapValues { (($0["params"] as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted() ?? [] }
    }

    /// A navigation URL parsed by the app's own function into a dictionary (`func
    /// parameters(of url: URL) -> [String: String]`), read in the branches on the host: each key
    /// is a parameter of the host's function, so lint checks the query of each `myapp://` link.
    /// Before, the scheme's functions had no parameters. Not triggering: a dictionary the app
    /// makes from something else names none.
    func testAURLTheAppParsesIntoADictionaryGivesTheSchemeFunctionsParameters() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class Nav: NSObject, WKNavigationDelegate {
                private func parameters(of url: URL) -> [String: String] {
                    var out: [String: String] = [:]
                    for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] { out[item.name] = item.value }
                    return out
                }
                private func defaults() -> [String: String] { ["color": "red"] }

                func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                    guard let url = navigationAction.request.url, url.scheme == "myapp" else { return decisionHandler(.allow) }
                    let params = parameters(of: url)
                    let settings = defaults()
                    switch url.host {
                    case "share":
                        print(params["title"] ?? "", params["link"] ?? "", settings["color"] ?? "")
                    case "toast":
                        print(params["text"]!)
                    default:
                        break
                    }
                    decisionHandler(.cancel)
                }
            }

            """#
        try write(source, to: "App/Nav.swift", in: folder)
        let keys = try schemeFunctionKeys("myapp", in: folder)
        XCTAssertEqual(keys["share"], ["link", "title"])
        XCTAssertEqual(keys["toast"], ["text"])
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertTrue(checked.stdoutText.hasPrefix("App/Nav.swift:19:19: error: `params[\"text\"]!` force-unwraps"), checked.stdoutText)
        try write(#"<a href="myapp://toast">t</a> <a href="myapp://toast?text=hi">t</a> <a href="myapp://share?title=a">s</a>"# + "\n", to: "site/index.html", in: folder)
        let linted = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "site"], in: folder)
        XCTAssertEqual(linted.status, 1, linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.hasPrefix("site/index.html:1:10: error: $: missing required key 'text' [param-missing]\n"), linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.hasSuffix(": 1 error, 0 warnings, 0 notes\n"), linted.stdoutText)
    }

    /// The other two ways Swift reads a navigation URL's query: `components.queryItems?.first(where:
    /// { $0.name == "title" })?.value` of the URL's components, and an extension of URL the app
    /// declares (`var queryParameters: [String: String]`). Not triggering: an item found by
    /// something other than its name, and a URL extension that is not a dictionary.
    func testQueryItemsAndAURLExtensionGiveTheSchemeFunctionsParameters() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            extension URL {
                var queryParameters: [String: String] {
                    var out: [String: String] = [:]
                    URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems?.forEach { out[$0.name] = $0.value }
                    return out
                }
                var label: String { host ?? "" }
            }

            final class Nav: NSObject, WKNavigationDelegate {
                func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                    guard let url = navigationAction.request.url, url.scheme == "myapp" else { return decisionHandler(.allow) }
                    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
                    switch url.host {
                    case "share":
                        let title = components?.queryItems?.first(where: { $0.name == "title" })?.value
                        let any = components?.queryItems?.first { $0.value != nil }?.value
                        print(title ?? "", any ?? "", url.label)
                    case "toast":
                        print(url.queryParameters["text"] ?? "")
                    default:
                        break
                    }
                    decisionHandler(.cancel)
                }
            }

            """#
        try write(source, to: "App/Nav.swift", in: folder)
        let keys = try schemeFunctionKeys("myapp", in: folder)
        XCTAssertEqual(keys["share"], ["title"])
        XCTAssertEqual(keys["toast"], ["text"])
    }

    /// A host tested in a guard (`guard url.scheme == "myapp", url.host == "share" else { return }`)
    /// makes the rest of the block that function's: the query keys read after it are its
    /// parameters. Before, they were read for no function and init wrote none. Not triggering: a
    /// guard on something else leaves the keys unattributed.
    func testAHostTestedInAGuardMakesTheRestOfTheBlockItsFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import UIKit

            final class Deep {
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    guard url.scheme == "myapp", url.host == "share" else { return false }
                    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                    print(items.first(where: { $0.name == "title" })?.value ?? "")
                    return true
                }
            }

            """#
        try write(source, to: "App/Deep.swift", in: folder)
        XCTAssertEqual(try schemeFunctionKeys("myapp", in: folder)["share"], ["title"])
        try write(source.replacingOccurrences(of: #"guard url.scheme == "myapp", url.host == "share" else { return false }"#, with: #"guard url.scheme == "myapp" else { return false }\#n        if url.host == "share" { print(1) }"#), to: "App/Deep.swift", in: folder)
        XCTAssertEqual(try schemeFunctionKeys("myapp", in: folder)["share"], [])
    }

    /// A table of closures filled by a registrar method (`func on(_ topic: String, handler:
    /// @escaping Handler) { handlers[topic] = handler }`, a topic bridge's API) and called with
    /// the envelope's key (`handlers[topic]?(data)`): each call of the registrar with a literal
    /// topic and a closure (`bridge.on("share") { data in … }`, in another file) is a function, its
    /// closure that function's code. Before, init wrote a plain envelope with no functions (lint
    /// let a page's misspelt topic pass) and native read none of the closures.
    /// Not triggering: a registration whose topic is not a literal names no function (its closure
    /// is still read: it runs with what the page sent).
    func testAClosureTableFilledByARegistrarMethodNamesTheFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bridge = #"""
            import WebKit

            public final class TopicBridge: NSObject, WKScriptMessageHandler {
                public typealias Handler = (_ data: [String: Any]?) -> Void
                private var handlers: [String: Handler] = [:]

                public init(controller: WKUserContentController) {
                    super.init()
                    controller.add(self, name: "topics")
                }

                public func on(_ topic: String, handler: @escaping Handler) {
                    handlers[topic] = handler
                }

                public func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let topic = body["topic"] as? String else { return }
                    handlers[topic]?(body["data"] as? [String: Any])
                }
            }

            """#
        let screen = #"""
            import WebKit

            final class Screen {
                let bridge = TopicBridge(controller: WKUserContentController())

                func start(extra: String) {
                    bridge.on("share") { data in
                        print(data!["title"] as! String)
                    }
                    bridge.on("close") { _ in print("closed") }
                    bridge.on(extra) { data in print(data?["x"] as! Int) }
                }
            }

            """#
        try write(bridge, to: "App/TopicBridge.swift", in: folder)
        try write(screen, to: "App/Screen.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["topics"])
        XCTAssertEqual(handler["envelope"] as? NSDictionary, ["type": "action", "actionKey": "topic", "paramKey": "data"] as NSDictionary)
        let functions = try XCTUnwrap(handler["functions"] as? [String: [String: Any]])
        XCTAssertEqual(functions.keys.sorted(), ["close", "share"])
        XCTAssertEqual(((functions["share"]?["params"] as? [String: Any])?["properties"] as? [String: [String: Any]])?["title"]?["type"] as? String, "string")
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertEqual(
            checked.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.map { $0.split(separator: " ").first.map(String.init) ?? "" },
            ["App/Screen.swift:8:19:", "App/Screen.swift:8:19:", "App/Screen.swift:11:42:"], checked.stdoutText)
        try write("<button onclick=\"window.webkit.messageHandlers.topics.postMessage({ topic: 'sahre', data: { title: 'x' } })\">s</button>\n", to: "site/index.html", in: folder)
        let linted = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "site"], in: folder)
        XCTAssertEqual(linted.status, 1, linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.contains("has no function 'sahre' (did you mean 'share'?) [unknown-function]"), linted.stdoutText)
    }

    /// A table of closures called with the action key's text (`actions[action]?(params)`), as
    /// it is with `message.name`: each key is a function, its closure that function's code, so
    /// what the closure reads of its parameter are the function's parameters and a force cast
    /// there is the handler's crash. Before, init wrote two untyped keys and native read none of
    /// the closures (the force cast and unwrap went unreported).
    /// Not triggering: the same table called with a value nested in the body is not the envelope
    /// (its closures are still read for crashes on the page's data).
    func testAClosureTableCalledWithTheActionKeyNamesTheFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class ActionBridge: NSObject, WKScriptMessageHandler {
                private lazy var actions: [String: ([String: Any]) -> Void] = [
                    "toast": { params in
                        print(params["text"] as? String ?? "")
                    },
                    "open": { [weak self] params in
                        let url = URL(string: params["url"] as! String)!
                        self?.open(url)
                    },
                ]

                func attach(_ controller: WKUserContentController) { controller.add(self, name: "app") }

                func open(_ url: URL) { print(url) }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    let params = body["params"] as? [String: Any] ?? [:]
                    actions[action]?(params)
                }
            }

            """#
        try write(source, to: "App/Table.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        for fact in [
            #""actionKey": "action""#, #""paramKey": "params""#, #""toast": {"#, #""open": {"#,
            #""summary": "Inferred from App/Table.swift:8.""#, #""description": "read at App/Table.swift:9""#,
        ] {
            XCTAssertTrue(made.stdoutText.contains(fact), fact + "\n" + made.stdoutText)
        }
        try write(made.stdoutText, to: "bridge-manifest.json", in: folder)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Table.swift:9:35: error: `params[\"url\"] as! String` force-casts a value derived from page data"), checked.stdoutText)

        try write(
            source.replacingOccurrences(of: #"let action = body["action"] as? String"#, with: #"let action = (body["meta"] as? [String: Any])?["type"] as? String"#),
            to: "App/Table.swift", in: folder)
        let nested = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(nested.status, 0, nested.stderrText)
        XCTAssertFalse(nested.stdoutText.contains(#""actionKey""#), nested.stdoutText)
        XCTAssertFalse(nested.stdoutText.contains(#""toast""#), nested.stdoutText)
        // Whatever page value picks the closure, each closure runs with the page's params.
        try write(nested.stdoutText, to: "bridge-manifest.json", in: folder)
        let picked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(picked.status, 1, picked.stdoutText)
        XCTAssertTrue(picked.stdoutText.contains("App/Table.swift:9:35: error: `params[\"url\"] as! String` force-casts a value derived from page data"), picked.stdoutText)
    }

    /// Handlers registered by a loop over a table of instances (`for (name, handler) in handlers
    /// { add(handler, name: name) }` with `["share": ShareHandler(), …]`): each name's receiver is
    /// its own value's class, so each handler's body is what that class reads. Before, both got
    /// the union of both classes' casts and neither a schema.
    /// Not triggering: a loop over the same table that registers `self` under each key gives
    /// every name self's class.
    /// Handler types that carry their own name as a static constant, registered through a generic
    /// helper (`register<H: Handling>(_ handler: H) { add(handler, name: H.name) }`) or with
    /// `type(of: handler).name`: each name is its type's, and its body is that type's.
    func testAHandlerTypesOwnNameThroughAGenericHelperOrTypeOf() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            protocol ScriptMessageHandling: WKScriptMessageHandler {
                static var name: String { get }
            }

            final class LogHandler: NSObject, ScriptMessageHandling {
                static var name: String { "log" }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let text = message.body as? String else { return }
                    print(text)
                }
            }

            final class CloseHandler: NSObject, ScriptMessageHandling {
                static let name = "close"
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let info = message.body as? [String: Any], let animated = info["animated"] as? Bool else { return }
                    print(animated)
                }
            }

            final class WebContainer {
                let controller = WKUserContentController()

                func register<H: ScriptMessageHandling>(_ handler: H) {
                    controller.add(handler, name: H.name)
                }

                func setUp(other: ScriptMessageHandling) {
                    register(LogHandler())
                    let close = CloseHandler()
                    controller.add(close, name: type(of: close).name)
                }
            }

            """#
        try write(source, to: "App/Handlers.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])
        let handlers = try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers.keys.sorted(), ["close", "log"], made.stdoutText)
        XCTAssertEqual(handlers["log"]?["body"] as? String, "string", made.stdoutText)
        XCTAssertEqual(handlers["close"]?["body"] as? String, "object", made.stdoutText)
        XCTAssertEqual(made.stderrText.contains("could not follow"), false, made.stderrText)

        // Not followed: a value whose type the call does not show (a parameter) names no handler.
        try write(source.replacingOccurrences(of: "register(LogHandler())", with: "register(other)"), to: "App/Handlers.swift", in: folder)
        let unknown = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unknown.status, 0, unknown.stderrText)
        XCTAssertTrue(unknown.stderrText.contains("could not follow the handler name `H.name` at App/Handlers.swift:27"), unknown.stderrText)
        XCTAssertFalse(unknown.stdoutText.contains(#""log""#), unknown.stdoutText)
    }

    func testATableOfHandlerInstancesGivesEachNameItsOwnClass() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class ShareHandler: NSObject, WKScriptMessageHandler {
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    let text = message.body as! String
                    print(text)
                }
            }

            final class CloseHandler: NSObject, WKScriptMessageHandler {
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let info = message.body as? [String: Any], let animated = info["animated"] as? Bool else { return }
                    print(animated)
                }
            }

            final class WebSetup: NSObject, WKScriptMessageHandler {
                private let handlers: [String: WKScriptMessageHandler] = [
                    "share": ShareHandler(),
                    "close": CloseHandler(),
                ]

                func install(_ controller: WKUserContentController) {
                    for (name, handler) in handlers {
                        controller.add(handler, name: name)
                    }
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let list = message.body as? [Any] else { return }
                    print(list.count)
                }
            }

            """#
        try write(source, to: "App/Handlers.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])
        let handlers = try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers["share"]?["body"] as? String, "string", made.stdoutText)
        XCTAssertEqual(handlers["close"]?["body"] as? String, "object", made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""animated": {"#), made.stdoutText)

        try write(source.replacingOccurrences(of: "for (name, handler) in handlers {\n            controller.add(handler, name: name)", with: "for (name, _) in handlers {\n            controller.add(self, name: name)"), to: "App/Handlers.swift", in: folder)
        let own = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(own.status, 0, own.stderrText)
        let ownManifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(own.stdoutText.utf8)) as? [String: Any])
        let ownHandlers = try XCTUnwrap(ownManifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(ownHandlers["share"]?["body"] as? String, "object", own.stdoutText)
        XCTAssertEqual(ownHandlers["close"]?["body"] as? String, "object", own.stdoutText)
        XCTAssertFalse(own.stdoutText.contains(#""animated""#), own.stdoutText)
    }

    /// Two helpers apps write around the message: a computed property added to WKScriptMessage
    /// (`var json: [String: Any]? { body as? [String: Any] }`, read as `message.json!["text"]`)
    /// is what its expression makes of this message's body, and a generic helper decoding into
    /// the type it is given (`decode(SharePayload.self, from: message.body)`) decodes that type.
    /// Before, both handlers' bodies were `any` and the force unwrap and cast went unreported.
    /// Not triggering: the same helper decoding a bundled file adds nothing to the handler.
    func testHelpersAroundTheMessageAreReadThrough() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            extension WKScriptMessage {
                var json: [String: Any]? { body as? [String: Any] }
            }

            struct SharePayload: Decodable {
                let title: String
                let url: String?
            }

            final class ExtBridge: NSObject, WKScriptMessageHandler {
                func attach(_ controller: WKUserContentController) {
                    controller.add(self, name: "alert")
                    controller.add(self, name: "share")
                }

                private func decode<T: Decodable>(_ type: T.Type, from body: Any) -> T? {
                    guard let data = try? JSONSerialization.data(withJSONObject: body) else { return nil }
                    return try? JSONDecoder().decode(type, from: data)
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    switch message.name {
                    case "alert":
                        let text = message.json!["text"] as! String
                        print(text)
                    case "share":
                        guard let payload = decode(SharePayload.self, from: message.body) else { return }
                        print(payload.title, payload.url ?? "")
                    default:
                        break
                    }
                }
            }

            """#
        try write(source, to: "App/Ext.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])
        let handlers = try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers["alert"]?["body"] as? String, "object", made.stdoutText)
        XCTAssertEqual(handlers["share"]?["body"] as? String, "object", made.stdoutText)
        XCTAssertEqual((handlers["share"]?["schema"] as? [String: Any])?["required"] as? [String], ["title"], made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""description": "read at App/Ext.swift:26""#), made.stdoutText)
        try write(made.stdoutText, to: "bridge-manifest.json", in: folder)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Ext.swift:26:24: error: `message.json![\"text\"] as! String` force-casts"), checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Ext.swift:26:24: error: `message.json!` force-unwraps"), checked.stdoutText)

        try write(
            source.replacingOccurrences(of: "decode(SharePayload.self, from: message.body)", with: "decode(SharePayload.self, from: Bundle.main.infoDictionary ?? [:])"),
            to: "App/Ext.swift", in: folder)
        let bundled = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(bundled.status, 0, bundled.stderrText)
        XCTAssertFalse(bundled.stdoutText.contains(#""title""#), bundled.stdoutText)
    }

    /// The Swift form of the selector dispatch: `perform(NSSelectorFromString(method + ":"), with:
    /// body["params"])` on self, with the page's `method`: each @objc method of one argument is a
    /// function of the `{method, params}` envelope, read with its parameter as the page's params.
    /// Before, init wrote a plain handler and native read neither method.
    /// Not triggering: a selector the code writes itself (`#selector(log(_:))`) adds no dispatch.
    func testASelectorMadeFromTheActionKeyDispatchesToTheClasssMethods() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class SelBridge: NSObject, WKScriptMessageHandler {
                func attach(_ controller: WKUserContentController) { controller.add(self, name: "native") }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let method = body["method"] as? String else { return }
                    let selector = NSSelectorFromString(method + ":")
                    if responds(to: selector) {
                        perform(selector, with: body["params"])
                    }
                }

                @objc func showToast(_ params: Any?) {
                    let dict = params as! [String: Any]
                    print(dict["text"] as? String ?? "")
                }

                @objc func log(_ value: Any?) { print(value ?? "") }
            }

            """#
        try write(source, to: "App/Sel.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        for fact in [#""actionKey": "method""#, #""paramKey": "params""#, #""showToast": {"#, #""log": {"#, #""description": "read at App/Sel.swift:16""#] {
            XCTAssertTrue(made.stdoutText.contains(fact), fact + "\n" + made.stdoutText)
        }
        try write(made.stdoutText, to: "bridge-manifest.json", in: folder)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/Sel.swift:15:20: error: `params as! [String: Any]` force-casts"), checked.stdoutText)

        try write(source.replacingOccurrences(of: "perform(selector, with: body[\"params\"])", with: "perform(#selector(log(_:)), with: body[\"params\"])"), to: "App/Sel.swift", in: folder)
        let written = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderrText)
        XCTAssertFalse(written.stdoutText.contains(#""showToast""#), written.stdoutText)
    }

    /// A body cast to a number or a Bool (`message.body as! Int`), for which the contract has no
    /// body kind: the body is `any` with that JSON type as its schema, so lint reports a page that
    /// posts a string there. Before, the body was `any` with no schema and lint passed anything.
    /// Not triggering: a handler that also casts its body to a String keeps no number schema (and
    /// its body is `any` alone: the list `["any", "string"]` init wrote before did not load).
    func testABodyCastToANumberIsThatTypesSchema() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class Counter: NSObject, WKScriptMessageHandler {
                func setup(_ controller: WKUserContentController) { controller.add(self, name: "count") }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    let n = message.body as! Int
                    print(n)
                }
            }

            """#
        try write(source, to: "App/Counter.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["count"])
        XCTAssertEqual(handler["body"] as? String, "any")
        XCTAssertEqual(handler["schema"] as? [String: String], ["type": "integer"])
        try write("window.webkit.messageHandlers.count.postMessage('x');\nwindow.webkit.messageHandlers.count.postMessage(3);\n", to: "site/app.js", in: folder)
        let linted = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "site"], in: folder)
        XCTAssertEqual(linted.status, 1, linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.contains(#"site/app.js:1:49: error: $: expected integer, got string "x" [param-type]"#), linted.stdoutText)

        try write(source.replacingOccurrences(of: "print(n)", with: "print(n, message.body as? String ?? \"\")"), to: "App/Counter.swift", in: folder)
        let mixed = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(mixed.status, 0, mixed.stderrText)
        XCTAssertFalse(mixed.stdoutText.contains(#""type": "integer""#), mixed.stdoutText)
    }

    /// A body cast to an array that names its element (`message.body as? [String]`): the schema is
    /// an array of that element, so lint reports a page that posts numbers there. Before, the body
    /// was `object` with no schema and any object or array passed. Not triggering: `[Any]` names
    /// no element, and the schema says only "array".
    func testABodyCastToATypedArrayIsAnArrayOfThatElement() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class Tags: NSObject, WKScriptMessageHandler {
                func setup(_ controller: WKUserContentController) { controller.add(self, name: "tags") }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    let tags = message.body as? [String] ?? []
                    print(tags)
                }
            }

            """#
        try write(source, to: "App/Tags.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["tags"])
        XCTAssertEqual(handler["body"] as? String, "object")
        XCTAssertEqual(handler["schema"] as? NSDictionary, ["type": "array", "items": ["type": "string"]] as NSDictionary)
        try write("window.webkit.messageHandlers.tags.postMessage([1, 2]);\nwindow.webkit.messageHandlers.tags.postMessage(['a', 'b']);\n", to: "site/app.js", in: folder)
        let linted = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "site"], in: folder)
        XCTAssertEqual(linted.status, 1, linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.contains("site/app.js:1:"), linted.stdoutText)
        XCTAssertFalse(linted.stdoutText.contains("site/app.js:2:"), linted.stdoutText)

        try write(source.replacingOccurrences(of: "as? [String]", with: "as? [Any]"), to: "App/Tags.swift", in: folder)
        let any = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(any.status, 0, any.stderrText)
        let anyManifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(any.stdoutText.utf8)) as? [String: Any])
        XCTAssertEqual((anyManifest["handlers"] as? [String: [String: Any]])?["tags"]?["schema"] as? NSDictionary, ["type": "array"] as NSDictionary)
    }

    /// A switch on the body by type (`switch message.body { case let text as String: …; case let
    /// info as [String: Any]: … }`): each case binds the body cast to its type, so the handler
    /// accepts a string or an object, and a force cast on a value read from it is reported.
    /// Before, the body was `any` and nothing in the cases was read.
    /// Not triggering: the same switch on a value the app made reads nothing of the page.
    func testASwitchOnTheBodysTypeCastsItInEachCase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class SwitchBridge: NSObject, WKScriptMessageHandler {
                func setup(_ controller: WKUserContentController) { controller.add(self, name: "log") }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    switch message.body {
                    case let text as String:
                        print(text)
                    case let info as [String: Any]:
                        let level = info["level"] as! Int
                        print(level)
                    default:
                        break
                    }
                }
            }

            """#
        try write(source, to: "App/S.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        XCTAssertEqual((manifest["handlers"] as? [String: [String: Any]])?["log"]?["body"] as? [String], ["string", "object"])
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertTrue(checked.stdoutText.contains("App/S.swift:11:25: error: `info[\"level\"] as! Int` force-casts"), checked.stdoutText)

        try write(source.replacingOccurrences(of: "switch message.body {", with: "switch UserDefaults.standard.object(forKey: \"last\") {"), to: "App/S.swift", in: folder)
        let own = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(own.status, 0, own.stderrText)
        XCTAssertTrue(own.stdoutText.contains(#""body": "any""#), own.stdoutText)
        try write(own.stdoutText, to: "bridge-manifest.json", in: folder)
        let quiet = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(quiet.status, 0, quiet.stdoutText)
    }

    /// An NSDictionary body read with `value(forKey:)` and `object(forKey:)` (older Swift code):
    /// each is a key read as a subscript is, with the type it is cast to. Before, only the
    /// subscript's key was in the schema.
    /// Not triggering: `value(forKey:)` of an object the app owns reads nothing of the page.
    func testKeyedCallsOnTheBodyAreKeyReads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class NSBridge: NSObject, WKScriptMessageHandler {
                func setup(_ controller: WKUserContentController) { controller.add(self, name: "legacy") }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let dict = message.body as? NSDictionary else { return }
                    let title = dict.value(forKey: "title") as? String ?? ""
                    let count = dict.object(forKey: "count") as? Int ?? 0
                    let tags = dict["tags"] as? [String] ?? []
                    let last = UserDefaults.standard.value(forKey: "last") as! String
                    print(title, count, tags, last)
                }
            }

            """#
        try write(source, to: "App/N.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let schema = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["legacy"]?["schema"] as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties.keys.sorted(), ["count", "tags", "title"])
        XCTAssertEqual(properties["title"]?["type"] as? String, "string")
        XCTAssertEqual(properties["count"]?["type"] as? String, "integer")
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 0, checked.stdoutText)
    }

    /// Functions named by an action key whose parameters native reads beside it, from the body
    /// itself (`{"action": "showAlert", "message": …}`, common in app code), are not the action
    /// envelope, which puts them under "param": init writes one object schema whose action key
    /// takes the functions' names, so lint passes the page's correct calls and flags a misspelt
    /// function, and native reads no drift. With a params object the envelope stays; one key
    /// every function reads whole is the params, under that key.
    func testAnActionsParametersReadBesideItAreOneObjectNotTheActionEnvelope() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class ViewController: UIViewController, WKScriptMessageHandler {
                var webView: WKWebView!
                func setUp() {
                    webView.configuration.userContentController.add(self, name: "iOSHandler")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard message.name == "iOSHandler", let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                    switch action {
                    case "getToken":
                        webView.evaluateJavaScript("javascript:receiveToken('" + "abc" + "')")
                    case "showAlert":
                        let text = body["message"] as? String ?? ""
                        let title = body["title"] as? String
                        print(text, title ?? "")
                    default:
                        break
                    }
                }
            }

            """#
        try write(source, to: "App/ViewController.swift", in: folder)
        try write("""
            window.webkit.messageHandlers.iOSHandler.postMessage({ action: "showAlert", message: "hi" });
            window.webkit.messageHandlers.iOSHandler.postMessage({ action: "getToken" });
            window.webkit.messageHandlers.iOSHandler.postMessage({ action: "showAlrt", message: "hi" });
            function receiveToken(token) { console.log(token); }

            """, to: "web/app.js", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try String(contentsOf: folder.appendingPathComponent("bridge-manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"""
                  "body": "object",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "action": {
                        "type": "string",
                        "enum": [
                          "getToken",
                          "showAlert"
                        ],
                        "description": "the function, branched on at App/ViewController.swift:12"
                      },
                      "message": {
                        "type": "string",
                        "description": "read at App/ViewController.swift:15"
                      },
                      "title": {
                        "type": "string",
                        "description": "read at App/ViewController.swift:16"
                      }
                    },
                    "required": [
                      "action"
                    ]
                  }
            """#), manifest)
        XCTAssertTrue(manifest.contains("the functions' parameters are read beside 'action', with no params object: one object schema, 'action' naming the function"), manifest)
        let lint = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "web"], in: folder)
        XCTAssertEqual(lint.status, 1)
        XCTAssertEqual(lint.stdoutText, """
            web/app.js:3:56: error: $.action: string "showAlrt" is not one of "getToken", "showAlert" (did you mean 'showAlert'?) [param-type]
            1 file scanned, 3 bridge calls: 1 error, 0 warnings, 0 notes

            """)
        let native = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(native.status, 0, native.stdoutText)

        // The parameters in a params object: the action envelope, as before.
        try write(
            source.replacingOccurrences(of: #"let text = body["message"] as? String ?? """#, with: #"let param = body["param"] as? [String: Any]; let text = param?["message"] as? String ?? """#),
            to: "App/ViewController.swift", in: folder)
        let nested = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertTrue(nested.stdoutText.contains(#""envelope": {"# + "\n" + #"        "type": "action","# + "\n" + #"        "actionKey": "action","# + "\n" + #"        "paramKey": "param""#), nested.stdoutText)
        XCTAssertFalse(nested.stdoutText.contains("beside"), nested.stdoutText)

        // One key every function reads whole (flutter_inappwebview's `args`, a JSON string): the
        // params, under that key.
        try write(
            source.replacingOccurrences(of: #"let text = body["message"] as? String ?? """#, with: #"let text = body["args"] as? String ?? """#)
                .replacingOccurrences(of: #"let title = body["title"] as? String"#, with: #"let title: String? = nil"#)
                .replacingOccurrences(of: #"webView.evaluateJavaScript("#, with: #"_ = body["args"] as? String; webView.evaluateJavaScript("#),
            to: "App/ViewController.swift", in: folder)
        let whole = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertTrue(whole.stdoutText.contains(#""paramKey": "args""#), whole.stdoutText)
        XCTAssertTrue(whole.stdoutText.contains(#"""
                    "showAlert": {
                      "summary": "Inferred from App/ViewController.swift:14.",
                      "params": {
                        "type": "string",
                        "description": "read at App/ViewController.swift:15"
                      }
                    }
            """#), whole.stdoutText)
    }

    /// A registration is where its `add` call is, which is what a reviewer marks and where the
    /// handler is wired; where its name is spelled (an enum case, a constant) comes second. A name
    /// from an enum's `rawValue`, and from a `Handler(rawValue: message.name)` switch, against a
    /// literal name in the call (one place, no second).
    func testARegistrationIsWhereItsCallIsAndItsNameWhereItIsSpelled() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            final class PageController: UIViewController, WKScriptMessageHandler {
                var webView: WKWebView!
                func setUp(_ config: WKWebViewConfiguration) {
                    config.userContentController.add(self, name: Messages.test.rawValue)
                    config.userContentController.add(self, name: "plain")
                }

                private enum Messages: String {
                    case test
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    if message.name == "plain", let text = message.body as? String { print(text) }
                    guard let known = Messages(rawValue: message.name) else { return }
                    switch known {
                    case .test:
                        let body = message.body as? [String: Any]
                        print(body ?? [:])
                    }
                }
            }

            """#, to: "App/Page.swift", in: folder)
        try write(#"{"version": 1, "handlers": {"test": {"body": "object"}, "plain": {"body": "string"}}}"#, to: "bridge-manifest.json", in: folder)
        let traced = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder, environment: ["BRIDGECHECK_TRACE": "1"])
        XCTAssertEqual(traced.status, 0, traced.stdoutText + traced.stderrText)
        let registrations = traced.stderrText.split(separator: "\n").filter { $0.contains(": register ") }.map(String.init)
        XCTAssertEqual(registrations, [
            "App/Page.swift:6:9: register add 'test' receiver PageController (name at App/Page.swift:11:14)",
            "App/Page.swift:7:9: register add 'plain' receiver PageController",
        ])
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#""summary": "Inferred from the native sources (registered at App/Page.swift:6, named at App/Page.swift:11; body cast at App/Page.swift:19). Review before use.""#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""summary": "Inferred from the native sources (registered at App/Page.swift:7; body cast at App/Page.swift:15). Review before use.""#), made.stdoutText)
    }

    /// Handlers kept as a list of the app's values, each made with its name where the list is
    /// written (`[JSAction(name: "share") { … }, …]`, in another file too), and registered by
    /// iterating it (`actions.forEach { add(self, name: $0.name) }`): each element's name is a
    /// handler, and `actions.first { $0.name == message.name }` tests those names. A list made
    /// by calling a function is not followed: one note.
    func testHandlersNamedByTheValuesOfAListAreEachRegistered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            struct JSAction {
                let name: String
                let run: (Any) -> Void
            }

            enum Actions {
                static let all = [
                    JSAction(name: "share") { body in print(body) },
                    JSAction(name: "close") { _ in },
                ]
            }

            """, to: "App/Actions.swift", in: folder)
        try write("""
            import WebKit

            final class Bridge: NSObject, WKScriptMessageHandler {
                let actions = Actions.all

                func install(_ ucc: WKUserContentController) {
                    Actions.all.forEach { ucc.add(self, name: $0.name) }
                    makeActions().forEach { ucc.add(self, name: $0.name) }
                }

                func makeActions() -> [JSAction] { [] }

                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                    Actions.all.first { $0.name == message.name }?.run(message.body)
                }
            }

            """, to: "App/Bridge.swift", in: folder)
        try write(#"{"version": 1, "handlers": {"share": {"body": "any"}, "close": {"body": "any"}}}"#, to: "m.json", in: folder)
        let traced = try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder, environment: ["BRIDGECHECK_TRACE": "1"])
        XCTAssertEqual(traced.stdoutText, """
            App/Bridge.swift:8:53: info: native registers a handler named by `$0.name`, which bridgecheck cannot follow (use a string literal, a string enum or a static constant) [native-not-followed]
            2 files scanned, 2 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 1 note

            """)
        let facts = traced.stderrText.split(separator: "\n").filter { $0.contains(": register ") || $0.contains(": tests name ") }.map(String.init)
        XCTAssertEqual(facts, [
            "App/Bridge.swift:7:31: register add 'share' receiver Bridge (name at App/Actions.swift:8:24)",
            "App/Bridge.swift:7:31: register add 'close' receiver Bridge (name at App/Actions.swift:9:24)",
            "App/Bridge.swift:14:29: tests name 'share'",
            "App/Bridge.swift:14:29: tests name 'close'",
        ])
    }

    /// A key the handler cannot do without is required in the contract: read in a `guard let`
    /// (the message is dropped without it) or force-cast (it crashes instead). Then lint reports
    /// a page that leaves it out, where before the contract let it pass and native dropped the
    /// message. Not triggering: `if let`, `?? default` and `as?` into an Optional stay optional.
    func testAKeyTheHandlerCannotDoWithoutIsRequired() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "share")
                }

                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let url = body["url"] as? String else { return }
                    let id = body["id"] as! Int
                    let title = body["title"] as? String ?? ""
                    if let tags = body["tags"] as? [String] { print(tags) }
                    let note = body["note"] as? String
                    print(url, id, title, note ?? "")
                }
            }

            """, to: "App/Bridge.swift", in: folder)
        try write("""
            window.webkit.messageHandlers.share.postMessage({ url: "https://example.com", id: 1 });
            window.webkit.messageHandlers.share.postMessage({ id: 2, title: "no url" });

            """, to: "web/app.js", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let schema = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["share"]?["schema"] as? [String: Any])
        XCTAssertEqual((schema["properties"] as? [String: Any]).map { $0.keys.sorted() }, ["id", "note", "tags", "title", "url"])
        XCTAssertEqual(schema["required"] as? [String], ["url", "id"])
        let lint = try bridgecheck(["lint", "--manifest", "bridge-manifest.json", "web"], in: folder)
        XCTAssertEqual(lint.stdoutText, """
            web/app.js:2:49: error: $: missing required key 'url' [param-missing]
            1 file scanned, 2 bridge calls: 1 error, 0 warnings, 0 notes

            """)
    }

    /// An app's own user-script registrar (`script.messageNames.forEach { ucc.add(script, name:
    /// $0) }`, DuckDuckGo's and Firefox's design kept in the app) registers what each receiving
    /// type lists, that type receiving them: each name is read where its type declares the list
    /// (stored or computed), and the loop is not a registration bridgecheck cannot follow. Before,
    /// the names were found but the loop was also a `native-not-followed` note, and manifest init
    /// wrote a placeholder handler for it. Not triggering: a loop over a list no handler type
    /// declares (`script.channels`) is still one.
    func testAnAppsOwnUserScriptRegistrarRegistersWhatEachTypeLists() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            protocol UserScript: WKScriptMessageHandler {
                var messageNames: [String] { get }
                var channels: [String] { get }
            }

            extension WKUserContentController {
                func install(_ scripts: [UserScript]) {
                    scripts.forEach { script in
                        script.messageNames.forEach { add(script, name: $0) }
                        for channel in script.channels { add(script, name: channel) }
                    }
                }
            }

            final class FaviconScript: NSObject, UserScript {
                var messageNames: [String] = ["faviconFound"]
                var channels: [String] { [] }

                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let url = message.body as? String else { return }
                    print(url)
                }
            }

            final class PrintScript: NSObject, UserScript {
                var messageNames: [String] { ["print", "close"] }
                var channels: [String] { [] }

                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                    switch message.name {
                    case "print": print("print")
                    case "close": print("close")
                    default: break
                    }
                }
            }

            """, to: "App/Scripts.swift", in: folder)
        try write(#"{"version": 1, "handlers": {"faviconFound": {"body": "string"}, "print": {"body": "any"}, "close": {"body": "any"}}}"#, to: "m.json", in: folder)
        let traced = try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder, environment: ["BRIDGECHECK_TRACE": "1"])
        XCTAssertEqual(traced.stdoutText, """
            App/Scripts.swift:12:64: info: native registers a handler named by `channel`, which bridgecheck cannot follow (use a string literal, a string enum or a static constant) [native-not-followed]
            1 file scanned, 3 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 1 note

            """)
        let facts = traced.stderrText.split(separator: "\n").filter { $0.contains(": register ") }.map(String.init)
        XCTAssertEqual(facts, [
            "App/Scripts.swift:18:34: register add 'faviconFound' receiver FaviconScript",
            "App/Scripts.swift:28:34: register add 'print' receiver PrintScript",
            "App/Scripts.swift:28:34: register add 'close' receiver PrintScript",
        ])
        // manifest init writes the three, and a placeholder only for the loop it cannot follow.
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])
        XCTAssertEqual((manifest["handlers"] as? [String: Any]).map { Set($0.keys) }, ["faviconFound", "print", "close", "TODO-unfollowed-1"])
    }

    /// A body decoded into a flat type the app declares (every stored property a string, a
    /// number or a boolean, optional or not) holds every property the type decodes, whether the
    /// handler reads it or not: each is a key of the body, and a non-Optional one is required,
    /// since the decoder drops a message without it (NetNewsWire's image click decodes `x`, `y`,
    /// `width` and `height` and reads two). Before, init wrote only the keys read. Not
    /// triggering: a type with a collection or a type of its own among its properties (possibly
    /// an envelope whose parts are its functions') keeps only what is read.
    func testABodyDecodedIntoAFlatTypeHoldsEveryPropertyItDecodes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            struct ImageClick: Codable {
                let x: Float
                let y: Float
                let title: String?
                let url: URL
                var isZoomed: Bool = false
            }

            struct Tagged: Decodable {
                let name: String
                let tags: [String]
            }

            final class Article: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) {
                    controller.add(self, name: "imageWasClicked")
                    controller.add(self, name: "tagged")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let text = message.body as? String, let data = text.data(using: .utf8) else { return }
                    if message.name == "imageWasClicked", let click = try? JSONDecoder().decode(ImageClick.self, from: data) {
                        print(click.x, click.url)
                    } else if message.name == "tagged", let tagged = try? JSONDecoder().decode(Tagged.self, from: data) {
                        print(tagged.name)
                    }
                }
            }

            """#, to: "App/Article.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let handlers = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])?["handlers"] as? [String: Any])
        let click = try XCTUnwrap((handlers["imageWasClicked"] as? [String: Any])?["schema"] as? [String: Any])
        let properties = try XCTUnwrap(click["properties"] as? [String: [String: String]])
        XCTAssertEqual(properties.mapValues { $0["type"] ?? "" }, ["x": "number", "y": "number", "title": "string", "url": "string", "isZoomed": "boolean"])
        XCTAssertEqual(properties["y"]?["description"], "read at App/Article.swift:5")
        XCTAssertEqual(click["required"] as? [String], ["x", "y", "url", "isZoomed"])
        let tagged = try XCTUnwrap((handlers["tagged"] as? [String: Any])?["schema"] as? [String: Any])
        XCTAssertEqual((tagged["properties"] as? [String: Any]).map { Set($0.keys) }, ["name"])
    }

    /// A sample app's page often lives in the Swift source (`webView.loadHTMLString(html,
    /// baseURL: nil)`), where lint never looks: native reads its posts. A post to a name native
    /// never registers is an error at the name, worded for a page; init marks a handler the page
    /// posts to `injected` (no site shows its use), naming the page. Not triggering: the page's
    /// post to the handler native registers, and its quotes, which are HTML's, not a script's.
    func testAPageNativeLoadsFromAStringIsReadForItsPosts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            final class ViewController: NSObject, WKScriptMessageHandler {
                var webView: WKWebView!

                func load(_ name: String) {
                    webView.configuration.userContentController.add(self, name: "callbackHandler")
                    let html = """
                    <button onclick="window.webkit.messageHandlers.callbackHandle.postMessage('hi')">It's \(name)</button>
                    <script>function send() { window.webkit.messageHandlers.callbackHandler.postMessage('x'); }</script>
                    """
                    webView.loadHTMLString(html, baseURL: nil)
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    if message.name == "callbackHandler", let text = message.body as? String { print(text) }
                }
            }

            """#, to: "App/ViewController.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["callbackHandler"])
        XCTAssertEqual(handler["injected"] as? Bool, true)
        XCTAssertTrue((handler["summary"] as? String ?? "").contains("posted to by the page native loads from a string at App/ViewController.swift:10"), "\(handler)")
        let native = try bridgecheck(["native", "App"], in: folder)
        XCTAssertEqual(native.status, 1)
        XCTAssertEqual(native.stdoutText, """
            App/ViewController.swift:9:56: error: the page native loads from a string posts to the handler 'callbackHandle', which native never registers: the call throws a TypeError (did you mean 'callbackHandler'?) [injected-post-unregistered]
            1 file scanned, 1 handler registered, 0 callbacks called: 1 error, 0 warnings, 0 notes

            """, native.stderrText)
    }

    /// A handler that a script native injects posts to (a WKUserScript relaying scroll events,
    /// or a script native evaluates) is native's own plumbing: init marks it `injected`, so
    /// lint does not call it unused when no page posts to it. Not triggering: a handler only the
    /// pages post to, and a script that names a handler without posting (`postMessage` itself).
    func testAHandlerAScriptNativeInjectsPostsToIsMarkedInjected() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            final class A: NSObject, WKScriptMessageHandler {
                weak var webView: WKWebView?

                func install(_ ucc: WKUserContentController) {
                    ucc.add(self, name: "scroll")
                    ucc.add(self, name: "share")
                    ucc.add(self, name: "ready")
                    let js = """
                    window.addEventListener('scroll', function () {
                        window.webkit.messageHandlers.scroll.postMessage({ y: window.scrollY });
                    });
                    """
                    ucc.addUserScript(WKUserScript(source: js, injectionTime: .atDocumentEnd, forMainFrameOnly: true))
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    if message.name == "scroll", let body = message.body as? [String: Any], let y = body["y"] as? Double { print(y) }
                    if message.name == "share", let text = message.body as? String { print(text) }
                    webView?.evaluateJavaScript("window.webkit.messageHandlers['ready'].postMessage(document.readyState)")
                }
            }

            """#, to: "App/A.swift", in: folder)
        try write(#"<button onclick="window.webkit.messageHandlers.share.postMessage('hi')">Share</button>"#, to: "site/index.html", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "m.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handlers = try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers.keys.sorted().filter { handlers[$0]?["injected"] as? Bool == true }, ["ready", "scroll"])
        XCTAssertTrue((handlers["scroll"]?["summary"] as? String ?? "").contains("posted to by a script native injects at App/A.swift:12"), "\(handlers["scroll"] ?? [:])")
        let lint = try bridgecheck(["lint", "--manifest", "m.json", "site"], in: folder)
        XCTAssertEqual(lint.stdoutText, "1 file scanned, 1 bridge call: 0 errors, 0 warnings, 0 notes\n", lint.stderrText)
    }

    /// A script native injects that makes each handler a global (`window.\(name) =
    /// window.webkit.messageHandlers.\(name)` in the helper that registers it): init writes a
    /// `NAME.postMessage` wrapper for each, pairing each alias with its own handler (the script
    /// reads as every pairing of the helper's callers' names), and lint reads the pages'
    /// `window.NAME.postMessage(…)` as that handler's calls, a body of the wrong kind included. Not
    /// triggering: a script that posts (`scroll`), which makes no global.
    func testAScriptThatMakesAHandlerAGlobalGivesAWrapperPagesPostThrough() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            extension WKUserContentController {
                func addMessageBlock(name: String, _ receiver: WKScriptMessageHandler) {
                    add(receiver, name: name)
                    addUserScript(WKUserScript(source: "window.\(name) = window.webkit.messageHandlers.\(name);", injectionTime: .atDocumentStart, forMainFrameOnly: false))
                }
            }

            final class A: NSObject, WKScriptMessageHandler {
                func install(_ ucc: WKUserContentController) {
                    ucc.addMessageBlock(name: "saveNote", self)
                    ucc.addMessageBlock(name: "rename", self)
                    ucc.add(self, name: "scroll")
                    ucc.addUserScript(WKUserScript(source: "window.onscroll = function () { window.webkit.messageHandlers.scroll.postMessage(1) }", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    if message.name == "rename", let body = message.body as? [String: Any], let title = body["title"] as? String { print(title) }
                }
            }

            """#, to: "App/A.swift", in: folder)
        try write("<script>window.saveNote.postMessage('x'); rename.postMessage('y')</script>\n", to: "site/index.html", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "m.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let wrappers = try XCTUnwrap(manifest["wrappers"] as? [String: [String: Any]])
        XCTAssertEqual(wrappers.keys.sorted(), ["rename.postMessage", "saveNote.postMessage"])
        XCTAssertEqual(wrappers.mapValues { $0["handler"] as? String ?? "" }, ["rename.postMessage": "rename", "saveNote.postMessage": "saveNote"])
        XCTAssertEqual(wrappers["rename.postMessage"]?["summary"] as? String,
            "Inferred from App/A.swift:13: a script native injects makes window.rename the rename handler, so pages post through rename.postMessage(…).")
        let lint = try bridgecheck(["lint", "--manifest", "m.json", "site"], in: folder)
        XCTAssertEqual(lint.stdoutText, """
            site/index.html:1:62: error: 'rename' takes an object, but a string is posted (post the object itself) [body-kind-mismatch]
            1 file scanned, 2 bridge calls: 1 error, 0 warnings, 0 notes

            """, lint.stderrText)
    }

    /// A handler written as a closure that receives the message itself: given to a helper
    /// (`ucc.on("share") { message in message.body … }`, read as a message because it reads
    /// `.body`), or to a generic receiver that forwards every message to a closure it is made
    /// with (`add(Forwarder { message in self?.pay(message) }, name: "pay")`, in place or from a
    /// local). Each closure is that handler's code: its casts are the body, its force casts page
    /// data. Before, the first was read as the body itself and the others not at all (init wrote
    /// `any`). Not triggering: a receiver made with a closure it never hands the message to
    /// (`Logged(log:)`), whose `as!` is not page data.
    func testAHandlerClosureThatReceivesTheMessageIsThatHandlersCode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit

            extension WKUserContentController {
                private final class Receiver: NSObject, WKScriptMessageHandler {
                    let receive: (WKScriptMessage) -> Void
                    init(receive: @escaping (WKScriptMessage) -> Void) { self.receive = receive }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) { receive(message) }
                }

                func on(_ name: String, receive: @escaping (WKScriptMessage) -> Void) {
                    add(Receiver(receive: receive), name: name)
                }
            }

            final class Forwarder: NSObject, WKScriptMessageHandler {
                private let callback: (WKScriptMessage) -> Void
                init(callback: @escaping (WKScriptMessage) -> Void) { self.callback = callback }
                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) { callback(message) }
            }

            final class Logged: NSObject, WKScriptMessageHandler {
                let log: (Any) -> Void
                init(log: @escaping (Any) -> Void) { self.log = log }
                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) { log("received") }
            }

            """, to: "App/Helpers.swift", in: folder)
        try write("""
            import WebKit

            final class Page: UIViewController {
                func install(_ ucc: WKUserContentController) {
                    ucc.on("share") { [weak self] message in
                        guard let body = message.body as? [String: Any], let text = body["text"] as? String else { return }
                        self?.share(text)
                    }
                    ucc.add(Forwarder { [weak self] message in self?.pay(message) }, name: "pay")
                    let handler = Forwarder(callback: { message in print(message.body as! String) })
                    ucc.add(handler, name: "note")
                    ucc.add(Logged(log: { value in print(value as! String) }), name: "ping")
                }

                func share(_ text: String) {}

                func pay(_ message: WKScriptMessage) {
                    let order = message.body as! [String: Any]
                    print(order["amount"] as? Int ?? 0)
                }
            }

            """, to: "App/Page.swift", in: folder)
        try write(#"{"version": 1, "handlers": {"share": {"body": "any"}, "pay": {"body": "any"}, "note": {"body": "any"}, "ping": {"body": "any"}}}"#, to: "m.json", in: folder)
        let traced = try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder, environment: ["BRIDGECHECK_TRACE": "1"])
        XCTAssertEqual(traced.status, 1, traced.stderrText)
        XCTAssertEqual(traced.stdoutText, """
            App/Page.swift:10:62: error: `message.body as! String` force-casts a value derived from page data; a message of another shape crashes the app (use as? and reject the message when the cast fails) [force-cast-page-data]
            App/Page.swift:18:21: error: `message.body as! [String: Any]` force-casts a value derived from page data; a message of another shape crashes the app (use as? and reject the message when the cast fails) [force-cast-page-data]
            2 files scanned, 4 handlers registered, 0 callbacks called: 2 errors, 0 warnings, 0 notes

            """)
        let facts = traced.stderrText.split(separator: "\n").filter { $0.contains(": body of ") || $0.contains(": reads ") }.map(String.init)
        XCTAssertEqual(facts, [
            "App/Page.swift:6:30: body of share in Page as object",
            "App/Page.swift:18:21: body of pay in Page as object",
            "App/Page.swift:10:62: body of note in Page as string",
            "App/Page.swift:6:73: reads 'text' of share in Page as string",
            "App/Page.swift:19:15: reads 'amount' of pay in Page as integer",
        ])
    }

    /// Callbacks native calls that were missed: a helper taking the callee and a variadic list
    /// (`callJS(function: "refreshList", args: "1", "2")`, whose callers did not match its
    /// labels, so the callee was "not followed"), and every statement of a script, not only the
    /// first (`…; window.onThemeChange && window.onThemeChange(d)`). Not triggering: a call
    /// through a name the script declares (`el.scrollIntoView()`) and the browser's own.
    func testCalleesThroughVariadicHelpersAndInLaterStatementsAreCallbacks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            final class Replier: NSObject, WKScriptMessageHandler {
                weak var webView: WKWebView?

                func install(_ ucc: WKUserContentController) { ucc.add(self, name: "ready") }

                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                    callJS(function: "refreshList", args: "1", "2")
                    theme(dark: true)
                }

                func callJS(function: String, args: String...) {
                    let script = String(format: "%@(%@)", function, args.joined(separator: ","))
                    webView?.evaluateJavaScript(script, completionHandler: nil)
                }

                func theme(dark: Bool) {
                    let js = """
                    var el = document.getElementById('top'); el.scrollIntoView();
                    window.onThemeChange && window.onThemeChange(\(dark));
                    """
                    webView?.evaluateJavaScript(js)
                }
            }

            """#, to: "App/Replier.swift", in: folder)
        try write(#"{"version": 1, "handlers": {"ready": {"body": "any"}}, "callbacks": {}}"#, to: "m.json", in: folder)
        let result = try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, """
            App/Replier.swift:9:27: warning: native evaluates a call to 'refreshList', which the manifest does not declare as a callback (declare it under "callbacks") [callback-not-in-manifest]
            App/Replier.swift:21:33: warning: native evaluates a call to 'window.onThemeChange', which the manifest does not declare as a callback (declare it under "callbacks") [callback-not-in-manifest]
            1 file scanned, 1 handler registered, 3 callbacks called: 0 errors, 2 warnings, 0 notes

            """)
    }

    /// A registration helper that iterates its list parameter (`func register(_ names:
    /// [String], to:)` with `names.forEach { add(target, name: $0) }`) registers each name its
    /// callers list. Before, `$0` could not be followed and init wrote a placeholder. Not
    /// triggering: a caller passing a list nothing here fixes is still the placeholder and note.
    func testARegistrationHelperIteratingItsListParameterRegistersWhatItsCallersList() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            extension WKUserContentController {
                func register(_ names: [String], to target: WKScriptMessageHandler) {
                    names.forEach { add(target, name: $0) }
                }
            }

            final class WeakHandler: NSObject, WKScriptMessageHandler {
                weak var delegate: WKScriptMessageHandler?
                init(_ delegate: WKScriptMessageHandler) { self.delegate = delegate }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    delegate?.userContentController(userContentController, didReceive: message)
                }
            }

            final class PageController: NSObject, WKScriptMessageHandler {
                private enum Names {
                    static let share = "share"
                    static let copy = "copyText"
                }

                func setUp(_ controller: WKUserContentController) {
                    controller.register([Names.share, Names.copy], to: WeakHandler(self))
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    if message.name == Names.share, let text = message.body as? String {
                        print(text)
                    } else if message.name == Names.copy {
                        UIPasteboard.general.string = message.body as? String
                    }
                }
            }

            """#
        try write(source, to: "App/Web.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stderrText, "printed 2 handlers and 0 callbacks inferred from 1 source file; review every entry, then run bridgecheck manifest check\n")
        XCTAssertTrue(made.stdoutText.contains(#""summary": "Inferred from the native sources (registered at App/Web.swift:24, named at App/Web.swift:19; body cast at App/Web.swift:28). Review before use.""#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""summary": "Inferred from the native sources (registered at App/Web.swift:24, named at App/Web.swift:20; body cast at App/Web.swift:31). Review before use.""#), made.stdoutText)
        try write(
            source.replacingOccurrences(of: "controller.register([Names.share, Names.copy], to: WeakHandler(self))", with: "controller.register(loadNames(), to: WeakHandler(self))"),
            to: "App/Web.swift", in: folder)
        let unknown = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unknown.status, 0, unknown.stderrText)
        XCTAssertTrue(unknown.stderrText.hasPrefix("note: could not follow the handler name `loadNames()` at App/Web.swift:24\n"), unknown.stderrText)
    }

    /// A list parameter of an initializer, walked one name at a time into a registration helper
    /// (`init(names: [String]) { names.forEach { addMessageHandler(name: $0) } }`, a Combine relay
    /// made as `ScriptMessageRelay(names: ["paymentDone", "paymentFailed"])`): each name its
    /// callers list. Before, the helper's caller passed a name nothing followed, and init wrote a
    /// placeholder. Not triggering: a list made at run time stays the placeholder and its note.
    func testAListParameterWalkedIntoARegistrationHelperRegistersWhatItsCallersList() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import Combine
            import WebKit

            final class ScriptMessageRelay: NSObject, WKScriptMessageHandler {
                let userContentController = WKUserContentController()
                let didReceive = PassthroughSubject<WKScriptMessage, Never>()

                init(names: [String]) {
                    super.init()
                    names.forEach { name in
                        addMessageHandler(name: name)
                    }
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    didReceive.send(message)
                }

                private func addMessageHandler(name: String) {
                    userContentController.add(self, name: name)
                }
            }

            final class CheckoutModel {
                let relay = ScriptMessageRelay(names: ["paymentDone", "paymentFailed"])
            }

            """#
        try write(source, to: "App/Relay.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stderrText, "printed 2 handlers and 0 callbacks inferred from 1 source file; review every entry, then run bridgecheck manifest check\n")
        XCTAssertTrue(made.stdoutText.contains(#"""
                "paymentDone": {
                  "summary": "Inferred from the native sources (registered at App/Relay.swift:11, named at App/Relay.swift:25). Review before use.",
            """#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""paymentFailed": {"#), made.stdoutText)
        try write(source.replacingOccurrences(of: #"ScriptMessageRelay(names: ["paymentDone", "paymentFailed"])"#, with: "ScriptMessageRelay(names: RemoteConfig.names())"), to: "App/Relay.swift", in: folder)
        let unknown = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unknown.status, 0, unknown.stderrText)
        XCTAssertTrue(unknown.stderrText.hasPrefix("note: could not follow the handler name `name` at App/Relay.swift:11\n"), unknown.stderrText)
        XCTAssertFalse(unknown.stdoutText.contains("paymentDone"), unknown.stdoutText)
    }

    /// A table filled by a registrar method and walked to register (`messageHandlers[name] =
    /// handler` in `addMessageHandler(name:delegate:)`, then `messageHandlers.forEach { name,
    /// handler in add(handler, name: name) }`): the names its callers pass. Before, only keys
    /// written as literals were read, and init wrote a placeholder. Not triggering: a name
    /// computed at the caller is the placeholder and its note.
    func testATableFilledByARegistrarMethodRegistersTheNamesItsCallersPass() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            protocol WebViewMessageHandlerDelegate: AnyObject {
                func didReceive(name: String, body: Any)
            }

            final class WebViewMessageHandler: NSObject, WKScriptMessageHandler {
                weak var delegate: WebViewMessageHandlerDelegate?
                init(delegate: WebViewMessageHandlerDelegate) { self.delegate = delegate }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    delegate?.didReceive(name: message.name, body: message.body)
                }
            }

            final class WebViewConfigurator {
                private var messageHandlers: [String: WebViewMessageHandler] = [:]

                func addMessageHandler(name: String, delegate: WebViewMessageHandlerDelegate) {
                    let handler = WebViewMessageHandler(delegate: delegate)
                    messageHandlers[name] = handler
                }

                func applyHandlers(to configuration: WKWebViewConfiguration) {
                    messageHandlers.forEach { name, handler in
                        configuration.userContentController.add(handler, name: name)
                    }
                }
            }

            final class ArticleViewController: WebViewMessageHandlerDelegate {
                let configurator = WebViewConfigurator()
                func setUp(_ configuration: WKWebViewConfiguration) {
                    configurator.addMessageHandler(name: "openLink", delegate: self)
                    configurator.addMessageHandler(name: "logEvent", delegate: self)
                    configurator.applyHandlers(to: configuration)
                }
                func didReceive(name: String, body: Any) {
                    switch name {
                    case "openLink":
                        guard let url = body as? String else { return }
                        print(url)
                    default:
                        print(body)
                    }
                }
            }

            """#
        try write(source, to: "App/Handlers.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stderrText, "printed 2 handlers and 0 callbacks inferred from 1 source file; review every entry, then run bridgecheck manifest check\n")
        XCTAssertTrue(made.stdoutText.contains(#"""
                "openLink": {
                  "summary": "Inferred from the native sources (registered at App/Handlers.swift:25, named at App/Handlers.swift:33; body cast at App/Handlers.swift:40). Review before use.",
                  "body": "string",
            """#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""summary": "Inferred from the native sources (registered at App/Handlers.swift:25, named at App/Handlers.swift:34). Review before use.""#), made.stdoutText)
        try write(
            source.replacingOccurrences(of: #"configurator.addMessageHandler(name: "openLink", delegate: self)"#, with: "configurator.addMessageHandler(name: Remote.linkHandlerName(), delegate: self)")
                .replacingOccurrences(of: #"configurator.addMessageHandler(name: "logEvent", delegate: self)"#, with: ""),
            to: "App/Handlers.swift", in: folder)
        let unknown = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unknown.status, 0, unknown.stderrText)
        XCTAssertTrue(unknown.stderrText.hasPrefix("note: could not follow the handler name `name` at App/Handlers.swift:25\n"), unknown.stderrText)
    }

    /// A handler that carries its own name, registered as `add(messageHandler, name:
    /// messageHandler.name)` by a helper its callers hand a handler made in place (Stripe
    /// Connect's style): the name each construction gives the property, whether as an argument
    /// (`ScriptMessageHandler<VoidPayload>(name: "debug") { … }`) or through a subclass's
    /// `super.init(name: "onLoadError", …)`; the subclass's messages are read by the
    /// receiver it inherits, whose `guard message.name == name` passes each name so made.
    /// Before, every such registration was one placeholder. Not triggering: a handler made
    /// elsewhere is the placeholder and its note.
    func testAHandlerCarryingItsNameIsRegisteredUnderTheNameItWasMadeWith() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            class ScriptMessageHandler<Payload: Decodable>: NSObject, WKScriptMessageHandler {
                let name: String
                let didReceiveMessage: (Payload) -> Void

                init(name: String, didReceiveMessage: @escaping (Payload) -> Void) {
                    self.name = name
                    self.didReceiveMessage = didReceiveMessage
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard message.name == name else { return }
                    guard let data = try? JSONSerialization.data(withJSONObject: message.body),
                          let payload = try? JSONDecoder().decode(Payload.self, from: data) else { return }
                    didReceiveMessage(payload)
                }
            }

            struct VoidPayload: Decodable {}

            class OnLoadErrorMessageHandler: ScriptMessageHandler<OnLoadErrorMessageHandler.Values> {
                struct Values: Decodable {
                    let type: String
                    let message: String?
                }
                init(didReceiveMessage: @escaping (Values) -> Void) {
                    super.init(name: "onLoadError", didReceiveMessage: didReceiveMessage)
                }
            }

            final class ConnectWebViewController {
                let contentController = WKUserContentController()

                func addMessageHandler<Payload>(_ messageHandler: ScriptMessageHandler<Payload>) {
                    contentController.add(messageHandler, name: messageHandler.name)
                }

                func setUp() {
                    addMessageHandler(OnLoadErrorMessageHandler { values in print(values.type) })
                    addMessageHandler(ScriptMessageHandler<VoidPayload>(name: "debug") { _ in })
                }
            }

            """#
        try write(source, to: "App/Connect.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stderrText, "printed 2 handlers and 0 callbacks inferred from 1 source file; review every entry, then run bridgecheck manifest check\n")
        // The subclass inherits the receiver: what it reads of the body, it reads for each name.
        XCTAssertTrue(made.stdoutText.contains(#"""
                "onLoadError": {
                  "summary": "Inferred from the native sources (registered at App/Connect.swift:40, named at App/Connect.swift:28; body cast at App/Connect.swift:14). Review before use.",
                  "body": "object",
            """#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                "debug": {
                  "summary": "Inferred from the native sources (registered at App/Connect.swift:41; body cast at App/Connect.swift:14). Review before use.",
            """#), made.stdoutText)
        try write(source.replacingOccurrences(of: "addMessageHandler(OnLoadErrorMessageHandler { values in print(values.type) })", with: "addMessageHandler(HandlerFactory.make())"), to: "App/Connect.swift", in: folder)
        let unknown = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unknown.status, 0, unknown.stderrText)
        XCTAssertTrue(unknown.stderrText.hasPrefix("note: could not follow the handler name `HandlerFactory.make()` at App/Connect.swift:40\n"), unknown.stderrText)
        XCTAssertFalse(unknown.stdoutText.contains("onLoadError"), unknown.stdoutText)
    }

    /// A SwiftUI coordinator that hands every message to a stored closure
    /// (`onMessage(message, nil)`, and `onMessage(message, replyHandler)` from the replying
    /// receiver), which the representable sets from its own property, which its parent view
    /// makes with its own method (`ReaderView(onMessage: onMessage)`, Omnivore's reader): the
    /// parent's method is the handler code, with the `if let replyHandler` branch run only for
    /// the replying handler. Before, every body was `any`. `context.coordinator` is what
    /// `makeCoordinator()` makes. A name that method never tests is still dropped
    /// (handler-never-handled). Not triggering: a closure the app never sets keeps its default,
    /// and the bodies stay `any`.
    func testACoordinatorForwardingToItsParentViewsMethodIsReadThroughIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import SwiftUI
            import WebKit

            typealias ReplyHandler = (Any?, String?) -> Void

            final class ReaderCoordinator: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
                var onMessage: (WKScriptMessage, ReplyHandler?) -> Void = { _, _ in }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    onMessage(message, nil)
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
                    onMessage(message, replyHandler)
                }
            }

            struct ReaderView: UIViewRepresentable {
                let onMessage: (WKScriptMessage, ReplyHandler?) -> Void

                func makeCoordinator() -> ReaderCoordinator { ReaderCoordinator() }

                func makeUIView(context: Context) -> WKWebView {
                    let webView = WKWebView()
                    let controller = webView.configuration.userContentController
                    controller.add(context.coordinator, name: "highlight")
                    controller.add(context.coordinator, name: "progress")
                    controller.addScriptMessageHandler(context.coordinator, contentWorld: .page, name: "article")
                    context.coordinator.onMessage = onMessage
                    return webView
                }

                func updateUIView(_ webView: WKWebView, context: Context) {}
            }

            struct ReaderScreen: View {
                var body: some View {
                    ReaderView(onMessage: onMessage)
                }

                func onMessage(message: WKScriptMessage, replyHandler: ReplyHandler?) {
                    if let replyHandler = replyHandler {
                        guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
                        switch action {
                        case "save":
                            let title = body["title"] as? String
                            replyHandler(["saved": title ?? ""], nil)
                        default:
                            replyHandler(nil, "unknown action")
                        }
                        return
                    }
                    if message.name == "highlight" {
                        guard let body = message.body as? [String: Any], let id = body["id"] as? String else { return }
                        print(id)
                    }
                }
            }

            """#
        try write(source, to: "App/Reader.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try String(contentsOf: folder.appendingPathComponent("bridge-manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"""
                "highlight": {
                  "summary": "Inferred from the native sources (registered at App/Reader.swift:26; body cast at App/Reader.swift:54). Review before use.",
                  "body": "object",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "id": {
                        "type": "string",
            """#), manifest)
        XCTAssertTrue(manifest.contains(#"""
                "article": {
                  "summary": "Inferred from the native sources (registered at App/Reader.swift:28; body cast at App/Reader.swift:43). Review before use.",
                  "body": "object",
            """#), manifest)
        XCTAssertTrue(manifest.contains(#""save": {"#), manifest)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 0, checked.stderrText)
        XCTAssertEqual(checked.stdoutText, """
            App/Reader.swift:27:51: warning: native registers 'progress', but userContentController(_:didReceive:) at App/Reader.swift:9:10 never tests message.name for it: its messages are dropped [handler-never-handled]
            1 file scanned, 3 handlers registered, 0 callbacks called: 0 errors, 1 warning, 0 notes

            """)
        try write(source.replacingOccurrences(of: "context.coordinator.onMessage = onMessage", with: ""), to: "App/Reader.swift", in: folder)
        let unset = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(unset.status, 0, unset.stderrText)
        XCTAssertTrue(unset.stdoutText.contains(#"""
                "highlight": {
                  "summary": "Inferred from the native sources (registered at App/Reader.swift:26). Review before use.",
                  "body": "any",
            """#), unset.stdoutText)
    }

    /// A body cast to a dictionary of one value type (`message.body as? [String: String]`):
    /// every key read from it holds that type, cast or not (`body["annotation"] ?? ""`), and a
    /// message with any other value fails the cast, so the schema says so
    /// (`additionalProperties`). Before, those keys had no type. Not triggering: `[String: Any]`
    /// types only the keys cast on their own.
    func testABodyCastToADictionaryOfStringsTypesEveryKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class Highlights: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) { controller.add(self, name: "highlightAction") }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let body = message.body as? [String: String] else { return }
                    let annotation = body["annotation"] ?? ""
                    guard let id = body["id"] else { return }
                    print(annotation, id)
                }
            }

            """#
        try write(source, to: "App/Highlights.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                  "schema": {
                    "type": "object",
                    "properties": {
                      "annotation": {
                        "type": "string",
                        "description": "read at App/Highlights.swift:7"
                      },
                      "id": {
                        "type": "string",
                        "description": "read at App/Highlights.swift:8"
                      }
                    },
                    "required": [
                      "id"
                    ],
                    "additionalProperties": {
                      "type": "string"
                    }
                  }
            """#), made.stdoutText)
        try write(source.replacingOccurrences(of: "[String: String]", with: "[String: Any]"), to: "App/Highlights.swift", in: folder)
        let any = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(any.status, 0, any.stderrText)
        XCTAssertTrue(any.stdoutText.contains(#"""
                      "annotation": {
                        "description": "read at App/Highlights.swift:7"
                      },
            """#), any.stdoutText)
        XCTAssertFalse(any.stdoutText.contains("additionalProperties"), any.stdoutText)
    }

    /// A receiver made with a closure it hands each message's body (`onBody(message.body)`,
    /// registered as `add(BlockHandler { body in … }, name: "openURL")`): the closure is that
    /// handler's code, given the body. Before, only a closure handed the message itself was
    /// read, so both bodies were `any` and the force cast in the method one closure calls went
    /// unseen. Not triggering: a receiver whose closure gets something else (`onBody(0)`) leaves
    /// the closures unread.
    func testAReceiverHandingItsClosureTheBodyIsReadThroughIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            final class BlockHandler: NSObject, WKScriptMessageHandler {
                private let onBody: (Any) -> Void
                init(_ onBody: @escaping (Any) -> Void) { self.onBody = onBody }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    onBody(message.body)
                }
            }

            final class Page {
                func install(_ c: WKUserContentController) {
                    c.add(BlockHandler { body in
                        guard let dict = body as? [String: Any], let url = dict["url"] as? String else { return }
                        print(url)
                    }, name: "openURL")
                    c.add(BlockHandler { [weak self] body in self?.log(body) }, name: "log")
                }
                func log(_ body: Any) { print(body as! String) }
            }

            """#
        try write(source, to: "App/A.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "bridge-manifest.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try String(contentsOf: folder.appendingPathComponent("bridge-manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"""
                "openURL": {
                  "summary": "Inferred from the native sources (registered at App/A.swift:13, named at App/A.swift:16; body cast at App/A.swift:14). Review before use.",
                  "body": "object",
            """#), manifest)
        XCTAssertTrue(manifest.contains(#"""
                "log": {
                  "summary": "Inferred from the native sources (registered at App/A.swift:17; body cast at App/A.swift:19). Review before use.",
                  "body": "string",
            """#), manifest)
        let checked = try bridgecheck(["native", "--manifest", "bridge-manifest.json", "App"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stderrText)
        XCTAssertEqual(checked.stdoutText, """
            App/A.swift:19:35: error: `body as! String` force-casts a value derived from page data; a message of another shape crashes the app (use as? and reject the message when the cast fails) [force-cast-page-data]
            1 file scanned, 2 handlers registered, 0 callbacks called: 1 error, 0 warnings, 0 notes

            """)
        try write(source.replacingOccurrences(of: "onBody(message.body)", with: "onBody(0)"), to: "App/A.swift", in: folder)
        let other = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(other.status, 0, other.stderrText)
        XCTAssertTrue(other.stdoutText.contains(#"""
                "openURL": {
                  "summary": "Inferred from the native sources (registered at App/A.swift:13, named at App/A.swift:16). Review before use.",
                  "body": "any",
            """#), other.stdoutText)
    }

    /// The app's own message type made from the message (`BridgeMessage(message)`, an enum whose
    /// `init?(_ message: WKScriptMessage)` casts the body and switches on its `type`): the
    /// initializer is the handler's code. Before, the handler was `any`. Not triggering: a type
    /// made from something else (`BridgeMessage(other)`) is not followed.
    func testAMessageTypesInitializerTakingTheMessageIsTheHandlersCode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            enum BridgeMessage {
                case share(url: String)
                case openProfile(id: Int)
                case close

                init?(_ message: WKScriptMessage) {
                    guard let body = message.body as? [String: Any], let type = body["type"] as? String else { return nil }
                    switch type {
                    case "share":
                        guard let url = body["url"] as? String else { return nil }
                        self = .share(url: url)
                    case "openProfile":
                        guard let id = body["id"] as? Int else { return nil }
                        self = .openProfile(id: id)
                    case "close":
                        self = .close
                    default:
                        return nil
                    }
                }
            }

            final class WebController: NSObject, WKScriptMessageHandler {
                func install(_ c: WKUserContentController) { c.add(self, name: "app") }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let msg = BridgeMessage(message) else { return }
                    switch msg {
                    case .share(let url): print(url)
                    case .openProfile(let id): print(id)
                    case .close: print("close")
                    }
                }
            }

            """#
        try write(source, to: "App/M.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                "app": {
                  "summary": "Inferred from the native sources (registered at App/M.swift:26; body cast at App/M.swift:9; the functions' parameters are read beside 'type', with no params object: one object schema, 'type' naming the function). Review before use.",
                  "body": "object",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "type": {
                        "type": "string",
                        "enum": [
                          "share",
                          "openProfile",
                          "close"
                        ],
            """#), made.stdoutText)
        XCTAssertTrue(made.stdoutText.contains(#""id": {"#), made.stdoutText)
        try write(source.replacingOccurrences(of: "guard let msg = BridgeMessage(message) else { return }", with: "guard let msg = BridgeMessage(message.frameInfo) else { return }"), to: "App/M.swift", in: folder)
        let other = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(other.status, 0, other.stderrText)
        XCTAssertTrue(other.stdoutText.contains(#"""
                "app": {
                  "summary": "Inferred from the native sources (registered at App/M.swift:26). Review before use.",
                  "body": "any",
            """#), other.stdoutText)
    }

    /// A request type the app makes from the body (`BridgeRequest(body: message.body)`, whose
    /// `init?(body:)` reads `action` and `params` into its properties): `switch request.action`
    /// dispatches the functions, and `request.params["url"]` reads their parameters; so does one
    /// a parse function returns through the memberwise initializer (`return BridgeRequest(action:
    /// action, params: …)`). Before, the instance was only page data and the handler `any` (or a
    /// plain object). Not triggering: one made from a value of the app's own is not followed.
    func testARequestTypeMadeFromTheBodyHoldsWhatItsInitializerRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import WebKit

            struct BridgeRequest {
                let action: String
                let params: [String: Any]

                init?(body: Any) {
                    guard let dict = body as? [String: Any], let action = dict["action"] as? String else { return nil }
                    self.action = action
                    self.params = dict["params"] as? [String: Any] ?? [:]
                }
            }

            final class Web: NSObject, WKScriptMessageHandler {
                func install(_ c: WKUserContentController) { c.add(self, name: "bridge") }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let request = BridgeRequest(body: message.body) else { return }
                    switch request.action {
                    case "share":
                        let url = request.params["url"] as? String
                        print(url ?? "")
                    case "close":
                        print("close")
                    default:
                        break
                    }
                }
            }

            """#
        try write(source, to: "App/S.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertTrue(made.stdoutText.contains(#"""
                  "envelope": {
                    "type": "action",
                    "actionKey": "action",
                    "paramKey": "params"
                  },
                  "functions": {
                    "share": {
                      "summary": "Inferred from App/S.swift:19.",
                      "params": {
                        "type": "object",
                        "properties": {
                          "url": {
                            "type": "string",
            """#), made.stdoutText)
        // Made by a parse function of the receiver with the memberwise initializer instead.
        let parsed = #"""
            import WebKit

            struct BridgeRequest {
                let action: String
                let params: [String: Any]
            }

            final class Web: NSObject, WKScriptMessageHandler {
                func install(_ c: WKUserContentController) { c.add(self, name: "bridge") }
                func parse(_ body: Any) -> BridgeRequest? {
                    guard let dict = body as? [String: Any], let action = dict["action"] as? String else { return nil }
                    return BridgeRequest(action: action, params: dict["params"] as? [String: Any] ?? [:])
                }
                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
                    guard let request = parse(message.body) else { return }
                    switch request.action {
                    case "share":
                        print(request.params["url"] as? String ?? "")
                    case "close":
                        print("close")
                    default:
                        break
                    }
                }
            }

            """#
        try write(parsed, to: "App/P.swift", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/S.swift"))
        let memberwise = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(memberwise.status, 0, memberwise.stderrText)
        XCTAssertTrue(memberwise.stdoutText.contains(#""summary": "Inferred from App/P.swift:17.""#), memberwise.stdoutText)
        XCTAssertTrue(memberwise.stdoutText.contains(#""paramKey": "params""#), memberwise.stdoutText)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/P.swift"))
        try write(source.replacingOccurrences(of: "BridgeRequest(body: message.body)", with: "BridgeRequest(body: Defaults.lastRequest)"), to: "App/S.swift", in: folder)
        let other = try bridgecheck(["manifest", "init", "--native", "App", "--output", "-"], in: folder)
        XCTAssertEqual(other.status, 0, other.stderrText)
        XCTAssertTrue(other.stdoutText.contains(#"""
                "bridge": {
                  "summary": "Inferred from the native sources (registered at App/S.swift:15). Review before use.",
                  "body": "any",
            """#), other.stdoutText)
    }

    /// The replying handler's async form (`userContentController(_:didReceive:) async ->
    /// (Any?, String?)`, iOS 15), which returns its reply, receives what
    /// `addScriptMessageHandler` registers. Before, no receiver served the handler: init wrote
    /// `any` with no function, and native reported nothing against a misspelt function.
    func testTheAsyncReplyingReceiverServesTheHandlersRegisteredToReply() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"""
            import WebKit

            final class Bridge: NSObject, WKScriptMessageHandlerWithReply {
                weak var webView: WKWebView?

                func install(_ controller: WKUserContentController) {
                    controller.addScriptMessageHandler(self, contentWorld: .page, name: "rpc")
                }

                func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) async -> (Any?, String?) {
                    guard let body = message.body as? [String: Any], let method = body["method"] as? String else { return (nil, "bad request") }
                    switch method {
                    case "getUser":
                        return (["id": 1, "name": "A"], nil)
                    case "setTitle":
                        let title = body["title"] as? String ?? ""
                        await MainActor.run { self.send(event: "titleChanged", payload: ["title": title]) }
                        return (true, nil)
                    default:
                        return (nil, "unknown method")
                    }
                }

                func send(event: String, payload: [String: Any]) {
                    guard let data = try? JSONSerialization.data(withJSONObject: payload), let json = String(data: data, encoding: .utf8) else { return }
                    webView?.evaluateJavaScript("window.dispatchEvent(new CustomEvent('\(event)', { detail: \(json) }))")
                    Task { try? await webView?.callAsyncJavaScript("return window.app.receive(name, detail)", arguments: ["name": event, "detail": payload], contentWorld: .page) }
                }
            }

            """#, to: "App/Web.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "m.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try String(contentsOf: folder.appendingPathComponent("m.json"), encoding: .utf8)
        for fact in [#""body": "object""#, #""actionKey": "method""#, #""replies": true"#, #""getUser": {"#, #""setTitle": {"#] {
            XCTAssertTrue(manifest.contains(fact), fact + "\n" + manifest)
        }
        // Not triggering: the app against its own contract.
        let clean = try bridgecheck(["native", "--strict", "--manifest", "m.json", "App"], in: folder)
        XCTAssertEqual(clean.stdoutText, "1 file scanned, 1 handler registered, 2 callbacks called: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(clean.status, 0, clean.stderrText)
        // Triggering: the contract misspells a function.
        try write(manifest.replacingOccurrences(of: #""setTitle""#, with: #""setTitel""#), to: "m.json", in: folder)
        let drift = try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder)
        XCTAssertEqual(drift.status, 1, drift.stderrText)
        XCTAssertEqual(
            drift.stdoutText.split(separator: "\n").map { String($0.split(separator: " ").last ?? "") },
            ["[function-not-in-manifest]", "[function-never-handled]", "notes"], drift.stdoutText)
    }

    /// examples/fresh-app, an app in Xcode's layout: handler names in a string enum registered
    /// through `allCases`, `switch message.name { case Handler.share.rawValue: … }`, a callback
    /// in a stored `let`, and a page that misspells one handler. Each branch's body kind and keys
    /// are its handler's alone (they were the union of all three), and the callback is found.
    func testAFreshAppsEnumBranchesGiveEachHandlerItsOwnContract() throws {
        let made = try bridgecheck(["manifest", "init", "--swift", "App/Sources", "--site", "web", "--output", "-"], in: root.appendingPathComponent("examples/fresh-app"))
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(
            made.stderrText,
            "note: the pages post to 'logg' (first at web/app.js:8), which native does not register; it is left out\n"
                + "printed 3 handlers and 1 callback inferred from 2 source files; review every entry, then run bridgecheck manifest check\n")
        XCTAssertEqual(made.stdoutText, #"""
            {
              "$schema": "https://bridgecheck.dev/schema/bridge-manifest-1.schema.json",
              "version": 1,
              "description": "Inferred by bridgecheck manifest init from the app's native sources: each entry says where it came from. Review every entry (bodies, schemas, origins), then run bridgecheck manifest check, lint and native.",
              "callbacks": {
                "window.onNativeResult": {
                  "summary": "Inferred from App/Sources/WebViewController.swift:6: native evaluates window.onNativeResult(…). Review: give each argument a schema.",
                  "arguments": [
                    {
                      "name": "value"
                    }
                  ]
                }
              },
              "handlers": {
                "share": {
                  "summary": "Inferred from the native sources (registered at App/Sources/WebViewController.swift:12, named at App/Sources/Handler.swift:4; body cast at App/Sources/WebViewController.swift:22). Review before use.",
                  "body": "object",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "text": {
                        "type": "string",
                        "description": "read at App/Sources/WebViewController.swift:22"
                      }
                    },
                    "required": [
                      "text"
                    ]
                  }
                },
                "open_link": {
                  "summary": "Inferred from the native sources (registered at App/Sources/WebViewController.swift:12, named at App/Sources/Handler.swift:5; body cast at App/Sources/WebViewController.swift:25). Review before use.",
                  "body": "string",
                  "envelope": "plain"
                },
                "log": {
                  "summary": "Inferred from the native sources (registered at App/Sources/WebViewController.swift:12, named at App/Sources/Handler.swift:6; body cast at App/Sources/WebViewController.swift:28). Review before use.",
                  "body": "object",
                  "envelope": "plain",
                  "schema": {
                    "type": "object",
                    "properties": {
                      "level": {
                        "type": "integer",
                        "description": "read at App/Sources/WebViewController.swift:28"
                      }
                    }
                  }
                }
              }
            }
            """# + "\n")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("bridge-manifest.json").path
        try made.stdout.write(to: URL(fileURLWithPath: output))
        let lint = try bridgecheck(["lint", "--manifest", output, "web"], in: root.appendingPathComponent("examples/fresh-app"))
        XCTAssertEqual(lint.status, 1)
        XCTAssertTrue(lint.stdoutText.contains("web/app.js:8:3: error: handler 'logg' is not in the manifest (did you mean 'log'?) [unknown-handler]\n"), lint.stdoutText)
        let native = try bridgecheck(["native", "--strict", "--manifest", output, "App/Sources"], in: root.appendingPathComponent("examples/fresh-app"))
        XCTAssertEqual(native.status, 0, native.stdoutText)
        XCTAssertEqual(native.stdoutText, "2 files scanned, 3 handlers registered, 1 callback called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// The quick start on examples/fresh-app: `init` reads both sides (the contract from native,
    /// the pages' misspelt handler as a note) and `check` is red on the misspelling, naming it
    /// with a suggestion, then green once the page is fixed; two runs on the same files write
    /// the same lint and native reports.
    func testInitThenCheckOnAFreshAppIsRedOnTheMisspeltHandlerAndGreenOnceFixed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for part in ["App", "web"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent("examples/fresh-app/\(part)"), to: folder.appendingPathComponent(part))
        }
        let made = try bridgecheck(["init"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        XCTAssertEqual(made.stdoutText, """
            pages: web; native sources: App
            wrote bridge-manifest.json: 3 handlers and 1 callback from 2 native source files; review every entry
            note: the pages post to 'logg' (first at web/app.js:8), which native does not register; it is left out
            wrote .bridgecheck.json
            added /reports/ and /corpus/ to .gitignore
            next: bridgecheck check

            """)
        let config = try String(contentsOf: folder.appendingPathComponent(".bridgecheck.json"), encoding: .utf8)
        XCTAssertTrue(config.contains("\"paths\": [\n    \"web\"\n  ]") && config.contains("\"native\": {\n    \"paths\": [\n      \"App\"\n    ]\n  }"), config)
        let red = try bridgecheck(["check", "--fuzz-time", "1"], in: folder)
        XCTAssertEqual(red.status, 1, red.stdoutText + red.stderrText)
        XCTAssertTrue(red.stdoutText.contains("web/app.js:8:3: error: handler 'logg' is not in the manifest (did you mean 'log'?) [unknown-handler]\n"), red.stdoutText)
        let app = folder.appendingPathComponent("web/app.js")
        try Data(try String(contentsOf: app, encoding: .utf8).replacingOccurrences(of: ".logg.", with: ".log.").utf8).write(to: app)
        let green = try bridgecheck(["check", "--fuzz-time", "1"], in: folder)
        XCTAssertEqual(green.status, 0, green.stdoutText + green.stderrText)
        // With SOURCE_DATE_EPOCH (the commit's time) every report is the same bytes on a second
        // run, fuzz's included: a fixed number of inputs from the fixed seed, no clock reading,
        // and a corpus the gate only reads (the first run found new inputs and kept none).
        let reports = folder.appendingPathComponent("reports")
        let names = ["bridgecheck.sarif", "lint.junit.xml", "native.sarif", "native.junit.xml", "fuzz.junit.xml"]
        let options = ["check", "--fuzz-time", "120", "--fuzz-inputs", "300"]
        let once = try bridgecheck(options, in: folder, environment: ["SOURCE_DATE_EPOCH": "1764979200"])
        XCTAssertEqual(once.status, 0, once.stdoutText + once.stderrText)
        let first = try names.map { try Data(contentsOf: reports.appendingPathComponent($0)) }
        XCTAssertTrue(String(decoding: first[1], as: UTF8.self).contains(#"timestamp="2025-12-06T00:00:00""#))
        let fuzz = String(decoding: first[4], as: UTF8.self)
        XCTAssertTrue(fuzz.contains(#"<property name="runs" value="300"/>"#) && !fuzz.contains("exec/s") && fuzz.contains(#"time="0.000""#), fuzz)
        XCTAssertTrue(once.stdoutText.contains(" new, not saved)"), once.stdoutText)
        let again = try bridgecheck(options, in: folder, environment: ["SOURCE_DATE_EPOCH": "1764979200"])
        XCTAssertEqual(again.status, 0, again.stdoutText)
        XCTAssertEqual(try names.map { try Data(contentsOf: reports.appendingPathComponent($0)) }, first, "the same commit gives the same reports")
    }

    func testTheSeedsCodeGivesManifestsThatLoad() throws {
        guard let seeds = Fixtures.conformance?.deletingLastPathComponent().appendingPathComponent("seeds") else { throw XCTSkip(Fixtures.missingSharedMessage) }
        for (prefix, start, end, handlers) in [
            ("000", "import UIKit\nimport WebKit\n\nenum HttpMethod", "ios_javascript.html\n", ["customScheme", "ios_javascript", "download"]),
            ("001", "//\n//  WebView.swift", "struct WebView_Previews", ["EXAMPLE"]),
            ("003", "struct Metadata {", "MessageHandler.js를", ["test"]),
        ] {
            let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: seeds.path).first { $0.hasPrefix(prefix) })
            let text = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
            let from = try XCTUnwrap(text.range(of: start))
            let to = try XCTUnwrap(text.range(of: end, range: from.upperBound..<text.endIndex))
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try String(text[from.lowerBound..<to.lowerBound]).write(to: folder.appendingPathComponent("Seed.swift"), atomically: true, encoding: .utf8)
            let made = try bridgecheck(["manifest", "init", "--swift", "Seed.swift"], in: folder)
            XCTAssertEqual(made.status, 0, "seed \(prefix): \(made.stderrText)")
            let checked = try bridgecheck(["manifest", "check"], in: folder)
            XCTAssertEqual(checked.status, 0, "seed \(prefix): \(checked.stdoutText)\(checked.stderrText)")
            let manifest = try String(contentsOf: folder.appendingPathComponent("bridge-manifest.json"), encoding: .utf8)
            for handler in handlers { XCTAssertTrue(manifest.contains("\"\(handler)\": {"), "seed \(prefix) \(handler)") }
        }
    }

    /// `manifest init --merge` regenerates into a manifest a team has edited: what native has
    /// that it lacks is added, and every entry already there stays as written.
    func testMergeAddsWhatIsNewAndKeepsEveryEditedEntry() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/fresh-app/App"), to: folder.appendingPathComponent("App"))
        let edited = #"{"version": 1, "description": "Ours.", "handlers": {"share": {"summary": "Shares text, written by hand.", "body": "object"}}}"#
        try Data(edited.utf8).write(to: folder.appendingPathComponent("bridge-manifest.json"))
        let merged = try bridgecheck(["manifest", "init", "--native", "App", "--merge"], in: folder)
        XCTAssertEqual(merged.status, 0, merged.stderrText)
        XCTAssertEqual(merged.stderrText, "merged into bridge-manifest.json: added handler 'open_link', handler 'log', callback 'window.onNativeResult'; kept the 1 entry already there as written\n")
        let manifest = try JSONParser().parse(Array(try Data(contentsOf: folder.appendingPathComponent("bridge-manifest.json")))).objectValue
        XCTAssertEqual(manifest?["description"], "Ours.")
        XCTAssertEqual(manifest?["handlers"]?.objectValue?["share"]?.objectValue?["summary"], "Shares text, written by hand.")
        XCTAssertEqual(manifest?["handlers"]?.objectValue?.keys, ["share", "open_link", "log"])
        let again = try bridgecheck(["manifest", "init", "--native", "App", "--merge"], in: folder)
        XCTAssertEqual(again.stderrText, "merged into bridge-manifest.json: added nothing; kept the 4 entries already there as written\n")
        let both = try bridgecheck(["manifest", "init", "--native", "App", "--merge", "--force"], in: folder)
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderrText, "error: --merge keeps the entries of the existing manifest and --force replaces it; choose one\n")
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let broken = try bridgecheck(["manifest", "init", "--native", "App", "--merge", "--output", "broken.json"], in: folder)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderrText.hasPrefix("error: broken.json: ") && broken.stderrText.hasSuffix("; fix it before merging into it, or replace it with --force\n"), broken.stderrText)
    }

    func testItNeverOverwritesWithoutForceAndNeedsSwiftSources() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{}".write(to: folder.appendingPathComponent("bridge-manifest.json"), atomically: true, encoding: .utf8)
        let kept = try bridgecheck(["manifest", "init", "--swift", root.appendingPathComponent("examples/native").path], in: folder)
        XCTAssertEqual(kept.status, 2)
        XCTAssertEqual(kept.stderrText, "error: bridge-manifest.json already exists; --merge adds what native has that it lacks and keeps every entry already there, --force replaces it, or choose another --output\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("bridge-manifest.json"), encoding: .utf8), "{}")
        let none = try bridgecheck(["manifest", "init"], in: folder)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderrText.hasPrefix("error: manifest init needs --native PATH"), none.stderrText)
        let noSite = try bridgecheck(["manifest", "init", "--swift", root.appendingPathComponent("examples/native").path, "--site", "nowhere", "--output", "x.json"], in: folder)
        XCTAssertEqual(noSite.status, 2)
        XCTAssertEqual(noSite.stderrText, "error: --site nowhere: no such file or folder\n")
        let noSwift = try bridgecheck(["manifest", "init", "--swift", "nowhere", "--output", "x.json"], in: folder)
        XCTAssertEqual(noSwift.status, 2)
        XCTAssertEqual(noSwift.stderrText, "error: --swift nowhere: no such file or folder\n")
        let noNative = try bridgecheck(["manifest", "init", "--native", "nowhere", "--output", "x.json"], in: folder)
        XCTAssertEqual(noNative.status, 2)
        XCTAssertEqual(noNative.stderrText, "error: --native nowhere: no such file or folder\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.json").path))
        // Sources that register no handler at all: said, and nothing written.
        try "func nothing() {}\n".write(to: folder.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        let plain = try bridgecheck(["manifest", "init", "--native", "Plain.swift", "--output", "plain.json"], in: folder)
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stderrText, "error: found no handler registration (add(_:name:), addScriptMessageHandler, or a helper around them) and no bridge library's functions (a Cordova plugin's actions, registerHandler, …) in 1 source file; nothing to write\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain.json").path))
        // An app whose only channel is a custom scheme it serves: the same, saying where.
        try "import WebKit\nfunc make(_ c: WKWebViewConfiguration, _ h: WKURLSchemeHandler) {\n    c.setURLSchemeHandler(h, forURLScheme: \"app\")\n}\n"
            .write(to: folder.appendingPathComponent("Served.swift"), atomically: true, encoding: .utf8)
        let served = try bridgecheck(["manifest", "init", "--native", "Served.swift", "--output", "served.json"], in: folder)
        XCTAssertEqual(served.status, 2)
        XCTAssertEqual(
            served.stderrText,
            "error: found no handler registration (add(_:name:), addScriptMessageHandler, or a helper around them) and no bridge library's functions (a Cordova plugin's actions, registerHandler, …) in 1 source file; Served.swift:3 serves a custom scheme with setURLSchemeHandler, which bridgecheck does not read as a bridge; nothing to write\n")
        // Names native computes: still a manifest that loads, the gap named in it and on stderr;
        // with a site, the handlers the pages post to take the placeholders' place.
        try "func register(_ c: WKUserContentController, _ h: WKScriptMessageHandler, _ key: String) { c.add(h, name: key.lowercased()) }\n"
            .write(to: folder.appendingPathComponent("Computed.swift"), atomically: true, encoding: .utf8)
        let computed = try bridgecheck(["manifest", "init", "--swift", "Computed.swift", "--output", "computed.json"], in: folder)
        XCTAssertEqual(computed.status, 0, computed.stderrText)
        XCTAssertEqual(
            computed.stderrText,
            "note: could not follow the handler name `key.lowercased()` at Computed.swift:1\nwrote computed.json: 1 handler and 0 callbacks inferred from 1 source file; review every entry, then run bridgecheck manifest check\n")
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("computed.json"), encoding: .utf8), #"""
            {
              "$schema": "https://bridgecheck.dev/schema/bridge-manifest-1.schema.json",
              "version": 1,
              "description": "Inferred by bridgecheck manifest init from the app's native sources: each entry says where it came from. Review every entry (bodies, schemas, origins), then run bridgecheck manifest check, lint and native. Could not follow the handler names native registers through: `key.lowercased()` at Computed.swift:1.",
              "handlers": {
                "TODO-unfollowed-1": {
                  "summary": "Placeholder: native registers a handler named by `key.lowercased()` at Computed.swift:1, which bridgecheck could not follow. Rename this entry to the name native registers, and give it a body.",
                  "body": "any"
                }
              }
            }

            """#)
        XCTAssertEqual(try bridgecheck(["manifest", "check", "computed.json"], in: folder).status, 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("web"), withIntermediateDirectories: true)
        try "<script>window.webkit.messageHandlers.share.postMessage({a: 1})</script>\n".write(to: folder.appendingPathComponent("web/index.html"), atomically: true, encoding: .utf8)
        let named = try bridgecheck(["manifest", "init", "--native", "Computed.swift", "--site", "web", "--output", "-"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderrText)
        XCTAssertTrue(named.stdoutText.contains(#""share": {"#) && !named.stdoutText.contains("TODO-unfollowed"), named.stdoutText)
        XCTAssertTrue(named.stderrText.hasPrefix("note: the pages post to 'share' (first at web/index.html:1); native's handler names could not be followed, so it is written from the pages\n"), named.stderrText)
        let printed = try bridgecheck(["manifest", "init", "--swift", root.appendingPathComponent("examples/native/App/Seed002Bridge.swift").path, "--output", "-"], in: folder)
        XCTAssertEqual(printed.status, 0, printed.stderrText)
        XCTAssertTrue(printed.stdoutText.contains(#""nativeReplyHandler": {"#), printed.stdoutText)
    }

    /// A scheme tested through the URL's text (`absoluteString.hasPrefix("appf://share")`, the
    /// commonest test in blog-post bridges) is a scheme native handles, and the hosts after it
    /// its functions: with two hosts, a scheme envelope with both as functions (one host alone
    /// is a deeplink's), so lint finds a link to a host native never tests.
    func testASchemeTestedThroughTheURLsTextGivesItsHostsAsFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import WebKit
            final class Links: NSObject, WKNavigationDelegate {
                func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                    let text = navigationAction.request.url?.absoluteString ?? ""
                    if text.hasPrefix("appf://share") {
                        decisionHandler(.cancel)
                        return
                    } else if text.lowercased().hasPrefix("appf://open") {
                        decisionHandler(.cancel)
                        return
                    }
                    decisionHandler(.allow)
                }
            }

            """, to: "App/Links.swift", in: folder)
        let made = try bridgecheck(["manifest", "init", "--native", "App", "--output", "m.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let text = try String(contentsOf: folder.appendingPathComponent("m.json"), encoding: .utf8)
        for fact in [#""type": "scheme""#, #""scheme": "appf""#, #""share": {"#, #""open": {"#, #""summary": "Inferred from App/Links.swift:5.""#, #""summary": "Inferred from App/Links.swift:8.""#] {
            XCTAssertTrue(text.contains(fact), fact + "\n" + text)
        }
        XCTAssertFalse(text.contains(#""type": "deeplink""#), text)
        try write("<a href=\"appf://share?x=1\">share</a>\n<a href=\"appf://opne\">open</a>\n", to: "web/index.html", in: folder)
        let lint = try bridgecheck(["lint", "--manifest", "m.json", "web"], in: folder)
        XCTAssertEqual(lint.stdoutText, """
            web/index.html:2:10: error: 'appf://opne' is not a function of handler 'appf' (did you mean 'open'?) [unknown-scheme-action]
            1 file scanned, 2 bridge calls: 1 error, 0 warnings, 0 notes

            """)
        XCTAssertEqual(try bridgecheck(["native", "--manifest", "m.json", "App"], in: folder).stdoutText, "1 file scanned, 0 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// A scheme native takes whole (no host or function read from the URL, FolioReaderKit's
    /// `highlight://` + an encoded rect) is a handler for every URL of it: host `*`, which
    /// loads, and whose URLs lint finds where a held prefix is navigated to.
    func testASchemeNativeTakesWholeIsWrittenWithAnyHost() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import WebKit
            final class Page: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
                func setUp(_ c: WKUserContentController) { c.add(self, name: "ready") }
                func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {}
                func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                    guard let url = action.request.url, let scheme = url.scheme else { return decisionHandler(.allow) }
                    if scheme == "highlight" {
                        let rect = url.absoluteString.removingPercentEncoding
                        print(rect ?? "")
                        return decisionHandler(.cancel)
                    }
                    decisionHandler(.allow)
                }
            }

            """.write(to: folder.appendingPathComponent("Page.swift"), atomically: true, encoding: .utf8)
        let made = try bridgecheck(["manifest", "init", "--swift", "Page.swift", "--output", "m.json"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let text = try String(contentsOf: folder.appendingPathComponent("m.json"), encoding: .utf8)
        XCTAssertTrue(text.contains(#""envelope": {"#) && text.contains(#""type": "scheme""#) && text.contains(#""scheme": "highlight""#) && text.contains(#""host": "*""#), text)
        XCTAssertEqual(try bridgecheck(["manifest", "check", "m.json"], in: folder).status, 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("web"), withIntermediateDirectories: true)
        try "var URLBase = 'highlight://';\nfunction tap(r) { window.location = URLBase + encodeURIComponent(r); }\nwindow.webkit.messageHandlers.ready.postMessage({});\n"
            .write(to: folder.appendingPathComponent("web/bridge.js"), atomically: true, encoding: .utf8)
        let lint = try bridgecheck(["lint", "--manifest", "m.json", "web"], in: folder)
        XCTAssertEqual(lint.stdoutText, "1 file scanned, 2 bridge calls: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(lint.status, 0)
    }
}

/// `// expect: rule…` comments in a broken example app: each is a finding on its line;
/// `// expect-manifest: rule name` one on the manifest's entry for `name`.
enum ExpectComments {
    static func expected(in root: URL, folder: String) throws -> [String] {
        var expected: [String] = []
        let url = root.appendingPathComponent(folder)
        for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let r = line.range(of: "// expect: ") {
                    expected += line[r.upperBound...].split(separator: " ").map { "\(folder)/\(file):\(k + 1) \($0)" }
                } else if let r = line.range(of: "// expect-manifest: ") {
                    expected.append("manifest \(line[r.upperBound...])")
                }
            }
        }
        return expected
    }

    /// Text output's findings as `file:line rule`, or `manifest rule name` for the manifest's.
    static func found(_ output: String, manifest: String) -> [String] {
        var found: [String] = []
        for line in output.split(separator: "\n") where line.hasSuffix("]") {
            let parts = line.split(separator: ":", maxSplits: 4)
            guard let open = line.lastIndex(of: "[") else { continue }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            if parts[0] == manifest {
                found.append("manifest \(rule) \(line.split(separator: "'")[1])")
            } else {
                found.append("\(parts[0]):\(parts[1]) \(rule)")
            }
        }
        return found
    }
}
