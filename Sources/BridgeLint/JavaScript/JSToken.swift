/// One JavaScript token, with its UTF-8 byte range in the script it came from.
///
/// A token is plain data (no String inside): its text is read through the `JSTokenization` or
/// `TokenStream` it belongs to. A script has hundreds of thousands of tokens, and when each held
/// a String, copying a token retained it and freeing the array walked every one of them
/// (callgrind on the generated worst-case site: a tenth of the script analysis).
public struct JSToken: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, Hashable {
        /// An IdentifierName (keywords included), escapes decoded.
        case identifier
        /// `#name` in a class.
        case privateName
        case punctuator
        /// A string literal; its text is the cooked value.
        case string
        /// A template literal piece (`templatePart` says which); its text is the cooked value.
        case template
        case number
        case regex
    }

    public enum TemplatePart: UInt8, Sendable, Hashable {
        case whole, head, middle, tail
    }

    // Twelve bytes a token (it was 32, then 16): a script of a million tokens holds them all at
    // once, so their size is most of lint's peak memory on a large script (`a+a+…`, 98 MB, peaked
    // at 4.8 GB with 32-byte tokens). Offsets fit in 32 bits because `JSTokenizer` reads no script
    // of 4 GiB or more; a length and the flags share one word, the length in its low 24 bits, and a
    // token of 16 MiB or more (a long string literal) keeps the saturated value there with its
    // real length in its tokenization's `longLengths`. A punctuator's code and a text's index
    // share one word, as no token has both.
    private let start: UInt32
    /// Length (bits 0–23, saturated at `JSToken.lengthMask`), then kind (bits 24–26), template
    /// part (27–28), newline before (29), escape (30).
    private let lengthAndFlags: UInt32
    /// A punctuator's code, or the bit pattern of `textIndex` for every other kind.
    private let payload: UInt32

    /// The largest length a token holds itself; a longer token's is in `JSTokenization.longLengths`.
    static let lengthMask: UInt32 = 0x00FF_FFFF
    private var flags: UInt32 { lengthAndFlags >> 24 }

    public var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: flags & 0x07)) ?? .punctuator }
    /// Which piece of a template literal this is; `.whole` for every other kind.
    public var templatePart: TemplatePart { TemplatePart(rawValue: UInt8(truncatingIfNeeded: (flags >> 3) & 0x03)) ?? .whole }
    /// A line terminator came between the previous token and this one.
    public var newlineBefore: Bool { flags & 0x20 != 0 }
    /// A punctuator's bytes packed into one integer (every JavaScript punctuator has at most four
    /// ASCII bytes), 0 for other tokens: the analysis compares punctuators with literals for nearly
    /// every token, and comparing Strings that differ was the commonest call in its profile.
    var punctuatorCode: UInt32 { flags & 0x07 == UInt32(Kind.punctuator.rawValue) ? payload : 0 }
    /// An identifier written with a `\u` escape, whose bytes are not its name.
    var hasEscape: Bool { flags & 0x40 != 0 }
    /// Where the token's text is in its tokenization's `texts` (identifiers, private names,
    /// strings and templates), or -1 when the text is the token's own bytes (punctuators,
    /// numbers, regular expressions).
    var textIndex: Int32 { flags & 0x07 == UInt32(Kind.punctuator.rawValue) ? -1 : Int32(bitPattern: payload) }
    public var offset: Int { Int(start) }
    /// The length, saturated at 2^24 - 1: exact for every token shorter than 16 MiB, and enough
    /// to compare with a keyword's. `JSTokenization.length(of:)` is exact for every token.
    var shortLength: Int { Int(lengthAndFlags & Self.lengthMask) }
    /// Whether the token is too long to hold its length (`JSTokenization.length(of:)` has it).
    var isLong: Bool { lengthAndFlags & Self.lengthMask == Self.lengthMask }

    init(kind: Kind, templatePart: TemplatePart = .whole, offset: Int, length: Int, newlineBefore: Bool, punctuatorCode: UInt32 = 0, textIndex: Int32 = -1, hasEscape: Bool = false) {
        let flags = UInt32(kind.rawValue) | UInt32(templatePart.rawValue) << 3 | (newlineBefore ? 0x20 : 0) | (hasEscape ? 0x40 : 0)
        lengthAndFlags = flags << 24 | UInt32(clamping: min(max(length, 0), Int(Self.lengthMask)))
        payload = kind == .punctuator ? punctuatorCode : UInt32(bitPattern: textIndex)
        start = UInt32(truncatingIfNeeded: offset)
    }

    public var isIdentifier: Bool { kind == .identifier }

    /// Inlined so that `code(p)` of a literal folds to a constant: called out of line it packed
    /// the literal again at every call, a quarter of a million calls on 1 MB of script.
    @inline(__always)
    public func isPunctuator(_ p: StaticString) -> Bool {
        punctuatorCode != 0 && punctuatorCode == Self.code(p)
    }

    /// Whether this is a punctuator whose packed code is in `codes` (made with `code(_:)`).
    func isPunctuator(in codes: Set<UInt32>) -> Bool { punctuatorCode != 0 && codes.contains(punctuatorCode) }

    /// The packed form of a punctuator literal (0 for one longer than four bytes, which no
    /// punctuator is).
    @inline(__always)
    static func code(_ p: StaticString) -> UInt32 {
        let count = p.utf8CodeUnitCount
        guard count <= 4 else { return 0 }
        var code: UInt32 = 0
        var k = count
        while k > 0 {
            k -= 1
            code = code << 8 | UInt32(p.utf8Start[k])
        }
        return code
    }

    /// The packed codes of punctuator literals.
    static func codes(_ punctuators: [StaticString]) -> Set<UInt32> { Set(punctuators.map(code)) }
}

/// A comment, kept for suppressions.
public struct JSComment: Sendable, Hashable {
    public let text: String
    public let offset: Int
    public let isBlock: Bool
}

/// Something the tokenizer could not read; scanning goes on after it.
public struct JSSyntaxIssue: Sendable, Hashable {
    public let message: String
    public let offset: Int
}

/// Tokens, comments and issues of one script.
public struct JSTokenization: Sendable {
    /// The script the tokens index into.
    public var source: [UInt8] = []
    public var tokens: [JSToken] = []
    /// The texts of identifiers, private names, strings and templates (cooked: escapes decoded),
    /// by `JSToken.textIndex`. A name is made into a String once, here, however often it is asked for.
    var texts: [String] = []
    public var comments: [JSComment] = []
    public var issues: [JSSyntaxIssue] = []
    /// The lengths of tokens of 16 MiB or more, by offset (see `JSToken.shortLength`).
    var longLengths: [Int: Int] = [:]

    /// A token's length in bytes as written.
    public func length(of token: JSToken) -> Int {
        token.isLong ? longLengths[token.offset] ?? token.shortLength : token.shortLength
    }

    /// Where a token ends: the offset of the byte after it.
    public func end(of token: JSToken) -> Int { token.offset + length(of: token) }

    /// A token's text: a literal's cooked value, a name with escapes decoded, else its bytes.
    public func text(of token: JSToken) -> String {
        if token.textIndex >= 0, Int(token.textIndex) < texts.count { return texts[Int(token.textIndex)] }
        return String(decoding: bytes(of: token), as: UTF8.self)
    }

    /// An identifier's name; nil for other tokens.
    public func identifier(of token: JSToken) -> String? { token.kind == .identifier ? text(of: token) : nil }

    /// The value of a string literal or a template without substitutions.
    public func stringValue(of token: JSToken) -> String? {
        token.kind == .string || (token.kind == .template && token.templatePart == .whole) ? text(of: token) : nil
    }

    /// Whether the token is the identifier `name`, compared on bytes.
    func isIdentifier(_ token: JSToken, _ name: StaticString) -> Bool {
        guard token.kind == .identifier else { return false }
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if token.hasEscape {
            guard Int(token.textIndex) < texts.count else { return false }
            return texts[Int(token.textIndex)].utf8.elementsEqual(expected)
        }
        guard token.shortLength == expected.count else { return false }
        return bytes(of: token).elementsEqual(expected)
    }

    /// The token's first byte as written, without making a slice (which retains the source).
    func firstByte(of token: JSToken) -> UInt8? {
        token.shortLength > 0 && token.offset >= 0 && token.offset < source.count ? source[token.offset] : nil
    }

    /// The token's bytes as written.
    func bytes(of token: JSToken) -> ArraySlice<UInt8> {
        let start = min(max(token.offset, 0), source.count)
        return source[start..<min(start + length(of: token), source.count)]
    }
}
