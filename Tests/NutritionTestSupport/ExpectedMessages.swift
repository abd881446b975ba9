/// Sentences of error messages, written out once for the tests of every target that checks them
/// (the importers' unit tests and the command's end-to-end tests): the expectation, not a copy of
/// the source's constant, so a change of wording fails both.
public enum ExpectedMessages {
    /// The end of an unrecognised-activity-header message: every accepted dialect.
    public static let activityDialects = """
        expected an Apple Health record CSV (sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value \
        or type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value), \
        an Apple Health ActivitySummary CSV (dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,...), \
        a Health Auto Export CSV (Date/Time,Active Energy (kcal),Step Count (count),Resting Energy (kcal),... \
        or Date,Active Energy (kcal),Basal Energy Burned (kcal),...,Step Count (count),...), \
        a Google Fit "Daily activity metrics.csv" (Date,...,Calories (kcal),...,Step count,...), \
        a Google Fit per-day file YYYY-MM-DD.csv (Start time,End time,...,Calories (kcal),...,Step count,...), \
        a QS Access CSV (Start,Finish,Steps (count)), \
        a MyFitnessPal Exercise-Summary CSV (Date,Exercise,Type,Exercise Calories,Exercise Minutes,...,Steps,Note), \
        a Withings aggregates_steps.csv, aggregates_calories_earned.csv or aggregates_calories_passive.csv (date,value) \
        or a plain CSV (date,steps,active_kcal,resting_kcal)
        """
}
