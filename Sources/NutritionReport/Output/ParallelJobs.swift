import Dispatch

/// Runs independent jobs on all cores and returns their results in job order.
enum ParallelJobs {
    /// `body(i)` for every `i` in `0..<count`, spread over the cores; the results in index order.
    static func run<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(body(index), at: index)
        }
        return slots.values()
    }

    /// One slot per job in memory allocated up front; each slot is written by exactly one job and
    /// read only after all jobs have finished (concurrentPerform returns after the last one).
    private final class Slots<T>: @unchecked Sendable {
        private let base: UnsafeMutablePointer<T?>
        private let count: Int

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: max(count, 1))
            base.initialize(repeating: nil, count: count)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        func store(_ value: T, at index: Int) {
            base[index] = value
        }

        func values() -> [T] {
            (0..<count).compactMap { base[$0] }
        }
    }
}
