import BridgeContract
import BridgeGenerate
import BridgeJSON
import BridgeRuntime
import Foundation

/// What libFuzzer's entry points do, for a team's own message decoder: the contract's oracles in
/// process, and mutation that knows the contract. `bridgecheck fuzz libfuzzer` compiles this
/// with the team's sources and a few lines of glue (`LLVMFuzzerTestOneInput`,
/// `LLVMFuzzerCustomMutator`, `LLVMFuzzerCustomCrossOver`) into one libFuzzer binary; the glue is
/// generated because SwiftPM cannot link `-sanitize=fuzzer` executables.
///
/// An input is what `bridgecheck fuzz` sends a harness: the JSON text of the body the page posted
/// (a string body is a JSON string literal). So corpora move both ways: bridgecheck's
/// `corpus/harness-NAME/` and libFuzzer's corpus folder are both one file per input, named by the
/// SHA-1 of its bytes.
public final class LibFuzzerDriver {
    public enum Verdict: Sendable {
        case accepted
        case rejected
    }

    /// The oracles: inputs where the team's decoder and the contract disagree.
    public struct Oracles: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A message the contract accepts is rejected.
        public static let validRejected = Oracles(rawValue: 1)
        /// A message the contract rejects is accepted.
        public static let invalidAccepted = Oracles(rawValue: 2)
        public static let all: Oracles = [.validRejected, .invalidAccepted]

        /// `valid-rejected,invalid-accepted`, `none`, or nil for an unknown name.
        public init?(names: String) {
            var out: Oracles = []
            for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                switch name {
                case "valid-rejected": out.insert(.validRejected)
                case "invalid-accepted": out.insert(.invalidAccepted)
                case "none": break
                default: return nil
                }
            }
            self = out
        }
    }

    public let handler: Handler
    public let oracles: Oracles
    private let contract: MessageDecoder
    let generator: MessageGenerator
    let decode: ([UInt8]) -> Verdict
    private let maxLength: Int
    var mutations: UInt64 = 0

    public struct SetupError: Error, CustomStringConvertible {
        public let description: String
    }

    /// `manifest`: the manifest's bytes (built into the binary); `handler`: whose messages the
    /// decoder reads; `decode`: the team's decoder.
    public init(manifest bytes: [UInt8], handler name: String, oracles: Oracles = .all, maxLength: Int = 4096, decode: @escaping ([UInt8]) -> Verdict) throws {
        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(bytes: bytes, file: "bridge-manifest.json")
        } catch {
            throw SetupError(description: "the manifest built into this fuzzer does not load: \(error)")
        }
        guard let handler = manifest.handler(named: name) else {
            throw SetupError(description: "the manifest has no handler '\(name)'; it has \(manifest.handlers.map(\.name).joined(separator: ", "))")
        }
        self.handler = handler
        self.oracles = oracles
        self.maxLength = maxLength
        self.decode = decode
        contract = MessageDecoder(manifest: manifest)
        generator = MessageGenerator(handler: handler, dictionary: [], maxLength: maxLength)
    }

    /// Whether the contract accepts `input` as a message of the handler.
    public func contractAccepts(_ input: [UInt8]) -> Bool {
        (try? contract.decode(jsonText: input, handler: handler.name)) != nil
    }

    /// Runs the team's decoder on one input; the failure, when its answer disagrees with the
    /// contract under `oracles` (the entry point prints it and aborts, so libFuzzer saves it).
    public func test(_ input: [UInt8]) -> String? {
        let verdict = decode(input)
        guard !oracles.isEmpty else { return nil }
        let valid = contractAccepts(input)
        switch (valid, verdict) {
        case (true, .rejected) where oracles.contains(.validRejected):
            return "valid-rejected: the contract accepts this '\(handler.name)' message, but the decoder rejects it"
        case (false, .accepted) where oracles.contains(.invalidAccepted):
            return "invalid-accepted: the contract rejects this '\(handler.name)' message, but the decoder accepts it"
        default:
            return nil
        }
    }

    /// `LLVMFuzzerCustomMutator`: an input that parses as JSON is replaced, half the time, by
    /// one the contract's generator makes with it in the pool (a valid message, a mutant that
    /// breaks one thing, or a byte mutation with the contract's tokens); otherwise, and for input
    /// that does not parse, libFuzzer's own byte mutation (`fallback`) runs. Same seed, same result.
    public func mutate(_ input: [UInt8], maxSize: Int, seed: UInt32, fallback: ([UInt8], Int) -> [UInt8]) -> [UInt8] {
        var rng = FuzzRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let parses = (try? JSONParser().parse(input)) != nil
        guard parses ? rng.int(0...1) == 0 : rng.int(0...3) == 0 else { return Array(fallback(input, maxSize).prefix(maxSize)) }
        mutations &+= 1
        let made = generator.input(seed: UInt64(seed), index: mutations, corpus: input.isEmpty ? [] : [input])
        return Array(made.bytes.prefix(max(0, maxSize)))
    }

    /// `LLVMFuzzerCustomCrossOver`: two JSON objects give one with keys of both (the first's
    /// value where both have one, or the second's, at random); otherwise a splice of the bytes.
    public func crossOver(_ a: [UInt8], _ b: [UInt8], maxSize: Int, seed: UInt32) -> [UInt8] {
        var rng = FuzzRandom(seed: UInt64(seed) &+ 0x5851_F42D_4C95_7F2D)
        if case .object(let x)? = try? JSONParser().parse(a), case .object(let y)? = try? JSONParser().parse(b) {
            var merged = x
            for member in y.members where merged[member.key] == nil || rng.int(0...1) == 0 { merged[member.key] = member.value }
            return Array(Array(JSONWriter().string(.object(merged)).utf8).prefix(max(0, maxSize)))
        }
        let cutA = a.isEmpty ? 0 : rng.int(0...a.count)
        let cutB = b.isEmpty ? 0 : rng.int(0...b.count)
        return Array((a[..<cutA] + b[cutB...]).prefix(max(0, maxSize)))
    }

    /// Seed inputs: the handler's examples and `count` generated messages (valid and mutants),
    /// for a new corpus.
    public func seeds(count: Int, seed: UInt64) -> [[UInt8]] {
        var out = generator.pool
        var k: UInt64 = 0
        while out.count < generator.pool.count + count, k < UInt64(count) * 4 {
            let made = generator.input(seed: seed, index: k)
            k += 1
            if made.expectation != .any { out.append(made.bytes) }
        }
        var seen: Set<[UInt8]> = []
        return out.filter { seen.insert($0).inserted }
    }
}
