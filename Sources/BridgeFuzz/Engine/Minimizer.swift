import BridgeGenerate
import Foundation

/// What a crash says about its cause, shared by the fuzz loop and the minimizer so that "the
/// same failure" means the same thing to both.
enum CrashCause {
    /// The built-in oracle's message (after `BuiltinTarget.oracleMarker`), else how the harness
    /// ended and its "Fatal error" line (or last line) on standard error.
    static func describe(reason: String, stderr: [UInt8]) -> (kind: FailureKind, message: String) {
        let text = String(decoding: stderr, as: UTF8.self)
        if let marker = text.range(of: BuiltinTarget.oracleMarker) {
            let message = text[marker.upperBound...].split(separator: "\n").first.map(String.init) ?? "round trip"
            return (message.hasPrefix("round-trip") ? .roundTrip : .crash, message)
        }
        let lines = text.split(separator: "\n")
        let line = (lines.last(where: { $0.contains("Fatal error") }) ?? lines.last(where: { !$0.isEmpty })).map { String($0.prefix(300)) }
        return (.crash, reason + (line.map { ": \($0)" } ?? ""))
    }

    /// The message with what varies between inputs that hit one bug masked: quoted text and hex
    /// addresses. The location (file:line) and the signal stay, so two bugs stay two.
    static func identity(_ message: String) -> String {
        var out = ""
        var quote: Character?
        var chars = Array(message)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            if let q = quote {
                if c == q { quote = nil; out.append("\"\"") }
                continue
            }
            if c == "\"" || c == "'" {
                quote = c
            } else if c == "0", chars.first == "x" {
                chars = chars.dropFirst().drop { $0.isHexDigit }
                out += "0x_"
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// Delta debugging (ddmin) over bytes: the smallest input found that still fails the same way:
/// the same kind and, for crashes, the same cause (`CrashCause.identity`), not merely the same
/// signal, so minimizing cannot slip from one bug to another.
struct Minimizer {
    let client: HarnessClient
    let kind: FailureKind
    /// The failure's message as recorded (for crashes, `CrashCause.describe`'s).
    let message: String
    /// At most this many runs, so a slow harness cannot stall the fuzz run.
    let budget = 400

    func minimize(_ input: [UInt8]) -> [UInt8] {
        var runs = 0
        let smallest = Self.ddmin(input, runs: &runs, budget: budget, timeLeft: timeLeft, fails: failsTheSameWay)
        client.clearStderr()
        return smallest
    }

    /// A sequence (protocol v2), minimized as a sequence: messages dropped first, then each
    /// message that is left shrunk with the others as they are. Input that is not a sequence is
    /// minimized as bytes.
    func minimize(sequence input: [UInt8]) -> [UInt8] {
        guard let messages = MessageSequence.decode(input), !messages.isEmpty else { return minimize(input) }
        var runs = 0
        var current = Self.ddmin(messages, runs: &runs, budget: budget, timeLeft: timeLeft, minimum: 1) { failsTheSameWay(MessageSequence.encode($0)) }
        for k in current.indices where runs < budget && timeLeft() {
            let others = current
            current[k] = Self.ddmin(current[k], runs: &runs, budget: budget, timeLeft: timeLeft) { candidate in
                var trial = others
                trial[k] = candidate
                return failsTheSameWay(MessageSequence.encode(trial))
            }
        }
        client.clearStderr()
        return MessageSequence.encode(current)
    }

    private func timeLeft() -> Bool { client.deadline.map { Date() < $0 } ?? true }

    /// Delta debugging over any list: removes ever smaller chunks while `fails` holds, within
    /// `budget` runs in all (`runs` counts them across calls) and never below `minimum` items.
    static func ddmin<T>(_ input: [T], runs: inout Int, budget: Int, timeLeft: () -> Bool, minimum: Int = 0, fails: ([T]) -> Bool) -> [T] {
        var current = input
        var parts = 2
        while current.count >= 2, runs < budget, timeLeft() {
            let chunk = (current.count + parts - 1) / parts
            var reduced = false
            var start = 0
            while start < current.count, runs < budget, timeLeft() {
                let candidate = Array(current[..<start]) + Array(current[min(current.count, start + chunk)...])
                if candidate.count >= minimum {
                    runs += 1
                    if fails(candidate) {
                        current = candidate
                        parts = max(parts - 1, 2)
                        reduced = true
                        break
                    }
                }
                start += chunk
            }
            if !reduced {
                if parts >= current.count { break }
                parts = min(parts * 2, current.count)
            }
        }
        return current
    }

    private func failsTheSameWay(_ candidate: [UInt8]) -> Bool {
        client.clearStderr()
        guard let outcome = (try? client.run([candidate]))?.first else { return false }
        switch (kind, outcome) {
        case (.crash, .crashed(let why)), (.roundTrip, .crashed(let why)):
            let cause = CrashCause.describe(reason: why, stderr: client.stderrTail)
            return cause.kind == kind && CrashCause.identity(cause.message) == CrashCause.identity(message)
        case (.protocolError, .protocolError):
            // Its message quotes the output, which varies with the input: any protocol error.
            return true
        default: return false
        }
    }
}
