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

    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    public func isPunctuator(_ p: String) -> Bool {
        if case .punctuator(let q) = kind { return p == q }
        return false
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
