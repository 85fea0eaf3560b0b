import GestureExamples
import Gestures

/// The drawing view of chapters 18-19: every finger draws a line from where it went down to where it is;
/// double tap clears; tap selects (and shows the menu); long press selects and a pan moves the line; a
/// three-finger swipe up opens the color panel.
///
/// The inputs of a laptop: a pen's line is as wide as it presses (`width(forForce:maximum:)`); once a pen has
/// drawn, `penOnly` turns on and fingers and the mouse select, move and undo but never ink (as tablet apps
/// do; P turns it off and on); a pointer hovering where it would ink shows a ring as wide as its ink; the
/// mouse's right button selects the line under it and opens its menu (a secondary click), and no other
/// button but the primary one inks.
///
/// SDL 3's pen: a tilted pen shades as a pencil (wider and lighter, `Style.pencilWidening`,
/// `pencilLightening`; upright, and every finger, as before); its eraser end erases the lines its path
/// crosses, one undoable edit a stroke; a trackpad's pinch over the selected line scales it about the
/// pointer, one undoable edit a pinch.
final class DrawView: Node {
    struct Stroke {
        var begin: Point
        var end: Point
        var width: Points
        var velocity = VelocityEstimator(windowDuration: 0.1)
        /// A pen's stroke: its width follows its force, not its speed.
        var isPen = false
        /// How far the pen leans, 0 upright to 1 flat (`DrawView.tilt(of:)`): a pencil's shading, wider and
        /// lighter. Always 0 for fingers, the mouse, and a pen whose tilt is not reported (SDL 2).
        var tilt = 0.0
    }

    let drawing: Drawing
    let cache = LineCache(background: Style.background)
    /// Strokes in progress, by touch.
    private(set) var strokes: [TouchID: Stroke] = [:]
    var drawColor = Style.finishedDefault
    /// "Colors by angle" (chapter 18's silver challenge): a finished line's hue follows its direction.
    var colorByAngle = false
    /// The most fingers down at once since the view was last untouched: two (never more) make a circle.
    private var fingersThisGesture = 0
    /// Fingers whose stroke went into a finished circle: they draw nothing more until lifted.
    private var consumed: Set<TouchID> = []
    weak var scene: TrackerScene?

    /// The recognizers, configured once for the app, the dispatch benchmark and the randomized tests.
    let recognizers = TouchTrackerRecognizers()
    var doubleTap: TapGestureRecognizer { recognizers.doubleTap }
    var tap: TapGestureRecognizer { recognizers.tap }
    var longPress: LongPressGestureRecognizer { recognizers.longPress }
    var moveLine: PanGestureRecognizer { recognizers.moveLine }
    var colorSwipe: SwipeGestureRecognizer { recognizers.colorSwipe }
    var scaleLine: PinchGestureRecognizer { recognizers.scaleLine }
    /// Eraser strokes in progress (a pen's eraser end), by touch: where it was last, and the lines it has
    /// crossed so far (hidden now, erased as one edit when it lifts).
    var erasers: [TouchID: (last: Point, crossed: Set<Int>)] = [:]
    /// The selected line as a trackpad pinch began over it, and the pointer then: the pinch scales it
    /// about that point (nil when no pinch scales a line).
    var pinchStart: (line: Line, pivot: Point)?
    /// The whole offset of the current drag, recorded as one undo step when it ends.
    private var dragOffset = Vector.zero
    /// "Draw with the pen only": fingers and the mouse select, move and undo but never ink. Turned on by the
    /// first pen touch that draws (`onPenOnlyChanged` says so), and by P.
    var penOnly = false {
        didSet { if penOnly != oldValue { onPenOnlyChanged?(penOnly) } }
    }
    var onPenOnlyChanged: ((Bool) -> Void)?

    /// The selected line (drawn green, outside the cache). Becoming nil hides the menu.
    private(set) var selectedLineID: Int? {
        didSet {
            guard oldValue != selectedLineID else { return }
            if let old = oldValue { cache.include(old, line: drawing.line(id: old)) }
            if let new = selectedLineID { cache.exclude(new, line: drawing.line(id: new)) }
            if selectedLineID == nil { scene?.setMenuVisible(false) }
        }
    }

    init(drawing: Drawing) {
        self.drawing = drawing
        super.init(name: "draw")
        isMultipleTouchEnabled = true

        doubleTap.addTarget(self, action: DrawView.doubleTapped)
        tap.addTarget(self, action: DrawView.tapped)
        longPress.addTarget(self, action: DrawView.longPressed)
        moveLine.addTarget(self, action: DrawView.moved)
        colorSwipe.addTarget(self, action: DrawView.swipedUp)
        scaleLine.addTarget(self, action: DrawView.pinched)
        recognizers.undoTap.addTarget(self, action: DrawView.undoTapped)
        recognizers.redoTap.addTarget(self, action: DrawView.redoTapped)
        recognizers.install(on: self)

        drawing.onChange = { [unowned self] change in
            self.cache.note(change, onTop: self.isOnTop(change))
            if let id = self.selectedLineID, self.drawing.line(id: id) == nil { self.selectedLineID = nil }
            self.scene?.drawingChanged()
        }
    }

    var selectedIndex: Int? { selectedLineID.flatMap { drawing.position(of: $0) } }

    /// Whether the change added the item with the largest id of the drawing (a new line or circle: drawn
    /// over the cache with nothing under it redrawn).
    private func isOnTop(_ change: DrawingChange) -> Bool {
        let top = Swift.max(drawing.lines.last?.id ?? 0, drawing.circles.last?.id ?? 0)
        switch change {
        case .added(let l): return l.id == top
        case .circleAdded(let c): return c.id == top
        default: return false
        }
    }

    func select(_ id: Int?) { selectedLineID = id }

    // MARK: Recognizer actions

    func doubleTapped(_ r: GestureRecognizer) {
        selectedLineID = nil
        strokes.removeAll()
        drawing.clear()
    }

    func tapped(_ r: GestureRecognizer) { selectLine(at: r.location(in: self)) }

    /// Selects the line within `Style.selectRadius` of `p` and opens its menu there; off every line, the
    /// selection and the menu go. A tap does it, and a secondary click (the mouse's right button).
    func selectLine(at p: Point) {
        selectedLineID = drawing.nearestLine(to: p, within: Style.selectRadius)
        if selectedLineID != nil {
            becomeFirstResponder()
            scene?.showMenu(at: Rect(x: p.x - 2, y: p.y - 2, width: 4, height: 4), in: self)
        } else {
            scene?.setMenuVisible(false)
        }
    }

    func longPressed(_ r: GestureRecognizer) {
        switch r.state {
        case .began:
            scene?.setMenuVisible(false)
            selectedLineID = drawing.nearestLine(to: r.location(in: self), within: Style.selectRadius)
            dragOffset = .zero
        case .ended, .cancelled:
            if let id = selectedLineID { drawing.commitMove(id: id, by: dragOffset) }
            dragOffset = .zero
            selectedLineID = nil
        default:
            break
        }
    }

    /// Moves the long-pressed line with the finger. Only while the long press is active: a line selected by a
    /// tap (menu shown) never follows a new stroke (the "Mysterious Lines" challenge).
    func moved(_ r: GestureRecognizer) {
        guard let pan = r as? PanGestureRecognizer, longPress.state.isActive, let id = selectedLineID else { return }
        guard r.state == .began || r.state == .changed else { return }
        let t = pan.translation(in: self)
        drawing.moveLive(id: id, by: t)
        dragOffset = dragOffset + t
        pan.setTranslation(.zero, in: self)
    }

    func swipedUp(_ r: GestureRecognizer) { scene?.showColorPanel() }

    /// Two-finger tap: undo; three-finger tap: redo (no keyboard needed).
    func undoTapped(_ r: GestureRecognizer) { undo() }
    func redoTapped(_ r: GestureRecognizer) { redo() }

    func undo() { select(nil); drawing.undo() }
    func redo() { select(nil); drawing.redo() }

    // MARK: Responder

    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool {
        action == TrackerScene.deleteAction && selectedLineID != nil
    }
    override func perform(_ action: Action, withSender sender: AnyObject?) {
        if action == TrackerScene.deleteAction { deleteSelected() }
    }

    /// Deletes the selected line. The line goes first, the selection with it (`onChange`): the cache already
    /// shows the drawing without it, so nothing is redrawn (putting it back first would redraw its pixels twice).
    func deleteSelected() {
        guard let id = selectedLineID else { return }
        drawing.delete(id: id)
        selectedLineID = nil
    }

    // MARK: Touches: one stroke per finger

    static func width(forSpeed speed: Double) -> Points {
        let k = Swift.min(1, Swift.max(0, speed / Style.fastSpeed))
        return Style.slowWidth - (Style.slowWidth - Style.fastWidth) * k
    }

    /// A pen's width at `force` of `maximum` (the touch's `maximumPossibleForce`; none reported reads as
    /// half pressure): `Style.penLightWidth` to `Style.penFullWidth`, linearly.
    static func width(forForce force: Double, maximum: Double) -> Points {
        let k = maximum > 0 ? Swift.min(1, Swift.max(0, force / maximum)) : 0.5
        return Style.penLightWidth + (Style.penFullWidth - Style.penLightWidth) * k
    }

    /// The width a line of touch `t` starts at: a pen's at its force (and tilt), any other touch's the slow
    /// line's (its speed then narrows it). The stroke and the tentative ink begin so.
    static func startWidth(of t: Touch) -> Points {
        t.type == .pencil ? penWidth(of: t) : Style.slowWidth
    }

    /// How far pen touch `t` leans: 0 upright (or tilt not reported) to 1 lying flat, from its
    /// `altitudeAngle`; 0 for every other touch.
    static func tilt(of t: Touch) -> Double {
        guard t.type == .pencil else { return 0 }
        return Swift.min(1, Swift.max(0, 1 - t.altitudeAngle / (.pi / 2)))
    }

    /// A pen's width now: its force's, widened by its tilt as a pencil's lead laid on its side.
    static func penWidth(of t: Touch) -> Points {
        width(forForce: t.force, maximum: t.maximumPossibleForce) * (1 + Style.pencilWidening * tilt(of: t))
    }

    /// `color` shaded as a pencil tilted by `tilt` (0 to 1): lighter, `Style.pencilLightening` of the way to
    /// the paper lying flat; unchanged upright. The line stays opaque (its file keeps `#RRGGBB`).
    static func shaded(_ color: Color, tilt: Double) -> Color {
        guard tilt > 0 else { return color }
        let k = Style.pencilLightening * Swift.min(1, tilt)
        let paper = Style.background
        return Color(red: color.red + (paper.red - color.red) * k, green: color.green + (paper.green - color.green) * k,
                     blue: color.blue + (paper.blue - color.blue) * k, alpha: color.alpha)
    }

    /// Whether touch `t` inks: not a pointer's other buttons (right, middle: menus and panning), and with
    /// `penOnly` nothing but a pen.
    func inks(_ t: Touch) -> Bool {
        if t.type == .indirectPointer && !t.buttonMask.contains(.primary) { return false }
        return !penOnly || t.type == .pencil
    }

    /// The circle two fingers are drawing: exactly two down, and never a third since the first went down
    /// (chapter 18's gold challenge). Its fingers are opposite corners of its bounding box.
    var circleInProgress: (TouchID, TouchID)? {
        guard fingersThisGesture == 2, strokes.count == 2, consumed.isEmpty else { return nil }
        let ids = strokes.keys.sorted()
        return (ids[0], ids[1])
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if strokes.isEmpty && consumed.isEmpty { fingersThisGesture = 0 }
        defer { fingersThisGesture = Swift.max(fingersThisGesture, strokes.count + consumed.count) }
        for t in touches {
            // The secondary button: selects the line under it and opens its menu (a right click), inks nothing.
            if t.type == .indirectPointer && t.buttonMask.contains(.secondary) { selectLine(at: t.location(in: self)) }
            // The eraser end erases whatever line its path crosses (never a finger's or the mouse's job).
            if t.isEraser {
                erasers[t.id] = (t.location(in: self), [])
                erase(along: t.location(in: self), to: t.location(in: self), by: t.id)
                continue
            }
            // The first pen that draws makes the drawing the pen's (a person holding a pen rests a hand on the screen).
            if t.type == .pencil && !penOnly { penOnly = true }
            guard inks(t) else { consumed.insert(t.id); continue }
            var s = Stroke(begin: t.startLocation(in: self), end: t.location(in: self), width: Self.startWidth(of: t),
                           isPen: t.type == .pencil, tilt: Self.tilt(of: t))
            s.velocity.add(t.startLocation(in: self), at: t.startTimestamp)
            if t.timestamp > t.startTimestamp { s.velocity.add(t.location(in: self), at: t.timestamp) }
            strokes[t.id] = s
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for t in touches {
            if let e = erasers[t.id] {
                for sample in event.coalescedTouches(for: t) {
                    let p = sample.location(in: self)
                    erase(along: erasers[t.id]?.last ?? e.last, to: p, by: t.id)
                    erasers[t.id]?.last = p
                }
                continue
            }
            guard var s = strokes[t.id] else { continue }
            s.end = t.location(in: self)
            // Every sample since the last event (a fast finger gives several a frame): the speed, so the
            // width, follows the finger, not the frame rate.
            for sample in event.coalescedTouches(for: t) { s.velocity.add(sample.location(in: self), at: sample.timestamp) }
            predictedTips[t.id] = event.predictedTouches(for: t).last?.location(in: self)
            // Follows the speed (a pen's: its force), smoothed so one jittery sample does not make the line flicker.
            let target = s.isPen ? Self.penWidth(of: t) : DrawView.width(forSpeed: s.velocity.velocity.length)
            s.width = 0.5 * s.width + 0.5 * target
            if s.isPen { s.tilt = 0.5 * s.tilt + 0.5 * Self.tilt(of: t) }
            strokes[t.id] = s
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for t in touches.sorted(by: { $0.id < $1.id }) {
            if consumed.remove(t.id) != nil { continue }
            if let e = erasers.removeValue(forKey: t.id) {
                erase(along: e.last, to: t.location(in: self), by: nil, crossed: e.crossed)
                continue
            }
            if let (a, b) = circleInProgress, let sa = strokes[a], let sb = strokes[b] {
                // One of the two lifts: the circle is finished, and the other finger draws nothing more.
                var ends = (sa.end, sb.end)
                if t.id == a { ends.0 = t.location(in: self) } else { ends.1 = t.location(in: self) }
                drawing.addCircle(between: ends.0, and: ends.1, color: drawColor, width: Self.rounded((sa.width + sb.width) / 2))
                strokes.removeAll()
                consumed.insert(t.id == a ? b : a)
                continue
            }
            predictedTips.removeValue(forKey: t.id)
            guard var s = strokes.removeValue(forKey: t.id) else { continue }
            s.end = t.location(in: self)
            drawing.add(begin: s.begin, end: s.end, color: Self.shaded(finishedColor(s.begin, s.end), tilt: s.tilt), width: Self.rounded(s.width))
        }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for t in touches {
            predictedTips.removeValue(forKey: t.id)
            strokes.removeValue(forKey: t.id)
            consumed.remove(t.id)
            // A cancelled eraser erases nothing: its lines come back.
            if let e = erasers.removeValue(forKey: t.id) { for id in e.crossed where !isErasing(id) { cache.include(id, line: drawing.line(id: id)) } }
        }
    }

    /// Every frame: a single finger (or the pointer) resting on a long line may select it (a long press, a
    /// tap), so the cache makes the line's exclusion ready on another core meanwhile, and the selecting
    /// frame copies pixels instead of redrawing them. The finger is seen while the taps still hold its began
    /// back (a resting finger's is never delivered). Moving past the long press's allowance, or a second
    /// finger, drops the work; lifting keeps it (a tap selects once the double tap has failed, later).
    func updateAnticipation() {
        let resting = window?.activeTouches.filter { $0.node === self } ?? []
        if resting.isEmpty { return }
        guard resting.count == 1, let t = resting.first, !t.isEraser, inks(t), longPress.state == .possible,
              (t.location(in: self) - t.startLocation(in: self)).length <= longPress.allowableMovement,
              let id = drawing.nearestLine(to: t.location(in: self), within: Style.selectRadius), let line = drawing.line(id: id) else {
            cache.cancelAnticipation()
            return
        }
        cache.anticipateExclusion(of: line, in: drawing)
    }

    static func rounded(_ width: Points) -> Points { (width * 100).rounded() / 100 }

    func finishedColor(_ a: Point, _ b: Point) -> Color { colorByAngle ? AngleColor.color(from: a, to: b) : drawColor }

    // MARK: Drawing

    /// What a shape that will finish in `finished` looks like while drawn: red (the book) for the default
    /// black, otherwise the same color, lighter. (Colors by angle are never black.)
    static func inProgress(_ finished: Color) -> Color {
        finished == Style.finishedDefault ? Style.inProgress : finished.withAlpha(0.6)
    }
    func inProgressColor(_ a: Point, _ b: Point) -> Color { Self.inProgress(finishedColor(a, b)) }

    /// The circle in progress, if two fingers are drawing one.
    var currentCircle: Circle? {
        guard let (a, b) = circleInProgress, let sa = strokes[a], let sb = strokes[b] else { return nil }
        return Circle.between(sa.end, sb.end, id: 0, color: Self.inProgress(drawColor), width: Self.rounded((sa.width + sb.width) / 2))
    }

    /// Where each stroke's finger is predicted to be a frame from now (`TouchEvent.predictedTouches(for:)`):
    /// drawn as a faint tip beyond the stroke's end, replaced at the next move, never in the drawing.
    var predictedTips: [TouchID: Point] = [:]

    /// A predicted tip: the line's colour, faint, from the real end to the prediction.
    static func drawTip(from end: Point, to tip: Point, width: Points, color: Color, in canvas: Canvas) {
        guard (tip - end).length >= 0.5 else { return }
        canvas.strokeLine(from: end, to: tip, width: width, color: color.withAlpha(color.alpha * 0.35))
    }

    /// Ink under a finger whose began the recognizers still hold back (`TentativeInk`).
    var tentativeInk = TentativeInk()
    /// Whether it shows (ctrl+I; `--no-tentative-ink`): on by default, off for the book's behaviour.
    var showsTentativeInk = true

    override func draw(in canvas: Canvas) {
        cache.draw(drawing, size: frame.size, in: canvas)
        for id in cache.excluded.sorted() {
            guard let l = drawing.line(id: id), !isErasing(id) else { continue }
            canvas.strokeLine(from: l.begin, to: l.end, width: l.width, color: id == selectedLineID ? Style.selected : l.color)
        }
        if let c = currentCircle {
            canvas.strokeCircle(center: c.center, radius: c.radius, width: c.width, color: c.color)
            return
        }
        for (id, s) in strokes.sorted(by: { $0.key < $1.key }) {
            let color = Self.shaded(inProgressColor(s.begin, s.end), tilt: s.tilt)
            canvas.strokeLine(from: s.begin, to: s.end, width: s.width, color: color)
            if let tip = predictedTips[id] { Self.drawTip(from: s.end, to: tip, width: s.width, color: color, in: canvas) }
        }
        tentativeInk.draw(self, in: canvas)
        if let ring = hoverRing { canvas.strokeCircle(center: ring.center, radius: ring.radius, width: 1.5, color: ring.color) }
    }

    /// Where the hovering pointer would ink, when no stroke is in progress: a ring as wide as its ink would
    /// be (the mouse's slow line; a pen's at half pressure, as it reports none above the screen), in the
    /// in-progress colour; a pen's shrinks with its distance where reported (to `Style.farHoverRing` at 1). None for a pointer that would not ink (the mouse with `penOnly`), one pressing, or
    /// off the view.
    var hoverRing: (center: Point, radius: Points, color: Color)? {
        guard strokes.isEmpty, consumed.isEmpty, let window else { return nil }
        for type in [TouchType.pencil, .indirectPointer] where !penOnly || type == .pencil {
            // A pointer pressing is not hovering (its hover is paused where it was).
            guard let at = window.hoverLocation(of: type), window.rootNode.hitTest(at) === self,
                  !window.activeTouches.contains(where: { $0.type == type }) else { continue }
            let p = convert(fromWindow: at)
            let width = type == .pencil ? Self.width(forForce: 0.5, maximum: 1) : Style.slowWidth
            // A pen's ring shrinks as it rises, where its distance is reported (SDL 3 on Wayland).
            let z = type == .pencil ? window.hoverInput(of: .pencil)?.zOffset ?? 0 : 0
            return (p, (width / 2 + 1) * (1 - (1 - Style.farHoverRing) * z), Self.inProgress(drawColor))
        }
        return nil
    }
}
