/// The meal of a Fitbit food log entry, from its `loggedFood.mealTypeId` (the ids of Fitbit's Web
/// API: 1 Breakfast, 2 Morning Snack, 3 Lunch, 4 Afternoon Snack, 5 Dinner, 6 Evening Snack,
/// 7 Anytime).
enum FitbitMealType {
    /// The meal name of `id`; nil for 7 (Anytime, food put in no meal, as Cronometer's
    /// `Uncategorized`) and for an id Fitbit does not define, whose entries then belong to no meal.
    static func name(_ id: Int) -> String? {
        switch id {
        case 1: "Breakfast"
        case 2: "Morning Snack"
        case 3: "Lunch"
        case 4: "Afternoon Snack"
        case 5: "Dinner"
        case 6: "Evening Snack"
        default: nil
        }
    }
}
