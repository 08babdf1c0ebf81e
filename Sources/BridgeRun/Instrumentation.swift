import BridgeJSON

/// The script injected at document start, before any of the page's own: it records where each
/// bridge call is made and what the page throws, and reports both on a private channel.
///
/// WebKit gives native a message's body but never its call site, so the wrapper around each
/// declared handler's `postMessage` takes `new Error().stack` first; uncaught errors and unhandled
/// rejections come from the window's own events. Nothing the page can see changes otherwise.
public enum Instrumentation {
    /// The handler the instrumentation reports on; the engine registers it beside the manifest's.
    public static let channel = "__bridgecheck"
    /// The function that activates the next element a user could (see `script`).
    public static let exercise = "__bridgecheckExercise"
    /// The function that says how much the page still has pending (short timers, requests).
    public static let busy = "__bridgecheckBusy"
    /// What the engine evaluates to ask it: a number, 0 when the page can settle.
    public static var busyCall: String { "(typeof window.\(busy) === 'function' ? window.\(busy)() : 0)" }
    /// What native evaluates to activate it: the element's HTML, or `false` when none is left.
    public static var exerciseCall: String { guarded("return window.\(exercise)();") }

    /// The script for a page whose native registers `handlers`.
    ///
    /// WebKit's `postMessage` returns a Promise for every handler; for one without reply it
    /// resolves to `undefined`, so a page that awaits it gets nothing and no error. The wrapper
    /// hands such a page a Promise that reports the first time anything waits on it.
    public static func script(handlers: [String], replying: Set<String> = []) -> String {
        let names = JSONWriter().string(.array(handlers.map { .string($0) }))
        let replies = JSONWriter().string(.array(replying.sorted().map { .string($0) }))
        return """
            (function () {
              'use strict';
              var handlers = window.webkit && window.webkit.messageHandlers;
              var channel = handlers && handlers.\(channel);
              if (!channel) { return; }
              var post = channel.postMessage;
              function send(report) { try { post.call(channel, report); } catch (e) {} }
              function stackOf(error) { return error && typeof error.stack === 'string' ? error.stack : null; }
              var replying = \(replies);
              // A Promise that reports the first wait on it: await and then both reach `then`
              // on a subclass, and what they derive is a plain Promise again.
              class Watched extends Promise {
                static get [Symbol.species]() { return Promise; }
                then(onFulfilled, onRejected) {
                  if (this.report) { send(this.report); this.report = null; }
                  return super.then(onFulfilled, onRejected);
                }
              }
              // The wrapped handlers, held here: WebKit makes a handler's script object when it is
              // first read and may collect it, and a new one would come without the wrapper.
              var kept = {};
              \(names).forEach(function (name) {
                var handler = handlers[name];
                if (!handler) { return; }
                kept[name] = handler;
                var original = handler.postMessage;
                try {
                  Object.defineProperty(handler, 'postMessage', {
                    configurable: true, writable: true,
                    value: function (body) {
                      var stack = stackOf(new Error());
                      send({ kind: 'call', handler: name, stack: stack });
                      var result = original.apply(handler, arguments);
                      if (replying.indexOf(name) >= 0 || !result || typeof result.then !== 'function') { return result; }
                      var watched = new Watched(function (resolve, reject) { result.then(resolve, reject); });
                      watched.report = { kind: 'awaited', handler: name, stack: stack };
                      return watched;
                    }
                  });
                } catch (e) {}
              });
              // A name native never registered reads as undefined, and the page's call then throws
              // a TypeError that does not say which name when it was computed: note each such read.
              try {
                var registered = handlers;
                Object.defineProperty(window.webkit, 'messageHandlers', { configurable: true, enumerable: true, value: new Proxy(registered, {
                  get: function (target, name) {
                    var found = Object.prototype.hasOwnProperty.call(kept, name) ? kept[name] : target[name];
                    if (found === undefined && typeof name === 'string') { send({ kind: 'absent', handler: name, stack: stackOf(new Error()) }); }
                    return typeof found === 'function' ? found.bind(target) : found;
                  }
                }) });
              } catch (e) {}
              // Settling: timers of up to a second and requests in flight keep the page busy; the
              // engine asks \(busy)() and waits while it is above 0. Longer timers, intervals and
              // animation frames do not count (they never end on a live page).
              var timers = new Set();
              var inflight = 0;
              var setTimer = window.setTimeout, clearTimer = window.clearTimeout;
              window.setTimeout = function (handler, delay) {
                var rest = Array.prototype.slice.call(arguments, 2);
                if ((Number(delay) || 0) > 1000) { return setTimer.apply(window, arguments); }
                var id = setTimer.call(window, function () {
                  timers.delete(id);
                  if (typeof handler === 'function') { handler.apply(window, rest); } else { (0, eval)(String(handler)); }
                }, delay);
                timers.add(id);
                return id;
              };
              window.clearTimeout = function (id) { timers.delete(id); return clearTimer.apply(window, arguments); };
              if (typeof window.fetch === 'function') {
                var fetch = window.fetch;
                window.fetch = function () {
                  inflight++;
                  var done = function () { inflight--; };
                  var request = fetch.apply(window, arguments);
                  request.then(done, done);
                  return request;
                };
              }
              var xhrSend = XMLHttpRequest.prototype.send;
              XMLHttpRequest.prototype.send = function () {
                inflight++;
                this.addEventListener('loadend', function () { inflight--; });
                return xhrSend.apply(this, arguments);
              };
              Object.defineProperty(window, '\(busy)', { enumerable: false, value: function () { return timers.size + inflight; } });
              var open = window.open;
              window.open = function (url) {
                send({ kind: 'open', url: String(url), stack: stackOf(new Error()) });
                return open.apply(window, arguments);
              };
              // Exercising: elements a user could activate, in document order, each once. An
              // element counts when it has an on… attribute, a javascript: or other non-web link,
              // or a listener for a user event added through addEventListener.
              var userEvents = /^(click|dblclick|touchstart|touchend|mousedown|mouseup|pointerdown|pointerup|submit|change|input|keydown|keyup)$/;
              var listened = new Set();
              var add = EventTarget.prototype.addEventListener;
              EventTarget.prototype.addEventListener = function (type) {
                if (this instanceof Element && userEvents.test(String(type))) { listened.add(this); }
                return add.apply(this, arguments);
              };
              var activated = new Set();
              function link(element) {
                var href = element.getAttribute && element.getAttribute('href');
                if (!href || !(element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement)) { return null; }
                var scheme = /^\\s*([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
                return scheme && !/^(https?|file|mailto|tel|bridgecheck)$/i.test(scheme[1]) ? href : null;
              }
              function eventTypes(element) {
                var names = [];
                for (var k = 0; k < element.attributes.length; k++) {
                  var name = element.attributes[k].name.toLowerCase();
                  if (name.indexOf('on') === 0 && name.length > 2) { names.push(name.slice(2)); }
                }
                return names;
              }
              // Values a field accepts: its type's simplest valid one, long enough for minlength,
              // the first real option of a select; fields already filled keep their value.
              function fill(form) {
                var fields = form.elements || [];
                for (var k = 0; k < fields.length; k++) {
                  var field = fields[k];
                  if (field.disabled || field.readOnly) { continue; }
                  var type = (field.type || '').toLowerCase();
                  if (type === 'checkbox' || type === 'radio') { if (field.required) { field.checked = true; } continue; }
                  if (field instanceof HTMLSelectElement) {
                    if (field.selectedIndex < 1) { for (var o = 0; o < field.options.length; o++) { if (!field.options[o].disabled && field.options[o].value) { field.selectedIndex = o; break; } } }
                    continue;
                  }
                  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value || ['submit', 'button', 'reset', 'hidden', 'file', 'image'].indexOf(type) >= 0) { continue; }
                  var value = { email: 'a@example.com', url: 'https://example.com/', tel: '0100000000', number: field.min || '1', range: field.min || '1',
                                date: '2026-01-01', time: '12:00', 'datetime-local': '2026-01-01T12:00', month: '2026-01', week: '2026-W01', color: '#000000' }[type] || 'x';
                  var minimum = Number(field.minLength) || 0;
                  while (value.length < minimum) { value += 'x'; }
                  field.value = value;
                  field.dispatchEvent(new Event('input', { bubbles: true }));
                  field.dispatchEvent(new Event('change', { bubbles: true }));
                }
              }
              Object.defineProperty(window, '\(exercise)', { enumerable: false, value: function () {
                var all = document.querySelectorAll('*');
                for (var k = 0; k < all.length; k++) {
                  var element = all[k];
                  if (activated.has(element)) { continue; }
                  var events = eventTypes(element);
                  var href = link(element);
                  if (!events.length && !href && !listened.has(element)) { continue; }
                  activated.add(element);
                  var html = element.outerHTML.slice(0, 200);
                  send({ kind: 'activate', html: html, href: href });
                  if (element instanceof HTMLFormElement) {
                    // A form is filled with values its fields accept, then submitted as a user would.
                    fill(element);
                    if (typeof element.requestSubmit === 'function') { element.requestSubmit(); } else { element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); }
                    return html;
                  }
                  if (element.form) { fill(element.form); }
                  if (events.length === 0 || events.indexOf('click') >= 0 || href) {
                    element.click();
                  }
                  events.forEach(function (type) {
                    if (type !== 'click') { element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })); }
                  });
                  return html;
                }
                return false;
              } });
              window.addEventListener('error', function (event) {
                send({ kind: 'error', message: String(event.message), url: event.filename || null,
                       line: event.lineno | 0, column: event.colno | 0, stack: stackOf(event.error) });
              });
              window.addEventListener('unhandledrejection', function (event) {
                var reason = event.reason;
                var message = reason instanceof Error ? reason.name + ': ' + reason.message : String(reason);
                send({ kind: 'rejection', message: message, stack: stackOf(reason) });
              });
            })();
            """
    }

    /// `script` run so that what it throws comes back as its result (`{"threw": "TypeError: …",
    /// "stack": …}`) instead of reaching the page's error handlers: what native evaluates is
    /// judged on its own, not also as an error of the page.
    public static func guarded(_ script: String) -> String {
        """
        (function () {
          try {
        \(script)
            ;return null;
          } catch (e) {
            return { threw: e instanceof Error ? e.name + ': ' + e.message : String(e), stack: e && typeof e.stack === 'string' ? e.stack : null };
          }
        })();
        """
    }
}
