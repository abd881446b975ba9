/// A plain-text table with aligned columns, for terminals.
///
/// Widths are counted in `Character`s; every character the stats output uses (digits, letters, `–`,
/// `·`, `↑`, `↓`) is one column wide in a monospaced font.
struct TextTable {
    enum Alignment { case left, right }

    enum Row {
        /// One cell per column.
        case cells([String])
        /// The first cell, then free text over the remaining columns ("not logged").
        case note(String, String)
        /// A line of dashes across the table.
        case rule
    }

    var headers: [String]
    var alignments: [Alignment]
    var rows: [Row] = []

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    mutating func add(_ cells: [String]) { rows.append(.cells(cells)) }
    mutating func addNote(_ first: String, _ text: String) { rows.append(.note(first, text)) }
    mutating func addRule() { rows.append(.rule) }

    /// The table's lines, without trailing spaces.
    func lines(indent: String = "") -> [String] {
        var widths = headers.map(\.count)
        for case .cells(let cells) in rows {
            for (index, cell) in cells.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        for case .note(let first, _) in rows { widths[0] = max(widths[0], first.count) }
        let gap = "  "
        let totalWidth = widths.reduce(0, +) + gap.count * (widths.count - 1)
        func render(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: max(0, width - cell.count))
                parts.append(alignments[index] == .left ? cell + padding : padding + cell)
            }
            return trimmed(indent + parts.joined(separator: gap))
        }
        var lines = [render(headers)]
        for row in rows {
            switch row {
            case .cells(let cells):
                lines.append(render(cells))
            case .note(let first, let text):
                let padding = String(repeating: " ", count: max(0, widths[0] - first.count))
                lines.append(trimmed(indent + first + padding + gap + text))
            case .rule:
                lines.append(indent + String(repeating: "-", count: totalWidth))
            }
        }
        return lines
    }

    private func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }
}
