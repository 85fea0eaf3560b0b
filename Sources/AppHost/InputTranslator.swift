import Gestures

/// Turns raw input into engine touch changes.
///
/// - SDL fingers get the lowest free touch id from 1 (named by it in the log); a finger down twice, or a
///   move or up of a finger never seen, is passed to the engine as is, which normalises it.
/// - The mouse's left button is one touch named `m`. Holding a digit key 2-5 while pressing makes that
///   many fingers 40 pt apart moving together (`m`, `m2`, ...); holding Alt adds a finger mirrored through
///   the window's centre. These simulated fingers are listed in `simulatedFingers` for drawing.
public final class InputTranslator {
    public static let mouseBase = 1_000_000
    public var windowSize: Size
    /// Where Alt's mirrored finger turns around for a press at a point (default: the window's centre).
    public var mirrorCenter: ((Point) -> Point?)?
    private var mirrorPivot = Point.zero
    public private(set) var heldDigit: Int?
    public private(set) var altHeld = false
    private var fingers: [(device: Int64, finger: Int64, id: TouchID)] = []
    private var scriptFingers: Set<Int> = []
    private struct MouseFinger { let id: TouchID; let offset: Vector; let mirrored: Bool }
    private var mouseFingers: [MouseFinger] = []
    private var mousePoint = Point.zero
    public private(set) var diagnostics: [String] = []

    /// The interface scale (`--ui-scale`, ctrl+plus): input arrives in window points and reaches the engine
    /// in the app's points, window points / `uiScale`.
    public var uiScale = 1.0
    /// The app's size in its own points.
    public var appSize: Size { Size(width: windowSize.width / uiScale, height: windowSize.height / uiScale) }

    public init(windowSize: Size) { self.windowSize = windowSize }

    /// The simulated fingers' locations (empty when only the plain mouse pointer is down).
    public var simulatedFingers: [Point] {
        mouseFingers.count > 1 ? mouseFingers.map { location(of: $0) } : []
    }

    private func location(of f: MouseFinger) -> Point {
        let p = mousePoint + f.offset
        return f.mirrored ? Point(2 * mirrorPivot.x - p.x, 2 * mirrorPivot.y - p.y) : p
    }

    private func lowestFreeID() -> Int {
        var n = 1
        while fingers.contains(where: { $0.id.value == n }) || scriptFingers.contains(n) { n += 1 }
        return n
    }

    /// Whether any touchscreen finger is down.
    public var hasFingersDown: Bool { !fingers.isEmpty }

    /// The touches to cancel for fingers of `device` that the device no longer lists as down (`liveFingers`,
    /// what SDL knows of the device): a finger whose lift never arrived. A device's fingers are reconciled
    /// only while the device is listed, so one that appears only at its first touch is left alone.
    public func reconcile(device: Int64, liveFingers: Set<Int64>) -> [TouchInput] {
        let lost = fingers.filter { $0.device == device && !liveFingers.contains($0.finger) }
        guard !lost.isEmpty else { return [] }
        fingers.removeAll { $0.device == device && !liveFingers.contains($0.finger) }
        for f in lost { diagnostics.append("finger \(device)/\(f.finger) is no longer down on its device but never lifted: cancelled") }
        return lost.map { TouchInput(.cancel, $0.id) }
    }

    /// The engine touch changes for one piece of input (empty for keys); keys update the held state.
    public func translate(_ raw: RawInput) -> [TouchInput] {
        translate(app: uiScale == 1 ? raw : raw.scaled(by: 1 / uiScale))
    }

    /// `translate` of input already in the app's points (a lost press or release turns into another input:
    /// it is scaled once).
    private func translate(app input: RawInput) -> [TouchInput] {
        switch input {
        case let .fingerDown(device, finger, p):
            if let f = fingers.first(where: { $0.device == device && $0.finger == finger }) {
                return [TouchInput(.down, f.id, at: p)]   // the engine reports and treats it as a move
            }
            let id = TouchID(lowestFreeID())
            fingers.append((device, finger, id))
            return [TouchInput(.down, id, at: p)]
        case let .fingerMove(device, finger, p):
            guard let f = fingers.first(where: { $0.device == device && $0.finger == finger }) else {
                diagnostics.append("motion of unknown finger \(device)/\(finger): dropped")
                return []
            }
            return [TouchInput(.move, f.id, at: p)]
        case let .fingerUp(device, finger, p):
            guard let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) else {
                diagnostics.append("lift of unknown finger \(device)/\(finger): dropped")
                return []
            }
            let id = fingers.remove(at: i).id
            return [TouchInput(.up, id, at: p)]
        case let .scriptFinger(kind, id, p):
            if kind == .down { scriptFingers.insert(id) } else if kind == .up || kind == .cancel { scriptFingers.remove(id) }
            return [TouchInput(kind, TouchID(id), at: p)]
        case let .mouseDown(p):
            mousePoint = p
            guard mouseFingers.isEmpty else { return [] }
            mirrorPivot = mirrorCenter?(p) ?? Point(appSize.width / 2, appSize.height / 2)
            let count = heldDigit ?? 1
            for k in 0..<count {
                let offset = Vector(dx: (Double(k) - Double(count - 1) / 2) * 40, dy: 0)
                mouseFingers.append(MouseFinger(id: TouchID(Self.mouseBase + k, label: k == 0 ? "m" : "m\(k + 1)"),
                                                offset: offset, mirrored: false))
            }
            if altHeld {
                mouseFingers.append(MouseFinger(id: TouchID(Self.mouseBase + 9, label: "m\(count + 1)"), offset: .zero, mirrored: true))
            }
            return mouseFingers.map { TouchInput(.down, $0.id, at: location(of: $0)) }
        case let .mouseMove(p):
            mousePoint = p
            return mouseFingers.map { TouchInput(.move, $0.id, at: location(of: $0)) }
        case let .mouseDrag(p):
            if mouseFingers.isEmpty {
                diagnostics.append("the mouse moved with its button held but no press was seen: the touch starts here")
                return translate(app: .mouseDown(at: p))
            }
            return translate(app: .mouseMove(to: p))
        case let .mouseHover(p):
            if !mouseFingers.isEmpty {
                diagnostics.append("the mouse moved with no button held while its touch was down: the release was lost, the touch ends")
                return translate(app: .mouseUp(at: p))
            }
            mousePoint = p
            return []
        case let .mouseUp(p):
            if let p { mousePoint = p }
            let ups = mouseFingers.map { TouchInput(.up, $0.id, at: location(of: $0)) }
            mouseFingers.removeAll()
            return ups
        case .mouseCancel:
            let out = mouseFingers.map { TouchInput(.cancel, $0.id) }
            mouseFingers.removeAll()
            return out
        case let .keyDown(k):
            if let d = Int(k.name), (2...5).contains(d) { heldDigit = d }
            if k.name.hasSuffix("Alt") { altHeld = true }
            return []
        case let .keyUp(k):
            if let d = Int(k.name), d == heldDigit { heldDigit = nil }
            if k.name.hasSuffix("Alt") { altHeld = false }
            return []
        case .cancelAll:
            // Physical input only: a script's fingers are not on the glass, and a replay must come out the
            // same whatever the window does (they end with the script's own `up` or `cancel`).
            var out = fingers.map { TouchInput(.cancel, $0.id) }
            out += mouseFingers.map { TouchInput(.cancel, $0.id) }
            fingers.removeAll(); mouseFingers.removeAll()
            return out
        }
    }

    /// Whether the mouse's button holds a touch down now.
    public var isMouseDown: Bool { !mouseFingers.isEmpty }
    /// Where the pointer is.
    public var pointer: Point { mousePoint }

    /// Updates the held-modifier state from SDL's own record (a key released while the window was away).
    public func setAltHeld(_ held: Bool) { altHeld = held }
}
