import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// One primitive step. Instant steps run at the current time, in order, with no frame between them.
public enum ScriptStep: Equatable, Sendable {
    /// One batch of input delivered together (one engine event when it is touches).
    case input([RawInput])
    /// Let this many frames of 1/60 s pass.
    case frames(Int)
    /// A glide: per frame, advance one frame then move every listed finger one step (the last on target).
    case glide(frames: Int, moves: [[RawInput]])
    case key(KeyPress)
    case screenshot(String)
    /// Renders the current frame and compares it with a golden PNG (a path relative to the script's folder)
    /// within `ScreenshotTolerance.standard`; `line` is where the script says so.
    case expectScreenshot(golden: String, line: Int)
    /// `expect NAME STATE [xN]` lines (one check for lines in a row) or an `expect-log` block: the log since
    /// the last check compared with what the script says (`LogCheck`).
    case expectLog(LogCheck)
    /// `mask X Y W H`: a region, in window points, the next `expect-screenshot` ignores.
    case mask(Rect)
    case dump(String)
    /// A command the app added to the grammar (`ScriptCommand`), run by the app.
    case app(AppScriptStep)
    case quit
}
