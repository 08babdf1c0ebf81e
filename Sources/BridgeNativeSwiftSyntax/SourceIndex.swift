import BridgeNative
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// A file's bytes, and what turns a byte offset into a line and column: what a place in the
/// file needs, without its tree (a fact read from a file outlives the file's tree).
final class SourceText {
    let path: String
    let bytes: [UInt8]
    /// The file's place among the files read: what orders the index's entries, whichever order
    /// the files' trees are read in.
    let order: Int

    init(path: String, bytes: [UInt8], order: Int) {
        self.path = path
        self.bytes = bytes
        self.order = order
    }

    /// Where byte `offset` of the file is, with the column in Unicode scalars, as lint counts
    /// them (the parser counts UTF-8 bytes). Read from the bytes alone (the parser's tree holds
    /// exactly these bytes), where SwiftSyntax's `SourceLocationConverter` walks the tree.
    func position(atOffset offset: Int) -> NativePosition {
        let end = min(max(offset, 0), bytes.count)
        let (line, start) = line(atOffset: end)
        return NativePosition(file: path, line: line, column: Int(scalarsBefore[end] - scalarsBefore[start]) + 1)
    }

    /// The line (from 1) holding byte `offset` of the file, and the offset where it starts.
    func line(atOffset offset: Int) -> (line: Int, start: Int) {
        let end = min(max(offset, 0), bytes.count)
        // The last line starting at or before `end`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        return (low + 1, lineStarts[low])
    }

    /// Where each line starts: after `\n`, `\r\n` or a lone `\r`, the line breaks Swift (and
    /// SwiftSyntax's converter) counts. Built on first use: most files of a large app never
    /// report a position.
    private lazy var lineStarts: [Int] = {
        var out = [0]
        var k = 0
        while k < bytes.count {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\n") {
                out.append(k + 1)
            } else if byte == UInt8(ascii: "\r") {
                if k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "\n") { k += 1 }
                out.append(k + 1)
            }
            k += 1
        }
        return out
    }()

    /// How many Unicode scalars start before each byte offset (UTF-8 bytes that are not
    /// continuation bytes), so a column costs O(1) even on a 100 KB line of generated code.
    private lazy var scalarsBefore: [Int32] = {
        var out = [Int32](repeating: 0, count: bytes.count + 1)
        var n: Int32 = 0
        for (k, byte) in bytes.enumerated() {
            out[k] = n
            if byte & 0xC0 != 0x80 { n += 1 }
        }
        out[bytes.count] = n
        return out
    }()
}

/// Where a value is written, as a fact: the node's start (after its leading trivia) and, for a
/// string literal, where its text starts (after the opening quote). It holds the file's bytes,
/// not its tree.
struct Place {
    let text: SourceText
    let offset: Int
    let contentOffset: Int?

    init(_ node: some SyntaxProtocol, in file: ParsedFile) {
        text = file.text
        offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        contentOffset = node.as(StringLiteralExprSyntax.self)?.segments.first.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }
    }

    var position: NativePosition { text.position(atOffset: offset) }
    var contentPosition: NativePosition? { contentOffset.map { text.position(atOffset: $0) } }
}

/// One parsed file: its tree (operators folded, so `a as? T` and `a == b` are single nodes), and
/// its bytes.
final class ParsedFile {
    let text: SourceText
    let tree: SourceFileSyntax
    var path: String { text.path }
    var bytes: [UInt8] { text.bytes }

    init(_ text: SourceText) {
        self.text = text
        let parsed = text.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        // Folding never fails on a tree the parser built; an unknown operator stays unfolded.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
    }

    /// Where `node` starts (after its leading trivia).
    func position(_ node: some SyntaxProtocol) -> NativePosition {
        text.position(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where byte `offset` of the file is.
    func position(atOffset offset: Int) -> NativePosition { text.position(atOffset: offset) }

    func line(atOffset offset: Int) -> (line: Int, start: Int) { text.line(atOffset: offset) }
}

extension ParsedFile {
    func mentions(_ word: String) -> Bool { text.mentions(word) }
}

extension SourceText {
    /// Whether the file's bytes hold `word`: whether it names a library (its import, a type of
    /// it; the library calls are recognized only there, so an app's own `registerHandler` is
    /// not taken for one), or holds a suppression comment at all. A scan for the first byte,
    /// then a compare (at most the word's length, a few dozen bytes): the standard library's
    /// generic `firstRange(of:)` cost hundreds of instructions a byte, and this runs on every file.
    func mentions(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            var k = 0
            let last = haystack.count - needle.count
            while k <= last {
                if haystack[k] == first {
                    var j = 1
                    while j < needle.count, haystack[k + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
                k += 1
            }
            return false
        }
    }
}

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of
    /// its last: what SwiftSyntax's `trimmedDescription` gives, read from the node's bytes.
    /// `trimmedDescription` builds a trimmed copy of the node first (a new tree, tens of
    /// thousands of instructions for one type annotation); the readers ask for this text of
    /// nearly every name, type and callee they look at, so that copy was 4 % of `native`'s work.
    /// A node with a missing token keeps the trivia before that token in `trimmedDescription`,
    /// so such a node (only in code that does not compile) is left to it.
    var trimmedText: String {
        if hasError { return trimmedDescription }
        let bytes = syntaxTextBytes
        let lead = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard lead <= end, end <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[lead..<end], as: UTF8.self)
    }
}

/// A function or method declared in the sources.
struct FunctionInfo {
    let decl: FunctionDeclSyntax
    let file: ParsedFile
    let type: String?
    let name: String
    /// Argument labels, `_` where there is none.
    let labels: [String]
    /// The names the body uses for the parameters.
    let parameterNames: [String]
    let parameterTypes: [String]
    var key: String { "\(file.path):\(decl.position.utf8Offset)" }

    init(decl: FunctionDeclSyntax, file: ParsedFile, type: String?) {
        self.decl = decl
        self.file = file
        self.type = type
        name = decl.name.text
        let parameters = Array(decl.signature.parameterClause.parameters)
        labels = parameters.map { $0.firstName.text }
        parameterNames = parameters.map { ($0.secondName ?? $0.firstName).text }
        parameterTypes = parameters.map { $0.type.trimmedText }
    }

    var isObjC: Bool {
        decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "objc" }
    }

    /// `dynamic func`: dispatched through the Objective-C runtime, so visible to it.
    var isDynamic: Bool {
        decl.modifiers.contains { $0.name.text == "dynamic" }
    }

    /// Whether a call with these labels can be a call of this function (defaulted parameters may
    /// be left out; trailing closures carry no label).
    func accepts(labels given: [String], trailingClosures: Int) -> Bool {
        let parameters = Array(decl.signature.parameterClause.parameters)
        let variadic = parameters.contains { $0.ellipsis != nil }
        if !variadic, given.count + trailingClosures > labels.count { return false }
        var k = 0
        for label in given {
            // A variadic parameter (`args: String...`) takes the unlabelled arguments after its first.
            if label == "_", k > 0, parameters[k - 1].ellipsis != nil, k == labels.count || labels[k] != "_" { continue }
            while k < labels.count, labels[k] != label {
                // A parameter may be skipped only if it has a default value.
                if parameters[k].defaultValue == nil { return false }
                k += 1
            }
            if k == labels.count { return false }
            k += 1
        }
        return true
    }
}

/// A closure stored in a property (`evaluateJSCompleted = { (name, params) in … }`), called
/// like a function through the property.
struct ClosureInfo {
    let closure: ClosureExprSyntax
    let file: ParsedFile
    let property: String
    let parameterNames: [String]
}

/// A call expression and the file it is in.
struct CallSite {
    let call: FunctionCallExprSyntax
    let file: ParsedFile
    /// Where the call comes among its file's calls, in the order the index walks them (an
    /// outer call before the calls inside it).
    let sequence: Int
}

/// Declarations across all files, for following names one or a few steps: functions by name,
/// string enums, string constants, property types, dictionary keys assigned. Each file is
/// indexed alone and the parts merged (`merge(_:)`): a table added here is merged there too.
///
/// Two kinds of table. Facts (names, strings and places, no syntax) are kept for every file.
/// Tables whose entries are nodes (functions, calls, closures…) keep their file's tree alive, so
/// a file whose bytes name nothing a reader starts from (`SourceIndex.anchors`) keeps only
/// their keys once it is indexed, and its tree is dropped: the first lookup of one of those
/// keys parses the file again and adds its entries in the files' order. A lookup therefore
/// gives what it would if every tree had been kept (the readers ask by key; the few that go
/// through every entry ask for the keys they filter on), at the memory of the trees a
/// run follows: on a large app, a few dozen of hundreds of files.
final class SourceIndex {
    /// Tree-holding tables, by key (`functions[name]`, …): each lookup first parses the files
    /// that hold the key and were set aside.
    var functions: Lookup<[FunctionInfo]> { Lookup(index: self, table: .functions, store: \.functionStore) }
    /// Closures assigned to a property (`evaluateJSCompleted = { … }`), by property.
    var closures: Lookup<[ClosureInfo]> { Lookup(index: self, table: .closures, store: \.closureStore) }
    /// Dictionaries of closures keyed by a literal (`["share": { body in … }]`, or
    /// `actions["share"] = { … }`): property name → each key's closure.
    var closureTables: Lookup<[(key: String, closure: ClosureExprSyntax, file: ParsedFile)]> { Lookup(index: self, table: .closureTables, store: \.closureTableStore) }
    var calls: Lookup<[CallSite]> { Lookup(index: self, table: .calls, store: \.callStore) }
    /// Computed properties (a binding with accessors) by name, with their files.
    var computedProperties: Lookup<[(VariableDeclSyntax, ParsedFile)]> { Lookup(index: self, table: .computedProperties, store: \.computedPropertyStore) }
    /// Type name → its stored properties that have a value, with that value
    /// (`var object: String? = nil`): what a maker that leaves the property out gives it.
    var storedDefaults: Lookup<[String: (value: ExprSyntax, file: ParsedFile)]> { Lookup(index: self, table: .storedDefaults, store: \.storedDefaultStore) }
    /// Members that list a type's handler names for a registrar elsewhere (a dependency's
    /// user-script manager: DuckDuckGo's `var messageNames: [String]`, Firefox's
    /// `func scriptMessageHandlerNames() -> [String]?`): what each gives, by type.
    var handlerNameLists: Lookup<[(member: String, value: ExprSyntax, file: ParsedFile)]> { Lookup(index: self, table: .handlerNameLists, store: \.handlerNameListStore) }
    /// Class declarations by name, in file and source order (the library readers' plugins and
    /// exposed objects).
    var classes: Lookup<[(decl: ClassDeclSyntax, file: ParsedFile)]> { Lookup(index: self, table: .classes, store: \.classStore) }
    /// Each type's initializers (`init?(body: Any)`, `init?(_ message: WKScriptMessage)`), by type.
    var initializers: Lookup<[(decl: InitializerDeclSyntax, file: ParsedFile)]> { Lookup(index: self, table: .initializers, store: \.initializerStore) }
    /// Array literals bound to a name (`let handlerNames = ["a", "b"]`, a local too), in file and source order.
    var arrayBindings: Lookup<[(value: ExprSyntax, file: ParsedFile)]> { Lookup(index: self, table: .arrayBindings, store: \.arrayBindingStore) }

    // A store added here goes in `keys()`, `dropTrees()` and `mergeTrees(_:)` too: a key missing
    // from `keys()` is a lookup that never parses the set-aside file holding it.
    fileprivate(set) var functionStore: [String: [FunctionInfo]] = [:]
    fileprivate(set) var closureStore: [String: [ClosureInfo]] = [:]
    fileprivate(set) var closureTableStore: [String: [(key: String, closure: ClosureExprSyntax, file: ParsedFile)]] = [:]
    fileprivate(set) var callStore: [String: [CallSite]] = [:]
    /// The same calls by name and labels (`add(_:name:)`), for the readers that look for one shape.
    fileprivate(set) var callShapeStore: [String: [CallSite]] = [:]
    fileprivate(set) var computedPropertyStore: [String: [(VariableDeclSyntax, ParsedFile)]] = [:]
    fileprivate(set) var storedDefaultStore: [String: [String: (value: ExprSyntax, file: ParsedFile)]] = [:]
    fileprivate(set) var handlerNameListStore: [String: [(member: String, value: ExprSyntax, file: ParsedFile)]] = [:]
    fileprivate(set) var classStore: [String: [(decl: ClassDeclSyntax, file: ParsedFile)]] = [:]
    fileprivate(set) var initializerStore: [String: [(decl: InitializerDeclSyntax, file: ParsedFile)]] = [:]
    fileprivate(set) var arrayBindingStore: [String: [(value: ExprSyntax, file: ParsedFile)]] = [:]

    /// Enum name → its cases and their string raw values (the case name when implicit).
    var stringEnums: [String: [(name: String, raw: String, place: Place)]] = [:]
    /// `static let name = "text"` and top-level `let name = "text"`: name → value.
    var constants: [String: [(type: String?, value: String, place: Place)]] = [:]
    /// Stored properties bound to a string literal where they are declared: `let name = "x"`
    /// (which nothing can rebind) and `var name = "x"` (a constant only while no code assigns
    /// that name, which `assignedNames` says once every file is read).
    var storedStrings: [String: [(type: String, value: String, mutable: Bool, place: Place)]] = [:]
    /// Every name assigned with `name = …` or `x.name = …` anywhere in the module.
    var assignedNames: Set<String> = []
    /// Type name → property name → the type it holds (`let h = Handler()` → Handler).
    var propertyTypes: [String: [String: String]] = [:]
    /// Property name → string keys assigned (`taskHandlers["test"] = …`) or in its literal.
    var dictionaryKeys: [String: [(key: String, place: Place)]] = [:]
    /// Property name → string key → the type of the instance made there (`["share":
    /// ShareHandler()]`, `handlers["share"] = ShareHandler()`): what a loop over the table
    /// registers under each name.
    var dictionaryValueTypes: [String: [(key: String, type: String)]] = [:]
    /// Property name → string key → the method of the table's type stored there (`["share":
    /// share, "open": self.open(_:)]`): a table of handlers by message name whose entries are the
    /// type's own methods rather than closures. `labels` when the reference spells them.
    var methodTables: [String: [(key: String, method: String, labels: [String]?, place: Place)]] = [:]
    /// Property name → the methods that fill it from their own parameters (`func on(_ topic:
    /// String, handler: @escaping Handler) { handlers[topic] = handler }`): each call of one with
    /// a literal key and a closure (`bridge.on("share") { data in … }`) is an entry of the table.
    var tableRegistrars: [String: [(function: String, labels: [String], key: Int, value: Int)]] = [:]
    /// Property name → the methods that store under a key from their own parameter, whatever
    /// they store (`messageHandlers[name] = handler`): the keys are what their callers pass.
    var tableKeyRegistrars: [String: [(function: String, labels: [String], key: Int)]] = [:]
    /// Property name → the names assigned to it, each with the type the assignment is written in
    /// (`context.coordinator.webViewActionHandler = webViewActionHandler`, `self.onMessage =
    /// handleMessage`): a stored closure given a method, or another property, by name.
    var propertyReferences: [String: [(name: String, type: String?)]] = [:]


    /// Property requirements of protocols (`var name: String { get }`): property → protocols.
    var protocolProperties: [String: Set<String>] = [:]
    /// The classes and structs the app declares.
    var declaredTypes: Set<String> = []
    /// Inherited type, as written → the classes that name it in their declaration.
    var inheritors: [String: Set<String>] = [:]
    /// Type name → the stored properties it declares with no value (`let function: String`).
    var storedWithoutValue: [String: Set<String>] = [:]
    /// The types that declare a conformance (in their declaration or an extension): protocol → types.
    var conformers: [String: Set<String>] = [:]
    /// Type name → its stored instance properties with their declared types, in order
    /// (`let payload: Payload?`): what a value `JSONDecoder` decoded into the type holds.
    /// `constant`: a `let` with a value, which synthesized decoding leaves out.
    /// `place`: where the property is declared.
    var declaredProperties: [String: [(name: String, type: String, constant: Bool, place: Place)]] = [:]
    /// Stored properties every type that declares them declares as a number (`let progression:
    /// Double`): read from any value, such a property holds a number. Read once, after every file.
    lazy var numericProperties: Set<String> = {
        var numeric: [String: Bool] = [:]
        for properties in declaredProperties.values {
            for p in properties { numeric[p.name] = (numeric[p.name] ?? true) && Value.isNumeric(swiftType: p.type) }
        }
        return Set(numeric.filter(\.value).keys)
    }()
    /// Types that decode themselves (`init(from decoder: Decoder)`): which keys they require is
    /// their code's to say, not their properties'.
    var customDecoders: Set<String> = []
    /// Type name → its `CodingKeys` (case → the JSON key it names), when it declares them.
    var codingKeys: [String: [String: String]] = [:]
    /// The member names `handlerNameLists` collects.
    static let handlerNameMembers: Set<String> = ["messageNames", "messageHandlerNames", "scriptMessageHandlerNames", "handlerNames", "scriptHandlerNames"]

    /// `h.name` where `name` is a protocol requirement: what each conforming type binds it to
    /// (`struct ShareHandler: BridgeHandler { let name = "share" }`), in the order of the types' names.
    func requirementValues(_ property: String) -> [(value: String, place: Place)] {
        var out: [(value: String, place: Place)] = []
        for proto in (protocolProperties[property] ?? []).sorted() {
            for type in (conformers[proto] ?? []).sorted() {
                if let found = stringConstant(property, in: nil, qualifiedBy: type) { out.append(found) }
            }
        }
        return out
    }

    /// The handler names a type stores (in a stored, computed or static constant) among `served`,
    /// when it stores exactly one: a type that names itself after one handler serves that one.
    func handlerNamed(byType type: String, among served: [String]) -> String? {
        let found = (stringsByType[type] ?? []).intersection(served)
        return found.count == 1 ? found.first : nil
    }

    /// Every literal string a type binds (stored, computed or static), by type: read once, on
    /// first use after every file is indexed (the flow asks it for each call it follows).
    private lazy var stringsByType: [String: Set<String>] = {
        var out: [String: Set<String>] = [:]
        for values in storedStrings.values { for v in values { out[v.type, default: []].insert(v.value) } }
        for values in constants.values { for v in values { if let type = v.type { out[type, default: []].insert(v.value) } } }
        return out
    }()

    /// Stored properties an initializer sets from one of its parameters (`self.names = names`):
    /// type → property → (the initializer's labels, which parameter).
    var initializerAssignments: [String: [String: [(labels: [String], parameter: Int)]]] = [:]

    /// What the callers of `type`'s initializers pass for what ends up in `property`:
    /// `ScriptHandler(names: ["a", "b"])` for `names`.
    func initializerArguments(of type: String, property: String) -> [(expression: ExprSyntax, file: ParsedFile)] {
        guard let setters = initializerAssignments[type]?[property] else { return [] }
        var out: [(expression: ExprSyntax, file: ParsedFile)] = []
        for site in calls[type] ?? [] where Self.constructs(site.call) {
            for setter in setters {
                if let found = Self.argument(in: site.call, for: setter) { out.append((found, site.file)) }
            }
        }
        // A subclass's initializer handing it on: `super.init(name: "onLoadError", …)` in
        // `class OnLoadErrorMessageHandler: ScriptMessageHandler<Values>`.
        for site in calls["init"] ?? [] {
            guard let callee = site.call.calledExpression.as(MemberAccessExprSyntax.self), callee.base?.trimmedText == "super",
                Self.superclass(around: site.call) == type
            else { continue }
            for setter in setters {
                if let found = Self.argument(in: site.call, for: setter) { out.append((found, site.file)) }
            }
        }
        return out
    }

    /// What one initializer call (`JSAction(name: "share") { … }`) passes for `property`: the
    /// argument an initializer that sets it from a parameter is given, else (a memberwise
    /// initializer) the argument labelled with its name.
    func initializerArgument(_ call: FunctionCallExprSyntax, type: String, property: String) -> ExprSyntax? {
        for setter in initializerAssignments[type]?[property] ?? [] {
            if let found = Self.argument(in: call, for: setter) { return found }
        }
        return call.arguments.first { $0.label?.text == property }?.expression
    }

    /// The class a class inherits from (its first inherited type, without generic arguments):
    /// `ScriptMessageHandler` for `class A: ScriptMessageHandler<Values>`.
    static func superclass(of decl: ClassDeclSyntax) -> String? {
        guard let inherited = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedText else { return nil }
        return simpleTypeName(String(inherited.prefix { $0 != "<" }))
    }

    /// The superclass of the class a node is in.
    static func superclass(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            if let decl = n.as(ClassDeclSyntax.self) { return superclass(of: decl) }
            current = n.parent
        }
        return nil
    }

    /// Whether a call is written as a type's initializer: `Handler(…)`, `Handler<Payload>(…)`.
    static func constructs(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    /// The argument a call passes for an initializer's parameter, when the call's labels, in
    /// order, are the initializer's (a defaulted one may be left out).
    static func argument(in call: FunctionCallExprSyntax, for setter: (labels: [String], parameter: Int)) -> ExprSyntax? {
        let given = callLabels(call)
        var next = 0
        var found: ExprSyntax?
        for (k, argument) in call.arguments.enumerated() {
            while next < setter.labels.count, setter.labels[next] != given[k] { next += 1 }
            guard next < setter.labels.count else { return nil }
            if next == setter.parameter { found = argument.expression }
            next += 1
        }
        return found
    }

    func add(_ file: ParsedFile) {
        let visitor = IndexVisitor(index: self, file: file)
        visitor.walk(file.tree)
    }

    // MARK: Files set aside

    /// The tables whose entries hold nodes, and the keys a file set aside has in each.
    enum Table: CaseIterable {
        case functions, closures, closureTables, calls, callShapes, computedProperties, storedDefaults, handlerNameLists, classes, initializers, arrayBindings
        /// Not a table: the types a file declares functions in (what `objcMethods(of:)` asks).
        case functionTypes
    }

    /// Words whose presence in a file's bytes keeps its tree from the first reading: what the
    /// readers start from (registrations, receivers, evaluated scripts, navigation, the bridge
    /// libraries). Only a saving: a file without them is parsed again when a lookup needs it.
    static let anchors = ["WKScriptMessage", "WKUserContentController", "userContentController", "evaluateJavaScript", "callAsyncJavaScript", "WKUserScript",
        "stringByEvaluatingJavaScript", "WKNavigationAction", "shouldStartLoadWith", "messageHandlers", "WebViewJavascriptBridge", "DWKWebView", "dsbridge",
        "CAPPlugin", "CDVPlugin"]

    private struct SetAside {
        let text: SourceText
        var loaded = false
    }

    private var setAside: [Int: SetAside] = [:]
    private var setAsideKeys: [Table: [String: [Int]]] = [:]

    /// The keys this index (one file's) holds in each tree-holding table.
    func keys() -> [Table: Set<String>] {
        var out: [Table: Set<String>] = [:]
        out[.functions] = Set(functionStore.keys)
        out[.closures] = Set(closureStore.keys)
        out[.closureTables] = Set(closureTableStore.keys)
        out[.calls] = Set(callStore.keys)
        out[.callShapes] = Set(callShapeStore.keys)
        out[.computedProperties] = Set(computedPropertyStore.keys)
        out[.storedDefaults] = Set(storedDefaultStore.keys)
        out[.handlerNameLists] = Set(handlerNameListStore.keys)
        out[.classes] = Set(classStore.keys)
        out[.initializers] = Set(initializerStore.keys)
        out[.arrayBindings] = Set(arrayBindingStore.keys)
        out[.functionTypes] = Set(functionStore.values.joined().compactMap(\.type))
        return out
    }

    /// Empties the tree-holding tables (of a one-file index about to be set aside).
    func dropTrees() {
        functionStore = [:]
        closureStore = [:]
        closureTableStore = [:]
        callStore = [:]
        callShapeStore = [:]
        computedPropertyStore = [:]
        storedDefaultStore = [:]
        handlerNameListStore = [:]
        classStore = [:]
        initializerStore = [:]
        arrayBindingStore = [:]
    }

    /// Records a file whose tree was dropped, with the keys it had in each table.
    func setAside(_ text: SourceText, keys: [Table: Set<String>]) {
        setAside[text.order] = SetAside(text: text)
        for (table, names) in keys {
            for name in names { setAsideKeys[table, default: [:]][name, default: []].append(text.order) }
        }
    }

    /// The paths of the set-aside files parsed again so far.
    var parsedAgain: Set<String> { Set(setAside.values.filter(\.loaded).map(\.text.path)) }

    /// Parses again, and indexes, the set-aside files that hold `key` in `table`.
    fileprivate func load(_ table: Table, _ key: String) {
        guard let orders = setAsideKeys[table]?[key] else { return }
        for order in orders { load(order) }
    }

    private func load(_ order: Int) {
        guard let file = setAside[order], !file.loaded else { return }
        setAside[order]?.loaded = true
        let part = SourceIndex()
        part.add(ParsedFile(file.text))
        mergeTrees(part)
    }

    /// Adds what another index holds after what this one holds, as if its files had been added
    /// here in their order: each file is indexed on the thread that parsed it, into an index of
    /// its own, and the files' indexes are merged in the order of the files, so the index (and
    /// every fact read from it) is the same for any number of jobs.
    func merge(_ other: SourceIndex) {
        func append<V>(_ mine: inout [String: [V]], _ theirs: [String: [V]]) { for (k, v) in theirs { mine[k, default: []] += v } }
        func union<V>(_ mine: inout [String: Set<V>], _ theirs: [String: Set<V>]) { for (k, v) in theirs { mine[k, default: []].formUnion(v) } }
        func overwrite<V>(_ mine: inout [String: [String: V]], _ theirs: [String: [String: V]]) {
            for (k, v) in theirs { mine[k, default: [:]].merge(v) { $1 } }
        }
        append(&stringEnums, other.stringEnums)
        append(&constants, other.constants)
        append(&storedStrings, other.storedStrings)
        assignedNames.formUnion(other.assignedNames)
        overwrite(&propertyTypes, other.propertyTypes)
        append(&dictionaryKeys, other.dictionaryKeys)
        append(&dictionaryValueTypes, other.dictionaryValueTypes)
        append(&methodTables, other.methodTables)
        append(&tableRegistrars, other.tableRegistrars)
        append(&tableKeyRegistrars, other.tableKeyRegistrars)
        append(&propertyReferences, other.propertyReferences)

        union(&protocolProperties, other.protocolProperties)
        declaredTypes.formUnion(other.declaredTypes)
        union(&inheritors, other.inheritors)
        union(&storedWithoutValue, other.storedWithoutValue)
        union(&conformers, other.conformers)
        append(&declaredProperties, other.declaredProperties)
        overwrite(&codingKeys, other.codingKeys)
        customDecoders.formUnion(other.customDecoders)
        for (type, properties) in other.initializerAssignments {
            for (property, setters) in properties { initializerAssignments[type, default: [:]][property, default: []] += setters }
        }
        mergeTrees(other)
    }

    /// The tree-holding tables of another index (one file's), each entry placed by its file's
    /// order: a file parsed again on demand lands where it would have, had it been kept.
    private func mergeTrees(_ other: SourceIndex) {
        func insert<V>(_ mine: inout [String: [V]], _ theirs: [String: [V]], order: (V) -> Int) {
            for (k, v) in theirs {
                guard let first = v.first else { continue }
                let o = order(first)
                var list = mine[k] ?? []
                // Entries of one file are together and the files in order: after every entry of a file before this one.
                let at = list.lastIndex { order($0) <= o }.map { $0 + 1 } ?? 0
                list.insert(contentsOf: v, at: at)
                mine[k] = list
            }
        }
        insert(&functionStore, other.functionStore) { $0.file.text.order }
        insert(&closureStore, other.closureStore) { $0.file.text.order }
        insert(&closureTableStore, other.closureTableStore) { $0.file.text.order }
        insert(&callStore, other.callStore) { $0.file.text.order }
        insert(&callShapeStore, other.callShapeStore) { $0.file.text.order }
        insert(&computedPropertyStore, other.computedPropertyStore) { $0.1.text.order }
        insert(&handlerNameListStore, other.handlerNameListStore) { $0.file.text.order }
        insert(&classStore, other.classStore) { $0.file.text.order }
        insert(&initializerStore, other.initializerStore) { $0.file.text.order }
        insert(&arrayBindingStore, other.arrayBindingStore) { $0.file.text.order }
        // A later file's value of a property wins, as a later declaration did when merged in order.
        for (type, values) in other.storedDefaultStore {
            for (name, value) in values {
                if let mine = storedDefaultStore[type]?[name], mine.file.text.order > value.file.text.order { continue }
                storedDefaultStore[type, default: [:]][name] = value
            }
        }
    }

    /// The calls named one of `names` (with `labels`, when given, as `add(_:name:)` is keyed),
    /// in the files' order and each file's: where the readers look for what they start from.
    /// With `mentioning`, only the calls in files whose bytes hold one of those words (the
    /// library readers recognize a library's calls only there), and only those files are parsed again.
    func calls(shapes: [String]? = nil, named names: [String] = [], inFilesMentioning words: [String]? = nil) -> [CallSite] {
        var found: [CallSite] = []
        func wanted(_ order: Int) -> Bool {
            guard let words, let file = setAside[order] else { return true }
            return words.contains { file.text.mentions($0) }
        }
        for name in names {
            for order in setAsideKeys[.calls]?[name] ?? [] where wanted(order) { load(order) }
            found += callStore[name] ?? []
        }
        for shape in shapes ?? [] {
            for order in setAsideKeys[.callShapes]?[shape] ?? [] { load(order) }
            found += callShapeStore[shape] ?? []
        }
        if let words { found = found.filter { site in words.contains { site.file.mentions($0) } } }
        var seen: Set<SyntaxIdentifier> = []
        return found.filter { seen.insert($0.call.id).inserted }.sorted { ($0.file.text.order, $0.sequence) < ($1.file.text.order, $1.sequence) }
    }

    func functions(named name: String, labels: [String], trailingClosures: Int) -> [FunctionInfo] {
        (functions[name] ?? []).filter { $0.accepts(labels: labels, trailingClosures: trailingClosures) }
    }

    /// The @objc methods of a type (and its extensions) that take an argument: what
    /// `perform(Selector(name + ":"), with:)` can reach.
    func objcMethods(of type: String) -> [FunctionInfo] {
        load(.functionTypes, type)
        return functionStore.values.joined().filter { $0.type == type && $0.isObjC && !$0.labels.isEmpty }.sorted { $0.key < $1.key }
    }

    /// The string a name is bound to for the whole module, as seen from code in `type`: a
    /// stored property of that type first (`name` or `self.name` inside it), then a static or
    /// top-level constant, then (with `type` nil, `Other.name`) a property of the type named.
    /// One table for every reader (registrations, `message.name` tests, scripts), so a handler
    /// name or a script held in a constant reads the same wherever it is used.
    func stringConstant(_ name: String, in type: String?, qualifiedBy qualifier: String? = nil) -> (value: String, place: Place)? {
        let stored = (storedStrings[name] ?? []).filter { !$0.mutable || !assignedNames.contains(name) }
        if let qualifier {
            if let found = (constants[name] ?? []).first(where: { $0.type == qualifier }) { return (found.value, found.place) }
            if let found = stored.first(where: { $0.type == qualifier }) { return (found.value, found.place) }
            return nil
        }
        if let type, let found = stored.first(where: { $0.type == type }) { return (found.value, found.place) }
        if let found = (constants[name] ?? []).first(where: { $0.type == type || $0.type == nil }) ?? constants[name]?.first {
            return (found.value, found.place)
        }
        // A property of another type, read through an instance (`config.name`), when one type
        // alone stores a string under that name.
        if Set(stored.map(\.type)).count == 1, let found = stored.first { return (found.value, found.place) }
        return nil
    }

    func enumCase(_ written: String, in type: String?) -> (raw: String, place: Place)? {
        let name = written.replacingOccurrences(of: "`", with: "")
        if let type, let cases = stringEnums[type] {
            return cases.first { $0.name == name }.map { ($0.raw, $0.place) }
        }
        for cases in stringEnums.values.sorted(by: { $0.first?.place.text.path ?? "" < $1.first?.place.text.path ?? "" }) {
            if let found = cases.first(where: { $0.name == name }) { return (found.raw, found.place) }
        }
        return nil
    }
}

/// A tree-holding table of the index, read by key: the lookup first parses the set-aside files
/// that hold the key (`SourceIndex`).
struct Lookup<Value> {
    unowned let index: SourceIndex
    let table: SourceIndex.Table
    let store: KeyPath<SourceIndex, [String: Value]>

    subscript(key: String) -> Value? {
        index.load(table, key)
        return index[keyPath: store][key]
    }

    /// What the files read so far hold under `key`, parsing none: for a node's own file, which
    /// is read (a lookup of `viewDidLoad` would otherwise parse every view controller again).
    func loaded(_ key: String) -> Value? { index[keyPath: store][key] }
}

/// The last component of a type name: `WebView.Coordinator` → `Coordinator`, `[X]` kept.
func simpleTypeName(_ text: String) -> String {
    // ASCII text (nearly every type name) is read as bytes: the Character-level filter and search
    // cost about 14,000 instructions a call, and the index asks this of every typed declaration
    // (1 % of `native` on a large app). Other text keeps the Character-level reading, whose
    // whitespace is Unicode's.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
        if byte >= 0x80 { return simpleTypeNameByCharacters(text) }
        if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
        bytes.append(byte)
    }
    while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { bytes.removeLast() }
    if bytes.first != UInt8(ascii: "["), let dot = bytes.lastIndex(of: UInt8(ascii: ".")) { bytes.removeSubrange(...dot) }
    return String(decoding: bytes, as: UTF8.self)
}

private func simpleTypeNameByCharacters(_ text: String) -> String {
    var t = text.filter { !$0.isWhitespace }
    while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
    if let dot = t.lastIndex(of: "."), !t.hasPrefix("[") { t = String(t[t.index(after: dot)...]) }
    return t
}

/// The type or extension a node is declared in.
func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let n = current {
        if let d = n.as(ClassDeclSyntax.self) { return d.name.text }
        if let d = n.as(StructDeclSyntax.self) { return d.name.text }
        if let d = n.as(EnumDeclSyntax.self) { return d.name.text }
        if let d = n.as(ActorDeclSyntax.self) { return d.name.text }
        if let d = n.as(ExtensionDeclSyntax.self) { return simpleTypeName(d.extendedType.trimmedText) }
        current = n.parent
    }
    return nil
}

/// The text of a string literal without interpolations, or nil.
func literalText(_ expr: ExprSyntax) -> String? {
    guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
    var out = ""
    for segment in literal.segments {
        guard case .stringSegment(let s) = segment else { return nil }
        out += s.content.text
    }
    return unescapeSwift(out)
}

/// Swift's simple escapes in a literal's raw text (`\"`, `\\`, `\n`, `\t`, `\u{…}`).
func unescapeSwift(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    var out = ""
    var chars = raw.unicodeScalars.makeIterator()
    while let c = chars.next() {
        guard c == "\\", let e = chars.next() else {
            out.unicodeScalars.append(c)
            continue
        }
        switch e {
        case "n": out += "\n"
        case "t": out += "\t"
        case "r": out += "\r"
        case "0": out += "\0"
        case "u":
            var hex = ""
            _ = chars.next()  // {
            while let h = chars.next(), h != "}" { hex.unicodeScalars.append(h) }
            if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
        default: out.unicodeScalars.append(e)
        }
    }
    return out
}

/// Base name and labels of a call: `a.b.add(x, name: y)` → ("add", ["_", "name"]).
func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    while true {
        if let o = callee.as(OptionalChainingExprSyntax.self) { callee = o.expression; continue }
        if let f = callee.as(ForceUnwrapExprSyntax.self) { callee = f.expression; continue }
        // `ScriptMessageHandler<VoidPayload>(name: "debug")`: a generic type's initializer.
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression; continue }
        break
    }
    if let m = callee.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
    if let d = callee.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
    return nil
}

func callLabels(_ call: FunctionCallExprSyntax) -> [String] { call.arguments.map { $0.label?.text ?? "_" } }

/// `String(format: …)` or `NSString(format: …)`: its format, and the arguments that fill it.
func stringFormat(_ call: FunctionCallExprSyntax) -> (format: ExprSyntax, arguments: [ExprSyntax])? {
    guard let name = calleeName(call), name == "String" || name == "NSString", calleeBase(call) == nil,
        let first = call.arguments.first, first.label?.text == "format"
    else { return nil }
    return (first.expression, call.arguments.dropFirst().map(\.expression))
}

func trailingClosureCount(_ call: FunctionCallExprSyntax) -> Int {
    (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
}

/// The receiver of a member call (`webView` in `webView.evaluateJavaScript(…)`).
func calleeBase(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    var callee = call.calledExpression
    if let o = callee.as(OptionalChainingExprSyntax.self) { callee = o.expression }
    return callee.as(MemberAccessExprSyntax.self)?.base
}

func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let list): return list.map { $0.name.text }
    case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
    @unknown default: return []
    }
}

final class IndexVisitor: SyntaxVisitor {
    let index: SourceIndex
    let file: ParsedFile
    /// Whether the innermost function, closure, initializer, accessor or member block around the
    /// node being visited is one of the first four (a local scope): kept as the walk enters and
    /// leaves them, where asking each variable's parents cost 13,000 instructions a variable.
    private var inFunction: [Bool] = []
    /// The types and extensions around the node being visited, innermost last (what
    /// `enclosingTypeName` finds by walking up).
    private var types: [String] = []
    private var callCount = 0

    init(index: SourceIndex, file: ParsedFile) {
        self.index = index
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { inFunction.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        inFunction.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { inFunction.removeLast() }
    override func visitPost(_ node: InitializerDeclSyntax) { inFunction.removeLast() }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        inFunction.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { inFunction.removeLast() }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        inFunction.append(false)
        return .visitChildren
    }
    override func visitPost(_ node: MemberBlockSyntax) { inFunction.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        inFunction.append(true)
        let info = FunctionInfo(decl: node, file: file, type: types.last)
        index.functionStore[info.name, default: []].append(info)
        if let type = info.type, SourceIndex.handlerNameMembers.contains(info.name), node.signature.parameterClause.parameters.isEmpty,
            let statements = node.body?.statements, statements.count == 1, let item = statements.first?.item
        {
            if let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) { index.handlerNameListStore[type, default: []].append((info.name, value, file)) }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        inFunction.append(true)
        guard let type = types.last, let body = node.body else { return .visitChildren }
        if let only = node.signature.parameterClause.parameters.first, node.signature.parameterClause.parameters.count == 1, only.firstName.text == "from",
            simpleTypeName(only.type.trimmedText) == "Decoder"
        {
            index.customDecoders.insert(type)
        }
        let parameters = Array(node.signature.parameterClause.parameters)
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let labels = parameters.map { $0.firstName.text }
        index.initializerStore[type, default: []].append((node, file))
        for item in body.statements {
            guard let assignment = item.item.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
                let value = assignment.rightOperand.as(DeclReferenceExprSyntax.self), let k = names.firstIndex(of: value.baseName.text)
            else { continue }
            let target: String?
            if let member = assignment.leftOperand.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
                target = member.declName.baseName.text
            } else {
                target = assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            if let target { index.initializerAssignments[type, default: [:]][target, default: []].append((labels, k)) }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { index.protocolProperties[name, default: []].insert(node.name.text) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        conformances(node.name.text, node.inheritanceClause)
        index.declaredTypes.insert(node.name.text)
        index.classStore[node.name.text, default: []].append((node, file))
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] { index.inheritors[inherited.type.trimmedText, default: []].insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        conformances(node.name.text, node.inheritanceClause)
        index.declaredTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = simpleTypeName(node.extendedType.trimmedText)
        types.append(name)
        conformances(name, node.inheritanceClause)
        return .visitChildren
    }

    private func conformances(_ type: String, _ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] { index.conformers[simpleTypeName(inherited.type.trimmedText), default: []].insert(type) }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        // The type the enum is declared in, before the enum itself is the innermost type.
        let owner = types.last
        types.append(node.name.text)
        conformances(node.name.text, node.inheritanceClause)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        guard inherited.contains("String") else { return .visitChildren }
        if node.name.text == "CodingKeys", inherited.contains("CodingKey"), let owner {
            for member in node.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                    let name = element.name.text.replacingOccurrences(of: "`", with: "")
                    index.codingKeys[owner, default: [:]][name] = element.rawValue.flatMap { literalText($0.value) } ?? name
                }
            }
        }
        var cases: [(name: String, raw: String, place: Place)] = []
        for member in node.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements {
                // `` case `init` `` is the case init.
                let name = element.name.text.replacingOccurrences(of: "`", with: "")
                let raw = element.rawValue.flatMap { literalText($0.value) } ?? name
                // The raw value's literal for positions, or the case itself when the raw value is implicit.
                let node = element.rawValue.map { Syntax($0.value) } ?? Syntax(element)
                cases.append((name, raw, Place(node, in: file)))
            }
        }
        index.stringEnums[node.name.text, default: []] += cases
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // An array literal bound to a name, in any scope (`constantArrays(named:)`, `arrayLiteral`).
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value, value.is(ArrayExprSyntax.self) {
            index.arrayBindingStore[name, default: []].append((value, file))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A local variable is none of what is indexed here (each fact below is of a property or
        // a top-level name); most variables are locals, so they leave before the type is looked up.
        if inFunction.last == true { return .visitChildren }
        let type = types.last
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                // A constant: `static let` in a type, or `let` at the top level (an instance
                // property may hold anything at run time).
                let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                if node.bindingSpecifier.tokenKind == .keyword(.let), isStatic || type == nil, let text = literalText(value) {
                    index.constants[name, default: []].append((type, text, Place(value, in: file)))
                } else if !isStatic, let type, binding.accessorBlock == nil, let text = literalText(value) {
                    let mutable = node.bindingSpecifier.tokenKind != .keyword(.let)
                    index.storedStrings[name, default: []].append((type, text, mutable, Place(value, in: file)))
                } else if isStatic, node.bindingSpecifier.tokenKind == .keyword(.var), let text = literalText(value) {
                    index.storedStrings[name, default: []].append((type ?? "", text, true, Place(value, in: file)))
                }
                if let type {
                    if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                        index.propertyTypes[type, default: [:]][name] = callee.baseName.text
                    }
                }
                recordDictionary(value, as: name)
            }
            // `var name: String { "share" }` (or `{ return "share" }`): a constant too.
            if let type, binding.initializer == nil, let literal = Self.returnedLiteral(binding.accessorBlock), let text = literalText(literal) {
                index.storedStrings[name, default: []].append((type, text, false, Place(literal, in: file)))
            }
            if let type, let annotation = binding.typeAnnotation?.type {
                index.propertyTypes[type, default: [:]][name] = simpleTypeName(annotation.trimmedText)
                let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                if !isStatic, binding.accessorBlock == nil { index.declaredProperties[type, default: []].append((name, annotation.trimmedText, node.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil, Place(binding.pattern, in: file))) }
            }
            if binding.accessorBlock != nil, binding.initializer == nil { index.computedPropertyStore[name, default: []].append((node, file)) }
            if let type, binding.accessorBlock == nil, binding.initializer == nil { index.storedWithoutValue[type, default: []].insert(name) }
            if let type, SourceIndex.handlerNameMembers.contains(name), let value = binding.initializer?.value ?? Self.returnedExpression(binding.accessorBlock) {
                index.handlerNameListStore[type, default: []].append((name, value, file))
            }
            if let type, binding.accessorBlock == nil, let value = binding.initializer?.value,
                !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            {
                index.storedDefaultStore[type, default: [:]][name] = (value, file)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let site = CallSite(call: node, file: file, sequence: callCount)
        callCount += 1
        if let name = calleeName(node) {
            index.callStore[name, default: []].append(site)
            index.callShapeStore[name + "(" + callLabels(node).map { $0 + ":" }.joined() + ")", default: []].append(site)
        }
        return .visitChildren
    }

    /// A dictionary literal kept in property (or constant) `name`: its literal keys, the closures
    /// under them (a table of handlers by message name) and the types its values are made as.
    private func recordDictionary(_ value: ExprSyntax, as name: String) {
        guard let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content else { return }
        for element in elements {
            guard let key = literalText(element.key) else { continue }
            index.dictionaryKeys[name, default: []].append((key, Place(element.key, in: file)))
            if let closure = element.value.as(ClosureExprSyntax.self) { index.closureTableStore[name, default: []].append((key, closure, file)) }
            if let type = Self.madeType(element.value) { index.dictionaryValueTypes[name, default: []].append((key, type)) }
            if let method = Self.methodReference(element.value) {
                index.methodTables[name, default: []].append((key, method.name, method.labels, Place(element.value, in: file)))
            }
        }
    }

    /// The function declaration `node` is in (not through a closure: a closure's parameters are not the function's).
    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f }
            if n.is(ClosureExprSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// A reference to a method of the enclosing type: `share`, `self.share`, `share(_:)`,
    /// `self.open(_:)` (a lowercase name: an uppercase one is a type).
    static func methodReference(_ expr: ExprSyntax) -> (name: String, labels: [String]?)? {
        var reference = expr.as(DeclReferenceExprSyntax.self)
        if reference == nil, let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            let name = member.declName
            guard name.baseName.text.first?.isLowercase == true else { return nil }
            return (name.baseName.text, name.argumentNames.map { $0.arguments.map(\.name.text) })
        }
        guard let r = reference.take(), r.baseName.text.first?.isLowercase == true, r.baseName.text != "self" else { return nil }
        return (r.baseName.text, r.argumentNames.map { $0.arguments.map(\.name.text) })
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let name = lastName(node.leftOperand) { index.assignedNames.insert(name) }
        // `taskHandlers["test"] = …`: a key of a dictionary property.
        if let subscriptCall = node.leftOperand.as(SubscriptCallExprSyntax.self), let first = subscriptCall.arguments.first,
            let key = literalText(first.expression), let name = lastName(subscriptCall.calledExpression)
        {
            index.dictionaryKeys[name, default: []].append((key, Place(first.expression, in: file)))
            if let closure = node.rightOperand.as(ClosureExprSyntax.self) { index.closureTableStore[name, default: []].append((key, closure, file)) }
            if let type = Self.madeType(node.rightOperand) { index.dictionaryValueTypes[name, default: []].append((key, type)) }
        }
        // `handlers[topic] = handler` in `func on(_ topic: String, handler: …)`: a registrar.
        if let subscriptCall = node.leftOperand.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let key = subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let value = node.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text, let name = lastName(subscriptCall.calledExpression),
            let function = Self.enclosingFunction(of: node)
        {
            let parameters = Array(function.signature.parameterClause.parameters)
            let names = parameters.map { ($0.secondName ?? $0.firstName).text }
            if let k = names.firstIndex(of: key), let v = names.firstIndex(of: value) {
                index.tableRegistrars[name, default: []].append((function.name.text, parameters.map { $0.firstName.text }, k, v))
            }
        }
        // `messageHandlers[name] = handler` in `func addMessageHandler(name: String, delegate: …)`,
        // whatever the value: the table's keys are what the method's callers pass for `name`.
        if let subscriptCall = node.leftOperand.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let key = subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let name = lastName(subscriptCall.calledExpression), let function = Self.enclosingFunction(of: node)
        {
            let parameters = Array(function.signature.parameterClause.parameters)
            if let k = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == key }) {
                index.tableKeyRegistrars[name, default: []].append((function.name.text, parameters.map { $0.firstName.text }, k))
            }
        }
        // `coordinator.webViewActionHandler = webViewActionHandler`: a name handed to a property.
        if let name = lastName(node.leftOperand), !node.leftOperand.is(SubscriptCallExprSyntax.self) {
            let value = node.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.rightOperand.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
            if let value, value.first?.isLowercase == true, value != "self", value != "nil" {
                index.propertyReferences[name, default: []].append((value, enclosingTypeName(node)))
            }
        }
        // `actions = ["share": { … }, …]` (in an initializer, or a setup method): the table whole.
        if let name = lastName(node.leftOperand), !node.leftOperand.is(SubscriptCallExprSyntax.self) { recordDictionary(node.rightOperand, as: name) }
        // `evaluateJSCompleted = { (name, params) in … }`: a closure called through a property.
        if let closure = node.rightOperand.as(ClosureExprSyntax.self), let name = lastName(node.leftOperand) {
            index.closureStore[name, default: []].append(ClosureInfo(closure: closure, file: file, property: name, parameterNames: closureParameterNames(closure)))
        }
        return .visitChildren
    }

    /// The one expression a getter returns (`{ [a, b] }`, `{ return X.allCases.map(\.rawValue) }`).
    static func returnedExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block else { return nil }
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): statements = list
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get), let body = only.body else { return nil }
            statements = body.statements
        @unknown default:
            return nil
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }

    /// The type an expression makes: `ShareHandler()`, `ShareHandler(delegate: self)`, also
    /// through a cast (`… as WKScriptMessageHandler`).
    static func madeType(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let cast = e.as(AsExprSyntax.self) { e = cast.expression }
        guard let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        else { return nil }
        return callee.baseName.text
    }

    /// The literal a getter-only computed property returns, when its body is that one expression.
    private static func returnedLiteral(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let e = returnedExpression(block), e.is(StringLiteralExprSyntax.self) else { return nil }
        return e
    }

    private func lastName(_ expr: ExprSyntax) -> String? {
        if let d = expr.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return nil
    }

}

/// The operands of a chain of one binary operator (`a + b + c`, which folding makes a left-deep
/// tree), in order, found without recursion: a generated 20,000-term concatenation must not
/// exhaust the stack.
func operands(of expr: ExprSyntax, operator name: String) -> [ExprSyntax] {
    var right: [ExprSyntax] = []
    var current = expr
    while let infix = current.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == name {
        right.append(infix.rightOperand)
        current = infix.leftOperand
    }
    return [current] + right.reversed()
}
