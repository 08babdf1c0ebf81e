import BridgeContract
import BridgeJSON

/// Sequences of messages for one handler, sent in order to one harness (protocol v2): what a
/// page does over a session, where a native side that keeps state between messages can fail on
/// the second message though it handles each alone.
///
/// Generation knows the state each convention carries from the page: seed 003's
/// `metadata.sequence` numbers, the callback ids Cordova, Capacitor, WebViewJavascriptBridge and
/// DSBridge messages carry, and the completions a page sends for calls native made
/// (WebViewJavascriptBridge's `responseId`, DSBridge's `_dsb.returnValue`). From them it makes
/// fresh ids, reused ids, out-of-order ids, two conversations interleaved, boundary ids, duplicate
/// completions and completions of calls never made, and sequences with one mutant inside; and it
/// mutates sequences of the corpus (a message dropped, repeated, swapped, replaced or mutated).
///
/// Each message keeps what the contract says of it alone; a message that repeats or reorders an
/// id, or completes a call, may be accepted or rejected (the contract does not say), so only
/// crashes, hangs and protocol errors count for it.
package struct SequenceGenerator {
    package let messages: MessageGenerator
    package let convention: Convention
    private let stream: String
    /// The contract's `refersTo`: a field's name → the name of the field of an earlier message
    /// whose value it holds.
    package let references: [String: String]

    /// Where a message carries page-chosen state.
    package enum Convention: Sendable, Equatable {
        /// Seed 003: `metadata.sequence`, counted up by the page.
        case sequenceNumber
        /// A bridge library's callback id (`cb<N>`); `completions` when the page also answers
        /// native's calls by id.
        case callbackID(completions: Completion?)
        /// No id: only the order and repetition of messages vary.
        case none
    }

    /// How a page completes a call native made.
    package enum Completion: Sendable, Equatable {
        /// WebViewJavascriptBridge: `{responseId: "objc_cb_N", responseData}`.
        case webViewJavascriptBridge
        /// DSBridge: `{method: "_dsb.returnValue", data: {id, data, complete}}`.
        case dsBridge
    }

    enum Pattern: String, CaseIterable {
        case fresh, reused, outOfOrder = "out-of-order", interleaved, boundary, duplicateCompletion = "duplicate completion"
        case unknownCompletion = "completion of a call never made", withMutant = "one mutant inside"
    }

    /// Ids at the edges of what native code stores them in.
    static let boundaryIDs = [0, -1, 1, Int(Int32.max), Int(Int32.max) + 1, Int(Int32.min), 1 << 53, Int.max, Int.min]

    package init(handler: Handler, dictionary: [[UInt8]], maxLength: Int) {
        messages = MessageGenerator(handler: handler, dictionary: dictionary, maxLength: maxLength)
        switch handler.envelope {
        case .sequence: convention = .sequenceNumber
        case .webViewJavascriptBridge: convention = .callbackID(completions: .webViewJavascriptBridge)
        case .dsBridge: convention = .callbackID(completions: .dsBridge)
        case .cordova, .capacitor: convention = .callbackID(completions: nil)
        default: convention = .none
        }
        stream = "sequence-\(handler.name)"
        var references: [String: String] = [:]
        for root in [handler.schema].compactMap({ $0 }) + handler.functions.compactMap(\.params) {
            for (_, schema) in root.descendants() {
                for property in schema.properties { if let target = property.schema.refersTo { references[property.name] = target } }
            }
        }
        self.references = references
    }

    /// `answered`: values the harness answered to earlier sequences, which a message may carry
    /// back (none: the input is what it was before any answer).
    package func input(seed: UInt64, index: UInt64, corpus: [[UInt8]] = [], answered: [JSONValue] = []) -> FuzzInput {
        var rng = FuzzRandom.derived(seed: seed, stream: stream, index: index)
        // Decoding one corpus entry, not all of them: this runs for every input.
        if rng.chance(0.3), let picked = rng.pick(corpus), let sequence = MessageSequence.decode(picked), !sequence.isEmpty {
            return mutated(sequence, &rng)
        }
        return structured(&rng, answered: answered)
    }

    // MARK: Sequences from the convention

    private var patterns: [Pattern] {
        switch convention {
        case .callbackID(completions: .some): return Pattern.allCases
        case .none: return [.fresh, .reused, .withMutant]
        default: return Pattern.allCases.filter { $0 != .duplicateCompletion && $0 != .unknownCompletion }
        }
    }

    private func structured(_ rng: inout FuzzRandom, answered: [JSONValue]) -> FuzzInput {
        let pattern = rng.pick(patterns) ?? .fresh
        let count = rng.int(2...6)
        var ids: [Int]
        switch pattern {
        case .fresh, .withMutant, .duplicateCompletion, .unknownCompletion:
            ids = Array(1...count)
        case .reused:
            ids = Array(1...count)
            let later = rng.int(1...(count - 1))
            ids[later] = ids[rng.int(0...(later - 1))]
        case .outOfOrder:
            ids = Array(1...count).shuffled(using: &rng)
            if ids == ids.sorted() { ids.reverse() }
        case .interleaved:
            // Two conversations, one counting from 1 and one from 1000, taking turns.
            ids = (0..<count).map { $0 % 2 == 0 ? 1 + $0 / 2 : 1000 + $0 / 2 }
        case .boundary:
            ids = (0..<count).map { _ in rng.pick(Self.boundaryIDs) ?? 0 }
        }
        var steps: [FuzzInput] = []
        var previous: Int?
        var counting = true
        for id in ids {
            let message = messages.valid(id: id, &rng)
            // The contract's word on a message holds while the page counts as a page does (the
            // first id, then one more each time); from an id that repeats, goes back or jumps
            // on, the contract does not describe the page, so only crashes count.
            if let previous, previous == Int.max || id != previous + 1 { counting = false }
            previous = id
            steps.append(FuzzInput(message.bytes, counting ? message.expectation : .any, message.origin + idNote(id)))
        }
        switch pattern {
        case .withMutant:
            // A mutant may carry any id (mutants are numbered 1), so the messages after it are
            // no longer the page counting.
            let at = rng.int(0...steps.count)
            steps.insert(Self.outOfContext(messages.input(using: &rng, corpus: [])), at: at)
            for k in steps.indices where k > at { steps[k] = Self.outOfContext(steps[k]) }
        case .duplicateCompletion, .interleaved where completion != nil:
            // Completions of native's calls between the page's own messages, one of them twice
            // when the pattern says so.
            let call = rng.int(1...3)
            var completions = [completionMessage(id: call, &rng)]
            if pattern == .duplicateCompletion { completions.append(completionMessage(id: call, &rng)) }
            for completion in completions { steps.insert(completion, at: rng.int(0...steps.count)) }
        case .unknownCompletion:
            let id = rng.pick(Self.boundaryIDs + [404]) ?? 404
            steps.insert(completionMessage(id: id, &rng), at: rng.int(0...steps.count))
        default: break
        }
        if pattern == .reused, convention == .none, steps.count > 1 {
            // Without ids to repeat, the operation itself is repeated: a later message is an
            // earlier one again.
            let later = rng.int(1...(steps.count - 1))
            steps[later] = Self.outOfContext(steps[rng.int(0...(later - 1))])
        }
        var flowed = ""
        if rng.chance(0.5), let note = flow(&steps, &rng) { flowed = ", " + note }
        // Drawn only when there is something to draw, so a harness that answers nothing gets the
        // inputs it got before answers were read.
        if !answered.isEmpty, rng.chance(0.5), let note = carryBack(answered, into: &steps, &rng) { flowed += ", " + note }
        let shown = convention == .none ? "" : " (ids \(ids.map(String.init).joined(separator: ", ")))"
        return FuzzInput(sequence: steps, "sequence \(pattern.rawValue) of \(steps.count)" + shown + flowed)
    }

    // MARK: Values that flow from one message to the next

    /// A later message takes, in one of its fields, a value an earlier message of the sequence
    /// carried, in a field of any name: what a page does when it finishes, cancels or
    /// acknowledges by an id it sent before (`{"action": "start", "id": "a1"}`, then
    /// `{"action": "finish", "task": "a1"}`). Native code that keeps a table keyed by such a
    /// value is reached only this way: two values drawn at random from a wide type never meet.
    /// Only crashes, hangs and protocol errors count for the changed message and those after
    /// it. Nil when no
    /// message has a string or number that an earlier one's could replace.
    private func flow(_ steps: inout [FuzzInput], _ rng: inout FuzzRandom) -> String? {
        guard steps.count > 1 else { return nil }
        let values = steps.map { messages.postedValue($0.bytes) }
        let later = rng.int(1...(steps.count - 1))
        guard let target = values[later] else { return nil }
        var sources: [(message: Int, path: [JSONPath.Component], value: JSONValue)] = []
        for k in 0..<later {
            guard let value = values[k] else { continue }
            sources += Self.leaves(of: value).map { (k, $0.path, $0.value) }
        }
        // What the contract says first (`"task": {"refersTo": "id"}`): a field that refers to
        // another takes a value an earlier message carried under that name.
        let targetLeaves = Self.leaves(of: target)
        var chosen: (leaf: (path: [JSONPath.Component], value: JSONValue), source: (message: Int, path: [JSONPath.Component], value: JSONValue))?
        if !references.isEmpty, rng.chance(0.8) {
            let referring = targetLeaves.compactMap { leaf -> ((path: [JSONPath.Component], value: JSONValue), [(message: Int, path: [JSONPath.Component], value: JSONValue)])? in
                guard case .key(let name)? = leaf.path.last, let referred = references[name] else { return nil }
                let matching = sources.filter { if case .key(referred)? = $0.path.last { return true } else { return false } }
                return matching.isEmpty ? nil : (leaf, matching)
            }
            if let pick = rng.pick(referring), let source = rng.pick(pick.1) { chosen = (pick.0, source) }
        }
        if chosen == nil {
            let targets = targetLeaves.filter { leaf in sources.contains { Self.sameKind($0.value, leaf.value) && $0.value != leaf.value } }
            if let leaf = rng.pick(targets), let source = rng.pick(sources.filter { Self.sameKind($0.value, leaf.value) && $0.value != leaf.value }) { chosen = (leaf, source) }
        }
        guard let (leaf, source) = chosen else { return nil }
        steps[later] = FuzzInput(messages.posted(target.replacing(at: leaf.path, with: source.value)), .any, steps[later].origin)
        // As after a mutant: from the changed message on, the contract no longer describes a
        // page counting up, so the messages after it are judged by crashes alone too.
        for k in steps.indices where k > later { steps[k] = Self.outOfContext(steps[k]) }
        return "message \(later + 1)'s \(JSONPath(leaf.path)) = message \(source.message + 1)'s \(JSONPath(source.path))"
    }

    /// A message takes, in one of its fields, a value the harness answered to an earlier
    /// sequence: what a page does with a number native hands out (`{"ticket": "tk-100001"}`,
    /// then `{"action": "close", "ticket": "tk-100001"}`). Native code that keys a table by such
    /// a value is reached only this way, as no message of the page carries it first. A later
    /// message is chosen when there is one (the state must exist in the session first). Only
    /// crashes, hangs and protocol errors count for the changed message and those after it.
    private func carryBack(_ answered: [JSONValue], into steps: inout [FuzzInput], _ rng: inout FuzzRandom) -> String? {
        let first = steps.count > 1 ? 1 : 0
        guard first < steps.count else { return nil }
        let k = rng.int(first...(steps.count - 1))
        guard let target = messages.postedValue(steps[k].bytes) else { return nil }
        let leaves = Self.leaves(of: target).filter { leaf in answered.contains { Self.sameKind($0, leaf.value) && $0 != leaf.value } }
        guard let leaf = rng.pick(leaves), let value = rng.pick(answered.filter({ Self.sameKind($0, leaf.value) && $0 != leaf.value })) else { return nil }
        steps[k] = FuzzInput(messages.posted(target.replacing(at: leaf.path, with: value)), .any, steps[k].origin)
        for j in steps.indices where j > k { steps[j] = Self.outOfContext(steps[j]) }
        return "message \(k + 1)'s \(JSONPath(leaf.path)) = an answered \(value.canonicalText.prefix(40))"
    }

    /// The strings and numbers in a value's fields, with their paths (the first 64, 8 levels deep
    /// at most); a message that is a bare string or number has no field.
    package static func leaves(of value: JSONValue) -> [(path: [JSONPath.Component], value: JSONValue)] {
        var out: [(path: [JSONPath.Component], value: JSONValue)] = []
        func walk(_ v: JSONValue, _ path: [JSONPath.Component]) {
            guard out.count < 64, path.count <= 8 else { return }
            switch v {
            case .object(let o): for member in o.members { walk(member.value, path + [.key(member.key)]) }
            case .array(let a): for (k, element) in a.enumerated() { walk(element, path + [.index(k)]) }
            case .string, .number: if !path.isEmpty { out.append((path, v)) }
            default: break
            }
        }
        walk(value, [])
        return out
    }

    private static func sameKind(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.string, .string), (.number, .number): return true
        default: return false
        }
    }

    /// A message made alone, put among others: its id was not chosen to follow theirs, so a
    /// valid one may be refused; an invalid one stays invalid wherever it is.
    private static func outOfContext(_ message: FuzzInput) -> FuzzInput {
        message.expectation == .accept ? FuzzInput(message.bytes, .any, message.origin) : message
    }

    private var completion: Completion? {
        if case .callbackID(let c) = convention { return c }
        return nil
    }

    private func idNote(_ id: Int) -> String {
        switch convention {
        case .sequenceNumber: return " (sequence \(id))"
        case .callbackID: return " (callback cb\(id))"
        case .none: return ""
        }
    }

    /// The page's answer to native's call number `id`, in the library's shape.
    private func completionMessage(id: Int, _ rng: inout FuzzRandom) -> FuzzInput {
        let data = ValueGenerator.valid(nil, &rng)
        let value: JSONValue
        let what: String
        switch completion {
        case .dsBridge?:
            value = .object(JSONObject([
                .init(key: "method", value: "_dsb.returnValue"),
                .init(key: "data", value: .object(JSONObject([.init(key: "id", value: .number(JSONNumber(id))), .init(key: "data", value: data), .init(key: "complete", value: .bool(rng.chance(0.7)))]))),
            ]))
            what = "_dsb.returnValue for call \(id)"
        default:
            value = .object(JSONObject([.init(key: "responseId", value: .string("objc_cb_\(id)")), .init(key: "responseData", value: data)]))
            what = "response to objc_cb_\(id)"
        }
        return FuzzInput(messages.posted(value), .any, what)
    }

    // MARK: Sequences from the corpus

    private func mutated(_ sequence: [[UInt8]], _ rng: inout FuzzRandom) -> FuzzInput {
        var steps = sequence.map { FuzzInput($0, .any, "corpus message") }
        let what: String
        let k = rng.int(0...(steps.count - 1))
        switch rng.int(0...5) {
        case 5 where steps.count > 1:
            guard let note = flow(&steps, &rng) else { fallthrough }
            what = note
        case 0 where steps.count > 1:
            steps.remove(at: k)
            what = "message \(k + 1) dropped"
        case 1 where steps.count < MessageSequence.maxMessages:
            let to = rng.int(0...steps.count)
            steps.insert(steps[k], at: to)
            what = "message \(k + 1) repeated"
        case 2 where steps.count > 1:
            let other = rng.int(0...(steps.count - 1))
            steps.swapAt(k, other)
            what = "messages \(k + 1) and \(other + 1) swapped"
        case 3:
            steps[k] = Self.outOfContext(messages.input(using: &rng, corpus: []))
            what = "message \(k + 1) replaced"
        default:
            let (bytes, how) = messages.mutator.mutate(steps[k].bytes, pool: sequence, rng: &rng, maxLength: messages.maxLength)
            steps[k] = FuzzInput(bytes, .any, how)
            what = "message \(k + 1) mutated (\(how))"
        }
        return FuzzInput(sequence: steps, "corpus sequence: \(what)")
    }
}
