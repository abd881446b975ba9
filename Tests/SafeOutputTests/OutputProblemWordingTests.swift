import SafeOutput
import Testing

/// Each case of ``OutputProblem`` reads as the sentence users saw before it was a case, and
/// ``OutputError`` still reads `PATH: PROBLEM`.
@Suite struct OutputProblemWordingTests {
    @Test func eachCaseReadsAsBefore() {
        #expect(
            OutputProblem.cannotWrite("the chart", reason: "No space left on device").description
                == "cannot write the chart: No space left on device")
        #expect(
            OutputProblem.cannotLock(folder: "out", reason: "Resource temporarily unavailable").description
                == "cannot lock out: Resource temporarily unavailable")
        #expect(
            OutputProblem.cannotMoveNewOutputIntoPlace(reason: "Permission denied").description
                == "cannot move the new output into place: Permission denied")
        #expect(
            OutputProblem.cannotMoveEarlierOutputAside(reason: "Permission denied").description
                == "cannot move the earlier output aside: Permission denied")
        #expect(
            OutputProblem.cannotReplaceEarlierOutput(reason: "Permission denied").description
                == "cannot replace the earlier output: Permission denied")
        #expect(OutputProblem.isAFolder(hint: "give a file name").description == "is a folder; give a file name")
        #expect(
            OutputProblem.notARegularFile(hint: "--to sqlite takes a database file").description
                == "is not a regular file; --to sqlite takes a database file")
        let stated: OutputProblem = "is not a folder"
        #expect(stated == .stated("is not a folder"))
    }

    @Test func anOutputErrorReadsPathProblem() {
        let error = OutputError(
            path: "report/charts/dv.png", problem: .cannotWrite("the chart", reason: "No space left on device"))
        #expect(error.description == "report/charts/dv.png: cannot write the chart: No space left on device")
    }
}
