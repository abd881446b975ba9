/// A place for one thread of a two-half read to leave its result (the history file's, a food log's);
/// each thread has its own, and they are read only after both threads have finished.
final class Slot<Value>: @unchecked Sendable {
    var value: Value?
}
