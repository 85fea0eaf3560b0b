import Foundation
import Gestures

/// What a station does with its file's station lines (`StationSpec`): its views on their pads, its `say`s
/// as actions, its log's columns, and its switch.
extension LabStation {
    /// Attaches each view to its pad, in file order, and lets each pad draw its views and tell them its touches.
    func attachViews() {
        guard let installation else { return }
        for (view, line) in zip(views, spec.views) {
            guard let pad = installation.pads[line.pad] as? LabPad else { continue }
            view.attach(to: self, pad: pad)
            pad.content = { [unowned self] c, p in for v in self.views where v.pad === p { v.draw(c) } }
            pad.onTouches = { [unowned self, unowned pad] phase, touches in for v in self.views where v.pad === pad { v.touches(phase, touches) } }
        }
    }

    /// Each `say` as an action of its recognizer (the lesson's, or one a view added): it flashes its text
    /// and tells `sayListeners`. A recognizer no one has is the station's problem.
    func attachSays() {
        for say in spec.says {
            guard let r = installation?.recognizer(say.recognizer) ?? pads.lazy.flatMap(\.recognizersInTree).first(where: { $0.0.name == say.recognizer })?.0 else {
                lessonProblem = lessonProblem ?? "\(stem).\(PlaygroundLessonFile.pathExtension):\(say.line): no recognizer is named '\(say.recognizer)'"
                continue
            }
            r.addAction { [unowned self] r in
                if let state = say.state, r.state != state { return }
                let text = Self.filled(Localized.lesson(say.text), by: r)
                self.flash(text, source: say.recognizer)
                for listen in self.sayListeners { listen(text, r) }
            }
        }
    }

    /// `text` with the placeholders of the action's moment filled: `{direction}` (the swipe's, left or right)
    /// and `{click}` (the touch that ended the tap: click, right click or finger tap). `{touchesRequired}`
    /// is filled when drawn (`drawnText`).
    static func filled(_ text: String, by r: GestureRecognizer) -> String {
        guard text.contains("{") else { return text }
        let direction = (r as? SwipeGestureRecognizer)?.recognizedDirection == .left ? tr("left") : tr("right")
        let touch = r.trackedTouches.first
        let click = touch?.type == .indirectPointer ? (touch?.buttonMask == .secondary ? tr("right click") : tr("click")) : tr("finger tap")
        return Localized.filled(text, ["direction": direction, "click": click])
    }

    /// A said text as drawn now: `{touchesRequired}` is its tap's number of touches required at this moment.
    func drawnText(_ text: String, source: String) -> String {
        guard text.contains("{touchesRequired}") else { return text }
        let n = (installation?.recognizer(source) as? TapGestureRecognizer)?.numberOfTouchesRequired ?? 1
        return Localized.filled(text, ["touchesRequired": String(n)])
    }

    /// A log column's test for pad `name`: the pad, the nodes in it and their recognizers (names without prefix).
    func padMatcher(_ name: String) -> (String) -> Bool {
        var names: Set<String> = [name]
        installation?.pads[name]?.forEachInTree { n in
            names.insert(n.name)
            names.formUnion(n.gestureRecognizers.map(\.name))
        }
        return { names.contains($0) }
    }

    /// The file is the switch's start: a flipped property the lesson leaves at its default must have the
    /// start's value there too, else the station says so.
    func checkStart() {
        for flip in spec.flips {
            guard case .property(let name, let p, let on, let off) = flip, let r = installation?.recognizer(name), let now = p.read(r) else { continue }
            func words(_ v: PlaygroundLesson.Property.Value) -> Set<Substring> { Set(p.text(v).split(separator: ",")) }
            let start = spec.startsOn ? on : off
            if words(now) != words(start) {
                lessonProblem = lessonProblem ?? "\(stem).\(PlaygroundLessonFile.pathExtension): the switch starts \(spec.startsOn ? "on" : "off") but \(name) \(p.rawValue) is \(p.text(now)), not \(p.text(start))"
            }
        }
    }

    /// Flips what the file's `flip` lines say, in their order: on, as the lines say; off, the other way.
    func applyFlips(_ on: Bool) {
        guard let installation else { return }
        func r(_ name: String) -> GestureRecognizer? { installation.recognizer(name) }
        func withDelegate(_ x: GestureRecognizer) { if x.delegate == nil { x.delegate = installation.delegate } }
        for flip in spec.flips {
            switch flip {
            case .relation(.requireToFail(let a, let b)):
                guard let a = r(a), let b = r(b) else { continue }
                if on { a.require(toFail: b) } else { a.removeRequirement(toFail: b) }
            case .relation(.simultaneous(let a, let b)):
                guard let a = r(a), let b = r(b) else { continue }
                if on { withDelegate(a); withDelegate(b) }
                installation.delegate.setTogether(a, b, on)
            case .relation(.cannotPrevent(let a)): (r(a) as? PreventionSwitches)?.mayPrevent = !on
            case .relation(.cannotBePrevented(let a)): (r(a) as? PreventionSwitches)?.mayBePrevented = !on
            case .relation(.shouldNotBegin(let a)):
                guard let a = r(a) else { continue }
                withDelegate(a)
                installation.delegate.setMayBegin(a, !on)
            case .relation(.shouldNotReceive(let a)):
                guard let a = r(a) else { continue }
                withDelegate(a)
                installation.delegate.setMayReceive(a, !on)
            case .property(let name, let p, let onValue, let offValue):
                if let x = r(name) { p.write(on ? onValue : offValue, to: x) }
            case .label(let pad, let onText, let offText):
                (installation.pads[pad] as? LabPad)?.label = on ? onText : offText
            case .view(let name):
                for (view, line) in zip(views, spec.views) where line.name == name { view.switchChanged(on) }
            }
        }
    }

    /// The first view of class `T` (tests and the lab reach a view's state through it).
    func view<T: StationView>(_ type: T.Type) -> T? { views.lazy.compactMap { $0 as? T }.first }
}
