import BridgeContract
import BridgeLibFuzzer
import BridgeNative
import BridgeReport
import Foundation

/// `bridgecheck fuzz libfuzzer`: a coverage-guided libFuzzer binary of a team's own decoder, with
/// the contract's mutator and oracles in process.
enum FuzzLibFuzzerCommand {
    /// What `fuzz libfuzzer` is asked to build, typed. The oracles stay as written: they are
    /// checked with the other setup problems, which are all said at once.
    struct Options: CommandOptions {
        var manifest: String?
        var handler: String?
        var decode: String?
        var output: String?
        var sanitizers: String?
        var oracles: String?
        var seeds: Int?
        var debug = false
        var run: Int?
        var sequences = false
        var reset: String?
        /// The decoder's Swift files or folders.
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["fuzz", "libfuzzer"],
        summary: "Build a libFuzzer binary of your own Swift decoder, with the contract's mutator and oracles.",
        discussion: """
            Compiles SOURCE (your decoder's Swift files or folders), bridgecheck's Foundation-only
            modules and generated entry points with `swiftc -sanitize=fuzzer,address` (SwiftPM cannot
            link such executables) into OUTPUT/fuzz-HANDLER, and seeds OUTPUT/corpus with the
            handler's examples, messages generated from the contract and, when it exists, bridgecheck
            fuzz's corpus for the same handler (corpus/harness-HANDLER: the same one-file-per-input,
            SHA-1-named layout). --decode is a Swift expression of type ([UInt8]) throws -> T called
            with the JSON text of each posted body: returning accepts, throwing rejects. A message the
            contract accepts and the decoder rejects (or the other way) aborts the run like a crash
            (BRIDGECHECK_ORACLES=valid-rejected,invalid-accepted|none at run time chooses). Then run
            it with libFuzzer's own flags, or give --run SECONDS. With --sequences each input is
            several messages (each a 2-byte big-endian length and its JSON text) sent in order after
            --reset, your function that gives the decoder fresh state, so coverage guidance reaches
            code that keeps state between messages; the mutator drops, repeats, swaps and mutates
            messages and reuses one message's values in another, and only crashes count.
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .text("handler", \.handler, value: "NAME", help: "The handler whose messages the decoder reads."),
            .text("decode", \.decode, value: "EXPR", help: "Swift expression of type ([UInt8]) throws -> T, e.g. 'MyDecoder.decode' or '{ try decode($0) }'."),
            .text("output", \.output, value: "DIR", help: "Where the binary and its corpus go (default: libfuzzer-HANDLER)."),
            .text("sanitizers", \.sanitizers, value: "LIST", help: "swiftc -sanitize= (default: fuzzer,address)."),
            .text("oracles", \.oracles, value: "LIST", help: "valid-rejected,invalid-accepted (default), or none: crashes only."),
            .integer("seeds", \.seeds, in: 0...1_000_000, takes: "a whole number from 0 to 1000000", help: "Generated seed messages (default: 64)."),
            .flag("debug", \.debug, help: "Build with -Onone: faster to build, slower to run."),
            .integer(
                "run", \.run, in: 1...Int(Int32.max), value: "SECONDS", takes: "whole seconds, 1 or more",
                help: "Run the fuzzer this long once built (-max_total_time), and exit 1 if it fails."),
            .flag("sequences", \.sequences, help: "Each input is a sequence of messages, sent after --reset (for decoders that keep state)."),
            .text("reset", \.reset, value: "EXPR", help: "With --sequences: Swift expression of type () -> Void that gives the decoder fresh state, e.g. 'Bridge.reset'."),
        ],
        positionals: [PositionalSpec(name: "SOURCE", help: "The decoder's Swift files or folders.", optional: false, variadic: true)],
        exitCodes: "Exit codes: 0 built (and, with --run, no failure), 1 the fuzzer found a failure, 2 usage error or the build failed.",
        run: run)

    /// bridgecheck's modules compiled into the fuzzer: the Foundation-only layers it needs.
    static let modules = ["BridgePattern", "BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeGenerate", "BridgeLibFuzzer"]

    /// The package's own folder, where the modules' sources are: this file's, as compiled (a
    /// checkout or a SwiftPM dependency's), or BRIDGECHECK_SOURCES.
    static func packageRoot() -> String? {
        if let given = ProcessInfo.processInfo.environment["BRIDGECHECK_SOURCES"], !given.isEmpty { return given }
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        if FileManager.default.fileExists(atPath: here + "/Sources/BridgeLibFuzzer") { return here }
        // An installed bundle (scripts/install.sh) carries the modules' sources in share/bridgecheck/sources.
        let installed = ((Handover.folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/bridgecheck/sources")
        return FileManager.default.fileExists(atPath: installed + "/Sources/BridgeLibFuzzer") ? installed : nil
    }

    static func run(_ options: Options, _ console: Console) -> Int32 {
        let (handlerName, decode, given) = decoderTarget(handler: options.handler, decode: options.decode)
        var problems = given
        let oracles = options.oracles ?? "valid-rejected,invalid-accepted"
        if LibFuzzerDriver.Oracles(names: oracles) == nil { problems.append("--oracles \(oracles): expected valid-rejected, invalid-accepted (comma-separated) or none") }
        let seedCount = options.seeds ?? 64
        let runSeconds = options.run
        let manifestPath = options.manifest ?? Manifest.defaultFileName
        var manifestBytes: [UInt8] = []
        if let data = FileManager.default.contents(atPath: manifestPath) {
            manifestBytes = [UInt8](data)
            do {
                let manifest = try ManifestLoader.load(bytes: manifestBytes, file: manifestPath)
                if !handlerName.isEmpty, manifest.handler(named: handlerName) == nil {
                    problems.append("\(manifestPath) has no handler '\(handlerName)'; it has \(manifest.handlers.map(\.name).joined(separator: ", "))")
                }
            } catch {
                problems.append("\(error)")
            }
        } else {
            problems.append("\(manifestPath): cannot read the manifest (pass --manifest FILE)")
        }
        var sources: [String] = []
        do {
            sources = try NativeSources.find(options.positionals).filter { $0.hasSuffix(".swift") }
            if sources.isEmpty { problems.append("no .swift files in \(options.positionals.joined(separator: ", "))") }
        } catch {
            problems.append("\(error)")
        }
        if options.sequences, options.reset == nil {
            problems.append("--sequences needs --reset EXPR: the function that gives your decoder fresh state before each sequence (a Swift expression of type () -> Void)")
        }
        if options.reset != nil, !options.sequences { problems.append("--reset is for --sequences (one message per input needs no reset)") }
        let root = packageRoot()
        if root == nil { problems.append("bridgecheck's own sources are not where it was built; set BRIDGECHECK_SOURCES to a checkout of bridgecheck") }
        let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
        if !FileManager.default.isExecutableFile(atPath: swiftc) { problems.append("swiftc is not on PATH (a Swift toolchain with libFuzzer is needed)") }
        let output = options.output ?? "libfuzzer-\(handlerName)"
        guard problems.isEmpty, let root else {
            for problem in problems { console.err("error: \(problem)\n") }
            return ExitCode.usage
        }

        // The sources of one module: bridgecheck's imports of its own modules dropped.
        let work = (output as NSString).appendingPathComponent("src")
        let binary = (output as NSString).appendingPathComponent("fuzz-\(handlerName)")
        let corpus = (output as NSString).appendingPathComponent("corpus")
        do {
            try? FileManager.default.removeItem(atPath: work)
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            var written: Set<String> = []
            func copy(_ file: String, as name: String) throws {
                var unique = name
                var k = 2
                while written.contains(unique) {
                    unique = "\(k)_\(name)"
                    k += 1
                }
                written.insert(unique)
                let text = try String(contentsOfFile: file, encoding: .utf8)
                try Data(dropModuleImports(text).utf8).write(to: URL(fileURLWithPath: (work as NSString).appendingPathComponent(unique)))
            }
            for module in modules {
                for file in (try? NativeSources.find(["\(root)/Sources/\(module)"])) ?? [] { try copy(file, as: "\(module)_\((file as NSString).lastPathComponent)") }
            }
            for file in sources { try copy(file, as: "App_\((file as NSString).lastPathComponent)") }
            try Data(LibFuzzerGlue.source(decode: decode, handler: handlerName, manifest: manifestBytes, oracles: oracles, reset: options.sequences ? options.reset : nil).utf8)
                .write(to: URL(fileURLWithPath: (work as NSString).appendingPathComponent("Glue.swift")))
            try Data(LibFuzzerGlue.header.utf8).write(to: URL(fileURLWithPath: (work as NSString).appendingPathComponent("libfuzzer.h")))
        } catch {
            console.err("error: \(output): cannot write the fuzzer's sources: \(error.localizedDescription)\n")
            return ExitCode.usage
        }

        let sanitizers = options.sanitizers ?? "fuzzer,address"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: work)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { (work as NSString).appendingPathComponent($0) }
        // The Swift runtime linked in on Linux: ClusterFuzzLite's runner image has none.
        #if os(Linux)
            let runtime = ["-static-stdlib"]
        #else
            let runtime: [String] = []
        #endif
        let arguments = ["-sanitize=\(sanitizers)", "-parse-as-library", options.debug ? "-Onone" : "-O", "-module-name", "BridgeFuzzTarget", "-package-name", "bridgecheck",
            "-import-objc-header", (work as NSString).appendingPathComponent("libfuzzer.h")] + runtime + files + ["-o", binary]
        console.err("building \(binary) from \(sources.count) source file\(sources.count == 1 ? "" : "s") and bridgecheck's \(modules.joined(separator: ", ")) (a few minutes)…\n")
        let build = runProcess(swiftc, arguments)
        guard build.status == 0 else {
            console.err(build.output)
            console.err("error: the fuzzer did not build (swiftc exited \(build.status)); the generated sources are in \(work)\n")
            return ExitCode.usage
        }

        // Seeds: the examples, generated messages, and bridgecheck fuzz's corpus for the handler.
        var seeds: [[UInt8]] = []
        if let driver = try? LibFuzzerDriver(manifest: manifestBytes, handler: handlerName, decode: { _ in .accepted }) {
            seeds = options.sequences ? driver.sequenceSeeds(count: seedCount, seed: 1) : driver.seeds(count: seedCount, seed: 1)
        }
        let bridgecheckCorpus = "corpus/harness-\(handlerName)"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: bridgecheckCorpus)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = (bridgecheckCorpus as NSString).appendingPathComponent(name)
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue, let data = FileManager.default.contents(atPath: path) { seeds.append([UInt8](data)) }
        }
        for seed in seeds {
            try? Data(seed).write(to: URL(fileURLWithPath: (corpus as NSString).appendingPathComponent(SHA1.hex(seed))))
        }
        let command = "SWIFT_BACKTRACE=enable=no \(binary) \(corpus) -max_total_time=60"
        console.out("built \(binary); corpus \(corpus) (\(seeds.count) seeds)\nrun: \(command)\n")
        guard let runSeconds else { return ExitCode.ok }
        let crashes = (output as NSString).appendingPathComponent("crashes")
        try? FileManager.default.createDirectory(atPath: crashes, withIntermediateDirectories: true)
        console.err("running \(binary) for \(runSeconds) s; failures go to \(crashes)/\n")
        // Swift's own crash reporter reads memory AddressSanitizer then reports as a second error.
        let fuzz = runProcess(
            binary, [corpus, "-max_total_time=\(runSeconds)", "-print_final_stats=1", "-artifact_prefix=\(crashes)/"], passthrough: true,
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        return fuzz.status == 0 ? ExitCode.ok : ExitCode.rejected
    }

    /// `--handler` and `--decode`, which `fuzz libfuzzer` and `fuzz init-clusterfuzzlite` share,
    /// with what is missing.
    static func decoderTarget(handler given: String?, decode expression: String?) -> (handler: String, decode: String, problems: [String]) {
        var problems: [String] = []
        let handler = given ?? ""
        let decode = expression ?? ""
        if handler.isEmpty { problems.append("--handler NAME is needed: the handler whose messages the decoder reads") }
        if decode.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("--decode EXPR is needed: your decode function, e.g. --decode 'MyDecoder.decode'") }
        return (handler, decode, problems)
    }

    /// Drops `import` of bridgecheck's own modules (they become one module with the app's code).
    static func dropModuleImports(_ text: String) -> String {
        let names = Set(modules + ["BridgeHarness"])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var words = line.split(separator: " ")
            while let first = words.first, ["@testable", "public", "internal", "package", "@_exported"].contains(first) { words.removeFirst() }
            if words.count == 2, words[0] == "import", names.contains(String(words[1])) { return "" }
            return line
        }.joined(separator: "\n")
    }

    /// Runs a program; its output (stdout and stderr together) when not passed through.
    static func runProcess(_ executable: String, _ arguments: [String], passthrough: Bool = false, environment: [String: String] = [:]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        if !passthrough {
            process.standardOutput = pipe
            process.standardError = pipe
        }
        do {
            try process.run()
        } catch {
            return (127, "\(executable): \(error.localizedDescription)\n")
        }
        let data = passthrough ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
