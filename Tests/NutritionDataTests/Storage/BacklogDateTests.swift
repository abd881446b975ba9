import Testing

@testable import NutritionData

@Suite struct BacklogDateTests {
    func parsed(_ text: String) -> String? {
        BacklogDate(text).map { "\($0.date.iso) \($0.time.hhmm)" }
    }

    @Test func twentyFourAndTwelveHourClocks() {
        #expect(parsed("Aug 23, 2023 at 14:39") == "2023-08-23 14:39")
        #expect(parsed("Aug 23, 2023 at 2:39 PM") == "2023-08-23 14:39")
        #expect(parsed("Aug 23, 2023 at 2:39\u{202F}PM") == "2023-08-23 14:39")
        #expect(parsed("Aug 23, 2023 at 2:39\u{00A0}pm") == "2023-08-23 14:39")
        #expect(parsed("Aug 23, 2023 at 12:00 AM") == "2023-08-23 00:00")
        #expect(parsed("Aug 23, 2023 at 12:59 PM") == "2023-08-23 12:59")
        #expect(parsed("Jan 1, 2024 at 0:05") == "2024-01-01 00:05")
        #expect(parsed("September 9, 2024 at 07:30:12") == "2024-09-09 07:30")
        #expect(parsed("Sept 9, 2024 at 7:30 AM") == "2024-09-09 07:30")
        #expect(parsed("Feb 29, 2024 at 10:00") == "2024-02-29 10:00")
    }

    @Test func rejects() {
        for text in [
            "Aug 23 2023 at 14:39", "Aug 23, 2023 14:39", "Aug 23, 2023 at 24:00", "Aug 23, 2023 at 0:30 AM",
            "Aug 23, 2023 at 13:00 PM", "Feb 29, 2023 at 10:00", "Foo 1, 2023 at 10:00", "23 Aug 2023 at 10:00",
            "Aug 23, 23 at 10:00", "Aug 23, 2023 at 10:0", "Aug 23, 2023 at 10:00 XM", "",
        ] {
            #expect(parsed(text) == nil, "\(text)")
        }
    }
}
