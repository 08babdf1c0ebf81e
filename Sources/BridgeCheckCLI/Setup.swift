import BridgeConfiguration
import BridgeContract
import BridgeReport
import Foundation

/// The manifest as one read gives it: the contract, and the bytes it was read from (for its
/// source map: where each key is, so findings about the manifest point into it).
struct LoadedManifest {
    let path: String
    let manifest: Manifest
    let source: [UInt8]

    var lines: ManifestSourceMap { ManifestSourceMap(source) }
}

/// What commands read before they work, the configuration and the manifest, read once and
/// shared: `check` makes one and hands it to lint, run, native and fuzz, so each file is read
/// and checked once however many of its sections use it (each used to read both again).
final class Setup {
    /// `.bridgecheck.json`, when there is one.
    let configuration: Configuration?
    private var manifests: [String: LoadedManifest] = [:]
    init(configuration: Configuration?) {
        self.configuration = configuration
    }

    /// `--config FILE`, or the nearest `.bridgecheck.json` upward (none is no error); nil after
    /// saying why a file that exists cannot be used (exit 2).
    static func load(config given: String?, _ console: Console) -> Setup? {
        let path = given ?? Configuration.find(from: FileManager.default.currentDirectoryPath)
        guard let path else { return Setup(configuration: nil) }
        do {
            return Setup(configuration: try Configuration.load(path, rules: RuleCatalogue.ids))
        } catch {
            console.err("\(error)\n")
            return nil
        }
    }

    /// The manifest at `path`, read and checked on first use; nil after saying why it cannot be
    /// used (a configuration error, exit 2).
    func manifest(at path: String, _ console: Console) -> LoadedManifest? {
        if let known = manifests[path] { return known }
        do {
            let (manifest, source) = try ManifestLoader.loadWithSource(contentsOf: path)
            let loaded = LoadedManifest(path: path, manifest: manifest, source: source)
            manifests[path] = loaded
            return loaded
        } catch {
            console.err("error: \(error)\n")
            return nil
        }
    }
}
