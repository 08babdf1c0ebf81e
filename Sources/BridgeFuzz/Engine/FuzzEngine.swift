import BridgeGenerate
import BridgeJSON
import BridgeReport
import BridgeRuntime
import Foundation

/// Set by SIGINT; every loop checks it, so Ctrl-C ends a run with its report written.
public final class FuzzInterrupt: @unchecked Sendable {
    public static let shared = FuzzInterrupt()
    private let lock = NSLock()
    private var flag = false
    public var requested: Bool { lock.withLock { flag } }
    public func request() { lock.withLock { flag = true } }
}

/// Runs targets within a budget and collects what their oracles found.
public struct FuzzEngine: Sendable {
    public let configuration: FuzzConfiguration
    /// WPT data-URL vectors (`data-urls.json`), when present, for the data-url target.
    public var conformanceDirectory: String?

    public init(configuration: FuzzConfiguration, conformanceDirectory: String? = nil) {
        self.configuration = configuration
        self.conformanceDirectory = conformanceDirectory
    }

    /// Runs every target within `maxTotalTime` from `started` (the probe's start, when the
    /// command probed first: setting up counts against the budget). Each target gets an equal
    /// share of what is left when it begins, and none runs past the whole run's end: a floor of
    /// half a second a target made 14 targets of a 3-second budget take 7.
    public func run(_ targets: [FuzzTarget], started: Date = Date()) -> [TargetResult] {
        guard !targets.isEmpty else { return [] }
        let jobs = max(1, min(configuration.jobs, targets.count))
        let end = started.addingTimeInterval(configuration.maxTotalTime)
        let results = Slots<TargetResult>(count: targets.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = next.claim(below: targets.count) {
                let left = Double(targets.count - index)
                let share = max(0, end.timeIntervalSinceNow) * Double(jobs) / max(left, 1)
                let runner = TargetRunner(target: targets[index], configuration: configuration, budget: min(share, max(0, end.timeIntervalSinceNow)), conformanceDirectory: conformanceDirectory)
                results.store(runner.run(), at: index)
            }
        }
        return results.values()
    }

    /// The setup check run before any fuzzing: each user harness (and `--against` command) must
    /// start and answer one of its target's first generated inputs. One line per problem, naming
    /// the command; empty when every harness works.
    public func probe(_ targets: [FuzzTarget], deadline: Date? = nil) -> [String] {
        var problems: [String] = []
        var seen = Set<[String]>()
        for target in targets {
            // A sequence is probed by its first message alone: the probe asks whether the harness
            // starts and answers, and an ordering bug two messages reach is a finding, not that.
            let inputs = (UInt64(0)..<3).map { k -> [UInt8] in
                let bytes = target.generate(configuration.seed, k, []).bytes
                guard target.sequences, let first = MessageSequence.messages(in: bytes).first else { return bytes }
                return MessageSequence.encode([first])
            }
            let commands = (target.isUserHarness ? [target.command] : []) + (target.against.map { [$0] } ?? [])
            for command in commands where seen.insert(command).inserted {
                let client = HarnessClient(command: command, timeout: configuration.timeout, workingDirectory: target.workingDirectory, sequences: target.sequences)
                // Setting up counts against the budget: a harness that never answers cannot
                // make a 2-second run take three timeouts.
                client.deadline = deadline
                if let why = client.probe(inputs) {
                    problems.append("harness '\(command.map(FuzzTarget.shellQuote).joined(separator: " "))' cannot be used: \(why)")
                }
            }
        }
        return problems
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func claim(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func store(_ value: T, at index: Int) { lock.withLock { slots[index] = value } }
    func values() -> [T] { lock.withLock { slots.compactMap { $0 } } }
}

/// One target's run: corpus replay, fixed cases, then generated inputs until the budget ends.
final class TargetRunner {
    let target: FuzzTarget
    let configuration: FuzzConfiguration
    let budget: Double
    let conformanceDirectory: String?
    let client: HarnessClient
    let other: HarnessClient?
    var result: TargetResult
    let start = Date()
    let corpusFolder: String
    var pool: [[UInt8]] = []
    var signatures = Set<String>()
    var failureSignatures = Set<String>()
    var generatorIndex: [String: Int] = [:]
    var replyOracle: ReplyOracle?
    var scriptOracle: ScriptCallOracle?
    /// The strings and numbers the harness has answered in sequences (the fields of its JSON
    /// answers: a ticket or task number native hands out), for later sequences to carry back;
    /// at most `answeredLimit`, a newer value taking the place of an older one in turn.
    var answeredValues: [JSONValue] = []
    private var answeredKnown = Set<String>()
    private var answeredNext = 0
    static let answeredLimit = 64

    init(target: FuzzTarget, configuration: FuzzConfiguration, budget: Double, conformanceDirectory: String?) {
        self.target = target
        self.configuration = configuration
        self.budget = budget
        self.conformanceDirectory = conformanceDirectory
        client = HarnessClient(command: target.command, timeout: configuration.timeout, workingDirectory: target.workingDirectory, sequences: target.sequences)
        other = target.against.map { HarnessClient(command: $0, timeout: configuration.timeout, workingDirectory: target.workingDirectory, sequences: target.sequences) }
        // The memory oracle holds while each input runs, not only between batches.
        client.memoryLimit = configuration.rssLimitBytes
        other?.memoryLimit = configuration.rssLimitBytes
        // The budget holds whatever a harness does: no exchange runs past it.
        let deadline = start.addingTimeInterval(budget)
        client.deadline = deadline
        other?.deadline = deadline
        result = TargetResult(name: target.name)
        result.inputsAskedFor = configuration.runs
        result.newEntriesSaved = configuration.saveNewEntries
        corpusFolder = (configuration.corpusDirectory as NSString).appendingPathComponent(target.name)
        var oracles = [FailureKind.crash, .hang, .memory, .protocolError, .regression] + target.oracles
        if target.against != nil { oracles.append(.differential) }
        result.oracles = oracles.map(\.oracle)
    }

    var elapsed: Double { Date().timeIntervalSince(start) }

    func run() -> TargetResult {
        defer {
            client.stop()
            other?.stop()
        }
        if target.oracles.contains(.replyMismatch) {
            replyOracle = ReplyOracle.withNodeFromPath()
            if replyOracle == nil { result.skipped[FailureKind.replyMismatch.oracle] = "node is not on PATH" }
        }
        if let callback = target.replyScript {
            scriptOracle = ScriptCallOracle.withNodeFromPath(callback: callback)
            if scriptOracle == nil { result.skipped[FailureKind.replyScript.oracle] = "node is not on PATH" }
        }
        if !client.measuresMemory {
            result.skipped[FailureKind.memory.oracle] = "not measured: peak memory is read from /proc, which this platform does not have"
        }
        loadCorpus()
        replayCorpus()
        if target.oracles.contains(.conformance) { checkConformance() }
        fuzz()
        flushReplyOracle()
        flushScriptOracle()
        result.corpusSize = pool.count
        result.duration = elapsed
        return result
    }

    // MARK: Corpus

    private func loadCorpus() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusFolder))?.sorted() ?? []
        for name in names where !name.hasPrefix(".") {
            let path = (corpusFolder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: path), data.count <= configuration.maxLength
            else { continue }
            pool.append([UInt8](data))
        }
    }

    private func replayCorpus() {
        var k = 0
        while k < pool.count, !FuzzInterrupt.shared.requested, elapsed < budget {
            let batch = Array(pool[k..<min(pool.count, k + configuration.batchSize)])
            let outcomes = send(batch)
            for (offset, outcome) in outcomes.enumerated() {
                result.checked[FailureKind.regression.oracle, default: 0] += 1
                if case .accepted(let o) = outcome { signatures.insert(signature(true, o)) }
                if case .rejected(let o) = outcome { signatures.insert(signature(false, o)) }
                if outcome.isFailure {
                    let input = batch[offset]
                    let saved = (corpusFolder as NSString).appendingPathComponent(SHA1.hex(input))
                    record(.regression, "a corpus entry now fails: \(describe(outcome))", input: input, origin: "corpus \(saved)", saveAs: nil, savedPath: saved)
                }
            }
            k += max(1, outcomes.count)
        }
    }

    /// New behaviour earns a place in the corpus: a new rejection reason, output shape or error
    /// kind. JSON output is reduced to its skeleton (keys and types); other text loses its
    /// strings and digits, which vary without changing the kind of answer.
    private func signature(_ accepted: Bool, _ output: [UInt8]) -> String {
        let prefix = accepted ? "A " : "R "
        if output.first == UInt8(ascii: "{"), let value = try? JSONParser().parse(output) { return prefix + Self.skeleton(value) }
        return prefix + Self.normalized(output)
    }

    /// The text with each quoted string shown as `s` and each run of digits as `#`, first 200
    /// bytes. A byte loop, not regular expressions: this runs on every answer.
    static func normalized(_ output: [UInt8]) -> String {
        var out: [UInt8] = []
        var k = 0
        let limit = min(output.count, 4096)
        while k < limit, out.count < 200 {
            let b = output[k]
            if b == UInt8(ascii: "\"") {
                k += 1
                while k < limit, output[k] != UInt8(ascii: "\"") { k += output[k] == UInt8(ascii: "\\") ? 2 : 1 }
                k += 1
                out.append(UInt8(ascii: "s"))
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) {
                while k < limit, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(output[k]) { k += 1 }
                out.append(UInt8(ascii: "#"))
            } else {
                out.append(b)
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func skeleton(_ value: JSONValue) -> String {
        switch value {
        case .object(let o): return "{" + o.members.map { "\($0.key):\(skeleton($0.value))" }.joined(separator: ",") + "}"
        case .array(let a): return "[" + (a.first.map(skeleton) ?? "") + "]"
        default: return value.typeName
        }
    }

    private func keep(_ input: [UInt8], accepted: Bool, output: [UInt8]) {
        let s = signature(accepted, output)
        // A sequence whose messages give two new answers is kept once.
        guard !signatures.contains(s), result.newCorpusEntries < 100, pool.last != input else { return }
        signatures.insert(s)
        if !configuration.saveNewEntries {
            result.newCorpusEntries += 1
            pool.append(input)
            return
        }
        let path = (corpusFolder as NSString).appendingPathComponent(SHA1.hex(input))
        if (try? AtomicFile.write(Data(input), to: path)) != nil {
            result.newCorpusEntries += 1
            pool.append(input)
        }
    }

    // MARK: Fixed cases

    private func checkConformance() {
        guard let dir = conformanceDirectory, let data = FileManager.default.contents(atPath: (dir as NSString).appendingPathComponent("wpt-data-urls/data-urls.json")),
            let vectors = (try? JSONParser().parse([UInt8](data)))?.arrayValue
        else {
            result.skipped[FailureKind.conformance.oracle] = "the WPT vectors (../shared/conformance/wpt-data-urls) are not present"
            return
        }
        for vector in vectors {
            guard let list = vector.arrayValue, let input = list.first?.stringValue, list.count >= 2 else { continue }
            result.checked[FailureKind.conformance.oracle, default: 0] += 1
            let expected = list[1].stringValue.map { $0.isEmpty ? "text/plain;charset=US-ASCII" : $0 }
            let bytes = list.count > 2 ? list[2].arrayValue?.compactMap { $0.numberValue?.int64.map { UInt8(truncatingIfNeeded: $0) } } : nil
            let got = try? DataURL.parse(input)
            if got?.mimeType.description != expected || (got != nil && got?.body != bytes) {
                record(.conformance, "\(JSONWriter.quoted(input)): expected \(expected ?? "failure"), got \(got.map { "\($0.mimeType)" } ?? "failure")", input: Array(input.utf8), origin: "WPT vector", saveAs: nil)
            }
        }
    }

    // MARK: The loop

    private func fuzz() {
        var index: UInt64 = 0
        let limit = configuration.runs
        var lastProgress = Date.distantPast
        while !FuzzInterrupt.shared.requested, elapsed < budget {
            if let limit, result.runs >= limit { break }
            if configuration.stopAtFirstCrash, result.failures.contains(where: { $0.kind == .crash || $0.kind == .hang }) { break }
            let count = min(configuration.batchSize, (limit ?? Int.max) - result.runs)
            var inputs: [FuzzInput] = []
            for k in 0..<count {
                var input = target.generateAnswering?(configuration.seed, index + UInt64(k), pool, answeredValues) ?? target.generate(configuration.seed, index + UInt64(k), pool)
                if input.bytes.count > configuration.maxLength {
                    input = Self.cut(input, to: configuration.maxLength)
                }
                inputs.append(input)
            }
            if target.sequences {
                let answered = sendSequences(inputs, to: client)
                if FuzzInterrupt.shared.requested { break }
                let others = other.map { sendSequences(Array(inputs.prefix(answered.count)), to: $0) } ?? []
                for (k, answers) in answered.enumerated() {
                    result.runs += 1
                    counted(inputs[k]) { judge(sequence: inputs[k], answers, against: k < others.count ? others[k] : nil) }
                    learn(answers)
                }
                index += UInt64(max(1, answered.count))
                checkMemory(inputs.prefix(answered.count).map(\.bytes))
                reportProgress(&lastProgress)
                continue
            }
            let outcomes = send(inputs.map(\.bytes))
            if FuzzInterrupt.shared.requested { break }
            var others: [HarnessOutcome] = []
            if let other { others = (try? other.run(Array(inputs.prefix(outcomes.count)).map(\.bytes))) ?? [] }
            for (k, outcome) in outcomes.enumerated() {
                result.runs += 1
                counted(inputs[k]) { judge(inputs[k], outcome, against: k < others.count ? others[k] : nil) }
            }
            index += UInt64(max(1, outcomes.count))
            checkMemory(inputs.prefix(outcomes.count).map(\.bytes))
            reportProgress(&lastProgress)
        }
        if FuzzInterrupt.shared.requested {
            result.interrupted = true
        } else if let limit, result.runs < limit, elapsed >= budget {
            result.timeBudgetReached = true
        }
    }

    /// Keeps the values a sequence's JSON answers carry (answers that are not JSON, or longer than
    /// 64 KiB, give none).
    private func learn(_ answers: [HarnessOutcome]) {
        for answer in answers {
            guard case .accepted(let bytes) = answer, !bytes.isEmpty, bytes.count <= 64 << 10, let value = try? JSONParser().parse(bytes) else { continue }
            var values = SequenceGenerator.leaves(of: value).map(\.value)
            if values.isEmpty, value.stringValue != nil || value.numberValue != nil { values = [value] }
            for value in values where answeredKnown.insert(value.canonicalText).inserted {
                if answeredValues.count < Self.answeredLimit {
                    answeredValues.append(value)
                } else {
                    answeredKnown.remove(answeredValues[answeredNext].canonicalText)
                    answeredValues[answeredNext] = value
                    answeredNext = (answeredNext + 1) % Self.answeredLimit
                }
            }
        }
    }

    /// Judges a generated input through `body` and counts it for its generator, and as new
    /// when judging it kept a new answer or recorded a new failure.
    private func counted(_ input: FuzzInput, _ body: () -> Void) {
        let before = signatures.count + failureSignatures.count
        body()
        let name = input.generator
        let isNew = signatures.count + failureSignatures.count > before
        if let k = generatorIndex[name] {
            result.generators[k].inputs += 1
            if isNew { result.generators[k].new += 1 }
        } else {
            generatorIndex[name] = result.generators.count
            result.generators.append(.init(name: name, inputs: 1, new: isNew ? 1 : 0))
        }
    }

    /// An input within `--max-len`: bytes cut short, or a sequence cut after its last message
    /// that fits (a sequence's bytes cut anywhere would no longer be a sequence).
    static func cut(_ input: FuzzInput, to maxLength: Int) -> FuzzInput {
        guard !input.messages.isEmpty else { return FuzzInput(Array(input.bytes.prefix(maxLength)), .any, input.origin + " (cut to --max-len)") }
        var kept: [FuzzInput] = []
        var size = 4
        for message in input.messages {
            size += 4 + message.bytes.count
            if size > maxLength { break }
            kept.append(message)
        }
        if kept.isEmpty, let first = input.messages.first {
            kept = [FuzzInput(Array(first.bytes.prefix(max(0, maxLength - 8))), .any, first.origin + " (cut to --max-len)")]
        }
        return FuzzInput(sequence: kept, input.origin + " (cut to --max-len)")
    }

    private func reportProgress(_ last: inout Date) {
        guard let progress = configuration.progress, Date().timeIntervalSince(last) > 0.5 else { return }
        last = Date()
        progress(String(
            format: "%@: %d runs, %.0f exec/s, corpus %d, failures %d, %.0f s left", target.name, result.runs, Double(result.runs) / max(elapsed, 0.001), pool.count,
            result.failures.count, max(0, budget - elapsed)))
    }

    /// Sends sequences (protocol v2) and returns each one's answers, message by message, up to
    /// and including the first failure.
    private func sendSequences(_ inputs: [FuzzInput], to client: HarnessClient) -> [[HarnessOutcome]] {
        guard !inputs.isEmpty else { return [] }
        do {
            return try client.runSequences(inputs.map { $0.messages.isEmpty ? MessageSequence.messages(in: $0.bytes) : $0.messages.map(\.bytes) })
        } catch {
            return [[.protocolError("the harness could not start: \(error)")]]
        }
    }

    /// Judges each message of a sequence as a single message is judged; a failure saves the
    /// sequence up to and including the message that failed (the harness never saw the rest),
    /// so a saved sequence ends with the message it was saved for.
    /// With `--against`, `against` holds the other harness's answers to the same sequence, and
    /// each message is compared as a single message is.
    private func judge(sequence input: FuzzInput, _ answers: [HarnessOutcome], against: [HarnessOutcome]?) {
        let steps = input.messages.isEmpty ? MessageSequence.messages(in: input.bytes).map { FuzzInput($0, .any, "message") } : input.messages
        for (k, outcome) in answers.enumerated() where k < steps.count {
            // Past the other harness's failure there is nothing of its to compare.
            let other = against.flatMap { k < $0.count ? $0[k] : nil }
            judge(steps[k], outcome, against: other, saving: steps[...k], keeping: input.bytes) { "message \(k + 1) of \(steps.count) in \(input.origin)" }
        }
    }

    /// Sends inputs, restarting a dead harness, and returns one outcome per input sent.
    private func send(_ inputs: [[UInt8]]) -> [HarnessOutcome] {
        guard !inputs.isEmpty else { return [] }
        do {
            return try client.run(inputs)
        } catch {
            return [.protocolError("the harness could not start: \(error)")]
        }
    }

    /// `saving` is what a failure saves (a sequence's messages up to this one; the input itself
    /// when nil), `keeping` what enters the corpus on a new answer (nothing when nil and `saving`
    /// is set), and `place` where a sequence's message stands, added to its origin only when a
    /// failure names it: this runs for every message.
    private func judge(
        _ message: FuzzInput, _ outcome: HarnessOutcome, against: HarnessOutcome?, saving: ArraySlice<FuzzInput>? = nil, keeping: [UInt8]? = nil,
        place: () -> String = { "" }
    ) {
        let kept = saving == nil ? message.bytes : keeping
        // The message's own origin first: failures are told apart by its start.
        func named() -> FuzzInput {
            let spot = place()
            return spot.isEmpty ? message : FuzzInput(message.bytes, message.expectation, "\(message.origin), \(spot)")
        }
        // Named only where a failure is recorded.
        var input: FuzzInput { named() }
        func failure(_ kind: FailureKind, _ text: String, _ input: FuzzInput, key: String) {
            self.failure(kind, text, saving.map { FuzzInput(sequence: Array($0), input.origin) } ?? input, key: key)
        }
        switch outcome {
        case .crashed(let reason):
            if reason.contains("SIGINT") { return FuzzInterrupt.shared.request() }
            let cause = CrashCause.describe(reason: reason, stderr: client.stderrTail)
            client.clearStderr()
            failure(cause.kind, cause.message, input, key: CrashCause.identity(cause.message))
        case .hung:
            failure(.hang, "no answer within \(configuration.timeout) s", input, key: "hang")
        case .protocolError(let why):
            failure(.protocolError, why, input, key: String(why.prefix(30)))
        case .overMemory(let bytes):
            failure(.memory, "resident memory reached \(bytes >> 20) MiB while this input ran, over the \(configuration.rssLimitBytes >> 20) MiB limit; the harness was ended there", input, key: "memory")
        case .accepted(let output):
            result.checked[FailureKind.crash.oracle, default: 0] += 1
            if message.expectation == .reject {
                failure(.invalidAccepted, "accepted an input the contract rejects (\(input.origin))", input, key: "invalid-accepted \(input.origin.prefix(30))")
            } else if message.expectation == .accept {
                result.checked[FailureKind.validRejected.oracle, default: 0] += 1
            }
            if message.expectation == .reject { result.checked[FailureKind.invalidAccepted.oracle, default: 0] += 1 }
            if target.oracles.contains(.roundTrip) { result.checked[FailureKind.roundTrip.oracle, default: 0] += 1 }
            replyOracle?.add(input: message.bytes, script: output)
            if (replyOracle?.pending ?? 0) >= 2_000 { flushReplyOracle() }
            if let scriptOracle {
                result.checked[FailureKind.replyScript.oracle, default: 0] += 1
                scriptOracle.add(input: message.bytes, script: output)
                if scriptOracle.pending >= 500 { flushScriptOracle() }
            }
            if let kept { keep(kept, accepted: true, output: output) }
        case .rejected(let output):
            result.checked[FailureKind.crash.oracle, default: 0] += 1
            if message.expectation == .accept {
                let reason = String(decoding: output.prefix(200), as: UTF8.self)
                failure(.validRejected, "rejected a message the contract accepts (\(input.origin)): \(reason)", input, key: "valid-rejected \(input.origin.prefix(30))")
            } else if message.expectation == .reject {
                result.checked[FailureKind.invalidAccepted.oracle, default: 0] += 1
            }
            if let kept { keep(kept, accepted: false, output: output) }
        }
        if let against, !outcome.isFailure {
            result.checked[FailureKind.differential.oracle, default: 0] += 1
            switch (outcome, against) {
            case (.accepted(let a), .accepted(let b)) where a != b:
                failure(.differential, "both accepted, with different output: \(String(decoding: a.prefix(80), as: UTF8.self)) vs \(String(decoding: b.prefix(80), as: UTF8.self))", input, key: "diff-output")
            case (.accepted, .rejected), (.rejected, .accepted):
                failure(.differential, "\(describe(outcome)) here, \(describe(against)) with --against", input, key: "diff-verdict \(input.origin.prefix(20))")
            case (_, .crashed), (_, .hung), (_, .protocolError), (_, .overMemory):
                failure(.differential, "the --against harness failed: \(describe(against))", input, key: "diff-failed")
            default: break
            }
        }
    }

    private func describe(_ outcome: HarnessOutcome) -> String {
        switch outcome {
        case .accepted: return "accepted"
        case .rejected: return "rejected"
        case .crashed(let why): return "crashed (\(why))"
        case .hung: return "hung"
        case .protocolError(let why): return "broke the protocol (\(why))"
        case .overMemory(let bytes): return "used \(bytes >> 20) MiB"
        }
    }

    private func checkMemory(_ batch: [[UInt8]]) {
        guard let peak = client.peakMemory(), peak > configuration.rssLimitBytes else { return }
        let largest = batch.max { $0.count < $1.count } ?? []
        client.stop()
        failure(.memory, "peak memory \(peak >> 20) MiB is over the \(configuration.rssLimitBytes >> 20) MiB limit (the largest input of the batch is kept)", FuzzInput(largest, .any, "batch"), key: "memory")
    }

    private func flushReplyOracle() {
        guard let oracle = replyOracle else { return }
        for (input, message) in oracle.flush() {
            failure(.replyMismatch, message, FuzzInput(input, .accept, "reply value"), key: "reply \(message.prefix(30))")
        }
    }

    private func flushScriptOracle() {
        guard let oracle = scriptOracle else { return }
        for (input, message) in oracle.flush() {
            failure(.replyScript, message, FuzzInput(input, .any, "reply script"), key: "reply-script \(message.prefix(40))")
        }
    }

    // MARK: Failures

    /// Records a failure once per kind and cause: minimizes crashes, saves the input, names the replay.
    private func failure(_ kind: FailureKind, _ message: String, _ input: FuzzInput, key: String) {
        guard failureSignatures.insert("\(kind.rawValue) \(key)").inserted, result.failures.count < 100 else { return }
        // Stamped when the answer (or the death) is seen: minimizing takes up to hundreds of runs
        // more, which a time-to-failure figure must not count.
        let observed = (elapsed: elapsed, runs: result.runs)
        var bytes = input.bytes
        if kind == .crash || kind == .protocolError {
            let minimizer = Minimizer(client: client, kind: kind, message: message)
            bytes = target.sequences ? minimizer.minimize(sequence: bytes) : minimizer.minimize(bytes)
        }
        let prefix = kind == .crash ? "crash" : kind.rawValue
        record(kind, message, input: bytes, origin: input.origin, saveAs: "\(prefix)-\(SHA1.hex(bytes))", observed: observed)
    }

    private func record(
        _ kind: FailureKind, _ message: String, input: [UInt8], origin: String, saveAs name: String?, savedPath: String? = nil, observed: (elapsed: Double, runs: Int)? = nil
    ) {
        var failure = FuzzFailure(
            kind: kind, message: message, input: input, origin: origin, file: savedPath, replay: nil, elapsed: observed?.elapsed ?? elapsed, runs: observed?.runs ?? result.runs)
        if let name {
            let path = ((corpusFolder as NSString).appendingPathComponent("crashes") as NSString).appendingPathComponent(name)
            if (try? AtomicFile.write(Data(input), to: path)) != nil { failure.file = path }
        }
        if let file = failure.file { failure.replay = target.replayCommand(file: file) }
        result.failures.append(failure)
    }
}
