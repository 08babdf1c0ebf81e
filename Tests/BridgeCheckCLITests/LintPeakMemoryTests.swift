import Foundation
import TestSupport
import XCTest

/// Lint's peak memory is a fixed multiple of the script it reads, on the shapes that cost the most
/// a byte: a token every byte (`a+a+…`), an object literal every eight, a function every three
/// (`x=>x=>…`, a scope and a binding each), brackets nested as deep as the script. Each test
/// lints a 2 MB script and bounds the peak resident set above that of a one-line script, per byte
/// of the large one. A 98 MB `a+a+…`
/// script peaked at 4.8 GB (48 times) before tokens shrank to 16 and then 12 bytes, the bracket
/// tables to one, the token and scope arrays stopped regrowing, and a token's scope, enclosing
/// bracket and expression end stopped being a table a token; nested arrows cost 81 bytes a byte
/// before bindings shrank to 40 bytes and then 20 (the name read from its token), a function's
/// facts to 12 and a scope of a few names stopped hashing them. The debug build measures 20, 28,
/// 39 and 37; figures for larger inputs come from `Benchmarks/limits/run.py`.
final class LintPeakMemoryTests: XCTestCase {
    private var folder: URL!
    private let call = #"window.webkit.messageHandlers.nativeHandler.postMessage("x");"# + "\n"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The peak of `lint` on one script of `body`, in bytes.
    private func peak(_ name: String, _ body: String) throws -> Int {
        let site = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data(body.utf8).write(to: site.appendingPathComponent("page.js"))
        return try PeakMemory.bytes("bridgecheck", ["lint", "--manifest", Fixtures.exampleManifest.path, "--jobs", "1", "--quiet", site.path])
    }

    private func assertPeak(_ what: String, repeating piece: String, atMost bound: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let base = try peak("base", call)
        let script = call + "var x = " + String(repeating: piece, count: 2_000_000 / piece.utf8.count) + "0;\n"
        let large = try peak("large", script)
        let perByte = Double(large - base) / Double(script.utf8.count)
        let figures = "\(what): \(base / 1024) KiB for one line, \(large / 1024) KiB for \(script.utf8.count / 1024) KiB of script: \(String(format: "%.1f", perByte)) bytes a byte"
        print(figures)
        XCTAssertLessThanOrEqual(perByte, Double(bound), "\(figures), more than \(bound)", file: file, line: line)
    }

    func testATokenEveryByte() throws {
        try assertPeak("lint, a+a+…", repeating: "a+", atMost: 24)
    }

    func testAnObjectLiteralEveryEightBytes() throws {
        try assertPeak("lint, ({a:1});…", repeating: "({a:1});", atMost: 32)
    }

    func testAFunctionEveryThreeBytes() throws {
        try assertPeak("lint, x=>x=>…", repeating: "x=>", atMost: 42)
    }

    /// Brackets nested as deep as the script is long (`[{a:[{a:…0}]}]`): a token every byte, each
    /// with its own enclosing bracket, and a scope every six bytes.
    func testBracketsNestedAsDeepAsTheScript() throws {
        let depth = 2_000_000 / 6
        let base = try peak("base", call)
        let script = call + "var x = " + String(repeating: "[{a:", count: depth) + "0" + String(repeating: "}]", count: depth) + ";\n"
        let large = try peak("large", script)
        let perByte = Double(large - base) / Double(script.utf8.count)
        let figures = "lint, [{a:…}]: \(base / 1024) KiB for one line, \(large / 1024) KiB for \(script.utf8.count / 1024) KiB of script: \(String(format: "%.1f", perByte)) bytes a byte"
        print(figures)
        XCTAssertLessThanOrEqual(perByte, 40, "\(figures), more than 40")
    }
}
