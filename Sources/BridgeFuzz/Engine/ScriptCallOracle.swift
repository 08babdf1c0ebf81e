import BridgeContract
import BridgeJSON
import Foundation

/// Judges the reply scripts a harness returns (`fuzz --reply-script PATH`): each is run in node's
/// `vm` with nothing but the declared callback defined, and must call it exactly once, define no
/// global, throw nothing, and pass arguments that decode under the callback's declared arguments.
/// A quote, backslash, line break or `</script>` pasted into a literal (seed 003's
/// `onSuccess(seq, '\(json)')`) shows as a syntax error, a second statement or a wrong argument.
final class ScriptCallOracle {
    let node: String
    let callback: Callback
    private(set) var items: [(input: [UInt8], script: [UInt8])] = []

    init(node: String, callback: Callback) {
        self.node = node
        self.callback = callback
    }

    static func withNodeFromPath(callback: Callback) -> ScriptCallOracle? {
        let node = HarnessClient.resolve("node")
        return FileManager.default.isExecutableFile(atPath: node) ? ScriptCallOracle(node: node, callback: callback) : nil
    }

    var pending: Int { items.count }

    func add(input: [UInt8], script: [UInt8]) { items.append((input, script)) }

    /// Per script: its index, what it threw (or null), each call's arguments as JSON text (null
    /// for a value JSON cannot hold), and the globals it added.
    static let program = #"""
        'use strict';
        const vm = require('vm');
        const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
        lines.forEach((line, i) => {
          const [script, path] = JSON.parse(line);
          const calls = [];
          const context = vm.createContext({});
          // `window` is the global object, as in a page.
          context.window = vm.runInContext('this', context);
          const parts = path.replace(/^window\./, '').split('.');
          let holder = context;
          for (const part of parts.slice(0, -1)) { holder[part] = {}; holder = holder[part]; }
          holder[parts[parts.length - 1]] = function (...args) { calls.push(args.map(v => { try { const t = JSON.stringify(v); return t === undefined ? null : t; } catch (e) { return null; } })); };
          const before = new Set(Object.getOwnPropertyNames(context));
          let error = null;
          try { vm.runInContext(script, context, { timeout: 200 }); } catch (e) { error = String(e && e.name ? e.name + ': ' + e.message : e); }
          const added = Object.getOwnPropertyNames(context).filter(k => !before.has(k));
          console.log(JSON.stringify([i, error, calls, added]));
        });
        """#

    /// Runs node over the pending scripts; the inputs whose scripts were wrong, with why.
    func flush() -> [([UInt8], String)] {
        defer { items.removeAll() }
        guard !items.isEmpty else { return [] }
        var lines: [String] = []
        for item in items {
            let pair = try? JSONSerialization.data(withJSONObject: [String(decoding: item.script, as: UTF8.self), callback.path])
            lines.append(pair.map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        let data = NodeBatch.run(node: node, program: Self.program, lines: lines)
        var failures: [([UInt8], String)] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard case .array(let fields)? = try? JSONParser().parse(Array(line.utf8)), fields.count == 4, case .number(let n) = fields[0],
                let index = Int(n.text), items.indices.contains(index)
            else { continue }
            if let why = judge(error: fields[1], calls: fields[2], added: fields[3]) { failures.append((items[index].input, why)) }
        }
        return failures
    }

    /// Why a script's run is wrong, or nil.
    func judge(error: JSONValue, calls: JSONValue, added: JSONValue) -> String? {
        if case .string(let thrown) = error { return "the reply script throws \(thrown)" }
        if case .array(let globals) = added, !globals.isEmpty {
            let names = globals.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            return "the reply script defines the global \(names.joined(separator: ", ")) besides calling \(callback.path)"
        }
        guard case .array(let made) = calls else { return nil }
        guard made.count == 1, case .array(let arguments) = made[0] else { return "the reply script calls \(callback.path) \(made.count) times, not once" }
        if !callback.arguments.isEmpty, arguments.count != callback.arguments.count {
            return "the reply script passes \(arguments.count) argument\(arguments.count == 1 ? "" : "s") to \(callback.path), which takes \(callback.arguments.count)"
        }
        for (k, declared) in callback.arguments.enumerated() where k < arguments.count {
            guard case .string(let text) = arguments[k], var value = try? JSONParser().parse(Array(text.utf8)) else {
                return "argument \(k + 1) (\(declared.name)) of \(callback.path) is not a JSON value"
            }
            if declared.encoding == .jsonString {
                guard case .string(let inner) = value, let decoded = try? JSONParser().parse(Array(inner.utf8)) else {
                    return "argument \(k + 1) (\(declared.name)) of \(callback.path) should be JSON text in a string, and is not"
                }
                value = decoded
            }
            if let schema = declared.schema, let first = schema.validate(value).first {
                return "argument \(k + 1) (\(declared.name)) of \(callback.path): \(first)"
            }
        }
        return nil
    }
}
