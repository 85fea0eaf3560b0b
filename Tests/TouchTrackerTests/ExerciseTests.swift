import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Exercises (docs/playground.md, "An exercise"): a lesson's task and checks, read and written back; the
/// checks' points on a named pad; problems at `FILE:LINE`; the shipped exercises graded (each starting lesson
/// fails, its solution passes); the playground's Check, which leaves the live session alone; a teacher's
/// folder of lessons in the lab and Open….
@Suite struct ExerciseTests {
    static let exercises = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Exercises")

    static let twoPads = """
        playground 1
        title Two pads
        task Tap the right pad.
        task Then nothing else.
        pad left 0 0 100 100
        pad right 200 0 100 100
        pad inner 10 10 40 40 in right
        recognizer tap leftTap on left
        recognizer tap rightTap on right
        recognizer tap innerTap on inner
        checks
        # the right pad's own point (20, 70): the right pad, not the left one nor its inner pad
        tap @right 20 70
        wait 0.5
        expect rightTap ended
        tap @inner 5 5
        wait 0.5
        expect-log
          ...
          action innerTap ended
          ...
        end
        tap @left 50 50
        wait 0.5
        expect rightTap ended

        """

    static func lesson(_ text: String, file: String = "t.playground") throws -> PlaygroundLesson {
        try PlaygroundLessonParser.parse(text, file: file).get()
    }

    @Test func aLessonKeepsItsTaskAndChecksThroughSavingAndReading() throws {
        let l = try Self.lesson(Self.twoPads)
        #expect(l.task == ["Tap the right pad.", "Then nothing else."])
        let checks = try #require(l.checks)
        #expect(checks.firstLine == 11)
        #expect(checks.lines.first == "# the right pad's own point (20, 70): the right pad, not the left one nor its inner pad")
        #expect(checks.lines.last == "expect rightTap ended", "trailing blank lines are not kept")
        let text = PlaygroundLessonParser.text(l)
        #expect(text.contains("title Two pads\ntask Tap the right pad.\ntask Then nothing else.\n"))
        var again = try Self.lesson(text)
        again.checks?.firstLine = checks.firstLine
        #expect(again == l)
    }

    @Test func aPadsPointsAreItsOwnAndEachCheckSaysWhetherItHeld() throws {
        let run = LessonCheckRun(try Self.lesson(Self.twoPads), file: "t.playground")
        #expect(run.problem == nil)
        #expect(run.checks.map(\.line) == [15, 18, 25])
        #expect(run.checks.map(\.passed) == [true, true, false])
        let failed = try #require(run.checks.last)
        #expect(failed.expected == ["rightTap ended"] && failed.actual == ["leftTap ended"], "the left pad's (50, 50) is the left pad's")
        #expect(run.failures.map(\.headline) == ["t.playground:25: the actions since the last check are not the expected ones"])
        let svg = try #require(run.timelineSVG { text, size in Size(width: Double(text.count) * size * 0.6, height: size) })
        #expect(svg.contains("rightTap") && svg.contains("innerTap") && svg.contains("leftTap"))
    }

    @Test func problemsNameTheFileAndLine() throws {
        func problem(_ checks: String) throws -> String? {
            let text = "playground 1\npad pad 0 0 100 100\nrecognizer tap tap on pad\nchecks\n" + checks
            switch PlaygroundLessonParser.parse(text, file: "x.playground") {
            case .failure(let e): return e.description
            case .success(let l): return LessonCheckRun(l, file: "x.playground").problem?.description
            }
        }
        #expect(try problem("tap @pad 10 10\nscreenshot a.png\n")
                == "x.playground:6: a check is a touch-script line of input or expect (cancel, down, drag, expect, expect-log, glide, hover, mouse, move, pinch, press, rotate, scroll, swipe, tap, up, wait), got 'screenshot'")
        #expect(try problem("tap @pad ten 10\nexpect tap ended\n")?.hasPrefix("x.playground:5: ") == true)
        #expect(try problem("tap @nope 10 10\nexpect tap ended\n") == "x.playground:5: no pad is named 'nope' (the lesson has pad)",
                "a pad removed after the checks were written: the run says so (the file still reads)")
        #expect(try problem("tap @pad 10 10\n") == "x.playground:4: the checks hold no expect or expect-log line: nothing is checked")
        #expect(try problem("wait 1\nup @pad\nexpect tap ended\n") == "x.playground:6: up has no point for @pad to place")
        #expect(LessonCheckRun(try Self.lesson("playground 1\npad pad 0 0 100 100\n"), file: "y.playground").problem?.description
                == "y.playground:1: the lesson has no checks (a 'checks' line, then touch-script lines: docs/playground.md)")
    }

    /// Each shipped exercise's starting lesson fails its checks and its solution passes them (`make exercises`
    /// does the same through `touchtracker test`).
    @Test func eachExerciseFailsAsGivenAndPassesSolved() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.exercises.path)
            .filter { $0.hasSuffix(".playground") && !$0.hasSuffix(".solution.playground") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let start = Self.exercises.appendingPathComponent(name).path
            let solution = start.replacingOccurrences(of: ".playground", with: ".solution.playground")
            let given = LessonCheckRun(try PlaygroundLessonFile.read(start).get(), file: name)
            let solved = LessonCheckRun(try PlaygroundLessonFile.read(solution).get(), file: name)
            #expect(given.problem == nil && !given.passed && !given.failures.isEmpty, "\(name) fails as given")
            #expect(solved.problem == nil && solved.passed, "\(name)'s solution passes: \(solved.failures.map(\.description))")
            #expect(try !PlaygroundLessonFile.read(start).get().task.isEmpty, "\(name) has a task")
        }
    }

    @Test func checkRunsTheLessonAsItStandsAndLeavesTheLiveSessionAlone() throws {
        let (app, session, pg) = playground()
        let path = Self.exercises.appendingPathComponent("tap-or-double-tap.playground").path
        app.openPlayground(path)
        session.frame()
        #expect(pg.titleLine.targets.map(\.id) == [.editTitle, .check, .code, .lab])
        #expect(!pg.taskLines.isEmpty && pg.area.frame.minY > pg.taskBox.maxY)
        let logged = app.gestureWindow.log.totalCount, traced = app.trace.totalCount
        pg.tapped(.check)
        #expect(app.gestureWindow.log.totalCount == logged && app.trace.totalCount == traced, "the run had a window of its own")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
        let checks = try #require((dump["playground"] as? [String: Any])?["checks"] as? [String: Any])
        #expect(checks["passed"] as? Bool == false)
        #expect((checks["results"] as? [[String: Any]])?.map { $0["passed"] as? Bool } == [true, false])
        // The student's answer: the relation the task asks for, then Check again, before it is even applied.
        _ = pg.edit("tap waits for doubleTap") { l in l.relations.append(.requireToFail("tap", "doubleTap")); return .success(()) }
        pg.tapped(.check)
        #expect(pg.checkPanel.run?.passed == true)
        #expect(pg.status?.text == "Checks: all 2 hold ✓")
        pg.tapped(.closeChecks)
        #expect(pg.checkPanel.isHidden)
        // Escape closes it too, before it backs out of anything else (the selection stays).
        pg.tapped(.check)
        pg.selection = "tap"
        #expect(!pg.checkPanel.isHidden)
        #expect(pg.handleKey(KeyPress("Escape")))
        #expect(pg.checkPanel.isHidden && pg.selection == "tap")
        #expect(pg.handleKey(KeyPress("Escape")) && pg.selection == nil)
    }

    @Test func aTeachersFolderAddsItsLessonsToTheLabAndOpen() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("teacher-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.exercises.appendingPathComponent("swipe-direction.playground"),
                                         to: dir.appendingPathComponent("my-swipe.playground"))
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil, labFolder: dir.path)
        let own = PlaygroundLessonFile.labStations().count
        #expect(app.lab!.stations.count == own + 1)
        let last = try #require(app.lab!.stations.last)
        #expect(last.stem == "my-swipe" && last.lessonProblem == nil && last.toggle.isHidden)
        #expect(app.playgroundLessons().contains { $0.path == dir.appendingPathComponent("my-swipe.playground").path && $0.title.hasPrefix("Exercise: swipe to the left") })
        let plain = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil)
        #expect(plain.lab!.stations.count == own)
    }

    /// Each shipped exercise and solution, written back as the playground saves it and read again, is the same
    /// lesson (a comment before `checks` moves where they start in the file, which is no part of the lesson).
    @Test func everyExerciseReadsBackAsTheSameLesson() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.exercises.path).filter { $0.hasSuffix(".playground") }
        #expect(files.count >= 10)
        for name in files {
            let lesson = try PlaygroundLessonFile.read(Self.exercises.appendingPathComponent(name).path).get()
            let back = try PlaygroundLessonParser.parse(PlaygroundLessonParser.text(lesson), file: name).get()
            #expect(back == lesson, "\(name) reads back differently")
            #expect(back.checks?.lines == lesson.checks?.lines && back.task == lesson.task)
        }
    }

    /// Open… lists the shipped exercises' starting lessons (never their solutions), after the teacher's own
    /// lessons and before the stations.
    @Test func openListsTheShippedExercisesWithoutTheirSolutions() throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil)
        let listed = app.playgroundLessons().map { ($0.path as NSString).lastPathComponent }
        let starting = try FileManager.default.contentsOfDirectory(atPath: Self.exercises.path)
            .filter { $0.hasSuffix(".playground") && !$0.hasSuffix(".solution.playground") }.sorted()
        #expect(starting.count >= 5)
        let exercises = listed.filter { starting.contains($0) }
        #expect(exercises == starting, "every exercise once, in name order")
        #expect(!listed.contains { $0.hasSuffix(".solution.playground") })
        let firstStation = try #require(listed.firstIndex { $0.first?.isNumber == true })
        #expect(listed.firstIndex(of: starting[0])! < firstStation)
    }
}
