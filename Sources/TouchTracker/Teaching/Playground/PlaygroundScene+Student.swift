import Gestures
import AppHost

/// A student's answer names its student and its exercise (docs/playground.md, "Grading a class"): the first
/// Save of an exercise (a lesson with checks and no `student` line) asks the student's name once, in the
/// title line's field (Return saves with it, Escape saves without; asked once for the lesson opened), and a
/// saved answer names the exercise it came from (`exercise NAME`, the exercise file's name), which
/// `touchtracker test --checks-from FOLDER` grades it by.
extension PlaygroundScene {
    /// The longest name typed, in characters.
    static let studentNameLimit = 60

    /// Save (to `file`, nil: a new file): first the student's name when an exercise is saved for the first time.
    func requestSave(to file: String?, overwrite: Bool = false) {
        if lesson.checks != nil, lesson.student == nil, !askedStudentName {
            askedStudentName = true
            pendingNameSave = (file, overwrite)
            titleField = TextFieldEditing("", limit: Self.studentNameLimit)
            titleLine.firstShown = 0
            say(tr("Your name, saved with your answer: type it, Return saves, Escape saves without it"))
            return
        }
        saveNow(to: file, overwrite: overwrite)
    }

    /// The name typed: `keep` puts it in the lesson (spaces run together; empty: none), then the Save waiting goes on.
    func finishStudentName(keep: Bool) {
        guard let pending = pendingNameSave else { return }
        let draft = titleDraft ?? ""
        pendingNameSave = nil
        titleField = nil
        status = nil
        let name = draft.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if keep && !name.isEmpty { edit(tr("student: {name}", ["name": name]), traced: false) { l in l.student = name; return .success(()) } }
        saveNow(to: pending.file, overwrite: pending.overwrite)
    }

    /// Saves: an answer (a lesson with checks that names its student, or is saved to another file than the
    /// one it came from) first names the exercise it came from, when it does not yet.
    func saveNow(to file: String?, overwrite: Bool) {
        if lesson.checks != nil, lesson.exercise == nil, lesson.student != nil || file != lessonFile,
           let exercise = lessonFile.flatMap(PlaygroundLesson.exerciseName(ofFile:)) {
            edit(tr("exercise: {exercise}", ["exercise": exercise]), traced: false) { l in l.exercise = exercise; return .success(()) }
        }
        onSave?(lesson, file, overwrite)
    }
}
