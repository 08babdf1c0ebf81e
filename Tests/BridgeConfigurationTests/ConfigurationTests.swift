import BridgeConfiguration
import BridgeJSON
import BridgeReport
import Foundation
import XCTest

/// `.bridgecheck.json` read and written by one type: what `init` writes, `check` reads back the
/// same; every section's problems name their JSON path.
final class ConfigurationTests: XCTestCase {
    private let rules = ["unknown-handler", "uncaught-error", "force-cast-page-data"]

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-configuration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func load(_ text: String) throws -> Configuration {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent(Configuration.fileName).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return try Configuration.load(file, rules: rules)
    }

    private func problems(_ text: String) throws -> [String] {
        do throws(ConfigurationError) {
            let folder = try? temporaryFolder()
            let file = (folder?.path ?? "/tmp") + "/" + Configuration.fileName
            try? text.write(toFile: file, atomically: true, encoding: .utf8)
            _ = try Configuration.load(file, rules: rules)
            return []
        } catch {
            guard case .invalid(_, let problems) = error else { return ["\(error)"] }
            return problems
        }
    }

    func testWhatIsWrittenReadsBackTheSame() throws {
        let folder = try temporaryFolder().path
        var config = Configuration()
        config.file = folder + "/" + Configuration.fileName
        config.comment = "settings"
        config.manifest = folder + "/app/bridge-manifest.json"
        config.paths = [folder + "/web", folder + "/docs"]
        config.exclude = ["**/*.min.js"]
        config.rules = ["unknown-handler": .warning, "uncaught-error": Severity?.none]
        config.formats = ["github"]
        config.reports = folder + "/out/reports"
        config.fuzz.budget = 7.5
        config.fuzz.seed = 18_446_744_073_709_551_615
        config.fuzz.inputs = nil
        config.fuzz.harnesses = [Configuration.Harness(command: "./harness --x", handler: "EXAMPLE", function: "pong", sequences: true)]
        var run = Configuration.Run()
        run.paths = [folder + "/web"]
        run.timeout = 12
        run.jobs = 3
        run.settle = 0.25
        config.run = run
        config.native = Configuration.Native(paths: [folder + "/App/Sources"])
        let text = config.text
        XCTAssertTrue(text.contains("\"manifest\": \"app/bridge-manifest.json\""), "paths are written relative to the file's folder: \(text)")
        try text.write(toFile: config.file ?? "", atomically: true, encoding: .utf8)
        XCTAssertEqual(try Configuration.load(config.file ?? "", rules: rules), config)
    }

    func testASectionsBadValueIsNamedByItsPath() throws {
        XCTAssertEqual(try problems(#"{"fuzz": {"budget": "x"}}"#), ["$.fuzz.budget: expected seconds, more than 0"])
        XCTAssertEqual(try problems(#"{"fuzz": {"harnesses": [{"command": "h"}]}}"#), [#"$.fuzz.harnesses[0]: needs "command" and "handler""#])
        XCTAssertEqual(try problems(#"{"run": {"jobs": 0, "timout": 3}}"#), [
            "$.run.timout: unknown key 'timout' (did you mean 'timeout'?); allowed: $comment, paths, timeout, jobs, settle",
            "$.run.jobs: expected a whole number from 1 to 64",
        ])
        XCTAssertEqual(try problems(#"{"native": {"paths": []}}"#), ["$.native.paths: expected a non-empty array of Swift source folders"])
        XCTAssertEqual(try problems(#"{"rules": {"unknown-handlr": "off", "uncaught-error": "loud"}}"#), [
            #"$.rules["unknown-handlr"]: no rule 'unknown-handlr' (did you mean 'unknown-handler'?)"#,
            #"$.rules["uncaught-error"]: expected "error", "warning" (or "warn"), "info" or "off""#,
        ])
        XCTAssertEqual(try problems(#"{"fuzz": {"seed": -1}, "paths": "web"}"#), ["$.paths: expected an array of strings", #"$.fuzz.seed: expected a whole number, or "random""#])
        for bad in ["0", "-5", "2.5", "\"lots\"", "1e12", "true"] {
            XCTAssertEqual(try problems(#"{"fuzz": {"inputs": \#(bad)}}"#), [#"$.fuzz.inputs: expected a whole number of inputs per target, more than 0, or "unlimited""#], bad)
        }
    }

    /// `"inputs"`: a number per target, 2,000 unless set; "unlimited" for as many as the budget allows.
    func testInputsAreANumberOrUnlimited() throws {
        XCTAssertEqual(try load("{}").fuzz.inputs, 2_000)
        XCTAssertEqual(try load(#"{"fuzz": {"inputs": 500}}"#).fuzz.inputs, 500)
        XCTAssertNil(try load(#"{"fuzz": {"inputs": "unlimited"}}"#).fuzz.inputs)
    }

    /// ESLint's "warn" is read as "warning".
    func testWarnIsAWarning() throws {
        XCTAssertEqual(try load(#"{"rules": {"unknown-handler": "warn", "uncaught-error": "off"}}"#).rules, ["unknown-handler": .warning, "uncaught-error": Severity?.none])
    }

    func testDefaultsAndPathsResolveAgainstTheFilesFolder() throws {
        let config = try load(#"{"$comment": ["a note", "of two lines"], "native": {"paths": ["App"]}}"#)
        let folder = try XCTUnwrap(config.folder)
        XCTAssertEqual(config.manifest, folder + "/bridge-manifest.json")
        XCTAssertEqual(config.paths, [folder])
        XCTAssertEqual(config.reports, folder + "/reports")
        XCTAssertEqual(config.native?.paths, [folder + "/App"])
        XCTAssertEqual(config.fuzz.budget, 20)
        XCTAssertNil(config.comment, "a $comment that is not a string is allowed, and not kept")
        XCTAssertNil(config.run)
    }
}
