import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Reports go where their path points and every write is checked; every reader stops at its
/// limit. Each test runs the `bridgecheck` executable, as a user or CI does.
final class WriteAndReadTests: XCTestCase {
    private var binary: String { Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path }
    private let manifest = Fixtures.exampleManifest.path
    private let site = Fixtures.packageRoot.appendingPathComponent("examples/site").path
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// The text report lint prints for the example site, to compare what a file received.
    private var expectedText: String {
        get throws { try Tool.run(binary, ["lint", "--manifest", manifest, site]).stdoutText }
    }

    func testASymbolicLinkStaysAndWhatItNamesIsWritten() throws {
        let target = path("real.txt"), link = path("link.txt")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(chmod(target, 0o640), 0)
        XCTAssertEqual(symlink("real.txt", link), 0)
        let result = try Tool.run(binary, ["lint", "--manifest", manifest, "--output", link, site])
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link was replaced by a file")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), try expectedText)
        var info = stat()
        XCTAssertEqual(stat(target, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "the replaced file's permissions are kept")

        // A link to nothing yet: what it names is created, as the shell's `>` does.
        let dangling = path("dangling.sarif")
        XCTAssertEqual(symlink("made/by-lint.sarif", dangling), 0)
        let second = try Tool.run(binary, ["lint", "--manifest", manifest, "--format", "sarif=\(dangling)", site])
        XCTAssertEqual(second.status, 0, second.stderrText)
        XCTAssertEqual(fileType(dangling), S_IFLNK)
        XCTAssertTrue(try String(contentsOfFile: path("made/by-lint.sarif"), encoding: .utf8).contains("\"$schema\""))
    }

    /// A device is written in place (through a link here, so that a regression replaces the
    /// link and never the machine's /dev/null).
    func testADeviceIsWrittenInPlace() throws {
        let link = path("null")
        XCTAssertEqual(symlink("/dev/null", link), 0)
        for arguments in [["--output", link], ["--format", "json=\(link)"], ["--write-baseline", link]] {
            let result = try Tool.run(binary, ["lint", "--manifest", manifest] + arguments + [site])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderrText)")
            XCTAssertEqual(fileType(link), S_IFLNK, "\(arguments) replaced the link")
        }
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
    }

    /// `"formats": ["json=/dev/stdout"]` with standard output a pipe: /dev/stdout is a link to
    /// `pipe:[…]`, which no path resolves to ("No such file or directory" before).
    func testDevStdoutIsThePipeItNames() throws {
        let result = try Tool.run(binary, ["lint", "--manifest", manifest, "--format", "json=/dev/stdout", "--format", "text=/dev/null", site])
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertTrue(result.stdoutText.hasPrefix("{\n  \"findings\": ["), String(result.stdoutText.prefix(200)))
    }

    func testAFIFOIsWrittenInPlaceAndItsReaderGetsTheReport() throws {
        let fifo = path("report.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
        }
        reader.start()
        let result = try Tool.run(binary, ["lint", "--manifest", manifest, "--output", fifo, site])
        while !reader.isFinished { usleep(10_000) }
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(fileType(fifo), S_IFIFO, "the FIFO was replaced by a file")
        XCTAssertEqual(String(decoding: received, as: UTF8.self), try expectedText)
    }

    func testAFullDeviceIsAnErrorNotASuccess() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        let toFile = try Tool.run(binary, ["lint", "--manifest", manifest, "--output", "/dev/full", site])
        XCTAssertEqual(toFile.status, 2)
        XCTAssertEqual(toFile.stderrText, "error: cannot write /dev/full: No space left on device\n")

        // Standard output itself: the shell's `> /dev/full`.
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let toStdout = try run(["lint", "--manifest", manifest, "--format", "json", site], stdout: full)
        XCTAssertEqual(toStdout.status, 2)
        XCTAssertTrue(toStdout.stderr.hasSuffix("error: cannot write standard output: No space left on device\n"), toStdout.stderr)
    }

    /// A reader that went away (`| head -1` after its line) is a failed write, not a SIGPIPE death.
    func testAClosedPipeIsAFailedWriteNotACrash() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try run(["lint", "--manifest", manifest, "--format", "json", site], stdout: pipe.fileHandleForWriting)
        XCTAssertEqual(result.status, 2, "died by a signal, or ignored the failed write")
        XCTAssertTrue(result.stderr.hasSuffix("error: cannot write standard output: Broken pipe\n"), result.stderr)
    }

    func testAFolderOrALoopIsNamedPlainly() throws {
        let reports = path("reports")
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let folderResult = try Tool.run(binary, ["lint", "--manifest", manifest, "--output", reports, site])
        XCTAssertEqual(folderResult.status, 2)
        XCTAssertEqual(folderResult.stderrText, "error: cannot write \(reports): it is a folder; name a file, e.g. \(reports)/report\n")

        XCTAssertEqual(symlink("loop-b", path("loop-a")), 0)
        XCTAssertEqual(symlink("loop-a", path("loop-b")), 0)
        let loopOutput = try Tool.run(binary, ["lint", "--manifest", manifest, "--output", path("loop-a"), site])
        XCTAssertEqual(loopOutput.status, 2)
        XCTAssertEqual(loopOutput.stderrText, "error: cannot write \(path("loop-a")): its symbolic links form a loop\n")
        let loopManifest = try Tool.run(binary, ["lint", "--manifest", path("loop-a"), site])
        XCTAssertEqual(loopManifest.status, 2)
        XCTAssertEqual(loopManifest.stderrText, "error: \(path("loop-a")): cannot read the manifest: its symbolic links form a loop\n")
        let missing = try Tool.run(binary, ["lint", "--manifest", path("none.json"), site])
        XCTAssertEqual(missing.stderrText, "error: \(path("none.json")): cannot read the manifest: no such file (bridgecheck init writes one from the app's code and pages, or pass --manifest FILE)\n")
    }

    func testDuplicateKeysInTheConfigurationAreRejected() throws {
        let config = path(".bridgecheck.json")
        try Data(#"{"manifest": "a.json", "paths": ["."], "run": {"timeout": 5, "timeout": 50}, "manifest": "b.json"}"#.utf8).write(to: URL(fileURLWithPath: config))
        let result = try Tool.run(binary, ["lint", "--config", config, site])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrText, "\(config): $.manifest: key 'manifest' appears more than once\n\(config): $.run.timeout: key 'timeout' appears more than once\n")
    }

    /// Standard input that never ends (`/dev/zero`) is refused at the limit, in bounded memory.
    func testStandardInputStopsAtItsLimit() throws {
        let cases: [([String], String)] = [
            (["decode", "message", "--manifest", manifest, "--handler", "nativeHandler", "-"], "16 MiB limit for a message body (MessageDecoder.Limits.maxStringBodyBytes)"),
            (["decode", "data-url", "-"], "32 MiB limit for a data: URL"),
            (["decode", "scheme", "-"], "64 KiB limit for a scheme URL (MessageDecoder.Limits.maxURLBytes)"),
        ]
        for (arguments, limit) in cases {
            let zero = try XCTUnwrap(FileHandle(forReadingAtPath: "/dev/zero"))
            let result = try run(arguments, stdin: zero)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "rejected (limit-exceeded): standard input is larger than the \(limit)\n")
        }
        let manifestResult = try Tool.run(binary, ["manifest", "check", "/dev/zero"])
        XCTAssertEqual(manifestResult.status, 2)
        XCTAssertEqual(manifestResult.stderrText, "/dev/zero: cannot read the manifest: it is larger than the 16 MiB limit for a manifest\n")
    }

    /// A baseline reads back at whatever size `--write-baseline` wrote it: its size is its only bound.
    func testALargeBaselineReadsBack() throws {
        let count = 120_000
        var text = #"{"version": 1, "entries": ["#
        for k in 0..<count {
            if k > 0 { text += "," }
            text += #"{"rule":"unknown-handler","file":"index.html","fingerprint":"\#(k)","message":"m"}"#
        }
        text += "]}\n"
        let baseline = path("baseline.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: baseline))
        let result = try Tool.run(binary, ["lint", "--manifest", manifest, "--baseline", baseline, site])
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertTrue(result.stderrText.hasPrefix("baseline: \(count) entries no longer occur; prune with --write-baseline \(baseline)\n"), String(result.stderrText.prefix(300)))

        try Data(#"{"version": 1, "entries": [}"#.utf8).write(to: URL(fileURLWithPath: baseline))
        let broken = try Tool.run(binary, ["lint", "--manifest", manifest, "--baseline", baseline, site])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderrText, "error: \(baseline): not a bridgecheck baseline: byte 27: expected a value, found '}'\n")
    }

    /// Reproducers are saved under the corpus: a corpus that is a file is a setup error, before
    /// any input runs (it was "3 failures" with none saved).
    func testACorpusThatIsAFileIsASetupError() throws {
        let file = path("corpus-file")
        try Data().write(to: URL(fileURLWithPath: file))
        let result = try Tool.run(binary, ["fuzz", "--manifest", manifest, "--corpus", file, "--runs", "10"], currentDirectory: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderrText, "error: --corpus \(file): it is a file, not a folder (name a folder, or leave out --corpus for ./corpus)\n")
    }

    /// Runs bridgecheck with the given standard streams (Tool.run takes only data).
    private func run(_ arguments: [String], stdin: FileHandle? = nil, stdout: FileHandle? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.standardOutput = stdout ?? output
        process.standardError = errors
        try process.run()
        if let stdout { try? stdout.close() }
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        let out = stdout == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "bridgecheck \(arguments.joined(separator: " ")) died by signal \(process.terminationStatus)")
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
