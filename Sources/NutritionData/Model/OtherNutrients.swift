/// The amounts one entry (or a sum of entries) **reports** of nutrients beyond the shortcut's 17: the
/// catalogue's other known nutrients (``KnownNutrient``, `inline == nil`) and custom ones
/// (``CustomNutrient``). The 17 stay in ``NutrientVector``.
///
/// Sparse: a nutrient is either reported, with an amount in its unit (0 is a reported zero), or absent
/// — **not reported**, which is not zero (an empty Cronometer cell, a column the file lacks, a type
/// without a record). Stored without dictionaries, as two small arrays sorted by nutrient: one byte of
/// identity and eight of amount per known nutrient, so an entry of a 60-column file holds one array of
/// about 45 elements and nothing per nutrient it does not report.
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

    /// Reported known nutrients, sorted by ``KnownNutrient``, each once.
    public private(set) var known: [Known]
    /// Reported custom nutrients, sorted by ``CustomNutrient``, each once.
    public private(set) var custom: [Custom]

    /// Nothing reported.
    public init() {
        known = []
        custom = []
    }

    /// Amounts given in any order, each nutrient once at most (a later amount of the same nutrient is
    /// added to the earlier one). Known nutrients must be beyond the 17 (`inline == nil`).
    public init(known: [(KnownNutrient, Double)] = [], custom: [(CustomNutrient, Double)] = []) {
        self.init()
        for (nutrient, amount) in known { add(amount, of: nutrient) }
        for (nutrient, amount) in custom { add(amount, of: nutrient) }
    }

    /// Amounts already sorted by nutrient, each once: what a reader builds a row from, with columns put
    /// in nutrient order once at the header. O(n).
    init(sortedKnown: [Known], sortedCustom: [Custom]) {
        known = sortedKnown
        custom = sortedCustom
    }

    /// Nothing reported.
    public static let none = OtherNutrients()

    /// Whether no nutrient is reported.
    public var isEmpty: Bool { known.isEmpty && custom.isEmpty }

    /// The number of nutrients reported.
    public var count: Int { known.count + custom.count }

    /// The amount of `nutrient`, nil when it is not reported. O(log n).
    public func amount(of nutrient: KnownNutrient) -> Double? {
        let index = Self.position(of: nutrient, in: known)
        return index < known.count && known[index].nutrient == nutrient ? known[index].amount : nil
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
        let index = Self.position(of: nutrient, in: known)
        if index < known.count && known[index].nutrient == nutrient {
            known[index].amount += amount
        } else {
            known.insert(Known(nutrient: nutrient, amount: amount), at: index)
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

    /// The first index in `known` whose nutrient is not below `nutrient`.
    private static func position(of nutrient: KnownNutrient, in known: [Known]) -> Int {
        var low = 0
        var high = known.count
        while low < high {
            let middle = (low + high) / 2
            if known[middle].nutrient < nutrient { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Every nutrient either side reports; amounts of those both report added. O(n + m), a merge.
    public static func + (lhs: OtherNutrients, rhs: OtherNutrients) -> OtherNutrients {
        if rhs.isEmpty { return lhs }
        if lhs.isEmpty { return rhs }
        return OtherNutrients(
            sortedKnown: merge(lhs.known, rhs.known, by: \.nutrient) {
                Known(nutrient: $0.nutrient, amount: $0.amount + $1.amount)
            },
            sortedCustom: merge(lhs.custom, rhs.custom, by: \.nutrient) {
                Custom(nutrient: $0.nutrient, amount: $0.amount + $1.amount)
            })
    }

    public static func += (lhs: inout OtherNutrients, rhs: OtherNutrients) {
        lhs = lhs + rhs
    }

    /// Every amount multiplied by `factor` (servings × per-serving amounts); the same nutrients reported.
    public static func * (lhs: OtherNutrients, factor: Double) -> OtherNutrients {
        var result = lhs
        for index in result.known.indices { result.known[index].amount *= factor }
        for index in result.custom.indices { result.custom[index].amount *= factor }
        return result
    }

    /// Two sorted lists of distinct keys merged into one, sorted; elements of equal keys combined.
    private static func merge<Element, Key: Comparable>(
        _ a: [Element], _ b: [Element], by key: (Element) -> Key, combining: (Element, Element) -> Element
    ) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            let x = key(a[i])
            let y = key(b[j])
            if x < y {
                result.append(a[i])
                i += 1
            } else if y < x {
                result.append(b[j])
                j += 1
            } else {
                result.append(combining(a[i], b[j]))
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
