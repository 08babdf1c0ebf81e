import BridgeCheckCLI
import BridgeRun
import BridgeRunWebKitGTK
import Foundation

// `bridgecheck run` with its engine: `bridgecheck` hands the command over to this executable,
// which is built only where WebKitGTK is installed. Other commands work here too.
RunEngines.make = { try WebKitGTKEngine() }
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first != "run", arguments.first != "--version", arguments.first != "--help", arguments.first != "-h" { arguments.insert("run", at: 0) }
BridgeCheck.main(arguments)
