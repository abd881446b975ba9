/// One day of the food log.
public struct ReportFoodDay: Sendable, Equatable {
    /// `2026-11-15`.
    public var date: String
    /// `Sun 15 Nov`.
    public var label: String
    /// Whether anything was logged.
    public var logged: Bool
    /// Logged kcal of the day: `2,310`.
    public var kcal: String
    /// Entries: `14`.
    public var entries: String
    /// Share of kcal with known nutrients, whole percent; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// Meals in time order.
    public var meals: [ReportMeal]

    /// A value with these members, as given.
    public init(date: String, label: String, logged: Bool, kcal: String, entries: String, coverage: String?,
                coverageIsPartial: Bool, meals: [ReportMeal]) {
        self.date = date
        self.label = label
        self.logged = logged
        self.kcal = kcal
        self.entries = entries
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.meals = meals
    }
}

/// Entries logged at the same time.
public struct ReportMeal: Sendable, Equatable {
    /// `08:15`.
    public var time: String
    /// The meal's logged kcal: `540`.
    public var kcal: String
    /// Share of kcal with known nutrients, whole percent; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// The foods in the order they were logged.
    public var foods: [ReportFood]

    /// A value with these members, as given.
    public init(time: String, kcal: String, coverage: String?, coverageIsPartial: Bool, foods: [ReportFood]) {
        self.time = time
        self.kcal = kcal
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.foods = foods
    }
}

/// One entry of the food log.
public struct ReportFood: Sendable, Equatable {
    /// The food's name as logged (escaped by the output format, never trusted as markup).
    public var name: String
    /// Servings, one decimal: `1.5`.
    public var servings: String
    /// Logged kcal: `320`.
    public var kcal: String
    /// Whether the entry's nutrients are known (a food object was found).
    public var hasNutrients: Bool
    /// `history`, `cache` or `backlog`.
    public var source: String

    /// A value with these members, as given.
    public init(name: String, servings: String, kcal: String, hasNutrients: Bool, source: String) {
        self.name = name
        self.servings = servings
        self.kcal = kcal
        self.hasNutrients = hasNutrients
        self.source = source
    }
}

/// One food of the top-food list.
public struct ReportTopFood: Sendable, Equatable {
    /// `1`.
    public var rank: String
    /// The food's latest name in the period.
    public var name: String
    /// Entries: `6`.
    public var entries: String
    /// Logged kcal: `1,840`.
    public var kcal: String
    /// Servings, one decimal: `6.5`.
    public var servings: String

    /// A value with these members, as given.
    public init(rank: String, name: String, entries: String, kcal: String, servings: String) {
        self.rank = rank
        self.name = name
        self.entries = entries
        self.kcal = kcal
        self.servings = servings
    }
}
