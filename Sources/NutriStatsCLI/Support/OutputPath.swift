import ArgumentParser
import SafeOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command may write its output: never onto an input, into an input folder, or — for a
/// folder that is replaced whole — around an input.
///
/// The output is an ``OutputLocation``, resolved once by the command and then both checked here and
/// written through, so the check and the write can never look at two different places. Inputs are
/// resolved the same way (`realpath(3)`: symbolic links and `..` followed exactly as the kernel
/// follows them). Two names of one file (a hard link) are caught by device and inode.
enum OutputPath {
    /// Why `output` (given to `option`) may not be written, or nil when it may.
    ///
    /// - Parameters:
    ///   - files: the files the command reads (`--history`, `--activity`, `--csv`, `--dv`, …): the
    ///     output may not be one of them.
    ///   - folders: the folders it reads (`--storage`): the output may be neither one of them nor inside one.
    ///   - replacesFolder: whether the output is a folder replaced whole (the report): then it may
    ///     not hold any input either, since that input would be deleted.
    static func problem(
        output: OutputLocation, option: String = "--out", files: [String], folders: [String] = [],
        replacesFolder: Bool = false
    ) -> String? {
        let out = output.path
        let given = output.given
        for input in folders + files {
            let path = OutputLocation.resolvedPath(input)
            if out == path || sameFile(out, input) { return "\(option) \(given) is an input (\(input))" }
            if replacesFolder && path.hasPrefix(out == "/" ? "/" : out + "/") {
                return "\(option) \(given) holds the input \(input), and the whole folder is replaced"
            }
        }
        for folder in folders {
            let path = OutputLocation.resolvedPath(folder)
            if out.hasPrefix(path == "/" ? "/" : path + "/") {
                return "\(option) \(given) is inside the input folder \(folder)"
            }
        }
        return nil
    }

    /// `given` (the value of `option`) resolved once and checked against the inputs (``problem(output:option:files:folders:replacesFolder:)``):
    /// the location every later write goes through. A path that cannot be resolved, or one that would
    /// write onto or around an input, is a usage error ending in `advice` (`inputs are never written,
    /// choose another --out`).
    static func location(
        _ given: String, option: String = "--out", files: [String], folders: [String] = [],
        replacesFolder: Bool = false, advice: String
    ) throws -> OutputLocation {
        let location: OutputLocation
        do {
            location = try OutputLocation(given)
        } catch {
            throw ValidationError("\(option) \(error.description).")
        }
        if let problem = problem(
            output: location, option: option, files: files, folders: folders, replacesFolder: replacesFolder)
        {
            throw ValidationError(problem + "; " + advice + ".")
        }
        return location
    }

    /// Whether both paths name one existing file (same device and inode).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}

extension InputOptions {
    /// The files these options name (for ``OutputPath``).
    var inputFiles: [String] {
        [history].compactMap { $0 } + foodLog + activity + body
    }

    /// The folders these options name (for ``OutputPath``).
    var inputFolders: [String] {
        [storage].compactMap { $0 }
    }
}
