import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The shipped lessons drawn in Chinese (`Localized.lesson` where a lesson's texts are drawn): the lab's
/// titles, switches, pad labels, `say`s and view words, the playground's title, task and Open…; while the
/// dump, the logs and the lesson keep the file's English. A teacher's own text passes through unchanged.
@Suite struct LessonTranslationTests {
    static let zh = Catalogue.load(languages: ["zh_CN"], folder: CatalogueTests.folder.path).catalogue

    /// The lab at 1024x768 with the Chinese catalogue, its dump.
    static func lab() -> (LabScene, String) {
        let window = Window(size: Size(width: 1024, height: 768))
        let lab = LabScene(window: window)
        window.rootNode.addChild(lab.container)
        lab.layout(size: window.size, dockWidth: 0)
        return (lab, JSONValue.object(lab.dumpFields()).render())
    }

    @Test func theLabDrawsTheStationsInChineseAndDumpsTheirEnglish() throws {
        #expect(Self.zh.language == "zh_CN")
        let (english, englishDump) = Self.lab()
        try Localized.$scoped.withValue(Self.zh) {
            let (lab, dump) = Self.lab()
            let s1 = lab.station(1)
            #expect(s1.shownTitle == "1. 轻击与双击" && s1.numberedTitle == "1. Tap vs double tap")
            #expect(s1.shownSwitchText == "开关：轻击要求双击失败")
            #expect(s1.pads[0].labelLines(in: RecordingCanvas()).joined() == "轻击或双击")
            #expect(s1.title == "Tap vs double tap" && s1.toggle.label == "tap requires double tap to fail" && s1.pads[0].label == "tap or double tap")
            // A property's name stays as UIKit writes it.
            #expect(lab.station(2).shownTitle == "2. delaysTouchesBegan")
            // A view's words (station 18's text lines) and a say's placeholder filled after the translation.
            let text = try #require(lab.stations.first { $0.stem.hasSuffix("action-order") }?.view(TextLinesView.self))
            #expect(text.arguments["lines"] == "真机：动作在前|Apple 的指南：touchesCancelled 在前")
            #expect(Localized.lesson("swipe {direction}").replacingOccurrences(of: "{direction}", with: tr("left")) == "向左轻扫")
            #expect(dump == englishDump, "the dump is the same bytes in every language")
            #expect(lab.station(1).entries == english.station(1).entries)
        }
        #expect(english.station(1).shownTitle == "1. Tap vs double tap", "English outside the scope")
    }

    @Test func theStationsSayInChinese() throws {
        try Localized.$scoped.withValue(Self.zh) {
            let window = Window(size: Size(width: 1024, height: 768))
            let lab = LabScene(window: window)
            window.rootNode.addChild(lab.container)
            lab.layout(size: window.size, dockWidth: 0)
            var said: [String] = []
            let s1 = lab.station(1)
            s1.sayListeners.append { text, _ in said.append(text) }
            let p = s1.pads[0].frameInWindow.center
            window.touchDown(TouchID(1), at: p, time: 0)
            window.touchUp(TouchID(1), at: p, time: 0.05)
            window.advanceTime(to: 1)
            #expect(said == ["轻击"])
            _ = try #require(s1.flashed)
        }
    }

    /// The playground with the exercise tap-or-double-tap open, and its dump.
    static func exercise() -> (TouchTrackerApp, Session, PlaygroundScene, String) {
        let (app, session, pg) = playground()
        app.openPlayground(CatalogueTests.root.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground").path)
        session.frame()
        return (app, session, pg, session.stateJSON())
    }

    @Test func thePlaygroundDrawsAnExercisesTitleAndTaskInChinese() throws {
        let englishDump = Self.exercise().3
        try Localized.$scoped.withValue(Self.zh) {
            let (app, session, pg, dump) = Self.exercise()
            #expect(dump == englishDump, "the playground's dump, frames included, is the same bytes in Chinese")
            guard case .shown(let shown) = pg.titleText else { Issue.record("the title line is not typing"); return }
            #expect(shown.title == "练习：单击还是双击")
            #expect(pg.shownTaskLines().joined().hasPrefix("单击一次必须显示“轻击”"))
            // Laid out in the room the English takes: the pads are where a script made in English taps.
            #expect(pg.taskLines.first?.hasPrefix("One tap") == true && pg.shownTaskLines().count <= pg.taskLines.count)
            #expect(pg.lesson.title == "Exercise: tap or double tap" && pg.lesson.task.first?.hasPrefix("One tap") == true)
            #expect(app.playgroundLessons().contains { $0.title.hasPrefix("练习：单击还是双击 — ") })
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
            #expect((parsed["playground"] as? [String: Any])?["title"] as? String == "Exercise: tap or double tap")
        }
    }

    @Test func aTeachersOwnWordsPassThrough() {
        Localized.$scoped.withValue(Self.zh) {
            #expect(Localized.lesson("练习：单击还是双击") == "练习：单击还是双击")
            #expect(Localized.lesson("My own lesson") == "My own lesson")
            #expect(Localized.lesson(task: ["one line", "two"]) == ["one line", "two"])
            // The app's words and a lesson's are apart: "tap" as a lesson's say and as an app word.
            #expect(Localized.lesson("tap") == "轻击" && tr("tap") == "tap")
        }
    }
}
