import BridgeReport
@testable import BridgeFuzz
@testable import BridgeGenerate
import BridgeContract
import Foundation
import TestSupport
import XCTest

/// Whole runs: planted bugs found and saved so they replay, killed harnesses losing nothing, the
/// command line's report and exit codes.
final class FuzzRunTests: XCTestCase {
    private var binDirectory: URL { Bundle.main.bundleURL }
    private var manifestPath: String { Fixtures.exampleManifest.path }

    private func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testEachPlantedBugIsFoundInTimeAndItsCrashFileReplays() throws {
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let harness = binDirectory.appendingPathComponent("planted-bugs-harness").path
        for (bug, handler) in [("unwrap", "EXAMPLE"), ("lookup", "ios_javascript"), ("arithmetic", "customScheme")] {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            var configuration = FuzzConfiguration()
            configuration.seed = 1
            configuration.maxTotalTime = 10
            configuration.stopAtFirstCrash = true
            configuration.corpusDirectory = dir.path
            let target = FuzzTarget.harness(command: [harness, "--bug", bug], handler: try XCTUnwrap(manifest.handler(named: handler)), function: nil, manifestPath: manifestPath, configuration: configuration)
            let engine = FuzzEngine(configuration: configuration)
            let result = try XCTUnwrap(engine.run([target]).first)
            let crash = try XCTUnwrap(result.failures.first { $0.kind == .crash }, "\(bug): no crash found")
            XCTAssertLessThan(crash.elapsed, 10, bug)
            let file = try XCTUnwrap(crash.file)
            XCTAssertTrue(file.hasPrefix(dir.path + "/harness-\(handler)/crashes/crash-"), file)
            let saved = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            XCTAssertEqual(saved, crash.input)
            XCTAssertEqual(file.split(separator: "-").last.map(String.init), SHA1.hex(saved))
            let verdict = try engine.replay(saved, on: target, as: FailureKind.ofArtifact(named: file))
            guard case .crashed = verdict.outcome, verdict.persists, verdict.kind == .crash else { return XCTFail("\(bug): the saved input does not crash again") }
            // The harness's last words are shown again (an overflow trap has none).
            if let line = crash.message.range(of: "Fatal error").map({ String(crash.message[$0.lowerBound...]) }) {
                XCTAssertTrue(verdict.stderr.contains(line), "\(bug): \(verdict.stderr)")
            }
            XCTAssertTrue(crash.replay?.contains("--replay \(file)") == true, crash.replay ?? "")
        }
    }

    /// Issue 29 §1, a regression: seed 003's decoder filing a task under `slots[sequence % 64]`
    /// traps on a negative sequence number. Plain fuzzing (one message per input, no
    /// `--sequences`) stopped varying the envelope's own fields and missed it in 5,000 inputs
    /// on each of these seeds; it finds it within 1,000 again, through an envelope-field mutant.
    func testPlainFuzzingVariesTheEnvelopesOwnFields() throws {
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let harness = binDirectory.appendingPathComponent("planted-bugs-harness").path
        for seed: UInt64 in [1, 2, 3] {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            var configuration = FuzzConfiguration()
            configuration.seed = seed
            configuration.runs = 1_000
            configuration.maxTotalTime = 120
            configuration.stopAtFirstCrash = true
            configuration.corpusDirectory = dir.path
            let target = FuzzTarget.harness(command: [harness, "--bug", "sequence-slot"], handler: try XCTUnwrap(manifest.handler(named: "test")), function: nil, manifestPath: manifestPath, configuration: configuration)
            let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
            let crash = try XCTUnwrap(result.failures.first { $0.kind == .crash }, "seed \(seed): not found in \(result.runs) runs")
            XCTAssertTrue(crash.message.hasSuffix("Fatal error: Index out of range"), "seed \(seed): \(crash.message)")
            XCTAssertTrue(crash.origin.contains("envelope field $.metadata.sequence = -"), "seed \(seed): \(crash.origin)")
            XCTAssertGreaterThan(result.generators.first { $0.name == "envelope field" }?.new ?? 0, 0, "seed \(seed): \(result.generators)")
        }
    }

    /// Issue 28 §3: a gate run (a fixed seed, a number of inputs, new entries not saved) leaves
    /// only its failures in the corpus folder, so a second run from it makes the same inputs and
    /// finds the same; a run that saves what it finds starts the next one from more.
    func testAGateRunLeavesTheCorpusAsItFoundItSoTheNextRunIsTheSame() throws {
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let harness = binDirectory.appendingPathComponent("planted-bugs-harness").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.seed = 5
        configuration.runs = 600
        configuration.maxTotalTime = 120
        configuration.corpusDirectory = dir.path
        configuration.saveNewEntries = false
        let target = FuzzTarget.harness(command: [harness, "--bug", "unwrap"], handler: try XCTUnwrap(manifest.handler(named: "EXAMPLE")), function: nil, manifestPath: manifestPath, configuration: configuration)
        func run(_ configuration: FuzzConfiguration) throws -> TargetResult { try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first) }
        func summary(_ r: TargetResult) -> String { FuzzReport.summary(r, clock: false) + " " + r.failures.map { SHA1.hex($0.input) }.joined(separator: ",") }
        let first = try run(configuration)
        XCTAssertFalse(first.failures.isEmpty, "the planted crash is found in 600 inputs")
        XCTAssertGreaterThan(first.newCorpusEntries, 0)
        XCTAssertFalse(first.newEntriesSaved)
        let folder = dir.appendingPathComponent("harness-EXAMPLE")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["crashes"], "only failures are written")
        let second = try run(configuration)
        XCTAssertEqual(summary(second), summary(first))
        // Saving what it finds, the next run starts from a larger corpus: not the same run.
        configuration.saveNewEntries = true
        let growing = try run(configuration)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 1 + growing.newCorpusEntries)
        let after = try run(configuration)
        XCTAssertEqual(after.corpusSize, growing.newCorpusEntries + after.newCorpusEntries)
        XCTAssertNotEqual(summary(after), summary(growing))
    }

    /// The deep bug: `method: "points"` and `amount: 0`, three levels into the parameters. The
    /// contract's enum and range lead there; the crash is found within the first 10,000 inputs.
    func testTheDeepPlantedBugIsFoundThroughTheContract() throws {
        let path = Fixtures.packageRoot.appendingPathComponent("examples/planted-bugs/deep-manifest.json").path
        let manifest = try ManifestLoader.load(contentsOf: path)
        let harness = binDirectory.appendingPathComponent("planted-bugs-harness").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.seed = FuzzRandom.seedFromEnvironment()
        configuration.runs = 10_000
        configuration.maxTotalTime = 120
        configuration.stopAtFirstCrash = true
        configuration.corpusDirectory = dir.path
        let target = FuzzTarget.harness(
            command: [harness, "--bug", "deep"], handler: try XCTUnwrap(manifest.handler(named: "checkout")), function: nil, manifestPath: path, configuration: configuration)
        let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
        let crash = try XCTUnwrap(result.failures.first { $0.kind == .crash }, "seed \(configuration.seed): not found in \(result.runs) runs")
        XCTAssertTrue(crash.message.hasSuffix("Fatal error: Division by zero"), "seed \(configuration.seed): \(crash.message)")
    }

    func testAHarnessKilledMidRunLosesNoResult() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.runs = 600
        configuration.maxTotalTime = 60
        configuration.corpusDirectory = dir.path
        configuration.batchSize = 64
        let target = FuzzTarget(
            name: "killer", command: [python, script],
            generate: { _, index, _ in FuzzInput(Array((index % 97 == 50 ? "kill \(index)" : "ok \(index)").utf8), .accept, "test") },
            replayTemplate: "replay FILE", oracles: [.validRejected])
        let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
        XCTAssertEqual(result.runs, 600, "every input has an outcome, the killed ones included")
        XCTAssertEqual(result.failures.map(\.kind), [.crash], "one crash, reported once")
        XCTAssertEqual(result.failures.first?.message, "killed by SIGKILL")
    }

    /// Where peak memory cannot be read (macOS), the memory oracle says so instead of passing.
    func testAnUnmeasuredMemoryOracleIsSkippedNotPassed() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.runs = 2
        configuration.corpusDirectory = dir.path
        let target = FuzzTarget(
            name: "unmeasured", command: [python, script],
            generate: { _, index, _ in FuzzInput(Array("memory \(index)".utf8), .accept, "test") },
            replayTemplate: "replay FILE", oracles: [.validRejected])
        let runner = TargetRunner(target: target, configuration: configuration, budget: 60, conformanceDirectory: nil)
        runner.client.measuresMemory = false
        let result = runner.run()
        XCTAssertEqual(result.failures.map(\.kind), [], "400 MB per input is not a failure where it is not measured")
        XCTAssertEqual(result.skipped[FailureKind.memory.oracle], "not measured: peak memory is read from /proc, which this platform does not have")
        let junit = FuzzReport.junit([result], seed: 1)
        let memoryCase = junit.suites.first?.cases.first { $0.name == FailureKind.memory.oracle }
        XCTAssertEqual(memoryCase?.outcome, .skipped(message: "not measured: peak memory is read from /proc, which this platform does not have"))
    }

    /// Input N depends on the seed, the target, N, the starting corpus and the answers before N:
    /// two runs from the same non-empty corpus with a harness that answers alike repeat input for
    /// input, while the pool grows during the run; another starting corpus gives other inputs.
    func testARunRepeatsInputForInputFromTheSameStartingCorpus() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let handler = try XCTUnwrap(manifest.handler(named: "EXAMPLE"))
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var inputs: [UInt64: [UInt8]] = [:]
            func record(_ index: UInt64, _ bytes: [UInt8]) { lock.withLock { inputs[index] = inputs[index] ?? bytes } }
        }
        func run(corpus: [String]) throws -> (inputs: [[UInt8]], grew: Int) {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let folder = dir.appendingPathComponent("harness-EXAMPLE")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for entry in corpus { try Data(entry.utf8).write(to: folder.appendingPathComponent(SHA1.hex(Array(entry.utf8)))) }
            var configuration = FuzzConfiguration()
            configuration.runs = 3_000
            configuration.seed = 11
            configuration.corpusDirectory = dir.path
            let base = FuzzTarget.harness(command: [python, script], handler: handler, function: nil, manifestPath: manifestPath, configuration: configuration)
            let log = Log()
            let target = FuzzTarget(
                name: base.name, command: base.command,
                generate: { seed, index, pool in
                    let input = base.generate(seed, index, pool)
                    log.record(index, input.bytes)
                    return input
                },
                replayTemplate: base.replayTemplate, oracles: base.oracles)
            let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
            XCTAssertEqual(result.runs, 3_000)
            return ((0..<3_000).compactMap { log.inputs[$0] }, result.newCorpusEntries)
        }
        let corpus = [#"{"action":"pong","param":{"n":1}}"#, #"{"action":"pong"}"#, "[1,2"]
        let first = try run(corpus: corpus)
        let second = try run(corpus: corpus)
        XCTAssertEqual(first.inputs.count, 3_000)
        XCTAssertGreaterThan(first.grew, 0, "the pool grew during the run")
        XCTAssertEqual(first.inputs, second.inputs, "the same seed and starting corpus gave other inputs")
        let other = try run(corpus: [#"{"action":"ping"}"#])
        XCTAssertNotEqual(first.inputs, other.inputs)
    }

    func testMemoryOverTheLimitIsAFailure() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.runs = 64
        configuration.corpusDirectory = dir.path
        configuration.rssLimitBytes = 200 << 20
        let target = FuzzTarget(
            name: "hoarder", command: [python, script],
            generate: { _, index, _ in FuzzInput(Array((index == 10 ? "memory" : "ok").utf8), .any, "test") }, replayTemplate: "replay FILE", oracles: [])
        let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
        XCTAssertEqual(result.failures.map(\.kind), [.memory])
        XCTAssertEqual(result.failures.first?.input, Array("memory".utf8), "the batch's largest input is kept")
        XCTAssertEqual(result.runs, 64)
    }

    /// A harness that keeps 100 MB an input is ended at the limit while an input runs (it was
    /// checked only between batches, and reached 6 GB), and that input is the one saved.
    func testMemoryIsCheckedWhileTheInputRuns() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.runs = 12
        configuration.corpusDirectory = dir.path
        configuration.rssLimitBytes = 250 << 20
        let target = FuzzTarget(
            name: "leaker", command: [python, script, "--all", "leak"],
            generate: { _, index, _ in FuzzInput(Array("input \(index)".utf8), .any, "test") }, replayTemplate: "replay FILE", oracles: [])
        let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
        XCTAssertEqual(result.failures.map(\.kind), [.memory])
        let message = try XCTUnwrap(result.failures.first?.message)
        XCTAssertTrue(message.hasPrefix("resident memory reached "), message)
        XCTAssertTrue(message.hasSuffix(" MiB while this input ran, over the 250 MiB limit; the harness was ended there"), message)
        XCTAssertEqual(result.runs, 12)
    }

    func testTwoHarnessesThatDisagreeAreReported() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let manifest = try ManifestLoader.load(contentsOf: manifestPath)
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var configuration = FuzzConfiguration()
        configuration.runs = 2_000
        configuration.seed = 5
        configuration.corpusDirectory = dir.path
        var target = FuzzTarget.harness(
            command: [binDirectory.appendingPathComponent("example-harness").path], handler: try XCTUnwrap(manifest.handler(named: "EXAMPLE")),
            function: nil, manifestPath: manifestPath, configuration: configuration)
        target.against = [python, Fixtures.packageRoot.appendingPathComponent("examples/harness.py").path]
        let result = try XCTUnwrap(FuzzEngine(configuration: configuration).run([target]).first)
        let differential = result.failures.filter { $0.kind == .differential }
        XCTAssertFalse(differential.isEmpty, "the careful harness rejects what the permissive one accepts")
        XCTAssertTrue(differential.contains { $0.message.hasPrefix("rejected here, accepted with --against") }, "\(differential.map(\.message))")
        XCTAssertTrue(differential.allSatisfy { $0.file?.contains("/crashes/differential-") == true })
        // The printed replay command names the second harness: without it nothing can be judged.
        let replay = try XCTUnwrap(differential.first?.replay)
        XCTAssertTrue(replay.contains(" --against '\(python) \(Fixtures.packageRoot.appendingPathComponent("examples/harness.py").path)' --replay "), replay)
    }

    func testTheCommandLineRunsEveryTargetAndWritesAValidReport() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let junit = dir.appendingPathComponent("reports/fuzz.junit.xml").path
        let result = try Tool.run(binDirectory.appendingPathComponent("bridgecheck").path, [
            "fuzz", "--manifest", manifestPath, "--max-total-time", "10", "--seed", "7", "--corpus", dir.appendingPathComponent("corpus").path, "--junit", junit,
        ], currentDirectory: Fixtures.packageRoot)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertTrue(result.stderrText.hasPrefix("bridgecheck fuzz: seed 7 (the same inputs again: --seed 7); 14 targets, 10 s\n"), result.stderrText)
        let xml = try Data(contentsOf: URL(fileURLWithPath: junit))
        let text = String(decoding: xml, as: UTF8.self)
        for target in ["message-EXAMPLE", "message-ios_javascript", "data-url", "scheme-url", "reply-script", "lint-scanner"] {
            XCTAssertTrue(text.contains("<testsuite name=\"\(target)\""), target)
        }
        XCTAssertTrue(text.contains(#"<property name="seed" value="7"/>"#))
        XCTAssertTrue(text.contains(#"<testcase name="valid messages accepted" classname="bridgecheck.fuzz.message-EXAMPLE""#))
        if let conformance = Fixtures.conformance {
            for schema in ["jenkins-junit-10.xsd", "windyroad-JUnit.xsd"] {
                XCTAssertEqual(XMLSchemaCheckBridge.problems(xml, conformance.appendingPathComponent("junit-xsd/\(schema)").path), [], schema)
            }
            XCTAssertFalse(text.contains("<skipped message=\"the WPT vectors"), "the data-url target ran the WPT vectors")
        }
    }

    /// Ctrl-C, and SIGTERM (what CI sends on cancel) alike: the report and summary are written
    /// and the exit is 130.
    func testCtrlCWritesTheReportAndExits130() throws {
        for signal in [SIGINT, SIGTERM] {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let junit = dir.appendingPathComponent("fuzz.xml").path
            let process = Process()
            process.executableURL = binDirectory.appendingPathComponent("bridgecheck")
            process.arguments = ["fuzz", "--manifest", manifestPath, "--target", "message-EXAMPLE", "--max-total-time", "60", "--corpus", dir.path, "--junit", junit]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: 2)
            kill(process.processIdentifier, signal)
            let summary = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal) killed it")
            XCTAssertEqual(process.terminationStatus, 130, "signal \(signal)")
            XCTAssertTrue(summary.contains(" failure"), "signal \(signal): no summary: \(summary)")
            let text = try String(contentsOfFile: junit, encoding: .utf8)
            XCTAssertTrue(text.contains(#"<property name="interrupted" value="yes"/>"#), text)
        }
    }

    func testUsageErrors() throws {
        let binary = binDirectory.appendingPathComponent("bridgecheck").path
        let cases: [([String], String)] = [
            (["--target", "message-EXAMPL"], "error: no built-in target 'message-EXAMPL' (did you mean 'message-EXAMPLE'?)"),
            (["--harness", "x"], "error: --harness needs --handler NAME"),
            (["--seed", "-1"], "error: --seed takes"),
            (["--replay", "/nonexistent", "--target", "data-url"], "error: /nonexistent: cannot read the input"),
        ]
        for (arguments, message) in cases {
            let result = try Tool.run(binary, ["fuzz", "--manifest", manifestPath] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderrText.hasPrefix(message), result.stderrText)
        }
    }

    /// `--max-total-time` holds within 2 s whatever the harness does, and leaves no process behind.
    func testTheBudgetHoldsWhateverTheHarnessDoes() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let binary = binDirectory.appendingPathComponent("bridgecheck").path
        let behaviours: [(String, [String])] = [
            ("a child holds stdout, every input crashes", ["--fork-holding-stdout", "--pid-file", "PIDFILE", "--after", "1", "--all", "crash"]),
            ("a child holds stdout, SIGTERM ignored, every input hangs", ["--ignore-term", "--fork-holding-stdout", "--pid-file", "PIDFILE", "--after", "1", "--all", "hang"]),
            ("standard error closed, every input answered", ["--close-stderr"]),
            ("standard input closed after the first input", ["--after", "1", "--all", "closein"]),
            ("standard error flooded", ["--all", "flood"]),
            ("a 4 GB length", ["--after", "1", "--all", "huge"]),
        ]
        for (what, flags) in behaviours {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let pidFile = dir.appendingPathComponent("child.pid").path
            // Each start answers its first input (`--after 1`), so the setup check passes and the
            // misbehaviour meets the fuzz loop, the minimizer and the end of the run.
            let harness = ([python, script] + flags.map { $0 == "PIDFILE" ? pidFile : $0 }).map(FuzzTarget.shellQuote).joined(separator: " ")
            let started = Date()
            let result = try Tool.run(binary, [
                "fuzz", "--manifest", manifestPath, "--harness", harness, "--handler", "EXAMPLE", "--max-total-time", "3", "--timeout", "1",
                "--corpus", dir.appendingPathComponent("corpus").path,
            ])
            let took = Date().timeIntervalSince(started)
            XCTAssertTrue([0, 1].contains(result.status), "\(what): exit \(result.status)\n\(result.stderrText)")
            XCTAssertLessThan(took, 5, "\(what): a 3 s budget took \(took) s")
            if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let child = pid_t(text) {
                XCTAssertNotEqual(kill(child, 0), 0, "\(what): the harness's child \(child) outlived the run")
            }
        }
    }

    /// The budget is the whole run's: setting up counts against it, the built-in targets share
    /// it, and a run that judged no input is not a pass.
    func testTheBudgetCoversSetupAndEveryTargetAndZeroInputsFail() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let binary = binDirectory.appendingPathComponent("bridgecheck").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let corpus = dir.appendingPathComponent("corpus").path

        // Every built-in target of the example (fourteen) in 3 s: each had at least 0.5 s (7 s).
        var started = Date()
        let builtin = try Tool.run(binary, ["fuzz", "--manifest", manifestPath, "--max-total-time", "3", "--seed", "1", "--corpus", corpus])
        var took = Date().timeIntervalSince(started)
        XCTAssertEqual(builtin.status, 0, builtin.stderrText)
        XCTAssertLessThan(took, 5, "a 3 s budget for every built-in target took \(took) s")

        // A harness that never answers: its three setup tries stop at the budget (2 s), not at
        // three timeouts (30 s).
        let silent = [python, script, "--all", "hang"].map(FuzzTarget.shellQuote).joined(separator: " ")
        started = Date()
        let never = try Tool.run(binary, ["fuzz", "--manifest", manifestPath, "--harness", silent, "--handler", "EXAMPLE", "--max-total-time", "2", "--timeout", "10", "--corpus", corpus])
        took = Date().timeIntervalSince(started)
        XCTAssertEqual(never.status, 2)
        XCTAssertTrue(never.stderrText.hasSuffix("cannot be used: it did not answer its first input before the time budget (--max-total-time) ran out\n"), never.stderrText)
        XCTAssertLessThan(took, 5, "a 2 s budget took \(took) s to find a harness that never answers")

        // A harness that takes a second an input, in a budget of 1.5 s: setting up (its first
        // answer) leaves too little for another, so the run judges nothing, which is no pass.
        let slow = [python, script, "--all", "nap"].map(FuzzTarget.shellQuote).joined(separator: " ")
        let nothing = try Tool.run(binary, ["fuzz", "--manifest", manifestPath, "--harness", slow, "--handler", "EXAMPLE", "--max-total-time", "1.5", "--timeout", "30", "--corpus", dir.appendingPathComponent("slow").path])
        XCTAssertTrue(nothing.stdoutText.hasSuffix("\n0 inputs, 0 failures\n"), nothing.stdoutText)
        XCTAssertEqual(nothing.status, 1)
        XCTAssertTrue(nothing.stderrText.hasSuffix("error: no input was judged within the budget (1.5 s): the targets are slower than the time given; raise --max-total-time or --timeout\n"), nothing.stderrText)
    }

    /// A harness that cannot start, or never answers its first input, is a setup error: exit 2,
    /// the command and the reason, nothing saved.
    func testAHarnessThatCannotStartIsAConfigurationError() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let binary = binDirectory.appendingPathComponent("bridgecheck").path
        let cases: [(String, String)] = [
            ("/no/such/file", "error: harness '/no/such/file' cannot be used: '/no/such/file' does not exist\n"),
            ("\(python) \(script) --exit-at-once", "error: harness '\(python) \(script) --exit-at-once' cannot be used: it exited with status 4 before answering its first input (tried 3 times)\n"),
        ]
        for (harness, message) in cases {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let corpus = dir.appendingPathComponent("corpus")
            let result = try Tool.run(binary, [
                "fuzz", "--manifest", manifestPath, "--harness", harness, "--handler", "EXAMPLE", "--max-total-time", "3", "--corpus", corpus.path,
            ])
            XCTAssertEqual(result.status, 2, result.stderrText)
            XCTAssertEqual(result.stderrText, message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: corpus.path), "a setup error saved files")
        }
    }

    /// `--replay` judges a saved input as the fuzz run did, for every kind of failure: exit 1 while
    /// it persists (with the harness's stderr for a crash), 0 once fixed, 2 when it cannot judge.
    func testReplaysReproduceEveryKindOfFailure() throws {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not on PATH") }
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/BridgeFuzzTests/Fixtures/misbehaving-harness.py").path
        let binary = binDirectory.appendingPathComponent("bridgecheck").path
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func saved(_ kind: String, _ contents: String) throws -> String {
            let path = dir.appendingPathComponent("\(kind)-\(SHA1.hex(Array(contents.utf8)))").path
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let accepts = "\(python) \(script)"
        let rejects = "\(python) \(script) --all reject"
        func replay(_ harness: String, _ file: String, against: String? = nil) throws -> (Int32, String, String) {
            var arguments = ["fuzz", "--manifest", manifestPath, "--harness", harness, "--handler", "EXAMPLE", "--replay", file]
            if let against { arguments += ["--against", against] }
            let result = try Tool.run(binary, arguments)
            return (result.status, result.stdoutText, result.stderrText)
        }
        let invalid = try saved("invalid-accepted", "ok 1")
        var (code, out, err) = try replay(accepts, invalid)
        XCTAssertEqual(code, 1, err)
        XCTAssertEqual(out, "replay of \(invalid) (saved for invalid-accepted: invalid messages rejected)\naccepted: ok 1\nthe failure persists: it still accepts an input the contract rejects\n")
        // The same file once the harness rejects it: fixed.
        (code, out, err) = try replay(rejects, invalid)
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(out.hasSuffix("fixed: it rejects the input now, as the contract does\n"), out)

        let valid = try saved("valid-rejected", "reject 2")
        (code, out, _) = try replay(accepts, valid)
        XCTAssertEqual(code, 1)
        XCTAssertTrue(out.hasSuffix("the failure persists: it still rejects a message the contract accepts\n"), out)

        let crash = try saved("crash", "crash 3")
        (code, out, _) = try replay(accepts, crash)
        XCTAssertEqual(code, 1)
        XCTAssertTrue(out.contains("crash: killed by SIGABRT\nharness standard error (last 2 lines):\n  planted crash\n"), out)
        XCTAssertTrue(out.hasSuffix("the failure persists: it still crashes\n"), out)

        let differential = try saved("differential", "ok 4")
        (code, _, err) = try replay(accepts, differential)
        XCTAssertEqual(code, 2)
        XCTAssertEqual(err, "error: a differential failure replays only with --against 'CMD' (the second harness it disagreed with)\n")
        (code, out, _) = try replay(accepts, differential, against: rejects)
        XCTAssertEqual(code, 1)
        XCTAssertEqual(out, "replay of \(differential) (saved for differential: differential)\naccepted: ok 4\n--against: rejected: rejectok 4\nthe failure persists: the two harnesses still disagree on accept or reject\n")
        (code, out, _) = try replay(accepts, differential, against: accepts)
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.hasSuffix("fixed: the two harnesses agree now\n"), out)
    }
}
