import Testing

@testable import NutritionData

/// KeepFresh CSV and Parse JSON pantry files, with the quirks real files have, and their errors.
@Suite struct PantryReaderTests {
    func read(_ text: String, strictness: Strictness = .strict, file: String = "pantry.csv") throws(InputError)
        -> PantryList
    {
        try PantryReader(strictness: strictness).read(bytes: Array(text.utf8), file: file)
    }

    func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    @Test func csvInKeepFreshOrder() throws {
        let list = try read(
            """
            itemId,itemName,category,purchaseDate,expiryDate,favorited
            a1,Milk,Dairy,2026-11-18,2026-11-25,true
            a2,Rice,,2026-10-01,,no
            """)
        #expect(list.format == .csv)
        #expect(
            list.items == [
                PantryItem(
                    id: "a1", name: "Milk", category: "Dairy", purchased: day("2026-11-18"), expires: day("2026-11-25"),
                    favorite: true, line: 2),
                PantryItem(
                    id: "a2", name: "Rice", category: nil, purchased: day("2026-10-01"), expires: nil, favorite: false,
                    line: 3),
            ])
        #expect(list.itemsInFile == 2 && list.skipped.isEmpty)
    }

    @Test func bomCRLFReorderedCaseDifferentHeadersQuotedFieldsAndExtraColumns() throws {
        let text =
            "\u{FEFF}FAVORITED , ExpiryDate,ITEMNAME,notes,itemid,Category,PurchaseDate\r\n"
            + "Yes,2026-11-20T00:00:00.000Z,\"Cheese, aged \"\"Gouda\"\"\",\"two\nlines\",7,Dairy,2026-11-01T18:30:00+05:30\r\n"
            + "\r\n"
            + "0,2026-12-01 23:59,Bread,,8,Bakery,2026-11-19\r\n"
        let list = try read(text)
        #expect(list.items.map(\.name) == ["Cheese, aged \"Gouda\"", "Bread"])
        #expect(list.items[0].favorite && !list.items[1].favorite)
        #expect(list.items[0].expires == day("2026-11-20"))
        // The written date, not the instant moved into another zone.
        #expect(list.items[0].purchased == day("2026-11-01"))
        #expect(list.items[1].expires == day("2026-12-01"))
        #expect(list.items.map(\.line) == [2, 5])
    }

    @Test func aSpreadsheetDropsTrailingEmptyCells() throws {
        let list = try read("itemId,itemName,expiryDate,category,favorited\nx,Eggs,2026-11-30\n")
        #expect(list.items == [PantryItem(id: "x", name: "Eggs", expires: day("2026-11-30"), line: 2)])
    }

    @Test(arguments: [
        ("2026-11-20", "2026-11-20"), ("2026-11-20T23:59:59.999-10:00", "2026-11-20"),
        ("2026-11-20T00:00:00Z", "2026-11-20"),
        ("2024-02-29", "2024-02-29"), ("2026-12-31T12:00+0100", "2026-12-31"), ("2026-11-20 08:15:00", "2026-11-20"),
    ])
    func datesAndTimestamps(text: String, expected: String) {
        #expect(PantryDate.day(text) == day(expected))
    }

    @Test(arguments: [
        "2025-02-29", "2026-13-01", "20261120", "2026-11-20T24:00", "2026-11-20T10:00+19:00", "2026-11-20X",
        "2026-11-20T10", "2026-11-20T10:00:00.", "11/20/2026", "2026-11-20T10:00:00+05:30x",
    ])
    func notDates(text: String) {
        #expect(PantryDate.day(text) == nil)
    }

    @Test func errorsNameFileLineAndField() {
        func error(_ text: String) -> InputError? {
            do {
                _ = try read(text)
                return nil
            } catch { return error }
        }
        let header = "itemId,itemName,category,purchaseDate,expiryDate,favorited\n"
        #expect(
            error(header + "1,Milk,Dairy,2026-11-20,2026-11-19,no")?.description
                == "pantry.csv:2: field 'expiryDate': the expiry date 2026-11-19 is before the purchase date 2026-11-20"
        )
        #expect(
            error(header + "1,Milk,Dairy,,next week,no")?.description
                == "pantry.csv:2: field 'expiryDate': expected a date YYYY-MM-DD or an ISO 8601 timestamp such as "
                + "2026-11-20T00:00:00.000Z, found \"next week\"")
        #expect(
            error(header + "1,Milk,,,,maybe")?.description
                == "pantry.csv:2: field 'favorited': expected true, false, yes, no, 1 or 0, found \"maybe\"")
        #expect(error(header + ",Milk,,,,")?.field == "itemId")
        #expect(error(header + "1, ,,,,")?.field == "itemName")
        #expect(
            error(header + "1,Milk,,,,\n1,Eggs,,,,")?.description
                == "pantry.csv:3: field 'itemId': the item id \"1\" is already used by the item on line 2; ids must be unique"
        )
        #expect(
            error(header + "1,Milk,,,,,extra")?.description
                == "pantry.csv:2: expected at most 6 fields as in the header, found 7")
        #expect(
            error("itemId,name,expiryDate\n")?.description
                == "pantry.csv:1: expected a header with the columns itemId,itemName,category,purchaseDate,expiryDate,favorited "
                + "(any order and case); missing itemName, found \"itemId,name,expiryDate\"")
        #expect(
            error("itemId,itemName,expiryDate,ITEMID\n")?.description
                == "pantry.csv:1: field 'itemId': the column appears twice in the header")
        #expect(
            error("")?.description
                == "pantry.csv: is empty; expected a header line itemId,itemName,category,purchaseDate,expiryDate,favorited"
        )
        #expect(error(header + "1,\"Milk")?.line == 2)
    }

    @Test func lenientSkipsAndCountsBadItems() throws {
        let list = try read(
            """
            itemId,itemName,expiryDate
            1,Milk,2026-11-20
            2,Eggs,soon
            3,Ham,someday
            1,Milk again,2026-11-21
            4,Tea,
            """, strictness: .lenient)
        #expect(list.items.map(\.id) == ["1", "4"])
        #expect(list.itemsInFile == 5)
        #expect(list.skipped.total == 3)
        #expect(list.skipped.tallies.map(\.firstLine) == [3, 4, 5])
    }

    static let parseExport = """
        {"results": [
          {"objectId": "xWMyZ4YEGZ", "itemId": "k-1", "itemName": "Yoghurt", "category": "Dairy",
           "purchaseDate": {"__type": "Date", "iso": "2026-11-18T00:00:00.000Z"},
           "expiryDate": {"__type": "Date", "iso": "2026-11-20T00:00:00.000Z"}, "favorited": true,
           "owner": {"__type": "Pointer", "className": "_User", "objectId": "u1"},
           "createdAt": "2026-11-18T09:12:44.120Z", "updatedAt": "2026-11-18T09:12:44.120Z", "ACL": {"*": {"read": true}}},
          {"itemId": 42, "ItemName": "Flour", "category": null, "expiryDate": null, "favorited": false},
          {"itemId": "k-3", "itemName": "Lentils", "expiryDate": "2027-01-31"}
        ]}
        """

    @Test func parseServerJSON() throws {
        let list = try read(Self.parseExport, file: "Items.json")
        #expect(list.format == .parseJSON)
        #expect(
            list.items == [
                PantryItem(
                    id: "k-1", name: "Yoghurt", category: "Dairy", purchased: day("2026-11-18"),
                    expires: day("2026-11-20"),
                    favorite: true, line: 2),
                PantryItem(id: "42", name: "Flour", line: 7),
                PantryItem(id: "k-3", name: "Lentils", expires: day("2027-01-31"), line: 8),
            ])
    }

    @Test func parseServerJSONErrorsNameTheItem() {
        func error(_ items: String) -> String? {
            do {
                _ = try read("{\"results\": [\n" + items + "\n]}", file: "Items.json")
                return nil
            } catch { return error.description }
        }
        #expect(
            error("{\"itemId\": \"a\", \"itemName\": \"Milk\",\n \"expiryDate\": {\"__type\": \"Pointer\"}}")
                == "Items.json:3: field 'expiryDate': item 1: expected a Parse date {\"__type\": \"Date\", \"iso\": "
                + "\"2026-11-20T00:00:00.000Z\"} or a date string, found an object")
        #expect(
            error("{\"itemId\": \"a\", \"itemName\": \"Milk\"},\n{\"itemId\": \"b\", \"itemName\": 3}")
                == "Items.json:3: field 'itemName': item 2: expected a string, found 3")
        #expect(error("[]") == "Items.json:2: item 1: expected an object, found a list")
        #expect(
            error("{\"itemId\": 1.5, \"itemName\": \"x\"}")?.hasPrefix(
                "Items.json:2: field 'itemId': item 1: expected the id") == true)
        #expect(
            error(
                "{\"itemId\": \"a\", \"itemName\": \"Milk\", \"purchaseDate\": \"2026-11-02\", \"expiryDate\": \"2026-11-01\"}"
            )
                == "Items.json:2: field 'expiryDate': item 1: the expiry date 2026-11-01 is before the purchase date 2026-11-02"
        )
        #expect(throws: InputError.self) { try read("{\"items\": []}", file: "Items.json") }
        #expect(throws: InputError.self) { try read("{\"results\": {}}", file: "Items.json") }
        #expect(throws: InputError.self) { try read("{\"results\": [", file: "Items.json") }
    }

    @Test func detectionByContent() {
        #expect(PantryReader.isJSON(Array("\u{FEFF} \r\n {".utf8)))
        #expect(!PantryReader.isJSON(Array("itemId,{".utf8)))
        #expect(!PantryReader.isJSON([]))
        #expect(PantryReader.isJSON(Array("  [{\"itemId\": 1}]".utf8)))
        #expect(
            throws: InputError(
                file: "Items.json", line: 1, problem: "expected a Parse export {\"results\": [...]}, found a list")
        ) {
            try read("[{\"itemId\": 1}]", file: "Items.json")
        }
    }
}
