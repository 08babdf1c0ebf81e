import Foundation

/// So `error.localizedDescription` says what went wrong, not "The operation couldn't be completed".
extension ManifestError: LocalizedError {
    public var errorDescription: String? { description }
}
