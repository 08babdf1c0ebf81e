import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation

// The decoders an app links, each beside Foundation doing the closest equivalent work on the same
// input in the same run: read the ratio, not the absolute time.
//   - each handler's first example (one per seed convention), as the JSON text that crosses the
//     bridge, through MessageDecoder.decode(jsonText:) (parse, envelope, contract validation);
//     Foundation: JSONSerialization.jsonObject on the same bytes (and on the inner text too, for a
//     body that is a JSON string of JSON), or URLComponents for a URL body. Parsing only.
//   - a 1 MiB data: URL through DataURL.parse; Foundation: Data(base64Encoded:) of its payload.
//   - a reply script for a 400-element value through ReplyScript.call; Foundation:
//     JSONSerialization.data(withJSONObject:) of the same value (JSON text, no script around it).
// Usage: decode-bench [MANIFEST] [ITERATIONS]  (default examples/bridge-manifest.json, 20000)
// Each figure: best of 5 batches after a warm-up batch; process start not included.

@main
enum DecodeBench {
    /// Best seconds per call over five batches of `iterations`, after one warm-up batch.
    static func time(iterations: Int, _ body: () -> Void) -> Double {
        for _ in 0..<max(1, iterations / 10) { body() }
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { body() }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(iterations))
        }
        return best
    }

    static func row(_ name: String, bytes: Int, ours: Double, foundation: Double) {
        func rate(_ seconds: Double) -> String { String(format: "%9.0f/s %8.1f MB/s", 1 / seconds, Double(bytes) / seconds / 1e6) }
        let label = name.padding(toLength: 38, withPad: " ", startingAt: 0)
        print("\(label) \(String(format: "%7d", bytes)) B  bridgecheck \(rate(ours))   Foundation \(rate(foundation))   \(String(format: "%5.2f", ours / foundation))x")
    }

    static func main() {
        let arguments = CommandLine.arguments
        let manifestPath = arguments.count > 1 ? arguments[1] : "examples/bridge-manifest.json"
        let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(contentsOf: manifestPath)
        } catch {
            FileHandle.standardError.write(Data("decode-bench: \(error)\n".utf8))
            exit(2)
        }
        let decoder = MessageDecoder(manifest: manifest)
        print("command: decode-bench \(manifestPath) \(iterations)")
        print("machine: \(ProcessInfo.processInfo.operatingSystemVersionString), \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print("best of 5 batches after a warm-up; ratio = bridgecheck time ÷ Foundation time\n")

        // 1. One typical message per handler: its first example, as the JSON text of the body.
        var seen = Set<String>()
        for example in ContractExamples.all(in: manifest) where seen.insert(example.handler.name).inserted {
            let text: String
            switch example.body {
            case .string(let s): text = JSONWriter.quoted(s)
            case .value(let v): text = JSONWriter().string(v)
            }
            let bytes = Array(text.utf8)
            let data = Data(bytes)
            let handler = example.handler
            // A URL handler's message is the URL itself, as postMessage or navigation delivers it.
            let decode: () -> DecodedCall?
            if handler.body == .url, case .string(let url) = example.body {
                decode = { try? decoder.decode(url: url, handler: handler.name) }
            } else {
                decode = { try? decoder.decode(jsonText: bytes, handler: handler.name) }
            }
            guard decode() != nil else {
                print("\(handler.name): its first example does not decode; skipped")
                continue
            }
            let ours = time(iterations: iterations) { _ = decode() }
            let foundation = time(iterations: iterations) {
                guard let outer = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else { return }
                guard let s = outer as? String else { return }
                switch handler.body {
                case .jsonString: _ = try? JSONSerialization.jsonObject(with: Data(s.utf8), options: .fragmentsAllowed)
                case .url: _ = URLComponents(string: s)
                case .dataURL: _ = s.split(separator: ",", maxSplits: 1).last.flatMap { Data(base64Encoded: String($0)) }
                default: break
                }
            }
            row("message \(handler.name) (\(handler.body.rawValue))", bytes: bytes.count, ours: ours, foundation: foundation)
        }

        // 2. A 1 MiB data: URL.
        let payload = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }).base64EncodedString()
        let url = "data:application/pdf;report.pdf;base64," + payload
        let few = max(1, iterations / 1000)
        let dataURL = time(iterations: few) { _ = try? DataURL.parse(url) }
        let base64 = time(iterations: few) { _ = Data(base64Encoded: payload) }
        row("DataURL.parse, 1 MiB decoded", bytes: url.utf8.count, ours: dataURL, foundation: base64)

        // 3. A reply script for a 400-element value.
        var items: [String] = []
        for k in 0..<400 { items.append(#"{"action":"pong","param":{"count":"\#(k)","name":"twok \u00e9","tags":[1,2.5,true,null]}}"#) }
        let document = Array(("[" + items.joined(separator: ",") + "]").utf8)
        guard let value = try? JSONParser().parse(document), let object = try? JSONSerialization.jsonObject(with: Data(document)) else { exit(1) }
        let reply = ScriptValue(value)
        let some = max(1, iterations / 100)
        let script = time(iterations: some) { _ = try? ReplyScript.call("window._ios.MessageHandler.onSuccess", [.value(7), .jsonString(reply)]) }
        let serialization = time(iterations: some) { _ = try? JSONSerialization.data(withJSONObject: object) }
        row("ReplyScript.call, 400 elements", bytes: document.count, ours: script, foundation: serialization)

        // 4. The JSON parser alone on the same 64 KiB document.
        let parser = time(iterations: some) { _ = try? JSONParser().parse(document) }
        let documentData = Data(document)
        let foundationParse = time(iterations: some) { _ = try? JSONSerialization.jsonObject(with: documentData) }
        row("JSONParser, 400 elements", bytes: document.count, ours: parser, foundation: foundationParse)
    }
}
