import CFileSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open folder: every name below is looked up relative to its file descriptor (`openat`,
/// `mkdirat`, `renameat`, `unlinkat`), so what was checked is what is written even when a path
/// component is swapped for a symbolic link meanwhile. Nothing here follows a symbolic link in the
/// last component of a name, and nothing is created over an existing name.
final class FolderHandle {
    /// What a name in the folder is, without following symbolic links.
    enum EntryKind: Equatable {
        case folder
        case file
        /// A symbolic link, device, socket or pipe.
        case other
    }

    let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder at absolute `path`; a symbolic link as its last component is refused.
    static func open(path: String) throws(SystemError) -> FolderHandle {
        try FolderHandle(descriptor: retrying { openPath(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW) })
    }

    /// Opens the folder `name` inside this one; a symbolic link is refused.
    func openFolder(_ name: String) throws(SystemError) -> FolderHandle {
        try FolderHandle(
            descriptor: retrying { openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW) })
    }

    /// Creates the folder `name`; fails with `EEXIST` if anything (a symbolic link too) has that name.
    func makeFolder(_ name: String) throws(SystemError) {
        guard mkdirat(descriptor, name, 0o777) == 0 else { throw .last }
    }

    /// Creates the file `name` exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`: never over an existing
    /// name or through a symbolic link) and writes all of `bytes`. A short write or a failed `close`
    /// is an error; the half-written file is then removed.
    func createFile(_ name: String, bytes: [UInt8]) throws(SystemError) {
        let file = try retrying {
            openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        }
        do {
            try Self.writeAll(bytes, to: file)
        } catch {
            close(file)
            unlinkat(descriptor, name, 0)
            throw error
        }
        if close(file) != 0 && errno != EINTR {
            let error = SystemError.last
            unlinkat(descriptor, name, 0)
            throw error
        }
    }

    /// Writes all of `bytes` to `file`, resuming after interrupted and short writes.
    static func writeAll(_ bytes: [UInt8], to file: Int32) throws(SystemError) {
        var failure: SystemError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let written = write(file, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .last
                    return
                }
                if written == 0 {
                    failure = SystemError(code: EIO)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// The names in the folder, without `.` and `..`. A name that is not valid UTF-8 comes back with
    /// U+FFFD in place of its bad bytes and `isDecodable` false: no lookup by that text finds it.
    func entries() throws(SystemError) -> [(name: String, isDecodable: Bool)] {
        let copy = dup(descriptor)
        guard copy >= 0 else { throw .last }
        guard let stream = fdopendir(copy) else {
            let error = SystemError.last
            close(copy)
            throw error
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [(name: String, isDecodable: Bool)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            let name = String(decoding: bytes, as: UTF8.self)
            if name != "." && name != ".." { names.append((name, Array(name.utf8) == bytes)) }
        }
        return names
    }

    /// What `name` is, or nil when nothing has that name; `.other` when it cannot be looked at.
    func kind(of name: String) -> EntryKind? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return errno == ENOENT ? nil : .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The modification time of `name` in seconds, or nil.
    func modificationTime(of name: String) -> Int? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Int(info.st_mtim.tv_sec)
    }

    /// Removes the file, symbolic link or empty folder `name` (the link itself, never its target).
    func remove(_ name: String, isFolder: Bool) throws(SystemError) {
        guard unlinkat(descriptor, name, isFolder ? AT_REMOVEDIR : 0) == 0 else { throw .last }
    }

    /// Renames `from` to `to` within this folder, replacing a file (or empty folder) named `to`.
    func rename(_ from: String, to: String) throws(SystemError) {
        guard renameat(descriptor, from, descriptor, to) == 0 else { throw .last }
    }

    /// Renames `from` to `to` only if `to` does not exist. Throws `EEXIST` when it does, and `ENOSYS`
    /// or `EINVAL` where the system cannot say so atomically.
    func renameWithoutReplacing(_ from: String, to: String) throws(SystemError) {
        guard nutristats_rename_no_replace(descriptor, from, descriptor, to) == 0 else { throw .last }
    }

    /// Swaps the names `first` and `second` atomically. Throws `ENOSYS` or `EINVAL` where the system
    /// has no atomic exchange.
    func exchange(_ first: String, _ second: String) throws(SystemError) {
        guard nutristats_exchange_names(descriptor, first, descriptor, second) == 0 else { throw .last }
    }

    /// Takes an exclusive advisory lock on the folder (`flock(2)`), waiting for other NutriStats
    /// runs that write into it; released when the handle closes. Returns false, taking no lock, on a
    /// file system that has no locks (some network mounts): writers then go on, but leave hidden
    /// names alone, since they may be another run's work in progress.
    func lock() throws(SystemError) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            switch errno {
            case EINTR: continue
            case ENOLCK, EOPNOTSUPP, EINVAL: return false
            default: throw .last
            }
        }
        return true
    }

    private static func retrying(_ call: () -> Int32) throws(SystemError) -> Int32 {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw .last }
        }
    }

    private func retrying(_ call: () -> Int32) throws(SystemError) -> Int32 {
        try Self.retrying(call)
    }
}

/// `open(2)` under a name the type's own `open(path:)` does not hide.
private func openPath(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
