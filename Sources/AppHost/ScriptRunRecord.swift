import Foundation

/// What one headless run of a script found, as JSON (`touchtracker --results FILE`): the file a test
/// runner reads (`touchtracker test`) instead of parsing messages. Written whole or not at all.
public struct ScriptRunRecord: Codable, Equatable, Sendable {
    public var format = 1
    /// The checks that failed, in order.
    public var failures: [CheckFailure]
    /// The goldens written (`--update-goldens`).
    public var updatedGoldens: [String]
    /// The recognizers' timeline of the run as SVG, written when a check failed (nil otherwise).
    public var timeline: String?
    /// A graded answer (a lesson file): the student the answer names, if any.
    public var student: String?
    /// A graded answer whose own checks differ from the exercise's it was graded by (`--checks-from`): the
    /// difference, `- LINE` the exercise's, `+ LINE` the answer's; nil when they are the same.
    public var checksChanged: [String]?
    /// The checks `--update-expectations` rewrote, each `FILE:LINE (expect-log block)` or `(expect lines)`.
    public var rewrittenChecks: [String]?

    /// The files the script's own `screenshot` and `dump` lines wrote, in order; nil when none.
    public var outputs: [String]?

    public init(failures: [CheckFailure], updatedGoldens: [String], timeline: String? = nil) {
        self.failures = failures
        self.updatedGoldens = updatedGoldens
        self.timeline = timeline
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFileAtomically(try encoder.encode(self), to: path)
    }

    public static func read(_ path: String) throws -> ScriptRunRecord {
        try JSONDecoder().decode(ScriptRunRecord.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
