import BridgeJSON
import Foundation

/// Reads a manifest file into a `Manifest`, reporting every problem with its JSON path.
public enum ManifestLoader {
    /// Manifests are written by people; 16 MiB is far beyond any real one.
    public static let limits = JSONLimits(maxBytes: 16 << 20, maxDepth: 64, maxStringBytes: 1 << 20, maxObjectKeys: 10_000)

    public static func load(contentsOf path: String) throws(ManifestError) -> Manifest {
        try loadWithSource(contentsOf: path).manifest
    }

    /// The manifest and the bytes it was read from, in one read: a command that also points
    /// findings into the file (its source map) reads it once.
    public static func loadWithSource(contentsOf path: String) throws(ManifestError) -> (manifest: Manifest, source: [UInt8]) {
        switch BoundedRead.file(path, limit: limits.maxBytes, limitName: "for a manifest") {
        case .success(let bytes): return (try load(bytes: bytes, file: path), bytes)
        case .failure(let failure): throw .unreadable(file: path, reason: failure.description)
        }
    }

    public static func load(bytes: [UInt8], file: String) throws(ManifestError) -> Manifest {
        let value: JSONValue
        do {
            value = try JSONParser(limits: limits).parse(bytes)
        } catch {
            let (line, column) = lineAndColumn(of: error.offset, in: bytes)
            throw .malformedJSON(file: file, line: line, column: column, error: error)
        }
        return try decode(value, file: file)
    }

    /// Builds a manifest from parsed JSON; `file` is used in errors only.
    public static func decode(_ value: JSONValue, file: String) throws(ManifestError) -> Manifest {
        let sink = ProblemSink()
        let manifest = ManifestDecoder(sink: sink).manifest(value)
        if let manifest, sink.problems.isEmpty { return manifest }
        throw .invalid(file: file, problems: sink.problems)
    }

    /// 1-based line and column (in characters) of a byte offset.
    public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1, lineStart = 0
        for k in 0..<end where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return (line, column)
    }
}

final class ProblemSink {
    var problems: [ManifestProblem] = []
    func add(_ path: JSONPath, _ message: String) { problems.append(ManifestProblem(path: path, message: message)) }
}

/// Typed access to one JSON object's members that records, rather than throws, every problem.
struct Fields {
    let object: JSONObject
    let path: JSONPath
    let sink: ProblemSink

    /// Nil (with a problem recorded) unless `value` is an object whose keys are all in `allowed`.
    init?(_ value: JSONValue, at path: JSONPath, allowed: [String], what: String, sink: ProblemSink) {
        guard case .object(let object) = value else {
            sink.add(path, "\(what) must be an object, got \(value.shortDescription)")
            return nil
        }
        self.object = object
        self.path = path
        self.sink = sink
        for key in object.duplicateKeys {
            sink.add(path.appending(key), "key '\(key)' appears more than once")
        }
        for key in object.keys where !allowed.contains(key) {
            let hint = Suggestion.hint(for: key, in: allowed)
            sink.add(path.appending(key), "unknown key '\(key)' in \(what)\(hint); allowed: \(allowed.joined(separator: ", "))")
        }
    }

    func value(_ key: String, required: Bool = false) -> JSONValue? {
        let v = object[key]
        if v == nil, required { sink.add(path, "missing required key '\(key)'") }
        return v
    }

    func string(_ key: String, required: Bool = false) -> String? {
        guard let v = value(key, required: required) else { return nil }
        guard case .string(let s) = v else {
            sink.add(path.appending(key), "expected a string, got \(v.shortDescription)")
            return nil
        }
        if required, s.isEmpty { sink.add(path.appending(key), "must not be empty") }
        return s
    }

    func bool(_ key: String) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else {
            sink.add(path.appending(key), "expected true or false, got \(v.shortDescription)")
            return nil
        }
        return b
    }

    func int(_ key: String, required: Bool = false, minimum: Int = 0) -> Int? {
        guard let v = value(key, required: required) else { return nil }
        guard case .number(let n) = v, let i = n.int64, i >= minimum, i <= Int64(Int32.max) else {
            sink.add(path.appending(key), "expected an integer of at least \(minimum), got \(v.shortDescription)")
            return nil
        }
        return Int(i)
    }

    func stringArray(_ key: String) -> [String]? {
        guard let v = value(key) else { return nil }
        guard case .array(let elements) = v else {
            sink.add(path.appending(key), "expected an array of strings, got \(v.shortDescription)")
            return nil
        }
        var out: [String] = []
        for (k, element) in elements.enumerated() {
            guard case .string(let s) = element else {
                sink.add(path.appending(key).appending(index: k), "expected a string, got \(element.shortDescription)")
                continue
            }
            out.append(s)
        }
        return out
    }

    /// The members of an object-valued key, in order, e.g. `handlers`.
    func members(_ key: String, required: Bool = false) -> [JSONObject.Member]? {
        guard let v = value(key, required: required) else { return nil }
        guard case .object(let o) = v else {
            sink.add(path.appending(key), "expected an object keyed by name, got \(v.shortDescription)")
            return nil
        }
        for dup in o.duplicateKeys { sink.add(path.appending(key).appending(dup), "'\(dup)' is declared more than once") }
        return o.members
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ key: String, _: E.Type, required: Bool = false) -> E?
    where E.RawValue == String {
        guard let s = string(key, required: required) else { return nil }
        if let e = E(rawValue: s) { return e }
        let names = E.allCases.map(\.rawValue)
        sink.add(path.appending(key), "'\(s)' is not one of \(names.joined(separator: ", "))\(Suggestion.hint(for: s, in: names))")
        return nil
    }
}
