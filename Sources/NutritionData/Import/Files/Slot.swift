/// A place for one thread of a two-half read (the history file's, a food log's) to leave its result;
/// each thread has its own, and they are read only after both threads have finished.
final class Slot<Value>: @unchecked Sendable {
    var value: Value?

    /// The value, left empty: the caller holds the only reference to what it holds, so an array in it
    /// grows in place rather than being copied.
    func take() -> Value? {
        defer { value = nil }
        return value
    }
}
