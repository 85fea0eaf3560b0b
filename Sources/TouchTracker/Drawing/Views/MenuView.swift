import Gestures
import AppHost

/// The on-screen edit menu: a rounded dark bubble with its items and an arrow at the target, above the
/// target (below when there is no room), kept inside the window. Shows what the window's menu controller
/// says is visible.
final class MenuView: Node {
    static let itemHeight: Points = 36
    static let padding: Points = 14
    static let arrowSize = Size(width: 16, height: 8)
    static let margin: Points = 4

    private let metrics: BackendServices
    /// The bubble in this node's coordinates.
    private(set) var bubble = Rect.zero
    private var arrow: (tip: Point, pointsDown: Bool) = (.zero, true)
    private(set) var itemControls: [MenuItemControl] = []
    var onSelect: ((MenuItem) -> Void)?

    init(metrics: BackendServices) {
        self.metrics = metrics
        super.init(name: "menu")
        isHidden = true
    }

    /// Lays the menu out for `items` pointing at `target` (window coordinates) in a window of `size`.
    func layout(items: [MenuItem], target: Rect, windowSize size: Size) {
        for c in itemControls { c.removeFromParent() }
        itemControls = []
        guard !items.isEmpty else { isHidden = true; return }
        let widths = items.map { Swift.max(44, metrics.measure($0.title, size: Style.fontSize).width + 2 * Self.padding) }
        let width = widths.reduce(0, +)
        let height = Self.itemHeight
        let a = Self.arrowSize
        var x = target.midX - width / 2
        x = Swift.min(Swift.max(Self.margin, x), size.width - Self.margin - width)
        x = Swift.max(0, x)
        var y = target.minY - a.height - height
        var pointsDown = true
        if y < Self.margin {
            y = target.maxY + a.height
            pointsDown = false
        }
        y = Swift.min(Swift.max(Self.margin, y), Swift.max(Self.margin, size.height - Self.margin - height))
        let bubbleInWindow = Rect(x: x, y: y, width: width, height: height)
        let tipX = Swift.min(Swift.max(target.midX, bubbleInWindow.minX + 12), bubbleInWindow.maxX - 12)
        let tipY = pointsDown ? bubbleInWindow.maxY + a.height : bubbleInWindow.minY - a.height
        let arrowRect = Rect(x: tipX - a.width / 2, y: pointsDown ? bubbleInWindow.maxY : tipY, width: a.width, height: a.height)
        let whole = bubbleInWindow.union(arrowRect)
        frame = whole
        bubble = bubbleInWindow.offsetBy(Vector(dx: -whole.minX, dy: -whole.minY))
        arrow = (Point(tipX - whole.minX, tipY - whole.minY), pointsDown)
        var cx = bubble.minX
        for (item, w) in zip(items, widths) {
            let c = MenuItemControl(item: item, frame: Rect(x: cx, y: bubble.minY, width: w, height: height))
            c.onTap = { [unowned self] control in self.onSelect?((control as! MenuItemControl).item) }
            addChild(c)
            itemControls.append(c)
            cx += w
        }
        isHidden = false
    }

    override func point(inside p: Point) -> Bool { bubble.contains(p) }
    /// The bubble in window coordinates (what the state dump reports as the menu's frame).
    var bubbleInWindow: Rect { bubble.offsetBy(originInWindow - .zero) }

    override func draw(in canvas: Canvas) {
        let a = Self.arrowSize
        canvas.fillRoundedRect(bubble, radius: 8, color: Style.menuFill)
        let baseY = arrow.pointsDown ? bubble.maxY : bubble.minY
        canvas.fillTriangle(Point(arrow.tip.x - a.width / 2, baseY), Point(arrow.tip.x + a.width / 2, baseY), arrow.tip,
                            color: Style.menuFill)
        for (i, c) in itemControls.enumerated() where i > 0 {
            canvas.fill(Rect(x: c.frame.minX, y: c.frame.minY + 8, width: 1, height: c.frame.height - 16),
                        color: Color(rgb: 0x5A5A5A))
        }
    }
}

/// One item of the menu: a control, so it wins over taps meant for what lies below.
final class MenuItemControl: Control {
    let item: MenuItem
    init(item: MenuItem, frame: Rect) {
        self.item = item
        super.init(name: "menu", frame: frame)
    }
    override func draw(in canvas: Canvas) {
        if isHighlighted { canvas.fillRoundedRect(bounds.insetBy(dx: 2, dy: 2), radius: 6, color: Style.menuHighlight) }
        let title = Localized.shown(item.title)
        let h = canvas.measureText(title, size: Style.fontSize).height
        canvas.drawText(title, at: Point(bounds.midX, (bounds.height - h) / 2), size: Style.fontSize,
                        color: Style.menuText, alignment: .center)
    }
}
