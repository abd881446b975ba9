import Foundation
import Testing

@testable import NutritionData

/// One energy-unit table for every reader. Issue: `unit="cal"` in a dietary record and an `Energy (cal)`
/// header were read as kcal (1,000 times too much) while activity files refused `cal`.
@Suite struct EnergyUnitTableTests {
    @Test func theTable() {
        let cases: [(String, Double?)] = [
            ("kcal", 1), ("KCAL", 1), ("Cal", 1), ("kJ", 1 / 4.184), ("kj", 1 / 4.184),
            ("cal", 0.001), ("CAL", nil), ("kWh", nil), ("", nil),
        ]
        for (text, factor) in cases {
            #expect(EnergyUnit(text)?.toKilocalories == factor, "\(text)")
            let record = Array(text.utf8).withUnsafeBufferPointer { bytes in
                bytes.baseAddress.flatMap { EnergyUnit.recordFactor($0, bytes.count) }
            }
            // Records are written exactly as Apple Health writes them: kcal, Cal, kJ, cal.
            #expect(record == (["kcal", "Cal", "kJ", "cal"].contains(text) ? factor : nil), "\(text)")
            #expect(FoodLogColumns.factor(from: text, to: .calories) == factor, "\(text)")
        }
    }

    /// 250,000 cal = 250 kcal; 250 Cal = 250 kcal.
    @Test func foodLogHeaders() throws {
        let small = try FoodLogReader().read(
            bytes: Array("Day,Food Name,Energy (cal)\n2026-01-27,Apple,250000\n".utf8), file: "a.csv")
        #expect(small.entries.map(\.kcal) == [250])
        let large = try FoodLogReader().read(
            bytes: Array("Day,Food Name,Energy (Cal)\n2026-01-27,Apple,250\n".utf8), file: "b.csv")
        #expect(large.entries.map(\.kcal) == [250])
    }

    /// A dietary record of 95,000 cal is 95 kcal, in an export.xml and in a record CSV.
    @Test func dietaryRecords() throws {
        let folder = TemporaryFolder()
        let xml = folder.write(
            "export.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="App" unit="cal" startDate="2026-01-27 08:00:00 -0500" endDate="2026-01-27 08:00:00 -0500" value="95000"/>
            </HealthData>

            """)
        #expect(try FoodLogReader().read(at: xml).entries.map(\.kcal) == [95])
        let csv =
            "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"
            + "App,,,DietaryEnergyConsumed,cal,2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,95000\n"
        #expect(try FoodLogReader().read(bytes: Array(csv.utf8), file: "r.csv").entries.map(\.kcal) == [95])
    }

    /// An activity record of 120,000 cal of active energy is 120 kcal.
    @Test func activityRecords() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "active.csv",
            "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"
                + "\"Watch\",,,ActiveEnergyBurned,cal,2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,2026-01-27 08:05:00 -0500,120000\n"
        )
        let log = try readActivity([path]).get()
        #expect(log.days.map(\.activeKcal) == [120])
    }
}
