import Foundation
import TestSupport
import XCTest

/// The SwiftPM command plugin, used the way a team would: from a package that depends on bridgecheck.
final class PluginTests: XCTestCase {
    func testSwiftPackageBridgecheckLintRunsInADependentPackage() throws {
        guard let swift = Tool.find("swift") else { throw XCTSkip("swift is not on PATH") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("site"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "app", dependencies: [.package(name: "bridgecheck", path: "\(Fixtures.packageRoot.path)")], targets: [])
            """.utf8).write(to: dir.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: Fixtures.exampleManifest, to: dir.appendingPathComponent("bridge-manifest.json"))
        try Data("<script>window.webkit.messageHandlers.nativeHandlr.postMessage('x')</script>".utf8).write(to: dir.appendingPathComponent("site/index.html"))
        let result = try Tool.run(swift, ["package", "bridgecheck", "lint", "--quiet", "site"], currentDirectory: dir)
        XCTAssertTrue(result.stdoutText.contains("site/index.html:1:9: error: handler 'nativeHandlr' is not in the manifest (did you mean 'nativeHandler'?) [unknown-handler]"), result.stdoutText + result.stderrText)
        XCTAssertNotEqual(result.status, 0, "the findings' exit code comes through")
        XCTAssertTrue(result.stderrText.contains("bridgecheck lint exited with status 1"), result.stderrText)
    }
}
