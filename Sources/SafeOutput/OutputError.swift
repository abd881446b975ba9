/// An output that could not be written: the path as the user gave it and why, with the system's
/// reason when there is one (`report/charts/dv.png: cannot write: No space left on device`).
///
/// Input problems are ``NutritionData/InputError``; this type is only for writing, so a command maps
/// it to the I/O exit status without looking at its text.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output as the user named it (or a file inside it).
    public var path: String
    /// What went wrong, and what to do about it where that is clear, worded by ``OutputProblem/description``.
    public var problem: OutputProblem

    public init(path: String, problem: OutputProblem) {
        self.path = path
        self.problem = problem
    }

    public var description: String { path + ": " + problem.description }
}
