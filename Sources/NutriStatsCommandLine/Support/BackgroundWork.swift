import Dispatch

/// A throwing piece of work started on another thread at once, whose result is asked for later.
///
/// `report` reads activity files this way while the food log is read on the calling thread. The
/// result (or error) is exactly what calling the work directly would give; ``wait()`` lets a caller
/// that leaves early (on an error) not return while the work is still going.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the work's thread before `done` is signalled; read only after waiting on it.
    private var result: Result<Value, any Error>?

    /// Starts `work` on another thread.
    package init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { try work() }
            self.done.signal()
        }
    }

    /// Waits for the work to end (at once when it has).
    package func wait() {
        done.wait()
        done.signal()
    }

    /// The work's value, or its error, waiting for it when needed.
    package func value() throws -> Value {
        wait()
        guard let result else { throw CancellationError() }
        return try result.get()
    }
}
