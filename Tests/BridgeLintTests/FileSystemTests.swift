import BridgeReport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

@testable import BridgeLint

final class FileSystemTests: XCTestCase {
    func testPathsAreNormalizedWithoutTouchingTheDisk() {
        let cases: [(String, String)] = [
            ("/a/b/../c/./d.js", "/a/c/d.js"),
            ("/a//b///c", "/a/b/c"),
            ("/../../x", "/x"),
            ("/", "/"),
            ("/a/b/", "/a/b"),
            ("a/../../b", "../b"),
            ("./", "."),
            ("a/..", "."),
            ("/no/such/folder/../file.js", "/no/such/file.js"),
        ]
        for (input, expected) in cases { XCTAssertEqual(ReportPath.normalized(input), expected, input) }
        let root = ReportPath.Relativizer(root: "/site/./pages/")
        XCTAssertEqual(root.relative("/site/pages/a/../b.html"), "b.html")
        XCTAssertEqual(root.relative("/site/pages"), ".")
        XCTAssertEqual(root.relative("/site/pagesX/b.html"), "/site/pagesX/b.html", "a sibling with the root as prefix is outside it")
    }

    /// Names are bytes: a folder or page whose name is not UTF-8 (Latin-1 `café`) is scanned, and
    /// reports show the byte as `\x{E9}`; the pages were skipped ("cannot read its attributes").
    func testNamesThatAreNotUTF8AreReadAsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fs-bytes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Made through POSIX: Foundation cannot spell these names.
        XCTAssertEqual(mkdir(folder, 0o755), 0)
        let inner = Array(folder.utf8) + Array("/caf".utf8) + [0xE9]
        XCTAssertEqual(mkdir(inner.map { CChar(bitPattern: $0) } + [0], 0o755), 0)
        for (name, call) in [(inner + Array("/index.html".utf8), "nativeHandlr"), (Array(folder.utf8) + Array("/f".utf8) + [0xFF] + Array(".html".utf8), "nativeHandlr")] {
            let fd = open(name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertGreaterThanOrEqual(fd, 0)
            let page = Array("<script>window.webkit.messageHandlers.\(call).postMessage('x')</script>".utf8)
            XCTAssertEqual(page.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, page.count)
            close(fd)
        }
        let names = try XCTUnwrap(FileSystem.names(in: folder)).sorted()
        XCTAssertEqual(names.map(VisibleText.escaped), ["caf\\x{E9}", "f\\x{FF}.html"])
        let walked = FileWalker(htmlExtensions: ["html"], scriptExtensions: ["js"]).walk([folder])
        XCTAssertEqual(walked.skipped.map(\.path), [])
        XCTAssertEqual(walked.entries.map { VisibleText.escaped(String($0.path.dropFirst(folder.count))) }, ["/f\\x{FF}.html", "/caf\\x{E9}/index.html"])
        for entry in walked.entries {
            guard case .success(let bytes) = FileSystem.readRegularFile(entry.path, limit: 1 << 20) else { return XCTFail("\(entry.path) was not read") }
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("nativeHandlr"))
        }
    }

    func testReadingRefusesWhatIsNotARegularFileWithinTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let exact = folder + "/exact.js", over = folder + "/over.js", empty = folder + "/empty.js", fifo = folder + "/fifo.js", link = folder + "/link.js"
        try Data(repeating: 0x61, count: 10).write(to: URL(fileURLWithPath: exact))
        try Data(repeating: 0x61, count: 11).write(to: URL(fileURLWithPath: over))
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: exact)

        XCTAssertEqual(FileSystem.readRegularFile(exact, limit: 10), .success(Array(repeating: 0x61, count: 10)))
        XCTAssertEqual(FileSystem.readRegularFile(link, limit: 10), .success(Array(repeating: 0x61, count: 10)), "a link is read through")
        XCTAssertEqual(FileSystem.readRegularFile(over, limit: 10), .failure(.tooLarge(size: 11)))
        XCTAssertEqual(FileSystem.readRegularFile(empty, limit: 10), .success([]))
        XCTAssertEqual(FileSystem.readRegularFile(fifo, limit: 10), .failure(.notRegular), "never opened, so never blocks")
        XCTAssertEqual(FileSystem.readRegularFile(folder, limit: 10), .failure(.notRegular))
        XCTAssertEqual(FileSystem.readRegularFile(folder + "/missing.js", limit: 10), .failure(.noAttributes))
        XCTAssertEqual(FileSystem.realPath(link), FileSystem.realPath(exact))
        XCTAssertNil(FileSystem.realPath(folder + "/missing.js"))
    }

    /// Files whose size `stat` gives as 0 but that have content (Linux's /proc) are read to their
    /// end, and the limit still holds, even at its largest.
    func testAFileLargerThanItsStatSizeIsReadToTheEndWithinTheLimit() throws {
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc here") }
        guard case .success(let bytes) = FileSystem.readRegularFile(path, limit: .max) else { return XCTFail("not read") }
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
        XCTAssertEqual(FileSystem.readRegularFile(path, limit: 10), .failure(.tooLarge(size: nil)))
    }
}
