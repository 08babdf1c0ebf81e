import BridgeNative
internal import CClang
import Foundation

/// One node of a parsed Objective-C file, copied out of libclang: its kind, name, type, where it
/// is written, what it refers to and its children. The reader walks these instead of libclang's
/// cursors, so the translation unit can be freed once a file is read and the rules of the reader
/// are plain Swift over a tree.
final class ObjCNode {
    let kind: Kind
    /// The cursor's spelling: a declaration's or member's name, a message's selector
    /// (`addScriptMessageHandler:name:`), a literal's token.
    let spelling: String
    /// The type as clang spells it (`NSDictionary *`), for expressions and declarations.
    let type: String
    /// Byte offsets in the file of the expansion (a macro's use, not its definition).
    let start: Int
    let end: Int
    /// A stable name for the declaration this node is or refers to (clang's USR), to tell
    /// which variable a reference reads.
    let usr: String?
    let referenced: String?
    /// The declared type of what this node refers to (a property's type for `self.bridge`).
    let referencedType: String
    /// Declared in another file (an app header's @interface): its names count, its offsets are
    /// not into this file.
    var foreign = false
    private(set) var children: [ObjCNode] = []
    private(set) weak var parent: ObjCNode?

    init(kind: Kind, spelling: String, type: String, start: Int, end: Int, usr: String?, referenced: String?, referencedType: String = "") {
        self.referencedType = referencedType
        self.kind = kind
        self.spelling = spelling
        self.type = type
        self.start = start
        self.end = end
        self.usr = usr
        self.referenced = referenced
    }

    func add(_ child: ObjCNode) {
        child.parent = self
        children.append(child)
    }

    /// The kinds the reader distinguishes; everything else is `.other` with clang's raw kind.
    enum Kind: Equatable {
        case interface, category, implementation, categoryImplementation, protocolDecl, property
        case instanceMethod, classMethod, function, variable, parameter
        case superclassRef, protocolRef, classRef, typeRef
        case declRef, memberRef, call, message, block
        case integerLiteral, floatLiteral, stringLiteral, objcStringLiteral, objcBoolLiteral, objcSelf
        case selector
        case paren, unary, binary, compoundAssign, conditional, cast, subscriptExpr
        case ifStmt, switchStmt, caseStmt, forIn, returnStmt, compound, declStmt
        /// `@try { … } @catch (NSException *e) { … }`: the try statement and each catch.
        case tryStmt, catchStmt
        case macroExpansion
        case unexposed
        case other(UInt32)
    }

    /// Descendants in source order, this node first, without recursion (generated sources nest
    /// deep).
    func walk(_ visit: (ObjCNode) -> Void) {
        var stack: [ObjCNode] = [self]
        while let node = stack.popLast() {
            visit(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// Descendants, children before their parent and in source order, without recursion.
    func walkPostOrder(_ visit: (ObjCNode) -> Void) {
        var stack: [(ObjCNode, Bool)] = [(self, false)]
        while let (node, expanded) = stack.popLast() {
            if expanded {
                visit(node)
            } else {
                stack.append((node, true))
                stack.append(contentsOf: node.children.reversed().map { ($0, false) })
            }
        }
    }

    func descendants(where test: (ObjCNode) -> Bool) -> [ObjCNode] {
        var out: [ObjCNode] = []
        walk { if test($0) { out.append($0) } }
        return out
    }

    /// Ancestors, nearest first.
    var ancestors: [ObjCNode] {
        var out: [ObjCNode] = []
        var current = parent
        while let n = current {
            out.append(n)
            current = n.parent
        }
        return out
    }

    /// The node with wrappers clang adds (implicit casts, parentheses, unexposed pseudo-objects)
    /// looked through to the expression as written.
    var unwrapped: ObjCNode {
        var node = self
        while node.children.count == 1, [.paren, .unexposed, .cast].contains(node.kind) {
            guard let only = node.children.first else { break }
            // An unexposed node that reaches past its one child is more than a wrapper:
            // `event.title` where clang could not type `title` (no declaration of it) keeps
            // only `event` as its child, and is not `event`; `@[@"a"]` holds its one element,
            // and is an array.
            if node.kind == .unexposed, only.start != node.start || node.end - only.end > 1 { break }
            node = only
        }
        return node
    }
}

/// libclang's translation units, one file at a time.
final class ClangParser {
    private let index: CXIndex
    /// The deepest a tree is copied; clang itself limits bracket nesting to 256.
    static let maxDepth = 400

    init() {
        index = clang_createIndex(0, 0)
    }

    deinit { clang_disposeIndex(index) }

    struct Parsed {
        let root: ObjCNode
        let bytes: [UInt8]
        /// The first syntax error clang reports in the file itself.
        let firstError: (message: String, offset: Int)?
        /// Names the app uses that nothing declares (a pod's class, a selector of a category in
        /// a header that is not there), from clang's diagnostics: what a second parse declares
        /// as stand-ins, so the statements that use them are not dropped.
        var missing = MissingNames()
    }

    /// What clang said it did not know, sorted into what a stand-in declares.
    struct MissingNames: Equatable {
        var classes: Set<String> = []
        var scalarTypes: Set<String> = []
        var objects: Set<String> = []
        var functions: Set<String> = []
        var selectors: Set<String> = []
        /// Names used as values that are spelt as constants (`NSJSONReadingAllowFragments`,
        /// `kNilOptions`): an enum constant of 0 stands for them, which an integer, an option
        /// set and an object parameter (a null pointer constant) all accept.
        var constants: Set<String> = []

        /// Names the file writes as `Name *`: classes whatever else clang said of them.
        var pointers: Set<String> = []

        var isEmpty: Bool { classes.isEmpty && scalarTypes.isEmpty && objects.isEmpty && functions.isEmpty && selectors.isEmpty && constants.isEmpty }

        /// Adds what another parse found missing; true when that added a name.
        mutating func formUnion(_ other: MissingNames) -> Bool {
            let before = self
            classes.formUnion(other.classes)
            scalarTypes.formUnion(other.scalarTypes)
            objects.formUnion(other.objects)
            functions.formUnion(other.functions)
            selectors.formUnion(other.selectors)
            constants.formUnion(other.constants)
            pointers.formUnion(other.pointers)
            return self != before
        }

        static func looksLikeBlock(_ name: String) -> Bool {
            let lower = name.lowercased()
            return ["callback", "block", "handler", "completion"].contains(where: lower.hasSuffix)
        }

        /// Leaves out what the app's own sources and headers declare (`@interface Name`,
        /// `@class Name`, `@protocol Name`, `typedef … Name;`): a stand-in is included before the
        /// file's imports, so one for a name a header declares would make clang drop the real
        /// declaration as a duplicate, with every method it declares.
        mutating func remove(declared: Set<String>) {
            classes.subtract(declared)
            scalarTypes.subtract(declared)
            constants.subtract(declared)
        }

        /// The names a source or header declares (see `remove(declared:)`).
        static func declarations(in bytes: [UInt8]) -> Set<String> {
            var declared: Set<String> = []
            do {
                let text = String(decoding: bytes, as: UTF8.self)
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                    let t = line.trimmingCharacters(in: .whitespaces)
                    // Not `@class Name;`: a forward declaration gives no interface a stand-in could
                    // duplicate, and a file that does not import it still lacks the name
                    // (cordova-ios's CDVCommandQueue.h forward-declares CDVViewController, which
                    // CDVWebViewEngine.m uses with its header absent).
                    for keyword in ["@interface ", "@protocol "] where t.hasPrefix(keyword) {
                        // `@interface Name (Category)` and `@interface Name ()` extend a class declared elsewhere.
                        let rest = t.dropFirst(keyword.count)
                        if keyword == "@interface ", rest.drop(while: { $0.isLetter || $0.isNumber || $0 == "_" }).trimmingCharacters(in: .whitespaces).hasPrefix("(") { continue }
                        if let name = rest.split(whereSeparator: { ",;:<({ ".contains($0) }).first { declared.insert(String(name)) }
                    }
                    // A macro (`#define M_PI 3.14…`): a stand-in class of its name expands to
                    // `@interface 3.14… : NSObject`, which leaves the whole file unread.
                    if t.hasPrefix("#define ") {
                        let name = t.dropFirst(8).drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                        if !name.isEmpty { declared.insert(String(name)) }
                    }
                    if (t.hasPrefix("typedef ") || t.hasPrefix("}")) && t.hasSuffix(";") {
                        // The last identifier before the `;` (or the block's name in `(^Name)`).
                        let body = t.dropLast()
                        if let caret = body.range(of: "(^") {
                            declared.insert(String(body[caret.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                        }
                        declared.insert(String(body.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()))
                    }
                }
            }
            return declared
        }

        /// Every `Name *` the file writes, as a class: an unknown type in a block's parameters
        /// (`^(NSURLSessionDataTask *task, …)`) is only "expected ')'" to clang, naming nothing.
        /// A stand-in for a class the headers do declare is a duplicate clang reports in the
        /// stand-in header and ignores.
        mutating func notePointerTypes(in bytes: [UInt8]) {
            var k = 0
            func isIdentifier(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b >= 48 && b <= 57) || ((b | 0x20) >= 97 && (b | 0x20) <= 122) }
            while k < bytes.count, classes.count < 4096 {
                guard bytes[k] >= 65, bytes[k] <= 90, k == 0 || !isIdentifier(bytes[k - 1]) else {
                    k += 1
                    continue
                }
                var end = k
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                var next = end
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "*") {
                    let name = String(decoding: bytes[k..<end], as: UTF8.self)
                    classes.insert(name)
                    pointers.insert(name)
                } else if next < bytes.count, bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: ")"), Self.inBlockParameters(bytes, at: k) {
                    // `void (^)(NSURLSessionAuthChallengeDisposition, …)`: a type by where it stands.
                    scalarTypes.insert(String(decoding: bytes[k..<end], as: UTF8.self))
                }
                k = end
            }
        }

        /// Whether offset `k` starts a parameter of a block type's parameter list: `(^)(` or
        /// `(^name)(` before it, then only earlier parameters (read back at most 200 bytes).
        static func inBlockParameters(_ bytes: [UInt8], at k: Int) -> Bool {
            var j = k - 1
            while j >= 0, bytes[j] == UInt8(ascii: " ") { j -= 1 }
            guard j >= 0, bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: ",") else { return false }
            var depth = 0
            var i = j
            let stop = max(0, k - 200)
            while i > stop {
                let b = bytes[i]
                if b == UInt8(ascii: ")") { depth += 1 }
                if b == UInt8(ascii: "(") {
                    if depth == 0 {
                        // The list's opening parenthesis: a block's when `(^…)` closes right before it.
                        var p = i - 1
                        while p >= 0, bytes[p] == UInt8(ascii: " ") { p -= 1 }
                        guard p >= 0, bytes[p] == UInt8(ascii: ")") else { return false }
                        var q = p - 1
                        while q >= 0, bytes[q] != UInt8(ascii: "("), p - q < 64 { q -= 1 }
                        return q >= 0 && q + 1 < p && bytes[q + 1] == UInt8(ascii: "^")
                    }
                    depth -= 1
                }
                if b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { return false }
                i -= 1
            }
            return false
        }

        /// One diagnostic's message; `next` is the text right after where it points.
        /// `blockReturn`: the name follows a `^`, a block literal's return type (`^NSURLSessionAuthChallengeDisposition(…) {…}`).
        mutating func note(_ message: String, next: ArraySlice<UInt8>, receiver: Bool = false, blockReturn: Bool = false) {
            if message.hasPrefix("no known class method for selector") || message.hasPrefix("no known instance method for selector")
                || message.hasPrefix("no visible @interface for")
            {
                // The selector is the last quoted name; the first may be a type with generics
                // (`'NSMutableDictionary<NSString *,id>'`), which is no reason to drop it.
                if let selector = Self.quoted(message, last: true), !selector.isEmpty, selector.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) {
                    selectors.insert(selector)
                }
                return
            }
            guard let name = Self.quoted(message), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }), !name.isEmpty else { return }
            let after = next.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.first
            if message.hasPrefix("use of undeclared identifier") || message.hasPrefix("unknown receiver") {
                let constantLike = name.first?.isUppercase == true || (name.hasPrefix("k") && name.dropFirst().first?.isUppercase == true)
                // The name written after this one, and what follows it: `T name =` declares a
                // variable of type T; `options:kNilOptions error:` passes a value before a selector part.
                let rest = next.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                let following = rest.prefix { $0 == UInt8(ascii: "_") || ($0 >= 48 && $0 <= 57) || (($0 | 0x20) >= 97 && ($0 | 0x20) <= 122) }
                let afterFollowing = rest.dropFirst(following.count).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.first
                if blockReturn {
                    // A block literal's return type: an enum (NSURLSession's dispositions) or a class.
                    if after == UInt8(ascii: "*") {
                        classes.insert(name)
                        pointers.insert(name)
                    } else {
                        scalarTypes.insert(name)
                    }
                } else if after == UInt8(ascii: "(") {
                    functions.insert(name)
                } else if after == UInt8(ascii: "*"), name.first?.isUppercase == true, Self.pointerDeclaration(rest) {
                    // `CDVViewController* vc = …` and `(CDVViewController*)x` with the class's
                    // header absent (cordova-ios): a class, written as a pointer.
                    classes.insert(name)
                    pointers.insert(name)
                } else if receiver {
                    // `[Name message]`: a class, whatever its name says (`[kShared …]` is an object).
                    if name.hasPrefix("k") || name.first?.isUppercase != true { objects.insert(name) } else {
                        classes.insert(name)
                        pointers.insert(name)
                    }
                } else if after == UInt8(ascii: "."), name.first?.isUppercase == true {
                    classes.insert(name)  // `Name.shared`
                } else if !following.isEmpty, afterFollowing != UInt8(ascii: ":"), !name.hasPrefix("k") || !constantLike {
                    scalarTypes.insert(name)  // `dispatch_group_t group = …`, `UIModalPresentationStyle style = …`
                } else if constantLike {
                    // `options:NSJSONReadingAllowFragments`, `kNilOptions`, `A | B`: a constant of an
                    // enum or option set (as a class, clang drops the statement).
                    constants.insert(name)
                } else {
                    objects.insert(name)
                }
            } else if message.hasPrefix("cannot find interface declaration for") {
                // `@implementation X` / `@interface X ()` whose header is not here, or a superclass
                // (`…for 'RCTView', superclass of 'RNCWebViewImpl'`): the first name is the class.
                classes.insert(name)
                pointers.insert(name)
            } else if message.hasPrefix("unknown type name") || message.hasPrefix("receiver") && message.contains("forward declaration") {
                if after == UInt8(ascii: "*") || message.hasPrefix("receiver") {
                    classes.insert(name)
                    pointers.insert(name)
                } else {
                    scalarTypes.insert(name)
                }
            }
        }

        /// Whether `rest` (from the `*` after an unknown name) reads as a pointer declaration or
        /// cast: `* name =`, `* name;`, `*)`, not a product.
        static func pointerDeclaration(_ rest: ArraySlice<UInt8>) -> Bool {
            var r = rest.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if r.first == UInt8(ascii: ")") { return true }
            let name = r.prefix { $0 == UInt8(ascii: "_") || ($0 >= 48 && $0 <= 57) || (($0 | 0x20) >= 97 && ($0 | 0x20) <= 122) }
            guard !name.isEmpty else { return false }
            r = r.dropFirst(name.count).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return r.first == UInt8(ascii: "=") && r.dropFirst().first != UInt8(ascii: "=") || r.first == UInt8(ascii: ";")
        }

        private static func quoted(_ message: String, last: Bool = false) -> String? {
            let parts = message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { return nil }
            return String(last ? parts[parts.count - 2] : parts[1])
        }

        /// Declarations for what was missing: classes as NSObject subclasses, other types as
        /// integers, identifiers as objects, functions as returning one, and every selector on
        /// NSObject (instance and class) taking and returning objects.
        var header: String {
            var out = "#pragma once\n"
            // A type named like a block (`HCJBResponseCallback`, `CompletionHandler`) and never
            // written as `Name *` is one whose calls take any arguments (a C block without a
            // prototype); other unknown types used without `*` are integers.
            let blocks = classes.union(scalarTypes).filter { Self.looksLikeBlock($0) && !pointers.contains($0) }
            for name in classes.subtracting(blocks).subtracting(scalarTypes.subtracting(pointers)).sorted() { out += "@interface \(name) : NSObject\n@end\n" }
            for name in blocks.sorted() { out += "typedef id (^\(name))();\n" }
            for name in scalarTypes.subtracting(blocks).subtracting(pointers).sorted() { out += "typedef long \(name);\n" }
            for name in objects.sorted() { out += "extern id \(name);\n" }
            // A name also seen as a type or a class is one (it was written as a value by mistake of ours).
            let values = constants.subtracting(classes).subtracting(scalarTypes).subtracting(pointers)
            if !values.isEmpty { out += "enum { " + values.sorted().map { "\($0) = 0" }.joined(separator: ", ") + " };\n" }
            for name in functions.sorted() { out += "id \(name)();\n" }
            if !selectors.isEmpty {
                out += "@interface NSObject (BridgecheckStandIns)\n"
                for selector in selectors.sorted() {
                    let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
                    let declaration = parts.isEmpty ? selector : parts.enumerated().map { "\($0.element):(id)a\($0.offset)" }.joined(separator: " ")
                    out += "- (id)\(declaration);\n+ (id)\(declaration);\n"
                }
                out += "@end\n"
            }
            return out
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `skipping`: the stand-ins' folder, whose declarations are never copied.
    /// `headers`: other files' screened texts (path → bytes), which libclang reads in place of
    /// the files themselves.
    func parse(_ path: String, bytes: [UInt8], arguments: [String], skipping: String, headers: [(path: String, bytes: [UInt8])] = []) throws(Failure) -> Parsed {
        var unit: CXTranslationUnit?
        let options = CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
        // The file's text (and the screened headers') is handed over as unsaved files: what
        // libclang parses is exactly these bytes, after the prescreen (ObjCPrescreen), not
        // whatever the files hold.
        let texts = [(path, bytes)] + headers.map { ($0.path, $0.bytes) }
        let names = texts.map { strdup($0.0) }
        let contents = texts.map { text -> UnsafeMutablePointer<CChar> in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, text.1.count))
            for (k, byte) in text.1.enumerated() { buffer[k] = CChar(bitPattern: byte) }
            return buffer
        }
        defer {
            names.forEach { free($0) }
            contents.forEach { $0.deallocate() }
        }
        var unsaved: [CXUnsavedFile] = []
        for k in texts.indices {
            guard let name = names[k] else { continue }
            unsaved.append(CXUnsavedFile(Filename: UnsafePointer(name), Contents: UnsafePointer(contents[k]), Length: UInt(texts[k].1.count)))
        }
        let code: CXErrorCode = withCStrings(arguments) { argv in
            unsaved.withUnsafeMutableBufferPointer { files in
                clang_parseTranslationUnit2(index, path, argv.baseAddress, Int32(argv.count), files.baseAddress, UInt32(files.count), options, &unit)
            }
        }
        guard code == CXError_Success, let unit else {
            let why = code == CXError_Crashed ? "libclang crashed on it" : "libclang could not parse it (error \(code.rawValue))"
            throw Failure(description: why)
        }
        defer { clang_disposeTranslationUnit(unit) }
        let file = clang_getFile(unit, path)
        var firstError: (String, Int)?
        var missing = MissingNames()
        var hadErrors = false
        for k in 0..<clang_getNumDiagnostics(unit) {
            let diagnostic = clang_getDiagnostic(unit, k)
            defer { clang_disposeDiagnostic(diagnostic) }
            let severity = clang_getDiagnosticSeverity(diagnostic)
            var diagnosticFile: CXFile?
            var offset: UInt32 = 0
            clang_getExpansionLocation(clang_getDiagnosticLocation(diagnostic), &diagnosticFile, nil, nil, &offset)
            // For when a fact is missing: every diagnostic clang gives, in the file or a header it reads.
            if ProcessInfo.processInfo.environment["BRIDGECHECK_OBJC_DIAGNOSTICS"] == "1" {
                let where_ = diagnosticFile.map { string(clang_getFileName($0)) } ?? "?"
                FileHandle.standardError.write(Data("\(path): \(where_)@\(offset): \(string(clang_getDiagnosticSpelling(diagnostic)))\n".utf8))
            }
            guard severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal else { continue }
            guard let diagnosticFile, let file, clang_File_isEqual(diagnosticFile, file) != 0 else { continue }
            let message = string(clang_getDiagnosticSpelling(diagnostic))
            if firstError == nil || missing.classes.count + missing.selectors.count < 4096 {
                // The text after the name clang points at (`X *` is a class, `X(` a function).
                let at = min(Int(offset), bytes.count)
                var end = at
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] >= 48 && bytes[end] <= 57) || ((bytes[end] | 0x20) >= 97 && (bytes[end] | 0x20) <= 122) { end += 1 }
                var before = at - 1
                while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
                let blockReturn = before >= 0 && bytes[before] == UInt8(ascii: "^")
                if blockReturn, message.hasPrefix("type name requires a specifier or qualifier"), end > at {
                    // `^NSURLSessionAuthChallengeDisposition(…)`: clang names no identifier here; the
                    // block's return type is the name it points at.
                    missing.note("use of undeclared identifier '\(String(decoding: bytes[at..<end], as: UTF8.self))'", next: bytes[end..<min(bytes.count, end + 80)], blockReturn: true)
                } else {
                    missing.note(
                        message, next: bytes[end..<min(bytes.count, end + 80)], receiver: before >= 0 && bytes[before] == UInt8(ascii: "["), blockReturn: blockReturn)
                }
            }
            hadErrors = true
            guard firstError == nil else { continue }
            // Only errors of syntax: an identifier the stand-ins do not declare (an SDK API
            // bridgecheck has no use for, a header not in the folder) is not the app's fault.
            // ("expected a type" is a type the stand-ins do not declare, such as UIWebView.)
            // ("expected method … not found on object of type" is a subscript on a type the
            // stand-ins do not give that method: not syntax either.)
            guard message.hasPrefix("expected ") || message.hasPrefix("unterminated ") || message.hasPrefix("missing terminating"), message != "expected a type",
                !message.contains("not found on object of type")
            else { continue }
            firstError = (message, Int(offset))
        }
        if hadErrors { missing.notePointerTypes(in: bytes) }
        let root = ObjCNode(kind: .other(UInt32.max), spelling: path, type: "", start: 0, end: bytes.count, usr: nil, referenced: nil)
        copy(clang_getTranslationUnitCursor(unit), into: root, file: file, skipping: skipping)
        return Parsed(root: root, bytes: bytes, firstError: firstError, missing: missing)
    }

    /// Copies the children of `cursor` that are written in `file` (or expand from it) under
    /// `node`, breadth first through an explicit queue.
    private func copy(_ cursor: CXCursor, into node: ObjCNode, file: CXFile?, skipping: String) {
        var queue: [(CXCursor, ObjCNode, Int)] = [(cursor, node, 0)]
        var next = 0
        while next < queue.count {
            let (parentCursor, parentNode, level) = queue[next]
            next += 1
            guard level < Self.maxDepth else { continue }
            for child in children(of: parentCursor) {
                var childFile: CXFile?
                var startOffset: UInt32 = 0
                let extent = clang_getCursorExtent(child)
                clang_getExpansionLocation(clang_getRangeStart(extent), &childFile, nil, nil, &startOffset)
                // Only what this file writes, and the class declarations of the app's own
                // headers (a class's superclass and protocols are declared there); the
                // stand-ins' declarations are not the app's code.
                guard let childFile, let file else { continue }
                var foreign = false
                if clang_File_isEqual(childFile, file) == 0 {
                    let kind = clang_getCursorKind(child)
                    let header = parentNode.foreign || (level == 0 && (kind == CXCursor_ObjCInterfaceDecl || kind == CXCursor_ObjCCategoryDecl))
                    guard header, !string(clang_getFileName(childFile)).hasPrefix(skipping) else { continue }
                    foreign = true
                }
                var endOffset: UInt32 = 0
                clang_getExpansionLocation(clang_getRangeEnd(extent), nil, nil, nil, &endOffset)
                let kind = Self.kind(clang_getCursorKind(child))
                let referencedCursor = clang_getCursorReferenced(child)
                let isNull = clang_Cursor_isNull(referencedCursor) != 0
                let referenced = isNull ? nil : string(clang_getCursorUSR(referencedCursor))
                let referencedType = isNull ? "" : string(clang_getTypeSpelling(clang_getCursorType(referencedCursor)))
                let usr = string(clang_getCursorUSR(child))
                // A method's type is what it returns (`- (NSUserDefaults *)settings`), so a
                // property written with dot syntax over it (`self.settings`) has a class.
                let isMethod = kind == .instanceMethod || kind == .classMethod
                let type = string(clang_getTypeSpelling(isMethod ? clang_getCursorResultType(child) : clang_getCursorType(child)))
                let made = ObjCNode(
                    kind: kind, spelling: string(clang_getCursorSpelling(child)), type: type,
                    start: Int(startOffset), end: max(Int(startOffset), Int(endOffset)), usr: usr.isEmpty ? nil : usr,
                    referenced: referenced?.isEmpty == false ? referenced : nil, referencedType: referencedType)
                made.foreign = foreign || parentNode.foreign
                parentNode.add(made)
                queue.append((child, made, level + 1))
            }
        }
    }

    private func children(of cursor: CXCursor) -> [CXCursor] {
        var out: [CXCursor] = []
        withUnsafeMutablePointer(to: &out) { pointer in
            _ = clang_visitChildren(
                cursor,
                { child, _, data in
                    data?.assumingMemoryBound(to: [CXCursor].self).pointee.append(child)
                    return CXChildVisit_Continue
                }, pointer)
        }
        return out
    }

    private func string(_ s: CXString) -> String {
        defer { clang_disposeString(s) }
        guard let c = clang_getCString(s) else { return "" }
        return String(cString: c)
    }

    private func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutableBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeMutableBufferPointer { body($0) }
    }

    static func kind(_ k: CXCursorKind) -> ObjCNode.Kind {
        switch k {
        case CXCursor_ObjCInterfaceDecl: return .interface
        case CXCursor_ObjCCategoryDecl: return .category
        case CXCursor_ObjCImplementationDecl: return .implementation
        case CXCursor_ObjCCategoryImplDecl: return .categoryImplementation
        case CXCursor_ObjCProtocolDecl: return .protocolDecl
        case CXCursor_ObjCPropertyDecl: return .property
        case CXCursor_ObjCInstanceMethodDecl: return .instanceMethod
        case CXCursor_ObjCClassMethodDecl: return .classMethod
        case CXCursor_FunctionDecl: return .function
        case CXCursor_VarDecl: return .variable
        case CXCursor_ParmDecl: return .parameter
        case CXCursor_ObjCSuperClassRef: return .superclassRef
        case CXCursor_ObjCProtocolRef: return .protocolRef
        case CXCursor_ObjCClassRef: return .classRef
        case CXCursor_TypeRef: return .typeRef
        case CXCursor_DeclRefExpr: return .declRef
        case CXCursor_MemberRefExpr: return .memberRef
        case CXCursor_CallExpr: return .call
        case CXCursor_ObjCMessageExpr: return .message
        case CXCursor_BlockExpr: return .block
        case CXCursor_IntegerLiteral: return .integerLiteral
        case CXCursor_FloatingLiteral: return .floatLiteral
        case CXCursor_StringLiteral: return .stringLiteral
        case CXCursor_ObjCStringLiteral: return .objcStringLiteral
        case CXCursor_ObjCBoolLiteralExpr: return .objcBoolLiteral
        case CXCursor_ObjCSelfExpr: return .objcSelf
        case CXCursor_ObjCSelectorExpr: return .selector
        case CXCursor_ParenExpr: return .paren
        case CXCursor_UnaryOperator: return .unary
        case CXCursor_BinaryOperator: return .binary
        case CXCursor_CompoundAssignOperator: return .compoundAssign
        case CXCursor_ConditionalOperator: return .conditional
        case CXCursor_CStyleCastExpr, CXCursor_ObjCBridgedCastExpr: return .cast
        case CXCursor_ArraySubscriptExpr: return .subscriptExpr
        case CXCursor_IfStmt: return .ifStmt
        case CXCursor_SwitchStmt: return .switchStmt
        case CXCursor_CaseStmt: return .caseStmt
        case CXCursor_ObjCForCollectionStmt: return .forIn
        case CXCursor_ObjCAtTryStmt: return .tryStmt
        case CXCursor_ObjCAtCatchStmt: return .catchStmt
        case CXCursor_ReturnStmt: return .returnStmt
        case CXCursor_CompoundStmt: return .compound
        case CXCursor_DeclStmt: return .declStmt
        case CXCursor_MacroExpansion: return .macroExpansion
        case CXCursor_UnexposedExpr: return .unexposed
        default: return .other(k.rawValue)
        }
    }
}

extension ClangParser {
    /// libclang's own version line (`clang version 14.0.6`).
    static var version: String {
        let s = clang_getClangVersion()
        defer { clang_disposeString(s) }
        return clang_getCString(s).map { String(cString: $0) } ?? "libclang"
    }
}
