import BridgeContract
import BridgeJSON
import BridgeRuntime

/// Inputs for one handler's message decoder, as JSON text of the posted body (a JSON string
/// literal means the page posted a string): valid messages built from the contract, mutants that
/// break exactly one thing, and byte-level mutations of the pool.
package struct MessageGenerator {
    package let handler: Handler
    package let pool: [[UInt8]]
    package let mutator: ByteMutator
    package let maxLength: Int
    package let stream: String

    /// Made once per target; `input(seed:index:corpus:)` adds the corpus of the moment.
    package init(handler: Handler, dictionary: [[UInt8]], maxLength: Int) {
        self.handler = handler
        var pool: [[UInt8]] = []
        for (k, example) in handler.examples.enumerated() where k < 64 {
            pool.append(Self.jsonText(ContractExamples.body(example, for: handler.body)))
        }
        for function in handler.functions {
            for example in function.examples.prefix(16) { pool.append(Self.jsonText(ContractExamples.body(example, for: handler.body))) }
        }
        var tokens = dictionary.isEmpty ? ByteMutator.defaultTokens.map { Array($0.utf8) } : dictionary
        tokens += handler.functions.map { Array($0.name.utf8) } + [Array(handler.name.utf8)]
        self.pool = pool
        mutator = ByteMutator(dictionary: tokens)
        self.maxLength = maxLength
        stream = "message-\(handler.name)"
    }

    package static func jsonText(_ body: MessageBody) -> [UInt8] {
        switch body {
        case .string(let s): return Array(JSONWriter.quoted(s).utf8)
        case .value(let v): return Array(JSONWriter().string(v).utf8)
        }
    }

    package func input(seed: UInt64, index: UInt64, corpus: [[UInt8]] = []) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: stream, index: index)
        return input(using: &rng, corpus: corpus)
    }

    /// An input drawn from `rng`, as `input(seed:index:corpus:)` draws them: a sequence's steps
    /// come from here.
    package func input(using rng: inout FuzzRandom, corpus: [[UInt8]]) -> FuzzInput {
        let roll = rng.int(0...99)
        let available = pool.count + corpus.count
        if roll < 20 || (roll >= 70 && available == 0) {
            return valid(&rng)
        } else if roll < 70 {
            return mutant(&rng)
        } else {
            let k = rng.int(0...(available - 1))
            let base = k < pool.count ? pool[k] : corpus[k - pool.count]
            let (bytes, name) = mutator.mutate(base, pool: corpus.isEmpty ? pool : corpus, rng: &rng, maxLength: maxLength)
            return FuzzInput(bytes, .any, name)
        }
    }

    // MARK: Valid messages

    /// A valid message: its function (if any), its parameters, its body.
    private func validParts(_ rng: inout FuzzRandom) -> (function: Function?, params: JSONValue) {
        if handler.namesFunctions, let function = rng.pick(handler.functions) {
            var params = ValueGenerator.valid(function.params, &rng)
            // Cordova always posts an array of arguments.
            if handler.envelope == .cordova, params.arrayValue == nil { params = .array([]) }
            return (function, params)
        }
        if case .sequence = handler.envelope {
            var params = ValueGenerator.valid(handler.schema ?? (try? Schema(types: [.object])), &rng)
            if params.objectValue == nil { params = .object(JSONObject()) }
            return (nil, params)
        }
        return (nil, plainValue(&rng))
    }

    private func plainValue(_ rng: inout FuzzRandom) -> JSONValue {
        switch handler.body {
        case .dataURL: return .string(DataURLGenerator.valid(&rng))
        case .url:
            if case .deeplink(let scheme, let host) = handler.envelope, handler.schema == nil { return .string(SchemeURLGenerator.deeplink(scheme: scheme, host: host, &rng)) }
            // A host-limited scheme or a deeplink with its own parameters: a query from the schema.
            var params = ValueGenerator.valid(handler.schema ?? (try? Schema(types: [.object])), &rng)
            if params.objectValue == nil { params = .object(JSONObject()) }
            return params
        case .object:
            let v = ValueGenerator.valid(handler.schema ?? (try? Schema(types: [.object])), &rng)
            return v.objectValue != nil || v.arrayValue != nil ? v : .object(JSONObject())
        case .null:
            return .null
        case .any:
            return ValueGenerator.valid(handler.schema, &rng)
        default:
            return ValueGenerator.valid(handler.schema ?? (try? Schema(types: [.string])), &rng)
        }
    }

    /// The message Cordova (`[callbackId, service, action, args]`) or Capacitor (`{type, callbackId,
    /// pluginId, methodName, options}`) posts for `Service.action` / `Plugin.method`.
    package static func libraryMessage(_ envelope: Envelope, function: String, params: JSONValue, callbackID: String?) -> JSONValue {
        let dot = function.firstIndex(of: ".") ?? function.endIndex
        let service = String(function[..<dot])
        let method = dot < function.endIndex ? String(function[function.index(after: dot)...]) : ""
        let id: JSONValue = callbackID.map(JSONValue.string) ?? .null
        switch envelope {
        case .cordova:
            return .array([.string(callbackID ?? "INVALID"), .string(service), .string(method), params])
        case .webViewJavascriptBridge:
            var members: [JSONObject.Member] = [.init(key: "handlerName", value: .string(function)), .init(key: "data", value: params)]
            if callbackID != nil { members.append(.init(key: "callbackId", value: id)) }
            return .object(JSONObject(members))
        case .dsBridge:
            var members: [JSONObject.Member] = [.init(key: "method", value: .string(function)), .init(key: "data", value: params)]
            if callbackID != nil { members.append(.init(key: "_dscbstub", value: id)) }
            return .object(JSONObject(members))
        default:
            return .object(JSONObject([
                .init(key: "type", value: "message"), .init(key: "callbackId", value: .string(callbackID ?? "")), .init(key: "pluginId", value: .string(service)),
                .init(key: "methodName", value: .string(method)), .init(key: "options", value: params),
            ]))
        }
    }

    /// The posted body for a function and its parameters, in this handler's envelope and kind.
    package func body(function: Function?, params: JSONValue, sequence: Int = 1) -> MessageBody {
        var value: JSONValue
        switch handler.envelope {
        case .function: value = .object(JSONObject([.init(key: function?.name ?? "", value: params)]))
        case .action(let actionKey, let paramKey):
            value = .object(JSONObject([.init(key: actionKey, value: .string(function?.name ?? "")), .init(key: paramKey, value: params)]))
        case .sequence:
            var o = params.objectValue ?? JSONObject()
            o["metadata"] = .object(JSONObject([.init(key: "sequence", value: .number(JSONNumber(sequence)))]))
            value = .object(o)
        case .scheme(let scheme):
            return .string(SchemeURLGenerator.url(scheme: scheme, function: function?.name ?? (handler.urlHost == Handler.anyHost ? "any" : handler.urlHost) ?? "", params: params))
        case .deeplink(let scheme, let host) where params.objectValue != nil:
            return .string(SchemeURLGenerator.url(scheme: scheme, function: host, params: params))
        case .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge:
            let stub: String? = function?.async == false ? nil : "cb\(sequence)"
            value = Self.libraryMessage(handler.envelope, function: function?.name ?? "", params: params, callbackID: stub)
        case .plain, .deeplink:
            value = params
        }
        switch handler.body {
        case .object, .null, .any: return .value(value)
        case .jsonString: return .string(JSONWriter().string(value))
        case .string, .url, .dataURL: return .string(value.stringValue ?? JSONWriter().string(value))
        }
    }

    private func paramsAreValid(_ function: Function?, _ params: JSONValue) -> Bool {
        let schema = handler.namesFunctions ? function?.params : handler.schema
        let queryCarried: Bool
        switch handler.envelope {
        case .scheme: queryCarried = true
        case .deeplink: queryCarried = params.objectValue != nil
        default: queryCarried = false
        }
        if handler.body == .url, queryCarried {
            // Query values travel as text; only flat objects of scalars survive the trip.
            guard case .object(let o) = params, o.members.allSatisfy({ $0.value.objectValue == nil && $0.value.arrayValue == nil && $0.value != .null }) else { return false }
            let text = SchemeURLGenerator.url(scheme: "x", function: "f", params: params)
            guard let url = try? SchemeURL.parse(text) else { return false }
            return schema.map { $0.validate(url.queryObject(schema: $0)).isEmpty } ?? true
        }
        if handler.body == .dataURL {
            let rules = handler.dataURL ?? DataURLRules()
            guard let data = try? DataURL.parse(params.stringValue ?? "", maxDecodedBytes: rules.maxBytes ?? DataURL.defaultMaxDecodedBytes) else { return false }
            return rules.allows(mimeType: data.mimeType.essence) && (rules.fileName == .optional || !(data.suppliedFileName ?? "").isEmpty)
        }
        if case .deeplink = handler.envelope { return true }
        return schema.map { $0.validate(params).isEmpty } ?? true
    }

    private func valid(_ rng: inout FuzzRandom) -> FuzzInput { valid(id: nil, &rng) }

    /// A valid message whose id is `id` (drawn from 0…1000 when nil): seed 003's
    /// `metadata.sequence`, or the callback id (`cb<id>`) a bridge library's message carries;
    /// handlers without ids ignore it.
    package func valid(id: Int?, _ rng: inout FuzzRandom) -> FuzzInput {
        let (function, params) = validParts(&rng)
        let bytes = Self.jsonText(body(function: function, params: params, sequence: id ?? rng.int(0...1000)))
        let label = "valid \(function?.name ?? handler.name)"
        return FuzzInput(bytes, paramsAreValid(function, params) && bytes.count <= maxLength ? .accept : .any, label)
    }

    /// `value` posted in this handler's body kind (a JSON string when the page stringifies).
    package func posted(_ value: JSONValue) -> [UInt8] {
        switch handler.body {
        case .object, .null, .any: return Self.jsonText(.value(value))
        default: return Self.jsonText(.string(JSONWriter().string(value)))
        }
    }

    /// The value a posted input carries: the JSON text itself, or for a page that posts a string
    /// (`JSON.stringify`), the JSON inside it; nil when it is neither (a mutant, a URL).
    package func postedValue(_ bytes: [UInt8]) -> JSONValue? {
        guard let value = try? JSONParser().parse(bytes) else { return nil }
        switch handler.body {
        case .object, .null, .any: return value
        case .jsonString: return value.stringValue.flatMap { try? JSONParser().parse(Array($0.utf8)) }
        default: return nil
        }
    }

    // MARK: The envelope's own fields

    /// Values for a field the page's bridge code fills in rather than the contract's schema:
    /// boundary numbers, then the wrong types (a decoder that indexes a table with the number,
    /// or casts it, traps on them).
    package static let envelopeFieldValues: [JSONValue] =
        ValueGenerator.boundaryNumbers.map { .number(JSONNumber(validatedText: $0)) }
        + ["", "-1", "9223372036854775808", "cb", .string(String(repeating: "9", count: 400)), .null, .bool(true), .array([]), .object(JSONObject())]

    /// Whether this handler's envelope carries fields of its own: seed 003's `metadata.sequence`,
    /// the callback ids Cordova, Capacitor, WebViewJavascriptBridge and DSBridge add, and
    /// WebViewJavascriptBridge's `responseId`.
    private var hasEnvelopeFields: Bool {
        guard handler.body == .object || handler.body == .jsonString || handler.body == .any else { return false }
        switch handler.envelope {
        case .sequence, .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge: return true
        default: return false
        }
    }

    /// A valid message with one envelope field set to a boundary value or a wrong type. The
    /// contract says nothing of these fields' values, so only crashes, hangs and protocol errors
    /// count (`.any`): the fuzzer must still reach the decoder that trusts them.
    private func envelopeFieldMutant(_ function: Function?, _ params: JSONValue, _ rng: inout FuzzRandom) -> FuzzInput? {
        let value: JSONValue
        switch body(function: function, params: params, sequence: rng.int(0...1000)) {
        case .value(let v): value = v
        case .string(let text):
            // A page that posts JSON.stringify(envelope): the envelope is the text's value.
            guard let v = try? JSONParser().parse(Array(text.utf8)) else { return nil }
            value = v
        }
        guard let replacement = rng.pick(Self.envelopeFieldValues) else { return nil }
        let path: [JSONPath.Component]
        var message = value
        switch handler.envelope {
        case .sequence: path = [.key("metadata"), .key("sequence")]
        case .cordova: path = [.index(0)]
        case .capacitor: path = [.key("callbackId")]
        case .dsBridge: path = [.key("_dscbstub")]
        case .webViewJavascriptBridge:
            if rng.chance(0.5) {
                // The page's answer to a call native made: `{responseId, responseData}`.
                message = .object(JSONObject([.init(key: "responseId", value: "objc_cb_1"), .init(key: "responseData", value: params)]))
                path = [.key("responseId")]
            } else {
                path = [.key("callbackId")]
            }
        default: return nil
        }
        let mutated = message.replacing(at: path, with: replacement)
        return FuzzInput(posted(mutated), .any, "mutant \(function?.name ?? handler.name): envelope field \(JSONPath(path)) = \(JSONWriter().string(replacement).prefix(40))")
    }

    // MARK: One-fault mutants

    private func mutant(_ rng: inout FuzzRandom) -> FuzzInput {
        let (function, params) = validParts(&rng)
        let schema = handler.namesFunctions ? function?.params : handler.schema
        let name = function?.name ?? handler.name
        func judged(_ mutated: JSONValue, _ what: String) -> FuzzInput {
            let bytes = Self.jsonText(body(function: function, params: mutated))
            let expectation: FuzzInput.Expectation = bytes.count > maxLength ? .any : (paramsAreValid(function, mutated) ? .accept : .reject)
            return FuzzInput(bytes, expectation, "mutant \(name): \(what)")
        }
        // The envelope's own fields, one mutant in eight where the envelope has any. Drawn only
        // for such handlers, so the others' inputs stay as they were for every seed.
        if hasEnvelopeFields, rng.chance(0.125), let mutant = envelopeFieldMutant(function, params, &rng) { return mutant }
        let sites = params.sites(under: schema)
        switch rng.int(0...11) {
        case 0:
            // A required key missing.
            let candidates = sites.filter { site in !site.schema.required.isEmpty && params.value(at: site.path)?.objectValue != nil }
            if let site = rng.pick(candidates), let key = rng.pick(site.schema.required) {
                return judged(params.replacing(at: site.path + [.key(key)], with: nil), "missing key '\(key)'")
            }
        case 1:
            // A type swapped for one the schema does not allow.
            if let site = rng.pick(sites.filter { !$0.path.isEmpty }), let wrong = ValueGenerator.wrongType(for: site.schema, &rng) {
                return judged(params.replacing(at: site.path, with: wrong), "type swapped at \(JSONPath(site.path)) to \(wrong.typeName)")
            }
        case 2:
            // A key added.
            if let site = rng.pick(sites.filter { params.value(at: $0.path)?.objectValue != nil }) {
                return judged(params.replacing(at: site.path + [.key("zz_added")], with: .string("x")), "key added at \(JSONPath(site.path))")
            }
        case 3:
            // A boundary number.
            if let site = rng.pick(sites.filter { !$0.path.isEmpty && ($0.schema.allows(.integer) || $0.schema.allows(.number)) }), let n = rng.pick(ValueGenerator.boundaryNumbers) {
                return judged(params.replacing(at: site.path, with: .number(JSONNumber(validatedText: n))), "number \(n) at \(JSONPath(site.path))")
            }
        case 4:
            // Strings: numeric-looking or not, empty, huge, escapes and unicode edge cases.
            if let site = rng.pick(sites.filter { !$0.path.isEmpty && $0.schema.allows(.string) }) {
                let s = rng.chance(0.15) ? String(repeating: "A", count: rng.int(1_000...200_000)) : (rng.pick(ValueGenerator.edgeStrings) ?? "")
                return judged(params.replacing(at: site.path, with: .string(s)), "string of \(s.count) at \(JSONPath(site.path))")
            }
        case 5:
            // A lone surrogate escape, which JSON allows and Swift strings cannot hold.
            let marker = "\u{E000}lone\u{E000}"
            var text = String(decoding: Self.jsonText(body(function: function, params: params)), as: UTF8.self)
            if let site = rng.pick(sites.filter { !$0.path.isEmpty && $0.schema.allows(.string) }) {
                let withMarker = body(function: function, params: params.replacing(at: site.path, with: .string(marker)))
                text = String(decoding: Self.jsonText(withMarker), as: UTF8.self)
                let escaped = handler.body == .jsonString ? "\\\\ud800" : "\\ud800"
                text = text.replacingOccurrences(of: marker, with: escaped)
            }
            return FuzzInput(Array(text.utf8), .any, "mutant \(name): lone surrogate")
        case 6:
            // Deep nesting.
            let depth = rng.int(30...3_000)
            var v = params
            for _ in 0..<min(depth, 3_000) { v = .array([v]) }
            let bytes = Self.jsonText(body(function: function, params: v))
            return FuzzInput(bytes, .any, "mutant \(name): nested \(depth) deep")
        case 7:
            // Duplicate keys: a wrong value first, the right one last (JSON.parse keeps the last).
            if case .object(let o) = params, let first = o.members.first {
                var members = o.members
                members.insert(JSONObject.Member(key: first.key, value: .array([])), at: 0)
                return FuzzInput(Self.jsonText(body(function: function, params: .object(JSONObject(members)))), .any, "mutant \(name): duplicate key '\(first.key)'")
            }
        case 8:
            // Truncated JSON.
            let bytes = Self.jsonText(body(function: function, params: params))
            if handler.body == .object || handler.body == .jsonString, bytes.count > 1 {
                let cut = rng.int(1...(bytes.count - 1))
                return FuzzInput(Array(bytes.prefix(cut)), .reject, "mutant \(name): truncated at \(cut)")
            }
        case 9:
            // Trailing garbage.
            let bytes = Self.jsonText(body(function: function, params: params))
            let garbage = rng.pick(["x", "}", "]", ",", "{}", "\u{0}"]) ?? "x"
            return FuzzInput(bytes + Array(garbage.utf8), .reject, "mutant \(name): trailing \(JSONWriter.quoted(garbage))")
        case 10:
            // The wrong envelope shape: an array, a string or a number where the body belongs.
            guard handler.envelope != .plain || handler.schema?.types != nil else { break }
            let valueBody: JSONValue
            switch body(function: function, params: params) {
            case .value(let v): valueBody = v
            case .string(let s): valueBody = .string(s)
            }
            let wrongs: [JSONValue] = [.array([valueBody]), .number(JSONNumber(1)), .null, .bool(false)]
            if let wrong = rng.pick(wrongs) {
                let bytes: [UInt8] = handler.body == .jsonString ? Array(JSONWriter.quoted(JSONWriter().string(wrong)).utf8) : Array(JSONWriter().string(wrong).utf8)
                let allowed = handler.envelope == .plain && (handler.schema?.validate(wrong).isEmpty ?? true) || handler.bodies.count > 1
                return FuzzInput(bytes, allowed ? .any : .reject, "mutant \(name): \(wrong.typeName) as the body")
            }
        default:
            // The wrong body kind: an object where a string belongs, or the reverse.
            switch body(function: function, params: params) {
            case .string(let s) where handler.body == .jsonString:
                // Rejected only where no other kind the handler takes would read it.
                if let parsed = try? JSONParser().parse(s) {
                    let expectation: FuzzInput.Expectation = handler.accepts(.object) || handler.accepts(.null) ? .any : .reject
                    return FuzzInput(Array(JSONWriter().string(parsed).utf8), expectation, "mutant \(name): object posted, not JSON.stringify")
                }
            case .value(let v):
                let expectation: FuzzInput.Expectation = handler.stringKind == nil ? .reject : .any
                return FuzzInput(Array(JSONWriter.quoted(JSONWriter().string(v)).utf8), expectation, "mutant \(name): JSON.stringify posted, not the object")
            default: break
            }
        }
        return valid(&rng)
    }
}
