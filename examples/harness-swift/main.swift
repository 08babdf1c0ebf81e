// An example harness: a team's own decoder for the EXAMPLE handler (seed 001), written the
// careful way, behind bridgecheck's harness protocol. Fuzz it with:
//
//   swift build --product example-harness
//   bridgecheck fuzz --manifest examples/bridge-manifest.json \
//     --harness "$(swift build --show-bin-path)/example-harness" --handler EXAMPLE
import BridgeHarness
import Foundation

enum PongError: Error { case notAnObject, unexpectedKey(String), noAction, unknownAction(String), badCount }

/// Decodes `{"action": "pong", "param": {"count": "<digits>"}}` and returns the next count.
func decodePong(_ body: Any) throws -> Int {
    guard let message = body as? [String: Any] else { throw PongError.notAnObject }
    if let extra = message.keys.first(where: { $0 != "action" && $0 != "param" }) { throw PongError.unexpectedKey(extra) }
    guard let action = message["action"] as? String else { throw PongError.noAction }
    guard action == "pong" else { throw PongError.unknownAction(action) }
    guard let param = message["param"] as? [String: Any], param.count == 1, let count = param["count"] as? String,
        count.range(of: "^-?[0-9]{1,9}$", options: .regularExpression) != nil, let value = Int(count)
    else { throw PongError.badCount }
    return value + 1
}

Harness.run { input in
    // bridgecheck sends the posted body as JSON text.
    guard let body = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed]) else {
        return .rejected(Array("malformed JSON".utf8))
    }
    do {
        return .accepted(Array(String(try decodePong(body)).utf8))
    } catch {
        return .rejected(Array("\(error)".utf8))
    }
}
