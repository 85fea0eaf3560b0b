import AppHost
import TouchTracker

/// A playground lesson read from its file (`--playground FILE`, `print-code`), checked whole.
struct OpenedLesson {
    let lesson: PlaygroundLesson
    /// The file as given (the playground saves back to it; the printed code names it).
    let file: String

    /// Reads the lesson in `path`; a bad one is `FILE:LINE: message` (exit 2).
    init(path: String) throws {
        switch PlaygroundLessonFile.read(path) {
        case .success(let lesson): self.lesson = lesson
        case .failure(let error): throw BadInput(error.description)
        }
        file = path
    }
}
