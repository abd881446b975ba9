/// A plain-text table with aligned columns, for terminals.
///
/// Widths are terminal columns (``TerminalText/width(_:)``); cells holding text from files (food
/// names) are made safe and cut to a sensible width by ``TerminalText/name(_:)`` before they get here.
package struct TextTable {
    package enum Alignment { case left, right }

    package enum Row {
        /// One cell per column.
        case cells([String])
        /// The first cell, then free text over the remaining columns ("not logged").
        case note(String, String)
        /// A line of dashes across the table.
        case rule
    }

    package var headers: [String]
    package var alignments: [Alignment]
    package var rows: [Row] = []

    package init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    package mutating func add(_ cells: [String]) { rows.append(.cells(cells)) }
    package mutating func addNote(_ first: String, _ text: String) { rows.append(.note(first, text)) }
    package mutating func addRule() { rows.append(.rule) }

    /// The table's lines, without trailing spaces.
    package func lines(indent: String = "") -> [String] {
        var widths = headers.map(TerminalText.width)
        for case .cells(let cells) in rows {
            for (index, cell) in cells.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TerminalText.width(cell))
            }
        }
        for case .note(let first, _) in rows { widths[0] = max(widths[0], TerminalText.width(first)) }
        let gap = "  "
        let totalWidth = widths.reduce(0, +) + gap.count * (widths.count - 1)
        func render(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                parts.append(
                    alignments[index] == .left ? TerminalText.padRight(cell, width) : TerminalText.padLeft(cell, width))
            }
            return trimmed(indent + parts.joined(separator: gap))
        }
        var lines = [render(headers)]
        for row in rows {
            switch row {
            case .cells(let cells):
                lines.append(render(cells))
            case .note(let first, let text):
                lines.append(trimmed(indent + TerminalText.padRight(first, widths[0]) + gap + text))
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
