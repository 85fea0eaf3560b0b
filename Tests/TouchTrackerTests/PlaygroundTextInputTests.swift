import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// Typing through an input method (issue 51): the playground's fields take SDL's text as `RawInput.text`
/// (`TypedText`): a composition is shown at the cursor, underlined, not yet the field's text, and its commit
/// replaces it; the cursor, the selection, Backspace and Delete move by grapheme; a window turns the
/// platform's text input on only while a field edits, under its cursor, and then keys type no character of
/// their own.
@Suite struct PlaygroundTextInputTests {
    func type(_ session: Session, _ keys: [KeyPress]) {
        for k in keys {
            session.feed([.keyDown(k)], at: session.now)
            session.feed([.keyUp(k)], at: session.now)
        }
    }

    func text(_ session: Session, _ typed: TypedText...) {
        for t in typed { session.feed([.text(t)], at: session.now) }
    }

    /// A field as drawn, on one line: its shown text with `|` at the cursor, `[...]` around the selection and
    /// `{...}` around an input method's composition; then `=` and the field's own text when they differ.
    static func field(_ f: TextFieldEditing?) -> String {
        guard let f else { return "not editing" }
        let shown = f.shown
        var marks: [(Int, String)] = [(shown.cursor, "|")]
        if let s = shown.selection { marks = [(s.lowerBound, "["), (s.upperBound, "]")] }
        if let c = shown.composed { marks += [(c.lowerBound, "{"), (c.upperBound, "}")] }
        var chars = Array(shown.text).map(String.init)
        // Inserted from the end; at one place they read `[`, `{`, `|`, `]`, `}` (the last inserted first).
        let rank = ["[": 0, "{": 1, "|": 2, "]": 3, "}": 4]
        for (i, m) in marks.sorted(by: { $0.0 != $1.0 ? $0.0 > $1.0 : rank[$0.1]! > rank[$1.1]! }) { chars.insert(m, at: i) }
        return chars.joined() + (shown.text == f.text ? "" : " = \(f.text)")
    }

    /// The title field: a composition replaces the selection as drawn and nothing of the text, the keys are
    /// the input method's while it composes (a click in the field moves nothing), the commit is typed in the selection's place, a refused
    /// character refuses the commit whole, and the dump shows the composition.
    @Test func aCompositionIsShownAtTheCursorAndItsCommitReplacesTheSelection() throws {
        let (_, session, pg) = playground()
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 8 + 7 * 3, line.midY))
        var states = [Self.field(pg.titleField)]
        func note() { states.append(Self.field(pg.titleField)) }
        type(session, [KeyPress("Home"), KeyPress("End", shift: true)]); note()
        text(session, .composition("zh", cursor: 2, length: -1)); note()
        text(session, .composition("中文", cursor: 1, length: 1)); note()
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let fields = try #require(dump["playground"] as? [String: Any])
        #expect(fields["titleComposition"] as? String == "中文" && fields["typingTitle"] as? String == "New lesson")
        #expect(fields["titleSelection"] as? [Int] == [0, 10])
        type(session, [KeyPress("Backspace"), KeyPress("Left"), KeyPress("Return")])
        click(session, Point(line.minX + 8 + 7 * 6, line.midY)); note()
        text(session, .commit("中文")); note()
        text(session, .composition("", cursor: 0, length: 0)); note()
        text(session, .commit("课#")); note()
        #expect(pg.status?.text == "A title cannot hold # (a lesson file's comment starts there)")
        text(session, .composition("ke", cursor: 2, length: 0), .composition("", cursor: 0, length: 0)); note()
        text(session, .commit("课\n")); note()
        #expect(states == [
            "New| lesson", "[New lesson]", "{zh|} = New lesson", "{中|文} = New lesson", "{中|文} = New lesson",
            "中文|", "中文|", "中文|", "中文|", "中文课|",
        ])
        let after = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        #expect((after["playground"] as? [String: Any])?["titleComposition"] is NSNull)
        type(session, [KeyPress("Return")])
        #expect(pg.titleField == nil && pg.lesson.title == "中文课")
    }

    /// The composition as drawn in the title line: the field's text with the composition in it, the
    /// composition underlined (its selected part twice as thick), the cursor where the input method has it.
    @Test func theCompositionIsDrawnUnderlinedInTheTitleField() throws {
        let (app, session, pg) = playground()
        let line = pg.titleLine.frameInWindow
        click(session, Point(line.minX + 8 + 7 * 3, line.midY))
        text(session, .composition("中文字", cursor: 1, length: 1))
        let canvas = RecordingCanvas { FakeBackend.textSize($0, size: $1) }
        app.render(in: canvas)
        func w(_ s: String) -> Points { FakeBackend.textSize(s, size: PlaygroundTitleLine.fieldSize).width }
        let x0 = line.minX + PlaygroundTitleLine.fieldInset, ink = PlaygroundTitleLine.textColor
        #expect(canvas.texts.contains { $0.0 == "New中文字 lesson" })
        let field = try #require(pg.titleLine.frame(of: .editTitle))
        let marks = canvas.operations.filter {
            guard case let .fill(r, c) = $0 else { return false }
            return c == ink && r.minY >= line.minY && r.maxY <= line.maxY && r.maxX <= line.minX + field.maxX
        }
        #expect(marks == [
            .fill(Rect(x: x0 + w("New"), y: line.minY + 21, width: w("中文字"), height: 1), ink),
            .fill(Rect(x: x0 + w("New中"), y: line.minY + 21, width: w("文"), height: 2), ink),
            .fill(Rect(x: x0 + w("New中") - 0.75, y: line.minY + 3, width: 1.5, height: 19), ink),
        ])
        #expect(pg.textInputArea == Rect(x: x0 + w("New中") - 0.75, y: line.minY + 3, width: 1.5, height: 19),
                "the input method's candidates go under the cursor drawn")
    }

    /// é (precomposed and as e + U+0301), 中, 👍🏽 and 🇫🇷 are one character each to the cursor, the
    /// selection, Backspace and Delete, and to the title's limit of 80 characters; a combining accent typed
    /// alone after an e joins it.
    @Test func theCursorSelectionAndBackspaceMoveByGrapheme() throws {
        let (_, session, pg) = playground()
        pg.startTitle()
        type(session, [KeyPress("A", ctrl: true)])
        text(session, .commit("\u{E9}"), .commit("e\u{301}"), .commit("中"), .commit("👍🏽"), .commit("🇫🇷"))
        var states = [Self.field(pg.titleField)]
        let steps: [KeyPress] = [KeyPress("Left"), KeyPress("Left", shift: true), KeyPress("Backspace"), KeyPress("Home"),
                                 KeyPress("Delete"), KeyPress("Right"), KeyPress("Backspace"), KeyPress("End", shift: true)]
        var scalars: [Int] = []
        for k in steps {
            type(session, [k])
            states.append(Self.field(pg.titleField))
            scalars.append(pg.titleDraft?.unicodeScalars.count ?? -1)
        }
        #expect(states == ["\u{E9}e\u{301}中👍🏽🇫🇷|", "\u{E9}e\u{301}中👍🏽|🇫🇷", "\u{E9}e\u{301}中[👍🏽]🇫🇷", "\u{E9}e\u{301}中|🇫🇷",
                           "|\u{E9}e\u{301}中🇫🇷", "|e\u{301}中🇫🇷", "e\u{301}|中🇫🇷", "|中🇫🇷", "[中🇫🇷]"])
        // Swift's == takes é for e + U+0301: the scalars say which went (Delete took the precomposed one).
        #expect(scalars == [8, 8, 6, 6, 5, 5, 3, 3])
        #expect(pg.titleDraft?.unicodeScalars.map(\.value) == [0x4E2D, 0x1F1EB, 0x1F1F7], "no scalar of a grapheme left behind")
        type(session, [KeyPress("End")])
        text(session, .commit("e"), .commit("\u{301}"))
        #expect(Self.field(pg.titleField) == "中🇫🇷e\u{301}|" && pg.titleField?.cursor == 3)
        // 80 thumbs with their skin tone are 80 characters (160 scalars): the limit; one more is refused.
        type(session, [KeyPress("A", ctrl: true)])
        text(session, .commit(String(repeating: "👍🏽", count: 80)))
        #expect(pg.titleDraft?.count == 80 && pg.status?.text != "A title is at most 80 characters")
        text(session, .commit("中"))
        #expect(pg.titleDraft?.count == 80 && pg.status?.text == "A title is at most 80 characters")
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        #expect((dump["playground"] as? [String: Any])?["titleCursor"] as? Int == 80)
    }

    /// A recognizer's name takes an input method's text as its keys: a commit of letters is typed, one of a
    /// character a name cannot hold is refused whole with the reason; the dump's `renaming` shows the
    /// composition.
    @Test func aNameTakesCommittedTextAndRefusesWhatANameCannotHold() throws {
        let (app, session, pg) = playground()
        app.handleKey(KeyPress("T", alt: true))
        #expect(pg.selection == "tap")
        pg.startRename()
        text(session, .composition("do", cursor: 2, length: 0))
        let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let renaming = try #require((dump["playground"] as? [String: Any])?["renaming"] as? [String: Any])
        #expect(renaming["composition"] as? String == "do" && renaming["text"] as? String == "tap")
        #expect(pg.textInputArea != nil)
        text(session, .commit("double"))
        #expect(Self.field(pg.nameField) == "double|")
        text(session, .commit("轻击"))
        #expect(Self.field(pg.nameField) == "double|")
        #expect(pg.status?.text == "A name is letters, digits and _ (it becomes a Swift identifier): '轻' is refused")
        type(session, [KeyPress("Return")])
        #expect(pg.nameField == nil && pg.lesson.recognizers.map(\.name) == ["double"] && pg.textInputArea == nil)
    }

    /// In a window (the host's frame loop on the tests' fake window): text input is turned on when the title's
    /// field opens, under its cursor, follows the cursor, and is turned off when the field closes; while it is
    /// on, a key and the text SDL sends for it type the character once.
    @Test func aWindowTurnsTextInputOnOnlyWhileAFieldEditsAndKeysDoNotTypeTwice() throws {
        let size = Size(width: 800, height: 600)
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        app.selectScene("playground")
        let pg = try #require(app.playground)
        pg.tapped(.new)
        app.resize(to: size)
        let line = pg.titleLine.frameInWindow
        let at = Point(line.minX + 8 + 7 * 3, line.midY)
        let k = KeyPress("K", shift: true), enter = KeyPress("Return")
        let person: [(at: Double, input: RawInput)] = [
            (0.02, .mouseDown(at: at)), (0.05, .mouseUp(at: at)),
            (0.1, .keyDown(k)), (0.1, .text(.commit("K"))), (0.12, .keyUp(k)),
            (0.15, .text(.composition("ni", cursor: 2, length: -1))), (0.18, .text(.composition("你", cursor: 1, length: -1))),
            (0.21, .text(.commit("你"))),
            (0.24, .keyDown(enter)), (0.26, .keyUp(enter)),
            (0.3, .keyDown(KeyPress("T"))), (0.32, .keyUp(KeyPress("T"))),
        ]
        let surface = try FakeWindowSurface(size: size, title: app.windowTitle, person: person)
        let loop = FrameLoop(app: app, surface: surface)
        let folder = ScratchFolder()
        _ = try loop.run(series: nil, outputDirectory: folder.path)
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        func x(_ s: String) -> String { n(line.minX + 8 + FakeBackend.textSize(s, size: 14).width - 0.75) }
        let y = n(line.minY + 3)
        #expect(surface.requests == [
            "text input at \(x("New")) \(y) 1.5 19", "text input at \(x("NewK")) \(y) 1.5 19",
            "text input at \(x("NewKni")) \(y) 1.5 19", "text input at \(x("NewK你")) \(y) 1.5 19",
            "text input off", "closed",
        ])
        #expect(pg.lesson.title == "NewK你 lesson", "K typed once, 你 committed")
        let tap = try #require(PlaygroundScene.paletteKinds.first { $0.entry.paletteKey == "T" })
        #expect(pg.status?.text == PlaygroundScene.paletteKeyHint(tap), "the T after the field closed is the palette's again")
    }

    /// A script played in a window types with its `key` lines: text input stays off all along.
    @Test func aScriptPlayedInAWindowTypesWithKeysAndNeverTurnsTextInputOn() throws {
        let size = Size(width: 1280, height: 800)
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        let folder = ScratchFolder()
        app.selectScene("playground")
        let pg = try #require(app.playground)
        pg.tapped(.new)
        app.resize(to: size)
        let line = pg.titleLine.frameInWindow
        let script = folder.appendingPathComponent("t.tts").path
        try "window 1280 800\nscene playground\ntap \(Int(line.minX) + 40) \(Int(line.midY))\nkey ctrl+A\nkey shift+P\nkey A\nkey N\nkey Return\nwait 0.2\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let series = try ScriptSeries.load(script) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, commands: app.scriptCommands, isKnownKey: { _ in true })
        }.get()
        let surface = try FakeWindowSurface(size: size, title: app.windowTitle)
        let loop = FrameLoop(app: app, surface: surface)
        _ = try loop.run(series: series, outputDirectory: folder.path)
        #expect(pg.titleDraft == nil && pg.lesson.title == "Pan")
        #expect(surface.requests == ["closed"], "no text input while the script played")
    }
}
