#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output goes, resolved once the way the kernel resolves a path, and then written only
/// through this value — never re-derived from the text the user gave.
///
/// Symbolic links and `..` are followed exactly as `open(2)` follows them: `x/link/..` is the parent
/// of the link's *target*, not `x` (Foundation's path standardizing folds it to `x`, which is how a
/// check could look at one folder while a write went to another). A path whose last parts do not
/// exist yet is resolved through its nearest existing ancestor, with `.` and `..` applied to the rest.
/// An output that is itself a symbolic link resolves to the link's target.
public struct OutputLocation: Sendable, Equatable {
    /// The path as the user wrote it, for messages.
    public let given: String
    /// The absolute, resolved folder that holds the output (it may not exist).
    public let folder: String
    /// The output's name inside ``folder``: never empty, `.` or `..`.
    public let name: String

    /// The absolute, resolved path of the output.
    public var path: String { folder == "/" ? "/" + name : folder + "/" + name }

    /// Resolves `given` against the current folder.
    ///
    /// - Throws: ``OutputError`` when the path resolves to the root folder, which has no parent to
    ///   write a temporary copy into, or when `..` follows a part that does not exist (or is a
    ///   dangling link, a loop, a folder that cannot be searched): the kernel would refuse such a path,
    ///   so it is not guessed at.
    public init(_ given: String) throws(OutputError) {
        let (resolved, missing) = Self.resolve(given)
        if let up = missing.firstIndex(of: ".."), up > missing.startIndex {
            throw OutputError(
                path: given,
                problem: "cannot be resolved: '..' follows '\(missing[missing.startIndex])', which does not exist")
        }
        guard let slash = resolved.lastIndex(of: "/"), resolved != "/" else {
            throw OutputError(path: given, problem: "is the root folder; choose a file or folder inside it")
        }
        self.given = given
        self.folder = slash == resolved.startIndex ? "/" : String(resolved[..<slash])
        self.name = String(resolved[resolved.index(after: slash)...])
    }

    /// `path` made absolute with symbolic links and `..` resolved as the kernel resolves them; the
    /// part below the nearest existing ancestor is appended as written (with `.` and `..` applied).
    ///
    /// Complexity: one `realpath(3)` per missing trailing component.
    public static func resolvedPath(_ path: String) -> String {
        resolve(path).path
    }

    /// The resolved path, and the parts below the nearest existing ancestor as written.
    private static func resolve(_ path: String) -> (path: String, missing: [String]) {
        var components = (path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
            .split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        while true {
            let candidate = "/" + components.joined(separator: "/")
            if let real = realPath(candidate) {
                var parts = real.split(separator: "/").map(String.init)
                for part in missing {
                    switch part {
                    case ".": continue
                    case "..": if !parts.isEmpty { parts.removeLast() }
                    default: parts.append(part)
                    }
                }
                return ("/" + parts.joined(separator: "/"), missing)
            }
            guard let last = components.popLast() else { return ("/" + missing.joined(separator: "/"), missing) }
            missing.insert(last, at: 0)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
