/// Tells Fitbit's Google Takeout JSON files (`Fitbit/Global Export Data`) apart from every other
/// input, by their content and, where the content does not say, by their name.
///
/// A Fitbit file is a JSON list (its first byte, after an optional UTF-8 byte order mark and
/// whitespace, is `[`) whose first element's keys say what it holds:
/// - `dateTime` and `value`: a per-minute file; its name says of what (``FitbitMetric/named(_:)``:
///   `steps-…` or `calories-…`), and a name that does not is an error (``minutesOfUnnamedMetric``);
/// - `logDate` and `loggedFood`: a food log (`food_logs-N.json`);
/// - `weight` with `bmi` or `logId`: a weight log (`weight-YYYY-MM-DD.json`), read by `--body`
///   (`FitbitWeightParser`) and refused elsewhere.
/// A first element with only one of a kind's two keys counts under that kind's file name (`steps-…`,
/// `calories-…`, `food_logs…`, `weight-…` with `weight` or `bmi`), and an empty list is told by its
/// name alone (those and `weight-…`).
/// Anything else is not a Fitbit file (nil), and is read as before.
enum FitbitFileKind: Equatable, Sendable {
    case minutes(FitbitMetric)
    case minutesOfUnnamedMetric
    case foodLog
    case weight

    /// How much of a file's start is looked at (the first element is a few hundred bytes at most).
    static let headLength = 64 << 10

    /// The kind of `file`, nil when it is not a Fitbit JSON file.
    static func detect(_ file: InputFile) throws(InputError) -> FitbitFileKind? {
        let length = Int(min(Int64(headLength), file.size))
        guard length > 0 else { return nil }
        var head = [UInt8](repeating: 0, count: length)
        let got = head.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { file.read(into: $0, count: length, at: 0) } ?? 0
        }
        if got < 0 {
            throw InputError(.io, file: file.path, problem: .cannotRead(reason: InputFile.describe(Int32(-got))))
        }
        return head[0..<got].withUnsafeBufferPointer { detect(head: $0, path: file.path) }
    }

    /// The kind of a file named `path` that starts with the bytes `head`. Pure.
    static func detect(head: UnsafeBufferPointer<UInt8>, path: String) -> FitbitFileKind? {
        var start = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { start = 3 }
        while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
        guard start < head.count, head[start] == UInt8(ascii: "[") else { return nil }
        let keys = firstElementKeys(head)
        let name = FileNameDate.name(of: path).lowercased()
        if keys.contains("dateTime") && keys.contains("value") {
            return FitbitMetric.named(path).map(FitbitFileKind.minutes) ?? .minutesOfUnnamedMetric
        }
        if keys.contains("logDate") && keys.contains("loggedFood") { return .foodLog }
        if keys.contains("weight") && (keys.contains("bmi") || keys.contains("logId")) { return .weight }
        // A first element that lacks a key is still Fitbit's under Fitbit's name (and then a bad element).
        if keys.contains("dateTime") || keys.contains("value"), let metric = FitbitMetric.named(path) {
            return .minutes(metric)
        }
        if keys.contains("logDate") || keys.contains("loggedFood"), name.hasPrefix("food_logs") { return .foodLog }
        if keys.contains("weight") || keys.contains("bmi"), name.hasPrefix("weight-") { return .weight }
        guard keys.isEmpty else { return nil }
        if let metric = FitbitMetric.named(path) { return .minutes(metric) }
        if name.hasPrefix("food_logs") { return .foodLog }
        if name.hasPrefix("weight-") { return .weight }
        return nil
    }

    /// The keys of the list's first element when it is an object, as far as `head` holds them
    /// (empty for an empty list or another first element).
    private static func firstElementKeys(_ head: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var keys: Set<String> = []
        do throws(InputError) {
            var reader = try JSONPullReader(input: head, file: "")
            guard try reader.peek() == .array else { return keys }
            _ = try reader.enterArray()
            guard try reader.nextElement(), try reader.peek() == .object else { return keys }
            _ = try reader.enterObject()
            while keys.count < 64, let key = try reader.nextKey() {
                keys.insert(JSONScanner.text(key, head))
                try reader.skipValue()
            }
        } catch {
            // The head ends inside the element, or the file is not JSON: the keys read so far decide.
        }
        return keys
    }

    /// The error for a Fitbit weight log given where `expected` was expected.
    static func weightLogError(file: String, expected: String) -> InputError {
        InputError(
            .data, file: file, line: 1,
            problem: .expected(
                expected,
                found: .shown(
                    "a Fitbit weight log "
                        + "(weight-YYYY-MM-DD.json: body weight, BMI and body fat); give it with --body")))
    }

    /// The error for a per-minute list whose name does not say what it counts.
    static func unnamedMetricError(file: String) -> InputError {
        InputError(
            .data, file: file, field: "file name",
            problem: .stated(
                "expected the name of a Fitbit per-minute file, "
                    + "which says what its {\"dateTime\", \"value\"} list counts: steps-… or calories-… "
                    + "(steps-2017-11-02.json, calories-2017-11-02.json); found \(FoundText.quoted(FileNameDate.name(of: file)))"
            ))
    }
}
