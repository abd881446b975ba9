import Foundation
import Testing

@testable import NutritionData

/// `--body`: every body format read from a hand-written fixture (Fixtures/Body), one quirk or more each;
/// expectations computed by hand (1 lb = 0.45359237 kg: 165.4 lb = 75.024177998 kg).
@Suite struct BodyReaderTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures/Body/"
            + name
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    static func read(
        _ names: [String], unit: WeightUnit? = nil, strictness: Strictness = .strict, zone: String? = nil,
        order: DateOrder? = nil
    ) throws -> BodyLog {
        try BodyReader(
            strictness: strictness, weightUnit: unit, dateOrder: order,
            timeZone: zone.flatMap { RecordTimeZone(identifier: $0) }
        )
        .read(paths: names.map(path))
    }

    /// `date time metric value` of each reading, the value rounded to 6 decimals.
    static func lines(_ log: BodyLog) -> [String] {
        log.readings.map { reading in
            let time = reading.time.map { " \($0)" } ?? ""
            let value = (reading.value * 1e6).rounded() / 1e6
            return "\(reading.date)\(time) \(reading.metric.rawValue) \(value)"
        }
    }

    @Test func healthAutoExportInPounds() throws {
        let log = try Self.read(["health-auto-export-body.csv"])
        #expect(
            Self.lines(log) == [
                "2026-01-05 00:00 weight 75.024178", "2026-01-05 00:00 body_fat 24.5",
                "2026-01-05 00:00 lean_mass 56.653687",
                "2026-01-07 00:00 weight 74.752023", "2026-01-07 00:00 body_fat 24.1",
            ])
        #expect(Self.close(log.readings[0].value, 75.024177998))
        let file = try #require(log.files.first)
        #expect(file.dialect == .healthAutoExport)
        #expect(file.rows == 3)
        #expect(file.readings == [.weight: 2, .bodyFat: 2, .leanMass: 1])
        #expect(file.unused == ["Active Energy (kcal)"])
        #expect(file.weightUnitGiven == nil)
        #expect(log.readings.allSatisfy { $0.fileIndex == 0 && $0.source == nil })
        #expect(log.readings.map(\.line) == [2, 2, 2, 4, 4])
    }

    @Test func myFitnessPalNeedsTheWeightUnit() throws {
        #expect(
            throws: InputError(
                file: Self.path("Measurement-Summary-2026-01-05-to-2026-01-09.csv"), line: 1, field: "Weight",
                problem: .stated(
                    "the file does not say the unit of its weights (MyFitnessPal measurement summary writes them "
                        + "in the account's unit); give --weight-unit kg or --weight-unit lb"))
        ) {
            try Self.read(["Measurement-Summary-2026-01-05-to-2026-01-09.csv"])
        }
        let pounds = try Self.read(["Measurement-Summary-2026-01-05-to-2026-01-09.csv"], unit: .pounds)
        #expect(
            Self.lines(pounds) == [
                "2026-01-05 weight 75.024178", "2026-01-07 weight 74.752023", "2026-01-09 weight 74.389149",
            ])
        #expect(pounds.files[0].weightUnitGiven == .pounds)
        #expect(pounds.files[0].unused == ["Waist"])
        let kilograms = try Self.read(["Measurement-Summary-2026-01-05-to-2026-01-09.csv"], unit: .kilograms)
        #expect(kilograms.readings.map(\.value) == [165.4, 164.8, 164.0])
    }

    @Test func cronometerBiometrics() throws {
        let log = try Self.read(["biometrics.csv"])
        // 12-hour times; 12:10 AM is just after midnight; kg and lbs in one file.
        #expect(
            Self.lines(log) == [
                "2026-01-05 07:05 weight 75.024178", "2026-01-05 07:05 body_fat 24.5", "2026-01-05 21:40 weight 75.5",
                "2026-01-06 00:10 weight 75.1",
            ])
        let file = log.files[0]
        #expect(file.dialect == .cronometerBiometrics)
        #expect(file.rows == 7)
        #expect(file.unused == ["Heart Rate (2)", "Blood Pressure (1)"])
        #expect(file.daysWithSeveralReadings == 1)
    }

    @Test func withingsNewestFirstWithFatMass() throws {
        let log = try Self.read(["weight.csv"])
        // Sorted oldest first; fat mass / weight: 18.85 / 75.4 = 19.0 / 76.0 = 18.8 / 75.2 = 25 %.
        #expect(
            Self.lines(log) == [
                "2026-01-05 07:05:12 weight 75.4", "2026-01-05 07:05:12 body_fat 25.0", "2026-01-05 22:10 weight 76.0",
                "2026-01-05 22:10 body_fat 25.0", "2026-01-06 07:30:01 weight 75.6", "2026-01-07 07:12:33 weight 75.2",
                "2026-01-07 07:12:33 body_fat 25.0",
            ])
        let file = log.files[0]
        #expect(file.dialect == .withingsWeight)
        #expect(file.unused == ["Bone mass (kg)", "Muscle mass (kg)", "Hydration (kg)", "Comments"])
        #expect(file.daysWithSeveralReadings == 1)
    }

    @Test func withingsLocalizedHeaders() throws {
        // German with decimal commas and CRLF; French in pounds: 41.35 / 165.4 = 25 %.
        let log = try Self.read(["weight-de.csv", "weight-fr.csv"])
        #expect(
            Self.lines(log) == [
                "2026-01-08 06:58 weight 74.9", "2026-01-08 06:58 body_fat 25.0", "2026-01-09 07:00 weight 75.024178",
                "2026-01-09 07:00 body_fat 25.0",
            ])
        #expect(log.readings.map(\.fileIndex) == [0, 0, 1, 1])
        #expect(log.files.map(\.dialect) == [.withingsWeight, .withingsWeight])
    }

    @Test func fitbitWeightLog() throws {
        #expect(
            throws: InputError(
                file: Self.path("weight-2026-01-05.json"), line: 3, field: "weight",
                problem: .stated(
                    "the file does not say the unit of its weights (a Fitbit weight log writes them in the "
                        + "account's unit); give --weight-unit kg or --weight-unit lb"))
        ) {
            try Self.read(["weight-2026-01-05.json"], strictness: .lenient)
        }
        let log = try Self.read(["weight-2026-01-05.json"], unit: .pounds)
        // Two weigh-ins on 6 January, the API's at 23:59:59 after the scale's.
        #expect(
            Self.lines(log) == [
                "2026-01-05 07:05 weight 75.024178", "2026-01-05 07:05 body_fat 24.5",
                "2026-01-06 07:00 weight 74.389149",
                "2026-01-06 23:59:59 weight 74.752023",
            ])
        #expect(log.readings.map(\.source) == ["Aria", "Aria", "Aria", "API"])
        let file = log.files[0]
        #expect(file.dialect == .fitbitWeight)
        #expect(file.rows == 3)
        #expect(file.sources == ["Aria", "API"])
        #expect(file.daysWithSeveralReadings == 1)
        #expect(file.weightUnitGiven == .pounds)
    }

    @Test func googleFitAverageWeight() throws {
        let log = try Self.read(["Daily activity metrics.csv"])
        #expect(Self.lines(log) == ["2026-01-05 weight 75.2", "2026-01-07 weight 74.9"])
        let file = log.files[0]
        #expect(file.dialect == .googleFitDaily)
        #expect(file.rows == 3)
        #expect(file.unused.contains("Max weight (kg)") && file.unused.contains("Step count"))
    }

    @Test func googleFitPerDayFile() throws {
        let folder = TemporaryFolder()
        let file = folder.write(
            "Daily activity metrics/2026-01-05.csv",
            """
            Start time,End time,Calories (kcal),Step count,Average weight (kg),Max weight (kg),Min weight (kg)
            07:00:00.000+01:00,07:15:00.000+01:00,20.5,300,75.2,75.2,75.2
            07:15:00.000+01:00,07:30:00.000+01:00,20.5,120,,,

            """)
        let log = try BodyReader().read(paths: [file])
        #expect(Self.lines(log) == ["2026-01-05 07:00 weight 75.2"])
        #expect(log.files[0].dialect == .googleFitDay)
    }

    @Test func plainSpreadsheetResave() throws {
        // BOM, CRLF, a blank line; slashed dates month first (13 decides).
        let log = try Self.read(["body-plain.csv", "body-plain-lb.csv"])
        #expect(
            Self.lines(log) == [
                "2026-01-05 weight 75.2", "2026-01-05 body_fat 24.9", "2026-01-05 weight 75.024178",
                "2026-01-06 weight 74.752023",
                "2026-01-13 weight 74.8",
            ])
        #expect(log.files.map(\.dialect) == [.plain, .plain])
        #expect(log.readings.map(\.fileIndex) == [0, 0, 1, 1, 0])
    }

    @Test func appleHealthRecordCSV() throws {
        let log = try Self.read(["BodyMass.csv"])
        #expect(
            Self.lines(log) == [
                "2026-01-05 07:05 weight 75.024178", "2026-01-05 07:05 body_fat 24.5",
                "2026-01-05 23:59:59 weight 75.5",
            ])
        #expect(log.readings.map(\.source) == ["Anna’s Scale", "Anna’s Scale", "Health"])
        let file = log.files[0]
        #expect(file.dialect == .appleHealthRecordsCSV)
        #expect(file.rows == 4)
        #expect(file.unused == ["BodyMassIndex (1)"])
    }

    static let exportLines = [
        "2026-01-05 07:05 weight 75.024178", "2026-01-05 07:05 body_fat 24.5", "2026-01-05 07:05 lean_mass 56.6",
        "2026-01-05 23:59:59 weight 75.5", "2026-01-07 07:00 weight 74.8", "2026-07-10 23:30 weight 74.93346",
    ]

    @Test func appleHealthExport() throws {
        for name in ["body-export.xml", "body-export.zip"] {
            let log = try Self.read([name])
            // lb, kg, g and st (11.8 st = 165.2 lb); the fraction 0.245 is 24.5 %.
            #expect(Self.lines(log) == Self.exportLines, "\(name)")
            #expect(log.readings[0].source == "Anna’s Scale & App")
            #expect(log.readings.map(\.line) == [9, 10, 11, 13, 17, 16])
            let file = log.files[0]
            #expect(file.dialect == (name.hasSuffix("zip") ? .appleHealthExportZip : .appleHealthExportXML))
            #expect(file.rows == 7)
            #expect(file.unused == ["BodyMassIndex (1)"])
            #expect(file.sources == ["Anna’s Scale & App", "MyFitnessPal", "Health"])
        }
    }

    @Test func appleHealthExportInATimeZone() throws {
        // -0500 written at export time; in New York's summer the record is at 00:30 EDT the next day.
        let log = try Self.read(["body-export.xml"], zone: "America/New_York")
        #expect(Self.lines(log).last == "2026-07-11 00:30 weight 74.93346")
        #expect(Self.lines(log).dropLast() == Self.exportLines.dropLast())
    }

    @Test func readingsOfSeveralFilesInOrder() throws {
        // Same day and time in two files: the file given first comes first.
        let log = try Self.read(["biometrics.csv", "BodyMass.csv"])
        let first = log.readings.prefix(4).map { "\($0.fileIndex) \($0.metric.rawValue)" }
        #expect(first == ["0 weight", "0 body_fat", "1 weight", "1 body_fat"])
        #expect(log.readings.count == 7)
        #expect(log.readings(of: .weight).count == 5)
        #expect(zip(log.readings, log.readings.dropFirst()).allSatisfy { !$1.precedes($0) })
    }
}
