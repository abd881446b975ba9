// Fuzzes the `chart --csv` table reader (RFC 4180 with line numbers), `NutritionData.ChartCSVTable`,
// which lives with the other importers (Import/Tables), so the harness imports it like any parser.
import FuzzSupport
import NutritionData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChartCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let table: ChartCSVTable
    do {
        table = try ChartCSVTable.parse(bytes, file: "table.csv")
    } catch {
        Invariant.checkMessage(error, files: ["table.csv"])
        return 0
    }
    let lines = 1 + bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    var previous = 0
    for row in table.rows {
        Invariant.check(
            row.fields.count == table.header.count, "row on line \(row.line) has \(row.fields.count) fields")
        Invariant.check(
            row.line > previous && row.line <= lines, "row line \(row.line) after \(previous), \(lines) lines")
        previous = row.line
    }
    if let name = table.header.first {
        do {
            Invariant.check(try table.column(named: name, file: "table.csv") == 0, "first column not found first")
        } catch {
            Invariant.check(false, "the first header name is not found: \(error)")
        }
    }
    return 0
}
