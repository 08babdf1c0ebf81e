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
            Diagnostics.error("bridgecheck \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
