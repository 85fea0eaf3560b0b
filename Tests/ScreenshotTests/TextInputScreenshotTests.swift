import Foundation
import Testing
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// An input method composing in the playground's title field (issue 51), at 800x600 @2: `练习：` committed,
/// then `单击shuang` being composed at the cursor (the input method has turned `dan ji` into 单击 and
/// selected `shuang`, the syllables still to convert): the composition underlined, its selected part
/// thicker, the cursor where the input method has it, the title itself unchanged until the commit.
@Suite(.serialized) struct TextInputScreenshotTests {
    static let size = Size(width: 800, height: 600)

    func composing() throws -> [(String, PixelFrame)] {
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Self.size, store: nil)
        app.selectScene("playground")
        let pg = try #require(app.playground)
        pg.tapped(.new)
        let driver = try CapturingDriver(app: app, size: Self.size, scale: 2)
        _ = driver.runFrame()
        pg.startTitle()
        let session = driver.session
        let selectAll = KeyPress("A", ctrl: true)
        session.feed([.keyDown(selectAll), .keyUp(selectAll), .text(.commit("练习：")),
                      .text(.composition("单击shuang", cursor: 2, length: 6))], at: session.now)
        _ = driver.runFrame()
        #expect(pg.titleDraft == "练习：" && pg.titleField?.composition?.text == "单击shuang")
        try driver.screenshot(to: "title-composition.png")
        return driver.shots
    }

    @Test func aCompositionInTheTitleField() throws {
        let first = try composing(), second = try composing()
        #expect(first.map(\.0) == ["title-composition"])
        for ((name, a), (_, b)) in zip(first, second) {
            #expect(a == b, "\(name) differs between two renders")
            Screenshots.assertGolden(a, named: name)
        }
    }
}
