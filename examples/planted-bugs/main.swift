// A harness around PlantedBugs.swift: `planted-bugs-harness --bug unwrap|lookup|arithmetic`.
import BridgeHarness
import Foundation

let arguments = CommandLine.arguments
guard let flag = arguments.firstIndex(of: "--bug"), flag + 1 < arguments.count, let bug = PlantedBug(rawValue: arguments[flag + 1]) else {
    FileHandle.standardError.write(Data("usage: planted-bugs-harness --bug \(PlantedBug.allCases.map(\.rawValue).joined(separator: "|"))\n".utf8))
    exit(2)
}
Harness.run { input in
    do {
        return .accepted(Array(try plantedDecode(input, bug: bug).utf8))
    } catch {
        return .rejected(Array("\(error)".utf8))
    }
}
