import Gestures

/// The inspector's rows for one recognizer: every property its kind has (the lesson's value, or the
/// engine's default), its kind's fixed thresholds (read-only: UIKit has no property), the four switches a relation of one recognizer makes (`canPrevent`,
/// `canBePrevented`, `shouldBegin`, `shouldReceive`), the pickers for relations of two, one row each
/// relation it is in (to remove it), and Remove. Plain data: the side panel draws it, touches and keys
/// turn a row's control into an `PlaygroundLessonEdit`.
struct PlaygroundInspector: Equatable {
    enum Control: Equatable {
        /// − and + (a count, seconds, points, a direction).
        case stepper
        /// One pill showing the value; a tap flips it.
        case toggle
        /// One pill doing the row's action.
        case action(String)
        /// A value to read, not to change (a threshold UIKit has no property for).
        case readOnly
    }
    /// What a row is about; its `id` names it in the dump (`prop.NAME`, `rel.canPrevent`,
    /// `pick.requireToFail`, `relation.K`, `remove`).
    enum RowID: Hashable {
        case property(PlaygroundLesson.Property)
        /// A fixed threshold (`PlaygroundLesson.FixedRule`), by its name.
        case fixed(String)
        case answer(PlaygroundLesson.Answer)
        case pick(PlaygroundLessonEdit.PickKind)
        /// While a relation of two is picked: another recognizer to pick (as tapping its card does).
        case choose(String)
        /// The lesson's relation at this index.
        case relation(Int)
        case remove

        var id: String {
            switch self {
            case .property(let p): return "prop.\(p.rawValue)"
            case .fixed(let name): return "fixed.\(name)"
            case .answer(let a): return "rel.\(a.rawValue)"
            case .pick(let kind): return "pick.\(kind.rawValue)"
            case .choose(let name): return "choose.\(name)"
            case .relation(let k): return "relation.\(k)"
            case .remove: return "remove"
            }
        }
    }
    struct Row: Equatable {
        /// Unique among the rows.
        let id: RowID
        let label: String
        let value: String
        let control: Control
    }

    let recognizer: String
    let kind: PlaygroundLesson.Kind
    let pad: String
    let rows: [Row]
    /// The value each property row shows, typed (what its stepper steps from).
    let values: [PlaygroundLesson.Property: PlaygroundLesson.Property.Value]

    /// The rows for recognizer `name` of `lesson`; `live` gives the values the lesson leaves at their default.
    /// While `picking`, the pick's row is followed by one row for each other recognizer (`choose`: "→ tap2"),
    /// so the other card is picked in the inspector, without scrolling the cards into view.
    init?(_ name: String, in lesson: PlaygroundLesson, live: GestureRecognizer?, picking: PlaygroundLessonEdit.PickKind? = nil) {
        guard let spec = lesson.recognizer(name) else { return nil }
        recognizer = name
        kind = spec.kind
        pad = spec.pad
        var rows: [Row] = []
        var values: [PlaygroundLesson.Property: PlaygroundLesson.Property.Value] = [:]
        let fresh = live ?? spec.kind.make(name: name)
        for p in spec.kind.properties + PlaygroundLesson.Property.common {
            guard let value = spec.value(of: p) ?? p.read(fresh) else { continue }
            values[p] = value
            // A flag's yes and no in the person's language; other values (numbers, UIKit's option names) as written.
            let text = p.text(value), shown = p.isFlag ? (text == "yes" ? tr("yes") : tr("no")) : text
            rows.append(Row(id: .property(p), label: p.rawValue, value: shown, control: p.isFlag ? .toggle : .stepper))
        }
        for rule in spec.kind.fixedRules {
            guard let value = rule.read(fresh) else { continue }
            rows.append(Row(id: .fixed(rule.name), label: rule.name, value: value, control: .readOnly))
        }
        let answers = PlaygroundLesson.Answer.allCases.filter { !$0.isOverride || spec.kind.hasPreventionSwitches }
        for answer in answers {
            rows.append(Row(id: .answer(answer), label: answer.rawValue, value: lesson.has(answer.no(name)) ? tr("no") : tr("yes"), control: .toggle))
        }
        for (kind, label) in [(PlaygroundLessonEdit.PickKind.requireToFail, tr("waits for")), (.simultaneous, tr("recognizes with"))] {
            rows.append(Row(id: .pick(kind), label: label, value: "", control: .action(tr("pick…"))))
            guard picking == kind else { continue }
            for other in lesson.recognizers where other.name != name {
                let rel: PlaygroundLesson.Relation = kind == .requireToFail ? .requireToFail(name, other.name) : .simultaneous(name, other.name)
                rows.append(Row(id: .choose(other.name), label: "→ \(other.name)", value: "", control: .action(lesson.has(rel) ? tr("unpick") : tr("pick"))))
            }
        }
        for (k, rel) in lesson.relations.enumerated() where rel.names.count == 2 && rel.names.contains(name) {
            let words: String
            switch rel {
            case .requireToFail(let a, let b): words = a == name ? tr("waits for {other}", ["other": b]) : tr("{other} waits for it", ["other": a])
            case .simultaneous(let a, let b): words = tr("with {other}", ["other": a == name ? b : a])
            default: continue
            }
            rows.append(Row(id: .relation(k), label: words, value: "", control: .action("×")))
        }
        rows.append(Row(id: .remove, label: "", value: "", control: .action(tr("Remove {name}", ["name": name]))))
        self.rows = rows
        self.values = values
    }

    func row(_ id: RowID) -> Row? { rows.first { $0.id == id } }
}

/// What a touch or a key on the inspector asks of the lesson.
enum PlaygroundLessonEdit: Equatable {
    /// Set a property to a value.
    case set(PlaygroundLesson.Property, PlaygroundLesson.Property.Value)
    /// Add or remove a relation.
    case toggle(PlaygroundLesson.Relation)
    /// Start picking the other recognizer of a relation of two.
    case pick(PickKind)
    /// The other recognizer of the relation being picked.
    case choose(String)
    case remove

    enum PickKind: String, Equatable { case requireToFail, simultaneous }

    /// The edit of `row`'s control: `step` -1 or +1 for a stepper (a toggle and an action ignore it).
    static func of(_ row: PlaygroundInspector.Row, step: Int, in inspector: PlaygroundInspector, lesson: PlaygroundLesson) -> PlaygroundLessonEdit? {
        switch row.id {
        case .property(let p): return inspector.values[p].flatMap { p.stepped($0, by: step) }.map { .set(p, $0) }
        case .fixed: return nil
        case .answer(let answer): return .toggle(answer.no(inspector.recognizer))
        case .pick(let kind): return .pick(kind)
        case .choose(let name): return .choose(name)
        case .remove: return .remove
        case .relation(let k): return lesson.relations.indices.contains(k) ? .toggle(lesson.relations[k]) : nil
        }
    }
}
