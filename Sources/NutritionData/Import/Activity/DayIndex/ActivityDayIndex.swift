/// Where the days of an Apple Health record CSV are, block by block: what lets a windowed read
/// (``ActivityReader/read(paths:days:)``) read only the parts of a large file that can touch its
/// window, with the same figures, notes and errors as a read of the whole file.
///
/// The file's data lines are grouped into blocks by where they start: block `k` holds the lines that
/// start in bytes `[k << blockShift, (k + 1) << blockShift)`, so a block begins at a line start and
/// every line is in exactly one block whatever parts the file was read in. For each block the index
/// keeps its first line's offset, its line and row counts and, when every row in it has the shape a
/// windowed read judges from the end of the line (`…,START,END,VALUE`, see ``RowReach``), the span of
/// days its rows can touch. A windowed read counts every row of a block whose span misses the window
/// as "outside the window" — exactly what it would have done row by row — and reads the other blocks.
///
/// It is built as a by-product of a read that scans the whole file (``ActivityDayIndexBuilder``) and
/// kept in a cache (``ActivityDayIndexStore``); it is never written next to the input.
struct ActivityDayIndex: Equatable, Sendable {
    /// One block of lines.
    struct Block: Equatable, Sendable {
        /// The file offset of the block's first line.
        var offset: Int64
        /// Lines starting in the block (blank lines included), as the parser numbers them.
        var lines: Int64
        /// Non-blank lines (rows), as the parser counts them.
        var rows: Int64
        /// Whether every row has the shape whose days are judged from its timestamps; a block with a
        /// row that does not (or an over-long line) is always read.
        var isClean: Bool
        /// The earliest and latest start day (day numbers) of the block's rows.
        var firstStartDay: Int
        var lastStartDay: Int
        /// The latest day a row of the block can touch (``RowReach/lastDay``).
        var lastReachDay: Int

        /// An empty block starting at `offset`.
        init(offset: Int64) {
            self.offset = offset
            lines = 0
            rows = 0
            isClean = true
            firstStartDay = .max
            lastStartDay = .min
            lastReachDay = .min
        }

        init(
            offset: Int64, lines: Int64, rows: Int64, isClean: Bool, firstStartDay: Int, lastStartDay: Int,
            lastReachDay: Int
        ) {
            self.offset = offset
            self.lines = lines
            self.rows = rows
            self.isClean = isClean
            self.firstStartDay = firstStartDay
            self.lastStartDay = lastStartDay
            self.lastReachDay = lastReachDay
        }

        /// Adds a blank line.
        @inline(__always) mutating func addBlankLine() {
            lines += 1
        }

        /// Adds a row whose days could not be judged from its timestamps.
        @inline(__always) mutating func addUnjudgedRow() {
            lines += 1
            rows += 1
            isClean = false
        }

        /// Adds a row whose days are `reach`.
        @inline(__always) mutating func add(_ reach: RowReach) {
            lines += 1
            rows += 1
            firstStartDay = min(firstStartDay, reach.startDay)
            lastStartDay = max(lastStartDay, reach.startDay)
            lastReachDay = max(lastReachDay, reach.lastDay)
        }

        /// Adds the lines of the same block read by the next part.
        mutating func absorb(_ next: Block) {
            lines += next.lines
            rows += next.rows
            isClean = isClean && next.isClean
            firstStartDay = min(firstStartDay, next.firstStartDay)
            lastStartDay = max(lastStartDay, next.lastStartDay)
            lastReachDay = max(lastReachDay, next.lastReachDay)
        }

        /// Whether every row of the block is outside `window` (day numbers), as the row-by-row test
        /// judges it: each starts after the window's last day, or touches nothing up to its first.
        func isOutside(_ window: ClosedRange<Int>) -> Bool {
            guard isClean else { return false }
            if rows == 0 { return true }
            return firstStartDay > window.upperBound || lastReachDay < window.lowerBound
        }
    }

    /// One step of reading a file through its index.
    enum Step: Equatable, Sendable {
        /// Read the lines starting in `[start, end)`.
        case read(start: Int64, end: Int64)
        /// Count these lines and rows as outside the window without reading them.
        case pass(lines: Int64, rows: Int64)
    }

    /// Log2 of the block size in bytes.
    var blockShift: Int
    /// The file's data start (the first line after the header) and size when indexed.
    var dataStart: Int64
    var fileSize: Int64
    /// Blocks in file order; the first starts at ``dataStart``.
    var blocks: [Block]

    /// Whether the blocks describe a file of ``fileSize`` bytes whose data starts at ``dataStart``:
    /// the first block at the data start, offsets increasing within the file, each block within its
    /// own byte range, counts that add up. An index failing this is not used.
    var isConsistent: Bool {
        guard blockShift >= 6, blockShift <= 40, dataStart >= 0, fileSize >= dataStart else { return false }
        guard let first = blocks.first else { return dataStart == fileSize }
        guard first.offset == dataStart else { return false }
        var previous = Int64.min
        for block in blocks {
            guard block.offset > previous, block.offset < fileSize, block.lines >= block.rows, block.rows >= 0,
                block.lines > 0
            else { return false }
            previous = block.offset
        }
        return true
    }

    /// The steps that read every block that may touch `window` (day numbers) and pass over the rest,
    /// in file order; consecutive blocks are joined into one step.
    func steps(for window: ClosedRange<Int>) -> [Step] {
        segments(for: window, parts: [dataStart, fileSize]).first ?? []
    }

    /// ``steps(for:)`` for each part of a read cut at `parts` (offsets from ``dataStart`` to
    /// ``fileSize``, increasing; part `k` owns the lines starting in `parts[k]..<parts[k + 1]`): the
    /// blocks to read are cut at the part boundaries, so each part reads exactly the lines it would
    /// read without an index; a block passed over is counted in the part where it starts (only the
    /// order of counts matters, for line numbers). Reading the same parts a whole-file read uses keeps
    /// every sum in the same order (per-minute values are 32-bit floats, so grouping the same rows
    /// into parts otherwise could change a total in its last bits).
    func segments(for window: ClosedRange<Int>, parts: [Int64]) -> [[Step]] {
        let partCount = max(0, parts.count - 1)
        var segments = [[Step]](repeating: [], count: partCount)
        guard partCount > 0 else { return segments }
        func append(_ step: Step, to part: Int) {
            switch (segments[part].last, step) {
            case (.pass(let lines, let rows)?, .pass(let more, let moreRows)):
                segments[part][segments[part].count - 1] = .pass(lines: lines + more, rows: rows + moreRows)
            case (.read(let start, let end)?, .read(let next, let last)) where end == next:
                segments[part][segments[part].count - 1] = .read(start: start, end: last)
            default:
                segments[part].append(step)
            }
        }
        var part = 0
        for (index, block) in blocks.enumerated() {
            let end = index + 1 < blocks.count ? blocks[index + 1].offset : fileSize
            while part + 1 < partCount && block.offset >= parts[part + 1] { part += 1 }
            if block.isOutside(window) {
                append(.pass(lines: block.lines, rows: block.rows), to: part)
                continue
            }
            var piece = part
            var start = block.offset
            while start < end {
                let stop = piece + 1 < partCount ? min(end, parts[piece + 1]) : end
                if stop > start { append(.read(start: start, end: stop), to: piece) }
                start = stop
                if start < end { piece += 1 }
            }
        }
        return segments
    }
}
