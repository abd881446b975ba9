import NutritionData

/// What a set of log entries adds up to: a meal, a day or a whole period.
///
/// Energy is the **logged** kcal (``/NutritionData/LogEntry/kcal``). Entries whose kcal are unknown (bare names of
/// the older history format, ``/NutritionData/LogEntry/kcalKnown``) are counted in ``entryCount`` and in
/// ``entriesWithUnknownKcal`` and add nothing to ``kcal``, which is then a lower bound.
///
/// Every other nutrient is summed over the entries that **report** it: an entry joined to a food object
/// (``/NutritionData/LogEntry/nutrients``) reports each nutrient its vector does not leave unknown
/// (``/NutritionData/NutrientVector/unknown``: a food log without the column, an empty cell); an entry
/// without a food object reports none. ``nutrientAmount(_:)`` states each amount as exact, a lower
/// bound or unknown with its coverage (``NutrientTally/stated(entryCount:kcal:)``, the one rule), and
/// ``coverage`` is the lowest of those coverages.
public struct IntakeTotals: Sendable, Equatable {
    /// Number of entries.
    public var entryCount: Int
    /// Logged energy in kcal: the sum of ``/NutritionData/LogEntry/kcal`` over all entries.
    public var kcal: Double
    /// Each nutrient's sum over the entries that report it; its ``/NutritionData/NutrientVector/unknown``
    /// set holds the nutrients whose amount is unknown by ``nutrientAmount(_:)``. Its `.calories` amount
    /// is the food objects' energy of the entries with nutrients; use ``kcal`` (or ``amount(of:)``) for
    /// intake.
    public var nutrients: NutrientVector
    /// Per nutrient, the logged kcal and the number of the entries that report it.
    public var reporting: NutrientReporting
    /// Number of entries with nutrients (a food object or a food log's nutrient cells).
    public var entriesWithNutrients: Int
    /// Number of entries logged without kcal (``/NutritionData/LogEntry/kcalKnown`` false); when above 0, ``kcal``
    /// is a lower bound.
    public var entriesWithUnknownKcal: Int
    /// The nutrients beyond the 17 (``/NutritionData/LogEntry/otherNutrients``), each summed over the
    /// entries that report it; ``nutrientAmount(of:)`` states them by the same rule as the 17.
    public var others: OtherNutrientTallies

    /// Totals with these members, as given (``init(entries:)`` adds them up from entries).
    /// `nutrients.unknown` is then set to the nutrients whose amount is unknown (``nutrientAmount(_:)``).
    public init(
        entryCount: Int = 0, kcal: Double = 0, nutrients: NutrientVector = .zero, entriesWithNutrients: Int = 0,
        entriesWithUnknownKcal: Int = 0, reporting: NutrientReporting = NutrientReporting(),
        others: OtherNutrientTallies = .none
    ) {
        self.others = others
        self.entriesWithUnknownKcal = entriesWithUnknownKcal
        self.entryCount = entryCount
        self.kcal = kcal
        self.nutrients = nutrients
        self.entriesWithNutrients = entriesWithNutrients
        self.reporting = reporting
        var unknown = NutrientSet()
        for nutrient in IntakeAccumulator.allNutrients
        where tally(of: nutrient)
            .stated(entryCount: entryCount, kcal: kcal).certainty == .unknown
        {
            unknown.insert(nutrient)
        }
        self.nutrients.unknown = unknown
    }

    /// Nothing eaten.
    public static let zero = IntakeTotals()

    /// The totals of `entries`, summed with ``CompensatedSum``.
    public init(entries: some Sequence<LogEntry>) {
        var accumulator = IntakeAccumulator()
        for entry in entries { accumulator.add(entry) }
        self = accumulator.totals
    }

    /// The sum of `nutrient` over the entries that report it (their amounts, logged kcal and number).
    public func tally(of nutrient: Nutrient) -> NutrientTally {
        NutrientTally(
            amount: nutrients[nutrient], reportingKcal: reporting.kcal(nutrient),
            reportingEntries: reporting.entries(nutrient))
    }

    /// The amount of `nutrient` as the engine states it: for ``/NutritionData/Nutrient/calories`` the
    /// logged kcal (exact here; entries without kcal are the caveat ``PeriodCaveat/entriesWithoutKcal(count:)``
    /// and ``hasKnownKcal``), for every other nutrient exact, a lower bound or unknown with its coverage
    /// by ``NutrientTally/stated(entryCount:kcal:)``.
    ///
    /// - Complexity: O(1).
    public func nutrientAmount(_ nutrient: Nutrient) -> NutrientAmount {
        nutrient == .calories ? .exact(kcal) : tally(of: nutrient).stated(entryCount: entryCount, kcal: kcal)
    }

    /// The sum of any nutrient — one of the 17 or beyond them — over the entries that report it.
    ///
    /// - Complexity: O(1) for the 17, O(log n) for the n other nutrients reported.
    public func tally(of nutrient: NutrientIdentity) -> NutrientTally {
        if case .known(let known) = nutrient, let inline = known.inline { return tally(of: inline) }
        return others.tally(of: nutrient)
    }

    /// The amount of any nutrient as the engine states it: ``nutrientAmount(_:)`` for the 17 (logged
    /// kcal for energy), and the same rule (``NutrientTally/stated(entryCount:kcal:)``) for every other
    /// catalogue or custom nutrient. A nutrient no entry reports is unknown.
    ///
    /// - Complexity: O(1) for the 17, O(log n) for the n other nutrients reported.
    public func nutrientAmount(of nutrient: NutrientIdentity) -> NutrientAmount {
        if case .known(let known) = nutrient, let inline = known.inline { return nutrientAmount(inline) }
        return others.tally(of: nutrient).stated(entryCount: entryCount, kcal: kcal)
    }

    /// Every nutrient some entry reports, in catalogue order (known nutrients, then custom ones by id):
    /// the 17 that some entry with nutrients reports (energy when any entry was logged) and every other
    /// nutrient of ``others``. The nutrients a nutrient table of these entries lists.
    ///
    /// - Complexity: O(n log n) in the number of nutrients.
    public var reportedNutrients: [NutrientIdentity] {
        var list: [NutrientIdentity] = []
        for nutrient in IntakeAccumulator.allNutrients
        where nutrient == .calories ? entryCount > 0 : reporting.entries(nutrient) > 0 {
            list.append(.known(KnownNutrient(nutrient)))
        }
        list.append(contentsOf: others.nutrients)
        return list.sorted()
    }

    /// The amount of `nutrient`: the logged kcal for ``/NutritionData/Nutrient/calories``, otherwise the sum over
    /// the entries that report it, whatever ``nutrientAmount(_:)`` says of it.
    public func amount(of nutrient: Nutrient) -> Double {
        nutrient == .calories ? kcal : nutrients[nutrient]
    }

    /// Whether any entry has nutrients. When false, every nutrient but energy is unknown (not zero).
    public var hasNutrientData: Bool { entriesWithNutrients > 0 }

    /// The nutrient sums when some nutrient other than energy is not unknown (or nothing was eaten),
    /// nil when every one is unknown; within the vector, ``/NutritionData/NutrientVector/known(_:)`` is nil
    /// for each nutrient ``nutrientAmount(_:)`` calls unknown, and the others may be lower bounds. For
    /// the macro split and the gram breakdown; a front end writes amounts through ``nutrientAmount(_:)``.
    public var knownNutrients: NutrientVector? {
        entryCount == 0 || !nutrients.unknown.isSuperset(of: Self.nutrientsBesidesEnergy) ? nutrients : nil
    }

    /// Every nutrient but energy.
    static let nutrientsBesidesEnergy = NutrientSet(Nutrient.allCases.filter { $0 != .calories })

    /// The energy shares of carbohydrate, protein and fat, when the three grams are stated alike: each
    /// exact, or each a lower bound from the same entries (equal reporting kcal and number), so the split
    /// is of one set of foods; nil otherwise, and when the grams add up to no energy.
    public var macroSplit: MacroSplit? {
        let carbs = tally(of: .carbs)
        let protein = tally(of: .protein)
        let fat = tally(of: .fat)
        guard carbs.reportingEntries == protein.reportingEntries, carbs.reportingEntries == fat.reportingEntries,
            carbs.reportingKcal == protein.reportingKcal, carbs.reportingKcal == fat.reportingKcal,
            nutrientAmount(.carbs).certainty != .unknown
        else { return nil }
        return MacroSplit(carbs: carbs.amount, protein: protein.amount, fat: fat.amount)
    }

    /// Whether at least one entry's kcal are known, so ``kcal`` says something about the energy eaten.
    /// False for no entries, and for entries that were all logged without kcal (their 0 would be a
    /// guess: such a day is logged, but its intake is unknown).
    public var hasKnownKcal: Bool { entryCount > entriesWithUnknownKcal }

    /// The share (0…1) of the logged kcal that every nutrient with data is known for: the lowest
    /// coverage (``nutrientAmount(_:)``) among the nutrients other than energy that some entry
    /// reports; 0 when none does. Nil when the entries hold no kcal. For the shortcut's food objects,
    /// which report all 17 nutrients, this is the share of kcal from entries with a food object.
    /// Nutrients no entry reports are unknown and listed apart (``unreportedNutrients``).
    ///
    /// - Complexity: O(*n*) in the number of nutrients.
    public var coverage: Double? {
        guard kcal > 0 else { return nil }
        var lowest: Double?
        for nutrient in IntakeAccumulator.allNutrients where nutrient != .calories && reporting.entries(nutrient) > 0 {
            let share = nutrientAmount(nutrient).coverage ?? 0
            lowest = Swift.min(lowest ?? share, share)
        }
        return lowest ?? 0
    }

    /// The nutrients other than energy that some entry with nutrients does not report (an empty cell, a
    /// column its food log lacks), so their amounts are lower bounds or unknown even where every entry
    /// has a food object; empty for the shortcut's food objects.
    public var unreportedNutrients: NutrientSet {
        var set = NutrientSet()
        for nutrient in IntakeAccumulator.allNutrients
        where nutrient != .calories && reporting.entries(nutrient) < entriesWithNutrients {
            set.insert(nutrient)
        }
        return set
    }
}
