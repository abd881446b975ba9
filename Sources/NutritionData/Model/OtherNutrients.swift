/// The amounts one entry (or a sum of entries) **reports** of nutrients beyond the shortcut's 17: the
/// catalogue's other known nutrients (``KnownNutrient``, `inline == nil`) and custom ones
/// (``CustomNutrient``). The 17 stay in ``NutrientVector``.
///
/// Sparse: a nutrient is either reported, with an amount in its unit (0 is a reported zero), or absent
/// — **not reported**, which is not zero (an empty Cronometer cell, a column the file lacks, a type
/// without a record). Stored without dictionaries: which known nutrients are reported is one 128-bit
/// set, and their amounts one array of `Double` in catalogue order beside it (a nutrient's place is
/// its rank in the set), so an entry of a 60-column file holds 45 amounts, eight bytes each, and
/// nothing per nutrient it does not report. Custom nutrients, rare and few, are a small sorted array.
///
/// A sum (`+`) reports every nutrient either side reports, with the amounts of the sides that report
/// it added: the amount of a nutrient over several entries is the sum over the entries that report it.
/// How much of a day's energy those entries stand for (coverage) is the engine's to decide.
public struct OtherNutrients: Sendable, Equatable {
    /// An amount of a known nutrient beyond the 17.
    public struct Known: Sendable, Equatable {
        public var nutrient: KnownNutrient
        /// In ``KnownNutrient/unit``.
        public var amount: Double
    }

    /// An amount of a custom nutrient.
    public struct Custom: Sendable, Equatable {
        public var nutrient: CustomNutrient
        /// In ``CustomNutrient/unit``.
        public var amount: Double
    }

    /// The known nutrients reported.
    private var knownSet: KnownNutrientSet
    /// Their amounts, in catalogue order: the amount of `n` is at `knownSet.rank(of: n)`.
    private var knownAmounts: [Double]
    /// Reported custom nutrients, sorted by ``CustomNutrient``, each once.
    public private(set) var custom: [Custom]

    /// Nothing reported.
    public init() {
        knownSet = KnownNutrientSet()
        knownAmounts = []
        custom = []
    }

    /// Amounts given in any order, each nutrient once at most (a later amount of the same nutrient is
    /// added to the earlier one). Known nutrients must be beyond the 17 (`inline == nil`).
    public init(known: [(KnownNutrient, Double)] = [], custom: [(CustomNutrient, Double)] = []) {
        self.init()
        for (nutrient, amount) in known { add(amount, of: nutrient) }
        for (nutrient, amount) in custom { add(amount, of: nutrient) }
    }

    /// Amounts a reader built in catalogue order: `knownAmounts[i]` is the amount of `knownSet`'s i-th
    /// member, `custom` is sorted, each nutrient once. O(1).
    init(knownSet: KnownNutrientSet, knownAmounts: [Double], sortedCustom: [Custom]) {
        precondition(knownSet.count == knownAmounts.count, "one amount per reported nutrient")
        self.knownSet = knownSet
        self.knownAmounts = knownAmounts
        custom = sortedCustom
    }

    /// Nothing reported.
    public static let none = OtherNutrients()

    /// Whether no nutrient is reported.
    public var isEmpty: Bool { knownAmounts.isEmpty && custom.isEmpty }

    /// The number of nutrients reported.
    public var count: Int { knownAmounts.count + custom.count }

    /// Reported known nutrients with their amounts, in catalogue order, each once.
    ///
    /// - Complexity: O(n); builds an array (readers of one nutrient use ``amount(of:)-(KnownNutrient)``).
    public var known: [Known] {
        zip(knownSet, knownAmounts).map { Known(nutrient: $0, amount: $1) }
    }

    /// Calls `body` with each reported known nutrient and its amount, in catalogue order, without
    /// building an array.
    public func forEachKnown(_ body: (KnownNutrient, Double) throws -> Void) rethrows {
        var index = 0
        for nutrient in knownSet {
            try body(nutrient, knownAmounts[index])
            index += 1
        }
    }

    /// The amount of `nutrient`, nil when it is not reported. O(1).
    public func amount(of nutrient: KnownNutrient) -> Double? {
        knownSet.contains(nutrient) ? knownAmounts[knownSet.rank(of: nutrient)] : nil
    }

    /// The amount of `nutrient`, nil when it is not reported. O(n).
    public func amount(of nutrient: CustomNutrient) -> Double? {
        custom.first { $0.nutrient == nutrient }?.amount
    }

    /// The amount of `identity`, nil when it is not reported.
    public func amount(of identity: NutrientIdentity) -> Double? {
        switch identity {
        case .known(let nutrient): amount(of: nutrient)
        case .custom(let nutrient): amount(of: nutrient)
        }
    }

    /// Every reported nutrient with its amount: known ones in catalogue order, then custom ones.
    public var amounts: [(nutrient: NutrientIdentity, amount: Double)] {
        known.map { (.known($0.nutrient), $0.amount) } + custom.map { (.custom($0.nutrient), $0.amount) }
    }

    /// Reports `amount` more of `nutrient` (reported from now on). `nutrient` must be beyond the 17:
    /// their amounts are ``NutrientVector``'s. O(n).
    public mutating func add(_ amount: Double, of nutrient: KnownNutrient) {
        precondition(nutrient.inline == nil, "\(nutrient) is kept in NutrientVector, not OtherNutrients")
        let index = knownSet.rank(of: nutrient)
        if knownSet.contains(nutrient) {
            knownAmounts[index] += amount
        } else {
            knownSet.insert(nutrient)
            knownAmounts.insert(amount, at: index)
        }
    }

    /// Reports `amount` more of the custom `nutrient`. O(n).
    public mutating func add(_ amount: Double, of nutrient: CustomNutrient) {
        if let index = custom.firstIndex(where: { $0.nutrient == nutrient }) {
            custom[index].amount += amount
        } else {
            custom.insert(
                Custom(nutrient: nutrient, amount: amount),
                at: custom.firstIndex { nutrient < $0.nutrient } ?? custom.count)
        }
    }

    /// Every nutrient either side reports; amounts of those both report added. O(n + m), a merge; when
    /// both sides report the same known nutrients (the rows of one file) the amounts are added in place.
    public static func + (lhs: OtherNutrients, rhs: OtherNutrients) -> OtherNutrients {
        if rhs.isEmpty { return lhs }
        if lhs.isEmpty { return rhs }
        let knownSet = lhs.knownSet.union(rhs.knownSet)
        var knownAmounts: [Double] = []
        if lhs.knownSet == rhs.knownSet {
            knownAmounts = lhs.knownAmounts
            for index in rhs.knownAmounts.indices { knownAmounts[index] += rhs.knownAmounts[index] }
        } else {
            knownAmounts.reserveCapacity(knownSet.count)
            var i = 0
            var j = 0
            for nutrient in knownSet {
                let left = lhs.knownSet.contains(nutrient) ? lhs.knownAmounts[i] : nil
                let right = rhs.knownSet.contains(nutrient) ? rhs.knownAmounts[j] : nil
                if left != nil { i += 1 }
                if right != nil { j += 1 }
                switch (left, right) {
                case (let left?, let right?): knownAmounts.append(left + right)
                case (let one?, nil), (nil, let one?): knownAmounts.append(one)
                case (nil, nil): preconditionFailure("a member of the union is in one of the sets")
                }
            }
        }
        return OtherNutrients(
            knownSet: knownSet, knownAmounts: knownAmounts, sortedCustom: mergedCustom(lhs.custom, rhs.custom))
    }

    public static func += (lhs: inout OtherNutrients, rhs: OtherNutrients) {
        lhs = lhs + rhs
    }

    /// Every amount multiplied by `factor` (servings × per-serving amounts); the same nutrients reported.
    public static func * (lhs: OtherNutrients, factor: Double) -> OtherNutrients {
        var result = lhs
        for index in result.knownAmounts.indices { result.knownAmounts[index] *= factor }
        for index in result.custom.indices { result.custom[index].amount *= factor }
        return result
    }

    /// Two sorted lists of custom amounts, each nutrient once, merged into one, sorted; amounts of the
    /// same nutrient added.
    private static func mergedCustom(_ a: [Custom], _ b: [Custom]) -> [Custom] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var result: [Custom] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].nutrient < b[j].nutrient {
                result.append(a[i])
                i += 1
            } else if b[j].nutrient < a[i].nutrient {
                result.append(b[j])
                j += 1
            } else {
                result.append(Custom(nutrient: a[i].nutrient, amount: a[i].amount + b[j].amount))
                i += 1
                j += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }
}

extension OtherNutrients: CustomStringConvertible {
    public var description: String {
        "[" + amounts.map { "\($0.nutrient.id): \($0.amount)" }.joined(separator: ", ") + "]"
    }
}
