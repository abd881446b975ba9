import Foundation

/// `nutristats-bench`: generates synthetic inputs and measures NutriStats (see `make bench`).
///
/// ```
/// nutristats-bench run --cli PATH [--repo DIR] [--data DIR] [--out FILE] [--runs N] [--chart-iterations N] [--only GROUP,…]
/// nutristats-bench generate [--repo DIR] [--data DIR]
/// nutristats-bench phase NAME ARGS…        (one measurement; used by `run`)
/// ```
///
/// A small harness of its own rather than a benchmark library: the figures that matter most are a
/// whole process's wall time and peak memory, which need a child process per run (`wait4` gives each
/// child's own peak), and every phase runs that way.
@main
enum NutriStatsBench {
    static func main() {
        do {
            try dispatch(Array(CommandLine.arguments.dropFirst()))
        } catch {
            log("nutristats-bench: error: \(error)")
            exit(1)
        }
    }

    static func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw BenchError("usage: nutristats-bench run|generate|phase …") }
        let rest = Array(arguments.dropFirst())
        if command == "phase" { return try Phase.run(rest) }
        let options = try Options(rest)
        let data = BenchData(folder: options.data)
        switch command {
        case "generate":
            try data.ensure(repository: options.repository)
        case "run":
            guard let cli = options.cli else { throw BenchError("run needs --cli PATH (the release nutristats)") }
            var runner = Runner(
                cli: cli, repository: options.repository, data: data, output: options.output,
                runs: options.runs, chartIterations: options.chartIterations, only: options.only)
            try runner.run()
        default:
            throw BenchError("unknown command \(command)")
        }
    }

    struct Options {
        var cli: String?
        var repository = "."
        var data = ".build-bench/data"
        var output = ".build-bench/results.json"
        var runs = 5
        var chartIterations = 100
        /// `--only history,export-kinds`: only these row groups (``Runner/groups``).
        var only: Set<String>?

        init(_ arguments: [String]) throws {
            var index = 0
            func value() throws -> String {
                index += 1
                guard index < arguments.count else { throw BenchError("\(arguments[index - 1]) needs a value") }
                return arguments[index]
            }
            while index < arguments.count {
                switch arguments[index] {
                case "--cli": cli = try value()
                case "--repo": repository = try value()
                case "--data": data = try value()
                case "--out": output = try value()
                case "--runs": runs = max(1, Int(try value()) ?? 5)
                case "--chart-iterations": chartIterations = max(1, Int(try value()) ?? 100)
                case "--only":
                    let groups = Set(try value().split(separator: ",").map(String.init))
                    let unknown = groups.subtracting(Runner.groups)
                    guard unknown.isEmpty else {
                        throw BenchError(
                            "--only: unknown group \(unknown.sorted().joined(separator: ", ")); the groups: \(Runner.groups.joined(separator: ", "))"
                        )
                    }
                    only = groups
                default: throw BenchError("unknown option \(arguments[index])")
                }
                index += 1
            }
        }
    }
}
