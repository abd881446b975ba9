/// Where a log entry was read from.
public enum EntrySource: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `History/foodHistory.json`, the merged food history.
    case history
    /// `History/foodHistoryCache.json`, entries logged but not yet merged into history.
    case cache
    /// `Other/backlog.json`, entries queued with a full food object.
    case backlog
    /// Another tracker's food log (`--food-log`: Cronometer, MyFitnessPal; see `FoodLogReader`).
    case foodLog = "food log"

    public static func < (lhs: EntrySource, rhs: EntrySource) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How an entry's nutrients were found.
public enum NutrientMatch: String, Sendable, Hashable, CaseIterable {
    /// Joined to a food object by id.
    case byID = "id"
    /// No id (or an unknown id), joined by an exact name match.
    case byName = "name"
    /// The entry carried its own nutrients: a backlog entry's food object, or a food-log row's columns.
    case embedded
    /// No food object found: only the logged kcal are known.
    case none
}

/// One food logged at a local date and time.
public struct LogEntry: Sendable, Equatable {
    /// The phone's local date of the entry.
    public var date: LocalDate
    /// The phone's local time of the entry; 00:00 when the file gives none (see ``timeKnown``), so that
    /// entries still sort within their day.
    public var time: LocalTime
    /// Whether the file gave the entry's time. False for food logs without times (MyFitnessPal's meal
    /// rows, Cronometer without a `Time` column or with an empty cell, a daily summary): outputs show
    /// the time as unknown rather than a midnight nobody logged.
    public var timeKnown: Bool
    /// The food's name as logged.
    public var foodName: String
    /// Servings eaten (may be fractional).
    public var servings: Double
    /// Energy of the whole entry in kcal, as logged (the app rounds it to whole kcal); 0 when
    /// ``kcalKnown`` is false.
    public var kcal: Double
    /// Whether the entry's energy was logged. False for a bare food name in the shortcut's older
    /// history format (`Banana`, with neither servings nor kcal): the entry was eaten, but how much
    /// energy it held is unknown. Such an entry counts as logged (its day is a logged day) and is
    /// counted apart (``EntryTally/kcalUnknown``, `IntakeTotals.entriesWithUnknownKcal`); its ``kcal``
    /// of 0 adds nothing to any sum, so kcal totals of its day are a lower bound.
    ///
    /// Kept as a flag beside a `Double` rather than making ``kcal`` optional: every sum, chart and
    /// budget already reads ``kcal`` as a number, and only the places that show or count entries need
    /// to tell "unknown" from "0 kcal".
    public var kcalKnown: Bool
    /// The food object's id, when the entry names one.
    public var foodID: FoodID?
    /// Totals for the entry (per-serving amounts × servings), when its food object is known.
    /// Energy in this vector comes from the food object; ``kcal`` is what was logged.
    public var nutrients: NutrientVector?
    /// The amounts the entry reports of nutrients beyond the 17 of ``nutrients`` (B vitamins, vitamin D,
    /// magnesium, water, caffeine, a Cronometer custom column …; see ``NutrientCatalogue``). Empty for
    /// the shortcut's own entries, whose food objects hold the 17 only; a nutrient not in it is **not
    /// reported** by this entry, which is not zero.
    public var otherNutrients: OtherNutrients
    /// How ``nutrients`` were found.
    public var match: NutrientMatch
    /// Which file the entry came from.
    public var source: EntrySource
    /// The meal the source file puts the entry in, when it names one: Cronometer's `Group` (`Breakfast`,
    /// `Dinner`; not `Uncategorized`), MyFitnessPal's `Meal`. Nil for the shortcut's own logs, which
    /// have no meals, only times. How entries are grouped into meals is decided in `NutritionStats`
    /// (`Meal`): entries of one day with the same meal name are one meal, whatever their times.
    ///
    /// A name rather than a made-up time per meal: the entry's ``time`` stays what the file says (00:00
    /// and ``timeKnown`` false when it gives none), and no output shows a breakfast time nobody logged.
    public var mealName: String?
    /// The amount as the source file wrote it, when it gives one as text: Cronometer's `Amount`
    /// (`1.50 cup`, `100.00 g`). ``servings`` holds its number where that is a count of portions
    /// (see `FoodLogAmount`); this keeps the whole text, unit included, so nothing written is lost.
    public var amount: String?

    public init(
        date: LocalDate, time: LocalTime, foodName: String, servings: Double, kcal: Double,
        foodID: FoodID? = nil, nutrients: NutrientVector? = nil, match: NutrientMatch = .none, source: EntrySource,
        kcalKnown: Bool = true, mealName: String? = nil, amount: String? = nil, timeKnown: Bool = true,
        otherNutrients: OtherNutrients = .none
    ) {
        self.otherNutrients = otherNutrients
        self.kcalKnown = kcalKnown
        self.timeKnown = timeKnown
        self.mealName = mealName
        self.amount = amount
        self.date = date
        self.time = time
        self.foodName = foodName
        self.servings = servings
        self.kcal = kcal
        self.foodID = foodID
        self.nutrients = nutrients
        self.match = match
        self.source = source
    }

    /// The logged time, or nil when the file gave none (see ``timeKnown``).
    public var knownTime: LocalTime? { timeKnown ? time : nil }

    /// The logged kcal, or nil when they are unknown (see ``kcalKnown``).
    public var knownKcal: Double? { kcalKnown ? kcal : nil }

    /// Whether the entry's nutrients are known.
    public var hasNutrients: Bool { nutrients != nil }
}
