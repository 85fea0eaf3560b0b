import Gestures

/// What a backend does for an app outside the frame it draws: text sizes for layout done before drawing
/// (a menu's frames, a banner's line breaks), and pictures drawn offscreen (an exported PNG). The app is
/// handed one at start, so it never names the backend.
public protocol BackendServices: AnyObject {
    /// The size of `text` at `size` points (at one pixel per point: layout is done in points).
    func measure(_ text: String, size: Points) -> Size
    /// Draws `body` on white, `size` points at `scale` pixels per point, offscreen, and writes the pixels as
    /// PNG to `path` (through a temporary file and a rename).
    func writePNG(size: Size, scale: Double, to path: String, _ body: (Canvas) -> Void) throws
    /// Puts `text` on the system clipboard; nil when it is there, else why not (a headless run has none).
    func copyToClipboard(_ text: String) -> String?
    /// Whether the backend reports a pen's tilt, its eraser end and a trackpad's pinch (SDL 3 does; SDL 2
    /// and sdl2-compat do not): where it does not, the app says how the mouse stands in for them.
    var reportsPenTiltEraserAndPinch: Bool { get }
}

extension BackendServices {
    public func copyToClipboard(_ text: String) -> String? { "this backend has no clipboard" }
    public var reportsPenTiltEraserAndPinch: Bool { false }
}
