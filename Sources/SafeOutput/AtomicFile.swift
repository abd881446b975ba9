#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one output file whole or not at all.
///
/// The bytes go into a new hidden file beside the output (``TemporaryName``, created exclusively and
/// never through a symbolic link), which is then renamed over the output — `rename(2)` replaces a
/// file atomically within one folder. Everything happens relative to the open folder of a resolved
/// ``OutputLocation``, under the folder's lock, which also lets a run remove the hidden files that an
/// interrupted run (a kill) left for the same output. Only a regular file or nothing is replaced: an
/// output that is a folder, a device, a pipe or a socket (or a link to one) is refused. Nothing is flushed to the disk (`fsync`): after
/// a power cut the file system's own guarantees decide what is there.
public enum AtomicFile {
    /// Writes `bytes` to `location`; `what` names the output in messages ("the chart").
    ///
    /// - Throws: ``OutputError`` naming the output and the system's reason; the output is then
    ///   unchanged and no temporary file is left.
    public static func write(_ bytes: [UInt8], to location: OutputLocation, what: String) throws(OutputError) {
        let failure = { (reason: String) in
            OutputError(path: location.given, problem: .cannotWrite(what, reason: reason))
        }
        let folder: FolderHandle
        do {
            folder = try FolderHandle.open(path: location.folder)
        } catch {
            throw failure(
                error.code == ENOENT || error.code == ENOTDIR
                    ? "no folder \(location.folder)" : "\(location.folder): \(error)")
        }
        do {
            if try folder.lock() { LeftoverCleanup.removeStaleFiles(in: folder, for: location.name) }
        } catch {
            throw failure(OutputProblem.cannotLock(folder: location.folder, reason: "\(error)").description)
        }
        switch folder.kind(of: location.name) {
        case nil, .file?: break
        case .folder?: throw OutputError(path: location.given, problem: .isAFolder(hint: "give a file name"))
        case .other?:
            // A device, pipe or socket (the path may be a link to one) is never replaced by an output.
            throw OutputError(
                path: location.given,
                problem: .stated(
                    "is not a regular file (a device, pipe, socket or dangling link); "
                        + "give the name of a file to write"))
        }
        let temporary = TemporaryName.make(.partial, for: location.name)
        do {
            try folder.createFile(temporary, bytes: bytes)
        } catch {
            throw failure("\(error)")
        }
        do {
            try folder.rename(temporary, to: location.name)
        } catch {
            try? folder.remove(temporary, isFolder: false)
            throw failure("\(error)")
        }
    }
}
