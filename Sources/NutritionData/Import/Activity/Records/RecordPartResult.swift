/// What reading one part (or all) of an Apple Health record file produced.
struct RecordPartResult: Sendable {
    /// Rows of an unused type, counted.
    struct OtherType: Sendable {
        var type: String
        var rows: Int
        /// Relative to the part's first line until made absolute.
        var firstLine: Int
    }

    /// The merged minutes and heart rate of this part (source ids from ``sources``).
    var bins: MinuteBins
    var sources: SourceTable
    /// Lines consumed (blank and bad lines included), to number the next part's lines.
    var lines = 0
    var rows = 0
    var rowsUsed = 0
    var rowsExcluded = 0
    /// Rows left out after reading only their timestamps, because they touch no day of the window.
    var rowsOutsideWindow = 0
    var otherTypes: [OtherType] = []
    var issues = RowIssueLog()
    /// The part's day index blocks, when asked for and the part was read to its end.
    var indexBlocks: [ActivityDayIndex.Block]?
    /// A read failure, which ends the import in any mode.
    var readError: InputError?
}
