/// One drawing instruction; items are drawn in order, later ones on top.
public enum SceneItem: Sendable, Hashable {
    case shape(Shape)
    case text(TextRun)
}
