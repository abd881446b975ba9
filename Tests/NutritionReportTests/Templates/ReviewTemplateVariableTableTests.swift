import Testing

@testable import NutritionReport

/// The review's template-variable table in docs/report.md ("**Review variables**") must name exactly
/// what a review template sees: ``ReviewReport``'s stored properties plus `charts` and `chart`, and in
/// each row's second column every property a template can reach inside that value. A property added,
/// renamed or removed without the table following makes this fail.
@Suite struct ReviewTemplateVariableTableTests {
    /// A compared review, so the optional parts (`comparison`, each row's `change`) are present.
    static let review = ReviewReportTests.review(compare: true)

    static func providedNames() -> [String: Any] {
        var values: [String: Any] = [:]
        for child in Mirror(reflecting: review).children {
            if let label = child.label { values[label] = child.value }
        }
        return values
    }

    @Test func theTableListsExactlyTheContextsTopLevelNames() throws {
        let documented = try DocumentedVariableTable(marker: "**Review variables**").names
        let provided = Set(Self.providedNames().keys).union(["charts", "chart"])
        #expect(
            documented.subtracting(provided).isEmpty,
            "documented but not provided: \(documented.subtracting(provided).sorted())")
        #expect(
            provided.subtracting(documented).isEmpty,
            "provided but not documented: \(provided.subtracting(documented).sorted())")
    }

    /// Reached through the fixture's values (lists it leaves empty, such as `foodLog`, are not entered).
    @Test func eachRowNamesEveryPropertyInsideItsValues() throws {
        let table = try DocumentedVariableTable(marker: "**Review variables**")
        let values = Self.providedNames()
        for row in table.rows where !row.names.contains("charts") {
            var inside = Set<String>()
            for name in row.names {
                if let value = values[name] { inside.formUnion(DocumentedVariableTable.fieldNames(of: value)) }
            }
            // A row may also quote example values (`average-kcal`, `limit`); every field must be named.
            #expect(
                inside.subtracting(row.nested).isEmpty,
                "\(row.names): not documented: \(inside.subtracting(row.nested).sorted())")
        }
    }

    /// Every provided name resolves in the review's template context.
    @Test func theContextResolvesEveryProvidedName() {
        let context = ReportTemplateContext(values: .init(Self.review), charts: [])
        // body is nil in the fixture (no body files).
        for name in Self.providedNames().keys.sorted() where name != "body" {
            #expect(context.child(named: name) != nil, "\(name)")
        }
        #expect(context.child(named: "charts") != nil && context.child(named: "noSuchVariable") == nil)
    }
}
