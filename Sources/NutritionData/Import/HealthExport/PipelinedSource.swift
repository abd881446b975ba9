import Foundation

/// Runs another byte source on a thread of its own, a few chunks ahead of the reader, so inflating
/// an export.zip (one core) and scanning its XML (the other) overlap.
///
/// Four chunks of 1 MiB circulate between the two threads through two counters; the reader copies
/// each chunk into its own buffer. When the reader stops early (an error in strict mode), the
/// producing thread finishes the chunk it is on and ends. Memory: 4 MiB.
///
/// The counters are ``ChunkCounter``s, not DispatchSemaphores: libdispatch traps when a semaphore is
/// freed while its count is below its starting value, and a reader that stops early leaves chunks
/// taken and never handed back (that trap was exit 132 on any bad record inside an export.zip).
final class PipelinedSource: ExportByteSource {
    static let chunkSize = 1 << 20
    static let chunkCount = 4

    /// What both threads share.
    private final class Pipe: @unchecked Sendable {
        let chunks: [UnsafeMutablePointer<UInt8>]
        var results: [Result<Int, InputError>]
        let free = ChunkCounter(PipelinedSource.chunkCount)
        let filled = ChunkCounter(0)
        let lock = NSLock()
        private var cancelledFlag = false

        init() {
            chunks = (0..<PipelinedSource.chunkCount).map { _ in .allocate(capacity: PipelinedSource.chunkSize) }
            results = Array(repeating: .success(0), count: PipelinedSource.chunkCount)
        }

        deinit {
            for chunk in chunks { chunk.deallocate() }
        }

        var cancelled: Bool {
            get {
                lock.lock()
                defer { lock.unlock() }
                return cancelledFlag
            }
            set {
                lock.lock()
                cancelledFlag = newValue
                lock.unlock()
            }
        }
    }

    private let pipe = Pipe()
    /// The chunk being read, how far, and whether the stream has ended.
    private var current = -1
    private var position = 0
    private var available = 0
    private var ended = false

    init(_ inner: ExportByteSource) {
        let pipe = self.pipe
        let box = UncheckedBox(inner)
        let thread = Thread {
            var slot = 0
            while true {
                pipe.free.wait()
                if pipe.cancelled { break }
                let result = box.value.read(into: pipe.chunks[slot], count: PipelinedSource.chunkSize)
                pipe.results[slot] = result
                pipe.filled.signal()
                if case .success(let count) = result, count > 0 {
                    slot = (slot + 1) % PipelinedSource.chunkCount
                } else {
                    break
                }
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        pipe.cancelled = true
        pipe.free.signal()
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        if ended { return .success(0) }
        if position == available {
            if current >= 0 { pipe.free.signal() }
            pipe.filled.wait()
            current = (current + 1) % PipelinedSource.chunkCount
            switch pipe.results[current] {
            case .failure(let error):
                ended = true
                return .failure(error)
            case .success(let got):
                if got == 0 {
                    ended = true
                    return .success(0)
                }
                position = 0
                available = got
            }
        }
        let take = min(count, available - position)
        buffer.update(from: pipe.chunks[current] + position, count: take)
        position += take
        return .success(take)
    }
}

/// A counting semaphore built on a condition variable: ``wait()`` takes one (waiting while there is
/// none), ``signal()`` gives one back. Unlike DispatchSemaphore it may be freed at any count.
private final class ChunkCounter: @unchecked Sendable {
    private let condition = NSCondition()
    private var count: Int

    init(_ count: Int) {
        self.count = count
    }

    func wait() {
        condition.lock()
        while count == 0 { condition.wait() }
        count -= 1
        condition.unlock()
    }

    func signal() {
        condition.lock()
        count += 1
        condition.signal()
        condition.unlock()
    }
}

/// Hands a non-Sendable value to one other thread that alone uses it from then on.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
