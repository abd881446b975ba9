/// Collects the ``ActivityDayIndex`` blocks of the lines one reader part goes through, in order.
///
/// A part's first and last blocks may be shared with its neighbours (blocks follow byte offsets,
/// parts are cut anywhere); ``ActivityDayIndex/assemble(_:)`` joins them.
struct ActivityDayIndexBuilder: Sendable {
    let blockShift: Int
    private(set) var blocks: [ActivityDayIndex.Block] = []
    private var current: ActivityDayIndex.Block?
    private var currentNumber: Int64 = -1

    init(blockShift: Int) {
        self.blockShift = blockShift
    }

    /// The block the line starting at `offset` belongs to, started when it is a new one.
    @inline(__always)
    mutating func line(at offset: Int64) {
        let number = offset >> Int64(blockShift)
        if number != currentNumber {
            if let current { blocks.append(current) }
            current = ActivityDayIndex.Block(offset: offset)
            currentNumber = number
        }
    }

    @inline(__always) mutating func addBlankLine() { current?.addBlankLine() }
    @inline(__always) mutating func addUnjudgedRow() { current?.addUnjudgedRow() }
    @inline(__always) mutating func add(_ reach: RowReach) { current?.add(reach) }

    /// The blocks, the last one included.
    func finished() -> [ActivityDayIndex.Block] {
        guard let current else { return blocks }
        return blocks + [current]
    }
}

extension ActivityDayIndex {
    /// Joins the blocks of a file's parts (in part order) into the file's blocks: a block cut between
    /// two parts becomes one.
    static func assemble(_ parts: [[Block]], blockShift: Int) -> [Block] {
        var blocks: [Block] = []
        for part in parts {
            for block in part {
                if let last = blocks.last, last.offset >> Int64(blockShift) == block.offset >> Int64(blockShift) {
                    blocks[blocks.count - 1].absorb(block)
                } else {
                    blocks.append(block)
                }
            }
        }
        return blocks
    }
}
