import Foundation
import NutritionData
import NutritionStats

/// The `--dv` choice: the current FDA table, the legacy one, or a custom targets file over the current table.
public enum DailyValueChoice: Sendable, Hashable {
    case current
    case legacy
    case file(String)

    /// `current`, `legacy` (any case), or else the path of a targets file.
    public init(argument: String) {
        switch argument.lowercased() {
        case "current": self = .current
        case "legacy": self = .legacy
        default: self = .file(argument)
        }
    }

    /// The table to compute %DV with; reads and parses the file for ``file(_:)``.
    public func table() throws(InputError) -> DailyValueTable {
        switch self {
        case .current:
            return .fdaCurrent
        case .legacy:
            return .fdaLegacy
        case .file(let path):
            let text = try SmallInputFile.text(at: path, purpose: "--dv takes current, legacy or a targets file")
            let targets = try CustomTargets(parsing: text, file: path)
            return DailyValueTable.fdaCurrent.overriding(with: targets.targets, source: path)
        }
    }
}
