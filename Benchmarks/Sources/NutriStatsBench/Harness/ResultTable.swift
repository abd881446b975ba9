import Foundation

/// One measured row: a name and its figures (medians), in the order they are printed.
struct ResultRow {
    var section: String
    var name: String
    var figures: [(key: String, value: Double)]
    var note: String = ""
}

/// Collects result rows, prints them as aligned tables per section and writes them as JSON.
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

    /// Three significant figures at most, no exponent.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }

    /// The rows as a JSON document with the run's context.
    func json(context: [String: Any]) throws -> Data {
        var document = context
        document["results"] = rows.map { row -> [String: Any] in
            var figures: [String: Double] = [:]
            for figure in row.figures { figures[figure.key] = figure.value }
            var entry: [String: Any] = ["section": row.section, "name": row.name, "figures": figures]
            if !row.note.isEmpty { entry["note"] = row.note }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}
