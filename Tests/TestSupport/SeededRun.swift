/// What a seeded random test found: each seed's problem, in order, and how much resident memory the run
/// added.
public struct SeededRun {
    public let problems: [String]
    public let grownBytes: Int

    /// Runs `check` for the seeds `0..<count` (nil: no problem) and measures the memory the run added
    /// (`residentBytes`, so a machine without `/proc` fails the run instead of passing it).
    public init(seeds count: Int, _ check: (UInt64) -> String?) throws {
        let before = try residentBytes()
        problems = (0..<UInt64(count)).compactMap(check)
        grownBytes = try residentBytes() - before
    }

    /// "N failures, the first: ..." for an expectation's message.
    public var summary: String { "\(problems.count) failures, the first: \(problems.prefix(5))" }
}
