import Foundation
import Gestures

/// Turns raw input into engine touch changes.
///
/// - SDL fingers get the lowest free touch id from 1 (named by it in the log); a finger down twice, or a
///   move or up of a finger never seen, is passed to the engine as is, which normalises it.
/// - The mouse's left button is one touch named `m`. Holding a digit key 2-5 while pressing makes that
///   many fingers 40 pt apart moving together (`m`, `m2`, ...); holding Alt adds a finger mirrored through
///   `mirrorCenter`'s point (the pad pressed, say; else the window's centre). With no digit held, a press
///   of the left button makes what `standInForPress` answers for its point (an app's input picker:
///   fingers, a pen with a force, the mouse; `MouseStandIn`), else as many fingers as `fingersForPress`
///   answers (1 when unset), the same way; another button's press is always the mouse's. What the app's
///   picker makes of a press (fingers, a pen) is numbered with the fingers (`1`, `2`: the lowest free), never
///   named as the mouse; the wheel with shift or alt held tilts or turns its pen (`penAltitude`,
///   `penAzimuth`), and the wheel with ctrl held is a trackpad's pinch at the pointer until ctrl is released
///   (`stoodFor` says so for a recording). While a pen press
///   is down the wheel changes its force (`MouseStandIn.forcePerNotch`) instead of scrolling, and where a
///   press would be a pen the mouse hovers as a pen. These simulated fingers are listed in
///   `simulatedFingers` for drawing. The mouse's own touches are `.indirectPointer`, with the button that
///   made them (`ButtonMask`); a device's fingers take the device's type (`deviceType`) and their pressure
///   as `force` (of at most 1).
/// - SDL 3's pens (`penDown`...) are `.pencil` touches numbered with the fingers, their angles, eraser and
///   side buttons from their `PenSample`; a pen's button changes a touch down (a move) or a hover.
/// - What is not a touch, the pointer hovering and scrolling, a trackpad's pinch, waits in
///   `takePointerInputs()`, in order.
/// - Keys reach the app through `keysForApp(after:typing:)`: a digit 2-5 that made fingers never does.
public final class InputTranslator {
    public static let mouseBase = 1_000_000
    public var windowSize: Size
    /// Where Alt's mirrored finger turns around for a press at a point (default: the window's centre).
    public var mirrorCenter: ((Point) -> Point?)?
    /// How many fingers a press at a point makes when no digit is held (1 to 5; 1 when unset): the app's
    /// choice of what a plain mouse press is, made as a held digit makes its fingers.
    public var fingersForPress: ((Point) -> Int)?
    /// What a press of the left button at a point stands in for when no digit is held (the app's input
    /// picker); when unset, `fingersForPress` of the mouse's own touches.
    public var standInForPress: ((Point) -> MouseStandIn)?
    /// What the press holding the mouse's touches down stands in for (its force changed by the wheel), nil
    /// while none is down.
    public private(set) var pressStandIn: MouseStandIn?
    /// The type the mouse hovers as now (`MouseStandIn.hoverType` where it is), nil while it does not hover.
    private var mouseHoverType: TouchType?
    private var mirrorPivot = Point.zero
    public private(set) var heldDigit: Int?
    /// The digit key 2-5 held now, not yet given to the app: it reaches the app at its release
    /// (`keysForApp`) unless a mouse press made fingers while it was held.
    private var pendingDigit: KeyPress?
    private var pendingDigitMadeFingers = false
    public private(set) var altHeld = false
    public private(set) var shiftHeld = false
    public private(set) var ctrlHeld = false
    /// The tilt of the pen the mouse stands in for (`MouseStandIn.altitude`, `.azimuth`, degrees): the wheel
    /// with shift held tilts it, with alt held turns it, where a press would be a pen or while one is down
    /// (`MouseStandIn.degreesPerNotch` a notch). Kept for every later press until changed.
    public private(set) var penAltitude = 90.0
    public private(set) var penAzimuth = 0.0
    /// What the last input stood for when it was not itself (the wheel with ctrl held: a trackpad's pinch,
    /// `pinchBegin`, `pinchUpdate`; ctrl released: `pinchEnd`), in window points; nil when it was itself. A
    /// recording writes these.
    public private(set) var stoodFor: [RawInput]?
    /// The modifier that made the last scroll tilt (`shift`) or turn (`alt`) the mouse's pen; nil when it
    /// was not one (a recording writes it after the scroll).
    public private(set) var lastWheelModifier: String?
    /// Whether the wheel with ctrl held is pinching now (a trackpad's pinch begun, not yet ended).
    public private(set) var isWheelPinching = false
    private var fingers: [(device: Int64, finger: Int64, id: TouchID, type: TouchType)] = []
    /// A script's fingers down, with the type, force and pen's sample their `down` gave.
    private var scriptFingers: [Int: (type: TouchType, force: Double, pen: PenSample?)] = [:]
    /// SDL 3's pens touching the screen, with their touch ids (numbered with the fingers).
    private var pens: [(pen: UInt32, id: TouchID)] = []
    /// The touch type of a device's fingers (the backend asks its platform: SDL's touch device type, a pen's
    /// touch id); `.direct` unless told.
    public var deviceType: (Int64) -> TouchType = { _ in .direct }
    /// The button holding the mouse's touches down (nil while none is).
    private var mouseButton: ButtonMask?
    /// Hover and scroll since the last `takePointerInputs()`, oldest first.
    private var pointerInputs: [PointerInput] = []
    /// How far one wheel notch scrolls, in window points (a trackpad's fractions of a notch in proportion).
    public static let scrollPointsPerNotch: Points = 40
    private struct MouseFinger { let id: TouchID; let offset: Vector; let mirrored: Bool; let type: TouchType }
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
        while fingers.contains(where: { $0.id.value == n }) || scriptFingers[n] != nil || pens.contains(where: { $0.id.value == n })
                || mouseFingers.contains(where: { $0.id.value == n }) { n += 1 }
        return n
    }

    /// Whether any touchscreen finger (or SDL 3 pen) is down.
    public var hasFingersDown: Bool { !fingers.isEmpty || !pens.isEmpty }

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
        stoodFor = nil
        lastWheelModifier = nil
        return translate(app: uiScale == 1 ? raw : raw.scaled(by: 1 / uiScale))
    }

    /// The wheel with ctrl held: a trackpad's pinch at the pointer (begun at the first notch, each notch's
    /// scale `MouseStandIn.pinchPerNotch` times the last, or its inverse towards the user), or its end.
    private func wheelPinch(notches: Double?) -> [TouchInput] {
        let at = mousePoint
        var stood: [RawInput] = []
        if let notches {
            if !isWheelPinching {
                isWheelPinching = true
                stood.append(.pinchBegin(at: at))
                _ = translate(app: .pinchBegin(at: at))
            }
            let scale = Swift.min(100, Swift.max(0.01, pinchScale * pow(MouseStandIn.pinchPerNotch, notches)))
            stood.append(.pinchUpdate(at: at, scale: scale))
            _ = translate(app: .pinchUpdate(at: at, scale: scale))
        } else if isWheelPinching {
            isWheelPinching = false
            stood.append(.pinchEnd(at: at))
            _ = translate(app: .pinchEnd(at: at))
        }
        stoodFor = (stoodFor ?? []) + stood.map { uiScale == 1 ? $0 : $0.scaled(by: uiScale) }
        return []
    }

    /// The pen the mouse is where the pointer is (the press down, else what a press there would be), if a pen.
    private var penHere: MouseStandIn? {
        if let press = pressStandIn, !mouseFingers.isEmpty { return press.kind == .pen ? press : nil }
        guard heldDigit == nil, let here = standInForPress?(mousePoint), here.kind == .pen else { return nil }
        return here
    }

    /// `translate` of input already in the app's points (a lost press or release turns into another input:
    /// it is scaled once).
    private func translate(app input: RawInput) -> [TouchInput] {
        switch input {
        case let .fingerDown(device, finger, p, pressure):
            if let f = fingers.first(where: { $0.device == device && $0.finger == finger }) {
                // The engine reports and treats it as a move.
                return [Self.touch(.down, f.id, at: p, type: f.type, force: force(pressure, device: device, type: f.type))]
            }
            let id = TouchID(lowestFreeID())
            let type = deviceType(device)
            fingers.append((device, finger, id, type))
            return [Self.touch(.down, id, at: p, type: type, force: force(pressure, device: device, type: type))]
        case let .fingerMove(device, finger, p, pressure):
            guard let f = fingers.first(where: { $0.device == device && $0.finger == finger }) else {
                diagnostics.append("motion of unknown finger \(device)/\(finger): dropped")
                return []
            }
            return [Self.touch(.move, f.id, at: p, type: f.type, force: force(pressure, device: device, type: f.type))]
        case let .fingerUp(device, finger, p):
            guard let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) else {
                diagnostics.append("lift of unknown finger \(device)/\(finger): dropped")
                return []
            }
            let f = fingers.remove(at: i)
            return [Self.touch(.up, f.id, at: p, type: f.type, force: 0)]
        case let .scriptFinger(kind, id, p, type, force, pen):
            let (t, f, sample) = kind == .down ? (type, force, pen) : scriptFingers[id] ?? (.direct, 0, nil)
            if kind == .down { scriptFingers[id] = (t, f, sample) } else if kind == .up || kind == .cancel { scriptFingers[id] = nil }
            var change = Self.touch(kind, TouchID(id), at: p, type: t, force: f)
            if t == .pencil, let sample { change.setPen(sample) }
            return [change]
        case let .mouseDown(p, button):
            if isWheelPinching { _ = wheelPinch(notches: nil) }
            mousePoint = p
            guard mouseFingers.isEmpty else { return [] }
            mouseButton = button
            mirrorPivot = mirrorCenter?(p) ?? Point(appSize.width / 2, appSize.height / 2)
            if heldDigit != nil { pendingDigitMadeFingers = true }
            let standIn = standIn(forPressAt: p, button: button)
            pressStandIn = standIn
            let count = standIn.count
            // The mouse's own touches are `m`, `m2`, ...; what the app's picker makes of a press (fingers, a
            // pen) is numbered with the fingers, the lowest free number, as a touchscreen's would be: a finger
            // is never named as the mouse.
            let numbered = standIn.kind != .mouse
            func id(_ k: Int) -> TouchID { numbered ? TouchID(lowestFreeID()) : TouchID(Self.mouseBase + k, label: k == 0 ? "m" : "m\(k + 1)") }
            for k in 0..<count {
                let offset = Vector(dx: (Double(k) - Double(count - 1) / 2) * 40, dy: 0)
                mouseFingers.append(MouseFinger(id: id(k), offset: offset, mirrored: false, type: standIn.touchType))
            }
            if altHeld {
                mouseFingers.append(MouseFinger(id: numbered ? TouchID(lowestFreeID()) : TouchID(Self.mouseBase + 9, label: "m\(count + 1)"),
                                                offset: .zero, mirrored: true, type: standIn.mirrorType))
            }
            return mouseFingers.map { mouseTouch(.down, $0) }
        case let .mouseMove(p):
            mousePoint = p
            return mouseFingers.map { mouseTouch(.move, $0) }
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
            mouseHover(to: p)
            return []
        case let .hover(p, type) where type == .indirectPointer:
            if let p { mousePoint = p; mouseHover(to: p) } else {
                pointerInputs.append(.hover(HoverInput(exitOf: mouseHoverType ?? .indirectPointer)))
                mouseHoverType = nil
            }
            return []
        case let .hover(p, type):
            pointerInputs.append(.hover(p.map { HoverInput(move: $0, type: type) } ?? HoverInput(exitOf: type)))
            return []
        case let .scroll(delta, _) where ctrlHeld:
            return wheelPinch(notches: delta.dy)
        case let .scroll(delta, _) where (shiftHeld || (altHeld && !mouseFingers.contains { $0.mirrored })) && penHere != nil:
            // Shift tilts the pen (away from the user it leans further), alt turns it (away: clockwise); alt
            // held through a press that it mirrored is the mirror's: the wheel then presses as without it.
            let step = delta.dy * MouseStandIn.degreesPerNotch
            if shiftHeld {
                lastWheelModifier = "shift"
                penAltitude = Swift.min(90, Swift.max(0, ((penAltitude - step) * 100).rounded() / 100))
            } else {
                lastWheelModifier = "alt"
                let turned = (penAzimuth + step).truncatingRemainder(dividingBy: 360)
                penAzimuth = ((turned < 0 ? turned + 360 : turned) * 100).rounded() / 100
            }
            if !mouseFingers.isEmpty, pressStandIn?.kind == .pen {
                pressStandIn?.altitude = penAltitude
                pressStandIn?.azimuth = penAzimuth
                return mouseFingers.map { mouseTouch(.move, $0) }
            }
            if let h = mouseHoverType, h == .pencil { mouseHover(to: mousePoint) }
            return []
        case let .scroll(delta, _) where pressStandIn?.kind == .pen && !mouseFingers.isEmpty:
            // The wheel presses the pen harder (away from the user) or lighter: a move of the same place.
            // In hundredths, so notches add up to the forces they name (0.5 and three notches: 0.8).
            let force = ((pressStandIn?.force ?? 0) + delta.dy * MouseStandIn.forcePerNotch) * 100
            pressStandIn?.force = InputTranslator.clampedForce(force.rounded() / 100)
            return mouseFingers.map { mouseTouch(.move, $0) }
        case let .scroll(delta, precise):
            let k = Self.scrollPointsPerNotch / uiScale
            pointerInputs.append(.scroll(ScrollInput(delta: Vector(dx: -delta.dx * k, dy: delta.dy * k),
                                                     type: precise ? .continuous : .discrete, at: mousePoint)))
            return []
        case let .mouseUp(p, button):
            if let p { mousePoint = p }
            if let button, let held = mouseButton, button != held { return [] }   // not the button holding it
            let ups = mouseFingers.map { mouseTouch(.up, $0) }
            mouseFingers.removeAll()
            mouseButton = nil
            pressStandIn = nil
            return ups
        case .mouseCancel:
            let out = mouseFingers.map { mouseTouch(.cancel, $0, at: .some(nil)) }
            mouseFingers.removeAll()
            mouseButton = nil
            pressStandIn = nil
            return out
        case let .keyDown(k):
            if let d = Int(k.name), (2...5).contains(d) { heldDigit = d }
            if k.name.hasSuffix("Alt") { altHeld = true }
            if k.name.hasSuffix("Shift") { shiftHeld = true }
            if k.name.hasSuffix("Ctrl") { ctrlHeld = true }
            return []
        case let .keyUp(k):
            if let d = Int(k.name), d == heldDigit { heldDigit = nil }
            if k.name.hasSuffix("Alt") { altHeld = false }
            if k.name.hasSuffix("Shift") { shiftHeld = false }
            if k.name.hasSuffix("Ctrl") { ctrlHeld = false; return wheelPinch(notches: nil) }
            return []
        case .text:
            return []
        case let .fingerCancel(device, finger):
            guard let i = fingers.firstIndex(where: { $0.device == device && $0.finger == finger }) else {
                diagnostics.append("cancel of unknown finger \(device)/\(finger): dropped")
                return []
            }
            let f = fingers.remove(at: i)
            return [Self.touch(.cancel, f.id, at: nil, type: f.type, force: 0)]
        case let .penDown(pen, p, sample):
            if let f = pens.first(where: { $0.pen == pen }) {
                return [Self.penTouch(.down, f.id, at: p, sample)]   // the engine treats it as a move
            }
            let id = TouchID(lowestFreeID())
            pens.append((pen, id))
            return [Self.penTouch(.down, id, at: p, sample)]
        case let .penMove(pen, p, sample):
            guard let f = pens.first(where: { $0.pen == pen }) else {
                diagnostics.append("motion of pen \(pen) that is not down: dropped")
                return []
            }
            return [Self.penTouch(.move, f.id, at: p, sample)]
        case let .penUp(pen, p, sample):
            guard let i = pens.firstIndex(where: { $0.pen == pen }) else {
                diagnostics.append("lift of pen \(pen) that is not down: dropped")
                return []
            }
            let f = pens.remove(at: i)
            return [Self.penTouch(.up, f.id, at: p, sample)]
        case let .penHover(_, p, sample):
            pointerInputs.append(.hover(p.map { HoverInput(move: $0, pen: sample) } ?? HoverInput(exitOf: .pencil)))
            return []
        case let .penButton(pen, _, _, p, sample):
            if pens.contains(where: { $0.pen == pen }) { return translate(app: .penMove(pen: pen, to: p, sample: sample)) }
            return translate(app: .penHover(pen: pen, at: p, sample: sample))
        case let .pinchBegin(p):
            pinchScale = 1
            pointerInputs.append(.trackpadPinch(TrackpadPinchInput(.begin, at: p)))
            return []
        case let .pinchUpdate(p, scale):
            guard scale.isFinite, scale > 0 else {
                diagnostics.append("trackpad pinch of scale \(scale): dropped")
                return []
            }
            pinchScale = scale
            pointerInputs.append(.trackpadPinch(TrackpadPinchInput(.change, at: p, scale: scale)))
            return []
        case let .pinchEnd(p):
            pointerInputs.append(.trackpadPinch(TrackpadPinchInput(.end, at: p, scale: pinchScale)))
            pinchScale = 1
            return []
        case .cancelAll:
            // Physical input only: a script's fingers are not on the glass, and a replay must come out the
            // same whatever the window does (they end with the script's own `up` or `cancel`).
            var out = fingers.map { Self.touch(.cancel, $0.id, at: nil, type: $0.type, force: 0) }
            out += mouseFingers.map { mouseTouch(.cancel, $0, at: .some(nil)) }
            out += pens.map { Self.touch(.cancel, $0.id, at: nil, type: .pencil, force: 0) }
            fingers.removeAll(); mouseFingers.removeAll(); pens.removeAll()
            if isWheelPinching { _ = wheelPinch(notches: nil) }
            mouseButton = nil
            pressStandIn = nil
            return out
        }
    }

    /// The keys the app gets for `input` (translated just before): one meaning per key. A plain digit 2-5
    /// (no ctrl or alt) means fingers while the mouse presses with it held, so the app gets it only when it
    /// is released having made none (a digit tapped alone), at its release; while the app takes typed text
    /// (`typing`) it gets it at once, as every other key. A digit's repeats while held are one key.
    public func keysForApp(after input: RawInput, typing: Bool) -> [KeyPress] {
        switch input {
        case let .keyDown(k):
            guard !typing, !k.ctrl, !k.alt, let d = Int(k.name), (2...5).contains(d) else { return [k] }
            if pendingDigit?.name != k.name { pendingDigit = k; pendingDigitMadeFingers = isMouseDown }
            return []
        case let .keyUp(k):
            guard let pending = pendingDigit, pending.name == k.name else { return [] }
            pendingDigit = nil
            return pendingDigitMadeFingers ? [] : [pending]
        default:
            return []
        }
    }

    /// Devices that sent a pressure strictly between 0 and 1: they report pressure.
    private var devicesWithPressure: Set<Int64> = []

    /// A finger's force from its device's pressure: a pen's always; another device's once it has sent a
    /// pressure strictly between 0 and 1 (touchscreens that report none send 1, or 0, for every touch:
    /// their force is 0, UIKit's "none reported").
    private func force(_ pressure: Double, device: Int64, type: TouchType) -> Double {
        if pressure > 0 && pressure < 1 { devicesWithPressure.insert(device) }
        return type == .pencil || devicesWithPressure.contains(device) ? pressure : 0
    }

    /// A device's pressure as a touch's force: 0 to 1, 0 when not a number.
    public static func clampedForce(_ pressure: Double) -> Double {
        pressure.isFinite ? Swift.min(1, Swift.max(0, pressure)) : 0
    }

    /// A touch change of `type`; `force` a device's pressure, 0 to 1 (0: none reported, and then no maximum;
    /// a pen always reports one, so its maximum is 1 even at no pressure).
    private static func touch(_ kind: TouchInput.Kind, _ id: TouchID, at p: Point?, type: TouchType, force: Double) -> TouchInput {
        var t = TouchInput(kind, id, at: p)
        t.type = type
        let f = clampedForce(force)
        t.force = f
        t.maximumPossibleForce = f > 0 || type == .pencil ? 1 : 0
        return t
    }

    /// A change of an SDL 3 pen's touch: `.pencil`, its pressure as force (of at most 1), its angles, eraser
    /// and side buttons from `sample`.
    private static func penTouch(_ kind: TouchInput.Kind, _ id: TouchID, at p: Point?, _ sample: PenSample) -> TouchInput {
        var t = touch(kind, id, at: p, type: .pencil, force: kind == .up ? 0 : sample.pressure)
        t.setPen(sample)
        return t
    }

    /// The trackpad pinch's latest scale (1 between pinches): what its end reports.
    private var pinchScale = 1.0

    /// A change of one of the mouse's touches (`at`: its location unless given): of the type the press
    /// stands in for; a pointer touch with the button that holds it down, a pen with the press's force.
    private func mouseTouch(_ kind: TouchInput.Kind, _ f: MouseFinger, at p: Point?? = .none) -> TouchInput {
        var t = TouchInput(kind, f.id, at: p ?? location(of: f))
        t.type = f.type
        switch f.type {
        case .indirectPointer: t.buttonMask = mouseButton ?? .primary
        case .pencil:
            t.force = pressStandIn?.force ?? 0
            t.maximumPossibleForce = 1
            if let pen = pressStandIn { t.setPen(pen.penSample) }
        default: break
        }
        return t
    }

    /// What a press of `button` at `p` makes: a held digit's fingers of the mouse, else the app's stand-in
    /// (the left button's only: another button is the mouse's), else `fingersForPress` of the mouse's.
    private func standIn(forPressAt p: Point, button: ButtonMask) -> MouseStandIn {
        if let d = heldDigit { return .mouse(d) }
        if var chosen = standInForPress?(p) {
            chosen.altitude = penAltitude
            chosen.azimuth = penAzimuth
            return chosen.kind == .mouse || button == .primary ? chosen : .mouse()
        }
        return .mouse(fingersForPress?(p) ?? 1)
    }

    /// The mouse hovers at `p` as the press there would stand in for: a pen where the app's picker says
    /// pen (the hover as the mouse ends first), else the mouse, whose own hover is sent as a move of it.
    private func mouseHover(to p: Point) {
        let type = heldDigit == nil ? standInForPress?(p).hoverType ?? .indirectPointer : .indirectPointer
        if let h = mouseHoverType, h != type { pointerInputs.append(.hover(HoverInput(exitOf: h))) }
        mouseHoverType = type
        if type == .pencil, var pen = standInForPress?(p) {
            // The pen above the screen, held as the mouse's pen is (its tilt; no pressure).
            pen.altitude = penAltitude
            pen.azimuth = penAzimuth
            var sample = pen.penSample
            sample.pressure = 0
            pointerInputs.append(.hover(HoverInput(move: p, pen: sample)))
        } else {
            pointerInputs.append(.hover(HoverInput(move: p, type: type)))
        }
    }

    /// What the pointer did that is not a touch (hover, scroll), since the last call, oldest first.
    public func takePointerInputs() -> [PointerInput] {
        defer { pointerInputs.removeAll() }
        return pointerInputs
    }

    /// The button holding the mouse's touches down (nil while none is).
    public var heldMouseButton: ButtonMask? { mouseButton }

    /// Whether the mouse's button holds a touch down now.
    public var isMouseDown: Bool { !mouseFingers.isEmpty }
    /// Where the pointer is.
    public var pointer: Point { mousePoint }
}
