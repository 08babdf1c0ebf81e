import BridgeNative
import XCTest

/// The callee of a script native evaluates, read past the guards real apps put around it.
final class ScriptTemplateTests: XCTestCase {
    private func callee(_ pieces: [ScriptPiece]) -> String {
        let c = ScriptTemplate.callee(of: pieces)
        let at = c.position.map { ":\($0.column)" } ?? ""
        return "\(c.path ?? "nil")/\(c.arguments.map(String.init) ?? "nil")\(at)\(c.dynamic ? " dynamic" : "")"
    }

    private func callee(_ script: String) -> String { callee([.text(script, NativePosition(file: "A.swift", line: 1, column: 1))]) }

    func testGuardedCallsNameTheCallTheyGuard() {
        XCTAssertEqual(callee("onReady(1)"), "onReady/1:1")
        XCTAssertEqual(callee("window.onReady && window.onReady(1, 2)"), "window.onReady/2:19")
        XCTAssertEqual(callee("onReady && onReady()"), "onReady/0:12")
        XCTAssertEqual(callee("typeof onReady === 'function' && onReady(1)"), "onReady/1:34")
        XCTAssertEqual(callee("typeof window.onReady !== \"undefined\" && window.onReady(1)"), "window.onReady/1:42")
        XCTAssertEqual(callee("if (window.onReady) { window.onReady(1) }"), "window.onReady/1:23")
        XCTAssertEqual(callee("if (typeof f == 'function') f(1);"), "f/1:29")
        XCTAssertEqual(callee("try { onDone('x') } catch (e) {}"), "onDone/1:7")
        XCTAssertEqual(callee("try { window.a && window.a.b(1) } catch (e) {}"), "window.a.b/1:19")
        XCTAssertEqual(callee("window.onReady?.(1)"), "window.onReady/1:1")
        XCTAssertEqual(callee("javascript: !!window.f && window.f(1)"), "window.f/1:27")
        // Hotwire's wrapper: an immediately invoked function whose body assigns the call's result.
        XCTAssertEqual(callee("(function(result) {\n  try {\n    result.value = window.turbo.visit(1, 2)\n  } catch (error) {}\n  return result\n})({})"), "window.turbo.visit/2:20")
        XCTAssertEqual(callee("(() => { var r = app.done(); return r })()"), "app.done/0:18")
        XCTAssertEqual(callee("return onReady(1)"), "onReady/1:8")
    }

    private func callees(_ script: String) -> [String] {
        ScriptTemplate.callees(of: [.text(script, NativePosition(file: "A.swift", line: 1, column: 1))]).map { c in
            let at = c.position.map { ":\($0.column)" } ?? ""
            return "\(c.path ?? "nil")/\(c.arguments.map(String.init) ?? "nil")\(at)\(c.dynamic ? " dynamic" : "")"
        }
    }

    /// A script of several statements calls each page function it names: after the first
    /// statement (read as `callee(of:)` reads it), every later top-level statement that calls a
    /// path. Not triggering: assignments, keywords (`catch (e)`), a nested function's body, and
    /// calls through what the script declares itself (`var c = …; c.remove()`, a wrapper's
    /// parameters), unless a wrapper's parameter is bound to a global (`w` to `window`).
    func testEachStatementOfAScriptCallsItsOwnCallee() {
        XCTAssertEqual(callees("document.body.classList.toggle('dark', 1);\nwindow.onThemeChange && window.onThemeChange(1);"),
            ["document.body.classList.toggle/2:1", "window.onThemeChange/1:25"])
        XCTAssertEqual(callees("a(1); b(2, 3)\nc()"), ["a/1:1", "b/2:7", "c/0:1"])
        XCTAssertEqual(callees("onReady(1)"), ["onReady/1:1"])
        XCTAssertEqual(callees("document.title = 'x'; app.refresh()"), ["nil/nil:1", "app.refresh/0:23"])
        XCTAssertEqual(callees("try { onDone('x') } catch (e) { console.log(e) }"), ["onDone/1:7"])
        XCTAssertEqual(callees("var c = document.getElementById('x'); c.remove(); function g(p) {} g(1); p.x()"), ["document.getElementById/1:9"])
        XCTAssertEqual(callees("(function(d) { var c = d.createElement('style'); c.onload = function() { done() }; d.body.appendChild(c); })(document)"),
            ["document.createElement/1:24", "document.body.appendChild/1:84"])
        XCTAssertEqual(callees("(function(w) { w.app.ready(1); w.app.shown() })(window)"), ["window.app.ready/1:16", "window.app.shown/0:32"])
        XCTAssertEqual(callees("f(1); \u{0}"), ["f/1:1"])
    }

    /// A wrapper's parameters are what it is invoked with (InAppBrowser's injected wrappers):
    /// `d.createElement` is the document's; a parameter given no plain name stays as written.
    func testAWrappersParametersAreItsArguments() {
        XCTAssertEqual(callee("(function(d) { var c = d.createElement('script'); })(document)"), "document.createElement/1:24")
        XCTAssertEqual(callee("(function(w, d) { w.app.ready(1) })(window, document)"), "window.app.ready/1:19")
        XCTAssertEqual(callee("(function(a, b) { b.done(1) })('x, y', window.app)"), "window.app.done/1:19")
        XCTAssertEqual(callee("(function(r) { r.done(1) })({})"), "r.done/1:16")
    }

    private func posted(_ script: String) -> [String] {
        ScriptTemplate.postedHandlers([.text(script, NativePosition(file: "A.m", line: 1, column: 1))]).map {
            "\($0.name):\($0.position.column)" + ($0.alias.map { " as \($0)" } ?? "") + ($0.stringified ? " (String)" : "")
        }
    }

    /// A script that makes a handler object a global (ShipHub's `window.inAppAPI = window.webkit
    /// .messageHandlers.inAppAPI;`, a top-level `var bridge = webkit.messageHandlers.bridge`) names
    /// the alias pages post through. Not triggering: a post, a test, a comparison, a compound
    /// assignment, a property of the handler, a local inside a function, a computed path.
    func testAScriptThatMakesAHandlerAGlobalNamesTheAlias() {
        XCTAssertEqual(posted("window.inAppAPI = window.webkit.messageHandlers.inAppAPI;"), ["inAppAPI:49 as inAppAPI"])
        XCTAssertEqual(posted("self.app.bridge=webkit.messageHandlers['native']\nx()"), ["native:41 as app.bridge"])
        XCTAssertEqual(posted("var bridge = webkit.messageHandlers.bridge"), ["bridge:37 as bridge"])
        XCTAssertEqual(posted("if (!window.x) { globalThis.x = window.webkit.messageHandlers.x }"), ["x:63 as x"])
        XCTAssertEqual(posted("window.webkit.messageHandlers.a.postMessage(1); b = window.webkit.messageHandlers.b.postMessage"), ["a:31", "b:83"])
        XCTAssertEqual(posted("ok = window.webkit.messageHandlers.a == null; c += webkit.messageHandlers.c; d = webkit.messageHandlers.d.name"), ["a:36", "c:75", "d:105"])
        XCTAssertEqual(posted("function f() { var h = webkit.messageHandlers.h; h.postMessage(1) }"), ["h:47"])
        XCTAssertEqual(posted("x.y[0] = webkit.messageHandlers.z; f(webkit.messageHandlers.w)"), ["z:33", "w:61"])
    }

    /// A script that gives a global a `postMessage` method posting its first argument to the
    /// handler (react-native-webview's `window.ReactNativeWebView.postMessage = function (data) {
    /// window.webkit.messageHandlers.ReactNativeWebView.postMessage(String(data)); }`) names that
    /// global as the alias pages post through. Not triggering: another method name, another
    /// argument than the first parameter, an assignment inside a function.
    func testAScriptThatGivesAGlobalAPostingMethodNamesTheAlias() {
        XCTAssertEqual(
            posted("window.RN = window.RN || {};window.RN.postMessage = function (data) {  window.webkit.messageHandlers.RN.postMessage(String(data));};"),
            ["RN:102 as RN (String)"])
        XCTAssertEqual(posted("window.app.postMessage = (m) => { webkit.messageHandlers.app.postMessage(m) }"), ["app:58 as app"])
        XCTAssertEqual(posted("Bridge.postMessage = function post(m, cb) {\n  window.webkit.messageHandlers.b.postMessage(m);\n}"), ["b:33 as Bridge"])
        XCTAssertEqual(posted("window.app.send = function (m) { webkit.messageHandlers.app.postMessage(m) }"), ["app:57"])
        XCTAssertEqual(posted("window.app.postMessage = function (m, n) { webkit.messageHandlers.app.postMessage(n) }"), ["app:67"])
        XCTAssertEqual(posted("function f() { app.postMessage = function (m) { webkit.messageHandlers.app.postMessage(m) } }"), ["app:72"])
    }

    /// A script of many top-level assignments (hostile, or generated) is read in one pass: the
    /// brace depth each bare alias needs is counted once across the script, not again from
    /// its start for every assignment (20,000 of them were 5 billion steps).
    func testManyAliasesAreReadInOnePass() {
        let script = String(repeating: "a = webkit.messageHandlers.b;\n", count: 20_000) + "{ c = webkit.messageHandlers.d; }"
        let found = ScriptTemplate.postedHandlers([.text(script, NativePosition(file: "A.m", line: 1, column: 1))])
        XCTAssertEqual(found.count, 20_001)
        XCTAssertEqual(found.filter { $0.alias == "a" }.count, 20_000)
        XCTAssertEqual(found.last?.alias, nil, "a bare name inside a block is no global")
    }

    /// A hostile script of many posting methods left open (no closing parenthesis, no matching
    /// one before) is read in bounded work per reference: each reads a few hundred characters
    /// around itself, not the rest of the script (20,000 of them read to the end were billions
    /// of steps).
    func testManyOpenPostingMethodsAreReadInBoundedWork() {
        let script = String(repeating: "x.postMessage = function (d) { webkit.messageHandlers.b.postMessage(d", count: 20_000)
            + String(repeating: ")", count: 3) + String(repeating: "y.postMessage = function d) { webkit.messageHandlers.c.postMessage(d) }\n", count: 20_000)
        let found = ScriptTemplate.postedHandlers([.text(script, NativePosition(file: "A.m", line: 1, column: 1))])
        XCTAssertEqual(found.count, 40_000)
        XCTAssertEqual(found.filter { $0.alias != nil }.count, 0, "nothing here is a top-level posting method")
    }

    /// `manifest init` marks a callback one of native's own scripts defines as injected.
    func testACallbackNativeDefinesItselfIsInjected() {
        func script(_ text: String) -> EvaluatedScript { EvaluatedScript(callee: nil, argumentCount: nil, text: text, position: NativePosition(file: "A.m", line: 1, column: 1)) }
        let definer = script("(function(w){if (!w._cdvMessageHandler) {w._cdvMessageHandler = function(id,d){w.webkit.messageHandlers.x.postMessage({d:d, id:id});}}})(window)")
        XCTAssertTrue(ManifestInference.definedByNative("_cdvMessageHandler", in: [script("_cdvMessageHandler('%@')"), definer]))
        XCTAssertTrue(ManifestInference.definedByNative("window.onDone", in: [script("window.onDone = (r) => r")]))
        XCTAssertTrue(ManifestInference.definedByNative("onDone", in: [script("function onDone(r) { return r }")]))
        XCTAssertFalse(ManifestInference.definedByNative("_cdvMessageHandler", in: [script("_cdvMessageHandler('%@')")]))
        XCTAssertFalse(ManifestInference.definedByNative("onDone", in: [script("x_onDone = function () {}"), script("if (onDone == f) {}"), script("onDone = 1")]))
    }

    func testWhatIsNotACallHasNoCallee() {
        XCTAssertEqual(callee("if (window.ready) { document.title = 'x' }"), "nil/nil:21")
        XCTAssertEqual(callee("window.f && 1"), "nil/nil:13")
        XCTAssertEqual(callee("typeof f === 'function'"), "nil/nil:8")
        XCTAssertEqual(callee("if x { f(1) }"), "nil/nil")
        XCTAssertEqual(callee("var a = 1"), "nil/nil:1")
        XCTAssertEqual(callee("readium.link = { href: 'x' };"), "nil/nil:1", "an assigned value that is not a call")
        XCTAssertEqual(callee("(function() { document.title = 'x' })()"), "nil/nil:15")
        XCTAssertEqual(callee("iffy(1)"), "iffy/1:1", "a name that starts like a keyword is a name")
        XCTAssertEqual(callee("tryAgain(1)"), "tryAgain/1:1")
    }

    func testAHoleInTheGuardedNameIsDynamic() {
        let start = NativePosition(file: "A.swift", line: 1, column: 1)
        XCTAssertEqual(callee([.text("window.cb && window.", start), .hole(id: 0), .text("(1)", start)]), "nil/nil:14 dynamic")
        XCTAssertEqual(callee([.text("if (", start), .hole(id: 0), .text(") { done(1) }", start)]), "done/1:5", "each piece says where it is written")
        XCTAssertEqual(callee([.hole(id: 0), .text("(1)", start)]), "nil/nil dynamic")
        XCTAssertEqual(callee([.text("readium.link = ", start), .hole(id: 0), .text(";", start)]), "nil/nil:1", "an assigned value, not a callee")
    }
}
