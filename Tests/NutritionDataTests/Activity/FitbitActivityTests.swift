import Testing

@testable import NutritionData

/// Fitbit's per-minute files from Google Takeout (`steps-….json`, `calories-….json`): detection by
/// content and name, days on the right clock, month files adding up, and errors. Fixtures are
/// invented (Fixtures/Activity/Fitbit); day figures are worked out by hand in the comments.
@Suite struct FitbitActivityTests {
    static func read(_ paths: [String], zone: String? = nil, strictness: Strictness = .strict) -> Result<
        ActivityLog, InputError
    > {
        var reader = ActivityReader(strictness: strictness)
        reader.timeZone = zone.flatMap { RecordTimeZone(identifier: $0) }
        do {
            return .success(try reader.read(paths: paths))
        } catch {
            return .failure(error)
        }
    }

    static func failure(_ paths: [String], strictness: Strictness = .strict) -> String? {
        if case .failure(let error) = read(paths, strictness: strictness) { return error.description }
        return nil
    }

    // MARK: Steps (UTC)

    @Test func stepsWithoutTimeZoneCountOnUTCDays() throws {
        let path = ActivityFixture.path("Fitbit/steps-2017-11-01.json")
        let log = try Self.read([path]).get()
        // Written in UTC, no --time-zone: 1 Nov = 10 + 20 + 30 + 40 = 100; 2 Nov = 5 (a JSON number) + 0 + 100 = 105.
        #expect(log.days.map(\.date.iso) == ["2017-11-01", "2017-11-02"])
        #expect(log.days.map(\.steps) == [100, 105])
        #expect(log.days.allSatisfy { $0.totalKcal == nil && $0.activeKcal == nil && $0.restingKcal == nil })
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .fitbitSteps)
        #expect(summary.rows == 7 && summary.rowsUsed == 7 && summary.days == 2 && summary.rowsSkipped == 0)
        #expect(summary.clock == .utcWithoutZone)
        #expect(log.days.first?.sources == [path])
    }

    @Test func stepsArePlacedOnTheLocalDaysOfTheTimeZone() throws {
        let path = ActivityFixture.path("Fitbit/steps-2017-11-01.json")
        let log = try Self.read([path], zone: "America/New_York").get()
        // New York is UTC−4 until 5 Nov 2017: 03:58 and 03:59 UTC are 23:58 and 23:59 on 31 Oct (10 + 20 = 30);
        // 04:00, 23:59 UTC and 00:00, 00:01 UTC of 2 Nov are 00:00, 19:59, 20:00, 20:01 on 1 Nov (30 + 40 + 5 + 0 = 75);
        // 12:30 UTC on 2 Nov is 08:30 on 2 Nov (100). Total 205, as without the zone (100 + 105).
        #expect(log.days.map(\.date.iso) == ["2017-10-31", "2017-11-01", "2017-11-02"])
        #expect(log.days.map(\.steps) == [30, 75, 100])
        #expect(log.files.first?.clock == .utc(placedIn: "America/New_York"))
    }

    @Test func stepsAcrossAClockChangeUseEachInstantsOffset() throws {
        let folder = TemporaryFolder()
        // New York falls back on 5 Nov 2017 at 06:00 UTC: 05:30 UTC is 01:30 EDT (5 Nov), and
        // 04:30 UTC on 6 Nov is 23:30 EST on 5 Nov. 4:30 UTC on 5 Nov is 00:30 EDT, also 5 Nov.
        let path = folder.write(
            "steps-2017-11-05.json",
            """
            [{"dateTime":"11/05/17 03:30:00","value":"1"},{"dateTime":"11/05/17 04:30:00","value":"2"},
             {"dateTime":"11/05/17 05:30:00","value":"4"},{"dateTime":"11/06/17 04:30:00","value":"8"},
             {"dateTime":"11/06/17 05:30:00","value":"16"}]
            """)
        let log = try Self.read([path], zone: "America/New_York").get()
        // 03:30 UTC 5 Nov = 23:30 EDT 4 Nov (1); 5 Nov: 2 + 4 + 8 = 14; 05:30 UTC 6 Nov = 00:30 EST 6 Nov (16).
        #expect(log.days.map(\.date.iso) == ["2017-11-04", "2017-11-05", "2017-11-06"])
        #expect(log.days.map(\.steps) == [1, 14, 16])
    }

    // MARK: Calories (local wall clock, total energy)

    @Test func caloriesAreTotalEnergyOnTheWrittenDate() throws {
        let path = ActivityFixture.path("Fitbit/calories-2017-11-01.json")
        // The local wall clock: --time-zone does not move these minutes.
        for zone in [nil, "America/New_York"] {
            let log = try Self.read([path], zone: zone).get()
            // 1 Nov: 1.25 + 1.25 + 2.5 = 5.0 kcal; 2 Nov: 1.1 (a JSON number). Total energy, BMR included:
            // never active or resting energy.
            #expect(log.days.map(\.date.iso) == ["2017-11-01", "2017-11-02"])
            #expect(log.days.map(\.totalKcal) == [5.0, 1.1])
            #expect(log.days.allSatisfy { $0.activeKcal == nil && $0.restingKcal == nil && $0.steps == nil })
            #expect(log.files.first?.dialect == .fitbitCalories)
            #expect(log.files.first?.clock == .localWallClock)
        }
    }

    @Test func stepsAndCaloriesTogetherDoNotConflict() throws {
        let steps = ActivityFixture.path("Fitbit/steps-2017-11-01.json")
        let calories = ActivityFixture.path("Fitbit/calories-2017-11-01.json")
        let log = try Self.read([calories, steps]).get()
        // 1 Nov: 100 steps (UTC day) and 5.0 kcal; 2 Nov: 105 steps and 1.1 kcal.
        #expect(log.days.map(\.steps) == [100, 105])
        #expect(log.days.map(\.totalKcal) == [5.0, 1.1])
        #expect(log.conflicts.isEmpty)
        #expect(log.days.first?.sources == [calories, steps].sorted())
    }

    // MARK: Several files

    @Test func monthFilesAddUpOnTheLocalDayTheyShare() throws {
        let folder = TemporaryFolder()
        // Fitbit writes one file per month of UTC minutes: in New York (UTC−5 in December) the evening of
        // 30 Nov is partly in the November file and partly in the December one.
        let november = folder.write("steps-2017-11-01.json", #"[{"dateTime":"11/30/17 23:50:00","value":"8"}]"#)
        let december = folder.write(
            "steps-2017-12-01.json",
            #"[{"dateTime":"12/01/17 02:00:00","value":"12"},{"dateTime":"12/01/17 15:00:00","value":"3"}]"#)
        let log = try Self.read([november, december], zone: "America/New_York").get()
        // 23:50 UTC 30 Nov = 18:50 EST and 02:00 UTC 1 Dec = 21:00 EST 30 Nov: 8 + 12 = 20; 15:00 UTC 1 Dec = 10:00 EST 1 Dec: 3.
        #expect(log.days.map(\.date.iso) == ["2017-11-30", "2017-12-01"])
        #expect(log.days.map(\.steps) == [20, 3])
        #expect(log.conflicts.isEmpty)
        #expect(log.days.first?.sources == [november, december].sorted())
    }

    @Test func theSameFileTwiceIsNotCountedTwice() throws {
        let path = ActivityFixture.path("Fitbit/steps-2017-11-01.json")
        let log = try Self.read([path, path]).get()
        // The minutes overlap: the first file wins each day (100 and 105, not 200 and 210), and each dropped value is a conflict.
        #expect(log.days.map(\.steps) == [100, 105])
        #expect(log.conflicts.count == 2)
        #expect(log.conflicts.allSatisfy { $0.reason == .earlierFileWins && $0.metric == .steps })
    }

    // MARK: Errors

    @Test func aMinuteListWhoseNameDoesNotSayTheMetricIsAnError() {
        let folder = TemporaryFolder()
        let path = folder.write("minutes.json", #"[{"dateTime":"11/01/17 00:00:00","value":"1"}]"#)
        #expect(
            Self.failure([path]) == path
                + ": field 'file name': expected the name of a Fitbit per-minute file, which says what its "
                + #"{"dateTime", "value"} list counts: steps-… or calories-… (steps-2017-11-02.json, calories-2017-11-02.json); found "minutes.json""#
        )
        // In both modes.
        #expect(Self.failure([path], strictness: .lenient) != nil)
    }

    @Test func aWeightLogIsRefusedWithOneClearError() {
        let path = ActivityFixture.path("Fitbit/weight-2017-07-01.json")
        #expect(
            Self.failure([path]) == path + ":1: expected activity data, found a Fitbit weight log "
                + "(weight-YYYY-MM-DD.json: body weight, BMI and body fat); give it with --body")
        #expect(Self.failure([path], strictness: .lenient) != nil)
        // An empty weight list is told by its name.
        let folder = TemporaryFolder()
        let empty = folder.write("weight-2017-08-01.json", "[]")
        #expect(Self.failure([empty])?.contains("found a Fitbit weight log") == true)
    }

    @Test func aFoodLogGivenAsActivityIsNamed() {
        let folder = TemporaryFolder()
        let path = folder.write(
            "food_logs-1.json", #"[{"logId":1,"logDate":"2015-05-22","loggedFood":{"name":"Apple","calories":95}}]"#)
        #expect(
            Self.failure([path]) == path
                + ":1: expected activity data (steps, energy or heart rate by day or by sample), "
                + "found a Fitbit food log (food_logs-N.json), which is not read as activity; give it with --food-log")
    }

    @Test func badElementsNameTheLineAndField() {
        let folder = TemporaryFolder()
        let cases: [(String, String)] = [
            (
                "[\n{\"dateTime\":\"11/31/17 00:00:00\",\"value\":\"1\"}]",
                ":2: field 'dateTime': expected a date and time like 11/02/17 00:21:00 (MM/DD/YY HH:MM:SS), found \"11/31/17 00:00:00\""
            ),
            (
                "[{\"dateTime\":\"11/01/17 00:00:00\",\n\"value\":\"-3\"}]",
                ":2: field 'value': expected a finite, non-negative number, as text (\"12\") or not (12), found \"-3\""
            ),
            (
                "[{\"dateTime\":\"11/01/17 00:00:00\",\"value\":\"12 steps\"}]",
                ":1: field 'value': expected a finite, non-negative number, as text (\"12\") or not (12), found \"12 steps\""
            ),
            (
                "[{\"dateTime\":\"11/01/17 00:00:00\",\"value\":2e9}]",
                ":1: field 'value': expected a number of at most 1000000000, found 2e9"
            ),
            (
                "[\n\n{\"value\":\"1\"}]",
                ":3: field 'dateTime': expected this key in an element {\"dateTime\": \"11/02/17 00:21:00\", \"value\": \"0\"}, found none"
            ),
            (
                "[{\"dateTime\":\"11/01/17 00:00:00\",\"value\":\"1\",\n\"value\":\"2\"}]",
                ":2: expected each key once in an element, found 'value' again"
            ),
            (
                "[{\"dateTime\":\"11/01/17 00:00:00\",\"value\":\"1\"},\n7]",
                ":2: expected an object {\"dateTime\": \"11/02/17 00:21:00\", \"value\": \"0\"}, found 7"
            ),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let path = folder.write("case\(index)/steps-2017-11-01.json", text)
            #expect(Self.failure([path]) == path + message)
        }
    }

    @Test func textThatIsNotJSONFailsInBothModes() {
        let folder = TemporaryFolder()
        let path = folder.write("steps-2017-11-01.json", "[{\"dateTime\":\"11/01/17 00:00:00\",\"value\":\"1\"},]")
        for strictness in [Strictness.strict, .lenient] {
            #expect(
                Self.failure([path], strictness: strictness) == path
                    + ":1: expected a value after ',', found ']' (a trailing comma is not JSON)")
        }
    }

    @Test func lenientSkipsAndCountsBadElements() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "steps-2017-11-01.json",
            """
            [{"dateTime":"11/01/17 00:00:00","value":"5"},
             {"dateTime":"11/01/17 00:01:00","value":"x"},
             {"dateTime":"11/01/17 00:02:00","value":"y"},
             {"dateTime":"bad","value":"1"},
             {"dateTime":"11/01/17 00:03:00","value":"7"}]
            """)
        #expect(Self.failure([path])?.hasPrefix(path + ":2: field 'value'") == true)
        let log = try Self.read([path], strictness: .lenient).get()
        // 5 + 7 = 12 from the two good minutes; three elements skipped in two groups (value ×2 from line 2, dateTime ×1 at line 4).
        #expect(log.days.map(\.steps) == [12])
        let summary = try #require(log.files.first)
        #expect(summary.rows == 5 && summary.rowsUsed == 2 && summary.rowsSkipped == 3)
        #expect(log.skipped.tallies.map(\.count) == [2, 1])
        #expect(log.skipped.tallies.map(\.firstLine) == [2, 4])
    }

    @Test func anEmptyListIsAFileWithoutDays() throws {
        let folder = TemporaryFolder()
        let path = folder.write("calories-2017-11-01.json", " [ ]\n")
        let log = try Self.read([path]).get()
        #expect(log.days.isEmpty)
        #expect(log.files.first?.dialect == .fitbitCalories && log.files.first?.rows == 0)
    }

    // MARK: Detection and dates

    @Test func detectionByContentAndName() {
        func kind(_ text: String, _ name: String) -> FitbitFileKind? {
            Array(text.utf8).withUnsafeBufferPointer { FitbitFileKind.detect(head: $0, path: "/x/" + name) }
        }
        let minute = #"[{"value":"0","dateTime":"11/02/17 00:21:00"}]"#
        #expect(kind(minute, "steps-2017-11-02.json") == .minutes(.steps))
        #expect(kind(minute, "Calories-2017-11-02.json") == .minutes(.calories))
        #expect(kind("\u{FEFF}\n  " + minute, "steps-2017-11-02.json") == .minutes(.steps))
        #expect(kind(minute, "export.json") == .minutesOfUnnamedMetric)
        #expect(kind(#"[{"logId":1,"logDate":"2015-05-22","loggedFood":{}}]"#, "x.json") == .foodLog)
        #expect(kind(#"[{"logId":1,"weight":70.5,"bmi":22}]"#, "x.json") == .weight)
        #expect(kind("[]", "food_logs-3.json") == .foodLog)
        #expect(kind("[]", "other.json") == nil)
        #expect(kind(#"[{"a":1}]"#, "steps-2017-11-02.json") == nil)
        #expect(kind("date,steps\n2017-11-02,5\n", "steps-2017-11-02.json") == nil)
        // A first element cut off by the head still shows its first keys.
        #expect(kind(#"[{"dateTime":"11/02/17 00:21:00","value":"0"#, "steps-a.json") == .minutes(.steps))
    }

    @Test func fitbitDateTimes() {
        // 2 Nov 2017 is day 17,472 since 1970 (47 years with 12 leap days: 47 × 365 + 12 = 17,167; + 305 days
        // from 1 Jan to 2 Nov in 2017 = 17,472); 00:21:00 adds 1,260 s.
        let expected: Int64 = 17_472 * 86_400 + 1_260
        #expect(FitbitDateTime.seconds("11/02/17 00:21:00") == expected)
        #expect(FitbitDateTime.seconds("02/29/16 23:59:59") != nil)
        for bad in [
            "02/29/17 00:00:00", "13/02/17 00:00:00", "11/02/17 24:00:00", "11/02/2017 00:21:00", "11/02/17T00:21:00",
            "11/02/17 0:21:00",
        ] {
            #expect(FitbitDateTime.seconds(bad) == nil, "\(bad)")
        }
    }
}
