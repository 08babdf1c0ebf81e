extension StringProtocol {
    func trimming(_ set: String) -> String {
        let chars = Set(set)
        guard let first = firstIndex(where: { !chars.contains($0) }), let last = lastIndex(where: { !chars.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
