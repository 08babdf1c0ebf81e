import Foundation

/// Settings of one fuzz run.
public struct FuzzConfiguration: Sendable {
    public var seed: UInt64 = UInt64.random(in: 0...UInt64.max)
    /// Inputs per target; nil for no limit.
    public var runs: Int?
    /// Seconds for the whole run, shared among targets.
    public var maxTotalTime: Double = 60
    /// Seconds an input may take before it counts as a hang.
    public var timeout: Double = 5
    public var maxLength = 64 << 10
    /// Targets fuzzed at once.
    public var jobs = 1
    public var corpusDirectory = "corpus"
    public var dictionary: [[UInt8]] = []
    /// Peak memory of a worker or harness above which it is a failure: 2 GiB.
    public var rssLimitBytes = 2 << 30
    /// Inputs in flight to a harness at once.
    public var batchSize = 256
    /// End a target's run at its first crash or hang, as libFuzzer does.
    public var stopAtFirstCrash = false
    /// Whether inputs that reach new behaviour are written to the corpus folder. Off for a gate
    /// run (`check`): it still mutates them in memory, but the folder keeps only failures, so the
    /// next run starts from the same corpus and gives the same report.
    public var saveNewEntries = true
    /// Print progress lines to standard error.
    public var progress: (@Sendable (String) -> Void)?

    public init() {}
}

/// The kinds of failure, each reported under one JUnit case (an oracle).
public enum FailureKind: String, Sendable, Hashable, CaseIterable {
    case crash
    case hang = "timeout"
    case memory
    case protocolError = "protocol"
    case validRejected = "valid-rejected"
    case invalidAccepted = "invalid-accepted"
    case roundTrip = "round-trip"
    case replyMismatch = "reply-mismatch"
    /// A reply script (a harness's output) that does more or less than call its callback once
    /// with arguments its contract accepts.
    case replyScript = "reply-script"
    case differential
    case regression
    case conformance

    /// The oracle (JUnit case) a kind of failure belongs to.
    public var oracle: String {
        switch self {
        case .crash: return "no crash"
        case .hang: return "no hang"
        case .memory: return "bounded memory"
        case .protocolError: return "harness protocol"
        case .validRejected: return "valid messages accepted"
        case .invalidAccepted: return "invalid messages rejected"
        case .roundTrip: return "round trips"
        case .replyMismatch: return "reply scripts evaluate to the value"
        case .replyScript: return "reply scripts call their callback once, as declared"
        case .differential: return "differential"
        case .regression: return "corpus replays"
        case .conformance: return "WPT data: URL vectors"
        }
    }
}

/// One failure: what, on which input (minimized where possible), where it was saved, how to replay it.
public struct FuzzFailure: Sendable, Hashable {
    public let kind: FailureKind
    public let message: String
    public let input: [UInt8]
    public let origin: String
    public var file: String?
    public var replay: String?
    /// Seconds from the target's start to the moment the failing answer (or death) was seen,
    /// before minimization.
    public let elapsed: Double
    /// Inputs run by then, this one included.
    public var runs: Int = 0
}

/// What one target's run found.
public struct TargetResult: Sendable {
    public let name: String
    public var runs = 0
    public var duration: Double = 0
    public var corpusSize = 0
    public var newCorpusEntries = 0
    public var failures: [FuzzFailure] = []
    /// Counts behind each oracle, for the report: checked inputs per oracle.
    public var checked: [String: Int] = [:]
    /// Oracles that could not run, and why (node missing, vectors absent).
    public var skipped: [String: String] = [:]
    public var interrupted = false
    /// The inputs asked for (`runs`), when a number was; with `timeBudgetReached`, the run ended
    /// at its time budget before making them all.
    public var inputsAskedFor: Int?
    public var timeBudgetReached = false
    /// Whether the new corpus entries were written to the corpus folder (see `saveNewEntries`).
    public var newEntriesSaved = true
    /// The oracles this target has.
    public var oracles: [String] = []
    /// Per generator, in the order first used: how many generated inputs it made and how many of
    /// them reached a new outcome (an answer of a new kind, kept in the corpus, or a new failure).
    public var generators: [GeneratorCount] = []

    public struct GeneratorCount: Sendable, Hashable {
        public let name: String
        public var inputs: Int
        public var new: Int

        public init(name: String, inputs: Int = 0, new: Int = 0) {
            self.name = name
            self.inputs = inputs
            self.new = new
        }
    }

    public var execsPerSecond: Double { duration > 0 ? Double(runs) / duration : 0 }
}
