import Foundation

/// One generated input and what the contract says a decoder must do with it.
public struct FuzzInput: Sendable, Hashable {
    public enum Expectation: String, Sendable, Hashable {
        /// Valid under the contract: rejecting it breaks a page that keeps the contract.
        case accept
        /// Invalid under the contract: accepting it lets a broken message through.
        case reject
        /// Either answer is fine; only crashes, hangs and protocol errors count.
        case any
    }

    public let bytes: [UInt8]
    public let expectation: Expectation
    /// How the input was made, for reports: `valid pong`, `mutant: missing key 'count'`, `bytes: flip`.
    public let origin: String

    /// For a sequence (protocol v2): its messages in order, each with its own expectation;
    /// `bytes` is then their `MessageSequence` encoding. Empty for a single message.
    public let messages: [FuzzInput]

    public init(_ bytes: [UInt8], _ expectation: Expectation, _ origin: String) {
        self.bytes = bytes
        self.expectation = expectation
        self.origin = origin
        messages = []
    }

    /// A sequence of messages sent in order to one harness.
    public init(sequence messages: [FuzzInput], _ origin: String) {
        bytes = MessageSequence.encode(messages.map(\.bytes))
        expectation = .any
        self.origin = origin
        self.messages = messages
    }

    /// The generator that made the input, read from its origin, for the summary's account of
    /// where a run's inputs came from: `valid`, `mutant`, `envelope field`, `byte mutation`,
    /// `sequence: out-of-order` and the like, `corpus sequence`, or a built-in target's kind
    /// (`data-url`, `scheme-url`, `page`).
    public var generator: String {
        if origin.hasPrefix("valid ") { return "valid" }
        if origin.hasPrefix("mutant ") { return origin.contains(": envelope field ") ? "envelope field" : "mutant" }
        if origin.hasPrefix("bytes: ") { return "byte mutation" }
        if origin.hasPrefix("corpus sequence") { return "corpus sequence" }
        if origin.hasPrefix("sequence ") {
            // `sequence <pattern> of <count>`: a pattern may itself hold " of ".
            let patternStart = origin.index(origin.startIndex, offsetBy: 9)
            var end = origin.endIndex
            while let of = origin.range(of: " of ", options: .backwards, range: patternStart..<end) {
                if origin[of.upperBound...].first?.isNumber == true { return "sequence: " + origin[patternStart..<of.lowerBound] }
                end = of.lowerBound
            }
        }
        return String(origin.prefix { $0 != ":" && $0 != "(" }.prefix(40)).trimmingCharacters(in: .whitespaces)
    }
}

/// How a sequence of messages travels and is saved: a 4-byte little-endian count, then each
/// message as a 4-byte little-endian length and its bytes. Protocol v2 sends this as one frame,
/// and corpus and crash files of sequence targets hold exactly these bytes, so a saved sequence
/// replays as sent. Hand-written rather than JSON because messages are arbitrary bytes (a mutant
/// may not be UTF-8), which a JSON array of strings cannot carry exactly.
public enum MessageSequence {
    /// Most messages in one sequence.
    public static let maxMessages = 1_024

    public static func encode(_ messages: [[UInt8]]) -> [UInt8] {
        var out = littleEndian(messages.count)
        for message in messages {
            out += littleEndian(message.count)
            out += message
        }
        return out
    }

    /// The messages, or nil when `bytes` is not exactly one encoded sequence (cut short, trailing
    /// bytes, or more than `maxMessages`): a corpus file is untrusted input.
    public static func decode(_ bytes: [UInt8]) -> [[UInt8]]? {
        guard let count = length(bytes, at: 0), count <= maxMessages else { return nil }
        var messages: [[UInt8]] = []
        var offset = 4
        for _ in 0..<count {
            guard let n = length(bytes, at: offset), n <= bytes.count - offset - 4 else { return nil }
            messages.append(Array(bytes[(offset + 4)..<(offset + 4 + n)]))
            offset += 4 + n
        }
        return offset == bytes.count ? messages : nil
    }

    /// The messages a sequence target sends for saved bytes: the sequence they encode, or else
    /// (not a sequence, or an empty one) the bytes as one message.
    public static func messages(in bytes: [UInt8]) -> [[UInt8]] {
        decode(bytes).flatMap { $0.isEmpty ? nil : $0 } ?? [bytes]
    }

    private static func length(_ bytes: [UInt8], at offset: Int) -> Int? {
        guard offset >= 0, bytes.count - offset >= 4 else { return nil }
        return Int(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
    }

    private static func littleEndian(_ n: Int) -> [UInt8] {
        let v = UInt32(truncatingIfNeeded: n)
        return [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24)]
    }
}

/// Byte-level mutation of pool entries: flip, insert, delete, splice, duplicate, truncate, tokens.
package struct ByteMutator: Sendable {
    package let dictionary: [[UInt8]]

    package init(dictionary: [[UInt8]]) { self.dictionary = dictionary }

    package static let defaultTokens: [String] = [
        "{", "}", "[", "]", "\"", "\\", "\\u", "\\ud800", "\\u0000", ",", ":", "null", "true", "-0", "1e309", "9223372036854775808",
        "%", "%00", "%2F", "%ZZ", ";base64", ";", "=", "==", "//", "?", "&", "#", "data:", "../", "\u{2028}", "\u{FEFF}",
    ]

    package func mutate(_ input: [UInt8], pool: [[UInt8]], rng: inout FuzzRandom, maxLength: Int) -> ([UInt8], String) {
        var bytes = input
        var names: [String] = []
        for _ in 0..<rng.int(1...3) {
            let position = bytes.isEmpty ? 0 : rng.int(0...bytes.count)
            switch rng.int(0...6) {
            case 0 where !bytes.isEmpty:
                let k = min(position, bytes.count - 1)
                bytes[k] ^= UInt8(1 << rng.int(0...7))
                names.append("flip")
            case 1:
                bytes.insert(UInt8.random(in: 0...255, using: &rng), at: position)
                names.append("insert")
            case 2 where !bytes.isEmpty:
                let k = min(position, bytes.count - 1)
                let end = min(bytes.count, k + rng.int(1...8))
                bytes.removeSubrange(k..<end)
                names.append("delete")
            case 3:
                if let other = rng.pick(pool), !other.isEmpty {
                    let from = rng.int(0...other.count - 1)
                    let piece = other[from..<min(other.count, from + rng.int(1...32))]
                    bytes.insert(contentsOf: piece, at: position)
                    names.append("splice")
                }
            case 4:
                if let token = rng.pick(dictionary) {
                    bytes.insert(contentsOf: token, at: position)
                    names.append("token")
                }
            case 5 where !bytes.isEmpty:
                let k = min(position, bytes.count - 1)
                let end = min(bytes.count, k + rng.int(1...16))
                bytes.insert(contentsOf: bytes[k..<end], at: end)
                names.append("duplicate")
            default:
                bytes = Array(bytes.prefix(position))
                names.append("truncate")
            }
        }
        if bytes.count > maxLength { bytes = Array(bytes.prefix(maxLength)) }
        return (bytes, "bytes: " + names.joined(separator: "+"))
    }

    /// Reads an AFL-style dictionary: `name="value"` or `"value"` per line, `\xNN`, `\"`, `\\` escapes.
    package static func loadDictionary(_ text: String) -> [[UInt8]] {
        var out: [[UInt8]] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.hasPrefix("#"), let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
            let body = Array(trimmed[trimmed.index(after: open)..<close].utf8)
            var value: [UInt8] = []
            var k = 0
            while k < body.count {
                if body[k] == UInt8(ascii: "\\"), k + 1 < body.count {
                    if body[k + 1] == UInt8(ascii: "x"), k + 3 < body.count, let v = UInt8(String(decoding: body[(k + 2)...(k + 3)], as: UTF8.self), radix: 16) {
                        value.append(v)
                        k += 4
                        continue
                    }
                    value.append(body[k + 1])
                    k += 2
                    continue
                }
                value.append(body[k])
                k += 1
            }
            if !value.isEmpty { out.append(value) }
        }
        return out
    }
}

/// AFL-style dictionaries for `--dict`.
public enum ByteMutatorDictionary {
    public static func load(_ text: String) -> [[UInt8]] { ByteMutator.loadDictionary(text) }
}
