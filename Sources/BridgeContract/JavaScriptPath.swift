/// Dotted JavaScript paths such as `window._ios.MessageHandler.onSuccess`.
public enum JavaScriptPath {
    /// Words that cannot start an expression path (ECMAScript reserved words and literals).
    static let reserved: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public",
        "return", "static", "super", "switch", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield",
    ]

    /// True when `path` is one or more identifiers joined by single dots, the first not a reserved word.
    /// Only such paths are ever spliced into a script, so no page-supplied text can become code.
    public static func isValid(_ path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, path.utf8.count <= 512 else { return false }
        guard let first = parts.first, !reserved.contains(String(first)) else { return false }
        return parts.allSatisfy { isIdentifier($0) }
    }

    /// A JavaScript IdentifierName without escapes: ID_Start, `$` or `_`, then ID_Continue, `$`, ZWNJ, ZWJ.
    public static func isIdentifier(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "$" || first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy {
            $0 == "$" || $0 == "\u{200C}" || $0 == "\u{200D}" || $0.properties.isXIDContinue
        }
    }

    public static func isIdentifier(_ name: String) -> Bool { isIdentifier(Substring(name)) }
}
