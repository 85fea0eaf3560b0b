import Gestures

/// `flash`: the station's latest said text (`say`, or a button's), large in the middle of the pad for
/// 1.2 s. Arguments: `from=A,B` (only what these said; by default anyone), `color=RRGGBB` (1565C0),
/// `height=F` (the text centred in the pad's top F of its height; 1).
final class FlashView: StationView {
    override class var name: String { "flash" }
    override class var keys: Set<String> { ["from", "color", "height"] }

    override func draw(_ c: Canvas) {
        guard let f = station.flashed else { return }
        if let from = arguments["from"], !from.split(separator: ",").contains(Substring(f.source)) { return }
        let rect = Rect(x: 0, y: 0, width: pad.bounds.width, height: pad.bounds.height * number("height", 1))
        station.flash(station.drawnText(f.text, source: f.source), at: f.time, in: rect, canvas: c, color: color("color", Color(rgb: 0x1565C0)))
    }
}
