import Synchronization

/// Hands the results of tasks run in parallel to one folding function, one at a time and in task
/// order, as soon as a task and every task before it have finished.
///
/// Only the results waiting for an earlier task are held (with tasks started in index order, about
/// one per core), instead of every task's result until all are done: reading several large files at
/// once then needs memory for the combined result plus a few parts, not for every part. The fold runs
/// under a lock, on whichever worker completed the missing result; the order, and so every sum, is the
/// same as folding after all tasks finished.
final class InOrderFolding<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [Value?]
        var next = 0
    }

    private let state: Mutex<State>
    private let fold: @Sendable (Int, Value) -> Void

    /// `fold(index, value)` is called once per task index, in increasing index order, never concurrently.
    init(count: Int, fold: @escaping @Sendable (Int, Value) -> Void) {
        state = Mutex(State(waiting: Array(repeating: nil, count: count)))
        self.fold = fold
    }

    /// Delivers the result of task `index` (once per index) and folds every result now in order.
    func deliver(_ value: Value, at index: Int) {
        state.withLock { state in
            state.waiting[index] = value
            while state.next < state.waiting.count, let ready = state.waiting[state.next] {
                state.waiting[state.next] = nil
                fold(state.next, ready)
                state.next += 1
            }
        }
    }
}
