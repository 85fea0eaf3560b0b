import AppHost
import Gestures

/// The edits the playground's palette and inspector make to a lesson, by finger or key. Each keeps the
/// lesson's invariants (what the parser checks): an edit that would break one is refused with a reason
/// (`EditRefusal`) and changes nothing, so what the scene saves always reads back to the same lesson.
extension PlaygroundLesson {
    /// Why an edit was refused, in words for the scene's status line.
    public struct EditRefusal: Error, Equatable, Sendable {
        /// In English (the dump's status, the parser's error).
        public let message: String
        /// As drawn, in the person's language (`message` when made from a text of elsewhere).
        public let shown: String
        init(_ m: String) { message = m; shown = m }
        init(message: String, shown: String) { self.message = message; self.shown = shown }
        /// `words` made in English and in the person's language (`tr` inside).
        init(_ words: () -> String) { message = Localized.inEnglish(words); shown = words() }
    }

    /// The title New gives (English in the file; drawn translated, `tr("New lesson")`).
    public static let newTitle = "New lesson"

    /// An empty playground: one pad and nothing on it (the scene's New).
    public static var empty: PlaygroundLesson {
        var l = PlaygroundLesson()
        l.title = newTitle
        l.pads = [Pad(name: "pad", frame: Rect(x: 24, y: 24, width: 360, height: 260), parent: nil)]
        return l
    }

    /// The first free name for a new `base`: `base` itself, then `base2`, `base3`...
    func freeName(_ base: String) -> String {
        if pad(base) == nil && recognizer(base) == nil { return base }
        var n = 2
        while pad("\(base)\(n)") != nil || recognizer("\(base)\(n)") != nil { n += 1 }
        return "\(base)\(n)"
    }

    /// Adds a recognizer of `kind` on `pad`, named after its kind (`tap`, `tap2`...); returns its name.
    public mutating func addRecognizer(_ kind: Kind, on pad: String) -> Result<String, EditRefusal> {
        guard self.pad(pad) != nil else { return .failure(EditRefusal { tr("no pad is named {pad}", ["pad": pad]) }) }
        guard recognizers.count < PlaygroundLessonParser.maximumRecognizers else {
            return .failure(EditRefusal { tr("a lesson has at most {n} recognizers", ["n": String(PlaygroundLessonParser.maximumRecognizers)]) })
        }
        let name = freeName(kind.rawValue)
        recognizers.append(Recognizer(name: name, kind: kind, pad: pad))
        return .success(name)
    }

    /// Removes recognizer `name` and every relation naming it.
    public mutating func removeRecognizer(_ name: String) {
        recognizers.removeAll { $0.name == name }
        relations.removeAll { $0.names.contains(name) }
    }

    /// Adds a pad: beside the others at the top level (`parent` nil), or inside `parent`, a quarter of its
    /// area in its middle. Returns its name.
    public mutating func addPad(in parent: String?) -> Result<String, EditRefusal> {
        guard pads.count < PlaygroundLessonParser.maximumPads else { return .failure(EditRefusal { tr("a lesson has at most {n} pads", ["n": String(PlaygroundLessonParser.maximumPads)]) }) }
        let frame: Rect
        if let parent {
            guard let p = pad(parent) else { return .failure(EditRefusal { tr("no pad is named {pad}", ["pad": parent]) }) }
            let w = Swift.max(20, (p.frame.width / 2).rounded()), h = Swift.max(20, (p.frame.height / 2).rounded())
            frame = Rect(x: ((p.frame.width - w) / 2).rounded(), y: ((p.frame.height - h) / 2 + 10).rounded(), width: w, height: h)
        } else {
            let right = pads(in: nil).map(\.frame.maxX).max() ?? 0
            guard right + 24 + 360 <= PlaygroundLessonParser.maximumCoordinate else { return .failure(EditRefusal { tr("no room for another pad") }) }
            frame = Rect(x: right + 24, y: 24, width: 360, height: 260)
        }
        let name = freeName(parent == nil ? "pad" : "child")
        pads.append(Pad(name: name, frame: frame, parent: parent))
        return .success(name)
    }

    /// Removes pad `name`, the pads in it, the recognizers on them and their relations. The last top-level
    /// pad stays (a playground has somewhere to touch).
    public mutating func removePad(_ name: String) -> Result<Void, EditRefusal> {
        guard let p = pad(name) else { return .failure(EditRefusal { tr("no pad is named {pad}", ["pad": name]) }) }
        guard p.parent != nil || pads(in: nil).count > 1 else { return .failure(EditRefusal { tr("the last pad stays") }) }
        var gone: Set<String> = [name], grew = true
        while grew {
            grew = false
            for q in pads where !gone.contains(q.name) && q.parent.map(gone.contains) == true { gone.insert(q.name); grew = true }
        }
        for r in recognizers where gone.contains(r.pad) { removeRecognizer(r.name) }
        pads.removeAll { gone.contains($0.name) }
        return .success(())
    }

    /// Sets `property` of recognizer `name` to `value` (checked as the parser checks it).
    public mutating func set(_ property: Property, of name: String, to value: Property.Value) -> Result<Void, EditRefusal> {
        guard let i = recognizers.firstIndex(where: { $0.name == name }) else { return .failure(EditRefusal { tr("no recognizer is named {name}", ["name": name]) }) }
        guard property.applies(to: recognizers[i].kind) else {
            return .failure(EditRefusal { tr("a {kind} has no {property}", ["kind": recognizers[i].kind.rawValue, "property": property.rawValue]) })
        }
        if let e = property.check(value) { return .failure(EditRefusal(message: e.message, shown: e.shown)) }
        recognizers[i].set(property, value)
        return .success(())
    }

    /// Adds `relation`, or removes it when the lesson has it (the inspector's switches and pickers).
    /// Refused: a recognizer waiting for itself or for one that waits for it (a cycle waits for ever), a
    /// check mark's `canPrevent`/`canBePrevented` (its class is final).
    public mutating func toggle(_ relation: Relation) -> Result<Bool, EditRefusal> {
        if let i = relations.firstIndex(where: { Self.same($0, relation) }) {
            relations.remove(at: i)
            return .success(false)
        }
        for n in relation.names where recognizer(n) == nil { return .failure(EditRefusal { tr("no recognizer is named {name}", ["name": n]) }) }
        switch relation {
        case .requireToFail(let a, let b):
            guard a != b else { return .failure(EditRefusal { tr("a recognizer cannot wait for itself") }) }
            guard !waits(b, for: a) else { return .failure(EditRefusal { tr("{other} already waits for {recognizer}: both would wait for ever", ["other": b, "recognizer": a]) }) }
        case .simultaneous(let a, let b):
            guard a != b else { return .failure(EditRefusal { tr("recognizing together takes two recognizers") }) }
        case .cannotPrevent(let a), .cannotBePrevented(let a):
            if let kind = recognizer(a)?.kind, !kind.hasPreventionSwitches {
                return .failure(EditRefusal { tr("the {kind}'s class is final: canPrevent and canBePrevented stay", ["kind": kind.entry.words]) })
            }
        case .shouldNotBegin, .shouldNotReceive: break
        }
        relations.append(relation)
        return .success(true)
    }

    /// Whether `a` waits, directly or through others, for `b` to fail.
    func waits(_ a: String, for b: String) -> Bool {
        var seen: Set<String> = [], stack = [a]
        while let x = stack.popLast() {
            for case .requireToFail(let from, let to) in relations where from == x {
                if to == b { return true }
                if seen.insert(to).inserted { stack.append(to) }
            }
        }
        return false
    }

    /// Whether two relations say the same (recognizing together is either way round).
    static func same(_ x: Relation, _ y: Relation) -> Bool {
        if case .simultaneous(let a, let b) = x, case .simultaneous(let c, let d) = y { return Set([a, b]) == Set([c, d]) }
        return x == y
    }

    /// Whether the lesson has `relation` (recognizing together either way round).
    public func has(_ relation: Relation) -> Bool { relations.contains { Self.same($0, relation) } }
}
