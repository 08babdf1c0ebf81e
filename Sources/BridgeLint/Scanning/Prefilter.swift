import BridgeContract

/// Decides from raw bytes alone whether a file can hold anything the linter looks for, so files
/// that cannot are not parsed.
///
/// A bridge call or callback definition needs one of these byte strings to appear literally:
/// `messageHandlers`; the last name of each wrapper path (`callNativeFunction`); each declared
/// URL scheme followed by `:` (in lower case, as written in the manifest); the last name of each
/// callback path; `cordova` when the manifest declares Cordova, `Capacitor` and `registerPlugin`
/// when it declares Capacitor, `WebViewJavascriptBridge` and `dsBridge`/`dsbridge` likewise. What it can miss, and `--no-prefilter` then finds: a name spelled with escapes
/// (`messageH\\u0061ndlers`), built at run time (`'message' + 'Handlers'`), or written with
/// character references in an attribute (`message&#72;andlers`), and a scheme written in
/// upper case (`MGAPP://`).
struct Prefilter: Sendable {
    let needles: [[UInt8]]
    /// Bytes that start some needle; only there are the needles compared.
    let firstBytes: [Bool]

    init(manifest: Manifest) {
        var words: Set<String> = ["messageHandlers"]
        for wrapper in manifest.wrappers { if let last = wrapper.path.split(separator: ".").last { words.insert(String(last)) } }
        for handler in manifest.handlers { if let scheme = handler.envelope.scheme { words.insert(scheme.lowercased() + ":") } }
        for callback in manifest.callbacks { if let last = callback.path.split(separator: ".").last { words.insert(String(last)) } }
        if manifest.handler(withEnvelope: .cordova) != nil { words.insert("cordova") }
        if manifest.handler(withEnvelope: .capacitor) != nil { words.formUnion(["Capacitor", "registerPlugin"]) }
        if manifest.handler(withEnvelope: .webViewJavascriptBridge) != nil { words.insert("WebViewJavascriptBridge") }
        if manifest.handler(withEnvelope: .dsBridge) != nil { words.formUnion(["dsBridge", "dsbridge"]) }
        needles = words.sorted().map { Array($0.utf8) }
        var first = [Bool](repeating: false, count: 256)
        for needle in needles { if let f = needle.first { first[Int(f)] = true } }
        firstBytes = first
    }

    func mayContainBridgeCode(_ bytes: [UInt8]) -> Bool {
        var k = 0
        while k < bytes.count {
            if firstBytes[Int(bytes[k])] {
                for needle in needles where needle.first == bytes[k] && k + needle.count <= bytes.count {
                    if bytes[k..<(k + needle.count)].elementsEqual(needle) { return true }
                }
            }
            k += 1
        }
        return false
    }
}
