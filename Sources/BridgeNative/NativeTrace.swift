/// What the reader found, one fact a line, for `BRIDGECHECK_TRACE=1` (when a finding surprises).
public enum NativeTrace {
    public static func describe(_ facts: NativeFacts) -> String {
        var out = ""
        func handlers(_ h: [String]?, _ type: String?, library: String? = nil) -> String {
            if let library { return "the \(library) handlers" }
            return (h?.joined(separator: ",") ?? "*") + (type.map { " in \($0)" } ?? "")
        }
        // A registration is where its call is (what a reviewer marks); where its name is written,
        // when that is elsewhere (an enum case, a constant, a helper's caller), follows.
        for r in facts.registrations {
            let written = r.position.file == r.call.file && r.position.line == r.call.line ? "" : " (name at \(r.position.description))"
            out += "\(r.call.description): register \(r.kind.rawValue) '\(r.name)' receiver \(r.receiverType ?? "?")\(written)\n"
        }
        for r in facts.receivers { out += "\(r.position.description): receiver \(r.type ?? "?")\(r.replying ? " replying" : "") serves \(r.serves.joined(separator: ","))\(r.checksOrigin ? " checks origin" : "")\n" }
        for h in facts.handled { out += "\(h.position.description): tests name '\(h.name)'\n" }
        for c in facts.bodyCasts { out += "\(c.position.description): body of \(handlers(c.handlers, c.receiverType)) as \(c.kind.rawValue)\(c.parsedAs.map { " parsed as \($0)" } ?? "")\n" }
        for f in facts.functions { out += "\(f.position.description): function '\(f.name)' of \(handlers(f.handlers, f.receiverType, library: f.library)) by \(f.source.rawValue)\(f.key.map { " '\($0)'" } ?? "")\n" }
        for k in facts.keyReads {
            out += "\(k.position.description): reads '\(k.key)'\(k.function.map { " of \($0)" } ?? "") of \(handlers(k.handlers, k.receiverType, library: k.library)) as \(k.kind?.rawValue ?? "?")\(k.isParamsContainer ? " (params)" : "")\n"
        }
        for s in facts.scripts { out += "\(s.position.description): evaluates \(s.callee ?? "-")\(s.argumentCount.map { " with \($0) arguments" } ?? ""): \(s.text.prefix(100).split(separator: "\n").joined(separator: "⏎"))\n" }
        for s in facts.schemes { out += "\(s.position.description): scheme '\(s.scheme)'\(s.host.map { " host '\($0)'" } ?? "") on \(s.context.rawValue)\n" }
        for r in facts.replies { out += "\(r.position.description): replies for \(handlers(r.handlers, r.receiverType))\n" }
        for u in facts.unresolved { out += "\(u.position.description): not followed (\(u.kind.rawValue)): \(u.expression.prefix(80))\n" }
        // What the Swift reader kept of each tree (SourceIndex): a file parsed again is named.
        let trees = facts.files.compactMap(\.tree)
        if !trees.isEmpty {
            let again = facts.files.filter { $0.tree == .parsedAgain }.map(\.path)
            out += "trees: \(trees.count { $0 == .kept }) kept, \(trees.count { $0 != .kept }) set aside, \(again.count) parsed again"
            out += again.isEmpty ? "\n" : " (\(again.joined(separator: ", ")))\n"
        }
        return out
    }
}
