import Gestures

/// F8 on screen: a check box reading "app controls" that shows or hides the app's own controls in the
/// overlay's log and recognizer list and in the timeline (`TeachingSubjects.showsAppControls`). The overlay
/// has one under its panel's title, the timeline one under its own (`Look`: light text on the overlay's dark
/// panel, dark on the timeline's light one). It is an app control itself: its taps show only with F8 on.
///
/// Contract: a release inside it flips the app's setting (`onTap`, as every `Control`); `isOn` is read at
/// each draw, so both switches always agree with F8.
final class AppControlsSwitch: Control {
    struct Look {
        var text: Color
        var box: Color
        var pressed: Color
        static let onDark = Look(text: Color(rgb: 0xF2F2F2), box: Color(rgb: 0x90CAF9), pressed: Color(rgb: 0x37474F))
        static let onLight = Look(text: Color(rgb: 0x263238), box: Color(rgb: 0x1565C0), pressed: Color(rgb: 0xCFD8DC))
    }
    /// "app controls (F8)"; the timeline's, in the narrow column of lane names, "app controls".
    let title: String
    /// The title as drawn, in the person's language.
    let shownTitle: String
    static let textSize: Points = 10.5
    /// The height it is laid out at, in points.
    static let height: Points = 18

    let look: Look
    var isOn: () -> Bool = { false }

    init(name: String, title: String, shown: String? = nil, look: Look) {
        self.title = title
        self.shownTitle = shown ?? title
        self.look = look
        super.init(name: name)
    }

    override func draw(in canvas: Canvas) {
        if isHighlighted { canvas.fillRoundedRect(bounds, radius: 4, color: look.pressed) }
        let box = Rect(x: 3, y: (bounds.height - 12) / 2, width: 12, height: 12)
        if isOn() {
            canvas.fillRoundedRect(box, radius: 2, color: look.box)
            canvas.strokeLine(from: Point(box.minX + 2.5, box.midY), to: Point(box.minX + 5, box.maxY - 3), width: 2, color: .white)
            canvas.strokeLine(from: Point(box.minX + 5, box.maxY - 3), to: Point(box.maxX - 2, box.minY + 2.5), width: 2, color: .white)
        } else {
            canvas.strokeRect(box, width: 1.5, color: look.box)
        }
        canvas.drawText(canvas.fitted(shownTitle, width: bounds.width - 22, size: Self.textSize), at: Point(box.maxX + 6, bounds.midY - 7),
                        size: Self.textSize, color: look.text, alignment: .left)
    }
}
