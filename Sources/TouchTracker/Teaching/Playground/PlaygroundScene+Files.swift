import Gestures
import AppHost

/// The playground's files on screen: Open…'s list (scrolled, every lesson reachable at any size), the
/// question Save asks before writing over a lesson file changed on disk since it was opened, and what the
/// app says when it saved.
extension PlaygroundScene {
    // MARK: Open…

    func showLessonList() {
        listedLessons = listLessons?() ?? []
        guard !listedLessons.isEmpty else { return say(tr("No lesson files found")) }
        lessonList.isHidden = false
        lessonList.scroll(to: 0)
        layoutLessonList()
    }

    /// Open…'s rows under its heading, scrolled (a drag or the wheel: every lesson can be reached at any
    /// window size), with Cancel at the heading's right. One column; two when one does not hold them all and
    /// the list is wide enough.
    func layoutLessonList() {
        let top: Points = 36, rowStep: Points = 28
        let viewport = Swift.max(rowStep, lessonList.bounds.height - top - 6)
        let rowsInView = Swift.max(1, Int((viewport + 4) / rowStep))
        let columns = listedLessons.count > rowsInView && lessonList.bounds.width >= 400 ? 2 : 1
        let rows = (listedLessons.count + columns - 1) / columns
        lessonList.contentHeight = Double(rows) * rowStep - 4 + (lessonList.bounds.height - viewport)
        lessonList.clampScroll()
        let w = (lessonList.bounds.width - 24 - Double(columns - 1) * 8 - (lessonList.maxScroll > 0 ? 6 : 0)) / Double(columns)
        var targets: [PlaygroundControls.Target] = []
        // Scrolled by whole rows (the first row in view right under the heading), but to the very end at the end.
        let offset = Swift.min(lessonList.maxScroll, (lessonList.scrollOffset / rowStep).rounded(.up) * rowStep)
        for (k, entry) in listedLessons.enumerated() {
            // Row after row (issue 49): two columns read left to right, then down, so scrolling both together
            // keeps the reading order (column after column, a scrolled view showed two far parts of the list).
            let x = 12 + Double(k % columns) * (w + 8), y = top + Double(k / columns) * rowStep - offset
            lessonList.titles[.lesson(k)] = entry.title
            // Only the rows wholly under the heading are drawn and tappable.
            guard y >= top - 0.5, y + 24 <= top + viewport + 0.5 else { continue }
            targets.append(.init(id: .lesson(k), frame: Rect(x: x, y: y, width: w, height: 24)))
        }
        let cancelWidth: Points = 80
        targets.append(.init(id: .cancel, frame: Rect(x: Swift.max(12, lessonList.bounds.width - 12 - cancelWidth), y: 6, width: cancelWidth, height: 24)))
        lessonList.headingInset = cancelWidth + 12
        lessonList.titles[.cancel] = "Cancel"
        lessonList.shownTitles[.cancel] = tr("Cancel")
        lessonList.setTargets(targets)
    }

    // MARK: Save's question

    /// The app found the lesson's file changed on disk since it was opened: Save asks before writing over it
    /// (Save over it, Save as a new file, Cancel; Escape cancels). Nothing is written meanwhile.
    func askToOverwrite(_ path: String) {
        pendingOverwrite = path
        lessonList.isHidden = true
        let name = path.split(separator: "/").last.map(String.init) ?? path
        confirmBox.headingFile = name
        confirmBox.isHidden = false
        layoutConfirm()
        say(tr("{file} changed on disk: save over it, or as a new file?", ["file": name]))
    }

    /// The teacher's answer: true saves over the file, false saves a new file, nil saves nothing.
    func answerOverwrite(_ overwrite: Bool?) {
        guard let path = pendingOverwrite else { return }
        pendingOverwrite = nil
        confirmBox.isHidden = true
        switch overwrite {
        case true?: onSave?(lesson, path, true)
        case false?: onSave?(lesson, nil, false)
        case nil: say(tr("Not saved: {file} is as it was on disk", ["file": path.split(separator: "/").last.map(String.init) ?? path]))
        }
    }

    /// The question over the pads: its heading and the file's name, then its three answers on a row (two rows
    /// when narrow).
    func layoutConfirm() {
        let width = Swift.min(460, Swift.max(220, size.width - dockWidth - Self.paletteWidth - 16))
        let x = Swift.max(0, Swift.min(Self.paletteWidth, size.width - dockWidth - width))
        let wide = width >= 420
        confirmBox.heading = wide ? tr("Changed on disk since it was opened:") : tr("Changed on disk:")
        confirmBox.frame = Rect(x: x, y: Self.contentTop + 16, width: width, height: wide ? 98 : 130)
        let ids: [PlaygroundControl] = [.overwrite, .saveNew, .cancel]
        if wide {
            let widths: [Points] = [120, 150, 80]
            var left: Points = 12
            confirmBox.setTargets(zip(ids, widths).map { id, w in
                defer { left += w + 8 }
                return .init(id: id, frame: Rect(x: left, y: 58, width: w, height: 26))
            })
        } else {
            let half = (width - 32) / 2
            confirmBox.setTargets([.init(id: .overwrite, frame: Rect(x: 12, y: 58, width: half, height: 26)),
                                   .init(id: .saveNew, frame: Rect(x: 20 + half, y: 58, width: half, height: 26)),
                                   .init(id: .cancel, frame: Rect(x: 12, y: 92, width: half, height: 26))])
        }
    }

    /// The app saved the lesson to `path`.
    func saved(to path: String) {
        lessonFile = path
        lessonFileBytes = PlaygroundLessonFile.bytes(path)
        savedLesson = lesson
        say(tr("Saved to {path}", ["path": path]))
    }
}
