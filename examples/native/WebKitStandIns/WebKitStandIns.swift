import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The few WebKit types the example app uses, with WebKit's names and signatures, so the example
// compiles on Linux (where there is no WebKit) and reads exactly as iOS code. On Apple platforms
// the app imports WebKit itself. None of this is part of bridgecheck.

public final class WKContentWorld: Sendable {
    public static let page = WKContentWorld()
}

public struct WKSecurityOrigin {
    public var `protocol`: String
    public var host: String
    public var port: Int
}

open class WKFrameInfo {
    public var isMainFrame = true
    public var securityOrigin = WKSecurityOrigin(protocol: "https", host: "", port: 0)
}

open class WKScriptMessage {
    open var name: String = ""
    open var body: Any = ""
    open var frameInfo = WKFrameInfo()
    public init() {}
}

public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

public protocol WKScriptMessageHandlerWithReply: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void)
}

open class WKUserScript {
    public enum InjectionTime { case atDocumentStart, atDocumentEnd }
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {}
}

open class WKUserContentController {
    public init() {}
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {}
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {}
    open func addScriptMessageHandler(_ handler: WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
    open func addUserScript(_ userScript: WKUserScript) {}
}

open class WKWebViewConfiguration {
    public init() {}
    open var userContentController = WKUserContentController()
}

public enum WKNavigationActionPolicy { case cancel, allow }

open class WKNavigationAction {
    open var request = URLRequest(url: URL(fileURLWithPath: "/"))
}

public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
}

open class WKWebView {
    open var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    public init(configuration: WKWebViewConfiguration) { self.configuration = configuration }
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}
