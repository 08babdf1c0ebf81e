import BridgeContract
import BridgeJSON

/// Checks that every example in a contract decodes with the runtime decoder, so a manifest's
/// examples are proven, not just written down.
public enum ContractExamples {
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// Where the example sits in the manifest, e.g. `$.handlers.EXAMPLE.functions.pong.examples[0]`.
        public let path: JSONPath
        public let error: MessageError
        public var description: String { "\(path): example does not decode: \(error.kind.rawValue): \(error)" }
    }

    /// Each example with the message body it stands for and where it sits in the manifest.
    public static func all(in manifest: Manifest) -> [(handler: Handler, body: MessageBody, path: JSONPath)] {
        var out: [(Handler, MessageBody, JSONPath)] = []
        for handler in manifest.handlers {
            let base = JSONPath.root.appending("handlers").appending(handler.name)
            for (k, example) in handler.examples.enumerated() {
                out.append((handler, body(example, for: handler.body), base.appending("examples").appending(index: k)))
            }
            for function in handler.functions {
                for (k, example) in function.examples.enumerated() {
                    let path = base.appending("functions").appending(function.name).appending("examples").appending(index: k)
                    out.append((handler, body(example, for: handler.body), path))
                }
            }
        }
        return out
    }

    /// Examples are written as the body looks in JavaScript: a JSON-string handler's example may
    /// be the object itself (it is stringified), or the string.
    public static func body(_ example: JSONValue, for kind: BodyKind) -> MessageBody {
        switch (kind, example) {
        case (.jsonString, .object), (.jsonString, .array): return .string(JSONWriter().string(example))
        case (_, .string(let s)): return .string(s)
        default: return .value(example)
        }
    }

    public static func check(_ manifest: Manifest) -> [Failure] {
        let decoder = MessageDecoder(manifest: manifest)
        var failures: [Failure] = []
        for (handler, body, path) in all(in: manifest) {
            do {
                if case .string(let url) = body, handler.envelope.scheme != nil {
                    _ = try decoder.decode(url: url, handler: handler.name)
                } else {
                    _ = try decoder.decode(body, handler: handler.name)
                }
            } catch {
                failures.append(Failure(path: path, error: error))
            }
        }
        return failures
    }
}
