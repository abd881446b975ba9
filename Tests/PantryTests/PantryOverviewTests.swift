import NutritionData
import Pantry
import Testing

/// Filters, orders, counts and the chart's days, on a hand-made pantry seen on 2026-11-20.
@Suite struct PantryOverviewTests {
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    static let today = day("2026-11-20")
    static let items = [
        PantryItem(id: "1", name: "milk", category: "Dairy", purchased: day("2026-11-15"), expires: day("2026-11-18")),
        PantryItem(
            id: "2", name: "Bread", category: "Bakery", purchased: day("2026-11-19"), expires: day("2026-11-20"),
            favorite: true),
        PantryItem(
            id: "3", name: "Apples", category: "produce", purchased: day("2026-11-10"), expires: day("2026-11-23")),
        PantryItem(
            id: "4", name: "Cheese", category: "dairy", purchased: nil, expires: day("2026-11-24"), favorite: true),
        PantryItem(id: "5", name: "Rice", category: nil, purchased: day("2026-09-01"), expires: nil),
        PantryItem(id: "6", name: "Jam", category: "Produce", purchased: day("2026-11-01"), expires: day("2026-12-20")),
    ]

    func overview(soon: Int = 3, categories: [String] = [], favorites: Bool = false, order: PantryOrder = .expiry)
        -> PantryOverview
    {
        PantryOverview(
            items: Self.items, today: Self.today, soonDays: soon, categories: categories, favoritesOnly: favorites,
            order: order)
    }

    @Test func ordersAreDeterministic() {
        #expect(overview(order: .expiry).entries.map(\.item.id) == ["1", "2", "3", "4", "6", "5"])
        // Bought 09-01, 11-01, 11-10, 11-15, 11-19; Cheese has no purchase date.
        #expect(overview(order: .purchase).entries.map(\.item.id) == ["5", "6", "3", "1", "2", "4"])
        #expect(overview(order: .name).entries.map(\.item.id) == ["3", "2", "4", "6", "1", "5"])
        // Bakery, Dairy ×2 (by expiry), Produce ×2 (by expiry), none.
        #expect(overview(order: .category).entries.map(\.item.id) == ["2", "1", "4", "3", "6", "5"])
    }

    @Test func statusCounts() {
        let counts = overview().statusCounts.map { "\($0.kind.code)=\($0.count)" }
        #expect(counts == ["expired=1", "today=1", "soon=1", "fresh=2", "no-date=1"])
        let wider = overview(soon: 4).statusCounts.map(\.count)
        #expect(wider == [1, 1, 2, 1, 1])
    }

    @Test func categoryFilterIgnoresCaseAndCountsGroupThem() {
        #expect(overview(categories: ["DAIRY"]).entries.map(\.item.id) == ["1", "4"])
        #expect(overview(categories: ["dairy", "bakery"]).entries.count == 3)
        let counts = overview().categoryCounts.map { "\($0.category ?? "-")=\($0.count)" }
        #expect(counts == ["Bakery=1", "Dairy=2", "Produce=2", "-=1"])
        // Urgent on 2026-11-20 with soon = 3: Bread (today), milk (expired 11-18), Apples (11-23, in 3
        // days); Cheese (11-24) and Jam are fresh, Rice has no date.
        #expect(overview().categoryCounts.map(\.urgent) == [1, 1, 1, 0])
        #expect(overview(soon: 4).categoryCounts.map(\.urgent) == [1, 2, 1, 0])
    }

    @Test func favorites() {
        #expect(overview(favorites: true).entries.map(\.item.id) == ["2", "4"])
    }

    @Test func expiryDaysForTheChart() {
        let days = PantryExpiryDays(overview())
        #expect(days.expired == 1 && days.noDate == 1 && days.later == 1)
        #expect(days.days.count == 14)
        #expect(days.days.first?.date == Self.today && days.days.last?.date == Self.day("2026-12-03"))
        #expect(days.days.map(\.count) == [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(days.days.map(\.isSoon) == [true, true, true, true] + Array(repeating: false, count: 10))
        #expect(days.days.map(\.count).reduce(0, +) + days.expired + days.later + days.noDate == Self.items.count)
    }
}

/// Invariants over many pantries: every item lands in exactly one status, one category count and one
/// part of the chart's days, whatever the day, window and dates (a seeded generator, so a failure repeats).
@Suite struct PantryCountInvariantTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func countsAddUp() {
        var random = Generator(state: 42)
        let base = LocalDate(iso: "2024-02-20")!
        for _ in 0..<300 {
            let count = random.next(40)
            let items = (0..<count).map { index in
                PantryItem(
                    id: "\(index)", name: "item \(random.next(9))",
                    category: ["Dairy", "dairy", "Bakery", nil][random.next(4)],
                    purchased: random.next(3) == 0 ? nil : base.adding(days: random.next(60) - 40),
                    expires: random.next(5) == 0 ? nil : base.adding(days: random.next(90) - 30),
                    favorite: random.next(2) == 0)
            }
            let today = base.adding(days: random.next(30))
            let soon = random.next(8)
            let overview = PantryOverview(
                items: items, today: today, soonDays: soon, order: PantryOrder.allCases[random.next(4)])
            #expect(overview.entries.count == count)
            #expect(overview.statusCounts.reduce(0) { $0 + $1.count } == count)
            #expect(overview.categoryCounts.reduce(0) { $0 + $1.count } == count)
            let days = PantryExpiryDays(overview)
            #expect(days.expired + days.later + days.noDate + days.days.reduce(0) { $0 + $1.count } == count)
            for entry in overview.entries {
                // The status agrees with its definition, counted in days from today.
                guard let expires = entry.item.expires else {
                    #expect(entry.status == .noDate)
                    continue
                }
                let left = today.distance(to: expires)
                #expect(entry.status.daysLeft == left)
                let kind: PantryStatusKind = left < 0 ? .expired : left == 0 ? .today : left <= soon ? .soon : .fresh
                #expect(entry.status.kind == kind)
            }
            // Sorting by expiry puts dates in order, items without one last.
            let byExpiry = PantryOverview(items: items, today: today, soonDays: soon).entries.map(\.item.expires)
            let dated = byExpiry.compactMap { $0 }
            #expect(dated == dated.sorted())
            #expect(byExpiry.drop { $0 != nil }.allSatisfy { $0 == nil })
        }
    }
}
