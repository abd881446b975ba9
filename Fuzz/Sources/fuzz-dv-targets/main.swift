// Fuzzes the custom Daily Value targets file (`--dv FILE`): its form (`TargetsFile`, read with the
// other inputs in NutritionData) and the engine's check of its amounts (`CustomTargets`), the way the
// stats command calls them: UTF-8 text (other bytes are refused before parsing), then the FDA table
// overridden with it. Any nutrient of the catalogue may be named (`Magnesium`, `vitamin_d`, `B1 (Thiamine)`).
import FuzzSupport
import NutritionData
import NutritionStats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTargets(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let form: TargetsFile?
    do {
        form = try TargetsFile(parsing: text, file: "targets.txt")
    } catch {
        Invariant.checkMessage(error, files: ["targets.txt"])
        form = nil
    }
    let targets: CustomTargets
    do {
        targets = try CustomTargets(parsing: text, file: "targets.txt")
    } catch {
        Invariant.checkMessage(error, files: ["targets.txt"])
        return 0
    }
    // The engine accepts only files whose form is good, and keeps their lines as read.
    Invariant.check(
        form.map { $0.lines.map { [$0.line: $0.amount] } } == targets.targets.map { [$0.line: $0.amount] },
        "the engine's targets differ from the file's lines")
    Invariant.check(!targets.targets.isEmpty, "no targets and no error")
    var seen = Set<KnownNutrient>()
    var lastLine = 0
    for target in targets.targets {
        // A target is a divisor of every %DV: it must be a finite amount not written as 0, within
        // the bounds that keep every figure finite.
        Invariant.check(
            target.amount.isFinite && target.amount > 0,
            "\(target.nutrient.id) = \(target.amount) on line \(target.line)")
        Invariant.check(
            CustomTargets.amountRange(for: target.nutrient).contains(target.amount),
            "\(target.nutrient.id) = \(target.amount) out of bounds on line \(target.line)")
        let decimals = FigureRounding.decimals(forKnown: target.nutrient)
        Invariant.check(
            FigureRounding.rounded(target.amount, decimals: decimals) > 0,
            "\(target.nutrient.id) = \(target.amount) shown as 0")
        Invariant.check(seen.insert(target.nutrient).inserted, "\(target.nutrient.id) twice")
        Invariant.check(target.line > lastLine, "lines out of order")
        lastLine = target.line
    }
    let table = DailyValueTable.fdaCurrent.overriding(with: targets.targets, source: "targets.txt")
    for value in table.dailyValues {
        Invariant.check(value.amount.isFinite && value.amount > 0, "table value \(value)")
    }
    // Every nutrient of the catalogue may be set: each target is the table's value for it, and the 17's
    // view holds exactly the targets of the 17 among the custom ones.
    for target in targets.targets {
        Invariant.check(
            table[known: target.nutrient]?.amount == target.amount, "\(target.nutrient.id) not set by its target")
    }
    Invariant.check(
        table.customKnownNutrients == Set(targets.targets.map(\.nutrient)),
        "custom nutrients \(table.customKnownNutrients)")
    Invariant.check(
        table.customNutrients == Set(targets.targets.compactMap(\.nutrient.inline)), "custom nutrients of the 17")
    for value in table.catalogueDailyValues {
        Invariant.check(value.amount.isFinite && value.amount > 0, "table value \(value)")
    }
    return 0
}
