#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Read-only access to the files of a storage folder: what exists, whole-file reads, folder listings.
/// Files are only ever opened with `O_RDONLY`.
enum LocalFiles {
    /// What a path names.
    enum ItemKind: Equatable {
        case file
        case directory
        /// Nothing there (or a parent is not a folder).
        case missing
        /// Something else, or it cannot be looked at (the error says why when it is read).
        case other
    }

    /// The largest file read (512 MiB); a ten-year history is about 4 MB.
    static let maxFileSize = 512 * 1024 * 1024

    /// Opens `path` read-only the one way every input is opened: without blocking, so a FIFO or a
    /// device given as an input is refused instead of waiting forever in `open(2)` for a writer.
    /// The descriptor is back in blocking mode for reading. Returns the descriptor and its status, or
    /// nil with `errno` set; the caller checks that it is a regular file (and closes it if not).
    static func openForReading(_ path: String) -> (descriptor: Int32, info: stat)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            errno = code
            return nil
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return (descriptor, info)
    }

    /// What `path` names, following symbolic links.
    static func kind(of path: String) -> ItemKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .other
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The whole content of the file at `path`; errors name it as `shownAs`, and say what was
    /// `expected` when it is a folder or not a regular file. A file larger than `limit` bytes is an
    /// error (512 MiB unless a caller expects smaller files, as the day index cache does).
    static func readBytes(
        path: String, shownAs: String, expected: String = "expected a JSON file", limit: Int = maxFileSize
    ) throws(InputError) -> [UInt8] {
        guard let (descriptor, info) = openForReading(path) else { throw ioError(shownAs) }
        defer { close(descriptor) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw InputError(.io, file: shownAs, problem: .isAFolder(hint: "\(expected)"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw InputError(.io, file: shownAs, problem: .notARegularFile(hint: "\(expected)"))
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw InputError(
                .io, file: shownAs,
                problem: "is \(size / (1024 * 1024)) MiB; files larger than \(limit / (1024 * 1024)) MiB are not read")
        }
        // One byte more than the size, so the read that finds the end needs no extra room; read
        // straight into the array's storage (bytes need no initialising before they are read into).
        var failure: Int32 = 0
        var grew = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0) + 1) { buffer, count in
            LargeBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            LargeBuffers.populate(UnsafeMutableRawBufferPointer(buffer))
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let got = read(descriptor, base + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
            grew = true  // the file is larger than fstat said: it is being written to
        }
        if failure != 0 {
            errno = failure
            throw ioError(shownAs)
        }
        if grew {
            throw InputError(
                .io, file: shownAs, problem: "changed while it was being read; try again when the app is not writing it"
            )
        }
        return bytes
    }

    /// The names of the `*.json` files in the folder at `path`, sorted by their bytes. Hidden files
    /// (names starting with ".", such as the `._food_1.json` copies macOS puts in archives) are left out.
    static func jsonFileNames(in path: String, shownAs: String) throws(InputError) -> [String] {
        guard let directory = opendir(path) else { throw ioError(shownAs) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard !name.hasPrefix("."), name.utf8.count > 5, name.hasSuffix(".json") else { continue }
            if entry.pointee.d_type == UInt8(DT_DIR) { continue }
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                guard kind(of: full) != .directory else { continue }
            }
            names.append(name)
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func ioError(_ shownAs: String) -> InputError {
        let reason = String(cString: strerror(errno))
        return InputError(.io, file: shownAs, problem: "cannot be read: \(reason)")
    }
}
