// libFuzzer entry over bridgecheck's own decoders and page scanner: every handler's message
// decoder, data: and scheme URLs (with the safe-file-name invariant), reply scripts, and the lint
// scanner's HTML, tokenizer, recognizer and checker. Built by run-libfuzzer.sh.
import Foundation

let manifest: Manifest = {
    do {
        return try ManifestLoader.load(contentsOf: ProcessInfo.processInfo.environment["BRIDGECHECK_MANIFEST"] ?? "examples/bridge-manifest.json")
    } catch {
        fatalError("cannot load the manifest: \(error)")
    }
}()
let decoder = MessageDecoder(manifest: manifest)
let schemes = Set(manifest.handlers.compactMap { $0.envelope.scheme })
let recognizer = CallRecognizer(manifest: manifest)
let checker = CallChecker(manifest: manifest, locate: { SourceLocation(file: "input", line: $0, column: 1) })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let text = String(decoding: bytes, as: UTF8.self)
    for handler in manifest.handlers {
        _ = try? decoder.decode(jsonText: bytes, handler: handler.name)
        _ = try? decoder.decode(.string(text), handler: handler.name)
    }
    if let url = try? DataURL.parse(text) {
        let name = Array(url.safeFileName().unicodeScalars)
        if name.contains("/") || name.contains("\\") || zip(name, name.dropFirst()).contains(where: { $0 == "." && $1 == "." }) {
            fatalError("unsafe file name \(String(String.UnicodeScalarView(name)))")
        }
    }
    _ = try? SchemeURL.parse(text)
    if let value = try? JSONParser().parse(bytes) { _ = try? ReplyScript.call("f", [.value(ScriptValue(value)), .jsonString(ScriptValue(value))]) }
    let page = HTMLScanner.scan(bytes, bridgeSchemes: schemes)
    for source in page.sources + [ScriptSource(kind: .inlineScript, text: bytes, fileOffset: 0)] {
        _ = recognizer.analyzeScript(JSTokenizer.tokenize(source.text)).calls.map(checker.check)
    }
    return 0
}
