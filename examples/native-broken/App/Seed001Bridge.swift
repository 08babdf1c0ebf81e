import BridgeRuntime
import Foundation

// An app imports WebKit; the example compiles anywhere against stand-ins with WebKit's names.
import WebKitStandIns

/// Seed 001: the EXAMPLE handler gets `{action, param}` objects and answers with
/// fromNative('<count>'); the coordinator is the message handler.
final class WebViewCoordinator: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?

    func makeWebView() -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(self, name: "EXAMPLE")
        let webView = WKWebView(configuration: configuration)
        self.webView = webView
        return webView
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.name == "EXAMPLE" else { return }
        received(message.body as! [String: Any])  // expect: force-cast-page-data
    }

    private func received(_ value: [String: Any]) {
        guard let action = value["action"] as? String else { return }
        switch action {
        case "pong":
            if let param = value["param"] as? [String: Any] {
                pong(param: param)
            }
        default:
            return
        }
    }

    private func pong(param: [String: Any]) {
        guard let count = param["count"] as? String else { return }
        let number = Int(count)!  // expect: force-unwrap-page-data
        // expect-manifest: callback-never-evaluated fromNative
        guard let script = try? ReplyScript.call("fromNativ", [.value(.string(JSString(String(number + 1))))]) else { return }  // expect: callback-not-in-manifest
        webView?.evaluateJavaScript(script)
    }
}
