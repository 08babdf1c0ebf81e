import Foundation

// The planted bugs as libFuzzer decode functions (`bridgecheck fuzz libfuzzer --decode …`):
// PLANTED_BUG picks the bug at run time (default unwrap); PLANTED_BUG=reject rejects every
// message, to show the valid-rejected oracle.
func plantedLibFuzzerDecode(_ input: [UInt8]) throws -> String {
    let name = ProcessInfo.processInfo.environment["PLANTED_BUG"] ?? "unwrap"
    if name == "reject" { throw PlantedError.rejected("rejects everything") }
    return try plantedDecode(input, bug: PlantedBug(rawValue: name) ?? .unwrap)
}
