/// The kinds of row problems, used to group skipped rows without building a message per row.
enum RowIssueKind: UInt8 {
    case lineTooLong
    case unterminatedQuote
    case textAfterQuote
    case fieldCount
    case timestamp
    case date
    case number
    case numberTooLarge
    case unit
    case endBeforeStart
    case sampleTooLong
    case heartRateIncomplete
    case heartRateOrder
    case tooManySources
    /// export.xml: a tag that is not well-formed (no `=`, no quotes, unfinished, over 1 MiB).
    case malformedTag
    /// export.xml: an attribute the element needs is not there; JSON: a key the element needs.
    case missingAttribute
    /// JSON: a list element that is not an object, or holds a key twice.
    case jsonElement
}

/// The row problems of one part of a file: the first one (which stops a strict import) and, in
/// lenient mode, a count per field and kind with the first message and line.
///
/// Lines are relative to the part (0 = its first line) until ``firstError(file:firstLine:)`` or
/// ``addTo(_:file:firstLine:)`` turns them into ``InputError``s; messages are built only for the first row of each group, so a file with a
/// million bad rows costs a million increments, not a million strings.
struct RowIssueLog: Sendable {
    struct Group: Sendable {
        var key: Int
        var field: String?
        var problem: InputProblem
        var count: Int
        var firstLine: Int
    }

    private(set) var groups: [Group] = []
    private var indexByKey: [Int: Int] = [:]

    /// Whether any row had a problem.
    var isEmpty: Bool { groups.isEmpty }

    /// Number of rows with problems.
    var total: Int { groups.reduce(0) { $0 + $1.count } }

    /// Records one bad row. `column` is the field's column (-1 for the whole line); `problem` is only
    /// evaluated for the first row of its group.
    mutating func record(
        line: Int, column: Int, field: @autoclosure () -> String?, kind: RowIssueKind,
        problem: @autoclosure () -> InputProblem
    ) {
        let key = (column + 1) << 8 | Int(kind.rawValue)
        if let index = indexByKey[key] {
            groups[index].count += 1
        } else {
            indexByKey[key] = groups.count
            groups.append(Group(key: key, field: field(), problem: problem(), count: 1, firstLine: line))
        }
    }

    /// Adds the groups of a later part of the same file whose first line is `lineOffset` lines after
    /// this part's first line.
    mutating func absorb(_ other: RowIssueLog, lineOffset: Int) {
        for group in other.groups {
            if let index = indexByKey[group.key] {
                groups[index].count += group.count
            } else {
                indexByKey[group.key] = groups.count
                var moved = group
                moved.firstLine += lineOffset
                groups.append(moved)
            }
        }
    }

    /// The first problem by line, as an error located at `firstLine + relative line`.
    func firstError(file: String, firstLine: Int) -> InputError? {
        guard let first = groups.min(by: { $0.firstLine < $1.firstLine }) else { return nil }
        return InputError(
            .data, file: file, line: firstLine + first.firstLine, field: first.field, problem: first.problem)
    }

    /// Adds these groups to `skipped`, with lines made absolute.
    func addTo(_ skipped: inout SkippedRows, file: String, firstLine: Int) {
        for group in groups {
            let error = InputError(
                .data, file: file, line: firstLine + group.firstLine, field: group.field, problem: group.problem)
            skipped.record(error, count: group.count)
        }
    }
}
