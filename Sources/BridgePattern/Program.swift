/// A pattern compiled to a Thompson NFA, run as a Pike VM without captures.
///
/// Each step keeps the set of NFA states live at one input position (at most one thread per
/// state, deduplicated by a generation mark), so matching costs O(input × states) time and
/// O(states) memory beyond the input, with no recursion and no backtracking.
struct Program: Sendable {
    enum Instruction: Sendable {
        case codePoint(UInt32)
        case set(Int)
        /// Try both; order is irrelevant without captures.
        case split(Int, Int)
        case jump(Int)
        case assert(PatternNode.Assertion)
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [CodePointSet] = []
    private var flat = Flat(instructions: [], sets: [])

    init(_ node: PatternNode) {
        emit(node)
        instructions.append(.match)
        flat = Flat(instructions: instructions, sets: sets)
    }

    // MARK: Compiling

    private mutating func emit(_ node: PatternNode) {
        switch node {
        case .empty:
            break
        case .codePoint(let c):
            instructions.append(.codePoint(c))
        case .set(let s):
            sets.append(s)
            instructions.append(.set(sets.count - 1))
        case .assertion(let a):
            instructions.append(.assert(a))
        case .concat(let nodes):
            for n in nodes { emit(n) }
        case .alternate(let nodes):
            // split L1, next; L1: a; jump end; next: split L2, next2; … last alternative.
            var jumps: [Int] = []
            for (k, n) in nodes.enumerated() {
                if k == nodes.count - 1 {
                    emit(n)
                } else {
                    let split = instructions.count
                    instructions.append(.split(split + 1, -1))
                    emit(n)
                    jumps.append(instructions.count)
                    instructions.append(.jump(-1))
                    instructions[split] = .split(split + 1, instructions.count)
                }
            }
            for j in jumps { instructions[j] = .jump(instructions.count) }
        case .repetition(let body, let lo, let hi):
            for _ in 0..<lo { emit(body) }
            if let hi {
                // (body (body (…)?)?)?: every optional copy may skip to the end.
                var splits: [Int] = []
                for _ in lo..<max(lo, hi) {
                    splits.append(instructions.count)
                    instructions.append(.split(instructions.count + 1, -1))
                    emit(body)
                }
                for s in splits { instructions[s] = .split(s + 1, instructions.count) }
            } else {
                // L: split body, end; body; jump L; end.
                let loop = instructions.count
                instructions.append(.split(loop + 1, -1))
                emit(body)
                instructions.append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }

    // MARK: Running

    /// The program in flat arrays for the VM's inner loop: an opcode and two operands per
    /// instruction, and each set's ASCII members as a 128-bit map (the common case costs one
    /// bit test; other code points ask the set).
    private struct Flat {
        static let codePoint: UInt8 = 0, set: UInt8 = 1, split: UInt8 = 2, jump: UInt8 = 3, assert: UInt8 = 4, match: UInt8 = 5
        var op: [UInt8] = []
        var a: [Int] = []
        var b: [Int] = []
        var asciiLow: [UInt64] = []
        var asciiHigh: [UInt64] = []

        init(instructions: [Instruction], sets: [CodePointSet]) {
            for inst in instructions {
                switch inst {
                case .codePoint(let c): op.append(Self.codePoint); a.append(Int(c)); b.append(0)
                case .set(let s): op.append(Self.set); a.append(s); b.append(0)
                case .split(let x, let y): op.append(Self.split); a.append(x); b.append(y)
                case .jump(let x): op.append(Self.jump); a.append(x); b.append(0)
                case .assert(let kind):
                    op.append(Self.assert)
                    a.append([PatternNode.Assertion.start, .end, .wordBoundary, .notWordBoundary].firstIndex(of: kind) ?? 0)
                    b.append(0)
                case .match: op.append(Self.match); a.append(0); b.append(0)
                }
            }
            for set in sets {
                var low: UInt64 = 0, high: UInt64 = 0
                for c in UInt32(0)..<128 where set.contains(c) {
                    if c < 64 { low |= 1 << UInt64(c) } else { high |= 1 << UInt64(c - 64) }
                }
                asciiLow.append(low)
                asciiHigh.append(high)
            }
        }
    }

    func matches(_ input: [UInt32]) -> Bool { run(input).matched }

    /// Whether the pattern matches, and the work done: states visited, at most
    /// `(input.count + 1) × instructions.count` whatever the pattern (the linear bound tests assert).
    func run(_ input: [UInt32]) -> (matched: Bool, visited: Int) {
        let size = instructions.count
        var visited = 0
        var current = [Int](repeating: 0, count: size), currentCount = 0
        var next = [Int](repeating: 0, count: size), nextCount = 0
        var stack = [Int](repeating: 0, count: size * 2 + 2)
        // `mark[pc] == generation` when pc is already in the list being built.
        var mark = [Int](repeating: -1, count: size)
        let n = input.count
        return flat.op.withUnsafeBufferPointer { op in
            flat.a.withUnsafeBufferPointer { a in
                flat.b.withUnsafeBufferPointer { b in
                    input.withUnsafeBufferPointer { text in
                        mark.withUnsafeMutableBufferPointer { mark in
                            stack.withUnsafeMutableBufferPointer { stack in
                                // Adds `pc` and the states reachable from it without input; true on `match`.
                                func add(_ pc: Int, at position: Int, into list: UnsafeMutableBufferPointer<Int>, count: inout Int) -> Bool {
                                    var top = 0
                                    stack[top] = pc
                                    top += 1
                                    while top > 0 {
                                        top -= 1
                                        let pc = stack[top]
                                        guard mark[pc] != position else { continue }
                                        mark[pc] = position
                                        visited += 1
                                        switch op[pc] {
                                        case Flat.match:
                                            return true
                                        case Flat.jump:
                                            stack[top] = a[pc]
                                            top += 1
                                        case Flat.split:
                                            // Each state is pushed at most twice per closure: `2 × size` bounds the stack.
                                            stack[top] = b[pc]
                                            stack[top + 1] = a[pc]
                                            top += 2
                                        case Flat.assert:
                                            if holds(a[pc], at: position, text) {
                                                stack[top] = pc + 1
                                                top += 1
                                            }
                                        default:
                                            list[count] = pc
                                            count += 1
                                        }
                                    }
                                    return false
                                }
                                return current.withUnsafeMutableBufferPointer { currentBuffer in
                                    next.withUnsafeMutableBufferPointer { nextBuffer in
                                        var cur = currentBuffer, nxt = nextBuffer
                                        for position in 0...n {
                                            // A match may start at every position.
                                            if add(0, at: position, into: cur, count: &currentCount) { return (true, visited) }
                                            guard position < n else { break }
                                            let c = text[position]
                                            nextCount = 0
                                            for k in 0..<currentCount {
                                                let pc = cur[k]
                                                let advances: Bool
                                                if op[pc] == Flat.codePoint {
                                                    advances = UInt32(truncatingIfNeeded: a[pc]) == c
                                                } else if c < 64 {
                                                    advances = flat.asciiLow[a[pc]] & (1 << UInt64(c)) != 0
                                                } else if c < 128 {
                                                    advances = flat.asciiHigh[a[pc]] & (1 << UInt64(c - 64)) != 0
                                                } else {
                                                    advances = sets[a[pc]].contains(c)
                                                }
                                                if advances, add(pc + 1, at: position + 1, into: nxt, count: &nextCount) { return (true, visited) }
                                            }
                                            swap(&cur, &nxt)
                                            swap(&currentCount, &nextCount)
                                        }
                                        return (false, visited)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func holds(_ assertion: Int, at position: Int, _ input: UnsafeBufferPointer<UInt32>) -> Bool {
        switch assertion {
        case 0: return position == 0
        case 1: return position == input.count
        default:
            let before = position > 0 ? input[position - 1] : nil
            let after = position < input.count ? input[position] : nil
            let boundary = CodePointSet.isWord(before) != CodePointSet.isWord(after)
            return boundary == (assertion == 2)
        }
    }
}

