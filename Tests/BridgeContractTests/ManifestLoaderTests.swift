@testable import BridgeContract
import BridgeJSON
import TestSupport
import XCTest

final class ManifestLoaderTests: XCTestCase {
    private func problems(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            _ = try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")
            XCTFail("accepted", file: file, line: line)
            return []
        } catch {
            guard case .invalid(_, let problems) = error else {
                XCTFail("\(error)", file: file, line: line)
                return []
            }
            return problems.map(\.description)
        }
    }

    func testTheExampleManifestLoadsWithEveryConvention() throws {
        let manifest = try ManifestLoader.load(contentsOf: Fixtures.exampleManifest.path)
        XCTAssertEqual(manifest.handlers.map(\.name), ["ios_javascript", "customScheme", "download", "EXAMPLE", "nativeHandler", "nativeReplyHandler", "test", "showToast", "testWithPromise", "webview"])
        XCTAssertEqual(manifest.handlers.map(\.envelope.typeName), ["function", "scheme", "plain", "action", "plain", "plain", "sequence", "plain", "plain", "deeplink"])
        XCTAssertEqual(manifest.handlers.map(\.body.rawValue), ["json-string", "url", "data-url", "object", "string", "string", "object", "string", "object", "url"])
        XCTAssertEqual(manifest.handler(named: "nativeReplyHandler")?.minimumIOSVersion, 14)
        XCTAssertEqual(manifest.handler(named: "customScheme")?.envelope, .scheme(scheme: "mgapp"))
        XCTAssertEqual(manifest.handler(named: "webview")?.envelope, .deeplink(scheme: "mkwebview", host: "webview"))
        let wrapper = try XCTUnwrap(manifest.wrapper(at: "iosInterface.callNativeFunction"))
        XCTAssertEqual(wrapper.handler, .fixed("ios_javascript"))
        XCTAssertEqual([wrapper.functionArgument, wrapper.paramsArgument, wrapper.callbackArgument], [0, 1, 2])
        XCTAssertEqual(wrapper.paramsEncoding, .jsonString)
        XCTAssertEqual(manifest.wrapper(at: "_ios.MessageHandler.postMessage")?.handler, .argument(0))
        XCTAssertEqual(manifest.callback(at: "window._ios.MessageHandler.onSuccess")?.arguments.map(\.encoding), [.value, .jsonString])
    }

    func testUnknownKeysAreRejectedWithTheirPathAndASuggestion() {
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string","envelop":"plain"}},"extra":1}"#), [
            "$.extra: unknown key 'extra' in the manifest; allowed: $schema, version, description, handlers, wrappers, callbacks, userScripts",
            "$.handlers.a.envelop: unknown key 'envelop' in handler 'a' (did you mean 'envelope'?); allowed: summary, body, envelope, replies, reply, failure, origins, functions, schema, examples, dataURL, injected",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string","schema":{"type":"string","maxLenght":3}}}}"#), [
            "$.handlers.a.schema.maxLenght: unknown key 'maxLenght' in a schema (did you mean 'maxLength'?); allowed: type, properties, required, additionalProperties, enum, const, anyOf, oneOf, items, prefixItems, minItems, maxItems, uniqueItems, minimum, maximum, minLength, maxLength, pattern, description, title, refersTo",
        ])
    }

    /// `refersTo` names a field of the same handler's schemas (its body's or a function's
    /// parameters'); any other name is an error at the keyword, with the closest field.
    func testRefersToNamesAFieldOfTheSameHandler() throws {
        let good = #"{"version":1,"handlers":{"t":{"body":"object","envelope":"action","functions":{"start":{"params":{"type":"object","properties":{"id":{"type":"string"}}}},"finish":{"params":{"type":"object","properties":{"task":{"type":"string","refersTo":"id"}}}}}}}}"#
        let manifest = try ManifestLoader.load(bytes: Array(good.utf8), file: "m.json")
        XCTAssertEqual(manifest.handler(named: "t")?.functions.first { $0.name == "finish" }?.params?.property("task")?.refersTo, "id")
        XCTAssertEqual(problems(good.replacingOccurrences(of: #""refersTo":"id""#, with: #""refersTo":"ids""#)), [
            "$.handlers.t.functions.finish.params.properties.task.refersTo: 'ids' is not a field of this handler's schemas, so no earlier message carries it (did you mean 'id'?)",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"t":{"body":"object","schema":{"type":"array","prefixItems":[{"type":"string"},{"type":"string","refersTo":"x"}]}}}}"#), [
            "$.handlers.t.schema.prefixItems[1].refersTo: 'x' is not a field of this handler's schemas, so no earlier message carries it",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"t":{"body":"object","schema":{"type":"object","properties":{"a":{"refersTo":1}}}}}}"#).count, 1, "not a string")
    }

    func testMissingAndWrongValuesNameTheirPath() {
        XCTAssertEqual(problems(#"{"handlers":{}}"#), ["$: missing required key 'version'", "$.handlers: declare at least one handler"])
        XCTAssertEqual(problems(#"{"version":2,"handlers":{"a":{"body":"text"}}}"#), [
            "$.version: version 2 is not supported; this bridgecheck reads version 1",
            "$.handlers.a.body: 'text' is not one of string, object, json-string, url, data-url, null, any",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"url","envelope":"function","functions":{"f":{}}}}}"#), [
            "$.handlers.a.body: a 'function' envelope needs body 'object' or 'json-string', not 'url'",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"object","envelope":{"type":"action","scheme":"x"}}}}"#), [
            "$.handlers.a.envelope.scheme: 'scheme' does not apply to a 'action' envelope",
            "$.handlers.a: a 'action' envelope names a function: declare them under 'functions'",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"url","envelope":"scheme"}}}"#), [
            #"$.handlers.a.envelope: a 'scheme' envelope needs its URL scheme: {"type": "scheme", "scheme": "myapp"}"#,
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string","origins":["https://a.com/path","*"]}}}"#), [
            "$.handlers.a.origins[0]: 'https://a.com/path' is not an origin; write scheme://host[:port], e.g. https://app.example.com",
            "$.handlers.a.origins[1]: '*' is not an origin; write scheme://host[:port], e.g. https://app.example.com",
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string"}},"userScripts":"custom.js"}"#), [
            #"$.userScripts: expected an array of strings, got string "custom.js""#,
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string"}},"userScripts":["a.js",3]}"#), ["$.userScripts[1]: expected a string, got integer 3"])
    }

    /// A callback's trailing arguments may be optional (native leaves them out); a required one
    /// after an optional one is refused, since native can leave out only the last.
    func testOptionalCallbackArgumentsAreTrailing() throws {
        let good = #"{"version":1,"handlers":{"a":{"body":"string"}},"callbacks":{"cb":{"arguments":[{"name":"h"},{"name":"t"},{"name":"d","optional":true}]}}}"#
        let manifest = try ManifestLoader.load(bytes: Array(good.utf8), file: "m.json")
        XCTAssertEqual(manifest.callbacks.first?.requiredArgumentCount, 2)
        XCTAssertEqual(TypeScriptDeclarations.callbackType(try XCTUnwrap(manifest.callbacks.first)), "(h: unknown, t: unknown, d?: unknown) => void")
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string"}},"callbacks":{"cb":{"arguments":[{"name":"h","optional":true},{"name":"t"}]}}}"#), [
            #"$.callbacks.cb.arguments[1]: a required argument cannot follow an optional one: native leaves out only trailing arguments (mark this one "optional": true, or move it before the optional ones)"#,
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string"}},"callbacks":{"cb":{"arguments":[{"name":"h","optional":"yes"}]}}}"#), [
            #"$.callbacks.cb.arguments[0].optional: expected true or false, got string "yes""#,
        ])
    }

    func testCrossReferencesAreChecked() {
        let text = #"""
            {"version":1,
             "handlers":{"h":{"body":"object","envelope":"function","functions":{"f":{"callback":"app.onF"}}}},
             "wrappers":{"w.call":{"handler":"hh"},"bad path":{"handlerArgument":0,"paramsArgument":0},"w.x":{"handler":"h"}},
             "callbacks":{"app.onG":{},"new.x":{}}}
            """#
        XCTAssertEqual(problems(text), [
            "$.callbacks[\"new.x\"]: 'new.x' is not a JavaScript path (identifiers joined by dots, e.g. window._ios.MessageHandler.onSuccess)",
            "$.handlers.h.functions.f.callback: callback 'app.onF' is not declared under 'callbacks' (did you mean 'app.onG'?)",
            "$.wrappers[\"w.call\"].handler: handler 'hh' is not declared",
            "$.wrappers[\"bad path\"]: 'bad path' is not a JavaScript path (identifiers joined by dots)",
            "$.wrappers[\"bad path\"]: two roles share one argument position: 0, 0",
            "$.wrappers[\"w.x\"]: handler 'h' has a 'function' envelope: say which argument names the function with 'functionArgument'",
        ])
    }

    func testSchemaProblems() {
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string","schema":{"type":"strng","pattern":"(","minLength":3,"maxLength":2}}}}"#), [
            #"$.handlers.a.schema.type: string "strng" is not a type; use object, array, string, number, integer, boolean, null (did you mean 'string'?)"#,
            "$.handlers.a.schema: minLength is greater than maxLength",
            #"$.handlers.a.schema.pattern: "(" is not a pattern bridgecheck can match: at character 1: unterminated group"#,
        ])
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"object","schema":{"required":["x"],"additionalProperties":false}}}}"#), [
            "$.handlers.a.schema.required: 'x' is required but not under 'properties', and additionalProperties is false: no value can pass",
        ])
    }

    /// What one match may cost is bounded against the longest string the schema allows: a counted
    /// repetition too large for it is refused with the maxLength that would make it fit.
    func testAPatternTooCostlyForItsLongestStringIsRefused() throws {
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string","schema":{"pattern":"a{0,16000}c"}}}}"#), [
            #"$.handlers.a.schema.pattern: "a{0,16000}c" is not a pattern bridgecheck can match: at character 1: matching it costs up to 48001 steps a character, too many for strings of up to 1048576 characters; give the schema "maxLength" of at most 5591, or shorten the counted repetitions"#,
        ])
        // Within the bound it is accepted, and a string of the most it allows is matched.
        let bounded = try Schema(types: [.string], maxLength: 5591, pattern: "a{0,16000}c")
        XCTAssertEqual(bounded.validate(JSONValue.string(String(repeating: "a", count: 5591) + "c")).map(\.description), ["$: string of 5592 characters is longer than the maximum length 5591"])
        XCTAssertEqual(bounded.validate(JSONValue.string(String(repeating: "a", count: 5590) + "c")).map(\.description), [])
        // Without maxLength, a string longer than the default bound is not matched but refused.
        let plain = try Schema(types: [.string], pattern: "^a")
        XCTAssertEqual(plain.validate(JSONValue.string(String(repeating: "a", count: (1 << 20) + 1))).map(\.description), [
            "$: string of 1048577 characters is longer than the 1048576 a pattern is matched against (give the schema a maxLength)",
        ])
    }

    func testDuplicateKeysAreProblemsInAManifest() {
        XCTAssertEqual(problems(#"{"version":1,"handlers":{"a":{"body":"string"},"a":{"body":"object"}}}"#), [
            "$.handlers.a: 'a' is declared more than once",
        ])
    }

    func testMalformedJSONAndUnreadableFilesSayWhere() {
        XCTAssertThrowsError(try ManifestLoader.load(bytes: Array("{\n  \"version\": 1,\n  \"handlers\": {,}\n}".utf8), file: "m.json")) {
            XCTAssertEqual("\($0)", "m.json:3:16: manifest is not valid JSON: expected a string key, found ',' (byte 33)")
        }
        XCTAssertThrowsError(try ManifestLoader.load(contentsOf: "/nonexistent/bridge-manifest.json")) {
            XCTAssertEqual("\($0)", "/nonexistent/bridge-manifest.json: cannot read the manifest: no such file (bridgecheck init writes one from the app's code and pages, or pass --manifest FILE)")
        }
    }
}

final class WrapperContractTests: XCTestCase {
    func testReachableHandlersVaryingCallbackPositionsAndRelays() throws {
        let text = #"""
            {"version":1,"handlers":{"a":{"body":"object"},"b":{"body":"object"},"c":{"body":"string"}},
             "wrappers":{
               "bridge.call":{"handlerArgument":0,"handlers":["a","b"],"paramsArgument":1,"callbackArgument":[1,2]},
               "bridge.send":{"handler":"c","paramsArgument":0,"relay":true}}}
            """#
        let manifest = try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")
        let call = try XCTUnwrap(manifest.wrapper(at: "bridge.call"))
        XCTAssertEqual(call.handlers, ["a", "b"])
        XCTAssertEqual(call.callbackArguments, [1, 2])
        XCTAssertEqual(manifest.wrapper(at: "bridge.send")?.relay, true)
        XCTAssertEqual(TypeScriptDeclarations.signature(call, manifest), #"<H extends "a" | "b">(name: H, params?: Omit<BridgeBodies[H], "metadata"> | ((result: unknown) => void), callback?: (result: unknown) => void): void"#)

        let bad = #"""
            {"version":1,"handlers":{"a":{"body":"object"}},
             "wrappers":{"w":{"handler":"a","handlers":["a","z"],"callbackArgument":[1,1,"x"]}}}
            """#
        XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(bad.utf8), file: "m.json")) { error in
            guard case .invalid(_, let problems)? = error as? ManifestError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.description), [
                "$.wrappers.w.callbackArgument[1]: position 1 is listed twice",
                #"$.wrappers.w.callbackArgument[2]: expected an argument position (0 to 63), got string "x""#,
                "$.wrappers.w.handlers: 'handlers' lists what a handler named by an argument may be; this wrapper always posts to one",
                "$.wrappers.w.handlers[1]: handler 'z' is not declared",
                "$.wrappers.w: two roles share one argument position: 1, 1",
            ])
        }
    }
}

final class SchemaTests: XCTestCase {
    private func schema(_ text: String) throws -> Schema {
        let manifest = try ManifestLoader.load(bytes: Array(#"{"version":1,"handlers":{"h":{"body":"object","schema":\#(text)}}}"#.utf8), file: "t")
        return try XCTUnwrap(manifest.handlers.first?.schema)
    }

    func testViolationsSayWhereAndWhat() throws {
        let s = try schema(#"""
            {"type":"object","required":["count","kind"],"additionalProperties":false,
             "properties":{"count":{"type":"integer","minimum":0,"maximum":10},
                           "kind":{"enum":["a","b"]},
                           "tags":{"type":"array","items":{"type":"string","maxLength":2}},
                           "ratio":{"type":["number","null"]}}}
            """#)
        XCTAssertEqual(s.validate(["count": 3, "kind": "a", "tags": ["x"], "ratio": nil]), [])
        XCTAssertEqual(s.validate(["count": 1.0, "kind": "b"]), [], "1.0 is an integer, as JSON Schema says")
        XCTAssertEqual(s.validate(["count": "x", "kind": "c", "tags": ["ok", "long"], "ratio": true, "extra": 1]).map(\.description), [
            #"$.count: expected integer, got string "x""#,
            #"$.kind: string "c" is not one of "a", "b""#,
            #"$.tags[1]: string of 4 characters is longer than the maximum length 2"#,
            "$.ratio: expected number or null, got boolean true",
            "$.extra: unknown key 'extra'",
        ])
        XCTAssertEqual(s.validate(["count": 11, "knd": "a"]).map(\.description), [
            "$: missing required key 'kind' (found 'knd')",
            "$.count: 11 is greater than the maximum 10",
            "$.knd: unknown key 'knd' (did you mean 'kind'?)",
        ])
        XCTAssertEqual(s.validate(["count": -1, "kind": "a"]).map(\.description), ["$.count: -1 is less than the minimum 0"])
    }

    func testConstAnyOfAndOneOfHaveTheir2020_12Meaning() throws {
        let s = try schema(#"""
            {"type":"object","properties":{
              "kind":{"const":"move"},
              "speed":{"oneOf":[{"type":"integer","minimum":1},{"enum":["slow","fast"]}]},
              "size":{"oneOf":[{"type":"number"},{"type":"integer"}]},
              "id":{"anyOf":[{"type":"string","minLength":1},{"type":"integer"}]}}}
            """#)
        XCTAssertEqual(s.validate(["kind": "move", "speed": 3, "size": 1.5, "id": "a"]), [])
        XCTAssertEqual(s.validate(["speed": "fast", "id": 7]), [])
        XCTAssertEqual(s.validate(["kind": "jump", "speed": "medium", "size": 2, "id": ""]).map(\.description), [
            #"$.kind: string "jump" is not the constant "move""#,
            #"$.speed: string "medium" matches none of the 2 alternatives (oneOf); closest: expected integer, got string "medium""#,
            "$.size: integer 2 matches 2 of the alternatives; oneOf allows exactly one",
            #"$.id: string "" matches none of the 2 alternatives (anyOf); closest: string of 0 characters is shorter than the minimum length 1"#,
        ])
    }

    func testArrayKeywordsHaveTheir2020_12Meaning() throws {
        let s = try schema(#"""
            {"type":"object","properties":{
              "to":{"type":"array","prefixItems":[{"type":"number"},{"type":"string"}],"items":{"type":"boolean"},"minItems":2,"maxItems":3},
              "tags":{"type":"array","items":{"type":"string"},"uniqueItems":true}}}
            """#)
        XCTAssertEqual(s.validate(["to": [1, "a"], "tags": ["a", "b"]]), [])
        XCTAssertEqual(s.validate(["to": [1, "a", true]]), [], "items applies after the prefix")
        XCTAssertEqual(s.validate(["to": [1, 2, "x", false], "tags": ["a", "b", "a"]]).map(\.description), [
            "$.to: array of 4 items is longer than the maximum of 3",
            "$.to[1]: expected string, got integer 2",
            #"$.to[2]: expected boolean, got string "x""#,
            "$.tags[2]: item 2 repeats item 0; uniqueItems is true",
        ])
        XCTAssertEqual(s.validate(["to": [1]]).map(\.description), ["$.to: array of 1 items is shorter than the minimum of 2"])
        let numbers = try schema(#"{"type":"array","uniqueItems":true}"#)
        XCTAssertEqual(numbers.validate([1, 1.0]).map(\.description), ["$[1]: item 1 repeats item 0; uniqueItems is true"], "1 and 1.0 are one number")
        XCTAssertEqual(numbers.validate([["a": 1, "b": 2], ["b": 2, "a": 1]]).count, 1, "key order does not matter")
        XCTAssertEqual(numbers.validate([["a": 1], ["a": 2], [1], ["1"]]), [])
    }

    func testNewKeywordsAreCheckedInTheManifest() {
        let text = #"{"version":1,"handlers":{"h":{"body":"object","schema":{"type":"array","minItems":3,"maxItems":1,"oneOf":[],"prefixItems":{"type":"string"},"uniqueItems":"yes"}}}}"#
        XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json")) { error in
            let text = "\(error)"
            for expected in ["minItems is greater than maxItems", "$.handlers.h.schema.oneOf: expected a non-empty array of schemas", "$.handlers.h.schema.prefixItems: expected a non-empty array of schemas", "$.handlers.h.schema.uniqueItems"] {
                XCTAssertTrue(text.contains(expected), "\(expected) in \(text)")
            }
        }
    }

    func testTypeScriptTypesForConstAlternativesAndTuples() throws {
        let s = try schema(#"""
            {"type":"object","required":["kind"],"additionalProperties":false,"properties":{
              "kind":{"const":"move"},
              "to":{"type":"array","prefixItems":[{"type":"number"},{"type":"string"}],"minItems":1,"maxItems":2},
              "rest":{"type":"array","prefixItems":[{"type":"number"}],"items":{"type":"boolean"}},
              "speed":{"oneOf":[{"type":"integer"},{"enum":["slow","fast"]}]}}}
            """#)
        XCTAssertEqual(TypeScriptDeclarations.type(s, indent: 0), #"{ "kind": "move"; "to"?: [number, string?]; "rest"?: [number?, ...Array<boolean>]; "speed"?: (number | "slow" | "fast") }"#)
    }

    func testLengthsCountCharactersNotBytes() throws {
        let s = try schema(#"{"type":"object","properties":{"n":{"type":"string","minLength":2,"maxLength":2}}}"#)
        XCTAssertEqual(s.validate(["n": "한글"]), [])
        XCTAssertEqual(s.validate(["n": "한"]).map(\.description), ["$.n: string of 1 characters is shorter than the minimum length 2"])
    }
}
