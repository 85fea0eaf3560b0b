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
        for line in c.shownLines.joined() {
            canvas.drawText(line, at: Point(f.minX + 8, y + 3), size: 11, color: Self.muted, alignment: .left)
            y += Self.lineHeight
        }
    }

    private func drawInspector(_ ins: PlaygroundInspector, _ canvas: Canvas) {
        let top = Swift.max(0, inspectorTop)
        let box = Rect(x: Self.gutter, y: top, width: Swift.max(0, bounds.width - Self.gutter - 10), height: Swift.max(0, bounds.height - top))
        canvas.fillRoundedRect(box, radius: 6, color: .white)
        let size = Self.labelSize
        // A row taller than the panel (a long label in a short window) shows what is in view: each of its
        // label's lines wholly in view, its controls (targets) when they are.
        // Under the sticky heading nothing of a row shows.
        let covered = stickyHeaderHeight
        let visible = { (top: Points, height: Points) in top >= covered - 0.5 && top + height <= self.bounds.height + 0.5 }
        for r in rows where r.y + r.height > 0 && r.y < bounds.height {
            let row = r.row, y = r.y
            if r.index == model.focus {
                let top = Swift.max(0, y), bottom = Swift.min(bounds.height, y + r.height - 1)
                canvas.fill(Rect(x: box.minX + 2, y: top, width: box.width - 4, height: Swift.max(0, bottom - top)), color: Color(rgb: 0xE3F2FD))
            }
            for (k, line) in r.shownLabel.enumerated() where visible(y + 3 + Double(k) * Self.lineHeight, Self.lineHeight + 2) {
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
        drawHeader(box: box, canvas)
        for t in targets {
            switch t.id {
            case .card, .rename: continue
            default: drawPill(t, in: canvas, size: size)
            }
        }
    }

    /// The inspector's heading: which recognizer it edits (its name, kind and pad), in its place or, scrolled
    /// past, held at the panel's top over the rows (a line under it); while renaming, the name field.
    private func drawHeader(box: Rect, _ canvas: Canvas) {
        guard headerY + headerHeight > 0 else { return }
        let band = Rect(x: box.minX, y: headerY, width: box.width, height: headerHeight + 2)
        canvas.fillRoundedRect(band, radius: 6, color: .white)
        if stickyHeaderHeight > 0 { canvas.fill(Rect(x: band.minX + 4, y: band.maxY - 1, width: band.width - 8, height: 1), color: Color(rgb: 0xB0BEC5)) }
        for (k, line) in shownInspectorHeader.enumerated() {
            canvas.drawText(line, at: Point(box.minX + 8, headerY + 7 + Double(k) * 17), size: 13, color: Self.ink, alignment: .left)
        }
        guard let field = model.renaming, let f = nameFieldFrame else { return }
        drawField(field, in: f, canvas)
    }

    /// A text field: a light box, the text around the cursor (the part that fits, the cursor in view), the
    /// selection lit, an input method's composition underlined (its selected part twice as thick), the cursor
    /// a thin line.
    private func drawField(_ editing: TextFieldEditing, in f: Rect, _ canvas: Canvas) {
        canvas.fillRoundedRect(f, radius: 4, color: Color(rgb: 0xE3F2FD))
        canvas.strokeRect(f, width: 1, color: Self.togetherColor)
        let size = Self.fieldTextSize
        let field = editing.shown
        let chars = Array(field.text)
        func w(_ a: Int, _ b: Int) -> Points { canvas.measureText(String(chars[a..<b]), size: size).width }
        let shown = Self.shownRange(of: field, room: f.width - 12, width: w)
        let first = shown.lowerBound, last = shown.upperBound
        let x0 = f.minX + 6, ty = f.midY - size * 0.62
        if let sel = field.selection {
            let a = Swift.max(first, Swift.min(last, sel.lowerBound)), b = Swift.max(first, Swift.min(last, sel.upperBound))
            canvas.fill(Rect(x: x0 + w(first, a), y: f.minY + 3, width: w(a, b), height: f.height - 6), color: Color(rgb: 0x90CAF9))
        }
        canvas.drawText(String(chars[first..<last]), at: Point(x0, ty), size: size, color: Self.ink, alignment: .left)
        for (r, thickness) in [(field.composed, 1.0), (field.composedSelected, 2.0)] {
            guard let r else { continue }
            let a = Swift.max(first, Swift.min(last, r.lowerBound)), b = Swift.max(first, Swift.min(last, r.upperBound))
            canvas.fill(Rect(x: x0 + w(first, a), y: f.maxY - 4, width: w(a, b), height: thickness), color: Self.ink)
        }
        canvas.fill(Rect(x: x0 + w(first, field.cursor), y: f.minY + 3, width: 1.5, height: f.height - 6), color: Self.ink)
    }
}

extension PlaygroundSidePanel {
    /// The name field's text size, in points.
    static let fieldTextSize: Points = 13

    /// The characters of a field shown in `room` points: from the first that keeps the cursor in view to the
    /// last that fits (`width(a, b)`: the width of characters a..<b). Drawing and tapping read the same range.
    static func shownRange(of field: TextFieldEditing.Shown, room: Points, width w: (Int, Int) -> Points) -> Range<Int> {
        var first = 0
        while first < field.cursor && w(first, field.cursor) > room { first += 1 }
        var last = field.text.count
        while last > field.cursor && w(first, last) > room { last -= 1 }
        return first..<last
    }

    /// Where a tap at `x` (the panel's points) puts the name field's cursor: the gap between the characters
    /// drawn nearest to it. Nil while not renaming.
    func nameCaret(atX x: Points) -> Int? {
        guard let field = model.renaming?.shown, let f = nameFieldFrame else { return nil }
        let chars = Array(field.text)
        func w(_ a: Int, _ b: Int) -> Points { measure(String(chars[a..<b]), Self.fieldTextSize).width }
        let shown = Self.shownRange(of: field, room: f.width - 12, width: w), x0 = f.minX + 6
        return (shown.lowerBound...shown.upperBound).min { abs(x0 + w(shown.lowerBound, $0) - x) < abs(x0 + w(shown.lowerBound, $1) - x) }
    }

    /// The name field's cursor as drawn (the panel's points), where an input method puts its candidates,
    /// under it; nil while not renaming.
    var nameCaretRect: Rect? {
        guard let field = model.renaming?.shown, let f = nameFieldFrame else { return nil }
        let chars = Array(field.text)
        func w(_ a: Int, _ b: Int) -> Points { measure(String(chars[a..<b]), Self.fieldTextSize).width }
        let shown = Self.shownRange(of: field, room: f.width - 12, width: w)
        return Rect(x: f.minX + 6 + w(shown.lowerBound, field.cursor), y: f.minY + 3, width: 1.5, height: f.height - 6)
    }
}
