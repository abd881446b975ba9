#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that lives in memory, rewritten for every fuzz input, for readers that only take a path.
///
/// It lives in `/dev/shm` (a memory file system) where there is one, so each input costs a truncate
/// and a write, never a disk access; elsewhere in `$TMPDIR` or `/tmp`. It is removed on deinit or at
/// exit (not after a crash).
public final class ScratchFile {
    /// The path to hand to a reader.
    public let path: String
    private let descriptor: Int32

    /// Creates the file; `name` only labels it (and names the fallback file).
    public convenience init(name: String) {
        self.init(path: "\(ScratchFile.folder)/nutristats-fuzz-\(getpid())-\(name)")
    }

    /// Creates the file under exactly `name`, in a folder of its own labelled `folder`, for readers
    /// that take something from a file's whole name (Withings' `aggregates_steps.csv`).
    public convenience init(folder: String, exactName name: String) {
        let directory = "\(ScratchFile.folder)/nutristats-fuzz-\(getpid())-\(folder)"
        precondition(mkdir(directory, 0o700) == 0 || errno == EEXIST, "cannot create \(directory)")
        if !ScratchFile.folders.contains(directory) { ScratchFile.folders.append(directory) }
        self.init(path: "\(directory)/\(name)")
    }

    private init(path: String) {
        descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0, "cannot create \(path)")
        self.path = path
        // libFuzzer ends the process with exit(), which runs no deinit: remove the files then.
        if ScratchFile.created.isEmpty {
            atexit {
                for path in ScratchFile.created { unlink(path) }
                for folder in ScratchFile.folders { rmdir(folder) }
            }
        }
        ScratchFile.created.append(path)
    }

    /// `/dev/shm` where it exists and is writable, else `$TMPDIR` or `/tmp`.
    private static var folder: String {
        var info = stat()
        if stat("/dev/shm", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && access("/dev/shm", W_OK) == 0 {
            return "/dev/shm"
        }
        return getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    }

    /// Folders made by ``init(folder:exactName:)``, removed at exit after their files.
    nonisolated(unsafe) static var folders: [String] = []

    /// Every scratch file of this process, removed at exit.
    nonisolated(unsafe) static var created: [String] = []

    deinit {
        close(descriptor)
        unlink(path)
    }

    /// Replaces the file's content with `parts`, one after the other.
    public func write(_ parts: [UnsafeRawBufferPointer]) {
        precondition(ftruncate(descriptor, 0) == 0, "cannot truncate the scratch file")
        var offset = 0
        for part in parts where part.count > 0 {
            guard let base = part.baseAddress else { continue }
            var done = 0
            while done < part.count {
                let written = pwrite(descriptor, base + done, part.count - done, off_t(offset + done))
                precondition(written > 0, "cannot write the scratch file")
                done += written
            }
            offset += part.count
        }
    }

    /// Replaces the file's content with `text`'s UTF-8 bytes followed by `bytes`.
    public func write(prefix text: String, _ bytes: UnsafeRawBufferPointer) {
        var prefix = Array(text.utf8)
        prefix.withUnsafeMutableBytes { head in
            write([UnsafeRawBufferPointer(head), bytes])
        }
    }
}
