import Foundation

// An app imports WebKit; the example compiles anywhere against stand-ins with WebKit's names.
import WebKitStandIns

/// Seed 002: a plain handler with a string body, and a replying one whose postMessage returns a
/// Promise of the reply.
final class WebViewController: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
    func configure(_ contentController: WKUserContentController) {
        contentController.add(self, name: "nativeHandler")
        contentController.addScriptMessageHandler(self, contentWorld: .page, name: "nativeReplyHandler")
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        if message.name == "nativeHandler", let body = message.body as? String {
            print("from JavaScript:", body)
        }
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
        guard message.name == "nativeReplyHandler", let body = message.body as? String else {
            replyHandler(nil, "expected a string")
            return
        }
        replyHandler("Swift: \(body.uppercased())", nil)
    }
}
