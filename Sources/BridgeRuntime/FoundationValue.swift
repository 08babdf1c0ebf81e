import BridgeJSON
import Foundation

/// Converts the Foundation object tree WebKit hands to `userContentController(_:didReceive:)`
/// (NSString, NSNumber, NSArray, NSDictionary, NSNull, NSDate) into a `JSONValue`, within limits.
enum FoundationValue {
    struct Failure: Error {
        let path: JSONPath
        let message: String
        let isLimit: Bool
    }

    static func convert(_ value: Any, limits: JSONLimits) throws(Failure) -> JSONValue {
        var budget = limits.maxBytes  // a rough size budget: bytes of strings plus 8 per node
        return try convert(value, path: .root, depth: 0, limits: limits, budget: &budget)
    }

    private static func convert(_ value: Any, path: JSONPath, depth: Int, limits: JSONLimits, budget: inout Int) throws(Failure) -> JSONValue {
        budget -= 8
        guard budget >= 0 else { throw Failure(path: path, message: "body is larger than the \(limits.maxBytes)-byte limit", isLimit: true) }
        if value is NSNull { return .null }
        if let b = value as? Bool, isBoolean(value) { return .bool(b) }
        if let s = value as? String {
            let count = s.utf8.count
            budget -= count
            guard count <= limits.maxStringBytes else { throw Failure(path: path, message: "string is longer than the \(limits.maxStringBytes)-byte limit", isLimit: true) }
            return .string(s)
        }
        if let n = value as? NSNumber {
            let type = String(cString: n.objCType)
            if type == "d" || type == "f" {
                let d = n.doubleValue
                guard let number = JSONNumber(d) else { throw Failure(path: path, message: "number \(d) has no JSON form", isLimit: false) }
                return .number(number)
            }
            if type == "Q" { return .number(JSONNumber(validatedText: String(n.uint64Value))) }
            return .number(JSONNumber(n.int64Value))
        }
        if let date = value as? Date {
            return .string(ISO8601DateFormatter().string(from: date))
        }
        guard depth < limits.maxDepth else { throw Failure(path: path, message: "nesting is deeper than the limit of \(limits.maxDepth)", isLimit: true) }
        if let array = value as? [Any] {
            guard array.count <= limits.maxArrayElements else { throw Failure(path: path, message: "array has more than the limit of \(limits.maxArrayElements) elements", isLimit: true) }
            var out: [JSONValue] = []
            out.reserveCapacity(array.count)
            for (k, element) in array.enumerated() {
                out.append(try convert(element, path: path.appending(index: k), depth: depth + 1, limits: limits, budget: &budget))
            }
            return .array(out)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            guard dictionary.count <= limits.maxObjectKeys else { throw Failure(path: path, message: "object has more than the limit of \(limits.maxObjectKeys) keys", isLimit: true) }
            var members: [JSONObject.Member] = []
            for (key, element) in dictionary {
                guard let k = key.base as? String else { throw Failure(path: path, message: "object key \(key) is not a string", isLimit: false) }
                members.append(JSONObject.Member(key: k, value: try convert(element, path: path.appending(k), depth: depth + 1, limits: limits, budget: &budget)))
            }
            // Dictionaries have no order; sort so that the same body always decodes the same way.
            return .object(JSONObject(members.sorted { $0.key < $1.key }))
        }
        throw Failure(path: path, message: "\(type(of: value)) is not a value WebKit sends", isLimit: false)
    }

    /// Swift `Bool`s and `NSNumber` booleans (`__NSCFBoolean` on both Darwin and Linux), not 0 or 1.
    private static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let n = value as? NSNumber else { return false }
        return String(describing: type(of: n)) == "__NSCFBoolean"
    }
}
