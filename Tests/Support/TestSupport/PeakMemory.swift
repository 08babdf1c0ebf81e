import Foundation
import XCTest

/// The most memory a command held at once: its peak resident set as the kernel counted it
/// (`ru_maxrss`), so a test can bound what a command holds without timing anything.
///
/// Why through Python: Foundation's `Process` does not report a child's resource use, and a child
/// this process started itself would report at least this process's own resident set (Linux
/// carries the peak across `exec`, and `posix_spawn` runs the child in the parent's memory until
/// then), which a test process of many megabytes would hide a small command's peak under. A child
/// of a small Python process starts from Python's few megabytes instead.
public enum PeakMemory {
    static let script = """
        import resource, subprocess, sys
        try:
            done = subprocess.run(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=float(sys.argv[1]))
        except subprocess.TimeoutExpired:
            print("timeout")
            sys.exit(0)
        print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """

    /// The peak resident bytes of `executable` (a product in the test bundle's folder, or a path)
    /// run with `arguments`; its output is discarded. Fails the test when it runs longer than
    /// `limit` seconds or exits above 2 (a crash).
    public static func bytes(
        _ executable: String, _ arguments: [String], limit: Int = 300, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        guard let python = Tool.find("python3") else { throw XCTSkip("python3 is not installed: peak memory is not measured") }
        let program = Tool.product(executable)
        let result = try Tool.run(python, ["-c", script, "\(limit)", program] + arguments)
        let words = result.stdoutText.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let status = Int(words[0]), let maxRSS = Int(words[1]) else {
            let why = words.first == "timeout" ? "it ran more than \(limit) s" : "no measurement: \(result.stdoutText) \(result.stderrText.suffix(2000))"
            XCTFail("\(executable) \(arguments.joined(separator: " ").prefix(300)): \(why)", file: file, line: line)
            return 0
        }
        XCTAssert((0...2).contains(status), "\(executable) \(arguments.joined(separator: " ").prefix(300)) exited \(status)", file: file, line: line)
        #if os(Linux)
            return maxRSS * 1024
        #else
            return maxRSS
        #endif
    }
}
