import Foundation

/// Delta debugging (ddmin) over bytes: the smallest input found that still fails the same way.
struct Minimizer {
    let client: HarnessClient
    let kind: FailureKind
    let reason: String
    /// At most this many runs, so a slow harness cannot stall the fuzz run.
    let budget = 400

    func minimize(_ input: [UInt8]) -> [UInt8] {
        var current = input
        var runs = 0
        var parts = 2
        func timeLeft() -> Bool { client.deadline.map { Date() < $0 } ?? true }
        while current.count >= 2, runs < budget, timeLeft() {
            let chunk = (current.count + parts - 1) / parts
            var reduced = false
            var start = 0
            while start < current.count, runs < budget, timeLeft() {
                let candidate = Array(current[..<start]) + Array(current[min(current.count, start + chunk)...])
                runs += 1
                if failsTheSameWay(candidate) {
                    current = candidate
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if parts >= current.count { break }
                parts = min(parts * 2, current.count)
            }
        }
        client.clearStderr()
        return current
    }

    private func failsTheSameWay(_ candidate: [UInt8]) -> Bool {
        guard let outcome = (try? client.run([candidate]))?.first else { return false }
        switch (kind, outcome) {
        case (.crash, .crashed(let why)): return why.prefix(16) == reason.prefix(16)
        case (.protocolError, .protocolError): return true
        default: return false
        }
    }
}
