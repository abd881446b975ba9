import Foundation
import Testing

/// `nutristats chart` and `report` say once on standard error which characters no installed font
/// has, and which Debian package covers them; names every installed font covers give no notice.
@Suite struct MissingFontNoticeTests {
    @Test func aScriptNoFontCoversIsNamedOnceWithItsPackage() throws {
        let folder = try ReliabilityFolder()
        // Thai (no font NutriStats installs has it) in two rows and the title; the others are covered.
        let csv = try folder.write("foods.csv", "food,kcal\nต้มยำกุ้ง,320\nTom yum ต้มยำ,280\n納豆ご飯 🍚,410\nשקשוקה,380\n")
        let out = folder.url.appendingPathComponent("foods.svg").path
        let run = try ReliabilityCLI.run([
            "chart", "--csv", csv, "--x", "food", "--y", "kcal", "--out", out, "--title", "ผัดไทย",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let notices = run.stderr.components(separatedBy: "no installed font has").count - 1
        #expect(notices == 1, "\(run.stderr)")
        #expect(run.stderr.contains("fonts-thai-tlwg"))
        #expect(run.stderr.contains("U+0E15"))  // ต, the first Thai letter drawn
        #expect(!run.stderr.contains("U+7D0D") && !run.stderr.contains("U+05E9"))  // 納 and ש have fonts
    }

    @Test func theReportNamesThemOnceForAllItsChartsAndPages() throws {
        let folder = try ReliabilityFolder()
        // Thai in a Cronometer export: drawn in the PDF's food log and top foods, not in the charts.
        let log = try folder.write(
            "servings.csv",
            """
            Day,Time,Group,Food Name,Amount,Energy (kcal)
            2026-01-26,8:00 AM,Breakfast,ต้มยำกุ้ง,1.00 serving,320.00
            2026-01-26,9:00 AM,Breakfast,納豆ご飯 🍚,1.00 serving,420.00
            2026-01-27,9:00 AM,Breakfast,שקשוקה,1.00 serving,450.00

            """)
        let out = folder.url.appendingPathComponent("report").path
        let run = try ReliabilityCLI.run([
            "report", "--food-log", log, "--from", "2026-01-26", "--to", "2026-01-27", "--out", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "no installed font has").count - 1 == 1, "\(run.stderr)")
        #expect(run.stderr.contains("fonts-thai-tlwg") && run.stderr.contains("U+0E15"))
    }

    @Test func coveredScriptsGiveNoNotice() throws {
        let folder = try ReliabilityFolder()
        let csv = try folder.write(
            "foods.csv", "food,kcal\n納豆ご飯 🍚,410\nRamen ラーメン,520\n김치찌개,300\nשקשוקה,380\nحمص,250\nMüsli,300\n")
        let out = folder.url.appendingPathComponent("foods.pdf").path
        let run = try ReliabilityCLI.run(["chart", "--csv", csv, "--x", "food", "--y", "kcal", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("no installed font"), "\(run.stderr)")
    }
}
