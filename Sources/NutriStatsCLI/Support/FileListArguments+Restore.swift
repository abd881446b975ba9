import ArgumentParser
import NutriStatsConfiguration

extension FileListArguments {
    /// Gives `command` the whole lists, when it reads inputs and ArgumentParser parsed the first of each.
    func restore(into command: inout any ParsableCommand) {
        guard var reading = command as? any ReadsInputFiles else { return }
        if let activity = values["--activity"], reading.input.activity == Array(activity.prefix(1)) {
            reading.input.activity = activity
        }
        if let foodLog = values["--food-log"], reading.input.foodLog == Array(foodLog.prefix(1)) {
            reading.input.foodLog = foodLog
        }
        if let body = values["--body"], reading.input.body == Array(body.prefix(1)) {
            reading.input.body = body
        }
        command = reading
    }
}
