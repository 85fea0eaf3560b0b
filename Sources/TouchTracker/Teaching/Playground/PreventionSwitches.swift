import Gestures

/// `canPrevent`/`canBePrevented` switched off in a recognizer, as UIKit's subclass overrides do (the
/// lesson's `canPrevent A no`, station 10's switch). The rule lives here once: a switch that is off answers
/// no; on, the class's own answer stands. Each kind's subclass (`PlaygroundTap`, ...) is beside the
/// kinds' table (`PlaygroundLesson+Kind`).
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
