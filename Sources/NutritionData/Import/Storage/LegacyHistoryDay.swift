/// One day of the Nutrition shortcut's **older** history format, where a day's value in
/// `foodHistory.json` is not an object but a JSON-encoded *string* holding `{"HH:MM": "LINES"}`:
///
/// ```
/// {"2019-03-02": "{\"08:15\": \"1.5x Yogurt and Granola (414.68 kCal)\\n1 [Chicken Noodles (430 Kcal)]\"}"}
/// ```
///
/// LINES are joined by `\n` (a `\r` before it is dropped, blank lines are ignored); each one is read by
/// ``LegacyTextEntry/line(_:)``: an entry with servings and the kcal of the whole entry, or a bare
/// food name, kept as one serving of **unknown** kcal (``PendingEntry/kcalKnown`` false) rather than
/// dropped. A slot's value may also be a list of such texts.
///
/// ``HistoryFileReader`` decides by content which format a day uses (a string value is this one), so
/// one file may mix both. Every problem is reported at the line of the day's value in the file, with
/// the day key as field (`2019-03-02`, `2019-03-02 08:15`): the inner text has no lines of its own
/// that the user could find.
struct LegacyHistoryDay {
    let fields: EntryFields

    /// The entries of the day `dayKey` (read as `date`) whose value, decoded, is `text`, found on
    /// `line` of the file.
    ///
    /// Text that is not JSON, or not an object of times, is one problem for the whole day: thrown when
    /// strict, otherwise the day is skipped and counted once. A bad time key or a bad line is thrown
    /// when strict, otherwise skipped and counted (a bad time key counts each of its lines).
    func entries(
        of text: String, date: LocalDate, dayKey: String, line: Int, source: EntrySource, issues: inout ImportIssues
    ) throws(InputError) -> [PendingEntry] {
        let document: JSONDocument
        do throws(InputError) {
            document = try JSONDocument(text: text, file: fields.file)
        } catch {
            let inner = error.line.map { " (line \($0) of the day's text)" } ?? ""
            try issues.skip(
                fields.error(
                    "expected the day's text to hold JSON {\"HH:MM\": \"LINES\"} (the older history format): \(error.problem)\(inner)",
                    field: dayKey, line: line))
            return []
        }
        let root = document.root
        guard root.kind == .object else {
            try issues.skip(
                fields.error(
                    .expected(
                        "the day's text to hold an object of times {\"HH:MM\": \"LINES\"} (the older history format)",
                        found: "\(root.kind.phrase)"),
                    field: dayKey, line: line))
            return []
        }
        var result: [PendingEntry] = []
        var timesSeen: Set<String> = []
        for member in root.members {
            let timeKey = member.key
            let slotField = dayKey + " " + timeKey
            let texts = lines(of: member.value)
            var time = LocalTime.midnight
            do throws(InputError) {
                time = try fields.time(timeKey, field: dayKey + " time", line: line)
                guard timesSeen.insert(timeKey).inserted else {
                    throw fields.error(
                        "the time \"\(timeKey)\" appears twice in the day's text", field: dayKey + " time", line: line)
                }
                guard texts != nil else {
                    throw fields.error(
                        .expected(
                            "the entries as text (lines such as \"1x Fried egg (90.16 kCal)\")",
                            found: .shown(member.value.excerpt)),
                        field: slotField, line: line)
                }
            } catch {
                try issues.skip(error)
                continue
            }
            for lineText in texts ?? [] {
                do throws(InputError) {
                    result.append(
                        try entry(lineText, date: date, time: time, field: slotField, line: line, source: source))
                } catch {
                    try issues.skip(error)
                }
            }
        }
        return result
    }

    /// The non-blank lines of a slot's value (a text, or a list of texts); nil for anything else.
    private func lines(of value: JSONValue) -> [String]? {
        var texts: [String] = []
        switch value.kind {
        case .string:
            texts = [value.string ?? ""]
        case .array:
            for element in value.elements {
                guard let text = element.string else { return nil }
                texts.append(text)
            }
        default:
            return nil
        }
        var result: [String] = []
        for text in texts {
            // `\r\n` is one Character in Swift, so it is a separator of its own.
            for piece in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                let line = String(piece)
                if !line.trimmingSpaces().isEmpty { result.append(line) }
            }
        }
        return result
    }

    /// The entry of one line.
    private func entry(
        _ text: String, date: LocalDate, time: LocalTime, field: String, line: Int, source: EntrySource
    ) throws(InputError) -> PendingEntry {
        switch LegacyTextEntry.line(text) {
        case .entry(let legacy):
            try fields.checkLimits(legacy, found: "\"\(text)\"", field: field, line: line)
            return PendingEntry(
                date: date, time: time, foodName: legacy.name, servings: legacy.servings,
                kcal: legacy.kcal, foodID: nil, source: source)
        case .bareName(let name):
            return PendingEntry(
                date: date, time: time, foodName: name, servings: 1, kcal: 0, foodID: nil,
                source: source, kcalKnown: false)
        case nil:
            throw fields.error(
                .expected(
                    "an entry such as \"1.5x Yogurt (414.68 kCal)\" or \"1 [Chicken Noodles (430 Kcal)]\", or a food's name alone",
                    found: .quotedWhole(text)),
                field: field, line: line)
        }
    }
}

extension EntryFields {
    /// Throws when a text entry's servings or kcal are beyond what one entry may hold (the limits of
    /// ENTRY objects, ``maxServings`` and ``maxKcal``). `found` is the entry as shown in the message.
    func checkLimits(_ legacy: LegacyTextEntry, found: String, field: String?, line: Int) throws(InputError) {
        guard legacy.servings <= Self.maxServings else {
            throw error(.expected("a number of servings ≤ 10,000", found: "\(found)"), field: field, line: line)
        }
        guard legacy.kcal <= Self.maxKcal else {
            throw error(.expected("a number of kcal ≤ 100,000", found: "\(found)"), field: field, line: line)
        }
    }
}
