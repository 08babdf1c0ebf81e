// Where a large app's trees cost memory: SwiftParser's parse of every .swift file under the
// folders, and then, as MODE says, each tree kept (`keep`), folded with SwiftOperators as
// `native` folds it (`fold`), and walked once by a visitor that visits every token (`visit`:
// SwiftSyntax allocates a node's data when it is first visited). `none` keeps nothing, like
// the floor. run.py --tree-memory runs each mode under /usr/bin/time and prints its peak.
//
// Usage: tree-memory none|keep|keep-visit|keep-fold|keep-fold-visit FOLDER...
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

final class Walk: SyntaxVisitor {
    var tokens = 0
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens += 1
        return .visitChildren
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["none", "keep", "keep-visit", "keep-fold", "keep-fold-visit"].contains(mode), arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: tree-memory none|keep|keep-visit|keep-fold|keep-fold-visit FOLDER...\n".utf8))
    exit(2)
}
var files: [String] = []
for root in arguments.dropFirst() {
    guard let walker = FileManager.default.enumerator(atPath: root) else {
        FileHandle.standardError.write(Data("tree-memory: cannot read \(root)\n".utf8))
        exit(2)
    }
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(root + "/" + path) }
    }
}
var kept: [Syntax] = []
var tokens = 0
for path in files.sorted() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let bytes = [UInt8](data)
    let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    var tree = Syntax(parsed)
    if mode.contains("fold") { tree = OperatorTable.standardOperators.foldAll(parsed) { _ in } }
    if mode.contains("visit") {
        let walk = Walk(viewMode: .sourceAccurate)
        walk.walk(tree)
        tokens += walk.tokens
    }
    if mode.hasPrefix("keep") { kept.append(tree) }
}
print("\(mode): \(files.count) files, \(kept.count) trees kept, \(tokens) tokens visited")
