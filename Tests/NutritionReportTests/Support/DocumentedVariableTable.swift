import Foundation
import Testing

/// A template-variable table of docs/report.md: the `| Name | Content |` table that follows a line
/// starting with a marker ("**Variables**", "**Review variables**").
struct DocumentedVariableTable {
    /// One row: the names in backticks of its first column and of its second.
    struct Row {
        var names: [String]
        var nested: Set<String>
    }

    var rows: [Row]

    static let page = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/report.md")

    init(marker: String) throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(marker) }, "no line starting with \(marker)")
        let header = try #require(lines[start...].firstIndex { $0.hasPrefix("| Name |") })
        rows = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.dropFirst().split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            rows.append(
                Row(names: Self.quoted(cells.first ?? ""), nested: Set(Self.quoted(cells.count > 1 ? cells[1] : ""))))
        }
    }

    /// Every name of the first column.
    var names: Set<String> { Set(rows.flatMap(\.names)) }

    /// The text between backticks.
    static func quoted(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }

    /// The property names a template can reach inside `value`, at any depth: stored properties of
    /// structs, through optionals and the first element of lists.
    static func fieldNames(of value: Any) -> Set<String> {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            return mirror.children.first.map { fieldNames(of: $0.value) } ?? []
        case .struct:
            var names = Set<String>()
            for child in mirror.children {
                if let label = child.label { names.insert(label) }
                names.formUnion(fieldNames(of: child.value))
            }
            return names
        default:
            return []
        }
    }
}
