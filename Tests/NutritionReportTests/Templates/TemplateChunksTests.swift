import Mustache
import NutritionData
import Testing

@testable import NutritionReport

/// A template cut into pieces (``TemplateChunks``) fills to the same text as the whole template, cuts
/// only where no section or tag is open, and is left whole when it changes the parser's state or does
/// not balance.
@Suite struct TemplateChunksTests {
    /// Values for the test templates: nested lists, empty lists, Booleans, text needing escapes.
    struct Item {
        var name: String
        var tags: [String]
        var flagged: Bool
    }

    struct Model {
        var title = "Week <1> & \"more\""
        var items = (0..<7).map {
            Item(name: "item \($0) <b>", tags: $0 % 3 == 0 ? [] : ["t\($0)", "u\($0)"], flagged: $0 % 2 == 0)
        }
        var empty: [Item] = []
        var note: String? = nil
        var on = true
    }

    /// A template of many kinds of lines, repeated until it is several pieces long: standalone
    /// section tags (whose lines are left out), inline sections, inverted sections, comments over
    /// lines, triple mustaches, partials with indentation, CSS braces, blank lines.
    static let template: String = {
        let block = """
            <h1>{{title}}</h1>
            {{! a comment
            over two lines }}
            <style>p { color: red; } div { margin: 0 }</style>
            {{#items}}
              <li class="{{#flagged}}flag{{/flagged}}">{{name}}: {{#tags}}{{.}} {{/tags}}{{^tags}}none{{/tags}}</li>
            {{/items}}
            {{^empty}}
            <p>nothing here</p>
            {{/empty}}
              {{> part}}
            {{{title}}}
            {{#note}}{{note}}{{/note}}{{^note}}no note{{/note}}

            {{#on}}
            on
            {{/on}}

            """
        return String(repeating: block, count: 12)
    }()

    static let partial = "partial line {{title}}\n  second {{#on}}yes{{/on}}\n"

    static func whole(_ text: String) throws -> String {
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: partial), named: "part")
        return try MustacheTemplate(string: text).render(Model(), library: library)
    }

    static func inPieces(_ text: String) throws -> String {
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: partial), named: "part")
        return try TemplateChunks.pieces(of: text).map {
            try MustacheTemplate(string: String($0)).render(Model(), library: library)
        }
        .joined()
    }

    @Test func piecesFillToTheSameTextAsTheWhole() throws {
        let pieces = TemplateChunks.pieces(of: Self.template)
        #expect(pieces.count > 4)
        #expect(pieces.joined() == Self.template)
        #expect(try Self.inPieces(Self.template) == Self.whole(Self.template))
    }

    @Test func everyPieceStartsAtALineOutsideSections() throws {
        let cuts = try #require(TemplateChunks.cuts(in: Array(Self.template.utf8)))
        let bytes = Array(Self.template.utf8)
        for cut in cuts {
            #expect(bytes[cut - 1] == UInt8(ascii: "\n"))
            // The text before the cut opens and closes as many sections as it closes.
            let before = String(decoding: bytes[..<cut], as: UTF8.self)
            let opened = ["{{#", "{{^"].map { before.components(separatedBy: $0).count - 1 }.reduce(0, +)
            #expect(opened == before.components(separatedBy: "{{/").count - 1)
        }
    }

    @Test func theBuiltInTemplatesAreCutAndFillAlike() throws {
        for name in ["report.html", "report.md", "review.html", "review.md"] {
            let text = try #require(EmbeddedTemplates.files[name + ".mustache"])
            #expect(TemplateChunks.pieces(of: text).count > 2, "\(name)")
            #expect(TemplateChunks.pieces(of: text).joined() == text)
        }
    }

    @Test func aSectionSpanningManyLinesIsNotCut() {
        let text = "{{#items}}\n" + String(repeating: "{{name}} line\n", count: 200) + "{{/items}}\n"
        #expect(TemplateChunks.pieces(of: text).count == 1)
    }

    @Test func stateChangingOrUnbalancedTemplatesStayWhole() {
        let long = String(repeating: "{{title}} text line\nplain line\n", count: 100)
        for text in [
            long + "{{=<% %>=}}\n" + long, long + "{{% CONTENT_TYPE: TEXT}}\n" + long,
            long + "{{#items}}\n" + long, long + "{{/items}}\n" + long, long + "{{unfinished\n",
        ] {
            #expect(TemplateChunks.pieces(of: text).count == 1)
        }
        #expect(TemplateChunks.pieces(of: long + long).count > 1)
    }

    @Test func anErrorInALatePieceNamesTheTemplatesLine() throws {
        // Balanced, so it is cut, but a section is closed with another name on line 402.
        let text = String(repeating: "{{title}} text line\nplain line\n", count: 200) + "{{#days}}\n{{/weeks}}\n"
        #expect(TemplateChunks.pieces(of: text).count > 1)
        do {
            _ = try ReportTemplate.custom(text: text, file: "late.md")
            Issue.record("the template was accepted")
        } catch {
            #expect(error.line == 402)
            #expect(error.file == "late.md")
        }
    }

    /// Random templates of text, line breaks, sections (often alone on their lines), inverted sections,
    /// variables, comments and stray braces: the pieces always join to the template, they fill to the
    /// same text as the whole, and an unbalanced tag added anywhere leaves the template whole.
    @Test func randomTemplatesFillAlikeWhole() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let leaves = [
            "text ", "more text ", "\n", "\n", "\r\n", "  ", "{{title}}", "{{{title}}}", "{{! note }}", "{ x ", " y }",
            "{ a }",
            "{{name}}", "{{#tags}}{{.}}{{/tags}}", "Müsli, 牛奶 ", "שלום ", "e\u{301} ", "  {{> part}}\n", "{{&title}}",
        ]
        func block(_ depth: Int) -> String {
            var text = ""
            for _ in 0..<(depth == 0 ? 400 : 1 + next(6)) {
                switch next(10) {
                case 0 where depth < 3:
                    let (open, close) = [
                        ("{{#items}}", "{{/items}}"), ("{{#on}}", "{{/on}}"), ("{{^empty}}", "{{/empty}}"),
                    ][next(3)]
                    let alone = next(2) == 0
                    text +=
                        (alone ? "\n" + open + "\n" : open) + block(depth + 1) + (alone ? "\n" + close + "\n" : close)
                default:
                    text += leaves[next(leaves.count)]
                }
            }
            return text
        }
        for _ in 0..<60 {
            let text = block(0)
            let pieces = TemplateChunks.pieces(of: text)
            #expect(pieces.count > 1)
            #expect(pieces.joined() == text)
            #expect(try Self.inPieces(text) == Self.whole(text))
            #expect(TemplateChunks.pieces(of: text + "{{/items}}\n").count == 1)
        }
    }
}
