import NutritionData
import NutritionPresentation
import NutritionStats

extension ReportVitaminsAndMinerals {
    /// The groups listed, in order.
    static let listedGroups: [NutrientGroup] = [.vitamins, .minerals]

    /// The section of `period`; nil when it has no vitamin or mineral beyond the 17
    /// (``readings(of:)``).
    init?(period: PeriodStatistics) {
        guard let readings = Self.readings(of: period) else { return nil }
        self.init(
            groups: Self.listedGroups.compactMap { group in
                let rows = readings.filter { $0.nutrient.group == group }.map(Self.row)
                let name = group == .vitamins ? "Vitamins" : "Minerals"
                return rows.isEmpty ? nil : ReportVitaminMineralGroup(name: name, nutrients: rows)
            })
    }

    /// The section's readings, in table order (``/NutritionStats/NutrientSelection/tableOrder(_:)``):
    /// every vitamin and mineral some entry of the period reports, the 17's among them (vitamins A
    /// and C, calcium, iron, potassium, sodium); nil when none lies beyond the 17, whose nutrient
    /// table already shows them. The one rule of whether the section (and its chart) is shown.
    ///
    /// - Complexity: O(n log n) in the number of nutrients reported.
    static func readings(of period: PeriodStatistics) -> [NutrientReading]? {
        // `withData` names no nutrient, so it throws nothing.
        let readings = ((try? period.nutrientReadings(.withData)) ?? []).filter {
            listedGroups.contains($0.nutrient.group)
        }
        let beyondTheShortcut = readings.contains { reading in
            if case .known(let known) = reading.nutrient { return known.inline == nil }
            return true
        }
        return beyondTheShortcut ? readings : nil
    }

    /// One row of the table: amounts and %DV with `≥` when a lower bound, `–` when unknown.
    static func row(_ reading: NutrientReading) -> ReportVitaminMineral {
        let nutrient = reading.nutrient
        let intake = reading.intake
        let bound = intake.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
        let flag = reading.flag
        return ReportVitaminMineral(
            name: nutrient.displayName,
            amount: intake.value.map { bound + ReportNumber.amount($0, of: nutrient) } ?? ReportNumber.unknown,
            unit: nutrient.unitSymbol,
            coverage: intake.coverage.map { ReportNumber.percent(share: $0) },
            dailyValue: reading.dailyValue.map { ReportNumber.dailyValue($0.amount, of: nutrient) },
            percent: reading.percent.map { bound + ReportNumber.percent($0) },
            flag: ReportFlagText.flag(flag, isUnknownWhetherUnder: reading.isUnknownWhetherUnder),
            isOverLimit: flag == .overLimit, isUnderTarget: flag == .underTarget,
            isUnknownWhetherUnder: reading.isUnknownWhetherUnder, isLowerBound: intake.isLowerBound)
    }
}
