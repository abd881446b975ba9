import ChartKitCairo
import Testing

@Test func linksAgainstCairo() {
    #expect(ChartKitCairo.cairoVersion.hasPrefix("1."))
}
