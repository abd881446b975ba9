/// A growable buffer of plain values for hot paths: element access is a pointer load, with no
/// reference counting or uniqueness check (which a Swift `Array` held by a class can cost per access).
///
/// The owner must call ``free()`` exactly once (from its `deinit`); copies share storage.
struct PlainBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    mutating func append(_ value: Element) {
        if count == capacity { reserve(capacity * 2) }
        base[count] = value
        count += 1
    }

    mutating func append(contentsOf source: UnsafePointer<Element>, count added: Int) {
        if count + added > capacity { reserve(max(capacity * 2, count + added)) }
        (base + count).update(from: source, count: added)
        count += added
    }

    mutating func reserve(_ newCapacity: Int) {
        guard newCapacity > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// Forgets every element, keeping the storage.
    mutating func removeAll() {
        count = 0
    }

    func free() {
        base.deallocate()
    }
}
