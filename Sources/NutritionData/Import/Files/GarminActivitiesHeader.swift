/// Recognises Garmin Connect's `Activities.csv` (the activity list's "Export CSV": one row per workout)
/// by its header, which Garmin writes in the account's language.
///
/// The file is Garmin's when its first column is one language's name for the activity type and the
/// header also has that language's date and title columns: English `Activity Type,Date,Favorite,Title,…`,
/// German `Aktivitätstyp,Datum,Favorit,Titel,…`, French `Type d'activité,Date,Favori,Titre,…`, Italian
/// `Tipo di attività,Data,Preferita,Titolo,…`, Dutch `Activiteittype,Datum,Favoriet,Titel,…`. Names are
/// compared without regard to case; other languages are not recognised (their header is then only
/// unknown).
enum GarminActivitiesHeader {
    /// Per language: the activity-type column (always first), the date column and the title column,
    /// lower-cased.
    static let languages: [(type: String, date: String, title: String)] = [
        ("activity type", "date", "title"),
        ("aktivitätstyp", "datum", "titel"),
        ("type d'activité", "date", "titre"),
        ("tipo di attività", "data", "titolo"),
        ("activiteittype", "datum", "titel"),
    ]

    /// The column that names the file as Garmin's (its first), or nil when the header is not Garmin's.
    static func recognise(_ fields: [String]) -> String? {
        guard let first = fields.first else { return nil }
        let names = fields.map { $0.lowercased() }
        for language in languages where names[0] == language.type {
            if names.contains(language.date) && names.contains(language.title) { return first }
        }
        return nil
    }
}
