import UIKit
import WebKit

final class WebViewController: UIViewController, WKScriptMessageHandler {
    private var webView: WKWebView!
    private let callbackName = "window.onNativeResult"

    override func viewDidLoad() {
        super.viewDidLoad()
        let controller = WKUserContentController()
        for handler in Handler.allCases {
            controller.add(self, name: handler.rawValue)
        }
        let config = WKWebViewConfiguration()
        config.userContentController = controller
        webView = WKWebView(frame: view.bounds, configuration: config)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        switch message.name {
        case Handler.share.rawValue:
            guard let body = message.body as? [String: Any], let text = body["text"] as? String else { return }
            share(text)
        case Handler.openLink.rawValue:
            guard let url = message.body as? String else { return }
            open(url)
        case Handler.log.rawValue:
            let level = (message.body as? [String: Any])?["level"] as? Int ?? 0
            print(level)
        default:
            break
        }
    }

    private func share(_ text: String) {
        webView.evaluateJavaScript("\(callbackName)(true)")
    }
    private func open(_ url: String) {}
}
