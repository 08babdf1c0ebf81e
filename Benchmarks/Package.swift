// swift-tools-version:6.0
// Benchmarks live in their own package so the main build and `swift test` never compile them.
import PackageDescription

let package = Package(
    name: "bridgecheck-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "bridgecheck", path: "..")],
    targets: [
        .executableTarget(
            name: "decode-bench",
            dependencies: [.product(name: "BridgeRuntime", package: "bridgecheck")]
        ),
        .executableTarget(
            name: "pattern-bench",
            dependencies: [.product(name: "BridgeRuntime", package: "bridgecheck")]
        ),
    ]
)
