import Gestures

/// The color panel of the "Colors" challenge: a modal box of swatches over a dimmed window. Choosing a
/// swatch picks its color; a tap outside the box closes it.
final class ColorPanel: Node {
    static let swatchSize: Points = 56
    static let gap: Points = 12
    static let columns = 4
    static let titleHeight: Points = 40

    /// The box in window coordinates (the node itself covers the window while shown).
    private(set) var box = Rect.zero
    private(set) var swatches: [SwatchControl] = []
    var currentColor = Style.finishedDefault
    var onPick: ((Color) -> Void)?
    var onDismiss: (() -> Void)?

    init() {
        super.init(name: "colorPanel")
        isHidden = true
        for color in Style.swatches {
            let s = SwatchControl(color: color)
            s.onTap = { [unowned self] c in self.onPick?((c as! SwatchControl).color) }
            swatches.append(s)
            addChild(s)
        }
    }

    func layout(windowSize size: Size) {
        frame = Rect(origin: .zero, size: size)
        let rows = (Style.swatches.count + Self.columns - 1) / Self.columns
        let w = Double(Self.columns) * Self.swatchSize + Double(Self.columns + 1) * Self.gap
        let h = Self.titleHeight + Double(rows) * Self.swatchSize + Double(rows) * Self.gap + Self.gap
        box = Rect(x: ((size.width - w) / 2).rounded(), y: ((size.height - h) / 2).rounded(), width: w, height: h)
        for (i, s) in swatches.enumerated() {
            let col = i % Self.columns, row = i / Self.columns
            s.frame = Rect(x: box.minX + Self.gap + Double(col) * (Self.swatchSize + Self.gap),
                           y: box.minY + Self.titleHeight + Double(row) * (Self.swatchSize + Self.gap),
                           width: Self.swatchSize, height: Self.swatchSize)
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if touches.contains(where: { !box.contains($0.location(in: self)) && !box.contains($0.startLocation(in: self)) }) {
            onDismiss?()
        }
    }
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    override func draw(in canvas: Canvas) {
        canvas.fill(bounds, color: Style.scrim)
        canvas.fillRoundedRect(box.offsetBy(Vector(dx: 0, dy: 3)), radius: 14, color: Color(rgb: 0, alpha: 0.18))
        canvas.fillRoundedRect(box, radius: 14, color: Style.panelFill)
        canvas.drawText("Colors", at: Point(box.midX, box.minY + 11), size: 17, color: Color(rgb: 0x333333), alignment: .center)
        for s in swatches { s.isCurrent = s.color == currentColor }
    }
}

final class SwatchControl: Control {
    let color: Color
    var isCurrent = false
    init(color: Color) {
        self.color = color
        super.init(name: "colorPanel")
    }
    override func draw(in canvas: Canvas) {
        if isCurrent || isHighlighted {
            canvas.fillRoundedRect(bounds, radius: 12, color: isCurrent ? Color(rgb: 0x222222) : Color(rgb: 0xAAAAAA))
        }
        canvas.fillRoundedRect(bounds.insetBy(dx: 4, dy: 4), radius: 9, color: color)
    }
}

/// A one-line notice at the top of the window (a save that could not be read, a save that failed).
/// Tapping it dismisses it.
final class MessageBanner: Control {
    private(set) var text = ""
    private let metrics: (String) -> Size

    init(metrics: @escaping (String) -> Size) {
        self.metrics = metrics
        super.init(name: "message")
        isHidden = true
        onTap = { c in c.isHidden = true }
    }

    func show(_ message: String, windowSize: Size) {
        text = message
        let m = metrics(message)
        let w = Swift.min(windowSize.width - 16, m.width + 36)
        frame = Rect(x: ((windowSize.width - w) / 2).rounded(), y: 12, width: w, height: m.height + 20)
        isHidden = false
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 10, color: Color(rgb: 0xB71C1C, alpha: 0.95))
        canvas.setClip(bounds.insetBy(dx: 8, dy: 0))
        canvas.drawText(text, at: Point(18, 10), size: 14, color: .white, alignment: .left)
        canvas.setClip(nil)
    }
}
