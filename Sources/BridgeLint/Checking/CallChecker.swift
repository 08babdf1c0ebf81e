import BridgeContract
import BridgeJSON
import BridgeReport
import BridgeRuntime

/// Resolves one call site against the manifest and states what it finds as `CallFact`s, which the
/// call rules judge: the driver decides nothing about findings itself.
struct CallChecker {
    let manifest: Manifest
    let locate: (Int) -> SourceLocation

    /// The call checked, each finding's subject naming the handler and function the call
    /// reaches where its fact does not name them itself.
    func check(_ call: BridgeCallSite) -> CheckedCall {
        var checked = judge(call)
        // One return of the variable: an early `return checked` copied every call's result.
        if !checked.findings.isEmpty, let handler = checked.handler {
            let prefix = handler + "."
            let function = checked.name.hasPrefix(prefix) ? String(checked.name.dropFirst(prefix.count)) : nil
            for k in checked.findings.indices {
                if checked.findings[k].subject.handler == nil { checked.findings[k].subject.handler = handler }
                if checked.findings[k].subject.function == nil { checked.findings[k].subject.function = function }
            }
        }
        return checked
    }

    private func judge(_ call: BridgeCallSite) -> CheckedCall {
        var findings: [Finding] = []
        let here = locate(call.offset)
        if let test = call.otherPlatform {
            emit(.otherPlatform(test: test), at: here, into: &findings)
            return CheckedCall(location: here, name: call.text, handler: nil, text: call.text, findings: findings, reachKnown: true)
        }
        var handlerName: String?
        var name = call.text
        switch call.kind {
        case .schemeURL(let url):
            (handlerName, name) = checkSchemeURL(url, at: call.offset, transport: call.transport, into: &findings)
        case .schemeURLPrefix(let prefix):
            (handlerName, name) = checkSchemeURLPrefix(prefix, at: call.offset, transport: call.transport, into: &findings)
        case .postMessage(let handler):
            // WebKit's postMessage takes one argument: called with none it rejects with
            // "TypeError: Not enough arguments" and native never receives anything. (A wrapper's
            // call always passes its body, `undefined` at worst, which WebKit delivers.)
            let missing = call.arguments.isEmpty
            if let written = call.misspeltPath { emit(.misspeltBridgePath(written: written, handler: handler), at: here, into: &findings) }
            if missing { emit(.messageMissing(handler: handler), at: here, into: &findings) }
            guard let handler else {
                // Not a gap in the gate when each call of its wrapper names the handler and is checked there.
                if !call.checkedAtCallers { emit(.computedHandler(expression: call.computedName), at: here, into: &findings) }
                return CheckedCall(location: here, name: "(computed handler)", handler: nil, text: call.text, findings: findings, reachKnown: call.reachKnown)
            }
            handlerName = handler
            name = handler
            // Through a wrapper that names its handler itself, a missing handler is reported
            // where the wrapper names it (its own postMessage), once.
            // Through a wrapper given the name (`post('x', m)`), where the call writes it.
            guard let declared = call.handlerInWrapper ? manifest.handler(named: handler) : lookUpHandler(handler, at: call.handlerOffset.map(locate) ?? here, into: &findings), !missing else { break }
            if let scheme = declared.envelope.scheme {
                checkTransport(.postMessage, of: declared, url: "\(scheme)://…", at: here, into: &findings)
            }
            let body = call.arguments.first ?? .dynamic
            let bodyOffset = call.argumentOffsets.first ?? call.offset
            if let content = checkBodyKind(body, for: declared, at: bodyOffset, into: &findings) {
                name = checkEnvelope(content, handler: declared, at: bodyOffset, viaWrapper: false, into: &findings) ?? name
            }
            if call.expectsReply, !declared.replies {
                emit(.replyAwaited(handler: handler, wrapper: nil), at: here, into: &findings)
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
        emit(.unknownHandler(name: name, suggestion: Suggestion.closest(to: name, in: manifest.handlers.map(\.name))), at: location, into: &findings)
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
            emit(.computedLibraryFunction(library: library), at: here, into: &findings)
            return (handler.name, "\(handler.name).(computed)")
        }
        guard let function = handler.function(named: functionName) else {
            emit(.unknownFunction(handler: handler.name, function: functionName, library: library, suggestion: Suggestion.closest(to: functionName, in: handler.functions.map(\.name))), at: here, into: &findings)
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
            emit(.asyncMismatch(function: functionName, async: async), at: here, into: &findings)
        }
        // Cordova posts the args array as it is; Capacitor posts `options || {}`; the others send null.
        let absent: Shape = envelope == .cordova ? .array([], open: false) : (envelope == .capacitor ? .object([], open: false) : .null)
        let shape = arguments.first ?? absent
        let offset = offsets.first ?? call.offset
        if shape == .function {
            emit(.functionAsParameters(function: functionName), at: locate(offset), into: &findings)
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
                emit(.computedWrapperHandler(wrapper: wrapper.path), at: here, into: &findings)
                return (nil, "\(wrapper.path)(computed)")
            }
            handlerName = name
            guard lookUpHandler(name, at: locate(offset), into: &findings) != nil else { return (name, name) }
            if let reachable = wrapper.handlers, !reachable.contains(name) {
                emit(.unreachableHandler(name: name, wrapper: wrapper.path, reachable: reachable, suggestion: Suggestion.closest(to: name, in: reachable)), at: locate(offset), into: &findings)
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
                    emit(.wrapperNeedsJSONString(wrapper: wrapper.path, argument: wrapper.paramsArgument.map { $0 + 1 } ?? 0, got: article(shape.typeName)), at: locate(offset), into: &findings)
                    params = nil
                default:
                    params = shape.jsonContent(offset: offset)
                }
            } else if case .stringified = shape, handler.stringKind != .string,
                // A plain handler that takes any body, or JSON text, gets what the page meant.
                handler.envelope.namesFunctions || !(handler.bodies.contains(.any) || handler.bodies.contains(.jsonString))
            {
                emit(.wrapperGotJSONString(wrapper: wrapper.path, handler: handlerName, takes: handler.envelope.namesFunctions ? "an object of parameters" : "its body as a value"), at: locate(offset), into: &findings)
                params = nil
            }
            if let params {
                let schema = function?.params ?? (handler.envelope.namesFunctions ? nil : handler.schema)
                if handler.envelope == .plain, wrapper.relay {
                    // The wrapper serialises what it is given into the handler's body kind.
                    report(ShapeChecker.check(params, against: handler.schema, at: .root, offset: offset), into: &findings)
                } else if handler.envelope == .plain, let content = checkBodyKind(params, for: handler, at: offset, into: &findings) {
                    report(ShapeChecker.check(content, against: handler.schema, at: .root, offset: offset), into: &findings)
                } else if handler.envelope != .plain {
                    report(ShapeChecker.check(params, against: schema, at: .root, offset: offset), into: &findings)
                }
            }
        }
        if call.expectsReply, !handler.replies, !wrapper.returnsPromise {
            emit(.replyAwaited(handler: handlerName, wrapper: wrapper.path), at: here, into: &findings)
        }
        return (handlerName, name)
    }

    // MARK: Bodies and envelopes

    /// Checks the posted value's kind; returns the message content to check further, when known.
    /// A string is read as the handler's first string kind, as the runtime decoder reads it.
    private func checkBodyKind(_ body: Shape, for handler: Handler, at offset: Int, into findings: inout [Finding]) -> Shape? {
        var location: SourceLocation { locate(offset) }
        let got = body.typeName
        var takes: String { handler.bodyDescription }
        switch body {
        case .dynamic, .parameter, .alternative, .parameterMember:
            return handler.stringKind == .jsonString && !handler.accepts(.object) ? nil : body
        case .function:
            emit(.functionPosted(handler: handler.name), at: location, into: &findings)
            return nil
        case .object, .array:
            if handler.accepts(.object) { return body }
            if handler.stringKind == .jsonString {
                emit(.valuePosted(handler: handler.name, takes: takes, got: article(got), nativeDrops: true), at: location, into: &findings)
            } else {
                emit(.valuePosted(handler: handler.name, takes: takes, got: article(got), nativeDrops: false), at: location, into: &findings)
            }
            return nil
        case .null, .number, .bool, .someNumber, .someBool:
            if body == .null, handler.accepts(.null) { return body }
            if handler.accepts(.any) { return body }
            if handler.stringKind == .jsonString, !handler.accepts(.object) {
                emit(.valuePosted(handler: handler.name, takes: takes, got: article(got), nativeDrops: true), at: location, into: &findings)
            } else {
                emit(.valuePosted(handler: handler.name, takes: takes, got: article(got), nativeDrops: false), at: location, into: &findings)
            }
            return nil
        case .string, .stringified, .concatenated:
            switch handler.stringKind {
            case .jsonString?: return body.jsonContent(offset: offset)
            case .string?, .url?, .dataURL?, .any?: return body
            case .object?, .null?, nil:
                emit(.stringPosted(handler: handler.name, takes: takes, stringified: body.isStringified, objectAccepted: handler.accepts(.object)), at: location, into: &findings)
                return nil
            }
        }
    }

    /// Checks function, envelope and parameters; returns a name such as `EXAMPLE.pong`.
    private func checkEnvelope(_ content: Shape, handler: Handler, at offset: Int, viaWrapper: Bool, into findings: inout [Finding]) -> String? {
        var location: SourceLocation { locate(offset) }
        switch handler.envelope {
        case .plain:
            if handler.stringKind == .dataURL, case .string(let url) = content {
                let rules = handler.dataURL ?? DataURLRules()
                do {
                    let data = try DataURL.parse(url, maxDecodedBytes: rules.maxBytes ?? DataURL.defaultMaxDecodedBytes)
                    if !rules.allows(mimeType: data.mimeType.essence) {
                        emit(.mimeType(handler: handler.name, mime: data.mimeType.essence, allowed: rules.mimeTypes ?? []), at: location, into: &findings)
                    }
                    if rules.fileName == .required, (data.suppliedFileName ?? "").isEmpty {
                        emit(.fileNameMissing(handler: handler.name), at: location, into: &findings)
                    }
                } catch {
                    emit(.invalidDataURL("\(error)"), at: location, into: &findings)
                }
            }
            report(ShapeChecker.check(content, against: handler.schema, at: .root, offset: offset), into: &findings)
            return handler.name
        case .function:
            guard case .object(let members, let open) = content else { return nil }
            if !open, members.count != 1 {
                emit(.functionEnvelopeKeys(count: members.count), at: location, into: &findings)
                return nil
            }
            guard members.count == 1, let member = members.first else { return nil }
            guard let function = lookUpFunction(member.key, in: handler, at: member.offset, into: &findings) else { return "\(handler.name).\(member.key)" }
            report(ShapeChecker.check(member.value, against: function.params, at: JSONPath.root.appending(member.key), offset: member.offset), base: JSONPath.root.appending(member.key), into: &findings)
            return "\(handler.name).\(function.name)"
        case .action(let actionKey, let paramKey):
            guard case .object(let members, let open) = content else { return nil }
            guard let action = members.first(where: { $0.key == actionKey }) else {
                if !open { emit(.missingActionKey(actionKey), at: location, into: &findings) }
                return nil
            }
            guard case .string(let actionName) = action.value else { return nil }
            guard let function = lookUpFunction(actionName, in: handler, at: action.valueOffset, into: &findings) else { return "\(handler.name).\(actionName)" }
            if let param = members.first(where: { $0.key == paramKey }) {
                report(ShapeChecker.check(param.value, against: function.params, at: JSONPath.root.appending(paramKey), offset: param.valueOffset), base: JSONPath.root.appending(paramKey), into: &findings)
            } else if !open, function.params != nil {
                emit(.missingParams(paramKey: paramKey, action: actionName), at: location, into: &findings)
            }
            return "\(handler.name).\(function.name)"
        case .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge:
            // The libraries post these themselves from computed values; a literal one is rare and not checked further.
            return handler.name
        case .sequence:
            guard case .object(let members, let open) = content else { return nil }
            if !viaWrapper, !open, !members.contains(where: { $0.key == "metadata" }) {
                emit(.missingSequence, at: location, into: &findings)
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
        emit(.unknownFunction(handler: handler.name, function: name, library: nil, suggestion: Suggestion.closest(to: name, in: handler.functions.map(\.name))), at: locate(offset), into: &findings)
        return nil
    }

    // MARK: Scheme URLs

    private func checkSchemeURL(_ url: String, at offset: Int, handler given: Handler? = nil, transport: Transport? = nil, into findings: inout [Finding]) -> (String?, String) {
        var location: SourceLocation { locate(offset) }
        let parsed: SchemeURL
        do {
            parsed = try SchemeURL.parse(url)
        } catch {
            emit(.invalidURL("\(error)"), at: location, into: &findings)
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
                emit(.notAFunction(url: "\(parsed.scheme)://\(parsed.host)", handler: handler.name, suggestion: Suggestion.closest(to: parsed.host, in: handler.functions.map(\.name))), at: location, into: &findings)
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
                    emit(.notAHost(url: "\(parsed.scheme)://\(parsed.host)", handler: handler.name, hosts: hosts, suggestion: Suggestion.closest(to: parsed.host, in: hosts)), at: location, into: &findings)
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
                    emit(.deeplinkUnknownParameter(parameter: parameter, problem: problem), at: location, into: &findings)
                case .deeplink(let parameter, let problem) where problem.hasPrefix("missing"):
                    emit(.deeplinkMissingParameter(parameter: parameter, problem: problem), at: location, into: &findings)
                case .wrongHost:
                    emit(.wrongDeeplinkHost("\(error)"), at: location, into: &findings)
                default:
                    emit(.deeplinkInvalid("\(error)"), at: location, into: &findings)
                }
            }
            return (handler.name, handler.name)
        default:
            return (handler.name, handler.name)
        }
    }

    /// A URL that reaches native by a way (postMessage, navigation) its handler does not read is lost.
    private func checkTransport(_ transport: Transport?, of handler: Handler, url: @autoclosure () -> String, at location: @autoclosure () -> SourceLocation, into findings: inout [Finding]) {
        guard let transport, !handler.transport.allows(transport) else { return }
        switch transport {
        case .navigation:
            emit(.unhandledTransport(url: url(), handler: handler.name, used: .navigation), at: location(), into: &findings)
        default:
            emit(.unhandledTransport(url: url(), handler: handler.name, used: transport), at: location(), into: &findings)
        }
    }

    /// A URL whose start is literal and whose rest is computed: the scheme, the function (when the
    /// literal holds all of it) and the parameters whose values the literal completes are checked;
    /// nothing is reported missing, since the computed rest may hold it.
    private func checkSchemeURLPrefix(_ prefix: String, at offset: Int, handler given: Handler? = nil, transport: Transport? = nil, into findings: inout [Finding]) -> (String?, String) {
        var location: SourceLocation { locate(offset) }
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
            emit(.invalidURL("\(error)"), at: location, into: &findings)
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
                emit(.notAFunction(url: "\(parsed.scheme)://\(parsed.host)", handler: handler.name, suggestion: Suggestion.closest(to: parsed.host, in: handler.functions.map(\.name))), at: location, into: &findings)
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
                emit(.notAHost(url: "\(parsed.scheme)://\(parsed.host)", handler: handler.name, hosts: hosts, suggestion: Suggestion.closest(to: parsed.host, in: hosts)), at: location, into: &findings)
                return (handler.name, "\(handler.name).\(parsed.host)")
            }
            checkPartialQuery(function.params)
            return (handler.name, "\(handler.name).\(function.name)")
        default:
            return (handler.name, handler.name)
        }
    }

    // MARK: Reporting

    /// `base`: where in the body the schema's value is (an envelope's `param`); each finding's
    /// subject gives the path from there, within the schema it breaks.
    private func report(_ violations: [ShapeChecker.Violation], base: JSONPath = .root, into findings: inout [Finding]) {
        for v in violations {
            var subject = CallFact.schema(v.violation).subject
            subject.path = v.violation.path.relative(to: base) ?? v.violation.path
            emit(.schema(v.violation), at: locate(v.offset), subject: subject, into: &findings)
        }
    }

    /// Hands a fact to the call rules; the one whose concern it is words the finding.
    /// The location is worked out only for a finding: most calls have none, and finding a line
    /// and column for every check that might report was a tenth of checking a call.
    private func emit(_ fact: CallFact, at place: @autoclosure () -> SourceLocation, subject: FindingSubject? = nil, into findings: inout [Finding]) {
        for rule in RuleRegistry.callRules {
            guard let judgement = rule.judge(fact) else { continue }
            let location = place()
            findings.append(Finding(
                ruleID: rule.description.id, severity: rule.description.severity, message: judgement.message,
                file: location.file, line: location.line, column: location.column, hint: judgement.hint, subject: subject ?? fact.subject))
            return
        }
    }

    private func article(_ typeName: String?) -> String {
        guard let typeName else { return "a value" }
        return ["object", "array"].contains(typeName) ? "an \(typeName)" : "a \(typeName)"
    }
}
