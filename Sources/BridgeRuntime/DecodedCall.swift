import BridgeJSON

/// A message after decoding: which handler and function it calls, with what.
public struct DecodedCall: Sendable, Hashable {
    public var handler: String
    /// The function or action named by the envelope; nil for plain, sequence and deeplink handlers.
    public var function: String?
    /// The parameters, checked against the contract.
    public var params: JSONValue
    /// `metadata.sequence`, for sequence envelopes.
    public var sequence: Int64?
    /// The page callback native should evaluate to answer, when the contract names one.
    public var callback: String?
    /// The library's own id for the answer: Cordova's and Capacitor's `callbackId`,
    /// WebViewJavascriptBridge's `callbackId` (or `responseId` of a response), DSBridge's `_dscbstub`.
    public var callbackID: String?
    /// WebViewJavascriptBridge's queue: each message of `_fetchQueue()`, decoded.
    public var batch: [DecodedCall] = []
    /// The handler answers through WKScriptMessageHandlerWithReply.
    public var replies: Bool
    /// The decoded bytes, for data-URL handlers.
    public var dataURL: DataURL?
    /// The web-view configuration, for deeplink handlers.
    public var deeplink: WebViewDeeplink?

    public init(
        handler: String, function: String? = nil, params: JSONValue, sequence: Int64? = nil, callback: String? = nil,
        replies: Bool = false, dataURL: DataURL? = nil, deeplink: WebViewDeeplink? = nil
    ) {
        self.handler = handler
        self.function = function
        self.params = params
        self.sequence = sequence
        self.callback = callback
        self.replies = replies
        self.dataURL = dataURL
        self.deeplink = deeplink
    }

    /// The call as JSON, as `bridgecheck decode message` prints it.
    public var json: JSONValue {
        var o = JSONObject()
        o["handler"] = .string(handler)
        o["function"] = function.map(JSONValue.string) ?? .null
        o["params"] = params
        o["sequence"] = sequence.map { .number(JSONNumber($0)) } ?? .null
        o["callback"] = callback.map(JSONValue.string) ?? .null
        if let callbackID { o["callbackId"] = .string(callbackID) }
        if !batch.isEmpty { o["batch"] = .array(batch.map(\.json)) }
        o["replies"] = .bool(replies)
        return .object(o)
    }
}
