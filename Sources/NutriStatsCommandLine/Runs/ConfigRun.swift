import Foundation
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import SafeOutput

/// One run of `nutristats config --init`: the starter configuration file (``NutriStatsConfiguration/StarterConfiguration``)
/// naming the data found in the folders given, written where `--config` says (else ./nutristats.toml),
/// never over an existing file.
package struct ConfigRun: Sendable {
    /// `--init`.
    package var initialize: Bool
    /// The folders to look for data in; none: the working folder.
    package var folders: [String]
    /// `--config FILE`, `--no-config`.
    package var config: String?
    package var noConfig: Bool

    /// A run with these flags, as given.
    package init(initialize: Bool = false, folders: [String] = [], config: String? = nil, noConfig: Bool = false) {
        self.initialize = initialize
        self.folders = folders
        self.config = config
        self.noConfig = noConfig
    }

    /// Folders only with `--init`, and `--init` not with `--no-config`.
    package func check() throws(UsageProblem) {
        if !folders.isEmpty && !initialize { throw .foldersWithoutInit }
        if initialize && noConfig { throw .initWithNoConfig }
    }

    /// The file `--init` writes.
    package var path: String { config ?? ConfigurationSearch.localName }

    /// Writes the starter file (an existing file is an input error, left as it is) and returns the note
    /// saying where: `nutristats: wrote nutristats.toml: 3 inputs found; edit it to taste`.
    package func writeStarter() throws -> String {
        if FileManager.default.fileExists(atPath: path) {
            throw InputError(
                .io, file: path,
                problem: .stated(
                    "already exists; config --init never writes over a file (edit it, or give --config NEW.toml)"))
        }
        let starter = StarterConfiguration(findingIn: folders.isEmpty ? ["."] : folders, for: path)
        let location = try OutputLocation.checked(
            path, option: "--config", files: [], advice: "choose another --config file")
        try AtomicFile.write(Array(starter.text.utf8), to: location, what: "the configuration file")
        let count = starter.fileCount
        return "nutristats: wrote \(path): \(count) \(Plural.word(count, "input")) found; edit it to taste"
    }
}
