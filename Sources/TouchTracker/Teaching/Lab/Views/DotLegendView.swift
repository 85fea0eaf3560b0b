import Gestures

/// `dotLegend`: a red dot and what it means (`touchDots`), at the pad's foot, scaled with the station's text.
final class DotLegendView: StationView {
    override class var name: String { "dotLegend" }
    static var legend: String { tr("the pad was told touchesBegan") }

    override func draw(_ c: Canvas) {
        let k = pad.textScale, y = pad.bounds.height - 16 * k
        let text = c.fitted(Self.legend, width: pad.bounds.width - 30 * k, size: 10 * k)
        c.fill(Rect(x: 1, y: y - 1 * k, width: c.measureText(text, size: 10 * k).width + 26 * k, height: 15 * k), color: .white)
        c.fillCircle(center: Point(10 * k, y + 6 * k), radius: 4.5 * k, color: Color(rgb: 0xE53935))
        c.drawText(text, at: Point(19 * k, y + 1 * k), size: 10 * k, color: Style.muted, alignment: .left)
    }
}
