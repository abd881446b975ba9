import Mustache
import Testing

@testable import NutritionReport

/// `TemplateValue` must give templates exactly what swift-mustache's own reflection gives them.
@Suite struct TemplateValueTests {
    enum Mood: String { case good, poor }

    struct Item {
        var name: String
        var kcal: Int
        var note: String?
        var tags: [String]
        var highlighted: Bool
    }

    struct Group {
        var title: String
        var items: [Item]
        var mood: Mood
        var lead: Item?
        var empty: [Item]
        var byID: [String: Item]
    }

    struct Root {
        var title: String
        var groups: [Group]
        var count: Double
        var missing: String?
    }

    static let root = Root(
        title: "Week <1>",
        groups: [
            Group(
                title: "Breakfast",
                items: [
                    Item(name: "Oats & milk", kcal: 300, note: "warm", tags: ["a", "b"], highlighted: true),
                    Item(name: "Tea", kcal: 2, note: nil, tags: [], highlighted: false),
                ], mood: .good, lead: Item(name: "Oats", kcal: 1, note: nil, tags: ["x"], highlighted: false),
                empty: [],
                byID: ["oats": Item(name: "By id", kcal: 5, note: "n", tags: [], highlighted: true)]),
            Group(title: "Dinner", items: [], mood: .poor, lead: nil, empty: [], byID: [:]),
        ],
        count: 2.5,
        missing: nil)

    /// Every kind of tag: names through dots, sections over arrays, Booleans, optionals (empty ones
    /// fall through to outer contexts), inverted sections, enums, dictionaries, `{{.}}`, and names
    /// found further up the context stack.
    static let template = """
        {{title}} {{{title}}} {{count}} [{{missing}}]{{^missing}}no missing{{/missing}}
        {{#groups}}== {{title}} ({{mood}}) {{#lead}}lead {{name}} {{kcal}} {{count}}{{/lead}}{{^lead}}no lead{{/lead}}
        {{#items}}- {{name}} {{kcal}} {{note}} {{#highlighted}}*{{/highlighted}}{{^highlighted}}-{{/highlighted}} \
        {{#tags}}[{{.}}]{{/tags}}{{^tags}}none{{/tags}} in {{title}}
        {{/items}}{{^items}}nothing{{/items}}{{^empty}}empty{{/empty}} {{byID.oats.name}} {{#byID.oats}}{{note}}{{/byID.oats}}
        {{/groups}}{{groups.0.title}}
        """

    @Test func preparedValuesRenderLikeReflectedOnes() throws {
        let template = try MustacheTemplate(string: Self.template)
        let reflected = template.render(Self.root)
        let prepared = template.render(try #require(TemplateValue.prepare(Self.root)))
        #expect(prepared == reflected)
        #expect(reflected.contains("Week &lt;1&gt; Week <1> 2.5 []no missing"))
        #expect(reflected.contains("- Oats &amp; milk 300 warm * [a][b] in Breakfast"))
        #expect(reflected.contains("- Tea 2  - none in Breakfast"))
        #expect(reflected.contains("== Dinner (poor) no lead"))
    }

    struct Day: Comparable {
        var number: Int
        static func < (a: Day, b: Day) -> Bool { a.number < b.number }
    }

    struct Lists {
        var names = ["pear", "apple", "fig"]
        var numbers = [3, 1, 2]
        var days = [Day(number: 2), Day(number: 1)]
        var items = [Item(name: "b", kcal: 1, note: nil, tags: ["z", "y"], highlighted: false)]
    }

    /// Transforms that need the elements' own types (sorting needs `Comparable`) still work.
    @Test func transformsOnListsBehaveAsWithReflection() throws {
        let template = try MustacheTemplate(
            string: """
                {{#sorted(names)}}{{.}},{{/sorted(names)}} {{#sorted(numbers)}}{{.}},{{/sorted(numbers)}} \
                {{#sorted(days)}}{{number}},{{/sorted(days)}} {{count(items)}} {{#first(items)}}{{name}}{{/first(items)}} \
                {{#items}}{{#reversed(tags)}}{{.}}{{/reversed(tags)}}{{/items}} {{uppercased(names.first)}}{{#empty(names)}}none{{/empty(names)}}
                """)
        let reflected = template.render(Lists())
        #expect(reflected.hasPrefix("apple,fig,pear, 1,2,3, 1,2, 1 b yz"))
        #expect(template.render(try #require(TemplateValue.prepare(Lists()))) == reflected)
    }

    @Test func emptyOptionalsBecomeNilAndOthersAreUnwrapped() {
        let none: String? = nil
        #expect(TemplateValue.prepare(none as Any) == nil)
        #expect(TemplateValue.prepare(Optional("x") as Any) as? String == "x")
        #expect(TemplateValue.prepare(true) as? Bool == true)
        #expect(TemplateValue.prepare(Mood.good) as? Mood == .good)
        let object = TemplateValue.prepare(Self.root.groups[0].items[0]) as? TemplateObject
        #expect(object?.child(named: "name") as? String == "Oats & milk")
        #expect(object?.child(named: "unknown") == nil)
        #expect(object?.description == String(describing: Self.root.groups[0].items[0]))
    }
}

@Suite struct TemplatePartialTests {
    @Test func onlyThePartialsATemplateNamesAreParsed() {
        #expect(ReportTemplate.partials(calledFrom: "{{title}}").isEmpty)
        #expect(
            ReportTemplate.partials(calledFrom: "<style>{{> report-style.css}}</style>").map(\.name) == [
                "report-style.css"
            ])
        // The built-in HTML template calls the style sheet; the Markdown one calls nothing.
        let html = EmbeddedTemplates.files["report.html.mustache"] ?? ""
        #expect(ReportTemplate.partials(calledFrom: html).map(\.name) == ["report-style.css"])
        let md = EmbeddedTemplates.files["report.md.mustache"] ?? ""
        #expect(ReportTemplate.partials(calledFrom: md).isEmpty)
    }

    @Test func partialsCalledByPartialsAreTaken() {
        // report.html calls report-style.css, so naming report.html brings both.
        #expect(
            ReportTemplate.partials(calledFrom: "{{> report.html}}").map(\.name) == ["report-style.css", "report.html"])
    }
}
