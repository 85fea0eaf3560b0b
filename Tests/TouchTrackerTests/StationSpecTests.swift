import Testing
import Gestures
@testable import AppHost
@testable import TouchTracker

/// A lesson file's station lines (docs/playground.md, "A station's lines"): read into a `StationSpec`,
/// refused with `FILE:LINE: message` when wrong, left out of the lesson itself.
@Suite struct StationSpecTests {
    static let lesson = """
        playground 1
        title Two taps
        pad pad 24 24 360 260
        recognizer tap tap on pad
        recognizer tap doubleTap on pad
        set doubleTap numberOfTapsRequired 2
        require tap toFail doubleTap

        """

    func parse(_ station: String) -> Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError> {
        PlaygroundLessonParser.parseStation(Self.lesson + station, file: "s")
    }
    func problem(_ station: String) -> String? {
        if case .failure(let e) = parse(station) { return e.description }
        return nil
    }

    @Test func theLinesAreReadAndTheLessonIsUntouched() throws {
        let (lesson, spec) = try parse("""
            switch on tap waits
            flip require tap toFail doubleTap
            flip set doubleTap delaysTouchesEnded yes no
            flip label pad on here | off there
            label pad tap or double tap
            say doubleTap when ended double   tap
            view flash on pad from=doubleTap color=2E7D32
            view actionList on pad join=", then " gap=0.5
            flip view flash
            columns pad pad
            try tap 10 20 in pad
            expect tap ended x2
            """).get()
        #expect(lesson == (try PlaygroundLessonParser.parse(Self.lesson, file: "s").get()))
        #expect(spec.switchLabel == "tap waits" && spec.startsOn && spec.switchLine == 8)
        #expect(spec.flips == [.relation(.requireToFail("tap", "doubleTap")),
                               .property("doubleTap", .delaysTouchesEnded, on: .flag(true), off: .flag(false)),
                               .label("pad", on: "on here", off: "off there"), .view("flash")])
        #expect(spec.labels == ["pad": "tap or double tap"])
        #expect(spec.says == [.init(recognizer: "doubleTap", state: .ended, text: "double tap", line: 13)])
        #expect(spec.views.map(\.arguments) == [["from": "doubleTap", "color": "2E7D32"], ["join": ", then ", "gap": "0.5"]])
        #expect(spec.columns == ["pad", "pad"])
        #expect(spec.interactions == ["tap 10 20 in pad", "expect tap ended x2"])
        #expect(try PlaygroundLessonParser.parseStation(Self.lesson, file: "s").get().station.isEmpty, "a plain lesson has none")
    }

    @Test func wrongLinesAreNamedByFileAndLine() {
        #expect(problem("switch maybe so\n") == "s:8: switch takes on or off (where the file has it), then its label")
        #expect(problem("switch on a\nswitch off b\n") == "s:9: a station has one switch")
        #expect(problem("label pad hello\n") == "s:8: a station's lines need its switch: 'switch on|off LABEL'")
        #expect(problem("switch off x\nflip require tap toFail doubleTap\n")
                == "s:8: the file is the switch's start (off): the flipped relation tap and doubleTap must not be in the lesson")
        #expect(problem("switch on x\nflip set doubleTap numberOfTapsRequired 3 2\n")
                == "s:8: the file is the switch's start (on): doubleTap numberOfTapsRequired is 2, not 3")
        #expect(problem("switch on x\nflip set tap wobble 1 2\n") == "s:9: a tap has no property 'wobble'")
        #expect(problem("switch on x\nflip require tap toFail triple\n") == "s:9: no recognizer is named 'triple' (a recognizer comes before the lines naming it)")
        #expect(problem("switch on x\nview sparkle on pad\n")?.hasPrefix("s:9: a view is one of actionList, ball, button,") == true)
        #expect(problem("switch on x\nview flash on pad size=3\n") == "s:9: the flash view takes color, from, height, got 'size'")
        #expect(problem("switch on x\nview text on pad lines=\"open\n") == "s:9: the argument lines's quote is not closed")
        #expect(problem("switch on x\nflip view flash\n") == "s:9: no view is named 'flash' (a view comes before the flip naming it)")
        #expect(problem("switch on x\nlabel nowhere hi\n") == "s:9: no pad is named 'nowhere' (a pad comes before the lines naming it)")
        #expect(problem("switch on x\ntry jump 1 2\n")?.hasPrefix("s:9: ") == true)
        #expect(problem("switch on x\ntry tap 1 2 in nowhere\n") == "s:9: no pad is named 'nowhere' (a pad comes before the lines naming it)")
    }

    /// A flipped property the lesson leaves at its default must be the start's there too: the station says so.
    @Test func aStationWhoseDefaultIsNotItsStartSaysSo() {
        let file = PlaygroundLessonParser.parseStation(Self.lesson + "switch on two fingers\nflip set tap numberOfTouchesRequired 2 1\n", file: "s")
        let station = LabStation(stem: "30-odd", file: file)
        #expect(station.lessonProblem == "30-odd.playground: the switch starts on but tap numberOfTouchesRequired is 1, not 2")
        let fine = LabStation(stem: "31-fine", file: PlaygroundLessonParser.parseStation(Self.lesson + "switch off two fingers\nflip set tap numberOfTouchesRequired 2 1\n", file: "s"))
        #expect(fine.lessonProblem == nil)
        fine.toggle.set(true)
        #expect((fine.installation?.recognizer("tap") as? TapGestureRecognizer)?.numberOfTouchesRequired == 2)
    }
}
