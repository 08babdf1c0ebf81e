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
        try WorkCount.assertLinear("decode message, an object of n keys", small: 90) { n in
            let members = (0..<max(1, n)).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
            return try bridgecheck(["decode", "message", "--manifest", manifest, "--handler", "h", "-"], stdin: "{" + members + "}")
        }
    }
}
