#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache of activity day indexes (`ActivityDayIndex`): one small file per indexed activity
/// file, in a folder of the user's cache, named by a hash of the activity file's absolute path.
///
/// An index is used only when the file is the same as when it was indexed (`FileIdentity`) and the
/// index file is whole (checksum); otherwise the file is read in full and indexed again. Every
/// problem with the cache (a folder that cannot be made, a damaged index) only means a full read:
/// never an error, never different figures. Input files are never written.
public struct ActivityDayIndexStore: Sendable {
    /// The folder holding the index files.
    public let directory: String

    /// A store in `directory` (made when the first index is written).
    public init(directory: String) {
        self.directory = directory
    }

    /// The user's store, or nil when switched off: `NUTRISTATS_NO_CACHE` set (to anything but `0` or
    /// empty) turns it off; `NUTRISTATS_CACHE_DIR` names the cache folder; otherwise
    /// `$XDG_CACHE_HOME/nutristats`, else `$HOME/.cache/nutristats`. Indexes go into its
    /// `activity-index` folder.
    public static func user(environment: [String: String]) -> ActivityDayIndexStore? {
        if let off = environment["NUTRISTATS_NO_CACHE"], !off.isEmpty, off != "0" { return nil }
        let base: String
        if let explicit = environment["NUTRISTATS_CACHE_DIR"], !explicit.isEmpty {
            base = explicit
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg + "/nutristats"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache/nutristats"
        } else {
            return nil
        }
        return ActivityDayIndexStore(directory: base + "/activity-index")
    }

    /// The index of `file` (its data starting at `dataStart`), when the cache holds a valid one.
    func load(_ file: InputFile, dataStart: Int64) -> ActivityDayIndex? {
        guard let key = Key(file),
            let bytes = try? LocalFiles.readBytes(
                path: key.indexPath(in: directory), shownAs: "", limit: DayIndexFileFormat.maximumLength),
            let identity = FileIdentity.of(file),
            let index = DayIndexFileFormat.decode(bytes, identity: identity, path: key.absolutePath),
            index.dataStart == dataStart
        else { return nil }
        return index
    }

    /// Keeps `index` for `file`, replacing an older one, when the file is still as it was opened.
    /// Failures are ignored (the next read indexes the file again).
    func save(_ index: ActivityDayIndex, for file: InputFile) {
        guard file.currentStatus() == file.status, let key = Key(file), let identity = FileIdentity.of(file),
            Self.makeFolders(directory)
        else { return }
        let bytes = DayIndexFileFormat.encode(index, identity: identity, path: key.absolutePath)
        let target = key.indexPath(in: directory)
        let temporary = "\(target).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return buffer.isEmpty }
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, base + done, buffer.count - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        if close(descriptor) != 0 || !written || rename(temporary, target) != 0 {
            unlink(temporary)
        }
        Self.removeLeftovers(of: target)
    }

    /// Removes the temporary files of `target` that a process killed while writing one left behind:
    /// `<target>.<pid>.<random>.tmp` whose process no longer exists. A file of a live process (or of a
    /// new process that got the same number) is left alone.
    static func removeLeftovers(of target: String) {
        guard let slash = target.lastIndex(of: "/") else { return }
        let folder = String(target[..<slash])
        let prefix = String(target[target.index(after: slash)...]) + "."
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp"),
                let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap({ Int32($0) }),
                pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// Where an activity file's index lives.
    private struct Key {
        var absolutePath: String

        init?(_ file: InputFile) {
            guard let resolved = realpath(file.path, nil) else { return nil }
            defer { free(resolved) }
            absolutePath = String(cString: resolved)
        }

        func indexPath(in directory: String) -> String {
            var hash = DayIndexHash()
            hash.add(Array(absolutePath.utf8))
            let hex = String(hash.value, radix: 16)
            return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".dayindex"
        }
    }

    /// Makes `path` and the folders above it (mode 0700); true when it is a folder afterwards.
    private static func makeFolders(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !parent.isEmpty && parent != path && !makeFolders(parent) { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
