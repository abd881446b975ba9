/// One chart of the report, as templates list it; the picture itself is drawn at render time.
public struct ReportChartInfo: Sendable, Equatable {
    /// A short name, also the chart's file name without extension: `kcal`, `macro-split`.
    public var id: String
    /// `Energy intake`.
    public var title: String
    /// A sentence saying what the chart shows, for alternative text and captions.
    public var description: String
    /// The PNG's path inside the report folder: `charts/kcal.png`.
    public var file: String

    /// A value with these members, as given.
    public init(id: String, title: String, description: String, file: String) {
        self.id = id
        self.title = title
        self.description = description
        self.file = file
    }
}
