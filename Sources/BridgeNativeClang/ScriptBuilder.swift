import BridgeNative
import Foundation

/// Rebuilds the scripts an Objective-C app evaluates: literals, `stringWithFormat:` (each
/// conversion a hole, filled where its argument can be followed), `stringByAppendingString:`,
/// variables, and the parameters of helper methods followed back to their callers.
struct ScriptBuilder {
    struct Template {
        var pieces: [ScriptPiece] = []
        /// The expression of each hole, by its id.
        var holes: [ObjCNode] = []
        /// Where each hole's value is put into the text, by its id: the `%@` argument of the
        /// innermost format that holds it (nil when it is the hole itself). A value followed
        /// back into a caller is reported where the script places it, not where it came from.
        var origins: [ObjCNode?] = []

        /// Which caller each followed parameter took its value from (by the parameter's USR): a
        /// parameter written twice in one script (`window.%@ = window.webkit.messageHandlers.%@`,
        /// `name, name`) is one caller's value in both places, never a pairing of two callers'.
        var bindings: [String: Int] = [:]

        func origin(_ id: Int) -> ObjCNode? {
            origins.indices.contains(id) ? origins[id] : nil
        }

        var text: String {
            pieces.map { piece -> String in
                switch piece {
                case .text(let t, _): return t
                case .hole: return "%@"
                }
            }.joined()
        }

        func agrees(with other: Template) -> Bool {
            other.bindings.allSatisfy { key, value in bindings[key].map { $0 == value } ?? true }
        }

        static func + (a: Template, b: Template) -> Template {
            var out = a
            out.bindings.merge(b.bindings) { first, _ in first }
            for piece in b.pieces {
                switch piece {
                case .text: out.pieces.append(piece)
                case .hole(let id):
                    out.pieces.append(.hole(id: out.holes.count))
                    if b.holes.indices.contains(id) {
                        out.holes.append(b.holes[id])
                        out.origins.append(b.origin(id))
                    }
                }
            }
            return out
        }
    }

    let program: ObjCProgram
    /// Holes that hold numbers (`%d`, `%ld`, `%f`): they cannot break out of a string.
    private(set) var numeric: Set<ObjectIdentifier> = []
    /// At most this many texts per script: helpers called from many places multiply them.
    static let maxTemplates = 64

    init(program: ObjCProgram) { self.program = program }

    mutating func templates(_ node: ObjCNode) -> [Template] { values(node, depth: 0) }

    /// Whether a value pasted inside quotes of `kind` cannot end them: a number, or a string the
    /// code escaped by hand for that quote (`escapedByHand`).
    func isSafe(_ hole: ObjCNode, inside kind: String) -> Bool {
        if isSafe(hole) || program.holdsPlainLiteral(hole) { return true }
        let quote: Character = kind == "single-quoted" ? "'" : (kind == "double-quoted" ? "\"" : "`")
        return escapedByHand(hole, for: quote)
    }

    /// `s = [s stringByReplacingOccurrencesOfString:@"\\" withString:@"\\\\"]; …` for the
    /// backslash first, then the quote, both line breaks, U+2028 and U+2029: every character
    /// that can end a JavaScript string literal is escaped, in an order that does not undo
    /// itself. A chain that leaves one out (quotes but not backslashes) is not.
    func escapedByHand(_ hole: ObjCNode, for quote: Character, depth: Int = 0) -> Bool {
        let n = hole.unwrapped
        // What one of the app's methods returns (`[self jsSerializeWithJson:json]`, KKJSBridge's):
        // escaped when every value it returns is.
        if depth < 3, let message = ObjCProgram.message(n) {
            let returned = returnedValues(of: message.spelling)
            return !returned.isEmpty && returned.allSatisfy { escapedByHand($0, for: quote, depth: depth + 1) }
        }
        guard n.kind == .declRef, let usr = n.referenced, let assigned = program.values[usr] else { return false }
        // A variable given its value once, from such a method.
        if depth < 3, assigned.count == 1, let only = assigned.first, ObjCProgram.message(only.unwrapped).map({ !returnedValues(of: $0.spelling).isEmpty }) == true {
            return escapedByHand(only, for: quote, depth: depth + 1)
        }
        var replaced: [(start: Int, target: String)] = []
        for value in assigned {
            guard let message = ObjCProgram.message(value), message.spelling == "stringByReplacingOccurrencesOfString:withString:" else { continue }
            let (receiver, arguments) = ObjCProgram.parts(of: message)
            guard receiver?.unwrapped.referenced == usr, let target = arguments.first.flatMap({ program.literal($0) }) else { continue }
            replaced.append((message.start, target))
        }
        guard let backslash = replaced.first(where: { $0.target == "\\" }) else { return false }
        let needed: [String] = [String(quote), "\n", "\r", "\u{2028}", "\u{2029}"]
        for target in needed {
            guard let step = replaced.first(where: { $0.target == target }), step.start > backslash.start else { return false }
        }
        return true
    }

    func isSafe(_ hole: ObjCNode) -> Bool {
        if numeric.contains(ObjectIdentifier(hole)) { return true }
        let type = ObjCProgram.type(of: hole).replacingOccurrences(of: "__strong", with: "").trimmingCharacters(in: .whitespaces)
        let numbers: Set<String> = ["int", "long", "long long", "NSInteger", "NSUInteger", "double", "float", "CGFloat", "BOOL", "bool", "NSNumber *", "unsigned long"]
        return numbers.contains(type)
    }

    private func hole(_ node: ObjCNode) -> Template { Template(pieces: [.hole(id: 0)], holes: [node], origins: [nil]) }

    /// The templates with each hole that has no origin yet placed at `argument`.
    private func placed(_ templates: [Template], at argument: ObjCNode) -> [Template] {
        templates.map { t in
            var t = t
            t.origins = t.holes.indices.map { t.origin($0) ?? argument }
            return t
        }
    }

    /// The values the return statements of the app's one method of `selector` give (empty when
    /// the app has no such method, or more than one).
    private func returnedValues(of selector: String) -> [ObjCNode] {
        let methods = program.classes.values.flatMap(\.methods).filter { $0.spelling == selector }
        guard methods.count == 1, let body = methods.first?.children.last(where: { $0.kind == .compound }) else { return [] }
        var out: [ObjCNode] = []
        func collect(_ node: ObjCNode) {
            for child in node.children {
                if child.kind == .returnStmt, let value = child.children.first { out.append(value) } else if child.kind != .block { collect(child) }
            }
        }
        collect(body)
        return out
    }

    /// The literal of `- (NSString *)selector { return @"…"; }`, when the program has exactly one
    /// method of that selector and its body is that one return.
    private func returnedLiteral(of selector: String) -> ObjCNode? {
        let methods = program.classes.values.flatMap(\.methods).filter { $0.spelling == selector }
        guard methods.count == 1, let body = methods.first?.children.last(where: { $0.kind == .compound }), body.children.count == 1,
            let statement = body.children.first, statement.kind == .returnStmt, let value = statement.children.first, program.literal(value) != nil
        else { return nil }
        return value
    }

    private mutating func values(_ node: ObjCNode, depth: Int) -> [Template] {
        guard depth < 6 else { return [hole(node)] }
        let n = node.unwrapped
        if let pieces = program.literalPieces(n) {
            return [Template(pieces: pieces)]
        }
        if let s = program.literal(n) {
            let offset = program.text(n).hasPrefix("@\"") ? 2 : (program.text(n).hasPrefix("\"") ? 1 : 0)
            return [Template(pieces: [.text(s, program.position(n, offsetBy: offset))])]
        }
        if n.kind == .conditional, n.children.count == 3 {
            return Array((values(n.children[1], depth: depth + 1) + values(n.children[2], depth: depth + 1)).prefix(Self.maxTemplates))
        }
        if let message = ObjCProgram.message(n) {
            let (receiver, arguments) = ObjCProgram.parts(of: message)
            switch message.spelling {
            case "stringWithFormat:", "initWithFormat:":
                guard let format = arguments.first else { break }
                return formatted(format, arguments: Array(arguments.dropFirst()), depth: depth)
            case "stringByAppendingFormat:":
                guard let receiver, let format = arguments.first else { break }
                return product(values(receiver, depth: depth + 1), formatted(format, arguments: Array(arguments.dropFirst()), depth: depth))
            case "stringByAppendingString:":
                guard let receiver, let other = arguments.first else { break }
                return product(values(receiver, depth: depth + 1), values(other, depth: depth + 1))
            default:
                // `[_base webViewJavascriptFetchQueyCommand]`: a method of the app whose body
                // returns one literal is that literal (when one method of that selector exists).
                if arguments.isEmpty, let literal = returnedLiteral(of: message.spelling) {
                    return values(literal, depth: depth + 1)
                }
            }
            return [hole(n)]
        }
        if n.kind == .declRef, let usr = n.referenced {
            // A parameter of the enclosing method: what its callers pass.
            if let method = n.ancestors.first(where: { $0.kind == .instanceMethod || $0.kind == .classMethod }),
                let k = method.children.filter({ $0.kind == .parameter }).firstIndex(where: { $0.usr == usr })
            {
                let callers = program.callers(of: method)
                guard !callers.isEmpty else { return [hole(n)] }
                var out: [Template] = []
                for (c, call) in callers.enumerated() {
                    let arguments = ObjCProgram.parts(of: call).arguments
                    guard arguments.indices.contains(k) else { continue }
                    out += values(arguments[k], depth: depth + 1).map { t in
                        var t = t
                        t.bindings[usr] = c
                        return t
                    }
                    if out.count >= Self.maxTemplates { break }
                }
                return out.isEmpty ? [hole(n)] : Array(out.prefix(Self.maxTemplates))
            }
            // A variable or constant: each value given to it (`nil` gives no script), unless one
            // is made from the variable itself (a string built by appending in several steps
            // stays a hole). A value with no text of its own stays a hole here, where it is put
            // in the script.
            if let assigned = program.values[usr], !assigned.isEmpty, !assigned.contains(where: { Self.mentions($0, usr) }) {
                var followed: [Template] = []
                for value in assigned where program.text(value.unwrapped) != "nil" {
                    followed += values(value, depth: depth + 1)
                    if followed.count >= Self.maxTemplates { break }
                }
                if followed.contains(where: Self.hasText) { return Array(followed.prefix(Self.maxTemplates)) }
            }
        }
        return [hole(n)]
    }

    private static func hasText(_ template: Template) -> Bool {
        template.pieces.contains { if case .text = $0 { return true } else { return false } }
    }

    /// Whether `node` refers to the variable `usr` anywhere inside it.
    private static func mentions(_ node: ObjCNode, _ usr: String) -> Bool {
        var stack = [node]
        while let n = stack.popLast() {
            if n.referenced == usr { return true }
            stack.append(contentsOf: n.children)
        }
        return false
    }

    private func product(_ a: [Template], _ b: [Template]) -> [Template] {
        var out: [Template] = []
        for x in a {
            for y in b where x.agrees(with: y) {
                out.append(x + y)
                if out.count >= Self.maxTemplates { return out }
            }
        }
        return out
    }

    /// A format string's text with each conversion replaced by its argument's values: `%@` by
    /// what the argument can be followed to, a number conversion by a hole that cannot break
    /// out of a string. Written by hand: Foundation formats strings but does not parse formats.
    private mutating func formatted(_ written: ObjCNode, arguments: [ObjCNode], depth: Int) -> [Template] {
        var format = written
        // A format held in a constant (`static NSString * const kScript = @"f('%@');"`): its literal.
        if program.literal(format) == nil, let usr = format.unwrapped.referenced, let assigned = program.values[usr], assigned.count == 1,
            let only = assigned.first, program.literal(only) != nil
        {
            format = only
        }
        var next = 0
        if let text = program.literal(format) {
            let start = program.position(format.unwrapped, offsetBy: program.text(format.unwrapped).hasPrefix("@\"") ? 2 : 0)
            var out: [Template] = [Template()]
            substitute(text, at: start, into: &out, arguments: arguments, next: &next, format: format, depth: depth)
            return out
        }
        // A format built elsewhere: InAppBrowser's wrapper, made by one `stringWithFormat:` whose
        // `%%@` survives as `%@`, then formatted again by the helper it is passed to. Each text
        // it can be followed to, its conversions filled in order (a hole in it takes none).
        let built = depth < 5 ? values(format, depth: depth + 1) : []
        guard built.contains(where: Self.hasText) else { return [hole(format)] }
        var result: [Template] = []
        for template in built {
            var out: [Template] = [Template()]
            next = 0
            for piece in template.pieces {
                switch piece {
                case .text(let text, let position):
                    substitute(text, at: position, into: &out, arguments: arguments, next: &next, format: format, depth: depth)
                case .hole(let id):
                    let node = template.holes.indices.contains(id) ? template.holes[id] : format
                    out = out.map { $0 + hole(node) }
                }
            }
            result += out
            if result.count >= Self.maxTemplates { break }
        }
        return Array(result.prefix(Self.maxTemplates))
    }

    /// Appends a format's text written at `start` to each of `out`, each conversion replaced by
    /// the next argument's values: `%@` by what it can be followed to, a number conversion by a
    /// hole that cannot break out of a string. Written by hand: Foundation formats strings but
    /// does not parse formats.
    private mutating func substitute(
        _ text: String, at start: NativePosition, into out: inout [Template], arguments: [ObjCNode], next: inout Int, format: ObjCNode, depth: Int
    ) {
        var literal = ""
        var literalStart = start
        var column = start.column
        var line = start.line
        func flush(_ templates: inout [Template]) {
            guard !literal.isEmpty else { return }
            for k in templates.indices { templates[k].pieces.append(.text(literal, literalStart)) }
            literal = ""
        }
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            guard c == "%" else {
                if literal.isEmpty { literalStart = NativePosition(file: start.file, line: line, column: column) }
                literal.append(c)
                if c == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                continue
            }
            column += 1
            // Flags, width, precision and length, then the conversion.
            var conversion: Character?
            while let d = chars.popFirst() {
                column += 1
                if d.isLetter && !"hlqLzjt".contains(d) || d == "@" || d == "%" {
                    conversion = d
                    break
                }
            }
            guard let conversion else { break }
            if conversion == "%" {
                if literal.isEmpty { literalStart = NativePosition(file: start.file, line: line, column: column - 2) }
                literal.append("%")
                continue
            }
            flush(&out)
            guard arguments.indices.contains(next) else {
                out = out.map { $0 + hole(format) }
                continue
            }
            let argument = arguments[next]
            next += 1
            if conversion == "@" {
                out = product(out, placed(values(argument, depth: depth + 1), at: argument))
            } else {
                numeric.insert(ObjectIdentifier(argument))
                out = out.map { $0 + hole(argument) }
            }
        }
        flush(&out)
    }
}
