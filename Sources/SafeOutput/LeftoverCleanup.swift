/// What an interrupted run (a kill, a full disk at the wrong moment) may leave beside an output, and
/// how the next run deals with it. Called only while holding the folder's lock, which
/// every writer holds for as long as its hidden names exist, so any hidden name found is stale.
enum LeftoverCleanup {
    /// Removes stale `.NAME.partial-*` files (and symbolic links: the link, never its target) left
    /// for the output file `name` (``TemporaryName/isOurs(_:_:for:)``).
    static func removeStaleFiles(in folder: FolderHandle, for name: String) {
        for entry in names(in: folder)
        where TemporaryName.isOurs(entry, .partial, for: name) && folder.kind(of: entry) != .folder {
            try? folder.remove(entry, isFolder: false)
        }
    }

    private static func names(in folder: FolderHandle) -> [String] {
        ((try? folder.entries()) ?? []).filter(\.isDecodable).map(\.name)
    }

    /// Puts back an earlier output folder `name` that an interrupted swap left only under a
    /// `.NAME.previous-*` name, and removes the other hidden copies of it. Returns one note per
    /// thing it did or could not do, for the user.
    ///
    /// Only owned entries are removed: a hidden copy that holds anything else stays, with a note.
    static func recoverFolder(in folder: FolderHandle, for name: String, _ ownership: FolderOwnership) -> [String] {
        let entries = names(in: folder)
        let partials = entries.filter { TemporaryName.isOurs($0, .partial, for: name) }.sorted()
        var previous = entries.filter { TemporaryName.isOurs($0, .previous, for: name) }
            .filter { folder.kind(of: $0) == .folder }
            .sorted { (folder.modificationTime(of: $0) ?? 0, $0) > (folder.modificationTime(of: $1) ?? 0, $1) }
        var notes: [String] = []
        if folder.kind(of: name) == nil, let newest = previous.first, (try? folder.rename(newest, to: name)) != nil {
            notes.append("restored \(name) from \(newest), where an interrupted run had left it")
            previous.removeFirst()
        }
        for leftover in partials + previous {
            guard folder.kind(of: leftover) == .folder else {
                try? folder.remove(leftover, isFolder: false)
                continue
            }
            do {
                let kept = try FolderTree.remove(leftover, in: folder, ownership)
                if let first = kept.first {
                    notes.append(
                        "kept \(leftover), left by an interrupted run: it holds \(first), which NutriStats did not write"
                    )
                }
            } catch {
                notes.append("could not remove \(leftover), left by an interrupted run: \(error)")
            }
        }
        return notes
    }
}
