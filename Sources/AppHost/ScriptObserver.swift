import Gestures

/// What a check came to, passed or not, as a trace shows it (`ScriptObserver.player(_:checked:on:)`).
public struct CheckOutcome: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var kind: CheckFailure.Kind
    public var passed: Bool
    /// Why it failed (empty when it passed).
    public var message: String
    /// A behaviour check's expected and actual lines (collapsed, as a failure reports them; equal when passed).
    public var expected: [String]
    public var actual: [String]
    /// A screenshot check's golden, the frame written and the diff image, each nil when there is none.
    public var golden: String?
    public var actualImage: String?
    public var diffImage: String?

    public init(file: String, line: Int, kind: CheckFailure.Kind, passed: Bool, message: String = "", expected: [String] = [],
                actual: [String] = [], golden: String? = nil, actualImage: String? = nil, diffImage: String? = nil) {
        self.file = file; self.line = line; self.kind = kind; self.passed = passed; self.message = message
        self.expected = expected; self.actual = actual
        self.golden = golden; self.actualImage = actualImage; self.diffImage = diffImage
    }

    /// A failure as the player recorded it.
    public init(_ f: CheckFailure) {
        self.init(file: f.file, line: f.line, kind: f.kind, passed: false, message: f.message, expected: f.expected, actual: f.actual,
                  golden: f.golden, actualImage: f.actualImage, diffImage: f.diffImage)
    }
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
        let outcome = checkFailures.count > failuresBefore ? CheckOutcome(checkFailures[failuresBefore])
            : CheckOutcome(file: place, line: line, kind: kind, passed: true, expected: expected, actual: expected)
        observer.player(self, checked: outcome, on: driver)
    }
}
