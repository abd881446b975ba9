/// A colour given as text that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA` hex.
public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public var text: String

    public init(text: String) {
        self.text = text
    }

    public var description: String {
        "expected a hex colour such as #FF6B6B (#RGB, #RRGGBB or #RRGGBBAA), found \"\(text)\""
    }
}
