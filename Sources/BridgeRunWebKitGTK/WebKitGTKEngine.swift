import BridgeRun
import CWebKitGTK
import Foundation

/// `PageEngine` on WebKitGTK (API 4.1): the WebKit engine WKWebView is built on, which registers
/// `window.webkit.messageHandlers` as iOS does (plain handlers, handlers with reply, the same
/// `TypeError` for a name native never registered).
///
/// Every page loads from the `bridgecheck://site/` scheme, served from the site's folder; any
/// other request goes to a proxy that refuses it, and is listed. GTK wants one thread: create and
/// run the engine on the main thread. Views are reused from page to page and replaced after a
/// crash or a timeout.
public final class WebKitGTKEngine: PageEngine {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public static let scheme = "bridgecheck"
    static let origin = "bridgecheck://site/"

    /// Initializes GTK; fails when there is no display to open.
    public init() throws(Unavailable) {
        guard gtk_init_check(nil, nil) != 0 else {
            throw Unavailable(description: "GTK could not open a display (DISPLAY is '\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")')")
        }
    }

    public func run(_ jobs: [PageJob], parallel: Int, deadline: Date?, native: NativeSide, progress: ((Int, Int) -> Void)?) -> [PageOutcome] {
        var outcomes = jobs.map { PageOutcome(page: $0.page) }
        var slots: [Slot] = []
        var next = 0
        var done = 0
        let width = max(1, min(parallel, jobs.count))
        let memoryLimit = jobs.compactMap(\.memoryLimitMB).min()
        var memoryChecked = Date.distantPast
        // The deadlines are the loop's own; should the loop itself stop (a modal loop inside
        // GTK, a wait on a web process), a watch from another thread holds them from outside.
        let watch = LoopWatch(stall: (jobs.map(\.timeout).max() ?? 10) + 15)
        defer { watch.stop() }
        while done < jobs.count {
            watch.beat(page: slots.compactMap { $0.job?.page }.first)
            // --memory-limit, held from outside: WebKit's memory-pressure settings let a page grow
            // to 10 GB under a 1,000 MB limit. A web process over it is killed, which the view
            // reports as a crash, worded as the limit it passed.
            if let memoryLimit, Date().timeIntervalSince(memoryChecked) >= 0.2 {
                memoryChecked = Date()
                WebProcessMemory.enforce(limitMB: memoryLimit)
            }
            // Interrupted: the pages running end now and, with those not started, are not run.
            if RunInterruption.shared.requested {
                for slot in slots {
                    guard let index = slot.index else { continue }
                    outcomes[index].ran = false
                    slot.finish()
                    done += 1
                }
                for k in next..<jobs.count { outcomes[k].ran = false }
                done += jobs.count - next
                next = jobs.count
                break
            }
            // Out of time: the pages not started are reported as not run.
            if let deadline, Date() > deadline, next < jobs.count {
                for k in next..<jobs.count { outcomes[k].ran = false }
                done += jobs.count - next
                next = jobs.count
                if done >= jobs.count { break }
            }
            // Fill free slots.
            while slots.count < width || slots.contains(where: { $0.job == nil }), next < jobs.count {
                let slot: Slot
                if let free = slots.first(where: { $0.job == nil }) {
                    slot = free
                } else {
                    slot = Slot(native: native)
                    slots.append(slot)
                }
                slot.start(jobs[next], index: next)
                next += 1
            }
            // Let GLib deliver what is ready, then look at the clocks.
            while g_main_context_iteration(nil, 0) != 0 {}
            for slot in slots {
                guard let index = slot.index, slot.tick() else { continue }
                outcomes[index] = slot.outcome
                slot.finish()
                done += 1
                progress?(done, jobs.count)
            }
            if slots.allSatisfy({ $0.job != nil }) || next >= jobs.count { usleep(1000) }
        }
        for slot in slots { slot.close() }
        return outcomes
    }
}

/// One web view and the page it is running.
final class Slot {
    enum Stage {
        /// Loading, or settling after the load or after an activation.
        case settling
        case evaluating
        case finished
    }

    let native: NativeSide
    var job: PageJob?
    var index: Int?
    var outcome = PageOutcome(page: "")
    var stage = Stage.finished
    var started = Date()
    var lastActivity = Date()
    var deadline = Date()
    var evaluationGeneration = 0
    var activations = 0
    /// The exercise found nothing left to activate (or ran its maximum).
    var exercised = false

    private var context: OpaquePointer?
    private var manager: UnsafeMutablePointer<WebKitUserContentManager>?
    private var view: UnsafeMutablePointer<WebKitWebView>?
    private var window: UnsafeMutablePointer<GtkWidget>?
    /// A view that loads nothing, kept so the page views made after it share its web process.
    private var anchor: UnsafeMutablePointer<WebKitWebView>?
    private var registered: Set<HandlerRegistration> = []
    /// What each handler's signal carries as user data: GLib does not pass the signal's detail
    /// (the handler's name) to the callback.
    private var bindings: [HandlerBinding] = []
    /// The web process died: the page is over and the view must be replaced.
    private var crashed = false
    private var scripts: [String] = []
    var root = ""
    var pageURL = ""

    init(native: NativeSide) { self.native = native }

    var userData: gpointer { Unmanaged.passUnretained(self).toOpaque() }
    static func from(_ pointer: gpointer?) -> Slot? { pointer.map { Unmanaged<Slot>.fromOpaque($0).takeUnretainedValue() } }

    func start(_ job: PageJob, index: Int) {
        self.job = job
        self.index = index
        outcome = PageOutcome(page: job.page)
        root = URL(fileURLWithPath: job.siteRoot).standardizedFileURL.path
        // A fresh view for every page (sharing the slot's web process through its anchor): a page
        // must not inherit another's session storage or history.
        makeView(for: job)
        started = Date()
        lastActivity = started
        deadline = started.addingTimeInterval(job.timeout)
        stage = .settling
        activations = 0
        exercised = job.exercise == nil
        pageURL = WebKitGTKEngine.origin + job.page.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
        if let view { webkit_web_view_load_uri(view, pageURL) }
    }

    func markCrashed() { crashed = true }

    func finish() {
        job = nil
        index = nil
        stage = .finished
    }

    /// Advances the page by the clock; true once the page is done.
    func tick() -> Bool {
        guard let job else { return false }
        let now = Date()
        if crashed {
            crashed = false
            replaceView()
            return done()
        }
        switch stage {
        case .finished:
            return true
        case .settling, .evaluating:
            if now > deadline {
                let what: String
                if case .evaluating = stage { what = "running a script native evaluated" } else { what = outcome.loaded ? (activations > 0 ? "settling after activating an element" : "settling") : "loading" }
                outcome.events.append(.timeout(stage: what))
                replaceView()
                return done()
            }
            if case .settling = stage, outcome.loaded, now.timeIntervalSince(lastActivity) >= job.quietPeriod {
                if let busy = job.busyCheck { start(evaluation: busy, label: "busy", next: 0) } else { settled() }
            }
            return false
        }
    }

    private func done() -> Bool {
        outcome.seconds = Date().timeIntervalSince(started)
        stage = .finished
        return true
    }

    /// The page is quiet: activate the next element, or evaluate the probes once none is left.
    private func settled() {
        guard let job else { return }
        if !exercised, let exercise = job.exercise, activations < job.maxActivations {
            activations += 1
            start(evaluation: exercise, label: "exercise", next: 0)
        } else {
            exercised = true
            evaluate(0)
        }
    }

    /// Evaluates the job's after-settle script `k`, then the next; done after the last.
    private func evaluate(_ k: Int) {
        guard let job else { return }
        guard k < job.afterSettle.count else {
            outcome.seconds = Date().timeIntervalSince(started)
            stage = .finished
            return
        }
        start(evaluation: job.afterSettle[k].script, label: job.afterSettle[k].label, next: k + 1)
    }

    private func start(evaluation script: String, label: String, next: Int) {
        guard let job, let view else { return }
        stage = .evaluating
        deadline = Date().addingTimeInterval(job.timeout)
        evaluationGeneration += 1
        let token = EvaluationToken(slot: self, generation: evaluationGeneration, label: label, next: next)
        webkit_web_view_evaluate_javascript(view, script, gssize(script.utf8.count), nil, "bridgecheck://native/evaluate.js", nil, evaluationFinished, Unmanaged.passRetained(token).toOpaque())
    }

    /// Evaluates what native sends back in answer to a message, not waiting for it.
    func evaluateAnswer(_ script: String, label: String) {
        guard let view else { return }
        let token = EvaluationToken(slot: self, generation: -1, label: label, next: -1)
        webkit_web_view_evaluate_javascript(view, script, gssize(script.utf8.count), nil, "bridgecheck://native/reply.js", nil, evaluationFinished, Unmanaged.passRetained(token).toOpaque())
    }

    fileprivate func evaluationDone(_ token: EvaluationToken, error: String?, result: String?) {
        guard let job else { return }
        if token.label != "busy" { record(.evaluated(label: token.label, error: error, result: result)) }
        lastActivity = Date()
        // A late answer from a view already replaced, or an answer to a reply, changes no stage.
        guard token.generation == evaluationGeneration, case .evaluating = stage else { return }
        if token.label == "busy" {
            // Still waiting on a timer or a request: quiet again, then ask again.
            stage = .settling
            if error == nil, result == "0" { settled() }
            return
        }
        if token.label == "exercise" {
            // It gives the activated element's HTML (a JSON string); `false` when nothing is left,
            // or what it threw: on to the probes.
            if error != nil || !(result?.hasPrefix("\"") ?? false) {
                // Nothing was activated, so nothing new to settle: on to the probes at once.
                exercised = true
                evaluate(0)
                return
            }
            stage = .settling
            deadline = Date().addingTimeInterval(job.timeout)
        } else {
            evaluate(token.next)
        }
    }

    // MARK: The view

    private func replaceView() {
        destroyView(terminate: true)
    }

    /// Removes the view; `terminate` also ends its web process (a page that hangs or crashed).
    func destroyView(terminate: Bool = false) {
        if terminate, let view {
            // The process is shared with the anchor: both go, and the next page starts afresh.
            webkit_web_view_terminate_web_process(view)
            dropAnchor()
        }
        if let window { gtk_widget_destroy(window) }
        if let manager { g_object_unref(manager) }
        window = nil
        view = nil
        manager = nil
        registered = []
        bindings = []
        evaluationGeneration += 1
    }

    private func dropAnchor() {
        if let anchor { g_object_unref(anchor) }
        anchor = nil
    }

    /// The view and its context are gone.
    func close() {
        destroyView()
        dropAnchor()
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        context = nil
    }

    /// The slot's web context, made once: the site's scheme and the dead proxy, shared by the
    /// views it makes one after another (a context per page started a network process per page).
    private func webContext(memoryLimitMB: Int?) -> UnsafeMutablePointer<WebKitWebContext>? {
        if let context { return UnsafeMutablePointer(context) }
        guard let context = Self.newContext(memoryLimitMB: memoryLimitMB) else { return nil }
        self.context = OpaquePointer(context)
        webkit_web_context_register_uri_scheme(context, WebKitGTKEngine.scheme, serveSiteFile, userData, nil)
        let security = webkit_web_context_get_security_manager(context)
        webkit_security_manager_register_uri_scheme_as_secure(security, WebKitGTKEngine.scheme)
        webkit_security_manager_register_uri_scheme_as_cors_enabled(security, WebKitGTKEngine.scheme)
        // Nothing reaches the network: every other request goes to a proxy no one listens on.
        if let data = webkit_web_context_get_website_data_manager(context), let proxy = webkit_network_proxy_settings_new("http://127.0.0.1:9", nil) {
            webkit_website_data_manager_set_network_proxy_settings(data, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy)
            webkit_network_proxy_settings_free(proxy)
        }
        return context
    }

    /// An ephemeral context; with a memory limit, its web processes are killed past it (checked
    /// every half second), which is how a page that exhausts memory ends.
    private static func newContext(memoryLimitMB: Int?) -> UnsafeMutablePointer<WebKitWebContext>? {
        guard let limit = memoryLimitMB, limit > 0, let settings = webkit_memory_pressure_settings_new() else { return webkit_web_context_new_ephemeral() }
        defer { webkit_memory_pressure_settings_free(settings) }
        webkit_memory_pressure_settings_set_memory_limit(settings, guint(limit))
        webkit_memory_pressure_settings_set_kill_threshold(settings, 1.0)
        webkit_memory_pressure_settings_set_poll_interval(settings, 0.5)
        guard let data = webkit_website_data_manager_new_ephemeral() else { return nil }
        defer { g_object_unref(data) }
        var values = [GValue(), GValue()]
        g_value_init(&values[0], webkit_website_data_manager_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(data))
        g_value_init(&values[1], webkit_memory_pressure_settings_get_type())
        g_value_set_boxed(&values[1], UnsafeRawPointer(settings))
        let made: UnsafeMutablePointer<GObject>? = withPropertyNames(["website-data-manager", "memory-pressure-settings"]) { names in
            values.withUnsafeBufferPointer { g_object_new_with_properties(webkit_web_context_get_type(), 2, names, $0.baseAddress) }
        }
        g_value_unset(&values[0])
        g_value_unset(&values[1])
        return made.map { UnsafeMutablePointer<WebKitWebContext>(OpaquePointer($0)) }
    }

    private func makeView(for job: PageJob) {
        destroyView()
        guard let context = webContext(memoryLimitMB: job.memoryLimitMB), let manager = webkit_user_content_manager_new() else { return }
        self.manager = manager
        connect(manager, "script-message-received::\(Instrumentation.channel)", unsafeBitCast(channelReceived, to: GCallback.self))
        webkit_user_content_manager_register_script_message_handler(manager, Instrumentation.channel)
        bindings = job.handlers.map { HandlerBinding(slot: self, name: $0.name) }
        for (handler, binding) in zip(job.handlers, bindings) {
            let pointer = Unmanaged.passUnretained(binding).toOpaque()
            if handler.replies {
                g_signal_connect_data(manager, "script-message-with-reply-received::\(handler.name)", unsafeBitCast(replyMessageReceived, to: GCallback.self), pointer, nil, GConnectFlags(rawValue: 0))
                webkit_user_content_manager_register_script_message_handler_with_reply(manager, handler.name, nil)
            } else {
                g_signal_connect_data(manager, "script-message-received::\(handler.name)", unsafeBitCast(messageReceived, to: GCallback.self), pointer, nil, GConnectFlags(rawValue: 0))
                webkit_user_content_manager_register_script_message_handler(manager, handler.name)
            }
        }
        for (k, source) in job.userScripts.enumerated() {
            // The instrumentation (the first) goes into every frame, so a frame's calls have their
            // own positions; the app's scripts into the main frame, as forMainFrameOnly scripts.
            let frames = k == 0 ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
            if let script = webkit_user_script_new(source, frames, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil) {
                webkit_user_content_manager_add_script(manager, script)
                webkit_user_script_unref(script)
            }
        }
        registered = Set(job.handlers)
        scripts = job.userScripts

        // g_object_new with two construct properties (the context and the content manager), the
        // variadic call spelled out for Swift.
        // Related to the slot's anchor view, the page's view shares its web process: starting a
        // web process for every page was most of a static page's time.
        if anchor == nil {
            var value = GValue()
            g_value_init(&value, webkit_web_context_get_type())
            g_value_set_object(&value, UnsafeMutableRawPointer(context))
            let made: UnsafeMutablePointer<GObject>? = withPropertyNames(["web-context"]) { names in
                withUnsafePointer(to: &value) { g_object_new_with_properties(webkit_web_view_get_type(), 1, names, $0) }
            }
            g_value_unset(&value)
            if let made {
                g_object_ref_sink(made)
                anchor = UnsafeMutablePointer<WebKitWebView>(OpaquePointer(made))
            }
        }
        var values = [GValue(), GValue()]
        g_value_init(&values[0], webkit_user_content_manager_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(manager))
        var names = ["user-content-manager"]
        if let anchor {
            g_value_init(&values[1], webkit_web_view_get_type())
            g_value_set_object(&values[1], UnsafeMutableRawPointer(anchor))
            names.append("related-view")
        } else {
            g_value_init(&values[1], webkit_web_context_get_type())
            g_value_set_object(&values[1], UnsafeMutableRawPointer(context))
            names.append("web-context")
        }
        let created: UnsafeMutablePointer<GObject>? = withPropertyNames(names) { names in
            values.withUnsafeBufferPointer { g_object_new_with_properties(webkit_web_view_get_type(), 2, names, $0.baseAddress) }
        }
        g_value_unset(&values[0])
        g_value_unset(&values[1])
        guard let created else { return }
        let view = UnsafeMutablePointer<WebKitWebView>(OpaquePointer(created))
        self.view = view
        // Nothing is looked at: no GPU compositing, which on a machine without a GPU is software
        // GL and was over half of a run's processor time (perf).
        if let settings = webkit_web_view_get_settings(view) {
            webkit_settings_set_hardware_acceleration_policy(settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
        }
        // An offscreen window gives the page a size and layout, as a phone's screen would.
        let window = gtk_offscreen_window_new()
        gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), 390, 844)
        gtk_container_add(UnsafeMutablePointer(OpaquePointer(window)), UnsafeMutablePointer(OpaquePointer(view)))
        gtk_widget_show_all(window)
        self.window = window

        connect(view, "load-changed", unsafeBitCast(loadChanged, to: GCallback.self))
        connect(view, "decide-policy", unsafeBitCast(decidePolicy, to: GCallback.self))
        connect(view, "resource-load-started", unsafeBitCast(resourceLoadStarted, to: GCallback.self))
        connect(view, "script-dialog", unsafeBitCast(scriptDialog, to: GCallback.self))
        // What would wait on a person is answered or refused at once: GTK's print dialog runs a
        // loop of its own that nothing ends (window.print() hung the run for good), and a file
        // picker, a permission prompt or fullscreen would wait on a click.
        connect(view, "print", unsafeBitCast(printRequested, to: GCallback.self))
        connect(view, "run-file-chooser", unsafeBitCast(fileChooser, to: GCallback.self))
        connect(view, "run-color-chooser", unsafeBitCast(colorChooser, to: GCallback.self))
        connect(view, "permission-request", unsafeBitCast(permissionRequested, to: GCallback.self))
        connect(view, "enter-fullscreen", unsafeBitCast(fullscreenRequested, to: GCallback.self))
        connect(view, "web-process-terminated", unsafeBitCast(webProcessTerminated, to: GCallback.self))
    }

    private func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback) {
        g_signal_connect_data(instance, signal, callback, userData, nil, GConnectFlags(rawValue: 0))
    }

    private func connect<T>(_ instance: UnsafeMutablePointer<T>, _ signal: String, _ callback: GCallback) {
        connect(UnsafeMutableRawPointer(instance), signal, callback)
    }

    // MARK: Events

    func record(_ event: PageEvent) {
        guard job != nil else { return }
        lastActivity = Date()
        guard outcome.events.count < PageOutcome.maxEvents else {
            outcome.droppedEvents += 1
            return
        }
        outcome.events.append(event)
    }

    /// The site file behind a `bridgecheck://site/…` path, nil when it is outside the site.
    func file(forPath path: String) -> String? {
        let decoded = path.removingPercentEncoding ?? path
        let candidate = URL(fileURLWithPath: root + "/" + decoded).standardizedFileURL.path
        guard candidate == root || candidate.hasPrefix(root + "/") else { return nil }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), isFolder.boolValue { return candidate + "/index.html" }
        return candidate
    }
}

/// A handler's name and slot, for its message signal.
final class HandlerBinding {
    unowned let slot: Slot
    let name: String

    init(slot: Slot, name: String) {
        self.slot = slot
        self.name = name
    }
}

/// Carries an evaluation's slot through GLib's callback.
private final class EvaluationToken {
    let slot: Slot
    let generation: Int
    let label: String
    let next: Int

    init(slot: Slot, generation: Int, label: String, next: Int) {
        self.slot = slot
        self.generation = generation
        self.label = label
        self.next = next
    }
}

private func withPropertyNames<R>(_ names: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R?) -> R? {
    let copies = names.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers = copies.map { UnsafePointer<CChar>($0) }
    return pointers.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap(body) }
}

private func string(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// The JSON text of a message body; nil for `undefined` (which JSON cannot hold).
private func json(of value: UnsafeMutablePointer<JSCValue>?) -> String? {
    guard let value, jsc_value_is_undefined(value) == 0 else { return nil }
    return string(jsc_value_to_json(value, 0))
}

private let MIMETypes = [
    "html": "text/html", "htm": "text/html", "js": "text/javascript", "mjs": "text/javascript", "css": "text/css", "json": "application/json",
    "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    "ico": "image/x-icon", "woff": "font/woff", "woff2": "font/woff2", "txt": "text/plain",
]

private let serveSiteFile: @convention(c) (UnsafeMutablePointer<WebKitURISchemeRequest>?, gpointer?) -> Void = { request, data in
    guard let request, let slot = Slot.from(data) else { return }
    let uri = String(cString: webkit_uri_scheme_request_get_uri(request))
    let path = String(cString: webkit_uri_scheme_request_get_path(request))
    func fail(_ code: Int32, _ message: String) {
        let error = g_error_new_literal(g_quark_from_static_string("bridgecheck"), code, message)
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }
    guard uri.hasPrefix(WebKitGTKEngine.origin), let file = slot.file(forPath: path), let bytes = FileManager.default.contents(atPath: file) else {
        slot.record(.missingFile(url: uri))
        fail(404, "not in the site: \(uri)")
        return
    }
    slot.lastActivity = Date()
    let copy = g_malloc(gsize(max(bytes.count, 1)))
    bytes.withUnsafeBytes { if let base = $0.baseAddress { copy?.copyMemory(from: base, byteCount: bytes.count) } }
    let stream = g_memory_input_stream_new_from_data(copy, gssize(bytes.count), g_free)
    let mime = MIMETypes[URL(fileURLWithPath: file).pathExtension.lowercased()] ?? "application/octet-stream"
    webkit_uri_scheme_request_finish(request, stream, gint64(bytes.count), mime)
    g_object_unref(stream)
}

private let channelReceived: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, result, data in
    guard let slot = Slot.from(data), let result, let text = json(of: webkit_javascript_result_get_js_value(result)) else { return }
    slot.record(.instrumentation(json: text))
}

private func binding(_ data: gpointer?) -> HandlerBinding? { data.map { Unmanaged<HandlerBinding>.fromOpaque($0).takeUnretainedValue() } }

private let messageReceived: @convention(c) (UnsafeMutablePointer<WebKitUserContentManager>?, OpaquePointer?, gpointer?) -> Void = { _, result, data in
    guard let binding = binding(data), let result else { return }
    deliver(binding.slot, handler: binding.name, result: webkit_javascript_result_get_js_value(result), reply: nil)
}

private let replyMessageReceived: @convention(c) (UnsafeMutablePointer<WebKitUserContentManager>?, UnsafeMutablePointer<JSCValue>?, OpaquePointer?, gpointer?) -> gboolean = { _, value, reply, data in
    guard let binding = binding(data) else { return 0 }
    deliver(binding.slot, handler: binding.name, result: value, reply: reply)
    return 1
}

private func deliver(_ slot: Slot, handler: String, result: UnsafeMutablePointer<JSCValue>?, reply: OpaquePointer?) {
    let body = json(of: result)
    slot.record(.message(handler: handler, bodyJSON: body, stack: nil))
    let response = slot.native.message(handler: handler, bodyJSON: body)
    if let reply {
        switch response.reply {
        case .value(let text)?:
            if let context = jsc_value_get_context(result), let value = jsc_value_new_from_json(context, text) {
                webkit_script_message_reply_return_value(reply, value)
                g_object_unref(value)
            } else {
                webkit_script_message_reply_return_error_message(reply, "bridgecheck: reply is not JSON")
            }
        case .error(let message)?:
            webkit_script_message_reply_return_error_message(reply, message)
        case nil:
            webkit_script_message_reply_return_value(reply, jsc_value_new_null(jsc_value_get_context(result)))
        }
    }
    let index = slot.outcome.events.reduce(0) { count, event in
        if case .message = event { return count + 1 }
        return count
    } - 1
    for script in response.evaluate { slot.evaluateAnswer(script, label: "answer #\(index)") }
}

private let evaluationFinished: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = { source, result, data in
    guard let data else { return }
    let token = Unmanaged<EvaluationToken>.fromOpaque(data).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    let value = webkit_web_view_evaluate_javascript_finish(UnsafeMutablePointer<WebKitWebView>(OpaquePointer(source)), result, &error)
    let text = json(of: value)
    if let value { g_object_unref(value) }
    var message: String?
    if let error {
        message = String(cString: error.pointee.message)
        g_error_free(error)
    }
    token.slot.evaluationDone(token, error: message, result: text)
}

private let loadChanged: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, WebKitLoadEvent, gpointer?) -> Void = { view, event, data in
    guard let slot = Slot.from(data) else { return }
    slot.lastActivity = Date()
    if event == WEBKIT_LOAD_FINISHED { slot.outcome.loaded = true }
}

private let decidePolicy: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, gpointer?) -> gboolean = { _, decision, type, data in
    guard let slot = Slot.from(data), let decision, type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION || type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION else { return 0 }
    let navigation = UnsafeMutablePointer<WebKitNavigationPolicyDecision>(OpaquePointer(decision))
    guard let action = webkit_navigation_policy_decision_get_navigation_action(navigation), let request = webkit_navigation_action_get_request(action),
        let uri = webkit_uri_request_get_uri(request).map({ String(cString: $0) })
    else { return 0 }
    let newWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
    if slot.native.isBridgeURL(uri) {
        // A bridge call by navigation: native takes it (or, when it reads the scheme only from
        // postMessage, the navigation fails in the app); never loaded either way.
        slot.record(.navigation(url: uri, takenByNative: slot.native.takesNavigation(to: uri), newWindow: newWindow, stack: nil))
        webkit_policy_decision_ignore(decision)
        return 1
    }
    if uri.hasPrefix(WebKitGTKEngine.origin), !newWindow {
        // The page itself, its frames and links inside the site load; leaving the page is seen
        // by the load events.
        if uri != slot.pageURL, slot.outcome.loaded { slot.record(.navigation(url: uri, takenByNative: false, newWindow: false, stack: nil)) }
        webkit_policy_decision_use(decision)
        return 1
    }
    if uri == "about:blank" || uri.hasPrefix("data:") || uri.hasPrefix("blob:") || uri.hasPrefix("javascript:") { return 0 }
    slot.record(newWindow ? .navigation(url: uri, takenByNative: false, newWindow: true, stack: nil) : .blockedRequest(url: uri))
    webkit_policy_decision_ignore(decision)
    return 1
}

private let resourceLoadStarted: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, UnsafeMutablePointer<WebKitURIRequest>?, gpointer?) -> Void = { _, _, request, data in
    guard let slot = Slot.from(data), let request, let uri = webkit_uri_request_get_uri(request).map({ String(cString: $0) }) else { return }
    slot.lastActivity = Date()
    if uri.hasPrefix(WebKitGTKEngine.scheme + ":") || uri.hasPrefix("data:") || uri.hasPrefix("blob:") || uri == "about:blank" { return }
    slot.record(.blockedRequest(url: uri))
}

private let scriptDialog: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = { _, dialog, data in
    guard let slot = Slot.from(data), let dialog else { return 0 }
    let kinds = [WEBKIT_SCRIPT_DIALOG_ALERT: "alert", WEBKIT_SCRIPT_DIALOG_CONFIRM: "confirm", WEBKIT_SCRIPT_DIALOG_PROMPT: "prompt", WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: "beforeunload"]
    let type = webkit_script_dialog_get_dialog_type(dialog)
    slot.record(.dialog(kind: kinds[type] ?? "dialog", message: webkit_script_dialog_get_message(dialog).map { String(cString: $0) } ?? ""))
    // A before-unload prompt is confirmed: the page may be left, as the app's web view would.
    if type == WEBKIT_SCRIPT_DIALOG_CONFIRM || type == WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM { webkit_script_dialog_confirm_set_confirmed(dialog, 1) }
    // Answered at once: a page waiting on a dialog would never settle.
    return 1
}

private let webProcessTerminated: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, WebKitWebProcessTerminationReason, gpointer?) -> Void = { _, reason, data in
    // Terminated by the engine itself (a page that timed out): already recorded.
    guard let slot = Slot.from(data), reason != WEBKIT_WEB_PROCESS_TERMINATED_BY_API else { return }
    var text = reason == WEBKIT_WEB_PROCESS_CRASHED ? "crashed" : reason == WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT ? "exceeded its memory limit" : "was terminated"
    // Ended for --memory-limit, by WebKit or by the engine's own watch (whichever saw it first):
    // one wording.
    let killed = WebProcessMemory.takeKilled()
    if let limit = killed ?? (reason == WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT ? slot.job?.memoryLimitMB : nil) { text = "passed the --memory-limit of \(limit) MiB and was ended" }
    slot.record(.crashed(reason: "the web process \(text)"))
    slot.markCrashed()
}

private let printRequested: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
    Slot.from(data)?.record(.dialog(kind: "print", message: ""))
    // Handled: nothing is printed and no dialog opens.
    return 1
}

private let fileChooser: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = { _, request, data in
    Slot.from(data)?.record(.dialog(kind: "file chooser", message: ""))
    if let request { webkit_file_chooser_request_cancel(UnsafeMutablePointer(request)) }
    return 1
}

private let colorChooser: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = { _, request, data in
    Slot.from(data)?.record(.dialog(kind: "color chooser", message: ""))
    if let request { webkit_color_chooser_request_cancel(UnsafeMutablePointer(request)) }
    return 1
}

private let permissionRequested: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = { _, request, data in
    Slot.from(data)?.record(.dialog(kind: "permission request", message: ""))
    // Refused, as an app that never asked for the permission refuses it.
    if let request { webkit_permission_request_deny(request) }
    return 1
}

private let fullscreenRequested: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, gpointer?) -> gboolean = { _, data in
    Slot.from(data)?.record(.dialog(kind: "fullscreen", message: ""))
    return 1
}

/// Holds web processes to `--memory-limit`: this process's children that are WebKit web
/// processes, read from /proc (Linux), are killed once resident memory passes the limit.
enum WebProcessMemory {
    nonisolated(unsafe) private static var killed: [Int] = []

    static func enforce(limitMB: Int) {
        #if os(Linux)
            let me = getpid()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
            for entry in entries {
                guard let pid = pid_t(entry), let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { continue }
                var name = "", parent: pid_t = 0, resident = 0
                for line in status.split(separator: "\n") {
                    if line.hasPrefix("Name:") { name = line.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                    if line.hasPrefix("PPid:") { parent = pid_t(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) ?? 0 }
                    if line.hasPrefix("VmRSS:") { resident = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0 }
                }
                guard parent == me, name.hasPrefix("WebKitWebProces"), resident > limitMB << 10 else { continue }
                kill(pid, SIGKILL)
                killed.append(limitMB)
            }
        #endif
    }

    /// The limit of the oldest kill not yet reported, if any: the crash being reported is its.
    static func takeKilled() -> Int? {
        killed.isEmpty ? nil : killed.removeFirst()
    }
}

/// Holds a run's time from outside the web engine: the run loop beats at every turn, and if it
/// stops beating for longer than a page may take (GTK's print dialog ran a loop of its own that
/// nothing ended), the web processes are killed, which ends any wait on them; if the loop is
/// still stuck ten seconds later, the run ends with an error naming the page rather than never.
public final class LoopWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date()
    private var page: String?
    private var stopped = false

    /// What is said when the run is given up on, the loop having not beaten for `seconds`.
    public static func message(page: String?, seconds: TimeInterval) -> String {
        "error: the web engine stopped answering\(page.map { " during \($0)" } ?? "") for \(Int(seconds)) s; the run is ended\n"
    }

    /// Watches from a thread of its own, looking every `poll` seconds: past `stall` seconds
    /// without a beat it calls `onStall` once (until the loop beats again), and past `stall +
    /// grace` it calls `giveUp` with the message and stops watching. The defaults kill the web
    /// processes, then every child, write the message and end the process with exit 2; tests
    /// pass their own.
    public init(
        stall: TimeInterval, grace: TimeInterval = 10, poll: TimeInterval = 0.25,
        onStall: @escaping @Sendable () -> Void = { for child in ChildWebProcesses.running() { kill(child, SIGKILL) } },
        giveUp: @escaping @Sendable (String) -> Void = { text in
            FileHandle.standardError.write(Data(text.utf8))
            for child in ChildWebProcesses.running(all: true) { kill(child, SIGKILL) }
            _exit(2)
        }
    ) {
        let thread = Thread { [self] in
            var killed = false
            while true {
                usleep(useconds_t(max(0.001, poll) * 1_000_000))
                let (since, page, stopped) = lock.withLock { (Date().timeIntervalSince(last), self.page, self.stopped) }
                if stopped { return }
                if since > stall, !killed {
                    killed = true
                    onStall()
                } else if since > stall + grace {
                    giveUp(Self.message(page: page, seconds: since))
                    return
                } else if since <= stall {
                    killed = false
                }
            }
        }
        thread.name = "bridgecheck run loop watch"
        thread.start()
    }

    public func beat(page: String?) {
        lock.withLock {
            last = Date()
            self.page = page
        }
    }

    public func stop() { lock.withLock { stopped = true } }
}

/// This process's children that are WebKit's web processes (or, with `all`, every child), from /proc.
public enum ChildWebProcesses {
    public static func running(all: Bool = false) -> [pid_t] {
        #if os(Linux)
            let me = getpid()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
            return entries.compactMap { entry -> pid_t? in
                guard let pid = pid_t(entry), let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { return nil }
                var name = "", parent: pid_t = 0
                for line in status.split(separator: "\n") {
                    if line.hasPrefix("Name:") { name = line.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                    if line.hasPrefix("PPid:") { parent = pid_t(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) ?? 0 }
                }
                return parent == me && (all || name.hasPrefix("WebKitWebProces")) ? pid : nil
            }
        #else
            return []
        #endif
    }
}
