import BridgeNative
import Foundation

/// Every parsed Objective-C file, and what crosses files: the values of string constants, the
/// classes (their superclass and methods), and every message sent, by selector (to follow a
/// helper that wraps `evaluateJavaScript:` back to its callers).
final class ObjCProgram {
    struct File {
        let path: String
        let parsed: ClangParser.Parsed
        let lineStarts: [Int]
    }

    struct ClassInfo {
        var superclass: String?
        var protocols: Set<String> = []
        /// Instance methods written in the class's @implementation (or its categories).
        var methods: [ObjCNode] = []
        /// The selectors of the instance methods its primary @interface declares (its header's,
        /// not a class extension's).
        var declaredSelectors: Set<String> = []
        /// The app writes an @implementation of it (a class only declared is the SDK's or a pod's).
        var implemented = false
        /// The properties its @interface and class extensions declare.
        var properties: Set<String> = []
    }

    /// Whether `setX:` (the selector's first part `name`, one argument) is a property's setter in
    /// `type`: a property `x` declared on it or a superclass here, or a superclass the app does not
    /// write other than NSObject (UIKit's declare properties this source does not show). An
    /// NSObject subclass's `setBadge:` with no `badge` property, or `settings:`, is a method.
    func isSetter(_ name: String, in type: String) -> Bool {
        guard name.hasPrefix("set"), let first = name.dropFirst(3).first, first.isUppercase else { return false }
        let property = first.lowercased() + name.dropFirst(4)
        var current: String? = type
        var steps = 0
        while let c = current, steps < 16 {
            guard let info = classes[c] else { return c != "NSObject" }
            if info.properties.contains(property) { return true }
            current = info.superclass
            steps += 1
        }
        return false
    }

    private(set) var files: [File] = []
    /// A variable's or constant's initial value and every value assigned to it, by USR.
    private(set) var values: [String: [ObjCNode]] = [:]
    private(set) var classes: [String: ClassInfo] = [:]
    private(set) var sends: [String: [ObjCNode]] = [:]
    /// Cordova's class → service map from plugin.xml and config.xml.
    var cordovaServices: [String: String] = [:]
    private var fileOfRoot: [ObjectIdentifier: Int] = [:]

    /// Classes and selectors no header here declares, which a second parse declared as stand-ins
    /// (a pod's, or a framework's whose header is not on this machine): their parameters are `id`.
    private(set) var standInClasses: Set<String> = []
    private(set) var standInSelectors: Set<String> = []

    func add(path: String, parsed: ClangParser.Parsed) {
        implementers = nil
        standInClasses.formUnion(parsed.missing.classes)
        standInSelectors.formUnion(parsed.missing.selectors)
        let index = files.count
        var starts = [0]
        for (k, b) in parsed.bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(k + 1) }
        files.append(File(path: path, parsed: parsed, lineStarts: starts))
        fileOfRoot[ObjectIdentifier(parsed.root)] = index
        parsed.root.walk { node in
            // Another file's @interface: only its class's names count.
            if node.foreign, node.kind != .interface, node.kind != .superclassRef, node.kind != .protocolRef { return }
            switch node.kind {
            case .variable:
                if let usr = node.usr, let value = node.children.last, value.kind != .classRef, value.kind != .typeRef, value.kind != .protocolRef {
                    values[usr, default: []].append(value)
                }
            case .binary where node.children.count == 2 && isAssignment(node):
                if let target = node.children[0].unwrapped.referenced { values[target, default: []].append(node.children[1]) }
            case .message:
                sends[node.spelling, default: []].append(node)
            case .interface, .implementation:
                var info = classes[node.spelling] ?? ClassInfo()
                if node.kind == .implementation { info.implemented = true }
                for child in node.children {
                    if child.kind == .superclassRef { info.superclass = child.spelling }
                    if child.kind == .protocolRef { info.protocols.insert(child.spelling) }
                    // (Class methods too: the app's own factories are followed like its instance methods.)
                    if node.kind == .implementation, child.kind == .instanceMethod || child.kind == .classMethod { info.methods.append(child) }
                    if node.kind == .interface, child.kind == .instanceMethod { info.declaredSelectors.insert(child.spelling) }
                    if node.kind == .interface, child.kind == .property { info.properties.insert(child.spelling) }
                }
                classes[node.spelling] = info
            case .category:
                // A class extension's or category's properties (`@interface Bridge ()`).
                if let name = node.children.first(where: { $0.kind == .classRef })?.spelling {
                    classes[name, default: ClassInfo()].properties.formUnion(node.children.filter { $0.kind == .property }.map(\.spelling))
                }
            case .categoryImplementation:
                // A category's @implementation names its class by a class reference.
                if let name = node.children.first(where: { $0.kind == .classRef })?.spelling {
                    classes[name, default: ClassInfo()].methods += node.children.filter { $0.kind == .instanceMethod }
                }
            default: break
            }
        }
    }

    /// `a = b` (not `a == b`): clang gives both the BinaryOperator kind.
    /// The messages that call `method`: those clang resolved to it, or, where clang saw no
    /// declaration of it (a header not among the sources), those with its selector sent to a
    /// receiver of its class, and those sent through a protocol. Another class's method of the same selector (a WebScriptObject
    /// category beside a WKUserContentController one) is not this one.
    func callers(of method: ObjCNode) -> [ObjCNode] {
        let owner = Self.enclosingClass(method)
        let implementers = implementerCount(of: method.spelling)
        return (sends[method.spelling] ?? []).filter { send in
            // Sent through a protocol (`[self.delegate _evaluateJavascript:js]`): any class that
            // implements the selector may receive it.
            if let referenced = send.referenced, let own = method.usr { return referenced == own || referenced.contains("(pl)") }
            // A receiver of no known class (`id`): this method when no other class has the selector.
            guard let owner, let receiver = Self.parts(of: send).receiver, let type = Self.className(ofType: Self.type(of: receiver)) else { return implementers <= 1 }
            return inherits(type, from: owner)
        }
    }

    /// How many classes implement each selector, counted once (the script builder asks for
    /// every parameter it follows).
    private var implementers: [String: Int]?
    private func implementerCount(of selector: String) -> Int {
        if implementers == nil {
            var counts: [String: Int] = [:]
            for info in classes.values {
                for name in Set(info.methods.map(\.spelling)) { counts[name, default: 0] += 1 }
            }
            implementers = counts
        }
        return implementers?[selector] ?? 0
    }

    /// `type` is `ancestor` or one of its subclasses, as far as the sources declare them.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        var current: String? = type
        var steps = 0
        while let c = current, steps < 32 {
            if c == ancestor { return true }
            current = classes[c]?.superclass
            steps += 1
        }
        return false
    }

    func isAssignment(_ node: ObjCNode) -> Bool {
        guard node.children.count == 2, let file = file(of: node) else { return false }
        let bytes = file.parsed.bytes
        var k = node.children[0].end
        while k < node.children[1].start, k < bytes.count {
            if bytes[k] == UInt8(ascii: "=") { return k + 1 < bytes.count && bytes[k + 1] != UInt8(ascii: "=") && (k == 0 || ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[k - 1])) }
            k += 1
        }
        return false
    }

    func file(of node: ObjCNode) -> File? {
        var root = node
        while let p = root.parent { root = p }
        return fileOfRoot[ObjectIdentifier(root)].map { files[$0] }
    }

    /// The source text of a node, as written.
    func text(_ node: ObjCNode) -> String {
        guard let file = file(of: node), node.start <= node.end, node.end <= file.parsed.bytes.count else { return node.spelling }
        return String(decoding: file.parsed.bytes[node.start..<node.end], as: UTF8.self)
    }

    func position(_ node: ObjCNode, offsetBy delta: Int = 0) -> NativePosition {
        guard let file = file(of: node) else { return NativePosition(file: "", line: 1, column: 1) }
        return position(in: file, offset: node.start + delta)
    }

    /// 1-based line and column in Unicode scalars (UTF-8 continuation bytes not counted).
    func position(in file: File, offset: Int) -> NativePosition {
        let offset = min(max(0, offset), file.parsed.bytes.count)
        var low = 0, high = file.lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if file.lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = file.lineStarts[low]
        let column = file.parsed.bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return NativePosition(file: file.path, line: low + 1, column: column + 1)
    }

    // MARK: Messages

    /// A message's receiver (nil for `super` and when clang dropped it) and its arguments.
    static func parts(of message: ObjCNode) -> (receiver: ObjCNode?, arguments: [ObjCNode]) {
        let colons = message.spelling.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
        let children = message.children
        if children.count > colons, let first = children.first { return (first, Array(children.dropFirst())) }
        return (nil, children)
    }

    /// The message expression a node is, seen through clang's wrappers.
    static func message(_ node: ObjCNode) -> ObjCNode? {
        let n = node.unwrapped
        if n.kind == .message { return n }
        // `[x foo]` used as a value is wrapped in an unexposed node with the selector's name.
        if n.kind == .unexposed, let only = n.children.first, n.children.count == 1, only.kind == .message { return only }
        return nil
    }

    // MARK: Strings

    /// The string a literal node holds (`@"…"`, `"…"`, adjacent literals joined), or nil.
    func literal(_ node: ObjCNode) -> String? {
        let n = node.unwrapped
        guard n.kind == .objcStringLiteral || n.kind == .stringLiteral else { return nil }
        let written = text(n)
        if written.hasPrefix("@\"") || written.hasPrefix("\"") { return Self.decodeLiteral(written) }
        // Spelled through a macro: the literal's own spelling.
        let inner = n.kind == .stringLiteral ? n : (n.children.first { $0.kind == .stringLiteral } ?? n)
        return Self.decodeLiteral(inner.spelling)
    }

    /// The characters of C string literals as written (`@"a" @"b\n"` → `ab⏎`): the common
    /// escapes, `\uXXXX`, `\xHH` and octal. Written by hand because clang gives the token's
    /// spelling, not its value.
    static func decodeLiteral(_ written: String) -> String? {
        decodeLiteralSegments(written).map { $0.map(\.text).joined() }
    }

    /// The literal of `node` as text pieces, each at its own place: a run of characters, or one
    /// escape (which is written as several). One piece for the whole literal put every character
    /// after an escape a column early per escape. Nil where `literal(_:)` is, or where the
    /// literal is spelled through a macro (its place is then the macro's).
    func literalPieces(_ node: ObjCNode) -> [ScriptPiece]? {
        let n = node.unwrapped
        guard n.kind == .objcStringLiteral || n.kind == .stringLiteral else { return nil }
        let written = text(n)
        guard written.hasPrefix("@\"") || written.hasPrefix("\""), let segments = Self.decodeLiteralSegments(written), !segments.isEmpty else { return nil }
        return segments.map { .text($0.text, position(n, offsetBy: $0.offset)) }
    }

    /// `decodeLiteral`'s characters in segments, each with the byte offset in `written` where it
    /// is written: runs between escapes, and each escape alone.
    static func decodeLiteralSegments(_ written: String) -> [(text: String, offset: Int)]? {
        var segments: [(text: String, offset: Int)] = []
        var run = ""
        var runOffset = 0
        var offset = 0
        var chars = Array(written.unicodeScalars)[...]
        func pop() -> Unicode.Scalar? {
            guard let c = chars.popFirst() else { return nil }
            offset += c.utf8.count
            return c
        }
        func flush() {
            if !run.isEmpty { segments.append((run, runOffset)) }
            run = ""
        }
        var sawQuote = false
        while let c = pop() {
            guard c == "\"" else { continue }
            sawQuote = true
            while let d = chars.first, d != "\"" {
                let at = offset
                _ = pop()
                guard d == "\\" else {
                    if run.isEmpty { runOffset = at }
                    run.unicodeScalars.append(d)
                    continue
                }
                flush()
                var decoded = ""
                guard let e = pop() else { return segments }
                switch e {
                case "n": decoded += "\n"
                case "t": decoded += "\t"
                case "r": decoded += "\r"
                case "0"..."7":
                    var value = e.value - 48
                    while let f = chars.first, ("0"..."7").contains(f), value < 64 {
                        value = value * 8 + f.value - 48
                        _ = pop()
                    }
                    decoded.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case "x", "u", "U":
                    let count = e == "x" ? 2 : (e == "u" ? 4 : 8)
                    var digits = ""
                    while digits.count < count, let f = chars.first, f.properties.isASCIIHexDigit {
                        digits.unicodeScalars.append(f)
                        _ = pop()
                    }
                    decoded.unicodeScalars.append(UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                default: decoded.unicodeScalars.append(e)
                }
                segments.append((decoded, at))
            }
            flush()
            _ = pop()  // the closing quote
        }
        return sawQuote ? segments : nil
    }

    /// The strings an expression can hold: a literal, a constant or variable given literals
    /// (here or in another file), either side of `?:`. Nil when any value is not a literal.
    func strings(_ node: ObjCNode, depth: Int = 0) -> [(String, ObjCNode)]? {
        guard depth < 6 else { return nil }
        let n = node.unwrapped
        if let s = literal(n) { return [(s, n)] }
        if n.kind == .conditional, n.children.count == 3 {
            guard let a = strings(n.children[1], depth: depth + 1), let b = strings(n.children[2], depth: depth + 1) else { return nil }
            return a + b
        }
        // A variable, or an instance variable (`_webViewAppName`, set to a literal in `init`):
        // every value assigned to it.
        if n.kind == .declRef || n.kind == .memberRef && isInstanceVariable(n), let usr = n.referenced, let assigned = values[usr], !assigned.isEmpty {
            var out: [(String, ObjCNode)] = []
            for value in assigned {
                guard let s = strings(value, depth: depth + 1) else { return nil }
                out += s
            }
            return out
        }
        return nil
    }

    /// `_name` or `self->_name`: an instance variable read directly, not a property's getter.
    func isInstanceVariable(_ n: ObjCNode) -> Bool {
        guard n.kind == .memberRef else { return false }
        let written = text(n)
        return written == n.spelling || written.hasPrefix("self->")
    }

    /// The elements of an array literal `@[…]` (or a variable holding one), each as strings.
    func arrayElements(_ node: ObjCNode, depth: Int = 0) -> [ObjCNode]? {
        guard depth < 4 else { return nil }
        let n = node.unwrapped
        // A variable, an instance variable or a property given its list once (`_scriptNames =
        // @[@"universal"]` in init).
        if n.kind == .declRef || n.kind == .memberRef, let usr = n.referenced, let assigned = values[usr], assigned.count == 1, let only = assigned.first {
            return arrayElements(only, depth: depth + 1)
        }
        // `[NSArray arrayWithObjects:@"a", @"b", nil]` (and its `initWithObjects:` twin): the
        // arguments before the terminating nil.
        if n.kind == .message, n.spelling == "arrayWithObjects:" || n.spelling == "initWithObjects:" {
            let arguments = Self.parts(of: n).arguments
            guard let last = arguments.last, text(last.unwrapped) == "nil" else { return nil }
            return Array(arguments.dropLast())
        }
        let written = text(n)
        guard written.hasPrefix("@[") else { return nil }
        return n.children
    }

    /// A block's parameters and body (clang puts them under the block's declaration).
    static func blockParts(_ block: ObjCNode) -> (parameters: [ObjCNode], body: ObjCNode?) {
        let holder = block.children.count == 1 && block.children[0].kind != .compound ? block.children[0] : block
        return (holder.children.filter { $0.kind == .parameter }, holder.children.last { $0.kind == .compound })
    }

    /// The class whose @implementation (or category) holds `node`.
    static func enclosingClass(_ node: ObjCNode) -> String? {
        for a in node.ancestors {
            if a.kind == .implementation { return a.spelling }
            if a.kind == .categoryImplementation { return a.children.first { $0.kind == .classRef }?.spelling }
        }
        return nil
    }

    /// An expression's type: clang types a property access on its wrapper, the access itself
    /// being a pseudo-object.
    static func type(of node: ObjCNode) -> String {
        var n = node
        while true {
            if !n.type.isEmpty, !n.type.contains("pseudo-object") { return n.type }
            if n.kind == .memberRef, !n.referencedType.isEmpty { return n.referencedType }
            guard n.children.count == 1, let only = n.children.first, [.paren, .unexposed, .cast].contains(n.kind) else { return n.type }
            n = only
        }
    }

    /// The class a type spelling names (`JsApiTest *__strong` → `JsApiTest`), nil for `id`.
    /// The protocols an `id<P, Q>` type names.
    static func protocols(ofType type: String) -> [String] {
        guard let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"), open < close else { return [] }
        return type[type.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func className(ofType type: String) -> String? {
        var t = type
        for noise in ["__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "const", "_Nullable", "_Nonnull", "__kindof"] {
            t = t.replacingOccurrences(of: noise, with: "")
        }
        if let angle = t.firstIndex(of: "<") { t = String(t[..<angle]) }
        t = t.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t != "id", t != "instancetype", t.first?.isLetter == true || t.first == "_" else { return nil }
        return t
    }
}

extension ObjCProgram {
    /// Whether the variable `node` reads holds a string literal a test fixed, whatever the page
    /// sent: in the branch of `if ([funcName isEqualToString:@"getVersion"])` (or `[@"x"
    /// isEqualToString:funcName]`, `isEqual:`, a clause of `&&`). Hybrid apps answer the function
    /// a page named by quoting the name back (`callbackInWKWebView('%@', …)`); there it is the
    /// app's own text. Only a literal with nothing that can end a JavaScript string or a script
    /// (a quote, backslash, line break, `<`) counts, and only for a variable given its value once.
    func holdsPlainLiteral(_ node: ObjCNode) -> Bool {
        let n = node.unwrapped
        guard n.kind == .declRef, let usr = n.referenced, (values[usr]?.count ?? 0) <= 1 else { return false }
        var child = n
        for a in n.ancestors {
            defer { child = a }
            guard a.kind == .ifStmt, a.children.count >= 2, a.children[1] === child, let condition = a.children.first else { continue }
            if conjuncts(condition).contains(where: { tests($0, usr) }) { return true }
        }
        return false
    }

    private func conjuncts(_ node: ObjCNode) -> [ObjCNode] {
        let n = node.unwrapped
        if n.kind == .binary, n.children.count == 2, joins(text(n), with: "&&", after: text(n.children[0])) {
            return conjuncts(n.children[0]) + conjuncts(n.children[1])
        }
        return [n]
    }

    /// `a && b` as written: the operator right after the left operand's text.
    private func joins(_ whole: String, with op: String, after left: String) -> Bool {
        whole.dropFirst(left.count).drop { $0 == " " || $0 == ")" || $0 == "\n" || $0 == "\t" }.hasPrefix(op)
    }

    private func tests(_ node: ObjCNode, _ usr: String) -> Bool {
        guard let m = ObjCProgram.message(node), m.spelling == "isEqualToString:" || m.spelling == "isEqual:" else { return false }
        let (receiver, arguments) = ObjCProgram.parts(of: m)
        guard let receiver, let argument = arguments.first else { return false }
        for (variable, other) in [(receiver, argument), (argument, receiver)] where variable.unwrapped.kind == .declRef && variable.unwrapped.referenced == usr {
            if let text = literal(other), ScriptTemplate.isInert(text) { return true }
        }
        return false
    }
}
