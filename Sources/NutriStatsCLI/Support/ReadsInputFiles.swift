import ArgumentParser

/// A command that reads the inputs of ``InputOptions``, so ``FileListArguments`` can give it back the
/// file lists taken out of its command line. Every command but `pantry`.
protocol ReadsInputFiles: ParsableCommand {
    var input: InputOptions { get set }
}

extension HistoryCommand: ReadsInputFiles {}
extension InspectCommand: ReadsInputFiles {}
extension StatsCommand: ReadsInputFiles {}
extension ChartCommand: ReadsInputFiles {}
extension ReportCommand: ReadsInputFiles {}
extension FoodCommand: ReadsInputFiles {}
extension ExportCommand: ReadsInputFiles {}
extension ConfigCommand: ReadsInputFiles {}
