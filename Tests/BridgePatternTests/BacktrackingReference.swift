@testable import BridgePattern

/// A second, independent reading of a parsed pattern: a backtracking matcher over the AST, as
/// ECMA-262 specifies matching, with a step budget. It shares the parser with `Program` but not
/// the compiler or the VM, so where both finish they must agree; the libFuzzer self-test and the
/// random tests compare them. Exponential by design: only for short inputs.
struct BacktrackingReference {
    let root: PatternNode
    /// Steps before giving up (nil answer).
    var budget: Int

    init?(_ source: String, budget: Int = 200_000) {
        var parser = PatternParser(source)
        guard let node = try? parser.parse() else { return nil }
        root = node
        self.budget = budget
    }

    /// Whether the pattern matches somewhere in `input`; nil when the budget ran out.
    mutating func matches(_ input: [UInt32]) -> Bool? {
        for start in 0...input.count {
            var steps = budget
            let found = match(root, input, start, &steps) { _, _ in true }
            if steps <= 0 { return nil }
            if found { return true }
        }
        return false
    }

    /// Matches `node` at `position`, then the continuation `next`.
    private func match(_ node: PatternNode, _ input: [UInt32], _ position: Int, _ steps: inout Int, _ next: (Int, inout Int) -> Bool) -> Bool {
        steps -= 1
        guard steps > 0 else { return false }
        switch node {
        case .empty:
            return next(position, &steps)
        case .codePoint(let c):
            return position < input.count && input[position] == c && next(position + 1, &steps)
        case .set(let s):
            return position < input.count && s.contains(input[position]) && next(position + 1, &steps)
        case .assertion(let a):
            let holds: Bool
            switch a {
            case .start: holds = position == 0
            case .end: holds = position == input.count
            case .wordBoundary, .notWordBoundary:
                let before = position > 0 ? input[position - 1] : nil
                let after = position < input.count ? input[position] : nil
                holds = (CodePointSet.isWord(before) != CodePointSet.isWord(after)) == (a == .wordBoundary)
            }
            return holds && next(position, &steps)
        case .concat(let nodes):
            return sequence(nodes[...], input, position, &steps, next)
        case .alternate(let nodes):
            for n in nodes where match(n, input, position, &steps, next) { return true }
            return false
        case .repetition(let body, let lo, let hi):
            return repeated(body, lo, hi, 0, input, position, &steps, next)
        }
    }

    private func sequence(_ nodes: ArraySlice<PatternNode>, _ input: [UInt32], _ position: Int, _ steps: inout Int, _ next: (Int, inout Int) -> Bool) -> Bool {
        guard let first = nodes.first else { return next(position, &steps) }
        return match(first, input, position, &steps) { p, s in sequence(nodes.dropFirst(), input, p, &s, next) }
    }

    /// ECMA-262 RepeatMatcher: after the minimum, an iteration that matches empty ends the loop.
    private func repeated(
        _ body: PatternNode, _ lo: Int, _ hi: Int?, _ count: Int, _ input: [UInt32], _ position: Int, _ steps: inout Int, _ next: (Int, inout Int) -> Bool
    ) -> Bool {
        if let hi, count >= hi { return next(position, &steps) }
        let more = match(body, input, position, &steps) { p, s in
            if count >= lo, p == position { return false }
            return repeated(body, lo, hi, count + 1, input, p, &s, next)
        }
        if more { return true }
        return count >= lo && next(position, &steps)
    }
}
