import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The playground under random fingers and keys: taps anywhere (the palette, the cards, the inspector, the
/// toolbar, Open…'s list, the pads), drags, and the editor's keys. Whatever happens, the lesson the scene
/// holds is one the parser reads back the same (an edit never breaks an invariant), the engine runs it once
/// the touches are over, and what Save wrote reads back. Every failure names its seed.
@Suite struct RandomizedPlaygroundTests {
    static let runs = 120

    static func script(_ rng: inout SeededGenerator, size: Size) -> String {
        func x() -> Int { Int.random(in: 0..<Int(size.width), using: &rng) }
        func y() -> Int { Int.random(in: 0..<Int(size.height), using: &rng) }
        var lines = ["window \(Int(size.width)) \(Int(size.height))", "scene playground"]
        for _ in 0..<Int.random(in: 20...60, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...5: lines.append("tap \(x()) \(y())")
            case 6: lines.append("drag \(x()) \(y()) \(x()) \(y()) 0.2")
            case 7: lines.append("key \(["Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Return", "Delete", "Escape", "1", "5", "8", "ctrl+Z", "ctrl+shift+Z", "ctrl+N", "ctrl+S", "ctrl+O", "F1", "F4"].randomElement(using: &rng)!)")
            case 8: lines.append("down 1 \(x()) \(y())\nkey Right\nup 1")
            default: lines.append("wait \(Double(Int.random(in: 0...6, using: &rng)) / 10)")
            }
            lines.append("wait 0.05")
        }
        lines.append("wait 2")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func randomFingersAndKeysKeepEveryLessonWhole() throws {
        let output = ScratchFolder("tt-random-playground")
        var problems: [String] = []
        var changed = 0, selected = 0, saved = 0
        let original = try PlaygroundLessonFile.station(PlaygroundScene.defaultStation).get()
        for seed in 0..<UInt64(Self.runs) {
            var rng = SeededGenerator(seed: seed)
            let size = [Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 640, height: 480)][Int(seed % 3)]
            let text = Self.script(&rng, size: size)
            let script = try TouchScriptParser.parse(text, file: "p\(seed).txt", scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
            let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            app.exportDirectory = output.url
            app.selectScene("playground")
            let driver = try FakeDriver(app: app, size: size, scale: 1)
            _ = try ScriptPlayer(script: script, outputDirectory: output.url.path).run(on: driver)
            let pg = app.playground!
            let lesson = pg.lesson
            switch PlaygroundLessonParser.parse(PlaygroundLessonParser.text(lesson), file: "p\(seed)") {
            case .failure(let e): problems.append("seed \(seed): the lesson no longer reads: \(e)")
            case .success(let back) where back != lesson: problems.append("seed \(seed): the lesson reads back differently")
            default: break
            }
            if pg.installation.lesson != lesson && app.gestureWindow.touchesOnScreenOrHeld.isEmpty {
                problems.append("seed \(seed): no finger is down, and the engine does not run the lesson")
            }
            if let file = pg.lessonFile, pg.lesson == pg.savedLesson, case .failure(let e) = PlaygroundLessonFile.read(file) {
                problems.append("seed \(seed): the saved \(file) does not read: \(e)")
            }
            if lesson != original { changed += 1 }
            if pg.selection != nil { selected += 1 }
            if pg.lessonFile != nil { saved += 1 }
            app.willQuit()
        }
        // The runs reach the editor: most change the lesson, many end with a card selected, some save.
        #expect(changed > Self.runs / 2 && selected > Self.runs / 10 && saved > 0, "changed \(changed), selected \(selected), saved or opened \(saved)")
        #expect(problems.isEmpty, "\(problems.count) failures, the first: \(problems.prefix(5))")
    }
}
