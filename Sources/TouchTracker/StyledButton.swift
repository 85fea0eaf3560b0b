import Gestures

/// A button with a line of text (a `Control`: `onTap` on a release inside), drawn by its `Style`: the colour
/// panel's export button, the lab pager's arrows, the scene tab.
final class StyledButton: Control {
    /// How a button looks: its fill (and while pressed), its corners, its title's size, colour and place.
    struct Style {
        var fill: Color
        var pressedFill: Color
        /// The corners' radius in points; nil: half the height (a pill).
        var cornerRadius: Points?
        var titleSize: Points
        var titleColor: Color
        /// How far above the middle the title's top sits, in points.
        var titleLift: Points
        /// Whether a long title is shortened to the button's width less 8 points.
        var fitsTitle: Bool

        /// A light rounded button with dark text (the colour panel's Export).
        static let light = Style(fill: Color(rgb: 0xE3E8EB), pressedFill: Color(rgb: 0xB0BEC5), cornerRadius: 9, titleSize: 14,
                                 titleColor: Color(rgb: 0x263238), titleLift: 9, fitsTitle: false)
        /// A dark pill with a white title (the lab pager's arrows).
        static let pill = Style(fill: Color(rgb: 0x455A64), pressedFill: Color(rgb: 0x263238), cornerRadius: nil, titleSize: 14,
                                titleColor: .white, titleLift: 9, fitsTitle: true)
        /// The scene tab at the top left: a slightly see-through pill, its title smaller.
        static let sceneTab = Style(fill: Color(rgb: 0x455A64, alpha: 0.9), pressedFill: Color(rgb: 0x263238), cornerRadius: nil, titleSize: 12.5,
                                    titleColor: .white, titleLift: 8, fitsTitle: false)
    }

    var title: String
    let style: Style

    init(name: String, title: String, style: Style) {
        self.title = title
        self.style = style
        super.init(name: name)
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: style.cornerRadius ?? bounds.height / 2, color: isHighlighted ? style.pressedFill : style.fill)
        let shown = Localized.shown(title)
        let text = style.fitsTitle ? canvas.fitted(shown, width: bounds.width - 8, size: style.titleSize) : shown
        canvas.drawText(text, at: Point(bounds.midX, bounds.midY - style.titleLift), size: style.titleSize, color: style.titleColor, alignment: .center)
    }
}
