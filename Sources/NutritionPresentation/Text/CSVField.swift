/// The one CSV cell writer of every CSV output (`stats --format csv`, `pantry --format csv`, the
/// export's partitioned CSV): RFC 4180 quoting where a cell needs it.
package enum CSVField {
    /// `cell` as it is, or in double quotes with its quotes doubled when it holds a comma, a quote or
    /// a line break. Other characters (control characters too) are kept exactly.
    package static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
