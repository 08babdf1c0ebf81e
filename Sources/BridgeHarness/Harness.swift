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
        serve(&reader, &writer, handle)
    }

    /// Protocol v1 on frames still to come.
    static func serve(_ reader: inout FrameReader, _ writer: inout BufferedWriter, _ handle: ([UInt8]) -> Verdict) {
        while true {
            writer.flush()
            guard let input = reader.nextFrame() else { break }
            answer(handle(input), into: &writer)
        }
        writer.flush()
    }

    /// The first frame bridgecheck sends when it fuzzes sequences: a harness that speaks protocol
    /// v2 answers it with status 2 and the output `2`. Not JSON, so no message is ever mistaken
    /// for it.
    public static let hello: [UInt8] = Array("\u{0}bridgecheck-harness-protocol\u{0}2".utf8)

    /// Most messages in one sequence (bridgecheck's `MessageSequence.maxMessages`).
    public static let maxSequenceMessages = 1_024

    /// Protocol v2: like `run`, but bridgecheck may send sequences of messages, which arrive in
    /// order, with `start()` making fresh state at the start of each sequence and `handle`
    /// getting it with each message, so a bug that needs two messages (a reused id, a duplicate
    /// completion, numbers out of order) can be found:
    ///
    /// ```swift
    /// Harness.runSequences(start: { MyBridge() }) { bridge, input in
    ///     do { return .accepted(Array(try bridge.receive(Data(input)).utf8)) }
    ///     catch { return .rejected(Array("\(error)".utf8)) }
    /// }
    /// ```
    ///
    /// When the first frame is `hello`, the harness answers it with status 2 and output `2`, and
    /// every later frame holds one sequence: a 4-byte little-endian count, then each message as a
    /// 4-byte little-endian length and its bytes. Each message gets the usual answer (status,
    /// length, output), written before the next message is handled, so a crash is blamed on the
    /// message that caused it. When the first frame is anything else, bridgecheck speaks v1: each
    /// frame is one message, handled with fresh state.
    public static func runSequences<State>(start: () -> State, _ handle: (inout State, [UInt8]) -> Verdict) {
        var reader = FrameReader(fd: 0)
        var writer = BufferedWriter(fd: 1)
        guard let first = reader.nextFrame() else { return }
        guard first == hello else {
            var state = start()
            answer(handle(&state, first), into: &writer)
            serve(&reader, &writer) { input in
                var state = start()
                return handle(&state, input)
            }
            return
        }
        writer.append([2] + littleEndian(1) + Array("2".utf8))
        while true {
            writer.flush()
            guard let frame = reader.nextFrame() else { break }
            guard let messages = sequence(frame) else {
                let why = "bridgecheck harness: a protocol v2 frame that is not a sequence (\(frame.count) bytes)\n"
                _ = why.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
                exit(2)
            }
            var state = start()
            for message in messages {
                answer(handle(&state, message), into: &writer)
                writer.flush()
            }
        }
        writer.flush()
    }

    static func answer(_ verdict: Verdict, into writer: inout BufferedWriter) {
        let (status, output): (UInt8, [UInt8])
        switch verdict {
        case .accepted(let o): (status, output) = (0, o)
        case .rejected(let o): (status, output) = (1, o)
        }
        writer.append([status])
        writer.append(littleEndian(UInt32(truncatingIfNeeded: output.count)))
        writer.append(output)
    }

    /// The messages of one v2 frame, or nil when it is not exactly one sequence. The same
    /// format as bridgecheck's `MessageSequence`, decoded here again because this library
    /// depends on nothing, not even Foundation, so that any team's harness can link it.
    static func sequence(_ frame: [UInt8]) -> [[UInt8]]? {
        func length(at k: Int) -> Int? {
            guard k >= 0, frame.count - k >= 4 else { return nil }
            return Int(UInt32(frame[k]) | UInt32(frame[k + 1]) << 8 | UInt32(frame[k + 2]) << 16 | UInt32(frame[k + 3]) << 24)
        }
        guard let count = length(at: 0), count <= maxSequenceMessages else { return nil }
        var messages: [[UInt8]] = []
        var offset = 4
        for _ in 0..<count {
            guard let n = length(at: offset), n <= frame.count - offset - 4 else { return nil }
            messages.append(Array(frame[(offset + 4)..<(offset + 4 + n)]))
            offset += 4 + n
        }
        return offset == frame.count ? messages : nil
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
