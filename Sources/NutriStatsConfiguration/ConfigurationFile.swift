import Foundation
import NutritionData
import TOMLKit

/// A NutriStats configuration file (TOML), read and checked: each key's value as the arguments of
/// its flag, paths made relative to where the command runs.
///
/// ```toml
/// [inputs]
/// storage = "Nutrition"
/// activity = ["export.zip", "withings/aggregates_steps.csv"]
///
/// [settings]
/// goal = 1800
/// week-start = "sunday"
/// ```
///
/// Every key is checked when the file is read, by the same rule as its flag
/// (``ConfigurationKey``); a bad value is an ``InputError`` naming the file, the line and the key.
/// Parsing is TOMLKit's (toml++), so the whole TOML 1.0 syntax is accepted.
public struct ConfigurationFile: Sendable, Equatable {
    /// One key the file sets.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public var key: ConfigurationKey
        /// The flag's arguments, one per value (several for a list), paths resolved against the file's folder.
        public var values: [String]
        /// The key's line in the file, when found.
        public var line: Int?
    }

    /// The file as the user (or the search) named it.
    public var path: String
    /// The keys the file sets, in ``ConfigurationKey`` order.
    public var entries: [Entry]

    /// The entry of `key`, if the file sets it.
    public func entry(_ key: ConfigurationKey) -> Entry? { entries.first { $0.key == key } }

    /// Reads and checks the file at `path`.
    public static func read(at path: String, home: String? = ProcessInfo.processInfo.environment["HOME"])
        throws(InputError)
        -> ConfigurationFile
    {
        let text = try SmallInputFile.text(at: path, purpose: "--config takes a NutriStats configuration file (TOML)")
        return try ConfigurationFile(parsing: text, path: path, folder: Self.folder(of: path), home: home)
    }

    /// Checks `text`, the content of the file at `path`; relative paths in it are joined to `folder`
    /// (`""` for the working folder), and `~/…` to `home`.
    public init(parsing text: String, path: String, folder: String, home: String? = nil) throws(InputError) {
        self.path = path
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw InputError(file: path, line: error.source.begin.line, problem: "not valid TOML: \(error.description)")
        } catch {
            throw InputError(file: path, problem: "not valid TOML: \(error)")
        }
        let lines = TOMLKeyLines(text)
        var entries: [Entry] = []
        for (name, value) in table {
            guard let section = ConfigurationKey.Table(rawValue: name), let keys = value.table else {
                if let key = ConfigurationKey(rawValue: name) {
                    throw InputError(
                        file: path, line: lines.line(of: name, in: nil), field: name,
                        problem: "belongs in the [\(key.table.rawValue)] table")
                }
                throw InputError(
                    file: path, line: lines.line(ofTable: name) ?? lines.line(of: name, in: nil), field: name,
                    problem: "unknown table; the tables are [inputs] and [settings]")
            }
            for (keyName, keyValue) in keys {
                let line = lines.line(of: keyName, in: name)
                let allowed = ConfigurationKey.allCases.filter { $0.table == section }
                guard let key = ConfigurationKey(rawValue: keyName), key.table == section else {
                    throw InputError(
                        file: path, line: line, field: keyName,
                        problem: .stated(
                            "unknown key in [\(name)]; the keys allowed "
                                + "there are " + allowed.map(\.name).joined(separator: ", ")))
                }
                let values = try Self.values(of: keyValue, key: key, file: path, line: line, folder: folder, home: home)
                entries.append(Entry(key: key, values: values, line: line))
            }
        }
        if entries.contains(where: { $0.key == .storage }), let history = entries.first(where: { $0.key == .history }) {
            throw InputError(
                file: path, line: history.line, field: "history", problem: "give storage or history, not both")
        }
        self.entries = entries.sorted { $0.key < $1.key }
    }

    /// The flag arguments of one key's value.
    private static func values(
        of value: any TOMLValueConvertible, key: ConfigurationKey, file: String, line: Int?, folder: String,
        home: String?
    ) throws(InputError) -> [String] {
        func refuse(_ found: String) -> InputError {
            InputError(
                file: file, line: line, field: key.name, problem: .expected("\(key.expected)", found: "\(found)"))
        }
        if let range = key.numberRange {
            let number = value.double ?? value.int.map(Double.init)
            guard let number else { throw refuse(Self.describe(value)) }
            guard range.contains(number) else { throw refuse(String(describing: number)) }
            return [value.int.map(String.init) ?? String(number)]
        }
        var texts: [String] = []
        if let text = value.string {
            texts = [text]
        } else if key.isList, let array = value.array {
            for element in array {
                guard let text = element.string else { throw refuse("a list holding " + Self.describe(element)) }
                texts.append(text)
            }
        } else {
            throw refuse(Self.describe(value))
        }
        return try texts.map { (text: String) throws(InputError) -> String in
            guard let checked = key.checkedText(text) else { throw refuse("\"\(text)\"") }
            let isPath = key.isPath || (key == .dailyValues && DailyValueArgument(checked) == .file)
            return isPath ? Self.resolve(checked, against: folder, home: home) : checked
        }
    }

    /// How a value of the wrong kind is named in an error.
    private static func describe(_ value: any TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return "\"\(value.string ?? "")\""
        case .int, .double: return "the number \(value.int.map(String.init) ?? value.double.map { String($0) } ?? "")"
        case .bool: return value.bool == true ? "true" : "false"
        case .array: return "a list"
        case .table: return "a table"
        case .date, .time, .dateTime: return "a date or time"
        }
    }

    /// The folder part of `path` (`""` for a bare file name, `/` for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as seen from the working folder: absolute paths as written, `~/…` in the home folder,
    /// other paths joined to `folder`.
    static func resolve(_ path: String, against folder: String, home: String?) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/"), let home { return home + path.dropFirst() }
        if folder.isEmpty { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

/// What a `--dv` argument names: one of the built-in tables or a file.
enum DailyValueArgument: Equatable {
    case builtIn
    case file

    init(_ argument: String) {
        self = ["current", "legacy"].contains(argument.lowercased()) ? .builtIn : .file
    }
}
