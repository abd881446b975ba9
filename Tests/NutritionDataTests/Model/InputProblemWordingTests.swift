import NutritionData
import Testing

/// Each case of ``InputProblem`` reads as the sentence users saw before it was a case (written out
/// here by hand, not built from the source), and ``InputError`` still places it after
/// `FILE:LINE: field 'FIELD': `.
@Suite struct InputProblemWordingTests {
    @Test func theFileItself() {
        #expect(
            InputProblem.cannotRead(reason: "Input/output error").description
                == "cannot read the file: Input/output error")
        #expect(
            InputProblem.cannotOpen(reason: "Permission denied").description
                == "cannot open the file: Permission denied")
        #expect(
            InputProblem.noSuchFile(hint: "expected a food log CSV").description
                == "no such file; expected a food log CSV")
        #expect(InputProblem.isAFolder(hint: "expected a JSON file").description == "is a folder; expected a JSON file")
        #expect(
            InputProblem.notARegularFile(hint: "expected a pantry CSV or Parse JSON export").description
                == "is not a regular file; expected a pantry CSV or Parse JSON export")
        #expect(InputProblem.folderInsteadOf("a food log CSV").description == "is a folder, not a food log CSV")
        #expect(InputProblem.isEmpty(expected: "a header line").description == "is empty; expected a header line")
    }

    @Test func textLinesAndFields() {
        #expect(InputProblem.notUTF8CSV.description == "expected UTF-8 text (save the file as CSV UTF-8)")
        #expect(
            InputProblem.notUTF8(byte: 0xE9).description
                == "expected UTF-8 text, found the byte 0xE9 (save the file as UTF-8)")
        #expect(
            InputProblem.notUTF8(byte: 0x8).description
                == "expected UTF-8 text, found the byte 0x08 (save the file as UTF-8)")
        #expect(
            InputProblem.tooLong(.line, limit: 1 << 20).description
                == "expected a line of at most 1 MiB (1048576 bytes), found a longer one")
        #expect(
            InputProblem.tooLong(.headerLine, limit: 1 << 20).description
                == "expected a header line of at most 1 MiB (1048576 bytes), found a longer one")
        #expect(
            InputProblem.tooLong(.tag, limit: 1 << 20).description
                == "expected a tag of at most 1 MiB (1048576 bytes), found a longer one")
        #expect(
            InputProblem.fieldCount(expected: 10, found: 2).description
                == "expected 10 fields as in the header, found 2")
        #expect(
            InputProblem.quoteNotClosedOnLine.description
                == "expected a closing quote on the same line (a quoted field cannot span lines), found none")
        #expect(
            InputProblem.textAfterClosingQuote.description
                == "expected a comma after the closing quote, found more text")
        #expect(InputProblem.emptyHeaderLine.description == "expected a header line, found an empty line")
        #expect(
            InputProblem.endOfFile(expected: "a value").description
                == "expected a value, found the end of the file (is it cut short?)")
        #expect(
            InputProblem.quotedTextNotClosed.description
                == "text in quotes is not closed before the end of the file (is it cut short?)")
    }

    @Test func partsOfARecord() {
        #expect(
            InputProblem.partMissing(.attribute, context: "in a StepCount Record").description
                == "expected this attribute in a StepCount Record, found none")
        #expect(
            InputProblem.partMissing(.column, context: "in an ActivitySummary header").description
                == "expected this column in an ActivitySummary header, found none")
        #expect(
            InputProblem.partMissing(.key, context: "in an element {\"dateTime\", \"value\"}").description
                == "expected this key in an element {\"dateTime\", \"value\"}, found none")
        #expect(InputProblem.keyRepeated.description == "expected each key once in an entry, found it again")
    }

    @Test func values() {
        #expect(
            InputProblem.expected("a time of day as HH:MM (00:00 to 23:59)", found: .quoted("25:61")).description
                == "expected a time of day as HH:MM (00:00 to 23:59), found \"25:61\"")
        #expect(
            InputProblem.expectation("a weight above 0 and at most 700 kg").description
                == "expected a weight above 0 and at most 700 kg")
        #expect(
            InputProblem.notANumber(found: .quoted("two thousand")).description
                == "expected a number, found \"two thousand\"")
        #expect(
            InputProblem.notANonNegativeNumber(found: .quoted("-5")).description
                == "expected a finite, non-negative number, found \"-5\"")
        #expect(
            InputProblem.notANonNegativeNumber(found: .quoted("-5"), orEmpty: true).description
                == "expected a finite, non-negative number or an empty field, found \"-5\"")
        #expect(
            InputProblem.activityValueTooLarge(found: .quoted("1e300")).description
                == "expected a number of at most 1000000000, found \"1e300\"")
        #expect(
            InputProblem.activityValueTooLarge(found: .quoted("1e300"), orEmpty: true).description
                == "expected a number of at most 1000000000 or an empty field, found \"1e300\"")
        #expect(
            InputProblem.numberOutOfRange(limit: 100_000, found: .quotedWhole("200000")).description
                == "expected a number from 0 to 100,000, found \"200000\"")
        #expect(
            InputProblem.numberOutOfRange(
                limit: 100_000, unit: "g", context: "in a DietaryProtein Record",
                found: .quoted("1e9")
            ).description
                == "expected a number from 0 to 100,000 g in a DietaryProtein Record, found \"1e9\"")
        #expect(
            InputProblem.tooManySources.description
                == "expected at most 65535 different sources in one import, found more")
    }

    @Test func anotherKindOfInput() {
        #expect(
            InputProblem.otherInput(expected: .activity, found: "a Fitbit food log").description
                == "expected activity data (steps, energy or heart rate by day or by sample), found a Fitbit food log")
        #expect(
            InputProblem.otherInput(expected: .body, found: "a Fitbit food log").description
                == "expected body measurements (weight, body fat), found a Fitbit food log")
        #expect(
            InputProblem.otherInput(expected: .foodLog, found: "a workouts export").description
                == "expected a food log, found a workouts export")
    }

    @Test func foundValuesAreQuotedCutAndNamedWhenEmpty() {
        #expect(InputProblem.Found.quoted("lots").description == "\"lots\"")
        #expect(InputProblem.Found.quoted("").description == "an empty field")
        let long = String(repeating: "x", count: 61)
        #expect(InputProblem.Found.quoted(long).description == "\"" + String(repeating: "x", count: 57) + "...\"")
        #expect(InputProblem.Found.quoted(String(repeating: "y", count: 60)).description.count == 62)
        #expect(InputProblem.Found.quotedWhole(long).description == "\"" + long + "\"")
        #expect(InputProblem.Found.shown("none").description == "none")
    }

    @Test func aLabelPrefixesAnElementsProblemAndAStatedSentenceIsItself() {
        #expect(
            InputProblem.labelled("item 3: ", .expected("an object", found: "a number")).description
                == "item 3: expected an object, found a number")
        let stated: InputProblem = "holds no weigh-in in the period"
        #expect(stated == .stated("holds no weigh-in in the period"))
        #expect(stated.description == "holds no weigh-in in the period")
    }

    @Test func problemsThatReadTheSameAreEqual() {
        #expect(InputProblem.notANumber(found: .quoted("two")) == .stated("expected a number, found \"two\""))
        #expect(InputProblem.notANumber(found: .quoted("two")) != .notANumber(found: .quoted("three")))
        #expect(Set<InputProblem>([.emptyHeaderLine, "expected a header line, found an empty line"]).count == 1)
    }

    @Test func anInputErrorReadsFileLineFieldProblem() {
        let error = InputError(
            file: "food-log/text-in-nutrient.csv", line: 3, field: "Protein (g)",
            problem: .notANumber(found: .quoted("lots")))
        #expect(
            error.description
                == "food-log/text-in-nutrient.csv:3: field 'Protein (g)': expected a number, found \"lots\"")
        let wholeLine = InputError(file: "history/truncated.json", line: 1, problem: .quotedTextNotClosed)
        #expect(
            wholeLine.description
                == "history/truncated.json:1: text in quotes is not closed before the end of the file (is it cut short?)"
        )
        let noLine = InputError(.io, file: "missing.csv", problem: .noSuchFile(hint: "expected a food log CSV"))
        #expect(noLine.description == "missing.csv: no such file; expected a food log CSV")
        #expect(noLine.kind == .io)
    }
}
