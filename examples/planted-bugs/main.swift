// A harness around PlantedBugs.swift: `planted-bugs-harness --bug unwrap|lookup|arithmetic|reply|reply-fixed|sequence|sequence-fixed|sequence-slot|pending|ticket|deep`.
import BridgeHarness
import Foundation

let arguments = CommandLine.arguments
guard let flag = arguments.firstIndex(of: "--bug"), flag + 1 < arguments.count, let bug = PlantedBug(rawValue: arguments[flag + 1]) else {
    FileHandle.standardError.write(Data("usage: planted-bugs-harness --bug \(PlantedBug.allCases.map(\.rawValue).joined(separator: "|"))\n".utf8))
    exit(2)
}
// Protocol v2 when bridgecheck fuzzes sequences (`--sequences`): one session per sequence. With
// single messages (v1), each message gets a fresh session.
Harness.runSequences(start: { PlantedSession() }) { session, input in
    do {
        return .accepted(Array(try plantedDecode(input, bug: bug, session: session).utf8))
    } catch {
        return .rejected(Array("\(error)".utf8))
    }
}
