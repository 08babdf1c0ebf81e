import BridgeContract
import BridgeJSON
import Foundation

/// The MKWebViewBridge deeplink that configures a web view (seed 004):
/// `mkwebview://webview?url=https://…&title=…&navigationColor=FFFFFF&tintColor=000000&statusBarColor=FFFFFF`.
public struct WebViewDeeplink: Sendable, Hashable {
    /// The page to open: an absolute `http` or `https` URL, never `javascript:`, `data:` or `file:`.
    public var url: String
    public var title: String?
    public var leftButton: Bool?
    public var rightButton: Bool?
    public var removeStack: Bool?
    /// Colours as six or eight uppercase hex digits (`RRGGBB` or `RRGGBBAA`), `#` removed.
    public var navigationColor: String?
    public var statusBarColor: String?
    public var tintColor: String?

    public init(
        url: String, title: String? = nil, leftButton: Bool? = nil, rightButton: Bool? = nil, removeStack: Bool? = nil,
        navigationColor: String? = nil, statusBarColor: String? = nil, tintColor: String? = nil
    ) {
        self.url = url
        self.title = title
        self.leftButton = leftButton
        self.rightButton = rightButton
        self.removeStack = removeStack
        self.navigationColor = navigationColor
        self.statusBarColor = statusBarColor
        self.tintColor = tintColor
    }

    /// As MKWebViewConfiguration decides: the bar shows when any option other than the URL and
    /// removeStack is set.
    public var navigationBarIsEnabled: Bool {
        title != nil || leftButton != nil || rightButton != nil || navigationColor != nil || statusBarColor != nil || tintColor != nil
    }

    /// Every parameter the deeplink understands.
    public static let parameterNames = ["url", "title", "leftBtn", "rightBtn", "removeStack", "navigationColor", "statusBarColor", "tintColor"]

    /// Reads a parsed URL; `scheme` and `host` are the ones the contract declares.
    public static func decode(_ url: SchemeURL, scheme: String, host: String) throws(SchemeURLError) -> WebViewDeeplink {
        guard url.scheme == scheme.lowercased() else { throw .wrongScheme(expected: scheme, got: url.scheme) }
        guard url.host.lowercased() == host.lowercased() else { throw .wrongHost(expected: host, got: url.host) }
        // By position in `parameterNames`: a Set of the names cost more than the rest of the check.
        var seen = [Bool](repeating: false, count: parameterNames.count)
        for item in url.query {
            guard let known = parameterNames.firstIndex(of: item.name) else {
                let hint = Suggestion.hint(for: item.name, in: parameterNames)
                throw .deeplink(parameter: item.name, problem: "unknown parameter\(hint); known: \(parameterNames.joined(separator: ", "))")
            }
            guard !seen[known] else { throw .deeplink(parameter: item.name, problem: "given more than once") }
            seen[known] = true
        }
        guard let target = url.value("url"), !target.isEmpty else {
            throw .deeplink(parameter: "url", problem: "missing; the deeplink must say which page to open")
        }
        guard let components = URLComponents(string: target), let s = components.scheme?.lowercased(), s == "http" || s == "https",
            let h = components.host, !h.isEmpty
        else {
            throw .deeplink(parameter: "url", problem: "\(JSONWriter.quoted(String(target.prefix(80)))) is not an absolute http(s) URL; percent-encode a nested URL's own '&' and '?'")
        }
        func bool(_ name: String) throws(SchemeURLError) -> Bool? {
            guard let v = url.value(name) else { return nil }
            switch v.lowercased() {
            case "true", "1", "yes", "y": return true
            case "false", "0", "no", "n": return false
            default: throw .deeplink(parameter: name, problem: "\(JSONWriter.quoted(v)) is not a boolean (true/false, 1/0, yes/no, Y/N)")
            }
        }
        func color(_ name: String) throws(SchemeURLError) -> String? {
            guard var v = url.value(name) else { return nil }
            if v.hasPrefix("#") { v.removeFirst() }
            // On bytes: hex digits are ASCII, so six or eight of them are six or eight bytes.
            let isHex = v.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
            guard v.utf8.count == 6 || v.utf8.count == 8, isHex else {
                throw .deeplink(parameter: name, problem: "\(JSONWriter.quoted(v)) is not a hex colour (RRGGBB or RRGGBBAA, e.g. FFFFFF)")
            }
            return v.uppercased()
        }
        return WebViewDeeplink(
            url: target, title: url.value("title"), leftButton: try bool("leftBtn"), rightButton: try bool("rightBtn"),
            removeStack: try bool("removeStack"), navigationColor: try color("navigationColor"),
            statusBarColor: try color("statusBarColor"), tintColor: try color("tintColor"))
    }

    /// The configuration as JSON, keys as MKWebViewConfiguration names them.
    public var json: JSONValue {
        var o = JSONObject()
        o["urlString"] = .string(url)
        if let title { o["title"] = .string(title) }
        if let leftButton { o["leftBtn"] = .bool(leftButton) }
        if let rightButton { o["rightBtn"] = .bool(rightButton) }
        if let navigationColor { o["navigationColor"] = .string(navigationColor) }
        if let statusBarColor { o["statusBarColor"] = .string(statusBarColor) }
        if let tintColor { o["tintColor"] = .string(tintColor) }
        if let removeStack { o["removeStack"] = .bool(removeStack) }
        o["navigationBarIsEnable"] = .bool(navigationBarIsEnabled)
        return .object(o)
    }
}
