/// A place for one thread of a two-half read (the history file's) to leave its result;
/// each thread has its own, and they are read only after both threads have finished.
final class Slot<Value>: @unchecked Sendable {
    var value: Value?
}
