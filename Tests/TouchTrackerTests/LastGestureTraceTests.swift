import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// ctrl+T in the lab and the playground saves the last gesture's trace as HTML beside its timeline's SVG
/// (docs/trace.md, "From the live window"): the same range, the window's frames in it with the touches and
/// the recognizers' states as they went, the timeline's lanes; elsewhere, and in a headless run, the SVG alone.
@Suite struct LastGestureTraceTests {
    /// The app at 1024x768 in `scene`, hosted as a window's frame loop hosts it (`window`: recording its frames).
    static func hosted(_ scene: String, window: Bool = true) -> (TouchTrackerApp, Session, ScratchFolder) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1024, height: 768), store: nil)
        let session = Session(app: app, windowSize: Size(width: 1024, height: 768))
        session.recordsLiveTrace = window
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        app.selectScene(scene)
        return (app, session, folder)
    }

    /// A tap at `p`, then `seconds` of frames.
    static func tap(_ session: Session, at p: Point, thenWait seconds: Seconds) {
        session.feed([.scriptFinger(.down, id: 1, at: p)], at: session.now)
        for _ in 0..<3 { session.frame() }
        session.feed([.scriptFinger(.up, id: 1, at: p)], at: session.now)
        for _ in 0..<Int(seconds * 60) { session.frame() }
    }

    /// The files ctrl+T wrote, by extension, and the trace's data.
    static func saved(_ folder: ScratchFolder) throws -> (names: [String], data: [String: Any]?) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        guard let html = names.first(where: { $0.hasSuffix(".html") }) else { return (names, nil) }
        let page = try String(contentsOfFile: folder.appendingPathComponent(html).path, encoding: .utf8)
        let json = try #require(page.components(separatedBy: "<script type=\"application/json\" id=\"trace-data\">").last?
            .components(separatedBy: "</script>").first)
        return (names, try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Station 1 alone: a tap, then 4 s of talk (the timeline keeps the gesture). ctrl+T saves the figure and
    /// the trace of the same gesture: the pad before it, the finger down and up, the tap waiting for the
    /// double tap to fail and then recognized.
    @Test func ctrlTInTheLabSavesTheLastGesturesTraceBesideItsFigure() throws {
        let (app, session, folder) = Self.hosted("lab")
        app.handleKey(KeyPress("1"))
        app.isTimelineVisible = true
        for _ in 0..<30 { session.frame() }
        let pad = app.lab!.station(1).pads[0].frameInWindow
        Self.tap(session, at: Point(pad.midX, pad.midY), thenWait: 4)
        app.handleKey(KeyPress("T", ctrl: true))
        let (names, data) = try Self.saved(folder)
        let base = try #require(names.first).replacingOccurrences(of: ".html", with: "")
        #expect(names == [base + ".html", base + ".svg"])
        #expect(app.notice.text == "Saved the timeline as \(folder.path)/\(base).svg and its trace as \(folder.path)/\(base).html.")
        let trace = try #require(data)
        #expect(trace["title"] as? String == "the last gesture")
        #expect((trace["parts"] as? [[String: Any]])?.map { $0["file"] as? String } == [LiveTrace.partTitle])
        let frames = try #require(trace["frames"] as? [[String: Any]])
        // The frames: the pad before the finger, the finger down and up; the tap and the double tap are
        // discrete, reset in the event that ended them, so a frame shows them possible and the lanes say the rest.
        var log: [String] = []
        var touching: Bool?
        for f in frames {
            let down = !((f["touches"] as? [[Any]])?.isEmpty ?? true)
            if down != touching { log.append("\(f["t"] as? Double ?? -1) s: " + (down ? "finger down" : "no finger")); touching = down }
            if let r = f["r"] as? [[String]] { log.append(r.filter { $0[0].hasPrefix("s1.") }.map { "\($0[0]) \($0[1])" }.joined(separator: ", ")) }
        }
        #expect(log == ["0.016667 s: no finger", "s1.tap possible, s1.doubleTap possible", "0.516667 s: finger down", "0.566667 s: no finger"])
        #expect(frames.last?["t"] as? Double ?? 0 >= 0.9, "on past the double tap's failure")
        // The lanes: the tap waited for the double tap, which failed at 0.35 s; then the tap's action.
        let lanes = try #require(trace["lanes"] as? [[String: Any]])
        func said(_ name: String) -> [String] {
            guard let lane = lanes.first(where: { $0["name"] as? String == name }) else { return [] }
            let spans = (lane["spans"] as? [[String: Any]] ?? []).map { "\($0["style"]!) '\($0["label"]!)' \($0["start"]!)-\($0["end"]!)" }
            let marks = (lane["marks"] as? [[String: Any]] ?? []).map { "\($0["style"]!) '\($0["label"]!)' at \($0["time"]!)" }
            return spans + marks
        }
        #expect(said("s1.tap") == ["waiting 'waits for s1.doubleTap' 0.55-0.9", "action 'ended' at 0.9"])
        #expect(said("s1.doubleTap") == ["timer '' 0.55-0.9", "failed 'failed: no tap 2 within 0.35 s' at 0.9"])
        // The same range as the figure's: from just before the finger to the tap recognized.
        let range = try #require(trace["laneRange"] as? [Double])
        let times = frames.compactMap { $0["t"] as? Double }
        #expect(times.first! <= range[0] + 1e-6 && times.last! <= range[1] + 1e-6 && range[1] - range[0] < 2, "\(range), \(times.first!)...\(times.last!)")
    }

    /// The playground keeps its frames too; the drawing does not (its ctrl+T is the figure alone); nor does a
    /// headless run, where a trace is `--trace`.
    @Test func onlyTheTeachingScenesOfAWindowSaveATrace() throws {
        let (playground, session, folder) = Self.hosted("playground")
        Self.tap(session, at: Point(300, 300), thenWait: 0.5)
        playground.handleKey(KeyPress("T", ctrl: true))
        #expect(try Self.saved(folder).names.map { ($0 as NSString).pathExtension } == ["html", "svg"])

        for (scene, window) in [("tracker", true), ("lab", false)] {
            let (app, session, folder) = Self.hosted(scene, window: window)
            Self.tap(session, at: Point(300, 300), thenWait: 0.5)
            app.handleKey(KeyPress("T", ctrl: true))
            let names = try Self.saved(folder).names
            #expect(names.map { ($0 as NSString).pathExtension } == ["svg"], "\(scene), window \(window)")
            let said = scene == "tracker" ? app.tracker.banner.text : app.notice.text
            #expect(said == "Saved the timeline as \(folder.path)/\(names[0]).", "\(scene)")
        }
    }
}
