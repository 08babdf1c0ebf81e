import Foundation
import dsBridge

/// The native side of examples/dsbridge in Swift: the objects added with addJavascriptObject.
final class JsApiTest: NSObject {
    @objc func testSyn(_ msg: String) -> String { msg + " [syn call]" }

    @objc func testAsyn(_ msg: String, _ completionHandler: (String, Bool) -> Void) {
        completionHandler(msg + " [asyn call]", true)
    }
}

final class JsUserApi: NSObject {
    @objc func getToken(_ args: [String: Any], _ completionHandler: (String, Bool) -> Void) {
        let refresh = args["refresh"] as? Bool ?? false
        completionHandler(refresh ? "fresh-token" : "token", true)
    }
}

final class DSViewController {
    let webView = DWKWebView()

    func install() {
        webView.addJavascriptObject(JsApiTest(), namespace: nil)
        webView.addJavascriptObject(JsUserApi(), namespace: "user")
        webView.callHandler("addValue", arguments: [3, 4]) { value in print("addValue:", value ?? "") }
    }
}
