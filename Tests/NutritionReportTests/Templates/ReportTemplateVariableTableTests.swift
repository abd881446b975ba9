import Testing

@testable import NutritionReport

/// The template-variable reference in docs/report.md ("**Variables**": the table's first column) must
/// name exactly the top-level names a template sees: ``PeriodReport``'s stored properties (which
/// ``ReportTemplateContext`` hands on by name) plus `charts` and `chart`, which it adds. A property added,
/// renamed or removed without the table following makes this fail.
@Suite struct ReportTemplateVariableTableTests {
    /// The names in backticks in the first column of the table that follows "**Variables**".
    static func documentedNames() throws -> Set<String> {
        try DocumentedVariableTable(marker: "**Variables**").names
    }

    /// The top-level names the template context provides.
    static func providedNames() -> Set<String> {
        let report = ReportFixtures.report()
        var names = Set(Mirror(reflecting: report).children.compactMap(\.label))
        names.formUnion(["charts", "chart"])
        return names
    }

    @Test func theTableListsExactlyTheContextsTopLevelNames() throws {
        let documented = try Self.documentedNames()
        let provided = Self.providedNames()
        #expect(
            documented.subtracting(provided).isEmpty,
            "documented but not provided: \(documented.subtracting(provided).sorted())")
        #expect(
            provided.subtracting(documented).isEmpty,
            "provided but not documented: \(provided.subtracting(documented).sorted())")
    }

    /// Every provided name resolves in the context (so the list above is what templates really see),
    /// and a name that is not provided does not.
    @Test func theContextResolvesEveryProvidedName() {
        let context = ReportTemplateContext(values: .init(ReportFixtures.report()), charts: [])
        // macroSplit, pantry, body and vitaminsAndMinerals are nil in the fixture week (no nutrient split missing
        // here, no pantry or body file, no nutrient beyond the 17).
        for name in Self.providedNames().sorted()
        where !["macroSplit", "pantry", "body", "vitaminsAndMinerals"].contains(name) {
            #expect(context.child(named: name) != nil, "\(name)")
        }
        #expect(context.child(named: "noSuchVariable") == nil)
    }
}
