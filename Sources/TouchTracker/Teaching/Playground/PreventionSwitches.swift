import Gestures

/// `canPrevent`/`canBePrevented` switched off in a recognizer, as UIKit's subclass overrides do (the
/// lesson's `canPrevent A no`, station 10's switch). The rule lives here once: a switch that is off answers
/// no; on, the class's own answer stands.
protocol PreventionSwitches: AnyObject {
    var mayPrevent: Bool { get set }
    var mayBePrevented: Bool { get set }
}

extension PreventionSwitches {
    /// `canPrevent(_:)`'s answer, given the class's own.
    func canPrevent(else own: Bool) -> Bool { mayPrevent && own }
    /// `canBePrevented(by:)`'s answer, given the class's own.
    func canBePrevented(else own: Bool) -> Bool { mayBePrevented && own }
}

// One subclass per kind: Swift cannot subclass a generic parameter (`class Switchable<Base: GestureRecognizer>:
// Base`), and an override must be written in the class that makes it, so each kind's class is named once here
// with the two overrides forwarding to the rule above.
final class PlaygroundTap: TapGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundLongPress: LongPressGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundPan: PanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundSwipe: SwipeGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundPinch: PinchGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundRotation: RotationGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundEdgePan: ScreenEdgePanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
