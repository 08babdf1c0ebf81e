/// TypeScript read as the JavaScript it compiles to: the tokens that are only types are dropped
/// (annotations, `as` and `satisfies`, `!` assertions, type arguments and parameters, interfaces,
/// type aliases, `declare` blocks, enums, access modifiers, `implements`, decorators), and the
/// analysis runs on what is left, whose tokens keep their offsets in the file.
///
/// Written here because no TypeScript front end ships with the toolchain or Debian's Swift (the
/// `tsc` package needs node, which a user's CI need not have); it erases types as `tsc
/// --isolatedModules` and Babel's TypeScript transform do, by syntax alone, and only where the
/// syntax says a type stands, so a token it cannot place is kept, as in a JavaScript file.
enum TypeScriptErasure {
    /// The tokenization with its type-only tokens removed.
    static func erase(_ tokenization: JSTokenization) -> JSTokenization { eraseReadingEnums(tokenization).tokenization }

    /// The same, with the literal members of the enums whose declarations it removed (enum name →
    /// member → value: `enum Action { Open = 'open' }`, numbered members counted on), for the
    /// analysis to read `Action.Open` as its value. (Kept beside the tokenization, not in it: a
    /// field more there cost every JavaScript file's analysis 0.4 %, callgrind on the worst-case
    /// site, as the optimizer stopped taking a tokenization apart at its calls.)
    ///
    /// `parameterProperties` are the offsets of the constructor parameters whose modifiers made
    /// them properties (`constructor(private readonly name: string)` stores `this.name`).
    static func eraseReadingEnums(_ tokenization: JSTokenization) -> (tokenization: JSTokenization, enums: [String: [String: Shape]], parameterProperties: Set<Int>) {
        guard !tokenization.tokens.isEmpty else { return (tokenization, [:], []) }
        var eraser = Eraser(TokenStream(tokenization))
        eraser.run()
        eraser.unwrapCasts()
        var out = tokenization
        out.tokens = tokenization.tokens.indices.compactMap { eraser.keep[$0] ? tokenization.tokens[$0] : nil }
        return (out, eraser.enumValues, eraser.parameterProperties)
    }

    /// Whether a path names a TypeScript source lint reads (`.ts`, `.mts`, `.cts`, `.tsx`; not a
    /// declaration file, `.d.ts`, which holds no code).
    static func isTypeScript(_ path: String) -> Bool {
        (path.hasSuffix(".ts") || path.hasSuffix(".mts") || path.hasSuffix(".cts") || path.hasSuffix(".tsx")) && !isDeclarationFile(path)
    }

    static func isDeclarationFile(_ path: String) -> Bool {
        path.hasSuffix(".d.ts") || path.hasSuffix(".d.mts") || path.hasSuffix(".d.cts")
    }
}

private struct Eraser {
    let s: TokenStream
    var keep: [Bool]
    /// The `(` of each parameter list found.
    var parameterLists: Set<Int> = []
    /// Each enum's members' literal values, read before the declaration is dropped.
    var enumValues: [String: [String: Shape]] = [:]
    /// The offsets of parameters written with a modifier (`private name`): properties too.
    var parameterProperties: Set<Int> = []

    init(_ s: TokenStream) {
        self.s = s
        keep = [Bool](repeating: true, count: s.tokens.count)
    }

    var n: Int { s.tokens.count }

    func word(_ k: Int, _ name: StaticString) -> Bool { s.isIdentifier(k, name) }
    func punct(_ k: Int, _ p: StaticString) -> Bool { s.isPunctuator(k, p) }

    mutating func drop(_ range: Range<Int>) {
        for k in range where k >= 0 && k < n { keep[k] = false }
    }

    /// Whether token `k` begins a statement: the first token, or after `;`, `{`, `}`, or on a
    /// new line.
    func statementStart(_ k: Int) -> Bool {
        k == 0 || punct(k - 1, ";") || punct(k - 1, "{") || punct(k - 1, "}") || (s[k]?.newlineBefore ?? false)
    }

    /// Past `<…>` opening at `k`, or nil when what follows is not a list of types (a comparison).
    func skipAngles(_ start: Int) -> Int? {
        guard punct(start, "<") else { return nil }
        var depth = 0
        var k = start
        var steps = 0
        while k < n, steps < 512 {
            steps += 1
            if punct(k, "<") {
                depth += 1
            } else if punct(k, ">") {
                depth -= 1
            } else if punct(k, ">>") {
                depth -= 2
            } else if punct(k, ">>>") {
                depth -= 3
            } else if punct(k, "(") || punct(k, "[") || punct(k, "{") {
                guard let c = s.closer(of: k), c < n else { return nil }
                k = c + 1
                continue
            } else if let t = s[k], t.kind == .punctuator {
                let allowed: [StaticString] = [".", ",", "|", "&", "?", ":", "=>", "=", "-", "..."]
                guard allowed.contains(where: { punct(k, $0) }) else { return nil }
            } else if let t = s[k], t.kind == .template, t.templatePart == .head {
                guard let c = s.closer(of: k), c < n else { return nil }
                k = c + 1
                continue
            }
            k += 1
            if depth <= 0 { return depth == 0 ? k : nil }
        }
        return nil
    }

    /// Past the type that starts at `start` (unions, intersections, arrays, generics, function
    /// types, object and tuple types, literal types, `keyof`/`typeof`); `start` when none does.
    func skipType(_ start: Int) -> Int {
        var k = start
        var steps = 0
        if punct(k, "|") || punct(k, "&") { k += 1 }
        while k < n, steps < 256 {
            steps += 1
            let before = k
            while s.isIdentifier(k, in: ["keyof", "typeof", "readonly", "unique", "infer", "asserts", "new", "abstract"]), s.isIdentifier(k + 1) || punct(k + 1, "(") || punct(k + 1, "[") || punct(k + 1, "{") || punct(k + 1, "<") {
                k += 1
            }
            if punct(k, "(") {
                guard let c = s.closer(of: k), c < n else { return start }
                k = c + 1
                if punct(k, "=>") {
                    k += 1
                    continue
                }
            } else if punct(k, "{") || punct(k, "[") {
                guard let c = s.closer(of: k), c < n else { return start }
                k = c + 1
            } else if punct(k, "<") {
                // A generic function type: `<T>(x: T) => T`.
                guard let a = skipAngles(k) else { return before == start ? start : before }
                k = a
                continue
            } else if let t = s[k], t.kind == .identifier || t.kind == .string || t.kind == .number || (t.kind == .template && t.templatePart == .whole) {
                k += 1
                while punct(k, "."), s.isIdentifier(k + 1) {
                    k += 2
                }
                if punct(k, "<"), let a = skipAngles(k) { k = a }
                // A type predicate: `x is string`.
                if t.kind == .identifier, word(k, "is") {
                    k += 1
                    continue
                }
            } else if let t = s[k], t.kind == .template, t.templatePart == .head, let c = s.closer(of: k) {
                k = c + 1
            } else if punct(k, "-"), s[k + 1]?.kind == .number {
                k += 2
            } else {
                return before == start ? start : before
            }
            // `T[]`, `T["key"]` (on the same line: a `[` on the next begins a statement).
            while punct(k, "["), !(s[k]?.newlineBefore ?? false), let c = s.closer(of: k), c < n {
                k = c + 1
            }
            if punct(k, "|") || punct(k, "&") {
                k += 1
                continue
            }
            // A conditional type: `T extends U ? X : Y`.
            if word(k, "extends") {
                k += 1
                continue
            }
            if punct(k, "?"), word(k - 1, "extends") == false, s.isIdentifier(k + 1) || s[k + 1]?.kind == .string, isConditional(from: start, to: k) {
                k += 1
                continue
            }
            if punct(k, ":"), isConditional(from: start, to: k) {
                k += 1
                continue
            }
            return k
        }
        return k
    }

    /// Whether the type from `start` to `k` holds an `extends` at its top level (a conditional
    /// type, whose `?` and `:` are its own).
    func isConditional(from start: Int, to k: Int) -> Bool {
        var j = start
        while j < k {
            if word(j, "extends") { return true }
            if let c = s.closer(of: j), c < k { j = c + 1 } else { j += 1 }
        }
        return false
    }

    /// Drops `: Type` when token `k` is the `:`.
    mutating func dropAnnotation(at k: Int) {
        guard punct(k, ":") else { return }
        let end = skipType(k + 1)
        guard end > k + 1 else { return }
        drop(k..<end)
    }

    /// Whether the `(` at `open` holds a function's parameters.
    func isParameterList(_ open: Int) -> Bool {
        guard punct(open, "("), let close = s.closer(of: open), close < n else { return false }
        // An arrow function's: `(…) =>` or `(…): T =>`.
        if punct(close + 1, "=>") { return true }
        if punct(close + 1, ":") {
            let end = skipType(close + 2)
            if end > close + 2, punct(end, "=>") { return true }
        }
        // `function (…)`, `function name(…)`, `function name<T>(…)`.
        var before = open - 1
        if punct(before, ">"), let start = genericStart(endingAt: before) { before = start - 1 }
        if word(before, "function") || (s.isIdentifier(before) && word(before - 1, "function")) { return true }
        if word(before, "catch") { return true }
        // A method (`name(…) {`, `name(…): T {`) in a class body or an object literal.
        let excluded: [StaticString] = ["if", "for", "while", "switch", "with", "return", "typeof", "await", "new", "super", "void", "delete", "throw", "in", "of", "instanceof", "function"]
        guard s.isIdentifier(before) && !s.isIdentifier(before, in: excluded) || punct(before, "]") || s[before]?.kind == .privateName || s[before]?.kind == .string else { return false }
        var after = close + 1
        if punct(after, ":") { after = skipType(after + 1) }
        return punct(after, "{")
    }

    /// The `<` of the type parameters ending at the `>` at `close`, when they follow a name.
    func genericStart(endingAt close: Int) -> Int? {
        var k = close
        var depth = 0
        var steps = 0
        while k >= 0, steps < 256 {
            steps += 1
            if punct(k, ">") { depth += 1 } else if punct(k, ">>") { depth += 2 } else if punct(k, "<") {
                depth -= 1
                if depth == 0 { return s.isIdentifier(k - 1) ? k : nil }
            } else if let o = s.opener(of: k) {
                k = o - 1
                continue
            } else if punct(k, ";") || punct(k, "{") || punct(k, "}") {
                return nil
            }
            k -= 1
        }
        return nil
    }

    /// An enum's members with a literal value: `Open = 'open'`, `Count = 3`, and a member with
    /// no value after a number or none (TypeScript counts on from the last, from 0). A member
    /// computed any other way ends the counting.
    func members(ofEnumAt open: Int) -> [String: Shape] {
        var out: [String: Shape] = [:]
        var next: Int? = 0
        for member in s.arguments(open: open) {
            guard let first = s[member.lowerBound], let name = s.identifier(of: first) ?? s.stringValue(of: first) else { continue }
            if member.count == 1 {
                if let value = next {
                    out[name] = .number(String(value))
                    next = value + 1
                }
                continue
            }
            guard member.count >= 3, punct(member.lowerBound + 1, "=") else {
                next = nil
                continue
            }
            let value = s.shape((member.lowerBound + 2)..<member.upperBound)
            switch value {
            case .string:
                out[name] = value
                next = nil
            case .number(let text):
                out[name] = value
                next = Int(text).map { $0 + 1 }
            default:
                next = nil
            }
        }
        return out
    }

    /// Drops the declaration from `start` through the `;` ending it or the `}` closing its body.
    mutating func dropDeclaration(from start: Int, through end: Int) {
        var last = end
        if punct(last + 1, ";") { last += 1 }
        drop(start..<(last + 1))
    }

    mutating func run() {
        var k = 0
        while k < n {
            guard keep[k] else {
                k += 1
                continue
            }
            if let next = declaration(at: k) {
                k = next
                continue
            }
            if s.isIdentifier(k) {
                identifier(at: k)
            } else if punct(k, "(") {
                if isParameterList(k) { parameters(open: k) }
            } else if punct(k, "!") {
                // `x!.y`, `f()!`: a non-null assertion follows an expression with no space to
                // make it a prefix `!` (which would follow an operator).
                if let t = s[k], !t.newlineBefore, k > 0, s.isIdentifier(k - 1) || punct(k - 1, ")") || punct(k - 1, "]"),
                    !s.isIdentifier(k - 1, in: ["return", "typeof", "void", "case", "in", "of", "delete", "throw", "yield", "await", "else", "do"]),
                    punct(k + 1, ".") || punct(k + 1, "?.") || punct(k + 1, ")") || punct(k + 1, ",") || punct(k + 1, ";") || punct(k + 1, "[") || punct(k + 1, "(")
                        || punct(k + 1, ":") || punct(k + 1, "]") || punct(k + 1, "}")
                {
                    keep[k] = false
                }
            } else if punct(k, "@"), s.isIdentifier(k + 1) {
                // A decorator: `@Name`, `@a.b`, `@Name(…)`.
                var end = k + 2
                while punct(end, "."), s.isIdentifier(end + 1) { end += 2 }
                if punct(end, "("), let c = s.closer(of: end), c < n { end = c + 1 }
                drop(k..<end)
                k = end
                continue
            } else if punct(k, "<"), k > 0, s.isIdentifier(k - 1), !s.isIdentifier(k - 1, in: ["return", "typeof", "in", "of", "instanceof", "case", "yield", "await", "void", "delete", "throw", "new"]),
                let end = skipAngles(k), punct(end, "(") || s[end]?.kind == .template
            {
                // Type arguments of a call (`f<T>(x)`, `new Map<string, number>()`) or the type
                // parameters of a function (`function f<T>(x: T)`).
                drop(k..<end)
                k = end
                continue
            } else if punct(k, "<"), k == 0 || punct(k - 1, "=") || punct(k - 1, "(") || punct(k - 1, ",") || punct(k - 1, ":") || punct(k - 1, "[") || s.isIdentifier(k - 1, "return"),
                let end = skipAngles(k), s.isIdentifier(end) || punct(end, "(")
            {
                // An angle-bracket assertion: `<any>window`.
                drop(k..<end)
                k = end
                continue
            }
            k += 1
        }
    }

    /// What a declaration that is only types spans, dropped; the index after it, or nil when
    /// `k` starts none.
    mutating func declaration(at k: Int) -> Int? {
        guard s.isIdentifier(k) else { return nil }
        var start = k
        var at = k
        // `export interface …`, `export declare …`, `export type X = …`, `export default interface`.
        if word(at, "export") {
            at += 1
            if word(at, "default") { at += 1 }
        }
        guard statementStart(start) else { return nil }
        if word(at, "declare"), s.isIdentifier(at + 1) || s[at + 1]?.kind == .string {
            // `declare global { … }`, `declare module 'x' { … }`, `declare const x: T;`,
            // `declare function f(): void;`, `declare class C { … }`.
            var j = at + 1
            while j < n, !punct(j, ";"), !punct(j, "{"), !(j > at + 1 && (s[j]?.newlineBefore ?? false) && !punct(j, "(") && !punct(j, ":")) {
                if let c = s.closer(of: j), c < n, punct(j, "(") || punct(j, "[") || punct(j, "<") { j = c + 1 } else { j += 1 }
            }
            if punct(j, "{"), let c = s.closer(of: j) {
                dropDeclaration(from: start, through: min(c, n - 1))
                return min(c + 1, n)
            }
            dropDeclaration(from: start, through: max(j - 1, at))
            return j + (punct(j, ";") ? 1 : 0)
        }
        if word(at, "interface"), s.isIdentifier(at + 1) {
            var j = at + 2
            while j < n, !punct(j, "{"), j < at + 128 { j += 1 }
            guard punct(j, "{"), let c = s.closer(of: j) else { return nil }
            dropDeclaration(from: start, through: min(c, n - 1))
            return min(c + 1, n)
        }
        if word(at, "type"), s.isIdentifier(at + 1), punct(at + 2, "=") || punct(at + 2, "<") {
            var j = at + 2
            if punct(j, "<") {
                guard let a = skipAngles(j) else { return nil }
                j = a
            }
            guard punct(j, "=") else { return nil }
            let end = skipType(j + 1)
            guard end > j + 1 else { return nil }
            dropDeclaration(from: start, through: end - 1)
            return end + (punct(end, ";") ? 1 : 0)
        }
        // `import type { A } from './a'`, `export type { A }`.
        if (word(k, "import") || word(k, "export")), word(k + 1, "type"), punct(k + 2, "{") || s.isIdentifier(k + 2) || punct(k + 2, "*") {
            var j = k + 2
            while j < n, !punct(j, ";"), !(j > k + 2 && (s[j]?.newlineBefore ?? false)) { j += 1 }
            dropDeclaration(from: k, through: j - 1)
            return j + (punct(j, ";") ? 1 : 0)
        }
        // `enum E { … }`, `const enum E { … }`: its members are values the page sends as they are
        // compiled, which this reading leaves unknown.
        var e = at
        if word(e, "const"), word(e + 1, "enum") { e += 1 }
        if word(e, "enum"), s.isIdentifier(e + 1), punct(e + 2, "{"), let c = s.closer(of: e + 2) {
            if let name = s.identifier(e + 1) { enumValues[name] = members(ofEnumAt: e + 2) }
            dropDeclaration(from: start, through: min(c, n - 1))
            return min(c + 1, n)
        }
        // `abstract class`, and a class's `implements` clause and type parameters.
        if word(at, "abstract"), word(at + 1, "class") {
            keep[at] = false
            start = at + 1
            at += 1
        }
        if word(at, "class") {
            var j = at + 1
            if s.isIdentifier(j), !word(j, "extends"), !word(j, "implements") { j += 1 }
            if punct(j, "<"), let a = skipAngles(j) {
                drop(j..<a)
                j = a
            }
            var steps = 0
            while j < n, !punct(j, "{"), steps < 256 {
                steps += 1
                if word(j, "implements") {
                    var e = j + 1
                    while e < n, !punct(e, "{") { e = max(skipType(e), e + 1); if punct(e, ",") { e += 1 } }
                    drop(j..<e)
                    j = e
                    continue
                }
                if punct(j, "<"), let a = skipAngles(j) {
                    // `extends Base<T>`.
                    drop(j..<a)
                    j = a
                    continue
                }
                if let c = s.closer(of: j), c < n, punct(j, "(") || punct(j, "[") { j = c + 1 } else { j += 1 }
            }
            if punct(j, "{") {
                classBody(open: j)
            }
            return nil
        }
        // `namespace N { … }`, `module N { … }`: the block's code stays.
        if word(at, "namespace") || word(at, "module"), s.isIdentifier(at + 1) {
            var j = at + 1
            while s.isIdentifier(j), punct(j + 1, "."), s.isIdentifier(j + 2) { j += 2 }
            if punct(j + 1, "{") {
                drop(start..<(j + 1))
                return j + 1
            }
        }
        return nil
    }

    /// Reads an identifier that may start a typed binding or an `as` expression.
    mutating func identifier(at k: Int) {
        if word(k, "let") || word(k, "const") || word(k, "var") {
            // `const x: T = …`, `let x!: T`, `const { a }: T = …`: the first declarator's type.
            var name = k + 1
            if punct(name, "{") || punct(name, "[") {
                guard let c = s.closer(of: name), c < n else { return }
                name = c
            } else if !s.isIdentifier(name) {
                return
            }
            if punct(name + 1, "!"), punct(name + 2, ":") {
                keep[name + 1] = false
                dropAnnotation(at: name + 2)
            } else if punct(name + 1, ":") {
                dropAnnotation(at: name + 1)
            }
            return
        }
        if word(k, "as") || word(k, "satisfies"), k > 0 {
            // `x as T`, `x as const`, `x satisfies T`; not `import { a as b }` or `* as ns`.
            guard !punct(k - 1, "*"), !inImportOrExport(k), isExpressionEnd(k - 1) else { return }
            let end = skipType(k + 1)
            guard end > k + 1 else { return }
            drop(k..<end)
        }
    }

    /// Whether token `k` ends an expression (a name, a literal, a closing bracket).
    func isExpressionEnd(_ k: Int) -> Bool {
        guard let t = s[k] else { return false }
        if t.kind == .identifier {
            return !s.isIdentifier(k, in: ["return", "typeof", "in", "of", "instanceof", "case", "yield", "await", "void", "delete", "throw", "new", "else", "do", "import", "export"])
        }
        if t.kind == .string || t.kind == .number || t.kind == .regex || t.kind == .privateName { return true }
        if t.kind == .template { return t.templatePart == .whole || t.templatePart == .tail }
        return punct(k, ")") || punct(k, "]") || punct(k, "}") || punct(k, "!")
    }

    /// Whether token `k` is inside the braces of an import or export clause.
    func inImportOrExport(_ k: Int) -> Bool {
        var j = k
        var steps = 0
        while j >= 0, steps < 256 {
            steps += 1
            if punct(j, "{"), let c = s.closer(of: j), c > k {
                var b = j - 1
                if punct(b, ",") { b -= 2 }
                if word(b, "type") { b -= 1 }
                return word(b, "import") || word(b, "export")
            }
            if punct(j, ";") { return false }
            if let o = s.opener(of: j), j != k { j = o - 1 } else { j -= 1 }
        }
        return false
    }

    /// A parameter list: each parameter's modifiers (`private x`), `?` and type, and the return
    /// type after it.
    mutating func parameters(open: Int) {
        guard let close = s.closer(of: open), close < n, !parameterLists.contains(open) else { return }
        parameterLists.insert(open)
        var k = open + 1
        while k < close {
            // Modifiers of a constructor's parameter properties.
            var modified = false
            while s.isIdentifier(k, in: ["public", "private", "protected", "readonly", "override"]), s.isIdentifier(k + 1) || punct(k + 1, "{") || punct(k + 1, "[") {
                keep[k] = false
                k += 1
                modified = true
            }
            if modified, s.isIdentifier(k), let token = s[k] { parameterProperties.insert(token.offset) }
            if punct(k, "...") { k += 1 }
            // The name, or a destructuring pattern.
            if punct(k, "{") || punct(k, "[") {
                guard let c = s.closer(of: k), c < close else { return }
                k = c + 1
            } else if s.isIdentifier(k) {
                k += 1
            } else {
                // Not a parameter as TypeScript writes one: leave the rest as it is.
                return
            }
            if punct(k, "?") {
                keep[k] = false
                k += 1
            }
            if punct(k, ":") {
                let end = skipType(k + 1)
                guard end > k + 1 else { return }
                drop(k..<end)
                k = end
            }
            // A default value, up to the next parameter.
            while k < close, !punct(k, ",") {
                if let c = s.closer(of: k), c < close { k = c + 1 } else { k += 1 }
            }
            k += 1
        }
        // The return type: `): T {`, `): T =>`.
        if punct(close + 1, ":") {
            let end = skipType(close + 2)
            if end > close + 2, punct(end, "{") || punct(end, "=>") || punct(end, ";") { drop((close + 1)..<end) }
        }
    }

    /// A class body's members: modifiers, the `?` or `!` after a field's name, a field's type,
    /// an index signature, and overload signatures (`name(…): T;`) are dropped.
    mutating func classBody(open: Int) {
        guard let close = s.closer(of: open), close < n else { return }
        var k = open + 1
        while k < close {
            let memberStart = k
            while s.isIdentifier(k, in: ["public", "private", "protected", "readonly", "declare", "abstract", "override", "accessor"]),
                s.isIdentifier(k + 1) || punct(k + 1, "[") || s[k + 1]?.kind == .privateName || s[k + 1]?.kind == .string
            {
                keep[k] = false
                k += 1
            }
            while s.isIdentifier(k, in: ["static", "async", "get", "set"]), s.isIdentifier(k + 1) || punct(k + 1, "[") || s[k + 1]?.kind == .privateName || punct(k + 1, "*") { k += 1 }
            if punct(k, "*") { k += 1 }
            // `[key: string]: T;`, an index signature.
            if punct(k, "["), s.isIdentifier(k + 1), punct(k + 2, ":"), let c = s.closer(of: k), c < close {
                var end = skipType(c + 2)
                if punct(end, ";") { end += 1 }
                drop(memberStart..<max(end, c + 1))
                k = max(end, c + 1)
                continue
            }
            // The member's name.
            if punct(k, "["), let c = s.closer(of: k), c < close {
                k = c + 1
            } else if s.isIdentifier(k) || s[k]?.kind == .privateName || s[k]?.kind == .string || s[k]?.kind == .number {
                k += 1
            } else if punct(k, ";") {
                k += 1
                continue
            } else {
                k += 1
                continue
            }
            if punct(k, "?") || punct(k, "!") {
                keep[k] = false
                k += 1
            }
            if punct(k, "<"), let a = skipAngles(k), punct(a, "(") {
                drop(k..<a)
                k = a
            }
            if punct(k, "(") {
                // A method; an overload signature (no body) is only a type.
                guard let c = s.closer(of: k), c < close else { return }
                parameters(open: k)
                var after = c + 1
                while after < close, !keep[after] { after += 1 }
                if punct(after, "{"), let body = s.closer(of: after), body < close {
                    k = body + 1
                } else {
                    var end = after
                    while end < close, !punct(end, ";"), !(end > after && (s[end]?.newlineBefore ?? false)) { end += 1 }
                    drop(memberStart..<(punct(end, ";") ? end + 1 : end))
                    k = punct(end, ";") ? end + 1 : end
                }
                continue
            }
            if punct(k, ":") {
                let end = skipType(k + 1)
                if end > k + 1 {
                    drop(k..<end)
                    k = end
                }
            }
            // A field's value, up to the end of the member.
            while k < close, !punct(k, ";") {
                if k > memberStart + 1, s[k]?.newlineBefore == true, !isContinuation(k) { break }
                if let c = s.closer(of: k), c < close { k = c + 1 } else { k += 1 }
            }
            if punct(k, ";") { k += 1 }
        }
    }

    /// `(window as any).webkit`: parentheses left around a single name by an erased cast go, so
    /// the chain starts at the name (`window.webkit`), as in the JavaScript `tsc` writes.
    mutating func unwrapCasts() {
        for open in 0..<n where keep[open] && punct(open, "(") {
            guard let close = s.closer(of: open), close < n, punct(close + 1, ".") || punct(close + 1, "?.") || punct(close + 1, "["),
                open == 0 || !(s.isIdentifier(open - 1) && !s.isIdentifier(open - 1, in: ["return", "typeof", "void", "await", "in", "of", "case"]) || punct(open - 1, ")") || punct(open - 1, "]"))
            else { continue }
            let kept = ((open + 1)..<close).filter { keep[$0] }
            guard kept.count == 1, kept.count < close - open - 1, let only = kept.first, s.isIdentifier(only) else { continue }
            keep[open] = false
            keep[close] = false
        }
    }

    /// Whether token `k`, first on its line, continues the expression before it.
    func isContinuation(_ k: Int) -> Bool {
        if let t = s[k], t.kind == .punctuator, !punct(k, "(") && !punct(k, "[") && !punct(k, "{") && !punct(k, "*") && !punct(k, "@") && !punct(k, "#") { return true }
        if punct(k - 1, "=") || punct(k - 1, ",") || punct(k - 1, "(") || punct(k - 1, "=>") { return true }
        if let t = s[k - 1], t.kind == .punctuator, !punct(k - 1, ")") && !punct(k - 1, "]") && !punct(k - 1, "}") { return true }
        return false
    }
}
