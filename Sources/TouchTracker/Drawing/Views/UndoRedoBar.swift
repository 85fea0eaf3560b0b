import Gestures

/// Two small round buttons at the bottom, centred, undo and redo, for a touchscreen with no keyboard (and
/// the mouse). It stays out of the way: it shows only while there is something to undo or redo and no menu
/// or color panel is open, clear of the overlay's log (bottom left) and panel (right) (in a window too
/// narrow for it between them, at the top, above them); a button that cannot act is dimmed and lets
/// touches through to the drawing.
final class UndoRedoBar: Node {
    static let buttonSize: Points = 44
    static let margin: Points = 12
    let undoButton = RoundButton(name: "undoButton", glyph: "↶")
    let redoButton = RoundButton(name: "redoButton", glyph: "↷")

    init() {
        super.init(name: "undoRedo")
        addChild(undoButton)
        addChild(redoButton)
        let s = Self.buttonSize
        undoButton.frame = Rect(x: 0, y: 0, width: s, height: s)
        redoButton.frame = Rect(x: s + 8, y: 0, width: s, height: s)
        isHidden = true   // nothing to undo yet
    }

    /// The narrowest window whose bottom holds the bar between the overlay's log box (8 points in, at most
    /// 330 wide) and its recognizer panel (300 wide, 8 points from the right), with 8 points either side.
    static let widthBesideOverlay: Points = 8 + 330 + 8 + 2 * buttonSize + 8 + 8 + 308

    /// At the bottom, centred; with the overlay shown (`overlay`) in a window narrower than
    /// `widthBesideOverlay`, at the top (the overlay's panels start 44 points down), centred right of the
    /// scene tab (100 points).
    func layout(windowSize: Size, overlay: Bool = false) {
        let s = Self.buttonSize
        let width = 2 * s + 8
        if overlay && windowSize.width < Self.widthBesideOverlay {
            frame = Rect(x: Swift.max(100, (100 + windowSize.width - width) / 2).rounded(), y: 0, width: width, height: s)
        } else {
            frame = Rect(x: ((windowSize.width - width) / 2).rounded(), y: windowSize.height - Self.margin - s, width: width, height: s)
        }
    }

    /// Shows the bar and enables its buttons as the drawing's history allows; `covered` hides it (a menu or
    /// the color panel is open).
    func update(canUndo: Bool, canRedo: Bool, covered: Bool) {
        isHidden = covered || (!canUndo && !canRedo)
        undoButton.isEnabled = canUndo
        redoButton.isEnabled = canRedo
    }
}

/// A round button with one glyph.
final class RoundButton: Control {
    let glyph: String
    var isEnabled = true { didSet { isUserInteractionEnabled = isEnabled } }

    init(name: String, glyph: String) {
        self.glyph = glyph
        super.init(name: name)
    }

    override func draw(in canvas: Canvas) {
        let r = bounds.width / 2
        let fill = isHighlighted ? Color(rgb: 0xCFD8DC) : Color(rgb: 0xFFFFFF, alpha: 0.92)
        canvas.fillCircle(center: Point(r, r), radius: r, color: fill)
        // Opaque colors: a translucent outline would show its segments' overlaps.
        canvas.strokeCircle(center: Point(r, r), radius: r - 1, width: 1.5, color: isEnabled ? Style.muted : Color(rgb: 0xC5CED3))
        canvas.drawText(glyph, at: Point(r, r - 15), size: 24, color: Color(rgb: isEnabled ? 0x263238 : 0x68767E), alignment: .center)
    }
}
