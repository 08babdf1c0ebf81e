/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo:
    /// within a third of the word's length (at most 3 edits; none for words under 3 characters,
    /// where any other short word would be "close"), case-insensitively.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= 256 else { return nil }
        let budget = target.count < 3 ? 0 : min(3, max(1, target.count / 3))
        guard budget > 0 else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let c = Array(candidate.lowercased().unicodeScalars)
            guard c.count <= 256, abs(c.count - target.count) <= budget else { continue }
            let d = distance(target, c)
            if d <= budget, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Whether `word` is at most `edits` edits from `target`, case-insensitively.
    public static func isWithin(_ edits: Int, of target: String, _ word: String) -> Bool {
        let a = Array(word.lowercased().unicodeScalars), b = Array(target.lowercased().unicodeScalars)
        guard a.count <= 256, b.count <= 256, abs(a.count - b.count) <= edits else { return false }
        return distance(a, b) <= edits
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// ` (did you mean 'x'?)` or the empty string.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
