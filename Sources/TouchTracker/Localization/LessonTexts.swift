/// What of a lesson file a person reads, each as its catalogue entry's msgid (in `Localized.lessonContext`):
/// the title, the task (whole, its lines joined by newlines), a station's switch label, its pads' labels (the
/// `label` lines and both sides of each `flip label`), its `say` texts (placeholders such as `{direction}`
/// kept: they are filled after the translation) and the words its views show (`viewTextKeys`). The shipped
/// lessons' texts make the template, `Assets/po/touchtracker.pot` (`CatalogueTests` checks it); the places
/// that draw them ask `Localized.lesson` for each.
public enum LessonTexts {
    /// The arguments of a station view that are words a person reads: `actionList`'s `join`, `text`'s
    /// `lines` (`|` between lines), `button`'s `flash`.
    public static let viewTextKeys = ["join", "lines", "flash"]

    /// A task's lines as one text.
    public static func task(_ lines: [String]) -> String { lines.joined(separator: "\n") }

    /// The lesson's and its station lines' texts, in file order, each once.
    public static func of(_ lesson: PlaygroundLesson, station: StationSpec = StationSpec()) -> [String] {
        var texts: [String] = []
        func add(_ t: String?) { if let t, !t.isEmpty, !texts.contains(t) { texts.append(t) } }
        add(lesson.title)
        if !lesson.task.isEmpty { add(task(lesson.task)) }
        add(station.switchLabel)
        for pad in lesson.pads { add(station.labels[pad.name]) }
        for flip in station.flips { if case .label(_, let on, let off) = flip { add(on); add(off) } }
        for say in station.says { add(say.text) }
        for view in station.views { for key in viewTextKeys { add(view.arguments[key]) } }
        return texts
    }
}
