import Foundation

/// Byte offsets to 1-based line and column (in Unicode scalars) for one file.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// No byte at or above 0x80: a column is the byte distance from the line start, found at once
    /// (a minified script is one long line, and counting it for every finding would be quadratic).
    private let asciiOnly: Bool

    public init(_ bytes: [UInt8]) {
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
        // Otherwise, how many scalars start before each multiple of `stride` bytes: a column is
        // then a difference of two counts, each finished within one stride (counting from the
        // line start for every call was quadratic in a long line that is not ASCII: calls
        // separated by U+2028, which is no line break in an editor).
        var checkpoints: [UInt32] = []
        if high >= 0x80 {
            checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
            var count: UInt32 = 0
            for (k, b) in bytes.enumerated() {
                if k % Self.stride == 0 { checkpoints.append(count) }
                if b & 0xC0 != 0x80 { count &+= 1 }
            }
        }
        scalarCheckpoints = checkpoints
    }

    private static let stride = 64
    private let scalarCheckpoints: [UInt32]

    /// Scalars that start before byte `offset` (`offset` at most the byte count).
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.stride
        guard block < scalarCheckpoints.count else { return 0 }
        var count = Int(scalarCheckpoints[block])
        for b in bytes[(block * Self.stride)..<offset] where b & 0xC0 != 0x80 { count += 1 }
        return count
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        if asciiOnly { return (low + 1, clamped - start + 1) }
        return (low + 1, scalars(before: clamped) - scalars(before: start) + 1)
    }
}

/// A `LineIndex` built on the first lookup: most files of a site hold no bridge call and never
/// need one, and building it was 4 % of a no-prefilter lint (perf). Used by one file's scan, on
/// one thread.
public final class LazyLineIndex {
    private let bytes: [UInt8]
    private var index: LineIndex?

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        // Looked up in place: a `lazy var` handed out a copy per lookup, retaining and releasing
        // both of its arrays for every call located (callgrind, the worst-case lint site).
        if index == nil { index = LineIndex(bytes) }
        return index?.location(of: offset) ?? (1, 1)
    }
}
