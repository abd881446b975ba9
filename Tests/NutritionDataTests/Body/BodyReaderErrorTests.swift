import Foundation
import Testing

@testable import NutritionData

/// `--body`: bad rows (strict stops, lenient skips and counts), impossible values, files that are not
/// body files, the unit rule. Files are written to a temporary folder.
@Suite struct BodyReaderErrorTests {
    let folder = TemporaryFolder()

    func read(
        _ name: String, _ text: String, strictness: Strictness = .strict, unit: WeightUnit? = nil,
        order: DateOrder? = nil
    ) throws -> BodyLog {
        try BodyReader(strictness: strictness, weightUnit: unit, dateOrder: order).read(paths: [
            folder.write(name, text)
        ])
    }

    func error(_ name: String, _ text: String, strictness: Strictness = .strict, unit: WeightUnit? = nil) -> InputError?
    {
        do throws(InputError) {
            _ = try BodyReader(strictness: strictness, weightUnit: unit).read(paths: [folder.write(name, text)])
            return nil
        } catch {
            return error
        }
    }

    func path(_ name: String) -> String { folder.path + "/" + name }

    @Test func impossibleWeightsStopAStrictRead() {
        let text =
            "date,weight_kg,body_fat_pct\n2026-01-05,75.2,24\n2026-01-06,0,\n2026-01-07,701,\n2026-01-08,70,101\n"
        #expect(
            error("a.csv", text)
                == InputError(
                    file: path("a.csv"), line: 3, field: "weight_kg",
                    problem: "expected a weight above 0 and at most 700 kg, found \"0\""))
    }

    @Test func leniencySkipsAndCountsBadRows() throws {
        let text =
            "date,weight_kg,body_fat_pct\n2026-01-05,75.2,24\n2026-01-06,0,\n2026-01-07,701,\n2026-01-08,70,101\n"
            + "2026-02-30,70,\n2026-01-09,seventy,\n2026-01-10,70\n2026-01-11,69.5,-1\n2026-01-12,69.4,\n"
        let log = try read("a.csv", text, strictness: .lenient)
        #expect(log.readings.map(\.value) == [75.2, 24, 69.4])
        #expect(log.files[0].rows == 9)
        #expect(log.files[0].skippedRows == 7)
        #expect(log.skipped.total == 7)
        #expect(
            log.skipped.tallies.map(\.reason) == [
                "field 'weight_kg': expected a weight above 0 and at most 700 kg, found \"0\"",
                "field 'weight_kg': expected a weight above 0 and at most 700 kg, found \"701\"",
                "field 'body_fat_pct': expected a body fat percentage from 0 to 100, found \"101\"",
                "field 'date': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"2026-02-30\"",
                "field 'weight_kg': expected a number, found \"seventy\"",
                "expected 3 fields as in the header, found 2",
                "field 'body_fat_pct': expected a body fat percentage from 0 to 100, found \"-1\"",
            ])
        #expect(log.skipped.tallies.map(\.firstLine) == [3, 4, 5, 6, 7, 8, 9])
    }

    @Test func poundLimitsAreShownInPounds() {
        let text = "Date/Time,Weight & Body Mass (lb)\n2026-01-05 00:00:00,1600\n"
        #expect(
            error("hae.csv", text)?.problem
                == "expected a weight above 0 and at most 1,543.2 lb (700 kg), found \"1600\"")
    }

    @Test func appleHealthFractionsOutsideZeroToOne() {
        let text =
            "type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value\n"
            + "BodyFatPercentage,Scale,,%,2026-01-05 07:00:00+01:00,2026-01-05 07:00:00+01:00,2026-01-05 07:00:00+01:00,24.5\n"
        #expect(
            error("BodyFat.csv", text)
                == InputError(
                    file: path("BodyFat.csv"), line: 2, field: "value",
                    problem:
                        "expected a body fat fraction from 0 to 1 (Apple Health writes 25.1 % as 0.251) in a BodyFatPercentage record, found \"24.5\""
                ))
    }

    @Test func appleHealthExportProblems() throws {
        let export = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="oz" startDate="2026-01-05 07:00:00 +0100" endDate="2026-01-05 07:00:00 +0100" value="2650"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2026-01-06 07:00:00 +0100" endDate="2026-01-06 07:00:00 +0100" value="0"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="yesterday" endDate="2026-01-06 07:00:00 +0100" value="75"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" endDate="2026-01-06 07:00:00 +0100" value="75"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2026-01-07 07:00:00 +0100" endDate="2026-01-07 07:00:00 +0100" value="75"/>
            </HealthData>

            """
        #expect(
            error("export.xml", export)
                == InputError(
                    file: path("export.xml"), line: 3, field: "unit",
                    problem: "expected kg, lb, g or st in a BodyMass record, found \"oz\""))
        let log = try read("export.xml", export, strictness: .lenient)
        #expect(log.readings.map(\.value) == [75])
        #expect(log.files[0].rows == 5)
        #expect(
            log.skipped.tallies.map(\.reason) == [
                "field 'unit': expected kg, lb, g or st in a BodyMass record, found \"oz\"",
                "field 'value': expected a weight above 0 and at most 700 kg in a BodyMass record, found \"0\"",
                "field 'startDate': expected a timestamp like 2024-05-14 08:12:33 -0500 in a BodyMass record, found \"yesterday\"",
                "field 'startDate': expected this attribute in a BodyMass Record, found none",
            ])
    }

    @Test func aMalformedTagCountsAsARowSkipped() throws {
        let export =
            "<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"S\" unit=\"kg\" "
            + "startDate=\"2026-01-05 07:00:00 +0100\" value=\"75\"/>\n <Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=kg/>\n</HealthData>\n"
        let log = try read("export.xml", export, strictness: .lenient)
        #expect(log.readings.map(\.value) == [75])
        #expect(log.files[0].rows == 2 && log.files[0].skippedRows == 1)
        #expect(log.skipped.tallies.first?.firstLine == 4)
    }

    @Test func cronometerProblems() throws {
        let text =
            "Day,Time,Group,Metric,Unit,Amount\n2026-01-05,7:05 AM,,Weight,stone,11\n2026-01-05,13:05 PM,,Weight,kg,75\n"
            + "2026-01-05,,,Body Fat,fraction,0.25\n2026-01-06,,,Weight,kg,75\n"
        #expect(
            error("biometrics.csv", text)
                == InputError(
                    file: path("biometrics.csv"), line: 2, field: "Unit",
                    problem: "expected kg or lbs for Weight, found \"stone\""))
        let log = try read("biometrics.csv", text, strictness: .lenient)
        #expect(log.readings.count == 1)
        #expect(log.skipped.tallies.map(\.firstLine) == [2, 3, 4])
        #expect(
            log.skipped.tallies[1].reason
                == "field 'Time': expected a time of day such as 7:05 AM or 19:05, or an empty field, found \"13:05 PM\""
        )
    }

    @Test func fitbitProblems() throws {
        let text = """
            [{"weight": 165.4, "date": "13/05/26", "time": "07:00:00"},
             {"weight": 165.4, "date": "01/05/26", "time": "7am"},
             {"weight": 165.4, "weight": 165.0, "date": "01/05/26"},
             {"bmi": 24.0, "date": "01/05/26", "logId": 1},
             3,
             {"weight": 165.4, "fat": 24.5, "date": "01/05/26"}]
            """
        #expect(
            error("weight-2026-05-01.json", text, unit: .pounds)
                == InputError(
                    file: path("weight-2026-05-01.json"), line: 1,
                    field: "date", problem: "expected a real date like \"07/05/17\" (MM/DD/YY), found \"13/05/26\""))
        let log = try read("weight-2026-05-01.json", text, strictness: .lenient, unit: .pounds)
        #expect(log.readings.count == 2 && log.readings.allSatisfy { $0.time == nil })
        #expect(log.files[0].rows == 6 && log.files[0].skippedRows == 5)
        #expect(
            log.skipped.tallies.map(\.reason) == [
                "field 'date': expected a real date like \"07/05/17\" (MM/DD/YY), found \"13/05/26\"",
                "field 'time': expected a time of day like \"12:44:00\" (HH:MM:SS), found \"7am\"",
                "field 'weight': expected each key once in an entry, found it again",
                "field 'weight': expected a weight or a body fat (\"weight\": 193.9, \"fat\": 24.0), found neither",
                "expected an object {\"weight\": …, \"date\": …, \"time\": …}, found 3",
            ])
    }

    @Test func notBodyFiles() {
        let food = "Day,Time,Group,Food Name,Amount,Energy (kcal)\n2026-01-05,8:00 AM,Breakfast,Toast,1 slice,80\n"
        #expect(
            error("servings.csv", food)?.problem
                == "expected body measurements (weight, body fat), found what looks like a food log (Cronometer servings); give it with --food-log"
        )
        let activity = "date,steps,active_kcal\n2026-01-05,8000,400\n"
        #expect(
            error("activity.csv", activity)?.problem
                == "expected body measurements (weight, body fat), found what looks like activity data (plain) without a weight column; give it with --activity"
        )
        let records =
            "type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value\n"
            + "StepCount,iPhone,,count,2026-01-05 07:00:00+01:00,2026-01-05 07:00:00+01:00,2026-01-05 07:01:00+01:00,52\n"
        #expect(
            error("StepCount.csv", records)?.problem.description.hasPrefix(
                "expected body measurements (BodyMass, BodyFatPercentage or LeanBodyMass "
                    + "records), found an Apple Health record CSV without any among its 1 record") == true)
        let minutes = "[{\"dateTime\": \"01/05/26 00:00:00\", \"value\": \"0\"}]"
        #expect(
            error("steps-2026-01-05.json", minutes)?.problem
                == "expected body measurements (weight, body fat), found Fitbit per-minute activity data ({\"dateTime\", \"value\"}); give it with --activity"
        )
        #expect(
            error("export.json", "[{\"kg\": 75}]")?.problem.description.hasPrefix(
                "expected body measurements (weight, body fat), found a JSON file "
                    + "that is not a Fitbit weight log") == true)
        #expect(
            error("other.csv", "when,what\n1,2\n")?.problem.description.hasPrefix(
                "expected the header of a body measurements CSV") == true)
        #expect(
            error("empty.csv", "")?.problem.description.hasPrefix("is empty; expected a body measurements CSV") == true)
        #expect(BodyReaderErrorTests.ioError(path("missing.csv"))?.kind == .io)
    }

    static func ioError(_ path: String) -> InputError? {
        do throws(InputError) {
            _ = try BodyReader().read(paths: [path])
            return nil
        } catch {
            return error
        }
    }

    @Test func headerProblems() {
        #expect(
            error("w.csv", "Date,\"Weight (kg)\",\"Fat mass (oz)\"\n")
                == InputError(
                    file: path("w.csv"), line: 1, field: "Fat mass (oz)",
                    problem: "expected the unit kg or lb in parentheses, found \"oz\""))
        #expect(
            error("h.csv", "Date/Time,Weight & Body Mass (kg),Weight & Body Mass (lb)\n")?.problem
                == "expected each measurement in one column only, found it in column 2 too")
    }

    @Test func slashedDatesFollowTheGivenOrder() throws {
        let text = "date,weight_kg\n5/1/2026,75\n6/1/2026,74.8\n"
        #expect(throws: InputError.self) { try read("p.csv", text) }
        let log = try read("p.csv", text, order: .dmy)
        #expect(log.readings.map(\.date.iso) == ["2026-01-05", "2026-01-06"])
    }

    @Test func bodyFilesElsewherePointToBody() throws {
        let withings = folder.write(
            "weight.csv", "Date,\"Weight (kg)\",\"Fat mass (kg)\",Comments\n\"2026-01-05 07:00:00\",\"75\",\"18\",\n")
        #expect(
            throws: InputError(
                file: withings, line: 1,
                problem: .stated(
                    "expected activity data (steps, energy or heart rate by day or by sample), "
                        + "found what looks like body measurements (Withings weight); give it with --body"))
        ) {
            try ActivityReader().read(paths: [withings])
        }
        let biometrics = folder.write(
            "biometrics.csv", "Day,Time,Group,Metric,Unit,Amount\n2026-01-05,,,Weight,kg,75\n")
        #expect(
            throws: InputError(
                file: biometrics, line: 1,
                problem:
                    "expected a food log, found what looks like body measurements (Cronometer biometrics); give it with --body"
            )
        ) {
            try FoodLogReader().read(at: biometrics)
        }
        let bodyMass = folder.write(
            "BodyMass.csv",
            "type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value\n"
                + "BodyMass,Scale,,kg,2026-01-05 07:00:00+01:00,2026-01-05 07:00:00+01:00,2026-01-05 07:00:00+01:00,75\n"
        )
        #expect(
            throws: InputError(
                file: bodyMass, line: 1,
                problem: .stated(
                    "expected a food log, found an Apple Health record CSV of body measurements "
                        + "(BodyMass, BodyFatPercentage or LeanBodyMass records, no dietary record); give it with --body"
                ))
        ) {
            try FoodLogReader().read(at: bodyMass)
        }
        let measurements = folder.write("Measurement-Summary.csv", "Date,Weight\n2026-01-05,165.4\n")
        #expect(
            throws: InputError(
                file: measurements, line: 1,
                problem: .stated(
                    "expected a food log, found what looks like body measurements "
                        + "(MyFitnessPal measurement summary); give it with --body"))
        ) {
            try FoodLogReader().read(at: measurements)
        }
    }

    @Test func fitbitWeightLogsElsewherePointToBody() {
        let error = FitbitFileKind.weightLogError(file: "weight-2017-07-01.json", expected: "activity data")
        #expect(error.problem.description.hasSuffix("give it with --body"))
    }
}
