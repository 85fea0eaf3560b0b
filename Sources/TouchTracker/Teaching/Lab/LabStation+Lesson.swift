import Foundation
import AppHost
import Gestures

/// A station's lesson file and what the station takes from it.
extension LabStation {
    /// The lab's station files, read once: by file stem (`15-tap-chain`), each lesson or why not.
    static let stationLessons: [String: Result<PlaygroundLesson, ScriptError>] = {
        var out: [String: Result<PlaygroundLesson, ScriptError>] = [:]
        for path in PlaygroundLessonFile.stationFiles() {
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            out[stem] = PlaygroundLessonFile.read(path)
        }
        return out
    }()

    /// Station file `stem`'s lesson, or why it cannot be had (a missing file names where it was looked for).
    static func lesson(_ stem: String) -> Result<PlaygroundLesson, ScriptError> {
        stationLessons[stem] ?? .failure(ScriptError(file: "Assets/Playgrounds/\(stem).playground", line: 1,
                                                     message: "missing: the lab's station files come with TouchTracker (reinstall it)"))
    }

    /// The recognizer the station's file names `name`; when the file could not be read or has no such
    /// recognizer of that class, `make()`'s, on no pad (the station then says why in its title bar, and
    /// nothing else fails).
    func recognizer<T: GestureRecognizer>(_ name: String, orMake make: () -> T) -> T {
        if let r = installation?.recognizer(name) as? T { return r }
        if installation != nil { lessonProblem = lessonProblem ?? "the station's file has no \(T.self) named \(name)" }
        return make()
    }

    /// The pad the station's file names `name` (a detached one when the file could not be read).
    func pad(_ name: String) -> LabPad {
        if let p = installation?.pads[name] as? LabPad { return p }
        if installation != nil { lessonProblem = lessonProblem ?? "the station's file has no pad named \(name)" }
        return LabPad(name: name, label: "")
    }
}
