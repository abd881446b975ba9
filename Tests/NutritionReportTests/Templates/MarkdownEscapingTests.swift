import NutritionReport
import Testing

@Suite struct MarkdownEscapingTests {
    @Test func markupCharactersAreEscaped() {
        #expect(MarkdownEscaping.escape(ReportFixtures.hostileName) == #"\<script\>alert(1)\</script\> \& "x" \| y"#)
        #expect(
            MarkdownEscaping.escape("*bold* _it_ `code` [link](x) ~~s~~ #tag")
                == ##"\*bold\* \_it\_ \`code\` \[link\](x) \~\~s\~\~ \#tag"##)
        #expect(MarkdownEscaping.escape(#"back\slash"#) == #"back\\slash"#)
    }

    @Test func lineStartsThatWouldMakeListsOrHeadings() {
        #expect(MarkdownEscaping.escape("- item") == #"\- item"#)
        #expect(MarkdownEscaping.escape("+ item") == #"\+ item"#)
        #expect(MarkdownEscaping.escape("1. first") == #"1\. first"#)
        #expect(MarkdownEscaping.escape("12) twelve") == #"12\) twelve"#)
        #expect(MarkdownEscaping.escape("=") == #"\="#)
        // Numbers and signs that cannot start a block stay as they are.
        #expect(MarkdownEscaping.escape("18.0") == "18.0")
        #expect(MarkdownEscaping.escape("+530") == "+530")
        #expect(MarkdownEscaping.escape("−20") == "−20")
        #expect(MarkdownEscaping.escape("2,154 mg") == "2,154 mg")
        #expect(MarkdownEscaping.escape("Mac-n-cheese") == "Mac-n-cheese")
    }

    @Test func lineBreaksBecomeSpaces() {
        #expect(MarkdownEscaping.escape("two\nlines\r\nhere") == "two lines here")
    }
}
