import Foundation
import Testing
import Gestures
@testable import AppHost

/// SDL 3's pen, trackpad pinch and finger cancel as the host takes them (`RawInput` → `InputTranslator` →
/// the engine), and as a recording writes them and a replay reads them back.
@Suite struct PenAndPinchInputTests {
    func describe(_ t: TouchInput) -> String {
        let roll = t.rollAngle.map { " roll \(Int(($0 * 180 / .pi).rounded()))" } ?? ""
        return "\(t.kind) \(t.id) \(t.location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "-") \(t.type) force \(t.force)/\(t.maximumPossibleForce) "
            + "alt \(Int((t.altitudeAngle * 180 / .pi).rounded())) az \(Int((t.azimuthAngle * 180 / .pi).rounded()))\(roll)"
            + "\(t.isEraser ? " eraser" : "") buttons \(t.buttonMask.rawValue)"
    }

    @Test func pensBecomePencilTouchesAndHoversNumberedWithTheFingers() {
        let t = InputTranslator(windowSize: Size(width: 400, height: 300))
        let tilted = PenSample(pressure: 0.5, tiltX: 0, tiltY: 30, rotation: 45)
        var out: [String] = []
        for raw: RawInput in [
            .fingerDown(device: 7, finger: 1, at: Point(10, 10)),
            .penHover(pen: 3, at: Point(100, 100), sample: PenSample(distance: 0.5)),
            .penDown(pen: 3, at: Point(100, 100), sample: tilted),
            .penButton(pen: 3, button: 1, down: true, at: Point(100, 100), sample: PenSample(pressure: 0.5, tiltX: 0, tiltY: 30, rotation: 45, buttons: .button(1))),
            .penMove(pen: 3, to: Point(120, 100), sample: PenSample(pressure: 2, tiltX: 0, tiltY: 30, eraser: true)),
            .penUp(pen: 3, at: Point(120, 100), sample: tilted),
            .penButton(pen: 3, button: 1, down: false, at: Point(120, 100), sample: PenSample(distance: 0.2)),
            .penHover(pen: 3, at: nil, sample: PenSample()),
            .penMove(pen: 9, to: Point(1, 1), sample: PenSample()),
            .fingerCancel(device: 7, finger: 1),
            .fingerCancel(device: 7, finger: 1),
        ] {
            out += t.translate(raw).map(describe)
            for p in t.takePointerInputs() {
                if case .hover(let h) = p {
                    out.append("hover \(h.type) \(h.location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "out") z \(h.zOffset.map { "\($0)" } ?? "-")")
                }
            }
        }
        #expect(out == [
            "down 1 10,10 direct force 0.0/0.0 alt 90 az 0 buttons 0",
            "hover pencil 100,100 z 0.5",
            "down 2 100,100 pencil force 0.5/1.0 alt 60 az 90 roll 45 buttons 0",
            "move 2 100,100 pencil force 0.5/1.0 alt 60 az 90 roll 45 buttons 2",
            "move 2 120,100 pencil force 1.0/1.0 alt 60 az 90 eraser buttons 0",
            "up 2 120,100 pencil force 0.0/1.0 alt 60 az 90 roll 45 buttons 0",
            "hover pencil 120,100 z 0.2",
            "hover pencil out z -",
            "cancel 1 - direct force 0.0/0.0 alt 90 az 0 buttons 0",
        ], "the pen takes the lowest free id; a side button is a move while down, a hover while up")
        #expect(t.diagnostics == ["motion of pen 9 that is not down: dropped", "cancel of unknown finger 7/1: dropped"])
    }

    @Test func aTrackpadPinchWaitsWithThePointersInput() {
        let t = InputTranslator(windowSize: Size(width: 400, height: 300))
        t.uiScale = 2
        for raw: RawInput in [.pinchBegin(at: Point(100, 80)), .pinchUpdate(at: Point(100, 80), scale: 1.5),
                              .pinchUpdate(at: Point(100, 80), scale: .nan), .pinchUpdate(at: Point(102, 80), scale: 0.8),
                              .pinchEnd(at: Point(102, 80))] {
            #expect(t.translate(raw).isEmpty, "no touch")
        }
        #expect(t.takePointerInputs() == [
            .trackpadPinch(TrackpadPinchInput(.begin, at: Point(50, 40))),
            .trackpadPinch(TrackpadPinchInput(.change, at: Point(50, 40), scale: 1.5)),
            .trackpadPinch(TrackpadPinchInput(.change, at: Point(51, 40), scale: 0.8)),
            .trackpadPinch(TrackpadPinchInput(.end, at: Point(51, 40), scale: 0.8)),
        ], "in the app's points; the end reports the last scale")
        #expect(t.diagnostics == ["trackpad pinch of scale nan: dropped"])
    }

    /// A recording writes SDL 3's pen (its tilt as UIKit's angles, its eraser), a hover's distance and a
    /// trackpad pinch in the grammar a replay reads back to the same input.
    @Test func aRecordingWritesPensAndPinchesItsReplayReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-pen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("r.txt").path
        let size = Size(width: 320, height: 240)
        let recorder = try ScriptRecorder(path: path, windowSize: size, scene: "drawing", defaultScene: "drawing", time: 0,
                                          appName: "TouchTracker", replayCommand: "touchtracker")
        let t = InputTranslator(windowSize: size)
        let tilt = PenSample.tilts(altitude: .pi / 4, azimuth: .pi / 2)
        var time = 0.0
        for raw: RawInput in [
            .penHover(pen: 1, at: Point(10, 10), sample: PenSample(distance: 0.25)),
            .penHover(pen: 1, at: Point(10, 12), sample: PenSample()),
            .penDown(pen: 1, at: Point(10, 12), sample: PenSample(pressure: 0.5, tiltX: tilt.x, tiltY: tilt.y, eraser: true)),
            .penMove(pen: 1, to: Point(30, 12), sample: PenSample(pressure: 0.5)),
            .penUp(pen: 1, at: Point(30, 12), sample: PenSample()),
            .fingerDown(device: 4, finger: 1, at: Point(50, 50)),
            .fingerCancel(device: 4, finger: 1),
            .pinchBegin(at: Point(100, 100)),
            .pinchUpdate(at: Point(100, 100), scale: 1.23456),
            .pinchEnd(at: Point(100, 100)),
        ] {
            _ = t.translate(raw)
            recorder.note(raw, at: time, mouseWasDown: false, translator: t)
            time += 0.05
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("wait") }
        #expect(lines == [
            "window 320 240", "ui-scale 1", "hover 10 10 pen 0.25", "hover 10 12 pen", "down 1 10 12 pen 0.5 tilt 45 90 eraser", "move 1 30 12", "up 1",
            "down 1 50 50", "cancel 1", "pinch-trackpad begin 100 100", "pinch-trackpad change 100 100 1.2346", "pinch-trackpad end 100 100",
        ], "\(text)")
        let replay = try TouchScriptParser.parse(text, file: path, scenes: ["drawing"]).get()
        #expect(replay.steps.contains(.input([.pinchUpdate(at: Point(100, 100), scale: 1.2346)])))
    }
}
