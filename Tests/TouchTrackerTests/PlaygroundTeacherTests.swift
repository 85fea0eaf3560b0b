import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// What a teacher without a touchscreen does in the playground and the lab: one meaning a key (the digits
/// are the mouse's fingers, letters add the palette's kinds), the mouse's finger count picked on screen, the
/// title typed, Save As, the history's words, the way to the lab.
@Suite struct PlaygroundTeacherTests {

    func center(_ r: Rect) -> Point { Point(r.midX, r.midY) }

    @Test func aHeldDigitMakesFingersAndAddsNoCardAltAndALetterAddTheKinds() {
        let (app, session, pg) = playground()
        let pad = pg.installation.pads["pad"]!.frameInWindow
        // Holding 2 and clicking on the pad: two fingers, and the lesson unchanged.
        session.feed([.keyDown(KeyPress("2")), .mouseDown(at: center(pad))], at: session.now)
        #expect(app.gestureWindow.activeTouches.map(\.id.label) == ["m", "m2"])
        session.feed([.mouseUp(at: center(pad)), .keyUp(KeyPress("2"))], at: session.now)
        #expect(pg.lesson.recognizers.isEmpty, "a digit adds nothing")
        for digit in 1...9 { app.handleKey(KeyPress(String(digit))) }
        #expect(pg.lesson.recognizers.isEmpty)
        // Issue 49: a word typed outside a text field ("hello") adds nothing; the status line says which key would.
        for key in ["H", "E", "L", "L", "O"] { app.handleKey(KeyPress(key)) }
        #expect(pg.lesson.recognizers.isEmpty, "letters alone add nothing")
        #expect(pg.status?.text == "L alone adds nothing: alt+L is the palette's + long press")
        app.handleKey(KeyPress("T", shift: true))
        #expect(pg.lesson.recognizers.isEmpty, "nor with shift")
        for key in ["T", "L", "P", "S", "I", "R", "E", "C", "H"] { app.handleKey(KeyPress(key, alt: true)) }
        #expect(pg.lesson.recognizers.map(\.kind) == PlaygroundLesson.Kind.allCases, "alt and the letters, in the palette's order")
        #expect(pg.status?.text == "alt+H added hover (+ hover) on pad", "what the key added, on the status line")
        #expect(PlaygroundLesson.Kind.allCases.map(\.entry.paletteKey).joined() == "TLPSIRECH")
    }

    /// The picker sets what a plain press on a pad makes; a press on the app's buttons stays one finger, so
    /// the picker itself and the toolbar still work. The dump gives the count and the segments' frames.
    @Test func theFingerPickerMakesAPlainPressOnAPadTwoFingers() throws {
        let (app, session, pg) = playground()
        let picker = pg.mouseFingerPicker.frameInWindow
        let two = pg.mouseFingerPicker.segmentFrame(2)
        click(session, Point(picker.minX + two.midX, picker.minY + two.midY))
        #expect(app.mouseFingerCount == 2)
        let pad = pg.installation.pads["pad"]!.frameInWindow
        session.feed([.mouseDown(at: center(pad))], at: session.now)
        #expect(app.gestureWindow.activeTouches.map(\.id.label) == ["1", "2"], "the picker's fingers are numbered, never the mouse's m")
        #expect(app.gestureWindow.activeTouches.map(\.locationInWindow) == [Point(pad.midX - 20, pad.midY), Point(pad.midX + 20, pad.midY)])
        session.feed([.mouseUp(at: center(pad))], at: session.now)
        // A button (the title line's Lab): one finger, which taps it.
        let line = pg.titleLine.frameInWindow, labButton = pg.titleLine.frame(of: .lab)!
        session.feed([.mouseDown(at: Point(line.minX + labButton.midX, line.minY + labButton.midY))], at: session.now)
        #expect(app.gestureWindow.activeTouches.map(\.id.label) == ["m"])
        session.feed([.mouseUp(at: nil)], at: session.now)
        #expect(app.sceneName == "lab", "the title line's Lab leads to the lab")
        // The lab shows the same count, and a plain click on a station's pad makes two fingers there too.
        let lab = app.lab!
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let fingers = try #require((dump["lab"] as? [String: Any])?["mouseFingers"] as? [String: Any])
        #expect(fingers["count"] as? Int == 2)
        let segments = try #require(fingers["segments"] as? [String: [Double]])
        #expect(segments.keys.sorted() == ["1", "2", "3"])
        let stationPad = lab.station(1).pads[0].frameInWindow
        session.feed([.mouseDown(at: center(stationPad))], at: session.now)
        #expect(app.gestureWindow.activeTouches.count == 2)
        session.feed([.mouseUp(at: nil)], at: session.now)
        let one = segments["1"]!
        click(session, Point(one[0] + one[2] / 2, one[1] + one[3] / 2))
        #expect(app.mouseFingerCount == 1)
        session.feed([.mouseDown(at: center(stationPad))], at: session.now)
        #expect(app.gestureWindow.activeTouches.count == 1)
        session.feed([.mouseUp(at: nil)], at: session.now)
        // In the drawing a plain press is one finger whatever the count.
        app.mouseFingerCount = 3
        app.selectScene("tracker")
        session.feed([.mouseDown(at: Point(400, 400))], at: session.now)
        #expect(app.gestureWindow.activeTouches.count == 1)
        session.feed([.mouseUp(at: nil)], at: session.now)
    }

    /// A click on the title types a new one: keys give their characters (shift: capitals), ctrl+A selects
    /// all and Backspace erases it (PlaygroundTitleFieldTests: every key of the field),
    /// Return keeps it as one undo step, Escape leaves it as it was; the dump shows the draft.
    @Test func theTitleIsTypedAfterAClick() throws {
        let (app, session, pg) = playground()
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 40, line.midY))
        #expect(pg.titleDraft == "New lesson")
        app.handleKey(KeyPress("A", ctrl: true))   // all of it selected, then erased at once
        app.handleKey(KeyPress("Backspace"))
        for k in [KeyPress("P", shift: true), KeyPress("A"), KeyPress("N"), KeyPress("Space"), KeyPress("2"), KeyPress("1", shift: true),
                  KeyPress("3", shift: true), KeyPress("Delete"), KeyPress("T")] {
            app.handleKey(k)
        }
        #expect(pg.titleDraft == "Pan 2!t", "# is refused, Delete types nothing, T types a t (no tap added)")
        #expect(pg.lesson.recognizers.isEmpty)
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        #expect((dump["playground"] as? [String: Any])?["typingTitle"] as? String == "Pan 2!t")
        app.handleKey(KeyPress("Return"))
        #expect(pg.titleDraft == nil && pg.lesson.title == "Pan 2!t")
        #expect(PlaygroundLessonParser.text(pg.lesson).hasPrefix("playground 1\ntitle Pan 2!t\n"))
        click(session, Point(line.minX + 40, line.midY))
        app.handleKey(KeyPress("X"))
        app.handleKey(KeyPress("Escape"))
        #expect(pg.lesson.title == "Pan 2!t", "Escape keeps the title as it was")
        app.handleKey(KeyPress("Z", ctrl: true))
        #expect(pg.lesson.title == "New lesson", "one undo step")
    }

    /// Undo and redo say in the trace (the overlay's log, the timeline) and the status line which edit.
    @Test func undoSaysWhatWasUndone() {
        let (app, _, pg) = playground()
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("Z", ctrl: true))
        app.handleKey(KeyPress("Z", ctrl: true, shift: true))
        let notes = app.trace.events.compactMap { e -> String? in if case .note(_, let t) = e.kind { return t }; return nil }
        #expect(Array(notes.suffix(3)) == ["tap added on pad: from the next touch", "undone: tap added on pad: from the next touch",
                                           "redone: tap added on pad: from the next touch"])
        #expect(pg.status?.text == "Redone: tap added on pad")
        app.handleKey(KeyPress("Z", ctrl: true))
        app.handleKey(KeyPress("Z", ctrl: true))
        #expect(notes.count + 2 == app.trace.events.filter { if case .note = $0.kind { return true }; return false }.count)
        #expect(pg.status?.text == "Undone: new lesson", "New is a step too")
    }

    /// The swipe's thresholds UIKit has no property for are in its inspector, read-only (no control, no
    /// edit); a one-finger flick on a two-finger swipe says why it failed in the log.
    @Test func theSwipesFixedThresholdsAndWhyItFailed() throws {
        let (app, session, pg) = playground()
        app.handleKey(KeyPress("S", alt: true))
        let ins = try #require(pg.side.model.inspector)
        let fixed = ins.rows.filter { if case .fixed = $0.id { return true }; return false }
        #expect(fixed.map { "\($0.id.id) \($0.label) \($0.value)" } == [
            "fixed.minimumDistance minimumDistance 50 pt", "fixed.maximumDuration maximumDuration 0.5 s (100 pt/s)",
            "fixed.maximumAngle maximumAngle 30°",
        ])
        #expect(pg.side.targets.allSatisfy { t in !t.id.id.hasPrefix("fixed.") }, "nothing to press")
        let before = pg.lesson
        pg.focus = try #require(ins.rows.firstIndex { $0.id == .fixed("minimumDistance") })
        app.handleKey(KeyPress("Right"))
        #expect(pg.lesson == before, "a read-only row changes nothing")
        // Two fingers required, then a one-finger flick.
        let touches = try #require(ins.rows.firstIndex { $0.id == .property(.numberOfTouchesRequired) })
        pg.focus = touches
        app.handleKey(KeyPress("Right"))
        #expect(pg.lesson.recognizer("swipe")?.value(of: .numberOfTouchesRequired) == .count(2))
        let pad = pg.installation.pads["pad"]!.frameInWindow
        let start = app.trace.events.count
        session.feed([.scriptFinger(.down, id: 1, at: Point(pad.minX + 40, pad.midY))], at: session.now)
        for k in 1...6 {
            session.frame()
            session.feed([.scriptFinger(.move, id: 1, at: Point(pad.minX + 40 + Double(k) * 25, pad.midY))], at: session.now)
        }
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        let lines = app.trace.events[start...].compactMap(\.logLine)
        #expect(lines == ["touchesBegan pad 1"] + Array(repeating: "touchesMoved pad 1", count: 6)
                + ["swipe failed: lifted with 1 finger, needs 2", "touchesEnded pad 1"], "\(lines)")
    }

    /// Open… lists the saved lessons by title, then file name (the name alone without a title or for a bad
    /// file), before the lab's stations; Save As writes a new file and goes on with it, the one opened left
    /// byte for byte; Save then writes the variant.
    @Test func openListsTitlesAndSaveAsKeepsAVariant() throws {
        let (app, _, pg) = playground()
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        let original = folder.appendingPathComponent("lesson-original.playground")
        let text = "playground 1\ntitle Pan waits for swipe\npad p 20 20 300 200\nrecognizer pan drag on p\n"
        try text.write(to: original, atomically: true, encoding: .utf8)
        try "playground 1\npad p 20 20 300 200\n".write(to: folder.appendingPathComponent("untitled.playground"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: original.path)
        let listed = app.playgroundLessons()
        #expect(Array(listed.prefix(2).map(\.title)) == ["untitled.playground", "Pan waits for swipe — lesson-original.playground"])
        let exercises = PlaygroundLessonFile.exerciseFiles().count
        #expect(exercises >= 5 && listed.dropFirst(2).prefix(exercises).allSatisfy { $0.path.hasSuffix(".playground") && $0.title.hasPrefix("Exercise: ") },
                "then the exercises")
        #expect(listed.dropFirst(2 + exercises).first?.title.hasPrefix("01. ") == true, "then the stations")

        app.openPlayground(original.path)
        app.handleKey(KeyPress("S", alt: true))   // a swipe: the variant differs
        app.handleKey(KeyPress("S", ctrl: true, shift: true))
        let variant = try #require(pg.lessonFile)
        #expect(variant != original.path && variant.hasPrefix(folder.path + "/lesson-") && variant.hasSuffix(".playground"))
        #expect(try String(contentsOf: original, encoding: .utf8) == text, "the lesson opened is left as it was")
        #expect(try String(contentsOfFile: variant, encoding: .utf8) == PlaygroundLessonParser.text(pg.lesson))
        #expect(pg.lesson == pg.savedLesson, "saved")
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("S", ctrl: true))
        #expect(try pg.lessonFile == variant && String(contentsOfFile: variant, encoding: .utf8).contains("recognizer tap tap on p"))
        #expect(try String(contentsOf: original, encoding: .utf8) == text)
    }
}
