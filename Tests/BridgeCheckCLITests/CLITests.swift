import BridgeCheckCLI
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// Runs commands in process and checks exact output and exit codes.
final class CLITests: XCTestCase {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var outText = "", errText = ""
        let stdin: [UInt8]
        init(stdin: String = "") { self.stdin = Array(stdin.utf8) }
        var out: String { lock.withLock { outText } }
        var err: String { lock.withLock { errText } }
        var console: Console {
            Console(
                out: { s in self.lock.withLock { self.outText += s } },
                err: { s in self.lock.withLock { self.errText += s } },
                readStdin: { limit, name in self.stdin.count <= limit ? .success(self.stdin) : .failure(.tooLarge(limit: limit, limitName: name)) })
        }
    }

    private let manifest = Fixtures.exampleManifest.path

    private func run(_ arguments: [String], stdin: String = "") -> (Int32, String, String) {
        let capture = Capture(stdin: stdin)
        let code = BridgeCheck.run(arguments, console: capture.console)
        return (code, capture.out, capture.err)
    }

    func testManifestCheckOnTheExample() {
        let (code, out, err) = run(["manifest", "check", manifest])
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, "\(manifest): ok: 10 handlers, 5 functions, 3 wrappers, 5 callbacks; 16 examples decode\n")
    }

    /// One of a thing is said in the singular ("1 callback", not "1 callbacks").
    func testManifestCheckCountsInTheRightNumber() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-one-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try #"{"version": 1, "handlers": {"share": {"body": "string", "examples": ["hi"]}}, "callbacks": {"onShared": {"arguments": []}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let (code, out, err) = run(["manifest", "check", file.path])
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, "\(file.path): ok: 1 handler, 0 functions, 0 wrappers, 1 callback; 1 example decode\n")
    }

    func testManifestCheckReportsProblemsAndExamplesThatDoNotDecode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json").path
        try Data(#"{"version":1,"handlers":{"h":{"body":"strin"}}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        var (code, out, err) = run(["manifest", "check", bad])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "\(bad): $.handlers.h.body: 'strin' is not one of string, object, json-string, url, data-url, null, any (did you mean 'string'?)\n\(bad): 1 problem\n")

        let example = dir.appendingPathComponent("example.json").path
        try Data(#"{"version":1,"handlers":{"h":{"body":"string","schema":{"maxLength":2},"examples":["abc"]}}}"#.utf8).write(to: URL(fileURLWithPath: example))
        (code, out, err) = run(["manifest", "check", example])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(err, "\(example): $.handlers.h.examples[0]: example does not decode: schema-violation: $: string of 3 characters is longer than the maximum length 2\n\(example): 1 of 1 examples do not decode\n")

        (code, _, err) = run(["manifest", "check", dir.appendingPathComponent("missing.json").path])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(err.hasSuffix("missing.json: cannot read the manifest: no such file (bridgecheck init writes one from the app's code and pages, or pass --manifest FILE)\n"), err)
    }

    func testDecodeMessagePrintsTheNormalizedCall() {
        let (code, out, err) = run(["decode", "message", "--manifest", manifest, "--handler", "EXAMPLE", #"{"action":"pong","param":{"count":"3"}}"#])
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, """
            {
              "handler": "EXAMPLE",
              "function": "pong",
              "params": {
                "count": "3"
              },
              "sequence": null,
              "callback": "fromNative",
              "replies": false
            }

            """)
    }

    func testDecodeMessageRejectionsAndBodyKinds() {
        var (code, out, err) = run(["decode", "message", "--manifest", manifest, "--handler", "ios_javascript", #"{"deviceInfoSetting":{"idx":"1"}}"#])
        XCTAssertEqual([code], [1])
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "rejected (schema-violation): $.deviceInfoSetting.idx: expected integer, got string \"1\"\n")
        (code, _, err) = run(["decode", "message", "--manifest", manifest, "--handler", "ios_javascript", "--json", #"{"pushTokenInfo":{}}"#])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(err, "rejected (wrong-body-kind): $: handler 'ios_javascript' takes a JSON string (postMessage(JSON.stringify(x))), got an object; native would drop it\n")
        (code, out, _) = run(["decode", "message", "--manifest", manifest, "--handler", "test"], stdin: #"{"metadata":{"sequence":4}}"# + "\n")
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.contains(#""sequence": 4"#), out)
        (code, _, err) = run(["decode", "message", "--manifest", manifest, "--handler", "EXAMPLE", "[1,]"])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(err, "rejected (malformed-json): $: expected a value, found ']' (byte 3)\n")
        (code, out, _) = run(["decode", "message", "--manifest", manifest, "--handler", "download", "data:text/plain;note.txt,hi"])
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.contains(#""fileName": "note.txt""#), out)
    }

    func testDecodeDataURL() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out/x.gif").path
        let (code, out, err) = run(["decode", "data-url", "--out", target, "data:image/gif;../x.html;charset=utf-8;base64,R0lGODlh"])
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, """
            mime type:  image/gif;charset=utf-8
            parameters: charset=utf-8
            base64:     yes
            size:       6 bytes
            file name:  x.gif (page supplied "../x.html")
            allowed:    yes (.gif)

            """)
        XCTAssertEqual(err, "wrote 6 bytes to \(target)\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data("GIF89a".utf8))
        var (c, o, e) = run(["decode", "data-url", "data:text/html,<b>"])
        XCTAssertEqual(c, 0)
        XCTAssertTrue(o.hasSuffix("allowed:    no: text/html is not in the download allowlist\n"), o)
        (c, o, e) = run(["decode", "data-url", "data:image/png;base64"])
        XCTAssertEqual(c, 1)
        XCTAssertEqual(e, "rejected: no ',' separates the media type from the data (write data:<type>[;base64],<data>)\n")
        (c, _, e) = run(["decode", "data-url", "--max-bytes", "lots", "data:,x"])
        XCTAssertEqual(c, 2)
        XCTAssertEqual(e, "error: --max-bytes takes a whole number of bytes, got 'lots'\n")
        // The largest limit must not overflow the size check (it died with SIGILL).
        (c, o, e) = run(["decode", "data-url", "--max-bytes", "9223372036854775807", "data:,x"])
        XCTAssertEqual(c, 0, e)
        XCTAssertTrue(o.contains("size:       1 bytes\n"), o)
    }

    func testDecodeScheme() {
        var (code, out, err) = run(["decode", "scheme", "mgapp://setBadge?count=3&x=%ZZ"])
        XCTAssertEqual(code, 0, err)
        XCTAssertEqual(out, """
            {
              "scheme": "mgapp",
              "function": "setBadge",
              "path": "",
              "query": [
                {
                  "name": "count",
                  "value": "3"
                },
                {
                  "name": "x",
                  "value": "%ZZ"
                }
              ]
            }

            """)
        (code, out, err) = run(["decode", "scheme", "--manifest", manifest, "mkwebview://webview?url=https://a.example/x&tintColor=000000"])
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(out.contains(#""tintColor": "000000""#), out)
        (code, _, err) = run(["decode", "scheme", "--manifest", manifest, "tel://123"])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(err, "rejected: no handler in the manifest takes 'tel://' URLs; schemes declared: mgapp, mkwebview\n")
    }

    func testUsageErrorsExitTwoAndSayHowToFix() {
        var (code, _, err) = run(["decod", "message"])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: unknown command 'decod' (did you mean 'decode'?)\nRun 'bridgecheck --help' for the list of commands.\n")
        (code, _, err) = run(["decode", "message", "--handlr", "x"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(err.hasPrefix("error: unknown option '--handlr' for 'decode message' (did you mean '--handler'?)\nUsage: bridgecheck decode message"), err)
        (code, _, err) = run(["decode", "message", "--manifest", manifest, "body"])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: missing --handler NAME (the handler the body is posted to)\n")
        (code, _, err) = run(["decode", "message", "--handler", "x", "--manifest", "/nonexistent.json", "b"])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: /nonexistent.json: cannot read the manifest: no such file (bridgecheck init writes one from the app's code and pages, or pass --manifest FILE)\n")
        (code, _, err) = run(["decode", "data-url", "a", "b"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(err.hasPrefix("error: unexpected argument 'b'\n"), err)
        (code, _, err) = run(["decode", "scheme", "--manifest"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(err.hasPrefix("error: option '--manifest' needs a value: --manifest FILE\n"), err)
        (code, _, _) = run([])
        XCTAssertEqual(code, 2)
    }

    func testEveryCommandHasHelp() {
        for command in [["manifest", "check"], ["decode", "message"], ["decode", "data-url"], ["decode", "scheme"]] {
            let (code, out, _) = run(command + ["--help"])
            XCTAssertEqual(code, 0, "\(command)")
            XCTAssertTrue(out.contains("Usage: bridgecheck \(command.joined(separator: " "))"), out)
            XCTAssertTrue(out.contains("Exit codes: 0 ok, 1 rejected input or invalid manifest, 2 usage or configuration error."), out)
        }
        let (code, out, _) = run(["--help"])
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.contains("  decode data-url         Decode a data: URL as the WHATWG Fetch standard does.\n"), out)
        XCTAssertEqual(run(["decode", "--help"]).0, 0)
        XCTAssertEqual(run(["--version"]).1, "bridgecheck 0.1.0\n")
    }
}

/// One run of the built binary, as a user or CI runs it.
final class BinaryEndToEndTests: XCTestCase {
    /// Where bridgecheck-run is not beside it (no WebKitGTK), `run` says how to get it and exits 2.
    func testRunWithoutItsEngineSaysHowToGetIt() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let alone = dir.appendingPathComponent("bridgecheck").path
        try FileManager.default.copyItem(atPath: binary, toPath: alone)
        let result = try Tool.run(alone, ["run", "--manifest", Fixtures.exampleManifest.path, Fixtures.packageRoot.appendingPathComponent("examples/site").path], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderrText, """
            error: bridgecheck run needs bridgecheck-run, which is built only where WebKitGTK is installed.
              Debian/Ubuntu: sudo apt-get install libwebkit2gtk-4.1-dev xvfb
              then: swift build -c release --product bridgecheck-run  (in a checkout of bridgecheck), and
              put bridgecheck-run in \(dir.resolvingSymlinksInPath().path) (beside this bridgecheck) or in a folder on PATH

            """)
    }

    func testTheBuiltBinaryDecodesFromStandardInput() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return XCTFail("the bridgecheck binary is not at \(binary)")
        }
        let result = try Tool.run(binary, ["decode", "message", "--manifest", Fixtures.exampleManifest.path, "--handler", "customScheme", "-"], stdin: Data("mgapp://setBadge?count=-1\n".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderrText, "rejected (schema-violation): $.count: -1 is less than the minimum 0\n")
    }
}

/// `bridgecheck lint` from the command line: formats, exit codes, usage errors.
final class LintCLITests: XCTestCase {
    private let manifest = Fixtures.exampleManifest.path
    private var site: String { Fixtures.packageRoot.appendingPathComponent("examples/site").path }
    private var broken: String { Fixtures.packageRoot.appendingPathComponent("examples/site-broken").path }

    private func run(_ arguments: [String]) -> (Int32, String, String) {
        let capture = CLITests.Capture()
        let code = BridgeCheck.run(arguments, console: capture.console)
        return (code, capture.out, capture.err)
    }

    func testTheExampleSiteExitsZeroAndTheBrokenOneOne() {
        let (ok, out, _) = run(["lint", "--manifest", manifest, "--quiet", site])
        XCTAssertEqual(ok, 0)
        XCTAssertEqual(out, "8 files scanned, 18 bridge calls (1 not checked): 0 errors, 0 warnings, 1 note\n")
        let (bad, badOut, _) = run(["lint", "--manifest", manifest, broken])
        XCTAssertEqual(bad, 1)
        XCTAssertTrue(badOut.contains("/index.html:15:20: error: handler 'nativeHandlr' is not in the manifest (did you mean 'nativeHandler'?) [unknown-handler]\n"), badOut)
        XCTAssertTrue(badOut.hasSuffix("3 files scanned, 1 skipped, 29 bridge calls (2 not checked): 12 errors, 6 warnings, 2 notes\n"), badOut)
    }

    func testStrictMakesWarningsFailAndAllowEmptyPassesAnEmptyScan() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("var a = 'x\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');".utf8).write(to: dir.appendingPathComponent("a.js"))
        XCTAssertEqual(run(["lint", "--manifest", manifest, dir.path]).0, 0, "warnings only")
        XCTAssertEqual(run(["lint", "--manifest", manifest, "--strict", dir.path]).0, 1)
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertEqual(run(["lint", "--manifest", manifest, empty.path]).0, 1)
        XCTAssertEqual(run(["lint", "--manifest", manifest, "--allow-empty", empty.path]).0, 0)
    }

    func testJSONAndJUnitFormatsAndOutputFiles() throws {
        let (code, out, err) = run(["lint", "--manifest", manifest, "--format", "json", site])
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.contains(#""calls": 18"#), out)
        XCTAssertEqual(err, "8 files scanned, 18 bridge calls (1 not checked): 0 errors, 0 warnings, 1 note\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-junit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("reports/lint.junit.xml").path
        let (junitCode, junitOut, _) = run(["lint", "--manifest", manifest, "--format", "junit", "--output", file, broken])
        XCTAssertEqual(junitCode, 1)
        XCTAssertEqual(junitOut, "")
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<failure message="handler 'nativeHandlr' is not in the manifest" type="unknown-handler">"#), xml)
    }

    func testSARIFGitHubAndSeveralFormatsInOneRun() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-formats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let sarif = dir.appendingPathComponent("x.sarif").path
        let (code, out, _) = run(["lint", "--manifest", manifest, "--format", "github", "--format", "sarif=\(sarif)", broken])
        XCTAssertEqual(code, 1)
        // Paths are relative to the working directory (no configuration here).
        let shown = ReportPath.relative(broken, to: FileManager.default.currentDirectoryPath)
        XCTAssertTrue(out.contains("::error file=\(shown)/index.html,line=15,col=20,title=unknown-handler::handler 'nativeHandlr' is not in the manifest (did you mean 'nativeHandler'?)\n"), out)
        XCTAssertTrue(out.contains("::notice file="), out)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        XCTAssertEqual(log?["version"] as? String, "2.1.0")
    }

    func testUsageErrors() {
        XCTAssertEqual(run(["lint", "--manifest", manifest, "--format", "xml", site]).2, "error: --format takes text, json, junit, sarif, github, optionally =FILE; got 'xml'\n")
        XCTAssertEqual(run(["lint", "--manifest", manifest, "--jobs", "0", site]).0, 2)
        XCTAssertEqual(run(["lint", "--manifest", manifest, "/nonexistent/site"]).2, "error: /nonexistent/site: no such file or folder\n")
        XCTAssertEqual(run(["lint", "--manifest", "/nonexistent.json", site]).0, 2)
        XCTAssertEqual(run(["lint", "--help"]).0, 0)
    }

    /// One format per stream, no empty file names, other reports kept beside a baseline, and
    /// write errors in plain words.
    func testOutputDiscipline() throws {
        var (code, out, err) = run(["lint", "--manifest", manifest, "--format", "sarif=", broken])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: --format sarif= needs a file after '=' (or leave out '=' to print sarif on standard output)\n")
        XCTAssertEqual(out, "")
        (code, out, err) = run(["lint", "--manifest", manifest, "--format", "json", "--format", "github", broken])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: --format json and --format github would all print to standard output; write all but one to a file, e.g. --format github=report.github\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-discipline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let sarif = dir.appendingPathComponent("x.sarif").path
        let baseline = dir.appendingPathComponent("b.json").path
        (code, _, err) = run(["lint", "--manifest", manifest, "--write-baseline", baseline, "--format", "sarif=\(sarif)", broken])
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sarif), "--write-baseline dropped the SARIF report")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let blocker = dir.appendingPathComponent("file").path
        FileManager.default.createFile(atPath: blocker, contents: Data())
        (code, _, err) = run(["lint", "--manifest", manifest, "--format", "json=\(blocker)/r.json", broken])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: cannot write \(blocker)/r.json: \(blocker) is a file, not a folder\n")
    }

    /// Colour on a terminal only, never with NO_COLOR or a dumb terminal, never in files.
    func testColourOnTerminalsOnly() throws {
        XCTAssertTrue(Console.wantsColor(terminal: true, environment: [:]))
        XCTAssertFalse(Console.wantsColor(terminal: false, environment: [:]))
        XCTAssertFalse(Console.wantsColor(terminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(Console.wantsColor(terminal: true, environment: ["NO_COLOR": ""]), "an empty NO_COLOR does not count (no-color.org)")
        XCTAssertFalse(Console.wantsColor(terminal: true, environment: ["TERM": "dumb"]))
        let capture = CLITests.Capture()
        var console = capture.console
        console.outIsTerminal = true
        let code = BridgeCheck.run(["lint", "--manifest", manifest, broken], console: console)
        XCTAssertEqual(code, 1)
        let colour = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        XCTAssertEqual(capture.out.contains("\u{1B}[1;31merror:\u{1B}[0m handler 'nativeHandlr'"), colour, capture.out)
        let (_, piped, _) = run(["lint", "--manifest", manifest, broken])
        XCTAssertFalse(piped.contains("\u{1B}["), "colour in piped output")
    }

    /// A remote script is never fetched, and every format says so.
    func testRemoteScriptsAreListedInEveryFormat() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-cli-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = "https://cdn.example.com/bridge.js"
        try Data("<script src=\"\(url)\"></script><script>window.webkit.messageHandlers.nativeHandler.postMessage('x')</script>".utf8)
            .write(to: dir.appendingPathComponent("page.html"))
        let files = ["json", "junit", "sarif", "text"].map { ($0, dir.appendingPathComponent("report.\($0)").path) }
        let (code, out, err) = run(["lint", "--manifest", manifest, "--allow-empty", "--format", "github"] + files.flatMap { ["--format", "\($0.0)=\($0.1)"] } + [dir.path])
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(out.contains("title=remote-script::\(url) is loaded from the network"), out)
        for (format, path) in files {
            XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(url), "\(format) does not name the remote script")
        }
    }
}
