// Fuzzes `nutristats food NAME|ID`'s lookup the way the command calls it: the first line is the
// query as typed, every further line a food's name (the odd ones with an id, their line number).
// Checks that folding is stable, that a found food or the listed ones really match, that a miss
// offers foods of the list only, and that label rounding of the line count stays within its rules.
import FuzzSupport
import NutritionData
import NutritionStats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFoodLookup(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // Arguments and JSON names are Swift strings: invalid UTF-8 is repaired as the decoder does.
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let query = lines.first ?? ""
    let foods = lines.dropFirst().enumerated().map { index, name in
        KnownFood(
            id: index % 2 == 0 ? FoodID(index + 1) : nil, name: name, servingSize: KnownFood.unnamedServing,
            perServing: NutrientVector([.calories: Double(index)]), origin: .foodObject)
    }
    let folded = FoodNameFolding.fold(query)
    Invariant.check(FoodNameFolding.fold(folded) == folded, "folding is not stable for \(query.debugDescription)")
    let id = FoodID(query)
    func matches(_ food: KnownFood) -> Bool {
        food.id == id || FoodNameFolding.fold(food.name) == folded
            || (!folded.isEmpty && FoodNameFolding.contains(FoodNameFolding.fold(food.name), folded))
    }
    switch FoodLookup(foods: foods).find(query) {
    case .found(let food):
        Invariant.check(foods.contains(food), "found a food not in the list")
        Invariant.check(matches(food), "found \(food.name.debugDescription) for \(query.debugDescription)")
    case .several(let several):
        Invariant.check(several.count >= 2, "several with \(several.count)")
        Invariant.check(several.allSatisfy { foods.contains($0) && matches($0) }, "listed a food that does not match")
    case .none(let closest):
        Invariant.check(
            closest.count == min(FoodLookup.suggestionCount, foods.count),
            "\(closest.count) suggestions of \(foods.count)")
        Invariant.check(closest.allSatisfy { foods.contains($0) }, "suggested a food not in the list")
        Invariant.check(!foods.contains(where: matches), "missed a matching food")
    }
    // Label rounding of an amount made from the input: never negative, never further from the
    // amount than half the largest increment (10) unless the rules declare 0 or "less than".
    let amount = Double(size) / 7
    for nutrient in Nutrient.allCases {
        guard let declared = LabelRounding.amount(of: nutrient, amount) else { continue }
        switch declared {
        case .amount(let value):
            Invariant.check(
                value >= 0 && (value == 0 || abs(value - amount) <= 5.000_001), "\(nutrient.key) \(amount) → \(value)")
        case .lessThan(let bound):
            Invariant.check(amount < bound, "\(nutrient.key) \(amount) declared less than \(bound)")
        }
    }
    return 0
}
