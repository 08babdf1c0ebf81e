import BridgeNative
import Foundation

/// The facts of one Objective-C file.
struct ObjCFileReader {
    let path: String
    let parsed: ClangParser.Parsed

    func read() -> NativeFacts {
        var facts = NativeFacts()
        facts.files.append(SourceFile(path: path))
        return facts
    }
}
