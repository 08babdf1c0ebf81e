/// One JavaScript token, with its UTF-8 byte range in the script it came from.
public struct JSToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An IdentifierName (keywords included), escapes decoded.
        case identifier(String)
        /// `#name` in a class.
        case privateName(String)
        case punctuator(String)
        /// A string literal's cooked value.
        case string(String)
        /// A template literal piece's cooked text; `whole` has no substitutions.
        case template(TemplatePart, String)
        case number(String)
        case regex(String)
    }

    public enum TemplatePart: Sendable, Hashable {
        case whole, head, middle, tail
    }

    public let kind: Kind
    public let offset: Int
    public let length: Int
    /// A line terminator came between the previous token and this one.
    public let newlineBefore: Bool
    /// A punctuator's bytes packed into one integer (every JavaScript punctuator has at most four
    /// ASCII bytes), 0 for other tokens: the analysis compares punctuators with literals for nearly
    /// every token, and comparing Strings that differ was the commonest call in its profile.
    private let punctuatorCode: UInt32

    public init(kind: Kind, offset: Int, length: Int, newlineBefore: Bool) {
        self.kind = kind
        self.offset = offset
        self.length = length
        self.newlineBefore = newlineBefore
        if case .punctuator(let p) = kind, p.utf8.count <= 4 {
            punctuatorCode = p.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
        } else {
            punctuatorCode = 0
        }
    }

    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    public func isPunctuator(_ p: StaticString) -> Bool {
        punctuatorCode != 0 && punctuatorCode == Self.code(p)
    }

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

    /// The value of a string literal or a template without substitutions.
    public var stringValue: String? {
        switch kind {
        case .string(let s), .template(.whole, let s): return s
        default: return nil
        }
    }
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
    public var source: [UInt8]?
    public var tokens: [JSToken] = []
    public var comments: [JSComment] = []
    public var issues: [JSSyntaxIssue] = []
}
