/// The kinds of body-measurement file `--body` reads, told apart by their content (``BodyReader``).
public enum BodyDialect: String, Sendable, Hashable, CaseIterable {
    /// Apple Health's `export.xml`: `HKQuantityTypeIdentifierBodyMass`, `…BodyFatPercentage`,
    /// `…LeanBodyMass` records.
    case appleHealthExportXML = "Apple Health export.xml"
    /// Apple Health's `export.zip`, holding the export.xml.
    case appleHealthExportZip = "Apple Health export.zip"
    /// A record CSV of the common export.xml converters (`…,type,unit,…,startDate,endDate,value`) with
    /// `BodyMass`, `BodyFatPercentage` or `LeanBodyMass` records (with or without the HK prefix).
    case appleHealthRecordsCSV = "Apple Health record CSV"
    /// Health Auto Export: `Date/Time` (or `Date`) and `Weight & Body Mass (lb|kg)`,
    /// `Body Fat Percentage (%)`, `Lean Body Mass (lb|kg)`.
    case healthAutoExport = "Health Auto Export"
    /// MyFitnessPal's `Measurement-Summary-….csv`: `Date,Weight[,…]`, the weight in the account's unit
    /// (not written: `--weight-unit`).
    case myFitnessPalMeasurements = "MyFitnessPal measurement summary"
    /// Cronometer's `biometrics.csv`: `Day,Time,Group,Metric,Unit,Amount`, one measurement per row.
    case cronometerBiometrics = "Cronometer biometrics"
    /// Withings' `weight.csv`: `Date,"Weight (kg)","Fat mass (kg)",…` with headers in the account's
    /// language, newest first.
    case withingsWeight = "Withings weight"
    /// Fitbit's `weight-YYYY-MM-DD.json` from Google Takeout, the weight in the account's unit (not
    /// written: `--weight-unit`).
    case fitbitWeight = "Fitbit weight log"
    /// Google Fit's `Daily activity metrics.csv` (or a per-day file): its `Average weight (kg)` column.
    case googleFitDaily = "Google Fit daily metrics"
    /// Google Fit's per-day file `Daily activity metrics/YYYY-MM-DD.csv`: its `Average weight (kg)`
    /// column, per 15 minutes.
    case googleFitDay = "Google Fit per-day metrics"
    /// A plain CSV: `date,weight_kg[,body_fat_pct]` or `date,weight_lb[,…]`.
    case plain = "plain body CSV"
}
