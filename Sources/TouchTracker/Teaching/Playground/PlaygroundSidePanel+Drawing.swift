import Gestures

/// The side panel drawn as laid out (`relayout`): the cards wholly in view, the relations between them, the
/// inspector's box, header and rows, the scroll bar.
extension PlaygroundSidePanel {
    /// The cards wholly inside the panel (the others are scrolled away).
    var visibleCards: [CardLayout] { cards.filter { $0.frame.minY >= -0.5 && $0.frame.maxY <= bounds.height + 0.5 } }

    func drawPanel(_ canvas: Canvas) {
        drawLines(canvas)
        for c in visibleCards { drawCard(c, canvas) }
        if let ins = model.inspector { drawInspector(ins, canvas) }
        drawScrollBar(in: canvas)
    }

    private func drawCard(_ c: CardLayout, _ canvas: Canvas) {
        let f = c.frame, name = c.name
        let isSelected = model.selected == name
        canvas.fillRoundedRect(f, radius: 6, color: pressed == .card(name) ? Color(rgb: 0xCFD8DC) : .white)
        if isSelected { canvas.strokeRect(f, width: 2, color: Self.togetherColor) }
        if model.picking != nil && !isSelected { canvas.strokeRect(f, width: 1, color: Self.waitsColor) }
        let compact = model.inspector != nil
        var y = compact ? f.minY + 5 : f.minY + 8
        let top = y
        for line in c.title {
            canvas.drawText(line, at: Point(f.minX + 8, y), size: 13, color: Self.ink, alignment: .left)
            y += 17
        }
        let s = state(name) ?? .possible
        canvas.drawText(s.rawValue, at: Point(f.maxX - 8, c.stateBelow ? y - 1 : top), size: 12, color: PlaygroundScene.color(of: s), alignment: .right)
        if c.stateBelow { y += 16 }
        for line in c.lines.joined() {
            canvas.drawText(line, at: Point(f.minX + 8, y + 3), size: 11, color: Self.muted, alignment: .left)
            y += Self.lineHeight
        }
    }

    private func drawInspector(_ ins: PlaygroundInspector, _ canvas: Canvas) {
        let top = Swift.max(0, inspectorTop)
        let box = Rect(x: Self.gutter, y: top, width: Swift.max(0, bounds.width - Self.gutter - 10), height: Swift.max(0, bounds.height - top))
        canvas.fillRoundedRect(box, radius: 6, color: .white)
        if inspectorTop >= 0 {
            for (k, line) in inspectorHeader.enumerated() {
                canvas.drawText(line, at: Point(box.minX + 8, inspectorTop + 7 + Double(k) * 17), size: 13, color: Self.ink, alignment: .left)
            }
        }
        let size = Self.labelSize
        // A row taller than the panel (a long label in a short window) shows what is in view: each of its
        // label's lines wholly in view, its controls (targets) when they are.
        let visible = { (top: Points, height: Points) in top >= -0.5 && top + height <= self.bounds.height + 0.5 }
        for r in rows where r.y + r.height > 0 && r.y < bounds.height {
            let row = r.row, y = r.y
            if r.index == model.focus {
                let top = Swift.max(0, y), bottom = Swift.min(bounds.height, y + r.height - 1)
                canvas.fill(Rect(x: box.minX + 2, y: top, width: box.width - 4, height: Swift.max(0, bottom - top)), color: Color(rgb: 0xE3F2FD))
            }
            for (k, line) in r.label.enumerated() where visible(y + 3 + Double(k) * Self.lineHeight, Self.lineHeight + 2) {
                canvas.drawText(line, at: Point(box.minX + 8, y + 5 + Double(k) * Self.lineHeight), size: size, color: Self.ink, alignment: .left)
            }
            let cy = y + r.controlsY
            guard visible(cy, Self.rowHeight) else { continue }
            if case .stepper = row.control {
                canvas.drawText(canvas.fitted(row.value, width: 66, size: size), at: Point(box.maxX - 78, cy + 5), size: size,
                                color: Self.togetherColor, alignment: .right)
            }
            if case .readOnly = row.control {
                // Grey and without a control: fixed by the engine, as UIKit's.
                canvas.drawText(canvas.fitted(row.value, width: 110, size: size), at: Point(box.maxX - 10, cy + 5), size: size,
                                color: Self.fixedColor, alignment: .right)
            }
        }
        for t in targets {
            if case .card = t.id { continue }
            drawPill(t, in: canvas, size: size)
        }
    }
}
