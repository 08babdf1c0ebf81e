import BridgeJSON

/// Finds the line of a key in the manifest's text, for findings that point into the manifest.
public struct ManifestSourceMap: Sendable {
    let bytes: [UInt8]
    let lines: LineIndex

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineIndex(bytes)
    }

    /// The position of `"key":` after the first `"section"` key, or nil.
    public func location(ofKey key: String, under section: String, file: String) -> SourceLocation? {
        guard let sectionAt = find(Array("\"\(section)\"".utf8), from: 0) else { return nil }
        var from = sectionAt
        let needle = Array(JSONWriter.quoted(key).utf8)
        while let at = find(needle, from: from) {
            var k = at + needle.count
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            if k < bytes.count, bytes[k] == UInt8(ascii: ":") {
                let (line, column) = lines.location(of: at)
                return SourceLocation(file: file, line: line, column: column)
            }
            from = at + 1
        }
        return nil
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        var k = max(0, start)
        while k + needle.count <= bytes.count {
            if bytes[k] == needle[0], bytes[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }
}
