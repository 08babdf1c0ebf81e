/// A script native evaluates, as the readers rebuild it: literal text with where it is written,
/// and holes for values the reader could not follow to text (an interpolation, a `%@`). Both
/// readers build these; reading the callee and the quote context of each hole is shared.
public enum ScriptPiece: Sendable {
    case text(String, NativePosition)
    /// A value; `id` is the reader's own number for it.
    case hole(id: Int)
}

public enum ScriptTemplate {
    /// The JavaScript path a script starts by calling (`javascript:` prefix and leading
    /// whitespace skipped), how many arguments it passes, and where the path's last literal
    /// part is written. `dynamic` when a hole is part of the path.
    public static func callee(of template: [ScriptPiece]) -> Callee {
        let (chars, pieceOf) = characters(template)
        var bound: [String: String] = [:]
        return statement(chars, pieceOf, from: 0, bound: &bound).callee
    }

    /// What a script calls, statement by statement: the first statement's callee as
    /// `callee(of:)` reads it, then each later top-level statement that calls a path or whose
    /// path has a hole (`document.body.classList.toggle('dark', d); window.onThemeChange &&
    /// window.onThemeChange(d)` calls both). At most 32 statements are read.
    public static func callees(of template: [ScriptPiece]) -> [Callee] {
        let (chars, pieceOf) = characters(template)
        let locals = declaredNames(chars)
        var out: [Callee] = []
        var start = 0
        var statements = 0
        // A wrapper's parameters stay bound in the statements after the first (`(function(d) {
        // var c = d.createElement('style'); d.body.appendChild(c) })(document)`).
        var bound: [String: String] = [:]
        while start < chars.count, statements < 32 {
            statements += 1
            let (callee, end) = statement(chars, pieceOf, from: start, bound: &bound)
            if start == 0 {
                out.append(callee)
            } else if let path = callee.path, !locals.contains(String(path.prefix { $0 != "." })) {
                out.append(callee)
            } else if callee.dynamic {
                out.append(callee)
            }
            start = nextStatement(chars, after: max(end, start + 1))
        }
        return out
    }

    /// Names the script declares itself (`var el = …`, `let x`, `const f`, `function g(a, b)`
    /// with its parameters): a later statement calling through one (`el.scrollIntoView()`)
    /// calls no page function.
    private static func declaredNames(_ chars: [(Character?, NativePosition?)]) -> Set<String> {
        var names: Set<String> = []
        var k = 0
        func isName(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false }
        while k < chars.count {
            guard isName(chars[k].0), k == 0 || !isName(chars[k - 1].0) else {
                k += 1
                continue
            }
            var word = ""
            while k < chars.count, isName(chars[k].0), let c = chars[k].0 {
                word.append(c)
                k += 1
            }
            guard ["var", "let", "const", "function"].contains(word) else { continue }
            while k < chars.count, chars[k].0?.isWhitespace == true { k += 1 }
            var name = ""
            while k < chars.count, isName(chars[k].0), let c = chars[k].0 {
                name.append(c)
                k += 1
            }
            if !name.isEmpty { names.insert(name) }
            guard word == "function" else { continue }
            while k < chars.count, chars[k].0?.isWhitespace == true { k += 1 }
            guard k < chars.count, chars[k].0 == "(" else { continue }
            // The parameters, up to the closing parenthesis (defaults are not read).
            var parameter = ""
            k += 1
            while k < chars.count, chars[k].0 != ")" {
                if isName(chars[k].0), let c = chars[k].0 {
                    parameter.append(c)
                } else {
                    if !parameter.isEmpty { names.insert(parameter) }
                    parameter = ""
                }
                k += 1
            }
            if !parameter.isEmpty { names.insert(parameter) }
        }
        return names
    }

    public typealias Callee = (path: String?, arguments: Int?, position: NativePosition?, dynamic: Bool)

    /// Where the statement after the one ending at or after `from` starts: past the next `;` or
    /// line break outside strings and brackets, or past a closer of a block the statement is in.
    private static func nextStatement(_ chars: [(Character?, NativePosition?)], after from: Int) -> Int {
        var k = from
        var depth = 0
        var quote: Character?
        while k < chars.count {
            defer { k += 1 }
            guard let c = chars[k].0 else { continue }
            if let q = quote {
                if c == "\\" { k += 1 } else if c == q { quote = nil }
                continue
            }
            switch c {
            case "'", "\"", "`": quote = c
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return k + 1 }
                depth -= 1
            case ";", "\n": if depth == 0 { return k + 1 }
            default: break
            }
        }
        return chars.count
    }

    /// Each character of a template with its own position in the source; a hole is one marker
    /// (nil), and `pieceOf` says which piece each comes from.
    private static func characters(_ template: [ScriptPiece]) -> (chars: [(Character?, NativePosition?)], pieceOf: [Int]) {
        // Each character with the piece it comes from and its own position in the source; a
        // hole is one marker.
        var chars: [(Character?, NativePosition?)] = []
        var pieceOf: [Int] = []
        for (k, piece) in template.enumerated() {
            switch piece {
            case .text(let t, let start):
                var p = start
                for c in t {
                    chars.append((c, p))
                    pieceOf.append(k)
                    if c == "\n" {
                        p.line += 1
                        p.column = 1
                    } else {
                        p.column += 1
                    }
                }
            case .hole:
                chars.append((nil, nil))
                pieceOf.append(k)
            }
        }
        return (chars, pieceOf)
    }

    /// The callee of the statement starting at `start`, and where reading it stopped.
    private static func statement(_ chars: [(Character?, NativePosition?)], _ pieceOf: [Int], from start: Int, bound: inout [String: String]) -> (callee: Callee, end: Int) {
        var k = start
        func skipSpace() { while k < chars.count, let c = chars[k].0, c.isWhitespace || c == ";" { k += 1 } }
        func at(_ text: String) -> Bool {
            var j = k
            for c in text {
                guard j < chars.count, chars[j].0 == c else { return false }
                j += 1
            }
            return true
        }
        /// The keyword `word` at `k`, not the start of a longer name.
        func atWord(_ word: String) -> Bool {
            guard at(word) else { return false }
            let after = k + word.count
            guard after < chars.count, let c = chars[after].0 else { return after >= chars.count }
            return !(c.isLetter || c.isNumber || c == "_" || c == "$")
        }
        /// Past the bracketed group opening at `k` (holes and strings inside included).
        func skipGroup() {
            var depth = 0
            var quote: Character?
            while k < chars.count {
                let c = chars[k].0
                k += 1
                guard let c else { continue }
                if let q = quote {
                    if c == "\\" { k += 1 } else if c == q { quote = nil }
                    continue
                }
                switch c {
                case "'", "\"", "`": quote = c
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth <= 0 { return }
                default: break
                }
            }
        }
        func readPath() -> (path: String, position: NativePosition?, hole: Bool) {
            var path = ""
            var position: NativePosition?
            var lastPiece = -1
            while k < chars.count {
                guard let c = chars[k].0 else { return (path, position, true) }
                guard c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." else { break }
                path.append(c)
                // Where the name's last literal part starts: the call site that names the callback.
                if pieceOf[k] != lastPiece {
                    lastPiece = pieceOf[k]
                    position = chars[k].1
                }
                k += 1
            }
            return (path, position, false)
        }
        skipSpace()
        let prefix = "javascript:"
        if chars.count - k >= prefix.count, String(chars[k..<(k + prefix.count)].compactMap(\.0)).lowercased() == prefix { k += prefix.count }
        /// Whether a name written from `from` (after spaces) is called there: the value of an
        /// assignment or declaration is read as the callee only when it is a call.
        func callAhead(_ from: Int) -> Bool {
            var j = from
            while j < chars.count, let c = chars[j].0, c.isWhitespace { j += 1 }
            let start = j
            while j < chars.count, let c = chars[j].0, c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." { j += 1 }
            guard j > start, let first = chars[start].0, !first.isNumber else { return false }
            if j + 2 < chars.count, chars[j].0 == "?", chars[j + 1].0 == ".", chars[j + 2].0 == "(" { return true }
            return j < chars.count && chars[j].0 == "("
        }
        skipSpace()
        // A call is often guarded so that a page without the function is not an error:
        // `window.f && window.f(…)`, `typeof f === 'function' && f(…)`, `if (window.f) { f(…) }`,
        // `try { f(…) } catch (e) {}`. The guard is skipped and the call it protects is the callee
        // (a few guards at most: the script's own text bounds the loop, and each step moves on).
        var path = ""
        var position: NativePosition?
        var guards = 0
        // `bound`: a wrapper's parameters bound to what it is invoked with (`(function(d) { … })(document)`):
        // a call on `d` inside is a call on `document`, the browser's.
        /// The names of the parenthesised list at `k` that are plain names (or "" for others).
        func readNames() -> [String] {
            guard at("(") else { return [] }
            let open = k
            skipGroup()
            let close = k
            k = open + 1
            var names: [String] = []
            while k < close - 1 {
                skipSpace()
                let read = readPath()
                names.append(read.hole ? "" : read.path)
                // Past anything else up to the next comma at this level.
                while k < close - 1, chars[k].0 != "," {
                    if let c = chars[k].0, "([{".contains(c) {
                        skipGroup()
                    } else if let c = chars[k].0, "'\"`".contains(c) {
                        k += 1
                        while k < close - 1, chars[k].0 != c { k += chars[k].0 == "\\" ? 2 : 1 }
                        k += 1
                    } else {
                        k += 1
                    }
                }
                k += 1
            }
            k = close
            return names
        }
        while guards < 8 {
            guards += 1
            // An immediately invoked wrapper (`(function(result) { try { result.value = f(…) } … })({})`,
            // Hotwire's; `(() => { … })()`): the call is inside its body.
            if at("(") {
                let start = k
                k += 1
                skipSpace()
                if atWord("function") {
                    k += 8
                    skipSpace()
                    _ = readPath()
                    skipSpace()
                    let parameters = readNames()
                    skipSpace()
                    if at("{") {
                        // What it is invoked with: past the whole wrapper, its argument list.
                        let body = k
                        k = start
                        skipGroup()
                        skipSpace()
                        let arguments = readNames()
                        for (name, value) in zip(parameters, arguments) where !name.isEmpty && !value.isEmpty { bound[name] = value }
                        k = body
                        k += 1
                        skipSpace()
                        continue
                    }
                } else if at("(") {
                    skipGroup()
                    skipSpace()
                    if at("=>") {
                        k += 2
                        skipSpace()
                        if at("{") { k += 1 }
                        skipSpace()
                        continue
                    }
                }
                k = start
            }
            if atWord("return") {
                k += 6
                skipSpace()
                continue
            }
            if atWord("var") || atWord("let") || atWord("const") {
                // `var r = f(…)`: the declaration's value is the call (`var a = 1` is no call).
                let start = k
                k += atWord("const") ? 5 : 3
                skipSpace()
                let declared = readPath()
                skipSpace()
                if !declared.hole, !declared.path.isEmpty, at("="), !at("=="), !at("=>"), callAhead(k + 1) {
                    k += 1
                    skipSpace()
                    continue
                }
                k = start
            }
            if atWord("try") {
                k += 3
                skipSpace()
                if at("{") { k += 1 }
                skipSpace()
                continue
            }
            if atWord("if") {
                k += 2
                skipSpace()
                guard at("(") else { return ((nil, nil, nil, false), k) }
                skipGroup()
                skipSpace()
                if at("{") { k += 1 }
                skipSpace()
                continue
            }
            var typeofTest = false
            if atWord("typeof") {
                typeofTest = true
                k += 6
                skipSpace()
            }
            while at("!") { k += 1 }
            let read = readPath()
            if read.hole {
                // A hole inside the name: the callee is not known.
                return ((nil, nil, read.position ?? position, true), k)
            }
            path = read.path
            position = read.position
            skipSpace()
            if typeofTest {
                // `typeof f === 'function'`: the comparison and its string, then the `&&`.
                for op in ["!==", "===", "!=", "=="] where at(op) {
                    k += op.count
                    break
                }
                skipSpace()
                if let q = k < chars.count ? chars[k].0 : nil, q == "'" || q == "\"" {
                    k += 1
                    while k < chars.count, chars[k].0 != q { k += 1 }
                    k += 1
                }
                skipSpace()
                guard at("&&") else { return ((nil, nil, position, false), k) }
            }
            // `result.value = f(…)`: an assignment's value is the call (`document.title = 'x'` is none).
            if !path.isEmpty, at("="), !at("=="), !at("=>"), callAhead(k + 1) {
                k += 1
                skipSpace()
                continue
            }
            guard !path.isEmpty, at("&&") else { break }
            k += 2
            skipSpace()
        }
        // `f?.(…)`: an optional call is a call.
        if at("?.(") { k += 2 }
        if let dot = path.firstIndex(of: "."), let value = bound[String(path[..<dot])] {
            path = value + path[dot...]
        } else if let value = bound[path] {
            path = value
        }
        guard !path.isEmpty, !path.hasPrefix("."), !path.hasSuffix("."), k < chars.count, chars[k].0 == "(" else { return ((nil, nil, position, false), k) }
        if path.first?.isNumber == true || ["var", "let", "const", "function", "if", "return", "new", "typeof", "catch", "for", "while", "switch", "with", "do", "else", "finally", "throw", "await", "void", "delete", "yield", "case"].contains(path) { return ((nil, nil, position, false), k) }
        // Count top-level arguments up to the matching parenthesis.
        k += 1
        var depth = 0, commas = 0, sawArgument = false
        var quote: Character?
        while k < chars.count {
            let c = chars[k].0
            defer { k += 1 }
            guard let c else {
                sawArgument = true
                continue
            }
            if let q = quote {
                if c == "\\" { k += 1 } else if c == q { quote = nil }
                continue
            }
            switch c {
            case "'", "\"", "`":
                quote = c
                sawArgument = true
            case "(", "[", "{":
                depth += 1
                sawArgument = true
            case ")", "]", "}":
                if depth == 0 { return ((path, sawArgument ? commas + 1 : 0, position, false), k + 1) }
                depth -= 1
            case ",": if depth == 0 { commas += 1 }
            default: if !c.isWhitespace { sawArgument = true }
            }
        }
        return ((path, nil, position, false), k)
    }

    /// The handlers a script posts to by name (`messageHandlers.NAME.postMessage`, `messageHandlers
    /// ['NAME']`, `messageHandlers?.NAME`), each with where its name starts, in its literal text.
    /// `stringified`: the alias is a `postMessage` method that posts `String(argument)` (see
    /// `postingMethodOwner`), so the handler receives text whatever the page passes.
    public static func postedHandlers(_ template: [ScriptPiece]) -> [(name: String, position: NativePosition, alias: String?, stringified: Bool)] {
        guard template.contains(where: { if case .text(let t, _) = $0 { return t.contains("messageHandlers") } else { return false } }) else { return [] }
        let (chars, _) = characters(template)
        let marker = Array("messageHandlers")
        func isName(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false }
        var out: [(name: String, position: NativePosition, alias: String?, stringified: Bool)] = []
        // Brace depth before an offset, counted once across the script (offsets asked for only
        // grow), so a script of many assignments costs one pass, not one per assignment.
        var depthIndex = 0
        var depthValue = 0
        func depth(before p: Int) -> Int {
            if p < depthIndex {
                depthIndex = 0
                depthValue = 0
            }
            while depthIndex < p, depthIndex < chars.count {
                if chars[depthIndex].0 == "{" { depthValue += 1 } else if chars[depthIndex].0 == "}" { depthValue -= 1 }
                depthIndex += 1
            }
            return depthValue
        }
        var k = 0
        while k + marker.count <= chars.count {
            guard chars[k].0 == "m", k == 0 || !isName(chars[k - 1].0), chars[k..<(k + marker.count)].map(\.0) == marker else {
                k += 1
                continue
            }
            let start = k
            var j = k + marker.count
            k = j
            if j + 1 < chars.count, chars[j].0 == "?", chars[j + 1].0 == "." { j += 2 } else if j < chars.count, chars[j].0 == "." { j += 1 }
            // `['name']` / `["name"]`: the quote must close it.
            var quote: Character?
            if j + 1 < chars.count, chars[j].0 == "[" {
                guard let q = chars[j + 1].0, q == "'" || q == "\"" else { continue }
                quote = q
                j += 2
            }
            var e = j
            while e < chars.count, isName(chars[e].0) { e += 1 }
            // A hole (nil) inside the name: not a name this reads.
            guard e > j, let position = chars[j].1 else { continue }
            if let quote, !(e < chars.count && chars[e].0 == quote) { continue }
            let name = String(chars[j..<e].compactMap(\.0))
            if name != "postMessage" {
                let end = quote == nil ? e : e + 2
                if let path = alias(chars, reference: start, end: end, depth: depth) {
                    out.append((name, position, path, false))
                } else if let method = postingMethodOwner(chars, reference: start, end: end, depth: depth) {
                    out.append((name, position, method.path, method.stringified))
                } else {
                    out.append((name, position, nil, false))
                }
            }
        }
        return out
    }

    /// The global a script makes the handler object (`window.inAppAPI = window.webkit.messageHandlers
    /// .inAppAPI;`, ShipHub's; `var bridge = webkit.messageHandlers.bridge` at the top level), so
    /// pages post through `inAppAPI.postMessage(…)`: the assigned path without `window.`, or nil
    /// when the handler object is not assigned whole to a global (posted to, tested, or bound
    /// inside a function). `reference` is where `messageHandlers` starts, `end` where the
    /// handler's name (and its closing quote and bracket) ends.
    static func alias(_ chars: [(Character?, NativePosition?)], reference: Int, end: Int, depth: (Int) -> Int) -> String? {
        func isPathChar(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." } ?? false }
        func isSpace(_ c: Character?) -> Bool { c.map { $0 == " " || $0 == "\t" } ?? false }
        // What follows the reference ends the statement.
        var a = end
        while a < chars.count, isSpace(chars[a].0) { a += 1 }
        if a < chars.count, let c = chars[a].0, c != ";", c != "\n", c != "\r", c != "}", c != "," { return nil }
        // Back over `window.webkit.` (or `webkit?.`) to the `=` of an assignment (not `==`, `=>`, `+=`…).
        var b = reference
        while b > 0, isPathChar(chars[b - 1].0) || chars[b - 1].0 == "?" { b -= 1 }
        while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        guard let target = assignmentTarget(chars, before: b) else { return nil }
        b = target.start
        var path = target.path
        // Before the path: the statement's start, or a declaration keyword there.
        var p = b
        while p > 0, isSpace(chars[p - 1].0) { p -= 1 }
        var declared = false
        for keyword in ["var", "let", "const"] where p >= keyword.count {
            let word = String(chars[(p - keyword.count)..<p].compactMap(\.0))
            if word == keyword, p == keyword.count || !isPathChar(chars[p - keyword.count - 1].0) {
                declared = true
                p -= keyword.count
                while p > 0, isSpace(chars[p - 1].0) { p -= 1 }
                break
            }
        }
        if p > 0, let c = chars[p - 1].0, c != ";", c != "\n", c != "\r", c != "{", c != "}" { return nil }
        var global = false
        for prefix in ["window.", "self.", "globalThis."] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
            global = true
            break
        }
        guard !path.isEmpty, !path.hasPrefix("."), !path.hasSuffix("."), !path.contains(".."), !(path.first?.isNumber ?? true) else { return nil }
        // A name declared or assigned bare is a global only at the script's top level.
        if !global || declared {
            if global || depth(p) != 0 { return nil }
        }
        return path
    }

    /// Whether literal text written into a script can end nothing: no quote of any kind, no
    /// backslash, no line terminator JavaScript knows, no `<` (of `</script>`).
    public static func isInert(_ text: String) -> Bool {
        !text.contains { "'\"`\\<\n\r\u{2028}\u{2029}".contains($0) }
    }

    /// The dotted path assigned by the `=` just before `end` (not `==`, `=>`, `+=`…), and where
    /// it starts; nil when a hole is in it (not a path this reads) or there is none.
    static func assignmentTarget(_ chars: [(Character?, NativePosition?)], before end: Int) -> (path: String, start: Int)? {
        func isPathChar(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." } ?? false }
        func isSpace(_ c: Character?) -> Bool { c.map { $0 == " " || $0 == "\t" } ?? false }
        var b = end
        guard b > 0, chars[b - 1].0 == "=" else { return nil }
        b -= 1
        if b > 0, let c = chars[b - 1].0, "=!<>+-*/%&|^?".contains(c) { return nil }
        while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        let lhsEnd = b
        while b > 0, isPathChar(chars[b - 1].0) { b -= 1 }
        guard b < lhsEnd else { return nil }
        let written = chars[b..<lhsEnd].map(\.0)
        guard !written.contains(where: { $0 == nil }) else { return nil }
        return (String(written.compactMap { $0 }), b)
    }

    /// The object to which a script native injects gives a `postMessage` method that posts its
    /// first argument to the handler (react-native-webview's `window.ReactNativeWebView.postMessage
    /// = function (data) { window.webkit.messageHandlers.ReactNativeWebView.postMessage(String(data)); }`):
    /// pages post through `ReactNativeWebView.postMessage(…)`, as through an alias of the handler
    /// object, so it is read as one. `reference` and `end` as for `alias`; nil for anything else
    /// (another method name, another argument, a function not assigned at the top level).
    static func postingMethodOwner(_ chars: [(Character?, NativePosition?)], reference: Int, end: Int, depth: (Int) -> Int) -> (path: String, stringified: Bool)? {
        func isName(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false }
        func isPathChar(_ c: Character?) -> Bool { isName(c) || c == "." }
        func isSpace(_ c: Character?) -> Bool { c.map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } ?? false }
        func matches(_ word: String, at i: Int) -> Bool {
            let w = Array(word)
            return i >= 0 && i + w.count <= chars.count && zip(chars[i..<(i + w.count)], w).allSatisfy { $0.0.0 == $0.1 }
        }
        // After the handler's name: `.postMessage(ARG)`, ARG the parameter or `String(parameter)`.
        let call = ".postMessage("
        guard matches(call, at: end) else { return nil }
        // Bounded scans: the argument and the parameter list are a few characters in any real
        // script, and a hostile one (many posts left open) must not make each reference read to
        // its end.
        let reach = 256
        var a = end + call.count
        var level = 1
        var argument: [Character] = []
        while a < chars.count, level > 0, argument.count < reach {
            guard let c = chars[a].0 else { return nil }
            if c == "(" { level += 1 } else if c == ")" { level -= 1 }
            if level > 0 { argument.append(c) }
            a += 1
        }
        var posted = String(argument).trimmingCharacters(in: .whitespaces)
        let stringified = posted.hasPrefix("String(") && posted.hasSuffix(")")
        if stringified { posted = String(posted.dropFirst(7).dropLast()).trimmingCharacters(in: .whitespaces) }
        guard !posted.isEmpty, posted.allSatisfy({ isName($0) }) else { return nil }
        // Before the reference: `window.webkit.`, then the `{` of the function's body.
        var b = reference
        while b > 0, isPathChar(chars[b - 1].0) || chars[b - 1].0 == "?" { b -= 1 }
        while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        guard b > 0, chars[b - 1].0 == "{" else { return nil }
        b -= 1
        while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        var arrow = false
        if b >= 2, chars[b - 1].0 == ">", chars[b - 2].0 == "=" {
            arrow = true
            b -= 2
            while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        }
        // The parameters: the posted one first.
        guard b > 0, chars[b - 1].0 == ")" else { return nil }
        let close = b - 1
        var open = close
        while open > 0, close - open < reach, chars[open].0 != "(" { open -= 1 }
        guard chars[open].0 == "(" else { return nil }
        let parameters = String(chars[(open + 1)..<close].compactMap(\.0)).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first == posted else { return nil }
        b = open
        while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        if !arrow {
            // `function (data)`, or a named function expression, `function post(data)`.
            func wordStart(_ end: Int) -> Int {
                var k = end
                while k > 0, end - k < reach, isName(chars[k - 1].0) { k -= 1 }
                return k
            }
            var start = wordStart(b)
            if String(chars[start..<b].compactMap(\.0)) != "function" {
                b = start
                while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
                start = wordStart(b)
            }
            guard start < b, String(chars[start..<b].compactMap(\.0)) == "function" else { return nil }
            b = start
            while b > 0, isSpace(chars[b - 1].0) { b -= 1 }
        }
        // `PATH.postMessage =` at the script's top level, PATH a global.
        guard let target = assignmentTarget(chars, before: b), depth(target.start) == 0 else { return nil }
        b = target.start
        var path = target.path
        guard path.hasSuffix(".postMessage") else { return nil }
        path.removeLast(".postMessage".count)
        if b > 0, let c = chars[b - 1].0, c != ";", c != "\n", c != "\r", c != "{", c != "}", c != " " { return nil }
        for prefix in ["window.", "self.", "globalThis."] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
            break
        }
        guard !path.isEmpty, !path.hasPrefix("."), !path.hasSuffix("."), !path.contains(".."), !(path.first?.isNumber ?? true) else { return nil }
        return (path, stringified)
    }

    /// The holes written inside a JavaScript string literal of the script, with the literal's
    /// kind ("single-quoted", "double-quoted", "template"): a quote, backslash, line break or
    /// `</script>` in such a value breaks out of it.
    public static func quotedHoles(_ template: [ScriptPiece]) -> [(id: Int, kind: String)] {
        var out: [(Int, String)] = []
        var quote: Character?
        var escaped = false
        for piece in template {
            switch piece {
            case .text(let t, _):
                for c in t {
                    if escaped {
                        escaped = false
                        continue
                    }
                    if let q = quote {
                        if c == "\\" { escaped = true } else if c == q { quote = nil }
                    } else if c == "'" || c == "\"" || c == "`" {
                        quote = c
                    }
                }
            case .hole(let id):
                guard let q = quote else { continue }
                out.append((id, q == "'" ? "single-quoted" : (q == "\"" ? "double-quoted" : "template")))
            }
        }
        return out
    }
}

extension Hazard {
    /// A value pasted into a JavaScript string literal of a script native evaluates.
    public static func unencodedScriptInterpolation(
        _ expression: String, kind: String, position: NativePosition,
        hint: String = "build the script with BridgeRuntime's ReplyScript.call(path, arguments), which encodes every argument"
    ) -> Hazard {
        Hazard(
            rule: "unencoded-script-interpolation",
            message: "`\(expression)` is put into a \(kind) JavaScript string that native evaluates; a quote, backslash, line break or U+2028 in it breaks the script or runs the page's own code",
            hint: hint, position: position)
    }
}
