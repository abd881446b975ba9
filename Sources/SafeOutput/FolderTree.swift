/// Walking an output folder's tree through folder handles, never following symbolic links.
enum FolderTree {
    /// The entries below `name` (inside `parent`) that `ownership` does not own, as relative paths,
    /// in name order. Symbolic links and special files are never owned.
    static func foreignEntries(_ name: String, in parent: FolderHandle, _ ownership: FolderOwnership)
        throws(SystemError) -> [String]
    {
        try walk(try parent.openFolder(name), prefix: "", ownership, removing: false)
    }

    /// Removes the owned entries below `name` (inside `parent`), and `name` itself once it is empty.
    /// Returns the entries it kept because they are not owned (then `name` stays too).
    @discardableResult
    static func remove(_ name: String, in parent: FolderHandle, _ ownership: FolderOwnership) throws(SystemError)
        -> [String]
    {
        let kept = try walk(try parent.openFolder(name), prefix: "", ownership, removing: true)
        if kept.isEmpty { try parent.remove(name, isFolder: true) }
        return kept
    }

    private static func walk(
        _ folder: FolderHandle, prefix: String, _ ownership: FolderOwnership,
        removing: Bool
    ) throws(SystemError) -> [String] {
        var foreign: [String] = []
        for (entry, isDecodable) in try folder.entries().sorted(by: { $0.name < $1.name }) {
            let path = prefix + entry
            guard isDecodable else {
                foreign.append(path)  // not UTF-8: no output file has such a name
                continue
            }
            switch folder.kind(of: entry) {
            case .folder where ownership.owns(path, true):
                let kept = try walk(try folder.openFolder(entry), prefix: path + "/", ownership, removing: removing)
                foreign += kept
                if removing && kept.isEmpty { try folder.remove(entry, isFolder: true) }
            case .file where ownership.owns(path, false):
                if removing { try folder.remove(entry, isFolder: false) }
            case nil:
                continue  // gone meanwhile
            default:
                foreign.append(path)
            }
        }
        return foreign
    }
}
