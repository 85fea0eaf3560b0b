import Foundation
import Testing
import TestSupport

/// Issue 52: `--update-expectations` on a failing lesson left its checks as they were and said nothing (exit
/// 3). A lesson's checks are not rewritten (they grade a student's answer), and both the run and the suite
/// say so; the file is left byte for byte.
@Suite struct LessonUpdateExpectationsTests {
    @Test func aFailingLessonIsNotRewrittenAndSaysWhy() throws {
        let folder = ScratchFolder("tt-lesson-update")
        let answers = try folder.folder("answers", copying: ["Assets/Exercises/tap-or-double-tap.playground": "ana.playground"])
        let lesson = answers.appendingPathComponent("ana.playground")
        let before = try Data(contentsOf: lesson)

        let one = try Binary.capture(["--headless", "--script", lesson.path, "--update-expectations"], in: folder.url, unset: ["CI"])
        #expect(one.code == 3, "\(one.stderr)")
        #expect(one.stderr.hasSuffix("touchtracker: \(lesson.path): not rewritten: --update-expectations rewrites touch scripts; a lesson's checks grade a student's answer and are changed by hand (docs/playground.md, \"An exercise\")\n"), "\(one.stderr)")

        let suite = try Binary.capture(["test", "answers", "--update-expectations", "--output", "out"], in: folder.url, unset: ["CI"])
        #expect(suite.code == 3, "\(suite.stdout) \(suite.stderr)")
        #expect(suite.stderr.hasPrefix("touchtracker: --update-expectations leaves the checks of the 1 lesson as they are: a lesson's checks grade a student's answer and are changed by hand\n"), "\(suite.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("out/answers/ana-playground/stderr.log"), encoding: .utf8).contains(": not rewritten: "))
        #expect(try Data(contentsOf: lesson) == before)
    }
}
