/// A set of Unicode code points: sorted, disjoint ranges, plus Unicode properties (`\p{Lu}`)
/// tested per code point, the whole optionally complemented (`[^…]`).
struct CodePointSet: Sendable, Hashable {
    static let maxCodePoint: UInt32 = 0x10FFFF

    private(set) var ranges: [ClosedRange<UInt32>] = []
    var properties: [PropertyTest] = []
    var negated = false

    init() {}

    init(_ ranges: [ClosedRange<UInt32>]) {
        for r in ranges { insert(r) }
    }

    mutating func insert(_ range: ClosedRange<UInt32>) {
        ranges.append(range)
        normalize()
    }

    /// Adds `other`'s members. A complemented `other` is one of `\D`, `\W`, `\S` (ranges only:
    /// `\P{…}` is built as a negated property test instead), so its complement is its ranges'.
    mutating func formUnion(_ other: CodePointSet) {
        if other.negated {
            ranges += other.complementedRanges()
        } else {
            ranges += other.ranges
            properties += other.properties
        }
        normalize()
    }

    /// The ranges of code points not in `ranges` (properties aside).
    func complementedRanges() -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for r in ranges {
            if r.lowerBound > next { out.append(next...(r.lowerBound - 1)) }
            if r.upperBound == Self.maxCodePoint { return out }
            next = r.upperBound + 1
        }
        out.append(next...Self.maxCodePoint)
        return out
    }

    private mutating func normalize() {
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        ranges = merged
    }

    func contains(_ c: UInt32) -> Bool {
        var found = false
        var lo = 0
        var hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = ranges[mid]
            if c < r.lowerBound {
                hi = mid - 1
            } else if c > r.upperBound {
                lo = mid + 1
            } else {
                found = true
                break
            }
        }
        if !found {
            found = properties.contains { $0.matches(c) }
        }
        return found != negated
    }

    // MARK: The sets ECMA-262 names

    static let digits = CodePointSet([0x30...0x39])
    /// `\w` without the `i` flag: ASCII only.
    static let word = CodePointSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: WhiteSpace and LineTerminator (ECMA-262 §22.2.2.9 CharacterClassEscape).
    static let space = CodePointSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
        0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// `.` without the `s` flag: anything but a line terminator.
    static let dot: CodePointSet = {
        var s = CodePointSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])
        s.negated = true
        return s
    }()

    func complemented() -> CodePointSet {
        var s = self
        s.negated.toggle()
        return s
    }

    static func isWord(_ c: UInt32?) -> Bool {
        guard let c else { return false }
        return (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || c == 0x5F || (0x61...0x7A).contains(c)
    }
}

/// One `\p{…}` or `\P{…}` inside a set.
struct PropertyTest: Sendable, Hashable {
    var property: UnicodeProperty
    var negated: Bool

    func matches(_ c: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(c) else {
            // Surrogate code points: general category Cs, nothing else.
            if case .categories(let set) = property { return set.contains(.surrogate) != negated }
            return negated
        }
        return property.matches(scalar) != negated
    }
}

/// The Unicode properties `\p{…}` may name: general categories and a few binary properties.
/// Scripts are refused rather than guessed (they need data this engine does not carry).
enum UnicodeProperty: Sendable, Hashable {
    case categories(Set<Unicode.GeneralCategory>)
    case any, ascii, alphabetic, whiteSpace, uppercase, lowercase

    func matches(_ s: Unicode.Scalar) -> Bool {
        switch self {
        case .categories(let set): return set.contains(s.properties.generalCategory)
        case .any: return true
        case .ascii: return s.value < 0x80
        case .alphabetic: return s.properties.isAlphabetic
        case .whiteSpace: return s.properties.isWhitespace
        case .uppercase: return s.properties.isUppercase
        case .lowercase: return s.properties.isLowercase
        }
    }

    /// `\p{name}` or `\p{General_Category=name}` / `\p{gc=name}`.
    static func named(_ text: String) -> UnicodeProperty? {
        var name = text
        if let eq = text.firstIndex(of: "=") {
            let key = text[..<eq]
            guard key == "General_Category" || key == "gc" else { return nil }
            name = String(text[text.index(after: eq)...])
            return categories[name].map { .categories($0) }
        }
        switch name {
        case "Any": return .any
        case "ASCII": return .ascii
        case "Alphabetic", "Alpha": return .alphabetic
        case "White_Space", "space": return .whiteSpace
        case "Uppercase", "Upper": return .uppercase
        case "Lowercase", "Lower": return .lowercase
        default: return categories[name].map { .categories($0) }
        }
    }

    private static let single: [(short: String, long: String, category: Unicode.GeneralCategory)] = [
        ("Lu", "Uppercase_Letter", .uppercaseLetter), ("Ll", "Lowercase_Letter", .lowercaseLetter),
        ("Lt", "Titlecase_Letter", .titlecaseLetter), ("Lm", "Modifier_Letter", .modifierLetter),
        ("Lo", "Other_Letter", .otherLetter), ("Mn", "Nonspacing_Mark", .nonspacingMark),
        ("Mc", "Spacing_Mark", .spacingMark), ("Me", "Enclosing_Mark", .enclosingMark),
        ("Nd", "Decimal_Number", .decimalNumber), ("Nl", "Letter_Number", .letterNumber),
        ("No", "Other_Number", .otherNumber), ("Pc", "Connector_Punctuation", .connectorPunctuation),
        ("Pd", "Dash_Punctuation", .dashPunctuation), ("Ps", "Open_Punctuation", .openPunctuation),
        ("Pe", "Close_Punctuation", .closePunctuation), ("Pi", "Initial_Punctuation", .initialPunctuation),
        ("Pf", "Final_Punctuation", .finalPunctuation), ("Po", "Other_Punctuation", .otherPunctuation),
        ("Sm", "Math_Symbol", .mathSymbol), ("Sc", "Currency_Symbol", .currencySymbol),
        ("Sk", "Modifier_Symbol", .modifierSymbol), ("So", "Other_Symbol", .otherSymbol),
        ("Zs", "Space_Separator", .spaceSeparator), ("Zl", "Line_Separator", .lineSeparator),
        ("Zp", "Paragraph_Separator", .paragraphSeparator), ("Cc", "Control", .control),
        ("Cf", "Format", .format), ("Cs", "Surrogate", .surrogate), ("Co", "Private_Use", .privateUse),
        ("Cn", "Unassigned", .unassigned),
    ]

    private static let categories: [String: Set<Unicode.GeneralCategory>] = {
        var out: [String: Set<Unicode.GeneralCategory>] = [:]
        for entry in single {
            out[entry.short] = [entry.category]
            out[entry.long] = [entry.category]
        }
        let groups: [(String, String, String)] = [
            ("L", "Letter", "Lu Ll Lt Lm Lo"), ("LC", "Cased_Letter", "Lu Ll Lt"), ("M", "Mark", "Mn Mc Me"),
            ("N", "Number", "Nd Nl No"), ("P", "Punctuation", "Pc Pd Ps Pe Pi Pf Po"), ("S", "Symbol", "Sm Sc Sk So"),
            ("Z", "Separator", "Zs Zl Zp"), ("C", "Other", "Cc Cf Cs Co Cn"),
        ]
        for (short, long, members) in groups {
            var set = Set<Unicode.GeneralCategory>()
            for m in members.split(separator: " ") { set.formUnion(out[String(m)] ?? []) }
            out[short] = set
            out[long] = set
        }
        out["digit"] = out["Nd"]
        out["punct"] = out["P"]
        return out
    }()
}
