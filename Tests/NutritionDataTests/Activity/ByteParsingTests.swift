import PropertyBased
import Testing

@testable import NutritionData

private func zoned(_ text: String) -> ZonedTimestamp? {
    var bytes = Array(text.utf8)
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { ByteTimestamp.parseZoned($0.baseAddress!, count: $0.count - 1) }
}

private func split(_ text: String) -> [String]? {
    let bytes = Array(text.utf8) + [0]
    let splitter = CSVLineSplitter(capacity: 16)
    return bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        guard splitter.split(base, count: buffer.count - 1) == nil else { return nil }
        return (0..<splitter.fieldCount).map { splitter.text($0, of: base) }
    }
}

@Suite struct ByteParsingTests {
    @Test func timestamps() throws {
        let stamp = try #require(zoned("2019-01-01 08:00:00 -0500"))
        // 2019-01-01 is day 17,897 since 1970-01-01; 08:00 local; -05:00 is -18,000 s.
        #expect(stamp.localSeconds == 17_897 * 86_400 + 8 * 3600)
        #expect(stamp.offsetSeconds == -18_000)
        #expect(stamp.absoluteSeconds == 17_897 * 86_400 + 13 * 3600)
        #expect(zoned("2024-02-29 23:59:59 +1400")?.offsetSeconds == 50_400)
        #expect(zoned("2024-01-01 00:00:00 +0530")?.offsetSeconds == 19_800)
        // Other converters: an ISO offset with a colon, with or without a space, `T` between date and
        // time, `Z` for UTC.
        let local = Int64(17_897 * 86_400 + 8 * 3600)
        for (text, offset) in [
            ("2019-01-01 08:00:00+05:30", 19_800), ("2019-01-01T08:00:00+05:30", 19_800),
            ("2019-01-01 08:00:00 -05:00", -18_000), ("2019-01-01T08:00:00 -0500", -18_000),
            ("2019-01-01T08:00:00-0500", -18_000), ("2019-01-01T08:00:00Z", 0),
            ("2019-01-01 08:00:00Z", 0),
        ] {
            #expect(zoned(text) == ZonedTimestamp(localSeconds: local, offsetSeconds: Int32(offset)), "\(text)")
        }
        for bad in [
            "2019-01-01 08:00:00", "2019-01-01X08:00:00 -0500", "2019-13-01 08:00:00 -0500",
            "2023-02-29 08:00:00 -0500", "2019-01-01 24:00:00 -0500", "2019-01-01 08:60:00 -0500",
            "2019-01-01 08:00:60 -0500", "2019-01-01 08:00:00 -05-00", "2019-01-01 08:00:00 *0500",
            "2019-01-01 08:00:00 +1801", "2019-01-01 08:00:00 +0160", "2019-1-01 08:00:00 -0500x",
            "2019-01-01T08:00:00 Z", "2019-01-01T08:00:00z", "2019-01-01T08:00:00  +0500",
            "2019-01-01T08:00:00+05:3", "2019-01-01T08:00:00+18:01", "2019-01-01T08:00:00.000Z",
        ] {
            #expect(zoned(bad) == nil, "\(bad)")
        }
    }

    @Test func timestampsAgreeWithLocalDate() async {
        await propertyCheck(input: Gen.int(in: 0...3_000_000), Gen.int(in: 0...86_399), Gen.int(in: -18...18)) {
            day, second, hours in
            let date = LocalDate(dayNumber: day - 700_000)
            guard date.year >= 1000, date.year <= 9999 else { return }
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            let text =
                "\(date.iso) \(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) \(hours < 0 ? "-" : "+")\(two(abs(hours)))00"
            let stamp = zoned(text)
            #expect(stamp?.localSeconds == Int64(date.dayNumber) * 86_400 + Int64(second))
            #expect(stamp?.offsetSeconds == Int32(hours * 3600))
        }
    }

    @Test func dateCacheNeverReturnsAStaleDay() {
        var cache = DateCache()
        let texts = [
            "2024-03-05 08:00:00 +0100", "2024-03-05 09:00:00 +0100", "2024-03-06 00:00:00 +0100",
            "2024-03-05 10:00:00 +0100",
        ]
        var days: [Int64] = []
        for text in texts {
            var bytes = Array(text.utf8)
            bytes.append(0)
            let stamp = bytes.withUnsafeBufferPointer {
                ByteTimestamp.parseZoned($0.baseAddress!, count: 25, cache: &cache)
            }
            days.append((stamp?.localSeconds ?? 0) / 86_400)
        }
        let fifth = Int64(LocalDate(iso: "2024-03-05")!.dayNumber)
        #expect(days == [fifth, fifth, fifth + 1, fifth])
    }

    @Test func splitting() {
        #expect(split("a,b,c") == ["a", "b", "c"])
        #expect(split("") == [""])
        #expect(split(",") == ["", ""])
        #expect(split("a,") == ["a", ""])
        #expect(split(#""a,b",c"#) == ["a,b", "c"])
        #expect(split(#""say \"hi\"",x"#) == ["say \"hi\"", "x"])
        #expect(split(#""say ""hi""",x"#) == ["say \"hi\"", "x"])
        #expect(split(#""",x"#) == ["", "x"])
        #expect(split(#"ab"c,d"#) == ["ab\"c", "d"])
        #expect(
            split("0123456789abcdef0123456789,x,0123456789abcdefg") == [
                "0123456789abcdef0123456789", "x", "0123456789abcdefg",
            ])
        #expect(split(#""unterminated,x"#) == nil)
        #expect(split(#""a"b,c"#) == nil)
    }

    @Test func byteSearchFindsTheFirstMatchAtEveryPosition() {
        // Every position of the match and every length, across the 8-byte word boundaries.
        for length in 0..<40 {
            for position in 0...length {
                var bytes = [UInt8](repeating: 0x61, count: length)
                if position < length { bytes[position] = 0x2C }
                if position + 3 < length { bytes[position + 3] = 0x2C }
                let found = bytes.withUnsafeBufferPointer { buffer in
                    ByteSearch.firstIndex(
                        of: 0x2C, in: buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: 0, to: length)
                }
                #expect(found == position, "length \(length) position \(position)")
            }
        }
    }
}
