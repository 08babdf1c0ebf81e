import BridgeJSON

/// One thing wrong in a manifest: where (a JSON path) and what to do about it.
public typealias ManifestProblem = JSONProblem

/// Why a manifest could not be loaded. Every case names the file; problems name their JSON path.
public enum ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not JSON; `line` and `column` are 1-based.
    case malformedJSON(file: String, line: Int, column: Int, error: JSONError)
    /// The JSON does not describe a valid contract.
    case invalid(file: String, problems: [ManifestProblem])

    public var file: String {
        switch self {
        case .unreadable(let f, _), .malformedJSON(let f, _, _, _), .invalid(let f, _): return f
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the manifest: \(reason)\(reason == "no such file" ? " (bridgecheck init writes one from the app's code and pages, or pass --manifest FILE)" : "")"
        case .malformedJSON(let file, let line, let column, let error):
            return "\(file):\(line):\(column): manifest is not valid JSON: \(error.message) (byte \(error.offset))"
        case .invalid(let file, let problems):
            return problems.map { "\(file): \($0)" }.joined(separator: "\n")
        }
    }
}
