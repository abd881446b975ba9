/// The rule for a day that several food-log sources cover: **a day's food comes from one source** —
/// the storage folder (or history file) first, then the `--food-log` files in the order given. A later
/// source's entries on a day an earlier one already has are left out whole (never mixed, never added
/// twice) and listed in ``FoodLog/daysLeftOut`` with the source that gave the day instead.
///
/// One source per day rather than per entry: the same meal logged in two apps has different names,
/// times and rounding, so entries cannot be matched one to one, and adding both would double the day.
public enum FoodLogCombiner {
    /// `base` (the storage folder or history file, named `baseName`; an empty log when none was given)
    /// with the entries of `files` added day by day under the rule above.
    public static func combine(_ base: FoodLog, baseName: String, files: [FoodLogReader.Contents]) -> FoodLog {
        var log = base
        var owner: [LocalDate: String] = [:]
        for index in base.entries.indices { owner[base.entries[index].date] = baseName }
        var added: [LogEntry] = []
        for contents in files {
            let file = contents.summary.file
            var claimed: [LocalDate: String] = [:]
            var index = 0
            let entries = contents.entries
            if owner.isEmpty && added.isEmpty {
                // No day is anyone's yet: the file's days are all its own, its entries taken whole.
                for entry in entries where claimed[entry.date] == nil { claimed[entry.date] = file }
                added = entries
                index = entries.count
            }
            while index < entries.count {
                let date = entries[index].date
                var end = index
                while end < entries.count, entries[end].date == date { end += 1 }
                if let keeper = owner[date] {
                    var kcal = 0.0
                    for position in index..<end { kcal += entries[position].kcal }
                    log.daysLeftOut.append(
                        DayLeftOut(file: file, date: date, entries: end - index, kcal: kcal, keptFrom: keeper))
                } else {
                    claimed[date] = file
                    added.append(contentsOf: entries[index..<end])
                }
                index = end
            }
            owner.merge(claimed) { first, _ in first }
            log.foodLogFiles.append(contents.summary)
            log.skipped.merge(contents.skipped)
            log.filesRead.append(file)
        }
        if !added.isEmpty {
            // Days do not overlap between sources, so ordering by date alone, ties by position, keeps
            // each day's own order (the base's date, time, source order; a food log's time order).
            let all = log.entries.isEmpty ? added : log.entries + added
            // Usually already in order (one food log, no storage folder): the sort would change nothing.
            if all.indices.dropFirst().allSatisfy({ all[$0 - 1].date <= all[$0].date }) {
                log.entries = all
                return log
            }
            let order = all.indices.sorted { a, b in all[a].date != all[b].date ? all[a].date < all[b].date : a < b }
            log.entries = order.map { all[$0] }
        }
        return log
    }
}
