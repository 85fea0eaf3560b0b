import Gestures

/// A few lines in the middle of an empty canvas saying what to do, for someone who has never seen the app.
/// It fades out over half a second from the first stroke and does not come back in that run. It takes no
/// touches: the first stroke can start right on it. Its last line leads to the lab, through the scene tab
/// (shown while the hint is) or F2.
final class FirstRunHint: Node {
    static let lines = [
        "Draw with a finger or the mouse",
        "Double tap clears  ·  tap a line to select it",
        "Two-finger tap undoes  ·  three-finger tap redoes",
        "Three fingers up: colors  ·  F1 shows the recognizers",
        "How gestures decide: the Lab tab (top left) or F2",
    ]
    static let fadeSeconds: Seconds = 0.5
    /// When the fade began (nil: fully shown, or never shown).
    private(set) var fadeStart: Seconds?
    private var now: Seconds = 0

    init() {
        super.init(name: "hint")
        isUserInteractionEnabled = false
    }

    func layout(windowSize: Size) { frame = Rect(origin: .zero, size: windowSize) }

    /// Starts the fade (at the first stroke); later calls change nothing.
    func dismiss(at time: Seconds) { if fadeStart == nil && !isHidden { fadeStart = time } }

    func update(now: Seconds) {
        self.now = now
        if let start = fadeStart, now - start >= Self.fadeSeconds { isHidden = true }
    }

    var opacity: Double {
        guard let start = fadeStart else { return 1 }
        return Swift.max(0, 1 - (now - start) / Self.fadeSeconds)
    }

    override func draw(in canvas: Canvas) {
        let a = opacity
        guard a > 0 else { return }
        let top = bounds.midY - Double(Self.lines.count) * 15
        for (i, line) in Self.lines.enumerated() {
            canvas.drawText(line, at: Point(bounds.midX, top + Double(i) * 30), size: i == 0 ? 20 : 16,
                            color: Color(rgb: 0x546E7A, alpha: a), alignment: .center)
        }
    }
}
