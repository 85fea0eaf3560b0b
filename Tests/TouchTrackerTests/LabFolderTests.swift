import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// A station is one file: the lab lists its folder, sorted by name, and builds each station from its lesson
/// file alone. A file copied under a new number is a new station, its switch working, with no Swift written.
@Suite struct LabFolderTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Playgrounds")

    /// A fresh folder holding `files` (name: text).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lab-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static func station(_ stem: String) throws -> String {
        try String(contentsOf: assets.appendingPathComponent(stem + ".playground"), encoding: .utf8)
    }

    /// The lab of `folder` in a window, laid out, with station `n` shown alone.
    static func lab(_ folder: URL, showing n: Int) -> (LabScene, Window) {
        let window = Window(size: Size(width: 800, height: 600))
        let lab = LabScene(window: window, folder: folder.path)
        window.rootNode.addChild(lab.container)
        lab.layout(size: window.size, dockWidth: 0)
        lab.turnPage(by: (n - 1) / LabScene.perPage)
        lab.focus(place: (n - 1) % LabScene.perPage + 1)
        return (lab, window)
    }

    @Test func aStationCopiedUnderANewNumberIsInTheLabWithItsSwitch() throws {
        let names = PlaygroundLessonFile.stationFiles().map { ($0 as NSString).lastPathComponent }
        var files: [String: String] = [:]
        for name in names { files[name] = try String(contentsOfFile: Self.assets.appendingPathComponent(name).path, encoding: .utf8) }
        let new = names.count + 1
        files[String(format: "%02d-touches-again.playground", new)] = try Self.station("16-touches-required")
        let dir = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: dir) }

        let (lab, window) = Self.lab(dir, showing: new)
        #expect(lab.stations.count == new)
        let station = lab.station(new)
        #expect(station.lessonProblem == nil)
        #expect(station.numberedTitle == "\(new). numberOfTouchesRequired")
        #expect(station.toggle.label == "tap needs 2 fingers" && station.toggle.isOn)
        #expect(station.pads.map(\.label) == ["tap with one finger, then two (mouse: Alt)"])
        #expect(station.recognizersInTree.map(\.0.name) == ["s\(new).reset", "s\(new).tap"])
        let tap = try #require(station.installation?.recognizer("tap") as? TapGestureRecognizer)
        #expect(tap.numberOfTouchesRequired == 2)

        // One finger: no tap while the switch is on; after the switch, one finger is a tap.
        func tapOnce(at t: Seconds) -> [String] {
            let before = window.log.records.count
            let p = station.pads[0].frameInWindow.center
            window.touchDown(TouchID(1), at: p, time: t)
            window.touchUp(TouchID(1), time: t + 0.05)
            window.advanceTime(to: t + 1)
            return window.log.records.dropFirst(before).map(\.description).filter { $0.hasPrefix("action ") }
        }
        #expect(tapOnce(at: 1) == [])
        station.toggle.set(false)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tapOnce(at: 3) == ["action s\(new).tap ended"])
        #expect(station.entries[0].contains("switch off"))
        station.toggle.set(true)
        #expect(tap.numberOfTouchesRequired == 2)
        #expect(tapOnce(at: 5) == [])
    }

    /// The station's number is its file's place in the folder, sorted by name; a file that is no station
    /// (or a bad one) is still a station that says why, and the rest of the lab runs.
    @Test func theOrderIsTheFolderSortedAndABadFileSaysWhy() throws {
        let dir = try Self.folder([
            "07-second.playground": try Self.station("01-tap-vs-double-tap"),
            "02-first.playground": try Self.station("21-hover"),
            "09-third.playground": "playground 1\ntitle No switch\npad pad 24 24 360 260\n",
            "10-fourth.playground": "playground 1\npad pad 24 24 360 260\nswitch maybe so\n",
            "11-fifth.playground": try Self.station("05-press-then-pan").replacingOccurrences(of: "view pressAndDrag on pad", with: "view pressAndDrag on pad press=holdOn"),
            "notes.txt": "not a station",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (lab, _) = Self.lab(dir, showing: 1)
        #expect(lab.stations.map(\.title) == ["UIHoverGestureRecognizer", "Tap vs double tap", "No switch", "10-fourth", "Long press, then pan"])
        #expect(lab.stations[0].lessonProblem == nil && lab.stations[1].lessonProblem == nil)
        #expect(lab.stations[2].lessonProblem?.contains("no 'switch' line") == true)
        #expect(lab.stations[3].lessonProblem?.hasSuffix("10-fourth.playground:3: switch takes on or off (where the file has it), then its label") == true,
                "\(lab.stations[3].lessonProblem ?? "")")
        // A view naming a recognizer the lesson lacks: the station names it; its pad is still there.
        #expect(lab.stations[4].lessonProblem == "11-fifth.playground: the station's file has no LongPressGestureRecognizer named holdOn")
        #expect(lab.stations[4].pads.count == 1)
    }
}
