import Gestures

/// An on/off switch: a control, so it wins over its title bar's reset tap.
final class LabSwitch: Control {
    let label: String
    private(set) var isOn: Bool
    var onChange: ((Bool) -> Void)?

    init(name: String, label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
        super.init(name: name)
    }

    override func sendTap() {
        isOn.toggle()
        onChange?(isOn)
        super.sendTap()
    }

    func set(_ on: Bool) {
        guard on != isOn else { return }
        isOn = on
        onChange?(on)
    }

    override func draw(in canvas: Canvas) {
        let track = Rect(x: 2, y: 2, width: bounds.width - 4, height: bounds.height - 4)
        canvas.fillRoundedRect(track, radius: track.height / 2, color: isOn ? Color(rgb: 0x43A047) : Style.rule)
        let r = track.height / 2 - 2
        canvas.fillCircle(center: Point(isOn ? track.maxX - r - 2 : track.minX + r + 2, track.midY), radius: r,
                          color: isHighlighted ? Color(rgb: 0xE0E0E0) : .white)
    }
}

/// A button for station 9: a control that (while `wins`) refuses its ancestors' single taps.
final class LabButton: Control {
    var wins = true
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        wins ? super.gestureRecognizerShouldBegin(recognizer) : true
    }
    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, color: isHighlighted ? Color(rgb: 0x0D47A1) : Color(rgb: 0x1565C0))
        // The label grows with the button (station 9 sizes it by its text scale): 13 at the usual 34 pt.
        let size = Swift.max(10, bounds.height * 13 / 34)
        canvas.drawText(tr("Button"), at: Point(bounds.midX, bounds.midY - size * 0.62), size: size, color: .white, alignment: .center)
    }
}

/// The lab's top bar: the page (or the station shown alone) and arrows to turn.
final class LabPager: Node {
    let previous = StyledButton(name: "lab.previous", title: "◂", style: .pill)
    let forward = StyledButton(name: "lab.next", title: "▸", style: .pill)
    /// What the bar says (the page, or the station shown alone); `shorter`: the same, shorter, for a narrow
    /// bar ("Page 1 of 3", "1 of 3"): the first that fits is drawn, never cut.
    var text = ""
    var shorter: [String] = []

    init(name: String) {
        super.init(name: name, frame: .zero)
        addChild(previous)
        addChild(forward)
    }

    func layout(frame f: Rect) {
        frame = f
        previous.frame = Rect(x: 0, y: 0, width: 30, height: f.height)
        forward.frame = Rect(x: 34, y: 0, width: 30, height: f.height)
    }

    override func draw(in canvas: Canvas) {
        let words = ([text] + shorter).first { canvas.measureText($0, size: 12.5).width <= bounds.width - 72 } ?? shorter.last ?? text
        canvas.drawText(words, at: Point(72, 4), size: 12.5, color: Color(rgb: 0x263238), alignment: .left)
    }
}

