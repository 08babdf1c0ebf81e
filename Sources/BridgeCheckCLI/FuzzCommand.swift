import BridgeGenerate
import BridgeContract
import BridgeFuzz
import BridgeHarness
import BridgeLint
import BridgeReport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum FuzzCommand {
    static let spec = CommandSpec(
        path: ["fuzz"],
        summary: "Fuzz bridge decoders with inputs made from the contract.",
        discussion: """
            With no --target and no --harness, every built-in target runs: one message decoder per
            handler (message-NAME), data-url, scheme-url, reply-script and lint-scanner. --harness runs
            a team's own decoder through the harness protocol (docs/fuzz.md) with messages for
            --handler (with --sequences, sequences of them, for a harness that keeps state between
            messages; protocol v2). Inputs: valid messages for every function, mutants that break one thing, and
            byte-level mutations of the corpus, all reproducible from --seed. Failures (crash, hang,
            memory, a valid message rejected, an invalid one accepted, a round trip or reply script that
            changes the value) are minimized, saved under CORPUS/<target>/crashes/ and printed with the
            command that replays them. Entries in CORPUS/<target>/ are replayed first on every run.
            Ctrl-C ends the run cleanly: the report is written, exit code 130.
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .texts("target", \.targets, value: "NAME", help: "A built-in target (repeatable; default: all)."),
            .text("harness", \.harness, value: "'CMD ARGS'", help: "Fuzz this program through the harness protocol."),
            .text("handler", \.handler, value: "NAME", help: "With --harness: the handler whose messages it decodes."),
            .text("function", \.function, value: "NAME", help: "With --harness: only this function's messages."),
            .text("against", \.against, value: "'CMD'", help: "Also run this harness and report inputs where the two disagree."),
            .text(
                "reply-script", \.replyScript, value: "CALLBACK",
                help: "With --harness: its output is the script it would evaluate for this manifest callback; node checks each calls it once, as declared."),
            .flag(
                "sequences", \.sequences,
                help: "With --harness: send sequences of messages in order (reused, out-of-order and interleaved ids, duplicate completions); the harness must speak protocol v2."),
            .unsigned("seed", \.seed, help: "Seed for every generated input (default: random, printed)."),
            .integer("runs", \.runs, in: 1...1_000_000_000_000, help: "Inputs per target (default: until the time is up)."),
            .number("max-total-time", \.maxTotalTime, in: 0.1...1e7, takes: "a number of seconds from 0.1 to 1e+07", help: "Time for the whole run (default: 60)."),
            .number("timeout", \.timeout, in: 0.01...3600, takes: "a number of seconds from 0.01 to 3600", help: "Time one input may take before it is a hang (default: 5)."),
            .integer("max-len", \.maxLength, in: 1...67_108_864, value: "BYTES", help: "Longest input (default: 65536)."),
            .integer("jobs", \.jobs, in: 1...256, help: "Targets fuzzed at once (default: 1)."),
            .integer("rss-limit-mb", \.rssLimitMB, in: 16...1_048_576, value: "MB", help: "Resident memory a harness may reach while an input runs (default: 2048)."),
            .text("corpus", \.corpus, value: "DIR", help: "Corpus folder (default: corpus)."),
            .text("junit", \.junit, value: "FILE", help: "Write a JUnit report here."),
            .text("dict", \.dict, value: "FILE", help: "Extra tokens for byte mutation, AFL dictionary format."),
            .text("replay", \.replay, value: "FILE", help: "Run one saved input and report what happens."),
            .flag("stop-on-crash", \.stopOnCrash, help: "End each target at its first crash or hang, as libFuzzer does."),
            .flag("worker", \.worker, help: "(internal) Serve a built-in --target over the harness protocol."),
        ],
        positionals: [],
        exitCodes: "Exit codes: 0 no failures, 1 failures, 2 usage or configuration error, 130 interrupted.",
        run: execute)

    /// What `fuzz` is asked to do, typed: the parser fills it from the command line, and `check`
    /// builds one directly from the typed configuration (no text between them).
    struct Options: CommandOptions {
        var manifest: String?
        var harness: String?
        var handler: String?
        var function: String?
        var against: String?
        var replyScript: String?
        var seed: UInt64?
        var runs: Int?
        var maxTotalTime: Double?
        var timeout: Double?
        var maxLength: Int?
        var jobs: Int?
        var rssLimitMB: Int?
        var corpus: String?
        var junit: String?
        var dict: String?
        var replay: String?
        var targets: [String] = []
        var stopOnCrash = false
        /// Whether new corpus entries are written (`check` gate runs only read the corpus).
        var saveCorpus = true
        var sequences = false
        var worker = false
        /// Where harness commands run and their relative paths resolve (`check`: the
        /// configuration's folder); the working directory when nil.
        var harnessDirectory: String?
        /// `fuzz` takes no positional argument.
        var positionals: [String] = []

        init() {}
    }

    /// A run checked and ready: every option valid, every harness answering its probe.
    struct Prepared {
        var configuration: FuzzConfiguration
        var targets: [FuzzTarget]
        var engine: FuzzEngine
        /// When setting up began: the budget counts from there.
        var started = Date()
    }

    static func execute(_ request: Options, _ console: Console) -> Int32 {
        if request.worker {
            let manifestPath = request.manifest ?? Manifest.defaultFileName
            guard let manifest = Commands.loadManifest(at: manifestPath, console) else { return ExitCode.usage }
            guard let name = request.targets.first, let target = BuiltinTarget.named(name, in: manifest) else {
                console.err("error: --worker needs a built-in --target\n")
                return ExitCode.usage
            }
            Harness.run(BuiltinTarget.evaluator(target, manifest: manifest, lintScanner: LintFuzzing.scanner(for: manifest)))
            return ExitCode.ok
        }
        guard let prepared = prepare(request, console) else { return ExitCode.usage }
        if let replay = request.replay {
            guard prepared.targets.count == 1, let target = prepared.targets.first else {
                console.err("error: --replay needs exactly one --target or --harness\n")
                return ExitCode.usage
            }
            guard let data = FileManager.default.contents(atPath: replay) else {
                console.err("error: \(replay): cannot read the input\n")
                return ExitCode.usage
            }
            return Self.replay([UInt8](data), file: replay, target: target, engine: prepared.engine, console)
        }
        return run(prepared, request, console)
    }

    /// Validates everything a run needs before any work (setup first): options, manifest,
    /// targets, handlers, functions, and each harness answering a probe. Prints one line per
    /// problem and returns nil on any.
    static func prepare(_ request: Options, _ console: Console, setup: Setup = Setup(configuration: nil)) -> Prepared? {
        let manifestPath = request.manifest ?? Manifest.defaultFileName
        guard let manifest = setup.manifest(at: manifestPath, console)?.manifest else { return nil }

        var configuration = FuzzConfiguration()
        if let seed = request.seed { configuration.seed = seed }
        configuration.runs = request.runs
        if let time = request.maxTotalTime { configuration.maxTotalTime = time } else if request.runs != nil { configuration.maxTotalTime = 1e7 }
        if let timeout = request.timeout { configuration.timeout = timeout }
        if let maxLength = request.maxLength { configuration.maxLength = maxLength }
        if let jobs = request.jobs { configuration.jobs = jobs }
        if let rssLimit = request.rssLimitMB { configuration.rssLimitBytes = rssLimit << 20 }
        if let corpus = request.corpus { configuration.corpusDirectory = corpus }
        // Reproducers are saved under the corpus: a corpus that cannot be a folder would lose
        // every one of them, so it is a setup error before any input runs.
        var corpusIsFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: configuration.corpusDirectory, isDirectory: &corpusIsFolder) {
            guard corpusIsFolder.boolValue else {
                console.err("error: --corpus \(configuration.corpusDirectory): it is a file, not a folder (name a folder, or leave out --corpus for ./corpus)\n")
                return nil
            }
            guard FileManager.default.isWritableFile(atPath: configuration.corpusDirectory) else {
                console.err("error: --corpus \(configuration.corpusDirectory): the folder is not writable\n")
                return nil
            }
        } else if let why = Commands.unwritable((configuration.corpusDirectory as NSString).appendingPathComponent("x")) {
            console.err("error: --corpus \(configuration.corpusDirectory): \(why)\n")
            return nil
        }
        configuration.stopAtFirstCrash = request.stopOnCrash
        configuration.saveNewEntries = request.saveCorpus
        if let dict = request.dict {
            guard let data = FileManager.default.contents(atPath: dict) else {
                console.err("error: \(dict): cannot read the dictionary\n")
                return nil
            }
            configuration.dictionary = ByteMutatorDictionary.load(String(decoding: data, as: UTF8.self))
        }

        // The targets.
        var targets: [FuzzTarget] = []
        let worker = ownExecutable()
        if let harness = request.harness {
            let command = ShellWords.split(harness)
            guard !command.isEmpty else {
                console.err("error: --harness needs a command\n")
                return nil
            }
            guard let handlerName = request.handler else {
                console.err("error: --harness needs --handler NAME: the handler whose messages the harness decodes\n")
                return nil
            }
            guard let handler = manifest.handler(named: handlerName) else {
                console.err("error: handler '\(handlerName)' is not in \(manifestPath)\(Suggestion.hint(for: handlerName, in: manifest.handlers.map(\.name)))\n")
                return nil
            }
            if let function = request.function, handler.function(named: function) == nil {
                console.err("error: handler '\(handlerName)' has no function '\(function)'\(Suggestion.hint(for: function, in: handler.functions.map(\.name)))\n")
                return nil
            }
            var target = FuzzTarget.harness(
                command: command, handler: handler, function: request.function, manifestPath: manifestPath, configuration: configuration, sequences: request.sequences)
            if let path = request.replyScript {
                let bare = { (p: String) in p.hasPrefix("window.") ? String(p.dropFirst(7)) : p }
                guard let callback = manifest.callbacks.first(where: { bare($0.path) == bare(path) }) else {
                    console.err("error: --reply-script \(path): the manifest declares no such callback\(Suggestion.hint(for: path, in: manifest.callbacks.map(\.path)))\n")
                    return nil
                }
                target.replyScript = callback
            }
            targets.append(target)
        } else if request.replyScript != nil {
            console.err("error: --reply-script needs --harness: it says what the harness's output is\n")
            return nil
        } else if request.sequences {
            console.err("error: --sequences needs --harness: bridgecheck's own decoders keep no state from one message to the next\n")
            return nil
        }
        let names = request.targets
        for name in names {
            guard let target = BuiltinTarget.named(name, in: manifest) else {
                let known = BuiltinTarget.all(for: manifest).map(\.name)
                console.err("error: no built-in target '\(name)'\(Suggestion.hint(for: name, in: known)); targets: \(known.joined(separator: ", "))\n")
                return nil
            }
            targets.append(.builtin(target, manifest: manifest, manifestPath: manifestPath, worker: worker, configuration: configuration))
        }
        if targets.isEmpty {
            targets = BuiltinTarget.all(for: manifest).map { .builtin($0, manifest: manifest, manifestPath: manifestPath, worker: worker, configuration: configuration) }
        }
        if let against = request.against {
            let command = ShellWords.split(against)
            for k in targets.indices { targets[k].against = command }
        }
        if let directory = request.harnessDirectory {
            for k in targets.indices where targets[k].isUserHarness { targets[k].workingDirectory = directory }
        }
        if let junit = request.junit, let why = Commands.unwritable(junit) {
            console.err("error: --junit \(junit): \(why)\n")
            return nil
        }
        let conformance = ProcessInfo.processInfo.environment["BRIDGECHECK_SHARED"].map { ($0 as NSString).appendingPathComponent("conformance") }
            ?? "../shared/conformance"
        if isatty(2) != 0, request.replay == nil {
            configuration.progress = { line in try? FileHandle.standardError.write(contentsOf: Data(("\r\u{1B}[K" + line).utf8)) }
        }
        let engine = FuzzEngine(configuration: configuration, conformanceDirectory: FileManager.default.fileExists(atPath: conformance) ? conformance : nil)
        // Setup first: a harness that cannot start or never answers is a configuration error
        // (exit 2, nothing saved), not a crash of the decoder it was meant to run. A replay is
        // not probed: what the saved input does is its verdict, and a harness that cannot start
        // is reported by the replay itself; probing with inputs drawn from a fresh seed could
        // call a harness unusable because one of them happened to find its bug.
        let started = Date()
        let problems = request.replay == nil ? engine.probe(targets, deadline: started.addingTimeInterval(configuration.maxTotalTime)) : []
        guard problems.isEmpty else {
            for problem in problems { console.err("error: \(problem)\n") }
            return nil
        }

        return Prepared(configuration: configuration, targets: targets, engine: engine, started: started)
    }

    /// The fuzz run itself, on a prepared setup.
    static func run(_ prepared: Prepared, _ request: Options, _ console: Console) -> Int32 {
        let configuration = prepared.configuration
        let targets = prepared.targets
        let engine = prepared.engine

        // The run.
        // SIGTERM as SIGINT: CI cancels with TERM, and the JUnit report and summary must still come.
        let interrupt = Interruption { _ in FuzzInterrupt.shared.request() }
        defer { interrupt.cancel() }
        let budget = configuration.runs.map { "\($0) inputs per target" + (request.maxTotalTime != nil ? ", at most \(Int(configuration.maxTotalTime)) s" : "") }
            ?? "\(Int(configuration.maxTotalTime)) s"
        console.err("bridgecheck fuzz: seed \(configuration.seed) (the same inputs again: --seed \(configuration.seed)); \(targets.count) target\(targets.count == 1 ? "" : "s"), \(budget)\n")
        let results = engine.run(targets, started: prepared.started)
        if configuration.progress != nil { console.err("\r\u{1B}[K") }
        // Results on standard output; the header and progress stay on standard error.
        for result in results { console.out(FuzzReport.summary(result) + "\n") }
        let failures = results.reduce(0) { $0 + $1.failures.count }
        let total = results.reduce(0) { $0 + $1.runs }
        console.out("\(total) inputs, \(failures) failure\(failures == 1 ? "" : "s")\n")
        // A run that judged nothing checked nothing: not a pass.
        let nothingJudged = total == 0 && failures == 0 && !FuzzInterrupt.shared.requested && !results.contains(where: \.interrupted)
        let cut = results.filter(\.timeBudgetReached)
        if let asked = configuration.runs, !cut.isEmpty, !nothingJudged {
            console.err("note: the time budget (\(String(format: "%g", configuration.maxTotalTime)) s) ended \(cut.count) of \(results.count) target\(results.count == 1 ? "" : "s") before \(asked) inputs (\(cut.map(\.name).joined(separator: ", "))); another run may make a different number: give more time, or fewer inputs\n")
        }
        if nothingJudged {
            console.err("error: no input was judged within the budget (\(configuration.maxTotalTime) s): the targets are slower than the time given; raise --max-total-time or --timeout\n")
        }
        if let junit = request.junit {
            do {
                try JUnitWriter().write(FuzzReport.junit(results, seed: configuration.seed), to: junit)
            } catch {
                console.err("error: \(error)\n")
                return ExitCode.usage
            }
        }
        if results.contains(where: \.interrupted) || FuzzInterrupt.shared.requested { return 130 }
        return failures > 0 || nothingJudged ? ExitCode.rejected : ExitCode.ok
    }

    /// Runs a saved input again and judges it as the fuzz run did: exit 1 while the failure it was
    /// saved for persists, 0 once it is fixed. The harness's own standard error is shown.
    static func replay(_ input: [UInt8], file: String, target: FuzzTarget, engine: FuzzEngine, _ console: Console) -> Int32 {
        let kind = FailureKind.ofArtifact(named: file)
        let verdict: ReplayVerdict
        do {
            verdict = try engine.replay(input, on: target, as: kind)
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.usage
        }
        func describe(_ outcome: HarnessOutcome) -> String {
            switch outcome {
            case .accepted(let o): return "accepted: \(String(decoding: o.prefix(2000), as: UTF8.self))"
            case .rejected(let o): return "rejected: \(String(decoding: o.prefix(2000), as: UTF8.self))"
            case .crashed(let why): return "crash: \(why)"
            case .hung: return "timeout: no answer within \(engine.configuration.timeout) s"
            case .protocolError(let why): return "protocol: \(why)"
            case .overMemory(let bytes): return "memory: \(bytes >> 20) MiB resident, over the \(engine.configuration.rssLimitBytes >> 20) MiB limit"
            }
        }
        console.out("replay of \(file)\(kind.map { " (saved for \($0.rawValue): \($0.oracle))" } ?? "")\n")
        if !target.sequences, target.isUserHarness, let messages = MessageSequence.decode(input), !messages.isEmpty {
            console.err("note: \(file) holds a sequence of \(messages.count) message\(messages.count == 1 ? "" : "s") (a --sequences run saved it); without --sequences it is sent as one message\n")
        }
        if target.sequences {
            let messages = MessageSequence.messages(in: input)
            console.out("a sequence of \(messages.count) message\(messages.count == 1 ? "" : "s"), sent in order; the verdict is the first failure, else the last answer:\n")
            for (k, message) in messages.enumerated() {
                console.out("  \(k + 1). \(String(decoding: message.prefix(300), as: UTF8.self))\(message.count > 300 ? "…" : "")\n")
            }
        }
        console.out(describe(verdict.outcome) + "\n")
        if let against = verdict.against { console.out("--against: " + describe(against) + "\n") }
        if verdict.outcome.isFailure, !verdict.stderr.isEmpty {
            let lines = verdict.stderr.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
            console.out("harness standard error (last \(lines.count) lines):\n" + lines.map { "  \($0)" }.joined(separator: "\n") + "\n")
        }
        console.out((verdict.persists ? "the failure persists: " : "fixed: ") + verdict.explanation + "\n")
        return verdict.persists ? ExitCode.rejected : ExitCode.ok
    }

    /// This program's own path, to start workers; `BRIDGECHECK_WORKER` overrides it.
    static func ownExecutable() -> String {
        if let override = ProcessInfo.processInfo.environment["BRIDGECHECK_WORKER"] { return override }
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}

/// Splits `'CMD ARGS'` into words the way a shell would for simple quoting: spaces separate,
/// single and double quotes group, a backslash escapes the next character.
enum ShellWords {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in text {
            if escaped {
                current.append(c)
                escaped = false
                continue
            }
            if c == "\\", quote != "'" {
                escaped = true
                inWord = true
                continue
            }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" || c == "\n" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
