import Foundation
import AppHost
import TouchTracker

/// `--headless --script LESSON.playground`: an exercise's checks (docs/playground.md, "An exercise") run on
/// the lesson as the file has it, as a touch script's checks run: a failure is `FILE:LINE: message` with its
/// expected and actual lines, exit 3; a lesson that is bad or has no checks is exit 2; `--results` writes what
/// `touchtracker test` reads (the run's timeline beside it when a check failed). So `touchtracker test` grades a
/// folder of students' saved answers, one testcase a file.
enum LessonCheckMode {
    /// Whether `--script` names a lesson file rather than a touch script.
    static func isLesson(_ path: String) -> Bool { path.hasSuffix("." + PlaygroundLessonFile.pathExtension) }

    /// `--update-expectations` on a lesson: its checks are not rewritten (they grade a student's answer: the
    /// teacher writes them), and a failing one says so under its failure rather than leaving it silent.
    static func notRewritten(_ path: String) -> String {
        "touchtracker: \(ScriptError.printable(path, limit: 200)): not rewritten: --update-expectations rewrites touch scripts; a lesson's checks grade a student's answer and are changed by hand (docs/playground.md, \"An exercise\")"
    }

    static func run(_ path: String, results: String?, updatesExpectations: Bool = false) throws {
        let lesson: PlaygroundLesson
        switch PlaygroundLessonFile.read(path) {
        case .success(let l): lesson = l
        case .failure(let e): throw BadInput(e.description)
        }
        let run = LessonCheckRun(lesson, file: ScriptError.printable(path, limit: 200))
        if let problem = run.problem { throw BadInput(problem.description) }
        if let results {
            var record = ScriptRunRecord(failures: run.failures, updatedGoldens: [])
            if !run.failures.isEmpty {
                let timeline = ((results as NSString).deletingLastPathComponent as NSString).appendingPathComponent("timeline.svg")
                let services = chosenBackend.makeServices()
                if let svg = run.timelineSVG(measure: { text, size in services.measure(text, size: size) }) {
                    do { try writeFileAtomically(svg, to: timeline); record.timeline = timeline } catch {
                        writeStandardError("touchtracker: cannot write the timeline \(timeline): \(describe(error))\n")
                    }
                }
            }
            do { try record.write(to: results) } catch { throw RunFailure("cannot write \(results): \(describe(error))") }
        }
        if !run.failures.isEmpty { throw ExpectationsFailed(lines: run.failures.map(\.description) + (updatesExpectations ? [notRewritten(path)] : [])) }
    }
}
