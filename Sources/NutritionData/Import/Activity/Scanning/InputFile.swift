#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened for reading; closed when the last reference goes away.
///
/// Reads go through `pread(2)` at explicit 64-bit offsets, so several ``LineReader``s can read
/// disjoint parts of one file at the same time and files larger than 4 GiB work.
final class InputFile: @unchecked Sendable {
    /// The path as the user gave it (used in every message).
    let path: String
    /// The open descriptor.
    let descriptor: Int32
    /// Size in bytes when opened.
    let size: Int64
    /// What identifies this version of the file (``FileIdentity``), as `fstat` gave it when opened.
    let status: FileIdentity.Status

    /// Opens `path`, or fails with an `.io` error naming it.
    init(path: String) throws(InputError) {
        self.path = path
        // Opened without blocking (LocalFiles.openForReading), so a FIFO is refused, not waited on.
        guard let (fd, info) = LocalFiles.openForReading(path) else {
            throw InputError(.io, file: path, problem: .cannotOpen(reason: InputFile.describe(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw InputError(.io, file: path, problem: .expected("a regular file (a CSV)", found: "a folder or device"))
        }
        self.descriptor = fd
        self.size = Int64(info.st_size)
        self.status = FileIdentity.Status(info)
    }

    /// The file's status now (nil when `fstat` fails), to see whether it changed while being read.
    func currentStatus() -> FileIdentity.Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity.Status(info)
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`, retrying short reads; returns the number of
    /// bytes read (fewer than `count` only at the end of the file) or `-errno` on failure.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int64) -> Int {
        var done = 0
        while done < count {
            let got = pread(descriptor, buffer + done, count - done, off_t(offset + Int64(done)))
            if got < 0 {
                if errno == EINTR { continue }
                return -Int(errno)
            }
            if got == 0 { break }
            done += got
        }
        return done
    }

    /// The file's first `length` bytes (all of them when it is shorter), for telling its kind by its
    /// first bytes; an `.io` error naming the file when the read fails.
    func head(_ length: Int) throws(InputError) -> [UInt8] {
        let count = Int(min(Int64(max(length, 0)), size))
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { read(into: $0, count: count, at: 0) } ?? 0
        }
        if got < 0 { throw InputError(.io, file: path, problem: .cannotRead(reason: InputFile.describe(Int32(-got)))) }
        bytes.removeLast(count - got)
        return bytes
    }

    /// The text of an errno value ("No such file or directory").
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
