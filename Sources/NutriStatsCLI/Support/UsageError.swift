import ArgumentParser
import NutriStatsConfiguration

extension ValidationError {
    /// ArgumentParser's usage error (exit 64) of `problem`, worded by the library.
    init(_ problem: UsageProblem) {
        self.init(problem.description)
    }
}

/// The value of `body`, a ``UsageProblem`` it throws thrown as ArgumentParser's usage error.
func usage<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let problem as UsageProblem {
        throw ValidationError(problem)
    }
}
