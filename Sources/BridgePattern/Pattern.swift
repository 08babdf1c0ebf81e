/// A JSON Schema `pattern`: an ECMA-262 regular expression, matched in time linear in the input.
///
/// Why our own engine: `NSRegularExpression` (ICU) backtracks, so `(a+)+$` against 67 characters
/// from a page takes seconds and doubles with each character, and a hostile page could freeze an
/// app's main thread with one message. ICU's dialect also differs from ECMA-262, and from one
/// platform's ICU to another's. This engine compiles the pattern to a Thompson NFA and runs it as
/// a Pike VM (as RE2 and Rust's regex do): every input scalar is looked at once per NFA state, so
/// the time is O(input × pattern) whatever the pattern.
///
/// What it accepts: ECMA-262 syntax as with the `u` flag (code points, `\u{…}`, `\p{…}`), plus
/// Annex B's leniencies that cannot change a meaning (`\-`, a lone `]`, `}` or non-quantifier
/// `{`). Like JSON Schema, a match may start anywhere (`^`/`$` anchor). Features that need
/// backtracking (backreferences, lookahead, lookbehind) are refused with their position; no
/// flags exist in JSON Schema, so none are read.
public struct Pattern: Sendable {
    public let source: String
    let program: Program

    /// The largest compiled program; counted repetition (`(a|b){1000}`) copies its body, so a short
    /// pattern could otherwise compile to millions of states.
    public static let maxProgramSize = 50_000

    /// The most steps one match may take: a match visits each compiled state at most once per
    /// input character, so `programSize × (length + 1)` bounds it, and a schema whose longest
    /// string times its program exceeds this is refused (`maxInputLength`). 2^28 steps are
    /// about a second of one core at the worst.
    public static let stepBudget = 1 << 28
    /// The longest string a pattern is matched against when its schema sets no `maxLength`:
    /// JSON strings are at most 1 MiB (`JSONLimits.maxStringBytes`), so at most that many
    /// characters.
    public static let defaultInputBound = 1 << 20

    /// Instructions the pattern compiled to.
    public let programSize: Int

    /// The longest input this pattern can be matched against within `stepBudget`.
    public var maxInputLength: Int { Self.stepBudget / max(1, programSize) - 1 }

    public init(_ source: String) throws(PatternSyntaxError) {
        self.source = source
        var parser = PatternParser(source)
        let node = try parser.parse()
        let size = node.programSize
        programSize = size
        guard size <= Self.maxProgramSize else {
            throw PatternSyntaxError(
                position: 1,
                reason: "the pattern is too large once counted repetitions are expanded (\(size > 10_000_000 ? "over 10000000" : String(size)) steps; at most \(Self.maxProgramSize))")
        }
        program = Program(node)
    }

    /// Whether the pattern matches somewhere in `string`.
    public func matches(_ string: String) -> Bool {
        program.matches(Array(string.unicodeScalars.lazy.map(\.value)))
    }

    /// Whether the pattern matches somewhere in a sequence of Unicode code points.
    public func matches(codePoints: [UInt32]) -> Bool {
        program.matches(codePoints)
    }
}

/// Why a pattern is refused, and where: `position` counts Unicode characters (code points) of
/// the pattern from 1.
public struct PatternSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let position: Int
    public let reason: String

    public init(position: Int, reason: String) {
        self.position = position
        self.reason = reason
    }

    public var description: String { "at character \(position): \(reason)" }
}
