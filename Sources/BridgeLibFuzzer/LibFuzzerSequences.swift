import BridgeGenerate
import BridgeJSON
import Foundation

/// How one libFuzzer input carries several messages (`fuzz libfuzzer --sequences`): each message is
/// a 2-byte big-endian length and that many bytes of JSON text, in the order native receives
/// them. A length past the end takes what is left; a last odd byte is ignored; at most
/// `maxMessages` are read. Every byte string is a valid layout, so libFuzzer's own mutations of
/// an input still give a sequence. (libFuzzer gives an input as one buffer; a length prefix is
/// the simplest framing its byte mutations cannot make ambiguous.)
public enum SequenceLayout {
    public static let maxMessages = 32

    public static func split(_ input: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var k = 0
        while k + 2 <= input.count, out.count < maxMessages {
            let length = Int(input[k]) << 8 | Int(input[k + 1])
            k += 2
            let end = min(input.count, k + length)
            out.append(Array(input[k..<end]))
            k = end
        }
        return out
    }

    public static func join(_ messages: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        for message in messages.prefix(maxMessages) {
            let bytes = message.prefix(0xFFFF)
            out.append(UInt8(bytes.count >> 8))
            out.append(UInt8(bytes.count & 0xFF))
            out += bytes
        }
        return out
    }

    /// `messages` joined, dropping messages from the end until the layout fits in `maxSize`.
    public static func join(_ messages: [[UInt8]], maxSize: Int) -> [UInt8] {
        var kept = Array(messages.prefix(maxMessages))
        while !kept.isEmpty, kept.reduce(0, { $0 + 2 + min($1.count, 0xFFFF) }) > maxSize { kept.removeLast() }
        return join(kept)
    }
}

extension LibFuzzerDriver {
    /// One input as a sequence: the team's state reset (`reset`, the entry point the team names
    /// with `--reset`), then each message decoded in order. Only crashes count here, as in the
    /// built-in engine's sequences: after one message the contract no longer says what the next
    /// may be answered with.
    public func testSequence(_ input: [UInt8], reset: () -> Void) {
        reset()
        for message in SequenceLayout.split(input) { _ = decode(message) }
    }

    /// `LLVMFuzzerCustomMutator` for sequences: drop a message, repeat one (the same operation
    /// twice), swap two, mutate one as a single message is mutated, insert a message the
    /// contract's generator makes, or reuse a value: a string or number one message carries put
    /// in place of a value of another message, whatever its field's name (a task id that a later
    /// message names as `task`). Same seed, same result.
    public func mutateSequence(_ input: [UInt8], maxSize: Int, seed: UInt32, fallback: ([UInt8], Int) -> [UInt8]) -> [UInt8] {
        var rng = FuzzRandom(seed: UInt64(seed) &* 0xD1B5_4A32_D192_ED03 &+ 7)
        var messages = SequenceLayout.split(input)
        if messages.isEmpty { messages = [generator.input(seed: UInt64(seed), index: 0).bytes] }
        let k = rng.int(0...(messages.count - 1))
        switch rng.int(0...6) {
        case 0 where messages.count > 1:
            messages.remove(at: k)
        case 1:
            messages.insert(messages[k], at: k + 1)
        case 2 where messages.count > 1:
            messages.swapAt(k, rng.int(0...(messages.count - 1)))
        case 3, 4:
            if let value = rng.pick(messages.flatMap(Self.leaves)), let target = Self.replacingLeaf(in: messages[k], with: value, rng: &rng) {
                messages[k] = target
            } else {
                messages[k] = mutate(messages[k], maxSize: maxSize, seed: seed, fallback: fallback)
            }
        case 5:
            mutations &+= 1
            messages.insert(generator.input(seed: UInt64(seed), index: mutations, corpus: messages).bytes, at: rng.int(0...messages.count))
        default:
            messages[k] = mutate(messages[k], maxSize: maxSize, seed: seed, fallback: fallback)
        }
        return SequenceLayout.join(messages, maxSize: maxSize)
    }

    /// `LLVMFuzzerCustomCrossOver` for sequences: the first messages of one, then the last of the other.
    public func crossOverSequences(_ a: [UInt8], _ b: [UInt8], maxSize: Int, seed: UInt32) -> [UInt8] {
        var rng = FuzzRandom(seed: UInt64(seed) &+ 0x2545_F491_4F6C_DD1D)
        let x = SequenceLayout.split(a), y = SequenceLayout.split(b)
        let head = x.prefix(x.isEmpty ? 0 : rng.int(0...x.count))
        let tail = y.suffix(y.isEmpty ? 0 : rng.int(0...y.count))
        return SequenceLayout.join(Array(head) + Array(tail), maxSize: maxSize)
    }

    /// Seed sequences: each example and generated valid message alone, and runs of two and three
    /// of them in the order generated (so a message that files a value comes before ones that
    /// may name it).
    public func sequenceSeeds(count: Int, seed: UInt64) -> [[UInt8]] {
        let singles = seeds(count: count, seed: seed)
        var out = singles.map { SequenceLayout.join([$0]) }
        var rng = FuzzRandom(seed: seed &+ 11)
        for _ in 0..<count {
            guard let first = rng.pick(singles), let second = rng.pick(singles) else { break }
            var run = [first, second]
            if rng.int(0...1) == 0, let third = rng.pick(singles) { run.append(third) }
            out.append(SequenceLayout.join(run))
        }
        var seen: Set<[UInt8]> = []
        return out.filter { seen.insert($0).inserted }
    }

    /// The strings and numbers a message carries in its fields (as the built-in engine's
    /// sequences find them: `SequenceGenerator.leaves`).
    static func leaves(_ message: [UInt8]) -> [JSONValue] {
        guard let value = try? JSONParser().parse(message) else { return [] }
        return SequenceGenerator.leaves(of: value).map(\.value)
    }

    /// `message` with one of its strings or numbers (chosen by `rng`) replaced by `value`; nil
    /// when it holds none or is not JSON.
    static func replacingLeaf(in message: [UInt8], with value: JSONValue, rng: inout FuzzRandom) -> [UInt8]? {
        guard let parsed = try? JSONParser().parse(message), let leaf = rng.pick(SequenceGenerator.leaves(of: parsed)) else { return nil }
        return Array(JSONWriter().string(parsed.replacing(at: leaf.path, with: value)).utf8)
    }
}
