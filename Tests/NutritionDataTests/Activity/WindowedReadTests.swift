import PropertyBased
import Testing

@testable import NutritionData

/// Reads limited to a window of days (`ActivityReader.read(paths:days:)`) give exactly the day
/// records a full read gives for the days inside the window.
@Suite struct WindowedReadTests {
    /// Reads `paths` limited to `first…last` (ISO dates).
    func readWindow(
        _ paths: [String], _ first: String, _ last: String, strictness: Strictness = .strict,
        partThreshold: Int64? = nil, parts: Int? = nil
    ) -> Result<ActivityLog, InputError> {
        var reader = ActivityReader(strictness: strictness)
        if let partThreshold { reader.partThreshold = partThreshold }
        if let parts { reader.maximumPartsPerFile = parts }
        guard let from = LocalDate(iso: first), let to = LocalDate(iso: last) else {
            return .failure(InputError(.data, file: "test", problem: "bad test dates"))
        }
        do {
            return .success(try reader.read(paths: paths, days: from...to))
        } catch {
            return .failure(error)
        }
    }

    @Test func samplesCrossingTheEdgesGiveTheirShareToDaysInside() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "steps.csv",
            appleHealthHeader
                // Before the window, far: left out from its date alone.
                + healthRow(
                    "Watch", "StepCount", "count", "2024-01-01 10:00:00 +0000", "2024-01-01 10:10:00 +0000", "500")
                // Crosses into the window's first day: 23:50 → 00:10, 120 steps over 20 minutes →
                // 60 on 03-01 (outside), 60 on 03-02 (inside).
                + healthRow(
                    "Watch", "StepCount", "count", "2024-03-01 23:50:00 +0000", "2024-03-02 00:10:00 +0000", "120")
                // Inside.
                + healthRow(
                    "Watch", "StepCount", "count", "2024-03-02 12:00:00 +0000", "2024-03-02 12:05:00 +0000", "300")
                // Starts 3 days before the window: 02-28 12:00 → 03-03 12:00 is 96 h (2024 is a leap
                // year), 720 steps = 7.5 an hour: 03-02 gets 24 h = 180 and 03-03 gets 12 h = 90 (in
                // minutes where the watch has none).
                + healthRow(
                    "Phone", "StepCount", "count", "2024-02-28 12:00:00 +0000", "2024-03-03 12:00:00 +0000", "720")
                // Crosses out of the window's last day: 03-03 23:00 → 03-04 01:00, 200 steps → 100 inside.
                + healthRow(
                    "Watch", "StepCount", "count", "2024-03-03 23:00:00 +0000", "2024-03-04 01:00:00 +0000", "200")
                // After the window: left out.
                + healthRow(
                    "Watch", "StepCount", "count", "2024-03-09 08:00:00 +0000", "2024-03-09 08:10:00 +0000", "700"))
        let full = try readActivity([path]).get()
        let window = try readWindow([path], "2024-03-02", "2024-03-03").get()
        #expect(window.days.map(\.date.iso) == ["2024-03-02", "2024-03-03"])
        // 03-02: watch 60 + 300 = 360 in its minutes; the phone's 24 h × 7.5 = 180, less its share in
        // the 15 minutes the watch wins (00:00–00:10 and 12:00–12:05): 15 × 7.5 / 60 = 1.875 →
        // 360 + 180 − 1.875 = 538.125.
        #expect(isClose(window.day("2024-03-02")?.steps, 538.125))
        // 03-03: phone 00:00–12:00 = 90, watch 23:00–24:00 = 100 → 190.
        #expect(isClose(window.day("2024-03-03")?.steps, 190))
        for day in window.days {
            #expect(full.day(day.date) == day)
        }
        // The far rows and the one after the window were passed over after their dates.
        #expect(window.files.first?.rowsOutsideWindow == 2)
        #expect(window.files.first?.rows == 6)
        #expect(window.files.first?.days == 2)
    }

    @Test func heartRateAndEnergyFilesAgreeWithAFullRead() throws {
        let folder = TemporaryFolder()
        var text = appleHealthHeader
        for day in 1...9 {
            let date = "2024-05-0\(day)"
            text += healthRow(
                "Watch", "HeartRate", "count/min", "\(date) 08:00:00 +0200", "\(date) 08:00:00 +0200", "\(60 + day)")
            text += healthRow(
                "Watch", "ActiveEnergyBurned", "kcal", "\(date) 23:58:00 +0200",
                day == 9 ? "\(date) 23:59:00 +0200" : "2024-05-0\(day + 1) 00:02:00 +0200", "4")
        }
        let path = folder.write("mixed.csv", text)
        let full = try readActivity([path]).get()
        let window = try readWindow([path], "2024-05-04", "2024-05-06").get()
        #expect(window.days.count == 3)
        for day in window.days { #expect(full.day(day.date) == day) }
        // 05-04: heart rate 64; active energy: 2 of 4 kcal from 05-03's sample + 2 of 05-04's = 4.
        #expect(window.day("2024-05-04")?.heartRate?.average == 64)
        #expect(isClose(window.day("2024-05-04")?.activeKcal, 4))
    }

    @Test func badRowsOutsideTheWindowAreNotLookedAt() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "steps.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "StepCount", "count", "2024-01-01 10:00:00 +0000", "2024-01-01 10:10:00 +0000", "lots")
                + healthRow(
                    "Watch", "StepCount", "count", "2024-03-02 12:00:00 +0000", "2024-03-02 12:05:00 +0000", "300"))
        // A full read stops at the bad value…
        guard case .failure(let error) = readActivity([path]) else {
            Issue.record("expected the full read to fail")
            return
        }
        #expect(error.line == 2)
        // …a read of March only passes over that row after its date.
        let window = try readWindow([path], "2024-03-01", "2024-03-31").get()
        #expect(window.day("2024-03-02")?.steps == 300)
        // A bad row inside the window is reported as in a full read.
        guard case .failure(let inside) = readWindow([path], "2024-01-01", "2024-01-31") else {
            Issue.record("expected the bad row inside the window to be reported")
            return
        }
        #expect(inside == error)
    }

    @Test func rowsTheTailPatternDoesNotFitAreReadInFull() throws {
        let folder = TemporaryFolder()
        // Columns in another order: the window check cannot find the dates from the end of the line,
        // so every row is read in full (and a bad one is reported even outside the window).
        let reordered = folder.write(
            "reordered.csv",
            "sourceName,type,unit,startDate,endDate,value,device\n"
                + "\"Watch\",\"StepCount\",\"count\",2024-01-01 10:00:00 +0000,2024-01-01 10:10:00 +0000,50,\"x\"\n"
                + "\"Watch\",\"StepCount\",\"count\",2024-03-02 10:00:00 +0000,2024-03-02 10:10:00 +0000,70,\"x\"\n")
        let window = try readWindow([reordered], "2024-03-01", "2024-03-31").get()
        #expect(window.days.map(\.date.iso) == ["2024-03-02"])
        #expect(window.day("2024-03-02")?.steps == 70)
        #expect(window.files.first?.rowsOutsideWindow == 0)
        // A malformed start date falls back to the full read, which reports it.
        let broken = folder.write(
            "broken.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "StepCount", "count", "2024-13-01 10:00:00 +0000", "2024-01-01 10:10:00 +0000", "5"))
        guard case .failure(let error) = readWindow([broken], "2024-03-01", "2024-03-31") else {
            Issue.record("expected the malformed date to be reported")
            return
        }
        #expect(error.field == "startDate")
    }

    @Test func dailyFilesAreLimitedToTheWindow() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "daily.csv",
            "date,steps,active_kcal,resting_kcal\n"
                + "2024-03-01,1000,100,1500\n2024-03-02,2000,200,1500\n2024-03-03,3000,300,1500\n")
        let window = try readWindow([path], "2024-03-02", "2024-03-02").get()
        #expect(window.days.map(\.date.iso) == ["2024-03-02"])
        #expect(window.day("2024-03-02")?.steps == 2000)
        #expect(window.files.first?.days == 1)
    }

    /// Generated samples over ten days in two offsets, some crossing midnight or lasting days, read
    /// whole and through random windows and part counts: every day inside the window is identical.
    @Test func windowedDaysEqualFullReadDays() async {
        let sample = zip(
            Gen.int(in: 0...2), Gen.int(in: 0...(10 * 86_400)), Gen.int(in: 0...(3 * 86_400)),
            Gen.int(in: 0...900), Gen.int(in: 0...1))
        let generator = zip(sample.array(of: 1...60), Gen.int(in: 0...11), Gen.int(in: 0...4), Gen.int(in: 1...3))
        await propertyCheck(count: 60, input: generator) { samples, firstOffset, length, parts in
            let names = ["Watch", "iPhone", "Scale"]
            let types = [("StepCount", "count"), ("ActiveEnergyBurned", "kcal"), ("HeartRate", "count/min")]
            var text = appleHealthHeader
            for (source, start, duration, value, zone) in samples {
                let offset = zone == 0 ? "+0100" : "-0500"
                let type = types[(start + value) % 3]
                let end = type.0 == "HeartRate" ? start : start + (duration % 7 == 0 ? duration : duration % 7_200)
                text += healthRow(
                    names[source], type.0, type.1, Self.time(start, offset), Self.time(end, offset), "\(value)")
            }
            let folder = TemporaryFolder()
            let path = folder.write("generated.csv", text)
            let first = Self.day(firstOffset)
            let last = Self.day(firstOffset + length)
            guard let full = try? readActivity([path], partThreshold: 1, parts: parts).get(),
                let window = try? readWindow([path], first, last, partThreshold: 1, parts: parts).get(),
                let from = LocalDate(iso: first), let to = LocalDate(iso: last)
            else {
                Issue.record("could not read the generated file")
                return
            }
            let expected = full.days.filter { (from...to).contains($0.date) }
            #expect(window.days == expected)
        }
    }

    /// `2024-03-01 00:00:00` plus `second` seconds, written with `offset`.
    static func time(_ second: Int, _ offset: String) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = LocalDate(dayNumber: (LocalDate(iso: "2024-03-01")?.dayNumber ?? 0) + second / 86_400)
        let rest = second % 86_400
        return "\(date.iso) \(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60)) \(offset)"
    }

    /// The ISO date `days` after 2024-02-29.
    static func day(_ days: Int) -> String {
        LocalDate(dayNumber: (LocalDate(iso: "2024-02-29")?.dayNumber ?? 0) + days).iso
    }
}
