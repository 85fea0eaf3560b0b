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

    /// A pad in a pad: hit-testing finds the child; both taps see the touch, the child's (deeper) wins.
    @Test func aPadInAPadTakesTheTouchAndItsTapWins() throws {
        #expect(try Self.run("pad outer 0 0 640 480\npad inner 100 100 200 200 in outer\nrecognizer tap parent on outer\nrecognizer tap child on inner\n", { w in
            Self.tap(w, 1, 0, at: Point(x: 150, y: 150)); w.advanceTime(to: 1)
        }) == ["0.00 touchesBegan inner 1", "0.05 action child ended", "0.05 touchesCancelled inner 1"])
    }
}
