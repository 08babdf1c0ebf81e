import Foundation

// The planted bugs as libFuzzer decode functions (`bridgecheck fuzz libfuzzer --decode …`):
// PLANTED_BUG picks the bug at run time (default unwrap); PLANTED_BUG=reject rejects every
// message, to show the valid-rejected oracle.
func plantedLibFuzzerDecode(_ input: [UInt8]) throws -> String {
    let name = ProcessInfo.processInfo.environment["PLANTED_BUG"] ?? "unwrap"
    if name == "reject" { throw PlantedError.rejected("rejects everything") }
    return try plantedDecode(input, bug: PlantedBug(rawValue: name) ?? .unwrap)
}

// With `fuzz libfuzzer --sequences --reset plantedLibFuzzerReset`: the native state one message
// leaves for the next (PlantedSession), made fresh before each sequence.
nonisolated(unsafe) private var plantedLibFuzzerSession = PlantedSession()

func plantedLibFuzzerReset() { plantedLibFuzzerSession = PlantedSession() }

func plantedLibFuzzerSequenceDecode(_ input: [UInt8]) throws -> String {
    let name = ProcessInfo.processInfo.environment["PLANTED_BUG"] ?? "pending"
    return try plantedDecode(input, bug: PlantedBug(rawValue: name) ?? .pending, session: plantedLibFuzzerSession)
}
