import ChartKit

/// The note a front end shows once when text was drawn with characters no installed font has
/// (``MissingGlyphs``): the characters, and the Debian font package that covers each script.
///
/// "no installed font has ต ◌้ ม (U+0E15 U+0E49 U+0E21); they are drawn as boxes in charts and PDF
/// pages. Installing fonts-thai-tlwg (Debian and Ubuntu package) adds them; see docs/fonts.md."
public enum MissingFontNotice {
    /// The most characters named; the rest are counted.
    static let namedLimit = 12

    /// The note for `characters`, or nil when there are none.
    public static func text(for characters: [Unicode.Scalar]) -> String? {
        guard !characters.isEmpty else { return nil }
        let named = characters.prefix(namedLimit)
        var shown = named.map { character in
            // A combining mark is shown on a dotted circle so it does not merge with the text around it.
            character.properties.canonicalCombiningClass.rawValue != 0
                || character.properties.generalCategory == .nonspacingMark
                ? "\u{25CC}" + String(Character(character))
                // A right-to-left letter isolated, so the list around it keeps its order.
                : TextControls.isolated(String(Character(character)))
        }.joined(separator: " ")
        shown += " (" + named.map(codePoint).joined(separator: " ")
        shown += characters.count > namedLimit ? " and \(characters.count - namedLimit) more)" : ")"
        var note = "no installed font has \(shown); they are drawn as boxes in charts and PDF pages."
        var packages: [String] = []
        var unassigned = false
        for character in characters {
            if let package = package(for: character) {
                if !packages.contains(package) { packages.append(package) }
            } else {
                unassigned = true
            }
        }
        if !packages.isEmpty {
            note +=
                " Installing \(packages.joined(separator: ", ")) (Debian and Ubuntu package\(packages.count == 1 ? "" : "s")) adds them; see docs/fonts.md."
        }
        if unassigned {
            note += " Some are not characters Unicode assigns, so no font draws them."
        }
        return note
    }

    /// The Debian package whose fonts cover `character`'s script, or nil for a code point Unicode does
    /// not assign (or one meant for private use), which no package covers.
    public static func package(for character: Unicode.Scalar) -> String? {
        let category = character.properties.generalCategory
        if category == .unassigned || category == .privateUse || category == .surrogate { return nil }
        if character.properties.isEmojiPresentation { return "fonts-noto-color-emoji" }
        let value = character.value
        for (range, package) in scriptPackages where range.contains(value) { return package }
        // Noto covers nearly every other living script (Indic, Southeast Asian, African, historic).
        return "fonts-noto-core"
    }

    /// Scripts with a dedicated, compact Debian font package; everything else is in fonts-noto-core.
    private static let scriptPackages: [(ClosedRange<UInt32>, String)] = [
        (0x0E00...0x0E7F, "fonts-thai-tlwg"),
        (0x0E80...0x0EFF, "fonts-lao"),
        (0x0F00...0x0FFF, "fonts-tibetan-machine"),
        (0x1780...0x17FF, "fonts-khmeros-core"),
        (0x19E0...0x19FF, "fonts-khmeros-core"),
        (0x1200...0x139F, "fonts-sil-abyssinica"),
        (0x2D80...0x2DDF, "fonts-sil-abyssinica"),
        // CJK beyond what WenQuanYi Micro Hei has: old Hangul jamo, rare ideographs (extension B on).
        (0x1100...0x11FF, "fonts-noto-cjk"),
        (0xA960...0xA97F, "fonts-noto-cjk"),
        (0xD7B0...0xD7FF, "fonts-noto-cjk"),
        (0x2E80...0x9FFF, "fonts-noto-cjk"),
        (0xF900...0xFAFF, "fonts-noto-cjk"),
        (0x20000...0x3FFFF, "fonts-noto-cjk"),
        // Pictographs and symbols without emoji presentation.
        (0x1F000...0x1FAFF, "fonts-noto-color-emoji"),
    ]

    private static func codePoint(_ character: Unicode.Scalar) -> String {
        let hex = String(character.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
