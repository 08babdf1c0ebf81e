import Foundation

/// So `error.localizedDescription` says what went wrong, not "The operation couldn't be completed".
extension ReportWriteError: LocalizedError {
    public var errorDescription: String? { description }
}
