import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Cordova's service names: plugin.xml and config.xml map each `<feature name="Service">` to the
/// class in its `<param name="ios-package" value="Class"/>`. A class no file maps is its own
/// service name.
public final class CordovaFeatures: NSObject, XMLParserDelegate {
    /// Class name → service name.
    private(set) var services: [String: String] = [:]
    private var feature: String?

    public static func read(_ files: [String]) -> [String: String] {
        let reader = CordovaFeatures()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let parser = XMLParser(data: data)
            parser.delegate = reader
            // A malformed file maps what it maps before the error; the rest is class names.
            _ = parser.parse()
            reader.feature = nil
        }
        return reader.services
    }

    public func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "feature":
            feature = attributes["name"]
        case "param" where attributes["name"] == "ios-package":
            if let feature, let value = attributes["value"], !value.isEmpty { services[value] = feature }
        default:
            break
        }
    }

    public func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "feature" { feature = nil }
    }
}
