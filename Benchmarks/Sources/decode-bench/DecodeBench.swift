import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation

// Times the runtime's hot paths and, for JSON, Foundation's JSONSerialization on the same
// bytes in the same run, so the figure to read is the ratio, not the absolute time.
// Usage: decode-bench [examples/bridge-manifest.json] [iterations]

/// Runs outside the main actor: top-level code in main.swift is main-actor isolated, and the
/// executor checks that adds to every closure call would be measured as the runtime's cost.
@main
enum DecodeBench {
    static func main() {
        let arguments = CommandLine.arguments
        let manifestPath = arguments.count > 1 ? arguments[1] : "examples/bridge-manifest.json"
        let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000

        func measure(_ name: String, iterations: Int, _ body: () -> Void) -> Double {
            body()  // warm up
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { body() }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let perCall = seconds / Double(iterations) * 1e6
            print("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%9.2f", perCall)) µs/call  \(String(format: "%10.0f", Double(iterations) / seconds)) calls/s")
            return perCall
        }

        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(contentsOf: manifestPath)
        } catch {
            FileHandle.standardError.write(Data("decode-bench: \(error)\n".utf8))
            exit(2)
        }
        let decoder = MessageDecoder(manifest: manifest)
        let examples = ContractExamples.all(in: manifest)

        // 1. JSON: a 64 KiB document of typical message shapes.
        var items: [String] = []
        for k in 0..<400 { items.append(#"{"action":"pong","param":{"count":"\#(k)","name":"twok \u00e9","tags":[1,2.5,true,null]}}"#) }
        let document = Array(("[" + items.joined(separator: ",") + "]").utf8)
        let ours = measure("JSONParser, \(document.count / 1024) KiB", iterations: max(1, iterations / 100)) {
            _ = try? JSONParser().parse(document)
        }
        let data = Data(document)
        let foundation = measure("JSONSerialization, same bytes", iterations: max(1, iterations / 100)) {
            _ = try? JSONSerialization.jsonObject(with: data)
        }
        print("ratio JSONParser / JSONSerialization: \(String(format: "%.2f", ours / foundation))")

        // 2. Every example through the message decoder.
        _ = measure("MessageDecoder, \(examples.count) examples per call", iterations: iterations / 10) {
            for example in examples { _ = try? decoder.decode(example.body, handler: example.handler.name) }
        }

        // 3. A 1 MiB base64 data URL.
        let payload = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }).base64EncodedString()
        let url = "data:application/pdf;report.pdf;base64," + payload
        _ = measure("DataURL.parse, 1 MiB decoded", iterations: max(1, iterations / 1000)) {
            _ = try? DataURL.parse(url)
        }

        // 4. A reply script for a 400-element value.
        let reply = ScriptValue((try? JSONParser().parse(document)) ?? .null)
        _ = measure("ReplyScript.call, \(document.count / 1024) KiB value", iterations: max(1, iterations / 100)) {
            _ = try? ReplyScript.call("window._ios.MessageHandler.onSuccess", [.value(7), .jsonString(reply)])
        }
    }
}
