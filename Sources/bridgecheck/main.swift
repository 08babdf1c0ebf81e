import BridgeCheckCLI
import Foundation

exit(BridgeCheck.run(Array(CommandLine.arguments.dropFirst())))
