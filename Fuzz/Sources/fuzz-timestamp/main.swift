// Fuzzes the activity importer's byte-level timestamp parser (`ByteTimestamp`) against a slow,
// obviously-correct reference written here from the format's rules: any disagreement, out-of-bounds
// read (AddressSanitizer) or trap is a finding.
import FuzzSupport

@testable import NutritionData

/// The reference, from the formats' rules as docs/inputs.md states them:
/// - record timestamps: `YYYY-MM-DD`, a space or `T`, `HH:MM:SS`, then `Z`, or an optional space and
///   `±HHMM` or `±HH:MM` (up to ±18:00);
/// - daily dates: `YYYY-MM-DD`, optionally ` HH:MM:SS` (or `T`), optionally a zone as above; or
///   `M/D/YYYY` (month first) or `D-Mon-YYYY`, each optionally followed by ` H:MM` or ` H:MM:SS`;
/// - clock times: `HH:MM:SS`, optionally `.` and digits, then a zone as above.
enum Reference {
    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func day(_ b: [UInt8]) -> Int? {
        guard b.count >= 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let year = number(b[0..<4]), let month = number(b[5..<7]), let day = number(b[8..<10])
        else { return nil }
        return LocalDate(year: year, month: month, day: day)?.dayNumber
    }

    static func localSeconds(_ b: [UInt8]) -> Int64? {
        guard b.count >= 19, let day = day(b), b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            let hour = number(b[11..<13]), let minute = number(b[14..<16]), let second = number(b[17..<19]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return Int64(day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// `Z`, or (after an optional space, when `space`) `±HHMM` / `±HH:MM`.
    static func offset(_ text: String, space: Bool) -> Int32? {
        if text == "Z" { return 0 }
        var rest = Substring(text)
        if space && rest.hasPrefix(" ") { rest = rest.dropFirst() }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        var digits = Array(rest.dropFirst().utf8)
        if digits.count == 5 {
            guard digits[2] == UInt8(ascii: ":") else { return nil }
            digits.remove(at: 2)
        }
        guard digits.count == 4, let hours = number(digits[0..<2]), let minutes = number(digits[2..<4]), minutes < 60
        else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        guard magnitude <= 18 * 3600 else { return nil }
        return Int32(sign == "-" ? -magnitude : magnitude)
    }

    static func zoned(_ b: [UInt8]) -> ZonedTimestamp? {
        guard b.count > 19, let local = localSeconds(b),
            let zone = String(validating: b[19...], as: UTF8.self), let offset = offset(zone, space: true)
        else { return nil }
        return ZonedTimestamp(localSeconds: local, offsetSeconds: offset)
    }

    /// ` H:MM` or ` H:MM:SS` (hour of one or two digits), or nothing.
    static func timeOfDayOrNothing(_ text: Substring) -> Bool {
        if text.isEmpty { return true }
        guard text.first == " " else { return false }
        let parts = text.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, (1...2).contains(parts[0].count),
            let hour = number(ArraySlice(parts[0].utf8)),
            hour < 24
        else { return false }
        for (index, part) in parts.enumerated().dropFirst() {
            guard part.count == 2, let value = number(ArraySlice(part.utf8)), value < 60 else { return false }
            _ = index
        }
        return true
    }

    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// A slashed date's three numbers as written (`6/1/2021 0:00` → 6, 1, 2021), each of the first two
    /// from 1 to 31; its order is decided per column, not here.
    static func slashed(_ b: [UInt8]) -> [Int]? {
        guard b.allSatisfy({ $0 < 0x80 }), let text = String(validating: b, as: UTF8.self) else { return nil }
        let date = text.prefix { $0 != " " }
        let rest = text.dropFirst(date.count)
        guard timeOfDayOrNothing(rest) else { return nil }
        let slashes = date.split(separator: "/", omittingEmptySubsequences: false)
        guard slashes.count == 3, (1...2).contains(slashes[0].count), (1...2).contains(slashes[1].count),
            slashes[2].count == 4,
            let first = number(ArraySlice(slashes[0].utf8)), let second = number(ArraySlice(slashes[1].utf8)),
            let year = number(ArraySlice(slashes[2].utf8)), (1...31).contains(first), (1...31).contains(second)
        else { return nil }
        return [first, second, year]
    }

    /// `23-Oct-2015 18:00` (QS Access).
    static func monthNameDay(_ b: [UInt8]) -> Int? {
        guard b.allSatisfy({ $0 < 0x80 }), let text = String(validating: b, as: UTF8.self) else { return nil }
        let date = text.prefix { $0 != " " }
        let rest = text.dropFirst(date.count)
        guard timeOfDayOrNothing(rest) else { return nil }
        let dashes = date.split(separator: "-", omittingEmptySubsequences: false)
        if dashes.count == 3, (1...2).contains(dashes[0].count), dashes[2].count == 4,
            let day = number(ArraySlice(dashes[0].utf8)), let month = months.firstIndex(of: dashes[1].lowercased()),
            let year = number(ArraySlice(dashes[2].utf8))
        {
            return LocalDate(year: year, month: month + 1, day: day)?.dayNumber
        }
        return nil
    }

    static func parseDay(_ b: [UInt8]) -> Int? {
        let iso: Int? =
            switch b.count {
            case 10: day(b)
            case 19: localSeconds(b) == nil ? nil : day(b)
            case 20...26: zoned(b) == nil ? nil : day(b)
            default: nil
            }
        return iso ?? monthNameDay(b)
    }

    static func clockTime(_ b: [UInt8]) -> Int? {
        guard b.count >= 9, b[2] == UInt8(ascii: ":"), b[5] == UInt8(ascii: ":"), let hour = number(b[0..<2]),
            let minute = number(b[3..<5]), let second = number(b[6..<8]), hour < 24, minute < 60, second < 60
        else { return nil }
        var rest = b[8...]
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(1 + digits.count)
        }
        guard let zone = String(validating: rest, as: UTF8.self), offset(zone, space: true) != nil else { return nil }
        return hour * 3600 + minute * 60 + second
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimestamp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let bytes = Array(input.bytes)
    // The whole input (its exact buffer, so AddressSanitizer sees any read past its end).
    if let base = data {
        let zoned = ByteTimestamp.parseZoned(base, count: size)
        Invariant.check(
            zoned == Reference.zoned(bytes),
            "parseZoned(\(bytes)) = \(String(describing: zoned)), reference \(String(describing: Reference.zoned(bytes)))"
        )
        let day = ByteTimestamp.parseDay(base, count: size)
        Invariant.check(
            day == Reference.parseDay(bytes),
            "parseDay(\(bytes)) = \(String(describing: day)), reference \(String(describing: Reference.parseDay(bytes)))"
        )
        let slashed = SpreadsheetDate.parseSlashed(base, count: size).map { [$0.first, $0.second, $0.year] }
        Invariant.check(
            slashed == Reference.slashed(bytes),
            "parseSlashed(\(bytes)) = \(String(describing: slashed)), reference \(String(describing: Reference.slashed(bytes)))"
        )
        let clock = ByteTimestamp.parseClockTime(base, count: size)
        Invariant.check(
            clock == Reference.clockTime(bytes),
            "parseClockTime(\(bytes)) = \(String(describing: clock)), reference \(String(describing: Reference.clockTime(bytes)))"
        )
        if let zoned {
            // What bucketing relies on: the local day of the seconds is the date written.
            Invariant.check(
                Reference.day(bytes)
                    == Int(
                        zoned.localSeconds >= 0 ? zoned.localSeconds / 86_400 : (zoned.localSeconds - 86_399) / 86_400),
                "local day of \(bytes)")
        }
    }
    // Consecutive 25-byte windows through one date cache, as rows of a file are parsed: the cache
    // must never change an answer.
    var cache = DateCache()
    var start = 0
    while start + 25 <= bytes.count {
        let window = Array(bytes[start..<(start + 25)])
        let cached = window.withUnsafeBufferPointer {
            ByteTimestamp.parseZoned($0.baseAddress!, count: 25, cache: &cache)
        }
        Invariant.check(
            cached == Reference.zoned(window), "cached parseZoned(\(window)) = \(String(describing: cached))")
        start += 25
    }
    return 0
}
