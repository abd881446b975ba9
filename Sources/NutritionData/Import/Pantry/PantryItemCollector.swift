/// Gathers a file's items one by one: a bad item stops the read (strict) or is skipped and counted
/// (lenient), and an item id met twice is an error at the second item, as the id names its calendar event.
struct PantryItemCollector {
    let file: String
    let strictness: Strictness
    private(set) var items: [PantryItem] = []
    private(set) var skipped = SkippedRows()
    private(set) var itemsInFile = 0
    /// The line of each id's item.
    private var lineOfID: [String: Int] = [:]

    init(file: String, strictness: Strictness) {
        self.file = file
        self.strictness = strictness
    }

    /// Adds the item `make` builds, or handles its error; `label` prefixes a duplicate id's message ("item 3: ").
    mutating func add(label: String = "", _ make: () throws(InputError) -> PantryItem) throws(InputError) {
        itemsInFile += 1
        do throws(InputError) {
            let item = try make()
            if let first = lineOfID[item.id] {
                throw InputError(
                    file: file, line: item.line, field: PantryField.itemId.rawValue,
                    problem: .labelled(
                        label,
                        .stated(
                            "the item id \(FoundText.quoted(item.id)) is already used by the item on line \(first); "
                                + "ids must be unique")))
            }
            lineOfID[item.id] = item.line
            items.append(item)
        } catch {
            guard strictness == .lenient else { throw error }
            skipped.record(error)
        }
    }
}
