#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// What real touchscreens and drivers send (SDL's issue tracker), pushed through SDL's own queue into the
/// app: each gives a whole, clean log, and no touch stays down. In the suite of InputTranslationTests,
/// which is serialized: SDL's queue is global.
extension InputTranslationTests {
    static let size = Size(width: 800, height: 600)

    /// Drains SDL's queue as the window's frame loop does (our window is 7), drops mouse echoes, feeds the
    /// session, then runs `frames` frames.
    func pump(_ session: Session, _ filter: MouseEchoFilter, frames: Int = 1) {
        let batch = SyntheticEvents.drain(windowSize: Self.size, windowID: 7).compactMap { c -> RawInput? in
            if case .input(let i) = c { return i } else { return nil }
        }
        for input in filter.filter(batch, fingersDown: session.translator.hasFingersDown) { session.feed([input], at: session.now) }
        for _ in 0..<frames { session.frame() }
    }

    func quirkSession() throws -> (Session, TouchTrackerApp, MouseEchoFilter) {
        try SyntheticEvents.start()
        let app = TouchTrackerApp(services: SDLServices(), size: Self.size, store: nil)
        return (Session(app: app, windowSize: Self.size), app, MouseEchoFilter())
    }

    /// A stroke of `finger` on `device` from (0.25, 0.5) to (0.5, 0.5) in five moves, with no lift.
    func strokeWithoutLift(device: Int64, finger: Int64, _ session: Session, _ filter: MouseEchoFilter) {
        SyntheticEvents.finger(.down, device: device, finger: finger, x: 0.25, y: 0.5)
        pump(session, filter)
        for k in 1...5 {
            SyntheticEvents.finger(.motion, device: device, finger: finger, x: 0.25 + Float(k) * 0.05, y: 0.5)
            pump(session, filter)
        }
    }

    func assertNothingLeft(_ session: Session, _ app: TouchTrackerApp, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<60 { session.frame() }
        #expect(session.window.activeTouches.isEmpty && session.window.touchesOnScreenOrHeld.isEmpty, sourceLocation: sourceLocation)
        #expect(app.strokesInProgress == 0, sourceLocation: sourceLocation)
        #expect(session.window.recognizersInProgress.isEmpty, sourceLocation: sourceLocation)
    }

    /// The whole log of one finger's stroke of `moves` moves (the first past the taps' 10 pt) on the drawing:
    /// the taps hold its began back until they fail, the line-moving pan begins (and finds no line).
    static func strokeLog(_ touch: String = "1", moves: Int = 5, end: String = "ended") -> [String] {
        var log = ["action moveLine began", "touchesBegan draw \(touch)", "touchesMoved draw \(touch)"]
        for _ in 1..<moves { log += ["action moveLine changed", "touchesMoved draw \(touch)"] }
        return log + ["action moveLine \(end)", "touches\(end.prefix(1).uppercased() + end.dropFirst()) draw \(touch)"]
    }

    @Test func aFingerDownForAFingerAlreadyDownIsAMove() throws {   // libsdl-org/SDL#9591
        let (session, app, filter) = try quirkSession()
        strokeWithoutLift(device: 3, finger: 11, session, filter)
        SyntheticEvents.finger(.down, device: 3, finger: 11, x: 0.625, y: 0.5)   // again, no lift between
        pump(session, filter)
        SyntheticEvents.finger(.up, device: 3, finger: 11, x: 0.625, y: 0.5)
        pump(session, filter)
        assertNothingLeft(session, app)
        // The second down is a move: the stroke goes on to it, and ends once.
        #expect(session.window.log.entries == Self.strokeLog(moves: 6))
        #expect(app.drawing.lines.map(\.end) == [Point(500, 300)], "\(app.drawing.lines)")
    }

    @Test func aFingerWhoseLiftNeverComesIsCancelledWhenItsDeviceNoLongerListsIt() throws {
        let (session, app, filter) = try quirkSession()
        strokeWithoutLift(device: 3, finger: 11, session, filter)
        // No FINGERUP; the device (as SDL counts its fingers) still has another finger down, not this one.
        session.reconcile(device: 3, liveFingers: [12], at: session.now)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog(end: "cancelled"))
        #expect(app.drawing.lines.isEmpty, "a cancelled stroke is not kept")
        #expect(session.translator.diagnostics.last == "finger 3/11 is no longer down on its device but never lifted: cancelled")
        // Another device's fingers are left alone.
        #expect(session.translator.reconcile(device: 4, liveFingers: []).isEmpty)
    }

    @Test func motionOfAFingerNeverSeenIsDropped() throws {
        let (session, app, filter) = try quirkSession()
        SyntheticEvents.finger(.motion, device: 3, finger: 99, x: 0.5, y: 0.5)
        SyntheticEvents.finger(.up, device: 3, finger: 99, x: 0.5, y: 0.5)
        pump(session, filter)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == [])
        #expect(session.translator.diagnostics.suffix(2) == ["motion of unknown finger 3/99: dropped", "lift of unknown finger 3/99: dropped"])
    }

    @Test func aDeviceThatAppearsOnlyAtItsFirstTouchDraws() throws {   // libsdl-org/SDL#1179
        let (session, app, filter) = try quirkSession()
        #expect(!SDLEventConverter.touchDevices().contains(42), "SDL lists no such device")
        strokeWithoutLift(device: 42, finger: 0, session, filter)
        SyntheticEvents.finger(.up, device: 42, finger: 0, x: 0.5, y: 0.5)
        pump(session, filter)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog())
        #expect(app.drawing.lines.map(\.begin) == [Point(200, 300)])
    }

    @Test func aPressAHairOutsideTheScreenLandsOnItsEdge() throws {
        let (session, app, filter) = try quirkSession()
        SyntheticEvents.finger(.down, device: 3, finger: 1, x: -0.01, y: 1.02)
        pump(session, filter)
        SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.2, y: 0.8)
        pump(session, filter)
        SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.4, y: 0.7)
        pump(session, filter)
        SyntheticEvents.finger(.up, device: 3, finger: 1, x: 0.4, y: 0.7)
        SyntheticEvents.finger(.down, device: 3, finger: 2, x: 1.5, y: 0.5)   // far outside: not on this screen
        pump(session, filter)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog(moves: 2))
        #expect(app.drawing.lines.map(\.begin) == [Point(0, 599.5)])
    }

    @Test func aFingerEventForAnotherWindowIsNotOurs() throws {
        let (session, app, filter) = try quirkSession()
        SyntheticEvents.finger(.down, device: 3, finger: 1, x: 0.25, y: 0.5, windowID: 9)
        SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.5, y: 0.5, windowID: 9)
        SyntheticEvents.finger(.up, device: 3, finger: 1, x: 0.5, y: 0.5, windowID: 9)
        pump(session, filter)
        strokeWithoutLift(device: 3, finger: 2, session, filter)   // ours (7), and "no window" (0) count
        SyntheticEvents.finger(.up, device: 3, finger: 2, x: 0.5, y: 0.5, windowID: 7)
        pump(session, filter)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog())
        #expect(app.drawing.lines.count == 1)
    }

    @Test func touchesAlsoDeliveredAsMouseEventsCountOnce() throws {   // libsdl-org/SDL#11204, #14656
        let (session, app, filter) = try quirkSession()
        // As Wayland sends them when the hint is not honoured: the mouse first, then the finger, every time.
        SyntheticEvents.mouse(.down, x: 200, y: 300)
        SyntheticEvents.finger(.down, device: 3, finger: 1, x: 0.25, y: 0.5)
        pump(session, filter)
        for k in 1...5 {
            SyntheticEvents.mouse(.motion, x: 200 + Int32(k) * 40, y: 300)
            SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.25 + Float(k) * 0.05, y: 0.5)
            pump(session, filter)
        }
        SyntheticEvents.mouse(.up, x: 400, y: 300)
        SyntheticEvents.finger(.up, device: 3, finger: 1, x: 0.5, y: 0.5)
        pump(session, filter)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog())
        #expect(app.drawing.lines.count == 1)
        #expect(!filter.echoing)
        #expect(filter.dropped.count == 7, "the press, five motions and the release: \(filter.dropped)")
        // The mouse on its own, afterwards, is a mouse again: it draws a second line.
        SyntheticEvents.mouse(.down, x: 100, y: 100)
        pump(session, filter)
        for k in 1...5 { SyntheticEvents.mouse(.motion, x: 100 + Int32(k) * 20, y: 100); pump(session, filter) }
        SyntheticEvents.mouse(.up, x: 200, y: 100)
        pump(session, filter)
        #expect(Array(session.window.log.entries.dropFirst(Self.strokeLog().count)) == Self.strokeLog("m"))
        #expect(app.drawing.lines.count == 2)
    }
}

extension CollapsedLog {
    /// `entries` with repeated moves collapsed (`touchesMoved draw 1 x4`), as the overlay shows them.
    static func collapse(_ entries: [String]) -> [String] {
        var log = CollapsedLog(capacity: 10_000)
        for e in entries { log.append(e) }
        return log.lines
    }
}
#endif
