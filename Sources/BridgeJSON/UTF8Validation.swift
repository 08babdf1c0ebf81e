/// Well-formed UTF-8 (Unicode Table 3-7): no overlongs, no surrogates, nothing above U+10FFFF.
public enum UTF8Validation {
    /// Length of the well-formed sequence starting at `start`, or 0 when none starts there.
    public static func sequenceLength(in bytes: [UInt8], at start: Int) -> Int {
        guard start >= 0, start < bytes.count else { return 0 }
        let lead = bytes[start]
        if lead < 0x80 { return 1 }
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard start + length <= bytes.count, second.contains(bytes[start + 1]) else { return 0 }
        for k in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[start + k]) { return 0 }
        return length
    }
}
