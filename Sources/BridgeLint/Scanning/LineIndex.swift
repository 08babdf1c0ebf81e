import Foundation

/// Byte offsets to 1-based line and column (in Unicode scalars) for one file.
struct LineIndex {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// No byte at or above 0x80: a column is the byte distance from the line start, found at once
    /// (a minified script is one long line, and counting it for every finding would be quadratic).
    private let asciiOnly: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var high: UInt8 = 0
        bytes.withUnsafeBufferPointer { buffer in
            // Two plain passes rather than one branchy loop (callgrind: 7 instructions a byte):
            // an OR over every byte, which the compiler vectorizes, and memchr from line to line.
            for b in buffer { high |= b }
            guard let base = buffer.baseAddress else { return }
            var k = 0
            while k < buffer.count, let found = memchr(base + k, 0x0A, buffer.count - k) {
                k = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(k)
            }
        }
        lineStarts = starts
        asciiOnly = high < 0x80
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
        if asciiOnly { return (low + 1, clamped - start + 1) }
        var column = 1
        for b in bytes[start..<clamped] where b & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }
}

/// A `LineIndex` built on the first lookup: most files of a site hold no bridge call and never
/// need one, and building it was 4 % of a no-prefilter lint (perf). Used by one file's scan, on
/// one thread.
final class LazyLineIndex {
    private let bytes: [UInt8]
    private var index: LineIndex?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func location(of offset: Int) -> (line: Int, column: Int) {
        // Looked up in place: a `lazy var` handed out a copy per lookup, retaining and releasing
        // both of its arrays for every call located (callgrind, the worst-case lint site).
        if index == nil { index = LineIndex(bytes) }
        return index?.location(of: offset) ?? (1, 1)
    }
}
