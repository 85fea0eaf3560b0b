import Gestures

/// Ink under the finger from the first frame. The book's double tap and tap have `delaysTouchesBegan`, so
/// the drawing view hears of a finger only once both taps have failed (10 pt from where it went down): a
/// slow stroke drew nothing for a third of a second. Tentative ink is presentation, not delivery: while the
/// recognizers hold a finger's began back from the drawing view, and once it has moved
/// `TentativeInk.distance`, the view draws the line it would draw, from where the finger went down to where
/// it is. Delivery is untouched (every log stays as it was).
///
/// - Delivered (the taps failed): the stroke starts from the same point, so the ink becomes the line with no
///   jump, gap or second stroke.
/// - Claimed by a recognizer (a tap, a long press, a swipe): the finger's began is never delivered, and the
///   ink goes at the next frame, adding nothing to the drawing.
/// - A still tap (under 3 pt) shows none in any frame: a double tap still leaves no dot.
///
/// The trace notes it (`1 ink shown, began held by doubleTap, tap`, then `1 ink became the stroke` or `1 ink
/// withdrawn`): the overlay's log and the timeline show it. `showsTentativeInk` off (ctrl+I,
/// `--no-tentative-ink`) shows the book's behaviour.
struct TentativeInk {
    /// How far a finger must move from where it went down before its ink shows, in points.
    static let distance: Points = 3

    /// The touches whose ink shows, as of the last update, with the start of their ink.
    private(set) var shown: [TouchID: Point] = [:]

    /// The touches of `view` whose began is held back and that moved `distance`: their ink shows. Notes what
    /// changed since the last update in `trace`.
    mutating func update(_ view: DrawView, enabled: Bool, trace: GestureTrace?, now: Seconds) {
        var next: [TouchID: Point] = [:]
        var appeared: [Touch] = []
        if enabled, let window = view.window {
            for t in window.activeTouches where t.node === view && t.heldBack == .began && view.strokes[t.id] == nil && view.inks(t) {
                let start = t.startLocation(in: view)
                guard shown[t.id] != nil || (t.location(in: view) - start).length >= Self.distance else { continue }
                next[t.id] = start
                if shown[t.id] == nil { appeared.append(t) }
            }
        }
        if let trace, next.keys != shown.keys {
            for t in appeared.sorted(by: { $0.id < $1.id }) {
                let holders = t.gestureRecognizers.filter { $0.state == .possible && $0.delaysTouchesBegan }.map(\.name)
                trace.note("\(t.id.label) ink shown, began held by \(holders.joined(separator: ", "))", about: view.name, at: now)
            }
            for id in shown.keys.sorted() where next[id] == nil {
                trace.note("\(id.label) " + (view.strokes[id] != nil ? "ink became the stroke" : "ink withdrawn"), about: view.name, at: now)
            }
        }
        shown = next
    }

    /// Draws each shown touch's line, as its stroke would begin: from where it went down to where it is.
    func draw(_ view: DrawView, in canvas: Canvas) {
        guard !shown.isEmpty, let window = view.window else { return }
        for t in window.activeTouches.sorted(by: { $0.id < $1.id }) {
            guard let start = shown[t.id] else { continue }
            let end = t.location(in: view)
            let color = view.inProgressColor(start, end)
            let width = DrawView.startWidth(of: t)
            canvas.strokeLine(from: start, to: end, width: width, color: color)
            if let tip = TouchPredictor.predict(t).last { DrawView.drawTip(from: end, to: tip.location(in: view), width: width, color: color, in: canvas) }
        }
    }
}
