import Gestures

/// `scrollList`: an endless list of rows that a pan moves up and down (by a drag, or by a wheel's or a
/// trackpad's scroll when the pan takes them). Argument: `pan=NAME` (pan).
final class ScrollListView: StationView {
    override class var name: String { "scrollList" }
    override class var keys: Set<String> { ["pan"] }
    private var pan: PanGestureRecognizer?
    /// The list's offset (points): where the pan left it; the pan's live translation goes on top.
    private var offset = Vector(dx: 0, dy: 0)

    override func install() {
        let pan = recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }
        self.pan = pan
        pan.addAction { [unowned self, unowned pan] r in
            if r.state == .ended || r.state == .cancelled { self.offset = self.offset + pan.translation(in: self.pad) }
        }
    }
    override func draw(_ c: Canvas) {
        guard let pan else { return }
        let live = pan.state.isActive ? pan.translation(in: pad) : Vector(dx: 0, dy: 0)
        let k = pad.textScale
        // The list starts below the pad's label (its lines), and scrolls under nothing: clipped to its room.
        let top = 6 * k + Double(pad.labelLines(in: c).count) * 13 * k
        let dy = offset.dy + live.dy + top
        let row = 28 * k
        c.setClip(Rect(x: 0, y: top, width: pad.bounds.width, height: Swift.max(0, pad.bounds.height - top)))
        defer { c.setClip(pad.bounds) }
        // Row n at y = top + n × row + offset.
        let first = Int(((top - dy) / row).rounded(.down))
        // Only what the clip lets show is drawn: a row below the pad's foot would be clipped away, but its
        // text would still be drawn (and read) over the station below.
        for n in first...(first + Int(pad.bounds.height / row) + 1) {
            let y = Double(n) * row + dy
            guard y < pad.bounds.height else { break }
            c.fill(Rect(x: 12, y: y + 3, width: pad.bounds.width - 24, height: row - 6),
                   color: n % 2 == 0 ? Color(rgb: 0xE3F2FD) : Color(rgb: 0xBBDEFB))
            if y + 8 * k < pad.bounds.height { c.drawText(tr("row {n}", ["n": String(n)]), at: Point(20, y + 8 * k), size: 11 * k, color: Color(rgb: 0x263238), alignment: .left) }
        }
    }
    override func reset() { offset = Vector(dx: 0, dy: 0) }
}
