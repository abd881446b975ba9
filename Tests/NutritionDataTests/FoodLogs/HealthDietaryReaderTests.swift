import Foundation
import Testing

@testable import NutritionData

/// `--food-log export.xml`: Apple Health dietary records as a food log. The fixture
/// (Fixtures/FoodLogs/health-dietary-export.xml) is hand-written; expectations are computed by hand.
@Suite struct HealthDietaryReaderTests {
    static let fixture = FoodLogReaderTests.path("health-dietary-export.xml")

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// A temporary export.xml holding `body` inside `<HealthData>`.
    static func read(_ body: String, strictness: Strictness = .strict, zone: String? = nil) throws
        -> FoodLogReader.Contents
    {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-dietary-\(UInt32.random(in: 0...UInt32.max)).xml")
        try Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n" + body + "\n</HealthData>\n")
                .utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FoodLogReader(strictness: strictness, timeZone: zone.flatMap { RecordTimeZone(identifier: $0) })
            .read(at: url.path)
    }

    static func record(
        _ type: String, _ unit: String, _ value: String, start: String = "2026-01-10 08:00:00 -0500",
        source: String = "App"
    ) -> String {
        "<Record type=\"HKQuantityTypeIdentifierDietary\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" "
            + "startDate=\"\(start)\" endDate=\"\(start)\" value=\"\(value)\"/>"
    }

    @Test func entriesOfTheFixture() throws {
        let contents = try FoodLogReader().read(at: Self.fixture)
        let entries = contents.entries
        #expect(
            entries.map(\.foodName) == [
                "Toast & Jam", "Café latte", "Oat \"porridge\"", "Food", "Food", "Food", "Food",
            ])
        #expect(
            entries.map { "\($0.date) \($0.time)" } == [
                "2026-01-10 08:30", "2026-01-10 12:15", "2026-01-10 15:00", "2026-01-10 15:30", "2026-01-10 19:00",
                "2026-01-11 00:30", "2026-07-11 23:30",
            ])
        // 1046 kJ / 4.184 = 250 kcal; 100 Cal = 100 kcal; the fiber-only entry has no energy record.
        #expect(zip(entries.map(\.kcal), [250.0, 250, 150, 0, 100, 200, 80]).allSatisfy { Self.close($0, $1) })
        #expect(entries.map(\.kcalKnown) == [true, true, true, false, true, true, true])
        #expect(entries.allSatisfy { $0.match == .embedded && $0.source == .foodLog && $0.servings == 1 })

        // 10 Jan, hand-summed: 250 + 250 + 150 + 100 = 750 kcal; protein 6 + 10; vitamin A 300 mcg (one latte).
        var day = NutrientVector()
        for entry in entries where entry.date == LocalDate(year: 2026, month: 1, day: 10) {
            day += entry.nutrients ?? .zero
        }
        let expected: [Nutrient: Double] = [
            .calories: 750, .protein: 16, .carbs: 45, .fat: 10, .sugar: 12, .fiber: 4, .sodium: 300, .vitaminA: 300,
            .iron: 2,
        ]
        for nutrient in Nutrient.allCases where !day.unknown.contains(nutrient) {
            #expect(Self.close(day[nutrient], expected[nutrient] ?? 0), "\(nutrient)")
        }

        let summary = contents.summary
        #expect(summary.dialect == .appleHealthExportXML)
        // 16 top-level dietary records and 9 in correlations.
        #expect(summary.rows == 25)
        #expect(summary.entries == 7)
        #expect(summary.days == 3)
        // Caffeine is read into the entries' other nutrients, so no dietary type is unused.
        #expect(summary.unusedColumns.isEmpty && summary.otherNutrientColumns == ["DietaryCaffeine"])
        #expect(
            summary.missingNutrients == [
                .monounsaturated, .polyunsaturated, .saturated, .trans, .cholesterol, .potassium,
                .vitaminC, .calcium,
            ])
        // Those eight have no record anywhere in the file: unknown in every entry, not 0.
        #expect(entries.allSatisfy { $0.nutrients?.unknown == NutrientSet(summary.missingNutrients) })
        let health = try #require(summary.healthExport)
        #expect(health.foods == 3)
        #expect(health.copiesCountedOnce == 9)
        #expect(health.foodsWithoutUsedRecords == 0)
        #expect(
            health.apps == [
                .init(name: "Cronometer", entries: 3, records: 5),
                .init(name: "Lose It!", entries: 3, records: 7),
                .init(name: "Anna\u{2019}s App", entries: 1, records: 3),
            ])
        #expect(contents.skipped.isEmpty)
    }

    /// Issue: nutrients without any record (trans fat always) counted 0. Two foods: energy 300 kcal with
    /// 12 g protein; energy 200 kcal alone. Protein has records in the file, so the second food's protein
    /// is a known 0 (total 12 g); fat and trans fat have none, so they are unknown in both.
    @Test func aNutrientWithoutAnyRecordIsUnknownAndOneWithRecordsCountsZeroElsewhere() throws {
        let contents = try Self.read(
            [
                Self.record("EnergyConsumed", "kcal", "300"), Self.record("Protein", "g", "12"),
                Self.record("EnergyConsumed", "kcal", "200", start: "2026-01-10 13:00:00 -0500"),
            ].joined(separator: "\n"))
        let vectors = contents.entries.compactMap(\.nutrients)
        #expect(vectors.count == 2)
        #expect(vectors.map { $0.known(.protein) } == [12, 0])
        #expect(vectors.allSatisfy { $0.known(.trans) == nil && $0.known(.fat) == nil && $0.known(.calories) != nil })
        let day = vectors.reduce(NutrientVector(), +)
        #expect(day.known(.protein) == 12)
        #expect(day.known(.trans) == nil)
        #expect(day.kcal == 500)
        #expect(contents.summary.missingNutrients.count == 15)
    }

    @Test func timeZoneMovesASummerRecordToItsLocalDay() throws {
        var reader = FoodLogReader()
        reader.timeZone = RecordTimeZone(identifier: "America/New_York")
        let entries = try reader.read(at: Self.fixture).entries
        // 2026-07-11 23:30 -0500 is 00:30 EDT on 12 July; winter records keep their clock.
        #expect(entries.last.map { "\($0.date) \($0.time)" } == "2026-07-12 00:30")
        #expect(entries.first.map { "\($0.date) \($0.time)" } == "2026-01-10 08:30")
    }

    @Test func copiesCountOnceInEitherOrder() throws {
        let child = Self.record("EnergyConsumed", "kcal", "90")
        let food =
            "<Correlation type=\"HKCorrelationTypeIdentifierFood\" sourceName=\"App\" startDate=\"2026-01-10 08:00:00 -0500\" "
            + "endDate=\"2026-01-10 08:00:00 -0500\">\n" + child + "\n</Correlation>"
        for body in [child + "\n" + food, food + "\n" + child] {
            let contents = try Self.read(body)
            #expect(contents.entries.count == 1)
            #expect(contents.entries.first?.kcal == 90)
            #expect(contents.summary.healthExport?.copiesCountedOnce == 1)
        }
        // A loose record equal to a correlation's, beyond its one copy, is an entry of its own.
        let twice = try Self.read(child + "\n" + child + "\n" + food)
        #expect(twice.entries.map(\.kcal) == [90, 90])
    }

    @Test func aFoodOfCaffeineAloneIsAnEntryOfUnknownKcal() throws {
        let food =
            "<Correlation type=\"HKCorrelationTypeIdentifierFood\" sourceName=\"App\" startDate=\"2026-01-10 08:00:00 -0500\" "
            + "endDate=\"2026-01-10 08:00:00 -0500\">\n" + Self.record("Caffeine", "mg", "40") + "\n</Correlation>"
        let contents = try Self.read(Self.record("Caffeine", "mg", "40") + "\n" + food)
        // One entry (the top-level record is the correlation's copy), named by its nutrient, kcal unknown.
        #expect(contents.entries.map(\.foodName) == ["Caffeine"])
        #expect(contents.entries.first?.kcalKnown == false && contents.entries.first?.kcal == 0)
        #expect(contents.entries.first?.otherNutrients.amount(of: .caffeine) == 40)
        #expect(contents.summary.healthExport?.foodsWithoutUsedRecords == 0)
        #expect(contents.summary.unusedColumns.isEmpty && contents.summary.otherNutrientColumns == ["DietaryCaffeine"])
    }

    @Test func badRecordsNameLineAndAttribute() throws {
        let body =
            Self.record("Protein", "g", "6") + "\n" + Self.record("Sodium", "kcal", "3") + "\n"
            + Self.record("Protein", "g", "lots") + "\n"
            + Self.record("Iron", "mg", "1", start: "2026-13-01 08:00:00 -0500")
        #expect(throws: InputError.self) { try Self.read(body) }
        do {
            _ = try Self.read(body)
        } catch let error as InputError {
            #expect(error.line == 4)
            #expect(error.field == "unit")
            #expect(error.description.contains("expected g, mg or mcg in a DietarySodium Record, found \"kcal\""))
        }
        let lenient = try Self.read(body, strictness: .lenient)
        #expect(lenient.entries.count == 1)
        #expect(lenient.skipped.total == 3)
        #expect(lenient.summary.rows == 4)
    }

    @Test func unclosedFoodCorrelationIsAnError() throws {
        let body =
            "<Correlation type=\"HKCorrelationTypeIdentifierFood\" sourceName=\"App\" startDate=\"2026-01-10 08:00:00 -0500\">\n"
            + Self.record("EnergyConsumed", "kcal", "90")
        #expect(throws: InputError.self) { try Self.read(body) }
    }

    @Test func exportZipGivesTheSameEntries() throws {
        let folder = TemporaryFolder()
        let xml = Array(try String(contentsOfFile: Self.fixture, encoding: .utf8).utf8)
        let bytes = StoredZipWriter.archive(
            [
                ("apple_health_export/export_cda.xml", Array("<ClinicalDocument/>".utf8)),
                ("apple_health_export/export.xml", xml),
            ], zip64: false, descriptor: true)
        let zipped = try FoodLogReader().read(at: folder.write("export.zip", bytes: bytes))
        let plain = try FoodLogReader().read(at: Self.fixture)
        #expect(zipped.summary.dialect == .appleHealthExportZip)
        #expect(zipped.entries == plain.entries)
        #expect(zipped.summary.healthExport == plain.summary.healthExport)
    }

    @Test func csvFoodLogsStillReadAsBefore() throws {
        #expect(
            try FoodLogReader().read(at: FoodLogReaderTests.path("servings.csv")).summary.dialect == .cronometerServings
        )
    }
}
