import NutritionData

/// The day weights and day body fats of a person, from the readings of every body file given.
///
/// Per local day d, `W_d` is the value of the earliest weight reading of d over all files, earliest by
/// ``NutritionData/BodyReading/precedes(_:)``; body fat the same way among the body-fat readings. The
/// other readings of a day are passed over (counted in ``DayWeight/weightReadings``). Lean-mass readings
/// take no part. Readings whose value is not a finite number are passed over.
///
/// Why the earliest: a morning weigh-in before eating is the habit most scales and diet methods assume,
/// and it is the reading least moved by the day's food and drink; taking one reading a day (rather than
/// a mean) keeps days with several weigh-ins from weighing more in the fits.
public struct DayWeights: Sendable, Equatable {
    /// The days with a weight or a body fat, in date order.
    public let days: [DayWeight]
    /// The days with a weight, in date order.
    public let weighIns: [WeighIn]
    /// Position in ``days`` by date.
    private let index: [LocalDate: Int]

    /// The day weights of `readings`, in any order. O(n + d log d) for n readings over d days: one pass
    /// keeping each day's earliest reading, then the d days sorted.
    public init(_ readings: [BodyReading]) {
        struct Chosen {
            var weight: BodyReading?
            var bodyFat: BodyReading?
            var weightReadings = 0
            var bodyFatReadings = 0
        }
        var byDay: [LocalDate: Chosen] = [:]
        for reading in readings where reading.value.isFinite {
            switch reading.metric {
            case .weight:
                byDay[reading.date, default: Chosen()].weightReadings += 1
                if let chosen = byDay[reading.date]?.weight, !reading.precedes(chosen) { continue }
                byDay[reading.date]?.weight = reading
            case .bodyFat:
                byDay[reading.date, default: Chosen()].bodyFatReadings += 1
                if let chosen = byDay[reading.date]?.bodyFat, !reading.precedes(chosen) { continue }
                byDay[reading.date]?.bodyFat = reading
            case .leanMass:
                continue
            }
        }
        let days = byDay.sorted { $0.key < $1.key }.map { date, chosen in
            DayWeight(
                date: date, weight: chosen.weight?.value, bodyFat: chosen.bodyFat?.value,
                weightReadings: chosen.weightReadings, bodyFatReadings: chosen.bodyFatReadings
            )
        }
        self.init(days: days)
    }

    /// Day weights from weigh-ins given directly (one per date; a later one for a date replaces an
    /// earlier), for callers and tests that already have `W_d`. O(d log d).
    public init(weighIns: [WeighIn]) {
        var byDay: [LocalDate: Double] = [:]
        for weighIn in weighIns where weighIn.kilograms.isFinite { byDay[weighIn.date] = weighIn.kilograms }
        self.init(
            days: byDay.sorted { $0.key < $1.key }.map {
                DayWeight(date: $0.key, weight: $0.value, bodyFat: nil, weightReadings: 1, bodyFatReadings: 0)
            })
    }

    private init(days: [DayWeight]) {
        self.days = days
        self.weighIns = days.compactMap { day in day.weight.map { WeighIn(date: day.date, kilograms: $0) } }
        var index: [LocalDate: Int] = [:]
        index.reserveCapacity(days.count)
        for (position, day) in days.enumerated() { index[day.date] = position }
        self.index = index
    }

    /// The figures of `date`; nil when it has no weight and no body fat. O(1).
    public func day(_ date: LocalDate) -> DayWeight? { index[date].map { days[$0] } }

    /// `W_d` of `date` in kg; nil on a day without a weigh-in. O(1).
    public func weight(on date: LocalDate) -> Double? { day(date)?.weight }

    /// The weigh-ins of the days in `range`, in date order. O(log d) (a slice of ``weighIns``).
    public func weighIns(in range: DateRange) -> ArraySlice<WeighIn> {
        let lower = weighIns.partitioningIndex { $0.date >= range.first }
        let upper = weighIns.partitioningIndex { $0.date > range.last }
        return weighIns[lower..<Swift.max(lower, upper)]
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, for a predicate that is false and then true
    /// along the array (binary search); `endIndex` when none does. O(log n).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
