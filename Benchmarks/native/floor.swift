// The floor for `bridgecheck native` on Swift: SwiftParser's parse of every .swift file under the
// given folders and one walk of each tree (a visitor that visits every node and counts tokens),
// one file after another, keeping nothing. `native` does this much and more (its index, its flow
// and rules), so its time and memory are bounded below by these.
//
// Built by run.py with swiftc against the toolchain's SwiftParser (usr/lib/swift/host).
import Foundation
import SwiftParser
import SwiftSyntax

final class Counter: SyntaxVisitor {
    var tokens = 0
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens += 1
        return .visitChildren
    }
}

var files: [String] = []
for root in CommandLine.arguments.dropFirst() {
    guard let walker = FileManager.default.enumerator(atPath: root) else {
        FileHandle.standardError.write(Data("floor: cannot read \(root)\n".utf8))
        exit(2)
    }
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(root + "/" + path) }
    }
}
var tokens = 0, bytes = 0
for file in files.sorted() {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    bytes += data.count
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let counter = Counter(viewMode: .sourceAccurate)
    counter.walk(tree)
    tokens += counter.tokens
}
print("\(files.count) files, \(bytes) bytes, \(tokens) tokens")
