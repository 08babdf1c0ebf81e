import BridgeNative
import BridgeReport
internal import CClang
import Foundation

/// Reads Objective-C sources (`.m`, `.mm`) with libclang into the same facts the Swift reader
/// gives: registrations, receivers and what they decode, scripts evaluated, schemes, hazards,
/// and what the bridge libraries (WebViewJavascriptBridge, DSBridge, Cordova) register.
public enum ObjCNativeReader {
    public static var libclangVersion: String { (try? LibclangLibrary.load()).map { ClangParser.version } ?? "libclang (not loaded)" }

    public static func read(files: [String]) throws -> NativeFacts {
        try LibclangLibrary.load()
        let standIns = try StandIns.write()
        defer { try? FileManager.default.removeItem(at: standIns) }
        let parser = ClangParser()
        let program = ObjCProgram()
        program.cordovaServices = CordovaFeatures.read(files.filter(NativeSources.isCordovaManifest))
        let files = files.filter { !NativeSources.isCordovaManifest($0) }
        let folders = unique(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let (headers, headerProblems, declaredInHeaders) = HeaderScreen.screen(sources: files, folders: folders)
        // Files that are not read: each is a warning naming why, and the rest are still read
        // (one file libclang could not parse ended the whole run with no output).
        var notRead: [SourceFile] = []
        func skip(_ path: String, _ reason: String, offset: Int = 0, in bytes: [UInt8] = []) {
            notRead.append(SourceFile(path: path, syntaxError: NativeDiagnostic(message: "the file was not read: \(reason)", position: ObjCPrescreen.position(of: offset, in: bytes, file: path))))
        }
        for path in files {
            let data: [UInt8]
            switch NativeSources.contents(of: path) {
            case .success(let bytes): data = bytes
            case .failure(let failure):
                skip(path, failure.reason)
                continue
            }
            if let problem = ObjCPrescreen.problem(in: data, path: path) {
                skip(path, problem.reason, offset: problem.offset, in: data)
                continue
            }
            let language = path.hasSuffix(".mm") ? "objective-c++" : "objective-c"
            // An iOS target (ARC and blocks need Apple's runtime); no system headers: the
            // stand-ins are the SDK, and every file sees WebKit's names even when it imports
            // them with `@import`.
            var arguments = ["-x", language, "-target", "arm64-apple-ios14.0", "-fobjc-arc", "-fblocks", "-nostdinc", "-ferror-limit=0", "-Wno-everything"]
            arguments += ["-I", standIns.path, "-include", standIns.appendingPathComponent("WebKit/WebKit.h").path]
            arguments += folders.flatMap { ["-iquote", $0] }
            var parsed: ClangParser.Parsed
            let screened = ObjCPrescreen.screened(data, path: path, searchFolders: folders)
            do {
                parsed = try parser.parse(path, bytes: screened, arguments: arguments, skipping: standIns.path, headers: headers)
                // A pod's class or a category's selector that no header here declares makes clang
                // drop each statement that uses it (and the blocks inside, with their scripts):
                // declared as stand-ins, the file is parsed once more and those statements read.
                // A class the first pass declares lets the next see the selectors sent to it
                // (`[attrStr string]` on an NSAttributedString no stand-in declares): up to three
                // passes, while each finds something new.
                let declared = declaredInHeaders.union(ClangParser.MissingNames.declarations(in: screened)).union(StandIns.declaredNames)
                var missing = parsed.missing
                missing.remove(declared: declared)
                var passes = 0
                while !missing.isEmpty, passes < 3 {
                    passes += 1
                    if ProcessInfo.processInfo.environment["BRIDGECHECK_OBJC_DIAGNOSTICS"] == "1" {
                        FileHandle.standardError.write(Data("\(path): stand-ins for what no header here declares:\n\(missing.header)".utf8))
                    }
                    let extra = standIns.appendingPathComponent("BridgecheckMissing.h").path
                    let again = try parser.parse(
                        path, bytes: screened, arguments: arguments + ["-include", extra], skipping: standIns.path,
                        headers: headers + [(extra, Array(missing.header.utf8))])
                    parsed = again
                    var more = again.missing
                    more.remove(declared: declared)
                    guard missing.formUnion(more) else { break }
                }
            } catch {
                skip(path, error.description)
                continue
            }
            if ProcessInfo.processInfo.environment["BRIDGECHECK_OBJC_TREE"] == "1" { FileHandle.standardError.write(Data(dump(parsed).utf8)) }
            program.add(path: path, parsed: parsed)
        }
        var reader = ObjCFactReader(program: program)
        var facts = reader.read()
        facts.files += notRead + headerProblems
        return facts
    }

    static func dump(_ parsed: ClangParser.Parsed) -> String {
        var out = ""
        func text(_ n: ObjCNode) -> String {
            guard n.start <= n.end, n.end <= parsed.bytes.count else { return "" }
            let t = String(decoding: parsed.bytes[n.start..<min(n.end, n.start + 60)], as: UTF8.self)
            return t.replacingOccurrences(of: "\n", with: "⏎")
        }
        var stack: [(ObjCNode, Int)] = [(parsed.root, 0)]
        while let (node, depth) = stack.popLast() {
            out += String(repeating: "  ", count: depth) + "\(node.kind) '\(node.spelling)' <\(node.type)> [\(node.start)-\(node.end)] \(text(node))\n"
            stack += node.children.reversed().map { ($0, depth + 1) }
        }
        return out
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}

/// libclang, opened on first use (Sources/CClang/CClang.c): a Swift-only run never maps it.
enum LibclangLibrary {
    /// libclang could not be opened, or lacks a function the reader calls.
    struct Unavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            """
            the Objective-C files cannot be read: libclang could not be loaded from \(String(cString: bridgecheck_libclang_path())) (\(reason)).
              Install libclang-dev (Debian/Ubuntu) or Homebrew's llvm, or name a libclang with BRIDGECHECK_LIBCLANG_LIBRARY=FILE; or rebuild where it is: swift build -c release --product bridgecheck-native
            """
        }
    }

    static func load() throws(Unavailable) {
        if let problem = bridgecheck_libclang_load() { throw Unavailable(reason: String(cString: problem)) }
    }
}
