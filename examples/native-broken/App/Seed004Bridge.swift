import Foundation

// An app imports WebKit; the example compiles anywhere against stand-ins with WebKit's names.
import WebKitStandIns

/// Seed 004: MKWebViewBridge's helpers register handlers with a closure each; showToast is
/// called through the injected CustomScripts.showToast, testWithPromise replies; and the app opens
/// mkwebview://webview?url=… deeplinks.
class MKWebViewController: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
    typealias ReplyHandler = (Any?, String?)
    let webView: WKWebView
    private var postMessageHandlers: [String: (Any) -> Void] = [:]
    private var replyHandlers: [String: (Any) -> ReplyHandler] = [:]

    init(webView: WKWebView) {
        self.webView = webView
        super.init()
        onAddPostMessage()
    }

    /// Subclasses register their handlers here.
    func onAddPostMessage() {}

    func addPostMessageHandler(_ name: String, handler: @escaping (Any) -> Void) {
        postMessageHandlers[name] = handler
        webView.configuration.userContentController.add(self, name: name)
    }

    func addPostMessageReplyHandler(_ name: String, handler: @escaping (Any) -> ReplyHandler) {
        replyHandlers[name] = handler
        webView.configuration.userContentController.addScriptMessageHandler(self, contentWorld: .page, name: name)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        postMessageHandlers[message.name]?(message.body)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
        guard let handler = replyHandlers[message.name] else { return replyHandler(nil, "no handler") }
        let (reply, error) = handler(message.body)
        replyHandler(reply, error)
    }
}

final class SampleWebViewController: MKWebViewController {
    override func onAddPostMessage() {
        addPostMessageHandler("showToast") { res in
            if let res = res as? String {
                print("toast:", res)
            }
        }
        addPostMessageReplyHandler("testWithPromise") { body in
            guard let input = body as? [String: Any], let id = input["id"] as? Int else { return (nil, "expected {id}") }  // expect: param-type-disagrees
            return ("Return Data for \(id)", nil)
        }
    }
}

final class AppDelegate {
    /// mkwebview://webview?url=…&title=…: opens a configured web view.
    func application(_ app: AnyObject, open url: URL, options: [String: Any] = [:]) -> Bool {
        guard url.scheme == "mkwebview", url.host == "webview" else { return false }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let landing = items.first(where: { $0.name == "url" })?.value, URL(string: landing) != nil else { return false }
        print("open web view at", landing)
        return true
    }
}
