import Foundation
import Testing

@testable import NutritionData

/// An Apple Health export given to `--food-log`, `--activity` and `--body` is scanned once for all
/// three (`InputSet`), gives what the three readers give one by one, and other activity files still use
/// the day index cache.
@Suite struct InputSetTests {
    /// A small export: steps from a watch (1,000 + 2,500 on 5 January), a meal's energy and protein
    /// (650 kcal, 30 g) and two weigh-ins (80.5 kg, then 176.0 lb = 79.832 kg on 6 January).
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <ExportDate value="2026-01-07 08:00:00 +0000"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" creationDate="2026-01-05 08:10:00 +0000" startDate="2026-01-05 08:00:00 +0000" endDate="2026-01-05 08:10:00 +0000" value="1000"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" creationDate="2026-01-05 07:00:00 +0000" startDate="2026-01-05 07:00:00 +0000" endDate="2026-01-05 07:00:00 +0000" value="80.5"/>
         <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="Tracker" unit="kcal" creationDate="2026-01-05 12:00:00 +0000" startDate="2026-01-05 12:00:00 +0000" endDate="2026-01-05 12:00:00 +0000" value="650"/>
         <Record type="HKQuantityTypeIdentifierDietaryProtein" sourceName="Tracker" unit="g" creationDate="2026-01-05 12:00:00 +0000" startDate="2026-01-05 12:00:00 +0000" endDate="2026-01-05 12:00:00 +0000" value="30"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" creationDate="2026-01-05 18:10:00 +0000" startDate="2026-01-05 18:00:00 +0000" endDate="2026-01-05 18:10:00 +0000" value="2500"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="lb" creationDate="2026-01-06 07:00:00 +0000" startDate="2026-01-06 07:00:00 +0000" endDate="2026-01-06 07:00:00 +0000" value="176.0"/>
        </HealthData>

        """

    static let day = LocalDate(year: 2026, month: 1, day: 5)!

    /// The three readers, one by one, on `files` (what the commands did before `InputSet`).
    static func separately(
        _ files: InputFileList, activity: ActivityReader = ActivityReader(), days: ClosedRange<LocalDate>? = nil
    )
        throws -> (FoodLog, BodyLog, ActivityLog)
    {
        let food = try files.foodLogs.map { path throws(InputError) in try FoodLogReader().read(at: path) }
        return (
            FoodLogCombiner.combine(FoodLog(entries: []), baseName: "", files: food),
            try BodyReader().read(paths: files.body),
            try activity.read(paths: files.activity, days: days)
        )
    }

    @Test func anExportGivenToThreeOptionsIsScannedOnceAndGivesTheSameFigures() throws {
        let folder = TemporaryFolder()
        let path = folder.write("export.xml", Self.export)
        // The same file under three spellings: one resolved path.
        let files = InputFileList(
            foodLogs: [path], activity: [folder.path + "/./export.xml"], body: [folder.path + "//export.xml"])
        let inputs = InputSet(files: files)
        let food = try inputs.readFoodLog()
        let body = try inputs.readBody()
        let activity = try inputs.readActivity(days: nil)
        #expect(inputs.exportScans.count == 1)

        // Hand-computed: one entry of 650 kcal and 30 g protein; 80.5 kg and 176 lb × 0.45359237.
        #expect(food.entries.map(\.kcal) == [650])
        #expect(food.entries.first?.nutrients?[.protein] == 30)
        #expect(body.readings(of: .weight).map(\.value) == [80.5, 176.0 * 0.45359237])
        #expect(activity.days.map(\.date) == [Self.day])
        #expect(activity.days.first?.steps == 3_500)

        let (oneFood, oneBody, oneActivity) = try Self.separately(files)
        #expect(food.entries == oneFood.entries && food.foodLogFiles == oneFood.foodLogFiles)
        #expect(body == oneBody)
        #expect(activity.days == oneActivity.days && activity.files == oneActivity.files)
    }

    @Test func aWindowedActivityReadKeepsTheSameDays() throws {
        let folder = TemporaryFolder()
        let path = folder.write("export.xml", Self.export)
        let files = InputFileList(foodLogs: [path], activity: [path], body: [path])
        let inputs = InputSet(files: files)
        _ = try inputs.readFoodLog()
        let days = Self.day.adding(days: 1)...Self.day.adding(days: 3)
        let activity = try inputs.readActivity(days: days)
        // The scan was made for every day (the food log came first); the days kept are those asked for.
        #expect(inputs.exportScans.count == 1)
        #expect(activity.days == (try Self.separately(files, days: days)).2.days)
        #expect(activity.days.isEmpty)
    }

    @Test func anExportGivenToOneOptionIsNotScannedAhead() throws {
        let folder = TemporaryFolder()
        let path = folder.write("export.xml", Self.export)
        let inputs = InputSet(files: InputFileList(activity: [path]))
        #expect(!inputs.sharesActivityFile)
        #expect(try inputs.readActivity(days: nil).days.first?.steps == 3_500)
        #expect(inputs.exportScans.isEmpty)
    }

    @Test func aPartsProblemIsThrownByTheReadThatAsksForIt() throws {
        let folder = TemporaryFolder()
        let bad = Self.export.replacingOccurrences(of: "value=\"80.5\"", with: "value=\"heavy\"")
        let path = folder.write("export.xml", bad)
        let inputs = InputSet(files: InputFileList(foodLogs: [path], activity: [path], body: [path]))
        // Food and activity are fine; the body read fails as BodyReader alone fails.
        #expect(try inputs.readFoodLog().entries.count == 1)
        let alone = #expect(throws: InputError.self) { try BodyReader().read(paths: [path]) }
        let shared = #expect(throws: InputError.self) { try inputs.readBody() }
        #expect(alone == shared)
        #expect(try inputs.readActivity(days: nil).days.first?.steps == 3_500)
        #expect(inputs.exportScans.count == 1)
    }

    @Test func otherActivityFilesStillUseTheDayIndexCache() throws {
        let folder = TemporaryFolder()
        let export = folder.write("export.xml", Self.export)
        let csv = folder.write(
            "steps.csv", DayIndexTests.generatedFile(seed: 5, rows: 400, sorted: true, crlf: false, flawed: false))
        let store = ActivityDayIndexStore(directory: folder.path + "/cache")
        var reader = ActivityReader()
        reader.minimumIndexedSize = 0
        reader.dayIndexStore = store
        let files = InputFileList(foodLogs: [export], activity: [export, csv], body: [export])
        let window =
            LocalDate(dayNumber: DayIndexTests.firstDay + 20)...LocalDate(dayNumber: DayIndexTests.firstDay + 26)

        // First run: the CSV is read in full and indexed.
        let first = InputSet(files: files, activityReader: reader)
        _ = try first.readFoodLog()
        let firstLog = try first.readActivity(days: window)
        let opened = try HeaderReader.open(csv)
        #expect(store.load(opened.file, dataStart: opened.dataStart) != nil)

        // Second run: the index is used for the window, and the figures are those of a read without it.
        #expect(
            reader.dayIndexes([opened], window: window.lowerBound.dayNumber...window.upperBound.dayNumber).map(
                Self.uses) == [true])
        let second = InputSet(files: files, activityReader: reader)
        _ = try second.readFoodLog()
        let secondLog = try second.readActivity(days: window)
        #expect(secondLog.days == firstLog.days && secondLog.conflicts == firstLog.conflicts)
        #expect(secondLog.days == (try Self.separately(files, days: window)).2.days)
        #expect(second.exportScans.count == 1)
    }

    static func uses(_ use: ActivityReader.DayIndexUse) -> Bool {
        if case .use = use { true } else { false }
    }
}
