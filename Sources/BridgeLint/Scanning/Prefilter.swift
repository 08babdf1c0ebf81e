import BridgeContract

/// Decides from raw bytes alone whether a file can hold anything the linter looks for, so files
/// that cannot are not parsed.
///
/// A bridge call or callback definition needs one of these byte strings to appear literally:
/// `messageHandler` (also in lower case, for its misspellings); the last name of each wrapper path (`callNativeFunction`); each declared
/// URL scheme followed by `:` (in lower case, as written in the manifest); the last name of each
/// callback path; `cordova` and `exec(` (a plugin module handed Cordova's exec as a parameter)
/// when the manifest declares Cordova, `Capacitor`, `registerPlugin` and the plugins' package
/// scopes (`@capacitor`, `@capawesome`, `@capgo/`) when it declares Capacitor, `WebViewJavascriptBridge` (and, for its clones under
/// other names, `callHandler`, `registerHandler`, `_fetchQueue`, `__bridge_loaded__` in lower or upper case) and `dsBridge`/`dsbridge` likewise. What it can miss, and `--no-prefilter` then finds: a name spelled with escapes
/// (`messageH\\u0061ndlers`), built at run time (`'message' + 'Handlers'`), or written with
/// character references in an attribute (`message&#72;andlers`), and a scheme written in
/// upper case (`MGAPP://`).
struct Prefilter: Sendable {
    let needles: [[UInt8]]
    /// Wu–Manber over blocks of two bytes: the scan reads the last two bytes of a window as long
    /// as the shortest needle and jumps by this table's distance, comparing needles only at a
    /// distance of 0. Most windows of ordinary text jump the whole window; the byte-by-byte loop
    /// trying every needle this replaces was two thirds of a lint with the prefilter (perf).
    let shift: [UInt8]
    /// The shortest needle's length, the window (at least 2; shorter needles go to `singleBytes`).
    let window: Int
    /// Needles of one byte, found with a plain search.
    let singleBytes: [UInt8]

    init(manifest: Manifest) {
        // `messageHandler`, not `…Handlers`: a page that misspells it (`webkit.messageHandler.x`,
        // `messagehandlers`) is scanned, for misspelt-bridge-path to say so.
        var words: Set<String> = ["messageHandler", "messagehandler"]
        for wrapper in manifest.wrappers { if let last = wrapper.path.split(separator: ".").last { words.insert(String(last)) } }
        for handler in manifest.handlers { if let scheme = handler.envelope.scheme { words.insert(scheme.lowercased() + ":") } }
        for callback in manifest.callbacks { if let last = callback.path.split(separator: ".").last { words.insert(String(last)) } }
        if manifest.handler(withEnvelope: .cordova) != nil { words.formUnion(["cordova", "exec("]) }
        // (A plugin's package, `import { Camera } from '@capacitor/camera'`, names no global.)
        if manifest.handler(withEnvelope: .capacitor) != nil { words.formUnion(["Capacitor", "registerPlugin", "@capacitor", "@capawesome", "@capgo/"]) }
        // A clone under its own names (`FDJSBridge.callHandler`, a setup loading
        // `fdscheme://__BRIDGE_LOADED__`) is known by the library's method and member names.
        if manifest.handler(withEnvelope: .webViewJavascriptBridge) != nil {
            words.formUnion(["WebViewJavascriptBridge", "callHandler", "registerHandler", "_fetchQueue", "__bridge_loaded__", "__BRIDGE_LOADED__"])
        }
        if manifest.handler(withEnvelope: .dsBridge) != nil { words.formUnion(["dsBridge", "dsbridge"]) }
        self.init(needles: words.sorted().map { Array($0.utf8) })
    }

    init(needles: [[UInt8]]) {
        self.needles = needles.filter { $0.count >= 2 }
        singleBytes = needles.filter { $0.count == 1 }.map { $0[0] }
        let m = min(self.needles.map(\.count).min() ?? 2, 255)
        window = m
        // The distance from a block to the window's end, the least over every needle's first m bytes.
        var shift = [UInt8](repeating: UInt8(m - 1), count: 65536)
        for needle in self.needles {
            for q in 0..<(m - 1) {
                let key = Int(needle[q]) << 8 | Int(needle[q + 1])
                shift[key] = min(shift[key], UInt8(m - 2 - q))
            }
        }
        self.shift = shift
    }

    func mayContainBridgeCode(_ bytes: [UInt8]) -> Bool {
        if singleBytes.contains(where: bytes.contains) { return true }
        guard !needles.isEmpty else { return false }
        let m = window
        return bytes.withUnsafeBufferPointer { text in
            shift.withUnsafeBufferPointer { shift in
                // `end` is the index of the window's last byte.
                var end = m - 1
                while end < text.count {
                    let distance = Int(shift[Int(text[end - 1]) << 8 | Int(text[end])])
                    if distance > 0 {
                        end += distance
                        continue
                    }
                    let start = end - (m - 1)
                    for needle in needles where start + needle.count <= text.count && needle[0] == text[start] {
                        var j = 1
                        while j < needle.count, needle[j] == text[start + j] { j += 1 }
                        if j == needle.count { return true }
                    }
                    end += 1
                }
                return false
            }
        }
    }
}
