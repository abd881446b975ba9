/// Recognises raw tracker data written as CSV whose cells hold JSON objects
/// (`1706342400,band,"{""steps"": 412, ""kcal"": 20.5}"`): such a file has no columns of values, so
/// NutriStats does not read it.
///
/// A line whose first field starts like JSON is JSON text itself (a JSON file read as CSV), not such a
/// CSV: on the header only the later fields are looked at, and after a header starting like JSON the
/// data row is not looked at.
enum JSONCells {
    /// The index of the first field that holds a JSON object (``holdsObject(_:)``); nil when none does.
    static func column(in fields: [String]) -> Int? {
        fields.firstIndex(where: holdsObject)
    }

    /// ``column(in:)`` among the fields after the first.
    static func column(afterFirstOf fields: [String]) -> Int? {
        fields.indices.dropFirst().first { holdsObject(fields[$0]) }
    }

    /// Whether a field starts with `{` or `[` (after spaces).
    static func startsLikeJSON(_ field: String) -> Bool {
        guard let opening = field.utf8.first(where: { $0 != 0x20 }) else { return false }
        return opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[")
    }

    /// Whether a field holds a JSON object, or a list of them: after spaces, `{` followed (after spaces)
    /// by `"` or `}`, or `[` followed by `{`. A field cut short by unquoted commas inside the JSON still
    /// starts that way.
    static func holdsObject(_ field: String) -> Bool {
        var bytes = field.utf8.drop { $0 == 0x20 }
        guard let opening = bytes.first, opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[") else {
            return false
        }
        bytes = bytes.dropFirst().drop { $0 == 0x20 }
        guard let next = bytes.first else { return false }
        return opening == UInt8(ascii: "{")
            ? next == UInt8(ascii: "\"") || next == UInt8(ascii: "}") : next == UInt8(ascii: "{")
    }
}
