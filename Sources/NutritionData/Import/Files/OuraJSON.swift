/// Recognises an Oura JSON export (the API's or the membership page's download): an object whose
/// members hold lists of records under `sleep`, `activity` or `readiness` (`{"sleep": [{…}], …}`), or
/// under `data` (`{"data": [{…}], "next_token": null}`). NutriStats does not read it.
///
/// Only objects are looked at: a file starting with `[` (Fitbit's per-day lists, for one) is never
/// taken for Oura's.
enum OuraJSON {
    /// How much of a file is looked at: the members that start in it (after a byte-order mark and
    /// whitespace, the top-level `{`) are checked, a member cut off by the end is not.
    static let headLength = 64 << 10

    /// The top-level keys whose value is a list in an Oura export.
    static let listKeys: Set<String> = ["sleep", "activity", "readiness", "data"]

    /// The first top-level member of `head` that is one of ``listKeys`` holding a list, with the line of
    /// its key; nil when `head` is not the start of such an object (not JSON, not an object, or none of
    /// those members within it).
    static func listKey(in head: UnsafeBufferPointer<UInt8>) -> (key: String, line: Int)? {
        guard var reader = try? JSONPullReader(input: head, file: "") else { return nil }
        do throws(InputError) {
            guard try reader.peek() == .object else { return nil }
            _ = try reader.enterObject()
            while let node = try reader.nextKey() {
                let key = JSONToken(node: node, input: head)
                if let name = key.string, listKeys.contains(name), try reader.peek() == .array {
                    return (name, key.line)
                }
                try reader.skipValue()
            }
        } catch {
            return nil
        }
        return nil
    }

    /// ``listKey(in:)`` of the first ``headLength`` bytes of `bytes`.
    static func listKey(in bytes: [UInt8]) -> (key: String, line: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            listKey(in: UnsafeBufferPointer(rebasing: buffer.prefix(headLength)))
        }
    }

    /// ``listKey(in:)`` of the first ``headLength`` bytes of `file`.
    static func listKey(in file: InputFile) throws(InputError) -> (key: String, line: Int)? {
        listKey(in: try file.head(headLength))
    }
}
