import CPangoCairo
import Testing

@testable import ChartKitCairo

/// The pinned fontconfig configuration holds the upright regular and bold faces of
/// ``ChartKitCairo/fontFamilies`` and nothing else.
@Suite struct PinnedFontConfigurationTests {
    @Test func holdsOnlyTheFamiliesTextIsSetIn() throws {
        let files = PinnedFontConfiguration.fontFiles(of: ChartKitCairo.fontFamilies, in: nil)
        try #require(!files.isEmpty, "make deps installs the three font packages")
        #expect(Set(files).count == files.count)
        // Each file has a face of one of the families (the system's configuration says which).
        let config = try #require(PinnedFontConfiguration.make(families: ChartKitCairo.fontFamilies))
        defer { FcConfigDestroy(config) }
        let set = try #require(FcConfigGetFonts(config, FcSetApplication))
        var families = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var family: UnsafeMutablePointer<FcChar8>?
            var slant: Int32 = -1
            guard let font = set.pointee.fonts[index], FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch,
                let family
            else { continue }
            families.insert(String(cString: family))
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            #expect(slant == FC_SLANT_ROMAN, "\(String(cString: family)): upright faces only")
        }
        #expect(
            families.isSubset(of: Set(ChartKitCairo.fontFamilies + ["WenQuanYi Micro Hei Mono"])),
            "\(families.sorted())")
        #expect(families.isSuperset(of: ChartKitCairo.fontFamilies), "\(families.sorted())")
    }
}
