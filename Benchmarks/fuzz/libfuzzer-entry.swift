// libFuzzer entry for the planted bugs: the same PlantedBugs.swift the bridgecheck harness runs.
// Built by Benchmarks/fuzz/run.py with `swiftc -sanitize=fuzzer`; PLANTED_BUG picks the bug.
import Foundation

let plantedBug = PlantedBug(rawValue: ProcessInfo.processInfo.environment["PLANTED_BUG"] ?? "") ?? .unwrap

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? plantedDecode(Array(UnsafeBufferPointer(start: data, count: size)), bug: plantedBug)
    return 0
}
