/// What `nutristats config` prints: each key, its value in force and where it came from.
///
/// ```
/// configuration file: nutristats.toml
///
/// [inputs]
/// storage          Nutrition                       file
/// activity         export.zip, steps.csv           flag
/// ```
public struct ConfigurationFormatter: Sendable, Equatable {
    /// The configuration file read, if any.
    public var file: String?
    /// Where each key came from.
    public var origins: [ConfigurationKey: SettingOrigin]
    /// Each key's value in force; a key without one shows "–".
    public var values: [ConfigurationKey: [String]]

    public init(file: String?, origins: [ConfigurationKey: SettingOrigin], values: [ConfigurationKey: [String]]) {
        self.file = file
        self.origins = origins
        self.values = values
    }

    /// The listing's text, one line per key, grouped by table.
    public var text: String {
        var lines = ["configuration file: " + (file ?? "none")]
        let width = ConfigurationKey.allCases.map(\.name.count).max() ?? 0
        for table in ConfigurationKey.Table.allCases {
            lines += ["", "[\(table.rawValue)]"]
            for key in ConfigurationKey.allCases where key.table == table {
                let value = values[key].flatMap { $0.isEmpty ? nil : $0.joined(separator: ", ") } ?? "–"
                let origin: String
                switch origins[key] ?? .builtIn {
                case .flag: origin = "flag"
                case .file: origin = "file"
                case .builtIn: origin = "default"
                }
                let name = key.name.padding(to: width)
                lines.append("\(name)  \(value)  (\(origin))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number as flags print it: `1800`, `8500.5`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
