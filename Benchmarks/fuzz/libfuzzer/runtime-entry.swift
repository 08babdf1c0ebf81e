// libFuzzer entry over bridgecheck's own code, one target per run (`BRIDGECHECK_FUZZ_TARGET`):
//   message   every handler's message decoder (JSON text and string bodies)
//   data-url  data: URLs, with the safe-file-name invariant
//   scheme    scheme URLs, and their decoding for each scheme handler
//   reply     reply scripts from parsed JSON values
//   pattern   schema patterns: first line the pattern, the rest the subject; the VM must agree
//             with the backtracking reference where that finishes, and stay within its work bound
//   manifest  the manifest loader, then everything built from a manifest that loads
//   scanner   the lint scanner: encoding detection and decoding, HTML, tokenizer, recognizer, checker
//   all       every one of them on each input (the default)
// Built by run-libfuzzer.sh.
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
let target = ProcessInfo.processInfo.environment["BRIDGECHECK_FUZZ_TARGET"] ?? "all"

func fuzzMessage(_ bytes: [UInt8], _ text: String) {
    for handler in manifest.handlers {
        _ = try? decoder.decode(jsonText: bytes, handler: handler.name)
        _ = try? decoder.decode(.string(text), handler: handler.name)
    }
}

func fuzzDataURL(_ text: String) {
    guard let url = try? DataURL.parse(text) else { return }
    let name = Array(url.safeFileName().unicodeScalars)
    if name.contains("/") || name.contains("\\") || zip(name, name.dropFirst()).contains(where: { $0 == "." && $1 == "." }) {
        fatalError("unsafe file name \(String(String.UnicodeScalarView(name)))")
    }
}

func fuzzScheme(_ text: String) {
    _ = try? SchemeURL.parse(text)
    for handler in manifest.handlers where handler.envelope.scheme != nil {
        _ = try? decoder.decode(url: text, handler: handler.name)
    }
}

func fuzzReply(_ bytes: [UInt8]) {
    guard let value = try? JSONParser().parse(bytes) else { return }
    _ = try? ReplyScript.call("f", [.value(ScriptValue(value)), .jsonString(ScriptValue(value))])
}

func fuzzPattern(_ text: String) {
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let source = String(parts[0])
    let subject = parts.count > 1 ? String(parts[1]) : ""
    guard let pattern = try? Pattern(source) else { return }
    let codePoints = subject.unicodeScalars.map(\.value)
    let (matched, visited) = pattern.program.run(codePoints)
    if visited > (codePoints.count + 1) * pattern.program.instructions.count {
        fatalError("pattern \(source.debugDescription) visited \(visited) states on \(codePoints.count) code points")
    }
    guard codePoints.count <= 64, var reference = BacktrackingReference(source, budget: 100_000), let expected = reference.matches(codePoints) else { return }
    if matched != expected {
        fatalError("pattern \(source.debugDescription) on \(subject.debugDescription): the VM says \(matched), the backtracking reference \(expected)")
    }
}

func fuzzManifest(_ bytes: [UInt8]) {
    guard let loaded = try? ManifestLoader.load(bytes: bytes, file: "input.json") else { return }
    let own = MessageDecoder(manifest: loaded)
    for example in ContractExamples.all(in: loaded) {
        _ = try? own.decode(example.body, handler: example.handler.name)
    }
    _ = TypeScriptDeclarations.render(loaded, source: "input.json")
    _ = CallRecognizer(manifest: loaded)
}

func fuzzScanner(_ bytes: [UInt8]) {
    let (encoding, _) = PageEncoding.detect(bytes, isHTML: true)
    let text = (encoding.bomLength > 0 || !encoding.isUTF8 ? encoding.decode(bytes)?.utf8 : nil) ?? bytes
    let page = HTMLScanner.scan(text, bridgeSchemes: schemes)
    for source in page.sources + [ScriptSource(kind: .inlineScript, text: text, fileOffset: 0)] {
        _ = recognizer.analyzeScript(JSTokenizer.tokenize(source.text)).calls.map(checker.check)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let text = String(decoding: bytes, as: UTF8.self)
    let all = target == "all"
    if all || target == "message" { fuzzMessage(bytes, text) }
    if all || target == "data-url" { fuzzDataURL(text) }
    if all || target == "scheme" { fuzzScheme(text) }
    if all || target == "reply" { fuzzReply(bytes) }
    if all || target == "pattern" { fuzzPattern(text) }
    if all || target == "manifest" { fuzzManifest(bytes) }
    if all || target == "scanner" { fuzzScanner(bytes) }
    return 0
}
