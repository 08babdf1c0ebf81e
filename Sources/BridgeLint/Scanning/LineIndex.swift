/// Byte offsets to 1-based line and column (in Unicode scalars) for one file.
struct LineIndex {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (k, b) in bytes.enumerated() where b == 0x0A { starts.append(k + 1) }
        lineStarts = starts
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        var column = 1
        for b in bytes[start..<clamped] where b & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }
}
