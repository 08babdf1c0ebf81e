#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names are bytes, and a Swift String holds only valid UTF-8: a folder named `caf\xE9`
/// (Latin-1, from an old archive) would be read back as `caf\u{FFFD}`, which names no file, and
/// its pages went unchecked. A byte that is not part of valid UTF-8 is carried in the String as
/// the private-use scalar U+10FF00 + byte (U+10FF80...U+10FFFF), turned back into the byte for
/// every system call (`cString`), and shown as `\x{E9}` in reports (`VisibleText`). A name that
/// really holds one of those 128 private-use characters is misread; no toolchain writes them.
public enum RawPath {
    static let base: UInt32 = 0x10FF00

    /// The names in a folder (not `.` and `..`), from readdir's bytes; nil when it cannot be
    /// listed. Foundation's listing drops or mangles a name that is not UTF-8.
    public static func names(in folder: String) -> [String]? {
        guard let directory = opendir(cString(folder)) else { return nil }
        defer { closedir(directory) }
        var out: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return string(bytes[..<length])
            }
            if name != ".", name != ".." { out.append(name) }
        }
        return out
    }

    /// What `path` itself is (a link is not followed): `S_IFDIR`, `S_IFLNK`, `S_IFREG`…; nil
    /// where lstat fails.
    public static func type(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(cString(path), &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// A name from the file system's bytes.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let array = Array(bytes)
        if let valid = String(validating: array, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var k = 0
        while k < array.count {
            let length = sequenceLength(array, k)
            if length > 0, let text = String(validating: array[k..<(k + length)], as: UTF8.self) {
                scalars.append(contentsOf: text.unicodeScalars)
                k += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(array[k])) ?? "\u{FFFD}")
                k += 1
            }
        }
        return String(scalars)
    }

    /// The canonical absolute path (`realpath(3)`: links followed, no `.` or `..`), as bytes
    /// (a name that is not UTF-8 is kept), or nil where it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(cString(path), nil) else { return nil }
        defer { free(resolved) }
        return string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }

    /// The bytes a path names, NUL-terminated, for a system call.
    public static func cString(_ path: String) -> [CChar] {
        var out: [CChar] = []
        out.reserveCapacity(path.utf8.count + 1)
        // The common case: nothing carried, the String's own UTF-8.
        if !path.utf8.contains(0xF4) {
            out.append(contentsOf: path.utf8.map { CChar(bitPattern: $0) })
        } else {
            for scalar in path.unicodeScalars {
                if scalar.value >= base + 0x80, scalar.value <= base + 0xFF {
                    out.append(CChar(bitPattern: UInt8(scalar.value - base)))
                } else {
                    out.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) })
                }
            }
        }
        out.append(0)
        return out
    }

    /// Whether `scalar` carries a raw byte, and which.
    static func carried(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF ? UInt8(scalar.value - base) : nil
    }

    /// The length of the valid UTF-8 sequence at `k`, or 0.
    private static func sequenceLength(_ b: [UInt8], _ k: Int) -> Int {
        let lead = b[k]
        let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
        guard length > 0, k + length <= b.count else { return 0 }
        for j in (k + 1)..<(k + length) where b[j] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
