import Foundation

/// One measured row: a name and its figures (medians), in the order they are printed.
struct ResultRow {
    var section: String
    var name: String
    var figures: [(key: String, value: Double)]
    var note: String = ""
}

/// Collects result rows: prints each as it is measured (progress), then all of them as one aligned
/// table per section, and writes them as JSON.
struct ResultTable {
    private(set) var rows: [ResultRow] = []

    mutating func add(_ row: ResultRow) {
        rows.append(row)
        // Unbuffered, so progress shows as each row is measured.
        FileHandle.standardOutput.write(Data((Self.line(row) + "\n").utf8))
    }

    mutating func add(section: String, name: String, _ figures: [(String, Double)], note: String = "") {
        add(ResultRow(section: section, name: name, figures: figures.map { (key: $0.0, value: $0.1) }, note: note))
    }

    /// One printed line: `name  key value  key value …  note`.
    static func line(_ row: ResultRow) -> String {
        let name = row.name.padding(toLength: max(44, row.name.count), withPad: " ", startingAt: 0)
        let figures = row.figures.map { "\($0.key) \(format($0.value))" }.joined(separator: "  ")
        return "[\(row.section)] \(name) \(figures)\(row.note.isEmpty ? "" : "  (\(row.note))")"
    }

    /// The rows as one table per section (Markdown, columns aligned): a column per figure, in the
    /// order figures first appear, empty where a row has none.
    func tables() -> String {
        var sections: [String] = []
        for row in rows where !sections.contains(row.section) { sections.append(row.section) }
        var out = ""
        for section in sections {
            let members = rows.filter { $0.section == section }
            var keys: [String] = []
            for row in members {
                for figure in row.figures where !keys.contains(figure.key) { keys.append(figure.key) }
            }
            let header = [section] + keys
            let body = members.map { row in
                [row.name] + keys.map { key in row.figures.first { $0.key == key }.map { Self.format($0.value) } ?? "" }
            }
            let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                let padded = cells.enumerated().map { column, cell in
                    let pad = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + pad : pad + cell
                }
                return "| " + padded.joined(separator: " | ") + " |"
            }
            out += "\n" + line(header) + "\n"
            out +=
                "|"
                + widths.enumerated().map { column, width in
                    String(repeating: "-", count: width + 1) + (column == 0 ? "-" : ":")
                }.joined(separator: "|") + "|\n"
            for cells in body { out += line(cells) + "\n" }
            let notes = Set(members.map(\.note).filter { !$0.isEmpty })
            if !notes.isEmpty { out += notes.sorted().joined(separator: "; ") + "\n" }
        }
        return out
    }

    /// Three significant figures at most, no exponent; `–` for a figure not measured (NaN).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }

    /// The rows as a JSON document with the run's context.
    func json(context: [String: Any]) throws -> Data {
        var document = context
        document["results"] = rows.map { row -> [String: Any] in
            var figures: [String: Double] = [:]
            // A figure not measured (NaN: no PDF of the top-foods chart) is left out; JSON has no NaN.
            for figure in row.figures where figure.value.isFinite { figures[figure.key] = figure.value }
            var entry: [String: Any] = ["section": row.section, "name": row.name, "figures": figures]
            if !row.note.isEmpty { entry["note"] = row.note }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}
