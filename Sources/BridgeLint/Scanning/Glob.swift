/// Glob patterns over `/`-separated relative paths: `*` matches within a segment, `**` across
/// segments, `?` one character. A pattern without `/` matches the file name anywhere.
public struct Glob: Sendable {
    let pattern: [Character]
    let anchored: Bool

    public init(_ text: String) {
        anchored = text.contains("/")
        pattern = Array(text.hasPrefix("./") ? String(text.dropFirst(2)) : text)
    }

    public func matches(_ path: String) -> Bool {
        let subject = anchored ? path : String(path.split(separator: "/").last ?? "")
        return Self.match(pattern[...], Array(subject)[...])
    }

    /// Iterative matching with backtracking points, so no pattern takes more than quadratic time.
    private static func match(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        var memo = Set<[Int]>()
        func go(_ pi: Int, _ si: Int) -> Bool {
            if !memo.insert([pi, si]).inserted { return false }
            if pi == p.endIndex { return si == s.endIndex }
            if p[pi] == "*" {
                let doubled = pi + 1 < p.endIndex && p[pi + 1] == "*"
                var next = pi + (doubled ? 2 : 1)
                if doubled, next < p.endIndex, p[next] == "/" { next += 1 }
                var k = si
                while true {
                    if go(next, k) { return true }
                    if k == s.endIndex || (!doubled && s[k] == "/") { return false }
                    k += 1
                }
            }
            guard si < s.endIndex else { return false }
            if p[pi] == "?" { return s[si] != "/" && go(pi + 1, si + 1) }
            return p[pi] == s[si] && go(pi + 1, si + 1)
        }
        return go(p.startIndex, s.startIndex)
    }
}
