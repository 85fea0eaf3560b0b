import AppHost
import Gestures
import GestureExamples

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
            let made = custom(r) ?? Self.make(r.kind, name: r.name)
            for (p, text) in r.properties { Self.apply(p, text, to: made) }
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

    static func make(_ kind: PlaygroundLesson.Kind, name: String) -> GestureRecognizer {
        switch kind {
        case .tap: return PlaygroundTap(name: name)
        case .longPress: return PlaygroundLongPress(name: name)
        case .pan: return PlaygroundPan(name: name)
        case .swipe: return PlaygroundSwipe(name: name)
        case .pinch: return PlaygroundPinch(name: name)
        case .rotation: return PlaygroundRotation(name: name)
        case .screenEdgePan: return PlaygroundEdgePan(name: name)
        case .checkmark: return CheckmarkGestureRecognizer(name: name)
        }
    }

    /// Property `p` of `r` as a lesson writes it: what the inspector shows for a property the lesson left at
    /// the engine's default (`any` for a pan's unbounded maximum, `none` for no edges).
    static func text(of p: PlaygroundLesson.Property, in r: GestureRecognizer) -> String {
        func flag(_ b: Bool) -> String { b ? "yes" : "no" }
        switch p {
        case .cancelsTouchesInView: return flag(r.cancelsTouchesInView)
        case .delaysTouchesBegan: return flag(r.delaysTouchesBegan)
        case .delaysTouchesEnded: return flag(r.delaysTouchesEnded)
        case .isEnabled: return flag(r.isEnabled)
        case .numberOfTapsRequired:
            return String((r as? TapGestureRecognizer)?.numberOfTapsRequired ?? (r as? LongPressGestureRecognizer)?.numberOfTapsRequired ?? 0)
        case .numberOfTouchesRequired:
            return String((r as? TapGestureRecognizer)?.numberOfTouchesRequired ?? (r as? LongPressGestureRecognizer)?.numberOfTouchesRequired
                          ?? (r as? SwipeGestureRecognizer)?.numberOfTouchesRequired ?? 1)
        case .minimumPressDuration: return PlaygroundCode.num((r as? LongPressGestureRecognizer)?.minimumPressDuration ?? 0)
        case .allowableMovement: return PlaygroundCode.num((r as? LongPressGestureRecognizer)?.allowableMovement ?? 0)
        case .minimumNumberOfTouches: return String((r as? PanGestureRecognizer)?.minimumNumberOfTouches ?? 1)
        case .maximumNumberOfTouches:
            let n = (r as? PanGestureRecognizer)?.maximumNumberOfTouches ?? Int.max
            return n > 10 ? "any" : String(n)
        case .direction:
            let d = (r as? SwipeGestureRecognizer)?.direction ?? []
            let words = [(SwipeDirection.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")].filter { d.contains($0.0) }.map(\.1)
            return words.isEmpty ? "none" : words.joined(separator: ",")
        case .edges:
            let e = (r as? ScreenEdgePanGestureRecognizer)?.edges ?? []
            let words = [(RectEdge.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom")].filter { e.contains($0.0) }.map(\.1)
            return words.isEmpty ? "none" : words.joined(separator: ",")
        }
    }

    /// Sets property `p` from its text (checked by the parser) on `r`; a change applies to the next touch.
    static func apply(_ p: PlaygroundLesson.Property, _ text: String, to r: GestureRecognizer) {
        guard case .success(let value) = p.value(text) else { preconditionFailure("the parser checks every value") }
        switch (p, value) {
        case (.cancelsTouchesInView, .flag(let b)): r.cancelsTouchesInView = b
        case (.delaysTouchesBegan, .flag(let b)): r.delaysTouchesBegan = b
        case (.delaysTouchesEnded, .flag(let b)): r.delaysTouchesEnded = b
        case (.isEnabled, .flag(let b)): r.isEnabled = b
        case (.numberOfTapsRequired, .count(let n)):
            (r as? TapGestureRecognizer)?.numberOfTapsRequired = n
            (r as? LongPressGestureRecognizer)?.numberOfTapsRequired = n
        case (.numberOfTouchesRequired, .count(let n)):
            (r as? TapGestureRecognizer)?.numberOfTouchesRequired = n
            (r as? LongPressGestureRecognizer)?.numberOfTouchesRequired = n
            (r as? SwipeGestureRecognizer)?.numberOfTouchesRequired = n
        case (.minimumPressDuration, .seconds(let s)): (r as? LongPressGestureRecognizer)?.minimumPressDuration = s
        case (.allowableMovement, .points(let d)): (r as? LongPressGestureRecognizer)?.allowableMovement = d
        case (.minimumNumberOfTouches, .count(let n)): (r as? PanGestureRecognizer)?.minimumNumberOfTouches = n
        case (.maximumNumberOfTouches, .count(let n)): (r as? PanGestureRecognizer)?.maximumNumberOfTouches = n
        case (.direction, .directions(let words)):
            (r as? SwipeGestureRecognizer)?.direction = SwipeDirection(words.map {
                switch $0 { case "left": return SwipeDirection.left; case "up": return .up; case "down": return .down; default: return .right }
            })
        case (.edges, .directions(let words)):
            (r as? ScreenEdgePanGestureRecognizer)?.edges = RectEdge(words.map {
                switch $0 { case "left": return RectEdge.left; case "right": return .right; case "top": return .top; default: return .bottom }
            })
        default: preconditionFailure("\(p) cannot take \(value)")
        }
    }
}

/// Answers the delegate's questions as the lesson says, about the recognizers themselves (not their names,
/// which the lab renames); a station's switch may change an answer.
final class PlaygroundDelegate: GestureRecognizerDelegate {
    private var together = Set<Set<ObjectIdentifier>>()
    private var mayNotBegin = Set<ObjectIdentifier>()
    private var mayNotReceive = Set<ObjectIdentifier>()

    func setTogether(_ a: GestureRecognizer, _ b: GestureRecognizer, _ yes: Bool) {
        let pair: Set = [ObjectIdentifier(a), ObjectIdentifier(b)]
        if yes { together.insert(pair) } else { together.remove(pair) }
    }
    func setMayBegin(_ r: GestureRecognizer, _ yes: Bool) {
        if yes { mayNotBegin.remove(ObjectIdentifier(r)) } else { mayNotBegin.insert(ObjectIdentifier(r)) }
    }
    func setMayReceive(_ r: GestureRecognizer, _ yes: Bool) {
        if yes { mayNotReceive.remove(ObjectIdentifier(r)) } else { mayNotReceive.insert(ObjectIdentifier(r)) }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        together.contains([ObjectIdentifier(recognizer), ObjectIdentifier(other)])
    }
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { !mayNotBegin.contains(ObjectIdentifier(recognizer)) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { !mayNotReceive.contains(ObjectIdentifier(recognizer)) }
}

/// `canPrevent`/`canBePrevented` switched off in a recognizer (UIKit's subclass overrides).
protocol PreventionSwitches: AnyObject {
    var mayPrevent: Bool { get set }
    var mayBePrevented: Bool { get set }
}

final class PlaygroundTap: TapGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundLongPress: LongPressGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundPan: PanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundSwipe: SwipeGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundPinch: PinchGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundRotation: RotationGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
final class PlaygroundEdgePan: ScreenEdgePanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool { mayPrevent && super.canPrevent(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { mayBePrevented && super.canBePrevented(by: other) }
}
