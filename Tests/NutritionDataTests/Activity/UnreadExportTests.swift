import Testing

@testable import NutritionData

/// Files people hand in that NutriStats reads neither as activity nor as food: Garmin Connect's
/// `Activities.csv`, an Oura JSON export and raw tracker data with JSON in its CSV cells. Each gets one
/// sentence saying what it looks like, through `--activity` and `--food-log`, in both modes.
@Suite struct UnreadExportTests {
    static let activityStart =
        "expected activity data (steps, energy or heart rate by day or by sample), found what looks like "
    static let foodStart = "expected a food log, found what looks like "
    static let garmin = "a Garmin Connect Activities.csv (one row per workout), which NutriStats does not read"
    static let oura =
        "an Oura JSON export (lists of sleep, activity or readiness records), which NutriStats does not read"
    static let jsonCells = "raw tracker data (JSON objects inside CSV cells), which NutriStats does not read"

    static func foodLogFailure(_ text: String) -> String? {
        do {
            _ = try FoodLogReader(strictness: .lenient).read(bytes: Array(text.utf8), file: "log.csv")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Garmin Connect

    @Test(arguments: [
        (
            "Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR",
            "Running,2026-01-27 07:00:00,false,Morning Run,5.02,\"1,234\",00:31:10,151,172"
        ),
        (
            "Aktivitätstyp,Datum,Favorit,Titel,Distanz,Kalorien,Zeit,Ø HF,Max. HF",
            "Laufen,2026-01-27 07:00:00,false,Morgenlauf,\"5,02\",412,00:31:10,151,172"
        ),
        (
            "Type d'activité,Date,Favori,Titre,Distance,Calories,Durée",
            "Course à pied,2026-01-27 07:00:00,false,Course,5.02,412,00:31:10"
        ),
        (
            "Tipo di attività,Data,Preferita,Titolo,Distanza,Calorie,Tempo",
            "Corsa,2026-01-27 07:00:00,false,Corsa,5.02,412,00:31:10"
        ),
        (
            "Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd",
            "Hardlopen,2026-01-27 07:00:00,false,Loop,5.02,412,00:31:10"
        ),
    ])
    func garminActivities(header: String, row: String) throws {
        let folder = TemporaryFolder()
        // Garmin writes a byte-order mark in some exports.
        let path = folder.write("Activities.csv", "\u{FEFF}" + header + "\n" + row + "\n")
        let column = String(header.prefix { $0 != "," })
        let error = try #require(readActivity([path], strictness: .lenient).failure)
        #expect(error.description == path + ":1: field '\(column)': " + Self.activityStart + Self.garmin)
        #expect(error.kind == .data)
        #expect(Self.foodLogFailure(header + "\n" + row + "\n") == "log.csv:1: " + Self.foodStart + Self.garmin)
    }

    @Test func garminNeedsTheLanguagesDateAndTitle() {
        #expect(GarminActivitiesHeader.recognise(["activity type", "DATE", "Favorite", "TITLE"]) == "activity type")
        // The type column alone, or German type with English columns, is not Garmin's.
        #expect(GarminActivitiesHeader.recognise(["Activity Type", "Start", "Name"]) == nil)
        #expect(GarminActivitiesHeader.recognise(["Aktivitätstyp", "Date", "Title"]) == nil)
        #expect(GarminActivitiesHeader.recognise(["Date", "Activity Type", "Title"]) == nil)
        #expect(GarminActivitiesHeader.recognise([]) == nil)
    }

    // MARK: Oura

    @Test func ouraExportByKey() throws {
        let folder = TemporaryFolder()
        let pretty = folder.write(
            "oura_2026.json",
            """
            {
              "sleep": [
                {"summary_date": "2026-01-26", "score": 81}
              ],
              "activity": [{"summary_date": "2026-01-26", "steps": 9120}],
              "readiness": []
            }

            """)
        #expect(
            readActivity([pretty], strictness: .lenient).failure?.description
                == pretty + ":2: field 'sleep': " + Self.activityStart + Self.oura)
        // The API's paged form, after a byte-order mark and other members first.
        let paged = folder.write(
            "daily_activity.json",
            "\u{FEFF}{\"next_token\": null, \"meta\": {\"v\": 2},\n \"data\": [{\"day\": \"2026-01-26\", \"steps\": 9120}]}"
        )
        #expect(
            readActivity([paged]).failure?.description == paged + ":2: field 'data': " + Self.activityStart + Self.oura)
        #expect(
            Self.foodLogFailure("{\"readiness\": [{\"score\": 70}]}") == "log.csv:1: field 'readiness': "
                + Self.foodStart + Self.oura)
    }

    @Test func ouraNeedsAListUnderOneOfItsKeys() {
        func key(_ text: String) -> String? { OuraJSON.listKey(in: Array(text.utf8))?.key }
        #expect(key("{\"activity\": [], \"sleep\": []}") == "activity")
        // A list is required: a number or an object under the key is not Oura's shape.
        #expect(key("{\"data\": 5}") == nil)
        #expect(key("{\"sleep\": {\"score\": 80}}") == nil)
        // Fitbit's files are left alone: lists at the top, or objects of other keys.
        #expect(key("[{\"dateTime\":\"11/02/17 00:21:00\",\"value\":\"0\"}]") == nil)
        #expect(key("{\"logDate\":\"2015-05-22\",\"loggedFood\":{\"name\":\"Apple\",\"calories\":95}}") == nil)
        // Not JSON, or cut off before a key: nothing said.
        #expect(key("date,steps\n2026-01-27,5\n") == nil)
        #expect(key("{\"sleep\"") == nil)
        #expect(key("") == nil)
        // A member cut off by the end of the head hides later keys.
        #expect(key("{\"other\": [1, 2") == nil)
    }

    @Test func fitbitListsKeepTheirOwnMessages() throws {
        // A `[` file is not taken for Oura's or for JSON cells: Fitbit's per-minute file is read as such,
        // and one whose name does not say its metric gets Fitbit's own message.
        let folder = TemporaryFolder()
        let list = "[{\"dateTime\":\"11/02/17 00:21:00\",\"value\":\"0\"}]\n"
        let steps = folder.write("steps-2017-11-02.json", list)
        #expect(try readActivity([steps]).get().files.map(\.dialect) == [.fitbitSteps])
        let unnamed = folder.write("minutes.json", list)
        let error = try #require(readActivity([unnamed]).failure)
        #expect(
            !error.problem.description.contains("Oura")
                && !error.problem.description.contains("JSON objects inside CSV cells"))
    }

    // MARK: JSON in CSV cells

    @Test func jsonInCellsOfTheFirstRow() throws {
        let folder = TemporaryFolder()
        let text = "timestamp,device,payload\n1769500800,band-7,\"{\"\"steps\"\": 412, \"\"kcal\"\": 20.5}\"\n"
        let path = folder.write("raw.csv", text)
        #expect(
            readActivity([path], strictness: .lenient).failure?.description
                == path + ":2: field 'payload': " + Self.activityStart + Self.jsonCells)
        #expect(Self.foodLogFailure(text) == "log.csv:1: " + Self.foodStart + Self.jsonCells)
        // Unquoted JSON split at its commas, and a list of objects, are recognised too.
        let unquoted = folder.write("unquoted.csv", "id,data\n1,{ \"steps\": 412, \"kcal\": 20.5 }\n")
        #expect(
            readActivity([unquoted]).failure?.description == unquoted + ":2: field 'data': " + Self.activityStart
                + Self.jsonCells)
        let list = folder.write("list.csv", "id,samples\n1,\"[{\"\"v\"\":1}]\"\n")
        #expect(readActivity([list]).failure?.field == "samples")
    }

    @Test func jsonInTheHeaderLine() throws {
        // A file without a header whose first line holds JSON after its first column.
        let folder = TemporaryFolder()
        let path = folder.write("raw.csv", "1769500800,\"{\"\"steps\"\": 412}\"\n")
        #expect(
            readActivity([path]).failure?.description == path + ":1: field 'column 2': " + Self.activityStart
                + Self.jsonCells)
    }

    @Test func cellsThatAreNotJSONObjects() {
        #expect(JSONCells.column(in: ["a", " {\"x\":1}"]) == 1)
        #expect(JSONCells.column(in: ["{}"]) == 0)
        #expect(JSONCells.column(in: ["[ {\"x\":1}]"]) == 0)
        // Braces and brackets in ordinary text are not JSON objects.
        #expect(JSONCells.column(in: ["{name}", "[1, 2]", "{ ", "[", ""]) == nil)
        #expect(JSONCells.column(afterFirstOf: ["{\"x\":1}", "b"]) == nil)
        #expect(JSONCells.startsLikeJSON("  [1]") && !JSONCells.startsLikeJSON("date"))
    }

    @Test func anUnknownHeaderWithOrdinaryRowsKeepsItsMessage() throws {
        let folder = TemporaryFolder()
        let path = folder.write("when.csv", "when,how many\n2026-01-27,{5}\n")
        #expect(
            readActivity([path]).failure?.problem.description.hasPrefix("unrecognised header \"when,how many\": ")
                == true)
    }
}
