import Gestures

/// What a station's views take from its lesson file (`PlaygroundLessonFile.labStations`): a recognizer or a pad by name.
extension LabStation {
    /// The recognizer the station's file names `name`; when the file could not be read or has no such
    /// recognizer of that class, `make()`'s, on no pad (the station then says why in its title bar, and
    /// nothing else fails).
    func recognizer<T: GestureRecognizer>(_ name: String, orMake make: () -> T) -> T {
        if let r = installation?.recognizer(name) as? T { return r }
        if installation != nil { lessonProblem = lessonProblem ?? "\(stem).\(PlaygroundLessonFile.pathExtension): the station's file has no \(T.self) named \(name)" }
        return make()
    }

    /// The pad the station's file names `name` (a detached one when the file could not be read).
    func pad(_ name: String) -> LabPad {
        if let p = installation?.pads[name] as? LabPad { return p }
        if installation != nil { lessonProblem = lessonProblem ?? "\(stem).\(PlaygroundLessonFile.pathExtension): the station's file has no pad named \(name)" }
        return LabPad(name: name, label: "")
    }
}
