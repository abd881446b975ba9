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
    public init(name: String) {
        var folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var info = stat()
        if stat("/dev/shm", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && access("/dev/shm", W_OK) == 0 {
            folder = "/dev/shm"
        }
        let fallback = "\(folder)/nutristats-fuzz-\(getpid())-\(name)"
        descriptor = open(fallback, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0, "cannot create \(fallback)")
        path = fallback
        // libFuzzer ends the process with exit(), which runs no deinit: remove the files then.
        if ScratchFile.created.isEmpty {
            atexit {
                for path in ScratchFile.created { unlink(path) }
            }
        }
        ScratchFile.created.append(fallback)
    }

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
