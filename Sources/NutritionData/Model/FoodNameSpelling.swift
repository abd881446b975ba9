/// When two written names are one food: the same text, where a no-break space counts as a space.
///
/// Phones put no-break spaces into names (autocorrect after a number, text pasted from the web), and a
/// food log then holds `Plain Pancakes` and `Plain\u{A0}Pancakes`, which look the same on every screen.
/// The one rule for joining an entry to its food object by name and for counting a food's entries:
/// U+00A0 (no-break space), U+2007 (figure space) and U+202F (narrow no-break space) are read as U+0020.
/// Nothing else is folded (case, accents and other spaces stay as written: `nutristats food` has its
/// own looser search), and names are shown as written.
public enum FoodNameSpelling {
    /// `name` with its no-break spaces written as plain spaces, or nil when it has none (the common
    /// case, answered from the UTF-8 bytes without building a string).
    ///
    /// - Complexity: O(*n*) in the name's UTF-8 length.
    public static func withPlainSpaces(_ name: String) -> String? {
        var utf8 = name.utf8.makeIterator()
        var found = false
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        while let byte = utf8.next() {
            // U+00A0 is C2 A0; U+2007 is E2 80 87; U+202F is E2 80 AF.
            if (previous == 0xC2 && byte == 0xA0)
                || (beforePrevious == 0xE2 && previous == 0x80 && (byte == 0x87 || byte == 0xAF))
            {
                found = true
                break
            }
            beforePrevious = previous
            previous = byte
        }
        guard found else { return nil }
        return String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0xA0, 0x2007, 0x202F: " "
                    default: scalar
                    }
                }))
    }

    /// The name two spellings of one food share: ``withPlainSpaces(_:)`` or the name itself.
    public static func key(_ name: String) -> String {
        withPlainSpaces(name) ?? name
    }
}
