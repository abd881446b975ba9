#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command may write its output: never onto an input, into an input folder, or — for a
/// folder that is replaced whole — around an input.
///
/// Paths are compared after the kernel's own resolution (`realpath(3)`), so symbolic links and
/// `..` are followed exactly as a write would follow them (`link/..` is the parent of the link's
/// target, not the folder holding the link). A path that does not exist yet is resolved through its
/// nearest existing ancestor. Two names of one file (a hard link) are caught by device and inode.
enum OutputPath {
    /// Why `output` (given to `option`) may not be written, or nil when it may.
    ///
    /// - Parameters:
    ///   - files: the files the command reads (`--history`, `--activity`, `--csv`, `--dv`, …): the
    ///     output may not be one of them.
    ///   - folders: the folders it reads (`--storage`): the output may be neither one of them nor inside one.
    ///   - replacesFolder: whether the output is a folder replaced whole (the report): then it may
    ///     not hold any input either, since that input would be deleted.
    static func problem(output: String, option: String = "--out", files: [String], folders: [String] = [],
                        replacesFolder: Bool = false) -> String? {
        let out = resolved(output)
        for input in folders + files {
            let path = resolved(input)
            if out == path || sameFile(output, input) { return "\(option) \(output) is an input (\(input))" }
            if replacesFolder && path.hasPrefix(out == "/" ? "/" : out + "/") {
                return "\(option) \(output) holds the input \(input), and the whole folder is replaced"
            }
        }
        for folder in folders {
            let path = resolved(folder)
            if out.hasPrefix(path == "/" ? "/" : path + "/") { return "\(option) \(output) is inside the input folder \(folder)" }
        }
        return nil
    }

    /// `path` made absolute with symbolic links and `..` resolved as the kernel resolves them; the
    /// part below the nearest existing ancestor is appended as written (with `.` and `..` applied).
    static func resolved(_ path: String) -> String {
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
                return "/" + parts.joined(separator: "/")
            }
            guard let last = components.popLast() else { return "/" + missing.joined(separator: "/") }
            missing.insert(last, at: 0)
        }
    }

    /// Whether both paths name one existing file (same device and inode).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
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

extension InputOptions {
    /// The files these options name (for ``OutputPath``).
    var inputFiles: [String] {
        [history].compactMap { $0 } + activity
    }

    /// The folders these options name (for ``OutputPath``).
    var inputFolders: [String] {
        [storage].compactMap { $0 }
    }
}
