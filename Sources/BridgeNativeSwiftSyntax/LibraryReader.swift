import BridgeNative
internal import SwiftSyntax

/// The bridge libraries' registrations written in Swift: WebViewJavascriptBridge's
/// `bridge.registerHandler("name") { data, callback in … }` and `callHandler("name", data:)` (and
/// its Swift ports' `register(handlerName:)` and `call(handlerName:data:callback:)`),
/// DSBridge's `addJavascriptObject(Api(), namespace:)` and `callHandler("name", arguments:)`,
/// Capacitor plugins (`CAPPlugin` subclasses with `jsName` and `pluginMethods`, and the options
/// their methods read with `call.getString("key")`), and Cordova plugins (`CDVPlugin`
/// subclasses, the service named by plugin.xml). Each is matched to the manifest handlers with
/// that library's envelope.
struct LibraryReader {
    let index: SourceIndex
    let cordovaServices: [String: String]
    private(set) var functions: [HandledFunction] = []
    private(set) var keyReads: [KeyRead] = []
    private(set) var scripts: [EvaluatedScript] = []
    private(set) var unresolved: [Unresolved] = []
    /// Cordova actions written in Swift, with the parameter the command arrives in and the
    /// function's name (`Service.action`), for the flow to walk.
    private(set) var cordovaActions: [(function: FunctionInfo, parameter: String, name: String)] = []
    /// Capacitor plugin methods, with the parameter the call arrives in and the function's name
    /// (`jsName.method`), for the flow to walk.
    private(set) var capacitorMethods: [(function: FunctionInfo, parameter: String, name: String)] = []

    init(index: SourceIndex, cordovaServices: [String: String]) {
        self.index = index
        self.cordovaServices = cordovaServices
    }

    mutating func read() {
        let names = NameResolver(index: index)
        // Only calls in a file that names the library are the library's (below): only those files are read.
        let sites = index.calls(named: ["registerHandler", "register", "callHandler", "call", "addJavascriptObject"],
            inFilesMentioning: ["WebViewJavascriptBridge", "DWKWebView", "dsbridge"])
        for site in sites {
            guard let name = calleeName(site.call) else { continue }
            let mentions = { (library: String) in site.file.mentions(library) }
            switch name {
            case "registerHandler" where mentions("WebViewJavascriptBridge"),
                "register" where mentions("WebViewJavascriptBridge") && site.call.arguments.first?.label?.text == "handlerName":
                guard let first = site.call.arguments.first else { continue }
                let values = names.resolve(first.expression, in: site.file, depth: 0)
                if values.isEmpty { unresolved.append(Unresolved(kind: .handlerName, expression: first.expression.trimmedText, position: site.file.position(first.expression))) }
                for value in values {
                    functions.append(HandledFunction(handlers: nil, receiverType: nil, name: value.text, source: .library, library: "webviewjavascriptbridge", position: value.position))
                    // The handler closure's first parameter is the data the page sent.
                    if values.count == 1, let closure = site.call.trailingClosure ?? site.call.arguments.last?.expression.as(ClosureExprSyntax.self),
                        let data = Self.closureParameters(closure).first
                    {
                        reads(of: data, in: Syntax(closure), file: site.file, function: value.text, library: "webviewjavascriptbridge")
                    }
                }
            case "callHandler" where mentions("WebViewJavascriptBridge") || mentions("DWKWebView") || mentions("dsbridge"),
                "call" where mentions("WebViewJavascriptBridge") && site.call.arguments.first?.label?.text == "handlerName":
                guard let first = site.call.arguments.first else { continue }
                let object = mentions("WebViewJavascriptBridge") ? "WebViewJavascriptBridge" : "dsBridge"
                let values = names.resolve(first.expression, in: site.file, depth: 0)
                if values.isEmpty { unresolved.append(Unresolved(kind: .script, expression: site.call.trimmedText, position: site.file.position(site.call))) }
                let count: Int?
                if object == "dsBridge" {
                    let arguments = site.call.arguments.first { $0.label?.text == "arguments" }
                    count = arguments == nil ? 0 : arguments?.expression.as(ArrayExprSyntax.self)?.elements.count
                } else {
                    count = site.call.arguments.contains { $0.label?.text == "data" } ? 1 : 0
                }
                for value in values {
                    scripts.append(EvaluatedScript(callee: "\(object).\(value.text)", argumentCount: count, text: site.call.trimmedText, position: value.position))
                }
            case "addJavascriptObject" where mentions("DWKWebView") || mentions("dsbridge"):
                dsBridgeObject(site, names: names)
            default:
                break
            }
        }
        // The classes that name a plugin base class in their declaration (the last declaration
        // of a name is the one read, as for every class).
        let plugins = index.inheritors["CAPPlugin", default: []].union(index.inheritors["CDVPlugin", default: []])
        for name in plugins.sorted() {
            guard let info = classInfo(name) else { continue }
            if info.inherits.contains("CAPPlugin") { capacitorPlugin(info) }
            if info.inherits.contains("CDVPlugin") { cordovaPlugin(info) }
        }
    }

    // MARK: Libraries

    /// The class declared last under `name`, read.
    private func classInfo(_ name: String) -> ClassCollector.Info? {
        ClassCollector.collect(index.classes[name] ?? [])[name]
    }

    private mutating func dsBridgeObject(_ site: CallSite, names: NameResolver) {
        guard let object = site.call.arguments.first?.expression else { return }
        let typeName = object.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let typeName, let info = classInfo(typeName) else {
            unresolved.append(Unresolved(kind: .handlerName, expression: site.call.trimmedText, position: site.file.position(site.call)))
            return
        }
        var prefix = ""
        if let namespace = site.call.arguments.first(where: { $0.label?.text == "namespace" })?.expression, !namespace.is(NilLiteralExprSyntax.self) {
            let values = names.resolve(namespace, in: site.file, depth: 0)
            guard values.count == 1, let only = values.first else {
                unresolved.append(Unresolved(kind: .handlerName, expression: namespace.trimmedText, position: site.file.position(namespace)))
                return
            }
            prefix = only.text.isEmpty ? "" : only.text + "."
        }
        // DSBridge calls methods of one argument (synchronous) or two, the second the
        // completion handler (asynchronous), visible to Objective-C.
        for method in info.methods where method.isObjC || info.objcMembers {
            let parameters = Array(method.decl.signature.parameterClause.parameters)
            guard parameters.count == 1 || parameters.count == 2 else { continue }
            let name = prefix + method.decl.name.text
            functions.append(HandledFunction(handlers: nil, receiverType: nil, name: name, source: .library, library: "dsbridge", position: info.file.position(method.decl.name)))
            if let first = parameters.first {
                reads(of: (first.secondName ?? first.firstName).text, in: Syntax(method.decl), file: info.file, function: name, library: "dsbridge")
            }
        }
    }

    /// `jsName` and `pluginMethods` (Capacitor 6's CAPBridgedPlugin); the methods taking a
    /// `CAPPluginCall` otherwise (their names registered by a CAP_PLUGIN macro in a .m file).
    private mutating func capacitorPlugin(_ info: ClassCollector.Info) {
        let jsName = info.stringProperties["jsName"] ?? info.objcName ?? info.name
        let declared = info.pluginMethods
        for method in info.methods {
            let parameters = Array(method.decl.signature.parameterClause.parameters)
            guard parameters.count == 1, let only = parameters.first, only.type.trimmedText.contains("CAPPluginCall") else { continue }
            let name = method.decl.name.text
            guard declared.isEmpty || declared.contains(name) else { continue }
            let function = "\(jsName).\(name)"
            if !declared.isEmpty {
                functions.append(HandledFunction(handlers: nil, receiverType: nil, name: function, source: .library, library: "capacitor", position: info.file.position(method.decl.name)))
            }
            reads(of: (only.secondName ?? only.firstName).text, in: Syntax(method.decl), file: info.file, function: function, library: "capacitor")
            capacitorMethods.append((method, (only.secondName ?? only.firstName).text, function))
        }
    }

    private mutating func cordovaPlugin(_ info: ClassCollector.Info) {
        let service = cordovaServices[info.objcName ?? info.name] ?? cordovaServices[info.name] ?? info.name
        let candidates = info.methods.filter { method in
            let parameters = Array(method.decl.signature.parameterClause.parameters)
            return parameters.count == 1 && parameters[0].type.trimmedText.contains("CDVInvokedUrlCommand")
        }
        // Cordova finds an action by its Objective-C selector, so only a method visible to
        // Objective-C is one: `@objc`, `dynamic` or in an `@objcMembers` class. Before Swift 4 a
        // CDVPlugin's methods were all visible; a plugin that marks none is read that way.
        let marksSome = candidates.contains { $0.isObjC || $0.isDynamic }
        for method in candidates where info.objcMembers || !marksSome || method.isObjC || method.isDynamic {
            let name = "\(service).\(method.objcSelectorName ?? method.decl.name.text)"
            functions.append(HandledFunction(handlers: nil, receiverType: nil, name: name, source: .library, library: "cordova", position: info.file.position(method.decl.name)))
            if let parameter = method.parameterNames.first { cordovaActions.append((method, parameter, name)) }
        }
    }

    // MARK: Parameters

    static let getters: [String: ValueKind?] = [
        "getString": .string, "getBool": .boolean, "getInt": .integer, "getDouble": .number, "getFloat": .number, "getNumber": .number,
        "getObject": .object, "getArray": .array, "getValue": nil, "getDate": nil,
    ]

    /// Keys read from `name` inside `scope`: `name["key"]` (with the type it is cast to) and
    /// Capacitor's `name.getString("key")`.
    private mutating func reads(of name: String, in scope: Syntax, file: ParsedFile, function: String, library: String) {
        for node in scope.descendants() {
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                let key = subscriptCall.arguments.first.flatMap({ literalText($0.expression) })
            {
                var kind: ValueKind?
                if let cast = subscriptCall.parent?.as(AsExprSyntax.self) { kind = ValueKind.of(swiftType: cast.type.trimmedText) }
                keyReads.append(KeyRead(handlers: nil, receiverType: nil, function: function, key: key, kind: kind, library: library, position: file.position(subscriptCall)))
            } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name, let kind = Self.getters[member.declName.baseName.text],
                let key = call.arguments.first.flatMap({ literalText($0.expression) })
            {
                keyReads.append(KeyRead(handlers: nil, receiverType: nil, function: function, key: key, kind: kind, library: library, position: file.position(call)))
            }
        }
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let signature = closure.signature?.parameterClause else { return [] }
        if let shorthand = signature.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        if let list = signature.as(ClosureParameterClauseSyntax.self) { return list.parameters.map { ($0.secondName ?? $0.firstName).text } }
        return []
    }
}

/// Classes with what the library readers need: superclass and protocols, `@objc` name,
/// methods, string properties (`jsName`) and Capacitor's `pluginMethods` names.
enum ClassCollector {
    struct Info {
        let name: String
        let file: ParsedFile
        var inherits: [String]
        var objcName: String?
        var objcMembers: Bool
        var methods: [FunctionInfo] = []
        var stringProperties: [String: String] = [:]
        var pluginMethods: [String] = []
    }

    static func collect(_ classes: [(decl: ClassDeclSyntax, file: ParsedFile)]) -> [String: Info] {
        var out: [String: Info] = [:]
        for (decl, file) in classes {
            let name = decl.name.text
            let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self) }
            let objc = attributes.first { $0.attributeName.trimmedText == "objc" }
            var info = Info(
                name: name, file: file, inherits: decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                objcName: objc?.arguments?.trimmedText.trimmingCharacters(in: .whitespaces).nonEmpty,
                objcMembers: attributes.contains { $0.attributeName.trimmedText == "objcMembers" })
            for member in decl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    info.methods.append(FunctionInfo(decl: function, file: file, type: name))
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                        if let text = literalText(value) { info.stringProperties[property] = text }
                        if property == "pluginMethods", let array = value.as(ArrayExprSyntax.self) {
                            for element in array.elements {
                                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                                    let name = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({ literalText($0.expression) })
                                else { continue }
                                info.pluginMethods.append(name)
                            }
                        }
                    }
                }
            }
            out[name] = info
        }
        return out
    }
}

extension Syntax {
    /// Every node under this one, without recursion.
    func descendants() -> [Syntax] {
        var out: [Syntax] = []
        var stack: [Syntax] = [self]
        while let node = stack.popLast() {
            out.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return out
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

extension FunctionInfo {
    /// The Objective-C name `@objc(echo:)` gives the method, without its colons.
    var objcSelectorName: String? {
        for attribute in decl.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedText == "objc" {
            guard let name = attribute.arguments?.trimmedText.split(separator: ":").first.map(String.init), !name.isEmpty else { continue }
            return name
        }
        return nil
    }
}
