import BridgeContract
import BridgeJSON
import BridgeReport
import BridgeRuntime

/// A call after checking: what it reaches, what was found, and a name for reports.
public struct CheckedCall: Sendable, Hashable {
    public let location: SourceLocation
    /// `EXAMPLE.pong`, `ios_javascript.deviceInfoSetting via iosInterface.callNativeFunction`, …
    public let name: String
    /// The handler the call reaches, when known (for unused-handler).
    public let handler: String?
    public let text: String
    public var findings: [Finding]
}

/// Applies the per-call rules to one call site against the manifest.
struct CallChecker {
    let manifest: Manifest
    let locate: (Int) -> SourceLocation

    func check(_ call: BridgeCallSite) -> CheckedCall {
        var findings: [Finding] = []
        let here = locate(call.offset)
        var handlerName: String?
        var name = call.text
        switch call.kind {
        case .schemeURL(let url):
            (handlerName, name) = checkSchemeURL(url, at: call.offset, transport: call.transport, into: &findings)
        case .schemeURLPrefix(let prefix):
            (handlerName, name) = checkSchemeURLPrefix(prefix, at: call.offset, transport: call.transport, into: &findings)
        case .postMessage(let handler):
            guard let handler else {
                findings.append(DynamicCallRule.finding("handler name is computed at run time; this call is not checked", at: here, hint: "use a literal name, or a wrapper the manifest declares"))
                return CheckedCall(location: here, name: "(computed handler)", handler: nil, text: call.text, findings: findings)
            }
            handlerName = handler
            name = handler
            guard let declared = lookUpHandler(handler, at: here, into: &findings) else { break }
            if let scheme = declared.envelope.scheme {
                checkTransport(.postMessage, of: declared, url: "\(scheme)://…", at: here, into: &findings)
            }
            let body = call.arguments.first ?? .dynamic
            let bodyOffset = call.argumentOffsets.first ?? call.offset
            if let content = checkBodyKind(body, for: declared, at: bodyOffset, via: nil, into: &findings) {
                name = checkEnvelope(content, handler: declared, at: bodyOffset, viaWrapper: false, into: &findings) ?? name
            }
            if call.expectsReply, !declared.replies {
                findings.append(ReplyNotDeclaredRule.finding("the page waits for a reply from '\(handler)', but it does not reply: postMessage returns undefined", at: here, hint: "declare \"replies\": true and register a WKScriptMessageHandlerWithReply (iOS 14+), or stop awaiting it"))
            }
        case .library(let envelope, let function, let callback):
            (handlerName, name) = checkLibraryCall(envelope, function: function, callback: callback, call, at: here, into: &findings)
        case .wrapper(let path):
            guard let wrapper = manifest.wrapper(at: path) ?? manifest.wrappers.first(where: { CallRecognizer.normalize($0.path.split(separator: ".").map(String.init)).joined(separator: ".") == path }) else { break }
            (handlerName, name) = checkWrapperCall(call, wrapper, at: here, into: &findings)
        }
        return CheckedCall(location: here, name: name, handler: handlerName, text: call.text, findings: findings)
    }

    private func lookUpHandler(_ name: String, at location: SourceLocation, into findings: inout [Finding]) -> Handler? {
        if let handler = manifest.handler(named: name) { return handler }
        let hint = Suggestion.closest(to: name, in: manifest.handlers.map(\.name)).map { "did you mean '\($0)'?" }
        findings.append(UnknownHandlerRule.finding("handler '\(name)' is not in the manifest", at: location, hint: hint))
        return nil
    }

    // MARK: Bridge libraries

    /// A bridge library's call of a native function (`Service.action`, `Plugin.method`, a handler
    /// name, `ns.method`): the function must be one the library's handler declares, and its
    /// parameters (the first argument left) must fit its params schema.
    private func checkLibraryCall(_ envelope: Envelope, function functionName: String?, callback: Int?, _ call: BridgeCallSite, at here: SourceLocation, into findings: inout [Finding]) -> (String?, String) {
        guard let handler = manifest.handler(withEnvelope: envelope) else { return (nil, call.text) }
        let library = Self.libraryNames[envelope.typeName] ?? envelope.typeName
        guard let functionName else {
            findings.append(DynamicCallRule.finding("the native function this \(library) call reaches is computed at run time; it is not checked", at: here))
            return (handler.name, "\(handler.name).(computed)")
        }
        guard let function = handler.function(named: functionName) else {
            let hint = Suggestion.closest(to: functionName, in: handler.functions.map(\.name)).map { "did you mean '\($0)'?" }
            findings.append(UnknownFunctionRule.finding("handler '\(handler.name)' (\(library)) has no function '\(functionName)'", at: here, hint: hint))
            return (handler.name, "\(handler.name).\(functionName)")
        }
        // A callback may stand where the parameters would: `callHandler(name, cb)`.
        var arguments = call.arguments
        var offsets = call.argumentOffsets
        var callbackGiven = false
        if callback != nil, arguments.first == .function {
            arguments.removeFirst()
            offsets.removeFirst()
            callbackGiven = true
        } else if let callback, callback < call.arguments.count, ![.null].contains(call.arguments[callback]) {
            callbackGiven = true
        }
        if envelope == .dsBridge, let async = function.async, async != callbackGiven {
            let message = async
                ? "'\(functionName)' answers asynchronously (method:handler:); called without a callback, DSBridge finds no synchronous method"
                : "'\(functionName)' answers synchronously; called with a callback, DSBridge looks for an asynchronous method and finds none"
            findings.append(UnknownFunctionRule.finding(message, at: here, hint: async ? "pass a callback" : "drop the callback and use the return value"))
        }
        // Cordova posts the args array as it is; Capacitor posts `options || {}`; the others send null.
        let absent: Shape = envelope == .cordova ? .array([], open: false) : (envelope == .capacitor ? .object([], open: false) : .null)
        let shape = arguments.first ?? absent
        let offset = offsets.first ?? call.offset
        if shape == .function {
            findings.append(BodyKindMismatchRule.finding("a function is passed as the parameters of '\(functionName)'; native cannot receive it", at: locate(offset)))
        } else {
            report(ShapeChecker.check(shape, against: function.params, at: .root, offset: offset), into: &findings)
        }
        return (handler.name, "\(handler.name).\(functionName)")
    }

    static let libraryNames = ["cordova": "Cordova", "capacitor": "Capacitor", "webviewjavascriptbridge": "WebViewJavascriptBridge", "dsbridge": "DSBridge"]

    // MARK: Wrappers

    private func checkWrapperCall(_ call: BridgeCallSite, _ wrapper: Wrapper, at here: SourceLocation, into findings: inout [Finding]) -> (String?, String) {
        func argument(_ index: Int?) -> (Shape, Int)? {
            guard let index, index < call.arguments.count else { return nil }
            return (call.arguments[index], call.argumentOffsets[index])
        }
        let handlerName: String
        switch wrapper.handler {
        case .fixed(let name): handlerName = name
        case .argument(let index):
            guard let (shape, offset) = argument(index), case .string(let name) = shape else {
                findings.append(DynamicCallRule.finding("the handler name given to \(wrapper.path) is computed at run time; this call is not checked", at: here))
                return (nil, "\(wrapper.path)(computed)")
            }
            handlerName = name
            guard lookUpHandler(name, at: locate(offset), into: &findings) != nil else { return (name, name) }
            if let reachable = wrapper.handlers, !reachable.contains(name) {
                let hint = Suggestion.closest(to: name, in: reachable).map { "did you mean '\($0)'?" }
                findings.append(UnknownHandlerRule.finding("handler '\(name)' is not one \(wrapper.path) reaches (\(reachable.joined(separator: ", ")))", at: locate(offset), hint: hint))
                return (name, name)
            }
        }
        guard let handler = manifest.handler(named: handlerName) else { return (handlerName, handlerName) }
        var name = "\(handlerName) via \(wrapper.path)"
        var function: Function?
        if handler.envelope.namesFunctions, let (shape, offset) = argument(wrapper.functionArgument) {
            if case .string(let functionName) = shape {
                name = "\(handlerName).\(functionName) via \(wrapper.path)"
                function = lookUpFunction(functionName, in: handler, at: offset, into: &findings)
                if function == nil { return (handlerName, name) }
            } else {
                return (handlerName, name)
            }
        }
        // A callback where the parameters would be: `call(name, cb)`, no parameters.
        let paramsAreCallback = wrapper.paramsArgument.map { p in wrapper.callbackArguments.contains(p) && argument(p)?.0 == .function } ?? false
        if !paramsAreCallback, let (shape, offset) = argument(wrapper.paramsArgument) {
            var params: Shape? = shape
            if wrapper.paramsEncoding == .jsonString {
                switch shape {
                case .object, .array, .number, .bool, .null:
                    findings.append(BodyKindMismatchRule.finding("\(wrapper.path) takes its parameters as a JSON string (argument \(wrapper.paramsArgument.map { $0 + 1 } ?? 0)), got \(article(shape.typeName))", at: locate(offset), hint: "pass JSON.stringify(...)"))
                    params = nil
                default:
                    params = shape.jsonContent(offset: offset)
                }
            } else if case .stringified = shape, handler.stringKind != .string {
                findings.append(BodyKindMismatchRule.finding("\(wrapper.path) passes its parameters on as they are; got a JSON string, but '\(handlerName)' takes \(handler.envelope.namesFunctions ? "an object of parameters" : "its body as a value")", at: locate(offset), hint: "pass the object itself"))
                params = nil
            }
            if let params {
                let schema = function?.params ?? (handler.envelope.namesFunctions ? nil : handler.schema)
                if handler.envelope == .plain, wrapper.relay {
                    // The wrapper serialises what it is given into the handler's body kind.
                    report(ShapeChecker.check(params, against: handler.schema, at: .root, offset: offset), into: &findings)
                } else if handler.envelope == .plain, let content = checkBodyKind(params, for: handler, at: offset, via: wrapper.path, into: &findings) {
                    report(ShapeChecker.check(content, against: handler.schema, at: .root, offset: offset), into: &findings)
                } else if handler.envelope != .plain {
                    report(ShapeChecker.check(params, against: schema, at: .root, offset: offset), into: &findings)
                }
            }
        }
        if call.expectsReply, !handler.replies, !wrapper.returnsPromise {
            findings.append(ReplyNotDeclaredRule.finding("the page waits for a reply from \(wrapper.path), but neither it nor '\(handlerName)' replies", at: here, hint: "declare \"replies\": true on the handler or \"returnsPromise\": true on the wrapper"))
        }
        return (handlerName, name)
    }

    // MARK: Bodies and envelopes

    /// Checks the posted value's kind; returns the message content to check further, when known.
    /// A string is read as the handler's first string kind, as the runtime decoder reads it.
    private func checkBodyKind(_ body: Shape, for handler: Handler, at offset: Int, via: String?, into findings: inout [Finding]) -> Shape? {
        let location = locate(offset)
        let got = body.typeName
        let takes = handler.bodyDescription
        switch body {
        case .dynamic:
            return handler.stringKind == .jsonString && !handler.accepts(.object) ? nil : body
        case .function:
            findings.append(BodyKindMismatchRule.finding("a function is posted to '\(handler.name)'; postMessage cannot send functions (DataCloneError)", at: location, hint: "pass the callback to a wrapper, or post data"))
            return nil
        case .object, .array:
            if handler.accepts(.object) { return body }
            if handler.stringKind == .jsonString {
                findings.append(BodyKindMismatchRule.finding("'\(handler.name)' takes \(takes), but \(article(got)) is posted; native drops it", at: location, hint: "post JSON.stringify(...)"))
            } else {
                findings.append(BodyKindMismatchRule.finding("'\(handler.name)' takes \(takes), but \(article(got)) is posted", at: location))
            }
            return nil
        case .null, .number, .bool:
            if body == .null, handler.accepts(.null) { return body }
            if handler.accepts(.any) { return body }
            if handler.stringKind == .jsonString, !handler.accepts(.object) {
                findings.append(BodyKindMismatchRule.finding("'\(handler.name)' takes \(takes), but \(article(got)) is posted; native drops it", at: location, hint: "post JSON.stringify(...)"))
            } else {
                findings.append(BodyKindMismatchRule.finding("'\(handler.name)' takes \(takes), but \(article(got)) is posted", at: location))
            }
            return nil
        case .string, .stringified, .concatenated:
            switch handler.stringKind {
            case .jsonString?: return body.jsonContent(offset: offset)
            case .string?, .url?, .dataURL?, .any?: return body
            case .object?, .null?, nil:
                findings.append(BodyKindMismatchRule.finding("'\(handler.name)' takes \(takes), but a string is posted\(isStringified(body) ? " (JSON.stringify)" : "")", at: location, hint: handler.accepts(.object) ? "post the object itself" : nil))
                return nil
            }
        }
    }

    /// Checks function, envelope and parameters; returns a name such as `EXAMPLE.pong`.
    private func checkEnvelope(_ content: Shape, handler: Handler, at offset: Int, viaWrapper: Bool, into findings: inout [Finding]) -> String? {
        let location = locate(offset)
        switch handler.envelope {
        case .plain:
            if handler.stringKind == .dataURL, case .string(let url) = content {
                let rules = handler.dataURL ?? DataURLRules()
                do {
                    let data = try DataURL.parse(url, maxDecodedBytes: rules.maxBytes ?? DataURL.defaultMaxDecodedBytes)
                    if !rules.allows(mimeType: data.mimeType.essence) {
                        findings.append(ParamTypeRule.finding("MIME type '\(data.mimeType.essence)' is not one '\(handler.name)' takes (\((rules.mimeTypes ?? []).joined(separator: ", ")))", at: location))
                    }
                    if rules.fileName == .required, (data.suppliedFileName ?? "").isEmpty {
                        findings.append(ParamMissingRule.finding("'\(handler.name)' saves the file under its name, and this data: URL gives none", at: location, hint: "data:<mime>;<name>;base64,… or ;filename=<name>"))
                    }
                } catch {
                    findings.append(ParamTypeRule.finding("not a valid data: URL: \(error)", at: location))
                }
            }
            report(ShapeChecker.check(content, against: handler.schema, at: .root, offset: offset), into: &findings)
            return handler.name
        case .function:
            guard case .object(let members, let open) = content else { return nil }
            if !open, members.count != 1 {
                findings.append(UnknownFunctionRule.finding("a function envelope has exactly one key, the function name; this one has \(members.count)", at: location, hint: "post {\"<function>\": {params}}"))
                return nil
            }
            guard members.count == 1, let member = members.first else { return nil }
            guard let function = lookUpFunction(member.key, in: handler, at: member.offset, into: &findings) else { return "\(handler.name).\(member.key)" }
            report(ShapeChecker.check(member.value, against: function.params, at: JSONPath.root.appending(member.key), offset: member.offset), into: &findings)
            return "\(handler.name).\(function.name)"
        case .action(let actionKey, let paramKey):
            guard case .object(let members, let open) = content else { return nil }
            guard let action = members.first(where: { $0.key == actionKey }) else {
                if !open { findings.append(UnknownFunctionRule.finding("the message has no '\(actionKey)' naming the action", at: location)) }
                return nil
            }
            guard case .string(let actionName) = action.value else { return nil }
            guard let function = lookUpFunction(actionName, in: handler, at: action.valueOffset, into: &findings) else { return "\(handler.name).\(actionName)" }
            if let param = members.first(where: { $0.key == paramKey }) {
                report(ShapeChecker.check(param.value, against: function.params, at: JSONPath.root.appending(paramKey), offset: param.valueOffset), into: &findings)
            } else if !open, function.params != nil {
                findings.append(ParamMissingRule.finding("missing '\(paramKey)', the parameters of '\(actionName)'", at: location))
            }
            return "\(handler.name).\(function.name)"
        case .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge:
            // The libraries post these themselves from computed values; a literal one is rare and not checked further.
            return handler.name
        case .sequence:
            guard case .object(let members, let open) = content else { return nil }
            if !viaWrapper, !open, !members.contains(where: { $0.key == "metadata" }) {
                findings.append(ParamMissingRule.finding("missing metadata.sequence, which the reply is matched by", at: location))
            }
            let params = Shape.object(members.filter { $0.key != "metadata" }, open: open)
            report(ShapeChecker.check(params, against: handler.schema, at: .root, offset: offset), into: &findings)
            return handler.name
        case .scheme, .deeplink:
            if case .string(let url) = content {
                _ = checkSchemeURL(url, at: offset, handler: handler, into: &findings)
            } else if case .concatenated(let prefix) = content {
                _ = checkSchemeURLPrefix(prefix, at: offset, handler: handler, into: &findings)
            }
            return handler.name
        }
    }

    private func lookUpFunction(_ name: String, in handler: Handler, at offset: Int, into findings: inout [Finding]) -> Function? {
        if let function = handler.function(named: name) { return function }
        let hint = Suggestion.closest(to: name, in: handler.functions.map(\.name)).map { "did you mean '\($0)'?" }
        findings.append(UnknownFunctionRule.finding("handler '\(handler.name)' has no function '\(name)'", at: locate(offset), hint: hint))
        return nil
    }

    // MARK: Scheme URLs

    private func checkSchemeURL(_ url: String, at offset: Int, handler given: Handler? = nil, transport: Transport? = nil, into findings: inout [Finding]) -> (String?, String) {
        let location = locate(offset)
        let parsed: SchemeURL
        do {
            parsed = try SchemeURL.parse(url)
        } catch {
            findings.append(ParamTypeRule.finding("not a valid bridge URL: \(error)", at: location))
            return (nil, CallRecognizer.clip(url))
        }
        guard let handler = given ?? manifest.handler(forURLScheme: parsed.scheme, host: parsed.host) else { return (nil, CallRecognizer.clip(url)) }
        checkTransport(transport, of: handler, url: "\(parsed.scheme)://\(parsed.host)", at: location, into: &findings)
        switch handler.envelope {
        case .scheme where handler.urlHost != nil:
            let params = parsed.queryObject(schema: handler.schema)
            report(ShapeChecker.check(Shape(params, offset: offset), against: handler.schema, at: .root, offset: offset), into: &findings)
            return (handler.name, handler.name)
        case .scheme:
            guard let function = handler.function(named: parsed.host) else {
                let hint = Suggestion.closest(to: parsed.host, in: handler.functions.map(\.name)).map { "did you mean '\($0)'?" }
                findings.append(UnknownSchemeActionRule.finding("'\(parsed.scheme)://\(parsed.host)' is not a function of handler '\(handler.name)'", at: location, hint: hint))
                return (handler.name, "\(handler.name).\(parsed.host)")
            }
            let params = parsed.queryObject(schema: function.params)
            report(ShapeChecker.check(Shape(params, offset: offset), against: function.params, at: .root, offset: offset), into: &findings)
            return (handler.name, "\(handler.name).\(function.name)")
        case .deeplink(let scheme, let host):
            if parsed.host.lowercased() != host.lowercased() {
                // Another host of the deeplink scheme: a function, or unknown.
                guard let function = handler.function(named: parsed.host) else {
                    let hosts = [host] + handler.functions.map(\.name)
                    let hint = Suggestion.closest(to: parsed.host, in: hosts).map { "did you mean '\($0)'?" }
                    findings.append(UnknownSchemeActionRule.finding("'\(parsed.scheme)://\(parsed.host)' is not a host of handler '\(handler.name)' (\(hosts.joined(separator: ", ")))", at: location, hint: hint))
                    return (handler.name, "\(handler.name).\(parsed.host)")
                }
                let params = parsed.queryObject(schema: function.params)
                report(ShapeChecker.check(Shape(params, offset: offset), against: function.params, at: .root, offset: offset), into: &findings)
                return (handler.name, "\(handler.name).\(function.name)")
            }
            if let schema = handler.schema {
                report(ShapeChecker.check(Shape(parsed.queryObject(schema: schema), offset: offset), against: schema, at: .root, offset: offset), into: &findings)
                return (handler.name, handler.name)
            }
            do {
                _ = try WebViewDeeplink.decode(parsed, scheme: scheme, host: host)
            } catch {
                switch error {
                case .deeplink(let parameter, let problem) where problem.hasPrefix("unknown parameter"):
                    findings.append(ParamUnknownRule.finding("deeplink parameter '\(parameter)': \(problem)", at: location))
                case .deeplink(let parameter, let problem) where problem.hasPrefix("missing"):
                    findings.append(ParamMissingRule.finding("deeplink parameter '\(parameter)': \(problem)", at: location))
                case .wrongHost:
                    findings.append(UnknownSchemeActionRule.finding("\(error)", at: location))
                default:
                    findings.append(ParamTypeRule.finding("\(error)", at: location))
                }
            }
            return (handler.name, handler.name)
        default:
            return (handler.name, handler.name)
        }
    }

    /// A URL that reaches native by a way (postMessage, navigation) its handler does not read is lost.
    private func checkTransport(_ transport: Transport?, of handler: Handler, url: String, at location: SourceLocation, into findings: inout [Finding]) {
        guard let transport, !handler.transport.allows(transport) else { return }
        switch transport {
        case .navigation:
            findings.append(UnhandledTransportRule.finding("'\(url)' is opened by navigation, but native reads handler '\(handler.name)''s URLs only from postMessage", at: location, hint: "post it: window.webkit.messageHandlers.\(handler.name).postMessage(url)"))
        default:
            findings.append(UnhandledTransportRule.finding("'\(url)' is posted to '\(handler.name)', but native reads these URLs only from navigation (no message handler '\(handler.name)' is registered)", at: location, hint: "open it instead: location.href = url"))
        }
    }

    /// A URL whose start is literal and whose rest is computed: the scheme, the function (when the
    /// literal holds all of it) and the parameters whose values the literal completes are checked;
    /// nothing is reported missing, since the computed rest may hold it.
    private func checkSchemeURLPrefix(_ prefix: String, at offset: Int, handler given: Handler? = nil, transport: Transport? = nil, into findings: inout [Finding]) -> (String?, String) {
        let location = locate(offset)
        guard let scheme = CallRecognizer.scheme(of: prefix), let handler = given ?? manifest.handler(forURLScheme: scheme, host: CallRecognizer.host(of: prefix)) else { return (nil, CallRecognizer.clip(prefix)) }
        checkTransport(transport, of: handler, url: "\(scheme)://…", at: location, into: &findings)
        guard let colon = prefix.firstIndex(of: ":") else { return (handler.name, handler.name) }
        var rest = prefix[prefix.index(after: colon)...]
        guard rest.hasPrefix("//") else { return (handler.name, handler.name) }
        rest = rest.dropFirst(2)
        // The function is known only when a delimiter after it is literal too.
        guard let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else { return (handler.name, handler.name) }
        var known = String(prefix[..<hostEnd])
        var pending: String?
        if let question = rest.firstIndex(of: "?") {
            let pairs = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
            // Every pair but the last is complete; the last one's value goes on in the computed part.
            let complete = pairs.dropLast().filter { !$0.isEmpty }
            known = String(prefix[..<question]) + (complete.isEmpty ? "" : "?" + complete.joined(separator: "&"))
            if let last = pairs.last, let eq = last.firstIndex(of: "=") { pending = PercentDecoding.decodeToString(String(last[..<eq])) }
        }
        let parsed: SchemeURL
        do {
            parsed = try SchemeURL.parse(known)
        } catch {
            findings.append(ParamTypeRule.finding("not a valid bridge URL: \(error)", at: location))
            return (handler.name, handler.name)
        }
        /// The literal query as an open object: present keys checked, nothing reported missing.
        func checkPartialQuery(_ schema: Schema?) {
            var members: [Shape.Member] = []
            if case .object(let object) = parsed.queryObject(schema: schema) {
                members = object.members.map { Shape.Member(key: $0.key, value: Shape($0.value, offset: offset), offset: offset) }
            }
            if let pending, !members.contains(where: { $0.key == pending }) { members.append(Shape.Member(key: pending, value: .dynamic, offset: offset)) }
            report(ShapeChecker.check(.object(members, open: true), against: schema, at: .root, offset: offset), into: &findings)
        }
        switch handler.envelope {
        case .scheme where handler.urlHost != nil:
            checkPartialQuery(handler.schema)
            return (handler.name, handler.name)
        case .scheme:
            guard let function = handler.function(named: parsed.host) else {
                let hint = Suggestion.closest(to: parsed.host, in: handler.functions.map(\.name)).map { "did you mean '\($0)'?" }
                findings.append(UnknownSchemeActionRule.finding("'\(parsed.scheme)://\(parsed.host)' is not a function of handler '\(handler.name)'", at: location, hint: hint))
                return (handler.name, "\(handler.name).\(parsed.host)")
            }
            checkPartialQuery(function.params)
            return (handler.name, "\(handler.name).\(function.name)")
        case .deeplink(_, let host):
            if parsed.host.lowercased() == host.lowercased() {
                if let schema = handler.schema { checkPartialQuery(schema) }
                return (handler.name, handler.name)
            }
            guard let function = handler.function(named: parsed.host) else {
                let hosts = [host] + handler.functions.map(\.name)
                findings.append(UnknownSchemeActionRule.finding("'\(parsed.scheme)://\(parsed.host)' is not a host of handler '\(handler.name)' (\(hosts.joined(separator: ", ")))", at: location, hint: Suggestion.closest(to: parsed.host, in: hosts).map { "did you mean '\($0)'?" }))
                return (handler.name, "\(handler.name).\(parsed.host)")
            }
            checkPartialQuery(function.params)
            return (handler.name, "\(handler.name).\(function.name)")
        default:
            return (handler.name, handler.name)
        }
    }

    // MARK: Reporting

    private func report(_ violations: [ShapeChecker.Violation], into findings: inout [Finding]) {
        for v in violations {
            let location = locate(v.offset)
            let message = "\(v.violation.path): \(v.violation.message)"
            switch v.violation.kind {
            case .missingKey: findings.append(ParamMissingRule.finding(message, at: location))
            case .unknownKey: findings.append(ParamUnknownRule.finding(message, at: location))
            default: findings.append(ParamTypeRule.finding(message, at: location))
            }
        }
    }

    private func isStringified(_ shape: Shape) -> Bool {
        if case .stringified = shape { return true }
        return false
    }

    private func article(_ typeName: String?) -> String {
        guard let typeName else { return "a value" }
        return ["object", "array"].contains(typeName) ? "an \(typeName)" : "a \(typeName)"
    }
}
