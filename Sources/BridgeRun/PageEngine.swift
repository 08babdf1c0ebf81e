import Foundation

/// A web engine that loads a site's pages with the bridge's handlers registered, the way an app's
/// web view does. WebKitGTK implements it on Linux (`BridgeRunWebKitGTK`); a WKWebView port is one
/// more type conforming to it. Everything else `bridgecheck run` does is engine-independent.
/// Set when the run is interrupted (SIGINT or SIGTERM): the engine starts no further page and
/// ends the ones running, which come back with `ran` false, so the report of what did run is
/// still written.
public final class RunInterruption: @unchecked Sendable {
    public static let shared = RunInterruption()
    private let lock = NSLock()
    private var flag = false
    public var requested: Bool { lock.withLock { flag } }
    public func request() { lock.withLock { flag = true } }
}

public protocol PageEngine: AnyObject {
    /// Loads each job's page and records what happens, up to `parallel` pages at once, asking
    /// `native` how to answer every message as it arrives; starts no page after `deadline` (those
    /// come back with `ran` false). Outcomes come back in job order.
    func run(_ jobs: [PageJob], parallel: Int, deadline: Date?, native: NativeSide, progress: ((Int, Int) -> Void)?) -> [PageOutcome]
}

/// One page to load.
public struct PageJob: Sendable {
    /// The site's folder (absolute): the only files the page may load.
    public var siteRoot: String
    /// The page, relative to `siteRoot` with `/` separators.
    public var page: String
    /// Handlers to register, as the manifest declares them.
    public var handlers: [HandlerRegistration]
    /// Scripts injected at document start in the page world, in order: the instrumentation first
    /// (into every frame), then the user scripts the manifest names (into the main frame).
    public var userScripts: [String]
    /// Evaluated once the page has settled, again after each time it settles anew, until it
    /// returns `false` or has run `maxActivations` times: activates the next element a user
    /// could (`Instrumentation.exerciseCall`). Nil loads the page only.
    public var exercise: String?
    public var maxActivations = 50
    /// Scripts native evaluates once the page has settled (after exercising), each with a label
    /// for the outcome.
    public var afterSettle: [(label: String, script: String)]
    /// Longest wait for the page to load and settle, then for each evaluation.
    public var timeout: TimeInterval
    /// The page has settled when this long passes with no message and no load activity, and
    /// `busyCheck` (when given) evaluates to 0.
    public var quietPeriod: TimeInterval
    /// Evaluated once the page is quiet: a number of things still pending (short timers,
    /// requests); the page settles at 0 (`Instrumentation.busyCall`).
    public var busyCheck: String?
    /// The web process's memory limit in MiB: a page that grows past it has its process killed
    /// (a `crashed` event). Nil leaves WebKit's default (no limit). Read when a slot's context is
    /// made, so it is the same for every job of a run.
    public var memoryLimitMB: Int?

    public init(
        siteRoot: String, page: String, handlers: [HandlerRegistration], userScripts: [String], exercise: String? = nil,
        afterSettle: [(label: String, script: String)] = [], timeout: TimeInterval = 10, quietPeriod: TimeInterval = 0.05, busyCheck: String? = nil
    ) {
        self.busyCheck = busyCheck
        self.exercise = exercise
        self.siteRoot = siteRoot
        self.page = page
        self.handlers = handlers
        self.userScripts = userScripts
        self.afterSettle = afterSettle
        self.timeout = timeout
        self.quietPeriod = quietPeriod
    }
}

public struct HandlerRegistration: Sendable, Hashable {
    public var name: String
    /// Registered as a handler with reply: `postMessage` returns a Promise.
    public var replies: Bool

    public init(name: String, replies: Bool) {
        self.name = name
        self.replies = replies
    }
}

/// What native does with a message: the reply of a handler with reply (a JSON value, or an error
/// message the Promise rejects with) and scripts it evaluates in answer, as seed 003's native
/// calls `onSuccess`.
public struct NativeResponse: Sendable {
    public enum Reply: Sendable, Hashable {
        case value(json: String)
        case error(String)
    }

    public var reply: Reply?
    public var evaluate: [String]

    public init(reply: Reply? = nil, evaluate: [String] = []) {
        self.reply = reply
        self.evaluate = evaluate
    }
}

/// The native side the engine calls: `message` for each message a registered handler receives
/// (its body as JSON text, nil for `undefined`), `navigation` for each navigation the page starts,
/// which native may take (a bridge URL) and cancel.
public protocol NativeSide: AnyObject {
    func message(handler: String, bodyJSON: String?) -> NativeResponse
    /// Whether native takes this URL instead of the web view loading it.
    func takesNavigation(to url: String) -> Bool
    /// Whether the URL has a scheme the contract declares: a bridge call, whether or not native
    /// reads it from navigations.
    func isBridgeURL(_ url: String) -> Bool
}

/// Everything one page did, in the order it happened.
public struct PageOutcome: Sendable {
    public var page: String
    public var events: [PageEvent] = []
    /// The page loaded (the engine saw its load finish).
    public var loaded = false
    /// False for a page the engine never started (the run's time was up).
    public var ran = true
    /// Seconds from the start of the load until the page settled (or was given up on).
    public var seconds: Double = 0
    /// Events past `PageOutcome.maxEvents`, counted but not kept: a page that posts in a loop
    /// must not grow the run's memory without bound.
    public var droppedEvents = 0
    public static let maxEvents = 5_000

    public init(page: String) { self.page = page }
}

public enum PageEvent: Sendable, Hashable {
    /// A registered handler received a message; `stack` is the page's stack at the call (from
    /// the instrumentation), nil when the page called around it.
    case message(handler: String, bodyJSON: String?, stack: String?)
    /// A navigation the page started (link, `location.href`, iframe, `window.open`), with
    /// whether native took it (a bridge URL) and whether it was a new window.
    case navigation(url: String, takenByNative: Bool, newWindow: Bool, stack: String?)
    /// A request for something outside the site, refused.
    case blockedRequest(url: String)
    /// A request inside the site for a file that does not exist.
    case missingFile(url: String)
    /// `alert`, `confirm`, `prompt` or a before-unload prompt, answered by the engine without
    /// waiting; or (with no message) `print`, a file or color chooser, a permission request or
    /// fullscreen, refused at once.
    case dialog(kind: String, message: String)
    /// The page did not settle in time: `stage` says where it was (loading, settling, evaluating).
    case timeout(stage: String)
    /// The web process died.
    case crashed(reason: String)
    /// A report from the instrumentation script (JSON text): a call's stack, an error, a
    /// rejection. `PageReport` pairs and reads them; engines only pass them on.
    case instrumentation(json: String)
    /// A script native evaluated, with the exception the engine reports, if any, and its
    /// result as JSON text (nil for `undefined`). Native's answer to the message at index N
    /// (counting `.message` events from 0) is labelled `answer #N`.
    case evaluated(label: String, error: String?, result: String?)
}
