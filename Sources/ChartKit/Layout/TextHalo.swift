/// The translucent patch of background behind a value label (``SceneBuilder/addWithHalo(_:)``), so a
/// gridline under the label does not cut through its letters.
enum TextHalo {
    /// How far the patch reaches left and right of the text.
    static let padding = 1.5
}
