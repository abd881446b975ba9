/// The hidden names NutriStats gives its work beside an output called `NAME`:
/// `.NAME.partial-RANDOM` while it is being written, and `.NAME.previous-RANDOM` for an earlier
/// output moved aside where the file system cannot swap two names at once (a NAME too long for that
/// is shortened, see ``prefix(_:for:)``).
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

    /// The longest file name the file systems NutriStats writes to take (NAME_MAX, in bytes).
    static let maximumNameBytes = 255

    /// The start every name for `purpose` beside `name` shares. A name so long that the hidden name
    /// would pass ``maximumNameBytes`` stands in it shortened: its first 100 bytes (whole characters)
    /// and `~` with 16 hex digits of a hash of the whole name (FNV-1a), still the same for every run.
    static func prefix(_ purpose: Purpose, for name: String) -> String {
        let longest = 1 + name.utf8.count + 1 + Purpose.previous.rawValue.utf8.count + 1 + 16
        guard longest > maximumNameBytes else { return "." + name + "." + purpose.rawValue + "-" }
        var start = ""
        for character in name {
            guard start.utf8.count + character.utf8.count <= 100 else { break }
            start.append(character)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return "." + start + "~" + String(repeating: "0", count: 16 - hex.count) + hex + "." + purpose.rawValue + "-"
    }

    /// Whether `entry` is a name NutriStats gives for `purpose` beside `name`: the prefix, then 16
    /// lowercase hex digits (this version) or a process id in decimal (earlier versions). Nothing
    /// else that merely starts alike — a user's own `.report.previous-old` — is ever taken for one.
    static func isOurs(_ entry: String, _ purpose: Purpose, for name: String) -> Bool {
        let start = prefix(purpose, for: name)
        guard entry.hasPrefix(start) else { return false }
        let rest = entry.utf8.dropFirst(start.utf8.count)
        let isRandom = rest.count == 16 && rest.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        let isProcessID = (1...10).contains(rest.count) && rest.allSatisfy { (0x30...0x39).contains($0) }
        return isRandom || isProcessID
    }
}
