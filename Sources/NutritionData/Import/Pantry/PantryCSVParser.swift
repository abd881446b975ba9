/// KeepFresh's CSV: a header naming `itemId,itemName,category,purchaseDate,expiryDate,favorited` in any
/// order and any case (other columns ignored), then one item per row.
///
/// Records come from ``CSVRecords`` (RFC 4180 quoting, a byte order mark, CRLF or LF, blank lines
/// skipped); a pantry holds hundreds of items, so the whole file is read at once. A row shorter than
/// the header (a spreadsheet drops trailing empty cells) has empty fields; a longer one is an error.
struct PantryCSVParser {
    var file: String
    var strictness: Strictness

    func parse(_ bytes: [UInt8]) throws(InputError) -> PantryList {
        let records = try CSVRecords(bytes: bytes, file: file).records
        guard let header = records.first else {
            throw InputError(file: file, problem: .isEmpty(expected: "a header line " + PantryField.headerText))
        }
        var columns: [PantryField: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            guard let field = PantryField(name: name) else { continue }
            if columns[field] != nil {
                throw InputError(
                    file: file, line: header.line, field: field.rawValue,
                    problem: "the column appears twice in the header")
            }
            columns[field] = index
        }
        let missing = PantryField.required.filter { columns[$0] == nil }
        guard missing.isEmpty else {
            throw InputError(
                file: file, line: header.line,
                problem: .expected(
                    "a header with the columns "
                        + PantryField.headerText + " (any order and case); missing "
                        + missing.map(\.rawValue).joined(separator: ", "),
                    found: .quoted(header.fields.joined(separator: ","))))
        }
        let builder = PantryItemBuilder(file: file)
        var collector = PantryItemCollector(file: file, strictness: strictness)
        for record in records.dropFirst() {
            try collector.add { () throws(InputError) -> PantryItem in
                guard record.fields.count <= header.fields.count else {
                    throw InputError(
                        file: file, line: record.line,
                        problem: .expected(
                            "at most \(header.fields.count) fields as in the header",
                            found: "\(record.fields.count)"))
                }
                var fields: [PantryField: String] = [:]
                for (field, index) in columns where index < record.fields.count { fields[field] = record.fields[index] }
                return try builder.item(fields, line: record.line)
            }
        }
        return PantryList(
            file: file, format: .csv, items: collector.items, itemsInFile: collector.itemsInFile,
            skipped: collector.skipped)
    }
}
