import UIKit
import WebKit
import WebViewJavascriptBridge

/// The native side of examples/webviewjavascriptbridge in Swift.
final class ViewController: UIViewController {
    private var bridge: WKWebViewJavascriptBridge?
    private let webView = WKWebView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let bridge = WKWebViewJavascriptBridge(for: webView)
        bridge?.registerHandler("getUserInfo") { data, responseCallback in
            let fields = (data as? [String: Any])?["fields"] as? [String]
            print("fields", fields ?? [])
            responseCallback?(["name": "Ada"])
        }
        bridge?.registerHandler("share") { data, _ in
            guard let options = data as? [String: Any], let text = options["text"] as? String else { return }
            print("share", text, options["url"] as? String ?? "")
        }
        self.bridge = bridge
    }

    func showBanner(_ text: String) {
        bridge?.callHandler("showBanner", data: ["text": text])
    }
}
