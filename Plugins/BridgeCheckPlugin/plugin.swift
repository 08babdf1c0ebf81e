import Foundation
import PackagePlugin

/// `swift package bridgecheck <command> …` in any package that depends on bridgecheck: runs the
/// bridgecheck tool from the package's folder with the same arguments and exit code.
@main
struct BridgeCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "bridgecheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // SwiftPM turns any failing plugin into exit status 1 (swift-package-manager#7380), so
            // the message carries bridgecheck's own status: 1 findings or failures, 2 setup.
            let meaning = process.terminationStatus == 2 ? " (a usage or configuration error)" : (process.terminationStatus == 1 ? " (findings or failures)" : "")
            Diagnostics.error("bridgecheck \(arguments.first ?? "") exited with status \(process.terminationStatus)\(meaning)")
            exit(process.terminationStatus)
        }
    }
}
