/// A location inside a JSON document, rendered as `$.param.count`, `$.items[2]` or `$["a b"]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// This path from `base` on (`$.param.count` from `$.param` is `$.count`), or nil when it
    /// does not start with `base`.
    public func relative(to base: JSONPath) -> JSONPath? {
        guard components.starts(with: base.components) else { return nil }
        return JSONPath(Array(components.dropFirst(base.components.count)))
    }

    public var description: String {
        var out = "$"
        for component in components {
            switch component {
            case .index(let i): out += "[\(i)]"
            case .key(let k):
                if Self.isIdentifier(k) { out += "." + k } else { out += "[" + JSONWriter.quoted(k) + "]" }
            }
        }
        return out
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic
        else { return false }
        return s.unicodeScalars.allSatisfy {
            $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }
}
