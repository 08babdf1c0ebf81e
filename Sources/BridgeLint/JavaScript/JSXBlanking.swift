/// JSX (`.jsx`, `.tsx`) read as the JavaScript around its markup: every element's tags,
/// attribute names and text become spaces (line breaks kept, so every offset stays where it is),
/// and what JSX evaluates stays: its `{…}` expression containers (`onClick={() => post(m)}`),
/// with the elements nested in them blanked in turn, and its quoted attribute values (a
/// `href="myapp://…"` is a URL like any other). The analysis then reads the file as JavaScript.
///
/// Written here because no JSX front end ships with the toolchain or Debian's Swift; the JSX
/// grammar's elements are found where JavaScript allows an expression to start, and anything
/// that does not read as an element (`a < b`, TypeScript's `<T,>(x: T) => x`) is left as written.
enum JSXBlanking {
    /// Whether a path names a JSX source (`.jsx`, `.tsx`).
    static func isJSX(_ path: String) -> Bool { path.hasSuffix(".jsx") || path.hasSuffix(".tsx") }

    /// Whether a script may hold JSX markup: a closing tag (`</`) or a self-closing one (`/>`).
    static func mayHoldMarkup(_ bytes: [UInt8]) -> Bool {
        var k = 1
        while k < bytes.count {
            if bytes[k - 1] == UInt8(ascii: "<"), bytes[k] == UInt8(ascii: "/") { return true }
            if bytes[k - 1] == UInt8(ascii: "/"), bytes[k] == UInt8(ascii: ">") { return true }
            k += 1
        }
        return false
    }

    static func blank(_ bytes: [UInt8]) -> [UInt8] {
        var scanner = Scanner(bytes)
        _ = scanner.code(from: 0, until: nil, depth: 0)
        var out = bytes
        for range in scanner.blanks {
            for k in range where k < out.count && out[k] != UInt8(ascii: "\n") && out[k] != UInt8(ascii: "\r") { out[k] = UInt8(ascii: " ") }
        }
        return out
    }

    private struct Scanner {
        let b: [UInt8]
        var blanks: [Range<Int>] = []
        /// Nesting (elements within code within elements) is bounded: deeper input is left as written.
        static let maxDepth = 200

        init(_ bytes: [UInt8]) { b = bytes }

        static func isNameStart(_ c: UInt8) -> Bool { (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80 }
        static func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 0x30 && c <= 0x39) }
        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }

        /// JavaScript from `start` to the byte `until` at depth zero (its index + 1 is returned),
        /// or the end; elements that start where an expression may are blanked.
        mutating func code(from start: Int, until closer: UInt8?, depth: Int) -> Int {
            var k = start
            var nesting = 0
            /// The last significant byte, and the word it ends, to tell where an expression may start.
            var last: UInt8 = UInt8(ascii: "(")
            var lastWord = ""
            while k < b.count {
                let c = b[k]
                if Self.isSpace(c) {
                    k += 1
                    continue
                }
                if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") {
                    while k < b.count, b[k] != UInt8(ascii: "\n") { k += 1 }
                    continue
                }
                if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "*") {
                    k += 2
                    while k + 1 < b.count, !(b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/")) { k += 1 }
                    k = min(k + 2, b.count)
                    continue
                }
                if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                    k = string(from: k)
                    last = c
                    lastWord = ""
                    continue
                }
                if c == UInt8(ascii: "`") {
                    k = template(from: k, depth: depth)
                    last = c
                    lastWord = ""
                    continue
                }
                if c == UInt8(ascii: "/"), expressionMayStart(after: last, word: lastWord) {
                    k = regex(from: k)
                    last = UInt8(ascii: "a")
                    lastWord = ""
                    continue
                }
                if c == UInt8(ascii: "<"), expressionMayStart(after: last, word: lastWord), depth < Self.maxDepth, let end = element(at: k, depth: depth + 1) {
                    k = end
                    last = UInt8(ascii: ")")
                    lastWord = ""
                    continue
                }
                if Self.isNameStart(c) {
                    let wordStart = k
                    while k < b.count, Self.isNamePart(b[k]) { k += 1 }
                    lastWord = String(decoding: b[wordStart..<k], as: UTF8.self)
                    last = UInt8(ascii: "a")
                    continue
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    nesting += 1
                } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    if nesting == 0, let closer, c == closer { return k + 1 }
                    nesting = max(0, nesting - 1)
                }
                last = c
                lastWord = ""
                k += 1
            }
            return k
        }

        /// Whether an expression may start after the byte `last` (a punctuator) or the keyword `word`.
        func expressionMayStart(after last: UInt8, word: String) -> Bool {
            if !word.isEmpty { return ["return", "yield", "await", "case", "default", "typeof", "void", "in", "of", "else", "do", "new", "delete", "throw"].contains(word) }
            return Array("([{,;:=!&|?+-*%<>~^}".utf8).contains(last)
        }

        func string(from start: Int) -> Int {
            let quote = b[start]
            var k = start + 1
            while k < b.count, b[k] != quote, b[k] != UInt8(ascii: "\n") {
                k += b[k] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(k + 1, b.count)
        }

        mutating func template(from start: Int, depth: Int) -> Int {
            var k = start + 1
            while k < b.count, b[k] != UInt8(ascii: "`") {
                if b[k] == UInt8(ascii: "\\") {
                    k += 2
                } else if b[k] == UInt8(ascii: "$"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "{") {
                    k = code(from: k + 2, until: UInt8(ascii: "}"), depth: depth + 1)
                } else {
                    k += 1
                }
            }
            return min(k + 1, b.count)
        }

        func regex(from start: Int) -> Int {
            var k = start + 1
            var inClass = false
            while k < b.count, b[k] != UInt8(ascii: "\n") {
                let c = b[k]
                if c == UInt8(ascii: "\\") {
                    k += 2
                    continue
                }
                if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false } else if c == UInt8(ascii: "/"), !inClass {
                    k += 1
                    while k < b.count, Self.isNamePart(b[k]) { k += 1 }
                    return k
                }
                k += 1
            }
            return k
        }

        /// An element (or fragment) opening at `start`: its end, with its markup recorded as
        /// blanks; nil (nothing recorded) when what is there is no element.
        mutating func element(at start: Int, depth: Int) -> Int? {
            let saved = blanks.count
            guard let end = readElement(at: start, depth: depth) else {
                blanks.removeSubrange(saved...)
                return nil
            }
            return end
        }

        private mutating func readElement(at start: Int, depth: Int) -> Int? {
            var k = start + 1
            guard k < b.count else { return nil }
            // `<>`: a fragment.
            let fragment = b[k] == UInt8(ascii: ">")
            if !fragment {
                guard Self.isNameStart(b[k]) else { return nil }
                while k < b.count, Self.isNamePart(b[k]) || b[k] == UInt8(ascii: ".") || b[k] == UInt8(ascii: ":") || b[k] == UInt8(ascii: "-") { k += 1 }
            }
            blanks.append(start..<k)
            // Attributes, to `>` or `/>`.
            while k < b.count {
                let c = b[k]
                if Self.isSpace(c) {
                    k += 1
                    continue
                }
                if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: ">") {
                    blanks.append(k..<(k + 2))
                    return k + 2
                }
                // A comment between attributes (`// highlights={highlights}` on a line of its
                // own, `/* … */`): JavaScript's, and part of the tag.
                if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") {
                    let commentStart = k
                    while k < b.count, b[k] != UInt8(ascii: "\n") { k += 1 }
                    blanks.append(commentStart..<k)
                    continue
                }
                if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "*") {
                    let commentStart = k
                    k += 2
                    while k + 1 < b.count, !(b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/")) { k += 1 }
                    guard k + 1 < b.count else { return nil }
                    k += 2
                    blanks.append(commentStart..<k)
                    continue
                }
                if c == UInt8(ascii: ">") {
                    blanks.append(k..<(k + 1))
                    k += 1
                    break
                }
                if c == UInt8(ascii: "{") {
                    // `{...props}`: a spread, kept as code.
                    k = code(from: k + 1, until: UInt8(ascii: "}"), depth: depth)
                    continue
                }
                guard Self.isNameStart(c), !fragment else { return nil }
                let nameStart = k
                while k < b.count, Self.isNamePart(b[k]) || b[k] == UInt8(ascii: "-") || b[k] == UInt8(ascii: ":") { k += 1 }
                var j = k
                while j < b.count, Self.isSpace(b[j]) { j += 1 }
                guard j < b.count, b[j] == UInt8(ascii: "=") else {
                    // A boolean attribute (`disabled`).
                    blanks.append(nameStart..<k)
                    continue
                }
                blanks.append(nameStart..<(j + 1))
                k = j + 1
                while k < b.count, Self.isSpace(b[k]) { k += 1 }
                guard k < b.count else { return nil }
                if b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") {
                    // A quoted value: a string, kept (JSX strings hold no escapes, so to its quote).
                    let quote = b[k]
                    var e = k + 1
                    while e < b.count, b[e] != quote { e += 1 }
                    guard e < b.count else { return nil }
                    k = e + 1
                } else if b[k] == UInt8(ascii: "{") {
                    k = code(from: k + 1, until: UInt8(ascii: "}"), depth: depth)
                } else if b[k] == UInt8(ascii: "<"), depth < Self.maxDepth, let end = element(at: k, depth: depth + 1) {
                    k = end
                } else {
                    return nil
                }
            }
            guard k <= b.count else { return nil }
            // Children: text, `{…}`, elements, to the closing tag.
            var textStart = k
            while k < b.count {
                let c = b[k]
                if c == UInt8(ascii: "{") {
                    if textStart < k { blanks.append(textStart..<k) }
                    k = code(from: k + 1, until: UInt8(ascii: "}"), depth: depth)
                    textStart = k
                    continue
                }
                if c == UInt8(ascii: "<") {
                    if textStart < k { blanks.append(textStart..<k) }
                    if k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") {
                        // The closing tag, to its `>`.
                        var e = k + 2
                        while e < b.count, b[e] != UInt8(ascii: ">"), b[e] != UInt8(ascii: "<") { e += 1 }
                        guard e < b.count, b[e] == UInt8(ascii: ">") else { return nil }
                        blanks.append(k..<(e + 1))
                        return e + 1
                    }
                    guard depth < Self.maxDepth, let end = element(at: k, depth: depth + 1) else { return nil }
                    k = end
                    textStart = k
                    continue
                }
                k += 1
            }
            return nil
        }
    }
}
