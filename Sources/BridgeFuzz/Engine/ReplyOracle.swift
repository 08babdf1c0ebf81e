import Foundation

/// Checks reply scripts in node, in batches: each script must hand its callback exactly the value
/// `JSON.parse` gives for the input (lone surrogates read as U+FFFD, as the Swift side decodes them).
final class ReplyOracle {
    let node: String
    private(set) var items: [(input: [UInt8], script: [UInt8])] = []

    init(node: String) { self.node = node }

    /// The oracle with node from PATH, or nil when there is none.
    static func withNodeFromPath() -> ReplyOracle? {
        let node = HarnessClient.resolve("node")
        return FileManager.default.isExecutableFile(atPath: node) ? ReplyOracle(node: node) : nil
    }

    var pending: Int { items.count }

    /// The longest one batch may take in node, so a harness whose scripts loop cannot stall a run.
    static let batchTimeout: Double = 20

    func add(input: [UInt8], script: [UInt8]) { items.append((input, script)) }

    static let program = #"""
        'use strict';
        const vm = require('vm');
        const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
        const wellFormed = v => typeof v === 'string' ? v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
          : Array.isArray(v) ? v.map(wellFormed)
          : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), wellFormed(x)])) : v;
        const context = vm.createContext({});
        const contextObject = vm.runInContext('Object.prototype', context);
        // `a` comes from the script (the context's realm), `b` from JSON.parse here.
        function same(a, b, proto) {
          if (typeof a !== typeof b) return false;
          if (typeof a === 'number') return Object.is(a, b);
          if (a === null || typeof a !== 'object') return a === b;
          if (Array.isArray(a) !== Array.isArray(b)) return false;
          if (!Array.isArray(a) && Object.getPrototypeOf(a) !== proto) return false;
          const ka = Object.keys(a).sort(), kb = Object.keys(b).sort();
          return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same(a[k], b[k], proto));
        }
        lines.forEach((line, i) => {
          const [input, script] = JSON.parse(line);
          let got;
          context.f = (...args) => { got = args; };
          try { vm.runInContext(script, context, { timeout: 200 }); } catch (e) { console.log(i + ' threw ' + e); return; }
          const expected = wellFormed(JSON.parse(input));
          if (!got || !same(got[0], expected, contextObject)) { console.log(i + ' value differs'); return; }
          if (!same(JSON.parse(got[1]), JSON.parse(JSON.stringify(expected)), Object.prototype)) console.log(i + ' JSON string differs');
        });
        """#

    /// Runs node over the pending items; returns the inputs whose scripts were wrong, with why.
    func flush() -> [([UInt8], String)] {
        defer { items.removeAll() }
        guard !items.isEmpty else { return [] }
        var lines: [String] = []
        var kept: [[UInt8]] = []
        for item in items {
            // Only inputs JSON.parse reads the same way (valid UTF-8, our parser's limits) are compared.
            guard let input = String(validating: item.input, as: UTF8.self) else { continue }
            let pair = try? JSONSerialization.data(withJSONObject: [input, String(decoding: item.script, as: UTF8.self)])
            guard let pair else { continue }
            lines.append(String(decoding: pair, as: UTF8.self))
            kept.append(item.input)
        }
        let data = NodeBatch.run(node: node, program: Self.program, lines: lines)
        var failures: [([UInt8], String)] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard let index = parts.first.flatMap({ Int($0) }), index < kept.count else { continue }
            failures.append((kept[index], "node: the script's callback received a different value: \(parts.count > 1 ? String(parts[1]) : "")"))
        }
        return failures
    }
}

/// Runs a node program over lines of input (one item each) with one deadline for the batch, for
/// the oracles that judge scripts in node.
enum NodeBatch {
    /// What the program printed; empty when node cannot start or the batch ran past its time.
    static func run(node: String, program: String, lines: [String], timeout: Double = ReplyOracle.batchTimeout) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", program]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // A write to a node that has exited must fail, not kill this process (SIGPIPE) or trap
        // (`FileHandle.write(_:)` aborts on EPIPE): ignore the signal, use the throwing write.
        signal(SIGPIPE, SIG_IGN)
        guard (try? process.run()) != nil else { return Data() }
        let payload = Data(lines.joined(separator: "\n").utf8)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: payload)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        // Each script has its own limit in the program; the whole batch at most `timeout`.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return data
    }
}
