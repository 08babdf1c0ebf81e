import BridgeRuntime
import Foundation

// An app imports WebKit; the example compiles anywhere against stand-ins with WebKit's names.
import WebKitStandIns

/// Seed 000: three handlers named by a string enum; ios_javascript carries
/// `{"<function>": {params}}` as JSON text and is answered through NativeAppInterface.<function>;
/// customScheme carries mgapp://<function>?k=v URLs; download carries data: URLs.
enum WebMessageHandler: String, CaseIterable {
    case customScheme
    case ios_javascript
    case download
}

final class IWKWebView: NSObject, WKScriptMessageHandler {
    let webView: WKWebView
    /// The pages ios_javascript serves (the manifest's origins).
    static let allowedHost = "m.example.com"

    init(configuration: WKWebViewConfiguration) {
        webView = WKWebView(configuration: configuration)
        super.init()
        let contentController = configuration.userContentController
        contentController.add(self, name: WebMessageHandler.customScheme.rawValue)
        contentController.add(self, name: WebMessageHandler.ios_javascript.rawValue)
        contentController.add(self, name: WebMessageHandler.download.rawValue)
    }

    func removeScriptMessageHandlers() {
        for handler in WebMessageHandler.allCases {
            webView.configuration.userContentController.removeScriptMessageHandler(forName: handler.rawValue)
        }
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.frameInfo.securityOrigin.host == Self.allowedHost else { return }
        switch WebMessageHandler(rawValue: message.name) {
        case .customScheme:
            guard let text = message.body as? String, let url = URL(string: text), url.scheme == "mgapp" else { return }
            schemeMessage(url)
        case .ios_javascript:
            guard let text = message.body as? String, let data = text.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                object.count == 1, let function = object.keys.first, let params = object[function] as? [String: Any]
            else { return }
            switch function {
            case "deviceInfoSetting":
                let name = params["name"] as? String ?? ""
                answer("NativeAppInterface.deviceInfoSetting", ["code": 0, "result": ["device_model": "iPhone", "name": .string(JSString(name))]])
            case "pushTokenInfo":
                answer("NativeAppInterface.pushTokenInfo", ["code": 0, "result": ["platform": "IOS"]])
            default:
                return
            }
        case .download:
            guard let text = message.body as? String, let file = try? DataURL.parse(text) else { return }
            save(file)
        case nil:
            return
        }
    }

    /// mgapp://<function>?k=v: the host names the function.
    private func schemeMessage(_ url: URL) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        switch url.host {
        case "openBrowser":
            guard let target = query.first(where: { $0.name == "url" })?.value.flatMap(URL.init(string:)) else { return }
            print("open", target)
        case "setBadge":
            guard let count = query.first(where: { $0.name == "count" })?.value.flatMap({ Int($0) }) else { return }
            print("badge", count)
        default:
            return
        }
    }

    /// Every answer goes through BridgeRuntime's encoder: no value can break out of the script.
    private func answer(_ callback: String, _ result: ScriptValue) {
        guard let script = try? ReplyScript.call(callback, [.value(result)]) else { return }
        webView.evaluateJavaScript(script)
    }

    private func save(_ file: DataURL) {
        print("save", file.mimeType.essence, file.body.count)
    }
}
