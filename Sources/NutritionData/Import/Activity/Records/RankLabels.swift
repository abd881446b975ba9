/// Order-preserving integer labels for source ids, kept as sources arrive one by one: a smaller label
/// ranks first. This is how the per-minute merge compares two sources with one integer comparison
/// while new sources keep appearing in any order.
///
/// Ids are kept in rank order in a list of short sorted chunks (at most ``chunkLimit`` ids each), so
/// a new id is placed by binary search — about log₂ n comparisons of the caller's order — and
/// inserting it moves at most ``chunkLimit`` ids. Its label is the midpoint of the gap between its
/// neighbours' labels, so no existing label changes and earlier sources keep their relative order.
///
/// When the gap is empty, the smallest aligned range of the label space around the insertion point
/// that is sparse enough is relabelled evenly (the order-maintenance scheme of Bender, Cole, Demaine,
/// Farach-Colton and Zito, "Two simplified algorithms for maintaining order in a list", 2002): a
/// range of 2^i labels may hold at most (2 / 1.5)^i ids. That moves O(log u) labels per insertion,
/// amortised over any order of insertions (u = 2^63 labels).
///
/// So n insertions cost O(n log n) comparisons and O(n log u) label changes, instead of the
/// O(n² log n) of sorting every source again for each new one. Measured for 65,535 sources
/// (`SourceRankingTests`): about 16 comparisons and at most 11 relabelled earlier ids per source
/// whether they arrive ascending, descending, all at one place, converging or shuffled (none).
struct RankLabels {
    /// The most ids one chunk of the ordered list holds before it is split in two.
    static let chunkLimit = 512
    /// Labels lie in `0 ..< 2^labelBits`.
    static let labelBits = 63
    /// How many ids a range of 2^i labels may hold before a relabel must look at a wider range:
    /// ⌊(2 / 1.5)^i⌋, at least 1; 2^63 labels hold up to 7 × 10⁷ ids, far above 65,535.
    private static let rangeCapacity: [Int] = (0...labelBits).map { level in
        var capacity = 1.0
        for _ in 0..<level { capacity *= 2.0 / 1.5 }
        return max(1, Int(capacity))
    }

    /// What the insertions have cost so far, for tests of the complexity bound.
    struct Work: Equatable {
        /// Calls of the order predicate.
        var comparisons = 0
        /// Times a gap was empty and a range was relabelled.
        var relabels = 0
        /// Labels of earlier ids changed by those relabels.
        var relabelled = 0
    }

    /// Label by id.
    private(set) var labels: [UInt64] = []
    /// The ids in rank order, in chunks of at most ``chunkLimit``.
    private var chunks: [[UInt16]] = []
    private(set) var work = Work()

    /// Number of ids labelled.
    var count: Int { labels.count }

    /// Adds the next id (`count`), ranked after every id `precedes` puts before it and before the
    /// others. `precedes(a, b)` must be a strict total order on ids that never changes. Calls
    /// `changed` with each earlier id whose label was moved (only when a gap was empty); the new id's
    /// own label is ``labels``[id].
    mutating func add(precedes: (UInt16, UInt16) -> Bool, changed: (UInt16) -> Void) {
        let id = UInt16(truncatingIfNeeded: labels.count)
        labels.append(0)
        guard !chunks.isEmpty else {
            chunks = [[id]]
            labels[Int(id)] = UInt64(1) << (Self.labelBits - 1)
            return
        }
        let position = insertionPoint(of: id, precedes: precedes)
        chunks[position.chunk].insert(id, at: position.index)
        let low = position.previous(in: chunks).map { labels[Int(idAt($0))] + 1 } ?? 0
        let high = position.next(in: chunks).map { labels[Int(idAt($0))] } ?? (UInt64(1) << Self.labelBits)
        if low < high {
            labels[Int(id)] = low + (high - low) / 2
        } else {
            relabel(around: position, changed: changed)
        }
        if chunks[position.chunk].count > Self.chunkLimit {
            let chunk = chunks[position.chunk]
            let half = chunk.count / 2
            chunks[position.chunk] = Array(chunk[..<half])
            chunks.insert(Array(chunk[half...]), at: position.chunk + 1)
        }
    }

    /// The id at `cursor`.
    @inline(__always)
    private func idAt(_ cursor: Cursor) -> UInt16 {
        chunks[cursor.chunk][cursor.index]
    }

    /// Where `id` goes: the first place whose id `id` precedes (binary search over the chunks' last
    /// ids, then within one chunk).
    private mutating func insertionPoint(of id: UInt16, precedes: (UInt16, UInt16) -> Bool) -> Cursor {
        var lower = 0
        var upper = chunks.count - 1
        while lower < upper {
            let middle = (lower + upper) / 2
            work.comparisons += 1
            if let last = chunks[middle].last, precedes(last, id) { lower = middle + 1 } else { upper = middle }
        }
        let chunk = chunks[lower]
        var first = 0
        var end = chunk.count
        while first < end {
            let middle = (first + end) / 2
            work.comparisons += 1
            if precedes(chunk[middle], id) { first = middle + 1 } else { end = middle }
        }
        return Cursor(chunk: lower, index: first)
    }

    /// Gives the id just inserted at `position` a label by relabelling evenly the smallest aligned
    /// range of labels around it that is sparse enough (its neighbours leave it no gap).
    private mutating func relabel(around position: Cursor, changed: (UInt16) -> Void) {
        work.relabels += 1
        let inserted = idAt(position)
        // The range is grown around the label of a neighbour (the one before, else the one after).
        guard let neighbour = position.previous(in: chunks) ?? position.next(in: chunks) else { return }
        let anchor = labels[Int(idAt(neighbour))]
        // The ids from `first` to `last` lie in the range, the inserted one included.
        var first = position
        var last = position
        var members = 1
        for level in 1...Self.labelBits {
            let size = UInt64(1) << level
            let base = anchor & ~(size - 1)
            while let before = first.previous(in: chunks), labels[Int(idAt(before))] >= base {
                first = before
                members += 1
            }
            while let after = last.next(in: chunks), labels[Int(idAt(after))] &- base < size {
                last = after
                members += 1
            }
            guard members <= Self.rangeCapacity[level] || level == Self.labelBits else { continue }
            let step = size / UInt64(members)
            var cursor: Cursor? = first
            var label = base + step / 2
            while let current = cursor {
                let id = idAt(current)
                if id == inserted {
                    labels[Int(id)] = label
                } else if labels[Int(id)] != label {
                    labels[Int(id)] = label
                    work.relabelled += 1
                    changed(id)
                }
                label += step
                cursor = current.chunk == last.chunk && current.index == last.index ? nil : current.next(in: chunks)
            }
            return
        }
    }

    /// A place in the chunked list (chunks are never empty).
    private struct Cursor {
        var chunk: Int
        var index: Int

        /// The place before this one, if any.
        func previous(in chunks: [[UInt16]]) -> Cursor? {
            if index > 0 { return Cursor(chunk: chunk, index: index - 1) }
            return chunk > 0 ? Cursor(chunk: chunk - 1, index: chunks[chunk - 1].count - 1) : nil
        }

        /// The place after this one, if any.
        func next(in chunks: [[UInt16]]) -> Cursor? {
            if index + 1 < chunks[chunk].count { return Cursor(chunk: chunk, index: index + 1) }
            return chunk + 1 < chunks.count ? Cursor(chunk: chunk + 1, index: 0) : nil
        }
    }
}
