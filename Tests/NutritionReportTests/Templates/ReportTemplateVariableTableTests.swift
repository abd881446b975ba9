import Foundation
@testable import NutritionReport
import Testing

/// The template-variable reference in docs/report.md ("**Variables**": the table's first column) must
/// name exactly the top-level names a template sees: ``PeriodReport``'s stored properties (which
/// ``ReportTemplateContext`` hands on by name) plus `charts` and `chart`, which it adds. A property added,
/// renamed or removed without the table following makes this fail.
@Suite struct ReportTemplateVariableTableTests {
    static let page = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/report.md")

    /// The names in backticks in the first column of the table that follows "**Variables**".
    static func documentedNames() throws -> Set<String> {
        let text = try String(contentsOf: page, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("**Variables**") })
        let header = try #require(lines[start...].firstIndex { $0.hasPrefix("| Name |") })
        var names = Set<String>()
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let firstCell = line.dropFirst().prefix { $0 != "|" }
            let parts = firstCell.split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 { names.insert(String(part)) }
        }
        return names
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
        #expect(documented.subtracting(provided).isEmpty, "documented but not provided: \(documented.subtracting(provided).sorted())")
        #expect(provided.subtracting(documented).isEmpty, "provided but not documented: \(provided.subtracting(documented).sorted())")
    }

    /// Every provided name resolves in the context (so the list above is what templates really see),
    /// and a name that is not provided does not.
    @Test func theContextResolvesEveryProvidedName() {
        let context = ReportTemplateContext(report: ReportFixtures.report(), charts: [])
        // macroSplit and pantry are nil in the fixture week (no nutrient split missing here, no pantry file).
        for name in Self.providedNames().sorted() where name != "macroSplit" && name != "pantry" {
            #expect(context.child(named: name) != nil, "\(name)")
        }
        #expect(context.child(named: "noSuchVariable") == nil)
    }
}
