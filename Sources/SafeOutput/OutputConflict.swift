#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output may not be written where it was given: onto an input, into an input folder, or — for
/// a folder that is replaced whole — around an input. Found by ``OutputLocation/conflict(option:files:folders:replacesFolder:)``.
///
/// Inputs are resolved as outputs are (``OutputLocation/resolvedPath(_:)``: symbolic links and `..`
/// followed exactly as the kernel follows them), and two names of one file (a hard link) are caught by
/// device and inode.
public struct OutputConflict: Sendable, Hashable, CustomStringConvertible {
    /// How the output meets the input.
    public enum Kind: Sendable, Hashable {
        /// The output is the input (the same path, or the same file under another name).
        case isInput
        /// The output is a folder replaced whole, and the input is inside it.
        case holdsInput
        /// The output is inside an input folder.
        case insideInputFolder
    }

    /// The option the output was given to (`--out`, `--label`, …).
    public let option: String
    /// The output as given.
    public let given: String
    public let kind: Kind
    /// The input as given.
    public let input: String

    /// `--out r is an input (r)`, `--out r holds the input r/a.csv, and the whole folder is replaced`,
    /// `--out S/x.png is inside the input folder S`.
    public var description: String {
        switch kind {
        case .isInput: "\(option) \(given) is an input (\(input))"
        case .holdsInput: "\(option) \(given) holds the input \(input), and the whole folder is replaced"
        case .insideInputFolder: "\(option) \(given) is inside the input folder \(input)"
        }
    }
}

extension OutputLocation {
    /// Why this output (given to `option`) may not be written, or nil when it may.
    ///
    /// - Parameters:
    ///   - files: the files the command reads (`--history`, `--activity`, `--csv`, `--dv`, …): the
    ///     output may not be one of them.
    ///   - folders: the folders it reads (`--storage`): the output may be neither one of them nor inside one.
    ///   - replacesFolder: whether the output is a folder replaced whole (the report): then it may
    ///     not hold any input either, since that input would be deleted.
    public func conflict(
        option: String = "--out", files: [String], folders: [String] = [], replacesFolder: Bool = false
    ) -> OutputConflict? {
        let out = path
        for input in folders + files {
            let inputPath = Self.resolvedPath(input)
            if out == inputPath || Self.sameFile(out, input) {
                return OutputConflict(option: option, given: given, kind: .isInput, input: input)
            }
            if replacesFolder && inputPath.hasPrefix(out == "/" ? "/" : out + "/") {
                return OutputConflict(option: option, given: given, kind: .holdsInput, input: input)
            }
        }
        for folder in folders {
            let folderPath = Self.resolvedPath(folder)
            if out.hasPrefix(folderPath == "/" ? "/" : folderPath + "/") {
                return OutputConflict(option: option, given: given, kind: .insideInputFolder, input: folder)
            }
        }
        return nil
    }

    /// Whether both paths name one existing file (same device and inode).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
