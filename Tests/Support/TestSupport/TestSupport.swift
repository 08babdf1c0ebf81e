import BridgeGenerate
import Foundation

/// Locations the tests read from: the package root and `../shared` beside it.
public enum Fixtures {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/conformance`, or `$BRIDGECHECK_SHARED/conformance`; nil when absent.
    public static var conformance: URL? {
        let shared = ProcessInfo.processInfo.environment["BRIDGECHECK_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let url = shared.appendingPathComponent("conformance")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The message a test skips with when `../shared` is missing.
    public static let missingSharedMessage = "../shared/conformance is not beside the package (set BRIDGECHECK_SHARED to its folder); conformance vectors skipped"

    public static var exampleManifest: URL { packageRoot.appendingPathComponent("examples/bridge-manifest.json") }
}

/// The fuzzer's seeded generator (SplitMix64), so randomized tests replay from their seed.
public typealias SeededGenerator = FuzzRandom

extension FuzzRandom {
    /// The seed from `$BRIDGECHECK_SEED`, or a fresh one; tests print it on failure.
    public static func seedFromEnvironment() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["BRIDGECHECK_SEED"], let seed = UInt64(text) { return seed }
        return UInt64.random(in: 0...UInt64.max)
    }
}

/// Runs programs for tests: node for JavaScript oracles, xmllint for schemas.
public enum Tool {
    /// The path of `executable`: a product in the test bundle's folder, or a path as given.
    public static func product(_ executable: String) -> String {
        executable.contains("/") ? executable : Bundle.main.bundleURL.appendingPathComponent(executable).path
    }

    /// The full path of `name` on PATH, or nil.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public struct Result {
        public let status: Int32
        public let stdout: Data
        public let stderr: Data
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, feeding `stdin`, and waits.
    public static func run(_ executable: String, _ arguments: [String], stdin: Data = Data(), currentDirectory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        // A program that exits without reading its input must not end the test run: no SIGPIPE,
        // and the throwing write below (`FileHandle.write(_:)` aborts on EPIPE).
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes while the process runs so neither can fill up and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        DispatchQueue.global().async { out = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { err = error.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }
}

/// The `↓` markers rule examples use to say where a finding belongs.
public enum ExampleMarkers {
    /// 1-based line and column (in characters) of each `↓`, as if the markers were removed.
    public static func positions(in text: String) -> [(line: Int, column: Int)] {
        var out: [(Int, Int)] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "↓" {
                out.append((line, column))
                continue
            }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return out
    }
}

/// Whether `binary` (`bridgecheck` or `bridgecheck-native`) reads Objective-C here: its `native`
/// command reads an empty `.m` file instead of refusing it (bridgecheck-native built without
/// libclang refuses; an error of any other kind would hide the answer).
public enum ObjectiveCProbe {
    public static func reads(with binary: String) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? Data(#"{"version": 1, "handlers": {"h": {"body": "string"}}}"#.utf8).write(to: folder.appendingPathComponent("m.json"))) != nil,
            (try? Data().write(to: folder.appendingPathComponent("A.m"))) != nil,
            let result = try? Tool.run(binary, ["native", "--manifest", "m.json", "A.m"], currentDirectory: folder)
        else { return false }
        return result.stdoutText.contains("1 file scanned")
    }
}

/// Validates SARIF logs against the SARIF 2.1.0 JSON schema (`Tests/Support/schemas`, OASIS's
/// file, unmodified) with Python's `jsonschema` (Debian `python3-jsonschema`, which `.ci/run`
/// installs): the toolchain has no JSON Schema validator, and writing one for a test would be
/// a second thing to trust. The schema is draft-04, so Draft4Validator reads it.
public enum SARIFSchemaCheck {
    public static let schema = Fixtures.packageRoot.appendingPathComponent("Tests/Support/schemas/sarif-schema-2.1.0.json")
    public static let missingValidatorMessage = "python3 with jsonschema is not installed (Debian package python3-jsonschema); SARIF schema validation skipped"

    static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        log = json.load(sys.stdin)
        for error in sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(map(str, e.absolute_path))):
            print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        """

    /// Whether the validator is there to run.
    public static var available: Bool {
        guard let python = Tool.find("python3"), let result = try? Tool.run(python, ["-c", "import jsonschema"]) else { return false }
        return result.status == 0
    }

    /// Each way `log` breaks the schema, as `json/path: message`; empty when it conforms.
    public static func problems(_ log: Data) throws -> [String] {
        guard let python = Tool.find("python3") else { throw CheckError.missingValidator }
        let result = try Tool.run(python, ["-c", script, schema.path], stdin: log)
        if result.status == 3 { throw CheckError.missingValidator }
        guard result.status == 0 else { throw CheckError.failed(result.stderrText) }
        return result.stdoutText.split(separator: "\n").map(String.init)
    }

    /// The problems of the SARIF file at `url`, or nil where the validator is not installed (a
    /// test that checks more than the schema goes on; it says so on stderr).
    public static func problems(file url: URL) throws -> [String]? {
        do {
            return try problems(Data(contentsOf: url))
        } catch CheckError.missingValidator {
            FileHandle.standardError.write(Data("\(missingValidatorMessage): \(url.lastPathComponent)\n".utf8))
            return nil
        }
    }

    public enum CheckError: Error, CustomStringConvertible {
        case missingValidator
        case failed(String)
        public var description: String {
            switch self {
            case .missingValidator: return SARIFSchemaCheck.missingValidatorMessage
            case .failed(let text): return "the SARIF schema check did not run: \(text)"
            }
        }
    }
}
