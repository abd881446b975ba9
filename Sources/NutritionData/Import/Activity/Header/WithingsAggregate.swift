/// The daily aggregates of a Withings export: `date,value` files, newest day first, whose metric only
/// the file's name says. NutriStats reads three of them and refuses the others by name.
///
/// The name is the last path component without `.csv` and without a browser's copy suffix
/// (`aggregates_steps (1).csv`), compared without regard to case.
enum WithingsAggregate {
    /// The aggregates read: the file's name (without `.csv`) and the quantity its values are.
    static let read: [(name: String, field: DailyField)] = [
        ("aggregates_steps", .steps),
        ("aggregates_calories_earned", .activeKcal),
        ("aggregates_calories_passive", .restingKcal),
    ]

    /// The names of the files read, for messages.
    static let readNames =
        "aggregates_steps.csv (steps), aggregates_calories_earned.csv (active kcal) or aggregates_calories_passive.csv (resting kcal)"

    /// Whether a header is Withings' `date,value` (any case).
    static func isHeader(_ fields: [String]) -> Bool {
        fields.count == 2 && fields[0].lowercased() == "date" && fields[1].lowercased() == "value"
    }

    /// The quantity the aggregate at `path` holds, or an error naming the file names that are read:
    /// another Withings aggregate (`aggregates_distance.csv`) is named as not read; any other name
    /// says nothing about what the values are, and nothing is guessed.
    static func metric(of path: String) throws(InputError) -> DailyField {
        let shown = FileNameDate.name(of: path)
        let name = stem(of: shown)
        if let known = read.first(where: { $0.name == name }) { return known.field }
        if name.hasPrefix("aggregates_") {
            let what = String(name.dropFirst("aggregates_".count).map { $0 == "_" ? " " : $0 })
            throw InputError(
                .data, file: path, field: "file name",
                problem: .expected(
                    "one of the Withings aggregates NutriStats reads, \(readNames)",
                    found: "\(FoundText.quoted(shown)) (\(what) by day), which NutriStats does not read"))
        }
        throw InputError(
            .data, file: path, field: "file name",
            problem:
                "expected the file's name to say what its values are, as Withings names its date,value files: \(readNames); found \(FoundText.quoted(shown))"
        )
    }

    /// `Aggregates_Steps (1).csv` → `aggregates_steps`.
    static func stem(of name: String) -> String {
        var stem = Substring(name.lowercased())
        if stem.hasSuffix(".csv") { stem = stem.dropLast(4) }
        // A second download: ` (1)`, ` (2)`, …
        if stem.hasSuffix(")"), let open = stem.lastIndex(of: "(") {
            let number = stem[stem.index(after: open)..<stem.index(before: stem.endIndex)]
            if !number.isEmpty && number.allSatisfy({ $0.isASCII && $0.isNumber }) { stem = stem[..<open] }
        }
        return ActivityHeader.trimmingSpaces(stem)
    }
}
