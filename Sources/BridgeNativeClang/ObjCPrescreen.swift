import BridgeNative
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is checked in an Objective-C file before libclang sees it, so that no file can crash,
/// hang or exhaust the reader: libclang's parser recurses for each nested `[` message send and
/// `@{` literal (100,000 of them overflowed the stack and ended the run with no output), it reads
/// what `#include "/dev/zero"` names to its end, and a chain of macros each doubling the last
/// expands to billions of tokens (13–23 GB). Written here, on bytes, because libclang offers no
/// bound for any of the three.
enum ObjCPrescreen {
    /// Deeper nesting than this is not read (clang's own `-fbracket-depth` is 256, but it does
    /// not hold for message sends and literals).
    static let maxNesting = 256
    /// No macro may expand to more tokens than this.
    static let maxMacroTokens = 1 << 20

    struct Problem {
        let reason: String
        let offset: Int
    }

    /// Why the file must not be given to libclang, if it must not.
    static func problem(in bytes: [UInt8], path: String) -> Problem? {
        nesting(bytes) ?? macros(bytes)
    }

    /// The first place brackets nest deeper than `maxNesting`, outside comments and literals.
    static func nesting(_ b: [UInt8]) -> Problem? {
        var depth = 0
        var k = 0
        let n = b.count
        while k < n {
            let c = b[k]
            switch c {
            case UInt8(ascii: "/") where k + 1 < n && b[k + 1] == UInt8(ascii: "/"):
                while k < n, b[k] != 0x0A { k += 1 }
                continue
            case UInt8(ascii: "/") where k + 1 < n && b[k + 1] == UInt8(ascii: "*"):
                k += 2
                while k + 1 < n, !(b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/")) { k += 1 }
                k += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                k += 1
                while k < n, b[k] != c, b[k] != 0x0A { k += b[k] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxNesting {
                    return Problem(reason: "brackets nest deeper than \(maxNesting) levels here, more than libclang's parser can follow", offset: k)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default: break
            }
            k += 1
        }
        return nil
    }

    /// A macro (object-like or function-like) whose expansion would pass `maxMacroTokens`,
    /// counting each use of another macro as that macro's expansion (a macro inside its own
    /// expansion is one token, as in C).
    static func macros(_ b: [UInt8]) -> Problem? {
        var bodies: [String: (tokens: [String], offset: Int)] = [:]
        for (offset, line) in logicalLines(b) {
            var k = 0
            while k < line.count, line[k] == 0x20 || line[k] == 0x09 { k += 1 }
            guard k < line.count, line[k] == UInt8(ascii: "#") else { continue }
            let words = tokens(Array(line[(k + 1)...]))
            guard words.count >= 2, words[0] == "define" else { continue }
            var body = Array(words.dropFirst(2))
            // A function-like macro's parameter list is not part of its expansion.
            if let open = body.first, open == "(", let close = body.firstIndex(of: ")") { body.removeFirst(close + 1) }
            bodies[words[1]] = (body, offset)
        }
        guard !bodies.isEmpty else { return nil }
        var sizes: [String: Int] = [:]
        var active: Set<String> = []
        func size(_ name: String) -> Int {
            if let known = sizes[name] { return known }
            guard let body = bodies[name], !active.contains(name) else { return 1 }
            active.insert(name)
            var total = 0
            for token in body.tokens {
                total = min(total + (bodies[token] != nil ? size(token) : 1), maxMacroTokens + 1)
                if total > maxMacroTokens { break }
            }
            active.remove(name)
            sizes[name] = max(total, 1)
            return max(total, 1)
        }
        // In order of definition, so a deep chain's recursion is at most one level new each time.
        for (name, body) in bodies.sorted(by: { $0.value.offset < $1.value.offset }) where size(name) > maxMacroTokens {
            return Problem(reason: "the macro \(name) expands to more than \(maxMacroTokens) tokens", offset: body.offset)
        }
        return nil
    }

    /// Lines joined across backslash-newlines, with the byte offset each starts at.
    private static func logicalLines(_ b: [UInt8]) -> [(Int, [UInt8])] {
        var out: [(Int, [UInt8])] = []
        var current: [UInt8] = []
        var start = 0
        var k = 0
        while k < b.count {
            if b[k] == UInt8(ascii: "\\"), k + 1 < b.count, b[k + 1] == 0x0A {
                k += 2
                continue
            }
            if b[k] == 0x0A {
                out.append((start, current))
                current = []
                start = k + 1
            } else {
                current.append(b[k])
            }
            k += 1
        }
        out.append((start, current))
        return out
    }

    /// Identifiers as words; every other character that is not a space, a token of its own.
    private static func tokens(_ line: [UInt8]) -> [String] {
        var out: [String] = []
        var k = 0
        func isWord(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        while k < line.count {
            let c = line[k]
            if c == 0x20 || c == 0x09 || c == 0x0D {
                k += 1
            } else if isWord(c) {
                let s = k
                while k < line.count, isWord(line[k]) { k += 1 }
                out.append(String(decoding: line[s..<k], as: UTF8.self))
            } else {
                out.append(String(UnicodeScalar(c)))
                k += 1
            }
        }
        return out
    }

    /// One `#include`/`#import` directive: where its line starts, the name it gives, and whether
    /// the name is quoted (`"…"`: looked for beside the file, then in the `-iquote` folders) or
    /// bracketed (`<…>`: the stand-ins only, as no system folder is searched).
    struct Include {
        let offset: Int
        let name: String
        let quoted: Bool
    }

    /// The `#include` and `#import` directives of a file, in order.
    static func includes(_ bytes: [UInt8]) -> [Include] {
        var out: [Include] = []
        for (offset, line) in logicalLines(bytes) {
            var k = 0
            while k < line.count, line[k] == 0x20 || line[k] == 0x09 { k += 1 }
            guard k < line.count, line[k] == UInt8(ascii: "#") else { continue }
            let text = String(decoding: line[(k + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("include") || text.hasPrefix("import") else { continue }
            guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "<" }) else { continue }
            let closer: Character = text[open] == "\"" ? "\"" : ">"
            let rest = text[text.index(after: open)...]
            guard let close = rest.firstIndex(of: closer) else { continue }
            out.append(Include(offset: offset, name: String(rest[..<close]), quoted: closer == "\""))
        }
        return out
    }

    /// Where libclang finds an include of `name` from the file `path`: an absolute name as
    /// written, another beside the file, then in each of `searchFolders` (the `-iquote` folders,
    /// for a quoted name), the first that exists; nil when none does. Paths are tidied of `.`
    /// and `dir/..` so a warning names the header plainly.
    static func resolve(_ name: String, from path: String, searchFolders: [String]) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let candidates = name.hasPrefix("/") ? [name] : [folder.isEmpty ? name : folder + "/" + name] + searchFolders.map { $0 + "/" + name }
        var info = stat()
        return candidates.lazy.map(tidy).first { stat($0, &info) == 0 }
    }

    /// `a/./b/../c` as `a/c`, lexically (a leading `..` stays).
    static func tidy(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The file's bytes with each framework-style import of a header the app itself holds
    /// (`#import <Cordova/CDVCommandQueue.h>` in cordova-ios, where CDVCommandQueue.h is among
    /// the sources) written as a quoted import of that header (`"CDVCommandQueue.h"`, padded
    /// with spaces so offsets stay): with no SDK or framework search path, clang would find
    /// nothing there and drop every declaration the header gives. Names the stand-ins provide
    /// keep theirs.
    static func localizingAppHeaders(_ bytes: [UInt8], path: String, searchFolders: [String]) -> [UInt8] {
        var out = bytes
        for include in includes(bytes) where !include.quoted && include.name.contains("/") && StandIns.headers[include.name] == nil {
            let base = (include.name as NSString).lastPathComponent
            guard !base.isEmpty, resolve(base, from: path, searchFolders: searchFolders) != nil else { continue }
            // The `<…>` on this physical line.
            var open = include.offset
            while open < out.count, out[open] != UInt8(ascii: "<"), out[open] != 0x0A { open += 1 }
            guard open < out.count, out[open] == UInt8(ascii: "<") else { continue }
            var close = open + 1
            while close < out.count, out[close] != UInt8(ascii: ">"), out[close] != 0x0A { close += 1 }
            guard close < out.count, out[close] == UInt8(ascii: ">") else { continue }
            let replacement = Array("\"\(base)\"".utf8)
            guard replacement.count <= close - open + 1 else { continue }
            for (k, b) in replacement.enumerated() { out[open + k] = b }
            for k in (open + replacement.count)...close { out[k] = 0x20 }
        }
        return out
    }

    /// What clang is given for a file: app headers imported framework-style made local, then
    /// includes of devices blanked.
    static func screened(_ bytes: [UInt8], path: String, searchFolders: [String]) -> [UInt8] {
        withoutDeviceIncludes(localizingAppHeaders(bytes, path: path, searchFolders: searchFolders), path: path, searchFolders: searchFolders)
    }

    /// The file's bytes with every `#include`/`#import` of something that is not a regular file
    /// (`/dev/zero`, a FIFO) blanked out, byte for byte so offsets stay: libclang would read it
    /// to its end. A name is looked up where libclang would look (`resolve`).
    static func withoutDeviceIncludes(_ bytes: [UInt8], path: String, searchFolders: [String] = []) -> [UInt8] {
        var out = bytes
        for include in includes(bytes) {
            guard let target = resolve(include.name, from: path, searchFolders: include.quoted ? searchFolders : []) else { continue }
            var info = stat()
            guard stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR else { continue }
            // Blank the directive (this physical line: a continued directive naming a device is
            // beyond what any project writes).
            var j = include.offset
            while j < out.count, out[j] != 0x0A {
                out[j] = 0x20
                j += 1
            }
        }
        return out
    }

    /// Line and column (in scalars) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8], file: String) -> NativePosition {
        let end = min(max(0, offset), bytes.count)
        var line = 1, column = 1
        for b in bytes[..<end] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return NativePosition(file: file, line: line, column: column)
    }
}
