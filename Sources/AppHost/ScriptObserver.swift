import Gestures

/// What a check came to, passed or not, as a trace shows it (`ScriptObserver.player(_:checked:on:)`): the
/// check as the player reports it (`CheckFailure`'s fields; for a pass, no message and its actual lines the
/// expected ones), and whether it passed.
public struct CheckOutcome: Equatable, Sendable {
    public var check: CheckFailure
    public var passed: Bool

    public init(_ check: CheckFailure, passed: Bool) { self.check = check; self.passed = passed }
}

/// Watches a `ScriptPlayer` play (a trace records the run through it: `TraceRecorder`). Told before each
/// step, after each change the step makes (a batch of input delivered, a frame run), and after each check
/// with its outcome. It sees the run; it changes nothing of it.
public protocol ScriptObserver: AnyObject {
    /// Step `index` of `player.script`, written at `line` of `player.scriptFile` (0 when not known), is about to run.
    func player(_ player: ScriptPlayer, willRunStep index: Int, line: Int, on driver: ScriptDriver)
    /// Input was delivered or a frame ran: what the app shows may have changed.
    func playerDidAdvance(_ player: ScriptPlayer, on driver: ScriptDriver)
    /// A check (`expect`, `expect-log`, `expect-screenshot`) ran.
    func player(_ player: ScriptPlayer, checked outcome: CheckOutcome, on driver: ScriptDriver)
}

extension ScriptPlayer {
    /// The line step `index` came from (0 when the script does not say).
    func line(ofStep index: Int) -> Int { index < script.stepLines.count ? script.stepLines[index] : 0 }

    /// Tells the observer what the check at `line` came to: a failure it recorded after `failuresBefore`, or a pass.
    func reportCheck(kind: CheckFailure.Kind, line: Int, expected: [String], failuresBefore: Int, on driver: ScriptDriver) {
        guard let observer else { return }
        let outcome = checkFailures.count > failuresBefore ? CheckOutcome(checkFailures[failuresBefore], passed: false)
            : CheckOutcome(CheckFailure(file: place, line: line, kind: kind, message: "", expected: expected, actual: expected), passed: true)
        observer.player(self, checked: outcome, on: driver)
    }
}
