import NutritionData

/// Runs one fuzz input through ``ActivityReader`` as one or two files of a dialect, and checks what
/// comes back.
///
/// The first input byte chooses: bits 0–2 the header (one of `headers`, so each harness stays in
/// its dialect while still trying column orders and units), bit 3 strict or lenient, bit 4 watch- or
/// phone-first priority, bit 5 whether the rest is split at its first NUL byte into two files of the
/// same dialect (the merge across files), bits 6–7 whether the read is repeated for a window of one,
/// three or five days around the middle day found (which must give exactly those days of the full read).
/// The rest is the file's body, after the header line.
public enum ActivityFuzzing {
    nonisolated(unsafe) static var first = ScratchFile(name: "activity-1.csv")
    nonisolated(unsafe) static var second = ScratchFile(name: "activity-2.csv")

    public static func run(headers: [String], _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        run(headers: headers, data, size, files: (first, second))
    }

    /// ``run(headers:_:_:)`` with the harness's own scratch files, for dialects that read something
    /// from a file's name (Google Fit's per-day files take their day from it).
    public static func run(
        headers: [String], _ data: UnsafePointer<UInt8>?, _ size: Int,
        files: (first: ScratchFile, second: ScratchFile)
    ) -> Int32 {
        let (first, second) = files
        var input = FuzzInput(data, size)
        let options = input.takeByte()
        let header = headers[Int(options & 7) % headers.count] + "\n"
        let strictness: Strictness = options & 8 == 0 ? .strict : .lenient
        let priority: DevicePriority = options & 16 == 0 ? .watchFirst : .phoneFirst
        var paths = [first.path]
        if options & 32 != 0, let (one, two) = input.split(at: 0) {
            first.write(prefix: header, one)
            second.write(prefix: header, two)
            paths.append(second.path)
        } else {
            first.write(prefix: header, input.bytes)
        }
        read(paths, strictness: strictness, priority: priority, window: Int(options >> 6))
        return 0
    }

    /// Reads `paths` and checks the result or the error; with `window` 1, 2 or 3, reads again for
    /// the middle day found (± 0, 1 or 2 days) and checks that those days are exactly the full read's.
    public static func read(_ paths: [String], strictness: Strictness, priority: DevicePriority, window: Int = 0) {
        var reader = ActivityReader(strictness: strictness, priority: priority)
        reader.maximumPartsPerFile = 1
        let log: ActivityLog
        do {
            log = try reader.read(paths: paths)
        } catch {
            Invariant.checkMessage(error, files: paths)
            return
        }
        check(log, paths: paths, strictness: strictness)
        guard window > 0, !log.days.isEmpty else { return }
        let middle = log.days[log.days.count / 2].date
        let days = middle.adding(days: 1 - window)...middle.adding(days: window - 1)
        do {
            let windowed = try reader.read(paths: paths, days: days)
            let expected = log.days.filter { days.contains($0.date) }
            Invariant.check(
                windowed.days == expected,
                "window \(days.lowerBound.iso)...\(days.upperBound.iso): \(windowed.days) instead of \(expected)")
        } catch {
            // Rows outside the window are not checked, so a read that succeeded in full cannot fail here.
            Invariant.check(false, "the full read succeeded, the windowed one failed: \(error)")
        }
    }

    /// What any successful read must satisfy.
    public static func check(_ log: ActivityLog, paths: [String], strictness: Strictness) {
        Invariant.check(log.files.count == paths.count, "\(log.files.count) summaries for \(paths.count) files")
        for (index, day) in log.days.enumerated() {
            if index > 0 {
                Invariant.check(log.days[index - 1].date < day.date, "days out of order at \(day.date.iso)")
            }
            Invariant.checkAmount(day.steps, "steps on \(day.date.iso)")
            Invariant.checkAmount(day.activeKcal, "active kcal on \(day.date.iso)")
            Invariant.checkAmount(day.restingKcal, "resting kcal on \(day.date.iso)")
            Invariant.checkAmount(day.totalKcal, "total kcal on \(day.date.iso)")
            if let rate = day.heartRate {
                Invariant.check(rate.count >= 1 && rate.min <= rate.max, "heart rate \(rate) on \(day.date.iso)")
                Invariant.checkAmount(rate.min, "heart rate min")
                Invariant.checkAmount(rate.average, "heart rate average")
            }
            Invariant.check(!day.sources.isEmpty, "a day without sources: \(day.date.iso)")
        }
        for summary in log.files {
            Invariant.check(
                summary.rowsUsed + summary.rowsSkipped + summary.rowsExcludedBySource <= summary.rows,
                "\(summary.file): used \(summary.rowsUsed) + skipped \(summary.rowsSkipped) + excluded \(summary.rowsExcludedBySource) > rows \(summary.rows)"
            )
            if strictness == .strict { Invariant.check(summary.rowsSkipped == 0, "strict read skipped rows") }
        }
        for tally in log.skipped.tallies {
            Invariant.check(paths.contains(tally.file), "skipped rows of \(tally.file)")
            Invariant.check(tally.count >= 1 && (tally.firstLine ?? 2) >= 2, "skipped tally \(tally)")
        }
    }
}
