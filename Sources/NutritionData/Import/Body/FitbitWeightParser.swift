/// Reads Fitbit's weight log from Google Takeout (`Fitbit/Global Export Data/weight-YYYY-MM-DD.json`).
///
/// The file is a JSON list, one element per weigh-in:
/// `{"logId": …, "weight": 193.9, "bmi": 28.08, "fat": 24.0, "date": "07/05/17", "time": "12:44:00",
/// "source": "Aria"}`. `weight` is in the account's unit, which the file does not write: it is read in
/// the unit given with `--weight-unit`, and without one the first weight stops the read
/// (``MissingWeightUnit``). `fat` (optional) is body fat percent. `date` is `MM/DD/YY` (a year of the
/// 2000s), `time` a 24-hour `HH:MM:SS` on the local clock; `source` names the scale or app. `logId`
/// and `bmi` are not read.
///
/// A bad element (not an object, a key written twice, a date or time that does not exist, a value that
/// is not a number in range) is an error naming the file, the line and the key; with `--lenient` it is
/// skipped and counted. Text that is not JSON fails in both modes.
struct FitbitWeightParser {
    var file: String
    var strictness: Strictness
    var weightUnit: WeightUnit?

    /// Reads the file.
    func run() throws(InputError) -> BodyFileContents {
        let bytes = try LocalFiles.readBytes(path: file, shownAs: file, expected: "expected a Fitbit weight log")
        return try bytes.withUnsafeBufferPointer { input throws(InputError) in try read(input) }
    }

    /// Reads the bytes of the file. Pure.
    func read(_ input: UnsafeBufferPointer<UInt8>) throws(InputError) -> BodyFileContents {
        var contents = BodyFileContents(file: file, dialect: .fitbitWeight, strictness: strictness)
        contents.weightUnitGiven = weightUnit
        var reader = try JSONPullReader(input: input, file: file)
        guard try reader.peek() == .array else {
            let top = JSONToken(node: try reader.readValue(), input: input)
            throw InputError(
                file: file, line: top.line,
                problem: .expected("a Fitbit weight log [{\"weight\": …, \"date\": …}, …]", found: .shown(top.excerpt)))
        }
        _ = try reader.enterArray()
        while try reader.nextElement() {
            contents.rows += 1
            // A weight whose unit nobody gave is the file's problem, not the element's: never skipped.
            var unitMissing: InputError?
            do throws(InputError) {
                try read(&reader, input, into: &contents, unitMissing: &unitMissing)
            } catch {
                try contents.skip(error)
            }
            if let unitMissing { throw unitMissing }
        }
        try reader.finish()
        return contents
    }

    /// Reads one element and adds its readings; a weight without `--weight-unit` sets `unitMissing`.
    private func read(
        _ reader: inout JSONPullReader, _ input: UnsafeBufferPointer<UInt8>,
        into contents: inout BodyFileContents, unitMissing: inout InputError?
    ) throws(InputError) {
        guard try reader.peek() == .object else {
            let other = JSONToken(node: try reader.readValue(), input: input)
            throw InputError(
                file: file, line: other.line,
                problem: .expected("an object {\"weight\": …, \"date\": …, \"time\": …}", found: .shown(other.excerpt)))
        }
        let line = Int(try reader.enterObject().line)
        var values: [String: JSONToken] = [:]
        var repeated: (key: String, line: Int)?
        while let key = try reader.nextKey() {
            let name = JSONScanner.text(key, input)
            guard ["weight", "fat", "date", "time", "source"].contains(name) else {
                try reader.skipValue()
                continue
            }
            if values[name] != nil, repeated == nil { repeated = (name, Int(key.line)) }
            values[name] = JSONToken(node: try reader.readValue(), input: input)
        }
        func error(_ key: String, _ line: Int, _ problem: InputProblem) -> InputError {
            InputError(file: file, line: line, field: key, problem: problem)
        }
        if let repeated { throw error(repeated.key, repeated.line, .keyRepeated) }
        guard let dateToken = values["date"] else {
            throw error("date", line, .expected("the day of the weigh-in (\"date\": \"07/05/17\")", found: "none"))
        }
        guard let date = dateToken.string.flatMap(Self.date) else {
            throw error(
                "date", dateToken.line,
                .expected("a real date like \"07/05/17\" (MM/DD/YY)", found: .shown(dateToken.excerpt)))
        }
        var time: LocalTime?
        if let timeToken = values["time"], !timeToken.isNull {
            guard let text = timeToken.string, text.utf8.count == 8, let parsed = LocalTime(text: text) else {
                throw error(
                    "time", timeToken.line,
                    .expected("a time of day like \"12:44:00\" (HH:MM:SS)", found: .shown(timeToken.excerpt)))
            }
            time = parsed
        }
        let source = values["source"]?.string?.trimmingSpaces()
        var found: [(BodyMetric, Double, JSONToken)] = []
        if let weight = values["weight"], !weight.isNull {
            guard let weightUnit else {
                unitMissing = MissingWeightUnit.error(
                    file: file, line: weight.line, field: "weight", format: "a Fitbit weight log")
                return
            }
            found.append((.weight, try number(weight, "weight") * weightUnit.kilogramsPerUnit, weight))
        }
        if let fat = values["fat"], !fat.isNull { found.append((.bodyFat, try number(fat, "fat"), fat)) }
        if found.isEmpty {
            throw error(
                "weight", line, .expected("a weight or a body fat (\"weight\": 193.9, \"fat\": 24.0)", found: "neither")
            )
        }
        for (metric, value, token) in found {
            try contents.add(
                metric, value, date: date, time: time, source: source?.isEmpty == false ? source : nil,
                line: token.line,
                invalid: error(
                    metric == .weight ? "weight" : "fat", token.line,
                    .expected(
                        BodyValueLimits.expectation(metric, unit: weightUnit?.symbol ?? "kg"),
                        found: .shown(token.excerpt))))
        }
    }

    /// A JSON number, or a number in text.
    private func number(_ token: JSONToken, _ key: String) throws(InputError) -> Double {
        guard let number = token.number ?? token.string.flatMap({ EntryFields.decimalNumber($0.trimmingSpaces()) }),
            number.isFinite
        else {
            throw InputError(
                file: file, line: token.line, field: key, problem: .notANumber(found: .shown(token.excerpt)))
        }
        return number
    }

    /// `07/05/17`: month, day, two-digit year of the 2000s.
    static func date(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.utf8.count == 2 && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
            let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return LocalDate(year: 2000 + year, month: month, day: day)
    }
}
