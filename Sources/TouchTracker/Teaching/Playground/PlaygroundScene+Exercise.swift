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
    ///
    /// Compact (a short scene, `isCompact`: the pads keep 320x240 points first), the task is the drawer's
    /// top instead (☰): above the pads it would take their room (issue 49), over them it would cover them.
    func layoutTask() {
        taskLines = []
        taskBox = .zero
        taskShield.frame = .zero
        // The box goes above the pads, or compact at the drawer's top (the column, or the code in its place).
        let host = isCompact ? side.frame : area.frame
        guard !lesson.task.isEmpty, host.width > 40 else { return }
        let width = host.width - 16 - 16
        let measure = side.measure
        for size in Self.taskTextSizes {
            taskSize = size
            taskLines = lesson.task.flatMap { line in TextWrapping.lines(line, width: width, maxLines: 50) { measure($0, size).width } }
            if 10 + Double(taskLines.count) * Self.taskLineStep(size) <= host.height * Self.taskShare { break }
        }
        let height = 10 + Double(taskLines.count) * Self.taskLineStep(taskSize)
        let top = isCompact ? host.minY + 6 : host.minY
        taskBox = Rect(x: host.minX + 8, y: top, width: host.width - 16, height: height)
        let below = Rect(x: host.minX, y: top + height + 6, width: host.width, height: Swift.max(0, host.maxY - top - height - 6))
        if isCompact {
            // The drawer's top band is the task's: a press there is the drawer's, never the pad's under it.
            taskShield.frame = Rect(x: host.minX, y: host.minY, width: host.width, height: below.minY - host.minY)
            if codeFlavor != nil { codePanel.frame = below }   // compact, the code is in the column's place
            side.frame = below
        } else {
            area.frame = below
        }
    }

    /// Whether the task is shown now: always above the pads; compact, while the drawer is (or the code in its
    /// place).
    var showsTask: Bool { !taskLines.isEmpty && (!isCompact || !taskShield.isHidden) }

    static func taskLineStep(_ size: Points) -> Points { (size * 1.3).rounded() }

    func drawTask(in canvas: Canvas) {
        guard showsTask else { return }
        // Compact, the drawer's band behind the box (drawn over the pads, as the drawer is).
        if isCompact { canvas.fill(taskShield.frame, color: side.backdrop ?? Color(rgb: 0xECEFF1)) }
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
