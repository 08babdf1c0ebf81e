/// Re-reads one start tag in the raw bytes to find where its attribute values begin.
enum StartTagLexer {
    struct Located {
        let start: Int
        /// Each attribute's name, the offset of the first byte of its value and its raw value,
        /// the first of a repeated name only. A list: a tag has a handful, and a dictionary per
        /// tag cost more than the lexing (callgrind, a page of `onclick`s).
        var attributes: Attributes
    }

    /// Attributes as ranges of the page's bytes, not copies of them: two arrays an attribute
    /// were most of locating a tag with one `onclick` (callgrind, the worst-case lint site).
    struct Attributes {
        let bytes: [UInt8]
        fileprivate var entries: [(name: Range<Int>, offset: Int, raw: Range<Int>)] = []

        /// The attribute named `name` (lowercase ASCII), compared ignoring ASCII case.
        subscript(name: String) -> (offset: Int, raw: ArraySlice<UInt8>)? {
            entries.first { named($0.name, name.utf8) }.map { ($0.offset, bytes[$0.raw]) }
        }

        private func named(_ range: Range<Int>, _ name: some Collection<UInt8>) -> Bool {
            range.count == name.count && zip(bytes[range], name).allSatisfy { StartTagLexer.lower($0) == StartTagLexer.lower($1) }
        }

        fileprivate mutating func addFirst(_ name: Range<Int>, offset: Int, raw: Range<Int>) {
            if !entries.contains(where: { named($0.name, bytes[name]) }) { entries.append((name, offset, raw)) }
        }

        /// Lowercased names (as Strings) to `transform`ed raw values.
        func mapValues<T>(_ transform: (ArraySlice<UInt8>) -> T) -> [String: T] {
            Dictionary(entries.map { (String(decoding: bytes[$0.name].map(StartTagLexer.lower), as: UTF8.self), transform(bytes[$0.raw])) }) { first, _ in first }
        }
    }

    /// Finds the `<name …>` whose `>` (or `/>`) is at `end`, looking back at most 256 KiB. Tries the
    /// nearest `<name` first and accepts the first whose lexing ends exactly at `end`, so a `<name`
    /// inside an attribute value cannot be mistaken for the tag.
    static func locate(name: String, endingAt end: Int, in bytes: [UInt8]) -> Located? {
        guard end > 0, end <= bytes.count else { return nil }
        let nameBytes = Array(name.utf8)
        var k = min(end, bytes.count - 1)
        let floor = max(0, end - (256 << 10))
        while k >= floor {
            if bytes[k] == UInt8(ascii: "<"), matchesName(nameBytes, at: k + 1, in: bytes), let located = lex(from: k, nameLength: nameBytes.count, end: end, in: bytes) {
                return located
            }
            k -= 1
        }
        return nil
    }

    private static func matchesName(_ name: [UInt8], at k: Int, in bytes: [UInt8]) -> Bool {
        guard k + name.count <= bytes.count else { return false }
        for (j, c) in name.enumerated() where lower(bytes[k + j]) != c { return false }
        let after = k + name.count
        return after >= bytes.count || isSpace(bytes[after]) || bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: "/")
    }

    private static func lex(from start: Int, nameLength: Int, end: Int, in bytes: [UInt8]) -> Located? {
        var located = Located(start: start, attributes: Attributes(bytes: bytes))
        var k = start + 1 + nameLength
        while k < bytes.count {
            while k < bytes.count, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: "/") {
                if bytes[k] == UInt8(ascii: "/"), k == end { return located }
                k += 1
            }
            guard k < bytes.count else { return nil }
            if bytes[k] == UInt8(ascii: ">") { return k == end ? located : nil }
            if k > end { return nil }
            let nameStart = k
            while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: "="), bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "/") || k == nameStart {
                k += 1
            }
            let attribute = nameStart..<k
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else {
                located.attributes.addFirst(attribute, offset: k, raw: k..<k)
                continue
            }
            k += 1
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count else { return nil }
            let quote = bytes[k]
            let valueStart: Int
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                valueStart = k + 1
                k = valueStart
                while k < bytes.count, bytes[k] != quote { k += 1 }
                located.attributes.addFirst(attribute, offset: valueStart, raw: valueStart..<min(k, bytes.count))
                k += 1
            } else {
                valueStart = k
                while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
                located.attributes.addFirst(attribute, offset: valueStart, raw: valueStart..<k)
            }
        }
        return nil
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
    /// An ASCII upper-case letter as lower case; any other byte as it is.
    static func lower(_ b: UInt8) -> UInt8 { (0x41...0x5A).contains(b) ? b | 0x20 : b }
}
