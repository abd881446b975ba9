import ArgumentParser
import NutritionData

/// The inputs every command reads: a storage folder or a history file, and activity files.
struct InputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A Nutrition shortcut storage folder.", valueName: "DIR"))
    var storage: String?

    @Option(name: .long, help: ArgumentHelp("A bare foodHistory.json, without the folder around it.", valueName: "FILE"))
    var history: String?

    @Option(name: .long, help: ArgumentHelp("An activity file: Apple Health export.zip or export.xml, or a CSV (Apple Health records, Health Auto Export, Google Fit or plain); repeat for each file.", valueName: "FILE"))
    var activity: [String] = []

    @Flag(name: .long, help: "Skip bad rows and count them instead of stopping at the first one.")
    var lenient = false

    @Option(name: .long, help: ArgumentHelp("Which device wins where devices overlap: watch (default), phone, or only:TEXT for one source.", valueName: "PRIORITY"))
    var devicePriority: String = "watch"

    @Option(name: .long, help: ArgumentHelp("Re-read Apple Health record timestamps on this zone's clock (an IANA name such as Europe/Lisbon) instead of the offset written in each; Apple writes the offset of the export's time.", valueName: "ZONE"))
    var timeZone: String?

    func validate() throws {
        if storage != nil && history != nil {
            throw ValidationError("Give --storage DIR or --history FILE, not both.")
        }
        _ = try parsedPriority()
        _ = try parsedTimeZone()
    }

    func parsedTimeZone() throws -> RecordTimeZone? {
        guard let timeZone else { return nil }
        guard let zone = RecordTimeZone(identifier: timeZone) else {
            throw ValidationError("--time-zone takes a time zone name such as Europe/Lisbon or America/New_York, not '\(timeZone)'.")
        }
        return zone
    }

    var strictness: Strictness { lenient ? .lenient : .strict }

    func parsedPriority() throws -> DevicePriority {
        switch devicePriority.lowercased() {
        case "watch": return .watchFirst
        case "phone": return .phoneFirst
        case let text where text.hasPrefix("only:") && text.count > 5:
            return .only(String(devicePriority.dropFirst(5)))
        default:
            throw ValidationError("--device-priority takes watch, phone or only:TEXT, not '\(devicePriority)'.")
        }
    }

    /// Reads the food log (empty when neither --storage nor --history was given).
    func readFoodLog() throws(InputError) -> FoodLog {
        let reader = StorageReader(strictness: strictness)
        if let storage { return try reader.readFolder(at: storage) }
        if let history { return try reader.readHistoryFile(at: history) }
        return FoodLog(entries: [])
    }

    /// Reads every activity file given, keeping only the local days `days` when given (see
    /// `ActivityReader.read(paths:days:)`: rows outside those days are only looked at for their dates).
    func readActivity(days: ClosedRange<LocalDate>? = nil) throws -> ActivityLog {
        var reader = try ActivityReader(strictness: strictness, priority: parsedPriority())
        reader.timeZone = try parsedTimeZone()
        return try reader.read(paths: activity, days: days)
    }
}
