import BridgeGenerate
import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Round trips the worker checks after each accepted input: encode what was decoded, decode it
/// again, and expect the same result.
enum RoundTrip {
    static func fail(_ message: String) -> Never {
        try? FileHandle.standardError.write(contentsOf: Data((BuiltinTarget.oracleMarker + "round-trip: " + message + "\n").utf8))
        abort()
    }

    /// A decoded call, posted again as the contract says, decodes to the same call.
    static func checkMessage(_ call: DecodedCall, handler: Handler, decoder: MessageDecoder) {
        var value: JSONValue
        switch handler.envelope {
        case .function:
            value = .object(JSONObject([.init(key: call.function ?? "", value: call.params)]))
        case .action(let actionKey, let paramKey):
            var members = [JSONObject.Member(key: actionKey, value: .string(call.function ?? ""))]
            if call.params != .null { members.append(.init(key: paramKey, value: call.params)) }
            value = .object(JSONObject(members))
        case .sequence:
            var o = call.params.objectValue ?? JSONObject()
            o["metadata"] = .object(JSONObject([.init(key: "sequence", value: .number(JSONNumber(call.sequence ?? 0)))]))
            value = .object(o)
        case .plain:
            guard handler.body != .dataURL, handler.body != .url else { return }
            value = call.params
        case .cordova, .capacitor, .webViewJavascriptBridge, .dsBridge:
            guard let function = call.function, call.batch.isEmpty else { return }
            value = MessageGenerator.libraryMessage(handler.envelope, function: function, params: call.params, callbackID: call.callbackID)
        case .scheme, .deeplink:
            return
        }
        let body: MessageBody
        switch handler.body {
        case .object, .null, .any: body = .value(value)
        case .jsonString: body = .string(JSONWriter().string(value))
        case .string, .url, .dataURL: body = .string(value.stringValue ?? "")
        }
        do {
            let again = try decoder.decode(body, handler: handler.name)
            guard again.json == call.json else { fail("\(JSONWriter().string(call.json)) came back as \(JSONWriter().string(again.json))") }
        } catch {
            fail("\(JSONWriter().string(call.json)) was rejected when posted again: \(error)")
        }
    }

    /// A decoded data: URL, written again with base64, decodes to the same type and bytes.
    static func checkDataURL(_ url: DataURL) {
        let mime = url.mimeType.description
        guard !mime.contains(","), !mime.contains("#"), !mime.contains("%") else { return }
        let again = "data:\(mime);base64,\(Data(url.body).base64EncodedString())"
        do {
            let decoded = try DataURL.parse(again, maxDecodedBytes: max(url.body.count, 1))
            guard decoded.mimeType == url.mimeType, decoded.body == url.body else { fail("\(mime), \(url.body.count) bytes came back as \(decoded.mimeType), \(decoded.body.count) bytes") }
        } catch {
            fail("\(again.prefix(100)) was rejected: \(error)")
        }
    }

    /// A decoded scheme URL, percent-encoded again, decodes to the same parts.
    static func checkSchemeURL(_ url: SchemeURL) {
        let encode = SchemeURLGenerator.percentEncode
        let path = url.path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
        let query = url.query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        let text = "\(url.scheme)://\(encode(url.host))\(path)" + (url.query.isEmpty ? "" : "?" + query)
        do {
            let again = try SchemeURL.parse(text, maxBytes: Int.max)
            guard again == url else { fail("\(text.prefix(200)) decoded differently") }
        } catch {
            fail("\(text.prefix(200)) was rejected: \(error)")
        }
    }
}
