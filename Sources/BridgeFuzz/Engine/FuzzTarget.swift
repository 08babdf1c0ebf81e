import BridgeGenerate
import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation

/// What the engine fuzzes: a command that speaks the harness protocol, and where its inputs come from.
public struct FuzzTarget: Sendable {
    public let name: String
    /// The harness command (for built-in targets, bridgecheck's own worker).
    public let command: [String]
    /// Input number `index` for `seed`, made from the contract and the pool of seeds.
    public let generate: @Sendable (_ seed: UInt64, _ index: UInt64, _ pool: [[UInt8]]) -> FuzzInput
    /// The command that replays a saved input, with `FILE` where its path goes.
    public let replayTemplate: String
    /// Extra oracles this target has beyond crash, hang, memory and protocol.
    public let oracles: [FailureKind]
    /// A second harness whose answers must agree (`--against`).
    public var against: [String]?
    /// Whether `command` is the user's own harness, which the setup check probes (bridgecheck's
    /// own worker needs no probe).
    public var isUserHarness = false
    /// Where the harness commands run (`check`: the configuration's folder).
    public var workingDirectory: String?
    /// The callback whose reply script the harness returns as its output when it accepts
    /// (`--reply-script PATH`): each is checked in node against the callback's declaration.
    public var replyScript: Callback?
    /// Inputs are sequences of messages sent in order to one harness (protocol v2,
    /// `--sequences`); each generated input's `messages` says what each must do.
    public var sequences = false
    /// For sequences: input number `index` made with the values the harness has answered so far
    /// (the strings and numbers in its JSON answers), which a later sequence's messages may carry
    /// back. Nil: `generate`.
    public var generateAnswering: (@Sendable (_ seed: UInt64, _ index: UInt64, _ pool: [[UInt8]], _ answered: [JSONValue]) -> FuzzInput)?

    /// The target for one of bridgecheck's own decoders, run by `worker` (the bridgecheck binary).
    public static func builtin(
        _ target: BuiltinTarget, manifest: Manifest, manifestPath: String, worker: String, configuration: FuzzConfiguration
    ) -> FuzzTarget {
        let mutator = ByteMutator(dictionary: configuration.dictionary.isEmpty ? ByteMutator.defaultTokens.map { Array($0.utf8) } : configuration.dictionary)
        let maxLength = configuration.maxLength
        let generate: @Sendable (UInt64, UInt64, [[UInt8]]) -> FuzzInput
        var oracles: [FailureKind] = [.roundTrip]
        switch target {
        case .message(let handlerName):
            let handler = manifest.handler(named: handlerName) ?? Handler(name: handlerName, body: .string, envelope: .plain)
            let generator = MessageGenerator(handler: handler, dictionary: configuration.dictionary, maxLength: maxLength)
            generate = { seed, index, pool in generator.input(seed: seed, index: index, corpus: pool) }
            oracles = [.validRejected, .invalidAccepted, .roundTrip]
        case .dataURL:
            generate = { seed, index, pool in DataURLGenerator.input(seed: seed, index: index, pool: pool, mutator: mutator, maxLength: maxLength) }
            oracles = [.validRejected, .invalidAccepted, .roundTrip, .conformance]
        case .schemeURL:
            let schemes = manifest.handlers.compactMap(\.envelope.scheme)
            generate = { seed, index, pool in SchemeURLGenerator.input(seed: seed, index: index, schemes: schemes, pool: pool, mutator: mutator, maxLength: maxLength) }
        case .replyScript:
            // Replies the contract describes, beside arbitrary values.
            let replies = manifest.handlers.flatMap { [$0.reply, $0.failure].compactMap { $0 } + $0.functions.compactMap(\.reply) }
            generate = { seed, index, pool in ReplyValueGenerator.input(seed: seed, index: index, pool: pool, replies: replies, mutator: mutator, maxLength: maxLength) }
            oracles = [.replyMismatch]
        case .lintScanner:
            generate = { seed, index, pool in PageGenerator.input(seed: seed, index: index, pool: pool, mutator: mutator, maxLength: maxLength) }
            oracles = []
        }
        let quoted = Self.shellQuote(manifestPath)
        return FuzzTarget(
            name: target.name, command: [worker, "fuzz", "--worker", "--target", target.name, "--manifest", manifestPath],
            generate: generate, replayTemplate: "bridgecheck fuzz --manifest \(quoted) --target \(target.name) --replay FILE", oracles: oracles)
    }

    /// A team's own decoder behind the harness protocol, fed messages for `handler` (and `function`).
    /// With `sequences`, inputs are sequences of messages (protocol v2), and the target's name,
    /// hence its corpus folder, is `sequences-HANDLER`: its files hold sequences, not messages.
    public static func harness(
        command: [String], handler: Handler, function: String?, manifestPath: String, configuration: FuzzConfiguration, sequences: Bool = false
    ) -> FuzzTarget {
        var narrowed = handler
        if let function { narrowed.functions = handler.functions.filter { $0.name == function } }
        let scoped = narrowed
        let maxLength = configuration.maxLength
        let name = (sequences ? "sequences-" : "harness-") + handler.name + (function.map { "-\($0)" } ?? "")
        let commandText = command.map(shellQuote).joined(separator: " ")
        let generate: @Sendable (UInt64, UInt64, [[UInt8]]) -> FuzzInput
        var answering: (@Sendable (UInt64, UInt64, [[UInt8]], [JSONValue]) -> FuzzInput)?
        if sequences {
            let generator = SequenceGenerator(handler: scoped, dictionary: configuration.dictionary, maxLength: maxLength)
            generate = { seed, index, pool in generator.input(seed: seed, index: index, corpus: pool) }
            answering = { seed, index, pool, answered in generator.input(seed: seed, index: index, corpus: pool, answered: answered) }
        } else {
            let generator = MessageGenerator(handler: scoped, dictionary: configuration.dictionary, maxLength: maxLength)
            generate = { seed, index, pool in generator.input(seed: seed, index: index, corpus: pool) }
        }
        var target = FuzzTarget(
            name: name, command: command, generate: generate,
            replayTemplate: "bridgecheck fuzz --manifest \(shellQuote(manifestPath)) --harness \(shellQuote(commandText)) --handler \(handler.name)\(function.map { " --function \($0)" } ?? "")\(sequences ? " --sequences" : "") --replay FILE",
            oracles: [.validRejected, .invalidAccepted])
        target.isUserHarness = true
        target.sequences = sequences
        target.generateAnswering = answering
        return target
    }

    /// The command that replays `file`, with `--against` when this target has one (a
    /// differential failure is judged against it).
    public func replayCommand(file: String) -> String {
        var template = replayTemplate
        if let against {
            template = template.replacingOccurrences(of: " --replay FILE", with: " --against \(Self.shellQuote(against.map(Self.shellQuote).joined(separator: " "))) --replay FILE")
        }
        if let replyScript {
            template = template.replacingOccurrences(of: " --replay FILE", with: " --reply-script \(Self.shellQuote(replyScript.path)) --replay FILE")
        }
        return template.replacingOccurrences(of: "--replay FILE", with: "--replay \(Self.shellQuote(file))")
    }

    static func shellQuote(_ s: String) -> String {
        if !s.isEmpty, s.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)) }) { return s }
        return "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
