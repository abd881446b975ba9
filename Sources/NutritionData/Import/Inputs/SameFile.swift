#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one rule for when two paths given on the command line name the same input file: they resolve
/// to the same path (`realpath(3)`: symbolic links, `.`, `..` and repeated slashes followed), so
/// `export.zip`, `./export.zip`, `/home/me/export.zip` and a symbolic link to it are one file. A copy,
/// or a hard link under another name, is another file.
enum SameFile {
    /// The resolved path of `path`, or nil when it cannot be resolved (a missing file: each reader
    /// then reports it as usual).
    static func key(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
