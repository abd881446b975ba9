// Every sentence of an InputProblem, in one place. The end-to-end tests hold these words to what
// users saw before (Tests/NutriStatsCLITests/BadInputs); change them on purpose, in CHANGELOG.md.

extension InputProblem {
    /// The problem as the message says it, after `FILE:LINE: field 'FIELD': `.
    public var description: String {
        switch self {
        case .cannotOpen(let reason): "cannot open the file: \(reason)"
        case .cannotRead(let reason): "cannot read the file: \(reason)"
        case .noSuchFile(let hint): "no such file; \(hint)"
        case .isAFolder(let hint): "is a folder; \(hint)"
        case .notARegularFile(let hint): "is not a regular file; \(hint)"
        case .folderInsteadOf(let what): "is a folder, not \(what)"
        case .isEmpty(let expected): "is empty; expected \(expected)"
        case .notUTF8CSV: "expected UTF-8 text (save the file as CSV UTF-8)"
        case .notUTF8(let byte): "expected UTF-8 text, found the byte 0x\(Self.hex(byte)) (save the file as UTF-8)"
        case .tooLong(let span, let limit):
            "expected \(span.rawValue) of at most \(limit >> 20) MiB (\(limit) bytes), found a longer one"
        case .fieldCount(let expected, let found): "expected \(expected) fields as in the header, found \(found)"
        case .quoteNotClosedOnLine:
            "expected a closing quote on the same line (a quoted field cannot span lines), found none"
        case .textAfterClosingQuote: "expected a comma after the closing quote, found more text"
        case .endOfFile(let expected): "expected \(expected), found the end of the file (is it cut short?)"
        case .quotedTextNotClosed: "text in quotes is not closed before the end of the file (is it cut short?)"
        case .emptyHeaderLine: "expected a header line, found an empty line"
        case .partMissing(let part, let context): "expected this \(part.rawValue) \(context), found none"
        case .keyRepeated: "expected each key once in an entry, found it again"
        case .expected(let what, let found): "expected \(what), found \(found)"
        case .expectation(let what): "expected \(what)"
        case .notANumber(let found): "expected a number, found \(found)"
        case .notANonNegativeNumber(let found, let orEmpty):
            "expected a finite, non-negative number\(orEmpty ? " or an empty field" : ""), found \(found)"
        case .activityValueTooLarge(let found, let orEmpty):
            "expected a number of at most \(ActivityValueLimit.text)\(orEmpty ? " or an empty field" : ""), found \(found)"
        case .numberOutOfRange(let limit, let unit, let context, let found):
            "expected a number from 0 to \(EntryFields.grouped(limit))\(Self.spaced(unit))\(Self.spaced(context)), found \(found)"
        case .otherInput(let expected, let found): "expected \(expected.rawValue), found \(found)"
        case .tooManySources: "expected at most \(SourceTable.capacity) different sources in one import, found more"
        case .labelled(let label, let problem): label + problem.description
        case .stated(let sentence): sentence
        }
    }

    private static func spaced(_ words: String?) -> String { words.map { " " + $0 } ?? "" }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

extension InputProblem.Found {
    /// The found value as the message shows it.
    public var description: String {
        switch self {
        case .quoted(let text):
            if text.isEmpty { return "an empty field" }
            let clipped = text.count > 60 ? String(text.prefix(57)) + "..." : text
            return "\"" + clipped + "\""
        case .quotedWhole(let text): return "\"" + text + "\""
        case .shown(let words): return words
        }
    }
}
