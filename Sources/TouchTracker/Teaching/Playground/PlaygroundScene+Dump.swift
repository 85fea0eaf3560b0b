import Gestures
import AppHost

/// The playground in the dump: the lesson as edited and whether the engine runs it yet, the pads, the
/// recognizers with their states, the last actions, the selection and the inspector's rows, and the frame
/// of every control in window points (what a script taps: `toolbar.save`, `palette.add.tap`,
/// `side.card.tap2`, `side.prop.numberOfTapsRequired.+`).
extension PlaygroundScene {
    func dumpFields() -> [(String, JSONValue)] {
        let l = lesson
        var controls: [(String, JSONValue)] = []
        for (prefix, node) in [("toolbar", toolbar), ("title", titleLine), ("palette", palette), ("side", side), ("open", lessonList), ("confirm", confirmBox), ("checks", checkPanel)] as [(String, PlaygroundControls)] where !node.isHidden {
            let origin = node.frameInWindow.origin
            for t in node.targets {
                controls.append(("\(prefix).\(t.id.id)", .frame(Rect(x: origin.x + t.frame.minX, y: origin.y + t.frame.minY, width: t.frame.width, height: t.frame.height))))
            }
        }
        let inspector = side.model.inspector
        let typing: JSONValue = titleDraft.map { .string($0) } ?? .null
        let fingers: JSONValue = mouseFingerPicker.dumpValue
        var fields: [(String, JSONValue)] = [
            ("title", l.title.map { .string($0) } ?? .null),
            ("file", lessonFile.map { .string($0) } ?? .null),
            ("lesson", .string(PlaygroundLessonParser.text(l))),
            ("applied", .bool(installation.lesson == l)),
            ("edited", .bool(l != savedLesson)),
            ("pads", .array(installation.lesson.pads.map { p in
                .object([("name", .string(p.name)), ("parent", p.parent.map { .string($0) } ?? .null),
                         ("frame", .frame(installation.pads[p.name]?.frameInWindow ?? p.frame))])
            })),
            ("targetPad", .string(targetPad)),
            ("recognizers", .array(installation.recognizers.map { r in
                .object([("name", .string(r.name)), ("kind", .string(installation.lesson.recognizer(r.name)?.kind.rawValue ?? "")),
                         ("pad", .string(r.node?.name ?? "")), ("state", .string(r.state.rawValue))])
            })),
            ("actions", .array(actions.map { .string("\($0.name) \($0.state.rawValue)") })),
            ("selected", selection.map { .string($0) } ?? .null),
            ("picking", picking.map { .string($0.rawValue) } ?? .null),
        ]
        let rows: JSONValue = inspector.map { ins in .array(ins.rows.map { .string("\($0.id.id) \($0.label) \($0.value)") }) } ?? .null
        let line: JSONValue = status.map { .string($0.text) } ?? .null
        fields += [
            ("inspector", rows),
            ("status", line),
            ("typingTitle", typing),
            // The title field's cursor and selection ([from, to], characters), null while not typing.
            ("titleCursor", titleField.map { .int($0.cursor) } ?? .null),
            ("titleSelection", titleField?.selection.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null),
            // What an input method composes at the title field's cursor, not yet typed (null: nothing).
            ("titleComposition", titleField?.composition.map { .string($0.text) } ?? .null),
            ("confirm", pendingOverwrite.map { .string($0) } ?? .null),
            // The recognizer's new name being typed (its text, cursor, selection and an input method's
            // composition), null while not renaming.
            ("renaming", nameField.map { f in .object([("text", .string(f.text)), ("cursor", .int(f.cursor)),
                                                      ("selection", f.selection.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null),
                                                      ("composition", f.composition.map { .string($0.text) } ?? .null)]) } ?? .null),
            // The printed code beside the pads: its flavour (null: hidden), its frame and its lines as drawn.
            ("code", codeFlavor.map { flavor in .object([("flavor", .string(flavor.rawValue)), ("frame", .frame(codePanel.frameInWindow)),
                                                        ("lines", .int(codePanel.lines.count))]) } ?? .null),
            ("mouseFingers", fingers),
            ("task", .array(l.task.map { .string($0) })),
            ("checks", checksDump),
            ("controls", .object(controls)),
            ("scroll", .object([("palette", scrollValue(palette)), ("side", scrollValue(side)), ("open", scrollValue(lessonList))])),
            ("cards", .array(side.cards.map { c in
                .object([("name", .string(c.name)), ("text", .array(c.title.map { .string($0) })), ("frame", visibleFrame(c.frame, in: side))])
            })),
            ("inspectorRows", .array(side.rows.map { r in
                .object([("id", .string(r.row.id.id)), ("text", .array(r.label.map { .string($0) })),
                         ("frame", visibleFrame(Rect(x: PlaygroundSidePanel.gutter, y: r.y, width: side.bounds.width - PlaygroundSidePanel.gutter - 10, height: r.height), in: side,
                                                top: side.stickyHeaderHeight))])
            })),
            // Kept for scripts written before the toolbar: the Copy Swift button's frame.
            ("copyButton", controls.first { $0.0 == "toolbar.copy.gestures" }?.1 ?? .null),
        ]
        return [("playground", .object(fields))]
    }

    /// A scrolling strip's `offset` and `max` (0 when all of it is in view).
    private func scrollValue(_ node: PlaygroundControls) -> JSONValue {
        .object([("offset", .number(node.scrollOffset)), ("max", .number(node.maxScroll))])
    }

    /// `frame` (in `node`) in the window, or null when it is not wholly in view (scrolled away).
    /// `top`: how much of the node's top is covered (the inspector's sticky heading).
    private func visibleFrame(_ frame: Rect, in node: Node, top: Points = 0) -> JSONValue {
        guard frame.minY >= top - 0.5, frame.maxY <= node.bounds.height + 0.5 else { return .null }
        let o = node.frameInWindow.origin
        return .frame(Rect(x: o.x + frame.minX, y: o.y + frame.minY, width: frame.width, height: frame.height))
    }
}
