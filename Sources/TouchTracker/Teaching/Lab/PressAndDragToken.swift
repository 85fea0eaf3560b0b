import GestureExamples
import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// A square on a pad that a long press picks up (it turns green) and a pan then moves, with the same finger:
/// it moves only while the long press is active, so only when the two recognize together (stations 5, 13).
final class PressAndDragToken {
    let longPress: LongPressGestureRecognizer
    let pan: PanGestureRecognizer
    /// Where the square starts (and returns on reset), in the pad's points.
    let home: Point
    private(set) var position: Point

    /// Moves the square on `pad` with the station's long press and pan (from its file, on that pad).
    init(on pad: LabPad, longPress: LongPressGestureRecognizer, pan: PanGestureRecognizer, home: Point) {
        self.longPress = longPress
        self.pan = pan
        self.home = home
        position = home
        longPress.addAction { _ in }
        pan.addAction { [unowned self, unowned pad] r in
            guard let p = r as? PanGestureRecognizer, self.longPress.state.isActive, r.state == .began || r.state == .changed else { return }
            self.position = self.position + p.translation(in: pad)
            p.setTranslation(.zero, in: pad)
        }
        pad.content = { [unowned self] c, _ in
            c.fillRoundedRect(Rect(x: self.position.x - 18, y: self.position.y - 18, width: 36, height: 36), radius: 6,
                              color: self.longPress.state.isActive ? Color(rgb: 0x43A047) : Color(rgb: 0x546E7A))
        }
    }

    func reset() { position = home }
}
