import BridgeContract
import BridgeJSON
import BridgeRuntime
import Foundation
import XCTest

/// URLs native reads: hosts a scheme is limited to, the other hosts of a deeplink scheme, the
/// way each arrives, and what a data-URL handler accepts.
final class URLRouteTests: XCTestCase {
    private let manifest = #"""
        {"version":1,"handlers":{
          "wvjb":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"__bridge_loaded__","transport":"navigation"},
                  "schema":{"type":"object","properties":{"v":{"type":"integer"}},"additionalProperties":false}},
          "app":{"body":"url","envelope":{"type":"scheme","scheme":"app","transport":"postMessage"},"functions":{"copy":{"params":{"type":"object","required":["text"]}}}},
          "web":{"body":"url","envelope":{"type":"deeplink","scheme":"mkwebview","host":"webview"},
                 "functions":{"close-webview":{},"reload-webview":{"params":{"type":"object","properties":{"hard":{"type":"boolean"}}}}}},
          "custom":{"body":"url","envelope":{"type":"deeplink","scheme":"shop","host":"open"},
                    "schema":{"type":"object","required":["item"],"properties":{"item":{"type":"integer"}}}},
          "tap":{"body":"url","envelope":{"type":"scheme","scheme":"highlight","host":"*","transport":"navigation"}},
          "photo":{"body":"data-url","dataURL":{"mimeTypes":["image/*","application/pdf"],"fileName":"required","maxBytes":8}}
        }}
        """#

    private func decoder() throws -> MessageDecoder { MessageDecoder(manifest: try ManifestLoader.load(bytes: Array(manifest.utf8), file: "m.json")) }

    private func outcome(_ body: String, _ handler: String) throws -> String {
        do {
            let call = try decoder().decode(.string(body), handler: handler)
            return "ok \(call.function ?? "-") " + JSONWriter().string(call.params)
        } catch let error as MessageError {
            return "\(error.kind.rawValue): \(error.message)"
        }
    }

    private func navigation(_ url: String) throws -> String {
        do {
            guard let call = try decoder().decode(navigationURL: url) else { return "not a bridge URL" }
            return "ok \(call.handler) \(call.function ?? "-") " + JSONWriter().string(call.params)
        } catch let error as MessageError {
            return "\(error.kind.rawValue): \(error.message)"
        }
    }

    func testNavigationURLsAreRoutedBySchemeAndHostAndTransport() throws {
        XCTAssertEqual(try navigation("https://example.com/page"), "not a bridge URL")
        XCTAssertEqual(try navigation("https://__bridge_loaded__"), #"ok wvjb - {}"#)
        XCTAssertEqual(try navigation("https://__BRIDGE_LOADED__/?v=2"), #"ok wvjb - {"v":2}"#)
        XCTAssertEqual(try navigation("https://__bridge_loaded__?w=1"), "schema-violation: unknown key 'w'")
        XCTAssertEqual(try navigation("mkwebview://close-webview"), #"ok web close-webview {}"#)
        XCTAssertEqual(try navigation("mkwebview://reload-webview?hard=true"), #"ok web reload-webview {"hard":true}"#)
        XCTAssertEqual(try navigation("mkwebview://webview?url=https://a.example"), #"ok web - {"urlString":"https://a.example","navigationBarIsEnable":false}"#)
        XCTAssertEqual(try navigation("mkwebview://close"), "malformed-url: deeplink host 'close' is not 'webview', 'close-webview', 'reload-webview'")
        XCTAssertEqual(try navigation("shop://open?item=7"), #"ok custom - {"item":7}"#)
        XCTAssertEqual(try navigation("shop://open?item=x"), #"schema-violation: expected integer, got string "x""#)
        // Host `*`: every URL of the scheme is this handler's message, whatever follows `scheme://`.
        XCTAssertEqual(try navigation("highlight://%7B%7B1,2%7D,%7B3,4%7D%7D"), #"ok tap - {}"#)
        XCTAssertEqual(try navigation("HIGHLIGHT://anything/at/all?x=1"), #"ok tap - {"x":"1"}"#)
        XCTAssertEqual(try navigation("app://copy?text=a"), "wrong-transport: handler 'app' reads its URLs from postMessage, not from navigation")
    }

    func testPostedURLsHonourTheTransport() throws {
        XCTAssertEqual(try outcome("app://copy?text=a", "app"), #"ok copy {"text":"a"}"#)
        XCTAssertEqual(try outcome("https://__bridge_loaded__", "wvjb"), "wrong-transport: handler 'wvjb' reads its URLs from navigation (links, location.href), not from postMessage")
    }

    func testDataURLRules() throws {
        XCTAssertEqual(try outcome("data:image/png;a.png;base64,AAAA", "photo").prefix(3), "ok ")
        XCTAssertEqual(try outcome("data:application/pdf;filename=a.pdf;base64,AAAA", "photo").prefix(3), "ok ")
        XCTAssertEqual(try outcome("data:text/plain;a.txt,hi", "photo"), "malformed-data-url: MIME type 'text/plain' is not one handler 'photo' takes (image/*, application/pdf)")
        XCTAssertEqual(try outcome("data:image/png;base64,AAAA", "photo"), "malformed-data-url: handler 'photo' saves the file under its name: give one (data:<mime>;<name>;base64,… or ;filename=<name>)")
        XCTAssertEqual(try outcome("data:image/png;a.png;base64,AAAAAAAAAAAA", "photo").prefix(14), "limit-exceeded")
    }

    func testTheManifestRejectsURLRoutesThatCollide() {
        let cases: [(String, [String])] = [
            (#"{"a":{"body":"url","envelope":{"type":"scheme","scheme":"x"},"functions":{"f":{}}},"b":{"body":"url","envelope":{"type":"deeplink","scheme":"X"}}}"#,
             ["$.handlers.b.envelope: handlers 'a' and 'b' both claim scheme 'x': native routes a URL to one of them; give each its own host, or merge them"]),
            (#"{"a":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"h"}},"b":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"H"}}}"#,
             ["$.handlers.b.envelope: handlers 'a' and 'b' both claim scheme 'https' with host 'h': native routes a URL to one of them; give each its own host, or merge them"]),
            (#"{"a":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"h","transport":"navigaton"},"functions":{"f":{}}}}"#,
             ["$.handlers.a.envelope.transport: 'navigaton' is not one of postMessage, navigation, both (did you mean 'navigation'?)",
              "$.handlers.a.functions: a scheme limited to host 'h' names no function; describe the body with 'schema' instead"]),
            (#"{"a":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"*"}},"b":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"h"}}}"#,
             ["$.handlers.b.envelope: handlers 'a' and 'b' both claim scheme 'https': native routes a URL to one of them; give each its own host, or merge them"]),
            (#"{"a":{"body":"url","envelope":{"type":"scheme","scheme":"x","host":"*"},"functions":{"f":{}}}}"#,
             ["$.handlers.a.functions: a scheme whose URLs are all the message (host '*') names no function; describe the body with 'schema' instead"]),
            (#"{"a":{"body":"string","dataURL":{"mimeTypes":["png"],"fileName":"always"}}}"#,
             ["$.handlers.a.dataURL.mimeTypes[0]: 'png' is not a MIME type such as image/png or image/*",
              "$.handlers.a.dataURL.fileName: 'always' is not one of optional, required",
              "$.handlers.a.dataURL: 'dataURL' describes data: URL bodies; this handler's body is not 'data-url'"]),
        ]
        for (handlers, expected) in cases {
            let text = #"{"version":1,"handlers":\#(handlers)}"#
            XCTAssertThrowsError(try ManifestLoader.load(bytes: Array(text.utf8), file: "m.json"), handlers) { error in
                guard case .invalid(_, let problems)? = error as? ManifestError else { return XCTFail("\(error)") }
                XCTAssertEqual(problems.map(\.description), expected, handlers)
            }
        }
        let apart = #"{"version":1,"handlers":{"a":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"one"}},"b":{"body":"url","envelope":{"type":"scheme","scheme":"https","host":"two"}}}}"#
        XCTAssertNoThrow(try ManifestLoader.load(bytes: Array(apart.utf8), file: "m.json"), "one scheme, two hosts")
    }
}
