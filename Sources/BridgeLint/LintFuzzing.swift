import BridgeContract

/// Lint's page reader as the fuzzer's `lint-scanner` target drives it: the HTML scanner, then
/// the JavaScript front end on every script it found and on the whole input read as a script.
public enum LintFuzzing {
    /// Reads one input and answers with what it found (`SOURCES CALLS`), so a change in what a
    /// page yields shows in the fuzzer's outputs.
    public static func scanner(for manifest: Manifest) -> ([UInt8]) -> [UInt8] {
        let recognizer = CallRecognizer(manifest: manifest)
        let schemes = Set(manifest.handlers.compactMap(\.envelope.scheme))
        return { input in
            let page = HTMLScanner.scan(input, bridgeSchemes: schemes)
            var calls = 0
            for source in page.sources { calls += recognizer.analyzeScript(JSTokenizer.tokenize(source.text)).calls.count }
            calls += recognizer.analyzeScript(JSTokenizer.tokenize(input)).calls.count
            return Array("\(page.sources.count) \(calls)".utf8)
        }
    }
}
