import ArgumentParser
import NutriStatsConfiguration
import SafeOutput

/// Where a command may write its output: the one check of `--out`, `--label`, `--calendar`,
/// `--sqlite`/`--csv` and `--config` against the inputs (``SafeOutput/OutputLocation/conflict(option:files:folders:replacesFolder:)``).
///
/// The output is an ``OutputLocation``, resolved once by the command and then both checked and
/// written through, so the check and the write can never look at two different places.
enum OutputPath {
    /// `given` (the value of `option`) resolved once and checked against the inputs: the location every
    /// later write goes through. A path that cannot be resolved, or one that would write onto or around
    /// an input, is a usage error ending in `advice` (`inputs are never written, choose another --out`).
    static func location(
        _ given: String, option: String = "--out", files: [String], folders: [String] = [],
        replacesFolder: Bool = false, advice: String
    ) throws -> OutputLocation {
        let location: OutputLocation
        do {
            location = try OutputLocation(given)
        } catch {
            throw ValidationError(.unresolvableOutput(flag: option, reason: error.description))
        }
        if let conflict = location.conflict(
            option: option, files: files, folders: folders, replacesFolder: replacesFolder)
        {
            throw ValidationError(.outputConflict(conflict.description, advice: advice))
        }
        return location
    }
}
