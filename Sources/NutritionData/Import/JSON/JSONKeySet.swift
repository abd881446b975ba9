/// The keys met so far in one object being read by a ``JSONPullReader``, to find a key written twice.
/// Compares bytes while the object is small and switches to hashing when it grows, so an object with
/// many keys costs linear time.
struct JSONKeySet {
    private var keys: [JSONToken] = []
    private var hashed: [String: Int]?

    private static let linearLimit = 32

    /// Forgets every key (keeps the storage for the next object).
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        hashed = nil
    }

    /// Adds `key`; returns the line of an earlier identical key, if there was one.
    mutating func insert(_ key: JSONToken) -> Int? {
        if hashed != nil {
            let text = key.string ?? ""
            if let first = hashed?[text] { return first }
            hashed?[text] = key.line
            return nil
        }
        for earlier in keys where earlier.sameText(as: key) { return earlier.line }
        keys.append(key)
        if keys.count > Self.linearLimit {
            var table: [String: Int] = [:]
            for known in keys where table[known.string ?? ""] == nil { table[known.string ?? ""] = known.line }
            hashed = table
        }
        return nil
    }
}
