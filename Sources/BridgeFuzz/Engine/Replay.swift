import BridgeContract
import Foundation

/// A saved failure run again and judged the way the fuzz run judged it: the loop a developer
/// fixing the bug runs (`--replay FILE` exits 1 while the failure persists, 0 once it is fixed).
public struct ReplayVerdict: Sendable {
    /// The failure the file was saved for, from its name (`invalid-accepted-<sha1>`), if known.
    public let kind: FailureKind?
    public let outcome: HarnessOutcome
    /// The `--against` harness's answer, when there is one.
    public let against: HarnessOutcome?
    /// What the harness printed on standard error (its last 8 KiB).
    public let stderr: String
    /// Whether the saved failure happened again (for an unknown kind: whether anything failed).
    public let persists: Bool
    /// One line saying what the verdict rests on.
    public let explanation: String
}

public enum ReplayError: Error, Sendable, CustomStringConvertible {
    case needsAgainst
    case cannotStart(String)

    public var description: String {
        switch self {
        case .needsAgainst: return "a differential failure replays only with --against 'CMD' (the second harness it disagreed with)"
        case .cannotStart(let why): return "the harness cannot start: \(why)"
        }
    }
}

extension FailureKind {
    /// The kind a saved input's file name says (`crash-…`, `invalid-accepted-…`, `timeout-…`).
    public static func ofArtifact(named name: String) -> FailureKind? {
        let base = (name as NSString).lastPathComponent
        return allCases.sorted { $0.rawValue.count > $1.rawValue.count }.first { base.hasPrefix($0.rawValue + "-") }
    }
}

extension FuzzEngine {
    /// Runs `input` through `target` (and its `--against` harness) once and judges it as the
    /// fuzz run judged a failure of `kind`.
    public func replay(_ input: [UInt8], on target: FuzzTarget, as kind: FailureKind?) throws(ReplayError) -> ReplayVerdict {
        if kind == .differential, target.against == nil { throw .needsAgainst }
        func run(_ command: [String]) throws(ReplayError) -> (HarnessOutcome, String) {
            let client = HarnessClient(command: command, timeout: configuration.timeout, workingDirectory: target.workingDirectory, sequences: target.sequences)
            client.memoryLimit = configuration.rssLimitBytes
            defer { client.stop() }
            let outcome: HarnessOutcome
            do {
                outcome = try client.run([input]).first ?? .crashed(reason: "no answer")
            } catch {
                throw .cannotStart(error.description)
            }
            return (outcome, String(decoding: client.stderrTail, as: UTF8.self))
        }
        let (outcome, stderr) = try run(target.command)
        let against = try target.against.map { command throws(ReplayError) in try run(command).0 }
        let (persists, explanation) = Self.judge(kind, outcome, against: against, input: input, replyScript: target.replyScript)
        return ReplayVerdict(kind: kind, outcome: outcome, against: against, stderr: stderr, persists: persists, explanation: explanation)
    }

    static func judge(_ kind: FailureKind?, _ outcome: HarnessOutcome, against: HarnessOutcome?, input: [UInt8], replyScript: Callback? = nil) -> (Bool, String) {
        switch (kind, outcome) {
        case (.crash?, .crashed), (.roundTrip?, .crashed):
            return (true, "it still crashes")
        case (.crash?, _), (.roundTrip?, _):
            return (false, "it no longer crashes")
        case (.hang?, .hung):
            return (true, "it still gives no answer within the timeout")
        case (.hang?, _):
            return (false, "it answers in time now")
        case (.protocolError?, .protocolError):
            return (true, "its answer still breaks the protocol")
        case (.protocolError?, _):
            return (false, "its answer keeps the protocol now")
        case (.invalidAccepted?, .accepted):
            return (true, "it still accepts an input the contract rejects")
        case (.invalidAccepted?, .rejected):
            return (false, "it rejects the input now, as the contract does")
        case (.validRejected?, .rejected):
            return (true, "it still rejects a message the contract accepts")
        case (.validRejected?, .accepted):
            return (false, "it accepts the message now, as the contract does")
        case (.differential?, _):
            guard let against else { return (false, "no --against harness") }
            switch (outcome, against) {
            case (.accepted(let a), .accepted(let b)) where a != b: return (true, "both accept it, with different output")
            case (.accepted, .rejected), (.rejected, .accepted): return (true, "the two harnesses still disagree on accept or reject")
            case (_, .crashed), (_, .hung), (_, .protocolError): return (true, "the --against harness fails on it")
            default: return (false, "the two harnesses agree now")
            }
        case (.replyMismatch?, .accepted(let script)):
            guard let oracle = ReplyOracle.withNodeFromPath() else {
                return (false, "node is not on PATH, so the reply script cannot be checked")
            }
            oracle.add(input: input, script: script)
            let failures = oracle.flush()
            return failures.isEmpty ? (false, "the reply script evaluates to the value now") : (true, failures[0].1)
        case (.replyScript?, .accepted(let script)):
            guard let callback = replyScript else { return (false, "the reply script is checked only with --reply-script CALLBACK (the one it was saved for)") }
            guard let oracle = ScriptCallOracle.withNodeFromPath(callback: callback) else {
                return (false, "node is not on PATH, so the reply script cannot be checked")
            }
            oracle.add(input: input, script: script)
            let failures = oracle.flush()
            return failures.isEmpty ? (false, "the reply script calls \(callback.path) once, as declared, now") : (true, failures[0].1)
        case (_, let o) where o.isFailure:
            return (true, "the harness fails on it")
        default:
            return (false, kind == nil ? "the harness answers (the file name does not say which failure it was saved for)" : "the failure did not happen")
        }
    }
}
