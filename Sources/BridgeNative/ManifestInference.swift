import BridgeContract
import BridgeJSON

/// A first manifest from what native registers, decodes and evaluates, for a team adopting
/// bridgecheck on an existing app. Every entry says where it was inferred from, so people review
/// it rather than trust it.
public struct ManifestInference {
    public let facts: NativeFacts
    /// Turns a source path into the form the summaries quote (relative to the project).
    let display: (NativePosition) -> String

    public init(facts: NativeFacts, display: @escaping (NativePosition) -> String = { $0.description }) {
        self.facts = facts
        self.display = display
    }

    /// The manifest as JSON (keys in the order people read them).
    public func manifest() -> JSONObject {
        let context = NativeContext(facts: facts, manifest: Manifest(handlers: []), manifestPath: "", manifestSource: nil)
        var handlers = JSONObject()
        var seen: Set<String> = []
        for registration in facts.registrations where registration.kind != .remove && seen.insert(registration.name).inserted {
            handlers[registration.name] = .object(handler(registration, context))
        }
        // Custom schemes native intercepts in decidePolicyFor or its open-URL entry: deeplinks.
        var schemes: Set<String> = []
        for check in facts.schemes where check.context != .message && !standardSchemes.contains(check.scheme) && schemes.insert(check.scheme).inserted {
            // One host tested whose query names the page to open (`url`, the MKWebViewBridge
            // deeplink `mkwebview://webview?url=…`) is a deeplink; otherwise each host tested
            // (`myapp://share`, `myapp://open`, or one alone) is a function of a scheme envelope.
            // (A deeplink requires `url`: one host alone made every link to it a missing-`url` error.)
            let checks = facts.schemes.filter { $0.scheme == check.scheme }
            let hosts = checks.compactMap(\.host)
            let single = Set(hosts).count == 1 ? hosts.first : nil
            let files = Set(checks.filter { $0.host != nil }.map(\.position.file))
            let readsPage = facts.keyReads.contains { read in
                read.key == "url" && read.handlers == nil && (read.function == single || read.function == nil && files.contains(read.position.file))
            }
            let host = readsPage ? single : nil
            // A scheme envelope names its functions (the URL's host); with neither a host nor a
            // function read, native takes every URL of the scheme as its message (FolioReaderKit's
            // `highlight://` + an encoded rect): host `*`.
            let anyHost = host == nil && !facts.functions.contains(where: { $0.source == .urlHost && $0.handlers == nil })
            var h = JSONObject()
            h["summary"] = .string("Inferred from \(display(check.position)): native checks for \(check.scheme): URLs the page navigates to. Review: add the parameters.")
            h["body"] = "url"
            var envelope = JSONObject()
            envelope["type"] = .string(host == nil ? "scheme" : "deeplink")
            envelope["scheme"] = .string(check.scheme)
            if let host { envelope["host"] = .string(host) } else if anyHost { envelope["host"] = .string(Handler.anyHost) }
            envelope["transport"] = "navigation"
            h["envelope"] = .object(envelope)
            if host == nil, !anyHost {
                let functions = facts.functions.filter { $0.source == .urlHost && $0.handlers == nil }
                if !functions.isEmpty { h["functions"] = .object(functionTable(functions, handler: nil)) }
            }
            var name = check.scheme
            while handlers[name] != nil { name += "_link" }
            handlers[name] = .object(h)
        }
        // A bridge library's functions (a Cordova plugin's actions, WebViewJavascriptBridge's
        // registerHandler names, DSBridge's and Capacitor's methods) are the functions of one
        // handler with that library's envelope, named as each library's pages reach it.
        let libraryHandlers: [(library: String, name: String, body: JSONValue)] = [
            ("cordova", "cordova", ["object", "json-string"]), ("capacitor", "bridge", "object"),
            ("webviewjavascriptbridge", "WebViewJavascriptBridge", "object"), ("dsbridge", "dsbridge", "object"),
        ]
        for (library, name, body) in libraryHandlers {
            let functions = facts.functions.filter { $0.source == .library && $0.library == library && !$0.alsoCalledByNative }
            guard !functions.isEmpty else { continue }
            // A webview engine that registers the library's handler itself (Ionic's and
            // cordova-ios's register `cordova`): that registration is this handler.
            var h = JSONObject()
            let registered = facts.registrations.first { $0.name == name && $0.kind != .remove }.map { "; the handler registered at \(display($0.call))" } ?? ""
            h["summary"] = .string("Inferred from the native sources: \(library)'s functions, first at \(display(functions[0].position))\(registered). Review the parameters of each.")
            h["body"] = body
            h["envelope"] = .string(library)
            var table = functionTable(functions, handler: nil)
            if library == "cordova" {
                // Cordova passes exec's arguments as an array, read by index (argumentAtIndex:).
                for key in table.keys { if var f = table[key]?.objectValue { f["params"] = ["type": "array"]; table[key] = .object(f) } }
            }
            h["functions"] = .object(table)
            handlers[name] = .object(h)
        }
        var callbacks = JSONObject()
        for script in facts.scripts {
            guard let callee = script.callee, !isBuiltIn(callee), callbacks[callee] == nil else { continue }
            var c = JSONObject()
            c["summary"] = .string("Inferred from \(display(script.position)): native evaluates \(callee)(…). Review: give each argument a schema.")
            let count = script.argumentCount ?? 0
            c["arguments"] = .array((0..<count).map { k in ["name": .string(k == 0 ? "value" : "value\(k + 1)")] })
            if Self.definedByNative(callee, in: facts.scripts) { c["injected"] = true }
            callbacks[callee] = .object(c)
        }
        // A script native injects that makes a handler object a global (`window.inAppAPI =
        // window.webkit.messageHandlers.inAppAPI`): pages post through `inAppAPI.postMessage(…)`,
        // a wrapper lint reads as that handler's call.
        // A script built from one name written twice (`window.%@ = window.webkit.messageHandlers.%@`
        // with a helper's name parameter) reads as every pairing of its callers' names: an alias
        // named as one of its handlers is that handler; otherwise only an alias of one handler is
        // written.
        var wrappers = JSONObject()
        let aliased = facts.injectedPosts.filter { $0.alias != nil && handlers[$0.handler] != nil }
        // A handler the pages reach only through a method that posts `String(argument)`
        // (react-native-webview's) receives text: an object posted there arrives as
        // "[object Object]".
        for post in aliased where post.stringified {
            guard var h = handlers[post.handler]?.objectValue, h["body"]?.stringValue == "any" else { continue }
            h["body"] = "string"
            handlers[post.handler] = .object(h)
        }
        for post in aliased {
            guard let alias = post.alias, wrappers["\(alias).postMessage"] == nil else { continue }
            let candidates = aliased.filter { $0.alias == alias }
            let last = alias.split(separator: ".").last.map(String.init) ?? alias
            guard candidates.contains(where: { $0.handler == last }) ? post.handler == last : Set(candidates.map(\.handler)).count == 1 else { continue }
            var w = JSONObject()
            w["summary"] = .string("Inferred from \(display(post.position)): a script native injects makes window.\(alias) the \(post.handler) handler, so pages post through \(alias).postMessage(…).")
            w["handler"] = .string(post.handler)
            w["paramsArgument"] = 0
            wrappers["\(alias).postMessage"] = .object(w)
        }
        var out = JSONObject()
        out["version"] = 1
        out["description"] = .string(
            "Inferred by bridgecheck manifest init from the app's native sources: each entry says where it came from. Review every entry (bodies, schemas, origins), then run bridgecheck manifest check, lint and native.")
        out["handlers"] = .object(handlers)
        if !wrappers.isEmpty { out["wrappers"] = .object(wrappers) }
        if !callbacks.isEmpty { out["callbacks"] = .object(callbacks) }
        return out
    }

    private func handler(_ registration: Registration, _ context: NativeContext) -> JSONObject {
        let name = registration.name
        func serves(_ handlers: [String]?, _ type: String?) -> Bool { context.served(handlers, receiverType: type).contains(name) }
        let casts = facts.bodyCasts.filter { serves($0.handlers, $0.receiverType) }
        // A bridge library's functions are its own handler's, whatever class declares them.
        let functions = facts.functions.filter { $0.source != .library && serves($0.handlers, $0.receiverType) }
        let reads = facts.keyReads.filter { serves($0.handlers, $0.receiverType) }
        var h = JSONObject()
        // Where the registering call is; where the name is spelled too, when that is elsewhere
        // (an enum case, a constant): both are where a reviewer looks.
        let named = display(registration.position) == display(registration.call) ? "" : ", named at \(display(registration.position))"
        var notes = ["registered at \(display(registration.call))\(named)"]
        if let cast = casts.first { notes.append("body cast at \(display(cast.position))") }

        var kinds: [String] = []
        /// The JSON types of casts to a number or a Bool (`message.body as? Int`), for which the
        /// contract has no body kind of its own: the body is `any` with that type as its schema.
        var scalars: Set<String> = []
        var onlyScalars = !casts.isEmpty
        for cast in casts {
            let kind: String
            switch cast.kind {
            case .string: kind = cast.parsedAs ?? "string"
            case .object, .array: kind = "object"
            case .null: kind = "null"
            default: kind = "any"
            }
            switch cast.kind {
            case .integer: scalars.insert("integer")
            case .number: scalars.insert("number")
            case .boolean: scalars.insert("boolean")
            default: onlyScalars = false
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        // A string the code then parses (a class check before the name branches, a parse in
        // one of them) is the parsed kind.
        if kinds.contains(where: { ["json-string", "url", "data-url"].contains($0) }) { kinds.removeAll { $0 == "string" } }
        // A cast to a number or a Bool beside another kind: `any` takes every body, and must be
        // listed alone (a list with it did not load).
        if kinds.contains("any") { kinds = ["any"] }
        // The keys read from the body itself (the sequence envelope's metadata aside). In
        // Objective-C a body read with no cast is subscripted as it is (`message.body[@"callback"]`,
        // `[message.body objectForKey:@"x"]`): a dictionary, whose keys those are.
        let bodyKeys = reads.filter { $0.function == nil && !$0.isParamsContainer && !$0.key.contains(".") && $0.key != "metadata" }
        if kinds.isEmpty, functions.isEmpty, !bodyKeys.isEmpty { kinds = ["object"] }
        let body: JSONValue = kinds.isEmpty ? "any" : (kinds.count == 1 ? .string(kinds[0]) : .array(kinds.map { .string($0) }))

        // The envelope: how the body names a function.
        var envelope: JSONValue = "plain"
        // Functions named by a key whose parameters are read beside it, from the body itself
        // (`{"action": "share", "url": …}`, no params object): the action envelope would put
        // them under "param" and call the page's messages wrong, so the body is one object
        // whose action key takes the functions' names and whose other keys are every function's.
        // One key every function reads, whole (flutter_inappwebview's `args`, a JSON string), is
        // the params: the action envelope with that key, each function's params its value.
        var flat: (key: String, functions: [HandledFunction])?
        var wholeParams: String?
        if let action = functions.first(where: { $0.source == .actionKey }), let key = action.key {
            let actionFunctions = functions.filter { $0.source == .actionKey }
            let functionReads = reads.filter { read in read.function.map { f in actionFunctions.contains { $0.name == f } } ?? false }
            let functionKeys = Set(functionReads.map(\.key))
            // Keys every message carries beside the name, read before the branches (ShipHub's
            // `handle` beside `pasteboard`): with no function reading parameters of its own, the
            // body is one object of those keys, not the name with a `param` no code reads.
            let besideName = reads.filter { $0.function == nil && $0.key != key && !$0.isParamsContainer && !$0.key.contains(".") }
            if let container = reads.first(where: { $0.isParamsContainer })?.key {
                envelope = ["type": "action", "actionKey": .string(key), "paramKey": .string(container)]
            } else if functionKeys.isEmpty, !besideName.isEmpty {
                flat = (key, actionFunctions)
                notes.append("the body's other keys are read beside '\(key)', before any branch: one object schema, '\(key)' naming the function")
            } else if functionKeys.isEmpty {
                envelope = ["type": "action", "actionKey": .string(key), "paramKey": "param"]
            } else if functionKeys.count == 1, let only = functionKeys.first, !only.contains(".") {
                envelope = ["type": "action", "actionKey": .string(key), "paramKey": .string(only)]
                wholeParams = only
            } else {
                flat = (key, actionFunctions)
                notes.append("the functions' parameters are read beside '\(key)', with no params object: one object schema, '\(key)' naming the function")
            }
        } else if functions.contains(where: { $0.source == .onlyKey }) {
            envelope = "function"
        } else if let scheme = facts.schemes.first(where: { $0.context == .message && $0.host == nil && !standardSchemes.contains($0.scheme) }),
            functions.contains(where: { $0.source == .urlHost })
        {
            envelope = ["type": "scheme", "scheme": .string(scheme.scheme), "transport": "postMessage"]
        } else if reads.contains(where: { $0.key == "metadata.sequence" }) {
            envelope = "sequence"
        }
        // Functions found, but no envelope that names them (the code picks them by something the
        // readers do not tie to the body): a plain envelope takes no functions, so they are left
        // to the reviewer, named in the summary, rather than written where the manifest cannot load.
        let envelopeNamesFunctions = flat != nil || (envelope.stringValue ?? envelope.objectValue?["type"]?.stringValue ?? "plain") != "plain"
        if !functions.isEmpty, !envelopeNamesFunctions {
            var names: [String] = []
            for function in functions where !names.contains(function.name) { names.append(function.name) }
            notes.append("dispatches to \(names.joined(separator: ", ")) by a name not read from the body: describe how the body names them")
        }
        // A script native injects (or evaluates) posts to it: native's own plumbing, which the
        // pages need not call (lint's unused-handler leaves it alone).
        let injected = facts.injectedPosts.first { $0.handler == name }
        if let injected {
            notes.append(injected.inLoadedPage ? "posted to by the page native loads from a string at \(display(injected.position))" : "posted to by a script native injects at \(display(injected.position))")
        }
        h["summary"] = .string("Inferred from the native sources (\(notes.joined(separator: "; "))). Review before use.")
        // Keys read from the body make it an object, with no cast seen (Objective-C subscripts
        // an NSDictionary * parameter): an envelope or a schema needs that body.
        let envelopeType = envelope.stringValue ?? envelope.objectValue?["type"]?.stringValue ?? "plain"
        if kinds.isEmpty, flat != nil || ["function", "action", "sequence"].contains(envelopeType) {
            h["body"] = "object"
        } else if kinds.isEmpty, envelopeType == "scheme" {
            h["body"] = "url"
        } else {
            h["body"] = body
        }
        h["envelope"] = envelope
        if injected != nil { h["injected"] = true }
        if registration.kind == .addReplying || facts.registrations.contains(where: { $0.name == name && $0.kind == .addReplying }) {
            h["replies"] = true
        }
        if let flat {
            var schema = objectSchema(reads.filter { !$0.isParamsContainer && !$0.key.contains(".") && $0.key != flat.key })
            var properties = schema["properties"]?.objectValue ?? JSONObject()
            var names: [JSONValue] = []
            for function in flat.functions where !names.contains(.string(function.name)) { names.append(.string(function.name)) }
            var action = JSONObject()
            action["type"] = "string"
            action["enum"] = .array(names)
            action["description"] = .string("the function, branched on at \(display(flat.functions[0].position))")
            properties = JSONObject([.init(key: flat.key, value: .object(action))] + properties.members)
            schema["properties"] = .object(properties)
            // A key one function needs is not every message's: only the function's name is.
            schema["required"] = reads.contains { $0.key == flat.key && $0.required } ? .array([.string(flat.key)]) : nil
            if let values = Self.dictionaryValues(casts) { schema["additionalProperties"] = ["type": .string(values.rawValue)] }
            h["schema"] = .object(schema)
        } else if !functions.isEmpty, envelopeNamesFunctions {
            h["functions"] = .object(functionTable(functions, handler: name, wholeParams: wholeParams))
        } else if !casts.isEmpty, casts.allSatisfy({ $0.kind == .array }), reads.isEmpty {
            // `message.body as? [String]`: an array, of the element the casts that name one agree on
            // (a class check, `isKindOfClass:[NSArray class]`, names none).
            var schema = JSONObject()
            schema["type"] = "array"
            let elements = Set(casts.compactMap { $0.elementKind?.rawValue })
            if elements.count == 1, let element = elements.first { schema["items"] = ["type": .string(element)] }
            h["schema"] = .object(schema)
        } else if !kinds.isEmpty, kinds.allSatisfy({ $0 == "object" || $0 == "json-string" }) {
            // The body itself (or the JSON a string body holds): the keys native reads (the
            // sequence envelope's metadata aside).
            if !bodyKeys.isEmpty {
                var schema = objectSchema(bodyKeys)
                if let values = Self.dictionaryValues(casts) { schema["additionalProperties"] = ["type": .string(values.rawValue)] }
                h["schema"] = .object(schema)
            }
        } else if onlyScalars, !scalars.isEmpty, reads.isEmpty {
            // `message.body as? Int`: a number (an integer one also a number), or a Bool.
            let types = scalars.contains("number") ? scalars.subtracting(["integer"]) : scalars
            h["schema"] = ["type": types.count == 1 ? .string(types.first ?? "number") : .array(types.sorted().map { .string($0) })]
        }
        return h
    }

    private func functionTable(_ functions: [HandledFunction], handler: String?, wholeParams: String? = nil) -> JSONObject {
        var table = JSONObject()
        for function in functions where table[function.name] == nil {
            var f = JSONObject()
            f["summary"] = .string("Inferred from \(display(function.position)).")
            let keys = facts.keyReads.filter { $0.function == function.name && !$0.isParamsContainer && (handler == nil || $0.handlers?.contains(handler ?? "") != false) }
            if let wholeParams {
                // The params are the value of that key, as the function reads it (none: no params).
                if let read = keys.first(where: { $0.key == wholeParams }) {
                    var params = JSONObject()
                    if let kind = read.kind { params["type"] = .string(kind.rawValue) }
                    params["description"] = .string("read at \(display(read.position))")
                    f["params"] = .object(params)
                }
            } else {
                f["params"] = .object(objectSchema(keys))
            }
            table[function.name] = .object(f)
        }
        return table
    }

    /// The kind every value of the body must have when each object cast of it says one
    /// (`message.body as? [String: String]` fails on a message holding a number anywhere).
    private static func dictionaryValues(_ casts: [BodyCast]) -> ValueKind? {
        let objects = casts.filter { $0.kind == .object }
        guard let first = objects.first?.elementKind, objects.allSatisfy({ $0.elementKind == first }) else { return nil }
        return first
    }

    private func objectSchema(_ reads: [KeyRead]) -> JSONObject {
        var properties = JSONObject()
        var required: [String] = []
        for read in reads where read.required && !required.contains(read.key) { required.append(read.key) }
        for read in reads where properties[read.key] == nil {
            var p = JSONObject()
            if let kind = read.kind { p["type"] = .string(kind.rawValue == "number" ? "number" : kind.rawValue) }
            p["description"] = .string("read at \(display(read.position))")
            properties[read.key] = .object(p)
        }
        var schema = JSONObject()
        schema["type"] = "object"
        schema["properties"] = .object(properties)
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return schema
    }

    /// Whether one of native's own scripts defines the function (`w._cdvMessageHandler = function`,
    /// `window.f = (…) =>`, `function f(`): then no page needs to.
    public static func definedByNative(_ callee: String, in scripts: [EvaluatedScript]) -> Bool {
        let last = callee.split(separator: ".").last.map(String.init) ?? callee
        for script in scripts {
            let text = script.text
            guard text.contains(last) else { continue }
            if text.contains("function \(last)(") || text.contains("function \(last) (") { return true }
            var from = text.startIndex
            while let found = text.range(of: last, range: from..<text.endIndex) {
                from = found.upperBound
                // The name (not the end of a longer one), then `=` and a function.
                let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
                guard !(before.isLetter || before.isNumber || before == "_" || before == "$") else { continue }
                var after = text[found.upperBound...].drop { $0 == " " }
                guard after.first == "=", !after.hasPrefix("==") else { continue }
                after = after.dropFirst().drop { $0 == " " }
                if after.hasPrefix("function") || after.hasPrefix("(") { return true }
            }
        }
        return false
    }
}
