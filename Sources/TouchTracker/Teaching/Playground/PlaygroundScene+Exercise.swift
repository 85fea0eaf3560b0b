import Gestures
import AppHost

/// An exercise in the playground (docs/playground.md, "An exercise"): its task in a box above the pads, and
/// **Check** in the title line (a lesson with checks only), which runs the lesson's checks on the lesson as
/// it stands, edits not yet applied included, in a window of their own on a virtual clock (`LessonCheckRun`:
/// the live pads, log and timeline are left as they are), and shows what they found (`CheckPanel`).
extension PlaygroundScene {
    /// The title line's Check button.
    static let checkWidth: Points = 64
    /// The task's text sizes, largest first, in points; a line's step is 1.3 times its size.
    static let taskTextSizes: [Points] = [13, 12, 11]
    /// The most of the pads' area the task's box takes before its text is made smaller.
    static let taskShare = 0.4

    /// The task's lines wrapped to the pads' width, never cut (issue 49: "nothing e…" on a projector), in a
    /// box at the top of the pads' area, which gives it the room: at 13 points, smaller (to 11) where that
    /// box would take more than `taskShare` of the area.
    func layoutTask() {
        taskLines = []
        taskBox = .zero
        guard !lesson.task.isEmpty, area.frame.width > 40 else { return }
        let width = area.frame.width - 16 - 16
        let measure = side.measure
        for size in Self.taskTextSizes {
            taskSize = size
            taskLines = lesson.task.flatMap { line in TextWrapping.lines(line, width: width, maxLines: 50) { measure($0, size).width } }
            if 10 + Double(taskLines.count) * Self.taskLineStep(size) <= area.frame.height * Self.taskShare { break }
        }
        let height = 10 + Double(taskLines.count) * Self.taskLineStep(taskSize)
        taskBox = Rect(x: area.frame.minX + 8, y: area.frame.minY, width: area.frame.width - 16, height: height)
        area.frame = Rect(x: area.frame.minX, y: area.frame.minY + height + 6, width: area.frame.width, height: Swift.max(0, area.frame.height - height - 6))
    }

    static func taskLineStep(_ size: Points) -> Points { (size * 1.3).rounded() }

    func drawTask(in canvas: Canvas) {
        guard !taskLines.isEmpty else { return }
        canvas.fillRoundedRect(taskBox, radius: 8, color: Color(rgb: 0xFFF8E1))
        canvas.strokeRect(taskBox, width: 1, color: Color(rgb: 0xFFB300))
        for (i, line) in shownTaskLines().enumerated() {
            canvas.drawText(line, at: Point(taskBox.minX + 8, taskBox.minY + 5 + Double(i) * Self.taskLineStep(taskSize)), size: taskSize,
                            color: Color(rgb: 0x3E2723), alignment: .left)
        }
    }

    /// The results over the pads and the column: from below the title line to above the status line.
    func layoutCheckPanel() {
        let usable = Swift.max(0, size.width - dockWidth)
        let x = Swift.min(Self.paletteWidth, Swift.max(0, usable - 300))
        checkPanel.frame = Rect(x: x, y: Self.contentTop + 4, width: Swift.max(0, usable - x - 8), height: Swift.max(0, size.height - Self.contentTop - 40))
        checkPanel.layoutTargets()
    }

    /// Check: the lesson's checks on the lesson as it stands; the panel shows each, the status line the sum.
    func runChecks() {
        let run = LessonCheckRun(lesson, file: lessonFile ?? "lesson")
        lessonList.isHidden = true
        checkPanel.show(run)
        layoutCheckPanel()
        say(CheckPanel.heading(run))
    }

    /// The dump's `checks`: the last run shown (null: none, or the panel closed).
    var checksDump: JSONValue {
        guard !checkPanel.isHidden, let run = checkPanel.run else { return .null }
        return .object([
            ("passed", .bool(run.passed)),
            ("problem", run.problem.map { .string($0.description) } ?? .null),
            ("results", .array(run.checks.map { c in
                .object([("line", .int(c.line)), ("passed", .bool(c.passed)),
                         ("expected", .array(c.expected.map { .string($0) })), ("actual", .array(c.actual.map { .string($0) }))])
            })),
        ])
    }
}
