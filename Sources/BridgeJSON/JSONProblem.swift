/// Something wrong at a place in a JSON document: `$.param.count: expected integer, got string "x"`.
public struct JSONProblem: Sendable, Hashable, CustomStringConvertible {
    public let path: JSONPath
    public let message: String

    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
