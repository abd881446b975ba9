/// One result slot per task of a `concurrentPerform`: each iteration writes only its own slot, and the
/// slots are read only after every iteration has finished, so no lock is needed.
final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores the result of task `index` (called once per index, from that task only).
    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    /// Moves the results out (after all tasks finished), leaving the slots empty.
    func take() -> [Value?] {
        (0..<count).map { index in
            let value = slots[index]
            slots[index] = nil
            return value
        }
    }
}
