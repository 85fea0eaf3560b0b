import Gestures

/// A canvas that writes SVG: the same drawing code that fills a window (the timeline) makes a figure for
/// documents. Text is measured with the shipped font's metrics and set in DejaVu Sans, so the figure's
/// layout is what the window shows. Output is deterministic: numbers are rounded to 0.01 pt.
///
/// The canvas keeps what was drawn as `calls` (values, no text) and writes the SVG only when asked
/// (`elements`, `svg`): a trace draws every moment but stores only those whose calls changed, and writing a
/// moment's SVG costs several times drawing it.
public final class SVGCanvas: Canvas {
    public var translation = Vector(dx: 0, dy: 0)
    public let size: Size
    /// What was drawn, in order, the translation applied.
    public private(set) var calls: [Call] = []
    private let measure: (String, Points) -> Size

    /// One drawing call, at its place in the figure.
    public enum Call: Hashable, Sendable {
        case fill(Rect, Color)
        case roundedRect(Rect, radius: Points, Color)
        /// The rectangle the line's centre follows (inset by half the line).
        case strokeRect(Rect, width: Points, Color)
        case line(Point, Point, width: Points, Color)
        case circle(Point, radius: Points, Color)
        case strokeCircle(Point, radius: Points, width: Points, Color)
        case polygon([Point], Color)
        /// The point is the text's baseline (SVG's `y`): DejaVu Sans ascends 0.93 em above it.
        case text(String, Point, size: Points, Color, TextAlignment)
        case clip(Rect?)
    }

    /// An empty figure `size` points large; `measure` sizes text (the shipped font's metrics).
    public init(size: Size, measure: @escaping (String, Points) -> Size) {
        self.size = size
        self.measure = measure
    }

    /// The whole document.
    public var svg: String {
        let n = Self.number
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
            + "viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
        out += elements.joined(separator: "\n")
        return out + "\n</svg>\n"
    }

    /// The document's elements in drawing order, an open clip's group closed, without the `<svg>` around
    /// them: what a trace stores of a frame (`SVGFrameStore`).
    public var elements: [String] {
        var out: [String] = []
        out.reserveCapacity(calls.count + 2)
        Self.walk(calls, markup: { out.append($0) }, call: { _, c in out.append(Self.element(c)) })
        return out
    }

    /// `calls`' elements in drawing order: a clip's group opened and closed (`markup`), each other call
    /// (`call`, with its index in `calls`: its element is `element(_:)`'s text). What `elements` writes, for
    /// a caller that keeps the text of a call it has seen (`SVGFrameStore.number(calls:)`).
    static func walk(_ calls: [Call], markup: (String) -> Void, call: (Int, Call) -> Void) {
        var clipCount = 0, clipOpen = false
        for (i, c) in calls.enumerated() {
            if case .clip(let rect) = c {
                if clipOpen { markup("</g>"); clipOpen = false }
                guard let r = rect else { continue }
                clipCount += 1
                markup("<clipPath id=\"c\(clipCount)\"><rect \(Self.box(r))/></clipPath>")
                markup("<g clip-path=\"url(#c\(clipCount))\">")
                clipOpen = true
            } else {
                call(i, c)
            }
        }
        if clipOpen { markup("</g>") }
    }

    // MARK: Canvas

    private func moved(_ p: Point) -> Point { Point(p.x + translation.dx, p.y + translation.dy) }
    private func moved(_ r: Rect) -> Rect { Rect(x: r.minX + translation.dx, y: r.minY + translation.dy, width: r.width, height: r.height) }

    public func fill(_ r: Rect, color: Color) { calls.append(.fill(moved(r), color)) }
    public func fillRoundedRect(_ r: Rect, radius: Points, color: Color) { calls.append(.roundedRect(moved(r), radius: radius, color)) }
    public func strokeRect(_ r: Rect, width: Points, color: Color) {
        // The line inside the rectangle: the rectangle inset by half the line, then moved (in that order,
        // the figures' bytes since the first).
        let i = width / 2
        let inset = Rect(x: r.minX + i + translation.dx, y: r.minY + i + translation.dy, width: r.width - width, height: r.height - width)
        calls.append(.strokeRect(inset, width: width, color))
    }
    public func strokeLine(from a: Point, to b: Point, width: Points, color: Color) { calls.append(.line(moved(a), moved(b), width: width, color)) }
    public func fillCircle(center: Point, radius: Points, color: Color) { calls.append(.circle(moved(center), radius: radius, color)) }
    public func strokeCircle(center: Point, radius: Points, width: Points, color: Color) {
        calls.append(.strokeCircle(moved(center), radius: radius, width: width, color))
    }
    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) { fillConvexPolygon([a, b, c], color: color) }
    public func fillConvexPolygon(_ points: [Point], color: Color) {
        guard points.count >= 3 else { return }
        calls.append(.polygon(points.map(moved), color))
    }
    public func drawText(_ text: String, at p: Point, size: Points, color: Color, alignment: TextAlignment) {
        guard !text.isEmpty else { return }
        // The point is the text's top; SVG places the baseline: DejaVu Sans ascends 0.93 em above it.
        calls.append(.text(text, Point(p.x + translation.dx, p.y + size * 0.93 + translation.dy), size: size, color, alignment))
    }
    public func measureText(_ text: String, size: Points) -> Size { measure(text, size) }
    public func setClip(_ rect: Rect?) { calls.append(.clip(rect.map(moved))) }

    // MARK: Writing

    /// One call's element (not a clip's).
    static func element(_ call: Call) -> String {
        let n = number
        switch call {
        case .fill(let r, let c):
            return "<rect \(box(r)) \(paint(c))/>"
        case .roundedRect(let r, let radius, let c):
            return "<rect \(box(r)) rx=\"\(n(radius))\" \(paint(c))/>"
        case .strokeRect(let inset, let width, let c):
            return "<rect \(box(inset)) "
                + "fill=\"none\" \(paint(c, "stroke")) stroke-width=\"\(n(width))\"/>"
        case .line(let a, let b, let width, let c):
            return "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" \(paint(c, "stroke")) "
                + "stroke-width=\"\(n(width))\" stroke-linecap=\"round\"/>"
        case .circle(let p, let radius, let c):
            return "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(n(radius))\" \(paint(c))/>"
        case .strokeCircle(let p, let radius, let width, let c):
            // The line is centred on the circle, as the backends draw it (`Canvas.strokeCircle`).
            return "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(n(radius))\" fill=\"none\" \(paint(c, "stroke")) stroke-width=\"\(n(width))\"/>"
        case .polygon(let points, let c):
            return "<polygon points=\"\(points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\" \(paint(c))/>"
        case .text(let text, let p, let size, let c, let alignment):
            let anchor = alignment == .left ? "" : alignment == .center ? " text-anchor=\"middle\"" : " text-anchor=\"end\""
            return "<text x=\"\(n(p.x))\" y=\"\(n(p.y))\" font-size=\"\(n(size))\"\(anchor) \(paint(c))>\(escape(text))</text>"
        case .clip:
            preconditionFailure("a clip is written by `elements`")
        }
    }

    private static func box(_ r: Rect) -> String {
        "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
    }

    private static func paint(_ c: Color, _ attribute: String = "fill") -> String {
        var s = attribute + "=\"" + c.hexString + "\""
        if c.alpha < 1 { s += " " + attribute + "-opacity=\"" + number(c.alpha) + "\"" }
        return s
    }

    /// `v` rounded to 0.01, written the shortest way: `12`, `12.5`, `.25`, `-.5` (no trailing zeros, no
    /// leading zero). Digits by integer arithmetic: a trace writes millions of these, and Double's own
    /// description (the same text) costs several times more.
    static func number(_ v: Double) -> String {
        let hundredths = (v * 100).rounded()
        guard hundredths.magnitude < 1e15 else {
            let r = hundredths / 100
            return r.isFinite && r == r.rounded() && r.magnitude < 9e18 ? String(Int(r)) : String(r)
        }
        let i = Int(hundredths)
        let whole = i.magnitude / 100, fraction = i.magnitude % 100
        if fraction == 0 { return String(i < 0 ? -Int(whole) : Int(whole)) }
        var s = i < 0 ? "-" : ""
        if whole != 0 { s += String(whole) }
        s += fraction % 10 == 0 ? "." + String(fraction / 10) : fraction < 10 ? ".0" + String(fraction) : "." + String(fraction)
        return s
    }

    /// `text` as XML (`XMLText`).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
