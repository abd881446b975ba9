/// An output that could not be produced from figures already computed: no input explains it, so it
/// is a fault of NutriStats (exit status 70), reported in one line instead of a raw Swift error.
///
/// Figures are bounded so that none overflows, and a figure that is not finite is written as
/// unknown, so encoding should never fail; this is the defined outcome if it ever does.
package struct EncodingFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output being written (`JSON`).
    package var output: String
    /// What went wrong.
    package var problem: String

    /// An encoding failure, located by its coding path (`summary.budget.goal_kcal`) when it has one.
    package init(output: String, encoding error: any Error) {
        self.output = output
        switch error {
        case EncodingError.invalidValue(let value, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            problem = "cannot write the value \(value)" + (path.isEmpty ? "" : " of '\(path)'")
        default:
            problem = String(describing: error)
        }
    }

    package var description: String {
        "could not write the \(output) output: \(problem) (a fault in NutriStats; please report it)"
    }
}
