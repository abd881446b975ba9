/// A value as a CSV cell (RFC 4180): unknown is empty, booleans are `true`/`false`, numbers their
/// decimal text, and text is quoted where it holds a comma, a quote or a line break.
enum CSVCell {
    static func text(_ value: ExportValue) -> String {
        switch value {
        case .null: ""
        case .number(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): quoted(text)
        }
    }

    static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
