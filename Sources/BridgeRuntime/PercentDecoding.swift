/// URL percent-decoding (WHATWG URL §1.3): one pass, `%` not followed by two hex digits stays as
/// it is, so decoding can neither fail nor loop.
public enum PercentDecoding {
    public static func decode(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        // Through one non-generic loop over contiguous bytes: the generic version spent most of
        // a scheme URL's decode copying each query piece into an array first.
        bytes.withContiguousStorageIfAvailable(decode(buffer:)) ?? Array(bytes).withUnsafeBufferPointer(decode(buffer:))
    }

    private static func decode(buffer input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard input.contains(UInt8(ascii: "%")) else { return Array(input) }
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var i = 0
        while i < input.count {
            let b = input[i]
            if b == UInt8(ascii: "%"), i + 2 < input.count, let hi = hexValue(input[i + 1]), let lo = hexValue(input[i + 2]) {
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// Decodes and reads the bytes as UTF-8, replacing ill-formed sequences with U+FFFD.
    public static func decodeToString(_ s: some StringProtocol) -> String {
        String(decoding: decode(s.utf8), as: UTF8.self)
    }

    /// Decodes bytes and reads them as UTF-8, replacing ill-formed sequences with U+FFFD. Bytes
    /// with no `%` become the String directly, with no decoded copy between.
    public static func decodeToString(bytes: ArraySlice<UInt8>) -> String {
        let plain = bytes.withContiguousStorageIfAvailable { !$0.contains(UInt8(ascii: "%")) } ?? false
        return plain ? String(decoding: bytes, as: UTF8.self) : String(decoding: decode(bytes), as: UTF8.self)
    }

    /// The value of one ASCII hex digit.
    public static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
