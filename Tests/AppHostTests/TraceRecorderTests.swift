import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost

/// The trace's recorder and document (docs/trace.md) on an app of one pad with a tap and a pan, which draws
/// a disc under each touch: the whole ordered log of frames (when, which line, the touches, the states),
/// each line's frame, the checks, the pictures stored as edits, the escaping of every text from a script or
/// a file name, and the same bytes for the same run.
@Suite struct TraceRecorderTests {
    final class PadApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 200, height: 100))
        let windowTitle = "Pad"
        init() {
            let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 100))
            gestureWindow.rootNode.addChild(pad)
            pad.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
            pad.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
        }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) {}
        func willQuit() {}
        func update(now: Seconds, hostTime: Seconds) {}
        func render(in canvas: Canvas) {
            canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
            for t in gestureWindow.activeTouches { canvas.fillCircle(center: t.locationInWindow, radius: 10, color: Color(rgb: 0x1565C0)) }
        }
    }

    /// Plays `text` (written to a file named `name` in a scratch folder) with a recorder watching.
    static func record(_ text: String, name: String = "s.tts") throws -> (TraceRecorder, SeriesOutcome, ScratchFolder) {
        let folder = ScratchFolder("tt-trace")
        let file = folder.appendingPathComponent(name).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let app = PadApp()
        let series = try ScriptSeries.load(file) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, commands: [], isKnownKey: { _ in true })
        }.get()
        let recorder = TraceRecorder(measure: { text, size in Size(width: Double(text.count) * size * 0.6, height: size) })
        let played = try HostedRun.headless(series, app: app, on: FakeWindowBackend(), scale: 1, uiScale: 1, outputDirectory: folder.path,
                                            goldenUpdate: .none, observer: recorder)
        recorder.finish()
        return (recorder, played, folder)
    }

    /// A frame as one line: its time in ms, its line, its touches and the states that are not `possible`.
    static func describe(_ f: TraceRecorder.Frame) -> String {
        let touches = f.touches.map { "\($0.id)@\(Int($0.location.x)),\(Int($0.location.y))" }.joined(separator: " ")
        let states = f.recognizers.filter { $0.state != "possible" }.map { "\($0.name) \($0.state)" }.joined(separator: ", ")
        return "\(Int((f.time * 1000).rounded())) ms line \(f.line): [\(touches)] \(states)"
    }

    static let script = """
        window 200 100
        tap 50 50
        wait 0.5
        expect tap ended
        drag 20 20 60 20 0.05
        wait 0.1
        expect pan began
        """

    @Test func theFramesAreTheMomentsWhereSomethingChangedInOrder() throws {
        let (recorder, played, _) = try Self.record(Self.script + "\n")
        #expect(played.checkFailures.count == 1, "the pan's changed and ended are missing from its check")
        #expect(recorder.frames.map(Self.describe) == [
            "0 ms line 0: [] ",                  // before the first step
            "0 ms line 2: [1@50,50] ",           // the tap's finger down
            "50 ms line 2: [] ",                 // up, 3 frames later: recognized, and reset in the same event
            // `wait 0.5` and the passing check change nothing: no frame.
            "550 ms line 5: [1@20,20] ",         // the drag's down (3 + 30 frames)
            "567 ms line 5: [1@33,20] tap failed, pan began",   // a third of the way: past the tap's 10 points
            "583 ms line 5: [1@46,20] tap failed, pan changed",
            "600 ms line 5: [1@60,20] tap failed, pan changed",
            "600 ms line 5: [] ",                // the lift ends the pan (and resets both) in the same frame
        ])
        // Each line's first frame: the frame its first step made, or the one showing when it made none.
        #expect(recorder.steps.map { "\($0.line)→\($0.frame)" } == ["2→1", "3→2", "4→2", "5→3", "6→7", "7→7"])
        #expect(recorder.checks.map { "\($0.outcome.check.line) \($0.outcome.passed) frame \($0.frame)" } == ["4 true frame 2", "7 false frame 7"])
        #expect(recorder.checks[1].outcome.check.expected == ["pan began"] && recorder.checks[1].outcome.check.actual == ["pan began", "pan changed x2", "pan ended"])
        #expect(recorder.parts.map(\.file).map { ($0 as NSString).lastPathComponent } == ["s.tts"])
        #expect(recorder.parts[0].lines.count == 7 && recorder.parts[0].lines[1] == "tap 50 50")
    }

    @Test func eachFramesPictureIsRebuiltFromTheEdits() throws {
        let (recorder, _, _) = try Self.record(Self.script + "\n")
        var list: [Int] = []
        var pictures: [[String]] = []
        for edit in recorder.pictures.edits {
            list = SVGFrameStore.apply(edit, to: list)
            pictures.append(list.map { recorder.pictures.elements[$0] })
        }
        #expect(pictures[0] == ["<rect x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#FFFFFF\"/>"])
        #expect(pictures[1].last == "<circle cx=\"50\" cy=\"50\" r=\"10\" fill=\"#1565C0\"/>")
        #expect(pictures[2] == pictures[0], "the finger lifted")
        #expect(recorder.pictures.edits[2] == [1, 1], "a lift removes the disc: keep 1, remove 1, insert nothing")
        #expect(recorder.pictures.elements.count == 6, "the background once, a disc at each of 5 places (50,50; 20, 40, 60 on y 20; none twice)")
    }

    /// A small seeded generator: the same lists on every run.
    struct Lehmer: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test func editsRebuildAnyListOfElements() {
        var rng = Lehmer(state: 47)
        var frame: [Int] = []
        for _ in 0..<500 {
            var next = frame
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                switch Int.random(in: 0...2, using: &rng) {
                case 0: next.insert(Int.random(in: 0...20, using: &rng), at: Int.random(in: 0...next.count, using: &rng))
                case 1: if !next.isEmpty { next.remove(at: Int.random(in: 0..<next.count, using: &rng)) }
                default: if !next.isEmpty { next[Int.random(in: 0..<next.count, using: &rng)] = Int.random(in: 0...20, using: &rng) }
                }
            }
            #expect(SVGFrameStore.apply(SVGFrameStore.edit(from: frame, to: next), to: frame) == next)
            frame = next
        }
    }

    /// A frame numbered from its calls (each call's element written once, then known by the call) is the
    /// frame numbered from its written elements, clips' groups and calls that write the same text included.
    @Test func numberingCallsIsNumberingTheirElements() {
        var rng = Lehmer(state: 51)
        var byCalls = SVGFrameStore(), byText = SVGFrameStore()
        let colors = [Color(rgb: 0x1565C0), Color(rgb: 0xFFFFFF), Color(rgb: 0x263238, alpha: 0.5)]
        for _ in 0..<300 {
            let canvas = SVGCanvas(size: Size(width: 100, height: 100)) { t, s in Size(width: Double(t.count) * s, height: s) }
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                let x = Double(Int.random(in: 0...4, using: &rng)) + (Bool.random(using: &rng) ? 0.001 : 0)   // 0.001: the same text
                let color = colors[Int.random(in: 0..<colors.count, using: &rng)]
                switch Int.random(in: 0...4, using: &rng) {
                case 0: canvas.fill(Rect(x: x, y: 1, width: 5, height: 5), color: color)
                case 1: canvas.fillCircle(center: Point(x, 2), radius: 3, color: color)
                case 2: canvas.drawText(["tap", "<b>", "单击"][Int(x) % 3], at: Point(x, 0), size: 10, color: color, alignment: .left)
                case 3: canvas.setClip(Bool.random(using: &rng) ? nil : Rect(x: x, y: 0, width: 10, height: 10))
                default: canvas.strokeLine(from: Point(x, 0), to: Point(0, x), width: 1, color: color)
                }
            }
            let numbered = byCalls.number(calls: canvas.calls)
            #expect(numbered == byText.number(canvas.elements))
            #expect(numbered.map { byCalls.elements[$0] } == canvas.elements)
        }
        #expect(byCalls.elements == byText.elements)
    }

    @Test func everyTextFromTheScriptOrItsNameIsDataNotMarkup() throws {
        let hostile = "</script><!--<img src=x onerror=alert(1)>&amp;"
        let (recorder, _, _) = try Self.record("window 200 100  # \(hostile)\ntap 50 50\n", name: "<b>name<b.tts")
        let html = TraceDocument(title: "\(hostile).tts", recorder: recorder).html
        // The page's own `</script>` ends: the data block's and the viewer's; nothing else ends one early.
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<!--"), "no comment opens")
        #expect(!html.contains("<img src=x") && !html.contains("<b>"))
        #expect(html.contains("<title>Trace: &lt;/script&gt;&lt;!--&lt;img src=x onerror=alert(1)&gt;&amp;amp;.tts</title>"))
        // The data block reads back to the very texts.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"trace-data\">")).upperBound
        let end = try #require(html[start...].range(of: "</script>")).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        #expect(data["title"] as? String == "\(hostile).tts")
        let parts = try #require(data["parts"] as? [[String: Any]])
        #expect((parts[0]["lines"] as? [String])?.first == "window 200 100  # \(hostile)")
        #expect(((parts[0]["file"] as? String) ?? "").hasSuffix("/<b>name<b.tts"))
        #expect(html.contains("content=\"\(TraceDocument.contentSecurityPolicy)\"") && TraceDocument.contentSecurityPolicy.contains("connect-src 'none'"))
    }

    @Test func thePolicyRunsTheViewersScriptAloneByItsHash() throws {
        let html = TraceDocument(title: "s.tts", recorder: try Self.record(Self.script + "\n").0).html
        let start = try #require(html.range(of: "<script>", options: .backwards)).upperBound
        let end = try #require(html[start...].range(of: "</script>")).lowerBound
        #expect(TraceDocument.contentSecurityPolicy.contains("script-src \(SHA256.cspSource(String(html[start..<end]))); "))
        #expect(!TraceDocument.contentSecurityPolicy.contains("script-src 'unsafe-inline'"))
    }

    @Test func theSameRunGivesTheSameBytes() throws {
        let a = TraceDocument(title: "s.tts", recorder: try Self.record(Self.script + "\n").0).html
        let b = TraceDocument(title: "s.tts", recorder: try Self.record(Self.script + "\n").0).html
        #expect(a.replacingOccurrences(of: #"tt-trace-[0-9A-F-]+"#, with: "", options: .regularExpression)
                == b.replacingOccurrences(of: #"tt-trace-[0-9A-F-]+"#, with: "", options: .regularExpression),
                "only the scratch folder's name differs")
    }

    /// JSON inside the page's `<script>`: `<`, `>`, `&` and the two line separators escaped, everything else
    /// (any script, emoji) byte for byte, and the same value when read back.
    @Test func jsonInTheScriptElementCannotEndItAndReadsTheSame() throws {
        let text = "</script><!-- a & b > c \u{2028}\u{2029} 单击 👍🏽 é \u{E2}"
        let json = JSONValue.array([.string(text)]).render(pretty: false)
        let safe = TraceDocument.scriptSafe(json)
        #expect(safe == #"["\u003c/script\u003e\u003c!-- a \u0026 b \u003e c \u2028\u2029 单击 👍🏽 é â"]"#)
        let read = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String]
        #expect(read == [text])
    }
}
