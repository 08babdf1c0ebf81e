import BridgePattern
import Foundation

// Times the schema-pattern engine on the inputs that make backtracking engines explode, and
// NSRegularExpression (what bridgecheck used before) on the first, at lengths it can finish.
// Usage: pattern-bench [kilobytes]   (default 100)
// Figures include the conversion of the input to code points, not process start; each is the
// best of 5 runs after one warm-up.

@main
enum PatternBench {
    static func main() {
        let kilobytes = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 100) : 100
        let n = kilobytes * 1024
        print("machine: \(ProcessInfo.processInfo.processorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)")
        print("command: pattern-bench \(kilobytes)")

        func best(_ body: () -> Bool) -> (Double, Bool) {
            var result = body()
            var fastest = Double.infinity
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                result = body()
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return (fastest, result)
        }

        let cases: [(String, String)] = [
            ("(a+)+$", String(repeating: "a", count: n - 1) + "!"),
            ("(a|a)*b", String(repeating: "a", count: n)),
            ("(.*a){20}", String(repeating: "a", count: 19) + String(repeating: "b", count: n - 19)),
        ]
        print("\npattern        input            ms      ms/KB  matched")
        for (source, input) in cases {
            guard let pattern = try? Pattern(source) else { fatalError("\(source) refused") }
            let (ms, matched) = best { pattern.matches(input) }
            print("\(source.padding(toLength: 14, withPad: " ", startingAt: 0)) \(String(format: "%6d", kilobytes)) KB \(String(format: "%9.2f", ms))  \(String(format: "%9.4f", ms / Double(kilobytes)))  \(matched)")
        }

        print("\nNSRegularExpression, (a+)+$ on a…a! (the old engine; each 2 more characters ≈ 4× the time):")
        guard let icu = try? NSRegularExpression(pattern: "(a+)+$") else { return }
        for length in stride(from: 16, through: 24, by: 2) {
            let input = String(repeating: "a", count: length) + "!"
            let (ms, _) = best { icu.firstMatch(in: input, range: NSRange(location: 0, length: (input as NSString).length)) != nil }
            let ours = (try? Pattern("(a+)+$")).map { p in best { p.matches(input) }.0 } ?? .nan
            print("  \(length + 1) characters: NSRegularExpression \(String(format: "%10.3f", ms)) ms, bridgecheck \(String(format: "%.4f", ours)) ms")
        }
    }
}
