import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// A lesson installed in the engine (`PlaygroundInstallation`): every relation and property changes the
/// engine's log as UIKit's rules say, asserted as whole logs with their times.
@Suite struct PlaygroundInstallerTests {
    static func run(_ text: String, _ drive: (Window) -> Void) throws -> [String] {
        let lesson = try PlaygroundLessonParser.parse("playground 1\n" + text, file: "l").get()
        let window = Window(size: Size(width: 640, height: 480))
        let installation = PlaygroundInstallation(lesson, in: window.rootNode)
        for r in installation.recognizers { r.addAction { _ in } }
        drive(window)
        return zip(window.log.times, window.log.entries).map { String(format: "%.2f ", $0) + $1 }
    }
    static func tap(_ w: Window, _ id: Int, _ t: Double, at p: Point = Point(x: 100, y: 100)) { w.touchDown(TouchID(id), at: p, time: t); w.touchUp(TouchID(id), time: t + 0.05) }
    static func drag(_ w: Window, _ id: Int, from a: Point, by v: Vector, at t: Double, frames: Int = 10) {
        w.touchDown(TouchID(id), at: a, time: t)
        for f in 1...frames { w.touchMoved(TouchID(id), to: a + v * (Double(f) / Double(frames)), time: t + Double(f) / 60) }
        w.touchUp(TouchID(id), time: t + Double(frames) / 60 + 0.01)
    }
    static let pad = "pad pad 0 0 640 480\n"
    static let taps = pad + "recognizer tap tap on pad\nrecognizer tap double on pad\nset double numberOfTapsRequired 2\n"
    static let panAndSwipe = pad + "recognizer pan pan on pad\nrecognizer swipe swipe on pad\n"
    static func oneTap(_ w: Window) { Self.tap(w, 1, 0); w.advanceTime(to: 1) }
    static func twoTaps(_ w: Window) { Self.tap(w, 1, 0); Self.tap(w, 2, 0.15); w.advanceTime(to: 1) }
    static func fastDrag(_ w: Window) { Self.drag(w, 1, from: Point(x: 100, y: 100), by: Vector(dx: 200, dy: 0), at: 0); w.advanceTime(to: 1) }

    /// Each relation changes the engine's log as UIKit's rules say: the whole log, with its times.
    @Test func relationsChangeTheLogAsUIKitSays() throws {
        // Without a requirement the tap fires at once; waiting for the double tap, 0.35 s later.
        #expect(try Self.run(Self.taps, Self.oneTap) == ["0.00 touchesBegan pad 1", "0.05 action tap ended", "0.05 touchesCancelled pad 1"])
        #expect(try Self.run(Self.taps + "require tap toFail double\n", Self.oneTap)
                == ["0.00 touchesBegan pad 1", "0.40 action tap ended", "0.40 touchesCancelled pad 1"])
        // Two taps: the double tap prevents the second single tap; with its canPrevent off, both fire.
        #expect(try Self.run(Self.taps, Self.twoTaps) == ["0.00 touchesBegan pad 1", "0.05 action tap ended", "0.05 touchesCancelled pad 1",
                                                          "0.15 touchesBegan pad 2", "0.20 action double ended", "0.20 touchesCancelled pad 2"])
        #expect(try Self.run(Self.taps + "canPrevent double no\n", Self.twoTaps)
                == ["0.00 touchesBegan pad 1", "0.05 action tap ended", "0.05 touchesCancelled pad 1", "0.15 touchesBegan pad 2",
                    "0.20 action tap ended", "0.20 touchesCancelled pad 2", "0.20 action double ended"])
        // A requirement is not prevention: canBePrevented off does not free the tap from waiting.
        #expect(try Self.run(Self.taps + "require tap toFail double\ncanBePrevented tap no\n", Self.twoTaps)
                == ["0.00 touchesBegan pad 1", "0.15 touchesBegan pad 2", "0.20 action double ended", "0.20 touchesCancelled pad 1,2"])
        // The pan waits for the swipe, which wins; recognizing together, both run.
        #expect(try Self.run(Self.panAndSwipe + "require pan toFail swipe\n", Self.fastDrag)
                == ["0.00 touchesBegan pad 1", "0.02 touchesMoved pad 1", "0.03 touchesMoved pad 1", "0.05 action swipe ended", "0.05 touchesCancelled pad 1"])
        #expect(try Self.run(Self.panAndSwipe + "simultaneous pan swipe\n", Self.fastDrag)
                == ["0.00 touchesBegan pad 1", "0.02 action pan began", "0.02 touchesCancelled pad 1", "0.03 action pan changed", "0.05 action pan changed",
                    "0.05 action swipe ended", "0.07 action pan changed", "0.08 action pan changed", "0.10 action pan changed", "0.12 action pan changed",
                    "0.13 action pan changed", "0.15 action pan changed", "0.17 action pan changed", "0.18 action pan ended"])
        // The delegate's no: the tap fails (shouldBegin) or never sees the touch (shouldReceive); the pad gets it all.
        let untouched = ["0.00 touchesBegan pad 1", "0.05 touchesEnded pad 1"]
        #expect(try Self.run(Self.pad + "recognizer tap tap on pad\nshouldBegin tap no\n", Self.oneTap) == untouched)
        #expect(try Self.run(Self.pad + "recognizer tap tap on pad\nshouldReceive tap no\n", Self.oneTap) == untouched)
    }

    /// Each property changes the log as UIKit's rules say.
    @Test func propertiesChangeTheLogAsUIKitSays() throws {
        #expect(try Self.run(Self.pad + "recognizer tap tap on pad\nset tap isEnabled no\n", Self.oneTap) == ["0.00 touchesBegan pad 1", "0.05 touchesEnded pad 1"])
        #expect(try Self.run(Self.pad + "recognizer tap tap on pad\nset tap cancelsTouchesInView no\nset tap delaysTouchesEnded no\n", Self.oneTap)
                == ["0.00 touchesBegan pad 1", "0.05 action tap ended", "0.05 touchesEnded pad 1"])
        // delaysTouchesBegan: the pad never hears of a touch the pan took.
        #expect(try Self.run(Self.pad + "recognizer pan pan on pad\nset pan delaysTouchesBegan yes\n", { w in
            Self.drag(w, 1, from: Point(x: 100, y: 100), by: Vector(dx: 100, dy: 0), at: 0); w.advanceTime(to: 1)
        }) == ["0.02 action pan began"] + ["0.03", "0.05", "0.07", "0.08", "0.10", "0.12", "0.13", "0.15", "0.17"].map { $0 + " action pan changed" } + ["0.18 action pan ended"])
        #expect(try Self.run(Self.pad + "recognizer longPress press on pad\nset press minimumPressDuration 0.2\n", { w in
            w.touchDown(TouchID(1), at: Point(x: 100, y: 100), time: 0); w.touchUp(TouchID(1), time: 0.3); w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan pad 1", "0.20 action press began", "0.20 touchesCancelled pad 1", "0.30 action press ended"])
        #expect(try Self.run(Self.pad + "recognizer tap triple on pad\nset triple numberOfTapsRequired 3\n", { w in
            for k in 0..<3 { Self.tap(w, k + 1, Double(k) * 0.15) }
            w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan pad 1", "0.15 touchesBegan pad 2", "0.30 touchesBegan pad 3", "0.35 action triple ended", "0.35 touchesCancelled pad 1,2,3"])
    }

    /// Two fingers dragged together by `v` from 100 and 160 points across.
    static func twoFingerDrag(_ w: Window, by v: Vector) {
        let a = Point(x: 100, y: 100), b = Point(x: 160, y: 100)
        w.send([TouchInput(.down, TouchID(1), at: a), TouchInput(.down, TouchID(2), at: b)], at: 0)
        for f in 1...6 {
            let d = v * (Double(f) / 6)
            w.send([TouchInput(.move, TouchID(1), at: a + d), TouchInput(.move, TouchID(2), at: b + d)], at: Double(f) / 60)
        }
        w.send([TouchInput(.up, TouchID(1)), TouchInput(.up, TouchID(2))], at: 0.12)
        w.advanceTime(to: 1)
    }

    /// The properties of one kind each: what the recognizer needs, and what it refuses.
    @Test func eachKindsPropertiesChangeTheLog() throws {
        // numberOfTouchesRequired 2: one finger is no tap (the pad hears it all); two together are.
        let twoFingerTap = Self.pad + "recognizer tap tap on pad\nset tap numberOfTouchesRequired 2\n"
        #expect(try Self.run(twoFingerTap, Self.oneTap) == ["0.00 touchesBegan pad 1", "0.05 touchesEnded pad 1"])
        #expect(try Self.run(twoFingerTap, { w in
            w.send([TouchInput(.down, TouchID(1), at: Point(x: 100, y: 100)), TouchInput(.down, TouchID(2), at: Point(x: 140, y: 100))], at: 0)
            w.send([TouchInput(.up, TouchID(1)), TouchInput(.up, TouchID(2))], at: 0.05)
            w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan pad 1,2", "0.05 action tap ended", "0.05 touchesCancelled pad 1,2"])
        // allowableMovement 5: a finger wandering 8 points before the press is long enough fails it; 10
        // (the default) lets it through.
        func wander(_ w: Window) {
            w.touchDown(TouchID(1), at: Point(x: 100, y: 100), time: 0)
            w.touchMoved(TouchID(1), to: Point(x: 108, y: 100), time: 0.1)
            w.touchUp(TouchID(1), time: 0.7)
            w.advanceTime(to: 1)
        }
        #expect(try Self.run(Self.pad + "recognizer longPress press on pad\nset press allowableMovement 5\n", wander)
                == ["0.00 touchesBegan pad 1", "0.10 touchesMoved pad 1", "0.70 touchesEnded pad 1"])
        #expect(try Self.run(Self.pad + "recognizer longPress press on pad\n", wander)
                == ["0.00 touchesBegan pad 1", "0.10 touchesMoved pad 1", "0.50 action press began", "0.50 touchesCancelled pad 1", "0.70 action press ended"])
        // minimumNumberOfTouches 2: one finger never pans; maximumNumberOfTouches 1: two never do.
        let oneFingerDrag: (Window) -> Void = { w in Self.drag(w, 1, from: Point(x: 100, y: 100), by: Vector(dx: 60, dy: 0), at: 0, frames: 6); w.advanceTime(to: 1) }
        let pans = (1...6).map { String(format: "%.2f touchesMoved pad 1", Double($0) / 60) }
        #expect(try Self.run(Self.pad + "recognizer pan pan on pad\nset pan minimumNumberOfTouches 2\n", oneFingerDrag)
                == ["0.00 touchesBegan pad 1"] + pans + ["0.11 touchesEnded pad 1"])
        // maximumNumberOfTouches 1: the pan takes the first finger and ignores the second, which the pad keeps
        // hearing (UIKit's pan ignores touches beyond its maximum).
        let tooMany = try Self.run(Self.pad + "recognizer pan pan on pad\nset pan maximumNumberOfTouches 1\n", { Self.twoFingerDrag($0, by: Vector(dx: 60, dy: 0)) })
        #expect(tooMany == ["0.00 touchesBegan pad 1,2", "0.02 action pan began", "0.02 touchesCancelled pad 1", "0.02 touchesMoved pad 2"]
                + ["0.03", "0.05", "0.07", "0.08", "0.10"].flatMap { ["\($0) action pan changed", "\($0) touchesMoved pad 2"] }
                + ["0.12 action pan ended", "0.12 touchesEnded pad 2"], "\(tooMany)")
        let enough = try Self.run(Self.pad + "recognizer pan pan on pad\nset pan minimumNumberOfTouches 2\n", { Self.twoFingerDrag($0, by: Vector(dx: 60, dy: 0)) })
        #expect(enough == ["0.00 touchesBegan pad 1,2", "0.02 action pan began", "0.02 touchesCancelled pad 1,2"]
                + ["0.03", "0.05", "0.07", "0.08", "0.10"].map { "\($0) action pan changed" } + ["0.12 action pan ended"], "\(enough)")
        // direction left: a flick to the right is no swipe; to the left it is.
        #expect(try Self.run(Self.pad + "recognizer swipe swipe on pad\nset swipe direction left\n", Self.fastDrag).filter { $0.contains("action") } == [])
        #expect(try Self.run(Self.pad + "recognizer swipe swipe on pad\nset swipe direction left\n", { w in
            Self.drag(w, 1, from: Point(x: 400, y: 100), by: Vector(dx: -200, dy: 0), at: 0); w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan pad 1", "0.02 touchesMoved pad 1", "0.03 touchesMoved pad 1", "0.05 action swipe ended", "0.05 touchesCancelled pad 1"])
        // edges left: a pan from the window's left edge begins; from its middle it never does.
        let edge = Self.pad + "recognizer screenEdgePan edge on pad\nset edge edges left\n"
        let fromEdge = try Self.run(edge, { w in Self.drag(w, 1, from: Point(x: 5, y: 100), by: Vector(dx: 120, dy: 0), at: 0, frames: 6); w.advanceTime(to: 1) })
        #expect(fromEdge == ["0.00 touchesBegan pad 1", "0.02 action edge began", "0.02 touchesCancelled pad 1"]
                + ["0.03", "0.05", "0.07", "0.08", "0.10"].map { "\($0) action edge changed" } + ["0.11 action edge ended"], "\(fromEdge)")
        #expect(try Self.run(edge, oneFingerDrag).filter { $0.contains("action") } == [])
        // delaysTouchesEnded: the double tap holds the first tap's end back until it fails (yes, the default)
        // or lets it through at once (no).
        let double = Self.pad + "recognizer tap double on pad\nset double numberOfTapsRequired 2\n"
        #expect(try Self.run(double, Self.oneTap) == ["0.00 touchesBegan pad 1", "0.40 touchesEnded pad 1"])
        #expect(try Self.run(double + "set double delaysTouchesEnded no\n", Self.oneTap) == ["0.00 touchesBegan pad 1", "0.05 touchesEnded pad 1"])
    }

    /// A pad in a pad: hit-testing finds the child; both taps see the touch, the child's (deeper) wins.
    @Test func aPadInAPadTakesTheTouchAndItsTapWins() throws {
        #expect(try Self.run("pad outer 0 0 640 480\npad inner 100 100 200 200 in outer\nrecognizer tap parent on outer\nrecognizer tap child on inner\n", { w in
            Self.tap(w, 1, 0, at: Point(x: 150, y: 150)); w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan inner 1", "0.05 action child ended", "0.05 touchesCancelled inner 1"])
    }
}
