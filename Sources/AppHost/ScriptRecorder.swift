import Foundation
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Writes what happens in the window as a touch script (docs/touch-scripts.md), line by line as it
/// happens, each line written straight to the file, so a crash keeps everything before it.
///
/// Fingers become `down`/`move`/`up`/`cancel` with script ids 1-10 (the lowest free); the mouse becomes
/// `mouse down X Y [N] [mirror]` (the digit and Alt held at the press), `mouse move`, `mouse up`,
/// `mouse cancel`; keys become `key NAME` (the digits and Alt that shape the mouse are not keys here);
/// the time between them becomes `wait S`, in whole frames of 1/60 s, so a replay runs the same frames.
/// Replaying the file headless reproduces the drawing.
///
/// A long recording is a series: before a file reaches the player's limits (`TouchScript.maximumBytes`,
/// `maximumLines`, `maximumTotalSeconds`), it ends with `next NAME-2.EXT` and the recording goes on in that
/// file, at a moment no finger or button is down when there is one (else the touches in progress are
/// cancelled at the end of one part and put down again at the start of the next). The player plays the
/// series; whatever the recorder writes, the player plays.
public final class ScriptRecorder {
    private var fd: Int32
    /// The first file.
    public let path: String
    /// Every file written so far, first to last.
    public private(set) var parts: [String]
    private let windowSize: Size
    /// Where a part ends: past the soft limits at the next quiet moment, at the hard ones in any case.
    var softPart = PartLimits(bytes: 12 << 20, lines: 600_000, frames: Int64(2 * 3600 * TouchScript.framesPerSecond))
    var hardPart = PartLimits(bytes: 15 << 20, lines: 750_000, frames: Int64(2.9 * 3600 * TouchScript.framesPerSecond))
    struct PartLimits { var bytes: Int; var lines: Int; var frames: Int64 }
    private var partBytes = 0, partLines = 0
    private var partStartFrames: Int64 = 0
    /// Time of the script so far, in frames: waits are written in whole frames and never drift.
    private var writtenFrames: Int64
    private let startTime: Seconds
    /// The fingers down, each with what its `down` line adds after the point (` pen F` for a pen).
    private var fingers: [(device: Int64, finger: Int64, id: Int, at: Point, kind: String)] = []
    /// The `device` an SDL 3 pen's entry in `fingers` has (its `finger` is the pen's id).
    private static let penDevice = Int64.min
    /// The trackpad pinch going on, where and at what scale (nil when none is).
    private var pinch: (at: Point, scale: Double)?

    /// What a pen's `down` line says after its force: ` tilt ALTITUDE AZIMUTH` (degrees) where SDL reported
    /// a tilt, ` eraser` for the eraser end.
    static func penWords(_ sample: PenSample) -> String {
        var words = ""
        if sample.tiltX != nil || sample.tiltY != nil {
            words += " tilt \(number(sample.altitudeAngle * 180 / .pi)) \(number(sample.azimuthAngle * 180 / .pi))"
        }
        if sample.eraser { words += " eraser" }
        return words
    }

    /// A pinch's scale as written: to 0.0001 (a scale's hundredths are too coarse for a slow pinch).
    static func scaleNumber(_ v: Double) -> String {
        let r = (v * 10000).rounded() / 10000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
    private var mouseAt = Point.zero
    private var warnedFingers = false
    public private(set) var failure: String?
    /// The app recorded, named in each part's first line.
    private let appName: String

    /// Starts a recording at `path` (a new file, or a regular file it replaces), with the window's size and
    /// scene as its header (`scene` written only when it is not `defaultScene`, the app's first scene, where a
    /// script without the header starts). `time` is the host's clock now. `appName` (the app's window title)
    /// and `replayCommand` (the program that replays it) go into the files' first comment lines.
    /// `uiScale`: the interface scale at the start, written as the `ui-scale` header, so a replay at another
    /// scale plays the same points for the app.
    public init(path: String, windowSize: Size, uiScale: Double = 1, scene: String, defaultScene: String, time: Seconds,
                appName: String, replayCommand: String) throws {
        if let kind = nonRegularKind(at: path) { throw PlatformError("cannot record into \(path): it is \(kind), not a regular file") }
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PlatformError("cannot record into \(path): \(errnoText())") }
        self.path = path
        parts = [path]
        self.windowSize = windowSize
        startTime = time
        writtenFrames = 0
        self.appName = appName
        write("# A \(appName) recording. Replay it: \(replayCommand) --headless --script FILE")
        write("window \(Self.number(windowSize.width)) \(Self.number(windowSize.height))")
        write("ui-scale \(Self.number(uiScale))")
        if scene != defaultScene { write("scene \(scene)") }
    }

    deinit { close(fd) }

    static func number(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    private func write(_ line: String) {
        guard failure == nil else { return }
        let bytes = Array((line + "\n").utf8)
        let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if n != bytes.count { failure = "the recording \(parts.last!) could not be written: \(errnoText())" }
        partBytes += bytes.count
        partLines += 1
    }

    /// Writes the wait up to `time` (whole frames since the last line), in waits of at most an hour (the
    /// longest a script's `wait` may be), starting a new part when the wait would take this one past its
    /// time limit.
    private func waitUntil(_ time: Seconds, mouseDown: Bool) {
        var frames = Int64(((time - startTime) * TouchScript.framesPerSecond).rounded()) - writtenFrames
        let most = Int64(TouchScript.maximumSeconds * TouchScript.framesPerSecond)
        while frames > 0 {
            let chunk = Swift.min(frames, most)
            if writtenFrames + chunk - partStartFrames > hardPart.frames { startNextPart(mouseDown: mouseDown) }
            writtenFrames += chunk
            frames -= chunk
            // Written a hair under n/60, so the replay's ceil(S*60) is exactly n frames.
            let seconds = (Double(chunk) / TouchScript.framesPerSecond * 1e6).rounded(.down) / 1e6
            write("wait \(seconds)")
        }
    }

    /// Ends this part with `next` and goes on in a new file, touches in progress carried over (cancelled
    /// here, put down again there).
    private func startNextPart(mouseDown: Bool) {
        guard failure == nil else { return }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension, stem = url.deletingPathExtension().lastPathComponent
        let name = stem + "-\(parts.count + 1)" + (ext.isEmpty ? "" : "." + ext)
        let next = url.deletingLastPathComponent().appendingPathComponent(name).path
        for f in fingers { write("cancel \(f.id)") }
        if mouseDown { write("mouse cancel") }
        if let pinch { write("pinch-trackpad end \(p(pinch.at))") }
        write("next \(name)")
        let nfd = open(next, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard nfd >= 0 else { failure = "the recording's next part \(next) could not be created: \(errnoText())"; return }
        close(fd)
        fd = nfd
        parts.append(next)
        partBytes = 0
        partLines = 0
        partStartFrames = writtenFrames
        write("# Part \(parts.count) of a \(appName) recording: it goes on from \(URL(fileURLWithPath: parts[parts.count - 2]).lastPathComponent).")
        write("window \(Self.number(windowSize.width)) \(Self.number(windowSize.height))")
        for f in fingers { write("down \(f.id) \(p(f.at))\(f.kind)") }
        if mouseDown { write("mouse down \(p(mouseAt))\(mouseButtonWord)") }
        if let pinch {
            write("pinch-trackpad begin \(p(pinch.at))")
            write("pinch-trackpad change \(p(pinch.at)) \(Self.scaleNumber(pinch.scale))")
        }
    }

    /// Starts the next part when this one is past its soft limits at a quiet moment, or past its hard ones.
    private func startNextPartIfDue(mouseDown: Bool) {
        let frames = writtenFrames - partStartFrames
        let quiet = fingers.isEmpty && !mouseDown && pinch == nil
        let soft = partBytes >= softPart.bytes || partLines >= softPart.lines || frames >= softPart.frames
        let hard = partBytes >= hardPart.bytes || partLines >= hardPart.lines || frames >= hardPart.frames
        if (soft && quiet) || hard { startNextPart(mouseDown: mouseDown) }
    }

    private func p(_ point: Point) -> String { "\(Self.number(point.x)) \(Self.number(point.y))" }
    /// A point as written (to 0.01): what the replay will have.
    private static func written(_ point: Point) -> Point {
        Point(((point.x * 100).rounded()) / 100, ((point.y * 100).rounded()) / 100)
    }

    /// Notes one piece of raw input at the host's `time`; `before` and `after` are the translator's mouse
    /// state around it (whether the button held a touch, and where the pointer was).
    public func note(_ input: RawInput, at time: Seconds, mouseWasDown: Bool, translator: InputTranslator, keys: [KeyPress] = []) {
        // What the input stood for (the wheel with ctrl held: a trackpad's pinch) is written as that.
        guard let stood = translator.stoodFor else { return record(input, at: time, mouseWasDown: mouseWasDown, translator: translator, keys: keys) }
        for s in stood { record(s, at: time, mouseWasDown: mouseWasDown, translator: translator) }
        if !keys.isEmpty { record(.keyUp(KeyPress("")), at: time, mouseWasDown: mouseWasDown, translator: translator, keys: keys) }
    }

    /// Writes the lines of one input (`note`'s, or one of what it stood for).
    private func record(_ input: RawInput, at time: Seconds, mouseWasDown: Bool, translator: InputTranslator, keys: [KeyPress] = []) {
        let mouseIsDown = translator.isMouseDown
        startNextPartIfDue(mouseDown: mouseWasDown)
        var lines: [String] = []
        switch input {
        case let .fingerDown(device, finger, raw, pressure):
            let at = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) {
                fingers[i].at = at
                lines.append("move \(fingers[i].id) \(p(at))")
            } else if let id = (1...TouchScript.maximumFingers).first(where: { n in !fingers.contains { $0.id == n } }) {
                // A pen's touch keeps the force it went down with (a script's pen presses evenly).
                let kind = translator.deviceType(device) == .pencil ? " pen \(Self.number(InputTranslator.clampedForce(pressure)))" : ""
                fingers.append((device, finger, id, at, kind))
                lines.append("down \(id) \(p(at))\(kind)")
            } else if !warnedFingers {
                warnedFingers = true
                lines.append("# more than \(TouchScript.maximumFingers) fingers at once: the others are not recorded")
            }
        case let .fingerMove(device, finger, raw, _):
            let to = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }), fingers[i].at != to {
                fingers[i].at = to
                lines.append("move \(fingers[i].id) \(p(to))")
            }
        case let .fingerUp(device, finger, raw):
            let at = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) {
                if fingers[i].at != at { lines.append("move \(fingers[i].id) \(p(at))") }
                lines.append("up \(fingers[i].id)")
                fingers.remove(at: i)
            }
        case .cancelAll:
            for f in fingers { lines.append("cancel \(f.id)") }
            fingers.removeAll()
            if mouseWasDown { lines.append("mouse cancel") }
        case .mouseDown, .mouseMove, .mouseDrag, .mouseHover, .mouseUp, .mouseCancel:
            // The pointer in window points, as every point of a script is (the translator keeps the app's).
            let at = Self.written(Point(translator.pointer.x * translator.uiScale, translator.pointer.y * translator.uiScale))
            if !mouseWasDown && mouseIsDown {
                var extras = ""
                if let digit = translator.heldDigit { extras += " \(digit)" }
                if translator.altHeld { extras += " mirror" }
                lines.append("mouse down \(p(at))\(extras)\(Self.word(for: translator.heldMouseButton))")
            } else if mouseWasDown {
                if at != mouseAt { lines.append("mouse move \(p(at))") }
                if !mouseIsDown { lines.append(input == .mouseCancel ? "mouse cancel" : "mouse up") }
            } else if case .mouseHover = input, at != mouseAt {
                lines.append("hover \(p(at))")
            }
            mouseAt = at
            mouseButtonWord = Self.word(for: translator.heldMouseButton)
        case let .hover(to, type):
            if let to { lines.append("hover \(p(Self.written(to)))\(type == .pencil ? " pen" : "")") } else { lines.append("hover out" + (type == .pencil ? " pen" : "")) }
        case let .scroll(delta, precise):
            // The wheel with shift or alt held tilted or turned the mouse's pen: written with its modifier.
            let modifier = translator.lastWheelModifier.map { " " + $0 } ?? ""
            lines.append("scroll \(Self.number(delta.dx)) \(Self.number(delta.dy))\(precise ? " precise" : "")\(modifier)")
        case .keyDown, .keyUp, .scriptFinger:
            break
        case .text:
            // Scripts type with keys (`key`): a recording keeps the keys the app got, which type the
            // characters they name on a replay; what an input method composed and committed is not written.
            break
        case let .fingerCancel(device, finger):
            if let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) {
                lines.append("cancel \(fingers[i].id)")
                fingers.remove(at: i)
            }
        case let .penDown(pen, raw, sample):
            let at = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == Self.penDevice && $0.finger == Int64(pen) }) {
                fingers[i].at = at
                lines.append("move \(fingers[i].id) \(p(at))")
            } else if let id = (1...TouchScript.maximumFingers).first(where: { n in !fingers.contains { $0.id == n } }) {
                // The pen's force, tilt and eraser at its down (a script's pen holds them evenly).
                let kind = " pen \(Self.number(InputTranslator.clampedForce(sample.pressure)))" + Self.penWords(sample)
                fingers.append((Self.penDevice, Int64(pen), id, at, kind))
                lines.append("down \(id) \(p(at))\(kind)")
            } else if !warnedFingers {
                warnedFingers = true
                lines.append("# more than \(TouchScript.maximumFingers) fingers at once: the others are not recorded")
            }
        case let .penMove(pen, raw, _):
            let to = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == Self.penDevice && $0.finger == Int64(pen) }), fingers[i].at != to {
                fingers[i].at = to
                lines.append("move \(fingers[i].id) \(p(to))")
            }
        case let .penUp(pen, raw, _):
            let at = Self.written(raw)
            if let i = fingers.firstIndex(where: { $0.device == Self.penDevice && $0.finger == Int64(pen) }) {
                if fingers[i].at != at { lines.append("move \(fingers[i].id) \(p(at))") }
                lines.append("up \(fingers[i].id)")
                fingers.remove(at: i)
            }
        case let .penHover(_, to, sample):
            if let to {
                lines.append("hover \(p(Self.written(to))) pen" + (sample.zOffset.map { " \(Self.number($0))" } ?? ""))
            } else {
                lines.append("hover out pen")
            }
        case .penButton:
            break   // a script's pen has no side buttons: a button's change is not written
        case let .pinchBegin(at):
            pinch = (Self.written(at), 1)
            lines.append("pinch-trackpad begin \(p(Self.written(at)))")
        case let .pinchUpdate(at, scale):
            if pinch != nil, scale.isFinite, scale > 0 {
                let s = Swift.min(100, Swift.max(0.01, scale))
                pinch = (Self.written(at), s)
                lines.append("pinch-trackpad change \(p(Self.written(at))) \(Self.scaleNumber(s))")
            }
        case let .pinchEnd(at):
            if pinch != nil { lines.append("pinch-trackpad end \(p(Self.written(at)))") }
            pinch = nil
        }
        // The keys the app got (`InputTranslator.keysForApp`): a digit 2-5 at its release, none when it made
        // fingers (that is the `mouse down`'s count). Modifier keys alone are not written.
        for k in keys where !k.name.contains(" ") && !k.name.isEmpty { lines.append("key \(k)") }
        guard !lines.isEmpty else { return }
        waitUntil(time, mouseDown: mouseWasDown)
        for l in lines { write(l) }
    }

    /// What a `mouse down` line says of its button: nothing for the left one.
    private var mouseButtonWord = ""
    private static func word(for button: ButtonMask?) -> String {
        switch button {
        case ButtonMask.secondary?: " right"
        case ButtonMask.button(3)?: " middle"
        default: ""
        }
    }

    /// A note for the reader of the script (a resize the replay cannot repeat, say).
    public func comment(_ text: String) { write("# " + text) }
}
