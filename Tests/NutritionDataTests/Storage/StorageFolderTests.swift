import Foundation
import NutritionData
import Testing

/// Reading real folders: the bundled fixture, missing parts, missing or unreadable files, names in errors.
@Suite struct StorageFolderTests {
    /// The fixture folder `Small/Storage` as bundled with the tests.
    static var fixture: String {
        get throws {
            let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            return url.path + "/Storage/Small/Storage"
        }
    }

    @Test func readsTheFixtureFolder() throws {
        let path = try Self.fixture
        let log = try StorageReader().readFolder(at: path)
        // History: 6 entries (2 on the 23rd, 3 on the 24th, 1 on the 26th). Cache: 4 entries, of which the
        // Oatmeal and the first Strawberry are duplicates (one-to-one), so 2 are new. Backlog: 3 entries,
        // the 9:10 AM Apple matches the cache's 09:10 Apple, so 2 are new. 6 + 2 + 2 = 10.
        #expect(log.entries.count == 10)
        #expect(log.duplicateCacheEntries == 2)
        #expect(log.duplicateBacklogEntries == 1)
        #expect(EntryTally(log).bySource == [.history: 6, .cache: 2, .backlog: 2])
        #expect(
            log.entries.map(\.foodName) == [
                "Fried egg", "Pasta", "Oatmeal", "Chicken Salad", "Apple", "Strawberry", "Strawberry", "Apple",
                "Yogurt", "Banana",
            ])
        #expect(
            log.entries.map(\.match) == [
                .none, .none, .byID, .byID, .byName, .byID, .byID, .byName, .embedded, .embedded,
            ])
        // Logged kcal: 90.16 + 600 + 225 + 450 + 95 + 179 + 179 + 190 + 60 + 105 = 2,173.16; known nutrients
        // for all but the egg and the pasta: 2,173.16 − 690.16 = 1,483.
        let tally = EntryTally(log)
        #expect(abs(tally.kcal - 2173.16) < 1e-9)
        #expect(abs(log.entries.filter { $0.nutrients != nil }.loggedKcal - 1483) < 1e-9)
        #expect(log.filesRead.first == path + "/History/foodHistory.json")
        #expect(log.filesRead.count == 3 + 5)  // history, cache, backlog and five food objects
        #expect(log.filesNotUsed == [path + "/Barcodes/barcodeCache.json"])
        // The strawberry: 0.40000000000000002 servings of 447.5 kcal ("447.5" as text) = 179 kcal.
        #expect(log.entries[5].nutrients?[.calories] == 447.5 * 0.4)
        #expect(log.entries[5].servings == 0.4)
        #expect(log.skipped.isEmpty)
    }

    @Test func aFolderWithOnlyHistoryIsValid() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "History/foodHistory.json",
            "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}}}")
        let log = try StorageReader().readFolder(at: folder.path)
        #expect(log.entries.map(\.foodName) == ["Egg"])
        #expect(log.foodFolders.isEmpty)
        #expect(log.filesNotUsed.isEmpty)
    }

    @Test func aMissingFolderIsAnIOError() {
        let error = StorageTestSupport.error { () throws(InputError) in
            try StorageReader().readFolder(at: "/nonexistent/Storage")
        }
        #expect(error?.kind == .io)
        #expect(
            error?.description
                == "/nonexistent/Storage: no such folder; expected a Nutrition storage folder holding History/foodHistory.json"
        )
    }

    @Test func aFolderWithoutAnyHistoryIsAnIOError() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Presets/Foods/food_1.json", "{\"Name\": \"Egg\", \"Calories\": 90}")
        let error = StorageTestSupport.error { () throws(InputError) in
            try StorageReader().readFolder(at: folder.path + "/")
        }
        #expect(error?.kind == .io)
        #expect(
            error?.description == folder.path + "/: holds no food history; expected History/foodHistory.json, "
                + "History/foodHistoryCache.json or Other/backlog.json inside it")
    }

    @Test func namesInErrorsJoinTheFolderAsGiven() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "History/foodHistory.json",
            "{\n\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": -2}}}")
        for given in [folder.path, folder.path + "/"] {
            #expect(
                StorageTestSupport.failure { () throws(InputError) in try StorageReader().readFolder(at: given) }
                    == folder.path
                    + "/History/foodHistory.json:2: field '2023-08-23 14:39 servings': expected a number of servings ≥ 0, found -2"
            )
        }
    }

    @Test func unreadableFilesAreIOErrorsNamingTheFile() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // A folder where the history file should be cannot be read as a file.
        folder.makeFolder("History/foodHistory.json")
        let error = StorageTestSupport.error { () throws(InputError) in try StorageReader().readFolder(at: folder.path)
        }
        #expect(error?.kind == .io)
        #expect(error?.description == folder.path + "/History/foodHistory.json: is a folder; expected a JSON file")
    }

    @Test func aBareHistoryFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "foodHistory.json",
            "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1, \"id\": 1}}}")
        let log = try StorageReader().readHistoryFile(at: folder.path + "/foodHistory.json")
        #expect(log.entries.map(\.match) == [.none])  // no food objects next to a bare file
        #expect(log.filesRead == [folder.path + "/foodHistory.json"])
        let missing = StorageTestSupport.error { () throws(InputError) in
            try StorageReader().readHistoryFile(at: folder.path + "/nope.json")
        }
        #expect(missing?.kind == .io)
        #expect(missing?.description == folder.path + "/nope.json: no such file; expected a foodHistory.json")
        let isFolder = StorageTestSupport.error { () throws(InputError) in
            try StorageReader().readHistoryFile(at: folder.path)
        }
        #expect(
            isFolder?.description == folder.path
                + ": is a folder, not a history file (give a storage folder with --storage)")
    }

    @Test func foodObjectFilesAreReadInNameOrderAndHiddenFilesAreIgnored() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "History/foodHistory.json",
            "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1, \"id\": 1}}}")
        folder.write("Recents/Foods/food_b.json", "{\"Name\": \"Egg (b)\", \"id\": 1, \"Calories\": 80}")
        folder.write("Recents/Foods/food_a.json", "{\"Name\": \"Egg (a)\", \"id\": 1, \"Calories\": 90}")
        folder.write("Recents/Foods/._food_a.json", "not JSON at all")
        folder.write("Recents/Foods/notes.txt", "not JSON either")
        let log = try StorageReader().readFolder(at: folder.path)
        #expect(log.foods.map(\.name) == ["Egg (a)"])
        #expect(log.foodFolders == [FoodFolderSummary(folder: folder.path + "/Recents/Foods", objects: 2, shadowed: 1)])
    }

    @Test func filesAreOnlyRead() throws {
        let path = try Self.fixture
        let file = path + "/History/foodHistory.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        _ = try StorageReader().readFolder(at: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }
}
