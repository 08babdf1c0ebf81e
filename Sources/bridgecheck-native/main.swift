import BridgeCheckCLI
import BridgeNative
import BridgeNativeSwiftSyntax
import Foundation

#if canImport(BridgeNativeClang)
    import BridgeNativeClang
    NativeReaders.objectiveC = { try ObjCNativeReader.read(files: $0) }
#endif

// `bridgecheck native` with its parser: `bridgecheck` hands the command over to this executable,
// which links the toolchain's SwiftSyntax. Other commands work here too.
NativeReaders.swift = { try SwiftNativeReader.read(files: $0) }
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first != "native", arguments.first != "manifest", arguments.first != "init", arguments.first != "--version", arguments.first != "--help", arguments.first != "-h" {
    arguments.insert("native", at: 0)
}
BridgeCheck.main(arguments)
