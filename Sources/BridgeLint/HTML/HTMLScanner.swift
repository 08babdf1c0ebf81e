import BridgeRuntime
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
        var handler = htmlSAXHandler()
        handler.startElement = { user, name, attributes in
            guard let user, let name else { return }
            SAXState.from(user).startElement(name, attributes)
        }
        handler.endElement = { user, name in
            guard let user, let name else { return }
            SAXState.from(user).endElement(name)
        }
        handler.comment = { user, text in
            guard let user, let text else { return }
            SAXState.from(user).comment(text)
        }
        withUnsafeMutablePointer(to: &handler) { pointer in
            // The context owns a copy of the default handler; overwrite it with ours.
            if let sax = context.pointee.sax {
                sax.withMemoryRebound(to: htmlSAXHandler.self, capacity: 1) { $0.pointee = pointer.pointee }
            }
        }
        context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
        _ = htmlParseDocument(context)
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
    /// The open `<script>`: whether it is JavaScript, and where its text starts in the file.
    var script: (isJavaScript: Bool, start: Int)?

    init(bytes: [UInt8], bridgeSchemes: Set<String>) {
        self.bytes = bytes
        self.bridgeSchemes = bridgeSchemes
    }

    static func from(_ pointer: UnsafeMutableRawPointer) -> SAXState {
        Unmanaged<SAXState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The file offset the parser has reached.
    var consumed: Int {
        guard let context else { return 0 }
        return max(0, Int(xmlByteConsumed(context)))
    }

    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "data"]

    func startElement(_ namePointer: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let name = String(cString: namePointer).lowercased()
        var pairs: [(String, String)] = []
        if let attributes {
            var k = 0
            while let attributeName = attributes[k] {
                let value = attributes[k + 1].map { String(cString: $0) } ?? ""
                pairs.append((String(cString: attributeName).lowercased(), value))
                k += 2
            }
        }
        let interesting = pairs.filter { isInteresting($0.0, $0.1) }
        guard name == "script" || !interesting.isEmpty else { return }
        let tagEnd = consumed
        let located = StartTagLexer.locate(name: name, endingAt: tagEnd, in: bytes)
        for (attribute, value) in interesting {
            let raw = located?.attributes[attribute]
            let valueOffset = raw?.offset ?? located?.start ?? tagEnd
            let approximate = raw.map { $0.raw != Array(value.utf8) } ?? true
            if attribute.hasPrefix("on") {
                scan.sources.append(ScriptSource(kind: .eventHandler(attribute: attribute), text: Array(value.utf8), fileOffset: valueOffset, approximate: approximate))
                continue
            }
            let trimmed = value.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
            let leading = value.utf8.count - trimmed.utf8.count
            if trimmed.lowercased().hasPrefix("javascript:") {
                let code = trimmed.dropFirst("javascript:".count)
                // `javascript:` URLs are percent-decoded before they run.
                let decoded = PercentDecoding.decodeToString(code)
                scan.sources.append(ScriptSource(
                    kind: .javascriptURL(attribute: attribute), text: Array(decoded.utf8),
                    fileOffset: valueOffset + leading + "javascript:".utf8.count, approximate: approximate || decoded != String(code)))
            } else {
                scan.sources.append(ScriptSource(kind: .urlAttribute(attribute: attribute), text: Array(trimmed.utf8), fileOffset: valueOffset + leading, approximate: approximate))
            }
        }
        if name == "script" {
            finishOpenScript()
            let type = pairs.first { $0.0 == "type" }?.1
            if let src = pairs.first(where: { $0.0 == "src" })?.1 {
                let offset = located?.attributes["src"]?.offset ?? tagEnd
                scan.scriptReferences.append((src: src, offset: offset))
            }
            script = (isJavaScript: Self.isJavaScript(type: type), start: min(tagEnd + 1, bytes.count))
        }
    }

    func isInteresting(_ attribute: String, _ value: String) -> Bool {
        if attribute.hasPrefix("on"), attribute.count > 2 { return true }
        guard Self.urlAttributes.contains(attribute) else { return false }
        let trimmed = value.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let scheme = trimmed[..<colon].lowercased()
        return scheme == "javascript" || bridgeSchemes.contains(scheme)
    }

    func endElement(_ namePointer: UnsafePointer<xmlChar>) {
        if String(cString: namePointer).lowercased() == "script" { finishOpenScript(end: consumed) }
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
        scan.sources.append(ScriptSource(kind: .inlineScript, text: text, fileOffset: open.start))
    }

    /// The offset of the last `</script` (any case) in `bytes[from..<before]`.
    static func lastEndTag(in bytes: [UInt8], from: Int, before: Int) -> Int? {
        let tag = Array("</script".utf8)
        var k = before - tag.count
        while k >= from {
            if bytes[k] == UInt8(ascii: "<") {
                var match = true
                for (j, c) in tag.enumerated() where (0x41...0x5A).contains(bytes[k + j]) ? bytes[k + j] | 0x20 != c : bytes[k + j] != c {
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
        let end = consumed
        let body = String(cString: text)
        let start = max(0, end - body.utf8.count - 7)
        scan.comments.append((text: body, offset: start))
    }

    /// JavaScript types per the HTML standard: no type, an empty one, `module`, or a JavaScript MIME type.
    static func isJavaScript(type: String?) -> Bool {
        guard let type else { return true }
        let t = type.trimmingWhitespace().lowercased()
        if t.isEmpty || t == "module" { return true }
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
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
