import Gestures

/// A lesson made real in the engine: its pads as nodes, its recognizers with their properties, its
/// relations (`require(toFail:)`, a delegate answering as the lesson says, `canPrevent`/`canBePrevented`
/// switched off in the recognizer itself). What `PlaygroundCode` prints does the same in Swift source.
///
/// Contract: `install` adds the pads under `container` and returns the recognizers in the lesson's order;
/// the installation keeps the delegate (recognizers hold it weakly, as UIKit's do).
final class PlaygroundInstallation {
    let lesson: PlaygroundLesson
    private(set) var pads: [String: Node] = [:]
    private(set) var recognizers: [GestureRecognizer] = []
    /// The recognizers by their names in the lesson (a node or recognizer may be renamed later: the lab
    /// prefixes its stations' names).
    private(set) var byName: [String: GestureRecognizer] = [:]
    let delegate = PlaygroundDelegate()

    /// `makePad` makes each pad's node (the scene's drawn pads; plain nodes by default); `custom` may make
    /// a recognizer of the lesson's kind as a subclass of the app's own (the lab's stations that go beyond
    /// the format), which then gets the lesson's properties and relations as any other.
    init(_ lesson: PlaygroundLesson, in container: Node, makePad: (PlaygroundLesson.Pad) -> Node = PlaygroundInstallation.plainPad,
         custom: (PlaygroundLesson.Recognizer) -> GestureRecognizer? = { _ in nil }) {
        self.lesson = lesson
        for p in lesson.pads {
            let node = makePad(p)
            pads[p.name] = node
            (p.parent.flatMap { pads[$0] } ?? container).addChild(node)
        }
        for r in lesson.recognizers {
            let made = custom(r) ?? r.kind.make(name: r.name)
            for (p, value) in r.properties { p.write(value, to: made) }
            if let switches = made as? PreventionSwitches {
                switches.mayPrevent = !lesson.relations.contains(.cannotPrevent(r.name))
                switches.mayBePrevented = !lesson.relations.contains(.cannotBePrevented(r.name))
            }
            if lesson.asksDelegate(r.name) { made.delegate = delegate }
            pads[r.pad]!.addGestureRecognizer(made)
            recognizers.append(made)
            byName[r.name] = made
        }
        for rel in lesson.relations {
            switch rel {
            case .requireToFail(let a, let b): byName[a]!.require(toFail: byName[b]!)
            case .simultaneous(let a, let b): delegate.setTogether(byName[a]!, byName[b]!, true)
            case .shouldNotBegin(let a): delegate.setMayBegin(byName[a]!, false)
            case .shouldNotReceive(let a): delegate.setMayReceive(byName[a]!, false)
            case .cannotPrevent, .cannotBePrevented: break
            }
        }
    }

    /// A pad as the printed code makes it: a node that every finger reaches (`isMultipleTouchEnabled`).
    static func plainPad(_ p: PlaygroundLesson.Pad) -> Node {
        let n = Node(name: p.name, frame: p.frame)
        n.isMultipleTouchEnabled = true
        return n
    }

    /// The recognizer the lesson names `name`.
    func recognizer(_ name: String) -> GestureRecognizer? { byName[name] }
}
