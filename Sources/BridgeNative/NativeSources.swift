import BridgeJSON
import BridgeReport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The native source files under the paths `bridgecheck native` is given (Swift, and
/// Objective-C `.m`/`.mm`), in a stable order, and the reader each goes to.
public enum NativeSources {
    /// Folders that hold dependencies or build products, not the app's own code.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build", ".swiftpm"]
    public static let swiftExtensions: Set<String> = ["swift"]
    public static let objectiveCExtensions: Set<String> = ["m", "mm"]

    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): no such file or folder" }
    }

    /// Cordova's plugin.xml and config.xml, which map a service name to the class that
    /// implements it (`<feature name="Camera"><param name="ios-package" value="CDVCamera"/>`),
    /// and cordova-ios's own defaults.xml, the template every app's config.xml starts from
    /// (it maps the platform's built-in services: LaunchScreen, Console, StatusBarInternal).
    public static let cordovaManifests: Set<String> = ["plugin.xml", "config.xml", "defaults.xml"]

    public static func isObjectiveC(_ path: String) -> Bool { objectiveCExtensions.contains(URL(fileURLWithPath: path).pathExtension) }

    public static func isCordovaManifest(_ path: String) -> Bool { cordovaManifests.contains(URL(fileURLWithPath: path).lastPathComponent) }

    /// Source files under `paths`: a file given by name is kept whatever its extension; a
    /// folder gives its Swift and Objective-C files (and Cordova's service maps), outside
    /// `skippedFolders` and symbolic links.
    public static func find(_ paths: [String]) throws(Missing) -> [String] {
        let extensions = swiftExtensions.union(objectiveCExtensions)
        var out: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw Missing(path: path) }
            guard isFolder.boolValue else {
                out.append(path)
                continue
            }
            // Listed with readdir, names as bytes (RawPath): a folder whose name is not UTF-8 is
            // read too. Hidden entries, skipped folders and symbolic links are left out.
            var found: [String] = []
            var folders: [(path: String, relative: String, depth: Int)] = [(path, "", 0)]
            while let (folder, relative, depth) = folders.popLast() {
                for name in (RawPath.names(in: folder) ?? []).sorted() where !name.hasPrefix(".") {
                    let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                    let inner = relative.isEmpty ? name : relative + "/" + name
                    switch RawPath.type(of: full) {
                    case S_IFDIR?:
                        if !skippedFolders.contains(name), depth < 256 { folders.append((full, inner, depth + 1)) }
                    case S_IFLNK?, nil:
                        continue
                    default:
                        let ext = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
                        guard extensions.contains(ext) || cordovaManifests.contains(name) else { continue }
                        // Keep the path as the user wrote its folder.
                        found.append(path.hasSuffix("/") ? path + inner : path + "/" + inner)
                    }
                }
            }
            out += found.sorted()
        }
        return out
    }
}

/// Objective-C files were found but this build has no Objective-C reader.
public struct ObjectiveCReaderMissing: Error, CustomStringConvertible {
    public let files: [String]
    public var description: String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
        return """
            \(files.count) Objective-C file\(files.count == 1 ? "" : "s") (\(shown)) cannot be read: bridgecheck-native was built without libclang.
              Install libclang-dev (Debian/Ubuntu) or Homebrew's llvm, then rebuild: swift build -c release --product bridgecheck-native
              Or give native only the Swift folders: skipping them would report their handlers as never registered.
            """
    }
}

extension NativeReaders {
    /// Reads Swift files with the Swift reader and Objective-C files with the Objective-C one,
    /// into one set of facts.
    public static func read(_ files: [String]) throws -> NativeFacts {
        let objectiveC = files.filter(NativeSources.isObjectiveC)
        let cordova = files.filter(NativeSources.isCordovaManifest)
        let swiftFiles = files.filter { !NativeSources.isObjectiveC($0) && !NativeSources.isCordovaManifest($0) }
        var facts = NativeFacts()
        if !objectiveC.isEmpty {
            guard let read = NativeReaders.objectiveC else { throw ObjectiveCReaderMissing(files: objectiveC) }
            facts.append(try read(objectiveC + cordova))
        }
        if !swiftFiles.isEmpty, let read = swift { facts.append(try read(swiftFiles + cordova)) }
        return facts
    }
}

extension NativeSources {
    /// The largest source file read: generated code runs to megabytes, never to this.
    public static let maxFileBytes = 16 << 20

    /// A source file's bytes, or why it is not read: only regular files (a FIFO would block the
    /// read forever, a device never end), up to `maxFileBytes`. The caller reports the reason
    /// as a warning on the file and reads the rest.
    public static func contents(of path: String) -> Result<[UInt8], NotRead> {
        var info = stat()
        let name = RawPath.cString(path)
        guard stat(name, &info) == 0 else { return .failure(NotRead(reason: String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(NotRead(reason: "it is not a regular file (a FIFO, socket or device is not read)")) }
        let fd = open(name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(NotRead(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        switch BoundedRead.descriptor(fd, limit: maxFileBytes, limitName: "for a native source file") {
        case .success(let bytes): return .success(bytes)
        case .failure(let failure): return .failure(NotRead(reason: failure.description))
        }
    }

    /// Why a source file was not read.
    public struct NotRead: Error, Sendable {
        public let reason: String
        /// What the file's warning says.
        public var message: String { "the file was not read: \(reason)" }
    }
}
