import Foundation
import TestSupport
import XCTest

/// Every parser, decoder and check does work linear in its input: each test runs the release
/// command on a hostile input at 1 and 10 times its size and asserts, in instructions (callgrind),
/// that the work grew at most 12 times. The inputs are those of issue 30's reproductions, scaled
/// down so that callgrind takes seconds; `Benchmarks/limits/run.py` times the same inputs at
/// 1×, 10× and 100×.
final class LinearWorkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-linear-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func bridgecheck(_ arguments: [String], stdin: String = "") throws -> UInt64 {
        try WorkCount.instructions("bridgecheck", arguments, stdin: Data(stdin.utf8), currentDirectory: folder)
    }

    private var anyManifest: String {
        get throws { try write("any.json", #"{"version":1,"handlers":{"any":{"body":"object","examples":[[1]]}}}"#) }
    }

    /// A message body that is one long array: the JSON parser used to copy the array on every element.
    func testALongArrayInAMessageBody() throws {
        let manifest = try anyManifest
        try WorkCount.assertLinear("decode message, an array of n zeros", small: 2_000) { n in
            try bridgecheck(["decode", "message", "--manifest", manifest, "--handler", "any", "-"], stdin: "[" + Array(repeating: "0", count: max(1, n)).joined(separator: ",") + "]")
        }
    }

    /// An object with many keys: the schema check looked each key up again, quadratic in the keys.
    func testAnObjectWithManyKeysInAMessageBody() throws {
        let manifest = try write("keys.json", #"{"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","required":["k0"],"uniqueItems":true,"additionalProperties":{"type":"integer"}}}}}"#)
        // Long keys and values, so the work a key costs stands well above the few hundred
        // thousand instructions by which a process's start varies (threads, lazy metadata);
        // 10 times 100 keys is the decoder's limit of 1,000.
        try WorkCount.assertLinear("decode message, an object of n keys", small: 100) { n in
            let members = (0..<max(1, n)).map { "\"k\($0)\($0 == 0 ? "" : "_" + String(repeating: "x", count: 48))\":\(1_000_000_000_000 + $0)" }.joined(separator: ",")
            return try bridgecheck(["decode", "message", "--manifest", manifest, "--handler", "h", "-"], stdin: "{" + members + "}")
        }
    }

    /// A pattern is matched in steps linear in the string (its program is fixed by the manifest,
    /// and bounded against the longest string at manifest check).
    func testAPatternOnALongString() throws {
        let manifest = try write("pattern.json", #"{"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","properties":{"s":{"type":"string","pattern":"[a-z]{1,60}c"}}}}}}"#)
        try WorkCount.assertLinear("decode message, a pattern on a string of n characters", small: 500) { n in
            try bridgecheck(["decode", "message", "--manifest", manifest, "--handler", "h", "-"], stdin: #"{"s":""# + String(repeating: "a", count: n) + #""}"#)
        }
    }

    // MARK: lint

    private let call = #"window.webkit.messageHandlers.nativeHandler.postMessage("x");"#

    /// Lints one script of scale `n`, made by `make`, alone.
    private func lint(_ name: String, _ extra: [String] = [], _ make: @escaping (Int) -> String) -> (Int) throws -> UInt64 {
        { n in
            let script = try self.write("\(name)-\(n)/page.js", make(n))
            return try self.bridgecheck(["lint", "--manifest", Fixtures.exampleManifest.path, "--jobs", "1", "--quiet"] + extra + [script])
        }
    }

    /// Each name was resolved by walking up its scopes: quadratic in the nesting.
    func testNestedFunctions() throws {
        try WorkCount.assertLinear("lint, n nested function declarations", small: 300, lint("functions") { n in
            self.call + String(repeating: "function f(){", count: n) + String(repeating: "}", count: n)
        })
    }

    /// Each arrow body's end was found by scanning to the end of the outermost one.
    func testNestedArrows() throws {
        try WorkCount.assertLinear("lint, n nested arrow functions", small: 300, lint("arrows") { n in
            self.call + String(repeating: "x=()=>", count: n) + "1"
        })
    }

    /// Platform guards: a line of guarded statements with no `;`, and guards nested in guards
    /// that return on iOS (each could be read to the end of the line, or of its block, again).
    func testPlatformGuards() throws {
        try WorkCount.assertLinear("lint, n platform guards", small: 200, lint("guards") { n in
            self.call + String(repeating: "if(cordova.platformId==='android')a ", count: n) + "\n"
                + String(repeating: "if(cordova.platformId==='ios'){", count: n) + "return;" + String(repeating: "}", count: n)
        })
    }

    /// One long line that is not ASCII: each column was counted from the line's start.
    func testCallsSeparatedByLineSeparators() throws {
        try WorkCount.assertLinear("lint, n calls separated by U+2028", small: 100, lint("u2028") { n in
            Array(repeating: self.call, count: max(1, n)).joined(separator: "\u{2028}")
        })
    }

    /// A fingerprint collapsed the whole line again for each finding on it.
    func testSARIFForManyFindingsOnOneLine() throws {
        try WorkCount.assertLinear("lint --format sarif, n findings on one line", small: 50, lint("sarif", ["--format", "sarif"]) { n in
            self.call + String(repeating: #"window.webkit.messageHandlers.nativeHandlr.postMessage("x");"#, count: n)
        })
    }

    /// A page posting a JSON string: lint parses the JSON too.
    func testAJSONStringLiteralHoldingALongArray() throws {
        try WorkCount.assertLinear("lint, a JSON string of n elements", small: 2_000, lint("json-string") { n in
            "window.webkit.messageHandlers.ios_javascript.postMessage('[" + Array(repeating: "0", count: max(1, n)).joined(separator: ",") + "]');"
        })
    }

    /// A scheme URL of n escapes: its decoding and the round trip the scheme-url fuzz target
    /// checks it by are linear (percent-encoding formatted each byte with String(format:), 5 ms
    /// for a 4 KB URL, so the target's libFuzzer run stopped at 7.06 M of 10 M inputs).
    func testASchemeURLOfManyEscapes() throws {
        try WorkCount.assertLinear("decode scheme, a URL of n escapes", small: 600) { n in
            let url = "mgapp://openBrowser?url=https%3A%2F%2F" + String(repeating: "%E2%82%AC", count: n) + "\n"
            return try self.bridgecheck(["decode", "scheme", "--manifest", Fixtures.exampleManifest.path, "-"], stdin: url)
        }
    }

    // MARK: Manifests, configurations, baselines

    func testAManifestWithALongEnum() throws {
        try WorkCount.assertLinear("manifest check, an enum of n strings", small: 2_000) { n in
            let values = (0..<max(1, n)).map { "\"v\($0)\"" }.joined(separator: ",")
            let manifest = try self.write("enum-\(n).json", #"{"version":1,"handlers":{"h":{"body":"string","schema":{"enum":["# + values + #"]},"examples":["v0"]}}}"#)
            return try self.bridgecheck(["manifest", "check", manifest])
        }
    }

    func testABaselineWithManyEntries() throws {
        let site = Fixtures.packageRoot.appendingPathComponent("examples/site").path
        try WorkCount.assertLinear("lint --baseline, n entries", small: 500) { n in
            let entries = (0..<n).map { #"{"rule":"unknown-handler","file":"index.html","fingerprint":"\#($0)","message":"m"}"# }.joined(separator: ",")
            let baseline = try self.write("baseline-\(n).json", #"{"version":1,"entries":["# + entries + "]}")
            return try self.bridgecheck(["lint", "--manifest", Fixtures.exampleManifest.path, "--jobs", "1", "--baseline", baseline, site])
        }
    }

    func testAConfigurationWithManyPaths() throws {
        try WorkCount.assertLinear("lint with a configuration of n paths", small: 100) { n in
            let folder = "paths-\(n)"
            _ = try self.write("\(folder)/site/index.html", "<script>\(self.call)</script>")
            let paths = (0..<max(1, n)).map { _ in "\"site\"" }.joined(separator: ",")
            let config = try self.write("\(folder)/.bridgecheck.json", #"{"manifest":"\#(Fixtures.exampleManifest.path)","paths":["# + paths + "]}")
            return try self.bridgecheck(["lint", "--config", config, "--jobs", "1", "--allow-empty"])
        }
    }
}
