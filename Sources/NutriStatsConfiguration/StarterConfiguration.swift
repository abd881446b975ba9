import NutritionData
import NutritionStats

/// The commented configuration file `nutristats config --init` writes: the inputs found, each under
/// its key, and every setting with its default, commented out, to be changed.
public struct StarterConfiguration: Sendable, Equatable {
    /// The inputs found, in the order they were found, with their kind.
    public var inputs: [(kind: InputKind, path: String)]

    public init(inputs: [(kind: InputKind, path: String)]) {
        self.inputs = inputs
    }

    /// The starter file for the inputs found in `folders` (``InputFinder``), to be written at `path`:
    /// their paths as found when the file goes into the working folder, made absolute otherwise (so
    /// they still name the data from the file's folder).
    public init(findingIn folders: [String], for path: String) {
        let found = InputFinder.find(in: folders)
        self.init(inputs: path.contains("/") ? found.map { ($0.kind, InputFinder.absolute($0.path)) } : found)
    }

    /// How many files were found: an Apple Health export listed under several kinds counts once.
    public var fileCount: Int {
        Set(inputs.map(\.path)).count
    }

    public static func == (a: StarterConfiguration, b: StarterConfiguration) -> Bool {
        a.inputs.map(\.kind) == b.inputs.map(\.kind) && a.inputs.map(\.path) == b.inputs.map(\.path)
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "# NutriStats configuration (docs/configuration.md). Flags on the command line replace these values;",
            "# an input flag replaces the inputs of its kind. Relative paths are relative to this file.",
            "",
            "[inputs]",
        ]
        let food = inputs.first { $0.kind == .storage } ?? inputs.first { $0.kind == .history }
        if let food {
            lines.append(
                "\(food.kind == .storage ? ConfigurationKey.storage.name : ConfigurationKey.history.name) = \(Self.quoted(food.path))"
            )
        } else {
            lines.append("# storage = \"Nutrition\"            # a Nutrition shortcut storage folder")
        }
        for (kind, key) in [(InputKind.foodLog, ConfigurationKey.foodLog), (.activity, .activity), (.body, .body)] {
            let paths = inputs.filter { $0.kind == kind }.map(\.path)
            if paths.isEmpty {
                lines.append("# \(key.name) = []")
            } else {
                lines.append("\(key.name) = [")
                lines += paths.map { "    \(Self.quoted($0))," }
                lines.append("]")
            }
        }
        if let pantry = inputs.first(where: { $0.kind == .pantry }) {
            lines.append("pantry = \(Self.quoted(pantry.path))")
        } else {
            lines.append("# pantry = \"pantry.csv\"")
        }
        // A configuration names one food folder and one pantry; the others found are listed to choose from.
        let pantry = inputs.first { $0.kind == .pantry }?.path
        for other in inputs
        where [.storage, .history, .pantry].contains(other.kind) && other.path != food?.path && other.path != pantry {
            lines.append("# also found: \(other.kind.rawValue) = \(Self.quoted(other.path))")
        }
        lines += [
            "",
            "[settings]",
            "# goal = \(Int(StatsSettings.defaultKcalGoal))                  # kcal a day",
            "# dv = \"current\"                # current (FDA 2016), legacy, or a targets file",
            "# week-start = \"monday\"         # or sunday",
            "# steps-goal = \(Int(StatsSettings.defaultStepsGoal))",
            "# time-zone = \"Europe/Lisbon\"   # read Apple Health times on this zone's clock",
            "# device-priority = \"watch\"     # watch, phone or only:TEXT",
            "# date-order = \"mdy\"            # how slashed dates are read: mdy or dmy",
            "# weight-unit = \"kg\"            # kg or lb: body files that do not say theirs, and weights shown",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `text` as a TOML basic string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
