/// WHATWG Infra's forgiving-base64 decode, the decoder `atob()` and `data:` URLs use.
/// Foundation's `Data(base64Encoded:)` rejects what the spec accepts (whitespace anywhere,
/// missing padding), so this follows the spec step by step.
public enum ForgivingBase64 {
    /// The decoded bytes, or nil where the spec says failure. `maxDecodedBytes` is checked
    /// before anything is allocated.
    public static func decode(_ input: some Collection<UInt8>, maxDecodedBytes: Int = .max) -> Result<[UInt8], Failure> {
        // 1. Remove ASCII whitespace.
        var data = input.filter { !($0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D || $0 == 0x20) }
        // 2. Drop one or two trailing '=' when the length is a multiple of 4.
        if data.count % 4 == 0 {
            if data.last == UInt8(ascii: "=") { data.removeLast() }
            if data.last == UInt8(ascii: "=") { data.removeLast() }
        }
        // 3. A remainder of 1 can never be valid.
        if data.count % 4 == 1 { return .failure(.badLength) }
        let decodedCount = data.count / 4 * 3 + max(0, data.count % 4 - 1)
        if decodedCount > maxDecodedBytes { return .failure(.tooLarge(decodedCount)) }
        var out: [UInt8] = []
        out.reserveCapacity(decodedCount)
        var buffer: UInt32 = 0, bits = 0
        for (offset, c) in data.enumerated() {
            guard let v = value(c) else { return .failure(.invalidCharacter(offset: offset)) }
            buffer = buffer << 6 | UInt32(v)
            bits += 6
            if bits == 24 {
                out.append(UInt8(truncatingIfNeeded: buffer >> 16))
                out.append(UInt8(truncatingIfNeeded: buffer >> 8))
                out.append(UInt8(truncatingIfNeeded: buffer))
                buffer = 0
                bits = 0
            }
        }
        if bits == 12 {
            out.append(UInt8(truncatingIfNeeded: buffer >> 4))
        } else if bits == 18 {
            out.append(UInt8(truncatingIfNeeded: buffer >> 10))
            out.append(UInt8(truncatingIfNeeded: buffer >> 2))
        }
        return .success(out)
    }

    public enum Failure: Error, Sendable, Hashable {
        /// The length left after removing whitespace and padding is 1 more than a multiple of 4.
        case badLength
        /// A character outside `A–Z a–z 0–9 + /`, at this offset after whitespace was removed.
        case invalidCharacter(offset: Int)
        /// The decoded size, over the limit.
        case tooLarge(Int)
    }

    private static func value(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return c - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
