import Dispatch
import Synchronization
import Testing

@testable import NutritionData

/// Results delivered in any order are folded one at a time in task order, as soon as possible.
@Suite struct InOrderFoldingTests {
    final class Folded: Sendable {
        let order = Mutex<[Int]>([])
    }

    @Test func outOfOrderDeliveriesFoldInTaskOrder() {
        let folded = Folded()
        let folding = InOrderFolding<Int>(count: 4) { index, value in
            folded.order.withLock { $0.append(index * 100 + value) }
        }
        // Task 2 finishes first: nothing can be folded yet.
        folding.deliver(7, at: 2)
        #expect(folded.order.withLock { $0 } == [])
        // Task 0: it is folded at once; task 1 is still missing, so task 2 waits.
        folding.deliver(5, at: 0)
        #expect(folded.order.withLock { $0 } == [5])
        // Task 1 completes the run 1, 2; task 3 then follows on its own.
        folding.deliver(6, at: 1)
        #expect(folded.order.withLock { $0 } == [5, 106, 207])
        folding.deliver(8, at: 3)
        #expect(folded.order.withLock { $0 } == [5, 106, 207, 308])
    }

    @Test func concurrentDeliveriesFoldEachOnceInOrder() {
        let folded = Folded()
        let count = 500
        // Each task delivers its index × 3; the fold records index and value.
        let folding = InOrderFolding<Int>(count: count) { index, value in
            folded.order.withLock { $0.append(value == index * 3 ? index : -1) }
        }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            folding.deliver(index * 3, at: index)
        }
        #expect(folded.order.withLock { $0 } == Array(0..<count))
    }
}
