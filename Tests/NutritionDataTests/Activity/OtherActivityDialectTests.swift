import Testing

@testable import NutritionData

/// The dialects of "Other activity files" in the input-formats reference: Health Auto Export's older
/// layout, Google Fit's per-day files, other Apple Health converters and ActivitySummary, QS Access,
/// and files that are not activity data. Day figures are worked out by hand in the comments.
@Suite struct OtherActivityDialectTests {
    // MARK: Health Auto Export, older layout

    @Test func healthAutoExportOlderLayout() throws {
        let path = ActivityFixture.path("health-auto-export-older.csv")
        let log = try readActivity([path]).get()
        // `Date,` header, US units in ignored columns, a trailing space on every line (also after the
        // last value, which is an ignored column here).
        let first = try #require(log.day("2023-01-02"))
        #expect(first.activeKcal == 512.25)
        #expect(first.restingKcal == 1650.5)
        #expect(first.steps == 10234)
        #expect(first.heartRate == HeartRateSummary(min: 52, max: 141, sum: 74, count: 1))
        #expect(first.totalKcal == nil)
        let second = try #require(log.day("2023-01-03"))
        #expect(second.activeKcal == 301 && second.restingKcal == 1649 && second.steps == 6020)
        #expect(second.heartRate == nil)
        // A row of empty fields gives no day.
        #expect(log.day("2023-01-04") == nil)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .healthAutoExport)
        #expect(summary.rows == 3 && summary.rowsUsed == 2 && summary.days == 2)
        // 20 columns: Date and 6 metrics read, 13 listed (Dietary Energy is food, not activity).
        #expect(summary.ignoredColumns.count == 13)
        #expect(summary.ignoredColumns.contains("Body Temperature (degF)"))
        #expect(summary.ignoredColumns.last == "Weight & Body Mass (lb)")
    }

    @Test func healthAutoExportSpreadsheetResave() throws {
        let path = ActivityFixture.path("health-auto-export-resaved.csv")
        let log = try readActivity([path]).get()
        // CRLF, trailing spaces, and dates month first: 6/1/2021 is June 1.
        #expect(log.days.map(\.date.iso) == ["2021-06-01", "2021-06-02", "2021-12-31"])
        let june = try #require(log.day("2021-06-01"))
        #expect(june.activeKcal == 400.5 && june.restingKcal == 1700 && june.steps == 8000)
        #expect(log.day("2021-06-02")?.restingKcal == 1690.25)
        #expect(log.day("2021-12-31")?.steps == 120)
        #expect(log.files.first?.dialect == .healthAutoExport)
    }

    @Test func resavedDatesDayFirstAreProvenByTheColumn() throws {
        let folder = TemporaryFolder()
        // A spreadsheet in a day-first locale: 13/1 proves day first, so 12/1 is 12 January, not 1 December.
        let path = folder.write(
            "resaved.csv", "Date,Step Count (count) \r\n12/1/2021 0:00,5 \r\n13/1/2021 0:00,7 \r\n2021-01-14,9 \r\n")
        let log = try readActivity([path]).get()
        #expect(log.days.map(\.date.iso) == ["2021-01-12", "2021-01-13", "2021-01-14"])
        #expect(log.days.map(\.steps) == [5, 7, 9])
        #expect(log.files.first?.rowsUsed == 3)
    }

    @Test func resavedDatesThatFitBothOrdersNeedDateOrder() throws {
        let folder = TemporaryFolder()
        let path = folder.write("week.csv", "Date,Step Count (count) \r\n1/2/2021 0:00,5 \r\n2/2/2021 0:00,7 \r\n")
        // No day above 12: a guess could swap every day, so it is an error in both modes, naming the column.
        for strictness in [Strictness.strict, .lenient] {
            let error = try #require(readActivity([path], strictness: strictness).failure)
            #expect(
                error.description == path
                    + ":2: field 'Date': the dates (such as \"1/2/2021 0:00\") could be month/day or "
                    + "day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy")
        }
        // --date-order says which: 1 and 2 February read day first, 2 January and 2 February month first.
        #expect(try readActivity([path], dateOrder: .dmy).get().days.map(\.date.iso) == ["2021-02-01", "2021-02-02"])
        #expect(try readActivity([path], dateOrder: .mdy).get().days.map(\.date.iso) == ["2021-01-02", "2021-02-02"])
    }

    @Test func resavedDatesInBothOrdersAreAnError() throws {
        let folder = TemporaryFolder()
        let path = folder.write("mixed.csv", "Date,Step Count (count)\n12/1/2021,5\n1/13/2021,7\n13/1/2021,9\n")
        let error = try #require(readActivity([path], strictness: .lenient).failure)
        #expect(
            error.description == path + ":4: field 'Date': dates are day first on line 4 and month first on line 3; "
                + "expected one order (give --date-order mdy or --date-order dmy to say which)")
        // Given an order, a date that does not exist in it is a bad row: an error, or skipped and counted.
        let strictError = try #require(readActivity([path], dateOrder: .mdy).failure)
        #expect(
            strictError.description == path
                + ":4: field 'Date': expected a real date (read month/day/year), found 13/1/2021")
        let lenient = try readActivity([path], strictness: .lenient, dateOrder: .mdy).get()
        #expect(lenient.days.map(\.date.iso) == ["2021-01-13", "2021-12-01"])
        #expect(lenient.files.first?.rowsUsed == 2)
        #expect(lenient.skipped.tallies.map { "\($0.firstLine ?? 0) ×\($0.count)" } == ["4 ×1"])
    }

    @Test func aSlashedDateOfNoOrderIsReportedInLineOrder() throws {
        let folder = TemporaryFolder()
        // 2/30/2021 exists neither month first nor day first: line 2 is the first error, before line 4's number.
        let path = folder.write(
            "bad.csv", "Date,Active Energy (kcal),Step Count (count)\n2/30/2021,1,1\n1/13/2021,400,900\n1/14/2021,x,1\n"
        )
        let error = try #require(readActivity([path]).failure)
        #expect(
            error.description == path
                + ":2: field 'Date': expected a date like 2026-07-11 00:00:00, found \"2/30/2021\"")
    }

    // MARK: Google Fit per-day files

    @Test func googleFitDayFallBackHas100Rows() throws {
        let path = ActivityFixture.path("Daily activity metrics/2023-10-29.csv")
        let log = try readActivity([path]).get()
        #expect(log.days.count == 1)
        let day = try #require(log.day("2023-10-29"))
        // 100 rows (00:00–02:45 at +02:00, then 02:00–23:45 at +01:00), 98 of them 16.25 kcal, one
        // 56.75 and one 76.25: 98 × 16.25 + 56.75 + 76.25 = 1,725.5 kcal, total energy.
        #expect(isClose(day.totalKcal, 1725.5))
        #expect(day.activeKcal == nil)
        // 30 (02:15 +02:00) + 40 (02:15 +01:00, the repeated hour) + 500 + 1,200.
        #expect(day.steps == 1770)
        // Two rows with heart rate: lowest min 80, highest max 130, mean of averages (95 + 110) / 2.
        #expect(day.heartRate?.min == 80 && day.heartRate?.max == 130)
        #expect(isClose(day.heartRate?.average, 102.5))
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .googleFitDay)
        #expect(summary.rows == 100 && summary.rowsUsed == 100 && summary.days == 1)
        // Start time is the day's clock, End time is not read; neither is listed as ignored.
        #expect(!summary.ignoredColumns.contains("End time"))
        #expect(summary.ignoredColumns.contains("Low latitude (deg)"))
    }

    @Test func googleFitDaySpringForwardOlderAccount() throws {
        let path = ActivityFixture.path("Daily activity metrics/2021-03-28.csv")
        let log = try readActivity([path]).get()
        let day = try #require(log.day("2021-03-28"))
        // 92 rows of 15.5 kcal; no Move Minutes or Heart Points columns.
        #expect(isClose(day.totalKcal, 1426))
        #expect(day.steps == 1250)
        #expect(log.files.first?.rows == 92)
    }

    @Test func googleFitDayIndiaOffsetAndSeveralDays() throws {
        let folder = TemporaryFolder()
        let header =
            "Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Step count\n"
        let first = folder.write(
            "Takeout/Fit/Daily activity metrics/2023-10-28.csv",
            header + """
                00:00:00.000+05:30,00:15:00.000+05:30,,14.2,,,,
                00:15:00.000+05:30,00:30:00.000+05:30,2,20.8,150.0,,,240

                """)
        // A second download of the same folder names its copy "2023-10-29 (1).csv".
        let second = folder.write(
            "Takeout/Fit/Daily activity metrics/2023-10-29 (1).csv",
            header + """
                23:45:00.000+05:30,00:00:00.000+05:30,,14.0,,,,30

                """)
        let log = try readActivity([first, second]).get()
        #expect(isClose(log.day("2023-10-28")?.totalKcal, 35))
        #expect(log.day("2023-10-28")?.steps == 240)
        #expect(log.day("2023-10-29")?.totalKcal == 14 && log.day("2023-10-29")?.steps == 30)
    }

    @Test func googleFitDayNeedsTheDateInItsName() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "metrics.csv",
            "Start time,End time,Calories (kcal),Step count\n00:00:00.000+05:30,00:15:00.000+05:30,14.2,\n")
        let error = try #require(readActivity([path]).failure)
        #expect(
            error.description == path
                + ": field 'file name': expected the day in the file's name, as Google Fit names its per-day files (2023-10-29.csv): the rows hold only times of day; found \"metrics.csv\""
        )
        // Not a real date either.
        let impossible = folder.write("2023-02-30.csv", "Start time,End time,Step count\n")
        #expect(readActivity([impossible]).failure != nil)
    }

    @Test func googleFitDayBadTime() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "2023-10-29.csv", "Start time,End time,Step count\n24:00:00.000+05:30,00:15:00.000+05:30,5\n")
        let error = try #require(readActivity([path]).failure)
        #expect(
            error.description == path
                + ":2: field 'Start time': expected a time of day with its UTC offset like 00:15:00.000+05:30, found \"24:00:00.000+05:30\""
        )
    }

    // MARK: Other Apple Health converters

    @Test func appleHealthOtherConverter() throws {
        let path = ActivityFixture.path("apple-health-other-converter.csv")
        let log = try readActivity([path]).get()
        // 2021-08-29: Pedometer++'s daily total, a zero-length sample at 23:59:59, whole in 23:59.
        #expect(log.day("2021-08-29")?.steps == 7000)
        // 2021-08-30: the watch 60/min in 13:40 and 13:41 (120); the iPhone 50/min in 13:40–13:43
        // loses the first two minutes and keeps 100; Fitbit Sync's 23:00 → 22:00 sample lasts 1,380
        // minutes at 5 a minute and gives this day its first 60 (300). 120 + 100 + 300 = 520.
        let day = try #require(log.day("2021-08-30"))
        #expect(day.steps == 520)
        #expect(day.activeKcal == 7)
        // A zero-length heart-rate reading.
        #expect(day.heartRate == HeartRateSummary(min: 92, max: 92, sum: 92, count: 1))
        #expect(day.sources == ["Anna\u{2019}s Apple\u{00A0}Watch", "Anna\u{2019}s iPhone", "Fitbit Sync"])
        // 2021-08-31: the other 1,320 minutes of Fitbit Sync's sample, 6,600.
        #expect(log.day("2021-08-31")?.steps == 6600)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .appleHealthRecords)
        #expect(summary.otherTypes.map(\.type) == ["FlightsClimbed"])
        // A window gives the same days (the +05:30 timestamps are found from the line's end too).
        let reader = ActivityReader()
        let windowed = try reader.read(
            paths: [path], days: LocalDate(iso: "2021-08-31")!...LocalDate(iso: "2021-08-31")!)
        #expect(windowed.days == log.days.filter { $0.date.iso == "2021-08-31" })
    }

    @Test func appleHealthUTCTimestamps() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "StepCount.csv",
            """
            type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value
            HKQuantityTypeIdentifierStepCount,iPhone,14.7,count,2021-08-30T23:59:00Z,2021-08-30T23:58:00Z,2021-08-31T00:02:00Z,400.0

            """)
        let log = try readActivity([path]).get()
        // 100 a minute: 23:58 and 23:59 on August 30 (UTC clock), the next two on August 31.
        #expect(log.day("2021-08-30")?.steps == 200)
        #expect(log.day("2021-08-31")?.steps == 200)
    }

    @Test func activitySummary() throws {
        let path = ActivityFixture.path("ActivitySummary.csv")
        let log = try readActivity([path]).get()
        #expect(log.day("2021-08-29")?.activeKcal == 412.3)
        // 2092 kJ / 4.184 = 500 kcal (the unit is given row by row).
        #expect(isClose(log.day("2021-08-30")?.activeKcal, 500))
        #expect(log.day("2021-08-31") == nil)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .appleHealthSummary)
        #expect(
            summary.ignoredColumns == [
                "activeEnergyBurnedGoal", "appleExerciseTime", "appleExerciseTimeGoal",
                "appleStandHours", "appleStandHoursGoal",
            ])
    }

    @Test func activitySummaryWithRecords() throws {
        let records = ActivityFixture.path("apple-health-other-converter.csv")
        let summaryFile = ActivityFixture.path("ActivitySummary.csv")
        let log = try readActivity([summaryFile, records]).get()
        // Record data wins on 2021-08-30 (7 kcal), the summary fills in 2021-08-29.
        #expect(log.day("2021-08-30")?.activeKcal == 7)
        #expect(log.day("2021-08-29")?.activeKcal == 412.3)
        #expect(log.conflicts.map(\.reason) == [.recordDataWins])
    }

    @Test func activitySummaryUnitErrors() throws {
        let folder = TemporaryFolder()
        let badUnit = folder.write(
            "a.csv", "dateComponents,activeEnergyBurned,activeEnergyBurnedUnit\n2021-08-29,400,kWh\n")
        #expect(
            readActivity([badUnit]).failure?.description
                == badUnit
                + ":2: field 'activeEnergyBurnedUnit': expected an energy unit kcal, Cal, kJ or cal for activeEnergyBurned, found \"kWh\""
        )
        let noUnit = folder.write("b.csv", "dateComponents,activeEnergyBurned\n2021-08-29,400\n")
        #expect(
            readActivity([noUnit]).failure?.description
                == noUnit
                + ":1: field 'activeEnergyBurnedUnit': expected this column in an ActivitySummary header (it gives the unit of activeEnergyBurned), found none"
        )
        // An empty value needs no unit.
        let empty = folder.write("c.csv", "dateComponents,activeEnergyBurned,activeEnergyBurnedUnit\n2021-08-29,,\n")
        #expect(try readActivity([empty]).get().days.isEmpty)
    }

    // MARK: QS Access

    @Test func qsAccessHourly() throws {
        let path = ActivityFixture.path("qs-access-hourly.csv")
        let log = try readActivity([path]).get()
        // Each row counts on its Start's day: 412 + 88.5 on October 23; 0 + 1,500 on October 24.
        #expect(log.day("2015-10-23")?.steps == 500.5)
        #expect(log.day("2015-10-24")?.steps == 1500)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .qsAccess)
        #expect(summary.ignoredColumns.isEmpty)
    }

    @Test func qsAccessDaily() throws {
        let log = try readActivity([ActivityFixture.path("qs-access-daily.csv")]).get()
        #expect(log.days.map(\.date.iso) == ["2015-11-01", "2015-11-02"])
        #expect(log.day("2015-11-02")?.steps == 10311)
    }

    @Test func qsAccessBadDate() throws {
        let folder = TemporaryFolder()
        let path = folder.write("qs.csv", "Start,Finish,Steps (count)\n31-Sep-2015 18:00,31-Sep-2015 19:00,5\n")
        #expect(
            readActivity([path]).failure?.description
                == path + ":2: field 'Start': expected a date like 23-Oct-2015 18:00, found \"31-Sep-2015 18:00\"")
    }

    // MARK: Not activity data

    @Test(arguments: [
        ("Date,Workout,Duration,Calories (kcal)", "Workout", "a workouts export"),
        (
            "workoutActivityType,duration,durationUnit,totalDistance,totalEnergyBurned,sourceName,sourceVersion,device,creationDate,startDate,endDate",
            "workoutActivityType", "a workouts export"
        ),
        ("Workout Type,Start,End,Duration,Active Energy (kcal)", "Workout Type", "a workouts export"),
        ("Day,Group,Exercise,Minutes,Calories Burned", "Exercise", "a workouts export"),
        ("Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g)", "Food Name", "a food log"),
        ("Date,Meal,Calories,Fat (g),Saturated Fat,Protein (g)", "Meal", "a food log"),
        ("Date,Energy (kcal),Protein (g),Completed", "Energy (kcal)", "a food log"),
    ])
    func notActivityData(header: String, column: String, kind: String) throws {
        let folder = TemporaryFolder()
        let path = folder.write("export.csv", header + "\n")
        let error = try #require(readActivity([path], strictness: .lenient).failure)
        #expect(
            error.description == path
                + ":1: field '\(column)': expected activity data (steps, energy or heart rate by day or by sample), found what looks like \(kind), which is not read as activity"
        )
    }

    // MARK: Detection

    @Test func detectionOrder() throws {
        func dialect(_ header: [String], file: String = "2023-10-29.csv") throws -> ActivityDialect {
            try ActivityHeader.layout(of: header, file: file).dialect
        }
        #expect(
            try dialect([
                "type", "sourceName", "sourceVersion", "unit", "creationDate", "startDate", "endDate", "value",
            ]) == .appleHealthRecords)
        #expect(
            try dialect(["dateComponents", "activeEnergyBurned", "activeEnergyBurnedGoal", "activeEnergyBurnedUnit"])
                == .appleHealthSummary)
        // `Date,` with the app's own metric names is Health Auto Export; Google Fit's `Step count`
        // has no unit, and its `Calories (kcal)` is not an app metric.
        #expect(try dialect(["Date", "Active Energy (kcal)"]) == .healthAutoExport)
        #expect(try dialect(["Date", "Step Count (count)"]) == .healthAutoExport)
        #expect(try dialect(["Date", "Basal Energy Burned (kcal)", "Calories (kcal)"]) == .healthAutoExport)
        #expect(try dialect(["Date", "Calories (kcal)", "Step count"]) == .googleFitDaily)
        #expect(try dialect(["Date", "Move Minutes count", "Step count"]) == .googleFitDaily)
        #expect(try dialect(["Start time", "End time", "Step count"]) == .googleFitDay)
        #expect(try dialect(["Start", "Finish", "Steps (count)"]) == .qsAccess)
        #expect(try dialect(["date", "steps"]) == .plainDaily)
        // A per-day Google Fit file is recognised by its header alone: without a date in its name,
        // the error is about the name.
        #expect(throws: InputError.self) { try dialect(["Start time", "End time", "Step count"], file: "x.csv") }
    }

    @Test func dailyDateForms() {
        func day(_ text: String) -> String? {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                ByteTimestamp.parseDay(buffer.baseAddress!, count: buffer.count).map { LocalDate(dayNumber: $0).iso }
            }
        }
        #expect(day("2023-01-02") == "2023-01-02")
        #expect(day("2023-01-02 00:00:00") == "2023-01-02")
        #expect(day("2023-01-02T00:00:00") == "2023-01-02")
        #expect(day("2023-01-02 23:00:00 -0500") == "2023-01-02")
        #expect(day("2023-01-02 23:00:00+05:30") == "2023-01-02")
        #expect(day("23-Oct-2015 18:00") == "2015-10-23")
        #expect(day("3-oct-2015") == "2015-10-03")
        #expect(day("29-Feb-2016 00:00:00") == "2016-02-29")
        // Slashed dates are not a day on their own: the column decides their order (below).
        for bad in [
            "6/1/2021", "13/1/2021", "6-1-2021", "29-Feb-2015", "23-Okt-2015", "23-Oct-15", "23-Oct-2015 18",
            "2023-1-02", "x",
        ] {
            #expect(day(bad) == nil, "\(bad)")
        }
    }

    @Test func slashedDateForms() {
        func parts(_ text: String) -> [Int]? {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                SpreadsheetDate.parseSlashed(buffer.baseAddress!, count: buffer.count).map {
                    [$0.first, $0.second, $0.year]
                }
            }
        }
        #expect(parts("6/1/2021") == [6, 1, 2021])
        #expect(parts("6/1/2021 0:00") == [6, 1, 2021])
        #expect(parts("06/01/2021 23:59:59") == [6, 1, 2021])
        #expect(parts("31/12/2021 12:30") == [31, 12, 2021])
        for bad in [
            "6/1/21", "6/1/2021 24:00", "6/1/2021 0:0", "6/1/2021  0:00", "6/1/2021 0:00 ", "123/1/2021", "0/1/2021",
            "32/1/2021", "6-1-2021", "2021-06-01", "x",
        ] {
            #expect(parts(bad) == nil, "\(bad)")
        }
    }

    @Test func clockTimes() {
        func seconds(_ text: String) -> Int? {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                ByteTimestamp.parseClockTime(buffer.baseAddress!, count: buffer.count)
            }
        }
        #expect(seconds("00:15:00.000+05:30") == 900)
        #expect(seconds("23:45:00.000-04:00") == 85_500)
        #expect(seconds("02:45:00+0200") == 9_900)
        #expect(seconds("12:00:00.5Z") == 43_200)
        for bad in [
            "00:15:00.000", "24:00:00.000+05:30", "00:60:00.000+05:30", "00:15:00.+05:30", "00:15:00.000+19:00",
            "0:15:00.000+05:30", "00:15:00.000 05:30", "00:15",
        ] {
            #expect(seconds(bad) == nil, "\(bad)")
        }
    }
}
