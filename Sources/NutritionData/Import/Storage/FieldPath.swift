/// How fields of one entry are named in errors: `2023-08-23 14:39 servings`, `cache[3] servings`,
/// `backlog[0] Food.Servings`. The name is put together only when an error is reported; for the
/// history it is kept as the date and time keys' tokens, so reading builds and copies no strings.
struct FieldPath {
    /// The entry's name (`cache[3]`); empty for a food object that is a whole file.
    var head: String
    /// The date and time keys of a history entry (`2023-08-23`, `14:39`), named from the file.
    var day: JSONToken?
    var time: JSONToken?
    /// Put before every key (`Food.` for the food object of a backlog entry).
    var keyPrefix: String = ""

    init(_ head: String, keyPrefix: String = "") {
        self.head = head
        self.keyPrefix = keyPrefix
    }

    /// The path of a history entry under its date and time keys.
    init(day: JSONToken, time: JSONToken) {
        self.head = ""
        self.day = day
        self.time = time
    }

    /// The entry itself (`2023-08-23 14:39`, `cache[3]`); nil for a whole file (a food object file).
    var entry: String? {
        if let day, let time { return (day.string ?? "") + " " + (time.string ?? "") }
        return head.isEmpty ? nil : head
    }

    /// A key of the entry (`2023-08-23 14:39 servings`), or just the key for a whole file.
    func callAsFunction(_ key: String) -> String {
        guard let entry else { return keyPrefix + key }
        return entry + " " + keyPrefix + key
    }

    /// The same entry with `prefix` before its keys (`backlog[0]` → `backlog[0] Food.Name`).
    func nested(_ prefix: String) -> FieldPath {
        var path = self
        path.keyPrefix += prefix
        return path
    }
}
