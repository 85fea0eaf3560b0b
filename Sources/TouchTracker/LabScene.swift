import Gestures
import Platform

/// The lab: nine stations, each demonstrating one rule of docs/gesture-rules.md with a switch that flips it
/// live and a log of what its nodes and recognizers were told.
final class LabScene {
    let container = Node(name: "lab")
    let stations: [LabStation]
    static let topBar: Points = 36

    init(window: Window) {
        stations = [TapVersusDoubleTap(), DelaysTouchesBegan(), DelaysTouchesEnded(), CancelsTouchesInView(), PressThenPan(),
                    PanVersusSwipe(), PinchAndRotation(), CheckmarkStation(), ButtonInNode()]
        container.isHidden = true
        window.rootNode.addChild(container)
        for s in stations {
            container.addChild(s)
            s.now = { [unowned window] in window.clock.now }
        }
        layout(size: window.size)
    }

    func layout(size: Size) {
        container.frame = Rect(origin: .zero, size: size)
        let gap: Points = 8
        let w = (size.width - 4 * gap) / 3, h = (size.height - Self.topBar - 4 * gap) / 3
        for (i, s) in stations.enumerated() {
            s.layout(frame: Rect(x: gap + Double(i % 3) * (w + gap), y: Self.topBar + gap + Double(i / 3) * (h + gap), width: w, height: h))
        }
    }

    func note(_ event: GestureTrace.Event) { for s in stations { s.note(event) } }

    func station(_ n: Int) -> LabStation { stations[n - 1] }

    func dumpFields() -> [(String, JSONValue)] {
        [("lab", .object([("stations", .array(stations.map { s in
            .object([
                ("number", .int(s.number)),
                ("title", .string(s.title)),
                ("switch", .object([("label", .string(s.toggle.label)), ("on", .bool(s.toggle.isOn)), ("frame", .frame(s.toggle.frameInWindow))])),
                ("pads", .array(s.pads.map { .object([("name", .string($0.name)), ("frame", .frame($0.frameInWindow))]) })),
                ("log", .array(s.columns.indices.map { c in .array(s.entries[c].map { .string($0) }) })),
            ])
        }))]))]
    }
}

/// The on-screen tab switching between the drawing and the lab (F2 does the same).
final class SceneTab: Control {
    var title = "Lab"
    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: bounds.height / 2, color: isHighlighted ? Color(rgb: 0x263238) : Color(rgb: 0x455A64, alpha: 0.9))
        canvas.drawText(title, at: Point(bounds.midX, bounds.midY - 8), size: 12.5, color: .white, alignment: .center)
    }
}
