import NutriStatsConfiguration
import SafeOutput

extension OutputLocation {
    /// `given` (the value of `option`) resolved once and checked against the inputs: the location every
    /// later write goes through, so the check and the write can never look at two different places. A
    /// path that cannot be resolved, or one that would write onto or around an input
    /// (``SafeOutput/OutputLocation/conflict(option:files:folders:replacesFolder:)``), is a usage problem
    /// ending in `advice` (`inputs are never written, choose another --out`). The one check of `--out`,
    /// `--label`, `--calendar`, `--sqlite`/`--csv` and `config --init`'s file.
    package static func checked(
        _ given: String, option: String = "--out", files: [String], folders: [String] = [],
        replacesFolder: Bool = false, advice: String
    ) throws(UsageProblem) -> OutputLocation {
        let location: OutputLocation
        do {
            location = try OutputLocation(given)
        } catch {
            throw .unresolvableOutput(flag: option, reason: error.description)
        }
        if let conflict = location.conflict(
            option: option, files: files, folders: folders, replacesFolder: replacesFolder)
        {
            throw .outputConflict(conflict.description, advice: advice)
        }
        return location
    }
}
