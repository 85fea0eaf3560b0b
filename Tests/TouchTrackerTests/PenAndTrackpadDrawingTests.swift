import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// SDL 3's inputs in the drawing, by touch script in-process: a tilted pen shades as a pencil, the eraser
/// end erases what it crosses (one undo), a hovering pen's ring shrinks with its distance, a trackpad pinch
/// scales the selected line about the pointer (one undo). Each asserts the drawing and the whole log of
/// its gesture.
@Suite struct PenAndTrackpadDrawingTests: DrawingGestureRig {
    /// Upright (or a pen on SDL 2): the pen's line of before. Tilted: wider and lighter, more so the flatter.
    @Test func aTiltedPenShadesAsAPencil() throws {
        var lines: [Line] = []
        for tilt in ["", " tilt 90 0", " tilt 45 30", " tilt 10 30"] {
            let (app, _) = try run("wait 0", "down 1 100 100 pen 0.5\(tilt)\nglide 0.2 1 300 100\nup 1")
            lines += app.drawing.lines
        }
        #expect(lines.count == 4)
        #expect(lines[0].width == lines[1].width && lines[0].color == lines[1].color && lines[0].color == Style.finishedDefault,
                "upright is the untilted pen's line: \(lines[0]) \(lines[1])")
        #expect(lines[0].width == DrawView.rounded(DrawView.width(forForce: 0.5, maximum: 1)))
        #expect(lines[1].width < lines[2].width && lines[2].width < lines[3].width, "\(lines.map(\.width))")
        #expect(lines[1].color.red < lines[2].color.red && lines[2].color.red < lines[3].color.red && lines[3].color.red < 1,
                "lighter, still not the paper: \(lines.map(\.color))")
        let (app, _) = try run("wait 0", "down 1 100 100\nglide 0.2 1 300 100\nup 1")
        #expect(app.drawing.lines[0].color == Style.finishedDefault && app.drawing.lines[0].width == DrawView.rounded(app.drawing.lines[0].width),
                "a finger's line is the book's")
    }

    @Test func theEraserEndErasesTheLinesItCrossesAsOneEdit() throws {
        let setup = "drag 100 100 300 100 0.2\nwait 0.5\ndrag 100 200 300 200 0.2\nwait 0.5\ndrag 100 400 300 400 0.2"
        let (app, log) = try run(setup, "down 7 200 50 pen 0.5 eraser\nglide 0.3 7 200 250\nup 7")
        #expect(log == ["touchesBegan draw 7"] + Array(repeating: "touchesMoved draw 7", count: 18) + ["touchesEnded draw 7"],
                "no recognizer hears the eraser: no tap, no long press, no pan")
        #expect(app.drawing.lines.map(\.begin) == [Point(100, 400)], "the two lines it crossed are gone, the other stays")
        app.tracker.drawView.undo()
        #expect(app.drawing.lines.map(\.begin) == [Point(100, 100), Point(100, 200), Point(100, 400)], "one undo brings both back")
        app.tracker.drawView.redo()
        #expect(app.drawing.lines.count == 1)
    }

    @Test func aCancelledEraserErasesNothing() throws {
        let (app, _) = try run("drag 100 100 300 100 0.2", "down 7 200 50 pen 0.5 eraser\nglide 0.2 7 200 150\ncancel 7")
        #expect(app.drawing.lines.count == 1 && app.tracker.drawView.erasers.isEmpty && !app.tracker.drawView.isErasing(app.drawing.lines[0].id))
    }

    @Test func theHoverRingShrinksWithThePensDistance() throws {
        var radii: [Double] = []
        for hover in ["hover 400 300 pen", "hover 400 300 pen 0", "hover 400 300 pen 0.5", "hover 400 300 pen 1"] {
            let (app, _) = try run("wait 0", hover)
            radii.append(app.tracker.drawView.hoverRing?.radius ?? -1)
        }
        let touching = DrawView.width(forForce: 0.5, maximum: 1) / 2 + 1
        #expect(radii == [touching, touching, touching * 0.7, touching * Style.farHoverRing], "no distance reported: as touching")
    }

    @Test func aTrackpadPinchOverTheSelectedLineScalesItAboutThePointerAsOneEdit() throws {
        // A tap selects the line (its menu shows); the pinch at its middle doubles it about the pointer.
        let setup = "drag 200 100 300 100 0.2\nwait 0.5\ntap 250 100\nwait 0.5"
        let (app, log) = try run(setup, "pinch-trackpad 250 100 2 0.1")
        #expect(log == ["action scaleLine began", "menu hide"] + Array(repeating: "action scaleLine changed", count: 5) + ["action scaleLine ended"],
                "no touch reaches the view; the line's menu hides as it scales")
        #expect(app.drawing.lines.map { [$0.begin, $0.end] } == [[Point(150, 100), Point(350, 100)]])
        app.tracker.drawView.undo()
        #expect(app.drawing.lines.map { [$0.begin, $0.end] } == [[Point(200, 100), Point(300, 100)]], "one undo: the whole pinch")
        // Not over the selected line (or none selected): nothing is scaled, the recognizer still runs.
        let (other, otherLog) = try run(setup, "pinch-trackpad 500 400 2 0.1")
        #expect(other.drawing.lines.map { [$0.begin, $0.end] } == [[Point(200, 100), Point(300, 100)]])
        #expect(otherLog.first == "action scaleLine began")
    }

    /// Two fingers pinching on the glass still draw a circle: the trackpad's pinch takes no touch.
    @Test func twoFingersStillDrawACircle() throws {
        let (app, log) = try run("wait 0", "pinch 400 300 50 120 0.2")
        #expect(!log.contains { $0.contains("scaleLine") } && app.drawing.circles.count == 1)
    }
}
