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
        XCTAssertTrue(crash.stderrText.contains("App_PlantedBugs.swift:29: Fatal error: Unexpectedly found nil while unwrapping an Optional value"), crash.stderrText.suffix(3000).description)
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("crash-") })

        let oracle = try Tool.run(
            binary, ["out/corpus", "-runs=20000", "-seed=1", "-artifact_prefix=\(folder.path)/oracle-"], currentDirectory: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no", "PLANTED_BUG": "reject"])
        XCTAssertNotEqual(oracle.status, 0)
        XCTAssertTrue(oracle.stderrText.contains("bridgecheck: valid-rejected: the contract accepts this 'EXAMPLE' message, but the decoder rejects it"), oracle.stderrText.suffix(3000).description)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libfuzzer-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
