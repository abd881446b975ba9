import Foundation

/// The body person of the body tests, written into a folder: 28 days from 2026-03-01 of 2,000 kcal
/// each (`food.csv`) and weigh-ins every third day of 80 − 0.01 × day kg (`weights.csv`); with
/// `activity`, `activity.csv` gives 400 active + 1,700 resting kcal on every day.
///
/// By hand: the slope is −0.01 kg a day exactly, so the rate is −0.07 kg a week with no spread, and
/// E = 2,000 − 7,700 × (−0.01) = 2,077 kcal a day with an interval of zero width from 03-22 on (the first
/// window with 8 weigh-ins spanning ≥ 21 days and ≥ 14 intake days: weigh-ins of days 0…21).
enum BodyFixture {
    static func write(into folder: URL, activity: Bool = false) throws {
        var food = "Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n"
        var weights = "date,weight_kg\n"
        var spent = "date,active_kcal,resting_kcal\n"
        for day in 0..<28 {
            let date = String(format: "2026-03-%02d", day + 1)
            food += "\(date),Lunch,2000,60,250,100\n"
            spent += "\(date),400,1700\n"
            if day % 3 == 0 { weights += "\(date),\(String(format: "%.2f", 80 - 0.01 * Double(day)))\n" }
        }
        try food.write(to: folder.appendingPathComponent("food.csv"), atomically: true, encoding: .utf8)
        try weights.write(to: folder.appendingPathComponent("weights.csv"), atomically: true, encoding: .utf8)
        if activity {
            try spent.write(to: folder.appendingPathComponent("activity.csv"), atomically: true, encoding: .utf8)
        }
    }
}
