import BridgeCheckCLI
import Foundation

BridgeCheck.main(Array(CommandLine.arguments.dropFirst()))
