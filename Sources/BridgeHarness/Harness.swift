#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The harness side of bridgecheck's harness protocol v1, in one call:
///
/// ```swift
/// import BridgeHarness
/// Harness.run { input in
///     do { _ = try MyDecoder.decode(Data(input)); return .accepted() }
///     catch { return .rejected(Array("\(error)".utf8)) }
/// }
/// ```
///
/// Protocol v1, over standard input and output: for each input bridgecheck writes a 4-byte
/// little-endian unsigned length, then the bytes. The harness answers with one status byte
/// (0 accepted, 1 rejected with a clean error), a 4-byte little-endian length and that many output
/// bytes. Anything else the harness prints must go to standard error. At end of input it exits 0.
/// Inputs are read in large blocks, so bridgecheck can keep several in flight; each answer is
/// written before the next input is decoded, so a crash is always blamed on the input that caused it.
public enum Harness {
    public enum Verdict: Sendable, Equatable {
        case accepted([UInt8])
        case rejected([UInt8])

        public static func accepted() -> Verdict { .accepted([]) }
    }

    /// Largest input accepted from bridgecheck: 64 MiB.
    public static let maxInputBytes = 64 << 20

    /// Reads inputs until end of file, answering each with `handle`'s verdict, then returns.
    public static func run(_ handle: ([UInt8]) -> Verdict) {
        var reader = FrameReader(fd: 0)
        var writer = BufferedWriter(fd: 1)
        while true {
            writer.flush()
            guard let input = reader.nextFrame() else { break }
            let verdict = handle(input)
            let (status, output): (UInt8, [UInt8])
            switch verdict {
            case .accepted(let o): (status, output) = (0, o)
            case .rejected(let o): (status, output) = (1, o)
            }
            writer.append([status])
            writer.append(littleEndian(UInt32(truncatingIfNeeded: output.count)))
            writer.append(output)
        }
        writer.flush()
    }

    static func littleEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24)]
    }
}

/// Reads length-prefixed frames from a file descriptor.
struct FrameReader {
    let fd: Int32
    var buffer: [UInt8] = []
    var start = 0
    var atEnd = false

    init(fd: Int32) { self.fd = fd }

    func available() -> Int { buffer.count - start }

    func hasBufferedFrame() -> Bool {
        guard available() >= 4 else { return false }
        return available() - 4 >= Int(length(at: start))
    }

    func length(at k: Int) -> UInt32 {
        UInt32(buffer[k]) | UInt32(buffer[k + 1]) << 8 | UInt32(buffer[k + 2]) << 16 | UInt32(buffer[k + 3]) << 24
    }

    /// Reads more bytes; false at end of input.
    mutating func fill() -> Bool {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return true
            }
            if n < 0, errno == EINTR { continue }
            return false
        }
    }

    /// The next input, or nil at end of input (or a frame longer than the limit, or cut short).
    mutating func nextFrame() -> [UInt8]? {
        while available() < 4 { if !fill() { return nil } }
        let count = Int(length(at: start))
        guard count <= Harness.maxInputBytes else { return nil }
        while available() - 4 < count { if !fill() { return nil } }
        let frame = Array(buffer[(start + 4)..<(start + 4 + count)])
        start += 4 + count
        return frame
    }
}

/// Collects answers and writes them in as few system calls as possible.
struct BufferedWriter {
    let fd: Int32
    var pending: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    mutating func append(_ bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < pending.count {
            let n = pending.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + offset }, pending.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                exit(0)  // bridgecheck went away: nothing left to answer.
            }
        }
        pending.removeAll(keepingCapacity: true)
    }
}
