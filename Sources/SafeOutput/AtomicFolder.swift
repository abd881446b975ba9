#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file to be written into an output folder.
public protocol FolderFile {
    /// The path inside the folder, `/`-separated, without `.`, `..` or empty parts.
    var path: String { get }
    /// The file's content.
    var bytes: [UInt8] { get }
}

/// Writes an output folder whole or not at all, replacing an earlier one.
///
/// Under the lock of the folder that holds the output (`flock(2)`, so concurrent runs into the same
/// place take turns and never take each other's files), a run
/// 1. cleans up after interrupted runs: puts back an earlier output left only under a hidden
///    `.NAME.previous-*` name, and removes stale `.NAME.partial-*` copies (owned entries only);
/// 2. checks that the output is absent or a folder holding only owned entries (``FolderOwnership``);
/// 3. writes the files into a new hidden folder `.NAME.partial-RANDOM` (``TemporaryName``), every
///    file created exclusively, never through a symbolic link;
/// 4. swaps it with the output in one atomic step (`renameat2` with `RENAME_EXCHANGE`), so at every
///    instant `NAME` is either the whole earlier output or the whole new one — a kill at any point
///    loses neither. Where the file system cannot swap, it renames the earlier output aside
///    (`.NAME.previous-RANDOM`) and the new one into place; a kill between the two renames is
///    repaired by step 1 of the next run;
/// 5. checks the earlier output again — a file dropped into it while the report was written makes
///    the run swap back and fail, never delete it — and removes it.
///
/// Every name is resolved relative to the open folder of an ``OutputLocation``, never re-derived from
/// a path string.
public enum AtomicFolder {
    /// Writes `files` as the folder at `location`.
    ///
    /// - Returns: notes for the user on what was recovered from interrupted runs.
    /// - Throws: ``OutputError`` naming the output (or the file that failed) and the system's reason;
    ///   the output is then as it was, and no hidden folder of this run is left.
    @discardableResult
    public static func write(
        _ files: [some FolderFile], to location: OutputLocation,
        ownership: FolderOwnership
    ) throws(OutputError) -> [String] {
        let staged = try stage(files, to: location, ownership)
        try swap(staged.temporary, into: location, in: staged.parent, exists: staged.exists, ownership)
        return staged.notes
    }

    /// Writes several output folders that belong together (one participant's tables) so that a failure
    /// while writing leaves every one of them as it was: all are written into hidden folders first
    /// (steps 1–3 above, in order), and only when every one is complete are they swapped into place,
    /// one after the other (steps 4–5). A full disk or a file that cannot be written therefore changes
    /// none of them. A failure of a swap itself (a rename refused, or a file dropped into an earlier
    /// output meanwhile) stops there and names the outputs already replaced.
    ///
    /// - Returns: notes for the user on what was recovered from interrupted runs.
    @discardableResult
    public static func writeAll<File: FolderFile>(
        _ outputs: [(files: [File], location: OutputLocation)],
        ownership: FolderOwnership
    ) throws(OutputError) -> [String] {
        var staged: [Staged] = []
        for output in outputs {
            do {
                staged.append(try stage(output.files, to: output.location, ownership))
            } catch {
                for done in staged { _ = try? FolderTree.remove(done.temporary, in: done.parent, .everything) }
                throw error
            }
        }
        var replaced: [String] = []
        for (index, item) in staged.enumerated() {
            do {
                try swap(item.temporary, into: item.location, in: item.parent, exists: item.exists, ownership)
            } catch {
                for rest in staged[(index + 1)...] {
                    _ = try? FolderTree.remove(rest.temporary, in: rest.parent, .everything)
                }
                guard !replaced.isEmpty else { throw error }
                throw OutputError(
                    path: error.path,
                    problem: .stated(
                        error.problem.description + " (already replaced: "
                            + replaced.joined(separator: ", ") + "; the others are as they were)"))
            }
            replaced.append(item.location.given)
        }
        return staged.flatMap(\.notes)
    }

    /// An output written into its hidden folder, its parent open and locked, not yet in place.
    private struct Staged {
        var location: OutputLocation
        var parent: FolderHandle
        var temporary: String
        var exists: Bool
        var notes: [String]
    }

    /// Steps 1–3: cleans up, checks the destination and writes `files` into a new hidden folder beside
    /// it. On failure nothing of this run is left.
    private static func stage(
        _ files: [some FolderFile], to location: OutputLocation,
        _ ownership: FolderOwnership
    ) throws(OutputError) -> Staged {
        let failure = { (problem: OutputProblem) in OutputError(path: location.given, problem: problem) }
        for file in files where !isSafeRelativePath(file.path) {
            throw failure("refusing to write '\(file.path)' outside the output folder")
        }
        let (parent, isLocked) = try openParent(location)
        let notes = isLocked ? LeftoverCleanup.recoverFolder(in: parent, for: location.name, ownership) : []
        let exists = try checkDestination(location, in: parent, ownership)

        let temporary = TemporaryName.make(.partial, for: location.name)
        do {
            try parent.makeFolder(temporary)
        } catch {
            throw failure("cannot create a folder beside it in \(location.folder): \(error)")
        }
        do {
            try writeFiles(files, into: try parent.openFolder(temporary))
        } catch let error as FileWriteFailure {
            _ = try? FolderTree.remove(temporary, in: parent, .everything)
            throw failure(.cannotWrite(error.path, reason: "\(error.reason)"))
        } catch {
            _ = try? FolderTree.remove(temporary, in: parent, .everything)
            throw failure("cannot write the output: \(error)")
        }
        return Staged(location: location, parent: parent, temporary: temporary, exists: exists, notes: notes)
    }

    /// Throws unless the output at `location` is absent, or a folder of owned entries only.
    public static func checkDestination(_ location: OutputLocation, ownership: FolderOwnership) throws(OutputError) {
        let parent: FolderHandle
        do {
            parent = try FolderHandle.open(path: location.folder)
        } catch {
            return  // the writer reports a missing folder
        }
        _ = try checkDestination(location, in: parent, ownership)
    }

    /// Whether the output exists; throws when it may not be replaced.
    private static func checkDestination(
        _ location: OutputLocation, in parent: FolderHandle,
        _ ownership: FolderOwnership
    ) throws(OutputError) -> Bool {
        switch parent.kind(of: location.name) {
        case nil:
            return false
        case .folder:
            let foreign: [String]
            do {
                foreign = try FolderTree.foreignEntries(location.name, in: parent, ownership)
            } catch {
                throw OutputError(path: location.given, problem: "cannot read it: \(error)")
            }
            if let first = foreign.first {
                throw OutputError(path: location.given, problem: .stated(ownership.foreignEntryProblem(first)))
            }
            return true
        case .file, .other:
            throw OutputError(path: location.given, problem: .stated(ownership.notAFolderProblem))
        }
    }

    /// The folder that holds the output, open and locked; whether a lock was taken (see
    /// ``FolderHandle/lock()``).
    private static func openParent(_ location: OutputLocation) throws(OutputError) -> (FolderHandle, Bool) {
        let parent: FolderHandle
        do {
            parent = try FolderHandle.open(path: location.folder)
        } catch {
            let reason = error.code == ENOENT || error.code == ENOTDIR ? "does not exist" : "cannot be opened: \(error)"
            throw OutputError(
                path: location.given, problem: "the folder that would hold it, \(location.folder), \(reason)")
        }
        do {
            return (parent, try parent.lock())
        } catch {
            throw OutputError(path: location.given, problem: .cannotLock(folder: location.folder, reason: "\(error)"))
        }
    }

    /// A file of the output that could not be written.
    private struct FileWriteFailure: Error {
        var path: String
        var reason: SystemError
    }

    private static func writeFiles(_ files: [some FolderFile], into root: FolderHandle) throws {
        var folders: [String: FolderHandle] = ["": root]
        for file in files {
            var parts = file.path.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            var folderPath = ""
            var folder = root
            for part in parts {
                let path = folderPath.isEmpty ? part : folderPath + "/" + part
                if let open = folders[path] {
                    folder = open
                } else {
                    do {
                        if folder.kind(of: part) == nil { try folder.makeFolder(part) }
                        folder = try folder.openFolder(part)
                    } catch {
                        throw FileWriteFailure(path: path, reason: error)
                    }
                    folders[path] = folder
                }
                folderPath = path
            }
            do {
                try folder.createFile(name, bytes: file.bytes)
            } catch {
                throw FileWriteFailure(path: file.path, reason: error)
            }
        }
    }

    /// Puts the finished folder `temporary` in place of the output and removes the earlier one.
    private static func swap(
        _ temporary: String, into location: OutputLocation, in parent: FolderHandle,
        exists: Bool, _ ownership: FolderOwnership
    ) throws(OutputError) {
        let name = location.name
        let discardNew = { _ = try? FolderTree.remove(temporary, in: parent, .everything) }
        if !exists {
            do {
                try parent.renameWithoutReplacing(temporary, to: name)
                return
            } catch  where error.code == EEXIST {
                // Created meanwhile (by another program: NutriStats runs hold the lock): replace it below.
                do {
                    _ = try checkDestination(location, in: parent, ownership)
                } catch {
                    discardNew()
                    throw error
                }
            } catch  where error.code == ENOSYS || error.code == EINVAL {
                do {
                    try parent.rename(temporary, to: name)
                    return
                } catch {
                    discardNew()
                    throw OutputError(path: location.given, problem: .cannotMoveNewOutputIntoPlace(reason: "\(error)"))
                }
            } catch {
                discardNew()
                throw OutputError(path: location.given, problem: .cannotMoveNewOutputIntoPlace(reason: "\(error)"))
            }
        }
        do {
            try parent.exchange(temporary, name)
        } catch  where error.code == ENOSYS || error.code == EINVAL {
            try swapByTwoRenames(temporary, into: location, in: parent, ownership)
            return
        } catch {
            discardNew()
            throw OutputError(path: location.given, problem: .cannotReplaceEarlierOutput(reason: "\(error)"))
        }
        // `temporary` now names the earlier output.
        try removeEarlier(temporary, of: location, in: parent, ownership, newAfterRestore: temporary) {
            () throws(SystemError) in
            try parent.exchange(temporary, name)
        }
    }

    /// The fallback where names cannot be swapped atomically: earlier output aside, new one in place.
    private static func swapByTwoRenames(
        _ temporary: String, into location: OutputLocation, in parent: FolderHandle,
        _ ownership: FolderOwnership
    ) throws(OutputError) {
        let aside = TemporaryName.make(.previous, for: location.name)
        do {
            try parent.rename(location.name, to: aside)
        } catch {
            _ = try? FolderTree.remove(temporary, in: parent, .everything)
            throw OutputError(path: location.given, problem: .cannotMoveEarlierOutputAside(reason: "\(error)"))
        }
        do {
            try parent.rename(temporary, to: location.name)
        } catch {
            _ = try? parent.rename(aside, to: location.name)
            _ = try? FolderTree.remove(temporary, in: parent, .everything)
            throw OutputError(path: location.given, problem: .cannotMoveNewOutputIntoPlace(reason: "\(error)"))
        }
        try removeEarlier(aside, of: location, in: parent, ownership, newAfterRestore: temporary) {
            () throws(SystemError) in
            // Back as it was: the new output aside under the hidden name, the earlier one in place.
            try parent.rename(location.name, to: temporary)
            try parent.rename(aside, to: location.name)
        }
    }

    /// Removes the earlier output, now under the hidden name `earlier` — unless something it does not
    /// own appeared in it since the check (or it cannot be read), in which case `restore` puts it back
    /// (and the new output under the hidden name `newAfterRestore`, which is then removed) and the run
    /// fails. If the earlier output cannot be removed whole, the new one stays in place and the run
    /// fails naming the hidden folder that still holds the rest: nothing is ever left there silently.
    private static func removeEarlier(
        _ earlier: String, of location: OutputLocation, in parent: FolderHandle,
        _ ownership: FolderOwnership, newAfterRestore: String,
        restore: () throws(SystemError) -> Void
    ) throws(OutputError) {
        let hidden = location.folder == "/" ? "/" + earlier : location.folder + "/" + earlier
        let problem: String?
        do {
            problem = try FolderTree.foreignEntries(earlier, in: parent, ownership).first.map(
                ownership.foreignEntryProblem)
        } catch {
            problem = "cannot read the earlier output to remove it: \(error)"
        }
        if let problem {
            do {
                try restore()
            } catch {
                throw OutputError(
                    path: location.given,
                    problem: .stated(
                        problem + "; the earlier output is now \(hidden) "
                            + "and could not be put back (\(error))"))
            }
            _ = try? FolderTree.remove(newAfterRestore, in: parent, .everything)
            throw OutputError(
                path: location.given,
                problem: .stated(problem + " (it appeared while the new output was written; nothing was replaced)"))
        }
        let kept: [String]
        do {
            kept = try FolderTree.remove(earlier, in: parent, ownership)
        } catch {
            throw OutputError(
                path: location.given,
                problem: .stated(
                    "the new output is in place, but the earlier one could not "
                        + "be removed from \(hidden): \(error)"))
        }
        if let first = kept.first {
            throw OutputError(
                path: location.given,
                problem: .stated(
                    "the new output is in place, but \(first) appeared in the "
                        + "earlier one while it was being removed; it is kept in \(hidden)"))
        }
    }

    /// A relative path without `..`, empty or absolute parts.
    public static func isSafeRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
