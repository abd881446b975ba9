import Foundation
import NutritionStats

/// Reading figures back out of rendered reports, to compare them with the engine.
enum ReportParsing {
    /// The number a report cell shows (`−1,234`, `+530`, `73 %`, `350*`, `**9,421**`), or nil for
    /// an empty cell or text.
    static func number(_ cell: String) -> Double? {
        var text = cell.replacingOccurrences(of: "**", with: "")
        for (from, to) in [("\\*", ""), ("*", ""), ("−", "-"), (",", ""), ("+", ""), ("%", ""), ("\\", "")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return Double(text.trimmingCharacters(in: .whitespaces))
    }

    /// The engine's value as the report must show it: rounded by ``FigureRounding`` (nil stays nil).
    static func shown(_ value: Double?, decimals: Int = 0) -> Double? {
        value.map { FigureRounding.rounded($0, decimals: decimals) }
    }

    /// The rows of the Markdown table that follows `heading`, as cells (header and separator dropped).
    /// Cells are split at `|` not preceded by a backslash.
    static func markdownTable(after heading: String, in text: String) -> [[String]] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var rows: [[String]] = []
        var seenTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("|") {
                seenTable = true
                rows.append(markdownCells(line))
            } else if seenTable {
                break
            }
        }
        return Array(rows.dropFirst(2))
    }

    /// The cells of one Markdown table row.
    static func markdownCells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return Array(cells.dropFirst())  // the text before the first "|" is empty
    }

    /// The HTML table row whose opening tag holds `marker` (`data-date="2026-11-09"`), as the text of
    /// its cells with tags removed and entities left as they are.
    static func htmlRow(_ marker: String, in html: String) -> [String]? {
        guard let markerRange = html.range(of: marker),
            let rowStart = html[..<markerRange.lowerBound].range(of: "<tr", options: .backwards),
            let rowEnd = html[markerRange.upperBound...].range(of: "</tr>")
        else { return nil }
        let row = html[rowStart.lowerBound..<rowEnd.lowerBound]
        return row.components(separatedBy: "<td").dropFirst().map { cell in
            guard let open = cell.firstIndex(of: ">") else { return "" }
            let body = cell[cell.index(after: open)...].components(separatedBy: "</td>")[0]
            return stripTags(String(body)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The text of the element carrying `data-figure="NAME"`, tags removed.
    static func htmlFigure(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: "data-figure=\"\(name)\">") else { return nil }
        let rest = html[range.upperBound...]
        guard let end = rest.range(of: "</") else { return nil }
        return stripTags(String(rest[..<end.lowerBound])).trimmingCharacters(in: .whitespaces)
    }

    static func stripTags(_ text: String) -> String {
        var out = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                out.append(character)
            }
        }
        return out
    }

    /// Every `<svg …>…</svg>` element of an HTML page.
    static func svgElements(_ html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest[start.upperBound...].range(of: "</svg>") {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}
