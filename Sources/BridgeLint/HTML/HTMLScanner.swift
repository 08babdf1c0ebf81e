import BridgeReport
import BridgeRuntime
import CHTMLFilter
import CLibXML2

/// Extracts scripts, event-handler attributes and URL attributes from an HTML page with libxml2's
/// HTML parser (SAX, recover mode, no network), with byte offsets into the original file.
///
/// libxml2 reports no columns, so positions come from `xmlByteConsumed` at each start tag (the
/// offset of its `>`); the tag's own bytes are then re-read to find where each attribute value
/// starts. Inline script text starts right after the `>`.
public enum HTMLScanner {
    /// libxml2 sets up its global locks lazily, and two threads doing it at once can deadlock
    /// (seen here as two scans waiting in xmlRMutexLock); initialize once, before any parse.
    /// Swift runs a static initializer exactly once, whatever the threads.
    static let initialized: Void = xmlInitParser()

    /// Schemes whose URLs in attributes are bridge calls (from the manifest), lowercase.
    public static func scan(_ bytes: [UInt8], bridgeSchemes: Set<String>) -> HTMLScan {
        _ = initialized
        let state = SAXState(bytes: bytes, bridgeSchemes: bridgeSchemes)
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return state.scan }
        let context: htmlParserCtxtPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { htmlCreateMemoryParserCtxt($0, Int32(buffer.count)) }
            }
        }
        guard let context else { return state.scan }
        defer { htmlFreeParserCtxt(context) }
        // The text is UTF-8 already (`PageEncoding` decoded it): libxml2 must neither guess
        // Latin-1 nor switch on the page's own <meta charset>.
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_IGNORE_ENC.rawValue)
        _ = htmlCtxtUseOptions(context, options)
        _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        state.context = context
        // The C filter passes on only the events that can matter (CHTMLFilter.h).
        var events = bridgecheck_html_events()
        events.state = Unmanaged.passUnretained(state).toOpaque()
        events.start = { user, name, attributes in
            guard let user, let name else { return }
            SAXState.with(user) { $0.startElement(name, attributes) }
        }
        events.end = { user, name in
            guard let user, let name else { return }
            SAXState.with(user) { $0.endElement(name) }
        }
        events.comment = { user, text in
            guard let user, let text else { return }
            SAXState.with(user) { $0.comment(text) }
        }
        Suppression.keyword.withCString { keyword in
            events.keyword = keyword
            withUnsafeMutablePointer(to: &events) { pointer in
                bridgecheck_html_install(UnsafeMutableRawPointer(context), pointer)
                _ = htmlParseDocument(context)
            }
        }
        if let doc = context.pointee.myDoc { xmlFreeDoc(doc) }
        context.pointee.myDoc = nil
        state.finishOpenScript()
        return state.scan
    }
}

/// Collects what the SAX callbacks report. Only one parse uses a state.
final class SAXState {
    let bytes: [UInt8]
    let bridgeSchemes: Set<String>
    var context: htmlParserCtxtPtr?
    var scan = HTMLScan()
    /// The open `<script>`: whether it is JavaScript (or TypeScript), and where its text starts in the file.
    var script: (isJavaScript: Bool, typeScript: Bool, start: Int)?

    /// The length of the longest scheme that makes a URL attribute worth keeping.
    let longestScheme: Int

    init(bytes: [UInt8], bridgeSchemes: Set<String>) {
        self.bytes = bytes
        self.bridgeSchemes = bridgeSchemes
        longestScheme = bridgeSchemes.map(\.utf8.count).reduce("javascript".utf8.count, max)
    }

    /// Runs `body` on the state behind libxml2's user pointer. `scan` holds the state for the
    /// whole parse, so the callbacks borrow it rather than retain and release it on every tag
    /// (a retain and a release per callback were a sixth of the start-tag callback's instructions).
    static func with(_ pointer: UnsafeMutableRawPointer, _ body: (SAXState) -> Void) {
        Unmanaged<SAXState>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// The file offset the parser has reached.
    var consumed: Int {
        guard let context else { return 0 }
        return max(0, Int(xmlByteConsumed(context)))
    }

    /// Attributes whose value is a URL: `href`, `src`, `action`, `formaction`, `data`. A switch
    /// rather than a static table, which cost a retain and a release per attribute.
    static func isURLAttribute(_ name: UnsafePointer<xmlChar>) -> Bool {
        switch StartTagLexer.lower(name[0]) {
        case UInt8(ascii: "h"): return equalsIgnoringASCIICase(name, "href")
        case UInt8(ascii: "s"): return equalsIgnoringASCIICase(name, "src")
        case UInt8(ascii: "a"): return equalsIgnoringASCIICase(name, "action")
        case UInt8(ascii: "f"): return equalsIgnoringASCIICase(name, "formaction")
        case UInt8(ascii: "d"): return equalsIgnoringASCIICase(name, "data")
        default: return false
        }
    }

    func startElement(_ namePointer: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        // Most start tags carry nothing a bridge call can be in, and the profile showed lint
        // spending more on turning every name and value into a lowercased String than libxml2
        // spent parsing: decide on the C strings, and make Strings only for what is kept.
        let isScript = Self.equalsIgnoringASCIICase(namePointer, "script")
        // Values as their UTF-8 bytes (repaired as String(cString:) repairs them): trimming and
        // comparing them as Characters and Substrings cost more than the rest of the tag.
        var interesting: [(String, [UInt8])] = []
        if let attributes {
            var k = 0
            while let attributeName = attributes[k] {
                if isInteresting(attributeName, attributes[k + 1]) {
                    interesting.append((String(cString: attributeName).lowercased(), attributes[k + 1].map { Array(String(cString: $0).utf8) } ?? []))
                }
                k += 2
            }
        }
        guard isScript || !interesting.isEmpty else { return }
        let name = String(cString: namePointer).lowercased()
        let tagEnd = consumed
        let located = StartTagLexer.locate(name: name, endingAt: tagEnd, in: bytes)
        for (attribute, value) in interesting {
            let raw = located?.attributes[attribute]
            let valueOffset = raw?.offset ?? located?.start ?? tagEnd
            let approximate = raw.map { $0.raw.count != value.count || !$0.raw.elementsEqual(value) } ?? true
            if attribute.hasPrefix("on") {
                scan.sources.append(ScriptSource(kind: .eventHandler(attribute: attribute), text: value, fileOffset: valueOffset, approximate: approximate))
                continue
            }
            // HTML whitespace before the URL, which its parser strips.
            var leading = 0
            while leading < value.count, value[leading] == 0x20 || value[leading] == 0x09 || value[leading] == 0x0A || value[leading] == 0x0D || value[leading] == 0x0C { leading += 1 }
            let javascript = "javascript:".utf8
            if value.count - leading >= javascript.count, zip(value[leading...], javascript).allSatisfy({ StartTagLexer.lower($0) == $1 }) {
                let code = value[(leading + javascript.count)...]
                // `javascript:` URLs are percent-decoded before they run.
                let decoded = PercentDecoding.decodeToString(bytes: code)
                scan.sources.append(ScriptSource(
                    kind: .javascriptURL(attribute: attribute), text: Array(decoded.utf8),
                    fileOffset: valueOffset + leading + javascript.count, approximate: approximate || decoded != String(decoding: code, as: UTF8.self)))
            } else {
                scan.sources.append(ScriptSource(kind: .urlAttribute(attribute: attribute), text: Array(value[leading...]), fileOffset: valueOffset + leading, approximate: approximate))
            }
        }
        if isScript {
            finishOpenScript()
            var type: String?
            var src: String?
            var lang: String?
            var k = 0
            while let attributeName = attributes?[k] {
                // The first of a repeated attribute counts, as in the HTML standard.
                if type == nil, Self.equalsIgnoringASCIICase(attributeName, "type") { type = attributes?[k + 1].map { String(cString: $0) } ?? "" }
                if src == nil, Self.equalsIgnoringASCIICase(attributeName, "src") { src = attributes?[k + 1].map { String(cString: $0) } ?? "" }
                if lang == nil, Self.equalsIgnoringASCIICase(attributeName, "lang") { lang = attributes?[k + 1].map { String(cString: $0) } ?? "" }
                k += 2
            }
            if let src {
                let offset = located?.attributes["src"]?.offset ?? tagEnd
                scan.scriptReferences.append((src: src, offset: offset))
            }
            // A component's `<script lang="ts">` (Vue, Svelte), or a TypeScript type.
            let typeScript = Self.isTypeScript(type: type, lang: lang)
            script = (isJavaScript: typeScript || Self.isJavaScript(type: type), typeScript: typeScript, start: min(tagEnd + 1, bytes.count))
        }
    }

    /// Whether an attribute can hold a bridge call: an event handler (`on…`), or a URL attribute
    /// whose value starts with `javascript:` or a bridge scheme (after HTML whitespace).
    func isInteresting(_ attribute: UnsafePointer<xmlChar>, _ value: UnsafePointer<xmlChar>?) -> Bool {
        let first = StartTagLexer.lower(attribute[0])
        if first == UInt8(ascii: "o"), StartTagLexer.lower(attribute[1]) == UInt8(ascii: "n"), attribute[2] != 0 { return true }
        // Most attributes (class, id, style…) stop at their first letter.
        guard Self.isURLAttribute(attribute), let value else { return false }
        var i = 0
        while value[i] == 0x20 || value[i] == 0x09 || value[i] == 0x0A || value[i] == 0x0D || value[i] == 0x0C { i += 1 }
        let schemeStart = i
        while value[i] != 0, value[i] != UInt8(ascii: ":") {
            // Past the longest scheme that could matter, or a character no scheme holds: not one.
            if i - schemeStart > longestScheme || value[i] == UInt8(ascii: "/") || value[i] == UInt8(ascii: "?") || value[i] == UInt8(ascii: "#") { return false }
            i += 1
        }
        guard value[i] == UInt8(ascii: ":") else { return false }
        let scheme = String(decoding: UnsafeBufferPointer(start: value + schemeStart, count: i - schemeStart), as: UTF8.self).lowercased()
        return scheme == "javascript" || bridgeSchemes.contains(scheme)
    }

    /// Compares a NUL-terminated name with an ASCII lowercase one, ignoring ASCII case.
    static func equalsIgnoringASCIICase(_ pointer: UnsafePointer<xmlChar>, _ lowercase: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
        for (k, c) in expected.enumerated() {
            let b = pointer[k]
            if b == 0 || StartTagLexer.lower(b) != c { return false }
        }
        return pointer[expected.count] == 0
    }

    func endElement(_ namePointer: UnsafePointer<xmlChar>) {
        if Self.equalsIgnoringASCIICase(namePointer, "script") { finishOpenScript(end: consumed) }
    }

    /// Closes the open script. Its text is taken from the file's own bytes, from after the start
    /// tag to the `</script` before `end`: script content is raw text in HTML, and libxml2 drops
    /// characters XML cannot hold, which would shift every position after them.
    func finishOpenScript(end: Int? = nil) {
        guard let open = script else { return }
        script = nil
        guard open.isJavaScript else { return }
        let limit = max(open.start, min(end ?? bytes.count, bytes.count))
        let close = Self.lastEndTag(in: bytes, from: open.start, before: limit) ?? limit
        let text = Array(bytes[open.start..<close])
        guard !text.isEmpty else { return }
        scan.sources.append(ScriptSource(kind: .inlineScript, text: text, fileOffset: open.start, typeScript: open.typeScript))
    }

    /// The offset of the last `</script` (any case) in `bytes[from..<before]`.
    static func lastEndTag(in bytes: [UInt8], from: Int, before: Int) -> Int? {
        let tag = Array("</script".utf8)
        var k = before - tag.count
        while k >= from {
            if bytes[k] == UInt8(ascii: "<") {
                var match = true
                for (j, c) in tag.enumerated() where StartTagLexer.lower(bytes[k + j]) != c {
                    match = false
                    break
                }
                if match { return k }
            }
            k -= 1
        }
        return nil
    }

    func comment(_ text: UnsafePointer<xmlChar>) {
        // Only a suppression comment is kept: the rest are never read.
        guard Suppression.keyword.withCString({ keyword in keyword.withMemoryRebound(to: xmlChar.self, capacity: 1) { xmlStrstr(text, $0) != nil } }) else { return }
        let end = consumed
        let body = String(cString: text)
        let start = max(0, end - body.utf8.count - 7)
        scan.comments.append((text: body, offset: start))
    }

    /// `lang="ts"` (or `typescript`), or a TypeScript MIME type (`text/typescript`, `application/typescript`).
    static func isTypeScript(type: String?, lang: String?) -> Bool {
        if let lang, ["ts", "typescript"].contains(lang.trimmingWhitespace().lowercased()) { return true }
        guard let type else { return false }
        return ["text/typescript", "application/typescript", "text/ts"].contains(type.trimmingWhitespace().lowercased())
    }

    /// JavaScript types per the HTML standard: no type, an empty one, `module`, or a JavaScript
    /// MIME type; and the types Babel's in-browser build compiles (`text/babel`, `text/jsx`),
    /// which sample pages use to write React without a build step.
    static func isJavaScript(type: String?) -> Bool {
        guard let type else { return true }
        let t = type.trimmingWhitespace().lowercased()
        if t.isEmpty || t == "module" || t == "text/babel" || t == "text/jsx" { return true }
        let essence = t.split(separator: ";").first.map { $0.trimmingWhitespace() } ?? t
        return [
            "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript", "application/x-javascript",
            "application/x-ecmascript", "text/jscript", "text/livescript", "text/x-javascript", "text/x-ecmascript",
            "text/javascript1.0", "text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4", "text/javascript1.5",
        ].contains(essence)
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        // Through the UTF-8 bytes: rebuilding from scalars one by one was the slow part.
        return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }
}
