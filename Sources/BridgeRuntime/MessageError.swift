import BridgeContract
import BridgeJSON

/// Why a message was rejected: a kind to switch on, where (a JSON path into the body), and what.
/// Printed as `$.param.count: expected integer, got string "x"`.
public struct MessageError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case unknownHandler = "unknown-handler"
        case originNotAllowed = "origin-not-allowed"
        case wrongBodyKind = "wrong-body-kind"
        case malformedJSON = "malformed-json"
        case limitExceeded = "limit-exceeded"
        case badEnvelope = "bad-envelope"
        case unknownFunction = "unknown-function"
        case schemaViolation = "schema-violation"
        /// What native is about to send back breaks the contract's reply schema.
        case replyViolation = "reply-violation"
        /// A URL arrived by a way (postMessage or navigation) the handler does not read.
        case wrongTransport = "wrong-transport"
        case malformedURL = "malformed-url"
        case malformedDataURL = "malformed-data-url"
        case unsupportedValue = "unsupported-value"
    }

    public var kind: Kind
    public var path: JSONPath
    public var message: String
    /// Byte offset into the JSON text, for `malformedJSON` and JSON limit errors.
    public var byteOffset: Int?
    /// Further schema violations after the first, if any.
    public var more: [SchemaViolation]

    public init(_ kind: Kind, at path: JSONPath = .root, _ message: String, byteOffset: Int? = nil, more: [SchemaViolation] = []) {
        self.kind = kind
        self.path = path
        self.message = message
        self.byteOffset = byteOffset
        self.more = more
    }

    public var description: String {
        var out = "\(path): \(message)"
        if let byteOffset { out += " (byte \(byteOffset))" }
        for violation in more { out += "\n\(violation)" }
        return out
    }
}
