import NutritionData

/// What a set of log entries adds up to: a meal, a day or a whole period.
///
/// Energy is the **logged** kcal (``/NutritionData/LogEntry/kcal``). Entries whose kcal are unknown (bare names of
/// the older history format, ``/NutritionData/LogEntry/kcalKnown``) are counted in ``entryCount`` and in
/// ``entriesWithUnknownKcal`` and add nothing to ``kcal``, which is then a lower bound. The other nutrients are
/// known only for entries joined to a food object (``/NutritionData/LogEntry/nutrients``); ``nutrients`` sums those
/// entries alone, and ``coverage`` says which share of the logged kcal they stand for. A nutrient that any of
/// those entries leaves unknown (``/NutritionData/NutrientVector/unknown``: a food log without its column or
/// with an empty cell) is unknown in ``nutrients`` too: a sum missing one term is no amount at all.
public struct IntakeTotals: Sendable, Equatable {
    /// Number of entries.
    public var entryCount: Int
    /// Logged energy in kcal: the sum of ``/NutritionData/LogEntry/kcal`` over all entries.
    public var kcal: Double
    /// Sum of ``/NutritionData/LogEntry/nutrients`` over the entries that have them. Its `.calories` amount is the
    /// food objects' energy of those entries; use ``kcal`` (or ``amount(of:)``) for intake.
    public var nutrients: NutrientVector
    /// Number of entries whose nutrients are known.
    public var entriesWithNutrients: Int
    /// Logged kcal of the entries whose nutrients are known.
    public var kcalWithNutrients: Double
    /// Number of entries logged without kcal (``/NutritionData/LogEntry/kcalKnown`` false); when above 0, ``kcal``
    /// is a lower bound.
    public var entriesWithUnknownKcal: Int

    /// Totals with these members, as given (``init(entries:)`` adds them up from entries).
    public init(
        entryCount: Int = 0, kcal: Double = 0, nutrients: NutrientVector = .zero, entriesWithNutrients: Int = 0,
        kcalWithNutrients: Double = 0, entriesWithUnknownKcal: Int = 0
    ) {
        self.entriesWithUnknownKcal = entriesWithUnknownKcal
        self.entryCount = entryCount
        self.kcal = kcal
        self.nutrients = nutrients
        self.entriesWithNutrients = entriesWithNutrients
        self.kcalWithNutrients = kcalWithNutrients
    }

    /// Nothing eaten.
    public static let zero = IntakeTotals()

    /// The totals of `entries`, summed with ``CompensatedSum``.
    public init(entries: some Sequence<LogEntry>) {
        var accumulator = IntakeAccumulator()
        for entry in entries { accumulator.add(entry) }
        self = accumulator.totals
    }

    /// The amount of `nutrient`: the logged kcal for ``/NutritionData/Nutrient/calories``, otherwise the sum over
    /// entries with known nutrients.
    public func amount(of nutrient: Nutrient) -> Double {
        nutrient == .calories ? kcal : nutrients[nutrient]
    }

    /// Whether every entry's kcal are known (so ``kcal`` is the whole energy logged, not a lower bound).
    public var kcalComplete: Bool { entriesWithUnknownKcal == 0 }

    /// Whether any entry's nutrients are known. When false, nutrient amounts are unknown (not zero).
    public var hasNutrientData: Bool { entriesWithNutrients > 0 }

    /// The nutrient amounts when they are known, nil when they are not: **the one rule** for "are the
    /// nutrient amounts of these entries known?". They are known when at least one entry has nutrients
    /// (``nutrients``, then a lower bound when ``coverage`` is below 1), and when nothing was eaten at
    /// all (zero of everything); entries that all lack nutrients make them unknown, not zero. Within a
    /// known vector, each nutrient that an entry with nutrients leaves unknown stays unknown
    /// (``/NutritionData/NutrientVector/known(_:)`` is nil for it). Energy (``kcal``) is decided apart:
    /// see ``hasKnownKcal``.
    public var knownNutrients: NutrientVector? { entriesWithNutrients > 0 || entryCount == 0 ? nutrients : nil }

    /// The amount of `nutrient` when it is known: the logged kcal for ``/NutritionData/Nutrient/calories``
    /// (see ``hasKnownKcal``), otherwise ``knownNutrients``' amount, nil when unknown.
    public func knownAmount(of nutrient: Nutrient) -> Double? {
        nutrient == .calories ? kcal : knownNutrients?.known(nutrient)
    }

    /// Whether at least one entry's kcal are known, so ``kcal`` says something about the energy eaten.
    /// False for no entries, and for entries that were all logged without kcal (their 0 would be a
    /// guess: such a day is logged, but its intake is unknown).
    public var hasKnownKcal: Bool { entryCount > entriesWithUnknownKcal }

    /// Share (0…1) of the logged kcal whose nutrients are known: ``kcalWithNutrients`` / ``kcal``.
    /// Nil when the entries hold no kcal. The same definition as `nutrientCoverage` on entries.
    ///
    /// An entry counts as having nutrients even when it leaves some unknown (``unknownNutrients``), so
    /// coverage can be 100 % while some nutrient amounts are unknown; front ends that word coverage as
    /// "nutrients known" say so then.
    public var coverage: Double? { kcal > 0 ? kcalWithNutrients / kcal : nil }

    /// The nutrients other than energy that some entry with nutrients leaves unknown
    /// (``/NutritionData/NutrientVector/unknown``), so their amounts here are unknown; empty for the
    /// shortcut's food objects. Energy is decided apart (``hasKnownKcal``).
    public var unknownNutrients: NutrientSet { nutrients.unknown.subtracting([.calories]) }
}
