import BridgeContract
import BridgeJSON
import BridgeNative
import BridgeReport
import XCTest

/// Native's drift findings say what they are about as data (handler, function, key, callback,
/// scheme, expected and actual), so `manifest init`, a baseline or a bot reads fields, never the
/// wording. The facts are written by hand, as the reader would give them, and checked against the
/// rule examples' contract.
final class NativeFindingSubjectTests: XCTestCase {
    private let at = NativePosition(file: "App.swift", line: 3, column: 5)

    private func subjects(_ facts: NativeFacts) throws -> [String: [FindingSubject]] {
        let manifest = try ManifestLoader.load(bytes: Array(NativeRuleExamples.manifest.utf8), file: "bridge-manifest.json")
        let report = NativeChecker(facts: facts, manifest: manifest, manifestPath: "bridge-manifest.json", manifestSource: Array(NativeRuleExamples.manifest.utf8)).report()
        var out: [String: [FindingSubject]] = [:]
        for finding in report.allFindings { out[finding.ruleID, default: []].append(finding.subject) }
        return out
    }

    func testDriftFindingsCarryWhatTheyAreAbout() throws {
        var facts = NativeFacts()
        facts.files = [SourceFile(path: "App.swift")]
        for name in ["nativeHandler", "guarded", "EXAMPLE", "logg"] {
            facts.registrations.append(Registration(name: name, kind: .add, receiverType: "Bridge", position: at, call: at))
        }
        facts.bodyCasts.append(BodyCast(handlers: ["nativeHandler"], receiverType: "Bridge", kind: .object, position: at))
        facts.functions.append(HandledFunction(handlers: ["EXAMPLE"], receiverType: "Bridge", name: "ping", source: .actionKey, key: "action", position: at))
        facts.keyReads.append(KeyRead(handlers: ["EXAMPLE"], receiverType: "Bridge", function: "pong", key: "count", kind: .integer, position: at))
        facts.keyReads.append(KeyRead(handlers: ["EXAMPLE"], receiverType: "Bridge", function: "pong", key: "limit", kind: .string, position: at))
        facts.scripts.append(EvaluatedScript(callee: "fromNativ", argumentCount: 1, text: "fromNativ(1)", position: at))
        facts.scripts.append(EvaluatedScript(callee: "fromNative", argumentCount: 2, text: "fromNative(1, 2)", position: at))
        facts.schemes.append(SchemeCheck(scheme: "kakaolink", context: .navigation, position: at))
        let found = try subjects(facts)

        XCTAssertEqual(found["handler-not-in-manifest"], [FindingSubject(handler: "logg")])
        XCTAssertEqual(found["handler-never-registered"], [FindingSubject(handler: "replyHandler")])
        XCTAssertEqual(found["body-kind-disagrees"], [FindingSubject(handler: "nativeHandler", expected: "string", actual: "object")])
        XCTAssertEqual(found["function-not-in-manifest"], [FindingSubject(handler: "EXAMPLE", function: "ping")])
        XCTAssertEqual(found["function-never-handled"], [FindingSubject(handler: "EXAMPLE", function: "pong")])
        XCTAssertEqual(
            found["param-type-disagrees"], [FindingSubject(handler: "EXAMPLE", function: "pong", path: JSONPath.root.appending("count"), expected: "string", actual: "integer")])
        XCTAssertEqual(found["param-not-in-manifest"], [FindingSubject(handler: "EXAMPLE", function: "pong", path: JSONPath.root.appending("limit"))])
        XCTAssertEqual(found["callback-not-in-manifest"], [FindingSubject(callback: "fromNativ")])
        XCTAssertEqual(found["callback-arguments-disagree"], [FindingSubject(expected: "1", actual: "2", callback: "fromNative")])
        XCTAssertEqual(found["scheme-not-in-manifest"], [FindingSubject(scheme: "kakaolink")])
        XCTAssertEqual(found["scheme-never-handled"], [FindingSubject(handler: "opener", scheme: "myapp")])
    }

    /// The same facts with every name right carry no drift finding at all.
    func testMatchingFactsGiveNoDriftFinding() throws {
        var facts = NativeFacts()
        facts.files = [SourceFile(path: "App.swift")]
        for name in ["nativeHandler", "guarded", "EXAMPLE"] {
            facts.registrations.append(Registration(name: name, kind: .add, receiverType: "Bridge", position: at, call: at))
        }
        facts.registrations.append(Registration(name: "replyHandler", kind: .addReplying, receiverType: "Bridge", position: at, call: at))
        facts.bodyCasts.append(BodyCast(handlers: ["nativeHandler"], receiverType: "Bridge", kind: .string, position: at))
        facts.functions.append(HandledFunction(handlers: ["EXAMPLE"], receiverType: "Bridge", name: "pong", source: .actionKey, key: "action", position: at))
        facts.keyReads.append(KeyRead(handlers: ["EXAMPLE"], receiverType: "Bridge", function: "pong", key: "count", kind: .string, position: at))
        facts.scripts.append(EvaluatedScript(callee: "fromNative", argumentCount: 1, text: "fromNative(1)", position: at))
        facts.schemes.append(SchemeCheck(scheme: "myapp", context: .navigation, position: at))
        let found = try subjects(facts)
        let drift = [
            "handler-not-in-manifest", "handler-never-registered", "body-kind-disagrees", "function-not-in-manifest", "function-never-handled", "param-type-disagrees",
            "param-not-in-manifest", "callback-not-in-manifest", "callback-arguments-disagree", "callback-never-evaluated", "scheme-not-in-manifest", "scheme-never-handled",
        ]
        XCTAssertEqual(drift.filter { found[$0] != nil }, [])
    }
}
