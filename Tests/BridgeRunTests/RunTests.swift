import Foundation
import TestSupport
import XCTest

/// `bridgecheck run` in WebKitGTK: the example site runs clean, the broken one gives exactly the
/// findings its `expect-run:` comments name, and pages that hang or misbehave end with a finding.
final class RunTests: XCTestCase {
    private let root = Fixtures.packageRoot
    private var binary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck-run").path }
    private var lintBinary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path }

    private func run(_ arguments: [String]) throws -> Tool.Result {
        try Tool.run(binary, ["run", "--manifest", "examples/bridge-manifest.json"] + arguments, currentDirectory: root)
    }

    /// `file:line rule` for each rule named after `expect-run:` in the files under `folder`.
    private func expectations(in folder: String) throws -> [String] {
        var out: [String] = []
        let base = root.appendingPathComponent(folder)
        for file in (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).sorted() {
            guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(file).path) else { continue }
            for (k, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "expect-run: ") else { continue }
                for word in line[range.upperBound...].split(separator: " ") {
                    guard word.allSatisfy({ $0.isLowercase || $0 == "-" }), word.first != "-" else { break }
                    out.append("\(folder)/\(file):\(k + 1) \(word)")
                }
            }
        }
        return out.sorted()
    }

    /// `file:line rule` of each finding in a JSON report (pages, then the manifest), and the calls.
    private func findings(_ json: Data) throws -> (pages: [String], site: [String], calls: Int) {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let all = (report["findings"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? 0) \($0["rule"] ?? "")" }
        let calls = (report["files"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["calls"] as? [Any])?.count ?? 0) }
        return (all.filter { !$0.hasPrefix("examples/bridge-manifest.json") }.sorted(), all.filter { $0.hasPrefix("examples/bridge-manifest.json") }.sorted(), calls)
    }

    func testTheExampleSiteRunsClean() throws {
        let result = try run(["--strict", "examples/site"])
        XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
        XCTAssertEqual(result.stdoutText, "6 pages run, 14 bridge calls: 0 errors, 0 warnings, 0 notes\n")
    }

    /// Each call where the page makes it: through a wrapper, where the page calls the wrapper;
    /// on every page of the run alike (a reused web view once lost the positions from the fifth).
    func testEveryCallIsPlacedWhereThePageMakesIt() throws {
        let result = try run(["--jobs", "1", "--format", "json", "examples/site"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        var placed: [String] = []
        for file in report["files"] as? [[String: Any]] ?? [] {
            for call in file["calls"] as? [[String: Any]] ?? [] {
                placed.append("\(file["path"] ?? ""):\(call["line"] ?? 0):\(call["column"] ?? 0) \(call["name"] ?? "")")
            }
        }
        // The same positions lint gives these calls.
        XCTAssertEqual(placed, [
            "examples/site/download.html:9:7 download",
            "examples/site/index.html:13:7 ios_javascript.deviceInfoSetting", "examples/site/index.html:14:7 ios_javascript.deviceInfoSetting",
            "examples/site/index.html:17:7 ios_javascript.pushTokenInfo", "examples/site/index.html:30:7 customScheme",
            "examples/site/index.html:30:7 customScheme", "examples/site/message-handler.js:47:26 test",
            "examples/site/messages.html:6:5 nativeHandler", "examples/site/messages.html:11:30 nativeReplyHandler",
            "examples/site/mkwebview.html:13:19 testWithPromise", "examples/site/mkwebview.html:6:20 showToast", "examples/site/mkwebview.html:9:12 webview",
            "examples/site/pong.html:11:5 EXAMPLE.pong", "examples/site/pong.html:12:5 EXAMPLE.pong",
        ])
    }

    /// The first script a document runs has no top-level frame in JavaScriptCore's stacks: its
    /// call is placed where the page next names the handler.
    func testTheFirstScriptsCallIsPlacedToo() throws {
        let result = try run(["--format", "json", "Tests/BridgeRunTests/Fixtures/first"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let calls = (report["files"] as? [[String: Any]] ?? []).flatMap { $0["calls"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(calls.map { "\($0["line"] ?? 0):\($0["column"] ?? 0)" }, ["5:1", "10:1", "11:16"])
    }

    func testTheBrokenSiteGivesExactlyItsExpectRunFindings() throws {
        let result = try run(["--format", "json", "examples/site-broken"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let found = try findings(result.stdout)
        // Every page finding on its line; the site's own are the callbacks no page defines once it
        // runs (index.html stops at its first wrapper call, before it defines them; run.html
        // defines only NativeAppInterface.pushTokenInfo, late).
        XCTAssertEqual(found.pages, try expectations(in: "examples/site-broken"))
        XCTAssertEqual(found.site, [
            "examples/bridge-manifest.json:163 missing-callback", "examples/bridge-manifest.json:169 missing-callback",
            "examples/bridge-manifest.json:173 missing-callback", "examples/bridge-manifest.json:179 missing-callback",
        ])
    }

    func testAHangingPageTimesOutAndTheNextPageStillRuns() throws {
        let started = Date()
        let result = try run(["--jobs", "1", "--timeout", "2", "Tests/BridgeRunTests/Fixtures/hang"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the run must end within its budget")
        XCTAssertEqual(result.status, 1)
        let lines = result.stdoutText.split(separator: "\n").filter { !$0.contains("bridge-manifest.json") }
        XCTAssertEqual(lines, [
            "Tests/BridgeRunTests/Fixtures/hang/1-loop.html:1:1: error: the page was still loading when its time ran out (a script that never ends, or a wait on something that never comes; raise --timeout if the page is only slow) [page-timeout]",
            "2 pages run, 2 bridge calls: 1 error, 5 warnings, 0 notes",
        ])
    }

    func testAPageThatKillsItsWebProcessIsAFindingAndTheRunGoesOn() throws {
        let result = try run(["--jobs", "1", "--timeout", "20", "--memory-limit", "200", "Tests/BridgeRunTests/Fixtures/crash"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let lines = result.stdoutText.split(separator: "\n").filter { !$0.contains("bridge-manifest.json") }
        XCTAssertEqual(lines, [
            "Tests/BridgeRunTests/Fixtures/crash/1-grow.html:1:1: error: the web process passed the --memory-limit of 200 MiB and was ended [web-process-crashed]",
            "2 pages run, 1 bridge call: 1 error, 5 warnings, 0 notes",
        ])
    }

    /// A page that posts in a loop does not grow the run without bound: 5,000 events are kept
    /// (2,500 calls, each with its stack report), the rest counted.
    func testAFloodOfMessagesIsCappedAndSaidSo() throws {
        let result = try run(["--jobs", "1", "Tests/BridgeRunTests/Fixtures/flood"])
        let lines = result.stdoutText.split(separator: "\n").filter { !$0.contains("bridge-manifest.json") }
        XCTAssertEqual(lines, [
            "Tests/BridgeRunTests/Fixtures/flood/index.html:1:1: warning: the page sent 7006 more messages and reports than the 5000 a run keeps for one page; they were not checked [too-many-events]",
            "1 page run, 2500 bridge calls: 0 errors, 1 warning, 0 notes",
        ])
    }

    func testPagesLeftWhenTheTotalTimeIsUpAreListed() throws {
        // The first page hangs for its whole --timeout, past the run's --max-total-time.
        let result = try run(["--jobs", "1", "--timeout", "2", "--max-total-time", "1", "Tests/BridgeRunTests/Fixtures/hang"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdoutText.split(separator: "\n").filter { !$0.contains("bridge-manifest.json") }
        XCTAssertEqual(lines, [
            "Tests/BridgeRunTests/Fixtures/hang/1-loop.html:1:1: error: the page was still loading when its time ran out (a script that never ends, or a wait on something that never comes; raise --timeout if the page is only slow) [page-timeout]",
            "Tests/BridgeRunTests/Fixtures/hang/2-after.html:1:1: warning: not run: --max-total-time was reached first [page-not-run]",
            "2 pages run, 1 bridge call: 1 error, 1 warning, 0 notes",
        ])
    }

    func testAPageSettlesOnlyOnceItsShortTimersHaveRun() throws {
        let started = Date()
        let result = try run(["--format", "json", "Tests/BridgeRunTests/Fixtures/settle"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "a five-second timer must not hold the page")
        let found = try findings(result.stdout)
        // fromNative, defined by the 400 ms timer, is there when native calls it; the rest are not.
        XCTAssertEqual(found.site, [
            "examples/bridge-manifest.json:163 missing-callback", "examples/bridge-manifest.json:166 missing-callback",
            "examples/bridge-manifest.json:173 missing-callback", "examples/bridge-manifest.json:179 missing-callback",
        ])
    }

    func testFormsAreFilledWithValuesTheirFieldsAcceptAndSubmitted() throws {
        let result = try Tool.run(binary, ["run", "--manifest", "examples/bridge-manifest.json", "Tests/BridgeRunTests/Fixtures/forms"], currentDirectory: root, environment: ["BRIDGECHECK_TRACE": "1"])
        // The email field gets an address, the four-character minimum is met, the select its first real option.
        XCTAssertTrue(result.stderrText.contains(#"message(handler: "nativeHandler", bodyJSON: Optional("\"a@example.com xxxx pro\""), stack: nil)"#), result.stderrText)
        XCTAssertTrue(result.stdoutText.hasSuffix("1 page run, 1 bridge call: 0 errors, 5 warnings, 0 notes\n"), result.stdoutText)
    }

    func testDialogsWindowsAndNavigationsAreAnsweredAndListed() throws {
        let result = try run(["--format", "json", "Tests/BridgeRunTests/Fixtures/dialogs"])
        let found = try findings(result.stdout)
        XCTAssertEqual(found.pages, [
            "Tests/BridgeRunTests/Fixtures/dialogs/index.html:1 page-dialog", "Tests/BridgeRunTests/Fixtures/dialogs/index.html:1 page-dialog",
            "Tests/BridgeRunTests/Fixtures/dialogs/index.html:6 page-navigates", "Tests/BridgeRunTests/Fixtures/dialogs/index.html:7 missing-file",
            "Tests/BridgeRunTests/Fixtures/dialogs/index.html:7 page-navigates",
        ])
        // confirm() was answered yes, so the page went on to post.
        XCTAssertEqual(found.calls, 1)
    }

    /// What would wait on a person is answered or refused at once: window.print() hung the run
    /// for good (GTK's print dialog runs a loop of its own), and fifty alerts in a loop, a
    /// permission prompt each wait on a click.
    func testPrintPromptsAndDialogsInALoopNeverHoldTheRun() throws {
        let started = Date()
        // Under coreutils' timeout: a regression must fail the test, not hang CI.
        let arguments = ["run", "--manifest", "examples/bridge-manifest.json", "--format", "json", "--timeout", "3", "--max-total-time", "5", "Tests/BridgeRunTests/Fixtures/blocking"]
        let result = try Tool.find("timeout").map { try Tool.run($0, ["--signal=KILL", "60", binary] + arguments, currentDirectory: root) } ?? Tool.run(binary, arguments, currentDirectory: root)
        XCTAssertEqual(result.status, 0, "killed after 60 s, or failed: \(result.stderrText.suffix(500))")
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let messages = (report["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "page-dialog" }.compactMap { $0["message"] as? String }
        XCTAssertEqual(messages.filter { $0.hasPrefix("alert(\"again ") }.count, 50)
        XCTAssertEqual(Set(messages.filter { !$0.hasPrefix("alert(") }), ["window.print() (nothing was printed)", "a permission request (refused)"])
    }

    /// The children of `pid`, from /proc/*/stat.
    private func children(of pid: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    private func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    private func waitGone(_ pids: [pid_t], within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, pids.contains(where: isAlive) { usleep(20_000) }
        return !pids.contains(where: isAlive)
    }

    /// `bridgecheck run` on a page that never ends, with no display (so the engine starts its own
    /// Xvfb): the process, the engine and every process the engine started, once the page runs.
    private func startEndlessRun(report: String) throws -> (Process, engine: pid_t, helpers: [pid_t]) {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { throw XCTSkip("reading process parents needs /proc") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lintBinary)
        process.arguments = ["run", "--manifest", "examples/bridge-manifest.json", "--timeout", "120", "--format", "json", "--output", report, "Tests/BridgeRunTests/Fixtures/endless"]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var engine: pid_t?
        for _ in 0..<300 where engine == nil {
            engine = children(of: process.processIdentifier).first
            usleep(10_000)
        }
        let found = try XCTUnwrap(engine, "bridgecheck-run did not start")
        // Xvfb and WebKit's processes, once the page is loading.
        Thread.sleep(forTimeInterval: 3)
        let helpers = children(of: found)
        XCTAssertFalse(helpers.isEmpty, "the engine started no display or web process")
        return (process, found, helpers)
    }

    /// SIGTERM (CI's cancel) or Ctrl-C mid-run: the pages running end, the report of the run so far
    /// is written, the exit is 130, and nothing the run started is left (bridgecheck-run, Xvfb and
    /// WebKit were).
    func testAnInterruptedRunWritesItsReportAndLeavesNothingRunning() throws {
        for signal in [SIGTERM, SIGINT] {
            let report = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-interrupted-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: report) }
            let (process, engine, helpers) = try startEndlessRun(report: report)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal) killed bridgecheck")
            XCTAssertEqual(process.terminationStatus, 130, "signal \(signal)")
            XCTAssertTrue(waitGone([engine] + helpers, within: 5), "signal \(signal): the engine or a process it started is still running")
            let text = try String(contentsOfFile: report, encoding: .utf8)
            XCTAssertTrue(text.contains("not run: the run was interrupted (SIGINT or SIGTERM) first"), text)
        }
    }

    /// SIGKILL passes nothing on: the engine sees its parent gone, and Xvfb its.
    func testAKilledRunLeavesNothingRunning() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-killed-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let (process, engine, helpers) = try startEndlessRun(report: report)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertTrue(waitGone([engine] + helpers, within: 8), "the engine or a process it started outlived a SIGKILL of bridgecheck")
        for pid in [engine] + helpers where isAlive(pid) { kill(pid, SIGKILL) }
    }

    /// --memory-limit holds while the page runs: a page growing without bound (10 GB under a
    /// 1,000 MB limit before) is ended near the limit and reported.
    func testTheMemoryLimitEndsAPageThatGrowsWithoutBound() throws {
        let arguments = ["run", "--manifest", "examples/bridge-manifest.json", "--timeout", "30", "--memory-limit", "300", "Tests/BridgeRunTests/Fixtures/hog"]
        let result = try Tool.find("timeout").map { try Tool.run($0, ["--signal=KILL", "60", binary] + arguments, currentDirectory: root) } ?? Tool.run(binary, arguments, currentDirectory: root)
        XCTAssertEqual(result.status, 1, result.stderrText.suffix(500).description)
        XCTAssertTrue(result.stdoutText.contains("Tests/BridgeRunTests/Fixtures/hog/index.html:1:1: error: the web process passed the --memory-limit of 300 MiB and was ended [web-process-crashed]\n"), result.stdoutText)
    }

    func testBridgecheckHandsRunOverToTheEngineExecutable() throws {
        let result = try Tool.run(lintBinary, ["run", "--manifest", "examples/bridge-manifest.json", "--strict", "examples/site"], currentDirectory: root)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, "6 pages run, 14 bridge calls: 0 errors, 0 warnings, 0 notes\n")
    }

    /// `check` with a "run" section runs the site in WebKit after lint, with its own reports, and
    /// fails on what only the run sees.
    func testCheckRunsTheSiteWhenTheConfigurationSaysSo() throws {
        for (site, expected) in [("examples/site", Int32(0)), ("examples/site-broken", 1)] {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-check-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let config = #"{"manifest": "\#(root.path)/examples/bridge-manifest.json", "paths": ["\#(root.path)/\#(site)"], "run": {"jobs": 2}, "fuzz": {"budget": 1, "seed": 1, "targets": ["data-url"]}}"#
            try Data(config.utf8).write(to: dir.appendingPathComponent(".bridgecheck.json"))
            let result = try Tool.run(lintBinary, ["check"], currentDirectory: dir)
            XCTAssertEqual(result.status, expected, "\(site): \(result.stderrText)")
            XCTAssertTrue(result.stderrText.contains("bridgecheck check: run\n"), result.stderrText)
            for report in ["run.junit.xml", "run.sarif"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/\(report)").path), "\(site): \(report)")
            }
            let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("reports/run.sarif"))) as? [String: Any]
            let driver = ((sarif?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
            let rules = (driver?["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            XCTAssertTrue(rules.contains("uncaught-error") && rules.contains("lint-missed") && rules.contains("param-type"), "run's SARIF lists its rules: \(rules)")
            if let problems = try SARIFSchemaCheck.problems(file: dir.appendingPathComponent("reports/run.sarif")) { XCTAssertEqual(problems, [], "\(site): run's SARIF conforms to SARIF 2.1.0") }
            if site == "examples/site-broken" {
                XCTAssertTrue(result.stdoutText.contains("run.html:20:5: error: $.param.count: expected string, got integer 3 [param-type]"), result.stdoutText)
            }
        }
    }

    /// `check` hands its lint's findings to the run, which then reads the pages once: a page
    /// lint was told to leave out is one lint did not check, and the run says so where it calls.
    func testCheckHandsItsLintToTheRun() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = #"{"manifest": "\#(root.path)/examples/bridge-manifest.json", "paths": ["\#(root.path)/examples/site-broken"], "exclude": ["run.html"], "run": {"jobs": 2}, "fuzz": {"budget": 1, "seed": 1, "targets": ["data-url"]}}"#
        try Data(config.utf8).write(to: dir.appendingPathComponent(".bridgecheck.json"))
        let result = try Tool.run(lintBinary, ["check"], currentDirectory: dir)
        XCTAssertEqual(result.status, 1, result.stderrText)
        XCTAssertTrue(result.stdoutText.contains("run.html:15:5: info: lint found no call here; at run time this line called 'nativeHandlr' [lint-missed]"), result.stdoutText)
        XCTAssertFalse(result.stdoutText.contains("lint could not check the call here"), result.stdoutText)
    }

    /// `--lint-view FILE` (what `check` writes) is read instead of linting: a view in which
    /// lint found no call makes every call the run sees one lint missed.
    func testRunReadsTheLintViewItIsGiven() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-given-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let view = dir.appendingPathComponent("view.json")
        try Data(#"{"version": 1, "roots": ["\#(root.path)/examples/site-broken"], "calls": [], "suppressions": []}"#.utf8).write(to: view)
        let result = try run(["--lint-view", view.path, "examples/site-broken"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        XCTAssertTrue(result.stdoutText.contains("run.html:15:5: info: lint found no call here; at run time this line called 'nativeHandlr' [lint-missed]"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("run.html:20:5: info: lint found no call here; at run time this line called 'EXAMPLE' [lint-missed]"), result.stdoutText)
        try Data("{}".utf8).write(to: view)
        let bad = try run(["--lint-view", view.path, "examples/site-broken"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderrText, "error: --lint-view \(view.path): not a lint view of version 1\n")
    }

    /// Each bad option, manifest user script and "run" setting is a clear error, exit 2, before
    /// any page runs.
    func testEveryBadRunSettingIsAClearError() throws {
        for (arguments, message) in [
            (["--jobs", "0"], "error: --jobs takes a whole number from 1 to 64, got '0'\n"),
            (["--settle", "abc"], "error: --settle takes a number of seconds above 0, got 'abc'\n"),
            (["--memory-limit", "10"], "error: --memory-limit takes a whole number of MiB from 64, got '10'\n"),
            (["--user-script", "/nonexistent/script.js"], "error: --user-script /nonexistent/script.js: cannot read it\n"),
            (["--lint-view", "/nonexistent/view.json"], "error: --lint-view /nonexistent/view.json: cannot read it\n"),
        ] {
            let result = try run(arguments + ["examples/site"])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderrText, message)
            XCTAssertEqual(result.stdoutText, "")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-run-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.exampleManifest)) as? [String: Any])
        manifest["$schema"] = nil
        manifest["userScripts"] = ["missing.js"]
        let manifestFile = dir.appendingPathComponent("m.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
        let missing = try Tool.run(binary, ["run", "--manifest", manifestFile.path, "examples/site"], currentDirectory: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrText, "error: \(manifestFile.path): userScripts names missing.js, which cannot be read (looked for \(dir.path)/missing.js)\n")
        let config = dir.appendingPathComponent(".bridgecheck.json")
        try Data(#"{"manifest": "m.json", "run": {"jobs": 0, "timeout": "ten", "speed": 1}}"#.utf8).write(to: config)
        let bad = try Tool.run(binary, ["run", "--config", config.path, "examples/site"], currentDirectory: root)
        XCTAssertEqual(bad.status, 2)
        for part in ["$.run.speed: unknown key 'speed'", "$.run.timeout: expected seconds, more than 0", "$.run.jobs: expected a whole number from 1 to 64"] {
            XCTAssertTrue(bad.stderrText.contains(part), bad.stderrText)
        }
    }

    func testUsageErrorsExit2() throws {
        let bad = try run(["--timeout", "0", "examples/site"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderrText, "error: --timeout takes a number of seconds above 0, got '0'\n")
        let missing = try run(["examples/nowhere"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrText, "error: examples/nowhere: no such folder (run takes site folders)\n")
    }
}
