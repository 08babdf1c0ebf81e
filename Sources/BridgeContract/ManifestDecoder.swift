import BridgeJSON
import Foundation

/// The keys each manifest object may have; anything else is a problem. schema/bridge-manifest.schema.json
/// lists the same keys, and a test keeps the two in step.
enum ManifestKeys {
    static let root = ["$schema", "version", "description", "handlers", "wrappers", "callbacks", "userScripts"]
    static let handler = ["summary", "body", "envelope", "replies", "reply", "failure", "origins", "functions", "schema", "examples", "dataURL", "injected"]
    static let envelope = ["type", "actionKey", "paramKey", "scheme", "host", "transport"]
    static let dataURL = ["mimeTypes", "fileName", "maxBytes"]
    static let function = ["summary", "params", "reply", "async", "examples", "callback"]
    static let wrapper = ["summary", "handler", "handlerArgument", "handlers", "functionArgument", "paramsArgument", "paramsEncoding", "callbackArgument", "returnsPromise", "relay"]
    static let callback = ["summary", "arguments", "injected"]
    static let callbackArgument = ["name", "encoding", "schema", "optional"]
}

/// Turns parsed manifest JSON into the model, recording problems instead of stopping at the first.
struct ManifestDecoder {
    let sink: ProblemSink

    func manifest(_ value: JSONValue) -> Manifest? {
        let root = JSONPath.root
        guard let f = Fields(value, at: root, allowed: ManifestKeys.root, what: "the manifest", sink: sink)
        else { return nil }
        _ = f.string("$schema")
        _ = f.string("description")
        let version = f.int("version", required: true, minimum: 1)
        if let version, version != Manifest.currentVersion {
            sink.add(root.appending("version"), "version \(version) is not supported; this bridgecheck reads version \(Manifest.currentVersion)")
        }
        let callbacks = (f.members("callbacks") ?? []).compactMap { callback($0, at: root.appending("callbacks").appending($0.key)) }
        let handlerMembers = f.members("handlers", required: true) ?? []
        if f.object["handlers"] != nil, handlerMembers.isEmpty {
            sink.add(root.appending("handlers"), "declare at least one handler")
        }
        let handlers = handlerMembers.compactMap {
            handler($0, at: root.appending("handlers").appending($0.key), callbacks: callbacks)
        }
        checkSchemeClaims(handlers, at: root.appending("handlers"))
        let wrappers = (f.members("wrappers") ?? []).compactMap {
            wrapper($0, at: root.appending("wrappers").appending($0.key), handlers: handlers)
        }
        var manifest = Manifest(version: version ?? Manifest.currentVersion, handlers: handlers, wrappers: wrappers, callbacks: callbacks)
        manifest.userScripts = f.stringArray("userScripts") ?? []
        return manifest
    }

    // MARK: Handlers

    private func handler(_ member: JSONObject.Member, at path: JSONPath, callbacks: [Callback]) -> Handler? {
        let name = member.key
        guard let f = Fields(member.value, at: path, allowed: ManifestKeys.handler, what: "handler '\(name)'", sink: sink)
        else { return nil }
        if name.isEmpty { sink.add(path, "handler name must not be empty") }
        let bodies = bodyKinds(f, at: path.appending("body"))
        let envelope = self.envelope(f.value("envelope"), at: path.appending("envelope")) ?? .plain
        let origins = f.stringArray("origins") ?? []
        for (k, origin) in origins.enumerated() where !Self.isOrigin(origin) {
            sink.add(path.appending("origins").appending(index: k), "'\(origin)' is not an origin; write scheme://host[:port], e.g. https://app.example.com")
        }
        let schema = f.value("schema").flatMap { self.schema($0, at: path.appending("schema")) }
        let examples = f.value("examples").flatMap { exampleList($0, at: path.appending("examples")) } ?? []
        var functions: [Function] = []
        if let members = f.members("functions") {
            functions = members.compactMap { function($0, at: path.appending("functions").appending($0.key), callbacks: callbacks) }
        }

        if envelope == .cordova || envelope == .capacitor {
            let what = envelope == .cordova ? "Service.action" : "Plugin.method"
            for member in (f.object["functions"]?.objectValue?.members ?? []) {
                let parts = member.key.split(separator: ".", omittingEmptySubsequences: false)
                if parts.count != 2 || parts.contains(where: \.isEmpty) {
                    sink.add(path.appending("functions").appending(member.key), "a '\(envelope.typeName)' function is named \(what), e.g. \(envelope == .cordova ? "Camera.takePicture" : "Camera.getPhoto")")
                }
                if envelope == .cordova, let types = functions.first(where: { $0.name == member.key })?.params?.types, !types.contains(.array) {
                    sink.add(path.appending("functions").appending(member.key).appending("params"), "Cordova passes a function's arguments as an array: its params schema must allow type array")
                }
            }
        }
        if let bodies {
            for body in bodies { checkCompatible(body, envelope, at: path) }
            checkSchemaAgrees(schema, bodies: bodies, envelope: envelope, at: path)
        }
        let envelopeFields = f.object["envelope"]?.objectValue
        let urlHost: String? = envelope.typeName == "scheme" ? envelopeFields?["host"]?.stringValue : nil
        var transport = Transport.both
        if let t = envelopeFields?["transport"] {
            if let s = t.stringValue, let value = Transport(rawValue: s) { transport = value } else {
                let names = Transport.allCases.map(\.rawValue)
                sink.add(path.appending("envelope").appending("transport"), "\(t.stringValue.map { "'\($0)'" } ?? t.shortDescription) is not one of \(names.joined(separator: ", "))\(t.stringValue.map { Suggestion.hint(for: $0, in: names) } ?? "")")
            }
        }
        if let urlHost, urlHost.isEmpty || urlHost.contains(where: { "/?#@: ".contains($0) }) {
            sink.add(path.appending("envelope").appending("host"), "'\(urlHost)' is not a host name")
        }
        if case .deeplink = envelope {
            // Other hosts of the deeplink scheme (`close-webview`) are functions; its parameters may have a schema.
        } else if envelope.namesFunctions, urlHost == nil {
            if f.object["functions"] == nil || f.object["functions"]?.objectValue?.isEmpty == true {
                sink.add(path, "a '\(envelope.typeName)' envelope names a function: declare them under 'functions'")
            }
            if f.object["schema"] != nil {
                sink.add(path.appending("schema"), "a '\(envelope.typeName)' handler checks each function's 'params'; move this schema there")
            }
            if f.object["examples"] != nil {
                sink.add(path.appending("examples"), "put examples under each function of a '\(envelope.typeName)' handler")
            }
        } else if f.object["functions"] != nil {
            let why = urlHost.map { $0 == Handler.anyHost ? "a scheme whose URLs are all the message (host '*') names no function" : "a scheme limited to host '\($0)' names no function" } ?? "a '\(envelope.typeName)' envelope names no function"
            sink.add(path.appending("functions"), "\(why); describe the body with 'schema' instead")
        }
        var dataURL: DataURLRules?
        if let value = f.value("dataURL") {
            dataURL = dataURLRules(value, at: path.appending("dataURL"))
            if !(bodies ?? []).contains(.dataURL) {
                sink.add(path.appending("dataURL"), "'dataURL' describes data: URL bodies; this handler's body is not 'data-url'")
            }
        }
        let replies = f.bool("replies") ?? false
        // The libraries answer through their own callbacks: their functions may describe replies.
        let answers = replies || [.sequence, .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge].contains(envelope)
        if envelope != .dsBridge, let member = members(f, "functions").first(where: { $0.value.objectValue?["async"] != nil }) {
            sink.add(path.appending("functions").appending(member.key).appending("async"), "'async' says how a DSBridge method answers; this handler is not 'dsbridge'")
        }
        let reply = f.value("reply").flatMap { self.schema($0, at: path.appending("reply")) }
        let failure = f.value("failure").flatMap { self.schema($0, at: path.appending("failure")) }
        if f.object["reply"] != nil, !answers {
            sink.add(path.appending("reply"), "only a handler that replies (\"replies\": true) or a sequence handler has a reply to describe")
        }
        if f.object["failure"] != nil, envelope != .sequence {
            sink.add(path.appending("failure"), "'failure' describes a sequence handler's onFailure payload; a reply handler fails with an error message")
        }
        if !answers, let member = members(f, "functions").first(where: { $0.value.objectValue?["reply"] != nil }) {
            sink.add(path.appending("functions").appending(member.key).appending("reply"), "handler '\(name)' does not reply: declare \"replies\": true, or remove 'reply'")
        }
        checkReferences(schema: schema, functions: functions, at: path)
        guard let bodies else { return nil }
        var handler = Handler(
            name: name, summary: f.string("summary"), bodies: bodies, envelope: envelope, replies: replies,
            origins: origins, functions: functions, schema: schema, examples: examples)
        handler.reply = reply
        handler.failure = failure
        handler.urlHost = urlHost
        handler.transport = transport
        handler.dataURL = dataURL
        handler.injected = f.bool("injected") ?? false
        return handler
    }

    /// Each `refersTo` names a field some schema of the same handler declares (a property of
    /// its body or of a function's parameters), or the generator could never follow it.
    private func checkReferences(schema: Schema?, functions: [Function], at path: JSONPath) {
        var roots: [(JSONPath, Schema)] = schema.map { [(path.appending("schema"), $0)] } ?? []
        for function in functions { if let params = function.params { roots.append((path.appending("functions").appending(function.name).appending("params"), params)) } }
        let all = roots.flatMap { root in root.1.descendants().map { (root.0, $0.path, $0.schema) } }
        let fields = Set(all.flatMap { $0.2.properties.map(\.name) })
        for (root, inner, s) in all {
            guard let name = s.refersTo, !fields.contains(name) else { continue }
            var at = root
            for (k, step) in inner.enumerated() {
                let listed = k > 0 && ["prefixItems", "anyOf", "oneOf"].contains(inner[k - 1])
                if listed, let n = Int(step) { at = at.appending(index: n) } else { at = at.appending(step) }
            }
            let hint = Suggestion.closest(to: name, in: fields).map { " (did you mean '\($0)'?)" } ?? ""
            sink.add(at.appending("refersTo"), "'\(name)' is not a field of this handler's schemas, so no earlier message carries it\(hint)")
        }
    }

    /// `"body": "object"` or `"body": ["object", "json-string"]`: one kind or several, no repeats.
    private func bodyKinds(_ f: Fields, at path: JSONPath) -> [BodyKind]? {
        guard let value = f.value("body", required: true) else { return nil }
        let names = BodyKind.allCases.map(\.rawValue)
        let list: [JSONValue]
        switch value {
        case .string: list = [value]
        case .array(let a) where !a.isEmpty: list = a
        default:
            sink.add(path, "expected a body kind (\(names.joined(separator: ", "))) or a non-empty array of them, got \(value.shortDescription)")
            return nil
        }
        var kinds: [BodyKind] = []
        for (k, element) in list.enumerated() {
            let at = value.arrayValue == nil ? path : path.appending(index: k)
            guard let s = element.stringValue, let kind = BodyKind(rawValue: s) else {
                let hint = element.stringValue.map { Suggestion.hint(for: $0, in: names) } ?? ""
                sink.add(at, "\(element.stringValue.map { "'\($0)'" } ?? element.shortDescription) is not one of \(names.joined(separator: ", "))\(hint)")
                return nil
            }
            if kinds.contains(kind) { sink.add(at, "'\(s)' is listed twice") }
            kinds.append(kind)
        }
        if kinds.count > 1, kinds.contains(.any) { sink.add(path, "'any' already takes every body; list it alone") }
        return kinds
    }

    /// A schema whose `type` no body of these kinds can have makes every message fail.
    private func checkSchemaAgrees(_ schema: Schema?, bodies: [BodyKind], envelope: Envelope, at path: JSONPath) {
        guard let types = schema?.types else { return }
        var possible: Set<Schema.TypeName> = []
        switch envelope {
        case .plain: possible = bodies.reduce(into: []) { $0.formUnion($1.valueTypes) }
        case .sequence: possible = [.object]
        default: return
        }
        if possible.contains(.number) { possible.insert(.integer) }
        if !types.contains(where: possible.contains) {
            let kinds = bodies.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            let what = envelope == .sequence ? "a sequence message's parameters are an object" : "body \(kinds) is never \(types.map(\.rawValue).joined(separator: " or "))"
            sink.add(path.appending("schema").appending("type"), "the schema contradicts the body: \(what), so no message can pass")
        }
    }

    /// One URL belongs to one handler: two handlers may share a scheme only when each is limited
    /// to its own host.
    private func checkSchemeClaims(_ handlers: [Handler], at path: JSONPath) {
        var claimed: [String: [Handler]] = [:]
        for handler in handlers {
            guard let scheme = handler.envelope.scheme?.lowercased() else { continue }
            for other in claimed[scheme] ?? [] {
                let a = handler.urlHost?.lowercased(), b = other.urlHost?.lowercased()
                if a == nil || b == nil || a == b || a == Handler.anyHost || b == Handler.anyHost {
                    let what = a != nil && a == b && a != Handler.anyHost ? "scheme '\(scheme)' with host '\(a ?? "")'" : "scheme '\(scheme)'"
                    sink.add(path.appending(handler.name).appending("envelope"), "handlers '\(other.name)' and '\(handler.name)' both claim \(what): native routes a URL to one of them; give each its own host, or merge them")
                }
            }
            claimed[scheme, default: []].append(handler)
        }
    }

    private func dataURLRules(_ value: JSONValue, at path: JSONPath) -> DataURLRules? {
        guard let f = Fields(value, at: path, allowed: ManifestKeys.dataURL, what: "'dataURL'", sink: sink) else { return nil }
        let mimeTypes = f.stringArray("mimeTypes")?.map { $0.lowercased() }
        for (k, type) in (mimeTypes ?? []).enumerated() {
            let parts = type.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count != 2 || parts[0].isEmpty || parts[1].isEmpty || parts[0] == "*" {
                sink.add(path.appending("mimeTypes").appending(index: k), "'\(type)' is not a MIME type such as image/png or image/*")
            }
        }
        let fileName = f.enumValue("fileName", DataURLRules.FileName.self) ?? .optional
        let maxBytes = f.int("maxBytes", minimum: 1)
        return DataURLRules(mimeTypes: mimeTypes, fileName: fileName, maxBytes: maxBytes)
    }

    private func checkCompatible(_ body: BodyKind, _ envelope: Envelope, at path: JSONPath) {
        let allowed: [BodyKind]
        switch envelope {
        case .plain: return
        case .function, .action, .sequence: allowed = [.object, .jsonString]
        case .scheme, .deeplink: allowed = [.url]
        case .cordova: allowed = [.object, .jsonString]
        case .capacitor: allowed = [.object]
        case .webViewJavascriptBridge: allowed = [.jsonString, .object]
        case .dsBridge: allowed = [.object]
        }
        if !allowed.contains(body) {
            sink.add(path.appending("body"), "a '\(envelope.typeName)' envelope needs body \(allowed.map { "'\($0.rawValue)'" }.joined(separator: " or ")), not '\(body.rawValue)'")
        }
    }

    private func envelope(_ value: JSONValue?, at path: JSONPath) -> Envelope? {
        guard let value else { return nil }
        let types = ["plain", "function", "action", "sequence", "scheme", "deeplink", "cordova", "capacitor", "webviewjavascriptbridge", "dsbridge"]
        var type: String?
        var f: Fields?
        switch value {
        case .string(let s): type = s
        case .object:
            f = Fields(value, at: path, allowed: ManifestKeys.envelope, what: "the envelope", sink: sink)
            type = f?.string("type", required: true)
        default:
            sink.add(path, "expected an envelope name (\(types.joined(separator: ", "))) or an object with 'type', got \(value.shortDescription)")
            return nil
        }
        guard let type else { return nil }
        let typePath = f == nil ? path : path.appending("type")
        let options: [String: [String]] = ["action": ["actionKey", "paramKey"], "scheme": ["scheme", "host", "transport"], "deeplink": ["scheme", "host", "transport"]]
        if let f {
            for key in f.object.keys where key != "type" && !(options[type] ?? []).contains(key) {
                sink.add(path.appending(key), "'\(key)' does not apply to a '\(type)' envelope")
            }
        }
        switch type {
        case "plain": return .plain
        case "function": return .function
        case "sequence": return .sequence
        case "cordova": return .cordova
        case "capacitor": return .capacitor
        case "webviewjavascriptbridge": return .webViewJavascriptBridge
        case "dsbridge": return .dsBridge
        case "action":
            return .action(actionKey: f?.string("actionKey") ?? "action", paramKey: f?.string("paramKey") ?? "param")
        case "scheme", "deeplink":
            guard let f else {
                sink.add(path, "a '\(type)' envelope needs its URL scheme: {\"type\": \"\(type)\", \"scheme\": \"myapp\"}")
                return nil
            }
            guard let scheme = f.string("scheme", required: true) else { return nil }
            if !Self.isScheme(scheme) {
                sink.add(path.appending("scheme"), "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')")
            }
            if type == "scheme" { return .scheme(scheme: scheme.lowercased()) }
            return .deeplink(scheme: scheme.lowercased(), host: f.string("host") ?? "webview")
        default:
            sink.add(typePath, "unknown envelope '\(type)'\(Suggestion.hint(for: type, in: types)); one of \(types.joined(separator: ", "))")
            return nil
        }
    }

    private func function(_ member: JSONObject.Member, at path: JSONPath, callbacks: [Callback]) -> Function? {
        guard let f = Fields(member.value, at: path, allowed: ManifestKeys.function, what: "function '\(member.key)'", sink: sink)
        else { return nil }
        if member.key.isEmpty { sink.add(path, "function name must not be empty") }
        let params = f.value("params").flatMap { schema($0, at: path.appending("params")) }
        let callback = f.string("callback")
        if let callback, !callbacks.contains(where: { $0.path == callback }) {
            let hint = Suggestion.hint(for: callback, in: callbacks.map(\.path))
            sink.add(path.appending("callback"), "callback '\(callback)' is not declared under 'callbacks'\(hint)")
        }
        let examples = f.value("examples").flatMap { exampleList($0, at: path.appending("examples")) } ?? []
        var function = Function(name: member.key, summary: f.string("summary"), params: params, examples: examples, callback: callback)
        function.reply = f.value("reply").flatMap { schema($0, at: path.appending("reply")) }
        function.async = f.bool("async")
        return function
    }

    private func members(_ f: Fields, _ key: String) -> [JSONObject.Member] { f.object[key]?.objectValue?.members ?? [] }

    private func exampleList(_ value: JSONValue, at path: JSONPath) -> [JSONValue]? {
        guard case .array(let list) = value else {
            sink.add(path, "expected an array of example bodies, got \(value.shortDescription)")
            return nil
        }
        return list
    }

    // MARK: Wrappers and callbacks

    private func wrapper(_ member: JSONObject.Member, at path: JSONPath, handlers: [Handler]) -> Wrapper? {
        guard let f = Fields(member.value, at: path, allowed: ManifestKeys.wrapper, what: "wrapper '\(member.key)'", sink: sink) else { return nil }
        _ = f.string("summary")
        if !JavaScriptPath.isValid(member.key) {
            sink.add(path, "'\(member.key)' is not a JavaScript path (identifiers joined by dots)")
        }
        let fixed = f.string("handler")
        let argument = f.int("handlerArgument")
        let source: Wrapper.HandlerSource
        switch (fixed, argument) {
        case (let name?, nil):
            source = .fixed(name)
            if !handlers.contains(where: { $0.name == name }) {
                sink.add(path.appending("handler"), "handler '\(name)' is not declared\(Suggestion.hint(for: name, in: handlers.map(\.name)))")
            }
        case (nil, let index?): source = .argument(index)
        case (.some, .some):
            sink.add(path, "give either 'handler' (a fixed name) or 'handlerArgument' (the argument holding it), not both")
            return nil
        case (nil, nil):
            sink.add(path, "missing 'handler' (a fixed handler name) or 'handlerArgument' (the argument that holds it)")
            return nil
        }
        var callbacks: [Int] = []
        switch f.value("callbackArgument") {
        case nil: break
        case .number?: callbacks = f.int("callbackArgument").map { [$0] } ?? []
        case .array(let list)? where !list.isEmpty:
            for (k, element) in list.enumerated() {
                guard case .number(let n) = element, let i = n.int64, n.isInteger, i >= 0, i < 64 else {
                    sink.add(path.appending("callbackArgument").appending(index: k), "expected an argument position (0 to 63), got \(element.shortDescription)")
                    continue
                }
                if callbacks.contains(Int(i)) { sink.add(path.appending("callbackArgument").appending(index: k), "position \(i) is listed twice") }
                callbacks.append(Int(i))
            }
        case let other?:
            sink.add(path.appending("callbackArgument"), "expected an argument position or a non-empty array of them, got \(other.shortDescription)")
        }
        let reachable = f.stringArray("handlers")
        if let reachable {
            if case .fixed = source { sink.add(path.appending("handlers"), "'handlers' lists what a handler named by an argument may be; this wrapper always posts to one") }
            for (k, name) in reachable.enumerated() where !handlers.contains(where: { $0.name == name }) {
                sink.add(path.appending("handlers").appending(index: k), "handler '\(name)' is not declared\(Suggestion.hint(for: name, in: handlers.map(\.name)))")
            }
        }
        let wrapper = Wrapper(
            path: member.key, handler: source, functionArgument: f.int("functionArgument"), paramsArgument: f.int("paramsArgument"),
            paramsEncoding: f.enumValue("paramsEncoding", ValueEncoding.self) ?? .value, callbackArguments: callbacks,
            returnsPromise: f.bool("returnsPromise") ?? false, handlers: reachable, relay: f.bool("relay") ?? false)
        // A callback may share the parameters' position (`call(name, cb)` beside `call(name, params, cb)`).
        let positions = [argument, wrapper.functionArgument, wrapper.paramsArgument].compactMap { $0 } + callbacks.filter { $0 != wrapper.paramsArgument }
        if Set(positions).count != positions.count {
            sink.add(path, "two roles share one argument position: \(positions.map(String.init).joined(separator: ", "))")
        }
        if case .fixed(let name) = source, let handler = handlers.first(where: { $0.name == name }),
            handler.envelope.namesFunctions, wrapper.functionArgument == nil
        {
            sink.add(path, "handler '\(name)' has a '\(handler.envelope.typeName)' envelope: say which argument names the function with 'functionArgument'")
        }
        return wrapper
    }

    private func callback(_ member: JSONObject.Member, at path: JSONPath) -> Callback? {
        guard let f = Fields(member.value, at: path, allowed: ManifestKeys.callback, what: "callback '\(member.key)'", sink: sink) else { return nil }
        if !JavaScriptPath.isValid(member.key) {
            sink.add(path, "'\(member.key)' is not a JavaScript path (identifiers joined by dots, e.g. window._ios.MessageHandler.onSuccess)")
        }
        var arguments: [Callback.Argument] = []
        if let value = f.value("arguments") {
            guard case .array(let list) = value else {
                sink.add(path.appending("arguments"), "expected an array of arguments, got \(value.shortDescription)")
                return nil
            }
            for (k, element) in list.enumerated() {
                let p = path.appending("arguments").appending(index: k)
                guard let a = Fields(element, at: p, allowed: ManifestKeys.callbackArgument, what: "a callback argument", sink: sink) else { continue }
                let argumentSchema = a.value("schema").flatMap { self.schema($0, at: p.appending("schema")) }
                let optional = a.bool("optional") ?? false
                if !optional, arguments.last?.optional == true {
                    sink.add(p, "a required argument cannot follow an optional one: native leaves out only trailing arguments (mark this one \"optional\": true, or move it before the optional ones)")
                }
                arguments.append(
                    Callback.Argument(name: a.string("name", required: true) ?? "", encoding: a.enumValue("encoding", ValueEncoding.self) ?? .value, schema: argumentSchema, optional: optional))
            }
        }
        return Callback(path: member.key, summary: f.string("summary"), arguments: arguments, injected: f.bool("injected") ?? false)
    }

    // MARK: Schemas

    func schema(_ value: JSONValue, at path: JSONPath) -> Schema? {
        guard let f = Fields(value, at: path, allowed: Schema.keywords, what: "a schema", sink: sink) else { return nil }
        var types: [Schema.TypeName]?
        if let t = f.value("type") {
            let names: [JSONValue]
            switch t {
            case .string: names = [t]
            case .array(let list) where !list.isEmpty: names = list
            default:
                sink.add(path.appending("type"), "expected a type name or a non-empty array of them, got \(t.shortDescription)")
                names = []
            }
            types = names.compactMap { n in
                let all = Schema.TypeName.allCases.map(\.rawValue)
                guard let s = n.stringValue, let type = Schema.TypeName(rawValue: s) else {
                    let hint = n.stringValue.map { Suggestion.hint(for: $0, in: all) } ?? ""
                    sink.add(path.appending("type"), "\(n.shortDescription) is not a type; use \(all.joined(separator: ", "))\(hint)")
                    return nil
                }
                return type
            }
        }
        var properties: [Schema.Property] = []
        for member in f.members("properties") ?? [] {
            if let s = schema(member.value, at: path.appending("properties").appending(member.key)) {
                properties.append(Schema.Property(name: member.key, schema: s))
            }
        }
        let required = f.stringArray("required") ?? []
        var additional = Schema.Additional.allowed
        if let a = f.value("additionalProperties") {
            switch a {
            case .bool(let b): additional = b ? .allowed : .forbidden
            default: if let s = schema(a, at: path.appending("additionalProperties")) { additional = .schema(s) }
            }
        }
        if case .forbidden = additional {
            for key in required where !properties.contains(where: { $0.name == key }) {
                sink.add(path.appending("required"), "'\(key)' is required but not under 'properties', and additionalProperties is false: no value can pass")
            }
        }
        var enumValues: [JSONValue]?
        if let e = f.value("enum") {
            if case .array(let list) = e, !list.isEmpty { enumValues = list } else {
                sink.add(path.appending("enum"), "expected a non-empty array of allowed values, got \(e.shortDescription)")
            }
        }
        let items = f.value("items").flatMap { schema($0, at: path.appending("items")) }
        func schemaList(_ key: String) -> [Schema]? {
            guard let v = f.value(key) else { return nil }
            guard case .array(let list) = v, !list.isEmpty else {
                sink.add(path.appending(key), "expected a non-empty array of schemas, got \(v.shortDescription)")
                return nil
            }
            return list.enumerated().compactMap { schema($0.element, at: path.appending(key).appending(index: $0.offset)) }
        }
        let anyOf = schemaList("anyOf"), oneOf = schemaList("oneOf"), prefixItems = schemaList("prefixItems") ?? []
        let minItems = f.int("minItems", minimum: 0), maxItems = f.int("maxItems", minimum: 0)
        if let minItems, let maxItems, minItems > maxItems { sink.add(path, "minItems is greater than maxItems") }
        func number(_ key: String) -> Double? {
            guard let v = f.value(key) else { return nil }
            guard case .number(let n) = v, n.double.isFinite else {
                sink.add(path.appending(key), "expected a number, got \(v.shortDescription)")
                return nil
            }
            return n.double
        }
        let minimum = number("minimum"), maximum = number("maximum")
        let minLength = f.int("minLength"), maxLength = f.int("maxLength")
        if let minimum, let maximum, minimum > maximum { sink.add(path, "minimum is greater than maximum") }
        if let minLength, let maxLength, minLength > maxLength { sink.add(path, "minLength is greater than maxLength") }
        _ = f.string("title")
        do {
            return try Schema(
                types: types, properties: properties, required: required, additionalProperties: additional, enumValues: enumValues,
                constValue: f.value("const"), anyOf: anyOf, oneOf: oneOf, items: items, prefixItems: prefixItems,
                minItems: minItems, maxItems: maxItems, uniqueItems: f.bool("uniqueItems") ?? false, minimum: minimum, maximum: maximum, minLength: minLength, maxLength: maxLength,
                pattern: f.string("pattern"), description: f.string("description"), refersTo: f.string("refersTo"))
        } catch {
            sink.add(path.appending("pattern"), "\(JSONWriter.quoted(error.pattern)) is not a pattern bridgecheck can match: \(error.problem)")
            return nil
        }
    }

    // MARK: Lexical checks

    static func isScheme(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// `scheme://host[:port]` with nothing after it.
    static func isOrigin(_ s: String) -> Bool {
        guard let range = s.range(of: "://") else { return false }
        let scheme = String(s[..<range.lowerBound])
        let rest = s[range.upperBound...]
        guard isScheme(scheme), !rest.isEmpty, !rest.contains(where: { "/?#@ ".contains($0) }) else { return false }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { return false }
        if parts.count == 2 { return UInt16(parts[1]) != nil }
        return true
    }
}
