import Foundation
import TestSupport
import XCTest

/// `bridgecheck fuzz libfuzzer` as a team runs it: the planted-bugs decoder built into a
/// libFuzzer binary, which finds the planted crash and, with a decoder that rejects everything,
/// the valid-rejected oracle; and setup errors before any build.
final class FuzzLibFuzzerCommandTests: XCTestCase {
    private var bridgecheck: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path }
    private var root: URL { Fixtures.packageRoot }

    func testSetupProblemsAreAllSaidBeforeAnyBuild() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(
            bridgecheck, ["fuzz", "libfuzzer", "--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "--handler", "EXAMPL", "--oracles", "some", "missing.swift"],
            currentDirectory: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderrText,
            """
            error: --decode EXPR is needed: your decode function, e.g. --decode 'MyDecoder.decode'
            error: --oracles some: expected valid-rejected, invalid-accepted (comma-separated) or none
            error: \(root.appendingPathComponent("examples/bridge-manifest.json").path) has no handler 'EXAMPL'; it has ios_javascript, customScheme, download, EXAMPLE, nativeHandler, nativeReplyHandler, test, showToast, testWithPromise, webview
            error: missing.swift: no such file or folder

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing is written")
    }

    /// Sources that do not compile: exit 2 with the compiler's own message and where the
    /// generated sources are kept; no binary, no corpus run.
    func testSourcesThatDoNotCompileAreAUsageErrorWithTheCompilersWords() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "func decode(_ input: [UInt8]) throws -> Int { return ( }\n".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let result = try Tool.run(
            bridgecheck, ["fuzz", "libfuzzer", "--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "--handler", "EXAMPLE", "--decode", "decode", "--debug",
                          "--output", "out", "Broken.swift"], currentDirectory: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrText.contains("App_Broken.swift:1:"), result.stderrText)
        XCTAssertTrue(result.stderrText.hasSuffix("error: the fuzzer did not build (swiftc exited 1); the generated sources are in out/src\n"), result.stderrText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/fuzz-EXAMPLE").path))
    }

    /// init-clusterfuzzlite checks what it is given before writing anything.
    func testClusterFuzzLiteSetupProblemsWriteNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("m.json"))
        let result = try Tool.run(
            bridgecheck, ["fuzz", "init-clusterfuzzlite", "--manifest", "m.json", "--handler", "EXAMPL", "--project", "a b", "/abs/Decoder"], currentDirectory: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderrText,
            """
            error: --decode EXPR is needed: your decode function, e.g. --decode 'MyDecoder.decode'
            error: m.json has no handler 'EXAMPL'; it has ios_javascript, customScheme, download, EXAMPLE, nativeHandler, nativeReplyHandler, test, showToast, testWithPromise, webview
            error: /abs/Decoder: no such file or folder
            error: /abs/Decoder: give paths inside the repository, relative to its root (the image copies only the repository)
            error: --project a b: use letters, digits, '-', '_' or '.'

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["m.json"])
    }

    /// Builds once (-Onone, the fastest build) and runs the binary as libFuzzer would.
    func testThePlantedBugsFuzzerFindsTheCrashAndTheOracleFailure() throws {
        #if !os(Linux)
            throw XCTSkip("libFuzzer ships with swift.org toolchains on Linux; Xcode's has none")
        #endif
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Tool.run(
            bridgecheck,
            ["fuzz", "libfuzzer", "--manifest", root.appendingPathComponent("examples/bridge-manifest.json").path, "--handler", "EXAMPLE", "--decode", "plantedLibFuzzerDecode",
             "--debug", "--output", "out", root.appendingPathComponent("examples/planted-bugs/PlantedBugs.swift").path,
             root.appendingPathComponent("examples/planted-bugs/libfuzzer").path],
            currentDirectory: folder)
        XCTAssertEqual(built.status, 0, built.stdoutText + built.stderrText)
        XCTAssertTrue(built.stdoutText.hasPrefix("built out/fuzz-EXAMPLE; corpus out/corpus ("), built.stdoutText)
        let corpus = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/corpus").path)
        XCTAssertFalse(corpus.isEmpty)
        // libFuzzer's corpus layout, as bridgecheck fuzz's: SHA-1 names.
        for name in corpus { XCTAssertNotNil(name.range(of: "^[0-9a-f]{40}$", options: .regularExpression), name) }

        let binary = folder.appendingPathComponent("out/fuzz-EXAMPLE").path
        let crash = try Tool.run(
            binary, ["out/corpus", "-runs=20000", "-seed=1", "-artifact_prefix=\(folder.path)/"], currentDirectory: folder, environment: ["SWIFT_BACKTRACE": "enable=no"])
        XCTAssertNotEqual(crash.status, 0)
        // Seed 001's `Int(count)!`, in the planted decoder.
        let fatal = crash.stderrText.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init) ?? crash.stderrText.suffix(3000).description
        XCTAssertTrue(fatal.contains("App_PlantedBugs.swift:") && fatal.hasSuffix("Fatal error: Unexpectedly found nil while unwrapping an Optional value"), fatal)
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("crash-") })

        let oracle = try Tool.run(
            binary, ["out/corpus", "-runs=20000", "-seed=1", "-artifact_prefix=\(folder.path)/oracle-"], currentDirectory: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no", "PLANTED_BUG": "reject"])
        XCTAssertNotEqual(oracle.status, 0)
        XCTAssertTrue(oracle.stderrText.contains("bridgecheck: valid-rejected: the contract accepts this 'EXAMPLE' message, but the decoder rejects it"), oracle.stderrText.suffix(3000).description)
    }

    /// The ClusterFuzzLite files for the planted-bugs decoder; build.sh, run as the engine runs it
    /// (`$SRC`, `$OUT`, `$WORK`, `$SANITIZER`; bridgecheck given as `$BRIDGECHECK`, since there
    /// is no Docker or network here), builds a fuzzer and its seed corpus that run.
    func testClusterFuzzLitesBuildScriptBuildsAFuzzerThatRuns() throws {
        #if !os(Linux)
            throw XCTSkip("libFuzzer ships with swift.org toolchains on Linux; Xcode's has none")
        #endif
        let src = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: src) }
        let repository = src.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Decoder"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: repository.appendingPathComponent("bridge-manifest.json"))
        for file in ["PlantedBugs.swift", "libfuzzer/Entry.swift"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("examples/planted-bugs/\(file)"), to: repository.appendingPathComponent("Decoder/\((file as NSString).lastPathComponent)"))
        }
        let initArguments = ["fuzz", "init-clusterfuzzlite", "--manifest", "bridge-manifest.json", "--handler", "EXAMPLE", "--decode", "plantedLibFuzzerDecode", "Decoder"]
        let written = try Tool.run(bridgecheck, initArguments, currentDirectory: repository)
        XCTAssertEqual(written.status, 0, written.stderrText)
        XCTAssertEqual(
            written.stdoutText.split(separator: "\n").prefix(6),
            ["wrote .clusterfuzzlite/Dockerfile", "wrote .clusterfuzzlite/build.sh", "wrote .clusterfuzzlite/project.yaml", "wrote .github/workflows/cflite_pr.yml",
             "wrote .github/workflows/cflite_batch.yml", "wrote .github/workflows/cflite_cron.yml"])
        let pullRequests = try String(contentsOf: repository.appendingPathComponent(".github/workflows/cflite_pr.yml"), encoding: .utf8)
        XCTAssertTrue(pullRequests.contains("sarif_file: cifuzz-sarif/results.sarif"), "the PR workflow uploads the SARIF it asks for")
        XCTAssertTrue(try String(contentsOf: repository.appendingPathComponent(".github/workflows/cflite_cron.yml"), encoding: .utf8).contains("mode: 'prune'"))
        XCTAssertEqual(try String(contentsOf: repository.appendingPathComponent(".clusterfuzzlite/project.yaml"), encoding: .utf8), "language: swift\n")
        let again = try Tool.run(bridgecheck, initArguments, currentDirectory: repository)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderrText.hasPrefix("error: .clusterfuzzlite/Dockerfile already exists; --force replaces it\n"), again.stderrText)

        let out = src.appendingPathComponent("out"), work = src.appendingPathComponent("work")
        for folder in [out, work] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // An Xcode project (no Package.swift) and no bridgecheck given: a setup error that says what
        // to give, before anything is built.
        let unset = try Tool.run(
            "/bin/bash", [repository.appendingPathComponent(".clusterfuzzlite/build.sh").path], currentDirectory: src,
            environment: ["SRC": src.path, "OUT": out.path, "WORK": work.path, "SANITIZER": "address", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(unset.status, 1)
        XCTAssertEqual(
            unset.stderrText,
            "build.sh: no bridgecheck: set BRIDGECHECK_BUNDLE in .clusterfuzzlite/Dockerfile (a release bundle), or BRIDGECHECK (a built bridgecheck) or BRIDGECHECK_SOURCES (a checkout of bridgecheck); this project has no Package.swift to take it from\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [])
        let build = try Tool.run(
            "/bin/bash", [repository.appendingPathComponent(".clusterfuzzlite/build.sh").path], currentDirectory: src,
            environment: [
                "SRC": src.path, "OUT": out.path, "WORK": work.path, "SANITIZER": "address", "BRIDGECHECK": bridgecheck, "BRIDGECHECK_SOURCES": root.path,
                "BRIDGECHECK_LIBFUZZER_FLAGS": "--debug",
            ])
        XCTAssertEqual(build.status, 0, build.stdoutText + build.stderrText)
        let built = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(built, ["bridgecheck-EXAMPLE", "bridgecheck-EXAMPLE_seed_corpus.zip"])
        // The runner image has no Swift runtime: the fuzzer carries its own.
        let libraries = try Tool.run("/usr/bin/ldd", [out.appendingPathComponent("bridgecheck-EXAMPLE").path])
        XCTAssertFalse(libraries.stdoutText.contains("libswiftCore"), libraries.stdoutText)
        // A bug the EXAMPLE messages never reach, oracles off: the fuzzer runs its runs and exits 0.
        let run = try Tool.run(
            out.appendingPathComponent("bridgecheck-EXAMPLE").path, ["-runs=300", "-seed=1"], currentDirectory: work,
            environment: ["PLANTED_BUG": "lookup", "BRIDGECHECK_ORACLES": "none", "SWIFT_BACKTRACE": "enable=no"])
        XCTAssertEqual(run.status, 0, run.stderrText.suffix(2000).description)
        XCTAssertTrue(run.stderrText.contains("Done 300 runs"), run.stderrText.suffix(2000).description)
    }

    /// `--sequences`: a decoder that keeps a task table from one message to the next (the
    /// planted `pending` bug: finishing a task with no progress report divides by zero) is found
    /// under libFuzzer within a fixed number of runs; the same decoder fuzzed one message per
    /// input never reaches it, as no single message can.
    func testSequencesUnderLibFuzzerReachStateKeptBetweenMessages() throws {
        #if !os(Linux)
            throw XCTSkip("libFuzzer ships with swift.org toolchains on Linux; Xcode's has none")
        #endif
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Decoder"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/planted-bugs/tasks-manifest.json"), to: folder.appendingPathComponent("bridge-manifest.json"))
        for file in ["PlantedBugs.swift", "libfuzzer/Entry.swift"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("examples/planted-bugs/\(file)"), to: folder.appendingPathComponent("Decoder/\((file as NSString).lastPathComponent)"))
        }
        let noReset = try Tool.run(bridgecheck, ["fuzz", "libfuzzer", "--handler", "tasks", "--decode", "plantedLibFuzzerSequenceDecode", "--sequences", "Decoder"], currentDirectory: folder)
        XCTAssertEqual(noReset.status, 2)
        XCTAssertEqual(noReset.stderrText, "error: --sequences needs --reset EXPR: the function that gives your decoder fresh state before each sequence (a Swift expression of type () -> Void)\n")
        // Single messages get a fresh table each (plantedLibFuzzerDecode), as a reset would give them:
        // state left over from an earlier input would find the bug by accident and not reproduce.
        for (mode, extra, crashes) in [
            ("sequences", ["--decode", "plantedLibFuzzerSequenceDecode", "--sequences", "--reset", "plantedLibFuzzerReset"], true), ("single", ["--decode", "plantedLibFuzzerDecode"], false),
        ] {
            let built = try Tool.run(
                bridgecheck, ["fuzz", "libfuzzer", "--handler", "tasks", "--oracles", "none", "--debug", "--output", mode] + extra + ["Decoder"], currentDirectory: folder)
            XCTAssertEqual(built.status, 0, built.stdoutText + built.stderrText)
            let run = try Tool.run(
                folder.appendingPathComponent("\(mode)/fuzz-tasks").path, ["\(mode)/corpus", "-runs=60000", "-seed=1", "-artifact_prefix=\(folder.path)/\(mode)-"], currentDirectory: folder,
                environment: ["SWIFT_BACKTRACE": "enable=no", "PLANTED_BUG": "pending"])
            if crashes {
                XCTAssertNotEqual(run.status, 0, "\(mode): " + run.stderrText.suffix(2000))
                XCTAssertTrue(run.stderrText.contains("Fatal error: Division by zero"), "\(mode): " + run.stderrText.suffix(2000))
            } else {
                XCTAssertEqual(run.status, 0, "\(mode): " + run.stderrText.suffix(2000))
                XCTAssertTrue(run.stderrText.contains("Done 60000 runs"), "\(mode): " + run.stderrText.suffix(2000))
            }
        }
    }

    /// `init-clusterfuzzlite --reset EXPR`: the build.sh it writes builds a sequence fuzzer.
    func testClusterFuzzLiteCanFuzzSequences() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Decoder"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/planted-bugs/tasks-manifest.json"), to: folder.appendingPathComponent("bridge-manifest.json"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/planted-bugs/libfuzzer/Entry.swift"), to: folder.appendingPathComponent("Decoder/Entry.swift"))
        let written = try Tool.run(
            bridgecheck, ["fuzz", "init-clusterfuzzlite", "--handler", "tasks", "--decode", "plantedLibFuzzerSequenceDecode", "--reset", "plantedLibFuzzerReset", "Decoder"],
            currentDirectory: folder)
        XCTAssertEqual(written.status, 0, written.stderrText)
        let build = try String(contentsOf: folder.appendingPathComponent(".clusterfuzzlite/build.sh"), encoding: .utf8)
        XCTAssertTrue(build.contains("--decode 'plantedLibFuzzerSequenceDecode' --sequences --reset 'plantedLibFuzzerReset' \\\n"), build)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libfuzzer-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
