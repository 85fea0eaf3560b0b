import AppHost
import Gestures

/// The lesson alone as a hosted app, for its checks: its pads at their frames in a window of its own, its
/// recognizers named as the lesson names them, and a trace for the run's timeline. It draws nothing.
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
    func render(in canvas: Canvas) {}
}

/// Frames of exactly 1/60 s on the checks' virtual clock; nothing is rendered.
final class CheckDriver: ScriptDriver {
    let session: Session
    init(app: HostedApp, size: Size) { session = Session(app: app, windowSize: size) }
    func runFrame() -> Bool { session.frame(); return true }
    func screenshot(to path: String) throws { throw PlatformError("a lesson's checks take no screenshot") }
}
