extension Substring {
    /// The text without spaces and tabs at either end. On bytes: both are ASCII, and building a
    /// Set of Characters for each call was most of the cost of reading a data: URL's file name.
    func trimmingSpacesAndTabs() -> String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
