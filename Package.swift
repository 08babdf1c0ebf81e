// swift-tools-version:6.0
import Foundation
import PackageDescription

/// `bridgecheck run` drives WebKitGTK, which most machines that lint and fuzz do not have (macOS,
/// Linux without the package): its engine and the `bridgecheck-run` executable are part of the
/// package only where WebKitGTK's pkg-config file is, so `bridgecheck` builds everywhere.
/// BRIDGECHECK_WEBKIT=1 or 0 overrides the search.
let webKitGTK: Bool = {
    switch ProcessInfo.processInfo.environment["BRIDGECHECK_WEBKIT"] {
    case "1": return true
    case "0": return false
    default:
        let folders = (ProcessInfo.processInfo.environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init) + [
            "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig", "/usr/lib64/pkgconfig", "/usr/lib/pkgconfig",
            "/usr/share/pkgconfig", "/usr/local/lib/pkgconfig",
        ]
        return folders.contains { FileManager.default.fileExists(atPath: $0 + "/webkit2gtk-4.1.pc") }
    }
}()

/// `bridgecheck native` reads Swift with SwiftParser, which the toolchain ships as libraries with
/// their modules (`usr/lib/swift/host`) but not as a package SwiftPM resolves here. Linking them
/// takes unsafe flags, which SwiftPM refuses in a product a dependent package uses, so they go
/// in their own module and the `bridgecheck-native` executable, which `bridgecheck` runs when
/// present. The folder is found beside the PackageDescription library the manifest runs with
/// (or the `swift` on PATH); BRIDGECHECK_SWIFT_SYNTAX=0 leaves it out, =FOLDER names it.
let swiftSyntaxFolder: String? = {
    let given = ProcessInfo.processInfo.environment["BRIDGECHECK_SWIFT_SYNTAX"] ?? ""
    if given == "0" { return nil }
    var candidates: [String] = given.isEmpty || given == "1" ? [] : [given]
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.contains("libPackageDescription") }), let slash = line.firstIndex(of: "/")
    {
        let path = String(line[slash...])
        if let r = path.range(of: "/lib/swift/pm/") { candidates.append(String(path[..<r.lowerBound]) + "/lib/swift/host") }
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath()
        if FileManager.default.isExecutableFile(atPath: swift.path) {
            candidates.append(swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
        }
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
}()

/// Objective-C native sides (WebViewJavascriptBridge, DSBridge and Cordova apps are mostly
/// Objective-C) are read with libclang's C API, from Debian's `libclang-dev` (headers in
/// `/usr/lib/llvm-N/include/clang-c`) or an LLVM install (Homebrew's `llvm` on macOS). Like
/// SwiftParser it takes unsafe flags, so it is part of `bridgecheck-native` only, and only where
/// its headers are: without it, `bridgecheck native` says that .m files cannot be read.
/// BRIDGECHECK_LIBCLANG=0 leaves it out; =PREFIX names the folder holding include/ and lib/.
let libclangPrefix: String? = {
    let given = ProcessInfo.processInfo.environment["BRIDGECHECK_LIBCLANG"] ?? ""
    if given == "0" { return nil }
    var candidates: [String] = given.isEmpty || given == "1" ? [] : [given]
    // The newest LLVM first.
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []).filter { $0.hasPrefix("llvm-") }
        .sorted { (Int($0.dropFirst(5)) ?? 0) > (Int($1.dropFirst(5)) ?? 0) }
    candidates += versions.map { "/usr/lib/" + $0 } + ["/opt/homebrew/opt/llvm", "/usr/local/opt/llvm"]
    return candidates.first { prefix in
        FileManager.default.fileExists(atPath: prefix + "/include/clang-c/Index.h")
            && ["libclang.so", "libclang.dylib"].contains { FileManager.default.fileExists(atPath: prefix + "/lib/" + $0) }
    }
}()

/// The libclang file in `lib` (`libclang.so` on Linux, `libclang.dylib` on macOS).
func libclangLibrary(_ lib: String) -> String {
    FileManager.default.fileExists(atPath: lib + "/libclang.so") ? lib + "/libclang.so" : lib + "/libclang.dylib"
}

let package = Package(
    name: "bridgecheck",
    platforms: [.macOS(.v13), .iOS(.v14)],
    products: [
        /// What an iOS app links: Foundation only, no libxml2.
        .library(name: "BridgeRuntime", targets: ["BridgePattern", "BridgeJSON", "BridgeContract", "BridgeRuntime"]),
        .library(name: "BridgeReport", targets: ["BridgeReport"]),
        /// The harness side of the fuzz protocol, for a team's own decoder.
        .library(name: "BridgeHarness", targets: ["BridgeHarness"]),
        .executable(name: "bridgecheck", targets: ["bridgecheck"]),
        /// `swift package bridgecheck lint site/` in a package that depends on this one.
        .plugin(name: "BridgeCheckPlugin", targets: ["BridgeCheckPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Portable layers (Foundation only), in dependency order.
        .target(name: "BridgePattern"),
        .target(name: "BridgeJSON"),
        .target(name: "BridgeContract", dependencies: ["BridgePattern", "BridgeJSON"]),
        .target(name: "BridgeRuntime", dependencies: ["BridgeJSON", "BridgeContract"]),
        // Tooling layers.
        .target(name: "BridgeReport", dependencies: ["BridgeJSON"]),
        // `.bridgecheck.json`, read and written by one type (check reads it, init writes it).
        .target(name: "BridgeConfiguration", dependencies: ["BridgeJSON", "BridgeContract", "BridgeReport"]),
        .target(name: "BridgeHarness"),
        // A few lines of C for what Swift cannot call (prctl is variadic).
        .target(name: "CProcessGroup"),
        // libxml2's SAX events filtered in C before lint's Swift callbacks see them.
        .target(name: "CHTMLFilter", dependencies: ["CLibXML2"]),
        // Messages generated and mutated from the contract (Foundation only): `bridgecheck fuzz`
        // and the libFuzzer driver share them.
        .target(name: "BridgeGenerate", dependencies: ["BridgeJSON", "BridgeContract", "BridgeRuntime"]),
        // libFuzzer's entry points for a team's decoder: the contract's oracles and mutation
        // (compiled with the glue `bridgecheck fuzz libfuzzer` writes; SwiftPM only type-checks it).
        .target(name: "BridgeLibFuzzer", dependencies: ["BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeGenerate"]),
        .target(
            name: "BridgeFuzz", dependencies: ["CProcessGroup", "BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeReport", "BridgeHarness", "BridgeGenerate"]),
        .target(name: "BridgeLint", dependencies: ["CLibXML2", "CHTMLFilter", "BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeReport"]),
        // `bridgecheck run`: the engine-independent part (what a page did, judged by the contract).
        .target(name: "BridgeRun", dependencies: ["BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeReport", "BridgeFuzz", "BridgeGenerate"]),
        // `bridgecheck native`: the facts native code holds and the rules that judge them.
        .target(name: "BridgeNative", dependencies: ["BridgeJSON", "BridgeContract", "BridgeReport"]),
        .target(
            name: "BridgeCheckCLI",
            dependencies: [
                "BridgeJSON", "BridgeContract", "BridgeRuntime", "BridgeReport", "BridgeConfiguration", "BridgeLint", "BridgeFuzz", "BridgeHarness", "BridgeRun", "BridgeNative",
                "BridgeLibFuzzer",
            ]
        ),
        .executableTarget(name: "bridgecheck", dependencies: ["BridgeCheckCLI"]),

        .plugin(
            name: "BridgeCheckPlugin",
            capability: .command(intent: .custom(verb: "bridgecheck", description: "Run bridgecheck (lint, fuzz, check, manifest …) on this package")),
            dependencies: ["bridgecheck"],
            path: "Plugins/BridgeCheckPlugin"
        ),

        // Example harnesses (examples/), built with the package so the README's commands work.
        .executableTarget(name: "example-harness", dependencies: ["BridgeHarness"], path: "examples/harness-swift"),
        .executableTarget(name: "planted-bugs-harness", dependencies: ["BridgeHarness"], path: "examples/planted-bugs", exclude: ["libfuzzer", "deep-manifest.json", "tasks-manifest.json", "tickets-manifest.json"]),

        // The app `bridgecheck native` is shown on (examples/native), and the same app broken: built
        // with the package so they stay Swift that compiles, against stand-ins for WebKit's types.
        .target(name: "WebKitStandIns", path: "examples/native/WebKitStandIns"),
        .target(name: "ExampleNativeApp", dependencies: ["BridgeRuntime", "WebKitStandIns"], path: "examples/native/App"),
        .target(name: "ExampleNativeBrokenApp", dependencies: ["BridgeRuntime", "WebKitStandIns"], path: "examples/native-broken/App"),

        // Test-only helpers: XML Schema validation through libxml2.
        .target(name: "XMLSchemaCheck", dependencies: ["CLibXML2"], path: "Tests/Support/XMLSchemaCheck"),
        .target(name: "TestSupport", dependencies: ["BridgeGenerate"], path: "Tests/Support/TestSupport"),
        .testTarget(name: "BridgePatternTests", dependencies: ["BridgePattern", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeJSONTests", dependencies: ["BridgeJSON", "TestSupport"]),
        .testTarget(name: "BridgeContractTests", dependencies: ["BridgeContract", "BridgeRuntime", "TestSupport"]),
        .testTarget(name: "BridgeRuntimeTests", dependencies: ["BridgeRuntime", "BridgeContract", "BridgeJSON", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeReportTests", dependencies: ["BridgeReport", "XMLSchemaCheck", "TestSupport"]),
        .testTarget(name: "BridgeConfigurationTests", dependencies: ["BridgeConfiguration", "BridgeJSON", "BridgeReport"]),
        .testTarget(name: "BridgeGenerateTests", dependencies: ["BridgeGenerate", "BridgeContract", "BridgeJSON", "BridgeRuntime", "TestSupport"]),
        .testTarget(name: "BridgeHarnessTests", dependencies: ["BridgeHarness"]),
        // BridgeRun for its rule ids: the example site silences one of run's rules, as the catalogue allows.
        .testTarget(name: "BridgeLintTests", dependencies: ["BridgeLint", "BridgeReport", "BridgeRun", "XMLSchemaCheck", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "BridgeFuzzTests",
            dependencies: ["BridgeFuzz", "BridgeGenerate", "BridgeRuntime", "BridgeContract", "TestSupport", "XMLSchemaCheck", "bridgecheck", "planted-bugs-harness", "example-harness"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "BridgeLibFuzzerTests", dependencies: ["BridgeLibFuzzer", "TestSupport", "bridgecheck"]),
        .testTarget(name: "BridgeCheckCLITests", dependencies: ["BridgeCheckCLI", "BridgeReport", "BridgeRuntime", "TestSupport", "bridgecheck"]),
    ]
)

if webKitGTK {
    package.products.append(.executable(name: "bridgecheck-run", targets: ["bridgecheck-run"]))
    package.targets += [
        .systemLibrary(name: "CWebKitGTK", pkgConfig: "webkit2gtk-4.1", providers: [.apt(["libwebkit2gtk-4.1-dev"])]),
        .target(name: "BridgeRunWebKitGTK", dependencies: ["CWebKitGTK", "BridgeRun"]),
        .executableTarget(name: "bridgecheck-run", dependencies: ["BridgeCheckCLI", "BridgeRun", "BridgeRunWebKitGTK"]),
        .testTarget(name: "BridgeRunTests", dependencies: ["BridgeRun", "BridgeRunWebKitGTK", "BridgeReport", "BridgeCheckCLI", "BridgeLint", "TestSupport", "bridgecheck", "bridgecheck-run"], exclude: ["Fixtures"]),
    ]
}

if let folder = swiftSyntaxFolder {
    let libraries = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat"]
    let link: [LinkerSetting] = [.unsafeFlags(["-L", folder] + libraries.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", folder])]
    package.products.append(.executable(name: "bridgecheck-native", targets: ["bridgecheck-native"]))
    var readers: [Target.Dependency] = ["BridgeNativeSwiftSyntax"]
    if let prefix = libclangPrefix {
        let include = prefix + "/include", lib = prefix + "/lib"
        package.targets += [
            // libclang is opened when the first Objective-C file is read (CClang.c says why),
            // from the library found here; the run path lets a moved build find it beside it.
            .target(
                name: "CClang", cSettings: [.unsafeFlags(["-I", include, "-DBRIDGECHECK_LIBCLANG_PATH=\"\(libclangLibrary(lib))\""])],
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
            .target(
                name: "BridgeNativeClang", dependencies: ["CClang", "BridgeNative"], swiftSettings: [.unsafeFlags(["-Xcc", "-I", "-Xcc", include])],
                linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", lib])]),
        ]
        readers.append("BridgeNativeClang")
    }
    package.targets += [
        .target(name: "BridgeNativeSwiftSyntax", dependencies: ["BridgeNative", "BridgeReport"], swiftSettings: [.unsafeFlags(["-I", folder])], linkerSettings: link),
        .executableTarget(
            name: "bridgecheck-native", dependencies: ["BridgeCheckCLI", "BridgeNative"] + readers,
            swiftSettings: [.unsafeFlags(["-I", folder] + (libclangPrefix.map { ["-Xcc", "-I", "-Xcc", $0 + "/include"] } ?? []))],
            linkerSettings: link),
        // The tests run the executables: a test module that imported the parser's modules would
        // need them on every test module's search path (the generated test runner imports all).
        .testTarget(
            name: "BridgeNativeTests",
            dependencies: [
                "BridgeNative", "BridgeReport", "BridgeContract", "BridgeJSON", "BridgeLint", "TestSupport", "bridgecheck", "bridgecheck-native", "ExampleNativeApp",
                "ExampleNativeBrokenApp",
            ]),
    ]
}
