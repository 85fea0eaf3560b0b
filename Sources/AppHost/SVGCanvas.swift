import Gestures

/// A canvas that writes SVG: the same drawing code that fills a window (the timeline) makes a figure for
/// documents. Text is measured with the shipped font's metrics and set in DejaVu Sans, so the figure's
/// layout is what the window shows. Output is deterministic: numbers are rounded to 0.01 pt.
public final class SVGCanvas: Canvas {
    public var translation = Vector(dx: 0, dy: 0)
    public let size: Size
    private var body: [String] = []
    private var clipCount = 0
    private var clipOpen = false
    private let measure: (String, Points) -> Size

    /// An empty figure `size` points large; `measure` sizes text (the shipped font's metrics).
    public init(size: Size, measure: @escaping (String, Points) -> Size) {
        self.size = size
        self.measure = measure
    }

    /// The whole document.
    public var svg: String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
            + "viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
        out += body.joined(separator: "\n")
        if clipOpen { out += "\n</g>" }
        return out + "\n</svg>\n"
    }

    /// The document's elements in drawing order, an open clip's group closed, without the `<svg>` around
    /// them: what a trace stores of a frame (`SVGFrameStore`).
    public var elements: [String] { clipOpen ? body + ["</g>"] : body }

    private func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(r)
        if s.hasPrefix("0.") { s.removeFirst() } else if s.hasPrefix("-0.") { s = "-" + s.dropFirst(2) }
        return s
    }

    private func paint(_ c: Color, _ attribute: String = "fill") -> String {
        var s = attribute + "=\"" + c.hexString + "\""
        if c.alpha < 1 { s += " " + attribute + "-opacity=\"" + n(c.alpha) + "\"" }
        return s
    }

    private func x(_ v: Points) -> String { n(v + translation.dx) }
    private func y(_ v: Points) -> String { n(v + translation.dy) }

    public func fill(_ r: Rect, color: Color) {
        body.append("<rect x=\"\(x(r.minX))\" y=\"\(y(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(paint(color))/>")
    }

    public func fillRoundedRect(_ r: Rect, radius: Points, color: Color) {
        body.append("<rect x=\"\(x(r.minX))\" y=\"\(y(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(radius))\" \(paint(color))/>")
    }

    public func strokeRect(_ r: Rect, width: Points, color: Color) {
        let i = width / 2
        body.append("<rect x=\"\(x(r.minX + i))\" y=\"\(y(r.minY + i))\" width=\"\(n(r.width - width))\" height=\"\(n(r.height - width))\" "
            + "fill=\"none\" \(paint(color, "stroke")) stroke-width=\"\(n(width))\"/>")
    }

    public func strokeLine(from a: Point, to b: Point, width: Points, color: Color) {
        body.append("<line x1=\"\(x(a.x))\" y1=\"\(y(a.y))\" x2=\"\(x(b.x))\" y2=\"\(y(b.y))\" \(paint(color, "stroke")) "
            + "stroke-width=\"\(n(width))\" stroke-linecap=\"round\"/>")
    }

    public func fillCircle(center: Point, radius: Points, color: Color) {
        body.append("<circle cx=\"\(x(center.x))\" cy=\"\(y(center.y))\" r=\"\(n(radius))\" \(paint(color))/>")
    }

    public func strokeCircle(center: Point, radius: Points, width: Points, color: Color) {
        // The line is centred on the circle, as the backends draw it (`Canvas.strokeCircle`).
        body.append("<circle cx=\"\(x(center.x))\" cy=\"\(y(center.y))\" r=\"\(n(radius))\" fill=\"none\" \(paint(color, "stroke")) stroke-width=\"\(n(width))\"/>")
    }

    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) { fillConvexPolygon([a, b, c], color: color) }

    public func fillConvexPolygon(_ points: [Point], color: Color) {
        guard points.count >= 3 else { return }
        body.append("<polygon points=\"\(points.map { "\(x($0.x)),\(y($0.y))" }.joined(separator: " "))\" \(paint(color))/>")
    }

    public func drawText(_ text: String, at p: Point, size: Points, color: Color, alignment: TextAlignment) {
        guard !text.isEmpty else { return }
        let anchor = alignment == .left ? "" : alignment == .center ? " text-anchor=\"middle\"" : " text-anchor=\"end\""
        // The point is the text's top; SVG places the baseline: DejaVu Sans ascends 0.93 em above it.
        body.append("<text x=\"\(x(p.x))\" y=\"\(y(p.y + size * 0.93))\" font-size=\"\(n(size))\"\(anchor) \(paint(color))>\(Self.escape(text))</text>")
    }

    public func measureText(_ text: String, size: Points) -> Size { measure(text, size) }

    public func setClip(_ rect: Rect?) {
        if clipOpen { body.append("</g>"); clipOpen = false }
        guard let r = rect else { return }
        clipCount += 1
        body.append("<clipPath id=\"c\(clipCount)\"><rect x=\"\(x(r.minX))\" y=\"\(y(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/></clipPath>")
        body.append("<g clip-path=\"url(#c\(clipCount))\">")
        clipOpen = true
    }

    /// `text` as XML (`XMLText`).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
