import Testing

@testable import NutritionData

/// The small rules of body reading: possible values, mass units, date cells with times, header
/// detection.
@Suite struct BodyRulesTests {
    @Test func possibleValues() {
        #expect(BodyValueLimits.accepts(700, for: .weight))
        #expect(!BodyValueLimits.accepts(700.000_001, for: .weight))
        #expect(!BodyValueLimits.accepts(0, for: .weight) && !BodyValueLimits.accepts(0, for: .leanMass))
        #expect(BodyValueLimits.accepts(0.001, for: .leanMass))
        #expect(BodyValueLimits.accepts(0, for: .bodyFat) && BodyValueLimits.accepts(100, for: .bodyFat))
        #expect(!BodyValueLimits.accepts(100.01, for: .bodyFat) && !BodyValueLimits.accepts(-0.01, for: .bodyFat))
        #expect(!BodyValueLimits.accepts(.nan, for: .bodyFat) && !BodyValueLimits.accepts(.infinity, for: .weight))
        // 700 kg / 6.35029318 kg per stone = 110.23 st.
        #expect(
            InputProblem.expectation(BodyValueLimits.expectation(.leanMass, unit: "st")).description
                == "expected a lean body mass above 0 and at most 110.2 st (700 kg)")
    }

    @Test func massUnits() {
        #expect(HealthBodyUnit.kilograms(per: "kg") == 1)
        #expect(HealthBodyUnit.kilograms(per: " LBS ") == 0.45359237)
        #expect(HealthBodyUnit.kilograms(per: "g") == 0.001)
        #expect(HealthBodyUnit.kilograms(per: "st") == 14 * 0.45359237)
        #expect(HealthBodyUnit.kilograms(per: "oz") == nil && HealthBodyUnit.kilograms(per: "%") == nil)
    }

    @Test func dateCells() {
        #expect(BodyDateTime.split("2023-05-01 07:12:33") == ("2023-05-01", "07:12:33"))
        #expect(BodyDateTime.split(" 2026-01-05T07:30 ") == ("2026-01-05", "07:30"))
        #expect(BodyDateTime.split("6/1/2021 7:05 AM") == ("6/1/2021", "7:05 AM"))
        #expect(BodyDateTime.split("2026-01-05") == ("2026-01-05", nil))
        #expect(BodyDateTime.time("7:05 AM") == LocalTime(hour: 7, minute: 5))
        #expect(BodyDateTime.time("12:10 AM") == LocalTime(hour: 0, minute: 10))
        #expect(BodyDateTime.time("00:15:00.000+05:30") == LocalTime(hour: 0, minute: 15))
        #expect(BodyDateTime.time("07:12:33Z") == LocalTime(hour: 7, minute: 12, second: 33))
        #expect(
            BodyDateTime.time("7:05 XM") == nil && BodyDateTime.time("25:00") == nil
                && BodyDateTime.time("07:12abc") == nil)
    }

    @Test func clockTimes() {
        #expect(ClockTime.parse("9:51 AM") == LocalTime(hour: 9, minute: 51))
        #expect(ClockTime.parse("12:05 pm") == LocalTime(hour: 12, minute: 5))
        #expect(ClockTime.parse("21:51:07") == LocalTime(hour: 21, minute: 51, second: 7))
        #expect(ClockTime.parse("13:05 PM") == nil && ClockTime.parse("0:30 AM") == nil)
        // 12 AM is midnight's hour, 12 PM noon's; the suffix in any case, with or without blanks before it.
        #expect(ClockTime.parse("12:00 am") == LocalTime(hour: 0, minute: 0))
        #expect(ClockTime.parse("12:30 PM") == LocalTime(hour: 12, minute: 30))
        #expect(ClockTime.parse("9:51AM") == LocalTime(hour: 9, minute: 51))
        #expect(ClockTime.parse("\t9:51 pM ") == LocalTime(hour: 21, minute: 51))
        #expect(ClockTime.parse("07:05") == LocalTime(hour: 7, minute: 5))
        for text in [
            "", " ", "AM", "9:5", "123:00", "9:511", "24:00", "23:60", "9:51 XM", "9:51x", "9::51", "9:51:7",
            "9:51:07:00", ":51", "9:51 A M", "-1:30", "+9:30", "9:51 AMM",
        ] {
            #expect(ClockTime.parse(text) == nil, "\(text)")
        }
    }

    @Test func headerDetection() throws {
        func dialect(_ header: String, file: String = "x.csv") throws -> BodyDialect? {
            try BodyTableLayout.detect(
                header.split(separator: ",", omittingEmptySubsequences: false).map(String.init), file: file)?.dialect
        }
        #expect(try dialect("Date,Active Energy (kcal),Weight & Body Mass (kg)") == .healthAutoExport)
        #expect(try dialect("Date,Weight,Neck") == .myFitnessPalMeasurements)
        #expect(try dialect("Date,Weight (kg),Fat mass (kg),Comments") == .withingsWeight)
        #expect(try dialect("Fecha,Peso (kg),Masa grasa (kg)") == .withingsWeight)
        #expect(try dialect("DATE,Weight_LB") == .plain)
        #expect(try dialect("date,weight_kg,notes") == nil)
        #expect(try dialect("Date,Step count,Average weight (kg)") == .googleFitDaily)
        #expect(
            try dialect(
                "Start time,End time,Step count,Average weight (kg)", file: "Daily activity metrics/2026-01-05.csv")
                == .googleFitDay)
        #expect(try dialect("date,steps") == nil)
        // A MyFitnessPal weight needs --weight-unit; a Withings one does not.
        #expect(try BodyTableLayout.detect(["Date", "Weight"], file: "m.csv")?.needsWeightUnit == true)
        #expect(try BodyTableLayout.detect(["Date", "Weight (lb)"], file: "w.csv")?.needsWeightUnit == false)
    }

    @Test func summaryCounts() {
        var contents = BodyFileContents(file: "f", dialect: .plain, strictness: .lenient)
        let day = LocalDate(year: 2026, month: 1, day: 5)!
        contents.readings = [
            BodyReading(date: day, metric: .weight, value: 75, source: "A"),
            BodyReading(date: day, metric: .bodyFat, value: 25, source: "A"),
            BodyReading(date: day.adding(days: 1), metric: .weight, value: 75, source: "B"),
            BodyReading(date: day.adding(days: 1), metric: .weight, value: 74.8),
        ]
        contents.countUnused("Heart Rate")
        contents.countUnused("Heart Rate")
        contents.noteUnusedColumn("Bone mass (kg)")
        let summary = contents.summary
        #expect(summary.readings == [.weight: 3, .bodyFat: 1])
        #expect(summary.readings(of: .leanMass) == 0 && summary.totalReadings == 4)
        #expect(summary.sources == ["A", "B"])
        #expect(summary.daysWithSeveralReadings == 1)
        #expect(summary.unused == ["Heart Rate (2)", "Bone mass (kg)"])
    }
}
