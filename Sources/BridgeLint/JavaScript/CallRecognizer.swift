/// A place where a page calls into native, found in one script.
public struct BridgeCallSite: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `…messageHandlers.NAME.postMessage(body)`; `handler` nil when the name is computed.
        case postMessage(handler: String?)
        /// A call to a wrapper the manifest declares, by its path (without `window.`).
        case wrapper(path: String)
        /// A string literal holding a URL with a declared scheme.
        case schemeURL(String)
    }

    public let kind: Kind
    /// Byte offset in the script of the call's first token.
    public let offset: Int
    public let arguments: [Shape]
    /// Offsets of each argument's first token.
    public let argumentOffsets: [Int]
    /// The result is awaited or `.then`-ed: the page expects a reply.
    public var expectsReply: Bool
    /// The call as written, shortened, for reports.
    public let text: String
}

/// Definitions of page functions native may evaluate.
public struct CallbackDefinitions: Sendable, Hashable {
    /// Dotted paths assigned or declared (`fromNative`, `NativeAppInterface.onReply`), without `window.`.
    public var paths: Set<String> = []
    /// Every name declared or used as a property key anywhere (`function x`, `{x: …}`, `.x =`).
    public var names: Set<String> = []
    /// Paths with a computed member assigned (`NativeAppInterface[name] = f`): anything under them may exist.
    public var dynamicPrefixes: Set<String> = []

    public mutating func formUnion(_ other: CallbackDefinitions) {
        paths.formUnion(other.paths)
        names.formUnion(other.names)
        dynamicPrefixes.formUnion(other.dynamicPrefixes)
    }

    /// Whether `path` (with or without `window.`) is defined, exactly, under a computed
    /// assignment, or (leniently) by its last name being defined somewhere.
    public func defines(_ path: String) -> Bool {
        let normalized = CallRecognizer.normalize(path.split(separator: ".").map(String.init)).joined(separator: ".")
        if paths.contains(normalized) { return true }
        var prefix = normalized
        while let dot = prefix.lastIndex(of: ".") {
            prefix = String(prefix[..<dot])
            if dynamicPrefixes.contains(prefix) { return true }
        }
        return normalized.split(separator: ".").last.map { names.contains(String($0)) } ?? false
    }
}

/// Finds bridge calls and callback definitions in a token stream.
public struct CallRecognizer: Sendable {
    /// Wrapper paths from the manifest, normalized (no `window.`), split into segments.
    let wrappers: [[String]]
    /// Declared URL schemes, lowercase.
    let schemes: Set<String>

    public init(wrapperPaths: [String], schemes: Set<String>) {
        wrappers = wrapperPaths.map { Self.normalize($0.split(separator: ".").map(String.init)) }
        self.schemes = Set(schemes.map { $0.lowercased() })
    }

    /// Global-object prefixes that name the same thing as no prefix.
    static let globals: Set<String> = ["window", "self", "globalThis"]

    static func normalize(_ path: [String]) -> [String] {
        var p = path
        while let first = p.first, globals.contains(first), p.count > 1 { p.removeFirst() }
        return p
    }

    /// A member chain: `a.b['c']?.d` as segments (`nil` for a computed member), and where it ends.
    struct Chain {
        var segments: [String?]
        var end: Int
    }

    private func chain(at start: Int, in s: TokenStream) -> Chain? {
        guard let first = s[start]?.identifier else { return nil }
        var segments: [String?] = [first]
        var k = start + 1
        while k < s.tokens.count {
            if (s.isPunctuator(k, ".") || s.isPunctuator(k, "?.")), let name = s[k + 1]?.identifier {
                segments.append(name)
                k += 2
            } else if s.isPunctuator(k, "[") || (s.isPunctuator(k, "?.") && s.isPunctuator(k + 1, "[")) {
                let open = s.isPunctuator(k, "[") ? k : k + 1
                let close = s.closer[open] ?? s.tokens.count
                if close == open + 2, let literal = s[open + 1]?.stringValue {
                    segments.append(literal)
                } else {
                    segments.append(nil)
                }
                k = min(close + 1, s.tokens.count)
            } else {
                break
            }
        }
        return Chain(segments: segments, end: k)
    }

    public func analyze(_ tokenization: JSTokenization) -> (calls: [BridgeCallSite], definitions: CallbackDefinitions) {
        let s = TokenStream(tokenization.tokens)
        var calls: [BridgeCallSite] = []
        var definitions = CallbackDefinitions()
        /// Aliases: `const h = webkit.messageHandlers` (nil handler) or `…messageHandlers.NAME`.
        var aliases: [String: (handlers: Bool, handler: String?)] = [:]
        /// Variables holding a call's result, to see a later `.then` or `await`.
        var resultVariables: [String: Int] = [:]
        var k = 0
        while k < s.tokens.count {
            let token = s.tokens[k]
            if let url = token.stringValue, let scheme = Self.scheme(of: url), schemes.contains(scheme) {
                calls.append(BridgeCallSite(kind: .schemeURL(url), offset: token.offset, arguments: [], argumentOffsets: [], expectsReply: false, text: Self.clip(url)))
            }
            guard let name = token.identifier else {
                k += 1
                continue
            }
            // Declarations that make names: `function f`, `class C`, `const x`, and property keys `x:`.
            if ["function", "class", "const", "let", "var"].contains(name), let declared = s[k + 1]?.identifier {
                definitions.names.insert(declared)
                if name == "function" || name == "class" { definitions.paths.insert(declared) }
            }
            if s.isPunctuator(k + 1, ":") || (s.isPunctuator(k + 1, "(") && s.isPunctuator(k - 1, ",") || s.isPunctuator(k + 1, "(") && s.isPunctuator(k - 1, "{")) {
                definitions.names.insert(name)
            }
            // Only chain starts: not `x.name` or `x?.name`.
            if s.isPunctuator(k - 1, ".") || s.isPunctuator(k - 1, "?.") {
                k += 1
                continue
            }
            guard let found = chain(at: k, in: s) else {
                k += 1
                continue
            }
            var segments = found.segments
            // Expand an alias at the head of the chain.
            if let head = segments.first ?? nil, let alias = aliases[head] {
                var expanded: [String?] = ["webkit", "messageHandlers"]
                if !alias.handlers { expanded.append(alias.handler) }
                segments = expanded + segments.dropFirst()
            }
            let known = segments.map { $0 ?? "" }
            let path = Self.normalize(known)
            let afterChain = found.end

            // Aliases: `const h = window.webkit.messageHandlers[.NAME]`.
            if k >= 2, s.isPunctuator(k - 1, "="), let variable = s[k - 2]?.identifier, !s.isPunctuator(afterChain, "("), !s.isPunctuator(afterChain, "?."),
                path.count >= 2, path[0] == "webkit", path[1] == "messageHandlers", path.count <= 3
            {
                let offset = segments.count - path.count
                aliases[variable] = path.count == 2 ? (handlers: true, handler: nil) : (handlers: false, handler: segments[offset + 2] ?? nil)
            }

            // Assignments define callbacks: `a.b.c = …`, `window.f = …`, `a[x] = …`.
            if s.isPunctuator(afterChain, "=") {
                if let firstDynamic = segments.firstIndex(where: { $0 == nil }) {
                    let prefix = Self.normalize(segments[..<firstDynamic].map { $0 ?? "" }).joined(separator: ".")
                    if !prefix.isEmpty { definitions.dynamicPrefixes.insert(prefix) }
                } else {
                    definitions.paths.insert(path.joined(separator: "."))
                    if let last = path.last { definitions.names.insert(last) }
                    if s.isPunctuator(afterChain + 1, "{") {
                        for member in memberNames(open: afterChain + 1, in: s) {
                            definitions.paths.insert((path + [member]).joined(separator: "."))
                            definitions.names.insert(member)
                        }
                    }
                }
            }

            var callOpen: Int?
            if s.isPunctuator(afterChain, "(") { callOpen = afterChain }
            if s.isPunctuator(afterChain, "?."), s.isPunctuator(afterChain + 1, "(") { callOpen = afterChain + 1 }
            guard let open = callOpen else {
                k = max(k + 1, found.end)
                continue
            }
            let argumentRanges = s.arguments(open: open)
            let shapes = argumentRanges.map { s.shape($0) }
            let offsets = argumentRanges.map { s[$0.lowerBound]?.offset ?? token.offset }
            let close = s.closer[open] ?? s.tokens.count
            var kind: BridgeCallSite.Kind?
            if path.count == 4, path[0] == "webkit", path[1] == "messageHandlers", path[3] == "postMessage" {
                let nameIndex = segments.count - 2
                kind = .postMessage(handler: segments[nameIndex] ?? nil)
            } else if path.count == 3, path[0] == "webkit", path[1] == "messageHandlers", path[2] == "postMessage" {
                // `messageHandlers.postMessage`, or an alias of a handler missing its name.
                kind = .postMessage(handler: nil)
            } else if wrappers.contains(path), !segments.contains(where: { $0 == nil }) {
                kind = .wrapper(path: path.joined(separator: "."))
            }
            if let kind {
                var expects = s[k - 1]?.identifier == "await"
                let after = close + 1
                if (s.isPunctuator(after, ".") || s.isPunctuator(after, "?.")), let method = s[after + 1]?.identifier, ["then", "catch", "finally"].contains(method) {
                    expects = true
                }
                if k >= 2, s.isPunctuator(k - 1, "="), let variable = s[k - 2]?.identifier {
                    resultVariables[variable] = calls.count
                } else if k >= 3, s.isPunctuator(k - 2, "="), s[k - 1]?.identifier == "await" {
                    expects = true
                }
                let endOffset = s[min(close, s.tokens.count - 1)].map { $0.offset + $0.length } ?? token.offset
                let text = Self.clip(String(decoding: tokenization.sourceSlice(from: token.offset, to: endOffset), as: UTF8.self))
                calls.append(BridgeCallSite(kind: kind, offset: token.offset, arguments: shapes, argumentOffsets: offsets, expectsReply: expects, text: text))
            }
            // Scan inside the arguments too (calls nested in callbacks), so advance only past the callee.
            k = max(k + 1, afterChain)
        }
        // `promise.then(…)` or `await promise` after `const promise = …postMessage(…)`.
        if !resultVariables.isEmpty {
            for k in 0..<s.tokens.count {
                guard let name = s.tokens[k].identifier, let index = resultVariables[name] else { continue }
                let thenned = (s.isPunctuator(k + 1, ".") || s.isPunctuator(k + 1, "?.")) && ["then", "catch", "finally"].contains(s[k + 2]?.identifier ?? "")
                if thenned || s[k - 1]?.identifier == "await" { calls[index].expectsReply = true }
            }
        }
        return (calls, definitions)
    }

    /// Keys of an object literal opening at `open`: `a: …`, `a() {…}`, `"a": …`, shorthand `a`.
    private func memberNames(open: Int, in s: TokenStream) -> [String] {
        s.arguments(open: open).compactMap { range in
            guard let token = s[range.lowerBound] else { return nil }
            if let name = token.identifier {
                if (name == "async" || name == "get" || name == "set"), let next = s[range.lowerBound + 1]?.identifier { return next }
                return name
            }
            return token.stringValue
        }
    }

    static func scheme(of url: String) -> String? {
        let trimmed = url.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let colon = trimmed.firstIndex(of: ":"), colon != trimmed.startIndex else { return nil }
        let scheme = trimmed[..<colon]
        guard scheme.count <= 32, scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }) else { return nil }
        return scheme.lowercased()
    }

    static func clip(_ s: String) -> String {
        let oneLine = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingWhitespace() }.joined(separator: " ")
        return oneLine.count > 120 ? String(oneLine.prefix(117)) + "…" : oneLine
    }
}

extension JSTokenization {
    /// Set by the caller that tokenized, so call texts can quote the source.
    func sourceSlice(from start: Int, to end: Int) -> ArraySlice<UInt8> {
        guard let source, start >= 0, start <= end, end <= source.count else { return [] }
        return source[start..<end]
    }
}
