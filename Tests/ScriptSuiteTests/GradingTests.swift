import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// Grading a class (issue 48, docs/playground.md "Grading a class"): each answer graded by its exercise's own
/// checks (`--checks-from`), an answer whose checks differ marked "checks changed" with the difference, and
/// the student each answer names, in the console, JUnit and the report.
@Suite struct GradingTests {
    static let root = Binary.packageRoot
    static let exercise = root.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground")

    /// A class's answers to tap-or-double-tap: Ana solved it; Ben did not, and added `expect tap ended` before
    /// `expect doubleTap ended` so his own checks hold; Cy solved it, and his answer (saved before answers
    /// named their exercise) has only its title to match by.
    static func answers() throws -> ScratchFolder {
        let folder = ScratchFolder("tt-grading")
        let start = try String(contentsOf: exercise, encoding: .utf8)
        let solved = start.replacingOccurrences(of: "set doubleTap numberOfTapsRequired 2\n", with: "set doubleTap numberOfTapsRequired 2\nrequire tap toFail doubleTap\n")
        let named = { (student: String, text: String) in
            text.replacingOccurrences(of: "title Exercise: tap or double tap\n", with: "title Exercise: tap or double tap\nexercise tap-or-double-tap\nstudent \(student)\n")
        }
        let answers = [
            "answers/ana.playground": named("Ana Lima", solved),
            "answers/ben.playground": named("Ben Okafor", start).replacingOccurrences(of: "wait 1\nexpect doubleTap ended\n", with: "wait 1\n# mine\nexpect tap ended\nexpect doubleTap ended\n"),
            "answers/cy.playground": solved,
        ]
        for (name, text) in answers {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func test(_ arguments: [String], in folder: URL) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: folder, unset: ["CI"])
    }

    @Test func byTheirOwnChecksBensUnsolvedAnswerPasses() throws {
        let folder = try Self.answers()
        let run = try test(["answers", "--workers", "1"], in: folder.url)
        #expect(run.code == 0, "the issue: \(run.stdout)")
    }

    @Test func byTheExercisesChecksBenFailsAndHisChangedChecksAreShown() throws {
        let folder = try Self.answers()
        let exercises = Self.root.appendingPathComponent("Assets/Exercises").path
        let run = try test(["answers", "--workers", "1", "--checks-from", exercises, "--junit", "j.xml", "--report", "r"], in: folder.url)
        #expect(run.code == 3, "\(run.stdout)\(run.stderr)")
        let ex = exercises + "/tap-or-double-tap.playground"
        #expect(TestCommandTests.timeless(run.stdout) == """
            ✓ answers/ana.playground (T s) student Ana Lima
            ✗ answers/ben.playground (T s) student Ben Okafor [checks changed] \(ex):18: the actions since the last check are not the expected ones
              checks changed: graded by the exercise's own; the answer's differ:
                + expect tap ended
            ✓ answers/cy.playground (T s)
            3 scripts: 2 passed, 1 failed, 0 bad, 0 timed out, 0 errors, 1 with checks changed in T s (R scripts/s, 1 worker)

            """, "\(run.stdout)")
        let xml = try String(contentsOfFile: folder.path + "/j.xml", encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"answers\" name=\"ana.playground (Ana Lima)\" time=\""))
        #expect(xml.contains("<system-out>student: Ben Okafor\nchecks changed: graded by the exercise&apos;s own; the answer&apos;s differ:\n+ expect tap ended\n[[ATTACHMENT|"), "\(xml)")
        #expect(try JUnitSchema.problems(folder.path + "/j.xml") == nil)
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("<a href=\"#s2\">answers/ben.playground</a> <span class=\"student\">Ben Okafor</span> <span class=\"changed\">checks changed</span>"))
        #expect(page.contains("<pre class=\"checks-changed\"><span class=\"added\">+ expect tap ended</span></pre>"))
        let suite = try HTMLReport.read(folder.path + "/r")
        #expect(suite.scripts.map { "\($0.student ?? "-") \($0.checksChanged ?? [])" } == ["Ana Lima []", "Ben Okafor [\"+ expect tap ended\"]", "- []"])
    }

    @Test func oneExerciseFileGradesEveryAnswerAndAMissingExerciseIsBad() throws {
        let folder = try Self.answers()
        let one = try test(["answers/ben.playground", "--checks-from", Self.exercise.path], in: folder.url)
        #expect(one.code == 3)
        try "playground 1\nexercise nope\npad pad 0 0 100 100\nchecks\nexpect-log\nend\n".write(to: folder.appendingPathComponent("answers/dee.playground"), atomically: true, encoding: .utf8)
        let exercises = Self.root.appendingPathComponent("Assets/Exercises").path
        let bad = try Binary.capture(["--headless", "--script", "answers/dee.playground", "--checks-from", exercises], in: folder.url, unset: ["CI"])
        #expect(bad.code == 2)
        #expect(bad.stderr.hasPrefix("answers/dee.playground:1: --checks-from: the answer is of the exercise 'nope', which \(exercises) does not hold (it holds cancels-touches-in-view, delays-touches-began, "),
                "\(bad.stderr)")
    }

    /// An answer matched by its title alone, in a folder whose only exercise file cannot be read (not UTF-8):
    /// bad, and the message names the file that cannot be read (it may be the answer's exercise).
    @Test func anExerciseThatCannotBeReadIsNamedWhenNoneMatches() throws {
        let folder = try Self.answers()
        let exercises = folder.appendingPathComponent("exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: exercises.appendingPathComponent("tap-or-double-tap.playground"))
        let run = try Binary.capture(["--headless", "--script", "answers/cy.playground", "--checks-from", exercises.path], in: folder.url, unset: ["CI"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("(and 1 exercise file there cannot be read: tap-or-double-tap.playground)"), "\(run.stderr)")
    }
}
