import BridgeContract
import BridgeJSON

/// What a page posted: a string, or a structured value WebKit converted.
public enum MessageBody: Sendable, Hashable {
    case string(String)
    case value(JSONValue)

    var shortDescription: String {
        switch self {
        case .string: return "a string"
        case .value(let v):
            switch v.typeName {
            case "object", "array", "integer": return "an \(v.typeName)"
            case "null": return "null"
            default: return "a \(v.typeName)"
            }
        }
    }
}

/// Decodes messages for a contract: body + handler name → `DecodedCall`, or a `MessageError` that
/// says where. Foundation only; an app calls it from `userContentController(_:didReceive:)`.
public struct MessageDecoder: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Limits for JSON text (json-string bodies) and for structured bodies.
        public var json: JSONLimits
        /// Longest string body (data URLs are long): 16 MiB.
        public var maxStringBodyBytes: Int
        /// Largest decoded data-URL body: 10 MiB.
        public var maxDecodedDataBytes: Int
        /// Longest scheme URL: 64 KiB.
        public var maxURLBytes: Int

        public init(
            json: JSONLimits = .default, maxStringBodyBytes: Int = 16 << 20, maxDecodedDataBytes: Int = DataURL.defaultMaxDecodedBytes,
            maxURLBytes: Int = SchemeURL.defaultMaxBytes
        ) {
            self.json = json
            self.maxStringBodyBytes = maxStringBodyBytes
            self.maxDecodedDataBytes = maxDecodedDataBytes
            self.maxURLBytes = maxURLBytes
        }
    }

    public let manifest: Manifest
    public var limits: Limits

    public init(manifest: Manifest, limits: Limits = Limits()) {
        self.manifest = manifest
        self.limits = limits
    }

    /// Decodes the object WebKit hands over as `WKScriptMessage.body`.
    public func decode(foundationBody: Any, handler: String, origin: String? = nil) throws(MessageError) -> DecodedCall {
        if let s = foundationBody as? String { return try decode(.string(s), handler: handler, origin: origin) }
        do {
            return try decode(.value(try FoundationValue.convert(foundationBody, limits: limits.json)), handler: handler, origin: origin)
        } catch let failure as FoundationValue.Failure {
            throw MessageError(failure.isLimit ? .limitExceeded : .unsupportedValue, at: failure.path, failure.message)
        } catch let error as MessageError {
            throw error
        } catch {
            throw MessageError(.unsupportedValue, "\(error)")
        }
    }

    /// Decodes a body given as JSON text: a JSON string literal means the page posted a string,
    /// anything else a structured value. This is the form the fuzzer and harnesses exchange.
    public func decode(jsonText: [UInt8], handler: String, origin: String? = nil) throws(MessageError) -> DecodedCall {
        let value: JSONValue
        do {
            value = try JSONParser(limits: stringBodyJSONLimits).parse(jsonText)
        } catch {
            throw MessageError(error.isLimit ? .limitExceeded : .malformedJSON, error.message, byteOffset: error.offset)
        }
        if case .string(let s) = value { return try decode(.string(s), handler: handler, origin: origin) }
        // Only string bodies may use the larger string-body allowance.
        guard jsonText.count <= limits.json.maxBytes else {
            throw MessageError(.limitExceeded, "body is larger than the \(limits.json.maxBytes)-byte limit", byteOffset: limits.json.maxBytes)
        }
        return try decode(.value(value), handler: handler, origin: origin)
    }

    private var stringBodyJSONLimits: JSONLimits {
        var l = limits.json
        l.maxBytes = max(l.maxBytes, limits.maxStringBodyBytes + 2)
        l.maxStringBytes = max(l.maxStringBytes, limits.maxStringBodyBytes)
        return l
    }

    public func decode(_ body: MessageBody, handler name: String, origin: String? = nil) throws(MessageError) -> DecodedCall {
        guard let handler = manifest.handler(named: name) else {
            let hint = Suggestion.hint(for: name, in: manifest.handlers.map(\.name))
            throw MessageError(.unknownHandler, "no handler '\(name)' in the contract\(hint)")
        }
        if let origin, !handler.origins.isEmpty,
            !handler.origins.contains(where: { $0.lowercased() == origin.lowercased() })
        {
            throw MessageError(.originNotAllowed, "origin '\(origin)' may not call '\(name)'; allowed: \(handler.origins.joined(separator: ", "))")
        }
        if case .string(let s) = body, s.utf8.count > limits.maxStringBodyBytes {
            throw MessageError(.limitExceeded, "body is larger than the \(limits.maxStringBodyBytes)-byte limit")
        }
        var call = DecodedCall(handler: name, params: .null, replies: handler.replies)

        // 1. The body kind: what arrived must be a kind the handler takes. A string is read as the
        // first string kind the handler lists.
        var value: JSONValue
        switch body {
        case .string(let s):
            switch handler.stringKind {
            case .string?, .any?:
                value = .string(s)
            case .jsonString?:
                do {
                    value = try JSONParser(limits: limits.json).parse(s)
                } catch {
                    throw MessageError(error.isLimit ? .limitExceeded : .malformedJSON, "body is not valid JSON: \(error.message)", byteOffset: error.offset)
                }
            case .url?:
                guard handler.transport.allows(.postMessage) else {
                    throw MessageError(.wrongTransport, "handler '\(name)' reads its URLs from navigation (links, location.href), not from postMessage")
                }
                return try decodeURL(s, handler: handler, call: call)
            case .dataURL?:
                return try decodeDataURL(s, handler: handler, call: call)
            case .object?, .null?, nil:
                if handler.accepts(.object) {
                    throw MessageError(.wrongBodyKind, "handler '\(name)' takes \(handler.bodyDescription), got a string; post the object itself, not JSON.stringify(...)")
                }
                throw MessageError(.wrongBodyKind, "handler '\(name)' takes \(handler.bodyDescription), got a string")
            }
        case .value(let v):
            let structured = v.objectValue != nil || v.arrayValue != nil
            if handler.accepts(.any) || (structured && handler.accepts(.object)) || (v == .null && handler.accepts(.null)) {
                value = v
            } else if handler.accepts(.object) {
                throw MessageError(.wrongBodyKind, "handler '\(name)' takes \(handler.bodyDescription), got \(v.shortDescription)")
            } else if handler.accepts(.jsonString) {
                throw MessageError(.wrongBodyKind, "handler '\(name)' takes \(handler.bodyDescription) (postMessage(JSON.stringify(x))), got \(body.shortDescription); native would drop it")
            } else {
                throw MessageError(.wrongBodyKind, "handler '\(name)' takes \(handler.bodyDescription), got \(body.shortDescription)")
            }
        }

        // 2. The envelope: which function, and which part of the body is its parameters.
        switch handler.envelope {
        case .plain:
            try check(value, against: handler.schema, at: .root)
            call.params = value
        case .function:
            guard case .object(let object) = value else {
                throw MessageError(.badEnvelope, "expected {\"<function>\": {params}}, got \(value.shortDescription)")
            }
            // Distinct keys: a key given twice is one key whose last value counts, as in JSON.parse.
            let keys = object.keys
            guard keys.count == 1, let key = keys.first, let params = object[key] else {
                let listed = keys.map { "'\($0)'" }.joined(separator: ", ")
                throw MessageError(.badEnvelope, "a function envelope has exactly one key, the function name; got \(keys.isEmpty ? "none" : "\(keys.count): \(listed)")")
            }
            let function = try lookup(key, in: handler, at: .root)
            try check(params, against: function.params, at: JSONPath.root.appending(key))
            call.function = function.name
            call.params = params
            call.callback = function.callback
        case .action(let actionKey, let paramKey):
            guard case .object(let object) = value else {
                throw MessageError(.badEnvelope, "expected {\"\(actionKey)\": \"<name>\", \"\(paramKey)\": {params}}, got \(value.shortDescription)")
            }
            for key in object.keys where key != actionKey && key != paramKey {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending(key), "unexpected key '\(key)'; an action envelope has only '\(actionKey)' and '\(paramKey)'\(Suggestion.hint(for: key, in: [actionKey, paramKey]))")
            }
            guard let actionValue = object[actionKey] else {
                throw MessageError(.badEnvelope, "missing '\(actionKey)', the name of the action")
            }
            guard case .string(let actionName) = actionValue else {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending(actionKey), "expected the action name as a string, got \(actionValue.shortDescription)")
            }
            let function = try lookup(actionName, in: handler, at: JSONPath.root.appending(actionKey))
            let params = object[paramKey]
            if params == nil, function.params != nil {
                throw MessageError(.badEnvelope, "missing '\(paramKey)', the parameters of '\(actionName)'")
            }
            try check(params ?? .null, against: function.params, at: JSONPath.root.appending(paramKey))
            call.function = function.name
            call.params = params ?? .null
            call.callback = function.callback
        case .sequence:
            guard case .object(let object) = value else {
                throw MessageError(.badEnvelope, "expected an object with metadata.sequence, got \(value.shortDescription)")
            }
            let metadataPath = JSONPath.root.appending("metadata")
            guard let metadata = object["metadata"] else {
                throw MessageError(.badEnvelope, "missing 'metadata' with the request's sequence number")
            }
            guard case .object(let meta) = metadata else {
                throw MessageError(.badEnvelope, at: metadataPath, "expected an object with 'sequence', got \(metadata.shortDescription)")
            }
            guard let sequenceValue = meta["sequence"] else {
                throw MessageError(.badEnvelope, at: metadataPath, "missing 'sequence', the number native answers with")
            }
            guard case .number(let n) = sequenceValue, let sequence = n.int64, n.isInteger else {
                throw MessageError(.badEnvelope, at: metadataPath.appending("sequence"), "expected integer, got \(sequenceValue.shortDescription)")
            }
            let params = JSONValue.object(object.removing("metadata"))
            try check(params, against: handler.schema, at: .root)
            call.params = params
            call.sequence = sequence
        case .cordova:
            // cordova-ios: [callbackId, "Service", "action", [args]]; callbackId is "INVALID" without callbacks.
            guard case .array(let parts) = value, parts.count == 4 else {
                throw MessageError(.badEnvelope, "expected [callbackId, \"Service\", \"action\", [args]], got \(value.shortDescription)")
            }
            guard case .string(let callbackId) = parts[0] else {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending(index: 0), "expected the callback id as a string, got \(parts[0].shortDescription)")
            }
            guard case .string(let service) = parts[1], case .string(let action) = parts[2] else {
                let bad = parts[1].stringValue == nil ? 1 : 2
                throw MessageError(.badEnvelope, at: JSONPath.root.appending(index: bad), "expected the \(bad == 1 ? "service" : "action") name as a string, got \(parts[bad].shortDescription)")
            }
            guard case .array = parts[3] else {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending(index: 3), "expected the arguments as an array, got \(parts[3].shortDescription)")
            }
            let function = try lookup("\(service).\(action)", in: handler, at: JSONPath.root.appending(index: 1))
            try check(parts[3], against: function.params, at: JSONPath.root.appending(index: 3))
            call.function = function.name
            call.params = parts[3]
            call.callbackID = callbackId
            call.callback = function.callback
        case .capacitor:
            // Capacitor: {type: "message", callbackId, pluginId, methodName, options}; "js.error" reports a page error.
            guard case .object(let object) = value else {
                throw MessageError(.badEnvelope, "expected {type, callbackId, pluginId, methodName, options}, got \(value.shortDescription)")
            }
            let type = object["type"]?.stringValue ?? "message"
            if type == "js.error" {
                call.params = object["error"] ?? .null
                return call
            }
            guard type == "message" else {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending("type"), "'\(type)' is not a message type Capacitor's bridge sends (message, js.error)")
            }
            var fields: [String: String] = [:]
            for key in ["callbackId", "pluginId", "methodName"] {
                guard let v = object[key] else { throw MessageError(.badEnvelope, "missing '\(key)'") }
                guard case .string(let s) = v else {
                    throw MessageError(.badEnvelope, at: JSONPath.root.appending(key), "expected a string, got \(v.shortDescription)")
                }
                fields[key] = s
            }
            let function = try lookup("\(fields["pluginId"] ?? "").\(fields["methodName"] ?? "")", in: handler, at: JSONPath.root.appending("pluginId"))
            let options = object["options"] ?? .object(JSONObject())
            try check(options, against: function.params, at: JSONPath.root.appending("options"))
            call.function = function.name
            call.params = options
            call.callbackID = fields["callbackId"]
            call.callback = function.callback
        case .webViewJavascriptBridge:
            if case .array(let queue) = value {
                // `_fetchQueue()` returns every message the page queued since the last fetch.
                for (k, message) in queue.enumerated() {
                    call.batch.append(try decodeBridgeMessage(message, handler: handler, at: JSONPath.root.appending(index: k)))
                }
                call.params = value
            } else {
                let one = try decodeBridgeMessage(value, handler: handler, at: .root)
                call.function = one.function
                call.params = one.params
                call.callbackID = one.callbackID
                call.callback = one.callback
            }
        case .dsBridge:
            guard case .object(let object) = value else {
                throw MessageError(.badEnvelope, "expected {\"method\": \"ns.method\", \"data\": …, \"_dscbstub\": …}, got \(value.shortDescription)")
            }
            guard let methodValue = object["method"] else { throw MessageError(.badEnvelope, "missing 'method', the name after _dsbridge=") }
            guard case .string(let method) = methodValue else {
                throw MessageError(.badEnvelope, at: JSONPath.root.appending("method"), "expected the method name as a string, got \(methodValue.shortDescription)")
            }
            let function = try lookup(method, in: handler, at: JSONPath.root.appending("method"))
            var stub: String?
            if let s = object["_dscbstub"] {
                guard case .string(let name) = s else {
                    throw MessageError(.badEnvelope, at: JSONPath.root.appending("_dscbstub"), "expected the callback name as a string, got \(s.shortDescription)")
                }
                stub = name
            }
            if function.async == true, stub == nil {
                throw MessageError(.badEnvelope, "'\(method)' answers asynchronously (method:handler:): the page must call it with a callback")
            }
            if function.async == false, stub != nil {
                throw MessageError(.badEnvelope, "'\(method)' answers synchronously: a call with a callback finds no asynchronous method")
            }
            let data = object["data"] ?? .null
            try check(data, against: function.params, at: JSONPath.root.appending("data"))
            call.function = function.name
            call.params = data
            call.callbackID = stub
            call.callback = function.callback
        case .scheme, .deeplink:
            // Body kind url is enforced by the manifest loader for these envelopes.
            throw MessageError(.wrongBodyKind, "handler '\(name)' has a '\(handler.envelope.typeName)' envelope but body '\(handler.body.rawValue)'")
        }
        return call
    }

    /// One WebViewJavascriptBridge message: `{handlerName, data, callbackId}` calls a native
    /// handler; `{responseId, responseData}` answers a call native made.
    private func decodeBridgeMessage(_ value: JSONValue, handler: Handler, at path: JSONPath) throws(MessageError) -> DecodedCall {
        guard case .object(let object) = value else {
            throw MessageError(.badEnvelope, at: path, "expected {handlerName, data, callbackId}, got \(value.shortDescription)")
        }
        var call = DecodedCall(handler: handler.name, params: .null, replies: handler.replies)
        if let response = object["responseId"] {
            guard case .string(let id) = response else {
                throw MessageError(.badEnvelope, at: path.appending("responseId"), "expected a string, got \(response.shortDescription)")
            }
            call.callbackID = id
            call.params = object["responseData"] ?? .null
            return call
        }
        guard let nameValue = object["handlerName"] else { throw MessageError(.badEnvelope, at: path, "missing 'handlerName'") }
        guard case .string(let name) = nameValue else {
            throw MessageError(.badEnvelope, at: path.appending("handlerName"), "expected a string, got \(nameValue.shortDescription)")
        }
        let function = try lookup(name, in: handler, at: path.appending("handlerName"))
        let data = object["data"] ?? .null
        try check(data, against: function.params, at: path.appending("data"))
        if let id = object["callbackId"] {
            guard case .string(let s) = id else {
                throw MessageError(.badEnvelope, at: path.appending("callbackId"), "expected a string, got \(id.shortDescription)")
            }
            call.callbackID = s
        }
        call.function = function.name
        call.params = data
        call.callback = function.callback
        return call
    }

    /// Decodes what DSBridge hands native on iOS: the prompt text `_dsbridge=ns.method` and its
    /// default text, `JSON.stringify({data, _dscbstub})`.
    public func decode(dsBridgePrompt prompt: String, defaultText: String?, handler name: String) throws(MessageError) -> DecodedCall {
        let marker = "_dsbridge="
        guard prompt.hasPrefix(marker) else { throw MessageError(.badEnvelope, "not a DSBridge prompt: it starts with '\(marker)'") }
        var object = JSONObject()
        if let defaultText, !defaultText.isEmpty {
            let parsed: JSONValue
            do {
                parsed = try JSONParser(limits: limits.json).parse(defaultText)
            } catch {
                throw MessageError(error.isLimit ? .limitExceeded : .malformedJSON, "the prompt's argument is not valid JSON: \(error.message)", byteOffset: error.offset)
            }
            guard case .object(let argument) = parsed else {
                throw MessageError(.badEnvelope, "the prompt's argument is \(parsed.shortDescription), not {data, _dscbstub}")
            }
            object = argument
        }
        object["method"] = .string(String(prompt.dropFirst(marker.count)))
        return try decode(.value(.object(object)), handler: name)
    }

    // MARK: URL bodies

    private func decodeURL(_ text: String, handler: Handler, call: DecodedCall) throws(MessageError) -> DecodedCall {
        var call = call
        let url: SchemeURL
        do {
            url = try SchemeURL.parse(text, maxBytes: limits.maxURLBytes)
        } catch {
            throw MessageError(error == .tooLong(limit: limits.maxURLBytes) ? .limitExceeded : .malformedURL, "\(error)")
        }
        switch handler.envelope {
        case .scheme(let scheme):
            guard url.scheme == scheme else {
                throw MessageError(.malformedURL, "\(SchemeURLError.wrongScheme(expected: scheme, got: url.scheme))")
            }
            if let host = handler.urlHost {
                // A scheme limited to one host, or to any (`*`): no function, the query is the message.
                guard host == Handler.anyHost || url.host.lowercased() == host.lowercased() else {
                    throw MessageError(.malformedURL, "\(SchemeURLError.wrongHost(expected: host, got: url.host))")
                }
                let params = url.queryObject(schema: handler.schema)
                try check(params, against: handler.schema, at: .root)
                call.params = params
                return call
            }
            let function = try lookup(url.host, in: handler, at: .root, noun: "function (the URL's host)")
            let params = url.queryObject(schema: function.params)
            try check(params, against: function.params, at: .root)
            call.function = function.name
            call.params = params
            call.callback = function.callback
        case .deeplink(let scheme, let host):
            guard url.scheme == scheme.lowercased() else {
                throw MessageError(.malformedURL, "\(SchemeURLError.wrongScheme(expected: scheme, got: url.scheme))")
            }
            if url.host.lowercased() != host.lowercased() {
                // Other hosts of the scheme are functions (`mkwebview://close-webview`).
                guard let function = handler.function(named: url.host) else {
                    let expected = ([host] + handler.functions.map(\.name)).joined(separator: "', '")
                    throw MessageError(.malformedURL, "\(SchemeURLError.wrongHost(expected: expected, got: url.host))")
                }
                let params = url.queryObject(schema: function.params)
                try check(params, against: function.params, at: .root)
                call.function = function.name
                call.params = params
                call.callback = function.callback
                return call
            }
            if let schema = handler.schema {
                // The app's own deeplink parameters, described by the contract.
                let params = url.queryObject(schema: schema)
                try check(params, against: schema, at: .root)
                call.params = params
                return call
            }
            do {
                let deeplink = try WebViewDeeplink.decode(url, scheme: scheme, host: host)
                call.deeplink = deeplink
                call.params = deeplink.json
            } catch {
                throw MessageError(.malformedURL, "\(error)")
            }
        default:
            try check(.string(text), against: handler.schema, at: .root)
            call.params = .string(text)
        }
        return call
    }

    private func decodeDataURL(_ text: String, handler: Handler, call: DecodedCall) throws(MessageError) -> DecodedCall {
        var call = call
        try check(.string(text), against: handler.schema, at: .root)
        let rules = handler.dataURL ?? DataURLRules()
        let limit = min(limits.maxDecodedDataBytes, rules.maxBytes ?? Int.max)
        let data: DataURL
        do {
            data = try DataURL.parse(text, maxDecodedBytes: limit)
        } catch {
            throw MessageError(error == .tooLarge(limit: limit) ? .limitExceeded : .malformedDataURL, "\(error)")
        }
        guard rules.allows(mimeType: data.mimeType.essence) else {
            throw MessageError(.malformedDataURL, "MIME type '\(data.mimeType.essence)' is not one handler '\(handler.name)' takes (\((rules.mimeTypes ?? []).joined(separator: ", ")))")
        }
        if rules.fileName == .required, (data.suppliedFileName ?? "").isEmpty {
            throw MessageError(.malformedDataURL, "handler '\(handler.name)' saves the file under its name: give one (data:<mime>;<name>;base64,… or ;filename=<name>)")
        }
        call.dataURL = data
        call.params = data.summary
        return call
    }

    /// Decodes a URL the way its handler reads it: posted to the handler, or, for a handler that
    /// reads only navigation, as a navigation it claims.
    public func decode(url text: String, handler name: String, origin: String? = nil) throws(MessageError) -> DecodedCall {
        if manifest.handler(named: name)?.transport == .navigation {
            guard let call = try decode(navigationURL: text), call.handler == name else {
                throw MessageError(.malformedURL, "not a URL handler '\(name)' claims")
            }
            return call
        }
        return try decode(.string(text), handler: name, origin: origin)
    }

    /// Decodes a URL the page navigated to (a link, `location.href`, an iframe's `src`), as
    /// `webView(_:decidePolicyFor:decisionHandler:)` sees it. Nil when no handler claims its scheme
    /// and host: an ordinary page load to let through.
    public func decode(navigationURL text: String) throws(MessageError) -> DecodedCall? {
        guard let url = try? SchemeURL.parse(text, maxBytes: limits.maxURLBytes), let handler = manifest.handler(forURLScheme: url.scheme, host: url.host) else {
            return nil
        }
        guard handler.transport.allows(.navigation) else {
            throw MessageError(.wrongTransport, "handler '\(handler.name)' reads its URLs from postMessage, not from navigation")
        }
        return try decodeURL(text, handler: handler, call: DecodedCall(handler: handler.name, params: .null, replies: handler.replies))
    }

    // MARK: Helpers

    private func lookup(_ name: String, in handler: Handler, at path: JSONPath, noun: String = "function") throws(MessageError) -> Function {
        if let f = handler.function(named: name) { return f }
        let hint = Suggestion.hint(for: name, in: handler.functions.map(\.name))
        throw MessageError(.unknownFunction, at: path, "handler '\(handler.name)' has no \(noun) '\(name)'\(hint)")
    }

    /// Checks what native is about to send back for `call`: a reply handler's reply, or what a
    /// sequence handler's `onSuccess` (with `failure`, `onFailure`) delivers. The page's code was
    /// written against the contract's reply schema, so a reply that breaks it breaks the page.
    public func checkReply(_ value: JSONValue, to call: DecodedCall, failure: Bool = false) throws(MessageError) {
        guard let handler = manifest.handler(named: call.handler) else {
            throw MessageError(.unknownHandler, "no handler '\(call.handler)' in the contract")
        }
        let schema = failure ? handler.failure : handler.replySchema(for: call.function)
        guard let schema else { return }
        let violations = schema.validate(value)
        if let first = violations.first {
            throw MessageError(.replyViolation, at: first.path, first.message, more: Array(violations.dropFirst()))
        }
    }

    private func check(_ value: JSONValue, against schema: Schema?, at path: JSONPath) throws(MessageError) {
        guard let schema else { return }
        let violations = schema.validate(value, at: path)
        if let first = violations.first {
            throw MessageError(.schemaViolation, at: first.path, first.message, more: Array(violations.dropFirst()))
        }
    }
}
