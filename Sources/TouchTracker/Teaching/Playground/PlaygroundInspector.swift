import Gestures

/// The inspector's rows for one recognizer: every property its kind has (the lesson's value, or the
/// engine's default), the four switches a relation of one recognizer makes (`canPrevent`,
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
    }
    struct Row: Equatable {
        /// Unique among the rows: `prop.NAME`, `rel.canPrevent`, `pick.requireToFail`, `relation.K`, `remove`.
        let id: String
        let label: String
        let value: String
        let control: Control
    }

    let recognizer: String
    let kind: PlaygroundLesson.Kind
    let pad: String
    let rows: [Row]

    /// The rows for recognizer `name` of `lesson`; `live` gives the values the lesson leaves at their default.
    init?(_ name: String, in lesson: PlaygroundLesson, live: GestureRecognizer?) {
        guard let spec = lesson.recognizer(name) else { return nil }
        recognizer = name
        kind = spec.kind
        pad = spec.pad
        var rows: [Row] = []
        let fresh = live ?? PlaygroundInstallation.make(spec.kind, name: name)
        for p in spec.kind.properties + PlaygroundLesson.Property.common {
            let value = spec.value(of: p) ?? PlaygroundInstallation.text(of: p, in: fresh)
            rows.append(Row(id: "prop.\(p.rawValue)", label: p.rawValue, value: value, control: p.isFlag ? .toggle : .stepper))
        }
        let switches: [(String, PlaygroundLesson.Relation)] =
            (spec.kind == .checkmark ? [] : [("canPrevent", .cannotPrevent(name)), ("canBePrevented", .cannotBePrevented(name))])
            + [("shouldBegin", .shouldNotBegin(name)), ("shouldReceive", .shouldNotReceive(name))]
        for (label, rel) in switches {
            rows.append(Row(id: "rel.\(label)", label: label, value: lesson.has(rel) ? "no" : "yes", control: .toggle))
        }
        rows.append(Row(id: "pick.requireToFail", label: "waits for", value: "", control: .action("pick…")))
        rows.append(Row(id: "pick.simultaneous", label: "recognizes with", value: "", control: .action("pick…")))
        for (k, rel) in lesson.relations.enumerated() where rel.names.count == 2 && rel.names.contains(name) {
            let words: String
            switch rel {
            case .requireToFail(let a, let b): words = a == name ? "waits for \(b)" : "\(a) waits for it"
            case .simultaneous(let a, let b): words = "with \(a == name ? b : a)"
            default: continue
            }
            rows.append(Row(id: "relation.\(k)", label: words, value: "", control: .action("×")))
        }
        rows.append(Row(id: "remove", label: "", value: "", control: .action("Remove \(name)")))
        self.rows = rows
    }

    func row(_ id: String) -> Row? { rows.first { $0.id == id } }
}

/// What a touch or a key on the inspector asks of the lesson.
enum PlaygroundLessonEdit: Equatable {
    /// Set a property to a value.
    case set(PlaygroundLesson.Property, String)
    /// Add or remove a relation.
    case toggle(PlaygroundLesson.Relation)
    /// Start picking the other recognizer of a relation of two.
    case pick(PickKind)
    case remove

    enum PickKind: String, Equatable { case requireToFail, simultaneous }

    /// The edit of `row`'s control: `step` -1 or +1 for a stepper (a toggle and an action ignore it).
    static func of(_ row: PlaygroundInspector.Row, step: Int, in inspector: PlaygroundInspector, lesson: PlaygroundLesson) -> PlaygroundLessonEdit? {
        let name = inspector.recognizer
        if row.id.hasPrefix("prop."), let p = PlaygroundLesson.Property(rawValue: String(row.id.dropFirst(5))) {
            return p.stepped(row.value, by: step).map { .set(p, $0) }
        }
        switch row.id {
        case "rel.canPrevent": return .toggle(.cannotPrevent(name))
        case "rel.canBePrevented": return .toggle(.cannotBePrevented(name))
        case "rel.shouldBegin": return .toggle(.shouldNotBegin(name))
        case "rel.shouldReceive": return .toggle(.shouldNotReceive(name))
        case "pick.requireToFail": return .pick(.requireToFail)
        case "pick.simultaneous": return .pick(.simultaneous)
        case "remove": return .remove
        default:
            guard row.id.hasPrefix("relation."), let k = Int(row.id.dropFirst(9)), lesson.relations.indices.contains(k) else { return nil }
            return .toggle(lesson.relations[k])
        }
    }
}
