import Foundation

/// Where an app keeps its two sides, found the way a newcomer would look: the folders at the top
/// of the project that hold Swift or Objective-C sources (the native side) and the folders that
/// hold pages. `init` starts from this when it is not told; every path it picks is printed, so a
/// wrong guess is seen and corrected with `--native` and PATH.
struct ProjectLayout: Equatable {
    /// Top-level folders (or files) holding `.swift`, `.m` or `.mm` sources.
    var native: [String] = []
    /// Top-level folders (or files) holding `.html` pages; where there is none, those holding `.js`.
    var pages: [String] = []

    /// Folders never searched: dependencies, build output, bridgecheck's own output, tests, and
    /// bundles Xcode manages. A project's own code is elsewhere.
    static let skippedFolders: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData", "build", "Build", "dist-newstyle", "vendor", "reports", "corpus", "fastlane"]
    static let skippedSuffixes = [".xcodeproj", ".xcworkspace", ".xcassets", ".bundle", ".framework", ".xcframework", "Tests"]
    static let nativeExtensions: Set<String> = ["swift", "m", "mm"]
    static let pageExtensions: Set<String> = ["html", "htm"]
    /// Enough for any app; a bound so a huge tree (a home folder by mistake) cannot hang init.
    static let maximumEntries = 200_000

    /// Looks under `root`. Hidden entries (`.git`, `.build`) are skipped.
    static func discover(in root: String) -> ProjectLayout {
        let fm = FileManager.default
        guard let top = try? fm.contentsOfDirectory(atPath: root) else { return ProjectLayout() }
        var layout = ProjectLayout()
        var scripts: [String] = []
        var budget = maximumEntries
        for name in top.sorted() where !name.hasPrefix(".") && !skipped(name) {
            let path = (root as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let found: Set<String>
            if isFolder.boolValue {
                found = extensions(under: path, budget: &budget)
            } else {
                // Package.swift describes the build; it is not the app's code.
                found = name == "Package.swift" ? [] : [(name as NSString).pathExtension.lowercased()]
            }
            let shown = root == "." ? name : path
            if !found.isDisjoint(with: nativeExtensions) { layout.native.append(shown) }
            if !found.isDisjoint(with: pageExtensions) { layout.pages.append(shown) }
            if found.contains("js") { scripts.append(shown) }
        }
        if layout.pages.isEmpty { layout.pages = scripts }
        return layout
    }

    static func skipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || skippedSuffixes.contains { name.hasSuffix($0) }
    }

    /// The extensions of the files under `folder`, lowercased, skipping what `skipped` names.
    private static func extensions(under folder: String, budget: inout Int) -> Set<String> {
        var found = Set<String>()
        let url = URL(fileURLWithPath: folder)
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return found }
        for case let item as URL in walk {
            budget -= 1
            if budget <= 0 { break }
            let name = item.lastPathComponent
            if (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if skipped(name) { walk.skipDescendants() }
                continue
            }
            found.insert(item.pathExtension.lowercased())
            if found.isSuperset(of: ["swift", "html", "js"]) { break }
        }
        return found
    }
}
