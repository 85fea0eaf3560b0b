import AppHost
import Gestures

/// The lesson alone as a hosted app, for its checks: its pads at their frames in a window of its own, its
/// recognizers named as the lesson names them, and a trace for the run's timeline. Its checks draw nothing; a
/// trace (`LessonTrace`) draws its pads plainly: white, each pad a blue box with its name.
final class CheckedLesson: HostedApp {
    let gestureWindow: Window
    let trace = GestureTrace()
    let installation: PlaygroundInstallation
    var windowTitle: String { "checks" }
    var sceneNames: [String] { ["lesson"] }

    init(_ lesson: PlaygroundLesson, size: Size) {
        gestureWindow = Window(size: size)
        gestureWindow.trace = trace
        installation = PlaygroundInstallation(lesson, in: gestureWindow.rootNode)
    }

    func resize(to size: Size) { gestureWindow.size = size }
    func handleKey(_ key: KeyPress) {}
    func willQuit() {}
    func update(now: Seconds, hostTime: Seconds) {}
    func render(in canvas: Canvas) {
        canvas.fill(Rect(origin: .zero, size: gestureWindow.size), color: Color(rgb: 0xFFFFFF))
        func draw(_ node: Node) {
            let f = node.frameInWindow
            canvas.fill(f, color: Color(rgb: 0x1565C0, alpha: 0.12))
            canvas.strokeRect(f, width: 1, color: Color(rgb: 0x1565C0, alpha: 0.6))
            canvas.drawText(node.name, at: Point(f.minX + 6, f.minY + 4), size: 13, color: Color(rgb: 0x1D2430), alignment: .left)
            for c in node.children { draw(c) }
        }
        for c in gestureWindow.rootNode.children { draw(c) }
    }
}

/// Frames of exactly 1/60 s on the checks' virtual clock; nothing is rendered.
final class CheckDriver: ScriptDriver {
    let session: Session
    init(app: HostedApp, size: Size) { session = Session(app: app, windowSize: size) }
    func runFrame() -> Bool { session.frame(); return true }
    func screenshot(to path: String) throws { throw PlatformError("a lesson's checks take no screenshot") }
}
