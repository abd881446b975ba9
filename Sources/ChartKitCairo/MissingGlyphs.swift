import Synchronization

/// The characters drawn since the process started that no installed font has a glyph for (each drawn
/// as a box), so a front end can name them once and say which font package covers them
/// (``FontPackageHint``). ChartKitCairo records; it never prints.
public enum MissingGlyphs {
    private static let seen = Mutex<[Unicode.Scalar]>([])

    /// Adds `characters` (in order of first appearance, without repeats).
    static func record(_ characters: [Unicode.Scalar]) {
        guard !characters.isEmpty else { return }
        seen.withLock { list in
            for character in characters where !list.contains(character) { list.append(character) }
        }
    }

    /// The characters recorded so far, in order of first appearance.
    public static var characters: [Unicode.Scalar] {
        seen.withLock { $0 }
    }

    /// Returns the characters recorded so far and forgets them, so each is reported once.
    public static func take() -> [Unicode.Scalar] {
        seen.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
