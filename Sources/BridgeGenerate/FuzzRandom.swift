/// SplitMix64: small, fast and fully determined by its seed, so every input replays from `--seed`.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for input number `index` of `stream`: the same seed, stream and index always
    /// give the same input, whatever happened before.
    public static func derived(seed: UInt64, stream: String, index: UInt64) -> FuzzRandom {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in stream.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        var r = FuzzRandom(seed: seed ^ h ^ (index &* 0x9E37_79B9_7F4A_7C15))
        _ = r.next()
        return r
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    public mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &self)] }
}
