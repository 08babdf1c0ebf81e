import BridgeContract
@testable import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// How real pages reach native: calls counted once, pages linted alone with their scripts,
/// callbacks native cannot reach, and scripts that must end whatever they hold.
final class RecognitionTests: XCTestCase {
    private func calls(_ javascript: String) -> [BridgeCallSite] {
        let recognizer = CallRecognizer(wrapperPaths: ExampleManifest.rules.wrappers.map(\.path), schemes: ["mgapp"])
        return recognizer.analyzeScript(JSTokenizer.tokenize(javascript)).calls
    }

    func testAURLPostedToAHandlerIsOneCallAndAPrefixIsAUseOfItsHandler() throws {
        XCTAssertEqual(calls("window.webkit.messageHandlers.customScheme.postMessage('mgapp://setBadge?count=1');").map(\.kind), [.postMessage(handler: "customScheme")])
        XCTAssertEqual(calls("location.href = 'mgapp://setBadge?count=' + n;").map(\.kind), [.schemeURLPrefix("mgapp://setBadge?count=")])
        XCTAssertEqual(calls("location.href = `mgapp://setBadge?count=${n}`;").map(\.kind), [.schemeURLPrefix("mgapp://setBadge?count=")])
        XCTAssertEqual(calls("var SCHEME = 'mgapp://';").map(\.kind), [.schemeURLPrefix("mgapp://")])
        // A URL held in a name is sent where the name is used: one call per use, by navigation there.
        let held = calls("var base = 'mgapp://setBadge';\nfunction a(n) { location.href = base + '?count=' + n; }\nfunction b() { window.open(base); }\nlog(base.length);")
        XCTAssertEqual(held.map(\.kind), [.schemeURLPrefix("mgapp://setBadge"), .schemeURL("mgapp://setBadge")])
        XCTAssertEqual(held.map(\.offset), [63, 114])
        XCTAssertEqual(held.map(\.transport), [.navigation, .navigation])
        // Written again, it is not one URL: the literal stays the call.
        XCTAssertEqual(calls("var base = 'mgapp://setBadge';\nbase = other;\nlocation.href = base;").map(\.offset), [11])
        XCTAssertEqual(calls("x = a + 'mgapp://setBadge';").map(\.kind), [], "a literal in the middle of a sum is not the start of a URL")

        // Only a prefix reaches customScheme, and that is a use: no unused-handler for it.
        let site = try TemporarySite([(path: "page.js", contents: RuleExamples.quietSite.replacingOccurrences(of: #"window.webkit.messageHandlers.customScheme.postMessage("mgapp://setBadge?count=1");"#, with: "location.href = 'mgapp://setBadge?count=' + n;"))])
        defer { site.remove() }
        XCTAssertEqual(site.relative(site.lint(manifest: ExampleManifest.rules).allFindings), [])
    }

    /// An iframe's page posting through its parent or top frame
    /// (`window.parent.webkit.messageHandlers.x.postMessage(m)`, `top.window.webkit…`): WebKit gives every frame the
    /// same handlers, so it is that handler's call. Not triggering: a frame's own
    /// `parent.postMessage(m)` (cross-document messaging) and a property named `top` elsewhere.
    func testAFramePostingThroughItsParentIsABridgeCall() {
        XCTAssertEqual(calls("window.parent.webkit.messageHandlers.nativeHandler.postMessage('a'); top.webkit.messageHandlers.EXAMPLE.postMessage({});").map(\.kind),
            [.postMessage(handler: "nativeHandler"), .postMessage(handler: "EXAMPLE")])
        XCTAssertEqual(calls("window.parent.parent.webkit.messageHandlers.nativeHandler.postMessage('a');").map(\.kind), [.postMessage(handler: "nativeHandler")])
        XCTAssertEqual(calls("top.window.webkit.messageHandlers.nativeHandler.postMessage('a'); parent.self.webkit.messageHandlers.EXAMPLE.postMessage({});").map(\.kind),
            [.postMessage(handler: "nativeHandler"), .postMessage(handler: "EXAMPLE")])
        XCTAssertEqual(calls("window.parent.postMessage('a', '*'); parent.postMessage({}); box.top.webkit.messageHandlers.nativeHandler.postMessage('b');").map(\.kind), [])
    }

    func testACallThroughAChainIsRecognizedByItsLastNameWhateverItsHeadResolvesTo() {
        // Chains ending in other names are passed over unresolved; those ending in a bridge name
        // are resolved as before, through aliases and computed members.
        XCTAssertEqual(calls("console.log(x); JSON.stringify(y); a.b.c.d(z); w.webkit.messageHandlers.EXAMPLE.apply(null, [1]);").map(\.kind), [])
        XCTAssertEqual(calls("const h = window.webkit.messageHandlers; h.nativeHandler.postMessage('a'); h.nativeHandler['postMessage']('b');").map(\.kind), [
            .postMessage(handler: "nativeHandler"), .postMessage(handler: "nativeHandler"),
        ])
        XCTAssertEqual(calls("const send = iosInterface.callNativeFunction; send('pushTokenInfo', '{}'); window.iosInterface?.callNativeFunction('x', '{}');").map(\.kind), [
            .wrapper(path: "iosInterface.callNativeFunction"), .wrapper(path: "iosInterface.callNativeFunction"),
        ])
    }

    func testAConstantIsCheckedAsItsLiteralWhereItIsWritten() {
        let found = calls("const msg = { action: 'pong', param: { count: 3 } };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);")
        guard case .object(let members, open: false)? = found.first?.arguments.first else { return XCTFail("\(found)") }
        XCTAssertEqual(members.map(\.key), ["action", "param"])
        XCTAssertEqual(members.first?.offset, 14, "the key's offset in the declaration")
        // Mutated through a method, or handed to other code: dynamic.
        XCTAssertEqual(calls("const msg = [];\nmsg.push(1);\nwindow.webkit.messageHandlers.nativeHandler.postMessage(msg);").first?.arguments, [.dynamic])
        XCTAssertEqual(calls("var s = 'a';\nfor (s of list) {}\nwindow.webkit.messageHandlers.nativeHandler.postMessage(s);").first?.arguments, [.dynamic])
        XCTAssertEqual(calls("const s = 'a' + 'b' + 1;\nwindow.webkit.messageHandlers.nativeHandler.postMessage(s);").first?.arguments, [.string("ab1")])
    }

    func testLintingOnePageScansTheLocalScriptsItLoads() throws {
        let site = try TemporarySite([
            (path: "page.html", contents: "<script src=\"js/app.js\"></script>\n<script src=\"https://cdn.example.com/x.js\"></script>\n"),
            (path: "js/app.js", contents: RuleExamples.quietSite + "\nwindow.webkit.messageHandlers.nativeHandlr.postMessage('x');\n"),
        ])
        defer { site.remove() }
        let report = Linter(manifest: ExampleManifest.rules).run(paths: [site.root.appendingPathComponent("page.html").path])
        let line = RuleExamples.quietSite.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        XCTAssertEqual(site.relative(report.allFindings), ["js/app.js:\(line):1 unknown-handler"], "no missing-callback: the script defines them")
        XCTAssertEqual(report.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["app.js", "page.html"])
    }

    /// A function that builds its body from its parameters (`callApp(action, param)` posting
    /// `{ action: action, param: param }`, directly or through a local, in another script the
    /// page loads or in the same one) is a wrapper: each call is checked as the body with its
    /// arguments in it, and findings fall where the call writes them. A function that changes a
    /// parameter first posts something else: its calls are not claimed.
    func testABodyBuiltFromAFunctionsParametersIsCheckedAtEachCall() throws {
        let site = try TemporarySite([
            (path: "page.html", contents: """
                <script src="js/bridge.js"></script>
                <button onclick="callApp('pong', { count: '3' })">ok</button>
                <button onclick="callApp('png', { count: '3' })">typo</button>
                <button onclick="callApp('pong', { count: 3 })">number</button>
                <button onclick="callLater('png', {})">changed first</button>
                <script>function fromNative(v) {}</script>

                """),
            (path: "js/bridge.js", contents: """
                function callApp(action, param) {
                  var message = { action: action, param: param };
                  window.webkit.messageHandlers.EXAMPLE.postMessage(message);
                }
                function callLater(action, param) {
                  action = action.trim();
                  window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param });
                }
                const ping = (count) => window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'pong', param: { count } });
                ping('7');
                ping(7);

                """),
        ])
        defer { site.remove() }
        let report = Linter(manifest: ExampleManifest.rules).run(paths: [site.root.appendingPathComponent("page.html").path])
        XCTAssertEqual(site.siteFindings(report), [
            "js/bridge.js:11:6 param-type",
            "page.html:3:26 unknown-function",
            "page.html:4:36 param-type",
        ])
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("page.html") }?.calls.count, 3, "the three calls of callApp; callLater's are not claimed")
    }

    /// The commonest promise bridge: `callNative(method, params)` returns a Promise whose executor
    /// posts `{ method, params, callbackId }`. The executor (an unnamed function the wrapper hands
    /// on at once, as is a timer's callback) sees the wrapper's parameters, so each call is checked
    /// with its arguments in the body. A function that keeps the callback to run later under a
    /// name of its own (`const later = () => …`) is not a wrapper: its calls are not claimed.
    func testABodyBuiltInsideAPromiseExecutorIsCheckedAtEachCall() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            let seq = 0;
            const pending = {};
            function callNative(action, param = {}) {
              return new Promise((resolve, reject) => {
                const callbackId = `cb_${seq++}`;
                pending[callbackId] = { resolve, reject };
                window.webkit.messageHandlers.EXAMPLE.postMessage({ action, param, callbackId });
              });
            }
            function soon(action, param) {
              setTimeout(function () { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); }, 0);
            }
            function kept(action, param) {
              const later = () => window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param });
              return later;
            }
            async function load() {
              await callNative('pong', { count: '3' });
              await callNative('png', { count: '3' });
              await callNative('pong', { count: 3 });
              soon('pong', { count: 3 });
              kept('png', {});
            }
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:19:20 unknown-function",
            "app.js:20:30 param-type",
            "app.js:21:18 param-type",
        ])
    }

    /// A method that builds its body from its parameters (`call(action, param)` of a class, an
    /// object literal's, in a Promise executor too) is a wrapper reached by the path it is called
    /// through, as a method posting its parameter is: each call is checked with its arguments in
    /// the body. A method that posts a body of its own (no parameter in it) claims no call.
    func testAMethodBuildingItsBodyFromItsParametersIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            class NativeBridge {
              constructor() { this.seq = 0; }
              call(action, param) {
                return new Promise((resolve) => {
                  window.webkit.messageHandlers.EXAMPLE.postMessage({ action, param, id: ++this.seq });
                });
              }
              ping() { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'pong', param: { count: '1' } }); }
            }
            const Bridge = {
              send(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); },
            };
            const bridge = new NativeBridge();
            bridge.call('pong', { count: '3' });
            bridge.call('png', { count: '3' });
            Bridge.send('pong', { count: 3 });
            bridge.ping('png');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:15:13 unknown-function",
            "app.js:16:23 param-type",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 6, "three posts, and the calls of call and send")
    }

    /// A wrapper whose body is a local it replaces when a parameter is passed (Nextcloud's
    /// `callMobileMessage(name, attributes)`: the name alone, or `{MessageName: name, Values:
    /// attributes}` under `if (typeof attributes !== 'undefined')`) posts, at each call, the body
    /// for what that call passes: each call is checked, and an object that misses an anyOf's
    /// enum is reported against its own alternative, not the string one. Before, no call of it
    /// was recognised. Not triggering: a local replaced under a test of anything else is not a
    /// body the calls decide, and they stay unclaimed.
    func testAWrapperChoosingItsBodyByWhetherAnArgumentIsPassedIsCheckedAtEachCall() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"Mobile": {"body": ["string", "object"], "schema": {"anyOf": [
              {"type": "string", "enum": ["close", "share"]},
              {"type": "object", "properties": {"MessageName": {"type": "string", "enum": ["rename"]}, "Values": {"type": "object"}}, "required": ["MessageName"]}]}}}}
            """#.utf8), file: "bridge-manifest.json")
        let wrapper = """
            const callMobile = (name, attributes) => {
              let message = name
              if (typeof attributes !== 'undefined') {
                message = { MessageName: name, Values: attributes }
              }
              if (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.Mobile) {
                window.webkit.messageHandlers.Mobile.postMessage(message)
              }
            }
            export function onMessage(id, args) {
              if (id === 'a') callMobile('close')
              if (id === 'b') callMobile('shar')
              if (id === 'c') callMobile('rename', args)
              if (id === 'd') callMobile('renam', args)
            }

            """
        let site = try TemporarySite([(path: "mobile.js", contents: wrapper)])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.siteFindings(report), ["mobile.js:12:19 param-type", "mobile.js:14:30 param-type"])
        XCTAssertEqual(report.allFindings.map(\.message), [
            #"$: string "shar" matches none of the 2 alternatives (anyOf); closest: string "shar" is not one of "close", "share" (did you mean 'share'?)"#,
            #"$: matches none of the 2 alternatives (anyOf); closest: $.MessageName: string "renam" is not one of "rename" (did you mean 'rename'?)"#,
        ])
        XCTAssertEqual(report.files.first?.calls.count, 5, "the wrapper's post and its four calls")
        let unguarded = try TemporarySite([(path: "mobile.js", contents: wrapper.replacingOccurrences(of: "if (typeof attributes !== 'undefined') {", with: "if (Math.random() > 0.5) {"))])
        defer { unguarded.remove() }
        let unclaimed = unguarded.lint(manifest: manifest)
        XCTAssertEqual(unguarded.siteFindings(unclaimed), [])
        XCTAssertEqual(unclaimed.files.first?.calls.count, 1, "only the wrapper's own post")
        // The same choice written as a conditional expression, either way round.
        let conditional = try TemporarySite([(path: "mobile.js", contents: """
            const callMobile = (name, attributes) => {
              window.webkit.messageHandlers.Mobile.postMessage(typeof attributes === 'undefined' ? name : { MessageName: name, Values: attributes })
            }
            const callOther = (name, attributes) => window.webkit.messageHandlers.Mobile.postMessage(attributes ? { MessageName: name, Values: attributes } : name)
            const callRandom = (name, attributes) => window.webkit.messageHandlers.Mobile.postMessage(Math.random() > 0.5 ? { MessageName: name, Values: attributes } : name)
            callMobile('close'); callMobile('shar'); callMobile('rename', {}); callMobile('renam', {})
            callOther('close'); callOther('shar'); callOther('rename', {}); callOther('renam', {})
            callRandom('shar')

            """)])
        defer { conditional.remove() }
        let chosen = conditional.lint(manifest: manifest)
        XCTAssertEqual(conditional.siteFindings(chosen), ["mobile.js:6:22 param-type", "mobile.js:6:79 param-type", "mobile.js:7:21 param-type", "mobile.js:7:75 param-type"])
        XCTAssertEqual(chosen.files.first?.calls.count, 11, "the three wrappers' posts and the eight calls of the two that choose by the argument")
    }

    /// A function that returns a handler (`byName(name)` giving `messageHandlers?.[name]`, one
    /// naming its own, one in a `try` with `return null` in its `catch` or `|| null`), called
    /// and posted through at once (`byName('share').postMessage(m)`): each is a call of the
    /// handler it returns, named by the call's argument where a parameter names it. Before, none
    /// was a call. Not triggering: a function returning something else (`x.port`), or two
    /// different handlers, claims no call.
    func testAFunctionReturningAHandlerIsPostedThroughWhereItIsCalled() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            const HANDLER = 'nativeHandler';
            function bridge() { try { return window.webkit.messageHandlers[HANDLER] || null; } catch (e) { return null; } }
            const byName = (name) => window.webkit?.messageHandlers?.[name];
            function fixed() { return window.webkit.messageHandlers.nativeHandlr; }
            function port(x) { return x.port; }
            function either(a) { return a ? window.webkit.messageHandlers.EXAMPLE : window.webkit.messageHandlers.nativeHandler; }
            bridge().postMessage('hello');
            byName('EXAMPLE').postMessage({ action: 'png', param: {} });
            byName('EXAMPL').postMessage({});
            fixed().postMessage('x');
            port(channel).postMessage('x');
            either(true).postMessage('x');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:4:57 unknown-handler",
            "app.js:8:41 unknown-function",
            "app.js:9:8 unknown-handler",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 4, "bridge(), byName() twice and fixed(); not port() or either()")
    }

    /// A wrapper reached through what a factory returns (`const bridge = createBridge()` with
    /// `function createBridge() { return { send(name, body) {…} } }`) or through a class's
    /// static instance (`static shared = new Bridge()`, called as `Bridge.shared.send(…)`, or
    /// made by `static getInstance()` and called as `Singleton.getInstance().send(…)`, or a
    /// module's `let instance = null` filled on first use and returned by `getBridge()`) is
    /// checked at each call, as one reached through `new Bridge()` in a variable is. Before,
    /// none was a call. Not triggering: a factory returning different objects claims none.
    func testAWrapperReachedThroughAFactoryOrAStaticInstanceIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            function createBridge() {
              return { send(name, body) { window.webkit.messageHandlers[name].postMessage(body) } };
            }
            class Bridge {
              static shared = new Bridge();
              send(name, body) { window.webkit.messageHandlers[name].postMessage(body) }
            }
            function either(a) {
              if (a) return { post(name, body) { window.webkit.messageHandlers[name].postMessage(body) } };
              return { post(name, body) { console.log(name, body) } };
            }
            const bridge = createBridge();
            bridge.send('nativeHandlr', 'x');
            Bridge.shared.send('EXAMPLE', { action: 'png', param: {} });
            either(true).post('nativeHandlr', 'x');
            const other = either(false);
            other.post('nativeHandlr', 'x');
            class Singleton {
              static getInstance() {
                if (!this.instance) { this.instance = new Singleton(); }
                return this.instance;
              }
              send(name, body) { window.webkit.messageHandlers[name].postMessage(body) }
            }
            Singleton.getInstance().send('nativeHandlr', 'x');
            let instance = null;
            function getBridge() {
              if (!instance) instance = { send(name, body) { window.webkit.messageHandlers[name].postMessage(body) } };
              return instance;
            }
            getBridge().send('nativeHandlr', 'x');
            function fromNative(v) {}

            """)
        // (Each global wrapper's own post is a dynamic-call note: another script could call it.)
        XCTAssertEqual(findings, [
            "app.js:2:31 dynamic-call",
            "app.js:6:22 dynamic-call",
            "app.js:9:38 dynamic-call",
            "app.js:13:13 unknown-handler",
            "app.js:14:41 unknown-function",
            "app.js:23:22 dynamic-call",
            "app.js:25:30 unknown-handler",
            "app.js:28:50 dynamic-call",
            "app.js:31:18 unknown-handler",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 9, "the five posts, and the calls of send through the factory, the static instance, getInstance() and a singleton made on first use")
    }

    /// A function that posts to the handler its parameter names through a constant holding the
    /// handlers object (`const handlers = window.webkit?.messageHandlers; function send(fn, msg) {
    /// handlers[fn].postMessage(msg) }`, a shape public wrapper modules use) is a wrapper whose
    /// calls are checked: `send('shaer', …)` is an unknown handler there. Before, only the
    /// wrapper's own post was seen. Not triggering: a computed member further along the chain
    /// (`handlers.list[fn]`) is not a handler's name.
    func testANameWrapperPostingThroughAnAliasOfTheHandlersIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            const handlers = window.webkit?.messageHandlers;
            function send(fn, msg) { handlers[fn].postMessage(msg); }
            function post(fn, msg) { handlers?.[fn]?.postMessage(msg); }
            function other(fn, msg) { handlers.list[fn].postMessage(msg); }
            send('nativeHandlr', 'x');
            post('EXAMPLE', { action: 'png', param: {} });
            other('nativeHandlr', 'x');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:2:26 dynamic-call",
            "app.js:3:26 dynamic-call",
            "app.js:5:6 unknown-handler",
            "app.js:6:27 unknown-function",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 4, "the two posts and the calls of send and post; nothing through other")
    }

    /// The same in TypeScript with a parameter property (`constructor(private readonly
    /// handlerName: string) {}`, whose modifiers erasure removes): the instance's handler is the
    /// literal it was made with. Not triggering: a constructor parameter without a modifier,
    /// which is no property.
    func testAMethodPostingToTheHandlerATypeScriptParameterPropertyHoldsIsCheckedAtEachCall() throws {
        let site = try TemporarySite([
            (path: "channel.ts", contents: """
                export class WebKitChannel {
                  constructor(private readonly handlerName: string, public debug = false) {}
                  post<T>(message: T): void {
                    window.webkit?.messageHandlers[this.handlerName]?.postMessage(message);
                  }
                }
                const channel = new WebKitChannel('nativeHandlr');
                channel.post('x');
                class Plain {
                  constructor(handlerName: string) {}
                  post(m: unknown) { window.webkit.messageHandlers[this.handlerName].postMessage(m); }
                }
                new Plain('nativeHandlr').post('x');

                """),
            (path: "page.html", contents: "<script>function fromNative(v) {}</script>\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report), [
            "channel.ts:4:5 dynamic-call",
            "channel.ts:7:35 unknown-handler",
            "channel.ts:11:22 dynamic-call",
        ])
    }

    /// A wrapper whose body is built from the members of the object it is given (`const data =
    /// { action: params.action, param: params.data }`, public app SDKs' `postNativeMessage(params)`)
    /// is checked at each call passing an object literal, as that body with the call's members in
    /// it, reported where the call writes them. Before, only the post was seen. Not triggering: a
    /// call passing something else (its body is not known), a member of a parameter that is
    /// reassigned.
    func testAWrapperBuildingItsBodyFromTheMembersOfItsParameterIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            function post(params) {
              const data = { action: params.action, param: params.data };
              window.webkit.messageHandlers.EXAMPLE.postMessage(data);
            }
            function later(params) {
              params = normalize(params);
              window.webkit.messageHandlers.EXAMPLE.postMessage({ action: params.action, param: params.data });
            }
            post({ action: 'png', data: {} });
            post({ action: 'pong', data: { count: 3 } });
            post({ action: 'pong', data: { count: '3' } });
            post(something);
            later({ action: 'png', data: {} });
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:9:16 unknown-function",
            "app.js:10:32 param-type",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 6, "the two posts and the four calls of post")
    }

    /// A wrapper an immediately invoked function declares and puts on the global object
    /// (`(function () { function send(m) {…} window.send = send; }())`) is called by its name
    /// alone elsewhere, as a global: each such call is checked. Before, none was. Not triggering:
    /// a local name given to it (`const local = send` inside the function is not a global).
    func testAWrapperPutOnTheGlobalObjectByAnIIFEIsCheckedWhereItIsCalledByName() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            (function () {
              function send(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }
              function post(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); }
              window.send = send;
              window.post = post;
              var hidden = send;
            }());
            send(1);
            post('png', {});
            hidden(1);
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:8:6 body-kind-mismatch",
            "app.js:9:6 unknown-function",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 4, "the two posts and the calls of send and post; not hidden")
    }

    /// A body posted with a fallback that cannot be taken (`postMessage(dataStr || null)` where
    /// `dataStr = JSON.stringify({…})`, never an empty string) is the value before it, and is
    /// checked as that. Before, it was not known. Not triggering: a value that may be falsy
    /// (`count || null` for a number) stays unknown.
    func testABodyWithAFallbackThatCannotBeTakenIsCheckedAsTheValueBeforeIt() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            const dataStr = JSON.stringify({ n: 'x' });
            window.webkit.messageHandlers.jsonOnly.postMessage(dataStr || null);
            const count = 0;
            window.webkit.messageHandlers.jsonOnly.postMessage(count || null);
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, ["app.js:1:34 param-type"])
        XCTAssertEqual(report.files.first?.calls.count, 2)
    }

    /// A method posting to the handler its instance was made for (`messageHandlers[this.name]`,
    /// where the constructor stores its parameter, `constructor(name) { this.name = name }`, or a
    /// constructor function's `function P(name) { this.name = name }` with `P.prototype.send`;
    /// also through a constant, `const f = webkit.messageHandlers[this._h]`), public promise
    /// bridges' shape, is checked at each call on an instance made with a literal name
    /// (`const bad = new NativeChannel('nativeHandlr'); bad.send(…)`, `new C('x').send(…)`),
    /// reported on that name. Before, only the post was seen. Not triggering: a constructor that
    /// stores something else (`this.name = 'app.' + name`), an instance made with a computed name.
    func testAMethodPostingToTheHandlerItsInstanceWasMadeForIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            class NativeChannel {
              constructor(name) { this.name = name; }
              send(data) { window.webkit.messageHandlers[this.name].postMessage(data); }
            }
            const bad = new NativeChannel('nativeHandlr');
            bad.send('x');
            new NativeChannel('EXAMPLE').send({ action: 'png', param: {} });
            function Channel(name) { this.name = name; }
            Channel.prototype.send = function (m) { webkit.messageHandlers[this.name].postMessage(m); };
            const c = new Channel('nativeHandlr');
            c.send('x');
            class Held {
              constructor(handler) { this._h = handler; }
              post(msg) { const f = webkit.messageHandlers[this._h]; f.postMessage(msg); }
            }
            const h = new Held('nativeHandlr');
            h.post('x');
            class Prefixed {
              constructor(name) { this.name = 'app.' + name; }
              send(m) { webkit.messageHandlers[this.name].postMessage(m); }
            }
            const p = new Prefixed('nativeHandlr');
            p.send('x');
            const computed = new NativeChannel(window.name);
            computed.send('x');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:3:16 dynamic-call",
            "app.js:5:31 unknown-handler",
            "app.js:7:45 unknown-function",
            "app.js:9:41 dynamic-call",
            "app.js:10:23 unknown-handler",
            "app.js:14:58 dynamic-call",
            "app.js:16:20 unknown-handler",
            "app.js:20:13 dynamic-call",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 8, "the four posts and the calls of bad, the inline instance, c and h")
    }

    /// A function that posts a message to the handler a member of that message names
    /// (`messageHandlers?.[message.type]?.postMessage(message)`, TypeScript apps' discriminated
    /// messages) is a name wrapper: each call passing an object literal is a call of the handler
    /// its member names, with the object as the body, reported on the name. Before, none was.
    /// Not triggering: an object that is not a literal, a deeper member (`[m.meta.type]`).
    func testANameWrapperWhoseHandlerAMemberOfTheMessageNamesIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            const sendToApp = (message) => {
              window.webkit?.messageHandlers?.[message.type]?.postMessage(message);
            };
            function deeper(m) { window.webkit.messageHandlers[m.meta.type].postMessage(m); }
            sendToApp({ type: 'nativeHandlr' });
            sendToApp({ type: 'EXAMPLE', action: 'png', param: {} });
            sendToApp(makeMessage());
            deeper({ meta: { type: 'nativeHandlr' } });
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:2:3 dynamic-call",
            "app.js:4:22 dynamic-call",
            "app.js:5:19 unknown-handler",
            "app.js:6:38 unknown-function",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 4, "the two posts and the two calls with a literal")
    }

    /// A function that keeps the handler its parameter names in a constant and posts through it
    /// (`const handler = window?.webkit?.messageHandlers?.[handlerName]; … handler.postMessage(…)`,
    /// the promise-with-callback-id helpers of public pages) is a name wrapper whose calls are
    /// checked, and the note at its post names the computed member (`handlerName`) as one
    /// written at the post does. Not triggering: a variable assigned again, and a constant
    /// holding a member of the handler (`messageHandlers[name].list`).
    func testANameWrapperPostingThroughAConstantHoldingTheNamedHandlerIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            function request(handlerName, payload) {
              return new Promise((resolve) => {
                const handler = window?.webkit?.messageHandlers?.[handlerName];
                handler.postMessage(payload);
              });
            }
            function later(handlerName, payload) {
              let handler = window.webkit.messageHandlers[handlerName];
              handler = null;
              handler.postMessage(payload);
            }
            function member(handlerName, payload) {
              const handler = window.webkit.messageHandlers[handlerName].list;
              handler.postMessage(payload);
            }
            request('nativeHandlr', 'x');
            later('nativeHandlr', 'x');
            member('nativeHandlr', 'x');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:4:5 dynamic-call",
            "app.js:16:9 unknown-handler",
        ])
        XCTAssertEqual(report.allFindings.first { $0.ruleID == "dynamic-call" }?.message.contains("`handlerName`"), true, "the note names the member")
        XCTAssertEqual(report.files.first?.calls.count, 2, "the post in request and its call; nothing through later or member")
    }

    /// A constant that is a wrapper (`const callNative = ios`), or the platform's choice of one
    /// (`const callNative = window.AndroidBridge ? android : ios`, nested conditionals included,
    /// the Android/iOS/fallback dispatch of public hybrid pages) is called as the wrapper: each
    /// call is checked, in the script and in a module that imports the constant. Before, none
    /// was a call. Not triggering: a wrapper handed to a function (`g(ios)`), kept in an object
    /// literal, or in a variable assigned again.
    func testAConstantThatIsAWrapperOrThePlatformsChoiceOfOneIsCheckedAtEachCall() throws {
        let site = try TemporarySite([
            (path: "js/native.mjs", contents: """
                const handlers = window.webkit?.messageHandlers;
                const android = (name, body) => window.AndroidBridge[name](body);
                const ios = (name, body) => { handlers[name].postMessage(body); };
                const fallback = () => false;
                export const callNative = window.AndroidBridge ? android : handlers ? ios : fallback;
                const same = ios;
                same('nativeHandlr', 'x');
                const wrapped = g(ios);
                wrapped('nativeHandlr', 'x');
                const holder = { f: ios };
                holder.f;
                let later = ios;
                later = null;
                later('nativeHandlr', 'x');

                """),
            (path: "js/app.mjs", contents: """
                import { callNative } from './native.mjs';
                callNative('EXAMPLE', { action: 'png', param: {} });
                callNative('nativeHandler', 'x');

                """),
            (path: "page.html", contents: """
                <script type="module" src="js/app.mjs"></script>
                <script>function fromNative(v) {}</script>

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report), [
            "js/app.mjs:2:33 unknown-function",
            "js/native.mjs:3:31 dynamic-call",
            "js/native.mjs:7:6 unknown-handler",
        ])
        XCTAssertEqual(report.files.map { $0.calls.count }, [2, 2, 0], "app.mjs: both calls of callNative; native.mjs: the post and the call through same")
    }

    /// A function that hands its own arguments to WebViewJavascriptBridge's callHandler
    /// (`export function callHandler() { let args = arguments; … bridge.callHandler.apply(this,
    /// args) }`, with and without the setup, a public Vue app's wrapper module) is a wrapper of the
    /// library: each call, there or in a module importing it, is checked with its first argument as
    /// the native function. Before, none was a call. Not triggering: `.apply` with an array
    /// written there, or on another object's callHandler.
    func testAFunctionForwardingItsArgumentsToCallHandlerIsALibraryWrapper() throws {
        let manifest = try ManifestLoader.load(bytes: Array("""
            { "version": 1, "handlers": {
              "WebViewJavascriptBridge": { "body": ["json-string", "object"], "envelope": "webviewjavascriptbridge",
                "functions": { "getUserInfo": {}, "share": { "params": { "type": "object", "required": ["text"] } } } } } }
            """.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "webviewInterface.js", contents: """
                export function callHandler() {
                  let args = arguments;
                  let bridge = window.WebViewJavascriptBridge;
                  if (bridge) {
                    bridge.callHandler.apply(this, args);
                  } else {
                    setupWebViewJavascriptBridge(function (bridge) { bridge.callHandler.apply(this, args); });
                  }
                }
                export function literal(name, data) { window.WebViewJavascriptBridge.callHandler.apply(this, [name, data]); }
                export function other() { window.Other.callHandler.apply(this, arguments); }
                callHandler('getUserInf', null);

                """),
            (path: "app.js", contents: """
                import { callHandler, literal, other } from './webviewInterface.js';
                callHandler('share', { text: 'a' });
                callHandler('shaer', { text: 'a' });
                literal('shaer', {});
                other('shaer', {});

                """),
            (path: "index.html", contents: "<script type=\"module\" src=\"app.js\"></script>\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.siteFindings(report), [
            "app.js:3:1 unknown-function",
            "webviewInterface.js:5:5 dynamic-call",
            "webviewInterface.js:7:54 dynamic-call",
            "webviewInterface.js:12:1 unknown-function",
        ])
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("/app.js") }?.calls.count, 2, "the calls of callHandler; not literal or other")
    }

    /// A WebViewJavascriptBridge clone set up under its own names (`setupFDBridge(callback)` whose
    /// body loads `fdscheme://__BRIDGE_LOADED__` and hands on `window.FDJSBridge`, as Chinese-
    /// community bridge demos rename the library) is read as the library: the setup's callback
    /// gets the bridge, and the renamed global's `callHandler` and `registerHandler` are its
    /// calls and page handlers. Before, none was. Not triggering: a function that hands on a
    /// global without loading the bridge, and its global.
    func testAWebViewJavascriptBridgeCloneUnderItsOwnNamesIsReadAsTheLibrary() throws {
        let manifest = try ManifestLoader.load(bytes: Array("""
            { "version": 1, "handlers": {
              "WebViewJavascriptBridge": { "body": ["json-string", "object"], "envelope": "webviewjavascriptbridge",
                "functions": { "getUserInfo": {}, "share": { "params": { "type": "object", "required": ["text"] } } } } },
              "callbacks": { "WebViewJavascriptBridge.showBanner": {} } }
            """.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "app.js", contents: """
                function setupFDBridge(callback) {
                  if (window.FDJSBridge) { return callback(FDJSBridge); }
                  if (window.FDCallbacks) { return window.FDCallbacks.push(callback); }
                  window.FDCallbacks = [callback];
                  var iframe = document.createElement('iframe');
                  iframe.src = 'fdscheme://__BRIDGE_LOADED__';
                  document.documentElement.appendChild(iframe);
                }
                setupFDBridge(function (bridge) {
                  bridge.callHandler('shaer', { text: 'a' }, function (r) {});
                });
                FDJSBridge.registerHandler('showBanner', function (data) {});
                window.FDJSBridge.callHandler('getUserInf', null);
                function setupOther(callback) { if (window.Other) { return callback(Other); } }
                setupOther(function (b) { b.callHandler('shaer', {}); });
                Other.callHandler('shaer', {});

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.siteFindings(report), [
            "app.js:10:3 unknown-function",
            "app.js:13:1 unknown-function",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 2)
        XCTAssertFalse(site.relative(report.allFindings).contains { $0.hasSuffix("missing-callback") }, "registerHandler on the clone defines showBanner")
    }

    /// A page that ships the clone itself (`window.FDJSBridge = { registerHandler, callHandler,
    /// _fetchQueue, _handleMessageFromObjC }` in a script it loads, the library's own members)
    /// calls the library through that global in its other scripts: `FDJSBridge.callHandler`
    /// is checked and `FDJSBridge.registerHandler` defines a page handler. Not triggering: an
    /// app's own object with a `callHandler` and a `registerHandler` but none of the library's
    /// internal members.
    func testAWebViewJavascriptBridgeCloneAPageShipsIsReadAsTheLibraryInItsOtherScripts() throws {
        let manifest = try ManifestLoader.load(bytes: Array("""
            { "version": 1, "handlers": {
              "WebViewJavascriptBridge": { "body": ["json-string", "object"], "envelope": "webviewjavascriptbridge",
                "functions": { "getUserInfo": {}, "share": { "params": { "type": "object", "required": ["text"] } } } } },
              "callbacks": { "WebViewJavascriptBridge.showBanner": {} } }
            """.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "FDJSBridge.js", contents: """
                ;(function () {
                  var queue = [];
                  var handlers = {};
                  function registerHandler(name, handler) { handlers[name] = handler; }
                  function callHandler(name, data, callback) { queue.push({ handlerName: name, data: data }); }
                  function _fetchQueue() { var q = JSON.stringify(queue); queue = []; return q; }
                  function _handleMessageFromObjC(json) { var m = JSON.parse(json); handlers[m.handlerName](m.data); }
                  window.FDJSBridge = { registerHandler: registerHandler, callHandler: callHandler, _fetchQueue: _fetchQueue, _handleMessageFromObjC: _handleMessageFromObjC };
                })();

                """),
            (path: "native.js", contents: """
                window.Native = { callHandler: function (name, data) { console.log(name, data); }, registerHandler: function () {} };

                """),
            (path: "index.html", contents: """
                <script src="FDJSBridge.js"></script>
                <script src="native.js"></script>
                <script>
                FDJSBridge.callHandler('share', { text: 'a' });
                FDJSBridge.callHandler('shaer', { text: 'a' });
                FDJSBridge.registerHandler('showBanner', function (data) {});
                Native.callHandler('shaer', {});
                </script>

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["index.html:5:1 unknown-function"], "no missing-callback: registerHandler defines showBanner")
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("index.html") }?.calls.count, 2)
    }

    /// A WebViewJavascriptBridge wrapper another script defines (`export default { callHandler(name,
    /// data, cb) { setupWebViewJavascriptBridge(b => b.callHandler(name, data, cb)) } }`, the
    /// `utils/bridge.js` of many Chinese-community Vue apps; a classic script's `var JSBridge = {…}`
    /// or `function callNative(name, data) {…}`) is checked at each call in the scripts that
    /// import or load it: `Bridge.callHandler('getUserInf')` names no native function. Before,
    /// only the wrapper's own computed call was seen. Not triggering: a module's function of the
    /// same name it does not import, and a computed name at the call.
    func testALibraryWrapperAnotherScriptDefinesIsCheckedAtEachCall() throws {
        let manifest = try ManifestLoader.load(bytes: Array("""
            { "version": 1, "handlers": {
              "WebViewJavascriptBridge": { "body": ["json-string", "object"], "envelope": "webviewjavascriptbridge",
                "functions": { "getUserInfo": {}, "share": { "params": { "type": "object", "required": ["text"] } } } } } }
            """.utf8), file: "bridge-manifest.json")
        let setup = """
            function setupWebViewJavascriptBridge(callback) {
              if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
              if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
              window.WVJBCallbacks = [callback];
              var WVJBIframe = document.createElement('iframe');
              WVJBIframe.src = 'https://__bridge_loaded__';
              document.documentElement.appendChild(WVJBIframe);
            }
            """
        let site = try TemporarySite([
            (path: "src/bridge.js", contents: setup + """

                export default {
                  callHandler(name, data, callback) {
                    setupWebViewJavascriptBridge((bridge) => { bridge.callHandler(name, data, callback) })
                  }
                }

                """),
            (path: "src/app.js", contents: """
                import Bridge from './bridge.js';
                Bridge.callHandler('getUserInfo', null, r => r);
                Bridge.callHandler('getUserInf', null, r => r);
                Bridge.callHandler(window.name, null);

                """),
            (path: "src/other.js", contents: """
                const Bridge = { callHandler(name) { console.log(name); } };
                Bridge.callHandler('getUserInf');

                """),
            (path: "legacy/bridge.js", contents: setup + """

                var JSBridge = { callHandler: function (name, data) { setupWebViewJavascriptBridge(function (b) { b.callHandler(name, data); }); } };
                function callNative(name, data) { setupWebViewJavascriptBridge(function (b) { b.callHandler(name, data); }); }

                """),
            (path: "legacy/page.html", contents: """
                <script src="bridge.js"></script>
                <script>
                JSBridge.callHandler('share', { text: 'a' });
                callNative('shaer', { text: 'a' });
                </script>

                """),
            (path: "index.html", contents: "<script type=\"module\" src=\"src/app.js\"></script>\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.siteFindings(report), [
            "legacy/bridge.js:9:99 dynamic-call",
            "legacy/bridge.js:10:79 dynamic-call",
            "legacy/page.html:4:1 unknown-function",
            "src/app.js:3:1 unknown-function",
            "src/bridge.js:11:48 dynamic-call",
        ])
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("src/app.js") }?.calls.count, 2, "the two calls with a literal name")
    }

    /// A wrapper a function returns in an object (a Vue composable or React hook: `function
    /// useBridge() { const post = (name, body) => …; return { post } }`) and a caller takes by
    /// destructuring (`const { post } = useBridge()`, or `{ post: send }`) is checked at each
    /// call of the destructured name. Before, none was. Not triggering: a name destructured
    /// from another function's result is not that wrapper.
    func testAWrapperDestructuredFromWhatAFunctionReturnsIsCheckedAtEachCall() throws {
        let (findings, report) = try TemporarySite.lint(script: """
            export function useBridge() {
              const post = (name, body) => window.webkit?.messageHandlers?.[name]?.postMessage(body);
              return { post };
            }
            function useOther() {
              const post = (name, body) => console.log(name, body);
              return { post: post };
            }
            const { post } = useBridge();
            const { post: send } = useBridge();
            post('nativeHandlr', 'x');
            send('EXAMPLE', { action: 'png', param: {} });
            const other = useOther();
            other.post('nativeHandlr', 'x');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:11:6 unknown-handler",
            "app.js:12:27 unknown-function",
        ])
        XCTAssertEqual(report.files.first?.calls.count, 3, "the post and its two calls through destructured names")
    }

    /// A page whose own markup holds no bridge code but loads a script defining a wrapper is
    /// still read for the scripts it loads, so another script it loads is checked where it calls
    /// that wrapper. Before, the prefilter passed over such a page (most real pages keep every
    /// script in files), its list of scripts was never read, and the calls went unchecked.
    /// Not triggering: a page that loads no such script is still passed over.
    func testAPageThatOnlyLoadsScriptsStillLinksThem() throws {
        let site = try TemporarySite([
            (path: "js/bridge.js", contents: "Bridge.send = (m) => { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\n"),
            (path: "js/app.js", contents: "function share() { Bridge.send(42); }\n"),
            (path: "index.html", contents: "<!DOCTYPE html>\n<script src=\"js/bridge.js\"></script>\n<script src=\"js/app.js\"></script>\n<p>Hello</p>\n"),
            (path: "about.html", contents: "<!DOCTYPE html>\n<script src=\"js/analytics.js\"></script>\n<p>About</p>\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report), ["js/app.js:1:32 body-kind-mismatch"])
        XCTAssertEqual(report.files.filter(\.prefiltered).map { String($0.path.dropFirst(site.root.path.count + 1)) }, ["about.html"])
    }

    /// ES modules: a wrapper a module exports (a function posting its parameter, one building its
    /// body, an object's method; by name, renamed, as the default, through a namespace) is checked
    /// at each call of a module that imports it, a page's inline module included, though the
    /// importer holds no bridge code of its own (the prefilter passed over it at first). A
    /// module calling a function of the same name it does not import claims nothing, and neither
    /// does a bare specifier (a package's).
    func testWrappersExportedByAModuleAreCheckedWhereTheyAreImported() throws {
        let site = try TemporarySite([
            (path: "js/bridge.mjs", contents: """
                export function post(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }
                export function callApp(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action, param }); }
                const Bridge = { send(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); } };
                export { Bridge, post as postRaw };
                export default callApp;

                """),
            (path: "js/app.js", contents: """
                import { post, callApp } from './bridge.mjs';
                post({ action: 'png', param: {} });
                callApp('pong', { count: 3 });

                """),
            (path: "js/other.js", contents: """
                import { callApp } from 'bridge-package';
                function post(m) { console.log(m); }
                post({ action: 'png' });
                callApp('png', {});

                """),
            (path: "page.html", contents: """
                <script type="module">
                import call, { Bridge, postRaw } from './js/bridge.mjs';
                import * as B from './js/bridge.mjs';
                call('png', {});
                Bridge.send('pong', { count: 3 });
                postRaw({ action: 'png', param: {} });
                B.Bridge.send('png', {});
                </script>
                <script>function fromNative(v) {}</script>

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report), [
            "js/app.js:2:16 unknown-function",
            "js/app.js:3:19 param-type",
            "page.html:4:6 unknown-function",
            "page.html:5:23 param-type",
            "page.html:6:19 unknown-function",
            "page.html:7:15 unknown-function",
        ])
    }

    /// CommonJS modules (browserify, webpack and older app code): a wrapper a module exports
    /// (`exports.send = function …`, `module.exports = { post(…) {…} }`, `module.exports = Bridge`,
    /// `module.exports.ping = ping`, `module.exports = function …` in a `.cjs` file) is checked
    /// at each call of a module that requires it (`const b = require('./b')`,
    /// `const { ping: p } = require('./b4')`), though the importer holds no bridge code of its own. A script whose `require` is its own function, or a
    /// required module that posts nothing, claims nothing.
    func testWrappersACommonJSModuleExportsAreCheckedWhereRequired() throws {
        let site = try TemporarySite([
            (path: "js/b1.js", contents: "exports.send = function (action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); };\n"),
            (path: "js/b2.js", contents: "module.exports = {\n  post(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }\n};\n"),
            (path: "js/b3.js", contents: """
                var Bridge = { call: function (action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); } };
                module.exports = Bridge;

                """),
            (path: "js/b4.js", contents: "function ping(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }\nmodule.exports.ping = ping;\n"),
            (path: "js/b5.cjs", contents: "module.exports = function (m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); };\n"),
            (path: "js/lib.js", contents: "exports.send = function (a, b) { console.log(a, b); };\n"),
            (path: "js/app.js", contents: """
                const b1 = require('./b1');
                const b2 = require('./b2.js');
                const Bridge = require('./b3');
                const { ping: p } = require('./b4');
                const post = require('./b5');
                b1.send('png', {});
                b2.post({ action: 'png', param: {} });
                Bridge.call('pong', { count: 3 });
                Bridge.call('pong', { count: '3' });
                p({ action: 'png' });
                post({ action: 'png' });

                """),
            (path: "js/other.js", contents: """
                function require(x) { return { send: function () {} }; }
                const b1 = require('./b1');
                b1.send('png', {});
                const lib = require('./lib');
                lib.send('png', {});

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report), [
            "js/app.js:6:9 unknown-function",
            "js/app.js:7:19 unknown-function",
            "js/app.js:8:23 param-type",
            "js/app.js:10:13 unknown-function",
            "js/app.js:11:16 unknown-function",
        ])
        XCTAssertEqual(report.files.first { $0.path.hasSuffix("js/app.js") }?.calls.count, 6)
    }

    /// Module statements cut short or pointing outside the site (`import {` with no end,
    /// `export {` unclosed, `import * as` with no name, a specifier climbing out of the root or
    /// naming a folder) link nothing and lose nothing: the module's own calls are still checked.
    func testBrokenOrOutsideModuleStatementsLinkNothing() throws {
        let site = try TemporarySite([
            (path: "js/bridge.mjs", contents: "export function post(m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); }\n"),
            (path: "js/app.js", contents: """
                import { post } from '../../../../../etc/passwd';
                import { post as p2 } from './';
                import * as from './bridge.mjs';
                import {
                post({ action: 'png', param: {} });
                window.webkit.messageHandlers.nativeHandlr.postMessage('x');
                export {

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unparsable-script") }, ["js/app.js:6:1 unknown-handler"])
        XCTAssertEqual(report.files.count, 2)
    }

    /// CommonJS statements cut short or pointing nowhere (`require(` with no end, a specifier
    /// that is no string, a path out of the site, `module.exports = {` unclosed, `exports.` at the
    /// end) link nothing and lose nothing: the module's own calls are still checked.
    func testBrokenOrOutsideCommonJSStatementsLinkNothing() throws {
        let site = try TemporarySite([
            (path: "js/bridge.js", contents: "exports.post = function (m) { window.webkit.messageHandlers.EXAMPLE.postMessage(m); };\nmodule.exports = {\n"),
            (path: "js/app.js", contents: """
                const a = require('../../../../../etc/passwd');
                const b = require(name);
                const c = require('./');
                const d = require(
                a.post({ action: 'png', param: {} });
                window.webkit.messageHandlers.nativeHandlr.postMessage('x');
                exports.

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unparsable-script") }, ["js/app.js:6:1 unknown-handler"])
        XCTAssertEqual(report.files.count, 2)
    }

    /// A computed value whose type JavaScript fixes (`Number(v)`, `parseInt(v, 10)`, `!!v`,
    /// `Date.now()` are numbers or booleans whatever `v` is; `String(v)`, `v.trim()`, `typeof v`
    /// strings) is checked for that type; its value stays unknown, so nothing else is. An
    /// expression with an operator at its top (`+v + 1`) is not read.
    func testComputedValuesOfAKnownTypeAreCheckedForTheirType() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            var v = document.getElementById('count').value;
            var h = window.webkit.messageHandlers;
            h.EXAMPLE.postMessage({ action: 'pong', param: { count: Number(v) } });
            h.EXAMPLE.postMessage({ action: 'pong', param: { count: parseInt(v, 10) } });
            h.nativeHandler.postMessage(!!v);
            h.nativeHandler.postMessage(Date.now());
            h.EXAMPLE.postMessage({ action: 'pong', param: { count: String(v) } });
            h.EXAMPLE.postMessage({ action: 'pong', param: { count: v.trim() } });
            h.EXAMPLE.postMessage({ action: 'pong', param: { count: +v + 1 } });
            h.nativeHandler.postMessage(typeof v);
            function fromNative(x) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:3:50 param-type",
            "app.js:4:50 param-type",
            "app.js:5:29 body-kind-mismatch",
            "app.js:6:29 body-kind-mismatch",
        ])
    }

    /// A function that posts to the handler a parameter names, with a body it builds from its
    /// other parameters, is checked at each call as that handler and that body.
    func testAHandlerNamedByAParameterWithABodyBuiltFromTheOthersIsCheckedAtEachCall() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            function post(name, action, param) {
              window.webkit.messageHandlers[name].postMessage({ action: action, param: param });
            }
            post('EXAMPLE', 'pong', { count: '3' });
            post('EXAMPLE', 'png', { count: '3' });
            post('EXAMPLE', 'pong', { count: 3 });
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:2:3 dynamic-call",
            "app.js:5:17 unknown-function",
            "app.js:6:27 param-type",
        ])
    }

    /// A handler named through a constant (`const HANDLER = 'EXAMPLE'`, then
    /// `messageHandlers[HANDLER]`) is that handler's call; a class's static method or an object's
    /// method that posts to the handler a parameter names (`Native.send('nativeHandler', m)`) is
    /// checked at each call, as a function doing so is. Not triggering: a name assigned more than
    /// once stays computed, and a method call passing a computed name is not a call of a handler.
    func testHandlersNamedByAConstantOrThroughAMethodsParameterAreChecked() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            const HANDLER = 'EXAMPLE';
            window.webkit.messageHandlers[HANDLER].postMessage({ action: 'png', param: {} });
            let other = 'EXAMPLE';
            other = 'nativeHandler';
            window.webkit.messageHandlers[other].postMessage(1);
            class Native {
              static send(name, data) { window.webkit.messageHandlers[name].postMessage(data); }
            }
            Native.send('nativeHandlr', 'a');
            Native.send('nativeHandler', 2);
            Native.send(document.title, 'b');
            var Bridge = { post: function (name, data) { window.webkit.messageHandlers[name].postMessage(data); } };
            Bridge.post('EXAMPLE', { action: 'pong', param: { count: 3 } });
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, [
            "app.js:2:62 unknown-function",
            "app.js:5:1 dynamic-call",
            "app.js:7:29 dynamic-call",
            "app.js:9:13 unknown-handler",
            "app.js:10:30 body-kind-mismatch",
            "app.js:12:46 dynamic-call",
            "app.js:13:51 param-type",
        ])
    }

    /// A class field holding the handlers (`handlers = window.webkit.messageHandlers;` in a class
    /// body, ES2022) is what `this.handlers` reads in the class's methods, as a member assigned in
    /// the constructor is; a static one is read through the class. Not triggering: a field of
    /// another value is no handler.
    func testAClassFieldHoldingTheHandlersIsReadThroughThis() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            class Native {
              handlers = window.webkit?.messageHandlers;
              static h = window.webkit.messageHandlers;
              other = {};
              pong() { this.handlers?.EXAMPLE.postMessage({ action: 'png', param: {} }); }
              log() { Native.h.nativeHandlr.postMessage('x'); }
              no() { this.other.nativeHandler.postMessage(1); }
            }
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, ["app.js:5:57 unknown-function", "app.js:6:11 unknown-handler"])
    }

    /// The classic iframe bridge: a function that opens a scheme URL whose function is its
    /// parameter (`'mgapp://' + action + '?' + query`, or a template) is checked at each call
    /// that names the function, as that URL: an unknown function is reported on the name, and a
    /// URL the call completes (nothing after the name) is checked whole. Not triggering: a
    /// computed name, and a function whose scheme URL does not start with its parameter.
    func testAFunctionOpeningASchemeURLNamedByItsParameterIsCheckedAtEachCall() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            function callNative(action, params) {
              var frame = document.createElement('iframe');
              frame.src = 'mgapp://' + action + '?' + Object.keys(params).map(function (k) { return k + '=' + params[k]; }).join('&');
              document.body.appendChild(frame);
            }
            function go(fn) { location.href = `navonly://${fn}`; }
            function fixed(n) { location.href = 'mgapp://setBadge?count=' + n; }
            callNative('setBadges', { count: 1 });
            callNative('setBadge', { count: 1 });
            callNative(document.title, {});
            go('clos');
            go('close');
            fixed(2);
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, ["app.js:8:12 unknown-scheme-action", "app.js:11:4 unknown-scheme-action"])
    }

    /// A named function that calls a wrapper with a body built from its own parameters
    /// (`trackEvent(name, value) { post({ action: name, param: value }) }`, or a template wrapper
    /// given them) is a wrapper in turn: each of its calls is checked with its arguments in that
    /// body. Not triggering: a call passing nothing of the function's own, and a caller whose
    /// arguments are all right.
    func testAFunctionCallingAWrapperWithItsParametersIsAWrapperToo() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            function post(message) { window.webkit.messageHandlers.EXAMPLE.postMessage(message); }
            function pong(count) { post({ action: 'pong', param: { count: count } }); }
            function ping() { post({ action: 'pong', param: { count: '1' } }); }
            pong('2');
            pong(3);
            ping();
            function send(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param }); }
            function act(name) { send(name, {}); }
            act('png');
            act('pong');
            function fromNative(v) {}

            """)
        XCTAssertEqual(findings, ["app.js:5:6 param-type", "app.js:9:5 unknown-function", "app.js:10:1 param-missing"])
    }

    /// A handler the manifest lacks, named inside a wrapper, is reported once, where the wrapper
    /// names it: its calls write no handler name (they are still checked for what they pass).
    /// A handler named at the call (`post('x', m)`, `send(messageHandlers.x, m)`) is reported
    /// there, on the name.
    func testAMissingHandlerNamedInAWrapperIsReportedOnceWhereItIsNamed() throws {
        let (findings, _) = try TemporarySite.lint(script: """
            function log(level) {
              window.webkit.messageHandlers.logg.postMessage({ level: level });
            }
            function relay(m) {
              window.webkit.messageHandlers.nativeHandlr.postMessage(m);
            }
            function post(name, m) {
              window.webkit.messageHandlers[name].postMessage(m);
            }
            log(1);
            log(2);
            relay('a');
            relay('b');
            post('nativeHandlr', 'c');

            """)
        XCTAssertEqual(findings, [
            "app.js:2:3 unknown-handler",
            "app.js:5:3 unknown-handler",
            "app.js:8:3 dynamic-call",
            "app.js:14:6 unknown-handler",
        ])
    }

    func testAMissingCallbackNamesWhereAClosureDeclaresIt() throws {
        let site = try TemporarySite([(path: "page.js", contents: "$(function () {\n  function fromNative(d) {}\n});\nNativeAppInterface.deviceInfoSetting = (r) => {};\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(m);\n")])
        defer { site.remove() }
        let findings = site.lint(manifest: ExampleManifest.rules).allFindings.filter { $0.ruleID == MissingCallbackRule.id }
        XCTAssertEqual(findings.map(\.message), ["native evaluates 'fromNative(…)', but no scanned page defines it globally: \(site.root.path)/page.js:2:12 declares it inside a function, where native's global evaluation cannot reach it"])
        XCTAssertEqual(findings.first?.hint, "assign it to window (window.fromNative = fromNative) or declare it at the top level of a script")
    }

    func testHostileScriptsEndWithoutTrapping() {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let pieces = ["const ", "let ", "var ", "function ", "=>", "(", ")", "{", "}", "[", "]", "=", ",", ";", "\n", "w", "window", ".webkit", ".messageHandlers", ".x", ".postMessage", "?.", "&&", "||", "?", ":", "'mgapp://a?b='", "+", "`t${", "this", "...", "Object.defineProperty", "catch", "if", "/", "JSON.stringify", "else", "cordova.platformId", "===", "!==", "'ios'", "'android'", "return ", "(function (root, factory) {", "})()", "}())", "(this, function () {", "root.w = factory()", "Object.freeze(", "{ w }", "w.x",
            // This session's forms: misspelt paths, namespaces, forwarders, bundled plugins, messages
            // given members, text conversions, merged objects, method definitions.
            ".messageHandler", "webKit", ".postmessage", "function w() {}", "w.send = ", "useCallback(", "debounce(", "(0, w.registerPlugin)(", "Object(w[\"registerPlugin\"])(",
            "'Echo'", "export default ", "import w from './w'", "w.callback = ", "String(", "`${", "}`", "Object.assign(window, ", "send(m) {", "async ", "static ",
            // CommonJS: requires and exports, whole or cut short.
            "require('./w')", "require(", "module.exports = ", "module.exports.w = ", "exports.send = ", "exports", "module", "{ w, send: w }"]
        let recognizer = CallRecognizer(wrapperPaths: ["a.b"], schemes: ["mgapp"])
        for _ in 0..<1_500 {
            let script = (0..<Int.random(in: 0...120, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
            let result = recognizer.analyzeScript(JSTokenizer.tokenize(script))
            XCTAssertTrue(result.calls.allSatisfy { $0.offset >= 0 && $0.offset <= script.utf8.count }, "seed \(seed): \(script)")
        }
        // Deep nesting in patterns, literals and parentheses stays within the stack.
        for deep in [String(repeating: "const [", count: 1) + String(repeating: "[", count: 30_000) + "a" + String(repeating: "]", count: 30_001) + " = x;",
                     "window.webkit.messageHandlers.x.postMessage(" + String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000) + ");",
                     "const w = " + String(repeating: "(", count: 30_000) + "window" + String(repeating: ")", count: 30_000) + "; w.webkit.messageHandlers.x.postMessage(1);",
                     // Factories nested thousands deep, each returning an object kept in a local
                     // (each level's returns are found once, not once a level above).
                     "var Deep = " + (0..<3_000).reduce("0") { inner, i in "(function () { var o = { k: \(i) }; return (\(inner)) ? o : o; })()" } + ";\nDeep.k.postMessage(1);"]
        {
            _ = recognizer.analyzeScript(JSTokenizer.tokenize(deep))
        }
    }

    /// A post through a misspelling of WebKit's path (`webkit.messageHandler.x`, seen in more than
    /// one community's sample pages) throws a TypeError in the app: one error at the call, the
    /// call still checked as the one meant (its body's kind), and its handler not reported unused.
    /// The page is scanned with the prefilter on too. Not triggering: the right path, another
    /// object's `messageHandler`, another method of a handler's.
    func testAMisspeltWebKitPathIsAnErrorAndTheCallIsStillChecked() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"{"version": 1, "handlers": {"callbackHandler": {"body": "string"}, "other": {"body": "any"}}}"#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "index.html", contents: """
                <script>
                function send() {
                  try { window.webkit.messageHandler.callbackHandler.postMessage({ message: 'x' }); } catch (e) { alert(e); }
                }
                </script>
                """),
            (path: "ok.js", contents: "window.webkit.messageHandlers.other.postMessage(1);\nwindow.bridge.messageHandler.other.postMessage(2);\nwindow.webkit.messageHandlers.other.post(3);\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["index.html:3:9 misspelt-bridge-path", "index.html:3:66 body-kind-mismatch"])
        XCTAssertEqual(report.allFindings.first?.message, "window.webkit.messageHandler.callbackHandler.postMessage is not WebKit's window.webkit.messageHandlers.NAME.postMessage: the call throws a TypeError and native never receives it")
        XCTAssertEqual(report.allFindings.first?.hint, "write window.webkit.messageHandlers.callbackHandler.postMessage")
        XCTAssertEqual(report.files.flatMap(\.calls).map(\.name).sorted(), ["callbackHandler", "other"])
    }

    /// A function that is also a namespace (`function msg() {}`, then `msg.send = function (…)
    /// {…}` posting a body built from its parameters): each call through the name is a call of
    /// the handler, checked with its arguments in the body, at the top of a script and where an
    /// IIFE returns the function into a global another script of the page calls. Not triggering:
    /// the right class name, and a namespace an IIFE keeps to itself, whose name outside is
    /// another (undefined) one.
    func testAFunctionUsedAsANamespaceHoldsWrappers() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"myapi": {"body": "object", "schema": {"type": "object", "properties": {
              "className": {"type": "string", "enum": ["Device", "Share"]}, "functionName": {"type": "string"}, "param": {}}, "required": ["className", "functionName"]}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "top.js", contents: "function api() {}\napi.send = function (c, f, d) { window.webkit.messageHandlers.myapi.postMessage({ className: c, functionName: f, param: d }); };\napi.send('Shar', 'open', {});\napi.send('Share', 'open', {});\n"),
            (path: "index.html", contents: """
                <script>
                window.msg = (function () {
                  function msg() {}
                  msg.send = function (className, functionName, data) {
                    var param = { className: className, functionName: functionName, param: data };
                    window.webkit.messageHandlers.myapi.postMessage(param);
                  };
                  return msg;
                })();
                (function () { function impl() {} impl.send = function (c, f) { window.webkit.messageHandlers.myapi.postMessage({ className: c, functionName: f }); }; })();
                </script>
                <script>
                msg.send('Devic', 'info', { a: 1 });
                window.msg.send('Device', 'info');
                impl.send('Shar', 'x');
                </script>
                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["index.html:13:10 param-type", "top.js:3:10 param-type"])
        XCTAssertEqual(report.files.map { $0.calls.count }, [4, 3])
    }

    /// A production bundle calls Capacitor's registerPlugin the way bundlers call an imported
    /// function, on a module object whose name is lost: `(0, r.registerPlugin)("Camera")`
    /// (esbuild, webpack 5, terser, TypeScript's CommonJS output) and webpack 4's
    /// `Object(m["registerPlugin"])('Camera')`. The plugin's calls are checked as the source's
    /// (a plugin the manifest lacks is one native does not have, as unbundled). Not triggering:
    /// right arguments, and another library's registerPlugin whose result is not called.
    func testABundledRegisterPluginIsCapacitors() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"bridge": {"body": "object", "envelope": "capacitor", "functions": {
              "Camera.getPhoto": {"params": {"type": "object", "properties": {"quality": {"type": "integer"}, "resultType": {"type": "string", "enum": ["uri", "base64"]}}}}}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "main.js", contents: #"(self.webpackChunkapp=self.webpackChunkapp||[]).push([[179],{1234:(e,t,n)=>{var r=n(5678);const o=(0,r.registerPlugin)("Camera",{web:()=>n.e(1)});const h=(0,r.registerPlugin)("Haptics");async function a(){await o.getPhoto({quality:90,resultType:"url"});await o.getPhoto({quality:90,resultType:"uri"});await h.impact({style:"x"})}t.take=a}}]);"# + "\n"),
            (path: "vendor.js", contents: "var m = __webpack_require__(\"./node_modules/@capacitor/core/dist/esm/index.js\");\nconst Camera = Object(m[\"registerPlugin\"])('Camera');\nCamera.getPhoto({ quality: 'high' });\nvideojs.registerPlugin('Camera', function () {});\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["main.js:1:235 param-type", "main.js:1:308 unknown-function", "vendor.js:3:19 param-type"])
        XCTAssertEqual(report.files.map { $0.calls.map(\.name) }, [["bridge.Camera.getPhoto", "bridge.Camera.getPhoto", "bridge.Haptics.impact"], ["bridge.Camera.getPhoto"]])
    }

    /// React's `useCallback(fn, deps)` and lodash's `debounce(fn, ms)`/`throttle` make a function
    /// that calls `fn` with its own arguments: a wrapper so made (`const send = useCallback((type,
    /// payload) => …postMessage({ type, payload }), [])`) is checked at each call, JSX's included.
    /// Not triggering: right values, and a function made by anything else (`memoize(fn)` may
    /// call it with other arguments), whose calls are not read as the wrapper's.
    func testAWrapperMadeByUseCallbackOrDebounceIsCheckedAtItsCalls() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"bridge": {"body": "object", "schema": {"type": "object", "properties": {
              "type": {"type": "string", "enum": ["share", "open"]}, "payload": {}}, "required": ["type"]}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "App.tsx", contents: """
                import React, { useCallback } from 'react';
                import debounce from 'lodash/debounce';
                export function App({ url }: { url: string }) {
                  const send = useCallback((type: string, payload?: unknown) => {
                    window.webkit?.messageHandlers?.bridge?.postMessage({ type, payload });
                  }, []);
                  const later = debounce((type) => window.webkit.messageHandlers.bridge.postMessage({ type }), 300);
                  const other = memoize((type) => window.webkit.messageHandlers.bridge.postMessage({ type }));
                  later('opn');
                  other('x');
                  return (<div><button onClick={() => send('shar', url)}>Share</button><button onClick={() => send('open')}>Open</button></div>);
                }
                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["App.tsx:9:9 param-type", "App.tsx:11:44 param-type"])
        XCTAssertEqual(report.files.first?.calls.map(\.text), [
            "window.webkit?.messageHandlers?.bridge?.postMessage({ type, payload })", "window.webkit.messageHandlers.bridge.postMessage({ type })",
            "window.webkit.messageHandlers.bridge.postMessage({ type })", "later('opn')", "send('shar', url)", "send('open')",
        ])
    }

    /// A function returning the handler behind guards (`return window.webkit &&
    /// window.webkit.messageHandlers && window.webkit.messageHandlers.native`), posted through
    /// as it returns it (`getHandler()?.postMessage(m)`): a call of that handler, checked. Not
    /// triggering: a right body, and a function whose guarded result is something else.
    func testAHandlerReturnedBehindGuardsIsPostedTo() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"native": {"body": "object", "schema": {"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "app.js", contents: """
                function getHandler() {
                  return window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.native;
                }
                function getOther() { return ready && window.other; }
                getHandler()?.postMessage({ data: 1 });
                getHandler().postMessage({ cmd: 'x' });
                getOther().postMessage({ data: 2 });

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["app.js:5:27 param-missing"])
        XCTAssertEqual(report.files.first?.calls.map(\.text), ["getHandler()?.postMessage({ data: 1 })", "getHandler().postMessage({ cmd: 'x' })"])
    }

    /// A wrapper that builds its message in a local and then assigns members on it (`var message
    /// = { action: action }; message.params = params;`, or only when given, `if (callback)
    /// message.callback = callback;`) posts the literal with those members: each call is checked
    /// with its arguments in them; a member assigned only on some path may be missing, so none
    /// is reported missing. And a wrapper posting its argument as text (`String(text)`,
    /// `` `${text}` ``, `text + ''`, `text.toString()`) is a wrapper: each call is a call of its
    /// handler. Not triggering: right values; a local handed on before the post.
    func testAWrapperThatAssignsMembersOnItsMessageOrPostsTextIsCheckedAtItsCalls() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {
              "iosBridge": {"body": "object", "envelope": {"type": "action", "actionKey": "action", "paramKey": "params"}, "functions": {
                "share": {"params": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}}, "close": {}}},
              "log": {"body": "string"}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "bridge.js", contents: """
                var Bridge = {
                  call: function (action, params, callback) {
                    var message = { action: action, params: params || {} };
                    if (callback) message.callback = callback;
                    window.webkit.messageHandlers.iosBridge.postMessage(message);
                  },
                  send: function (action, params) {
                    var message = { action: action };
                    message.params = params;
                    window.webkit.messageHandlers.iosBridge.postMessage(message);
                  },
                  handOn: function (action) {
                    var message = { action: action };
                    decorate(message);
                    window.webkit.messageHandlers.iosBridge.postMessage(message);
                  },
                  log: function (text) { window.webkit.messageHandlers.log.postMessage(String(text)); },
                  trace: function (text) { window.webkit.messageHandlers.log.postMessage(`${text}`); }
                };

                """),
            (path: "index.html", contents: """
                <script src="bridge.js"></script>
                <button onclick="Bridge.call('shre', { text: 'x' })">a</button>
                <button onclick="Bridge.call('share', { text: 'x' }, 'onShared')">b</button>
                <button onclick="Bridge.send('share', { text: 1 })">c</button>
                <button onclick="Bridge.send('close')">d</button>
                <button onclick="Bridge.handOn('clos')">e</button>
                <script>Bridge.log(42); Bridge.trace('t');</script>

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["index.html:2:30 unknown-function", "index.html:4:41 param-type"])
        XCTAssertEqual(report.files.map { $0.calls.map(\.name) }, [
            ["iosBridge", "iosBridge", "iosBridge", "log", "log"],
            ["iosBridge.shre", "iosBridge.share", "iosBridge.share", "iosBridge.close", "log", "log"],
        ])
    }

    /// A Capacitor plugin registered in one module and exported (`const Echo =
    /// registerPlugin<EchoPlugin>('Echo'); export default Echo;`, as a plugin's own package or
    /// an app's `src/plugins/echo.ts` does) is the plugin in each module importing it, by the
    /// default, by name, renamed. Not triggering: right calls, and another export of the module
    /// (an object of its own) called the same way.
    func testACapacitorPluginAnotherModuleRegistersIsCalledWhereImported() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"bridge": {"body": "object", "envelope": "capacitor", "functions": {
              "Echo.echo": {"params": {"type": "object", "properties": {"value": {"type": "string"}, "times": {"type": "integer"}}}}, "Echo.openSettings": {}}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "src/echo.ts", contents: """
                import { registerPlugin } from '@capacitor/core';
                export interface EchoPlugin { echo(options: { value: string; times: number }): Promise<{ value: string }>; }
                const Echo = registerPlugin<EchoPlugin>('Echo');
                export const Helpers = { echo(options: unknown) { return options; } };
                export { Echo as Plugin };
                export default Echo;

                """),
            (path: "src/main.ts", contents: """
                import Echo, { Plugin, Helpers } from './echo';
                await Echo.echo({ value: 'hi', times: '3' });
                await Plugin.openSetings();
                await Echo.echo({ value: 'hi', times: 3 });
                Helpers.echo({ value: 1 });

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["src/main.ts:2:32 param-type", "src/main.ts:3:7 unknown-function"])
        XCTAssertEqual(report.files.map { $0.calls.map(\.name) }, [[], ["bridge.Echo.echo", "bridge.Echo.openSetings", "bridge.Echo.echo"]])
    }

    /// A schema that allows other keys still has a misspelt one reported: a key a letter or two
    /// from a property the object lacks (`pasword` where the schema has `password`) is a
    /// warning that names it. Not triggering: a key like no property (`remember`), and one like
    /// a property the object also has (`passwd` beside `password`).
    func testAKeyNearAPropertyTheObjectLacksIsReportedWhereOtherKeysAreAllowed() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"login": {"body": "object", "schema": {"type": "object", "properties": {"account": {"type": "string"}, "password": {"type": "string"}}}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "app.js", contents: """
                window.webkit.messageHandlers.login.postMessage({ account: 'a', pasword: 'b' });
                window.webkit.messageHandlers.login.postMessage({ account: 'a', remember: true });
                window.webkit.messageHandlers.login.postMessage({ account: 'a', password: 'b', passwd: 'c' });

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["app.js:1:65 param-unknown"])
        XCTAssertEqual(report.allFindings.first?.message, "$.pasword: unknown key 'pasword' (did you mean 'password'? the object has no 'password')")
    }

    /// An object literal frozen where it is made (`const Api = Object.freeze({ log(cmd) {…} })`,
    /// also `seal`, `preventExtensions`) is the object the name holds, and one merged into a
    /// target (`Object.assign(window, { tell(cmd) {…} })`, `Object.assign(Bridge, {…})`) gives the
    /// target its methods: each is a wrapper, checked where another script calls it. Not
    /// triggering: right values, and a literal given to a function that makes another object
    /// (`clone({…})`), whose methods are not the name's.
    func testMethodsOfAFrozenOrAssignedObjectLiteralAreWrappers() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"native": {"body": "object", "schema": {"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "bridge.js", contents: """
                const Api = Object.freeze({ log(cmd) { window.webkit.messageHandlers.native.postMessage({ cmd }); } });
                var Bridge = {};
                Object.assign(Bridge, { send: function (cmd) { window.webkit.messageHandlers.native.postMessage({ cmd: cmd }); } });
                Object.assign(window, { tell: function (cmd) { window.webkit.messageHandlers.native.postMessage({ cmd: cmd }); } });
                const Other = clone({ ask(cmd) { window.webkit.messageHandlers.native.postMessage({ cmd }); } });

                """),
            (path: "index.html", contents: """
                <script src="bridge.js"></script>
                <script>
                Api.log(1); Bridge.send(2); tell(3); window.tell(4); Other.ask(5);
                Api.log('a'); Bridge.send('b'); tell('c');
                </script>

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(site.relative(report.allFindings), ["index.html:3:9 param-type", "index.html:3:25 param-type", "index.html:3:34 param-type", "index.html:3:50 param-type"])
        XCTAssertEqual(report.files.map { $0.calls.count }, [4, 7])
    }

    /// A method defined under a wrapper's name (`{ send(m) {…} }`, a class's `send(x) {…}`,
    /// `async`, `static`, or a method of an object merged onto the global object) is a
    /// definition, not a call of the wrapper: before, each was reported as one, with its
    /// parameter for the body. Triggering: the wrapper's real calls, one of them followed by a
    /// block on the next line (a call, then a block statement).
    func testAMethodDefinedUnderAWrappersNameIsNoCall() throws {
        let manifest = try ManifestLoader.load(bytes: Array(#"""
            {"version": 1, "handlers": {"native": {"body": "string"}}}
            """#.utf8), file: "bridge-manifest.json")
        let site = try TemporarySite([
            (path: "app.js", contents: """
                function send(m) { window.webkit.messageHandlers.native.postMessage(m); }
                var o = { send(m) { console.log(m); }, async send2() {} };
                class K { send(x) { return x; } static send(y) { return y; } }
                Object.assign(window, { tell(c) { window.webkit.messageHandlers.native.postMessage(c); } });
                send(1);
                if (ready) {
                  send('a')
                  { console.log('block'); }
                }
                tell(2);

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: manifest)
        XCTAssertEqual(report.files.first?.calls.map(\.text), [
            "window.webkit.messageHandlers.native.postMessage(m)", "window.webkit.messageHandlers.native.postMessage(c)", "send(1)", "send('a')", "tell(2)",
        ])
        XCTAssertEqual(site.relative(report.allFindings), ["app.js:5:6 body-kind-mismatch", "app.js:10:6 body-kind-mismatch"])
    }

    /// A file's calls are listed in the order they are written, whatever order the wrappers'
    /// calls were found in: they came from tables whose order changed from one run to the
    /// next, and so did the report's (a JSON report of the same page differed between runs).
    func testCallsAreListedInTheOrderTheyAreWritten() throws {
        let (_, report) = try TemporarySite.lint(script: """
            function later(type) { window.webkit.messageHandlers.nativeHandler.postMessage({ type }); }
            function send(type, payload) { window.webkit.messageHandlers.nativeHandler.postMessage({ type, payload }); }
            function a1(t) { window.webkit.messageHandlers.nativeHandler.postMessage({ type: t }); }
            function b1(t) { window.webkit.messageHandlers.nativeHandler.postMessage({ type: t, x: 1 }); }
            b1('z');
            later('opn');
            send('shar', 1);
            a1('q');
            send('open');
            """)
        let calls = try XCTUnwrap(report.files.first?.calls)
        XCTAssertEqual(calls.map(\.location.line), [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    /// Conditionals whose branches agree are followed a few levels deep (compiled optional
    /// chaining nests them); thousands deep they are given up, where each level used to scan the
    /// whole expression again (seconds for one 160 KB line) and take a stack frame.
    func testNestedConditionalsAreFollowedWithinABound() {
        let recognizer = CallRecognizer(wrapperPaths: [], schemes: [])
        func calls(nesting: Int) -> [BridgeCallSite.Kind] {
            let head = String(repeating: "a ? ", count: nesting) + "window.webkit.messageHandlers" + String(repeating: " : window.webkit.messageHandlers", count: nesting)
            return recognizer.analyzeScript(JSTokenizer.tokenize("const h = \(head);\nh.x.postMessage(1);")).calls.map(\.kind)
        }
        XCTAssertEqual(calls(nesting: 3), [.postMessage(handler: "x")])
        XCTAssertEqual(calls(nesting: 20_000), [])
    }
}

/// A scheme limited to one host claims only URLs to that host.
final class URLRouteLintTests: XCTestCase {
    func testOnlyTheClaimedHostOfAHostLimitedSchemeIsABridgeURL() {
        let recognizer = CallRecognizer(manifest: ExampleManifest.rules)
        let found = recognizer.analyzeScript(JSTokenizer.tokenize("""
            fetch('https://example.com/api');
            iframe.src = 'https://__bridge_loaded__';
            location.href = 'https://' + host;
            a = 'https://__bridge_loaded__/' + q;
            """)).calls
        XCTAssertEqual(found.map(\.kind), [.schemeURL("https://__bridge_loaded__"), .schemeURLPrefix("https://__bridge_loaded__/")])
        XCTAssertEqual(found.map(\.transport), [.navigation, nil])
    }
}
