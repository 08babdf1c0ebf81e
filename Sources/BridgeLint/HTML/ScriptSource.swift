/// A piece of a page that can hold a bridge call: script text, or a URL in an attribute.
public struct ScriptSource: Sendable {
    public enum Kind: Sendable, Hashable {
        /// `<script>` text; `type` is the script's type attribute, if any.
        case inlineScript
        /// `onclick="…"` and the other event-handler attributes.
        case eventHandler(attribute: String)
        /// A `javascript:` URL in `href`, `src`, `action`, `formaction` or `data`.
        case javascriptURL(attribute: String)
        /// A URL attribute whose value uses a scheme the manifest declares (`mgapp://…`).
        case urlAttribute(attribute: String)
    }

    public let kind: Kind
    /// JavaScript source, or the URL for `urlAttribute`, as UTF-8.
    public let text: [UInt8]
    /// Byte offset in the file where `text` starts; offsets inside `text` add to it.
    public let fileOffset: Int
    /// True when `text` is a decoded attribute value whose offsets only approximate the file's
    /// (it held character references or percent-escapes).
    public let approximate: Bool
    /// A `<script lang="ts">` (a Vue or Svelte component's) or `type="text/typescript"`: read
    /// with its types erased.
    public let typeScript: Bool

    public init(kind: Kind, text: [UInt8], fileOffset: Int, approximate: Bool = false, typeScript: Bool = false) {
        self.kind = kind
        self.text = text
        self.fileOffset = fileOffset
        self.approximate = approximate
        self.typeScript = typeScript
    }

    /// The file offset of a byte offset inside `text`.
    public func fileOffset(of textOffset: Int) -> Int {
        approximate ? fileOffset : fileOffset + min(max(textOffset, 0), text.count)
    }
}

/// What an HTML page holds for the linter.
public struct HTMLScan: Sendable {
    public var sources: [ScriptSource] = []
    /// `<script src>` values, as written, with the file offset of the value.
    public var scriptReferences: [(src: String, offset: Int)] = []
    /// HTML comments holding a suppression (`bridgecheck-disable-next-line`), with their file offsets.
    public var comments: [(text: String, offset: Int)] = []
}
