import Gestures
import AppHost

/// The playground's edits: by the palette, the cards, the inspector, the toolbar and keys. Every edit goes
/// through `edit(_:_:)`: one undo step, one line in the trace, applied to the engine at the next touch.
extension PlaygroundScene {
    /// The palette's kinds, in order (their letters add them too: `Kind.Entry.paletteKey`).
    static let paletteKinds = PlaygroundLesson.Kind.allCases

    // MARK: The lesson

    /// Changes the lesson by `change`; `what` is the trace's words for it (`traced` false: an edit the engine
    /// never sees, the title, is not traced). A refused edit changes nothing and says why in the status line.
    /// Returns whether the lesson changed.
    @discardableResult
    func edit(_ what: @autoclosure () -> String, traced: Bool = true, _ change: (inout PlaygroundLesson) -> Result<Void, PlaygroundLesson.EditRefusal>) -> Bool {
        var next = lesson
        switch change(&next) {
        case .failure(let refusal):
            say(english: refusal.message, shown: refusal.shown)
            return false
        case .success:
            guard next != lesson else { return false }
            let english = Localized.inEnglish(what)
            remember(english, shown: what())
            lesson = next
            if traced { window.trace?.note("\(english): from the next touch", about: container.name, at: window.clock.now) }
            settleSelection()
            refresh()
            applyIfIdle()
            return true
        }
    }

    /// Replaces the whole lesson (New, Open, `--playground FILE`): touches in progress are cancelled and the
    /// lesson is live at once. Undoable, except the first load.
    func load(_ new: PlaygroundLesson, from file: String?, undoable: Bool = true) {
        if undoable && new != lesson {
            let words = { file.map { tr("opened {file}", ["file": $0.split(separator: "/").last.map(String.init) ?? $0]) } ?? tr("new lesson") }
            remember(Localized.inEnglish(words), shown: words())
        }
        lesson = new
        onHistory?()
        savedLesson = new
        lessonFile = file
        lessonFileBytes = file.flatMap(PlaygroundLessonFile.bytes)
        // A question Save was asking is about the lesson that is gone.
        pendingOverwrite = nil
        pendingNameSave = nil
        askedStudentName = false
        confirmBox.isHidden = true
        selection = nil
        picking = nil
        nameField = nil
        targetPad = new.pads.first?.name ?? "pad"
        actions.removeAll()
        window.cancelAllTouches(time: window.clock.now)
        checkPanel.isHidden = true
        install()
        layout(size: size, dockWidth: dockWidth)
    }

    /// Makes the edited lesson live when nothing of the playground is in a gesture.
    func applyIfIdle() {
        guard installation.lesson != lesson, window.touchesOnScreenOrHeld.isEmpty,
              !installation.recognizers.contains(where: { r in window.recognizersInProgress.contains { $0 === r } }) else { return }
        install()
    }

    /// Replaces the engine's pads and recognizers by the lesson's.
    private func install() {
        for r in installation.recognizers { r.node?.removeGestureRecognizer(r) }
        for child in area.children { child.removeFromParent() }
        installation = PlaygroundInstallation(lesson, in: area, makePad: Self.makePad)
        hookActions()
        fitPads()
        onTreeChanged?()
    }

    func undo() { travel(back: true) }
    func redo() { travel(back: false) }

    /// One step of the history: the lesson before an edit, and the edit in the trace's words (English) and
    /// as the status line shows it.
    struct HistoryStep {
        let lesson: PlaygroundLesson
        let words: String
        let shown: String
    }

    /// Keeps the lesson as it is for undo, before the edit `words` (200 steps kept); the redo steps go.
    private func remember(_ words: String, shown: String) {
        undoStack.append(HistoryStep(lesson: lesson, words: words, shown: shown))
        if undoStack.count > 200 { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// One step back (undo) or forward (redo) in the lesson's history; like an edit, it applies at the next
    /// touch, and the trace says which edit (`undone: tap2 numberOfTapsRequired 2: from the next touch`).
    private func travel(back: Bool) {
        guard let step = back ? undoStack.popLast() : redoStack.popLast() else { return say(back ? tr("nothing to undo") : tr("nothing to redo")) }
        let other = HistoryStep(lesson: lesson, words: step.words, shown: step.shown)
        if back { redoStack.append(other) } else { undoStack.append(other) }
        lesson = step.lesson
        onHistory?()
        window.trace?.note("\(back ? "undone" : "redone"): \(step.words): from the next touch", about: container.name, at: window.clock.now)
        // The step's words are made once, as the edit was: in English for the dump's status, shown as drawn then.
        say(english: Localized.inEnglish { back ? tr("Undone: {step}", ["step": step.words]) : tr("Redone: {step}", ["step": step.words]) },
            shown: back ? tr("Undone: {step}", ["step": step.shown]) : tr("Redone: {step}", ["step": step.shown]))
        settleSelection()
        refresh()
        applyIfIdle()
    }

    /// Keeps the selection and the palette's pad on things the lesson has.
    private func settleSelection() {
        if let s = selection, lesson.recognizer(s) == nil { selection = nil; picking = nil; nameField = nil }
        if lesson.pad(targetPad) == nil { targetPad = lesson.pads.first?.name ?? "pad" }
    }

    /// Shows `text` on the status line: evaluated in English for the dump and in the person's language to draw.
    func say(_ text: @autoclosure () -> String) { status = (Localized.inEnglish(text), text(), window.clock.now) }
    /// Shows a text made elsewhere in both: `english` for the dump, `shown` drawn.
    func say(english: String, shown: String) { status = (english, shown, window.clock.now) }

    /// Shows the lesson as it now is in the palette, the cards and the inspector.
    func refresh() {
        // Compact, the column is a drawer over the pads while open or a card is selected (the code's place
        // while the code shows), the palette in it too where it has no room beside the pads. It opens or
        // closes when no finger is down: nothing comes over the pad under a press (a key's recognizer).
        if window.activeTouches.isEmpty { drawerShown = showsDrawer }
        if isCompact && codeFlavor == nil { side.isHidden = !drawerShown }
        taskShield.isHidden = !(isCompact && (drawerShown || codeFlavor != nil))
        palette.isHidden = !paletteBeside && !drawerShown
        toolbar.selected = drawerShown ? [.tools] : []
        var paletteTargets: [PlaygroundControls.Target] = []
        // 11 buttons: in a short window (the timeline docked, a large interface scale) the palette scrolls,
        // its buttons narrowed for the scroll bar.
        palette.contentHeight = 36 + Double(Self.paletteKinds.count) * 30 + 6 + 3 * 30 - 4
        palette.clampScroll()
        var y: Points = -palette.scrollOffset
        let width = palette.maxScroll > 0 ? palette.bounds.width - 8 : palette.bounds.width
        // A button's words in English (what the layout measures) and as drawn.
        func add(_ id: PlaygroundControl, gap: Points = 4, _ title: () -> String) {
            paletteTargets.append(.init(id: id, frame: Rect(x: 0, y: y, width: width, height: 26)))
            palette.titles[id] = Localized.inEnglish(title)
            palette.shownTitles[id] = title()
            y += 26 + gap
        }
        add(.targetPad, gap: 10) { tr("to: {pad}", ["pad": targetPad]) }
        for kind in Self.paletteKinds { add(.add(kind)) { Self.paletteTitle(kind) } }
        y += 6
        add(.addPad) { tr("+ pad") }
        add(.addPadInPad) { tr("+ pad in pad") }
        add(.removePad) { tr("− pad") }
        palette.setTargets(paletteTargets)
        let make = {
            self.selection.flatMap {
                PlaygroundInspector($0, in: self.lesson, live: self.installation.lesson == self.lesson ? self.installation.recognizer($0) : nil, picking: self.picking)
            }
        }
        // In English (what the dump reports and the layout measures) and as drawn.
        let inspector = Localized.inEnglish(make), shown = make()
        focus = Swift.max(0, Swift.min(focus, (inspector?.rows.count ?? 1) - 1))
        side.show(.init(lesson: lesson, selected: selection, inspector: inspector, focus: focus, picking: picking, renaming: nameField,
                        shownRows: shown?.rows ?? []))
        if let flavor = codeFlavor {
            codePanel.show(PlaygroundCode.source(lesson, flavor: flavor, from: lessonFile ?? "the playground scene"), flavor: flavor)
        }
        for (name, node) in installation.pads { (node as? PlaygroundPad)?.isTarget = name == targetPad }
    }

    // MARK: Touches on the controls

    /// A button of any strip: the toolbar's, the palette's, the side panel's, Open…'s list's.
    func tapped(_ control: PlaygroundControl) {
        if control != .editTitle { finishTitle(keep: true) }
        if control != .rename { finishName(keep: true, orElseCancel: true) }
        // While Save asks, only its answers count.
        if pendingOverwrite != nil && ![.overwrite, .saveNew, .cancel].contains(control) { return }
        switch control {
        case .new: load(.empty, from: nil); say(tr("A new lesson: add recognizers from the palette"))
        case .open: showLessonList()
        case .save: requestSave(to: lessonFile)
        case .saveAs: requestSave(to: nil)
        case .lab: onShowLab?()
        case .tools:
            drawerOpen = !showsDrawer
            if !drawerOpen { selection = nil; picking = nil }
            refresh()
        case .editTitle: startTitle(at: titleLine.activationPoint?.x)
        case .code: toggleCode()
        case .rename:
            // A tap in the field while renaming puts the cursor under it (not while an input method composes
            // there: the composition stays where it is drawn); otherwise the field opens.
            if let field = nameField, let x = side.activationPoint?.x, let offset = side.nameCaret(atX: x) {
                if field.composition == nil { nameField?.place(offset, extending: false) }
                refresh()
            } else {
                startRename()
            }
        case .copy(let flavor): onCopyCode?(flavor)
        case .targetPad:
            let names = lesson.pads.map(\.name)
            targetPad = names[((names.firstIndex(of: targetPad) ?? -1) + 1) % names.count]
            refresh()
        case .add(let kind): addRecognizer(kind)
        case .addPad: edit(tr("pad added")) { l in l.addPad(in: nil).map { self.targetPad = $0 } }
        case .addPadInPad: edit(tr("pad added in {pad}", ["pad": targetPad])) { l in l.addPad(in: self.targetPad).map { self.targetPad = $0 } }
        case .removePad: edit(tr("{name} removed", ["name": targetPad])) { l in l.removePad(self.targetPad) }
        case .card(let name): cardTapped(name)
        case .close: selection = nil; picking = nil; refresh()
        case .row(let row): rowTapped(row, step: 1)
        case .step(let row, let up): rowTapped(row, step: up ? 1 : -1)
        case .lesson(let k):
            lessonList.isHidden = true
            if listedLessons.indices.contains(k) { onOpen?(listedLessons[k].path) }
        case .cancel:
            if pendingOverwrite != nil { answerOverwrite(nil) } else { lessonList.isHidden = true }
        case .overwrite: answerOverwrite(true)
        case .saveNew: answerOverwrite(false)
        case .check: runChecks()
        case .closeChecks: checkPanel.isHidden = true
        }
    }

    /// Adds a recognizer of `kind` on the target pad and selects it; `key`, the palette's key that asked for
    /// it (alt+T), is said with what it added on the status line.
    func addRecognizer(_ kind: PlaygroundLesson.Kind, byKey key: KeyPress? = nil) {
        var added: String?
        edit(tr("{kind} added on {pad}", ["kind": kind.rawValue, "pad": targetPad])) { l in l.addRecognizer(kind, on: self.targetPad).map { added = $0 } }
        guard let added else { return }
        selection = added; focus = 0; picking = nil; refresh()
        if let key { say(Self.paletteKeyAdded(key, name: added, kind: kind, pad: targetPad)) }
    }

    /// A kind's button on the palette: `+ tap`.
    static func paletteTitle(_ kind: PlaygroundLesson.Kind) -> String { "+ \(kind.entry.words)" }
    /// The palette's key for `kind`: alt and its letter (`Kind.Entry.paletteKey`).
    static func paletteKey(_ kind: PlaygroundLesson.Kind) -> KeyPress { KeyPress(kind.entry.paletteKey, alt: true) }
    /// The status line after a palette key: what it added, and where.
    static func paletteKeyAdded(_ key: KeyPress, name: String, kind: PlaygroundLesson.Kind, pad: String) -> String {
        tr("{key} added {name} ({button}) on {pad}", ["key": "\(key)", "name": name, "button": paletteTitle(kind), "pad": pad])
    }
    /// The status line after a kind's letter without alt: it added nothing, and the key that would.
    static func paletteKeyHint(_ kind: PlaygroundLesson.Kind) -> String {
        tr("{letter} alone adds nothing: {key} is the palette's {button}",
           ["letter": "\(kind.entry.paletteKey)", "key": "\(paletteKey(kind))", "button": paletteTitle(kind)])
    }

    func rowTapped(_ rowID: PlaygroundInspector.RowID, step: Int) {
        guard let ins = side.model.inspector, let k = ins.rows.firstIndex(where: { $0.id == rowID }) else { return }
        focus = k
        perform(ins.rows[k], step: step, in: ins)
    }

    func cardTapped(_ name: String) {
        if let pick = picking, let from = selection {
            picking = nil
            if name != from {
                let rel: PlaygroundLesson.Relation = pick == .requireToFail ? .requireToFail(from, name) : .simultaneous(from, name)
                let words = pick == .requireToFail ? "\(from) waits for \(name) to fail" : "\(from) recognizes with \(name)"
                if !edit(words, { l in l.toggle(rel).map { _ in } }) { refresh() }
                return
            }
        }
        selection = selection == name && picking == nil ? nil : name
        picking = nil
        focus = 0
        refresh()
    }

    /// Does what `row`'s control does (`step` -1/+1 for a stepper).
    func perform(_ row: PlaygroundInspector.Row, step: Int, in ins: PlaygroundInspector) {
        guard let change = PlaygroundLessonEdit.of(row, step: step, in: ins, lesson: lesson) else { return refresh() }
        let name = ins.recognizer
        switch change {
        case .set(let p, let value): edit("\(name) \(p.rawValue) \(p.text(value))") { l in l.set(p, of: name, to: value) }
        case .toggle(let rel):
            let had = lesson.has(rel)
            edit(Self.words(rel, removed: had)) { l in l.toggle(rel).map { _ in } }
        case .pick(let kind):
            picking = picking == kind ? nil : kind
            if picking != nil {
                say(kind == .requireToFail ? tr("Pick what {name} waits for: below, or tap its card", ["name": name])
                    : tr("Pick what {name} recognizes with: below, or tap its card", ["name": name]))
            }
            refresh()
        case .remove: edit(tr("{name} removed", ["name": name])) { l in l.removeRecognizer(name); return .success(()) }
        case .choose(let other): cardTapped(other)
        }
    }

    /// The printed code beside the pads: hidden, then the engine's Swift, then UIKit's, then hidden again
    /// (the title line's Code, ctrl+K).
    func toggleCode() {
        switch codeFlavor {
        case nil: codeFlavor = .gestures
        case .gestures: codeFlavor = .uikit
        case .uikit: codeFlavor = nil
        }
        say(codeFlavor.map { $0 == .gestures ? tr("The code for the Gestures engine, as --print-code gestures prints it")
                                             : tr("The code for UIKit, as --print-code uikit prints it") }
            ?? tr("The code is hidden"))
        refresh()
    }

    /// A relation's change in the trace's words.
    static func words(_ rel: PlaygroundLesson.Relation, removed: Bool) -> String {
        switch rel {
        case .requireToFail(let a, let b):
            return removed ? tr("{a} no longer waits for {b}", ["a": a, "b": b]) : tr("{a} waits for {b} to fail", ["a": a, "b": b])
        case .simultaneous(let a, let b):
            return removed ? tr("{a} and {b} no longer together", ["a": a, "b": b]) : tr("{a} recognizes with {b}", ["a": a, "b": b])
        case .cannotPrevent, .cannotBePrevented, .shouldNotBegin, .shouldNotReceive:
            let (answer, a) = rel.answer!
            return "\(a) \(answer.rawValue) \(removed ? tr("yes") : tr("no"))"
        }
    }
}
