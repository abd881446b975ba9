/// Cairo could not produce the output.
public struct RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in Cairo's words or ours.
    public var problem: String

    public init(problem: String) {
        self.problem = problem
    }

    public var description: String { "could not render the chart: \(problem)" }
}
