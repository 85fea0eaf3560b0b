import Gestures

/// A lesson's words drawn in the person's language (`Localized.lesson`) in the room their English takes:
/// the layout (a station's title bar, the playground's task box, and so every pad's frame) is made from the
/// lesson file's English, so the state dump's frames, and the points a touch script taps, are the same in
/// every language; only the words drawn in that room change.
extension LabStation {
    /// The title as drawn: the station's number and its title in the person's language.
    var shownTitle: String { "\(number). \(Localized.lesson(title))" }
    /// The switch's line as drawn: `switchText` with the switch's label in the person's language.
    var shownSwitchText: String {
        if let lessonProblem { return lessonProblem }
        guard toggle.isHidden else { return tr("switch: {label}", ["label": Localized.lesson(toggle.label)]) }
        return taskLine ?? tr("no switch: open it in the playground")
    }
}

extension PlaygroundScene {
    /// The task as drawn: in the person's language, wrapped to the task box's width, on at most as many lines
    /// as its English took (`taskLines`, which sized the box).
    func shownTaskLines() -> [String] {
        let shown = Localized.lesson(task: lesson.task)
        guard shown != lesson.task else { return taskLines }
        let width = taskBox.width - 16, measure = side.measure
        let lines = shown.flatMap { line in TextWrapping.lines(line, width: width, maxLines: 4) { measure($0, taskSize).width } }
        return Array(lines.prefix(taskLines.count))
    }
}
