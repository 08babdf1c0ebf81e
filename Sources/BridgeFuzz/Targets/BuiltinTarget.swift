import BridgeContract
import BridgeHarness
import BridgeJSON
import BridgeRuntime
import Foundation

/// A decoder bridgecheck ships, run inside a worker process (`bridgecheck fuzz --worker`) so that a
/// trap ends the worker, not the run.
public enum BuiltinTarget: Sendable, Hashable {
    case message(handler: String)
    case dataURL
    case schemeURL
    case replyScript
    case lintScanner

    public var name: String {
        switch self {
        case .message(let handler): return "message-\(handler)"
        case .dataURL: return "data-url"
        case .schemeURL: return "scheme-url"
        case .replyScript: return "reply-script"
        case .lintScanner: return "lint-scanner"
        }
    }

    /// The decoders of the handlers a manifest declares: what an app owns, and what `check`
    /// fuzzes unless told otherwise (the others test bridgecheck's own URL, reply-script and
    /// page-scanner code).
    public static func messages(for manifest: Manifest) -> [BuiltinTarget] {
        manifest.handlers.map { .message(handler: $0.name) }
    }

    /// Every built-in target for a manifest: one message decoder per handler, then the rest.
    public static func all(for manifest: Manifest) -> [BuiltinTarget] {
        manifest.handlers.map { .message(handler: $0.name) } + [.dataURL, .schemeURL, .replyScript, .lintScanner]
    }

    public static func named(_ name: String, in manifest: Manifest) -> BuiltinTarget? {
        all(for: manifest).first { $0.name == name }
    }

    /// The case of an error enum without its payload: `invalidScheme`, `missingHost`.
    static func caseName(_ error: some Error) -> String {
        String(String(describing: Mirror(reflecting: error).children.first?.label ?? String(describing: error)).prefix(40))
    }

    /// What stderr carries before an oracle failure the worker detects itself (then it aborts).
    public static let oracleMarker = "bridgecheck-oracle: "

    /// Decodes one message input the way it reaches native: a handler that reads URLs only from
    /// navigation gets them as navigations (`decode(navigationURL:)`), every other as a message.
    public static func decodeAsDelivered(_ input: [UInt8], handler name: String, decoder: MessageDecoder) throws(MessageError) -> DecodedCall {
        if decoder.manifest.handler(named: name)?.transport == .navigation, case .string(let url)? = try? JSONParser().parse(input) {
            return try decoder.decode(url: url, handler: name)
        }
        return try decoder.decode(jsonText: input, handler: name)
    }

    /// Decodes one input and answers as a harness would. Round trips are checked here; a mismatch
    /// is reported on standard error after `oracleMarker` and the worker aborts. `lintScanner`
    /// reads a page as lint does and says what it found (lint's own scanner, which the command
    /// hands in: the fuzzer does not link lint).
    public static func evaluator(_ target: BuiltinTarget, manifest: Manifest, lintScanner: @escaping ([UInt8]) -> [UInt8]) -> ([UInt8]) -> Harness.Verdict {
        switch target {
        case .message(let handlerName):
            let decoder = MessageDecoder(manifest: manifest)
            let handler = manifest.handler(named: handlerName)
            return { input in
                do throws(MessageError) {
                    let call = try Self.decodeAsDelivered(input, handler: handlerName, decoder: decoder)
                    if let handler { RoundTrip.checkMessage(call, handler: handler, decoder: decoder) }
                    return .accepted(Array(JSONWriter().string(call.json).utf8))
                } catch {
                    return .rejected(Array("\(error.kind.rawValue) \(error.path)".utf8))
                }
            }
        case .dataURL:
            return { input in
                do {
                    let url = try DataURL.parse(String(decoding: input, as: UTF8.self))
                    RoundTrip.checkDataURL(url)
                    let name = url.safeFileName()
                    if name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.value < 0x20 }) || name.contains("..") {
                        RoundTrip.fail("unsafe file name \(JSONWriter.quoted(name))")
                    }
                    return .accepted(Array("\(url.mimeType) \(url.body.count) \(url.isBase64)".utf8))
                } catch {
                    return .rejected(Array(String(describing: error).prefix(40).utf8))
                }
            }
        case .schemeURL:
            let deeplinks = manifest.handlers.compactMap { h -> (String, String)? in
                if case .deeplink(let s, let host) = h.envelope { return (s, host) }
                return nil
            }
            return { input in
                do {
                    let url = try SchemeURL.parse(String(decoding: input, as: UTF8.self))
                    RoundTrip.checkSchemeURL(url)
                    for (scheme, host) in deeplinks where url.scheme == scheme { _ = try? WebViewDeeplink.decode(url, scheme: scheme, host: host) }
                    return .accepted(Array("\(url.scheme) \(url.query.count)".utf8))
                } catch {
                    return .rejected(Array(Self.caseName(error).utf8))
                }
            }
        case .replyScript:
            return { input in
                do {
                    let value = ScriptValue(try JSONParser().parse(input))
                    let script = try ReplyScript.call("f", [.value(value), .jsonString(value)])
                    return .accepted(Array(script.utf8))
                } catch {
                    return .rejected(Array("\(error)".utf8))
                }
            }
        case .lintScanner:
            return { input in .accepted(lintScanner(input)) }
        }
    }
}
