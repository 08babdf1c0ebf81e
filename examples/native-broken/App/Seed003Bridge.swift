import BridgeRuntime
import Foundation

// An app imports WebKit; the example compiles anywhere against stand-ins with WebKit's names.
import WebKitStandIns

/// Seed 003: one handler per task, registered from the task table; `_ios.MessageHandler` adds
/// metadata.sequence, and native answers with onSuccess/onFailure(sequence, payloadJSON).
struct Metadata {
    let sequence: Int
}

final class TaskBridge: NSObject, WKScriptMessageHandler {
    typealias TaskHandler = (_ parameters: [String: Any]) throws -> [String: Any]?
    private var taskHandlers = [String: TaskHandler]()
    let webView: WKWebView

    init(webView: WKWebView) {
        self.webView = webView
        super.init()
        taskHandlers["test"] = { parameters in
            let query = parameters["query"] as? String ?? ""
            let limit = parameters["limit"] as? Int ?? 10
            return ["query": query, "limit": limit]
        }
        taskHandlers.keys.forEach {
            webView.configuration.userContentController.add(self, name: $0)
        }
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let parameters = message.body as? [String: Any], let metaJson = parameters["metadata"] as? [String: Any],
            let sequence = metaJson["sequence"] as? Int
        else { return }
        let metadata = Metadata(sequence: sequence)
        guard let taskHandler = taskHandlers[message.name] else {
            onFailure(metadata, ["message": "handler with name '\(message.name)' not exists"])
            return
        }
        do {
            onSuccess(metadata, try taskHandler(parameters))
        } catch {
            onFailure(metadata, ["message": "\(error)"])
        }
    }

    private func onSuccess(_ metadata: Metadata, _ payload: [String: Any]?) {
        // Seed 003 calls onSuccess(sequence) with no payload when there is none: the page's
        // JSON.parse(payload) then throws.
        complete("window._ios.MessageHandler.onSuccess", metadata, payload)  // expect: callback-arguments-disagree
    }

    private func onFailure(_ metadata: Metadata, _ payload: [String: Any]?) {
        complete("window._ios.MessageHandler.onFailure", metadata, payload)  // expect: callback-arguments-disagree
    }

    /// Seed 003's own reply: the JSON text pasted into a single-quoted literal.
    private func complete(_ callback: String, _ metadata: Metadata, _ payload: [String: Any]?) {
        var script = "\(callback)(\(metadata.sequence));"
        if let payload, let data = try? JSONSerialization.data(withJSONObject: payload), let json = String(data: data, encoding: .utf8) {
            script = "\(callback)(\(metadata.sequence), '\(json)');"  // expect: unencoded-script-interpolation
        }
        webView.evaluateJavaScript(script)
    }
}
