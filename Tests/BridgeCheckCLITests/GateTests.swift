import BridgeCheckCLI
import Foundation
import TestSupport
import XCTest

/// The CI gate: configuration, `check`, and the TypeScript declarations.
final class GateTests: XCTestCase {
    private let root = Fixtures.packageRoot
    private var binary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path }

    private func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-gate-\(UUID().uuidString)")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    func testCheckPassesOnTheExamplesAndFailsOnTheBrokenSiteWithAllThreeReports() throws {
        for (site, expected) in [("examples/site", Int32(0)), ("examples/site-broken", 1)] {
            let dir = try folder([
                ".bridgecheck.json": #"{"manifest": "\#(root.path)/examples/bridge-manifest.json", "paths": ["\#(root.path)/\#(site)"], "fuzz": {"budget": 3, "seed": 1, "targets": ["message-EXAMPLE", "data-url"]}}"#,
            ])
            defer { try? FileManager.default.removeItem(at: dir) }
            let result = try Tool.run(binary, ["check"], currentDirectory: dir)
            XCTAssertEqual(result.status, expected, "\(site): \(result.stderrText)")
            for report in ["lint.junit.xml", "fuzz.junit.xml", "bridgecheck.sarif"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/\(report)").path), "\(site): \(report)")
            }
            // A gate run reads the corpus beside the configuration and adds only failures to it:
            // these decoders have none, so nothing is written.
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("corpus/message-EXAMPLE").path), "\(site): a gate run wrote a corpus entry")
        }
    }

    /// Every report names files relative to the configuration's folder, so a baseline written in
    /// one checkout matches in a copy at another path, from any folder inside it.
    func testABaselineSurvivesACheckoutAtAnotherPath() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("examples/bridge-manifest.json"), encoding: .utf8)
        let first = try folder([
            ".bridgecheck.json": #"{"manifest": "bridge-manifest.json", "paths": ["site"]}"#,
            "bridge-manifest.json": manifest,
            "site/page.html": "<script>\nwindow.webkit.messageHandlers.nativeHandlr.postMessage('x');\nwindow.webkit.messageHandlers.nativeHandler.postMessage(1);\n</script>\n",
        ])
        defer { try? FileManager.default.removeItem(at: first) }
        var result = try Tool.run(binary, ["lint"], currentDirectory: first)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("\nsite/page.html:2:1: error: handler 'nativeHandlr' is not in the manifest"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("\nbridge-manifest.json:"), "manifest findings are relative too: \(result.stdoutText)")
        result = try Tool.run(binary, ["lint", "--write-baseline", "baseline.json"], currentDirectory: first)
        XCTAssertEqual(result.status, 0, result.stderrText)
        let baseline = try String(contentsOf: first.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertFalse(baseline.contains(first.path), "the baseline names absolute paths:\n\(baseline)")

        let second = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-gate-copy-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: first, to: second)
        defer { try? FileManager.default.removeItem(at: second) }
        for (folder, baselinePath) in [(second, "baseline.json"), (second.appendingPathComponent("site"), "../baseline.json")] {
            result = try Tool.run(binary, ["lint", "--baseline", baselinePath], currentDirectory: folder)
            XCTAssertEqual(result.status, 0, "\(folder.path): \(result.stdoutText)\(result.stderrText)")
            XCTAssertFalse(result.stderrText.contains("no longer occur"), result.stderrText)
            XCTAssertFalse(result.stdoutText.contains("error:"), result.stdoutText)
        }
        // --root overrides: paths relative to the site folder.
        result = try Tool.run(binary, ["lint", "--root", "site", "--format", "github"], currentDirectory: second)
        XCTAssertTrue(result.stdoutText.contains("::error file=page.html,line=2,col=1,title=unknown-handler::"), result.stdoutText)
    }

    /// `check` is the gate: setup first (nothing written on a broken harness), harness commands
    /// from the configuration's folder, one fuzz budget for all groups, its formats, GitHub
    /// annotations on Actions, --corpus, and each summary once.
    func testCheckIsTheGate() throws {
        guard Tool.find("python3") != nil else { throw XCTSkip("python3 is not on PATH") }
        let harness = try String(contentsOf: root.appendingPathComponent("examples/harness.py"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("examples/bridge-manifest.json"), encoding: .utf8)
        let dir = try folder([
            ".bridgecheck.json": #"{"manifest": "bridge-manifest.json", "paths": ["site"], "fuzz": {"budget": 4, "seed": 3, "targets": ["data-url"], "harnesses": [{"command": "python3 tools/harness.py", "handler": "EXAMPLE"}]}}"#,
            "bridge-manifest.json": manifest,
            "tools/harness.py": harness,
            "site/page.html": "<script>window.webkit.messageHandlers.nativeHandlr.postMessage('x')</script>\n",
            "my-corpus/harness-EXAMPLE/kept": #"{"action": "pong", "param": {}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        // From a subfolder: the harness path resolves against the configuration's folder.
        let started = Date()
        var result = try Tool.run(binary, ["check", "--corpus", "../my-corpus"], currentDirectory: dir.appendingPathComponent("site"), environment: ["GITHUB_ACTIONS": "false"])
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 1, result.stderrText)
        XCTAssertLessThan(took, 4 + 4, "the 4 s budget is shared by both groups")
        XCTAssertTrue(result.stderrText.contains("bridgecheck check: fuzz, 4 s shared by 2 groups; the corpus is read, and only failures are added to it\n"), result.stderrText)
        XCTAssertEqual(result.stderrText.components(separatedBy: "1 file scanned").count, 1, "the lint summary is printed once, at the end of the text report")
        XCTAssertTrue(result.stdoutText.contains("site/page.html:1:9: error: handler 'nativeHandlr'"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("harness-EXAMPLE: "), "fuzz results are on standard output: \(result.stdoutText)")
        // --corpus is honoured: its one entry is read, and what the run finds is not added.
        let line = try XCTUnwrap(result.stdoutText.split(separator: "\n").first { $0.hasPrefix("harness-EXAMPLE: ") }.map(String.init))
        let counts = try XCTUnwrap(line.firstMatch(of: /corpus (\d+) \(\+(\d+) new/), line)
        XCTAssertEqual(Int(counts.1), (Int(counts.2) ?? -1) + 1, line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("my-corpus/harness-EXAMPLE").path).filter { $0 != "crashes" }, ["kept"])
        for report in ["lint.junit.xml", "bridgecheck.sarif", "fuzz-1.junit.xml", "fuzz.junit.xml"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/\(report)").path), report)
        }
        // On GitHub Actions: annotations instead of text.
        result = try Tool.run(binary, ["check", "--fuzz-time", "1"], currentDirectory: dir, environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertTrue(result.stdoutText.hasPrefix("::"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("::error file=site/page.html,line=1,col=9,title=unknown-handler::"), result.stdoutText)

        // Setup first: a harness that cannot start stops everything before any file is written.
        let broken = try folder([
            ".bridgecheck.json": #"{"manifest": "bridge-manifest.json", "paths": ["site"], "fuzz": {"budget": 2, "harnesses": [{"command": "tools/missing-harness", "handler": "EXAMPLE"}]}}"#,
            "bridge-manifest.json": manifest,
            "site/page.html": "<script>window.webkit.messageHandlers.nativeHandler.postMessage('x')</script>\n",
        ])
        defer { try? FileManager.default.removeItem(at: broken) }
        result = try Tool.run(binary, ["check"], currentDirectory: broken)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: harness 'tools/missing-harness' cannot be used: 'tools/missing-harness' does not exist in \(broken.path)\n")
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: broken.appendingPathComponent("reports").path), "a setup error wrote reports")
    }

    /// A harness entry with `"sequences": true` is fuzzed with sequences (protocol v2); a value
    /// that is not a boolean is a setup error naming where it is.
    func testCheckFuzzesSequencesWhenAHarnessAsks() throws {
        guard Tool.find("python3") != nil else { throw XCTSkip("python3 is not on PATH") }
        let harness = try String(contentsOf: root.appendingPathComponent("examples/harness-sequences.py"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("examples/bridge-manifest.json"), encoding: .utf8)
        func project(_ sequences: String) throws -> URL {
            try folder([
                ".bridgecheck.json": #"{"manifest": "bridge-manifest.json", "paths": ["site"], "fuzz": {"budget": 2, "seed": 3, "harnesses": [{"command": "python3 tools/harness.py", "handler": "test", "sequences": "# + sequences + #"}]}}"#,
                "bridge-manifest.json": manifest,
                "tools/harness.py": harness,
                "site/page.html": "<script>window.webkit.messageHandlers.test.postMessage({metadata: {sequence: 1}})</script>\n",
            ])
        }
        let dir = try project("true")
        defer { try? FileManager.default.removeItem(at: dir) }
        var result = try Tool.run(binary, ["check"], currentDirectory: dir, environment: ["GITHUB_ACTIONS": "false"])
        XCTAssertTrue(result.stdoutText.contains("\nsequences-test: "), result.stdoutText + result.stderrText)
        XCTAssertTrue(result.stdoutText.contains("sequences-test: ") && result.stdoutText.contains(", 0 failures\n"), result.stdoutText)
        let wrong = try project(#""yes""#)
        defer { try? FileManager.default.removeItem(at: wrong) }
        result = try Tool.run(binary, ["check"], currentDirectory: wrong)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrText.contains("$.fuzz.harnesses[0].sequences: expected true or false"), result.stderrText)
    }

    /// The repository's own .bridgecheck.json: `swift run bridgecheck check` works on its examples.
    func testTheRepositoryChecksItsOwnExamples() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-self-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Tool.run(binary, [
            "check", "--fuzz-time", "2", "--reports", dir.appendingPathComponent("reports").path, "--corpus", dir.appendingPathComponent("corpus").path,
        ], currentDirectory: root)
        XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
        XCTAssertTrue(result.stdoutText.contains("8 files scanned"), result.stdoutText)
    }

    /// `init` with pages and no native sources: a commented configuration, a manifest skeleton
    /// from the site's calls whose every handler is a TODO that lint (and so check) reports until
    /// it is filled in, and .gitignore lines; existing files are left alone.
    func testInitStartsFromWhatThePagesDo() throws {
        let dir = try folder([
            "site/a.html": "<script>window.webkit.messageHandlers.save.postMessage({id: 1}); window.webkit.messageHandlers.save.postMessage({id: 2})</script>",
            "site/b.js": "window.webkit.messageHandlers.close.postMessage('now');",
            ".gitignore": "/.build/",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        var result = try Tool.run(binary, ["init", "site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, """
            pages: site; native sources: none found
            wrote bridge-manifest.json: 2 handlers the pages post to (save, close); fill each in from the native code
            wrote .bridgecheck.json
            added /reports/ and /corpus/ to .gitignore
            next: bridgecheck check

            """)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(".gitignore"), encoding: .utf8), "/.build/\n# bridgecheck: reports and the fuzz corpus\n/reports/\n/corpus/\n")
        result = try Tool.run(binary, ["manifest", "check"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stderrText)
        // Triggering: the skeleton is not a contract yet.
        result = try Tool.run(binary, ["lint"], currentDirectory: dir)
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").filter { $0.contains("[manifest-incomplete]") }, [
            "bridge-manifest.json:6:5: error: handler 'save' is not filled in yet: its summary still starts with TODO (say what native's handler accepts (body, envelope, functions, schema), then remove the TODO) [manifest-incomplete]",
            "bridge-manifest.json:10:5: error: handler 'close' is not filled in yet: its summary still starts with TODO (say what native's handler accepts (body, envelope, functions, schema), then remove the TODO) [manifest-incomplete]",
        ], result.stdoutText)
        // Non-triggering: filled in, the same pages pass.
        try Data(#"{"version": 1, "handlers": {"save": {"summary": "Saves a draft.", "body": "object"}, "close": {"body": "string"}}}"#.utf8)
            .write(to: dir.appendingPathComponent("bridge-manifest.json"))
        result = try Tool.run(binary, ["lint"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stdoutText)
        result = try Tool.run(binary, ["init", "site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: .bridgecheck.json already exists; edit it, or run init --force to replace it\n")
        result = try Tool.run(binary, ["init", "--force", "no-such-site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: no-such-site: no such file or folder\n")
        // --force keeps the manifest a team wrote, and .gitignore gains nothing twice.
        result = try Tool.run(binary, ["init", "--force"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, "pages: site; native sources: none found\nwrote bridge-manifest.json: 2 handlers the pages post to (save, close); fill each in from the native code\nwrote .bridgecheck.json\nnext: bridgecheck check\n")
    }

    /// What `init` picks when it is not told: the top-level folders holding the app's own Swift
    /// and pages, not dependencies, build output, tests or Package.swift; a bundle's scripts
    /// where there is no page.
    func testInitFindsTheAppsOwnFoldersAndSaysWhichItPicked() throws {
        let dir = try folder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "App/Sources/Bridge.swift": "let x = 1\n",
            "AppTests/BridgeTests.swift": "let y = 2\n",
            "Pods/Lib/Lib.swift": "let z = 3\n",
            "node_modules/pkg/index.html": "<p>x</p>",
            "web/dist/app.js": "window.webkit.messageHandlers.save.postMessage({id: 1});\n",
            "docs/notes.txt": "nothing here",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let found = try Tool.run(binary, ["init"], currentDirectory: dir)
        if FileManager.default.isExecutableFile(atPath: Bundle.main.bundleURL.appendingPathComponent("bridgecheck-native").path) {
            XCTAssertEqual(found.status, 0, found.stderrText)
            XCTAssertEqual(found.stdoutText.split(separator: "\n").prefix(2), [
                "pages: web; native sources: App",
                "note: found no handler registration (add(_:name:), addScriptMessageHandler, or a helper around them) and no bridge library's functions (a Cordova plugin's actions, registerHandler, …) in 1 source file; the manifest starts from the pages instead",
            ])
            XCTAssertFalse(try String(contentsOf: dir.appendingPathComponent(".bridgecheck.json"), encoding: .utf8).contains("\"native\""), "nothing for native to check")
        } else {
            XCTAssertEqual(found.status, 2)
            XCTAssertTrue(found.stderrText.hasPrefix("error: found Swift or Objective-C sources in App; "), found.stderrText)
        }
        // A page beside the scripts is what lint starts from; a page under node_modules is not the app's.
        try Data("<script src=\"dist/app.js\"></script>".utf8).write(to: dir.appendingPathComponent("web/index.html"))
        try Data("<p>site</p>".utf8).write(to: dir.appendingPathComponent("index.html"))
        let again = try Tool.run(binary, ["init", "--force", "--no-native"], currentDirectory: dir)
        XCTAssertEqual(again.stdoutText.split(separator: "\n").first, "pages: index.html, web; native sources: not read (--no-native)")
    }

    /// An app with native sources and no bridgecheck-native to read them: exit 2 saying what is
    /// missing and how to go on, before anything is written.
    func testInitWithNativeSourcesAndNoNativeEngineWritesNothing() throws {
        let dir = try folder([
            "App/Bridge.swift": "import WebKit\nfinal class B { func f(_ c: WKUserContentController) { c.add(self, name: \"save\") } }\n",
            "web/index.html": "<script>window.webkit.messageHandlers.save.postMessage({id: 1})</script>",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        // bridgecheck alone, with no bridgecheck-native beside it or on PATH.
        let alone = dir.appendingPathComponent("bin/bridgecheck")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary, toPath: alone.path)
        let result = try Tool.run(alone.path, ["init"], currentDirectory: dir, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, """
            error: found Swift or Objective-C sources in App; reading them needs bridgecheck-native, which is neither beside bridgecheck nor on PATH.
              put bridgecheck-native in \(alone.deletingLastPathComponent().path) (beside this bridgecheck) or in a folder on PATH, or run bridgecheck init --no-native to start from the pages alone.

            """)
        for name in [".bridgecheck.json", "bridge-manifest.json", ".gitignore"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), "\(name) was written")
        }
        let pagesOnly = try Tool.run(alone.path, ["init", "--no-native"], currentDirectory: dir, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(pagesOnly.status, 0, pagesOnly.stderrText)
        XCTAssertTrue(pagesOnly.stdoutText.hasPrefix("pages: web; native sources: not read (--no-native)\n"), pagesOnly.stdoutText)
    }

    func testConfigurationProblemsNameTheirPath() throws {
        let dir = try folder([".bridgecheck.json": #"{"manifest": "m.json", "rulez": {}, "rules": {"dynamic-cal": "off", "unknown-handler": "loud"}, "fuzz": {"budjet": 3}}"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Tool.run(binary, ["lint"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        let file = dir.appendingPathComponent(".bridgecheck.json").path
        XCTAssertEqual(result.stderrText, """
            \(file): $.rulez: unknown key 'rulez' (did you mean 'rules'?); allowed: $schema, $comment, manifest, paths, include, exclude, rules, fuzz, run, native, formats, reports
            \(file): $.rules["dynamic-cal"]: no rule 'dynamic-cal' (did you mean 'dynamic-call'?)
            \(file): $.rules["unknown-handler"]: expected "error", "warning" (or "warn"), "info" or "off"
            \(file): $.fuzz.budjet: unknown key 'budjet' (did you mean 'budget'?); allowed: $comment, budget, inputs, targets, harnesses, seed

            """)
    }

    /// A misspelt option or a bad value is exit 2 naming it, on the command line and in
    /// `.bridgecheck.json` alike, before anything runs or is written.
    func testAMisspeltOptionAndABadValueAreUsageErrorsNamingThem() throws {
        let dir = try folder([".bridgecheck.json": #"{"fuzz": {"budget": "x"}}"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        var result = try Tool.run(binary, ["check", "--fuzz-tme", "5"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrText.hasPrefix("error: unknown option '--fuzz-tme' for 'check' (did you mean '--fuzz-time'?)\nUsage: bridgecheck check "), result.stderrText)
        result = try Tool.run(binary, ["check", "--fuzz-time", "soon"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: --fuzz-time takes a number of seconds above 0, got 'soon'\n")
        result = try Tool.run(binary, ["check", "--fuzz-inputs", "0"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: --fuzz-inputs takes a whole number from 1 to 1000000000, got '0'\n")
        result = try Tool.run(binary, ["check"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "\(dir.appendingPathComponent(".bridgecheck.json").path): $.fuzz.budget: expected seconds, more than 0\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports").path), "nothing is written")
    }

    /// `--max-warnings N`: more warnings than N fail the run (exit 1) and say so; N or fewer
    /// pass, as ESLint's option does.
    func testMaxWarningsFailsARunWithMoreWarnings() throws {
        let dir = try folder([
            "bridge-manifest.json": #"{"version": 1, "handlers": {"save": {"body": "object", "schema": {"type": "object", "properties": {"id": {"type": "integer"}}, "additionalProperties": false}}}}"#,
            "site/page.js": "window.webkit.messageHandlers.save.postMessage({id: 1, extra: 2});\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        var result = try Tool.run(binary, ["lint", "--max-warnings", "0", "site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertEqual(result.stderrText, "lint: 1 warning, more than --max-warnings 0 allows\n")
        XCTAssertTrue(result.stdoutText.contains("[param-unknown]"), result.stdoutText)
        result = try Tool.run(binary, ["lint", "--max-warnings", "1", "site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stderrText, "")
        result = try Tool.run(binary, ["lint", "--max-warnings", "-1", "site"], currentDirectory: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: --max-warnings takes a whole number, 0 or more, got '-1'\n")
    }

    /// `bridgecheck rules` lists every engine's rules once, from the catalogue.
    func testRulesListsEveryRuleOnce() throws {
        var result = try Tool.run(binary, ["rules"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdoutText.split(separator: "\n")
        XCTAssertEqual(lines.first, "unknown-handler                 lint    error    A page posts to a handler the manifest does not declare; in the app it is a TypeError.")
        XCTAssertEqual(Set(lines.map { $0.split(separator: " ").first ?? "" }).count, lines.count, "each rule once")
        for id in ["uncaught-error", "force-cast-page-data", "unused-suppression"] { XCTAssertEqual(lines.filter { $0.hasPrefix(id + " ") }.count, 1, id) }
        result = try Tool.run(binary, ["rules", "--engine", "run"])
        XCTAssertTrue(result.stdoutText.hasPrefix("uncaught-error       run     error    A script threw and nothing caught it.\n"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.split(separator: "\n").allSatisfy { $0.split(separator: " ").dropFirst().first == "run" }, result.stdoutText)
        result = try Tool.run(binary, ["rules", "--engine", "nativ"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "error: --engine takes lint, run or native, got 'nativ'\n")
    }

    /// `check` for an app: with no targets and no harness configured it fuzzes the decoder of each
    /// handler the contract declares (not bridgecheck's own URL, reply-script and scanner
    /// targets), with a fixed seed it prints; its SARIF names its category for code scanning;
    /// reports of sections the configuration no longer has are removed.
    func testCheckFuzzesTheAppsDecodersWithAFixedSeedAndClearsStaleReports() throws {
        let manifest = #"{"version": 1, "handlers": {"share": {"body": "string"}, "save": {"body": "object"}}}"#
        let dir = try folder([
            ".bridgecheck.json": #"{"paths": ["site"], "fuzz": {"budget": 1}}"#,
            "bridge-manifest.json": manifest,
            "site/page.js": "window.webkit.messageHandlers.share.postMessage('x');\nwindow.webkit.messageHandlers.save.postMessage({});\n",
            "reports/run.sarif": "stale",
            "reports/native.junit.xml": "stale",
            "reports/fuzz-2.junit.xml": "stale",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Tool.run(binary, ["check"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertTrue(result.stderrText.contains("bridgecheck fuzz: seed 1 (the same inputs again: --seed 1); 2 targets, 2000 inputs per target, at most 1 s\n"), result.stderrText)
        let junit = try String(contentsOf: dir.appendingPathComponent("reports/fuzz.junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("name=\"message-share\"") && junit.contains("name=\"message-save\""), junit)
        for own in ["data-url", "scheme-url", "reply-script", "lint-scanner"] { XCTAssertFalse(junit.contains("name=\"\(own)\""), own) }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("reports").path).sorted()
        XCTAssertEqual(left, ["bridgecheck.sarif", "fuzz.junit.xml", "lint.junit.xml"])
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("reports/bridgecheck.sarif"))) as? [String: Any]
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        XCTAssertEqual((run?["automationDetails"] as? [String: Any])?["id"] as? String, "bridgecheck/lint/")
        if let problems = try SARIFSchemaCheck.problems(file: dir.appendingPathComponent("reports/bridgecheck.sarif")) { XCTAssertEqual(problems, [], "lint's SARIF conforms to SARIF 2.1.0") }

        // More inputs than the budget allows: the budget ends them, and a note says the next run
        // may make a different number.
        let cut = try Tool.run(binary, ["check", "--fuzz-time", "0.5", "--fuzz-inputs", "100000000"], currentDirectory: dir)
        XCTAssertEqual(cut.status, 0, cut.stderrText)
        XCTAssertTrue(cut.stderrText.contains("note: the time budget (0.5 s) ended 2 of 2 targets before 100000000 inputs (message-share, message-save); another run may make a different number: give more time, or fewer inputs\n"), cut.stderrText)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("reports/fuzz.junit.xml"), encoding: .utf8).contains(#"<property name="time budget reached" value="yes"/>"#))
    }

    /// Setup first: a "run" section without bridgecheck-run is a setup error before lint writes
    /// anything (it used to write lint's reports and then fail).
    func testARunSectionWithoutItsEngineIsASetupErrorBeforeAnyReport() throws {
        let dir = try folder([
            ".bridgecheck.json": #"{"paths": ["site"], "run": {}}"#,
            "bridge-manifest.json": #"{"version": 1, "handlers": {"share": {"body": "string"}}}"#,
            "site/index.html": "<script>window.webkit.messageHandlers.share.postMessage('x')</script>",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let alone = dir.appendingPathComponent("bin/bridgecheck")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary, toPath: alone.path)
        let result = try Tool.run(alone.path, ["check"], currentDirectory: dir, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrText.hasPrefix("error: \(dir.appendingPathComponent(".bridgecheck.json").path): \"run\" needs bridgecheck-run, which is built only where WebKitGTK is installed; put bridgecheck-run in "), result.stderrText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports").path), "nothing is written")
    }

    /// The settings of the project around a nested one (a corpus entry, a vendored app) are not
    /// applied to it: the search for `.bridgecheck.json` stops at a folder holding a
    /// `bridge-manifest.json` or a `.git`. Below the project's root, it is still found.
    func testTheConfigurationSearchStopsAtANestedProjectsRoot() throws {
        let manifest = #"{"version":1,"handlers":{"share":{"body":"string"}}}"#
        let dir = try folder([
            ".bridgecheck.json": #"{"manifest": "outer.json", "paths": ["elsewhere"], "rules": {"unknown-handler": "off"}}"#,
            "outer.json": manifest,
            "nested/bridge-manifest.json": manifest,
            "nested/site/a.js": "window.webkit.messageHandlers.shar.postMessage('x');",
            "other/repo/.git/HEAD": "ref: refs/heads/main\n",
            "other/repo/bridge.json": manifest,
            "other/repo/site/a.js": "window.webkit.messageHandlers.shar.postMessage('x');",
            "plain/site/a.js": "window.webkit.messageHandlers.shar.postMessage('x');",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        func expected(_ manifest: String) -> String {
            """
            \(manifest):1:26: warning: handler 'share' is declared but never called in the scanned pages [unused-handler]
            site/a.js:1:1: error: handler 'shar' is not in the manifest (did you mean 'share'?) [unknown-handler]
            1 file scanned, 1 bridge call: 1 error, 1 warning, 0 notes

            """
        }
        // Triggering: a project root with a manifest, and one with a .git, each lints as itself.
        let nested = try Tool.run(binary, ["lint", "site"], currentDirectory: dir.appendingPathComponent("nested"))
        XCTAssertEqual(nested.stdoutText, expected("bridge-manifest.json"), nested.stderrText)
        XCTAssertEqual(nested.status, 1)
        let repository = try Tool.run(binary, ["lint", "--manifest", "bridge.json", "site"], currentDirectory: dir.appendingPathComponent("other/repo"))
        XCTAssertEqual(repository.stdoutText, expected("bridge.json"), repository.stderrText)
        XCTAssertEqual(repository.status, 1)
        // Not triggering: a folder of the outer project finds its settings (the rule is off,
        // report paths are from the configuration's folder).
        let plain = try Tool.run(binary, ["lint", "--manifest", "../outer.json", "site"], currentDirectory: dir.appendingPathComponent("plain"))
        XCTAssertEqual(plain.stdoutText, """
            outer.json:1:26: warning: handler 'share' is declared but never called in the scanned pages [unused-handler]
            1 file scanned, 1 bridge call: 0 errors, 1 warning, 0 notes

            """, plain.stderrText)
        XCTAssertEqual(plain.status, 0)
    }

    func testRuleSeveritiesAndGlobsFromTheConfiguration() throws {
        let dir = try folder([
            ".bridgecheck.json": #"{"manifest": "\#(root.path)/examples/bridge-manifest.json", "paths": ["site"], "exclude": ["legacy/**"], "rules": {"unknown-handler": "warning", "unused-handler": "off", "missing-callback": "off"}}"#,
            "site/a.js": "window.webkit.messageHandlers.nativeHandlr.postMessage('x');",
            "site/legacy/b.js": "window.webkit.messageHandlers.gone.postMessage('x');",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Tool.run(binary, ["lint"], currentDirectory: dir)
        XCTAssertEqual(result.status, 0, "unknown-handler is a warning here")
        XCTAssertEqual(result.stdoutText, """
            site/a.js:1:1: warning: handler 'nativeHandlr' is not in the manifest (did you mean 'nativeHandler'?) [unknown-handler]
            1 file scanned, 1 bridge call: 0 errors, 1 warning, 0 notes

            """)
    }

    func testTheDeclarationsTypeCheckAGoodPageAndRejectABadOne() throws {
        guard let tsc = Tool.find("tsc") else { throw XCTSkip("tsc is not installed (Debian package node-typescript)") }
        let dir = try folder([
            "good.ts": """
                window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "1" } });
                async function ask(): Promise<void> { console.log(await window.webkit.messageHandlers.nativeReplyHandler.postMessage("x")); }
                iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ idx: 1 }), (r) => console.log(r));
                _ios.MessageHandler.postMessage("test", { query: "x" }).then(() => ask());
                CustomScripts.showToast("Saved");
                async function replyLength(): Promise<number> { return (await window.webkit.messageHandlers.nativeReplyHandler.postMessage("x")).length; }
                window.fromNative = (data) => console.log(data.toUpperCase());
                const onSuccess: BridgeCallbacks["window._ios.MessageHandler.onSuccess"] = (sequence, payload) => console.log(sequence.toFixed(0), payload.length);
                """,
            "bad.ts": """
                window.webkit.messageHandlers.nativeHandlr.postMessage("x");
                window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "ping", param: { count: "1" } });
                iosInterface.callNativeFunction("deviceInfo", "{}");
                window.webkit.messageHandlers.testWithPromise.postMessage({ id: "1" }).then((r) => r.toFixed(1));
                window.fromNative = (data: number) => console.log(data);
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let declarations = dir.appendingPathComponent("bridge.d.ts").path
        let generate = try Tool.run(binary, ["manifest", "typescript", "--output", declarations, Fixtures.exampleManifest.path])
        XCTAssertEqual(generate.status, 0, generate.stderrText)
        let good = try Tool.run(tsc, ["--noEmit", "--strict", "--lib", "es2017,dom", "bridge.d.ts", "good.ts"], currentDirectory: dir)
        XCTAssertEqual(good.status, 0, good.stdoutText)
        let bad = try Tool.run(tsc, ["--noEmit", "--strict", "--lib", "es2017,dom", "bridge.d.ts", "bad.ts"], currentDirectory: dir)
        XCTAssertNotEqual(bad.status, 0)
        let errors = bad.stdoutText.split(separator: "\n").filter { $0.hasPrefix("bad.ts(") }.map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(errors, ["bad.ts(1,31)", "bad.ts(2,53)", "bad.ts(3,33)", "bad.ts(4,86)", "bad.ts(5,1)"], bad.stdoutText)
        XCTAssertTrue(bad.stdoutText.contains("Type '(data: number) => void' is not assignable to type '(data: string) => void'"), "a callback is typed as native calls it")
    }

    func testTheLibraryDeclarationsTypeCapacitorPluginsCordovaServicesAndBridgeHandlers() throws {
        guard let tsc = Tool.find("tsc") else { throw XCTSkip("tsc is not installed (Debian package node-typescript)") }
        let prelude = "declare function registerPlugin<T>(name: string): T;\ndeclare const cordova: { exec: Function };\nconst Camera = registerPlugin<BridgeCapacitorPlugins[\"Camera\"]>(\"Camera\");\nconst exec = cordova.exec as BridgeCordovaExec;\ndeclare const bridge: BridgeWebViewJavascriptBridge;\n"
        let dir = try folder([
            "good.ts": prelude + """
                Camera.getPhoto({ quality: 90, resultType: "uri" }).then((r) => console.log(r));
                Camera.addListener("change", () => {});
                exec(null, null, "Echo", "echo", ["hi"]);
                exec(null, null, "Device", "getDeviceInfo", []);
                exec(null, null, "Camera", "takePicture", [50, 1]);
                bridge.callHandler("share", { text: "hi" });
                bridge.callHandler("getUserInfo", (user) => console.log(user.name));
                """,
            "bad.ts": prelude + """
                Camera.getPhoto({ quality: "high", resultType: "uri" });
                Camera.takePhoto({ resultType: "uri" });
                exec(null, null, "Echo", "echo", [42]);
                exec(null, null, "Echo", "ehco", ["x"]);
                bridge.callHandler("share", { txt: "hi" });
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        for library in ["capacitor", "cordova", "webviewjavascriptbridge"] {
            let path = dir.appendingPathComponent("\(library).d.ts").path
            let generated = try Tool.run(binary, ["manifest", "typescript", "--output", path, root.appendingPathComponent("examples/\(library)/bridge-manifest.json").path])
            XCTAssertEqual(generated.status, 0, generated.stderrText)
        }
        // Both declaration files declare the global interfaces they need; only the library parts differ.
        let capacitor = try String(contentsOf: dir.appendingPathComponent("capacitor.d.ts"), encoding: .utf8)
        let cordova = try String(contentsOf: dir.appendingPathComponent("cordova.d.ts"), encoding: .utf8)
        let libraryPart = { (text: String, marker: String) -> String in
            guard let start = text.range(of: marker) else { return "" }
            return String(text[start.lowerBound...]).replacingOccurrences(of: "\n}\n", with: "\n")
        }
        let wvjb = try String(contentsOf: dir.appendingPathComponent("webviewjavascriptbridge.d.ts"), encoding: .utf8)
        let merged = "export {};\ndeclare global {\n" + libraryPart(capacitor, "  /** Capacitor plugins") + libraryPart(cordova, "  /** Cordova services")
            + libraryPart(wvjb, "  /** Handlers native registers with WebViewJavascriptBridge") + "}\n"
        try Data(merged.utf8).write(to: dir.appendingPathComponent("libraries.d.ts"))
        let good = try Tool.run(tsc, ["--noEmit", "--strict", "--lib", "es2017,dom", "libraries.d.ts", "good.ts"], currentDirectory: dir)
        XCTAssertEqual(good.status, 0, good.stdoutText + "\n" + merged)
        let bad = try Tool.run(tsc, ["--noEmit", "--strict", "--lib", "es2017,dom", "libraries.d.ts", "bad.ts"], currentDirectory: dir)
        let errors = bad.stdoutText.split(separator: "\n").filter { $0.hasPrefix("bad.ts(") }.map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(errors, ["bad.ts(6,19)", "bad.ts(7,8)", "bad.ts(8,35)", "bad.ts(9,26)", "bad.ts(10,31)"], bad.stdoutText)
    }
}
