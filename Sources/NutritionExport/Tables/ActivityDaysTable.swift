import NutritionData
import NutritionStats

/// `activity_days`: one row per day of the period that any activity file has data for, as read after
/// the per-device merge (not rounded); `sources` lists the devices or files whose values won.
extension ExportTables {
    static func activityDays(_ data: ParticipantData) -> ExportTable {
        let columns =
            [participant] + [
                ExportColumn("date", .text), ExportColumn("steps", .real), ExportColumn("active_kcal", .real),
                ExportColumn("resting_kcal", .real), ExportColumn("total_kcal", .real),
                ExportColumn("active_kcal_goal", .real), ExportColumn("hr_min", .real), ExportColumn("hr_avg", .real),
                ExportColumn("hr_max", .real), ExportColumn("hr_samples", .integer), ExportColumn("sources", .text),
            ]
        let rows: [[ExportValue]] = data.figures.days.compactMap { day in
            guard let activity = day.activity else { return nil }
            let heartRate = activity.heartRate.flatMap { $0.count > 0 ? $0 : nil }
            return [
                .text(data.participant.text), .text(day.date.iso), .number(activity.steps),
                .number(activity.activeKcal),
                .number(activity.restingKcal), .number(activity.totalKcal), .number(activity.activeKcalGoal),
                .number(heartRate?.min), .number(heartRate?.average), .number(heartRate?.max),
                heartRate.map { .number($0.count) } ?? .null,
                activity.sources.isEmpty ? .null : .text(activity.sources.joined(separator: ";")),
            ]
        }
        return ExportTable(
            name: "activity_days", columns: columns, key: ["participant", "date"],
            indexes: [["date"]], dateColumn: "date", rows: rows)
    }
}
