import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// "A lesson that cannot be wrecked" (issue 40): the title edits as a text field does (a cursor placed by a
/// click, Left/Right/Home/End, shift selects, ctrl+A selects all, Backspace/Delete, Escape cancels, Enter
/// commits) and no palette key acts while it is focused; Save asks before writing over a lesson file that
/// changed on disk since it was opened, and the teacher answers on screen.
@Suite struct PlaygroundTitleFieldTests {

    /// Keys as a keyboard sends them: down then up, through the session (digits included).
    func type(_ session: Session, _ keys: [KeyPress]) {
        for k in keys {
            session.feed([.keyDown(k)], at: session.now)
            session.feed([.keyUp(k)], at: session.now)
        }
    }

    func keys(_ text: String) -> [KeyPress] {
        text.map { c in
            c == " " ? KeyPress("Space") : c.isUppercase ? KeyPress(String(c), shift: true) : KeyPress(String(c).uppercased())
        }
    }

    /// The field's state as one line: the text with `|` at the cursor and `[...]` around the selection.
    func field(_ pg: PlaygroundScene) -> String {
        guard let f = pg.titleField else { return "not editing" }
        var chars = Array(f.text).map(String.init)
        if let s = f.selection {
            chars.insert("]", at: s.upperBound)
            chars.insert("[", at: s.lowerBound)
            return chars.joined()
        }
        chars.insert("|", at: f.cursor)
        return chars.joined()
    }

    /// The issue's wreck, replayed: a click on the title, ctrl+A, a sentence typed, Backspace, ctrl+S. Now
    /// the sentence replaces the title, not one card is added or removed, and the save writes the title.
    @Test func aSentenceTypedAfterCtrlAIsTheTitleNotEighteenCards() throws {
        let (app, session, pg) = playground()
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        app.handleKey(KeyPress("T", alt: true))   // one card, the lesson's own
        let before = pg.lesson.recognizers.map(\.name)
        #expect(before == ["tap"])
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 8 + 7 * 3, line.midY))
        var states = [field(pg)]
        type(session, [KeyPress("A", ctrl: true)]); states.append(field(pg))
        type(session, keys("Tap then pan, 2 fingers")); states.append(field(pg))
        type(session, [KeyPress("Backspace")]); states.append(field(pg))
        #expect(states == ["New| lesson", "[New lesson]", "Tap then pan, 2 fingers|", "Tap then pan, 2 finger|"])
        #expect(pg.lesson.recognizers.map(\.name) == before, "no palette key acted, Backspace removed no card")
        #expect(app.mouseFingerCount == 1)
        type(session, [KeyPress("S", ctrl: true)])
        #expect(pg.titleField == nil && pg.lesson.title == "Tap then pan, 2 finger")
        let file = try #require(pg.lessonFile)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved == PlaygroundLessonParser.text(pg.lesson) && saved.hasPrefix("playground 1\ntitle Tap then pan, 2 finger\n"))
    }

    /// Each editing key, in order, on "New lesson": the field as it is after each.
    @Test func theFieldsKeysMoveSelectAndErase() throws {
        let (app, session, pg) = playground()
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 8 + 7 * 3 + 1, line.midY))
        let steps: [(KeyPress, String)] = [
            (KeyPress("Right"), "New |lesson"),
            (KeyPress("Right", shift: true), "New [l]esson"),
            (KeyPress("End", shift: true), "New [lesson]"),
            (KeyPress("Left"), "New |lesson"),
            (KeyPress("Home"), "|New lesson"),
            (KeyPress("Delete"), "|ew lesson"),
            (KeyPress("K", shift: true), "K|ew lesson"),
            (KeyPress("Right", ctrl: true), "Kew| lesson"),
            (KeyPress("Backspace", ctrl: true), "| lesson"),
            (KeyPress("End"), " lesson|"),
            (KeyPress("Left", shift: true), " lesso[n]"),
            (KeyPress("X", shift: true), " lessoX|"),
            (KeyPress("Left", ctrl: true, shift: true), " [lessoX]"),
            (KeyPress("Backspace"), " |"),
            (KeyPress("Backspace"), "|"),
            (KeyPress("Backspace"), "|"),
            (KeyPress("Tab"), "|"),
            (KeyPress("Delete"), "|"),
            (KeyPress("3", shift: true), "|"),
            (KeyPress("Up"), "|"),
        ]
        var got: [String] = []
        for (k, _) in steps { type(session, [k]); got.append(field(pg)) }
        #expect(got == steps.map(\.1))
        #expect(pg.status?.text == "A title cannot hold # (a lesson file's comment starts there)")
        #expect(pg.lesson.recognizers.isEmpty, "no key reached the palette")
        // A click in the field moves the cursor; the dump shows it and the selection.
        type(session, keys("Pinch"))
        click(session, Point(line.minX + 8 + 7 * 2 + 1, line.midY))
        #expect(field(pg) == "Pi|nch")
        type(session, [KeyPress("End", shift: true)])
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let playground = try #require(dump["playground"] as? [String: Any])
        #expect(playground["typingTitle"] as? String == "Pinch")
        #expect(playground["titleCursor"] as? Int == 5 && playground["titleSelection"] as? [Int] == [2, 5])
        // Escape cancels the whole edit; Enter commits one undo step.
        type(session, [KeyPress("Escape")])
        #expect(pg.titleField == nil && pg.lesson.title == "New lesson")
        click(session, Point(line.minX + 8, line.midY))
        type(session, [KeyPress("A", ctrl: true)] + keys("Pan") + [KeyPress("Keypad Enter")])
        #expect(pg.titleField == nil && pg.lesson.title == "Pan")
        app.handleKey(KeyPress("Z", ctrl: true))
        #expect(pg.lesson.title == "New lesson")
    }

    /// A lesson file changed on disk since it was opened (another window, an editor): ctrl+S asks on screen
    /// and writes nothing meanwhile (no key but Escape answers, no control but the answers acts). Cancel and
    /// Escape leave the file as it is; "Save as a new file" keeps it and saves beside it; "Save over it"
    /// writes over it. A file that did not change is saved without a question.
    @Test func savingOverAFileChangedOnDiskAsksFirst() throws {
        let (app, session, pg) = playground()
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        let path = folder.appendingPathComponent("mine.playground").path
        try "playground 1\ntitle Mine\npad p 20 20 300 200\n".write(toFile: path, atomically: true, encoding: .utf8)
        app.openPlayground(path)
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("S", ctrl: true))
        #expect(pg.pendingOverwrite == nil && pg.lessonFile == path, "unchanged on disk: saved at once")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("recognizer tap tap on p"))

        let theirs = "playground 1\ntitle Theirs\npad q 10 10 200 200\n"
        try theirs.write(toFile: path, atomically: true, encoding: .utf8)
        app.handleKey(KeyPress("L", alt: true))
        var log: [String] = []
        func note(_ what: String) throws {
            let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
            let p = try #require(dump["playground"] as? [String: Any]), controls = try #require(p["controls"] as? [String: Any])
            let file = try String(contentsOfFile: path, encoding: .utf8) == theirs ? "theirs" : "ours"
            log.append("\(what): confirm \((p["confirm"] as? String).map { _ in "shown" } ?? "none"), "
                       + "answers \(controls.keys.filter { $0.hasPrefix("confirm.") }.sorted()), file \(file)")
        }
        app.handleKey(KeyPress("S", ctrl: true)); try note("ctrl+S")
        app.handleKey(KeyPress("P", alt: true)); app.handleKey(KeyPress("S", ctrl: true)); pg.tapped(.new); try note("alt+P, ctrl+S, New")
        app.handleKey(KeyPress("Escape")); try note("Escape")
        app.handleKey(KeyPress("S", ctrl: true)); pg.tapped(.cancel); try note("ctrl+S, Cancel")
        app.handleKey(KeyPress("S", ctrl: true))
        // "Save as a new file", tapped where the dump says it is.
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let controls = try #require((dump["playground"] as? [String: Any])?["controls"] as? [String: [Double]])
        let saveNew = try #require(controls["confirm.saveNew"])
        click(session, Point(saveNew[0] + saveNew[2] / 2, saveNew[1] + saveNew[3] / 2)); try note("Save as a new file")
        let variant = try #require(pg.lessonFile)
        #expect(variant != path && variant.hasPrefix(folder.path + "/lesson-"))
        #expect(try String(contentsOfFile: variant, encoding: .utf8) == PlaygroundLessonParser.text(pg.lesson))
        #expect(pg.lesson.recognizers.map(\.name) == ["tap", "longPress"], "alt+P added nothing while Save asked")
        // Back to the file: changed again on disk, then "Save over it".
        app.openPlayground(path)
        try "playground 1\ntitle Theirs again\npad q 10 10 200 200\n".write(toFile: path, atomically: true, encoding: .utf8)
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("S", ctrl: true))
        let over = try #require(pg.confirmBox.frame(of: .overwrite))
        let o = pg.confirmBox.frameInWindow.origin
        click(session, Point(o.x + over.midX, o.y + over.midY))
        #expect(log == [
            "ctrl+S: confirm shown, answers [\"confirm.cancel\", \"confirm.overwrite\", \"confirm.saveNew\"], file theirs",
            "alt+P, ctrl+S, New: confirm shown, answers [\"confirm.cancel\", \"confirm.overwrite\", \"confirm.saveNew\"], file theirs",
            "Escape: confirm none, answers [], file theirs",
            "ctrl+S, Cancel: confirm none, answers [], file theirs",
            "Save as a new file: confirm none, answers [], file theirs",
        ])
        #expect(pg.pendingOverwrite == nil && pg.lessonFile == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == PlaygroundLessonParser.text(pg.lesson), "saved over it")
        #expect(pg.lesson.title == "Theirs" && pg.lesson == pg.savedLesson)
    }

    /// A long title in a narrow window (480x360): the field shows the part around the cursor, a click lands
    /// on the character drawn under it, and typing stops at 80 characters.
    @Test func aLongTitleScrollsToKeepTheCursorInView() {
        let size = Size(width: 480, height: 360)
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        app.selectScene("playground")
        let pg = app.playground!
        func draw() { app.render(in: RecordingCanvas { FakeBackend.textSize($0, size: $1) }) }
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 8, line.midY))
        type(session, [KeyPress("A", ctrl: true)] + keys(String(repeating: "Swipe then pan ", count: 6)))
        #expect(pg.titleDraft?.count == 80 && pg.titleDraft?.hasSuffix("pan Swipe") == true)
        #expect(pg.status?.text == "A title is at most 80 characters")
        draw()
        let first = pg.titleLine.firstShown
        #expect(first > 0, "the draft's end is in view")
        click(session, Point(line.minX + 8 + 7 * 2 + 1, line.midY))
        #expect(pg.titleField?.cursor == first + 2, "a click lands on the character drawn under it")
        type(session, [KeyPress("Home")])
        draw()
        #expect(pg.titleLine.firstShown == 0, "Home brings the start into view")
        type(session, [KeyPress("Escape")])
        #expect(pg.lesson.title == "Chain: tap, double, triple")
    }

    /// A lesson loaded while Save asks (a script's Open, `--playground`) drops the question.
    @Test func loadingALessonDropsSavesQuestion() throws {
        let (app, _, pg) = playground()
        let folder = ScratchFolder()
        let path = folder.appendingPathComponent("a.playground").path
        try "playground 1\npad p 20 20 300 200\n".write(toFile: path, atomically: true, encoding: .utf8)
        app.openPlayground(path)
        try "playground 1\npad q 20 20 300 200\n".write(toFile: path, atomically: true, encoding: .utf8)
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("S", ctrl: true))
        #expect(pg.pendingOverwrite == path && !pg.confirmBox.isHidden)
        app.openPlayground(path)
        #expect(pg.pendingOverwrite == nil && pg.confirmBox.isHidden && pg.lesson.pads.map(\.name) == ["q"])
        app.handleKey(KeyPress("T", alt: true))
        app.handleKey(KeyPress("S", ctrl: true))
        #expect(pg.pendingOverwrite == nil, "the file as opened: saved without a question")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("recognizer tap tap on q"))
    }
}

/// The first Save of an exercise asks the student's name once (issue 48): typed in the title line's field,
/// saved in the answer with the exercise it answers, and not asked again.
@Suite struct StudentNameTests {
    /// The playground with a copy of the shipped exercise `tap-or-double-tap` open, the app exporting into
    /// the copy's folder (removed when `folder` goes).
    func exerciseOpened() throws -> (TouchTrackerApp, Session, PlaygroundScene, exercise: String, folder: ScratchFolder) {
        let (app, session, pg) = playground()
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        let exercise = folder.appendingPathComponent("tap-or-double-tap.playground").path
        try FileManager.default.copyItem(atPath: Binary.packageRoot.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground").path, toPath: exercise)
        app.openPlayground(exercise)
        return (app, session, pg, exercise, folder)
    }

    func type(_ session: Session, _ keys: [KeyPress]) {
        for k in keys {
            session.feed([.keyDown(k)], at: session.now)
            session.feed([.keyUp(k)], at: session.now)
        }
    }

    @Test func theFirstSaveOfAnExerciseAsksTheNameOnceAndTheAnswerKeepsIt() throws {
        let (_, session, pg, exercise, folder) = try exerciseOpened()
        defer { withExtendedLifetime(folder) {} }
        var seen: [String] = []
        func note() { seen.append("\(pg.titleDraft.map { "typing '\($0)'" } ?? "-") | \(pg.status?.text ?? "-")") }
        type(session, [KeyPress("S", ctrl: true)]); note()
        #expect(try String(contentsOfFile: exercise, encoding: .utf8).contains("student") == false, "nothing saved while it asks")
        type(session, [KeyPress("A", shift: true), KeyPress("N"), KeyPress("A"), KeyPress("Space"), KeyPress("L", shift: true), KeyPress("I")]); note()
        type(session, [KeyPress("Return")]); note()
        let saved = try String(contentsOfFile: exercise, encoding: .utf8)
        #expect(saved.hasPrefix("playground 1\ntitle Exercise: tap or double tap\nexercise tap-or-double-tap\nstudent Ana Li\ntask "), "\(saved)")
        #expect(try PlaygroundLessonParser.parse(saved, file: "x").get().student == "Ana Li")
        // Asked once: the next Save saves at once.
        type(session, [KeyPress("S", ctrl: true)]); note()
        #expect(seen == ["typing '' | Your name, saved with your answer: type it, Return saves, Escape saves without it",
                         "typing 'Ana Li' | Your name, saved with your answer: type it, Return saves, Escape saves without it",
                         "- | Saved to \(exercise)", "- | Saved to \(exercise)"], "\(seen)")
    }

    @Test func escapeSavesWithoutANameAndAPlainLessonIsNeverAsked() throws {
        let (app, session, pg, exercise, folder) = try exerciseOpened()
        defer { withExtendedLifetime(folder) {} }
        type(session, [KeyPress("S", ctrl: true, shift: true)])
        #expect(pg.titleDraft == "")
        type(session, [KeyPress("Escape")])
        let answer = try #require(pg.lessonFile)
        #expect(answer != exercise)
        let text = try String(contentsOfFile: answer, encoding: .utf8)
        #expect(text.hasPrefix("playground 1\ntitle Exercise: tap or double tap\nexercise tap-or-double-tap\ntask "), "a new file: an answer, which names its exercise")
        pg.tapped(.new)
        app.handleKey(KeyPress("T", alt: true))
        type(session, [KeyPress("S", ctrl: true)])
        #expect(pg.titleDraft == nil && pg.status?.text.hasPrefix("Saved to ") == true, "no checks: no name asked")
    }
}
