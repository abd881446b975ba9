/// The hidden names NutriStats gives its work beside an output called `NAME`:
/// `.NAME.partial-RANDOM` while it is being written, and `.NAME.previous-RANDOM` for an earlier
/// output moved aside where the file system cannot swap two names at once.
///
/// The random part (16 hex digits from the system's random source) makes the names unpredictable,
/// so nobody can plant a symbolic link at one in advance; they are created exclusively anyway.
struct TemporaryName {
    /// What the name is for.
    enum Purpose: String, CaseIterable {
        case partial
        case previous
    }

    /// A new name for `purpose` beside the output `name`.
    static func make(_ purpose: Purpose, for name: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = String(generator.next() as UInt64, radix: 16)
        return prefix(purpose, for: name) + String(repeating: "0", count: 16 - random.count) + random
    }

    /// The start every name for `purpose` beside `name` shares (also the names of earlier versions,
    /// which ended in a process id).
    static func prefix(_ purpose: Purpose, for name: String) -> String {
        "." + name + "." + purpose.rawValue + "-"
    }
}
