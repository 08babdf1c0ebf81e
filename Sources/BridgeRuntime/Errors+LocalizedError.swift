import Foundation

// So `error.localizedDescription` in an app says what went wrong and where, not
// "The operation couldn't be completed".

extension MessageError: LocalizedError {
    public var errorDescription: String? { description }
}

extension DataURLError: LocalizedError {
    public var errorDescription: String? { description }
}

extension SchemeURLError: LocalizedError {
    public var errorDescription: String? { description }
}

extension ReplyScriptError: LocalizedError {
    public var errorDescription: String? { description }
}
