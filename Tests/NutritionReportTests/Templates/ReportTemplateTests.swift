import NutritionData
import Testing

@testable import NutritionReport

@Suite struct ReportTemplateTests {
    @Test func formatComesFromTheFileName() {
        #expect(ReportFormat.templateFormat(ofFile: "my.html") == .html)
        #expect(ReportFormat.templateFormat(ofFile: "dir/Coach.HTM") == .html)
        #expect(ReportFormat.templateFormat(ofFile: "report.html.mustache") == .html)
        #expect(ReportFormat.templateFormat(ofFile: "weekly.md") == .md)
        #expect(ReportFormat.templateFormat(ofFile: "weekly.markdown.mustache") == .md)
        #expect(ReportFormat.templateFormat(ofFile: "weekly.txt") == nil)
        #expect(ReportFormat.templateFormat(ofFile: "weekly.mustache") == nil)
        #expect(ReportFormat.templateFormat(ofFile: "html") == nil)
    }

    @Test func builtInTemplatesAreEmbedded() throws {
        #expect(EmbeddedTemplates.files["report.html.mustache"]?.contains("<!DOCTYPE html>") == true)
        #expect(EmbeddedTemplates.files["report.md.mustache"]?.hasPrefix("# {{title}}") == true)
        #expect(EmbeddedTemplates.files["report-style.css.mustache"] != nil)
        _ = try ReportTemplate.builtIn(.html)
        _ = try ReportTemplate.builtIn(.md)
    }

    @Test func aCustomHTMLTemplateIsHonouredAndEscapesHTML() throws {
        let template = try ReportTemplate.custom(
            text: "<h1>{{period.label}}</h1>{{#summary.intake}}<p>{{averageKcal}}</p>{{/summary.intake}}"
                + "{{#foodLog}}{{#meals}}{{#foods}}<li>{{name}}</li>{{/foods}}{{/meals}}{{/foodLog}}"
                + "{{#chart.kcal}}<i>{{title}}</i>{{/chart.kcal}}",
            file: "coach.html")
        let files = try ReportFixtures.files(formats: [.html], template: template)
        let html = ReportFixtures.text(files, "report.html")
        #expect(html.hasPrefix("<h1>Week of 9 Nov 2026</h1><p>1,570</p><li>Oats</li>"))
        #expect(html.contains("<li>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; | y</li>"))
        #expect(html.hasSuffix("<i>Energy intake</i>"))
    }

    @Test func aCustomMarkdownTemplateIsEscapedForMarkdownWithoutAnExtraLine() throws {
        let template = try ReportTemplate.custom(
            text:
                "Week {{period.first}}\n{{#foodLog}}{{#meals}}{{#foods}}| {{name}} | {{kcal}} |\n{{/foods}}{{/meals}}{{/foodLog}}",
            file: "coach.md")
        let md = ReportFixtures.text(try ReportFixtures.files(formats: [.md], template: template), "report.md")
        #expect(md.hasPrefix("Week 2026-11-09\n| Oats | 300 |\n"))
        #expect(md.contains(#"| \<script\>alert(1)\</script\> \& "x" \| y | 410 |"#))
    }

    @Test func aCustomTemplateCanCallTheBuiltInPartials() throws {
        let template = try ReportTemplate.custom(text: "<style>{{> report-style.css}}</style>", file: "x.html")
        let html = ReportFixtures.text(try ReportFixtures.files(formats: [.html], template: template), "report.html")
        #expect(html.contains("@media print"))
    }

    @Test func aBrokenTemplateNamesItsLine() {
        do {
            _ = try ReportTemplate.custom(text: "line one\n{{#days}}\n{{label}}\n{{/weeks}}\n", file: "broken.md")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "broken.md")
            #expect(error.line == 4)  // the Markdown pragma's extra line is not counted
            #expect(error.field == "template")
            #expect(error.problem.description.contains("closed with another name"))
            #expect(error.kind == .data)
        }
        do {
            _ = try ReportTemplate.custom(text: "<p>{{#summary}}", file: "unclosed.html")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 1)
            #expect(error.problem.description.contains("never closed"))
        }
    }

    @Test func aTemplateWithAnUnknownExtensionIsRefused() {
        #expect(throws: InputError.self) { try ReportTemplate.custom(text: "{{title}}", file: "report.txt") }
    }
}
