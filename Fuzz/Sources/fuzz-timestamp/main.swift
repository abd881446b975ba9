// Fuzzes the activity importer's byte-level timestamp parser (`ByteTimestamp`) against a slow,
// obviously-correct reference written here from the format's rules: any disagreement, out-of-bounds
// read (AddressSanitizer) or trap is a finding.
import FuzzSupport
@testable import NutritionData

/// The reference: `YYYY-MM-DD`, then optionally ` HH:MM:SS`, then optionally ` ±HHMM` (up to ±18:00).
enum Reference {
    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func day(_ b: [UInt8]) -> Int? {
        guard b.count >= 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let year = number(b[0..<4]), let month = number(b[5..<7]), let day = number(b[8..<10]) else { return nil }
        return LocalDate(year: year, month: month, day: day)?.dayNumber
    }

    static func localSeconds(_ b: [UInt8]) -> Int64? {
        guard b.count >= 19, let day = day(b), b[10] == UInt8(ascii: " "), b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let hour = number(b[11..<13]), let minute = number(b[14..<16]), let second = number(b[17..<19]),
              hour < 24, minute < 60, second < 60 else { return nil }
        return Int64(day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    static func zoned(_ b: [UInt8]) -> ZonedTimestamp? {
        guard b.count == 25, let local = localSeconds(b), b[19] == UInt8(ascii: " "),
              b[20] == UInt8(ascii: "+") || b[20] == UInt8(ascii: "-"),
              let hours = number(b[21..<23]), let minutes = number(b[23..<25]), minutes < 60 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        guard magnitude <= 18 * 3600 else { return nil }
        return ZonedTimestamp(localSeconds: local, offsetSeconds: Int32(b[20] == UInt8(ascii: "-") ? -magnitude : magnitude))
    }

    static func parseDay(_ b: [UInt8]) -> Int? {
        switch b.count {
        case 10: day(b)
        case 19: localSeconds(b) == nil ? nil : day(b)
        case 25: zoned(b) == nil ? nil : day(b)
        default: nil
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimestamp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let bytes = Array(input.bytes)
    // The whole input (its exact buffer, so AddressSanitizer sees any read past its end).
    if let base = data {
        let zoned = ByteTimestamp.parseZoned(base, count: size)
        Invariant.check(zoned == Reference.zoned(bytes), "parseZoned(\(bytes)) = \(String(describing: zoned)), reference \(String(describing: Reference.zoned(bytes)))")
        let day = ByteTimestamp.parseDay(base, count: size)
        Invariant.check(day == Reference.parseDay(bytes), "parseDay(\(bytes)) = \(String(describing: day)), reference \(String(describing: Reference.parseDay(bytes)))")
        if let zoned {
            // What bucketing relies on: the local day of the seconds is the date written.
            Invariant.check(Reference.day(bytes) == Int(zoned.localSeconds >= 0 ? zoned.localSeconds / 86_400 : (zoned.localSeconds - 86_399) / 86_400),
                            "local day of \(bytes)")
        }
    }
    // Consecutive 25-byte windows through one date cache, as rows of a file are parsed: the cache
    // must never change an answer.
    var cache = DateCache()
    var start = 0
    while start + 25 <= bytes.count {
        let window = Array(bytes[start..<(start + 25)])
        let cached = window.withUnsafeBufferPointer { ByteTimestamp.parseZoned($0.baseAddress!, count: 25, cache: &cache) }
        Invariant.check(cached == Reference.zoned(window), "cached parseZoned(\(window)) = \(String(describing: cached))")
        start += 25
    }
    return 0
}
