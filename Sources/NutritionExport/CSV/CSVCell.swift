import NutritionPresentation

/// A value as a CSV cell (RFC 4180): unknown is empty, booleans are `true`/`false`, numbers their
/// decimal text, and text quoted by the one CSV cell writer (`CSVField` in NutritionPresentation).
enum CSVCell {
    static func text(_ value: ExportValue) -> String {
        switch value {
        case .null: ""
        case .number(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): CSVField.quoted(text)
        }
    }
}
