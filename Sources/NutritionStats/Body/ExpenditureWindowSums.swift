import NutritionData

/// Running sums over a sliding window of days: the weigh-ins (d, W_d) and the counted days' intake, so
/// that moving the window by a day costs O(1) instead of refitting its N days.
///
/// x is the day number minus a fixed origin (integers: Σx and Σx² are kept exactly); weights and intakes
/// are kept minus a fixed reference (the first value seen) with ``CompensatedSum``s, and a day leaving the
/// window is subtracted. The centred sums the fit needs come from the raw ones
/// (`Sxy = Σxy − Σx·Σy / n` …); with small x and values near the reference the cancellation costs about
/// 10⁻¹¹ relative in the slope over a decade of days, far below what is shown. The fit itself is
/// ``LinearTrend``'s.
struct ExpenditureWindowSums {
    private let origin: Int
    private var weightReference: Double?
    private var intakeReference: Double?
    /// Dates of the weigh-ins in the window, oldest at `head`.
    private var weighInDates: [LocalDate] = []
    private var head = 0
    private var sumX = 0
    private var sumXX = 0
    private var sumY = CompensatedSum()
    private var sumXY = CompensatedSum()
    private var sumYY = CompensatedSum()
    private(set) var intakeDays = 0
    private var sumK = CompensatedSum()
    private var sumKK = CompensatedSum()

    /// Empty sums with x counted from `origin`.
    init(origin: LocalDate) { self.origin = origin.dayNumber }

    /// Weigh-ins in the window.
    var weighIns: Int { weighInDates.count - head }

    /// Days from the window's first weigh-in to its last, both counted; 0 without weigh-ins.
    var weighInSpanDays: Int {
        guard let last = weighInDates.last, head < weighInDates.count else { return 0 }
        return weighInDates[head].distance(to: last) + 1
    }

    /// Adds a day that enters the window at its newest end (dates must come in increasing order).
    mutating func add(date: LocalDate, weight: Double?, intake: Double?) {
        if let weight {
            let reference = weightReference ?? weight
            weightReference = reference
            let x = date.dayNumber - origin
            let y = weight - reference
            weighInDates.append(date)
            sumX += x
            sumXX += x * x
            sumY.add(y)
            sumXY.add(Double(x) * y)
            sumYY.add(y * y)
        }
        if let intake {
            let reference = intakeReference ?? intake
            intakeReference = reference
            let k = intake - reference
            intakeDays += 1
            sumK.add(k)
            sumKK.add(k * k)
        }
    }

    /// Removes a day that leaves the window at its oldest end, with the same values it was added with.
    mutating func remove(date: LocalDate, weight: Double?, intake: Double?) {
        if let weight, let reference = weightReference {
            let x = date.dayNumber - origin
            let y = weight - reference
            head += 1
            sumX -= x
            sumXX -= x * x
            sumY.add(-y)
            sumXY.add(-(Double(x) * y))
            sumYY.add(-(y * y))
            if head > 64, head * 2 > weighInDates.count {
                weighInDates.removeFirst(head)
                head = 0
            }
        }
        if let intake, let reference = intakeReference {
            let k = intake - reference
            intakeDays -= 1
            sumK.add(-k)
            sumKK.add(-(k * k))
        }
    }

    /// The least-squares fit of the window's weigh-ins; nil with fewer than two distinct dates.
    var fit: LinearTrend? {
        let n = weighIns
        guard n >= 2, let reference = weightReference else { return nil }
        let count = Double(n)
        // n·Σx² − (Σx)² is exact in integers; divided once.
        let sxx = Double(n * sumXX - sumX * sumX) / count
        let sy = sumY.value
        return LinearTrend(
            days: n, meanDayNumber: Double(origin) + Double(sumX) / count, meanValue: reference + sy / count,
            sxx: sxx, sxy: sumXY.value - Double(sumX) * sy / count, syy: sumYY.value - sy * sy / count
        )
    }

    /// Mean and sample variance of the window's intake days; nil with fewer than two.
    var intake: (mean: Double, variance: Double)? {
        guard intakeDays >= 2, let reference = intakeReference else { return nil }
        let n = Double(intakeDays)
        let sk = sumK.value
        let variance = Swift.max(0, (sumKK.value - sk * sk / n) / (n - 1))
        return (reference + sk / n, variance)
    }
}
