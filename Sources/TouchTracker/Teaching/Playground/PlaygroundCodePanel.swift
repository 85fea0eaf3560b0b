import Gestures

/// The printed code beside the pads (the title line's **Code**, ctrl+K): what `--print-code gestures` or
/// `uikit` prints for the lesson as edited (less its opening comment), updated at every edit (`show`), so a
/// class sees the Swift a "what if" means as it is made. A dark panel, its heading naming the flavour; the code in 10.5-point lines, each
/// indented as printed (a space a fixed step: the font is proportional), a line too wide for the panel
/// broken over lines (at a space or a camelCase capital) and its further lines indented more, never cut.
/// It scrolls (drag or wheel) when taller than the panel; the scroll is kept across edits.
final class PlaygroundCodePanel: PlaygroundControls {
    static let textSize: Points = 10.5
    static let lineHeight: Points = 13
    /// One space of indentation, in points.
    static let indentStep: Points = 3.5
    /// Where the code starts below the panel's top (under the heading).
    static let codeTop: Points = 30

    /// The code as printed, and the flavour (the heading).
    private(set) var source = ""
    private(set) var flavor = PlaygroundCode.Flavor.gestures
    /// Text sizes (the backend's; by default an estimate of DejaVu Sans).
    var measure: (String, Points) -> Size = { text, size in Size(width: Double(text.count) * size * 0.62, height: size * 1.2) }
    /// The lines as laid out: their text and indentation, in the panel's width.
    private(set) var lines: [(text: String, indent: Points)] = []
    private var laidWidth: Points = -1

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        backdrop = Color(rgb: 0x263238)
        makeScrollable()
        onScroll = {}
    }

    /// The heading, longest first: which code this is, and the key that changes it (the first that fits is drawn).
    var headings: [String] {
        flavor == .gestures ? [tr("Swift for the Gestures engine (ctrl+K: UIKit)"), tr("Swift, Gestures (ctrl+K: UIKit)"), "Swift, Gestures", "Gestures"]
            : [tr("Swift for UIKit (ctrl+K: hide)"), tr("Swift, UIKit (ctrl+K: hide)"), "Swift, UIKit", "UIKit"]
    }
    var title: String { headings[0] }

    /// Shows `source`, printed in `flavor`.
    func show(_ source: String, flavor: PlaygroundCode.Flavor) {
        guard source != self.source || flavor != self.flavor || bounds.width != laidWidth else { return }
        self.source = source
        self.flavor = flavor
        heading = title
        relayout()
    }

    /// Breaks the code's lines to the panel's width.
    func relayout() {
        laidWidth = bounds.width
        let room = Swift.max(40, bounds.width - 24)
        var out: [(String, Points)] = []
        // The opening comment (the command that prints it: the heading says which) is left out, for room.
        let all = source.split(separator: "\n", omittingEmptySubsequences: false)
        let body = all.drop { $0.hasPrefix("//") || $0.allSatisfy(\.isWhitespace) }
        for raw in body {
            let spaces = raw.prefix { $0 == " " }.count
            let indent = Swift.min(room / 2, Double(spaces) * Self.indentStep)
            let text = String(raw.dropFirst(spaces))
            let parts = TextWrapping.lines(text, width: room - indent, maxLines: 50) { self.measure($0, Self.textSize).width * 1.05 }
            for (k, part) in parts.enumerated() { out.append((part, Swift.min(room / 2, indent + (k > 0 ? 4 * Self.indentStep : 0)))) }
        }
        lines = out
        contentHeight = Self.codeTop + Double(out.count) * Self.lineHeight + 8
        clampScroll()
        setTargets([])
    }

    override func draw(in canvas: Canvas) {
        if bounds.width != laidWidth { relayout() }
        canvas.fillRoundedRect(bounds, radius: 10, color: backdrop ?? .black)
        canvas.setClip(Rect(x: 0, y: Self.codeTop - 4, width: bounds.width, height: Swift.max(0, bounds.height - Self.codeTop)))
        let first = Swift.max(0, Int((scrollOffset) / Self.lineHeight) - 1)
        for k in first..<lines.count {
            let y = Self.codeTop + Double(k) * Self.lineHeight - scrollOffset
            if y > bounds.height { break }
            guard y >= Self.codeTop - 4 - 0.5, y + Self.lineHeight <= bounds.height + 0.5 else { continue }
            canvas.drawText(lines[k].text, at: Point(12 + lines[k].indent, y), size: Self.textSize, color: Color(rgb: 0xECEFF1), alignment: .left)
        }
        canvas.setClip(nil)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: bounds.width, height: Self.codeTop - 4), radius: 10, color: backdrop ?? .black)
        let heading = headings.first { canvas.measureText($0, size: 12).width <= bounds.width - 24 } ?? canvas.fitted(headings[headings.count - 1], width: bounds.width - 24, size: 12)
        canvas.drawText(heading, at: Point(12, 8), size: 12, color: Color(rgb: 0xFFE0B2), alignment: .left)
        drawScrollBar(in: canvas)
    }
}
