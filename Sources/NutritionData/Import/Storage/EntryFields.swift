/// Reads the fields of entries and food objects, checking each one and describing any problem as
/// "expected …, found …" with the field and line it was on.
struct EntryFields {
    /// The file as shown in errors.
    let file: String

    /// Most servings one entry may hold.
    static let maxServings = 10_000.0
    /// Most kcal one entry (or one serving of a food) may hold.
    static let maxKcal = 100_000.0
    /// Largest amount of any nutrient in one serving of a food object.
    static let maxNutrientAmount = 100_000.0

    /// An error at `line` for `field`.
    func error(_ problem: InputProblem, field: String?, line: Int) -> InputError {
        InputError(file: file, line: line, field: field, problem: problem)
    }

    // Field names are taken as autoclosures: they are put together only when there is an error.

    /// Throws when `member` repeats a key of its object.
    func checkUnique(_ member: JSONMember, field: @autoclosure () -> String) throws(InputError) {
        if let first = member.firstLineOfKey {
            throw error(
                "the key \"\(member.key)\" appears twice in the same object (first on line \(first))",
                field: field(), line: member.keyLine)
        }
    }

    /// A non-negative amount no larger than `limit`, written as a JSON number or as a number in text
    /// (`179`, `"0.5"`). `noun` completes "expected …" (`a number of servings`).
    ///
    /// - Parameter missingLine: the line reported when the key is absent (its object's line).
    func amount<V: JSONScalar>(
        _ value: V?, noun: String, limit: Double, field: @autoclosure () -> String, missingLine: Int
    ) throws(InputError) -> Double {
        guard let value else { throw error("missing; expected \(noun)", field: field(), line: missingLine) }
        let number: Double?
        switch value.kind {
        case .number: number = value.number
        case .string: number = value.string.flatMap(Self.decimalNumber)
        default: number = nil
        }
        guard let number else {
            throw error(.expected("\(noun)", found: .shown(value.excerpt)), field: field(), line: value.line)
        }
        guard number.isFinite else {
            throw error(
                .expected("a finite \(noun.dropArticle)", found: .shown(value.excerpt)), field: field(),
                line: value.line)
        }
        guard number >= 0 else {
            throw error(.expected("\(noun) ≥ 0", found: .shown(value.excerpt)), field: field(), line: value.line)
        }
        guard number <= limit else {
            throw error(
                .expected("\(noun) ≤ \(Self.grouped(limit))", found: .shown(value.excerpt)), field: field(),
                line: value.line)
        }
        return number + 0  // turns -0 into 0
    }

    /// Non-empty text (a name). Numbers are not accepted as names.
    func name<V: JSONScalar>(_ value: V?, noun: String, field: @autoclosure () -> String, missingLine: Int)
        throws(InputError) -> String
    {
        guard let value else { throw error("missing; expected \(noun) as text", field: field(), line: missingLine) }
        guard let text = value.string else {
            throw error(.expected("\(noun) as text", found: .shown(value.excerpt)), field: field(), line: value.line)
        }
        guard Self.hasVisibleCharacter(text) else {
            throw error(
                .expected("\(noun) as non-empty text", found: .shown(value.excerpt)), field: field(), line: value.line)
        }
        return text
    }

    /// Optional text: a string or a number (kept as written); nil when absent, `null` or empty.
    func optionalText<V: JSONScalar>(_ value: V?, noun: String, field: @autoclosure () -> String) throws(InputError)
        -> String?
    {
        guard let value, !value.isNull else { return nil }
        if let text = value.string { return text.isEmpty ? nil : text }
        if let text = value.numberText { return text }
        throw error(.expected("\(noun) as text", found: .shown(value.excerpt)), field: field(), line: value.line)
    }

    /// A food id: a number (`175`, `175.0`) or text (`"175"`); nil when absent, `null` or empty text.
    func foodID<V: JSONScalar>(_ value: V?, field: @autoclosure () -> String) throws(InputError) -> FoodID? {
        guard let value, !value.isNull else { return nil }
        if let number = value.number {
            // Fast path for the usual whole-number ids; FoodID normalises the rest the same way.
            if number == number.rounded(), number.magnitude < 1e15 { return FoodID(Int(number)) }
            return FoodID(value.numberText ?? "")
        }
        if let text = value.string {
            if text.utf8.count <= 15, let number = Int(text), number >= 0 { return FoodID(number) }
            let id = FoodID(text)
            return id.text.isEmpty ? nil : id
        }
        throw error(
            .expected("a food id (a number or text)", found: .shown(value.excerpt)), field: field(), line: value.line)
    }

    /// Whether `text` holds anything but white space (fast for the usual name starting with a letter).
    static func hasVisibleCharacter(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return true }
        return text.contains(where: { !$0.isWhitespace })
    }

    /// A date written `YYYY-MM-DD` that exists (`2023-02-30` does not).
    func date(_ text: String, field: @autoclosure () -> String, line: Int) throws(InputError) -> LocalDate {
        if let date = LocalDate(iso: text) { return date }
        throw error(
            .expected(
                "a real date as YYYY-MM-DD",
                found: .shown("\"\(text)\"" + (Self.isShapedLikeISODate(text) ? " (no such day)" : ""))),
            field: field(), line: line)
    }

    /// A time of day written `HH:MM` (also `H:MM` and `HH:MM:SS`) that exists (`25:61` does not).
    func time(_ text: String, field: @autoclosure () -> String, line: Int) throws(InputError) -> LocalTime {
        // Fast path for the usual `HH:MM`.
        if let time = text.utf8.withContiguousStorageIfAvailable(Self.hhmm) ?? nil { return time }
        if let time = LocalTime(text: text) { return time }
        throw error(
            .expected("a time of day as HH:MM (00:00 to 23:59)", found: .quotedWhole(text)), field: field(), line: line)
    }

    /// `HH:MM` from exactly five bytes, or nil.
    private static func hhmm(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalTime? {
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
        func digit(_ index: Int) -> Int? {
            let value = Int(bytes[index]) - 48
            return value >= 0 && value <= 9 ? value : nil
        }
        guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
        return LocalTime(hour: h1 * 10 + h2, minute: m1 * 10 + m2)
    }

    /// Whether `text` has the shape `DDDD-DD-DD` (digits and dashes), whether or not the date exists.
    static func isShapedLikeISODate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard byte >= 48, byte <= 57 else { return false }
            }
        }
        return true
    }

    /// A decimal number written as text: optional spaces, an optional sign, digits with an optional
    /// decimal point, an optional exponent (`"179"`, `" 0.5"`, `"-2"`, `"1e3"`, `".5"`). Nil for anything
    /// else, including `"NaN"`, `"inf"`, hexadecimal and `"0,5"`.
    static func decimalNumber(_ text: String) -> Double? {
        var trimmed = text.trimmingSpaces()
        return trimmed.withUTF8 { DecimalNumber.value($0) }
    }

    /// `10000` as `10,000` (whole numbers only; used for limits in messages).
    static func grouped(_ value: Double) -> String {
        var digits = String(Int(value))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",")
    }
}

extension String {
    /// "a number of servings" → "number of servings" (for "a finite number of servings").
    fileprivate var dropArticle: Substring {
        if hasPrefix("a ") { return dropFirst(2) }
        if hasPrefix("an ") { return dropFirst(3) }
        return Substring(self)
    }
}
