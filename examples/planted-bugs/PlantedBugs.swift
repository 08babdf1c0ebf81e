// Decoders with the bugs the seeds show, planted on purpose so the fuzzer has something to find.
// Each is reached only through input that keeps most of the contract. The same file is built
// as a bridgecheck harness (main.swift) and as a libFuzzer target (Benchmarks/fuzz), so the two
// fuzzers are timed on the same code.
import Foundation

enum PlantedBug: String, CaseIterable {
    /// Seed 001: `Int(count)!` on a page-supplied string, reached only with a valid
    /// `{action: "pong", param: {count: String}}` envelope (handler EXAMPLE).
    case unwrap
    /// A table lookup keyed by a page-supplied number (handler ios_javascript, deviceInfoSetting.idx).
    case lookup
    /// Arithmetic on a page-supplied number (handler customScheme, mgapp://setBadge?count=N).
    case arithmetic
    /// Seed 003's reply: the page's string pasted into a quoted literal of the script native
    /// evaluates (handler nativeHandler; the output is the script: `fuzz --reply-script fromNative`).
    case reply
    /// The same reply with the string encoded as JSON outside quotes: what the fix looks like.
    case replyFixed = "reply-fixed"
    /// Seed 003's sequence numbers: native keeps one reply slot per number from the first task
    /// it saw, trusting the page to count up (handler test). No single message reaches it: it
    /// takes a second message numbered below the first (`fuzz --sequences`, protocol v2).
    case sequence
    /// The same with the page's numbers checked: one below the first, or too far from it, is
    /// refused.
    case sequenceFixed = "sequence-fixed"
    /// Seed 003's sequence number used as a table index: native keeps 64 reply slots and files
    /// each task under `slots[sequence % 64]`, which traps for a negative number (handler test).
    /// One message reaches it, if the fuzzer varies the envelope's own field.
    case sequenceSlot = "sequence-slot"
    /// A task table keyed by a value one message carries and a later one names in another field
    /// (handler tasks of tasks-manifest.json): `start` files task `id`, `progress` and `finish`
    /// name it as `task`, and finishing reports the share of work per progress report, dividing
    /// by their count, 0 for a task finished without one. Only a sequence whose later message
    /// carries an earlier message's `id` as its `task` reaches it: random strings never meet.
    case pending
    /// A ticket table keyed by a value native hands out (handler tickets of tickets-manifest.json):
    /// `open` answers `{"ticket": "tk-100001"}` (numbered from 100001 in each session), `note`
    /// and `close` name a ticket, and closing divides by the notes it had, 0 for a ticket closed
    /// without one. No message of the page carries a ticket before native answers one: only a
    /// sequence that closes with a ticket an earlier run's answer showed reaches it.
    case ticket
    /// Three levels into the parameters, behind one enum value and one boundary number: paying
    /// with points divides the points balance by the amount, which the contract lets be 0
    /// (handler checkout of deep-manifest.json: `param.order.payment` with `method: "points"`,
    /// `amount: 0`).
    case deep
}

enum PlantedError: Error { case rejected(String) }

/// What the native side keeps from one message to the next; a protocol v2 harness makes a
/// fresh one for each sequence.
final class PlantedSession {
    /// The sequence number of the first task seen, and one reply slot per number from it on.
    var first: Int?
    var slots: [String] = []
    /// Tasks started, by id, with the number of progress reports each has had.
    var tasks: [String: Int] = [:]
    /// Tickets handed out, with the notes each has had, and how many have been opened.
    var tickets: [String: Int] = [:]
    var opened = 0
}

/// Decodes one input (JSON text of the posted body, as bridgecheck sends it) with `bug` planted.
func plantedDecode(_ input: [UInt8], bug: PlantedBug, session: PlantedSession = PlantedSession()) throws -> String {
    guard let body = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed]) else {
        throw PlantedError.rejected("malformed JSON")
    }
    switch bug {
    case .unwrap:
        guard let message = body as? [String: Any], message["action"] as? String == "pong",
            let param = message["param"] as? [String: Any], let count = param["count"] as? String
        else { throw PlantedError.rejected("not a pong") }
        return String(Int(count)! + 1)
    case .lookup:
        guard let text = body as? String, let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let params = object["deviceInfoSetting"] as? [String: Any], let idx = params["idx"] as? Int
        else { throw PlantedError.rejected("not deviceInfoSetting") }
        let models = ["iPhone", "iPad", "iPod"]
        return models[idx]
    case .arithmetic:
        guard let text = body as? String, let components = URLComponents(string: text), components.scheme == "mgapp",
            components.host == "setBadge", let count = components.queryItems?.first(where: { $0.name == "count" })?.value.flatMap({ Int($0) })
        else { throw PlantedError.rejected("not setBadge") }
        let badge: Int32 = Int32(count) + 1
        return String(badge)
    case .sequence, .sequenceFixed:
        guard let message = body as? [String: Any], let metadata = message["metadata"] as? [String: Any], let sequence = metadata["sequence"] as? Int
        else { throw PlantedError.rejected("no metadata.sequence") }
        let first = session.first ?? sequence
        if bug == .sequenceFixed {
            let (distance, overflow) = sequence.subtractingReportingOverflow(first)
            guard !overflow, (0..<1_000).contains(distance) else { throw PlantedError.rejected("sequence \(sequence) is out of order") }
        }
        session.first = first
        let slot = sequence - first
        guard slot < 1_000 else { throw PlantedError.rejected("sequence \(sequence) is too far ahead") }
        while session.slots.count <= slot { session.slots.append("") }
        session.slots[slot] = message["query"] as? String ?? ""
        return "queued \(sequence)"
    case .sequenceSlot:
        guard let message = body as? [String: Any], let metadata = message["metadata"] as? [String: Any], let sequence = metadata["sequence"] as? Int
        else { throw PlantedError.rejected("no metadata.sequence") }
        var slots = [String](repeating: "", count: 64)
        slots[sequence % 64] = message["query"] as? String ?? ""
        return "queued \(sequence)"
    case .pending:
        guard let message = body as? [String: Any], let action = message["action"] as? String else { throw PlantedError.rejected("no action") }
        switch action {
        case "start":
            guard let id = message["id"] as? String else { throw PlantedError.rejected("start without an id") }
            session.tasks[id] = 0
            return "started \(id)"
        case "progress", "finish":
            guard let task = message["task"] as? String, let reports = session.tasks[task] else { throw PlantedError.rejected("no such task") }
            if action == "progress" {
                session.tasks[task] = reports + 1
                return "progress on \(task)"
            }
            session.tasks[task] = nil
            return "finished \(task): \(100 / reports)% a report"
        default:
            throw PlantedError.rejected("unknown action")
        }
    case .ticket:
        guard let message = body as? [String: Any], let action = message["action"] as? String else { throw PlantedError.rejected("no action") }
        if action == "open" {
            session.opened += 1
            let ticket = "tk-\(100_000 + session.opened)"
            session.tickets[ticket] = 0
            return #"{"ticket":"\#(ticket)"}"#
        }
        guard action == "note" || action == "close" else { throw PlantedError.rejected("unknown action") }
        guard let ticket = message["ticket"] as? String, let notes = session.tickets[ticket] else { throw PlantedError.rejected("no such ticket") }
        if action == "note" {
            session.tickets[ticket] = notes + 1
            return #"{"noted":"\#(ticket)"}"#
        }
        session.tickets[ticket] = nil
        return #"{"closed":"\#(ticket)","share":\#(100 / notes)}"#
    case .deep:
        guard let message = body as? [String: Any], message["action"] as? String == "pay", let param = message["param"] as? [String: Any],
            let order = param["order"] as? [String: Any], let payment = order["payment"] as? [String: Any],
            let method = payment["method"] as? String, let amount = payment["amount"] as? Int
        else { throw PlantedError.rejected("not a payment") }
        guard ["card", "bank", "voucher", "points"].contains(method), (0...1_000_000).contains(amount) else { throw PlantedError.rejected("bad payment") }
        if method == "points" {
            let balance = 50_000
            return "\(balance / amount) payments of \(amount) points left"
        }
        return "\(method) \(amount)"
    case .reply, .replyFixed:
        guard let text = body as? String else { throw PlantedError.rejected("not a string") }
        if bug == .reply { return "fromNative('\(text)')" }
        let encoded = try JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])
        return "fromNative(\(String(decoding: encoded, as: UTF8.self)))"
    }
}
