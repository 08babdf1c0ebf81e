import Foundation

/// The Swift files under the paths `bridgecheck native` is given, in a stable order.
public enum SwiftSources {
    /// Folders that hold dependencies or build products, not the app's own code.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build", ".swiftpm"]

    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): no such file or folder" }
    }

    public static func find(_ paths: [String]) throws(Missing) -> [String] {
        var out: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw Missing(path: path) }
            guard isFolder.boolValue else {
                out.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles]) else { continue }
            var found: [String] = []
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values?.isDirectory == true {
                    if skippedFolders.contains(url.lastPathComponent) || values?.isSymbolicLink == true { walker.skipDescendants() }
                    continue
                }
                guard url.pathExtension == "swift", values?.isSymbolicLink != true else { continue }
                // Keep the path as the user wrote its folder.
                let relative = String(url.path.dropFirst(root.path.count)).drop { $0 == "/" }
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            out += found.sorted()
        }
        return out
    }
}
