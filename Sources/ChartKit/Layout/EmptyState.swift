/// The message shown in place of a plot when there is nothing to draw.
enum EmptyState {
    static func draw<M>(message: String, in area: Rect, into builder: inout SceneBuilder<M>) {
        let font = builder.theme.emptyStateFont
        guard !message.isEmpty, builder.lineHeight(font) <= area.height else { return }
        let text = builder.truncate(message, toWidth: area.width, font: font)
        builder.add(
            builder.run(
                text, at: Point(x: area.midX, y: area.midY), .middle, .middle, font: font,
                color: builder.theme.secondaryText))
    }
}
