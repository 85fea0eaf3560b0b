import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The stations' interactions (`Examples/GesturesConsumer/Stations/NN-name.txt`) on the lab's own stations:
/// each gives the action log its file expects. `make test` drives the setup `--print-code gestures` prints
/// for each station file with the same interactions in the consumer package (`stations`), against the same
/// expectations: the printed code behaves as the station. Station 14's recognizer is a class of the
/// station's own, beyond the format, so it has no interactions file.
@Suite struct StationInteractionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/GesturesConsumer/Stations")

    /// The interactions file format: `tap X Y [in PAD]`, `down ID X Y [in PAD]`, `up ID`,
    /// `glide SECONDS ID X Y [ID X Y...]` (fingers moved together, 60 moves a second), `wait SECONDS`,
    /// `expect NAME STATE [xN]` (the action log, in order; N the same action in a row). Points are in the pad's own coordinates (the first
    /// pad without `in`); `#` starts a comment.
    struct Interactions {
        enum Step { case tap(Point, String?), down(Int, Point, String?), up(Int), glide(Double, [(Int, Point)]), wait(Double) }
        var steps: [Step] = []
        var expected: [String] = []

        init(_ text: String) throws {
            for raw in text.split(separator: "\n") {
                let w = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ").map(String.init)
                guard let c = w.first else { continue }
                func d(_ i: Int) throws -> Double { try #require(Double(w[i]), "\(raw)") }
                let pad = w.count >= 2 && w[w.count - 2] == "in" ? w.last : nil
                switch c {
                case "tap": steps.append(.tap(Point(try d(1), try d(2)), pad))
                case "down": steps.append(.down(Int(try d(1)), Point(try d(2), try d(3)), pad))
                case "up": steps.append(.up(Int(try d(1))))
                case "wait": steps.append(.wait(try d(1)))
                case "glide":
                    var moves: [(Int, Point)] = []
                    var i = 2
                    while i + 2 < w.count { moves.append((Int(try d(i)), Point(try d(i + 1), try d(i + 2)))); i += 3 }
                    steps.append(.glide(try d(1), moves))
                case "expect": expected.append(w.dropFirst().joined(separator: " "))
                default: Issue.record("unknown step: \(raw)")
                }
            }
        }

        /// Plays the steps on `window`, each pad's points offset by `origin(pad)` (nil: the first pad).
        func play(on window: Window, origin: (String?) -> Point) {
            var t = window.clock.now + 0.1
            var at: [Int: (Point, Point)] = [:]   // finger: (pad origin, point in the pad)
            func inWindow(_ p: Point, _ o: Point) -> Point { Point(o.x + p.x, o.y + p.y) }
            for step in steps {
                switch step {
                case .tap(let p, let pad):
                    let o = origin(pad)
                    window.touchDown(TouchID(99), at: inWindow(p, o), time: t)
                    window.touchUp(TouchID(99), at: inWindow(p, o), time: t + 0.05)
                    t += 0.05
                case .down(let id, let p, let pad):
                    let o = origin(pad)
                    at[id] = (o, p)
                    window.touchDown(TouchID(id), at: inWindow(p, o), time: t)
                case .up(let id):
                    if let (o, p) = at[id] { window.touchUp(TouchID(id), at: inWindow(p, o), time: t) }
                    at[id] = nil
                case .glide(let seconds, let moves):
                    let n = Swift.max(1, Int((seconds * 60).rounded()))
                    let starts = moves.map { at[$0.0]?.1 ?? $0.1 }
                    for k in 1...n {
                        t += seconds / Double(n)
                        var inputs: [TouchInput] = []
                        for (j, (id, end)) in moves.enumerated() {
                            let s = starts[j], f = Double(k) / Double(n)
                            let p = Point(s.x + (end.x - s.x) * f, s.y + (end.y - s.y) * f)
                            at[id]?.1 = p
                            inputs.append(TouchInput(.move, TouchID(id), at: inWindow(p, at[id]?.0 ?? .zero)))
                        }
                        window.send(inputs, at: t)
                    }
                case .wait(let s):
                    t += s
                    window.advanceTime(to: t)
                }
            }
        }
    }

    /// Repeats in a row as one line with a count (`pan changed x16`), as the files write them.
    static func collapsed(_ lines: [String]) -> [String] {
        var out: [(String, Int)] = []
        for l in lines { if out.last?.0 == l { out[out.count - 1].1 += 1 } else { out.append((l, 1)) } }
        return out.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
    }

    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyStationButTheResetStationHasItsInteractions() throws {
        let numbers = try Self.files().map { String($0.lastPathComponent.prefix(2)) }
        #expect(numbers == (1...LabScene.makeStations().count).filter { $0 != 14 }.map { String(format: "%02d", $0) })
        let stems = try Self.files().map { $0.deletingPathExtension().lastPathComponent }
        let stations = PlaygroundLessonFile.stationFiles().map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        #expect(Set(stems).isSubset(of: Set(stations)), "each interactions file is named after its station's lesson file")
    }

    @Test(arguments: try files().map(\.lastPathComponent))
    func theLabStationGivesTheExpectedActions(file: String) throws {
        let interactions = try Interactions(String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        let n = Int(file.prefix(2))!
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.selectScene("lab")
        let lab = app.lab
        lab.turnPage(by: (n - 1) / LabScene.perPage)
        lab.focus(place: (n - 1) % LabScene.perPage + 1)
        let station = lab.station(n)
        let window = app.gestureWindow
        let before = window.log.records.count
        interactions.play(on: window) { pad in
            (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin
        }
        let actions = window.log.records.dropFirst(before).map(\.description).filter { $0.hasPrefix("action ") }
            .map { LabStation.prefixRemoved(String($0.dropFirst("action ".count))) }
        #expect(!actions.isEmpty)
        #expect(Self.collapsed(actions) == interactions.expected, "\(file): \(Self.collapsed(actions))")
    }
}
