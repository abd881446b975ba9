import NutritionData

/// Runs one fuzz input through ``PantryReader`` (from memory, as `--pantry` reads a file's bytes),
/// strict and lenient, and checks what comes back.
///
/// The first input byte chooses: bits 0–2 a prefix (one of `prefixes`, so each harness stays in its
/// format while trying column orders and cases), bit 3 whether a UTF-8 byte order mark comes first.
/// The rest follows the prefix.
public enum PantryFuzzing {
    public static func run(prefixes: [String], format: PantryList.Format, _ data: UnsafePointer<UInt8>?, _ size: Int)
        -> Int32
    {
        var input = FuzzInput(data, size)
        let options = input.takeByte()
        var bytes: [UInt8] = options & 8 != 0 ? [0xEF, 0xBB, 0xBF] : []
        bytes += Array(prefixes[Int(options & 7) % prefixes.count].utf8)
        bytes += Array(input.bytes)
        let file = "pantry-fuzz"
        let strict: PantryList?
        do {
            strict = try PantryReader(strictness: .strict).read(bytes: bytes, file: file)
        } catch {
            Invariant.checkMessage(error, files: [file])
            strict = nil
        }
        let lenient: PantryList
        do {
            lenient = try PantryReader(strictness: .lenient).read(bytes: bytes, file: file)
        } catch {
            // Lenient reading fails only where the file as a whole cannot be read, so strict failed too.
            Invariant.checkMessage(error, files: [file])
            Invariant.check(strict == nil, "lenient failed where strict succeeded: \(error)")
            return 0
        }
        check(lenient, format: format)
        Invariant.check(
            lenient.items.count + lenient.skipped.total == lenient.itemsInFile,
            "\(lenient.items.count) items + \(lenient.skipped.total) skipped ≠ \(lenient.itemsInFile) in the file")
        if let strict {
            check(strict, format: format)
            Invariant.check(strict.skipped.isEmpty, "a strict read skipped items")
            Invariant.check(strict.items == lenient.items, "strict and lenient reads differ on a good file")
        }
        return 0
    }

    static func check(_ list: PantryList, format: PantryList.Format) {
        Invariant.check(list.format == format, "read as \(list.format), not \(format)")
        var ids = Set<String>()
        for item in list.items {
            Invariant.check(!item.id.isEmpty && !item.name.isEmpty, "an item without id or name: \(item)")
            Invariant.check(ids.insert(item.id).inserted, "id \(item.id) twice")
            Invariant.check(item.line >= 1, "line \(item.line)")
            if let purchased = item.purchased, let expires = item.expires {
                Invariant.check(purchased <= expires, "expires before it was bought: \(item)")
            }
            for date in [item.purchased, item.expires].compactMap({ $0 }) {
                Invariant.check(
                    LocalDate.earliest <= date && date <= LocalDate.latest, "date out of range: \(date.dayNumber)")
            }
        }
        for tally in list.skipped.tallies {
            Invariant.check(
                tally.file == list.file && tally.count >= 1 && (tally.firstLine ?? 1) >= 1, "skipped tally \(tally)")
        }
    }
}
