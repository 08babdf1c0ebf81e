import BridgeContract

public struct UnknownHandlerRule: CallRule {
    public static let description = RuleDescription(
        id: "unknown-handler", severity: .error,
        summary: "A page posts to a handler the manifest does not declare; in the app it is a TypeError.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandlers.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const h = webkit.messageHandlers; ↓h.missing.postMessage('x');"),
            RuleExample(javascript: "const p = window.webkit.messageHandlers.nativeHandlr;\n↓p.postMessage('x');"),
            RuleExample(javascript: "_ios.MessageHandler.postMessage(↓'tset', {});"),
            // Declared, but not a handler this wrapper reaches.
            RuleExample(javascript: "nativeBridge.call(↓'ios_javascript', 'x');"),
            // Receivers bound to the global object.
            RuleExample(javascript: "(function (win) { ↓win.webkit.messageHandlers.nativeHandlr.postMessage('x'); })(window);"),
            RuleExample(javascript: "!function(e){var n=e.webkit&&e.webkit.messageHandlers;↓n.nativeHandlr.postMessage('x')}(window);"),
            RuleExample(javascript: "(function (root) { ↓root.webkit.messageHandlers.nativeHandlr.postMessage('x'); }).call(this, this);"),
            RuleExample(javascript: "const w = window;\n↓w.webkit.messageHandlers.nativeHandlr.postMessage('x');"),
            // A named function expression's own name defines it: its calls post, its name does not;
            // the missing handler is reported where the function names it, not at each call.
            RuleExample(javascript: "let signpostEvent = () => {};\nsignpostEvent = function signpostEvent (data) { ↓webkit.messageHandlers.signpostMessage.postMessage(data); };\nsignpostEvent({ event: 'x' });"),
            RuleExample(javascript: "var b = window.webkit && window.webkit.messageHandlers;\n↓b.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const mh = (window.webkit || {}).messageHandlers || {};\n↓mh.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const mh = window.webkit?.messageHandlers;\n↓mh?.nativeHandlr?.postMessage('x');"),
            RuleExample(javascript: "const { messageHandlers } = window.webkit;\n↓messageHandlers.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const { webkit: { messageHandlers: { nativeHandlr: h } } } = window;\n↓h.postMessage('x');"),
            RuleExample(javascript: """
                const initBridge = (w) => {
                  const win = w;
                  ↓win.webkit.messageHandlers.nativeHandlr.postMessage('x');
                };
                initBridge(typeof globalThis !== 'undefined' ? globalThis : typeof window !== 'undefined' ? window : {});
                """),
            // `this` in a class with one global instance, and a member that holds a handler.
            RuleExample(javascript: "class Native {\n  constructor() { this.h = window.webkit.messageHandlers.nativeHandlr; }\n  send(m) { ↓this.h.postMessage(m); }\n}\nwindow.native = new Native();"),
            // A UMD factory, given the global object by the wrapper that calls it.
            RuleExample(javascript: "(function (root, factory) {\n  if (typeof module === 'object') { module.exports = factory(root); } else { root.B = factory(root); }\n})(this, function (window) {\n  ↓window.webkit.messageHandlers.nativeHandlr.postMessage('x');\n});"),
            // A function that posts through the handler, or to the handler name, it is given.
            RuleExample(javascript: "function send(h, m) { h.postMessage(m); }\nsend(↓window.webkit.messageHandlers.nativeHandlr, 'x');"),
            RuleExample(javascript: "function post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\npost(↓'nativeHandlr', 'x');"),
            // The same wrapper declared `async` (awaiting a replying handler's promise), or a generator.
            RuleExample(javascript: "async function ask(name, m) { return await window.webkit.messageHandlers[name].postMessage(m); }\nask(↓'nativeHandlr', 'x');\nfunction* each(name, m) { yield window.webkit.messageHandlers[name].postMessage(m); }\neach(↓'nativeHandlr', 'y').next();"),
            // `this` where JavaScript fixes it: a class's methods with several instances, an
            // object literal's methods, a constructor function's prototype methods.
            RuleExample(javascript: "class Native {\n  constructor() { this.h = window.webkit.messageHandlers.nativeHandlr; }\n  send(m) { ↓this.h.postMessage(m); }\n}\nwindow.a = new Native();\nwindow.b = new Native();"),
            RuleExample(javascript: "var Bridge = {\n  init: function () { this._h = window.webkit.messageHandlers.nativeHandlr; },\n  send(m) { ↓this._h.postMessage(m); }\n};"),
            RuleExample(javascript: "function Sender() { this.h = window.webkit.messageHandlers.nativeHandlr; }\nSender.prototype.send = function (m) { ↓this.h.postMessage(m); };\nvar s = new Sender();"),
            RuleExample(javascript: "function Sender() {}\nSender.prototype = {\n  init() { this.h = window.webkit.messageHandlers.nativeHandlr; },\n  send(m) { ↓this.h.postMessage(m); }\n};"),
            // A regular expression after `)` and `}` is not a division that swallows the call.
            RuleExample(javascript: "if (ok) /'/.test(s); ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1);"),
            RuleExample(javascript: "function f() {}\n/'/.test(s); ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1);"),
            RuleExample(javascript: "x = {} / 2; y = '/'; ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1);"),
            RuleExample(javascript: "var t = `a${ `b${ {}.c }` }`; /* <!-- */ ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1);"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            RuleExample(javascript: "self.webkit.messageHandlers['nativeHandler']?.postMessage('x');"),
            RuleExample(javascript: "(function (win) { win.webkit.messageHandlers.nativeHandler.postMessage('x'); })(window);"),
            RuleExample(javascript: "nativeBridge.call('nativeHandler', 'x', cb);\nnativeBridge.call('replyHandler', (r) => show(r));"),
            // What a name holds is not known: never guessed.
            RuleExample(javascript: "function send(w) { w.webkit.messageHandlers.nativeHandlr.postMessage('x'); }\nsend(frames[0]);"),
            RuleExample(javascript: "let w = window;\nw = frames[0];\nw.webkit.messageHandlers.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "const w = window;\n[frames[0]].forEach(w => w.webkit.messageHandlers.nativeHandlr.postMessage('x'));"),
            RuleExample(javascript: "var b = window.webkit.messageHandlers;\nvar b = other.handlers;\nb.nativeHandlr.postMessage('x');"),
            RuleExample(javascript: "function send(h, m) { h.postMessage(m); }\nsend(window.webkit.messageHandlers.nativeHandler, 'x');\nsend(window.webkit.messageHandlers.replyHandler, 'y');"),
            // A factory called with something else than the global object is not followed.
            RuleExample(javascript: "(function (root, factory) { root.B = factory(frames[0]); })(this, function (w) {\n  w.webkit.messageHandlers.nativeHandlr.postMessage('x');\n});"),
            // A MessagePort destructured from a MessageChannel is no bridge.
            RuleExample(javascript: "const { port1, port2 } = new MessageChannel();\nport1.postMessage({ hello: 1 });\nwindow.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            RuleExample(javascript: "function post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\npost('nativeHandler', 'x');"),
            RuleExample(javascript: "async function ask(name, m) { return await window.webkit.messageHandlers[name].postMessage(m); }\nask('nativeHandler', 'x');"),
            // `this` where JavaScript does not fix it: a plain function's depends on its call.
            RuleExample(javascript: "function send(m) { this.h.postMessage(m); }\nvar o = { h: window.webkit.messageHandlers.nativeHandlr };\nsend.call(o, 'x');"),
            // A member set to two handlers is neither.
            RuleExample(javascript: "var Bridge = {\n  a: function () { this.h = window.webkit.messageHandlers.nativeHandlr; },\n  b: function () { this.h = window.webkit.messageHandlers.other; },\n  send: function (m) { this.h.postMessage(m); }\n};"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .unknownHandler(let name, let suggestion):
            return Judgement("handler '\(name)' is not in the manifest", hint: didYouMean(suggestion))
        case .unreachableHandler(let name, let wrapper, let reachable, let suggestion):
            return Judgement("handler '\(name)' is not one \(wrapper) reaches (\(reachable.joined(separator: ", ")))", hint: didYouMean(suggestion))
        default: return nil
        }
    }
}

public struct UnknownFunctionRule: CallRule {
    public static let description = RuleDescription(
        id: "unknown-function", severity: .error,
        summary: "The envelope names a function or action the handler does not declare.",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify({ ↓deviceInfo: {} }));"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: ↓"ping", param: { count: "1" } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction(↓"pushToken", JSON.stringify({}), cb);"#),
            // Bridge libraries: a Capacitor plugin method, a Cordova service action.
            RuleExample(javascript: "const Camera = registerPlugin('Camera');\n↓Camera.getPhot({});"),
            // A declared plugin imported from its package (Ionic apps' `@capacitor/camera`), also renamed.
            RuleExample(javascript: "import { Camera as Cam, CameraResultType } from '@capacitor/camera';\n↓Cam.getPhot({ resultType: CameraResultType.Uri });"),
            RuleExample(javascript: "var exec = require('cordova/exec');\n↓exec(ok, fail, 'Echo', 'ehco', ['x']);"),
            // The service and action kept in constants, as many plugins write them.
            RuleExample(javascript: "var exec = require('cordova/exec');\nvar SERVICE = 'Echo';\nvar Actions = { ECHO: 'ehco' };\n↓exec(ok, fail, SERVICE, Actions.ECHO, ['x']);"),
            // Compiled optional chaining (`var _a; (_a = …) === null || _a === void 0 ? void 0 : _a.m()`) and toNative.
            RuleExample(javascript: "var _a;\n(_a = Capacitor.Plugins) === null || _a === void 0 ? void 0 : ↓_a.Camera.getPhot({});\n↓Capacitor.toNative('Camera', 'getPhot', {}, {});"),
            // A plugin's helper that takes the action (a function, or a method reached through
            // its module or `this`): each call naming an action is a call of that action.
            RuleExample(javascript: "var exec = require('cordova/exec');\nfunction run(action, args) { exec(null, null, 'Echo', action, args); }\n↓run('ehco', ['x']);\nexports._exec = function (action, options) { exec(null, null, 'Echo', action, options === null ? [] : [options]); };\nexports.stop = function () { ↓this._exec('stop', null); };\n↓exports._exec('ehco', 'x');"),
            // A plugin module's factory handed Cordova's exec by another file, under that name.
            RuleExample(javascript: "module.exports = function init(exec, helpers) {\n  return { trust: function (mode) { return ↓exec(null, null, 'Echo', 'ehco', [mode]); } };\n};"),
        ],
        nonTriggering: [
            RuleExample(javascript: #"iosInterface.callNativeFunction("pushTokenInfo", JSON.stringify({}), cb);"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction(name, JSON.stringify({}), cb);"#),
            RuleExample(javascript: "const { Camera } = Capacitor.Plugins;\nCamera.getPhoto({ quality: 1 });\nCamera.addListener('x', f);\ncordova.exec(null, null, 'Echo', 'echo', ['x']);"),
            // A plugin the manifest does not declare (the Capacitor runtime's, not the app's), and
            // a name imported from the app's own module, are not the contract's.
            RuleExample(javascript: "import { Haptics } from '@capacitor/haptics';\nimport { Camera } from './camera.js';\nHaptics.impact({ style: 'HEAVY' });\nCamera.getPhot({});"),
            // The helper's declared action, and a helper that changes the action first: computed, not checked.
            RuleExample(javascript: "var exec = require('cordova/exec');\nfunction run(action, args) { exec(null, null, 'Echo', action, args); }\nrun('echo', ['x']);\nfunction later(action) { action = action + 'Later'; exec(null, null, 'Echo', action, []); }\nlater('ehco');"),
            // A parameter named exec that is reassigned, or not called as Cordova's is.
            RuleExample(javascript: "function a(exec) { exec = wrap(exec); exec(null, null, 'Echo', 'ehco', []); }\nfunction b(exec) { exec('ls -l', options, done, 1); }"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .unknownFunction(let handler, let function, let library, let suggestion):
            return Judgement("handler '\(handler)'\(library.map { " (\($0))" } ?? "") has no function '\(function)'", hint: didYouMean(suggestion))
        case .functionEnvelopeKeys(let count):
            return Judgement("a function envelope has exactly one key, the function name; this one has \(count)", hint: "post {\"<function>\": {params}}")
        case .missingActionKey(let key):
            return Judgement("the message has no '\(key)' naming the action")
        case .asyncMismatch(let function, true):
            return Judgement("'\(function)' answers asynchronously (method:handler:); called without a callback, DSBridge finds no synchronous method", hint: "pass a callback")
        case .asyncMismatch(let function, false):
            return Judgement("'\(function)' answers synchronously; called with a callback, DSBridge looks for an asynchronous method and finds none", hint: "drop the callback and use the return value")
        default: return nil
        }
    }
}

public struct BodyKindMismatchRule: CallRule {
    public static let description = RuleDescription(
        id: "body-kind-mismatch", severity: .error,
        summary: "An object is posted where the handler takes a JSON string, or the reverse; native drops it.",
        triggering: [
            // A JSON string through a wrapper that passes its parameters on as they are, to a
            // handler whose envelope takes an object.
            RuleExample(javascript: "_ios.MessageHandler.postMessage('EXAMPLE', ↓JSON.stringify({ action: 'pong', param: { count: '1' } }));"),
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(↓{ pushTokenInfo: {} });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(↓JSON.stringify({ action: "pong", param: { count: "1" } }));"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("pushTokenInfo", ↓{}, cb);"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.nativeHandler.postMessage(↓42);"#),
            RuleExample(javascript: "const payload = { pushTokenInfo: {} };\nwindow.webkit.messageHandlers.ios_javascript.postMessage(↓payload);"),
            // Several kinds, or null: anything else is dropped.
            RuleExample(javascript: "window.webkit.messageHandlers.flexible.postMessage(↓42);\nwindow.webkit.messageHandlers.ping.postMessage(↓'x');"),
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage(↓function () {});"),
            // A handler named by a constant: a constant object's member in brackets, or given to a
            // wrapper that posts to the handler it is told.
            RuleExample(javascript: "const Names = { LOG: 'nativeHandler' };\nwindow.webkit.messageHandlers[Names.LOG].postMessage(↓2);\nconst post = (name, body) => window.webkit.messageHandlers[name].postMessage(body);\npost(Names.LOG, ↓3);"),
            // A local function that posts its parameter is a call of that handler wherever it is called.
            RuleExample(javascript: "let post = null;\npost = (data) => { window.webkit.messageHandlers.nativeHandler.postMessage(data); };\npost(↓42);"),
            // So is a method that does, called through its object, `this`, or an instance.
            RuleExample(javascript: "var Bridge = {\n  send: function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); },\n  ping() { this.send(↓{}); }\n};\nBridge.send(↓42);"),
            RuleExample(javascript: "class Native {\n  post(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n  relay(m) { this.post(m); }\n}\nconst n = new Native();\nn.relay(↓{});"),
            RuleExample(javascript: "function Sender() {}\nSender.prototype.send = function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\nnew Sender();\nvar s = new Sender();\ns.send(↓[]);"),
            RuleExample(javascript: "class Native {\n  post(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n}\nnew Native().post(↓{});"),
            // The scripts of a page share one global scope: a wrapper one defines is called from
            // another, from an event handler, or from an inline script of the same page (files
            // in the order of their paths, as findings are).
            RuleExample(files: [
                (path: "js/app.js", contents: "function share() {\n  Bridge.send(↓{ n: 1 });\n  post('nativeHandler', ↓[]);\n}\n"),
                (path: "js/bridge.js", contents: "var Bridge = {\n  send: function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n};\nfunction post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\n"),
                (path: "page.html", contents: "<script src=\"js/bridge.js\"></script>\n<script src=\"js/app.js\"></script>\n<button onclick=\"Bridge.send(↓7)\">x</button>\n"),
            ]),
            RuleExample("<script>\nfunction send(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n</script>\n<button onclick=\"send(↓42)\">x</button>\n<script>send(↓{});</script>\n"),
            // A function assigned to a global's property is a wrapper too: an arrow function
            // (`X.send = (m) => …`, `X.post = m => …`), and one assigned through `window.` or
            // `self.`, which is called by its name alone as well.
            RuleExample(javascript: "Bridge.send = (m) => { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\nBridge.post = m => window.webkit.messageHandlers.nativeHandler.postMessage(m);\nBridge.send(↓42);\nBridge.post(↓[]);"),
            RuleExample(javascript: "window.send = function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\nsend(↓42);\nwindow.send(↓{});"),
            // A function that builds the body from its parameters and hands it to another
            // script's wrapper (Wikipedia's page library: `send(action, data)` calling
            // `document.pcsActionHandler({ action, data })`) is a wrapper of that handler in turn.
            RuleExample(files: [
                (path: "js/app.js", contents: "(function () {\n  function send(text) { document.handler(↓{ text: text }); }\n  ↓send('x');\n})();\n"),
                (path: "js/bridge.js", contents: "document.handler = (m) => { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\n"),
                (path: "page.html", contents: "<script src=\"js/bridge.js\"></script>\n<script src=\"js/app.js\"></script>\n"),
            ]),
            // A callback handed on with the this it is called with (a thisArg, a (callback, scope)
            // pair, .bind(this)) has that this.
            RuleExample(javascript: "var Bridge = {\n  send: function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); },\n  all: function (list) { list.forEach(function (m) { this.send(↓42); }, this); },\n  later: function () { setTimeout(function () { this.send(↓{}); }.bind(this), 0); }\n};"),
        ],
        nonTriggering: [
            // The same to a plain handler that takes JSON text: what the page meant.
            RuleExample(javascript: "_ios.MessageHandler.postMessage('flexible', JSON.stringify({ id: 1 }));"),
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify(payload));"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.ios_javascript.postMessage('{"pushTokenInfo":{}}');"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(message);"#),
            RuleExample(javascript: "window.webkit.messageHandlers.flexible.postMessage({ id: 1 });\nwindow.webkit.messageHandlers.flexible.postMessage(JSON.stringify({ id: 2 }));\nwindow.webkit.messageHandlers.ping.postMessage(null);"),
            // A callback where the parameters would be; a relay wrapper serialises the object itself.
            RuleExample(javascript: "nativeBridge.call('replyHandler', (r) => show(r));\nApp.send({ n: 1 });"),
            // A method of another object by the same name is not the wrapper.
            RuleExample(javascript: "var Bridge = { send: function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); } };\nvar Log = { send: function (m) { console.log(m); } };\nLog.send({});\nBridge.send('x');"),
            // A global wrapper's name shadowed by a parameter is that parameter; a wrapper that
            // changes what it is given posts something else.
            RuleExample(javascript: "window.send = function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); };\nfunction go(send) { send(42); }\nsend('x');"),
            RuleExample(javascript: "Bridge.send = (m) => { window.webkit.messageHandlers.nativeHandler.postMessage(String(m)); };\nBridge.send(42);"),
            // Without a this to call it with, a callback's this is not the method's.
            RuleExample(javascript: "var Bridge = {\n  send: function (m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); },\n  all: function (list) { list.forEach(function (m) { this.send(42); }); setTimeout(function () { this.send({}); }, 0); }\n};"),
            // Across scripts: only those a page loads together share globals; a script's own
            // declaration shadows one; a module's top level is its own.
            RuleExample(files: [
                (path: "a.html", contents: "<script src=\"bridge.js\"></script>\n<button onclick=\"send('ok')\">x</button>\n"),
                (path: "b.html", contents: "<script src=\"app.js\"></script>\n<button onclick=\"send(1)\">x</button>\n"),
                (path: "bridge.js", contents: "function send(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n"),
                (path: "app.js", contents: "function go() { send(2); }\n"),
            ]),
            RuleExample(files: [
                (path: "page.html", contents: "<script src=\"bridge.js\"></script>\n<script src=\"app.js\"></script>\n<script type=\"module\" src=\"mod.js\"></script>\n"),
                (path: "bridge.js", contents: "function send(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\n"),
                (path: "app.js", contents: "function go() {\n  function send(m) { console.log(m); }\n  send(3);\n  share(4);\n}\n"),
                (path: "mod.js", contents: "export function share(m) { window.webkit.messageHandlers.nativeHandler.postMessage(m); }\nshare('x');\n"),
            ]),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .functionPosted(let handler):
            return Judgement("a function is posted to '\(handler)'; postMessage cannot send functions (DataCloneError)", hint: "pass the callback to a wrapper, or post data")
        case .functionAsParameters(let function):
            return Judgement("a function is passed as the parameters of '\(function)'; native cannot receive it")
        case .valuePosted(let handler, let takes, let got, true):
            return Judgement("'\(handler)' takes \(takes), but \(got) is posted; native drops it", hint: "post JSON.stringify(...)")
        case .valuePosted(let handler, let takes, let got, false):
            return Judgement("'\(handler)' takes \(takes), but \(got) is posted")
        case .stringPosted(let handler, let takes, let stringified, let objectAccepted):
            return Judgement("'\(handler)' takes \(takes), but a string is posted\(stringified ? " (JSON.stringify)" : "")", hint: objectAccepted ? "post the object itself" : nil)
        case .wrapperNeedsJSONString(let wrapper, let argument, let got):
            return Judgement("\(wrapper) takes its parameters as a JSON string (argument \(argument)), got \(got)", hint: "pass JSON.stringify(...)")
        case .wrapperGotJSONString(let wrapper, let handler, let takes):
            return Judgement("\(wrapper) passes its parameters on as they are; got a JSON string, but '\(handler)' takes \(takes)", hint: "pass the object itself")
        default: return nil
        }
    }
}

public struct MessageMissingRule: CallRule {
    public static let description = RuleDescription(
        id: "message-missing", severity: .error,
        summary: "postMessage() is called with no message: WebKit rejects it (TypeError: Not enough arguments) and native never receives it.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandlers.ping.postMessage();"),
            RuleExample(#"<button onclick="↓webkit.messageHandlers.nativeHandler.postMessage()">close</button>"#),
            // Whatever the handler's name: the call fails before any handler is looked up.
            RuleExample(javascript: "function close(name) { ↓window.webkit.messageHandlers[name].postMessage(); }"),
        ],
        nonTriggering: [
            // `null` and `undefined` are arguments: WebKit delivers them.
            RuleExample(javascript: "window.webkit.messageHandlers.ping.postMessage(null);"),
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage(undefined);"),
            // A wrapper called without the body still passes its parameter on, `undefined`.
            RuleExample(javascript: "function post(m) { window.webkit.messageHandlers.ping.postMessage(m); }\npost();"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        guard case .messageMissing(let handler) = fact else { return nil }
        let target = handler.map { "'\($0)'" } ?? "the handler"
        return Judgement("postMessage() is called with no message: WebKit rejects the call (TypeError: Not enough arguments) and \(target) never receives it",
                         hint: "pass the message, or null when there is nothing to send: postMessage(null)")
    }
}

public struct MisspeltBridgePathRule: CallRule {
    public static let description = RuleDescription(
        id: "misspelt-bridge-path", severity: .error,
        summary: "A call misspells WebKit's window.webkit.messageHandlers.NAME.postMessage: it throws a TypeError and native never receives it.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandler.nativeHandler.postMessage('x');"),
            RuleExample(javascript: "try { ↓webkit.messagehandlers.nativeHandler.postMessage({ a: 1 }); } catch (e) { alert(e); }"),
            RuleExample(#"<button onclick="↓window.webKit.messageHandlers.nativeHandler.postmessage('tap')">tap</button>"#),
            RuleExample(javascript: "↓window.webkit.messageHandlers.nativeHandler.postMesage('x');"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x');"),
            // Not WebKit's object, or another method of a handler's.
            RuleExample(javascript: "window.bridge.messageHandler.nativeHandler.postMessage('x');\nport.messageHandlers.nativeHandler.postMessage('x');\nwindow.webkit.messageHandlers.nativeHandler.post('x');"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        guard case .misspeltBridgePath(let written, let handler) = fact else { return nil }
        return Judgement("\(written) is not WebKit's window.webkit.messageHandlers.NAME.postMessage: the call throws a TypeError and native never receives it",
                         hint: "write window.webkit.messageHandlers.\(handler ?? "NAME").postMessage")
    }
}

public struct ParamMissingRule: CallRule {
    public static let description = RuleDescription(
        id: "param-missing", severity: .error,
        summary: "A literal message lacks a parameter the schema requires.",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: ↓{} });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage(↓{ action: "pong" });"#),
            RuleExample(javascript: #"location.href = ↓"mgapp://setBadge";"#),
            RuleExample(javascript: "const msg = { action: 'pong', param: ↓{} };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            RuleExample(javascript: "window.webkit.messageHandlers.photo.postMessage(↓'data:image/png;base64,AAAA');"),
            // A constant posted through an alias and an optional chain is the literal.
            RuleExample(javascript: "const msg = { action: 'pong', param: ↓{} };\nconst same = msg;\nconst bridge = window.webkit?.messageHandlers?.EXAMPLE;\nbridge?.postMessage(same);"),
        ],
        nonTriggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { ...rest } });"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: String(n) } });"#),
            // An alias that is changed makes the literal another object.
            RuleExample(javascript: "const msg = { action: 'pong', param: {} };\nconst same = msg;\nsame.param.count = '1';\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            // Parameters whose values are computed are neither checked nor reported missing.
            RuleExample(javascript: "location.href = 'mgapp://setBadge?count=' + n;"),
            RuleExample(javascript: "location.href = `mgapp://setBadge?count=${n}`;"),
            RuleExample(javascript: "var SCHEME = 'mgapp://';\nlocation.href = SCHEME + fn + '?' + query;"),
            // A binding assigned more than once, or only on some paths, stays dynamic.
            RuleExample(javascript: "let msg;\nif (ok) msg = { action: 'pong', param: {} };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            RuleExample(javascript: "const msg = { action: 'pong', param: {} };\nmsg.param.count = String(n);\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            RuleExample(javascript: "const msg = { action: 'pong', param: {} };\naddCount(msg);\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .schema(let v) where v.kind == .missingKey: return Judgement("\(v.path): \(v.message)")
        case .missingParams(let paramKey, let action): return Judgement("missing '\(paramKey)', the parameters of '\(action)'")
        case .missingSequence: return Judgement("missing metadata.sequence, which the reply is matched by")
        case .fileNameMissing(let handler):
            return Judgement("'\(handler)' saves the file under its name, and this data: URL gives none", hint: "data:<mime>;<name>;base64,… or ;filename=<name>")
        case .deeplinkMissingParameter(let parameter, let problem): return Judgement("deeplink parameter '\(parameter)': \(problem)")
        default: return nil
        }
    }
}

public struct ParamUnknownRule: CallRule {
    public static let description = RuleDescription(
        id: "param-unknown", severity: .warning,
        summary: "A literal message has a parameter the schema does not allow (additionalProperties is false).",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "1", ↓cnt: 2 } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ ↓index: 1 }), cb);"#),
        ],
        nonTriggering: [
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ idx: 1 }), cb);"#),
            RuleExample(javascript: #"window.webkit.messageHandlers.test.postMessage({ anything: 1, metadata: { sequence: 1 } });"#),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .schema(let v) where v.kind == .unknownKey: return Judgement("\(v.path): \(v.message)")
        case .deeplinkUnknownParameter(let parameter, let problem): return Judgement("deeplink parameter '\(parameter)': \(problem)")
        default: return nil
        }
    }
}

public struct ParamTypeRule: CallRule {
    public static let description = RuleDescription(
        id: "param-type", severity: .error,
        summary: "A literal value does not match its schema (type, enum, range, length or pattern).",
        triggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { ↓count: 3 } });"#),
            RuleExample(javascript: #"iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({ ↓idx: "1" }), cb);"#),
            RuleExample(javascript: #"window.open(↓"mgapp://setBadge?count=many");"#),
            RuleExample(javascript: "let q = globalThis.webkit?.messageHandlers?.['EXAMPLE'];\nq?.postMessage({ action: 'pong', param: { ↓count: 1 } });"),
            // Values through constants, checked where the literal is written.
            RuleExample(javascript: "const msg = { action: 'pong', param: { ↓count: 3 } };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            RuleExample(javascript: "const body = JSON.stringify({ ↓idx: '1' });\niosInterface.callNativeFunction('deviceInfoSetting', body, cb);"),
            RuleExample(javascript: "const count = 3;\nwindow.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'pong', param: { ↓count } });"),
            // A member of a constant object (`Actions.OPEN`, frozen or not) is its value.
            RuleExample(javascript: "const Ids = Object.freeze({ FIRST: 'x' });\nwindow.webkit.messageHandlers.flexible.postMessage({ ↓id: Ids.FIRST });"),
            // So is a TypeScript enum's member, whose declaration is erased (numbered ones counted on).
            RuleExample(files: [(path: "app.ts", contents: "enum Ids { First = 'x', Second = 2 }\nwindow.webkit.messageHandlers.flexible.postMessage({ ↓id: Ids.First });\n")]),
            RuleExample(javascript: "location.href = ↓'mgapp://setBadge?count=many&x=' + v;"),
            RuleExample(javascript: "window.webkit.messageHandlers.flexible.postMessage(JSON.stringify({ ↓id: 'x' }));"),
            RuleExample(javascript: "window.webkit.messageHandlers.photo.postMessage(↓'data:text/plain;a.txt,hi');"),
            RuleExample(javascript: "App.send({ ↓n: 'x' });"),
            RuleExample(javascript: "Capacitor.Plugins.Camera.getPhoto({ ↓quality: 'high' });\ncordova.exec(ok, fail, 'Echo', 'echo', ↓[42]);"),
            RuleExample(javascript: "import { Camera } from '@capacitor/camera';\nexport const take = () => Camera.getPhoto({ ↓quality: 'high' });"),
            // const, oneOf, prefixItems, minItems and uniqueItems.
            RuleExample(javascript: "window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'move', param: { ↓kind: 'jump', ↓speed: 'medium' } });"),
            RuleExample(javascript: "window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'move', param: { ↓to: [1, '2'] } });"),
            RuleExample(javascript: "window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'move', param: { ↓to: [1], ↓tags: ['a', 'a'] } });"),
            // Wrappers handed the handler's name, however they are written: guarded with `?.[name]`,
            // an arrow function in an object literal or in a class field (static or not).
            RuleExample(javascript: "const post = (name, body) => window.webkit?.messageHandlers?.[name]?.postMessage(body);\npost('flexible', { ↓id: 'x' });"),
            RuleExample(javascript: "var Native = { call: (name, body) => window.webkit.messageHandlers[name].postMessage(body) };\nNative.call('flexible', { ↓id: 'x' });"),
            RuleExample(javascript: "class Native {\n  post = (name, body) => { window.webkit.messageHandlers[name].postMessage(body); };\n  static send = (body) => { window.webkit.messageHandlers.flexible.postMessage(body); };\n}\nnew Native().post('flexible', { ↓id: 'x' });\nNative.send({ ↓id: true });"),
            // A function or method handing its parameter to one, under a fixed name, is a wrapper
            // of that handler in turn (`share(body) { this.call('share', body) }`).
            RuleExample(javascript: "function call(name, body) { window.webkit.messageHandlers[name].postMessage(body); }\nfunction flexible(body) { call('flexible', body); }\nflexible({ ↓id: 'x' });"),
            RuleExample(javascript: "var Native = {\n  call(name, body) { window.webkit.messageHandlers[name].postMessage(body); },\n  flexible(body) { this.call('flexible', body); }\n};\nNative.flexible({ ↓id: 'x' });"),
            RuleExample(files: [
                (path: "app.js", contents: "import { flexible } from './bridge.js';\nflexible({ ↓id: 'x' });\n"),
                (path: "bridge.js", contents: "const call = (name, body) => window.webkit.messageHandlers[name].postMessage(body);\nexport function flexible(body) { call('flexible', body); }\n"),
            ]),
            // A global wrapper object given another global name whole, for the page's other scripts.
            RuleExample(files: [
                (path: "index.html", contents: "<script src=\"native.js\"></script>\n<button onclick=\"NB.send({ ↓id: 'x' })\">x</button>\n<button onclick=\"Alias.send({ ↓id: 'y' })\">y</button>\n"),
                (path: "native.js", contents: "var Native = { send: function (body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\nwindow.NB = Native;\nvar Alias = Native;\n"),
            ]),
            // An object defined as a global's value with `Object.defineProperty`.
            RuleExample(javascript: "Object.defineProperty(window, 'Native', { value: { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } }, writable: false });\nNative.send({ ↓id: 'x' });"),
            // A default export that is an object: its members naming the module's functions, and
            // the methods written in it.
            RuleExample(files: [
                (path: "app.js", contents: "import Native from './native.js';\nNative.post({ ↓id: 'x' });\nNative.send({ ↓id: 'y' });\n"),
                (path: "native.js", contents: "function flexible(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\nexport default {\n  post: flexible,\n  send(body) { window.webkit.messageHandlers.flexible.postMessage(body); },\n};\n"),
            ]),
            // A Vue plugin's app-wide property, reached through `this` in every component: Vue 2's
            // `Vue.prototype.$bridge`, Vue 3's `app.config.globalProperties.$bridge`.
            RuleExample(files: [
                (path: "src/plugins/bridge.js", contents: "const bridge = { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\nexport default { install(Vue) { Vue.prototype.$bridge = bridge; } };\n"),
                (path: "src/views/Home.vue", contents: "<template><button @click=\"go\">go</button></template>\n<script>\nexport default { methods: { go() { this.$bridge.send({ ↓id: 'x' }); } } };\n</script>\n"),
            ]),
            RuleExample(files: [
                (path: "src/main.js", contents: "import { createApp } from 'vue';\nexport const app = createApp({});\napp.config.globalProperties.$native = { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\n"),
                (path: "src/views/Page.vue", contents: "<script>\nexport default { mounted() { this.$native.send({ ↓id: 'y' }); } };\n</script>\n"),
            ]),
            // A project's import aliases: `@/` for its `src` folder (Vue CLI, Vite, Nuxt), and the
            // `paths` of its tsconfig.json or jsconfig.json (JSON with comments).
            RuleExample(files: [
                (path: "src/components/Share.jsx", contents: "import bridge from '@/utils/bridge';\nexport const Share = () => <button onClick={() => bridge.flexible({ ↓id: 'x' })}>share</button>;\n"),
                (path: "src/utils/bridge/index.js", contents: "const flexible = (body) => window.webkit.messageHandlers.flexible.postMessage(body);\nexport default { flexible };\n"),
            ]),
            RuleExample(files: [
                (path: "tsconfig.json", contents: "{\n  // the app's aliases\n  \"compilerOptions\": { \"baseUrl\": \".\", \"paths\": { \"#native/*\": [\"lib/native/*\"], }, },\n}\n"),
                (path: "app/main.ts", contents: "import { flexible } from '#native/post';\nimport { flexible as post } from 'lib/native/post';\nflexible({ ↓id: 'x' });\npost({ ↓id: 'y' });\n"),
                (path: "lib/native/post.ts", contents: "export function flexible(body: object): void { window.webkit.messageHandlers.flexible.postMessage(body); }\n"),
            ]),
            // The revealing module pattern: what an immediately invoked function returns is kept
            // where its result is, its members the functions they name (`{ send: send }`,
            // `{ send }`, `api.send = …` on the object returned), and a UMD wrapper's factory's
            // object where `root.NAME = factory()` keeps it.
            RuleExample(javascript: "var Bridge = (function () {\n  function send(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n  return { send: send };\n})();\nBridge.send({ ↓id: 'x' });"),
            RuleExample(javascript: "const Bridge = (() => {\n  const api = {};\n  api.send = (body) => window.webkit.messageHandlers.flexible.postMessage(body);\n  return api;\n})();\nBridge.send({ ↓id: 'x' });"),
            RuleExample(javascript: "(function (root, factory) { root.Native = factory(); }(this, function () {\n  const send = (body) => window.webkit.messageHandlers.flexible.postMessage(body);\n  return { send };\n}));\nNative.send({ ↓id: 'x' });"),
            RuleExample(files: [
                (path: "index.html", contents: "<script src=\"native.js\"></script>\n<script src=\"app.js\"></script>\n"),
                (path: "native.js", contents: "(function (root, factory) { root.Native = factory(); })(this, function () {\n  function send(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n  return { send: send };\n});\n"),
                (path: "app.js", contents: "Native.send({ ↓id: 'x' });\nwindow.Native.send({ ↓id: 'y' });\n"),
            ]),
            // A module that builds its object (or its one instance) in a local and hands it to a
            // global (`var api = {…}; window.NB = api;` inside the IIFE): the local is that global.
            RuleExample(files: [
                (path: "index.html", contents: "<script src=\"native.js\"></script>\n<button onclick=\"NB.send({ ↓id: 'x' })\">x</button>\n"),
                (path: "native.js", contents: ";(function (w) {\n  var api = { send: function (body) { w.webkit.messageHandlers.flexible.postMessage(body); } };\n  w.NB = api;\n})(window);\n"),
            ]),
            RuleExample(javascript: "(function () {\n  class Native { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } }\n  const native = new Native();\n  window.AppNative = native;\n  native.send({ ↓id: 'x' });\n})();\nAppNative.send({ ↓id: 'y' });"),
            // An object given its members a statement at a time before it is posted.
            RuleExample(javascript: "function send() {\n  var body = {};\n  body.↓id = 'x';\n  window.webkit.messageHandlers.flexible.postMessage(body);\n}"),
            RuleExample(javascript: "var message = { action: 'pong' };\nmessage['param'] = { ↓count: 3 };\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(message);"),
            // A method handing its parameters to a function that builds the body from them builds
            // it in turn (`emit(topic, data) { send(topic, data) }`); `param || {}` is the argument.
            RuleExample(javascript: "function send(action, param) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: action, param: param || {} }); }\nvar Api = { call: function (action, param) { send(action, param); } };\nApi.call('pong', { ↓count: 3 });"),
        ],
        nonTriggering: [
            RuleExample(javascript: #"window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "3" } });"#),
            RuleExample(javascript: #"window.open("mgapp://setBadge?count=3");"#),
            RuleExample(javascript: "let msg = { action: 'pong', param: { count: 3 } };\nmsg = next();\nwindow.webkit.messageHandlers.EXAMPLE.postMessage(msg);"),
            RuleExample(javascript: "function send(count) { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'pong', param: { count } }); }\nconst count = 3;"),
            RuleExample(files: [(path: "app.ts", contents: "const enum Ids { First = 1, Second }\nwindow.webkit.messageHandlers.flexible.postMessage({ id: Ids.Second });\n")]),
            RuleExample(javascript: "const Ids = { FIRST: 1, SECOND: 'x' };\nIds.SECOND = 2;\nwindow.webkit.messageHandlers.flexible.postMessage({ id: Ids.FIRST });\nwindow.webkit.messageHandlers.flexible.postMessage({ id: Ids.SECOND });"),
            RuleExample(javascript: "window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'move', param: { kind: 'move', to: [1, 2.5], speed: 'fast', tags: ['a', 'b'] } });"),
            RuleExample(javascript: "window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'move', param: { to: [x, y], speed: 3, tags: [...old, 'a', 'b'] } });"),
            // A local function that changes its parameter before posting it posts something else: not checked.
            RuleExample(javascript: "function send(params) { params.param.count = String(params.param.count); window.webkit.messageHandlers.EXAMPLE.postMessage(params); }\nsend({ action: 'pong', param: { count: 3 } });"),
            // So does one that changes it before handing it to a name wrapper.
            RuleExample(javascript: "function call(name, body) { window.webkit.messageHandlers[name].postMessage(body); }\nfunction flexible(body) { body.id = Number(body.id); call('flexible', body); }\nflexible({ id: 'x' });"),
            RuleExample(javascript: "const post = (name, body) => window.webkit?.messageHandlers?.[name]?.postMessage(body);\npost('flexible', { id: 1 });"),
            // Another object's member of the same name is not the page's global (`app.Native`).
            RuleExample(files: [
                (path: "index.html", contents: "<script src=\"native.js\"></script>\n<script src=\"app.js\"></script>\n"),
                (path: "native.js", contents: "var Native = (function () {\n  function send(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n  return { send: send };\n})();\n"),
                (path: "app.js", contents: "app.Native.send({ id: 'x' });\n"),
            ]),
            // A member written in a branch may not be there, and one written after the post is not
            // posted: neither body is checked.
            RuleExample(javascript: "function send(flag) {\n  var body = { id: 1 };\n  if (flag) { body.id = 'x'; }\n  window.webkit.messageHandlers.flexible.postMessage(body);\n  var late = {};\n  window.webkit.messageHandlers.flexible.postMessage(late);\n  late.id = 'x';\n}"),
            // A local handed to two globals, or replaced, is neither's: their members are not the wrapper.
            RuleExample(javascript: "(function () {\n  var api = { send: function (body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\n  window.A = api;\n  window.B = api;\n})();\nA.send({ id: 'x' });\n(function () {\n  var api = { send: function (body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\n  window.C = api;\n  api = { send: function (body) { console.log(body); } };\n})();\nC.send({ id: 'x' });"),
            // A global given something else (a member, another object) is not the wrapper object.
            RuleExample(files: [
                (path: "index.html", contents: "<script src=\"native.js\"></script>\n<button onclick=\"NB.send({ id: 'x' })\">x</button>\n<button onclick=\"Other.send({ id: 'y' })\">y</button>\n"),
                (path: "native.js", contents: "var Native = { send: function (body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\nwindow.NB = Native.send;\nvar Other = makeOther(Native);\n"),
            ]),
            // A property defined under a computed name is not a global the page can spell.
            RuleExample(javascript: "Object.defineProperty(window, key, { value: { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } } });\nNative.send({ id: 'x' });"),
            // `this.$name` is a plugin's only where a module installs one by that name.
            RuleExample(files: [
                (path: "src/plugins/bridge.js", contents: "const bridge = { send(body) { window.webkit.messageHandlers.flexible.postMessage(body); } };\nexport default { install(Vue) { Vue.prototype.$bridge = bridge; } };\n"),
                (path: "src/views/Home.vue", contents: "<script>\nexport default { methods: { go() { this.$store.send({ id: 'x' }); this.bridge.send({ id: 'y' }); } } };\n</script>\n"),
            ]),
            // A bare specifier with no alias for it is a package's, even where a file of that name is.
            RuleExample(files: [
                (path: "app.js", contents: "import { flexible } from 'native';\nflexible({ id: 'x' });\n"),
                (path: "native.js", contents: "export function flexible(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n"),
            ]),
            // A module's member that names another function is that function's, not the wrapper's.
            RuleExample(javascript: "var Bridge = (function () {\n  function send(body) { window.webkit.messageHandlers.flexible.postMessage(body); }\n  function log(body) { console.log(body); }\n  return { send: send, log: log };\n})();\nBridge.send({ id: 1 });\nBridge.log({ id: 'x' });"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .schema(let v) where v.kind != .missingKey && v.kind != .unknownKey: return Judgement("\(v.path): \(v.message)")
        case .invalidURL(let error): return Judgement("not a valid bridge URL: \(error)")
        case .invalidDataURL(let error): return Judgement("not a valid data: URL: \(error)")
        case .mimeType(let handler, let mime, let allowed): return Judgement("MIME type '\(mime)' is not one '\(handler)' takes (\(allowed.joined(separator: ", ")))")
        case .deeplinkInvalid(let error): return Judgement(error)
        default: return nil
        }
    }
}

public struct ReplyNotDeclaredRule: CallRule {
    public static let description = RuleDescription(
        id: "reply-not-declared", severity: .error,
        summary: "The page awaits or then-s postMessage, but the handler does not reply (no WKScriptMessageHandlerWithReply).",
        triggering: [
            RuleExample(javascript: "async function f() { const r = await ↓window.webkit.messageHandlers.nativeHandler.postMessage('x'); }"),
            RuleExample(javascript: "↓window.webkit.messageHandlers.nativeHandler.postMessage('x').then(show);"),
            RuleExample(javascript: "var p = ↓window.webkit.messageHandlers.nativeHandler.postMessage('x');\np.then(show);"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.replyHandler.postMessage('x').then(show);"),
            RuleExample(javascript: "await _ios.MessageHandler.postMessage('test', { q: 'x' });"),
            RuleExample(javascript: "window.webkit.messageHandlers.nativeHandler.postMessage('x'); then(x);"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        guard case .replyAwaited(let handler, let wrapper) = fact else { return nil }
        guard let wrapper else {
            return Judgement("the page waits for a reply from '\(handler)', but it does not reply: what it gets is undefined",
                             hint: "declare \"replies\": true and register a WKScriptMessageHandlerWithReply (iOS 14+), or stop awaiting it")
        }
        return Judgement("the page waits for a reply from \(wrapper), but neither it nor '\(handler)' replies", hint: "declare \"replies\": true on the handler or \"returnsPromise\": true on the wrapper")
    }
}

public struct UnknownSchemeActionRule: CallRule {
    public static let description = RuleDescription(
        id: "unknown-scheme-action", severity: .error,
        summary: "A URL with a declared scheme names a function (its host) the handler does not declare.",
        triggering: [
            RuleExample(#"<a href="↓mgapp://setBadges?count=1">badge</a>"#),
            RuleExample(javascript: #"location.href = ↓'mgapp://clear';"#),
            RuleExample(javascript: "location.href = ↓'mgapp://setBadges?count=' + n;"),
            RuleExample(javascript: "location.href = ↓`mgapp://clear?x=${v}`;"),
        ],
        nonTriggering: [
            RuleExample(#"<a href="mgapp://setBadge?count=1">badge</a>"#),
            RuleExample(javascript: #"location.href = 'https://mgapp.example/clear';"#),
            RuleExample(javascript: "location.href = 'mgapp://' + name + '?count=1';"),
            RuleExample(javascript: "location.href = 'mgapp://set' + 'Badge?count=' + n;"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .notAFunction(let url, let handler, let suggestion): return Judgement("'\(url)' is not a function of handler '\(handler)'", hint: didYouMean(suggestion))
        case .notAHost(let url, let handler, let hosts, let suggestion):
            return Judgement("'\(url)' is not a host of handler '\(handler)' (\(hosts.joined(separator: ", ")))", hint: didYouMean(suggestion))
        case .wrongDeeplinkHost(let error): return Judgement(error)
        default: return nil
        }
    }
}

public struct DynamicCallRule: CallRule {
    public static let description = RuleDescription(
        id: "dynamic-call", severity: .info,
        summary: "A call that cannot be checked against the contract (its handler or function name is computed at run time, or only another platform makes it); listed, never dropped.",
        triggering: [
            RuleExample(javascript: "↓window.webkit.messageHandlers[name].postMessage(body);"),
            RuleExample(javascript: "↓_ios.MessageHandler.postMessage(task, {});"),
            RuleExample(javascript: "↓Capacitor.nativePromise(plugin, 'getPhoto', {});\n↓cordova.exec(ok, fail, service, 'echo', []);"),
            // A call only another platform makes is not checked against the iOS contract.
            // A wrapper given the handler's name: noted while a call passes a computed one, or
            // while other scripts can call it (a global function, an exported one).
            RuleExample(javascript: "(function () {\n  function post(name, m) { ↓window.webkit.messageHandlers[name].postMessage(m); }\n  post('nativeHandler', 'a');\n  post(which, 'b');\n})();\nfunction send(name, m) { ↓window.webkit.messageHandlers[name].postMessage(m); }\nsend('nativeHandler', 'c');"),
            RuleExample(javascript: "if (cordova.platformId === 'android') {\n  ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1);\n}\nif (window.device.platform !== 'iOS') { ↓cordova.exec(ok, fail, 'Echo', 'ehco', []); }\nif (Capacitor.getPlatform() === 'ios') { } else { ↓window.webkit.messageHandlers.nativeHandlr.postMessage(1); }"),
            // A platform flag kept in a variable or a property, tests joined by && and ||, and an
            // early return on iOS ahead of the call (katzer's and Chariot's plugins).
            RuleExample(javascript: "var ua = navigator.userAgent.toLowerCase(), isAndroid = !window.Windows && ua.indexOf('android') > -1;\nfunction hasPermission(fn) {\n  if (!isAndroid) { if (fn) fn(true); return; }\n  ↓cordova.exec(fn, null, 'Echo', 'check', []);\n}\nexports._isAndroid = device.platform.match(/^android|amazon/i) !== null;\nexports.wakeUp = function () { if (this.isActive() && this._isAndroid) { ↓cordova.exec(null, null, 'Echo', 'wakeup', []); } };\nif (cordova.platformId === 'android' || cordova.platformId === 'windows') ↓cordova.exec(null, null, 'Echo', 'init', []);"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers['nativeHandler'].postMessage(body);"),
            // A wrapper no other script can call (inside a function, or a module's own), every
            // call of which names the handler: each call is checked where it is made.
            RuleExample(javascript: "(function () {\n  function post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\n  post('nativeHandler', 'a');\n})();"),
            RuleExample(javascript: "function post(name, m) { window.webkit.messageHandlers[name].postMessage(m); }\npost('nativeHandler', 'a');\nexport const ready = true;"),
            // iOS's own branch, and a test that is more than one comparison, are checked as usual.
            RuleExample(javascript: "if (cordova.platformId === 'ios') { window.webkit.messageHandlers.nativeHandler.postMessage('x'); }\nif (cordova.platformId === 'android' || ok) { window.webkit.messageHandlers.nativeHandler.postMessage('y'); }"),
            // The rest after returning where iOS is not, a flag assigned two ways, and a test
            // Windows passes too: each may run on iOS.
            RuleExample(javascript: "var isIOS = cordova.platformId === 'ios';\nfunction f() { if (!isIOS) return; cordova.exec(null, null, 'Echo', 'echo', ['x']); }\nvar isAndroid = /android/i.test(navigator.userAgent);\nisAndroid = window.forceAndroid;\nif (isAndroid) { cordova.exec(null, null, 'Echo', 'echo', ['x']); }\nif (cordova.platformId !== 'android') { cordova.exec(null, null, 'Echo', 'echo', ['x']); }"),
            // A handler handed to a function that posts through it is that handler's call.
            RuleExample(javascript: "function send(h, m) { h.postMessage(m); }\nsend(window.webkit.messageHandlers.nativeHandler, 'x');"),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        switch fact {
        case .computedHandler(let expression):
            return Judgement("handler name \(expression.map { "`\($0)` " } ?? "")is computed at run time; this call is not checked", hint: "use a literal name, or a wrapper the manifest declares")
        case .computedWrapperHandler(let wrapper): return Judgement("the handler name given to \(wrapper) is computed at run time; this call is not checked")
        case .computedLibraryFunction(let library): return Judgement("the native function this \(library) call reaches is computed at run time; it is not checked")
        case .otherPlatform(let test): return Judgement("this call runs only where `\(test)`, not in the iOS app; it is not checked against the contract")
        default: return nil
        }
    }
}

public struct UnhandledTransportRule: CallRule {
    public static let description = RuleDescription(
        id: "unhandled-transport", severity: .error,
        summary: "A bridge URL reaches native by a way it does not read: opened by navigation where native only reads postMessage, or posted where native only intercepts navigation.",
        triggering: [
            RuleExample(#"<iframe src="↓msgonly://share?text=hi"></iframe>"#),
            RuleExample(javascript: "location.href = ↓'msgonly://share?text=' + encodeURIComponent(t);"),
            // A URL's start held in a name is sent where the name is used; a scheme whose host is
            // `*` takes any URL of it.
            RuleExample(javascript: "var base = 'msgonly://share?text=';\nfunction share(t) { location.href = ↓base + encodeURIComponent(t); }\nvar URLBase = \"payload://\";\nwindow.location = ↓URLBase + encodeURIComponent(rect);"),
            RuleExample(javascript: "↓window.webkit.messageHandlers.navOnly.postMessage('navonly://close');"),
        ],
        nonTriggering: [
            RuleExample(javascript: "window.webkit.messageHandlers.msgOnly.postMessage('msgonly://share?text=hi');"),
            RuleExample(javascript: "location.href = 'navonly://close';\nwindow.open('navonly://close');"),
            RuleExample(javascript: "const url = 'msgonly://share?text=hi';"),
            RuleExample(javascript: "var close = 'navonly://close';\nlocation.href = close;\nvar base = 'payload://';\nwindow.webkit.messageHandlers.msgOnly.postMessage('msgonly://share?text=' + t);"),
            // A link may be intercepted by the page's click handler and posted: its way is unknown.
            RuleExample(#"<a href="msgonly://share?text=hi">share</a>"#),
        ])

    public static func judge(_ fact: CallFact) -> Judgement? {
        guard case .unhandledTransport(let url, let handler, let used) = fact else { return nil }
        if used == .navigation {
            return Judgement("'\(url)' is opened by navigation, but native reads handler '\(handler)''s URLs only from postMessage", hint: "post it: window.webkit.messageHandlers.\(handler).postMessage(url)")
        }
        return Judgement("'\(url)' is posted to '\(handler)', but native reads these URLs only from navigation (no message handler '\(handler)' is registered)", hint: "open it instead: location.href = url")
    }
}
