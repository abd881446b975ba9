/// The Levenshtein distance between two strings, counted in characters: the fewest insertions,
/// deletions and substitutions turning one into the other. Used to suggest close food names; names
/// are short, so the plain two-row dynamic programme is enough (no library needed for ~20 lines).
public enum EditDistance {
    /// The edit distance between `a` and `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
