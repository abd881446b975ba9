/// The kind of device a record source is, as far as ranking goes.
enum SourceKind: UInt8, CaseIterable {
    case watch = 0
    case phone = 1
    case other = 2

    /// The kind the text names: "watch" (any case) → watch, else "phone" → phone, else nil.
    static func named(in bytes: UnsafePointer<UInt8>, count: Int) -> SourceKind? {
        if contains(bytes, count, "watch") { return .watch }
        if contains(bytes, count, "phone") { return .phone }
        return nil
    }

    /// The kind a decoded name names, or nil.
    static func named(in text: String) -> SourceKind? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return named(in: UnsafePointer(base), count: buffer.count)
        }
    }

    /// Position in the ranking for `priority` (smaller wins).
    func order(for priority: DevicePriority) -> Int {
        switch (priority, self) {
        case (.phoneFirst, .phone): 0
        case (.phoneFirst, .watch): 1
        case (_, .watch): 0
        case (_, .phone): 1
        case (_, .other): 2
        }
    }

    /// Whether `needle` (lowercase ASCII) occurs in the bytes, ignoring ASCII case.
    private static func contains(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard count >= length else { return false }
        let pattern = needle.utf8Start
        let first = pattern[0]
        var i = 0
        while i <= count - length {
            if bytes[i] | 0x20 == first {
                var j = 1
                while j < length && bytes[i + j] | 0x20 == pattern[j] { j += 1 }
                if j == length { return true }
            }
            i += 1
        }
        return false
    }
}
