import ChartKitCairo
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats
import SafeOutput

/// One run of `nutristats report`: its flags as given and checked (``check()``), what it will read
/// (``readPlan(weekStart:)``), where it writes (``outputLocation()``), and the report itself
/// (``write(to:context:)``): the inputs read, the engine's figures handed to
/// ``NutritionReport/ReportRequest``, which builds, draws, fills and writes the folder.
package struct ReportRun: Sendable {
    // The fields are this command's flags as given, one value per command as argument-parser's
    // command structs are: `ChartRun` lists the same first ones on purpose (a shared base would hide
    // which flags each command takes); what they mean is decided once, in the `…Flags` types.
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    package var pantry: PantryFlags
    package var body: BodyFlags
    /// `--out DIR`.
    package var out: String
    /// `--format`: the formats to write, in order.
    package var formats: [ReportFormat]
    /// `--template FILE`.
    package var template: String?
    /// `--with-food-log`.
    package var withFoodLog: Bool
    /// `--compare`, as typed.
    package var compare: String?

    /// A run with these flags, as given.
    package init(
        input: InputFlags, period: PeriodFlags = PeriodFlags(), weekStart: WeekStart = .monday,
        settings: SettingsFlags = SettingsFlags(), pantry: PantryFlags = PantryFlags(), body: BodyFlags = BodyFlags(),
        out: String, formats: [ReportFormat] = ReportFormat.allCases, template: String? = nil,
        withFoodLog: Bool = false, compare: String? = nil
    ) {
        self.input = input
        self.period = period
        self.weekStart = weekStart
        self.settings = settings
        self.pantry = pantry
        self.body = body
        self.out = out
        self.formats = formats
        self.template = template
        self.withFoodLog = withFoodLog
        self.compare = compare
    }

    /// `--compare` a period, some data, `--out` a name, and a `--template` whose name tells a format
    /// that `--format` writes.
    package func check() throws(UsageProblem) {
        if let compare { _ = try ComparisonPeriod(flag: compare) }
        try input.requireData()
        guard !out.isEmpty else { throw .outTakesFolder }
        if let template {
            guard let templateFormat = ReportFormat.templateFormat(ofFile: template) else {
                throw .templateName(template)
            }
            guard formats.contains(templateFormat) else {
                throw .templateNotWritten(
                    template, format: templateFormat.rawValue, formats: ReportFormat.listText(formats))
            }
        }
    }

    /// The period `--compare` names (checked by ``check()``).
    package var comparison: ComparisonPeriod? { compare.flatMap { try? ComparisonPeriod(flag: $0) } }

    /// What the report needs read (``NutritionReport/ReportReadPlan``): the period and comparison the
    /// flags choose and, with body files, the expenditure window.
    package func readPlan(weekStart: WeekStart) throws(UsageProblem) -> ReportReadPlan {
        ReportReadPlan(
            chosen: try period.chosen(), comparison: comparison, weekStart: weekStart,
            bodyWindow: input.body.isEmpty ? nil : try body.window())
    }

    /// `--out` resolved once, checked against the inputs, and then the only way the report is written.
    package func outputLocation() throws(UsageProblem) -> OutputLocation {
        try OutputLocation.checked(
            out, files: [settings.targetsFile, template, pantry.pantry].compactMap { $0 } + input.files,
            folders: input.folders, replacesFolder: true, advice: "choose another --out folder")
    }

    /// Reads the inputs and writes the report folder whole to `location`; returns what `report` says it
    /// wrote (`nutristats: wrote …`). Only the activity days the report needs are read (rows of other
    /// days are passed over after reading their dates), as the plan says; the figures are the same as
    /// with a full read. Notes on what was read and on the folder go to `context.notes`; empty data
    /// without a period is ``NoDataProblem/report``.
    package func write(to location: OutputLocation, context: CommandContext) throws -> String {
        try ReportFolderWriter.checkDestination(location)
        let customTemplate = try template.map { path throws(InputError) in
            try ReportTemplate.custom(
                text: try SmallInputFile.text(at: path, purpose: "--template takes a Mustache template file"),
                file: path)
        }
        let settings = try self.settings.settings(weekStart: weekStart)
        let plan = try readPlan(weekStart: settings.weekStart)
        let inputs = CommandInputs(flags: input, context: context)
        let early = earlyActivityRead(plan, inputs: inputs, environment: context.environment)
        defer { early?.read.wait() }
        prepareRendering(plan)
        let foodLog = try inputs.readFoodLog()
        let days = plan.activityDays(foodDates: foodLog.entries.map(\.date))
        let activity =
            try early.flatMap { $0.days == days ? try $0.read.value() : nil } ?? inputs.readActivity(days: days)
        context.notes(InputNotes.imports(foodLog: foodLog, activity: activity))

        let pantryList = try pantry.read(strictness: input.strictness, notes: context.notes)
        let bodyLog = try inputs.readBody()
        let unit = input.weightUnit ?? .kilograms
        let bodyInput =
            try input.body.isEmpty
            ? nil
            : ReportRequest.BodyInput(
                weights: DayWeights(bodyLog.readings), request: body.request(unit: unit), unit: unit)

        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let request = ReportRequest(
            statistics: statistics, period: try plan.period(in: statistics),
            imports: ImportNotes(foodLog: foodLog, activity: activity), formats: formats,
            customTemplate: customTemplate, comparison: plan.comparison, withFoodLog: withFoodLog,
            pantry: try pantryList.map {
                ReportRequest.PantryInput(list: $0, today: try pantry.parsedToday(), soonDays: pantry.soon)
            },
            body: bodyInput)
        guard let outcome = try request.write(to: location) else { throw NoDataProblem.report }
        context.notes(outcome.folderNotes.map { "nutristats: note: \(out): " + $0 })
        return "nutristats: " + outcome.summary(folder: out)
    }

    /// Starts what drawing and filling the report will need on the other cores, while the inputs are
    /// read: Pango and fontconfig (already started by the command line before the arguments were parsed,
    /// so this call does nothing then), and the built-in templates when the flags already tell whether
    /// the report is a weekly one or a review. Called after the early activity read has been queued: the
    /// report waits on that first, and the pool runs jobs in the order they were queued.
    private func prepareRendering(_ plan: ReportReadPlan) {
        ChartKitCairo.prepareTypesetting()
        if let review = plan.predictedReview {
            let custom = template.flatMap { ReportFormat.templateFormat(ofFile: $0) }
            BuiltInTemplates.prepare(formats.filter { $0 != custom }, review: review)
        }
    }

    /// The plan's early activity read (``NutritionReport/ReportReadPlan/earlyRead``) started on another
    /// thread; nil too without activity files, and when an activity file is an export also given to
    /// --food-log or --body, whose one scan the food log or body read makes.
    private func earlyActivityRead(_ plan: ReportReadPlan, inputs: CommandInputs, environment: [String: String])
        -> (days: ClosedRange<LocalDate>?, read: BackgroundWork<ActivityLog>)?
    {
        guard !input.activity.isEmpty, !inputs.set.sharesActivityFile, let early = plan.earlyRead else { return nil }
        let reader = input.activityReader(environment: environment)
        let paths = input.activity
        return (early.days, BackgroundWork { try reader.read(paths: paths, days: early.days) })
    }
}
