import Foundation
import Testing
import TestSupport
import Gestures
import StationSteps
@testable import AppHost
@testable import TouchTracker

/// The lab asks for frames only while a station's picture is due to change with time alone
/// (`LabStation.nextTimedChange(after:)`, `Scene.wantsFrames`): an idle lab draws nothing, and a trace draws no
/// moment before the time it gives. Checked against the picture itself: it changes at that time, not before
/// and not after.
@Suite struct LabTimedChangesTests {
    /// The app's picture now, as the calls an SVG canvas was given.
    static func picture(_ app: TouchTrackerApp) -> [SVGCanvas.Call] {
        let canvas = SVGCanvas(size: app.gestureWindow.size, measure: { text, size in Size(width: Double(text.count) * size * 0.6, height: size) })
        app.render(in: canvas)
        return canvas.calls
    }

    @Test func aStationsFlashIsDueToEndAndTheLabIsIdleAfter() throws {
        let (app, station) = try StationInteractionTests.showing("01-tap-vs-double-tap")
        let clock = app.gestureWindow.clock
        #expect(!app.wantsFrames && app.nextTimedChange(after: clock.now) == nil, "an idle lab wants no frames")
        // A tap: recognized once the double tap's 0.35 s are over; its action shows large for 1.2 s.
        StationInteractionTests.play(try StationInteractions("tap 20 20\nwait 0.5\n"), on: station, in: app.gestureWindow)
        let end = try #require(app.nextTimedChange(after: clock.now))
        #expect(end > clock.now && end <= clock.now + LabStation.flashSeconds)
        #expect(app.wantsFrames)
        clock.advance(to: end - 0.01)
        let showing = Self.picture(app)
        #expect(app.nextTimedChange(after: clock.now) == end && app.wantsFrames, "the same end asked later")
        clock.advance(to: end)
        let ended = Self.picture(app)
        #expect(showing != ended, "the picture changes at the time given")
        #expect(app.nextTimedChange(after: clock.now) == nil && !app.wantsFrames)
        clock.advance(by: 1)
        #expect(Self.picture(app) == ended, "and not after")
    }

    @Test func fadingDotsAnimateEveryFrameUntilGone() throws {
        let dots = TouchDots()
        #expect(!dots.fades(at: 0))
        dots.fading = [(Point(10, 10), 0)]
        #expect(dots.fades(at: 0) && dots.fades(at: TouchDots.fadeSeconds), "drawn at its last, transparent, step")
        #expect(!dots.fades(at: TouchDots.fadeSeconds + 0.001))
    }
}
