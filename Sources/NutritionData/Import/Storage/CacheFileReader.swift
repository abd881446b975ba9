/// Reads `History/foodHistoryCache.json`: `{"cache": [{"date", "time", "food", "servings", "id", "cals"}, …]}`,
/// entries logged but not yet merged into the history. Fields are named `cache[INDEX] KEY` in errors
/// (the index counts from 0). A file without a `cache` list fails in both modes.
struct CacheFileReader {
    let fields: EntryFields

    func read(_ document: JSONDocument, issues: inout ImportIssues) throws(InputError) -> [PendingEntry] {
        let list = try topLevelList(document, key: "cache", fields: fields, shape: "{\"cache\": [entry, …]}")
        let reader = EntryReader(fields: fields)
        var entries: [PendingEntry] = []
        entries.reserveCapacity(list.count)
        for (index, value) in list.elements.enumerated() {
            let path = FieldPath("cache[\(index)]")
            do throws(InputError) {
                guard value.kind == .object else {
                    throw fields.error(
                        .expected(
                            "an entry {\"date\", \"time\", \"food\", \"servings\", \"cals\"}",
                            found: .shown(value.excerpt)),
                        field: path.entry, line: value.line)
                }
                let found = try reader.members(of: value, path: path)
                let date = try fields.date(
                    try fields.name(found.date, noun: "a date", field: path("date"), missingLine: value.line),
                    field: path("date"), line: found.date?.line ?? value.line)
                let time = try fields.time(
                    try fields.name(found.time, noun: "a time", field: path("time"), missingLine: value.line),
                    field: path("time"), line: found.time?.line ?? value.line)
                entries.append(
                    try reader.entry(
                        found, objectLine: value.line, date: date, time: time,
                        path: path, source: .cache))
            } catch {
                try issues.skip(error)
            }
        }
        return entries
    }
}

/// The list under `key` in a document shaped `{"KEY": [...]}`; any other shape fails in both modes.
func topLevelList(_ document: JSONDocument, key: String, fields: EntryFields, shape: String) throws(InputError)
    -> JSONValue
{
    let root = document.root
    guard root.kind == .object else {
        throw fields.error(.expected("an object \(shape)", found: .shown(root.excerpt)), field: nil, line: root.line)
    }
    for member in root.members where member.key == key {
        try fields.checkUnique(member, field: key)
    }
    guard let list = root[key] else {
        throw fields.error("missing; expected an object \(shape)", field: key, line: root.line)
    }
    guard list.kind == .array else {
        throw fields.error(.expected("a list [ … ]", found: .shown(list.excerpt)), field: key, line: list.line)
    }
    return list
}
