import NutritionData

/// For every nutrient beyond the shortcut's 17 that some entry of a set reports (the catalogue's other
/// known nutrients and custom ones, ``/NutritionData/OtherNutrients``), its ``NutrientTally``: the
/// amount of the entries that report it, their logged kcal and their number, summed with
/// ``CompensatedSum``'s algorithm like the 17 (``IntakeAccumulator``).
///
/// Sparse and sorted by ``/NutritionData/NutrientIdentity``: a nutrient no entry reports has no element
/// (its tally is empty, so ``NutrientTally/stated(entryCount:kcal:)`` calls it unknown). Entries of the
/// shortcut's food objects report none of them, so their sets stay empty and adding them costs one
/// check.
public struct OtherNutrientTallies: Sendable, Equatable {
    /// One nutrient's running sums (value + compensation, see ``CompensatedSum``) and reporting count.
    struct Element: Sendable, Equatable {
        var nutrient: NutrientIdentity
        var amount: Double
        var amountCompensation: Double
        var kcal: Double
        var kcalCompensation: Double
        var entries: Int

        var tally: NutrientTally {
            NutrientTally(
                amount: CompensatedSum.total(amount, amountCompensation),
                reportingKcal: CompensatedSum.total(kcal, kcalCompensation), reportingEntries: entries)
        }

        init(_ nutrient: NutrientIdentity, tally: NutrientTally) {
            self.nutrient = nutrient
            amount = tally.amount
            amountCompensation = 0
            kcal = tally.reportingKcal
            kcalCompensation = 0
            entries = tally.reportingEntries
        }

        mutating func add(_ tally: NutrientTally) {
            CompensatedSum.add(tally.amount, to: &amount, compensation: &amountCompensation)
            CompensatedSum.add(tally.reportingKcal, to: &kcal, compensation: &kcalCompensation)
            entries += tally.reportingEntries
        }
    }

    /// Sorted by nutrient, each once.
    private(set) var elements: [Element] = []

    /// No nutrient reported.
    public init() {}

    /// Tallies given per nutrient (for tests and for totals built by hand); a nutrient given twice has
    /// its tallies added.
    public init(_ tallies: [(NutrientIdentity, NutrientTally)]) {
        for (nutrient, tally) in tallies { add(tally, of: nutrient) }
    }

    /// No nutrient reported.
    public static let none = OtherNutrientTallies()

    /// Whether no entry reports any nutrient beyond the 17.
    public var isEmpty: Bool { elements.isEmpty }

    /// The nutrients some entry reports, known ones in catalogue order, then custom ones.
    public var nutrients: [NutrientIdentity] { elements.map(\.nutrient) }

    /// The tally of `nutrient`: empty (unknown) when no entry reports it.
    ///
    /// - Complexity: O(log n) in the number of nutrients reported.
    public func tally(of nutrient: NutrientIdentity) -> NutrientTally {
        let index = position(of: nutrient)
        return index < elements.count && elements[index].nutrient == nutrient ? elements[index].tally : NutrientTally()
    }

    /// Adds one entry of `kcal` logged kcal reporting `nutrients`.
    ///
    /// - Complexity: O(n + m) for n nutrients so far and m reported by the entry (a merge).
    mutating func add(_ nutrients: OtherNutrients, kcal: Double) {
        if nutrients.isEmpty { return }
        var incoming: [(NutrientIdentity, NutrientTally)] = []
        incoming.reserveCapacity(nutrients.count)
        nutrients.forEachKnown { nutrient, amount in
            incoming.append(
                (.known(nutrient), NutrientTally(amount: amount, reportingKcal: kcal, reportingEntries: 1)))
        }
        for custom in nutrients.custom {
            incoming.append(
                (
                    .custom(custom.nutrient),
                    NutrientTally(amount: custom.amount, reportingKcal: kcal, reportingEntries: 1)
                ))
        }
        merge(incoming)
    }

    /// Adds the tallies of another set of entries (a meal into a day, a day into a period).
    ///
    /// - Complexity: O(n + m), a merge.
    mutating func add(_ other: OtherNutrientTallies) {
        if other.isEmpty { return }
        if isEmpty {
            self = other
            return
        }
        merge(other.elements.map { ($0.nutrient, $0.tally) })
    }

    /// Adds `tally` to `nutrient`'s.
    private mutating func add(_ tally: NutrientTally, of nutrient: NutrientIdentity) {
        let index = position(of: nutrient)
        if index < elements.count && elements[index].nutrient == nutrient {
            elements[index].add(tally)
        } else {
            elements.insert(Element(nutrient, tally: tally), at: index)
        }
    }

    /// Merges tallies sorted by nutrient, each once, into ``elements``.
    private mutating func merge(_ incoming: [(NutrientIdentity, NutrientTally)]) {
        var result: [Element] = []
        result.reserveCapacity(elements.count + incoming.count)
        var i = 0
        var j = 0
        while i < elements.count || j < incoming.count {
            if j == incoming.count || (i < elements.count && elements[i].nutrient < incoming[j].0) {
                result.append(elements[i])
                i += 1
            } else if i == elements.count || incoming[j].0 < elements[i].nutrient {
                result.append(Element(incoming[j].0, tally: incoming[j].1))
                j += 1
            } else {
                var element = elements[i]
                element.add(incoming[j].1)
                result.append(element)
                i += 1
                j += 1
            }
        }
        elements = result
    }

    /// The first index whose nutrient is not below `nutrient`.
    private func position(of nutrient: NutrientIdentity) -> Int {
        var low = 0
        var high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if elements[middle].nutrient < nutrient { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Equal when the same nutrients have the same tallies (sums compared by value, not by how their
    /// rounding errors were split).
    public static func == (lhs: OtherNutrientTallies, rhs: OtherNutrientTallies) -> Bool {
        lhs.elements.count == rhs.elements.count
            && zip(lhs.elements, rhs.elements).allSatisfy { $0.nutrient == $1.nutrient && $0.tally == $1.tally }
    }
}
