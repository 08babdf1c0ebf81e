import BridgeNative
import BridgeReport
import Foundation

/// The headers libclang may open for a set of sources, screened as the sources are before it
/// does: every header beside a source (any file may include it), and every header a quoted
/// `#include`/`#import` reaches from a source or a screened header, wherever it is
/// (`#import "Sub/Bridge.h"`, `"../Shared/X.h"`, a header in an `-iquote` folder), followed
/// to the end. Bracketed names reach only the stand-ins, which need no screen.
///
/// A header that must not be read is handed to libclang empty and is a warning; one that names
/// a device in an `#include` is handed over with that line blanked; the rest libclang reads
/// itself. Each header is screened once, by its real path (a symbolic-link loop cannot make
/// endless names for it), and at most `maxHeaders` are: past that, the others are read
/// unscreened, which only a generated project of that many headers would reach.
enum HeaderScreen {
    static let maxHeaders = 20_000

    static func screen(sources: [String], folders: [String]) -> (headers: [(path: String, bytes: [UInt8])], problems: [SourceFile], declared: Set<String>) {
        var headers: [(path: String, bytes: [UInt8])] = []
        var problems: [SourceFile] = []
        var declared: Set<String> = []
        var seen: Set<String> = []
        var queue: [String] = []
        var next = 0
        func enqueue(_ header: String) {
            let key = RawPath.realPath(header) ?? header
            guard seen.count < maxHeaders, seen.insert(key).inserted else { return }
            queue.append(header)
        }
        func enqueueIncludes(of path: String, _ bytes: [UInt8]) {
            for include in ObjCPrescreen.includes(bytes) where include.quoted {
                // A device or FIFO is not followed: the includer's line naming it is blanked.
                var info = stat()
                guard let target = ObjCPrescreen.resolve(include.name, from: path, searchFolders: folders), stat(RawPath.cString(target), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                enqueue(target)
            }
        }
        for folder in folders {
            for name in (RawPath.names(in: folder) ?? []).sorted() where name.hasSuffix(".h") && !name.hasPrefix(".") { enqueue(folder + "/" + name) }
        }
        for source in sources {
            if case .success(let bytes) = NativeSources.contents(of: source) { enqueueIncludes(of: source, ObjCPrescreen.localizingAppHeaders(bytes, path: source, searchFolders: folders)) }
        }
        while next < queue.count {
            let header = queue[next]
            next += 1
            switch NativeSources.contents(of: header) {
            case .success(let bytes):
                if let problem = ObjCPrescreen.problem(in: bytes, path: header) {
                    problems.append(SourceFile(path: header, syntaxError: NativeDiagnostic(message: "the file was not read: \(problem.reason)", position: ObjCPrescreen.position(of: problem.offset, in: bytes, file: header))))
                    headers.append((header, []))
                } else {
                    let screened = ObjCPrescreen.screened(bytes, path: header, searchFolders: folders)
                    if screened != bytes { headers.append((header, screened)) }
                    // What the app's headers declare: stand-ins must not shadow it (ClangParser.MissingNames).
                    declared.formUnion(ClangParser.MissingNames.declarations(in: bytes))
                    enqueueIncludes(of: header, screened)
                }
            case .failure(let failure):
                problems.append(SourceFile(path: header, syntaxError: NativeDiagnostic(message: failure.message, position: NativePosition(file: header, line: 1, column: 1))))
                headers.append((header, []))
            }
        }
        return (headers, problems, declared)
    }
}
