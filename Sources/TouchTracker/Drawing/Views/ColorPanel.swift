import Gestures

/// The color panel of the "Colors" challenge: a modal box of swatches over a dimmed window. Choosing a
/// swatch picks its color; a tap outside the box closes it. Its last row exports the drawing as a picture,
/// so a touchscreen with no keyboard can do what ctrl+E does.
final class ColorPanel: Node {
    static let swatchSize: Points = 56
    static let gap: Points = 12
    static let columns = 4
    static let titleHeight: Points = 40
    static let exportHeight: Points = 36

    /// The box in window coordinates (the node itself covers the window while shown).
    private(set) var box = Rect.zero
    private(set) var swatches: [SwatchControl] = []
    var currentColor = Style.finishedDefault
    var byAngle = false
    /// "By angle", in the title row: a line's color follows its direction (chapter 18's silver challenge).
    let angleButton = AngleButton(name: "colorPanel")
    var onPick: ((Color) -> Void)?
    var onPickByAngle: (() -> Void)?
    var onDismiss: (() -> Void)?
    /// "Export picture": the drawing as PNG and SVG.
    let exportButton = StyledButton(name: "colorPanel", title: trLater("Export picture (PNG and SVG)"), style: .light)
    var onExport: (() -> Void)?
    /// "Draw with the pen only", above the export row: fingers and the mouse stop inking (`DrawView.penOnly`).
    let penButton = StyledButton(name: "colorPanel", title: "", style: .light)
    var penOnly = false
    var onPenOnly: (() -> Void)?
    /// False while the scene draws what is behind the panel already dimmed (`TrackerScene.draw`).
    var drawsScrim = true

    init() {
        super.init(name: "colorPanel")
        isHidden = true
        for color in Style.swatches {
            let s = SwatchControl(color: color)
            s.onTap = { [unowned self] c in self.onPick?((c as! SwatchControl).color) }
            swatches.append(s)
            addChild(s)
        }
        angleButton.onTap = { [unowned self] _ in self.onPickByAngle?() }
        addChild(angleButton)
        exportButton.onTap = { [unowned self] _ in self.onExport?() }
        addChild(exportButton)
        penButton.onTap = { [unowned self] _ in self.onPenOnly?() }
        addChild(penButton)
    }

    func layout(windowSize size: Size) {
        frame = Rect(origin: .zero, size: size)
        let rows = (Style.swatches.count + Self.columns - 1) / Self.columns
        let w = Double(Self.columns) * Self.swatchSize + Double(Self.columns + 1) * Self.gap
        let swatchesAndExport = Self.titleHeight + Double(rows) * Self.swatchSize + Double(rows) * Self.gap + Self.exportHeight + 2 * Self.gap
        let h = swatchesAndExport + Self.exportHeight + Self.gap
        // The box's top is where it was before the pen row came (centred without it), so a swatch stays where
        // a person's hand (and a recorded script) finds it; the pen row adds below, within the window.
        let top = Swift.max(0, Swift.min(((size.height - swatchesAndExport) / 2).rounded(), size.height - h))
        box = Rect(x: ((size.width - w) / 2).rounded(), y: top, width: w, height: h)
        angleButton.frame = Rect(x: box.maxX - Self.gap - 124, y: box.minY + 8, width: 124, height: 26)
        exportButton.frame = Rect(x: box.minX + Self.gap, y: box.maxY - Self.gap - Self.exportHeight,
                                  width: box.width - 2 * Self.gap, height: Self.exportHeight)
        penButton.frame = exportButton.frame.offsetBy(Vector(dx: 0, dy: -(Self.exportHeight + Self.gap)))
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
        if drawsScrim { canvas.fill(bounds, color: Style.scrim) }
        drawShadow(in: canvas)
        canvas.fillRoundedRect(box, radius: 14, color: Style.panelFill)
        canvas.drawText(tr("Colors"), at: Point(box.minX + Self.gap + 4, box.minY + 11), size: 17, color: Color(rgb: 0x333333), alignment: .left)
        for s in swatches { s.isCurrent = !byAngle && s.color == currentColor }
        angleButton.isCurrent = byAngle
        penButton.title = penOnly ? trLater("Draw with the pen only: on") : trLater("Draw with the pen only: off")
    }

    /// The box's shadow, 3 pt lower. The box is opaque, so only its rim can show the shadow: the shadow is
    /// drawn in three strips along the rim (the same pixels, a quarter of the blending at 2x).
    private func drawShadow(in canvas: Canvas) {
        precondition(Style.panelFill.alpha == 1, "the shadow is drawn only where an opaque box leaves it visible")
        let shadow = box.offsetBy(Vector(dx: 0, dy: 3)), rim: Points = 16
        for strip in [Rect(x: box.minX - 2, y: box.maxY - rim, width: box.width + 4, height: rim + 6),
                      Rect(x: box.minX - 2, y: box.minY, width: rim + 2, height: box.height - rim),
                      Rect(x: box.maxX - rim, y: box.minY, width: rim + 2, height: box.height - rim)] {
            canvas.setClip(strip)
            canvas.fillRoundedRect(shadow, radius: 14, color: Color(rgb: 0, alpha: 0.18))
        }
        canvas.setClip(nil)
    }
}

/// The "by angle" choice: a pill of hues.
final class AngleButton: Control {
    var isCurrent = false
    override func draw(in canvas: Canvas) {
        if isCurrent || isHighlighted {
            canvas.fillRoundedRect(bounds, radius: bounds.height / 2, color: isCurrent ? Color(rgb: 0x222222) : Color(rgb: 0xAAAAAA))
        }
        let inner = bounds.insetBy(dx: 3, dy: 3)
        canvas.fillRoundedRect(inner, radius: inner.height / 2, color: .white)
        let steps = 6
        for i in 0..<steps {
            let c = AngleColor.hsv(hue: Double(i) / Double(steps), saturation: 0.85, value: 0.85)
            canvas.fillCircle(center: Point(inner.minX + 9 + Double(i) * 6, inner.midY), radius: 4, color: c)
        }
        canvas.drawText(tr("by angle"), at: Point(inner.maxX - 9, inner.midY - 8), size: 12, color: Color(rgb: 0x333333), alignment: .right)
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
