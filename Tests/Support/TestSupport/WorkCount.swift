import Foundation
import XCTest

/// The work a command does, counted in instructions by valgrind's callgrind: the same count for the
/// same binary and input whatever else the machine is doing, so a test can assert that work grows
/// linearly with the input without timing anything.
///
/// Why valgrind and not the CPU's counter: `perf_event_open`'s instruction counter is not offered on
/// every machine (these CI machines have none), and a timed test is a flaky test. Valgrind 3.19
/// cannot read the DWARF 5 of a debug build, so each binary is run from a copy without its debug
/// sections (`objcopy --strip-debug`), made once per test process.
public enum WorkCount {
    /// Why counts cannot be taken here, or nil when they can.
    public static let unavailableReason: String? = {
        for tool in ["valgrind", "objcopy"] where Tool.find(tool) == nil {
            return "\(tool) is not installed (apt-get install valgrind binutils): work counts are skipped"
        }
        return nil
    }()

    /// Instructions `executable` (a product in the test bundle's folder, or a path) executes with
    /// `arguments` and `stdin`; child processes are not counted.
    public static func instructions(
        _ executable: String, _ arguments: [String], stdin: Data = Data(), currentDirectory: URL? = nil,
        environment: [String: String] = [:], limit: Double = 300, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UInt64 {
        if let unavailableReason { throw XCTSkip(unavailableReason) }
        guard let valgrind = Tool.find("valgrind") else { throw XCTSkip("valgrind is not installed") }
        let binary = try strippedCopy(of: executable)
        // A regression to quadratic (or worse) work must fail the test, not hang CI: coreutils'
        // timeout ends the count after `limit` seconds.
        let command = ["--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + arguments
        let (program, programArguments) = Tool.find("timeout").map { ($0, ["--signal=KILL", "\(Int(limit))", valgrind] + command) } ?? (valgrind, command)
        let result = try Tool.run(
            program, programArguments, stdin: stdin,
            currentDirectory: currentDirectory, environment: environment.merging(["SWIFT_DETERMINISTIC_HASHING": "1"]) { a, _ in a })
        // "==PID== Collected : N" is callgrind's total.
        guard let line = result.stderrText.split(separator: "\n").last(where: { $0.contains("Collected :") }),
            let count = line.split(separator: ":").last.flatMap({ UInt64($0.trimmingCharacters(in: .whitespaces)) })
        else {
            let why = result.status == 137 ? "it ran more than \(Int(limit)) s under callgrind" : "callgrind printed no instruction count: \(result.stderrText.suffix(2000))"
            XCTFail("\(executable) \(arguments.joined(separator: " ").prefix(300)): \(why)", file: file, line: line)
            return 0
        }
        return count
    }

    /// Asserts that the work `measure(k)` does on an input of scale `k` grows at most `bound` times
    /// from scale `small` to scale 10 × `small`, after the work at scale 0 (process start, reading the
    /// manifest: what every size pays) is taken from both. Prints the three counts either way, so a
    /// log shows how close each input came. Scale 0 is measured twice and the smaller count
    /// kept: a process's start varies, and one run of `manifest check` on a fresh CI machine
    /// started 2.4 M instructions above the next (41.4 M, then 39.0 M locally on the same build),
    /// which took a long enum's ratio from 10.8 to 13.8 by the subtraction alone.
    public static func assertLinear(
        _ what: String, small: Int, bound: Double = 12, file: StaticString = #filePath, line: UInt = #line,
        _ measure: (Int) throws -> UInt64
    ) throws {
        let base = min(try measure(0), try measure(0))
        let one = try measure(small)
        let ten = try measure(small * 10)
        let ratio = Double(ten &- base) / Double(max(1, one &- base))
        let figures = "\(what): \(base) instructions at scale 0, \(one) at \(small), \(ten) at \(small * 10): 10 times the input did \(String(format: "%.2f", ratio)) times the work"
        print(figures)
        XCTAssertGreaterThan(one, base, "\(figures); the input at scale \(small) did no more work than none", file: file, line: line)
        XCTAssertLessThanOrEqual(ratio, bound, "\(figures), more than \(bound)", file: file, line: line)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var copies: [String: String] = [:]

    private static func strippedCopy(of executable: String) throws -> String {
        let source = Tool.product(executable)
        return try lock.withLock {
            if let copy = copies[source] { return copy }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-work-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = folder.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent).path
            guard let objcopy = Tool.find("objcopy") else { throw XCTSkip("objcopy is not installed") }
            let result = try Tool.run(objcopy, ["--strip-debug", source, copy])
            guard result.status == 0 else { throw XCTSkip("objcopy could not strip \(source): \(result.stderrText)") }
            copies[source] = copy
            return copy
        }
    }
}
