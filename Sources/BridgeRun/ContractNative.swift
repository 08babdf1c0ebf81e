import BridgeGenerate
import BridgeContract
import BridgeFuzz
import BridgeJSON
import BridgeRuntime
import Foundation

/// The native side as the manifest describes it: every declared handler registered, replies and
/// callbacks answered with values the contract accepts, built by the runtime's own encoder.
/// It decides nothing about findings: it answers, and the page's outcome is judged afterwards.
public final class ContractNative: NativeSide {
    public let manifest: Manifest
    let decoder: MessageDecoder
    /// Schemes whose navigations native takes (a handler reads them by navigation).
    let navigationSchemes: Set<String>

    public init(manifest: Manifest) {
        self.manifest = manifest
        decoder = MessageDecoder(manifest: manifest)
        navigationSchemes = Set(manifest.handlers.compactMap { h in h.transport.allows(.navigation) ? h.envelope.scheme?.lowercased() : nil })
    }

    /// Handlers as native registers them.
    public var registrations: [HandlerRegistration] { manifest.handlers.map { HandlerRegistration(name: $0.name, replies: $0.replies) } }

    public func message(handler name: String, bodyJSON: String?) -> NativeResponse {
        guard let handler = manifest.handler(named: name) else { return NativeResponse(reply: .error("no handler '\(name)'")) }
        // A message native cannot decode gets no answer from its app either: the finding is made
        // from the outcome, not here.
        guard let text = bodyJSON, let call = try? decoder.decode(jsonText: Array(text.utf8), handler: name) else {
            return NativeResponse(reply: handler.replies ? .error("bridgecheck: the message does not decode under the contract") : nil)
        }
        var response = NativeResponse()
        let function = call.function.flatMap { handler.function(named: $0) }
        if handler.replies {
            let value = ContractValues.valid(function?.reply ?? handler.reply)
            response.reply = .value(json: JSONWriter().string(value))
        }
        if let path = call.callback, let callback = manifest.callback(at: path) {
            var values: [ScriptValue] = []
            for (k, argument) in callback.arguments.enumerated() {
                if k == 0, let sequence = call.sequence, handler.envelope == .sequence {
                    values.append(ScriptValue(.number(JSONNumber(sequence))))
                } else {
                    let schema = argument.schema ?? (k == callback.arguments.count - 1 ? function?.reply ?? handler.reply : nil)
                    values.append(ScriptValue(ContractValues.valid(schema, seed: UInt64(k + 1))))
                }
            }
            if let script = try? ReplyScript.call(callback, values) { response.evaluate.append(Instrumentation.guarded(script)) }
        }
        return response
    }

    public func takesNavigation(to url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        return navigationSchemes.contains(url[..<colon].lowercased())
    }

    public func isBridgeURL(_ url: String) -> Bool { Self.isBridgeURL(url, in: manifest) }

    static func isBridgeURL(_ url: String, in manifest: Manifest) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        let afterScheme = url[url.index(after: colon)...].drop { $0 == "/" }
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        return manifest.claims(scheme: scheme, host: host.isEmpty ? nil : String(host))
    }

    /// The script that calls `callback` with values its schema accepts, as native would after
    /// the page has settled; nil when the encoder refuses (no valid value was found).
    public func probe(_ callback: Callback) -> String? {
        let values = callback.arguments.enumerated().map { k, argument in ScriptValue(ContractValues.valid(argument.schema, seed: UInt64(k + 1))) }
        return try? ReplyScript.call(callback, values)
    }
}
