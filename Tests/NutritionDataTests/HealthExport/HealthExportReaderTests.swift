import Foundation
import Testing

@testable import NutritionData

@Suite struct HealthExportReaderTests {
    static let watch = "Anna’s Apple\u{00A0}Watch"

    /// The figures of export-quirks.xml, worked out by hand (all on 2024-03-05, -0500):
    /// steps: watch 08:00–08:10 1000 (100/min) beats the iPhone's 900 there; the pedometer's
    /// 08:05–08:15 300 (30/min) wins only 08:10–08:14 = 150; the iPhone 12:00–12:05 500 → 1650 (a
    /// commented-out 99,999 and a Workout's WorkoutStatistics sum of 999 do not count).
    /// Active: watch 418.4 kJ = 100 kcal, iPhone 50 Cal = 50 kcal → 150 (the summary's 160 loses to
    /// the records, without a conflict). Basal: 600 + 650 = 1250 (the second ends at midnight).
    /// Heart rate 60, 80, 100 → min 60, max 100, mean 80. Goal 500 kcal.
    /// 2024-03-06: only the summary: 2092 kJ = 500 kcal, goal 2092 kJ = 500 kcal.
    /// 2024-03-04: a summary of 0 with a goal of 0 (no data) gives no day.
    static func checkQuirks(_ log: ActivityLog, file: String, dialect: ActivityDialect) throws {
        #expect(log.days.map(\.date.iso) == ["2024-03-05", "2024-03-06"])
        let day = try #require(log.day("2024-03-05"))
        #expect(isClose(day.steps, 1650))
        #expect(isClose(day.activeKcal, 150))
        #expect(isClose(day.restingKcal, 1250))
        let rate = try #require(day.heartRate)
        #expect(rate.min == 60 && rate.max == 100 && rate.count == 3)
        #expect(isClose(rate.average, 80))
        #expect(day.activeKcalGoal == 500)
        // Entities decoded in source names (&#8217; &#xA0; &apos; &amp;).
        #expect(day.sources == ["Anna's iPhone", watch, "Pedometer & Co"])
        let next = try #require(log.day("2024-03-06"))
        #expect(isClose(next.activeKcal, 500))
        #expect(isClose(next.activeKcalGoal, 500))
        #expect(next.steps == nil && next.restingKcal == nil)
        #expect(log.conflicts.isEmpty)

        let summary = try #require(log.files.first)
        #expect(summary.file == file)
        #expect(summary.dialect == dialect)
        // 16 Records (2 inside a Correlation) and 3 ActivitySummary elements; used: 11 records, 2 summaries.
        #expect(summary.rows == 19)
        #expect(summary.rowsUsed == 13)
        #expect(summary.days == 2)
        #expect(
            summary.otherTypes.map(\.type) == [
                "DistanceWalkingRunning", "HKCategoryTypeIdentifierSleepAnalysis", "DietaryEnergyConsumed",
            ])
        #expect(summary.otherTypes.map(\.rows) == [2, 1, 2])
        #expect(summary.otherTypes.map(\.firstLine) == [35, 37, 49])
        #expect(summary.rowsSkipped == 0)
    }

    @Test func exportXMLWithEveryQuirk() throws {
        let path = HealthExportFixture.path("export-quirks.xml")
        try Self.checkQuirks(try readActivity([path]).get(), file: path, dialect: .appleHealthExportXML)
    }

    @Test func exportZipDeflated() throws {
        let path = HealthExportFixture.path("export-quirks.zip")
        try Self.checkQuirks(try readActivity([path]).get(), file: path, dialect: .appleHealthExportZip)
    }

    @Test func exportZipWithDataDescriptor() throws {
        let path = HealthExportFixture.path("export-descriptor.zip")
        try Self.checkQuirks(try readActivity([path]).get(), file: path, dialect: .appleHealthExportZip)
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func storedZip(zip64: Bool, descriptor: Bool) throws {
        let folder = TemporaryFolder()
        let xml = Array(try HealthExportFixture.text("export-quirks.xml").utf8)
        let bytes = StoredZipWriter.archive(
            [
                ("apple_health_export/workout-routes/route.gpx", Array("<gpx/>".utf8)),
                ("apple_health_export/export.xml", xml),
            ], zip64: zip64, descriptor: descriptor)
        let path = folder.write("export.zip", bytes: bytes)
        try Self.checkQuirks(try readActivity([path]).get(), file: path, dialect: .appleHealthExportZip)
    }

    @Test func zipWithoutExportNamesWhatItHolds() throws {
        let path = HealthExportFixture.path("no-export.zip")
        let error = try #require(readActivity([path]).failure)
        #expect(error.description.contains("expected a zip holding apple_health_export/export.xml"))
        #expect(
            error.description.contains(
                "2 members: workout-routes/route_2024-03-05.gpx, apple_health_export/export_cda.xml"))
    }

    @Test func detectedByContentNotName() throws {
        let folder = TemporaryFolder()
        let renamed = folder.write("activity.csv", try HealthExportFixture.text("export-quirks.xml"))
        try Self.checkQuirks(try readActivity([renamed]).get(), file: renamed, dialect: .appleHealthExportXML)
        let other = folder.write("cda.xml", "<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n")
        let error = try #require(readActivity([other]).failure)
        #expect(error.description.contains("found another XML file"))
    }

    @Test func exportOffsetDecidesTheDayByDefault() throws {
        let log = try readActivity([HealthExportFixture.path("export-dst.xml")]).get()
        #expect(log.days.map(\.date.iso) == ["2024-01-15", "2024-07-01", "2024-07-02"])
        #expect(isClose(log.day("2024-01-15")?.steps, 50))
        #expect(isClose(log.day("2024-07-01")?.steps, 100))
        #expect(log.day("2024-07-01")?.heartRate?.count == 1)
        #expect(isClose(log.day("2024-07-02")?.steps, 200))
    }

    @Test func timeZoneRereadsSummerRecordsWithTheSummerOffset() throws {
        var reader = ActivityReader()
        let zone: RecordTimeZone = try #require(RecordTimeZone(identifier: "America/New_York"))
        reader.timeZone = zone
        let log = try reader.read(paths: [HealthExportFixture.path("export-dst.xml")])
        // 2024-07-01 23:30 -0500 is 00:30 EDT (-0400) on July 2; January keeps -0500.
        #expect(log.days.map(\.date.iso) == ["2024-01-15", "2024-07-02"])
        #expect(isClose(log.day("2024-01-15")?.steps, 50))
        #expect(isClose(log.day("2024-07-02")?.steps, 300))
        #expect(log.day("2024-07-02")?.heartRate?.count == 1)
        #expect(RecordTimeZone(identifier: "Mars/Olympus") == nil)
    }

    @Test func unusedTypesAreSummarisedNotSkipped() throws {
        let log = try readActivity([HealthExportFixture.path("export-quirks.zip")]).get()
        // Counted per type in the file's summary, not as skipped rows (a record CSV's still are).
        #expect(log.skipped.isEmpty)
        #expect(
            log.files.first?.otherTypes.map { "\($0.type) \($0.rows) \($0.firstLine)" } == [
                "DistanceWalkingRunning 2 35", "HKCategoryTypeIdentifierSleepAnalysis 1 37",
                "DietaryEnergyConsumed 2 49",
            ])
        // 2 + 1 + 2 records of 3 types; the tie of 2 goes to the type seen first; 2 dietary.
        #expect(
            log.unusedRecordTypes(named: 2) == [
                UnusedRecordTypes(
                    file: HealthExportFixture.path("export-quirks.zip"), types: 3, rows: 5,
                    largest: [
                        ActivityTypeCount(type: "DistanceWalkingRunning", rows: 2, firstLine: 35),
                        ActivityTypeCount(type: "DietaryEnergyConsumed", rows: 2, firstLine: 49),
                    ],
                    dietaryRows: 2
                )
            ])
        #expect(log.unusedRecordTypes(named: 0).first?.largest == [])
    }

    @Test func strictStopsAtTheFirstProblemWithLineAndAttribute() throws {
        let path = HealthExportFixture.path("export-malformed.xml")
        let error = try #require(readActivity([path]).failure)
        #expect(error.line == 4)
        #expect(error.field == "endDate")
        #expect(error.problem == "expected this attribute in a StepCount Record, found none")
    }

    @Test func lenientSkipsAndCounts() throws {
        let path = HealthExportFixture.path("export-malformed.xml")
        let log = try readActivity([path], strictness: .lenient).get()
        #expect(isClose(log.day("2024-03-05")?.steps, 60))
        let tallies = log.skipped.tallies.map { "\($0.firstLine ?? 0) \($0.reason)" }
        #expect(
            tallies == [
                "4 field 'endDate': expected this attribute in a StepCount Record, found none",
                "5 field 'unit': expected kcal, Cal, kJ or cal for ActiveEnergyBurned, found \"kWh\"",
                "6 field 'value': expected a quoted value after =, found \"3\"",
                "8 field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2024-03-05 10:00:00\"",
                "10 field 'dateComponents': expected a date like 2019-05-14, found \"2024-02-30\"",
            ])
        #expect(log.files.first?.rowsSkipped == 5)
    }

    @Test(arguments: [1, 2, 3, 7])
    func partsGiveTheOnePassResult(parts: Int) throws {
        // Many copies of the quirky records on successive days, read in parts split at arbitrary
        // offsets: every figure, count and line must match the one-part read.
        let folder = TemporaryFolder()
        let quirks = try HealthExportFixture.text("export-quirks.xml")
        let body = quirks.components(separatedBy: "<HealthData locale=\"en_US\">")[1]
            .components(separatedBy: "</HealthData>")[0]
        var text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">"
        for month in 1...9 {
            text += body.replacingOccurrences(of: "2024-03-04", with: "2024-0\(month)-14")
                .replacingOccurrences(of: "2024-03-05", with: "2024-0\(month)-15")
                .replacingOccurrences(of: "2024-03-06", with: "2024-0\(month)-16")
        }
        text +=
            "\n <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"x\" unit=\"count\" startDate=\"bad\" endDate=\"2024-04-01 00:00:00 +0000\" value=\"1\"/>\n</HealthData>\n"
        let path = folder.write("export.xml", text)
        let one = try readActivity([path], strictness: .lenient, partThreshold: 1 << 40).get()
        let split = try readActivity([path], strictness: .lenient, partThreshold: 64, parts: parts).get()
        #expect(one.days == split.days)
        #expect(one.files == split.files)
        #expect(one.skipped == split.skipped)
        #expect(one.days.count == 18)
        // The bad startDate; the 9 × 5 records of unused types are counted by type, not skipped.
        #expect(one.skipped.total == 1)
        #expect(one.files.first?.otherTypes.reduce(0) { $0 + $1.rows } == 45)
    }

    @Test func tagsCutByTheBufferAreCountedOnce() throws {
        // 4,000 records of ~300 bytes (1.2 MB: several 256 KiB buffer refills cut tags in two), one
        // step each in its own minute of 2024-05-01 and 2024-05-02, with an unused type between.
        let folder = TemporaryFolder()
        var text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n"
        for minute in 0..<4000 {
            let day = minute < 1440 ? "01" : minute < 2880 ? "02" : "03"
            let time = String(format: "%02d:%02d", minute % 1440 / 60, minute % 60)
            text +=
                " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" device=\"&lt;&lt;HKDevice: 0x1&gt;, name:iPhone&gt;\" unit=\"count\" "
                + "startDate=\"2024-05-\(day) \(time):00 +0000\" endDate=\"2024-05-\(day) \(time):00 +0000\" value=\"1\"/>\n"
            text +=
                " <Record type=\"HKQuantityTypeIdentifierFlightsClimbed\" sourceName=\"Phone\" unit=\"count\" startDate=\"2024-05-01 00:00:00 +0000\" endDate=\"2024-05-01 00:00:00 +0000\" value=\"1\"/>\n"
        }
        text += "</HealthData>\n"
        let path = folder.write("export.xml", text)
        let log = try readActivity([path], partThreshold: 1 << 40).get()
        #expect(isClose(log.day("2024-05-01")?.steps, 1440))
        #expect(isClose(log.day("2024-05-02")?.steps, 1440))
        #expect(isClose(log.day("2024-05-03")?.steps, 1120))
        #expect(log.files.first?.rows == 8000)
        #expect(log.files.first?.rowsUsed == 4000)
        #expect(log.files.first?.otherTypes.first?.rows == 4000)
        let split = try readActivity([path], partThreshold: 1 << 20, parts: 2).get()
        #expect(split.days == log.days && split.files == log.files)
    }

    @Test func aTagOverOneMebibyteIsReportedAndSkipped() throws {
        let folder = TemporaryFolder()
        let long = String(repeating: "x", count: 1_500_000)
        let record =
            " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\" startDate=\"2024-05-01 10:00:00 +0000\" endDate=\"2024-05-01 10:00:00 +0000\" value=\"7\"/>\n"
        let path = folder.write(
            "export.xml",
            "<?xml version=\"1.0\"?>\n<HealthData>\n"
                + " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"\(long)\"/>\n" + record
                + "</HealthData>\n")
        let error = try #require(readActivity([path]).failure)
        #expect(error.line == 3)
        #expect(error.problem == "expected a tag of at most 1 MiB (1048576 bytes), found a longer one")
        let log = try readActivity([path], strictness: .lenient).get()
        #expect(isClose(log.day("2024-05-01")?.steps, 7))
        #expect(log.files.first?.rowsSkipped == 1)
    }

    @Test func timeZoneAppliesToRecordCSVsToo() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "steps.csv",
            appleHealthHeader
                + healthRow(
                    "Phone", "StepCount", "count", "2024-07-01 23:30:00 -0500", "2024-07-01 23:40:00 -0500", "100")
                + healthRow(
                    "Phone", "StepCount", "count", "2024-01-15 23:30:00 -0500", "2024-01-15 23:30:00 -0500", "50"))
        var reader = ActivityReader()
        #expect(try reader.read(paths: [path]).days.map(\.date.iso) == ["2024-01-15", "2024-07-01"])
        reader.timeZone = RecordTimeZone(identifier: "America/New_York")
        let log = try reader.read(paths: [path])
        #expect(log.days.map(\.date.iso) == ["2024-01-15", "2024-07-02"])
        #expect(isClose(log.day("2024-07-02")?.steps, 100))
        // A window read re-reads too (the row-skipping shortcut is off with a zone).
        let day = try #require(LocalDate(iso: "2024-07-02"))
        let window = try reader.read(paths: [path], days: day...day)
        #expect(window.days.map(\.date.iso) == ["2024-07-02"])
    }

    @Test(arguments: [1, 2, 3])
    func aDaysSecondSummaryIsNotUsedWhicheverPartHasIt(parts: Int) throws {
        // Found by the fuzzer: with the two summaries of 2024-03-05 in different parts, both were
        // counted as used.
        let folder = TemporaryFolder()
        let summary =
            " <ActivitySummary dateComponents=\"2024-03-05\" activeEnergyBurned=\"160\" activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"kcal\"/>\n"
        let second =
            " <ActivitySummary dateComponents=\"2024-03-05\" activeEnergyBurned=\"999\" activeEnergyBurnedGoal=\"1\" activeEnergyBurnedUnit=\"kcal\"/>\n"
        let filler = String(repeating: " <Me/>\n", count: 40)
        let path = folder.write("export.xml", "<HealthData>\n" + summary + filler + second + filler + "</HealthData>\n")
        let log = try readActivity([path], partThreshold: 64, parts: parts).get()
        #expect(log.day("2024-03-05")?.activeKcal == 160)
        #expect(log.day("2024-03-05")?.activeKcalGoal == 500)
        #expect(log.files.first?.rows == 2)
        #expect(log.files.first?.rowsUsed == 1)
    }

    @Test func aWindowKeepsExactlyTheFullReadsDays() throws {
        // What `stats` and `report` do: read only some days. Records starting after the window or
        // more than 31 days before it are passed over after reading their startDate.
        let path = HealthExportFixture.path("export-quirks.xml")
        let full = try readActivity([path]).get()
        for (first, last) in [
            ("2024-03-05", "2024-03-05"), ("2024-03-06", "2024-03-09"), ("2024-01-01", "2024-03-04"),
            ("2024-05-01", "2024-05-02"),
        ] {
            let days = try #require(LocalDate(iso: first))...(try #require(LocalDate(iso: last)))
            let windowed = try ActivityReader().read(paths: [path], days: days)
            #expect(windowed.days == full.days.filter { days.contains($0.date) })
        }
        let may = try #require(LocalDate(iso: "2024-05-01"))
        // The 11 used records start over 31 days before May, and 2 summaries are outside (the one of 0 and 0 is no data).
        #expect(try ActivityReader().read(paths: [path], days: may...may).files.first?.rowsOutsideWindow == 13)
    }

    @Test func damagedAndTruncatedZipsGiveClearErrors() throws {
        let folder = TemporaryFolder()
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: HealthExportFixture.path("export-quirks.zip"))))
        // Cut before the central directory: no end record.
        let cut = folder.write("cut.zip", bytes: Array(bytes.prefix(bytes.count / 2)))
        let cutError = try #require(readActivity([cut]).failure)
        #expect(cutError.problem.description.contains("end-of-central-directory record, found none"))
        // Garbage inside the deflated export.xml (found from its local header's name).
        var damaged = bytes
        let name = Array("apple_health_export/export.xml".utf8)
        let at = try #require(
            (0..<(damaged.count - name.count)).first { damaged[$0..<($0 + name.count)].elementsEqual(name) })
        for k in (at + name.count + 40)..<(at + name.count + 240) { damaged[k] = 0xFF }
        let path = folder.write("damaged.zip", bytes: damaged)
        let error = try #require(readActivity([path]).failure)
        #expect(error.field == "apple_health_export/export.xml")
        #expect(error.problem.description.hasPrefix("expected a readable zip member, found a damaged one"))
    }

    /// The member's CRC-32 is checked at its end: a wrong one (in the central directory, which the
    /// reader takes) is an error naming the archive, the member and both values, deflated or stored.
    @Test func aWrongCRCIsAClearError() throws {
        let folder = TemporaryFolder()
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: HealthExportFixture.path("export-quirks.zip"))))
        // The central directory entry of export.xml: signature PK\1\2, its CRC-32 at +16, its name at +46.
        let name = Array("apple_health_export/export.xml".utf8)
        func isEntry(_ k: Int) -> Bool {
            let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
            return bytes[k..<(k + 4)].elementsEqual(signature)
                && bytes[(k + 46)..<(k + 46 + name.count)].elementsEqual(name)
        }
        let entry = try #require((0..<(bytes.count - 46 - name.count)).first(where: isEntry))
        var wrong = bytes
        wrong[entry + 16] ^= 0x01
        let deflated = try #require(readActivity([folder.write("crc.zip", bytes: wrong)]).failure)
        #expect(deflated.file.hasSuffix("crc.zip"))
        #expect(deflated.field == "apple_health_export/export.xml")
        #expect(
            deflated.problem.description.hasPrefix(
                "expected a readable zip member, found a damaged one: its data has CRC-32 0x"))
        #expect(deflated.problem.description.contains(" but the archive says 0x"))

        // A stored member: the right CRC reads, a changed byte of its data does not.
        let xml = Array(try HealthExportFixture.text("export-quirks.xml").utf8)
        var stored = StoredZipWriter.archive([("apple_health_export/export.xml", xml)], zip64: false, descriptor: false)
        #expect(throws: Never.self) { try readActivity([folder.write("stored.zip", bytes: stored)]).get() }
        let comment = try #require(
            (0..<(stored.count - 4)).first { stored[$0..<($0 + 4)].elementsEqual(Array("<!--".utf8)) })
        stored[comment + 5] ^= 0x20
        let changed = try #require(readActivity([folder.write("changed.zip", bytes: stored)]).failure)
        #expect(changed.problem.description.contains("its data has CRC-32"))
    }

    /// The zip CRC-32's check value (the CRC of the nine bytes "123456789").
    @Test func zipChecksumCheckValue() {
        let digits = Array("123456789".utf8)
        #expect(digits.withUnsafeBufferPointer { ZipChecksum.crc32($0.baseAddress!, count: 9) } == 0xCBF4_3926)
        let (head, tail) = (Array(digits.prefix(4)), Array(digits.dropFirst(4)))
        let first = head.withUnsafeBufferPointer { ZipChecksum.crc32($0.baseAddress!, count: 4) }
        #expect(
            tail.withUnsafeBufferPointer { ZipChecksum.crc32($0.baseAddress!, count: 5, continuing: first) }
                == 0xCBF4_3926)
        #expect(ZipChecksum.hex(0x0A) == "0x0000000a")
    }

    @Test func anotherFilesRecordsWinOverTheSummaryAsAConflict() throws {
        // A record CSV with active energy on 2024-03-06: the export's summary for that day (500 kcal)
        // is dropped and reported; its goal stays.
        let folder = TemporaryFolder()
        let csv = folder.write(
            "active.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "ActiveEnergyBurned", "kcal", "2024-03-06 10:00:00 -0500", "2024-03-06 10:10:00 -0500",
                    "321"))
        let export = HealthExportFixture.path("export-quirks.xml")
        let log = try readActivity([export, csv]).get()
        let day = try #require(log.day("2024-03-06"))
        #expect(isClose(day.activeKcal, 321))
        #expect(isClose(day.activeKcalGoal, 500))
        #expect(log.conflicts.count == 1)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.keptFile == csv && conflict.droppedFile == export && conflict.reason == .recordDataWins)
        #expect(isClose(conflict.droppedValue, 500))
    }
}
