import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// "A lesson that cannot be wrecked" (issue 40), the inspector's part: a recognizer is renamed in its
/// heading (a text field: the name checked as the file checks one, every relation following it, one undo
/// step, the printed code and the saved file saying the new name); a relation's other recognizer is picked
/// in the inspector, without scrolling to its card; the heading stays at the column's top while the
/// inspector is scrolled; the printed code shows beside the pads as the lesson changes; the pads grow into
/// a projector's room.
@Suite struct PlaygroundInspectorTests {
    static let chain = """
        playground 1
        title Chain
        pad pad 40 40 400 300
        recognizer tap tap on pad
        recognizer tap double on pad
        set double numberOfTapsRequired 2
        recognizer tap triple on pad
        set triple numberOfTapsRequired 3
        require tap toFail double
        require double toFail triple
        simultaneous double triple
        shouldBegin double no

        """

    /// The chain in the playground of an app `size` large (by default the rig's 1280x800).
    func loaded(_ size: Size = Size(width: 1280, height: 800)) throws -> (TouchTrackerApp, Session, PlaygroundScene) {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        app.selectScene("playground")
        let pg = app.playground!
        pg.load(try PlaygroundLessonParser.parse(Self.chain, file: "chain").get(), from: nil)
        return (app, session, pg)
    }

    static func inside(_ a: Rect, _ b: Rect) -> Bool {
        a.minX >= b.minX - 0.5 && a.minY >= b.minY - 0.5 && a.maxX <= b.maxX + 0.5 && a.maxY <= b.maxY + 0.5
    }

    func type(_ session: Session, _ text: String) {
        for c in text {
            let k = c == "_" ? KeyPress("-", shift: true) : c.isUppercase ? KeyPress(String(c), shift: true) : KeyPress(String(c).uppercased())
            session.feed([.keyDown(k)], at: session.now)
            session.feed([.keyUp(k)], at: session.now)
        }
    }
    func press(_ session: Session, _ k: KeyPress) {
        session.feed([.keyDown(k)], at: session.now)
        session.feed([.keyUp(k)], at: session.now)
    }

    /// A control's frame in the window, by its dump id (`side.rename`), nil when not in view.
    func control(_ app: TouchTrackerApp, _ id: String) -> Rect? {
        let dump = try! JSONSerialization.jsonObject(with: Data(JSONValue.object(app.dumpFields()).render().utf8)) as! [String: Any]
        let controls = (dump["playground"] as! [String: Any])["controls"] as! [String: Any]
        guard let a = controls[id] as? [Double] else { return nil }
        return Rect(x: a[0], y: a[1], width: a[2], height: a[3])
    }

    /// The issue's example: the double tap becomes `tap2`. A click on its card, a click on the heading (the
    /// name selected whole), "tap2", Return: the lesson, its relations, the printed code and the file say tap2.
    @Test func theDoubleTapIsRenamedTap2InTheHeading() throws {
        let (app, session, pg) = try loaded()
        click(session, try #require(control(app, "side.card.double")).center)
        click(session, try #require(control(app, "side.rename")).center)
        #expect(pg.nameField?.text == "double" && pg.nameField?.selection == 0..<6)
        // A click in the open field puts the cursor where it lands: its start, then its end.
        let field = try #require(control(app, "side.rename"))
        click(session, Point(field.minX + 7, field.midY))
        #expect(pg.nameField?.cursor == 0 && pg.nameField?.selection == nil)
        click(session, Point(field.maxX - 4, field.midY))
        #expect(pg.nameField?.cursor == 6 && pg.nameField?.text == "double")
        press(session, KeyPress("A", ctrl: true))
        type(session, "tap2")
        #expect(pg.lesson.recognizers.map(\.name) == ["tap", "double", "triple"], "nothing renamed before Return")
        press(session, KeyPress("Return"))
        #expect(pg.nameField == nil && pg.selection == "tap2")
        #expect(PlaygroundLessonParser.text(pg.lesson) == Self.chain.replacingOccurrences(of: "double", with: "tap2"))
        let code = PlaygroundCode.source(pg.lesson, flavor: .gestures, from: "chain")
        #expect(code.contains("let tap2 = TapGestureRecognizer(name: \"tap2\")") && code.contains("tap.require(toFail: tap2)") && !code.contains("double"))
        #expect(pg.side.model.inspector?.recognizer == "tap2")
        // One undo step each way; the engine runs the new name from the next touch.
        #expect(pg.installation.recognizer("tap2") != nil)
        press(session, KeyPress("Z", ctrl: true))
        #expect(pg.lesson.recognizer("double") != nil && pg.lesson.recognizer("tap2") == nil)
        press(session, KeyPress("Y", ctrl: true))
        #expect(PlaygroundLessonParser.text(pg.lesson) == Self.chain.replacingOccurrences(of: "double", with: "tap2"))
    }

    /// In Chinese, a refused name, a refused value and an undone step are said in Chinese on the status
    /// line and kept in English for the dump, and the lesson reader still refuses in English.
    @Test func refusalsAndUndoneStepsAreSaidInThePersonsLanguage() throws {
        try Localized.$scoped.withValue(LessonTranslationTests.zh) {
            let (_, session, pg) = try loaded()
            pg.cardTapped("double")
            press(session, KeyPress("R", ctrl: true))
            type(session, "in")
            press(session, KeyPress("Return"))
            #expect(pg.status?.text == "'in' is a Swift keyword: the printed code could not name a pad or recognizer so")
            #expect(pg.status?.shown == "“in”是 Swift 关键字：打印出的代码不能用它命名面板或识别器")
            press(session, KeyPress("Escape"))
            var l = pg.lesson
            guard case .failure(let refusal) = l.set(.numberOfTapsRequired, of: "double", to: .count(11)) else {
                Issue.record("11 taps accepted"); return
            }
            #expect(refusal.message == "numberOfTapsRequired is a whole number from 0 to 10, got '11'")
            #expect(refusal.shown == "numberOfTapsRequired 是 0 到 10 之间的整数，收到的是“11”")
            pg.edit(tr("{name} removed", ["name": "triple"])) { l in l.removeRecognizer("triple"); return .success(()) }
            press(session, KeyPress("Z", ctrl: true))
            #expect(pg.status?.text == "Undone: triple removed" && pg.status?.shown == "已撤销：移除了 triple")
            // A name that is no word of the format, refused in the field.
            if pg.selection != "double" { pg.cardTapped("double") }
            press(session, KeyPress("R", ctrl: true))
            type(session, "Tap")
            press(session, KeyPress("Return"))
            #expect(pg.status?.text == "'Tap': a name is a word of letters, digits and _ (at most 40, ASCII), starting with a lowercase letter")
            #expect(pg.status?.shown == "'Tap': 名称是由字母、数字和 _ 组成的一个词（最多 40 个，ASCII），以小写字母开头")
            press(session, KeyPress("Escape"))
            // The reader's error stays English whatever the language.
            let bad = PlaygroundInspectorTests.chain.replacingOccurrences(of: "recognizer tap triple", with: "recognizer tap in")
            guard case .failure(let e) = PlaygroundLessonParser.parse(bad, file: "chain") else { Issue.record("'in' read"); return }
            #expect(e.message.contains("'in' is a Swift keyword"))
        }
    }

    /// Names the file would refuse are refused in the field, the reason in the status line, and the field
    /// stays open; Escape leaves the name; characters a name cannot hold are refused as typed; no palette
    /// key acts while it is focused.
    @Test func aRefusedNameSaysWhyAndChangesNothing() throws {
        let (_, session, pg) = try loaded()
        pg.cardTapped("double")
        let before = pg.lesson
        var said: [String] = []
        for (name, reason) in [("triple", "already the name"), ("in", "Swift keyword"), ("frame", "the printed code uses itself"),
                               ("tapChanged", "action method"), ("Tap", "starting with a lowercase letter")] {
            press(session, KeyPress("R", ctrl: true))
            type(session, name)
            press(session, KeyPress("Return"))
            #expect(pg.nameField?.text == name, "\(name): the field stays open")
            said.append(pg.status?.text ?? "")
            #expect(pg.status?.text.contains(reason) == true, "\(name): \(pg.status?.text ?? "nothing")")
            press(session, KeyPress("Escape"))
            #expect(pg.nameField == nil && pg.lesson == before)
        }
        press(session, KeyPress("R", ctrl: true))
        type(session, "a-b")
        #expect(pg.nameField?.text == "ab" && pg.status?.text.contains("'-' is refused") == true)
        // T and Backspace are the field's: no card added, none removed.
        press(session, KeyPress("Backspace"))
        type(session, "t")
        #expect(pg.nameField?.text == "at" && pg.lesson == before)
        press(session, KeyPress("Escape"))
        #expect(pg.lesson == before && pg.selection == "double")
    }

    /// Renaming keeps each relation's kind and side (waits for, is waited for, together, an answer).
    @Test func everyRelationFollowsTheNewName() throws {
        var l = try PlaygroundLessonParser.parse(Self.chain, file: "chain").get()
        #expect(throws: Never.self) { try l.renameRecognizer("double", to: "second").get() }
        #expect(l.relations == [.requireToFail("tap", "second"), .requireToFail("second", "triple"), .simultaneous("second", "triple"),
                                .shouldNotBegin("second")])
        #expect(try PlaygroundLessonParser.parse(PlaygroundLessonParser.text(l), file: "x").get() == l, "the saved lesson reads back the same")
        // A recognizer's old name is free again: tap → tapChanged would clash only with a recognizer `tap`.
        #expect(throws: Never.self) { try l.renameRecognizer("tap", to: "tapChanged").get() }
    }

    /// The pick's other recognizer is chosen in the inspector: rows under the pick, in view without a scroll
    /// of the column, the relation made by one tap.
    @Test func aRelationsOtherRecognizerIsPickedInTheInspector() throws {
        let (app, session, pg) = try loaded(Size(width: 800, height: 420))
        pg.cardTapped("tap")
        // The column scrolled so the pick row is at its foot (the cards, above, out of view).
        let pickRow = try #require(pg.side.rows.first { $0.row.id == .pick(.requireToFail) })
        pg.side.scroll(to: pickRow.y + pg.side.scrollOffset + pickRow.height - pg.side.bounds.height + 2)
        #expect(control(app, "side.card.triple") == nil, "the card is out of view")
        click(session, try #require(control(app, "side.pick.requireToFail")).center)
        #expect(pg.picking == .requireToFail)
        let chooseTriple = try #require(control(app, "side.choose.triple"), "the pick's rows came into view")
        #expect(control(app, "side.choose.double") != nil && control(app, "side.choose.tap") == nil)
        click(session, chooseTriple.center)
        #expect(pg.picking == nil && pg.lesson.relations.contains(.requireToFail("tap", "triple")))
        #expect(pg.side.model.inspector?.rows.contains { if case .choose = $0.id { return true } else { return false } } == false)
    }

    /// Scrolled past its place, the heading (which recognizer this is, its × and its rename) stays at the
    /// column's top, and no row is drawn or tapped under it.
    @Test func theHeadingStaysWhileTheInspectorScrolls() throws {
        let (app, _, pg) = try loaded(Size(width: 800, height: 420))
        pg.cardTapped("double")
        pg.side.scroll(to: pg.side.maxScroll)
        #expect(pg.side.inspectorTop < 0 && pg.side.stickyHeaderHeight > 0)
        let canvas = RecordingCanvas()
        app.render(in: canvas)
        let side = pg.side.frameInWindow
        let heading = canvas.texts.filter { $0.0 == "double · tap on pad" }
        #expect(heading.count == 1 && heading.allSatisfy { $0.1.minY >= side.minY && $0.1.maxY <= side.minY + pg.side.stickyHeaderHeight + 2 })
        let covered = side.minY + pg.side.stickyHeaderHeight
        #expect(pg.side.frame(of: .close) != nil && pg.side.frame(of: .rename) != nil)
        for t in pg.side.targets where t.id != .close && t.id != .rename {
            #expect(t.frame.minY >= pg.side.stickyHeaderHeight - 0.5, "\(t.id.id) under the heading")
        }
        for (text, box) in canvas.texts where Self.inside(box, side) && box.minY < covered - 1 {
            #expect(heading.contains { $0.0 == text } || text == "×", "'\(text)' drawn under the sticky heading")
        }
    }

    /// Code (ctrl+K): the engine's Swift beside the pads, then UIKit's, then hidden; it follows each edit.
    @Test func theCodeShowsBesideThePadsAsTheLessonChanges() throws {
        let (app, session, pg) = try loaded()
        let wide = pg.area.frame
        click(session, try #require(control(app, "title.code")).center)
        #expect(pg.codeFlavor == .gestures && !pg.codePanel.isHidden)
        #expect(pg.codePanel.source == PlaygroundCode.source(pg.lesson, flavor: .gestures, from: "the playground scene"))
        #expect(pg.area.frame.width < wide.width && pg.codePanel.frame.minX >= pg.area.frame.maxX && pg.codePanel.frame.maxX <= wide.maxX + 0.5)
        press(session, KeyPress("P", alt: true))
        #expect(pg.codePanel.source.contains("let pan = PanGestureRecognizer(name: \"pan\")"))
        press(session, KeyPress("K", ctrl: true))
        #expect(pg.codeFlavor == .uikit && pg.codePanel.source == PlaygroundCode.source(pg.lesson, flavor: .uikit, from: "the playground scene"))
        // Every line drawn inside the panel, whole (measured as the app lays it out).
        let canvas = RecordingCanvas { pg.side.measure($0, $1) }
        app.render(in: canvas)
        let panel = pg.codePanel.frameInWindow
        let lines = canvas.texts.filter { panel.contains(Point($0.1.minX + 0.5, $0.1.minY + 0.5)) }
        #expect(lines.count > 10)
        for (text, box) in lines { #expect(Self.inside(box, panel) && !text.hasSuffix("…"), "'\(text)' \(box) in \(panel)") }
        press(session, KeyPress("K", ctrl: true))
        #expect(pg.codeFlavor == nil && pg.codePanel.isHidden && pg.area.frame == wide)
    }

    /// In a room too short for the code beside the pads (1280x720 at 1.5x, the overlay docked) the code takes
    /// the column's place; hidden, the cards and the inspector come back.
    @Test func inAShortRoomTheCodeTakesTheColumnsPlace() throws {
        let (app, _, pg) = try loaded(Size(width: 853, height: 480))
        app.isOverlayVisible = true
        let column = pg.side.frame, pads = pg.area.frame
        app.handleKey(KeyPress("K", ctrl: true))
        #expect(pg.codePanel.frame == column && pg.side.isHidden && !pg.codePanel.isHidden && pg.area.frame == pads)
        #expect(control(app, "side.card.tap") == nil, "the hidden column's controls are not tappable")
        app.handleKey(KeyPress("K", ctrl: true))
        app.handleKey(KeyPress("K", ctrl: true))
        #expect(pg.codeFlavor == nil && !pg.side.isHidden && pg.side.frame == column && control(app, "side.card.tap") != nil)
    }

    /// On a projector (a large window at 1x) the pads grow past twice their size into the room.
    @Test func thePadsGrowIntoAProjectorsRoom() throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1920, height: 1080), store: nil)
        app.selectScene("playground")
        let pg = app.playground!
        #expect(pg.padScale > 2 && pg.padScale <= PlaygroundScene.largestPadScale)
        let pad = pg.area.children[0].frameInWindow
        #expect(Self.inside(pad, pg.area.frameInWindow) && pad.width > 800, "\(pad) in \(pg.area.frameInWindow)")
    }
}
