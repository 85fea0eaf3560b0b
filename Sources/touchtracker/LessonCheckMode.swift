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

    /// Runs the checks of the lesson at `path` (a student's answer), or with `checksFrom` (an exercise file,
    /// or a folder of them matched by the answer's `exercise` line, else its title) the exercise's own checks
    /// on it, the answer's ignored: an answer whose checks differ is marked "checks changed" with the
    /// difference (on standard error and in `--results`), whatever its grade (docs/playground.md, "Grading a
    /// class").
    static func run(_ path: String, results: String?, updatesExpectations: Bool = false, checksFrom: String? = nil) throws {
        let lesson: PlaygroundLesson
        switch PlaygroundLessonFile.read(path) {
        case .success(let l): lesson = l
        case .failure(let e): throw BadInput(e.description)
        }
        let shown = ScriptError.printable(path, limit: 200)
        var graded = lesson, file = shown
        var changed: [String]?
        if let checksFrom {
            let (exercisePath, exercise) = try Self.exercise(for: lesson, answer: shown, in: checksFrom)
            graded.checks = exercise.checks
            file = ScriptError.printable(exercisePath, limit: 200)
            let difference = ChecksDifference.between(exercise: exercise.checks?.lines ?? [], answer: lesson.checks?.lines ?? [])
            if !difference.isEmpty {
                changed = difference
                writeStandardError("\(shown): checks changed: graded by \(file)'s own checks; the answer's differ:\n"
                                   + difference.map { "  \($0)\n" }.joined())
            }
        }
        let run = LessonCheckRun(graded, file: file)
        if let problem = run.problem { throw BadInput(problem.description) }
        if let results {
            var record = ScriptRunRecord(failures: run.failures, updatedGoldens: [])
            record.student = lesson.student
            record.checksChanged = changed
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

    /// The exercise `answer` is graded by: `source` itself when it is a file, else the exercise in the folder
    /// `source` (its `*.playground` files, not `*.solution.playground`) the answer's `exercise` line names,
    /// or, for an answer without one, the one whose title is the answer's. None, or one without checks, is a
    /// bad answer (exit 2) saying which.
    static func exercise(for lesson: PlaygroundLesson, answer: String, in source: String) throws -> (String, PlaygroundLesson) {
        func read(_ path: String) throws -> PlaygroundLesson {
            switch PlaygroundLessonFile.read(path) {
            case .success(let l):
                guard l.checks != nil else { throw BadInput("\(ScriptError.printable(path, limit: 200)):1: --checks-from: the exercise has no checks (a 'checks' line, then touch-script lines)") }
                return l
            case .failure(let e): throw BadInput("--checks-from: \(e.description)")
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
            throw BadInput("touchtracker: --checks-from \(ScriptError.printable(source, limit: 200)): no such file or folder")
        }
        guard isFolder.boolValue else { return (source, try read(source)) }
        let files = PlaygroundLessonFile.exerciseFiles(in: source)
        let names = files.compactMap(PlaygroundLesson.exerciseName(ofFile:))
        if let name = lesson.exercise {
            guard let file = files.first(where: { PlaygroundLesson.exerciseName(ofFile: $0) == name }) else {
                throw BadInput("\(answer):1: --checks-from: the answer is of the exercise '\(name)', which \(ScriptError.printable(source, limit: 200)) does not hold (it holds \(names.isEmpty ? "no exercise" : names.joined(separator: ", ")))")
            }
            return (file, try read(file))
        }
        let lessons = files.map { ($0, try? PlaygroundLessonFile.read($0).get()) }
        let byTitle = lessons.filter { lesson.title != nil && $0.1?.title == lesson.title }.map(\.0)
        guard byTitle.count == 1 else {
            // An exercise that cannot be read may be the one: named, so the teacher can mend it.
            let unreadable = lessons.filter { $0.1 == nil }.map { ($0.0 as NSString).lastPathComponent }
            let also = unreadable.isEmpty ? "" : " (and \(unreadable.count) exercise file\(unreadable.count == 1 ? "" : "s") there cannot be read: \(unreadable.prefix(5).joined(separator: ", ")))"
            throw BadInput("\(answer):1: --checks-from: the answer names no exercise (no 'exercise' line) and \(byTitle.isEmpty ? "no" : "more than one") exercise in \(ScriptError.printable(source, limit: 200)) has its title '\(lesson.title ?? "")'\(also): give the exercise's file")
        }
        return (byTitle[0], try read(byTitle[0]))
    }
}
