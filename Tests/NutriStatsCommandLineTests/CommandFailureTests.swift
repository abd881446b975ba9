import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats
import NutritionTestSupport
import SafeOutput
import Testing

/// Each error a run may throw ends the command with its own message and exit status (sysexits.h).
@Suite struct CommandFailureTests {
    @Test func theStatusesAreSysexits() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [64, 65, 70, 74])
        #expect(ExitStatus.of(InputError(.io, file: "a.csv", problem: "gone")) == .io)
        #expect(ExitStatus.of(InputError(.data, file: "a.csv", problem: "bad")) == .data)
    }

    @Test func inputAndOutputErrorsAreMessages() {
        #expect(
            CommandFailure(InputError(.io, file: "a.csv", problem: "gone"))
                == .message("a.csv: gone", status: .io))
        #expect(
            CommandFailure(InputError(.data, file: "a.csv", line: 3, problem: "bad"))
                == .message("a.csv:3: bad", status: .data))
        let output = OutputError(path: "out.png", problem: "disk full")
        #expect(CommandFailure(output) == .message(output.description, status: .io))
        #expect(
            CommandFailure(StandardOutputFailure(reason: "No space left on device"))
                == .message("cannot write to standard output: No space left on device", status: .io))
        let fault = EncodingFault(output: "stats JSON", encoding: CancellationError())
        #expect(CommandFailure(fault) == .message(fault.description, status: .software))
    }

    @Test func periodsFoundTooLongAndUsageProblemsAreUsageErrors() {
        let long = PeriodTooLong(selection: .lastDays(40_000), days: 40_000)
        #expect(CommandFailure(long) == .usage(.periodTooLong(long)))
        let before = NoPreviousPeriod(
            range: DateRange(first: fixtureDate("0001-01-01"), last: fixtureDate("0001-01-07"))!)
        #expect(CommandFailure(before) == .usage(.noPreviousPeriod(before)))
        #expect(CommandFailure(UsageProblem.oneDestination) == .usage(.oneDestination))
    }

    @Test func noDataIsADataErrorAndAFoodNotFoundAUsageErrorWithItsLines() {
        #expect(CommandFailure(NoDataProblem.export) == .message(NoDataProblem.export.description, status: .data))
        let several = FoodNotFound(
            message: "2 foods match 'oat'; give one of their ids:", lines: ["  1 Oats", "  2 Oat milk"])
        #expect(
            CommandFailure(several)
                == .message(
                    "2 foods match 'oat'; give one of their ids:", lines: ["  1 Oats", "  2 Oat milk"], status: .usage))
    }

    @Test func otherErrorsArePassedOn() {
        #expect(CommandFailure(CancellationError()) == nil)
    }
}

/// The sentences of data with nothing to show, word for word as users have seen them.
@Suite struct NoDataProblemTests {
    @Test func eachCommandSaysWhatItCouldNotShowAndWhichFlagsHelp() {
        #expect(
            NoDataProblem.stats.description
                == "the data holds no entries or activity, so there is no latest week to show; give a period with "
                + "--on, --week, --month or --from/--to")
        #expect(
            NoDataProblem.report.description
                == "the data holds no entries or activity, so there is no week to report on; give a period with "
                + "--week or --from/--to")
        #expect(
            NoDataProblem.export.description
                == "the data holds no entries or activity, so there is nothing to export; give a period with "
                + "--on, --week, --month or --from/--to")
        #expect(
            NoDataProblem.chart(input: "Storage").description
                == "Storage: holds no entries or activity, so there is no latest week to chart; give a period with "
                + "--week, --month or --from/--to")
    }
}
